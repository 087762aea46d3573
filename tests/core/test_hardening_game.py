"""The Game itself refuses what it should, and gives nothing away that could
change it: every round ends, legal moves are the caller's own, a failing
chance hook changes nothing, seeds, names and hooks are checked when a game
is made, and any value given as a move is refused with a switchcore error.
The values and moves come through the public API only.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy
import pytest
from hypothesis import example, given, settings, strategies as st

from switchcore import ALL_CARDS, DRAW, Game, IllegalMoveError, Play, Rank, Rules, RulesError, SwitchcoreError, messages

from tests.core.conftest import RandomPlayer, any_rules


def _deep(levels: int = 100_000) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


DEEP = _deep()


def test_every_round_ends():
    suits = lambda s: [r + s for r in "2 3 4 5 6 7 8 9 10 J Q K".split()]  # noqa: E731
    game = Game.from_position(Rules.switch(players=3, draw="until_playable"),
                              hands=["AC AS", suits("C") + suits("H"), suits("S") + suits("D")], top="AD",
                              discard=["AH"], turn=1, direction=-1)
    for _ in range(10 ** 4):
        if game.round_over:
            break
        (move,) = game.legal_moves()
        game.apply(move)
    assert game.round_over


def test_legal_moves_gives_the_caller_its_own_sequence():
    game = Game(Rules.switch(players=2), seed=1)
    moves = game.legal_moves()
    before = list(moves)
    try:
        moves.clear()
    except (AttributeError, TypeError):
        pass  # an immutable sequence is as good
    assert game.legal_moves() == before


def test_a_failing_chance_hook_leaves_the_game_as_it_was():
    def hook(n, stock, why):
        if why == "draw":
            raise RuntimeError("the hook failed")

    game = Game(Rules.switch(players=2), seed=1, chance=hook)
    state, log = game.state(), list(game.log)
    with pytest.raises(Exception):
        game.apply(DRAW)
    assert game.state() == state and game.log == log and game.moves == []


def test_next_seat_with_a_huge_number_of_steps_answers_at_once():
    """Run in a process of its own, stopped after 10 seconds, as it hangs today."""
    code = "from switchcore import Game, Rules; print(Game(Rules.switch(players=3)).next_seat(0, 10 ** 12))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    try:
        answer = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=10, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("next_seat(0, 10**12) did not answer in 10 seconds", pytrace=False)
    assert answer.stdout.strip() == str(10 ** 12 % 3)


def test_a_game_without_a_deal_is_refused():
    """A game is always dealt: there is no argument to skip the deal (a
    position is set up with Game.from_position)."""
    with pytest.raises(RulesError, match="unknown keyword arguments: deal; the ones there are: rules, seed"):
        Game(deal=False)


def test_a_seed_that_is_an_int_subclass_saves_and_loads():
    game = Game(seed=Rank.ACE)
    assert Game.from_json(game.to_json()) == game


def test_a_huge_seed_is_a_switchcore_error():
    with pytest.raises(SwitchcoreError):
        Game(seed=10 ** 5000)


def test_names_must_come_in_an_order():
    with pytest.raises(SwitchcoreError):
        Game(Rules.switch(players=2), names={"Ann", "Ben"})


def test_a_chance_hook_with_the_wrong_signature_is_refused_at_once():
    with pytest.raises(SwitchcoreError):
        Game(chance=lambda n, stock: None)


def test_the_english_catalogue_is_read_only():
    with pytest.raises(TypeError):
        messages.ENGLISH["event.played"] = "{player} did something."


def _refused(game: Game, move, seat=None) -> bool:
    """Apply ``move``; True when it was refused. A refusal must be an
    IllegalMoveError with a rule and a reason that leaves the game as it
    was; any other error fails the test (reported without its traceback,
    which may be 1,000 frames deep)."""
    state, log = game.state(), list(game.log)
    try:
        game.apply(move, seat)
        return False
    except IllegalMoveError as refused:
        assert refused.rule and refused.reason
        assert game.state() == state and game.log == log
        return True
    except Exception as other:  # noqa: BLE001 - what the test looks for
        pytest.fail(f"{type(other).__name__} instead of a switchcore error: {str(other)[:200]}", pytrace=False)


@pytest.mark.parametrize("move", [
    numpy.int64(1),
    10 ** 5000,
    DEEP,
], ids=["numpy int", "huge int", "deep list"])
def test_apply_refuses_any_value_with_a_switchcore_error(move):
    assert _refused(Game(Rules.switch(players=2), seed=1), move)


def test_a_look_alike_equal_to_a_legal_play_is_read_as_that_play_by_is_legal_and_apply():
    """Play(card, suit, 0) cannot be made; one forced past Play's own checks
    with tuple.__new__ equals the legal play, and both is_legal and apply
    read it as that play: the game it leads to is the one the play gives."""
    game = Game(Rules.switch(players=2), seed=1)
    play = next(m for m in game.legal_moves() if type(m) is Play)
    forced = tuple.__new__(Play, (play.card, play.suit, 0))
    other = game.copy()
    assert game.is_legal(forced) and other.is_legal(play)
    game.apply(forced)
    other.apply(play)
    assert game == other and Game.from_json(game.to_json()) == other


class Text(str):
    """A subclass of str."""


class Number(int):
    """A subclass of int."""


class Row(tuple):
    """A subclass of tuple."""


HOSTILE = st.one_of(
    st.none(), st.integers(), st.integers(0, 4).map(lambda i: [10 ** 5000, -10 ** 5000, DEEP, (DEEP,), {"a": DEEP}][i]),
    st.integers(-2 ** 63, 2 ** 63 - 1).map(numpy.int64), st.booleans().map(numpy.bool_),
    st.sampled_from(["7H", "draw", "8C D", "x"]).map(Text), st.integers(-2, 9).map(Number),
    st.lists(st.sampled_from(ALL_CARDS), max_size=3).map(Row), st.sampled_from(ALL_CARDS),
)


@settings(max_examples=60, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2 ** 16), steps=st.integers(0, 20), move=HOSTILE,
       seat=st.one_of(st.none(), HOSTILE))
@example(rules=Rules.switch(players=2), seed=1, steps=0, move=numpy.int64(1), seat=None)
def test_apply_fuzz(rules, seed, steps, move, seat):
    game = Game(rules, seed=seed)
    player = RandomPlayer(seed)
    for _ in range(steps):
        if game.round_over:
            break
        game.apply(player(game))
    _refused(game, move, seat)


@settings(max_examples=60, deadline=None)
@given(seed=HOSTILE, names=st.one_of(st.none(), HOSTILE), dealer=st.one_of(st.none(), HOSTILE))
@example(seed=10 ** 5000, names=None, dealer=None)
def test_game_constructor_fuzz(seed, names, dealer):
    try:
        game = Game(Rules.switch(players=2), seed=seed, names=names, dealer=dealer)
    except SwitchcoreError as error:
        assert str(error)
    except Exception as other:  # noqa: BLE001 - what the test looks for
        pytest.fail(f"{type(other).__name__} instead of a switchcore error: {str(other)[:200]}", pytrace=False)
    else:
        assert type(game.seed) in (int, str) and Game.from_json(game.to_json()) == game
