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
from .messages import say
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
        raise RulesError(say("input.rules", value=rules))
    n = rules.players
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise RulesError(say("input.seed", value=seed), "X-6")
    if names is None:
        names = NAMES[:n]
    elif isinstance(names, str) or not hasattr(names, "__iter__"):
        raise RulesError(say("input.names", count=n, value=names))
    names = tuple(names)
    if len(names) != n or not all(type(name) is str and name.strip() for name in names) or len(set(names)) != n:
        raise RulesError(say("input.names_differ", count=n, value=list(names)), _seats_rule(rules))
    if dealer is None:
        dealer = n - 1
    elif type(dealer) is not int or not 0 <= dealer < n:
        raise SeatError(say("input.dealer", last=n - 1, value=dealer), "X-4")
    if chance is not None and not callable(chance):
        raise RulesError(say("input.chance", value=chance), "X-6")
    return rules, seed, names, dealer


def check_seat(rules: Rules, seat) -> int:
    """``seat`` when it is a seat of a game with these rules; otherwise a SeatError."""
    n = rules.players
    if type(seat) is not int or not 0 <= seat < n:
        raise SeatError(say("input.seat", value=seat, last=n - 1), _seats_rule(rules))
    return seat
