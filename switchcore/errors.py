"""The errors switchcore raises.

Every error says what was wrong in plain words. Errors about the rules of
play carry the id of the rule (as in ``RULES.md``: X-2, S-8, C-5 ...), and a
refused move always leaves the game exactly as it was.
"""

from __future__ import annotations

__all__ = ["SwitchcoreError", "CardError", "RulesError", "IllegalMoveError", "SaveError", "PositionError"]


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
