"""Nothing a caller does to what the game hands out changes the game, and a
failure in the middle of a move leaves the game as it was (X-6, X-7)."""

import copy
import pickle
import time

import numpy as np
import pytest

from switchcore import DRAW, Card, ChanceError, Game, IllegalMoveError, InvalidMoveError, Play, Rules, SwitchcoreError
from switchcore.cards import Rank


def test_legal_moves_is_the_callers_own_list():
    game = Game(Rules.switch(players=3), seed=4)
    before = game.state()
    moves = game.legal_moves()
    moves.append(Play(Card.parse("AS")))
    moves.clear()
    assert game.legal_moves() and game.state() == before
    outside = next(c for c in game.deck if c not in game.hands[game.turn])
    moves = game.legal_moves()
    moves.append(Play(outside))  # a move the caller added to its own list is still refused
    with pytest.raises(IllegalMoveError):
        game.apply(moves[-1])
    assert game.state() == before and game.moves == []


class FailingHook:
    """Deals from the seeded order, then fails on the draw it is told to."""

    def __init__(self, fail_at):
        self.fail_at, self.calls = fail_at, 0

    def __call__(self, n, stock, why):
        self.calls += 1
        if why == "draw" and self.calls >= self.fail_at:
            raise RuntimeError("the hook broke")
        return stock[-1]


def test_a_chance_hook_that_fails_in_a_draw_leaves_the_game_as_it_was():
    hook = FailingHook(fail_at=10 ** 9)
    game = Game(Rules.switch(players=2), seed=3, chance=hook)
    while DRAW not in game.legal_moves():
        game.apply(game.legal_moves()[0])
    before, log, saved = game.state(), list(game.log), game.to_json()
    hook.fail_at = hook.calls + 1
    with pytest.raises(ChanceError, match="the hook broke") as error:  # its own error, in a sentence
        game.apply(DRAW)
    assert type(error.value.__cause__) is RuntimeError
    assert game.state() == before and game.log == log
    assert Game.from_json(game.to_json(), chance=hook).state() == Game.from_json(saved, chance=hook).state()
    hook.fail_at = 10 ** 9
    game.apply(DRAW)  # and play goes on
    assert len(game.moves) == len(Game.from_json(saved, chance=hook).moves) + 1


def test_a_seed_of_a_subclass_is_its_plain_value():
    game = Game(Rules.switch(), seed=Rank.ACE)
    assert game == Game(Rules.switch(), seed=1) and type(game.seed) is int
    assert Game.from_json(game.to_json()) == game


def test_next_seat_of_many_steps_is_quick():
    game = Game(Rules.switch(players=4), seed=1)
    start = time.process_time()
    assert game.next_seat(0, 10 ** 12) == game.next_seat(0, 10 ** 12 % 4)
    assert time.process_time() - start < 1.0


@pytest.mark.parametrize("settings, words", [
    (dict(seed=np.float64(3)), "the seed must be"),
    (dict(seed=np.bool_(True)), "the seed must be"),
    pytest.param(dict(seed=10 ** 5000), "about 5000 digits", id="huge-seed"),
    (dict(names={"Ann", "Ben", "Cat", "Dan"}), "names must be a list"),
    (dict(names=["Ann", "Ben", "Cat", "D" * 10_000]), "different names"),
    (dict(chance=lambda n: None), "called with three values, hook(n, stock, why)"),
    (dict(chance=5), "a chance hook is a function"),
])
def test_bad_game_settings_get_a_sentence(settings, words):
    with pytest.raises(SwitchcoreError) as error:
        Game(Rules.switch(), **settings)
    assert words in str(error.value) and len(str(error.value)) < 400


@pytest.mark.parametrize("move", [np.int64(1), np.bool_(True), np.float64(0.5), 10 ** 5000],
                         ids=["int64", "bool_", "float64", "huge"])
def test_numbers_are_not_moves(move):
    game = Game(Rules.switch(players=2), seed=2)
    before = game.state()
    with pytest.raises(InvalidMoveError):
        game.apply(move)
    assert game.state() == before and not game.is_legal(move)


def test_a_game_dealt_or_set_up_copies_and_pickles():
    dealt = Game(Rules.crazy_eights(players=3), seed=5)
    dealt.apply(dealt.legal_moves()[0])
    placed = Game.from_position(Rules.switch(players=2), hands=["7S 8C", "2H"], top="7H")
    for game in (dealt, placed):
        for other in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game)), game.copy()):
            assert other == game and other is not game
            other.apply(other.legal_moves()[0])
            assert other != game
