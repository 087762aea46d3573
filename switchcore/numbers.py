"""Whole numbers as the engine reads them, and the sentence that refuses one.

A setting, a seat or a count is a whole number of any kind Python reads as
one: an int, a subclass such as an IntEnum, a numpy integer (anything
``operator.index`` reads). True and False are not numbers here, though
Python counts them as ints: ``players=True`` is a mistake, not 1.
"""

from __future__ import annotations

import operator

from .errors import RulesError, shown
from .messages import ENGLISH, say

__all__ = ["integer", "whole"]


def integer(value) -> int | None:
    """``value`` as a plain int when it is a whole number of any kind: an
    int, a subclass such as an IntEnum, a numpy integer (whatever
    ``operator.index`` reads); None otherwise. True and False (Python's and
    numpy's) are not numbers here.

    >>> import enum
    >>> integer(3), integer(enum.IntEnum("E", "A B").B), integer(True), integer(2.0), integer("2")
    (3, 2, None, None, None)
    """
    if type(value) is int:
        return value
    if isinstance(value, bool):
        return None
    try:
        return int(operator.index(value))
    except Exception:  # not a whole number (or one whose __index__ fails)
        return None


def whole(value, what: str, low: int, high: int, error=None, rule: str | None = None) -> int:
    """``value`` when it is a whole number from ``low`` to ``high``;
    otherwise ``error`` (a RulesError by default) with a sentence that names
    ``what``. A bool is not a number here, and an int subclass (such as an
    IntEnum, or a numpy integer) is read as the plain int it is.

    >>> whole(3, "players", 2, 7)
    3
    >>> whole(True, "players", 2, 7)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: players must be a whole number from 2 to 7, not True
    """
    number = integer(value)
    if number is not None and low <= number <= high:
        return number
    error = error or RulesError
    what = say(what) if what in ENGLISH else what  # a message id (what.turn), or the name of a setting
    message = say("setting.range", what=what, low=low, high=high, value=shown(value))
    return _raise(error, message, rule)


def _raise(error, message: str, rule: str | None):
    if rule is not None:
        raise error(message, rule)
    raise error(message)
