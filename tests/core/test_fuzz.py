"""Fuzzing the public constructors and ``apply``: only switchcore errors.

Hypothesis throws values of every kind (None, numbers, text, cards, moves,
nested lists, tuples and mappings) at the rules presets, ``Game``,
``Game.from_position``, ``Game.from_json``, ``parse_move``, ``Card.parse``,
``DeckOrder`` and ``Game.apply``. Each call must either work or raise a
:class:`~switchcore.errors.SwitchcoreError` (whose subclasses are also
ValueErrors where that fits), never a bare TypeError, AttributeError,
IndexError or RecursionError; a refused move must leave the game exactly as
it was.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random

from hypothesis import given, settings, strategies as st

from switchcore import (
    ALL_CARDS, DRAW, KEEP, LAST, PASS, TAKE, Card, DeckOrder, Game, IllegalMoveError, Play, Rules, Suit,
    SwitchcoreError, cards, parse_move,
)

from tests.core.conftest import RandomPlayer, any_rules

WORDS = ["7H", "8C D", "draw", "keep", "take", "pass", "last", "7S last", "joker", "10D", "1H", "", "switch",
         "crazy_eights", "free", "one", "until_playable", "points", "penalty", "target", "rounds", "single",
         "elimination", "C", "♠", "Ann"]

LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 120), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6), st.sampled_from(WORDS), st.sampled_from(ALL_CARDS), st.sampled_from(list(Suit)),
    st.sampled_from([DRAW, KEEP, TAKE, PASS, LAST]), st.binary(max_size=3),
)
JUNK = st.recursive(
    LEAVES,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner, inner),
                            st.dictionaries(st.sampled_from(WORDS), inner, max_size=3)),
    max_leaves=8,
)
FIELDS = [f.name for f in dataclasses.fields(Rules) if f.init]
#: Examples per test; SWITCHCORE_FUZZ_EXAMPLES=2000 searches longer.
EXAMPLES = int(os.environ.get("SWITCHCORE_FUZZ_EXAMPLES", "150"))


def _only_switchcore_errors(call):
    try:
        return call()
    except SwitchcoreError:
        return None


@settings(max_examples=EXAMPLES, deadline=None)
@given(preset=st.sampled_from(["switch", "crazy_eights", "openspiel"]),
       options=st.dictionaries(st.sampled_from(FIELDS + ["special", "max_turns", "max_draw_cards", "colour"]),
                               st.one_of(JUNK, st.integers(0, 12), st.booleans()), max_size=4))
def test_rules_presets(preset, options):
    rules = _only_switchcore_errors(lambda: getattr(Rules, preset)(**options))
    if rules is not None:
        assert Rules.from_dict(rules.to_dict()) == rules


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.dictionaries(st.sampled_from(FIELDS + ["colour"]), JUNK, max_size=4) | JUNK)
def test_rules_from_a_mapping(data):
    _only_switchcore_errors(lambda: Rules.from_dict(data))


@settings(max_examples=EXAMPLES, deadline=None)
@given(rules=st.one_of(st.just(None), any_rules(), JUNK), seed=st.one_of(st.integers(), JUNK), names=JUNK,
       dealer=st.one_of(st.integers(-1, 8), JUNK))
def test_game(rules, seed, names, dealer):
    game = _only_switchcore_errors(lambda: Game(rules, seed=seed, names=names, dealer=dealer))
    if game is not None:
        assert game.legal_moves() and Game.from_json(game.to_json()) == game


HANDS = st.lists(st.lists(st.sampled_from(ALL_CARDS[:52]), max_size=5).map(lambda cs: " ".join(c.code for c in cs)),
                 min_size=1, max_size=5)


@settings(max_examples=EXAMPLES, deadline=None)
@given(rules=any_rules(players=2) | any_rules(players=3), hands=st.one_of(HANDS, JUNK),
       top=st.one_of(st.sampled_from(ALL_CARDS), JUNK), extra=st.dictionaries(
           st.sampled_from(["suit", "stock", "discard", "turn", "dealer", "direction", "pending", "seed", "names",
                            "fill", "chance", "colour"]),
           st.one_of(JUNK, st.integers(-1, 4)), max_size=3))
def test_from_position(rules, hands, top, extra):
    def make():
        try:
            return Game.from_position(rules, hands=hands, top=top, **extra)
        except TypeError as exc:  # an unknown keyword is Python's own refusal of the call
            assert "unexpected keyword argument 'colour'" in str(exc)
            return None
    game = _only_switchcore_errors(make)
    if game is not None and not game.round_over:
        move = game.legal_moves()[0]
        game.apply(move)
        assert Game.from_json(game.to_json()) == game


def _play(card, suit, announce):
    """Play(card, suit, announce), or None when those cannot make a move
    (Play checks its fields, with a switchcore error)."""
    return _only_switchcore_errors(lambda: Play(card, suit, announce))


@settings(max_examples=2 * EXAMPLES, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**16), steps=st.integers(0, 30),
       move=st.one_of(JUNK, st.builds(_play, JUNK, JUNK, JUNK), st.builds(Play, st.sampled_from(ALL_CARDS))),
       seat=st.one_of(st.none(), st.integers(-1, 8), JUNK))
def test_apply(rules, seed, steps, move, seat):
    game = Game(rules, seed=seed)
    player = RandomPlayer(seed)
    for _ in range(steps):
        if game.round_over:
            break
        game.apply(player(game))
    before, log = game.state(), list(game.log)
    try:
        events = game.apply(move, seat)
    except IllegalMoveError as refused:
        assert refused.rule and refused.reason
        assert game.state() == before and game.log == log
    else:
        assert events and game.to_json()


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 100), path=st.lists(st.sampled_from(["rules", "names", "rounds", "now", "start",
                                                                 "results", "totals", "seed", "chance", 0, 1,
                                                                 "hands", "players", "turn"]), min_size=1,
                                               max_size=3),
       value=JUNK)
def test_from_json(seed, path, value):
    game = Game(Rules.switch(players=3, match="rounds", rounds=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(40)):
        if game.round_over:
            game.next_round()
        game.apply(rng.choice(game.legal_moves()))
    data = json.loads(game.to_json())
    target = data
    for key in path[:-1]:
        if isinstance(target, dict) and key in target:
            target = target[key]
        elif isinstance(target, list) and isinstance(key, int) and key < len(target):
            target = target[key]
    last = path[-1]
    if isinstance(target, dict):
        target[last] = value
    elif isinstance(target, list) and isinstance(last, int) and last < len(target):
        target[last] = value
    try:
        text = json.dumps(data)
    except (TypeError, ValueError):  # values JSON cannot hold (bytes, cards): pass the raw mapping
        text = data
    _only_switchcore_errors(lambda: Game.from_json(text))


@settings(max_examples=EXAMPLES, deadline=None)
@given(value=JUNK)
def test_parsers_and_deck_orders(value):
    _only_switchcore_errors(lambda: parse_move(value))
    _only_switchcore_errors(lambda: Card.parse(value))
    _only_switchcore_errors(lambda: cards(value))
    _only_switchcore_errors(lambda: DeckOrder(value))
