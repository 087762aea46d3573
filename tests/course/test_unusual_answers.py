"""No right answer refused, no wrong answer passed, whatever the style.

For every check of the course, ``UNUSUAL`` holds right answers written in
ways the model answers are not (comprehensions, small functions, numpy numbers,
tuples for lists, text for moves, ``max`` with a key, a test that calls
through a module); each must pass. ``WRONG`` holds wrong answers that
passed before because the checks never tried the case that shows them (a
declared suit in Switch, a strategy choice, a shared win) or trusted the
answer's own ``==``; each must be refused, with the words its message
must hold. ``MESSAGES`` are the beginners' errors that must be explained
in a sentence, naming the function to write first and showing short values.
"""

from __future__ import annotations

import random
import sys
import types

import numpy as np
import pytest

from grading import CHECKS, check_function, try_it
from switchcore import Card, Game, Play, Rules, card_points
from tests.course.verdicts import caught, passes

# -- lesson 01 ----------------------------------------------------------------------------


def suit_of(card):
    *_, suit = card
    return suit


def rank_of(card):
    return card.removesuffix(card[-1])


def parse_card(card):
    return tuple([card[:-1], card[-1]])


def is_red(card):
    return {"H": True, "D": True}.get(card[-1], False)


# -- lessons 02 and 03 ---------------------------------------------------------------------


def fits(card, top, suit):
    same_rank = card[:-1] == top[:-1]
    return bool(same_rank or card.endswith(suit))


def crazy_fits(card, top, suit):
    return np.bool_(card[:-1] in ("8", top[:-1]) or card[-1] == suit)


def playable(hand, top, suit):
    return tuple(card for card in hand if fits(card, top, suit))


def crazy_playable(hand, top, suit):
    return list(filter(lambda card: bool(crazy_fits(card, top, suit)), hand))


# -- lesson 04 ------------------------------------------------------------------------------

SWITCH = {"A": 25, "J": 20, "Q": 10, "K": 10}
CRAZY = {"8": 50, "A": 1, "J": 10, "Q": 10, "K": 10}


def card_points(card):  # noqa: F811 (the learner's name, as in the lesson)
    rank = card[:-1]
    return np.int64(SWITCH[rank]) if rank in SWITCH else np.int64(rank)


def crazy_card_points(card):
    rank = card[:-1]
    if rank in CRAZY:
        return CRAZY[rank]
    return int(rank)


def hand_points(hand):
    return sum(int(card_points(card)) for card in hand)


def crazy_hand_points(hand):
    return np.sum([crazy_card_points(card) for card in hand], dtype=np.int64)


# -- lesson 05 ------------------------------------------------------------------------------


def next_seat(seat, players, direction):
    return np.int64((seat + direction) % players)


def _skip(seat, players, direction):
    return next_seat(next_seat(seat, players, direction), players, direction)


def turn_after(seat, players, direction, card):
    rank = card[:-1]
    if rank == "8":
        return [_skip(seat, players, direction), direction]
    if rank == "A":
        return [seat if players == 2 else next_seat(seat, players, -direction), -direction]
    return [next_seat(seat, players, direction), direction]


def who_plays(cards, players):
    seats, seat, direction = [], 0, 1
    for card in cards:
        seats.append(seat)
        seat, direction = turn_after(seat, players, direction, card)
    return tuple(seats)


# -- lessons 06, 07 ----------------------------------------------------------------------------


def random_move(game, rng):
    moves = list(game.legal_moves())
    return moves[rng.randrange(len(moves))] if False else rng.choice(moves)


def playout(players, seed):
    game = Game(Rules.crazy_eights(players=players), seed=seed)
    rng = random.Random(seed)
    while True:
        if game.round_over:
            return game
        game.apply(random_move(game, rng))


def round_lengths(players, games):
    return tuple(len(playout(players, seed).moves) for seed in range(games))


def wins_by_seat(players, games):
    winners = [seat for seed in range(games) for seat in playout(players, seed).result.winners]
    return [np.int64(winners.count(seat)) for seat in range(players)]


# -- lessons 08, 09 ----------------------------------------------------------------------------


def eight_last(view):
    moves = view.legal_moves
    first_is_eight = isinstance(moves[0], Play) and moves[0].card.rank == 8
    return (moves[-1] if first_is_eight else moves[0]).code


def keep_eights(view):
    # The first play that is not an eight, else the first legal move (not the first move that is no eight:
    # with only an eight to play, keeping the drawn card is not what the exercise asks).
    plain = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    return next(iter(plain + list(view.legal_moves)))


def _worth(move, view):
    return card_points_engine(move.card, view.rules)


def shed_high(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    return max(plays, key=lambda m: _worth(m, view)) if plays else view.legal_moves[0]


def my_bot(view):
    move = shed_high(view)
    if not (isinstance(move, Play) and move.card.rank == 8):
        return move
    rest = [card.suit for card in view.hand if card != move.card]
    options = [m for m in view.legal_moves if isinstance(m, Play) and m.card == move.card]
    return max(options, key=lambda m: (rest.count(m.suit), -options.index(m)))


card_points_engine = sys.modules["switchcore"].card_points

# -- lesson 10 ------------------------------------------------------------------------------


def _expect(seat, players, direction, seat_after):
    assert next_seat(seat, players, direction) == seat_after


def test_next_seat_through_a_function():
    for case in [(1, 4, 1, 2), (3, 4, 1, 0), (0, 4, -1, 3), (2, 4, -1, 1), (1, 2, 1, 0), (2, 3, 1, 0)]:
        _expect(*case)


def test_next_seat_in_a_comprehension():
    cases = [(1, 4, 1, 2), (3, 4, 1, 0), (0, 4, -1, 3), (2, 4, -1, 1), (1, 2, 1, 0), (2, 3, 1, 0)]
    assert all([next_seat(s, p, d) == e for s, p, d, e in cases])


whose_turn = types.ModuleType("whose_turn")
whose_turn.turn_after = turn_after


def test_turn_after_through_a_module():
    assert tuple(whose_turn.turn_after(0, 4, 1, "5H")) == (1, 1)
    assert tuple(whose_turn.turn_after(0, 3, 1, "8C")) == (2, 1)
    assert tuple(whose_turn.turn_after(0, 3, -1, "8C")) == (1, -1)
    assert tuple(whose_turn.turn_after(1, 4, 1, "AS")) == (0, -1)
    assert tuple(whose_turn.turn_after(0, 2, 1, "AS")) == (0, -1)
    assert tuple(whose_turn.turn_after(0, 3, 1, "2D")) == (1, 1)


def probabilities(scores):
    """Lesson 12 with math and a loop, giving back a list: the check takes any sequence of numbers."""
    import math

    top = max(scores)
    exps = [math.exp(score - top) for score in scores]
    total = sum(exps)
    return [e / total for e in exps]


def nudge(weights, options, probs, taken, reward, rate):
    """Lesson 12 changing the weights in place, and the average move worked out row by row."""
    average = sum(p * row for p, row in zip(probs, options))
    weights += rate * reward * (options[taken] - average)
    return weights


UNUSUAL = [
    ("suit_of", {}, suit_of), ("rank_of", {}, rank_of), ("parse_card", {}, parse_card), ("is_red", {}, is_red),
    ("fits", {"family": "switch"}, fits), ("fits", {"family": "crazy_eights"}, crazy_fits),
    ("playable", {"family": "switch"}, playable), ("playable", {"family": "crazy_eights"}, crazy_playable),
    ("card_points", {"family": "switch"}, card_points), ("card_points", {"family": "crazy_eights"}, crazy_card_points),
    ("hand_points", {"family": "switch"}, hand_points), ("hand_points", {"family": "crazy_eights"}, crazy_hand_points),
    ("next_seat", {}, next_seat), ("turn_after", {}, turn_after), ("who_plays", {}, who_plays),
    ("random_move", {}, random_move), ("playout", {}, playout), ("round_lengths", {}, round_lengths),
    ("wins_by_seat", {}, wins_by_seat),
    ("bot", {}, eight_last), ("bot_eight_last", {}, eight_last), ("bot_keeps_eights", {}, keep_eights),
    ("bot_sheds_high", {}, shed_high), ("bot_long_suit", {}, my_bot),
    ("next_seat_tests", {}, test_next_seat_through_a_function), ("next_seat_tests", {}, test_next_seat_in_a_comprehension),
    ("turn_after_tests", {}, test_turn_after_through_a_module),
    ("probabilities", {}, probabilities), ("nudge", {}, nudge),
]


def test_every_check_has_unusual_right_answers():
    assert set(CHECKS) <= {name for name, _, _ in UNUSUAL}, set(CHECKS) - {name for name, _, _ in UNUSUAL}


@pytest.mark.parametrize("name, options, fn", UNUSUAL, ids=[f"{n}-{f.__name__}" for n, _, f in UNUSUAL])
def test_an_unusual_right_answer_passes(name, options, fn):
    passes(fn, name, **options)


# -- wrong answers the checks used to pass ---------------------------------------------------


def fits_ignores_suit(card, top, suit):
    return card[:-1] == top[:-1] or card[-1] == top[-1]


def wins_first_winner_only(players, games):
    wins = [0] * players
    for seed in range(games):
        wins[playout(players, seed).result.winners[0]] += 1
    return wins


def any_legal_move(view):
    plays = [m for m in view.legal_moves if not (isinstance(m, Play) and m.card.rank == 8)]
    return plays[-1] if plays else view.legal_moves[0]


def shed_by_rank(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    return max(plays, key=lambda m: m.card.rank) if plays else view.legal_moves[0]


class _Always(str):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


def suit_always_equal(card):
    return _Always("?")


def playable_always_equal(hand, top, suit):
    class Everything(list):
        def __eq__(self, other):
            return True

        def __ne__(self, other):
            return False

    return Everything()


class _Move:
    code = "7S"

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


def random_move_always_equal(game, rng):
    return _Move()


WRONG = [
    ("fits", {"family": "switch"}, fits_ignores_suit, ["declared", "the suit to follow is", "V-1"]),
    ("wins_by_seat", {}, wins_first_winner_only, ["two winners", "C-6", "not only the first"]),
    ("bot_eight_last", {}, any_legal_move, ["takes"]),
    ("bot_sheds_high", {}, shed_by_rank, ["Switch", "(20 points)", "S-15"]),
    ("suit_of", {}, suit_always_equal, ["_Always", "not ordinary text"]),
    ("playable", {"family": "switch"}, playable_always_equal, ["Everything", "cannot compare"]),
    ("random_move", {}, random_move_always_equal, ["_Move object", "not one of game.legal_moves()"]),
]


@pytest.mark.parametrize("name, options, fn, words", WRONG, ids=[f"{n}-{f.__name__}" for n, _, f, _ in WRONG])
def test_a_wrong_answer_of_a_new_kind_is_caught(name, options, fn, words):
    caught(fn, name, words, shows_no_code=True, **options)


# -- messages ---------------------------------------------------------------------------------

SPECIAL = {"J": 20, "Q": 10, "K": 10}


def card_points_bad_int(card):
    return SPECIAL.get(card[:-1], int(card[:-1]))


def hand_points_total_in_loop(hand):
    for card in hand:
        total = 0
        total = total + int(card_points(card))
    return total


def playable_cards(hand, top, suit):
    return [Card.parse(card) for card in hand if fits(card, top, suit)]


def unwritten_next_seat(seat, players, direction):
    raise NotImplementedError()


def turn_after_without_next_seat(seat, players, direction, card):
    return unwritten_next_seat(seat, players, direction), direction


def playout_moves(players, seed):
    return playout(players, seed).moves


def random_move_that_plays(game, rng):
    move = rng.choice(game.legal_moves())
    game.apply(move)
    return move


MESSAGES = [
    ("card_points", {"family": "switch"}, card_points_bad_int, ["int() turns only digits into a number", "'A'"]),
    ("hand_points", {"family": "switch"}, hand_points_total_in_loop,
     ["UnboundLocalError", "starting value before the loop"]),
    ("playable", {"family": "switch"}, playable_cards, ["a Card object", "write cards as text"]),
    ("turn_after", {}, turn_after_without_next_seat, ["unwritten_next_seat is not written yet",
                                                       "write unwritten_next_seat first"]),
    ("playout", {}, playout_moves, ["a list of", "not a part of it such as game.moves"]),
    ("random_move", {}, random_move_that_plays, ["changed what it was given", "do not play a move"]),
]


@pytest.mark.parametrize("name, options, fn, words", MESSAGES, ids=[f"{n}-{f.__name__}" for n, _, f, _ in MESSAGES])
def test_a_beginners_error_is_explained_in_a_sentence_with_short_values(name, options, fn, words):
    result = caught(fn, name, words, shows_no_code=True, **options)
    assert len(result.message) < 700 and "<" not in result.message and " at 0x" not in result.message


def test_try_it_shows_short_values_never_object_reprs():
    shown = try_it(playout, 2, 0).text
    assert shown.startswith("playout(2, 0) gave back a Game (round over, ") and "<" not in shown
    shown = try_it(playout_moves, 3, 0).text
    assert shown.startswith("playout_moves(3, 0) gave back a list of ") and len(shown) < 200
