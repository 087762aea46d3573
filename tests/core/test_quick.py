"""The quick legal moves are the readable ones.

Each rule of a turn is defined once, readably, in :mod:`switchcore.legal`;
a game lists its moves from the tables of :mod:`switchcore.speed`. These
tests play random games under every preset and every house rule, and at
each position compare the quick answers with the readable definitions:
the legal moves (the same list, in the same order), which cards fit, the
seat after each seat, whether a card can be drawn, and what ``explain``
says about each card of the hand.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from switchcore import ALL_CARDS, DrawRule, Game, Play, Rules, RulesError
from switchcore import legal
from switchcore.speed import drawable, seats_after, tables

from tests.core.conftest import RandomPlayer, any_rules, play_match


def _presets() -> list:
    return [Rules.switch(players=4), Rules.switch(players=2), Rules.crazy_eights(players=3),
            Rules.crazy_eights(players=2), Rules.openspiel(players=2), Rules.openspiel(players=4, special_cards=True),
            Rules.openspiel(players=3, special_cards=True, reshuffle=True)]


def _one_change_each() -> dict:
    """Every setting of Rules changed on its own from a preset that lets it
    play a part: each house rule and each option, one at a time."""
    changes = {}
    for f in dataclasses.fields(Rules):
        if not f.init or f.name in ("family", "players"):
            continue
        if f.type in ("bool", bool):
            values = [not f.default]
        elif f.name == "draw":
            values = [DrawRule.FREE, DrawRule.UNTIL_PLAYABLE, DrawRule.ONE]
        elif f.name == "scoring":
            values = ["points", "penalty"]
        elif f.name == "match":
            values = ["rounds", "elimination", "target"]
        else:
            values = {"decks": [2], "hand_size": [3, 10], "draw_limit": [1, 3], "last_card_penalty": [0, 5],
                      "jokers": [1, 2], "blocked_passes": [9], "play_limit": [40], "rounds": [3], "cap": [40],
                      "target": [100]}[f.name]
        for value in values:
            for preset in (Rules.switch, Rules.crazy_eights):
                extra = {"draw": DrawRule.FREE} if f.name == "draw_limit" else {}
                extra.update({"special_cards": True} if f.name == "twos_stack" else {})
                extra.update({"match": "rounds"} if f.name == "rounds" else {})
                extra.update({"match": "elimination"} if f.name == "cap" else {})
                extra.update({"scoring": "penalty"} if f.name in ("cap", "black_jack_fifty") else {})
                extra.update({"play_limit": 200} if f.name == "repetition" else {})
                try:
                    rules = preset(players=3, **extra, **{f.name: value})
                except RulesError:
                    continue
                changes[f"{preset.__name__}-{f.name}={value}"] = rules
    return changes


ONE_CHANGE_EACH = _one_change_each()


def check_position(game: Game) -> None:
    """The quick answers of ``game`` are the readable definitions' answers."""
    quick = game.legal_moves()
    assert quick == legal.legal_moves(game), f"{game!r}: quick {quick}"
    if game.round_over:
        return
    wilds = game.rules.effects.wilds
    hand = game.hands[game.turn]
    assert game.can_draw() == legal.can_draw(game.stock, game.discard, game.rules.reshuffle,
                                             game.rules.last_card_penalty if game.late is not None else 0)
    view = game.view(game.turn)
    for card in dict.fromkeys(hand):
        fits = legal.fits(card, game.top, game.suit, wilds)
        assert game.fits(card) == view.fits(card) == fits
        play = Play(card, game.suit if card in wilds else None)
        assert bool(game.explain(card)) == (play in quick) == (legal.refusal(game, play) is None), (card, quick)
    for steps in range(4):
        assert view.next_seat(steps) == game.next_seat(game.turn, steps)


def play_and_check(rules: Rules, seed: int, every: int = 1) -> int:
    """Play a match of ``rules`` with a random player, checking every
    ``every``-th position; the number of positions checked."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    checked = [0]

    def each(game, move, events):
        if rng.randrange(every) == 0 or game.pending is not None or game.drawn is not None:
            check_position(game)
            checked[0] += 1

    check_position(game)
    play_match(game, RandomPlayer(seed, greed=0.6), cap=400, each=each, rounds=3)
    return checked[0]


@pytest.mark.parametrize("rules", _presets(), ids=str)
def test_presets(rules):
    assert sum(play_and_check(rules, seed) for seed in range(4)) > 200


@pytest.mark.parametrize("rules", ONE_CHANGE_EACH.values(), ids=ONE_CHANGE_EACH.keys())
def test_each_setting_changed(rules):
    assert sum(play_and_check(rules, seed, every=4) for seed in range(3)) > 20


def test_every_setting_is_changed_by_one_test():
    """The list above changes every setting of Rules (a new one joins it)."""
    changed = {key.split("-", 1)[1].split("=")[0] for key in ONE_CHANGE_EACH}
    settings = {f.name for f in dataclasses.fields(Rules) if f.init} - {"family", "players"}
    assert changed == settings


@settings(max_examples=25, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32))
def test_random_rules(rules, seed):
    play_and_check(rules, seed, every=4)


@pytest.mark.parametrize("rules", _presets() + [Rules.switch(players=3, wild_jacks=True, jokers=2)], ids=str)
def test_the_tables_are_made_by_the_readable_rules(rules):
    """Which cards fit each top card and suit, the plays of each card, and
    the seat after each seat: the tables hold what the functions say."""
    t, wilds = tables(rules), rules.effects.wilds
    for suit, top in itertools.product(legal.SUITS, ALL_CARDS):
        expected = {card for card in ALL_CARDS if legal.fits(card, top, suit, wilds)}
        assert t.fitting[suit][top.rank] == expected
    for card in ALL_CARDS:
        assert list(t.plays_with_call[card.index]) == legal.plays_of(card, wilds)
    for players in (2, 3, 5):
        for out in itertools.chain.from_iterable(itertools.combinations(range(players), k) for k in range(players)):
            for direction in (1, -1):
                active = tuple(seat for seat in range(players) if seat not in out)
                assert seats_after(players, direction, active) == tuple(
                    legal.next_seat(seat, players, direction, out) for seat in range(players))


@pytest.mark.parametrize("cards", [52, 54, 106])
@pytest.mark.parametrize("reshuffle", [False, True])
def test_the_draw_table_is_made_by_can_draw(cards, reshuffle):
    """X-3: where the table says a card can (or cannot) be drawn from a
    stock of that size, can_draw says so for every discard pile that fits
    in the deck; None only where the discard pile decides."""
    table = drawable(cards, reshuffle)
    for stock in range(cards):
        answers = {legal.can_draw(["card"] * stock, ["card"] * discard, reshuffle)
                   for discard in range(1, cards + 1 - stock)}
        assert table[stock] == (answers.pop() if len(answers) == 1 else None), stock


FREE_DRAWS = [Rules.openspiel(players=2), Rules.openspiel(players=3, special_cards=True, reshuffle=True),
              Rules.switch(players=3, draw="free", draw_limit=3), Rules.crazy_eights(players=2, draw="free", decks=2)]


@pytest.mark.parametrize("rules", FREE_DRAWS, ids=str)
def test_the_list_kept_after_a_free_draw_is_right_after_undo_and_in_copies(rules):
    """After a free draw the game brings the list it drew from up to date
    instead of listing afresh (switchcore.speed.FastPath): undoing moves,
    copying the game and drawing again in the copy never leave it a list
    that is not the readable one."""
    rng = random.Random(5)
    for seed in range(6):
        game = Game(rules, seed=seed)
        copies = []
        for _ in range(300):
            if game.round_over:
                break
            assert game.legal_moves() == legal.legal_moves(game)
            if game.moves and rng.random() < 0.15:
                game.undo()
                continue
            if rng.random() < 0.1:
                copies.append(game.copy())
            moves = game.legal_moves()
            game.apply(legal.DRAW if legal.DRAW in moves and rng.random() < 0.7 else rng.choice(moves))
            for other in copies[-3:]:
                if not other.round_over:
                    assert other.legal_moves() == legal.legal_moves(other)
                    other_moves = other.legal_moves()
                    other.apply(legal.DRAW if legal.DRAW in other_moves else rng.choice(other_moves))
