"""The checks of lessons 06 and 07 (simulation) and 10 (testing) pass right answers
and catch plausible wrong ones with a message that says what is wrong."""

from __future__ import annotations

import random

import pytest

import grading.playouts  # noqa: F401  (registers the checks of lessons 06 and 07)
import grading.testing  # noqa: F401  (registers the checks of lesson 10)
from switchcore import Game, Rules
from tests.course.verdicts import caught, passes
from grading import check_function
from grading.playouts import recipe
from grading.testing import WRONG_NEXT_SEATS, WRONG_TURN_AFTERS, right_next_seat, right_turn_after

# -- lessons 06, 07 ------------------------------------------------------------------------


def random_move(game, rng):
    return rng.choice(game.legal_moves())


def playout(players, seed):
    game = Game(Rules.crazy_eights(players=players), seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        game.apply(random_move(game, rng))
    return game


def round_lengths(players, games):
    return [len(playout(players, seed).moves) for seed in range(games)]


def wins_by_seat(players, games):
    wins = [0] * players
    for seed in range(games):
        for seat in playout(players, seed).result.winners:
            wins[seat] += 1
    return wins


def own_generator(game, rng):
    return random.choice(game.legal_moves())


def always_first(game, rng):
    return game.legal_moves()[0]


def plays_the_move(game, rng):
    move = rng.choice(game.legal_moves())
    game.apply(move)
    return move


def unseeded(players, seed):
    game = Game(Rules.crazy_eights(players=players), seed=seed)
    rng = random.Random()
    while not game.round_over:
        game.apply(rng.choice(game.legal_moves()))
    return game


def stops_after_ten(players, seed):
    game = Game(Rules.crazy_eights(players=players), seed=seed)
    rng = random.Random(seed)
    for _ in range(10):
        game.apply(rng.choice(game.legal_moves()))
    return game


def plays_switch(players, seed):
    game = Game(Rules.switch(players=min(players, 7)), seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        game.apply(rng.choice(game.legal_moves()))
    return game


def forgets_to_give_back(players, seed):
    playout(players, seed)


def seeds_from_one(players, games):
    return [len(playout(players, seed).moves) for seed in range(1, games + 1)]


def one_round_too_few(players, games):
    return [len(playout(players, seed).moves) for seed in range(games - 1)]


def counts_the_turns(players, games):
    return [playout(players, seed).turn for seed in range(games)]


def wins_of_seat_zero_only(players, games):
    return [sum(0 in playout(players, seed).result.winners for seed in range(games))]


def counts_the_losers(players, games):
    wins = [0] * players
    for seed in range(games):
        for seat in range(players):
            if seat not in playout(players, seed).result.winners:
                wins[seat] += 1
    return wins


LESSON_06_RIGHT = [("random_move", random_move), ("playout", playout), ("round_lengths", round_lengths),
                   ("wins_by_seat", wins_by_seat)]
LESSON_06_WRONG = [
    ("random_move", own_generator, ["not the one the generator it was given picks", "X-6"]),
    ("random_move", always_first, ["rng.choice"]),
    ("random_move", plays_the_move, ["changed what it was given"]),
    ("playout", unseeded, ["part at move", "X-6"]),
    ("playout", stops_after_ten, ["not over yet", "after 10 moves"]),
    ("playout", plays_switch, ["other rules", "Crazy Eights"]),
    ("playout", forgets_to_give_back, ["None", "finished game"]),
    ("round_lengths", seeds_from_one, ["number 1 should be", "seeds 0 to"]),
    ("round_lengths", one_round_too_few, ["there should be 5"]),
    ("round_lengths", counts_the_turns, ["len(game.moves)"]),
    ("wins_by_seat", wins_of_seat_zero_only, ["one count per seat"]),
    ("wins_by_seat", counts_the_losers, ["should be", "result.winners"]),
]

# -- lesson 10: the learner's tests ---------------------------------------------------------


def good_next_seat_test():
    assert next_seat(1, 4, 1) == 2  # noqa: F821 (put in place by the check)
    assert next_seat(3, 4, 1) == 0  # noqa: F821
    assert next_seat(0, 4, -1) == 3  # noqa: F821
    assert next_seat(1, 2, 1) == 0  # noqa: F821
    assert next_seat(2, 3, 1) == 0  # noqa: F821


def clockwise_only_test():
    assert next_seat(1, 4, 1) == 2  # noqa: F821
    assert next_seat(3, 4, 1) == 0  # noqa: F821


def no_two_player_test():
    assert next_seat(3, 4, 1) == 0  # noqa: F821
    assert next_seat(0, 4, -1) == 3  # noqa: F821
    assert next_seat(2, 3, 1) == 0  # noqa: F821


def wrong_expectation_test():
    assert next_seat(3, 4, 1) == 4  # noqa: F821


def asserts_nothing_test():
    assert True


def misspelt_test():
    assert nxt_seat(1, 4, 1) == 2  # noqa: F821


def takes_an_argument_test(next_seat):
    assert next_seat(1, 4, 1) == 2


def good_turn_after_test():
    assert turn_after(0, 4, 1, "5H") == (1, 1)  # noqa: F821
    assert turn_after(0, 3, 1, "8C") == (2, 1)  # noqa: F821
    assert turn_after(0, 3, -1, "8C") == (1, -1)  # noqa: F821
    assert turn_after(1, 4, 1, "AS") == (0, -1)  # noqa: F821
    assert turn_after(0, 2, 1, "AS") == (0, -1)  # noqa: F821
    assert turn_after(0, 3, 1, "2D") == (1, 1)  # noqa: F821


def eights_clockwise_only_test():
    assert turn_after(0, 4, 1, "5H") == (1, 1)  # noqa: F821
    assert turn_after(0, 3, 1, "8C") == (2, 1)  # noqa: F821
    assert turn_after(1, 4, 1, "AS") == (0, -1)  # noqa: F821
    assert turn_after(0, 2, 1, "AS") == (0, -1)  # noqa: F821
    assert turn_after(0, 3, 1, "2D") == (1, 1)  # noqa: F821


def no_two_test():
    assert turn_after(0, 3, 1, "8C") == (2, 1)  # noqa: F821
    assert turn_after(0, 3, -1, "8C") == (1, -1)  # noqa: F821
    assert turn_after(1, 4, 1, "AS") == (0, -1)  # noqa: F821
    assert turn_after(0, 2, 1, "AS") == (0, -1)  # noqa: F821


LESSON_08_RIGHT = [("next_seat_tests", good_next_seat_test), ("turn_after_tests", good_turn_after_test)]
LESSON_08_WRONG = [
    ("next_seat_tests", clockwise_only_test, ["passes a wrong next_seat", "whatever the direction"]),
    ("next_seat_tests", no_two_player_test, ["passes a wrong next_seat", "two players"]),
    ("next_seat_tests", wrong_expectation_test, ["fails on a next_seat that follows the rules",
                                                 "assert next_seat(3, 4, 1) == 4", "S-1"]),
    ("next_seat_tests", asserts_nothing_test, ["never calls next_seat"]),
    ("next_seat_tests", misspelt_test, ["never calls next_seat by that name"]),
    ("next_seat_tests", takes_an_argument_test, ["no arguments"]),
    ("turn_after_tests", eights_clockwise_only_test, ["passes a wrong turn_after", "anticlockwise", "S-9"]),
    ("turn_after_tests", no_two_test, ["passes a wrong turn_after", "a two skips", "S-8"]),
    ("turn_after_tests", clockwise_only_test, ["never calls turn_after"]),
]

RIGHT = LESSON_06_RIGHT + LESSON_08_RIGHT
WRONG = LESSON_06_WRONG + LESSON_08_WRONG


@pytest.mark.parametrize("name, fn", RIGHT, ids=[f"{n}-{fn.__name__}" for n, fn in RIGHT])
def test_the_right_answer_passes(name, fn):
    passes(fn, name)


@pytest.mark.parametrize("name, fn, words", WRONG, ids=[f"{n}-{fn.__name__}" for n, fn, _ in WRONG])
def test_a_wrong_answer_is_caught_with_a_useful_message(name, fn, words):
    caught(fn, name, words, time_limit=0.5)


def test_an_unwritten_test_is_not_written_yet():
    def test_next_seat():
        raise NotImplementedError()

    result = check_function(test_next_seat, "next_seat_tests")
    assert "not written yet" in result.message


def test_a_test_check_puts_the_learners_function_back():
    def test_uses_a_global():
        assert next_seat(3, 4, 1) == 0  # noqa: F821

    scope = test_uses_a_global.__globals__
    scope["next_seat"] = sentinel = object()
    try:
        check_function(test_uses_a_global, "next_seat_tests")
        assert scope["next_seat"] is sentinel
    finally:
        del scope["next_seat"]
    check_function(test_uses_a_global, "next_seat_tests")
    assert "next_seat" not in scope


def test_every_planted_bug_is_a_real_bug():
    # each wrong version differs from the engine somewhere the lesson's tests look
    seats = [(s, n, d) for n in (2, 3, 4) for s in range(n) for d in (1, -1)]
    for wrong, words in WRONG_NEXT_SEATS:
        assert any(wrong(*c) != right_next_seat(*c) for c in seats), words
    cards = ["5H", "8C", "AS", "2D"]
    for wrong, words in WRONG_TURN_AFTERS:
        assert any(wrong(*c, card) != right_turn_after(*c, card) for c in seats for card in cards), words


def test_the_recipe_is_the_lesson_recipe_and_repeatable():
    assert list(recipe.playout(3, 5).moves) == list(playout(3, 5).moves)
    assert recipe.round_lengths(4, 3) == round_lengths(4, 3)
    assert recipe.playout(3, 5).moves != recipe.playout(3, 6).moves
