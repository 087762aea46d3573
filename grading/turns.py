"""Checks for lesson 05 of the course: whose turn is next (S-1, S-9, S-12).

Seats are numbered 0 to ``players - 1`` clockwise; ``direction`` is 1
(clockwise) or -1 (anticlockwise); cards are text such as ``"8C"``.

* ``next_seat(seat, players, direction)`` -> the seat that plays after
  ``seat`` when an ordinary card is played, for 2 to 8 players;
* ``turn_after(seat, players, direction, card)`` -> ``(seat, direction)``
  after ``seat`` plays ``card`` in Switch: an eight skips the next player
  (S-9), an ace reverses the direction and, between two players, lets the
  same player go again (S-12); after a two or a black jack the next player
  must answer it (S-8, S-10), so it is their turn;
* ``who_plays(cards, players)`` -> the seat that plays each card of a run,
  seat 0 first, clockwise.

Every answer comes from the engine: the oracle sets up a real position with
:meth:`switchcore.Game.from_position`, plays the card and reads whose turn
it is and which way play goes, so it knows no rule of its own. The checks
cover every table size, every seat, both directions and a card of every
kind (all of them: there are few), the simplest cases first.

>>> len(next_seat_cases()), next_seat_cases()[0]
(70, (2, 0, 1))
>>> engine_next_seat(3, 4, 1), engine_next_seat(0, 4, -1)
(0, 3)
>>> engine_turn_after(1, 4, 1, "8C"), engine_turn_after(1, 4, 1, "AS"), engine_turn_after(1, 2, 1, "AS")
((3, 1), (0, -1), (1, -1))
>>> engine_who_plays(["5H", "AS", "5H"], 4)
[0, 1, 0]
"""

from __future__ import annotations

import random
from functools import lru_cache

from switchcore import Card, Game, Play, Rules

from .base import Student, check, passed
from .cards import card_words
from .words import number, say

__all__ = ["next_seat_cases", "turn_after_cases", "who_plays_cases", "engine_next_seat", "engine_turn_after",
           "engine_who_plays", "first_wrong_next_seat", "first_wrong_turn_after", "first_wrong_who_plays",
           "TURN_CARDS"]

#: Table sizes: Switch seats 2 to 7 (S-1), Crazy Eights up to 8 (C-1).
PLAYERS = range(2, 9)
SWITCH_PLAYERS = range(2, 8)

#: One card of each kind for ``turn_after``, simplest first: ordinary cards, an eight
#: (S-9), an ace (S-12), a two (S-8), a black jack (S-10) and a red jack (S-11).
TURN_CARDS = ("5H", "KD", "8C", "AS", "2D", "JS", "JH")

#: What each kind of card does to the turn: the id of its words in grading/words.py.
RULES = {kind: f"turns.rule_{kind}" for kind in ("plain", "8", "A", "A2", "2", "J", "JR")}


def rule(kind: str) -> str:
    """What a kind of card does to the turn, in the learner's language."""
    return say(RULES[kind])

# Cards for the other seats and the player's spare cards: ordinary ranks, none of TURN_CARDS.
_FILLERS = ("3C", "4D", "6S", "7C", "9D", "10S", "3H", "4S", "6C", "7D", "9H")


def _position(players: int, seat: int, direction: int, card: Card) -> Game:
    """A position where ``seat`` holds ``card`` (and two spare cards) and may play it."""
    rules = Rules.switch(players=players) if players <= 7 else Rules.crazy_eights(players=players)
    fillers = [c for c in _FILLERS if c != card.code]
    hands = [[fillers[2 + i]] for i in range(players)]  # one ordinary card for everyone else
    hands[seat] = [card.code, fillers[0], fillers[1]]  # three cards: no "last card" call (S-7)
    # A queen (or, under a queen, a king) of the card's suit: the card fits, and the top did nothing.
    top = ("K" if card.rank == 12 else "Q") + card.suit.value
    return Game.from_position(rules, hands=hands, top=top, turn=seat, direction=direction)


@lru_cache(maxsize=None)
def engine_turn_after(seat: int, players: int, direction: int, card: str) -> tuple[int, int]:
    """The engine's answer: the seat to act and the direction after ``seat`` plays ``card``."""
    played = Card.parse(card)
    game = _position(players, seat, direction, played)
    game.apply(Play(played))
    return game.turn, game.direction


def engine_next_seat(seat: int, players: int, direction: int) -> int:
    """The engine's answer: the seat to act after ``seat`` plays an ordinary card."""
    return engine_turn_after(seat, players, direction, "5H")[0]


def engine_who_plays(cards, players: int) -> list[int]:
    """The engine's answer: the seat that plays each card, seat 0 first, clockwise."""
    seat, direction, seats = 0, 1, []
    for card in cards:
        seats.append(seat)
        seat, direction = engine_turn_after(seat, players, direction, card)
    return seats


def next_seat_cases() -> list[tuple[int, int, int]]:
    """Every (players, seat, direction), smallest table first."""
    return [(n, s, d) for n in PLAYERS for s in range(n) for d in (1, -1)]


def turn_after_cases() -> list[tuple[str, int, int, int]]:
    """Every (card, players, seat, direction) of Switch: the cards in the order
    of :data:`TURN_CARDS`, two players last, so that the first wrong case met
    is the simplest one."""
    tables = [n for n in SWITCH_PLAYERS if n > 2] + [2]  # their aces are special (S-12)
    return [(c, n, s, d) for c in TURN_CARDS for n in tables for s in range(n) for d in (1, -1)]


def who_plays_cases() -> list[tuple[tuple[str, ...], int]]:
    """Runs of cards, (cards, players): short hand-picked ones first, then
    seeded random runs of every kind of card at every table size, then none."""
    picked = [("5H", 4), ("5H 5H 5H 5H 5H", 4), ("5H AS 5H", 4), ("8C 5H", 3), ("AS 8C 5H KD", 5),
              ("AS AS 5H", 2), ("8C 8C", 2), ("2D JS JH 5H", 3)]
    cases = [(tuple(text.split()), n) for text, n in picked]
    rng = random.Random("who_plays")
    for _ in range(4):
        for players in SWITCH_PLAYERS:
            cases.append((tuple(rng.choice(TURN_CARDS) for _ in range(rng.randint(3, 12))), players))
    cases.append(((), 4))
    return cases


def _kind(card: str, players: int) -> str:
    rank = Card.parse(card).rank
    if rank == 8:
        return "8"
    if rank == 1:
        return "A2" if players == 2 else "A"
    if rank == 2:
        return "2"
    if rank == 11:
        return "JR" if Card.parse(card).is_red else "J"
    return "plain"


def way(direction) -> str:
    """A direction in words."""
    key = {1: "turns.clockwise", -1: "turns.anticlockwise"}.get(direction)
    return say(key) if key else repr(direction)


def where(players: int, seat: int, direction: int) -> str:
    """A case in plain words."""
    return say("turns.where", players=players, last=players - 1, seat=seat, way=way(direction))


def _is_seat(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_problem(value, players: int, next_seat: bool = False) -> str | None:
    """A sentence when ``value`` cannot be a seat at this table, else None
    (``next_seat``: said of the seat in a pair of values)."""
    end = "_next" if next_seat else ""
    if not _is_seat(value):
        return say("turns.not_a_seat" + end, got=repr(value))
    if not 0 <= value < players:
        return say("turns.no_such_seat" + end, got=value, players=players, last=players - 1)
    return None


def first_wrong_next_seat(call, name: str = "next_seat") -> tuple[str, dict] | None:
    """The first case where ``call(seat, players, direction)`` disagrees with
    the engine, as (message, case); None when it never does."""
    for players, seat, direction in next_seat_cases():
        case = {"seat": seat, "players": players, "direction": direction}
        shown = f"{name}({seat}, {players}, {direction})"
        got = call(seat, players, direction, shown=shown, case=case)
        right = engine_next_seat(seat, players, direction)
        problem = _seat_problem(got, players)
        if problem is None and got == right:
            continue
        problem = problem or say("turns.next_is", got=got, right=right)
        return say("turns.wrong_next_seat", where=where(players, seat, direction), shown=shown, problem=problem,
                   rule=rule("plain")), case
    return None


def first_wrong_turn_after(call, name: str = "turn_after") -> tuple[str, dict] | None:
    """The first case where ``call(seat, players, direction, card)`` disagrees
    with the engine, as (message, case); None when it never does."""
    for card, players, seat, direction in turn_after_cases():
        case = {"seat": seat, "players": players, "direction": direction, "card": card}
        shown = f"{name}({seat}, {players}, {direction}, {card!r})"
        got = call(seat, players, direction, card, shown=shown, case=case)
        right = engine_turn_after(seat, players, direction, card)
        lead = say("turns.lead_turn_after", where=where(players, seat, direction), card=card_words(card), shown=shown)
        if not isinstance(got, (tuple, list)) or len(got) != 2:
            return say("turns.two_values", lead=lead, got=repr(got)), case
        got_seat, got_direction = got
        problem = _seat_problem(got_seat, players, next_seat=True)
        if problem is not None:
            return say("turns.seat_problem", lead=lead, problem=problem), case
        if got_direction not in (1, -1) or isinstance(got_direction, bool):
            return say("turns.bad_direction", lead=lead, got=repr(got_direction)), case
        if tuple(got) == right:
            continue
        if got_seat != right[0]:
            problem = say("turns.other_seat", got=got_seat, right=right[0])
        else:
            problem = say("turns.other_way", right=way(right[1]), got=way(got_direction))
        return say("turns.remember", lead=lead, problem=problem, rule=rule(_kind(card, players))), case
    return None


def first_wrong_who_plays(call, name: str = "who_plays") -> tuple[str, dict] | None:
    """The first run where ``call(cards, players)`` disagrees with the engine,
    as (message, case), naming the card where it first goes wrong and the
    rule of the card before it; None when it never does."""
    for cards, players in who_plays_cases():
        case = {"cards": list(cards), "players": players}
        shown = f"{name}({list(cards)!r}, {players})"
        got = call(list(cards), players, shown=shown, case=case)
        right = engine_who_plays(cards, players)
        lead = say("turns.lead_who_plays", players=players, shown=shown)
        if not all(_is_seat(s) for s in got):
            return say("turns.not_seats", lead=lead, got=repr(got)), case
        got = list(got)
        if got == right:
            continue
        if len(got) != len(right):
            return say("turns.how_many", lead=lead, number=len(got), got=got, right=len(right)), case
        index = next(i for i, (a, b) in enumerate(zip(got, right)) if a != b)
        if index == 0:
            return say("turns.first", lead=lead, got=got), case
        before, direction = cards[index - 1], 1
        for card, played_by in zip(cards[:index - 1], right):
            direction = engine_turn_after(played_by, players, direction, card)[1]
        return say("turns.goes_wrong", lead=lead, got=got, index=index + 1, card=card_words(cards[index]),
                   seat=right[index - 1], before=card_words(before), way=way(direction), right=right[index],
                   wrong=got[index], rule=rule(_kind(before, players))), case
    return None


def _asker(student: Student, expect, what: str):
    def call(*args, shown: str, case: dict):
        return student(*args, shown=shown, case=case, expect=expect, what=what)
    return call


@check("next_seat")
def _next_seat(student: Student) -> object:
    """next_seat(seat, players, direction) -> the next seat, on every table of 2 to 8 players."""
    wrong = first_wrong_next_seat(_asker(student, int, say("want.seat")), student.name)
    if wrong is not None:
        raise student.stop(*wrong)
    return passed("next_seat", say("verdict.right_next_seat", name=student.name, number=number(len(next_seat_cases()))))


@check("turn_after")
def _turn_after(student: Student) -> object:
    """turn_after(seat, players, direction, card) -> (seat, direction), on every Switch table and card kind."""
    wrong = first_wrong_turn_after(_asker(student, (tuple, list), say("want.seat_direction")), student.name)
    if wrong is not None:
        raise student.stop(*wrong)
    return passed("turn_after", say("verdict.right_turn_after", name=student.name,
                                    number=number(len(turn_after_cases()))))


@check("who_plays")
def _who_plays(student: Student) -> object:
    """who_plays(cards, players) -> the seat that plays each card, on runs of every kind of card."""
    wrong = first_wrong_who_plays(_asker(student, list, say("want.seats")), student.name)
    if wrong is not None:
        raise student.stop(*wrong)
    return passed("who_plays", say("verdict.right_who_plays", name=student.name, number=number(len(who_plays_cases()))))
