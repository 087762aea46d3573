"""The turn checks of lesson 05 pass the right answers and catch plausible wrong ones.

Each wrong answer below is a mistake a learner could make about whose turn
comes next; the check must refuse it with the words listed (the case and
the rule it breaks), and never with a traceback or the code of an answer.
"""

from __future__ import annotations

import pytest

from tests.course.verdicts import caught, passes
from grading import check_function
from grading.turns import engine_turn_after, engine_who_plays, turn_after_cases

# -- next_seat ------------------------------------------------------------------


def next_seat(seat, players, direction):
    return (seat + direction) % players


def no_wrap(seat, players, direction):
    return seat + direction


def ignores_direction(seat, players, direction):
    return (seat + 1) % players


def wraps_only_clockwise(seat, players, direction):
    if seat + direction == players:
        return 0
    return seat + direction


def modulo_one_short(seat, players, direction):
    return (seat + direction) % (players - 1)


def two_players_always_one(seat, players, direction):
    if players == 2:
        return 1
    return (seat + direction) % players


def seat_as_text(seat, players, direction):
    return str((seat + direction) % players)


def loops_back_onto_the_table(seat, players, direction):
    nxt = seat + direction
    while nxt < 0 or nxt >= players:
        nxt = nxt - players  # right past the last seat, but from -1 it only goes further down
    return nxt


def forgets_return(seat, players, direction):
    (seat + direction) % players


NEXT_SEAT_WRONG = [
    (no_wrap, ["seat -1", "seats are 0 to 1", "X-1"]),
    (ignores_direction, ["anticlockwise", "next seat is 2", "S-1"]),
    (wraps_only_clockwise, ["anticlockwise", "seat -1"]),
    (modulo_one_short, ["seat 0 to play", "next seat is 1"]),
    (two_players_always_one, ["with 2 players", "seat 1 to play", "next seat is 0"]),
    (seat_as_text, ["'1'", "a whole number"]),
    (loops_back_onto_the_table, ["still running", "loop"]),
    (forgets_return, ["None", "return"]),
]

# -- turn_after -----------------------------------------------------------------


def turn_after(seat, players, direction, card):
    rank = card[:-1]
    if rank == "8":
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    if rank == "A":
        direction = -direction
        if players == 2:
            return seat, direction
    return next_seat(seat, players, direction), direction


def forgets_the_reverse(seat, players, direction, card):
    if card[:-1] == "8":
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    return next_seat(seat, players, direction), direction


def skip_ignores_direction(seat, players, direction, card):
    if card[:-1] == "8":
        return (seat + 2) % players, direction
    return turn_after(seat, players, direction, card)


def skip_forgets_to_wrap(seat, players, direction, card):
    if card[:-1] == "8":
        return seat + 2 * direction, direction
    return turn_after(seat, players, direction, card)


def reverse_moves_the_old_way(seat, players, direction, card):
    if card[:-1] == "A":
        return next_seat(seat, players, direction), -direction
    return turn_after(seat, players, direction, card)


def reverse_keeps_the_direction(seat, players, direction, card):
    if card[:-1] == "A":
        return next_seat(seat, players, -direction), direction
    return turn_after(seat, players, direction, card)


def two_player_ace_passes_on(seat, players, direction, card):
    if card[:-1] == "A":
        return next_seat(seat, players, -direction), -direction
    return turn_after(seat, players, direction, card)


def two_player_ace_keeps_direction(seat, players, direction, card):
    if card[:-1] == "A" and players == 2:
        return seat, direction
    return turn_after(seat, players, direction, card)


def two_is_a_skip(seat, players, direction, card):
    if card[:-1] in ("8", "2"):
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    return turn_after(seat, players, direction, card)


def every_jack_skips(seat, players, direction, card):
    if card[:-1] in ("8", "J"):
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    return turn_after(seat, players, direction, card)


def compares_the_whole_card(seat, players, direction, card):
    if card == "8":  # never true: a card is "8C", not "8"
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    if card == "A":
        direction = -direction
    return next_seat(seat, players, direction), direction


def only_the_seat(seat, players, direction, card):
    return turn_after(seat, players, direction, card)[0]


def crashes_on_jacks(seat, players, direction, card):
    if card[:-1] == "J":
        return int(card[:-1]), direction
    return turn_after(seat, players, direction, card)


TURN_AFTER_WRONG = [
    (forgets_the_reverse, ["A♠ (AS)", "it is seat 2", "reverses the direction", "S-12"]),
    (skip_ignores_direction, ["8♣ (8C)", "anticlockwise", "S-9"]),
    (skip_forgets_to_wrap, ["8♣ (8C)", "seats are 0 to"]),
    (reverse_moves_the_old_way, ["A♠ (AS)", "S-12"]),
    (reverse_keeps_the_direction, ["A♠ (AS)", "play should then go anticlockwise", "S-12"]),
    (two_player_ace_passes_on, ["with 2 players", "A♠ (AS)", "same player plays again", "S-12"]),
    (two_player_ace_keeps_direction, ["with 2 players", "still reversed", "S-12"]),
    (two_is_a_skip, ["2♦ (2D)", "must answer it", "S-8"]),
    (every_jack_skips, ["J♠ (JS)", "S-10"]),
    (compares_the_whole_card, ["8♣ (8C)", "S-9"]),
    (only_the_seat, ["two values"]),
    (crashes_on_jacks, ["stopped with an error", "ValueError"]),
]

# -- who_plays ------------------------------------------------------------------


def who_plays(cards, players):
    seat, direction, seats = 0, 1, []
    for card in cards:
        seats.append(seat)
        seat, direction = turn_after(seat, players, direction, card)
    return seats


def appends_after_moving(cards, players):
    seat, direction, seats = 0, 1, []
    for card in cards:
        seat, direction = turn_after(seat, players, direction, card)
        seats.append(seat)
    return seats


def forgets_the_new_direction(cards, players):
    seat, direction, seats = 0, 1, []
    for card in cards:
        seats.append(seat)
        seat, _ = turn_after(seat, players, direction, card)
    return seats


def one_seat_too_many(cards, players):
    seat, direction, seats = 0, 1, [0]
    for card in cards:
        seat, direction = turn_after(seat, players, direction, card)
        seats.append(seat)
    return seats


def changes_the_cards(cards, players):
    seats = who_plays(cards, players)
    cards.clear()
    return seats


WHO_PLAYS_WRONG = [
    (appends_after_moving, ["seat 0 plays the first card"]),
    (forgets_the_new_direction, ["goes wrong at card", "anticlockwise", "S-9"]),
    (one_seat_too_many, ["one seat for each card"]),
    (changes_the_cards, ["changed what it was given"]),
]

CASES = ([("next_seat", fn, words) for fn, words in NEXT_SEAT_WRONG]
         + [("turn_after", fn, words) for fn, words in TURN_AFTER_WRONG]
         + [("who_plays", fn, words) for fn, words in WHO_PLAYS_WRONG])


@pytest.mark.parametrize("name, fn", [("next_seat", next_seat), ("turn_after", turn_after), ("who_plays", who_plays)])
def test_the_right_answer_passes(name, fn):
    passes(fn, name)


@pytest.mark.parametrize("name, fn, words", CASES, ids=[f"{name}-{fn.__name__}" for name, fn, _ in CASES])
def test_a_wrong_answer_is_caught_with_the_case_and_the_rule(name, fn, words):
    caught(fn, name, words, shows_no_code=True)


def test_an_unwritten_answer_is_not_yet_written():
    def next_seat(seat, players, direction):
        raise NotImplementedError()

    result = check_function(next_seat, "next_seat")
    assert not result.ok and "not written yet" in result.message


def test_the_failing_case_is_given_as_data():
    result = check_function(forgets_the_reverse, "turn_after")
    assert result.case == {"seat": 0, "players": 3, "direction": 1, "card": "AS"}


def test_the_engine_answers_follow_the_rules_contract():
    # S-9: an eight skips one seat; S-12: an ace reverses, and between two a skip; S-8: a two does not skip.
    assert engine_turn_after(0, 4, 1, "8C") == (2, 1)
    assert engine_turn_after(0, 4, -1, "8C") == (2, -1)
    assert engine_turn_after(3, 4, 1, "8C") == (1, 1)
    assert engine_turn_after(2, 5, 1, "AS") == (1, -1)
    assert engine_turn_after(0, 2, 1, "AS") == (0, -1)
    assert engine_turn_after(1, 2, 1, "8C") == (1, 1)
    assert engine_turn_after(1, 3, 1, "2D") == (2, 1)
    assert engine_who_plays(["5H", "AS", "5H", "8C", "5H"], 4) == [0, 1, 0, 3, 1]


def test_every_card_kind_is_checked_at_every_table():
    cases = turn_after_cases()
    assert {card for card, *_ in cases} == {"5H", "KD", "8C", "AS", "2D", "JS", "JH"}
    assert {players for _, players, _, _ in cases} == set(range(2, 8))
    assert len(cases) == 7 * 2 * sum(range(2, 8))
