"""The errors switchcore raises.

Every error says what was wrong in plain words. Errors about the rules of
play carry the id of the rule (as in ``RULES.md``: X-2, S-8, C-5 ...), and a
refused move always leaves the game exactly as it was.
"""

from __future__ import annotations

__all__ = ["SwitchcoreError", "CardError", "RulesError", "IllegalMoveError", "InvalidMoveError", "SeatError",
           "SaveError", "PositionError", "ChanceError"]


class SwitchcoreError(Exception):
    """Base class of every error raised by switchcore."""


class CardError(SwitchcoreError, ValueError):
    """Text that is not a card (``'1H'``, ``'11S'``, ``'7X'``, ``''``) or a move
    written in a way switchcore cannot read.

    ``rule`` is X-1: a move plays one card of the deck, and this text names
    none. As for every refused move, the game is left exactly as it was.
    """

    rule = "X-1"


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
