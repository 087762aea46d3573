"""Checking what a new game is given, so that bad input gets a clear error.

A game checks its settings once, when it is made, rather than on every
move: the rules are a :class:`~switchcore.rules.Rules` value, the seed a
whole number or text (X-6), one different name per seat, a dealer that is a
seat (X-4), and a chance hook that can be called.

>>> from switchcore import Game, Rules
>>> Game(Rules.switch(players=2), names=["Ann", "Ann"])
Traceback (most recent call last):
...
switchcore.errors.RulesError: [S-1] give 2 different names (text, not empty), one per seat, not ['Ann', 'Ann']
"""

from __future__ import annotations

from .chance import check_hook
from .errors import RulesError, SeatError, shown
from .choices import Family
from .rules import Rules

__all__ = ["check_game", "check_seat", "seed_value"]

#: The default player names, one per seat.
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def _seats_rule(rules: Rules) -> str:
    return "S-1" if rules.family is Family.SWITCH else "C-1"


def seed_value(seed):
    """``seed`` as a plain int or str, the two kinds of seed (X-6), or a
    RulesError. A subclass is read as the plain value it holds: Rank.ACE
    would otherwise seed the shuffle by its text, 'A', and 1 by '1'. A whole
    number is at most 900 digits long, so that it can be written as text.

    >>> from switchcore.cards import Rank
    >>> seed_value(Rank.ACE), seed_value("class 3")
    (1, 'class 3')
    >>> seed_value(1.5)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: [X-6] the seed must be a whole number or text, not 1.5
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise RulesError(f"the seed must be a whole number or text, not {shown(seed)}", "X-6")
    if isinstance(seed, str):
        return str.__str__(seed)
    if seed.bit_length() > 3000:
        raise RulesError(f"the seed is far too large ({shown(seed)}): give at most 900 digits, or text", "X-6")
    return int(seed)


#: The longest name.
MAX_TEXT = 200


def check_game(rules, seed, names, dealer, chance) -> tuple:
    """(rules, seed, names, dealer) as a game keeps them, or a RulesError or
    SeatError that says what is wrong."""
    if rules is None:
        rules = Rules.switch()
    elif not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Rules value, such as Rules.switch() or Rules.crazy_eights(), "
                         f"not {shown(rules)}")
    n = rules.players
    seed = seed_value(seed)
    if names is None:
        names = NAMES[:n]
    elif type(names) not in (list, tuple):
        raise RulesError(f"names must be a list of {n} names, one per seat in order, not {shown(names)}")
    names = tuple(names)
    if len(names) != n or not all(type(name) is str and name.strip() and len(name) <= MAX_TEXT for name in names) \
            or len(set(names)) != n:
        raise RulesError(f"give {n} different names (text, not empty), one per seat, not {shown(list(names))}",
                         _seats_rule(rules))
    if dealer is None:
        dealer = n - 1
    elif type(dealer) is not int or not 0 <= dealer < n:
        raise SeatError(f"the dealer must be a seat from 0 to {n - 1}, not {shown(dealer)}", "X-4")
    check_hook(chance)  # a chance hook decides what comes out of the stock
    return rules, seed, names, dealer


def check_seat(rules: Rules, seat) -> int:
    """``seat`` when it is a seat of a game with these rules; otherwise a SeatError."""
    n = rules.players
    if type(seat) is not int or not 0 <= seat < n:
        raise SeatError(f"there is no seat {shown(seat)}; seats are 0 to {n - 1}", _seats_rule(rules))
    return seat
