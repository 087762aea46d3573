"""Whose turn is next (S-1, S-9, S-12): the engine checks the learner's turn functions.

Lesson 05 has the learner write two functions:

``next_seat(seat, players, direction) -> int``
    the seat that plays after ``seat`` when an ordinary card is played;
    seats are numbered 0 to ``players - 1`` clockwise and ``direction`` is
    1 (clockwise) or -1 (anticlockwise).

``turn_after(seat, players, direction, card) -> (seat, direction)``
    whose turn it is, and which way play goes, after ``seat`` plays ``card``
    in Switch: an eight skips the next player (S-9), an ace reverses the
    direction and, between two players, lets the same player go again (S-12).

Both are compared with the engine on every case: every table size, every
seat, both directions and, for ``turn_after``, a card of every kind. The
engine is asked by setting up a real position with
:meth:`switchcore.Game.from_position`, playing the card and reading whose
turn it is, so the oracle knows no rule of its own.

>>> cases = next_seat_cases()
>>> len(cases), cases[0]
(70, (2, 0, 1))
>>> engine_next_seat(3, 4, 1), engine_next_seat(0, 4, -1)
(0, 3)
>>> from switchcore import Card
>>> engine_turn_after(1, 4, 1, Card.parse("8C")), engine_turn_after(1, 2, 1, Card.parse("AS"))
((3, 1), (1, -1))
"""

from __future__ import annotations

from functools import lru_cache

from switchcore import Card, Game, Play, Rules

__all__ = ["next_seat_cases", "turn_after_cases", "engine_next_seat", "engine_turn_after",
           "first_wrong_next_seat", "first_wrong_turn_after", "where", "TURN_CARDS"]

#: The table sizes the lesson covers: Switch seats 2 to 7 (S-1), Crazy Eights up to 8 (C-1).
PLAYERS = range(2, 9)
SWITCH_PLAYERS = range(2, 8)

#: One card of each kind for ``turn_after``, simplest first: ordinary cards, an eight
#: (S-9), an ace (S-12), a two (S-8), a black jack (S-10) and a red jack (S-11).
TURN_CARDS = ("5H", "KD", "8C", "AS", "2D", "JS", "JH")

_RULE = {
    "plain": "X-1: after an ordinary card the turn passes to the next seat in the direction of play",
    "8": "S-9: an eight makes the next player miss their turn, so the player after them plays",
    "A": "S-12: an ace reverses the direction of play, and the next seat in the new direction plays",
    "A2": "S-12: with two players an ace acts as a skip: the same player plays again, "
          "and the direction is still reversed",
    "2": "S-8: after a two the next player must answer it (play a two or draw two), so it is their turn",
    "J": "S-10: after a black jack the next player must answer it (a red jack, or pick up seven), "
         "so it is their turn",
    "JR": "S-11: a red jack is an ordinary card when there is no black jack to cancel",
}

# Cards the other seats and the player's spare cards come from: ordinary ranks, none of TURN_CARDS.
_FILLERS = ("3C", "4D", "6S", "7C", "9D", "10S", "3H", "4S", "6C", "7D", "9H")


def _position(players: int, seat: int, direction: int, card: Card) -> Game:
    """A position where ``seat`` holds ``card`` (and two spare cards) and may play it."""
    rules = Rules.switch(players=players) if players <= 7 else Rules.crazy_eights(players=players)
    spare = [c for c in _FILLERS if Card.parse(c) is not card]
    hands = [[spare[2 + i]] for i in range(players)]  # one ordinary card for everyone else
    hands[seat] = [card.code, spare[0], spare[1]]  # three cards: no "last card" call is needed (S-7)
    top = f"Q{card.suit.value}"  # a queen of the card's suit: the card fits, the queen did nothing
    return Game.from_position(rules, hands=hands, top=top, turn=seat, direction=direction)


@lru_cache(maxsize=None)
def engine_turn_after(seat: int, players: int, direction: int, card: Card) -> tuple[int, int]:
    """The engine's answer: the seat to act and the direction after ``seat`` plays ``card``."""
    game = _position(players, seat, direction, card)
    game.apply(Play(card))
    return game.turn, game.direction


def engine_next_seat(seat: int, players: int, direction: int) -> int:
    """The engine's answer: the seat to act after ``seat`` plays an ordinary card."""
    return engine_turn_after(seat, players, direction, Card.parse("5H"))[0]


def next_seat_cases() -> list[tuple[int, int, int]]:
    """Every (players, seat, direction) case, smallest table first."""
    return [(n, s, d) for n in PLAYERS for s in range(n) for d in (1, -1)]


def turn_after_cases() -> list[tuple[Card, int, int, int]]:
    """Every (card, players, seat, direction) case of Switch: the cards in the
    order of :data:`TURN_CARDS` and two players last, so that the first wrong
    case met is the simplest one."""
    tables = [n for n in SWITCH_PLAYERS if n > 2] + [2]  # two players last: their aces are special (S-12)
    return [(Card.parse(c), n, s, d) for c in TURN_CARDS for n in tables for s in range(n) for d in (1, -1)]


def _kind(card: Card, players: int) -> str:
    rank = int(card.rank)
    if rank == 8:
        return "8"
    if rank == 1:
        return "A2" if players == 2 else "A"
    if rank == 2:
        return "2"
    if rank == 11:
        return "JR" if card.is_red else "J"
    return "plain"


def way(direction) -> str:
    """Direction 1 or -1 in words."""
    return {1: "clockwise (direction 1)", -1: "anticlockwise (direction -1)"}.get(direction, f"direction {direction!r}")


def where(players: int, seat: int, direction: int) -> str:
    """A case in plain words."""
    return f"with {players} players (seats 0 to {players - 1}), seat {seat} to play, play going {way(direction)}"


def _is_seat(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_problem(value, players: int) -> str | None:
    """A friendly sentence when ``value`` cannot be a seat, else None."""
    if value is None:
        return "it returned None: is the `return` line missing?"
    if not _is_seat(value):
        return (f"it returned {value!r} ({type(value).__name__}), but a seat is a whole number (int) "
                f"such as 0 or 2")
    if not 0 <= value < players:
        return (f"it returned seat {value}, but with {players} players the seats are 0 to {players - 1}: "
                f"after the last seat comes seat 0 again, and before seat 0 comes the last seat")
    return None


def first_wrong_next_seat(call) -> str | None:
    """The first case where ``call(seat, players, direction)`` disagrees with the
    engine, in plain words with the rule it breaks; None when it never does.
    ``call`` is the learner's function (wrapped by the oracle so that an error
    or an endless loop comes back as an exception the oracle words itself)."""
    for players, seat, direction in next_seat_cases():
        got = call(seat, players, direction)
        right = engine_next_seat(seat, players, direction)
        problem = _seat_problem(got, players)
        if problem is None and got == right:
            continue
        said = f"next_seat({seat}, {players}, {direction})"
        if problem is None:
            problem = f"it returned {got}, but the next seat is {right}"
        return (f"{where(players, seat, direction)}: {said} is wrong; {problem}. "
                f"Rule {_RULE['plain']} (S-1: clockwise means to the next higher seat number).")
    return None


def first_wrong_turn_after(call) -> str | None:
    """The first case where ``call(seat, players, direction, card)`` disagrees
    with the engine, in plain words with the rule it breaks; None when it never does."""
    for card, players, seat, direction in turn_after_cases():
        got = call(seat, players, direction, card)
        right_seat, right_direction = engine_turn_after(seat, players, direction, card)
        said = f"turn_after({seat}, {players}, {direction}, Card('{card.code}'))"
        case = f"{where(players, seat, direction)}, who plays {card.text}"
        if got is None:
            return f"{case}: {said} returned None: is the `return` line missing?"
        if not isinstance(got, (tuple, list)) or len(got) != 2:
            return (f"{case}: {said} returned {got!r}, but it should return two values, the next seat and "
                    f"the direction, as in `return seat, direction`.")
        got_seat, got_direction = got
        problem = _seat_problem(got_seat, players)
        if problem is not None:
            return f"{case}: {said} is wrong; as the next seat {problem}."
        if got_direction not in (1, -1) or isinstance(got_direction, bool):
            return (f"{case}: {said} returned the direction {got_direction!r}, but a direction is "
                    f"1 (clockwise) or -1 (anticlockwise).")
        if (got_seat, got_direction) == (right_seat, right_direction):
            continue
        if got_seat != right_seat:
            problem = f"it says seat {got_seat} plays next, but it is seat {right_seat}"
        else:
            problem = (f"the next seat is right, but play should now go {way(right_direction)}, "
                       f"not {way(got_direction)}")
        return f"{case}: {said} is wrong; {problem}. Rule {_RULE[_kind(card, players)]}."
    return None


def who_plays_cases() -> list[tuple[tuple[Card, ...], int]]:
    """Runs of cards to follow, (cards, players): short, hand-picked ones
    first, then seeded random runs of every kind of card at every table size."""
    import random

    picked = [("5H", 4), ("5H AS 5H", 4), ("8C 5H", 3), ("AS 8C 5H KD", 5), ("AS AS 5H", 2), ("8C 8C", 2),
              ("2D JS JH 5H", 3)]
    cases = [(tuple(Card.parse(c) for c in text.split()), n) for text, n in picked]
    rng = random.Random("who_plays")
    for _ in range(4):
        for players in SWITCH_PLAYERS:
            run = tuple(Card.parse(rng.choice(TURN_CARDS)) for _ in range(rng.randint(3, 12)))
            cases.append((run, players))
    cases.append(((), 4))  # no cards: nobody plays
    return cases


def engine_who_plays(cards, players: int) -> list[int]:
    """The engine's answer: the seat that plays each card, seat 0 first, clockwise."""
    seat, direction, seats = 0, 1, []
    for card in cards:
        seats.append(seat)
        seat, direction = engine_turn_after(seat, players, direction, card)
    return seats


def first_wrong_who_plays(call) -> str | None:
    """The first run of cards where ``call(cards, players)`` disagrees with the
    engine, in plain words with the rule of the card where it first goes
    wrong; None when it never does."""
    for cards, players in who_plays_cases():
        got = call(list(cards), players)
        right = engine_who_plays(cards, players)
        shown = " ".join(c.text for c in cards) or "no cards at all"
        said = f"who_plays([{', '.join(repr(c) for c in cards)}], {players})"
        case = f"With {players} players and the cards {shown}"
        if got is None:
            return f"{case}: {said} returned None. Is the `return` line missing?"
        if not isinstance(got, (list, tuple)) or not all(_is_seat(s) for s in got):
            return f"{case}: {said} returned {got!r}, but it should return a list of seats (whole numbers)."
        got = list(got)
        if got == right:
            continue
        if len(got) != len(right):
            return (f"{case}: {said} returned {len(got)} seat(s), {got}, but there should be one seat for "
                    f"each card: {len(right)}.")
        index = next(i for i, (a, b) in enumerate(zip(got, right)) if a != b)
        if index == 0:
            return f"{case}: the first card is played by seat {right[0]}, not {got[0]}: seat 0 starts."
        before = cards[index - 1]
        direction = 1
        for card, played_by in zip(cards[:index - 1], right):
            direction = engine_turn_after(played_by, players, direction, card)[1]
        return (f"{case}: your list {got} goes wrong at card {index + 1} ({cards[index].text}): seat "
                f"{right[index - 1]} played {before.text} while play went {way(direction)}, so seat "
                f"{right[index]} plays next, not seat {got[index]}. Rule {_RULE[_kind(before, players)]}.")
    return None
