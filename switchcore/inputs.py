"""Checking what a new game is given, so that bad input gets a clear error.

A game checks its settings once, when it is made, rather than on every
move: the rules are a :class:`~switchcore.rules.Rules` value, the seed a
whole number or text (X-6), one different name per seat, a dealer that is a
seat (X-4), and a chance hook that can be called.

>>> from switchcore import Game, Rules
>>> Game(Rules.switch(players=2), names=["Ann", "Ann"])
Traceback (most recent call last):
...
switchcore.errors.RulesError: [S-1] give 2 different names (text on one line, not empty), one per seat, not ['Ann', 'Ann']
"""

from __future__ import annotations

from .chance import check_hook
from .choices import Family
import unicodedata

from .errors import RulesError, SeatError, quoted, shown
from .messages import say
from .numbers import integer
from .rules import Rules

__all__ = ["check_game", "check_seat", "seed_value"]

#: The default player names, one per seat.
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def _seats_rule(rules: Rules) -> str:
    return "S-1" if rules.family is Family.SWITCH else "C-1"


def seed_value(seed):
    """``seed`` as a plain int or str, the two kinds of seed (X-6), or a
    RulesError. A subclass is read as the plain value it holds: Rank.ACE
    would otherwise seed the shuffle by its text, 'A', and 1 by '1'; so is
    any whole number, such as a numpy integer. A whole number is at most 900
    digits long, so that it can be written as text.

    >>> from switchcore.cards import Rank
    >>> seed_value(Rank.ACE), seed_value("class 3")
    (1, 'class 3')
    >>> seed_value(1.5)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: [X-6] the seed must be a whole number or text, not 1.5
    """
    if isinstance(seed, str):
        return str.__str__(seed)
    number = integer(seed)
    if number is None or number.bit_length() > 3000:
        raise RulesError(say("input.seed", value=quoted(seed)), "X-6")  # a whole number of at most 900 digits
    return number


#: The longest name.
MAX_TEXT = 200


def check_game(rules, seed, names, dealer, chance) -> tuple:
    """(rules, seed, names, dealer) as a game keeps them, or a RulesError or
    SeatError that says what is wrong."""
    if rules is None:
        rules = Rules.switch()
    elif not isinstance(rules, Rules):
        raise RulesError(say("input.rules", value=quoted(rules)))
    n = rules.players
    seed = seed_value(seed)
    if names is None:
        names = NAMES[:n]
    elif type(names) not in (list, tuple):  # in an order: a set would seat players by its hashes
        raise RulesError(say("input.names", count=n, value=quoted(names)))
    names = tuple(names)
    if len(names) != n or not all(type(name) is str and name.strip() and len(name) <= MAX_TEXT and _one_line(name)
                                  for name in names) or len(set(names)) != n:
        raise RulesError(say("input.names_differ", count=n, value=quoted(list(names))), _seats_rule(rules))
    if dealer is None:
        dealer = n - 1
    elif integer(dealer) is None or not 0 <= integer(dealer) < n:
        raise SeatError(say("input.dealer", last=n - 1, value=quoted(dealer)), "X-4")
    else:
        dealer = integer(dealer)
    check_hook(chance)  # a chance hook decides what comes out of the stock
    return rules, seed, names, dealer


def check_seat(rules: Rules, seat) -> int:
    """``seat`` when it is a seat of a game with these rules; otherwise a SeatError."""
    n = rules.players
    if type(seat) is not int:
        seat = integer(seat) if integer(seat) is not None else seat
    if type(seat) is not int or not 0 <= seat < n:
        raise SeatError(say("input.seat", value=quoted(seat), last=n - 1), _seats_rule(rules))
    return seat


def _one_line(name: str) -> bool:
    """True when ``name`` prints on one line: no line break, tab or other
    control character, which would split a sentence that quotes it."""
    return not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name)
