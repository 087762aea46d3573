"""The errors switchcore raises.

Every error says what was wrong in plain words. Errors about the rules of
play carry the id of the rule on the rules page (X-2, S-8, C-5 ...), and a
refused move always leaves the game exactly as it was.
"""

from __future__ import annotations

import dataclasses
import reprlib

__all__ = ["quoted", "SwitchcoreError", "CardError", "RulesError", "IllegalMoveError", "InvalidMoveError", "SeatError",
           "SaveError", "PositionError", "ChanceError", "LanguageError", "shown", "frozen"]


class SwitchcoreError(Exception):
    """Base class of every error raised by switchcore."""


class CardError(SwitchcoreError, ValueError):
    """Text that is not a card (``'1H'``, ``'11S'``, ``'7X'``, ``''``) or a move
    written in a way switchcore cannot read.

    ``rule`` is X-1: a move plays one card of the deck, and this text names
    none. As for every refused move, the game is left exactly as it was. The
    message cites the rule, as every error with a rule does.
    """

    rule = "X-1"

    def __init__(self, message: str = "") -> None:
        mark = f"[{self.rule}] "
        self.reason = message[len(mark):] if message.startswith(mark) else message  # read back from a pickle
        super().__init__(mark + self.reason if self.reason else "")


class RulesError(SwitchcoreError, ValueError):
    """A rule setting out of its range, or settings that cannot go together.

    ``rule`` is the id of the rule that sets the range, when there is one.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        self.reason = message
        super().__init__(f"[{rule}] {message}" if rule else message)


class IllegalMoveError(SwitchcoreError):
    """A move the rules do not allow in this position.

    ``rule`` is the rule id, ``reason`` the plain-words explanation, ``move``
    the refused move. The game is left exactly as it was.
    """

    def __init__(self, rule: str, reason: str, move=None) -> None:
        self.rule = rule
        self.reason = reason
        self.move = move
        super().__init__(f"[{rule}] {reason}")


class InvalidMoveError(IllegalMoveError, CardError):
    """A move given to :meth:`Game.apply <switchcore.game.Game.apply>` that is
    not a move at all: unreadable text (``'1H'``), or a value of another type
    (a plain tuple that looks like a :class:`~switchcore.moves.Play`, a
    number). It is an :class:`IllegalMoveError` (rule X-1: a move plays one
    card of the deck or is one of the plain moves), so one ``except`` catches
    every refusal of a move, and a :class:`CardError` for bad notation.
    """

    def __init__(self, reason: str, move=None) -> None:
        IllegalMoveError.__init__(self, "X-1", reason, move)


class SeatError(SwitchcoreError, ValueError, IndexError):
    """A seat number that is not a seat of the game (not a whole number from 0
    to players - 1). ``rule`` is S-1 or C-1, which set the number of players."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        self.reason = message
        super().__init__(f"[{rule}] {message}" if rule else message)


class ChanceError(SwitchcoreError, ValueError):
    """A chance hook (see :mod:`switchcore.chance`) chose a card that cannot
    come out of the stock now, or answered with something that is not a
    card. The rule is X-7: a card can only be drawn from where it is."""

    rule = "X-7"


class LanguageError(SwitchcoreError, ValueError):
    """A language the engine does not speak: it speaks English, French,
    Italian, Dutch and Spanish (``en``, ``fr``, ``it``, ``nl``, ``es``)."""


class SaveError(SwitchcoreError, ValueError):
    """A saved game that cannot be loaded: malformed, tampered with, or
    describing a position that cannot exist."""


class PositionError(SaveError):
    """A position that cannot exist: more copies of a card than the deck
    holds (X-7), a hand for a seat that is not there, a pending effect on a
    card that has none. ``rule`` names the rule broken, when there is one."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        self.reason = message
        super().__init__(f"[{rule}] {message}" if rule else message)


# -- quoting values in messages ------------------------------------------------------


class _Short(reprlib.Repr):
    """Python's repr, cut short: a few levels of nesting, short texts, and no
    number too long to print."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother = 3, 40, 60

    def repr_int(self, value, level) -> str:
        if value.bit_length() > 64:
            return f"<a whole number of about {int(value.bit_length() * 0.30103)} digits>"
        return int.__repr__(value)

    def repr_instance(self, value, level) -> str:
        if isinstance(value, int) and value.bit_length() > 64:  # an int subclass
            return self.repr_int(value, level)
        try:
            text = repr(value)
        except Exception:  # a value whose own repr fails (or recurses too deeply)
            text = self._parts(value, level)
        return text if len(text) <= self.maxother else text[:self.maxother - 3] + "..."

    def _parts(self, value, level) -> str:
        """A subclass of a built-in type shown as its type and what it holds."""
        for kind in (str, tuple, list, dict, set, frozenset):
            if isinstance(value, kind):
                inside = getattr(self, f"repr_{kind.__name__}")(kind(value), level)
                return f"{type(value).__name__}({inside})"
        return f"<a {type(value).__name__}>"


_SHORT = _Short()


def shown(value) -> str:
    """``value`` as a message quotes it: its repr, but short, and safe for any
    value (a number of 5,000 digits, a list nested 100,000 deep, an object
    whose repr fails).

    >>> shown("7H"), shown(10 ** 5000), shown([[[[[1]]]]])
    ("'7H'", '<a whole number of about 5000 digits>', '[[[[...]]]]')
    """
    return _SHORT.repr(value)


class _Quoted(str):
    """Text a message shows as it is: its ``repr`` is itself."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


def quoted(value) -> _Quoted:
    """``value`` for a message template that quotes it as ``{value!r}``:
    :func:`shown`, safe for any value.

    >>> "{v!r} is not a card".format(v=quoted("7X")), "{v!r}".format(v=quoted(10 ** 5000))[:18]
    ("'7X' is not a card", '<a whole number of')
    """
    return _Quoted(shown(value))


def frozen(cls):
    """``cls``, a frozen dataclass with slots, refusing any attribute with a
    plain AttributeError (Python 3.10 and 3.11 raise a puzzling TypeError
    when the name is not one of its fields)."""
    def refuse(self, name, *value):
        raise dataclasses.FrozenInstanceError(f"a {type(self).__name__} cannot be changed (not even {name!r})")

    cls.__setattr__ = cls.__delattr__ = refuse
    return cls
