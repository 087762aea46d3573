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

from .errors import RulesError, SeatError
from .rules import Family, Rules

__all__ = ["check_game", "check_seat"]

#: The default player names, one per seat.
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def _seats_rule(rules: Rules) -> str:
    return "S-1" if rules.family is Family.SWITCH else "C-1"


def check_game(rules, seed, names, dealer, chance) -> tuple:
    """(rules, seed, names, dealer) as a game keeps them, or a RulesError or
    SeatError that says what is wrong."""
    if rules is None:
        rules = Rules.switch()
    elif not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Rules value, such as Rules.switch() or Rules.crazy_eights(), "
                         f"not {rules!r}")
    n = rules.players
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise RulesError(f"the seed must be a whole number or text, not {seed!r}", "X-6")
    if names is None:
        names = NAMES[:n]
    elif isinstance(names, str) or not hasattr(names, "__iter__"):
        raise RulesError(f"names must be a list of {n} names, one per seat, not {names!r}")
    names = tuple(names)
    if len(names) != n or not all(type(name) is str and name.strip() for name in names) or len(set(names)) != n:
        raise RulesError(f"give {n} different names (text, not empty), one per seat, not {list(names)!r}",
                         _seats_rule(rules))
    if dealer is None:
        dealer = n - 1
    elif type(dealer) is not int or not 0 <= dealer < n:
        raise SeatError(f"the dealer must be a seat from 0 to {n - 1}, not {dealer!r}", "X-4")
    if chance is not None and not callable(chance):
        raise RulesError(f"chance must be a function of (n, stock, why) or None, not {chance!r}", "X-6")
    return rules, seed, names, dealer


def check_seat(rules: Rules, seat) -> int:
    """``seat`` when it is a seat of a game with these rules; otherwise a SeatError."""
    n = rules.players
    if type(seat) is not int or not 0 <= seat < n:
        raise SeatError(f"there is no seat {seat!r}; seats are 0 to {n - 1}", _seats_rule(rules))
    return seat
