"""The choices a set of rules makes among more than two ways: the family of
the game, how players draw, how a round is scored, and when a match ends.
Each is an option of :class:`~switchcore.rules.Rules`; the members say
which rule of the rules page they play.

>>> Family.SWITCH, DrawRule("until_playable")
(<Family.SWITCH: 'switch'>, <DrawRule.UNTIL_PLAYABLE: 'until_playable'>)
"""

from __future__ import annotations

import enum

__all__ = ["Family", "DrawRule", "Scoring", "Match"]


class Family(enum.Enum):
    """The two families of rules."""

    SWITCH = "switch"
    """Switch, the British game: twos, eights, black jacks and aces are special."""
    CRAZY_EIGHTS = "crazy_eights"
    """Crazy Eights: eights are wild; other specials only with C-7."""

    def __str__(self) -> str:
        return "Switch" if self is Family.SWITCH else "Crazy Eights"


class DrawRule(enum.Enum):
    """How drawing works."""

    ONE = "one"
    """S-6: draw one card, even holding a playable card; a playable drawn card may be played."""
    UNTIL_PLAYABLE = "until_playable"
    """C-5: draw only when nothing fits, one card at a time until one fits, then play it."""
    FREE = "free"
    """Draw whenever you like, even holding a card that fits, one card at a time;
    after each draw play any card that fits or draw again. With ``draw_limit``
    the player who has drawn that many cards this turn plays or passes."""


class Scoring(enum.Enum):
    """How a finished round is scored."""

    PENALTY = "penalty"
    """S-14, S-15: losers record penalty points for their cards; low totals are good."""
    POINTS = "points"
    """C-8: the winner scores the cards left in the other hands; high totals are good."""


class Match(enum.Enum):
    """When a match ends (S-16, C-9)."""

    SINGLE = "single"
    """S-16(a): one round; whoever goes out wins."""
    ROUNDS = "rounds"
    """S-16(b): a fixed number of rounds; the best total wins."""
    ELIMINATION = "elimination"
    """S-16(c): a total above the cap eliminates; the last player left wins."""
    TARGET = "target"
    """C-9: the first total to reach the target wins."""
