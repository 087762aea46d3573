"""Fuzzing every constructor and parser, and loading saves, with hostile values.

Hypothesis throws values of every kind at the rules presets, ``Rules.from_dict``
and ``replace``, ``Play``, ``parse_move``, ``Card.parse``, ``Suit.parse``,
``Rank.parse``, ``cards``, ``DeckOrder``, ``Game.from_position``,
``Game.from_json`` and the helpers (``deck``, ``use_language``, ``describe``,
an event's ``sentence``, ``hand_points``, ``deal_size``, chance hooks that
raise): besides the usual (None, numbers, text, cards, nested
lists and mappings), whole numbers of 5,000 digits, values nested 100,000
deep, numpy scalars, and subclasses of str, int and tuple. Each call must
work or raise a :class:`~switchcore.errors.SwitchcoreError` with a sentence,
never a bare TypeError, ValueError or RecursionError, and must leave the
values it was given as they were. (Fuzzing ``Game(...)`` and ``apply`` with
the same values is in ``test_hardening_game.py``.)
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pickle
import random

import numpy
from hypothesis import given, settings, strategies as st

from switchcore import (
    ALL_CARDS, DRAW, KEEP, LAST, PASS, TAKE, Card, ChanceError, DeckOrder, Game, Play, Rank, Rules, Suit,
    SwitchcoreError, cards, deck, hand_points, parse_move, use_language,
)

from tests.core.conftest import any_rules

#: Examples per test; SWITCHCORE_FUZZ_EXAMPLES=2000 searches longer.
EXAMPLES = int(os.environ.get("SWITCHCORE_FUZZ_EXAMPLES", "150"))


class Text(str):
    """A subclass of str."""


class Number(int):
    """A subclass of int."""


class Row(tuple):
    """A subclass of tuple."""


def _deep(kind, levels: int = 100_000):
    value = kind()
    for _ in range(levels):
        value = kind((value,))
    return value


DEEP = [_deep(list), _deep(tuple), _deep(Row)]
DEEP_MAPPING: dict = {}
for _ in range(100_000):
    DEEP_MAPPING = {"players": DEEP_MAPPING}
HUGE = [10 ** 5000, -10 ** 5000, Number(10 ** 5000), 2 ** 64, -2 ** 63]

WORDS = ["7H", "8C D", "draw", "keep", "take", "pass", "last", "7S last", "joker", "10D", "1H", "", "switch",
         "crazy_eights", "free", "one", "until_playable", "points", "penalty", "target", "rounds", "single",
         "elimination", "C", "♠", "Ann", "players", "decks"]

def _one_of(values: list):
    """One of ``values``, drawn by its place (Hypothesis prints a strategy's
    values, and these cannot all be printed)."""
    return st.integers(0, len(values) - 1).map(lambda i: values[i])


NUMPY = st.one_of(
    st.integers(-2 ** 63, 2 ** 63 - 1).map(numpy.int64), st.integers(0, 255).map(numpy.uint8),
    st.booleans().map(numpy.bool_), st.floats(allow_nan=True).map(numpy.float64),
    st.sampled_from(WORDS).map(numpy.str_),
)
SUBCLASSES = st.one_of(
    st.sampled_from(WORDS).map(Text), st.integers(-3, 12).map(Number), st.sampled_from(list(Rank)),
    st.lists(st.sampled_from(WORDS), max_size=3).map(Row),
)
LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 120), st.integers(), _one_of(HUGE),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6), st.sampled_from(WORDS),
    st.sampled_from(ALL_CARDS), st.sampled_from(list(Suit)), st.sampled_from([DRAW, KEEP, TAKE, PASS, LAST]),
    st.binary(max_size=3), NUMPY, SUBCLASSES, _one_of(DEEP),
)
JUNK = st.recursive(
    LEAVES,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner, inner),
                            st.lists(inner, max_size=3).map(Row),
                            st.dictionaries(st.sampled_from(WORDS), inner, max_size=3)),
    max_leaves=8,
)
FIELDS = [f.name for f in dataclasses.fields(Rules) if f.init]


def _switchcore_error_or(call):
    """What ``call`` returns, or None when it raises a SwitchcoreError with a
    sentence; any other error fails the test."""
    try:
        return call()
    except SwitchcoreError as error:
        assert len(str(error)) > 10, f"{type(error).__name__} without a sentence: {error!r}"
        return None


@settings(max_examples=EXAMPLES, deadline=None)
@given(preset=st.sampled_from(["switch", "crazy_eights", "openspiel"]),
       options=st.dictionaries(st.sampled_from(FIELDS + ["max_turns", "max_draw_cards", "colour", ""]),
                               st.one_of(JUNK, st.integers(0, 12), st.booleans()), max_size=4))
def test_rules_presets(preset, options):
    rules = _switchcore_error_or(lambda: getattr(Rules, preset)(**options))
    if rules is not None:
        assert Rules.from_dict(rules.to_dict()) == rules == pickle.loads(pickle.dumps(rules))
        assert all(type(v) in (int, bool, str) for v in rules.to_dict().values())


#: Keys of a mapping (a deep tuple as a key is in test_hardening: two of them here would be compared).
KEYS = st.one_of(st.sampled_from(FIELDS + ["colour", ""]), st.sampled_from(FIELDS).map(Text), st.integers(),
                _one_of(HUGE), NUMPY.filter(lambda v: not isinstance(v, numpy.floating)),
                st.none(), st.tuples(st.sampled_from(FIELDS)))


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.one_of(st.dictionaries(KEYS, JUNK, max_size=4), JUNK, _one_of([DEEP_MAPPING])))
def test_rules_from_a_mapping(data):
    _switchcore_error_or(lambda: Rules.from_dict(data))


@settings(max_examples=EXAMPLES, deadline=None)
@given(base=any_rules(), changes=st.dictionaries(st.sampled_from(FIELDS + ["colour"]), JUNK, max_size=3))
def test_rules_replace_never_changes_the_rules_it_starts_from(base, changes):
    before = base.to_dict()
    _switchcore_error_or(lambda: base.replace(**changes))
    assert base.to_dict() == before and Rules.from_dict(before) == base


@settings(max_examples=EXAMPLES, deadline=None)
@given(value=JUNK, suit=JUNK, announce=JUNK)
def test_parsers_and_moves(value, suit, announce):
    for call in (lambda: parse_move(value), lambda: Card.parse(value), lambda: cards(value),
                 lambda: Suit.parse(value), lambda: Rank.parse(value), lambda: DeckOrder(value)):
        _switchcore_error_or(call)
    move = _switchcore_error_or(lambda: Play(value, suit, announce))
    if move is not None:  # a Play that is made is a move, and reads back as itself
        assert type(move.card) is Card and type(move.announce) is bool
        assert parse_move(move.code) == move


HANDS = st.lists(st.lists(st.sampled_from(ALL_CARDS[:52]), max_size=5).map(lambda cs: " ".join(c.code for c in cs)),
                 min_size=2, max_size=3)


@settings(max_examples=EXAMPLES, deadline=None)
@given(rules=any_rules(players=2) | any_rules(players=3), hands=st.one_of(HANDS, JUNK),
       top=st.one_of(st.sampled_from(ALL_CARDS), JUNK), extra=st.dictionaries(
           st.sampled_from(["suit", "stock", "discard", "turn", "dealer", "direction", "pending", "seed", "names",
                            "fill", "chance"]),
           st.one_of(JUNK, st.integers(-1, 4)), max_size=3))
def test_from_position(rules, hands, top, extra):
    game = _switchcore_error_or(lambda: Game.from_position(rules, hands=hands, top=top, **extra))
    if game is not None:
        assert type(game.seed) in (int, str)
        assert Game.from_json(game.to_json(), chance=extra.get("chance")) == game


def _save() -> dict:
    game = Game(Rules.switch(players=3, match="rounds", rounds=2), seed=5)
    for _ in range(30):
        if game.round_over:
            game.next_round()
        game.apply(game.legal_moves()[0])
    return json.loads(game.to_json())


SAVE = _save()
PLACES = ["rules", "seed", "names", "first_dealer", "rounds", "round", "dealer", "totals", "out", "results", "now",
          "chance", "start", "version", "format", "sha256"]
#: JSON text that no JSON value of Python's gives: numbers too long, nesting too deep, NaN, a very long text.
FRAGMENTS = ["9" * 5000, "-" + "9" * 5000, "9" * 999, "[" * 100_000 + "]" * 100_000,
             '{"a":' * 50_000 + "1" + "}" * 50_000, "NaN", "-Infinity", "1e999", "1.0", "true", "null",
             '"' + "a" * 100_000 + '"', '"\\ud800"', "[[[[[[[[[[1]]]]]]]]]]"]


def _sign(data: dict) -> dict:
    """The digests written again (a forger's file), worked out here."""
    data = {k: v for k, v in data.items() if k != "sha256"}
    data["sha256"] = {key: hashlib.sha256(json.dumps([key, value], sort_keys=True, ensure_ascii=True,
                                                     separators=(",", ":")).encode()).hexdigest()
                      for key, value in data.items()}
    return data


@settings(max_examples=EXAMPLES, deadline=None)
@given(place=st.sampled_from(PLACES), inner=st.sampled_from([None, 0, 1, "players", "hands", "turn"]),
       value=st.one_of(JUNK, NUMPY, SUBCLASSES), fragment=st.sampled_from(FRAGMENTS), signed=st.booleans())
def test_from_json(place, inner, value, fragment, signed):
    data = json.loads(json.dumps(SAVE))
    target = data
    if isinstance(data.get(place), dict) and inner in data[place]:
        target, place = data[place], inner
    elif isinstance(data.get(place), list) and isinstance(inner, int) and inner < len(data[place]):
        target, place = data[place], inner
    target[place] = "\u0000here"
    text = json.dumps(_sign(data) if signed else data)
    _switchcore_error_or(lambda: Game.from_json(text.replace('"\\u0000here"', fragment)))
    try:  # the value itself, when JSON can hold it
        target[place] = value
        text = json.dumps(_sign(data) if signed else data)
    except (TypeError, ValueError, RecursionError):
        text = None
    if text is not None:
        _switchcore_error_or(lambda: Game.from_json(text))
    _switchcore_error_or(lambda: Game.from_json(value))  # not text at all (or text that is no save)
    _switchcore_error_or(lambda: Game.from_json(json.dumps(SAVE), chance=value))


# -- the helpers: decks, languages, words, points, deal sizes, chance hooks -----------------------

HELPER_RULES = [Rules.switch(players=3, jokers=2), Rules.crazy_eights(players=8, target=300),
                Rules.switch(players=7, queens_reverse=True, match="elimination"), Rules.openspiel(special_cards=True)]


@settings(max_examples=EXAMPLES, deadline=None)
@given(rules=st.sampled_from(HELPER_RULES), other=JUNK,
       value=st.one_of(JUNK, st.sampled_from(["en", "fr", "it", "nl", "es"]).map(Text)))
def test_helpers(rules, value, other):
    """deck, use_language, describe, an event's sentence, hand_points and
    deal_size, given anything: a result or a SwitchcoreError with a sentence."""
    event = Game(rules, seed=1).log[-2]  # the starter
    try:
        for call in (lambda: deck(value), lambda: deck(1, jokers=value), lambda: deck(value, other),
                     lambda: use_language(value), lambda: rules.describe(language=value),
                     lambda: rules.describe(rule_ids=value), lambda: rules.changes_in_words(language=value),
                     lambda: event.sentence(language=value), lambda: event.sentence(rule_ids=value, language=other),
                     lambda: hand_points(value, rules), lambda: hand_points(value, other),
                     lambda: rules.deal_size(value)):
            _switchcore_error_or(call)
            use_language("en")
    finally:
        use_language("en")


class Broken(Exception):
    """An error of a chance hook's own."""


FAULTS = [KeyError("x"), IndexError(5), TypeError("no"), ValueError("bad"), ZeroDivisionError(),
          RecursionError("deep"), Broken("mine"), AttributeError("a"), StopIteration(), ArithmeticError()]


@settings(max_examples=EXAMPLES, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2 ** 16), fault=_one_of(FAULTS), at=st.integers(0, 60))
def test_chance_hooks_that_raise(rules, seed, fault, at):
    """A hook that fails when asked for its ``at``-th card: the game is not
    made, or the move is refused and the game is left as it was, with a
    ChanceError whose cause is the hook's own error."""

    def hook(n, stock, why):
        if n >= at:
            raise fault
        return None

    try:
        game = Game(rules, seed=seed, chance=hook)
    except ChanceError as error:
        assert error.__cause__ is fault and str(error)
        return
    rng = random.Random(seed)
    while not game.round_over:
        before = game.state()
        move = rng.choice(game.legal_moves())
        try:
            game.apply(move)
        except ChanceError as error:
            assert error.__cause__ is fault and game.state() == before
            return
