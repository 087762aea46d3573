"""Events: what happened, one small record each.

Every applied move adds events to the game's log. An event prints as a short
sentence a learner can read. A drawn card is private: :meth:`Event.public`
gives the version of the event that the other seats may see.

>>> from switchcore.cards import Card
>>> e = Event("drew", 0, "Ann", card=Card.parse("7H"))
>>> print(e)
Ann drew 7♥.
>>> print(e.public())
Ann drew a card.
"""

from __future__ import annotations

from typing import NamedTuple

from .messages import say

__all__ = ["Event"]


class Event(NamedTuple):
    """One thing that happened. ``kind`` names it (``played``, ``drew``,
    ``skipped``, ``reversed``, ``declared``, ``penalty``, ``reshuffled``,
    ``went_out``, ...); ``seat`` and ``player`` say who; the other fields
    hold what the sentence needs."""

    kind: str
    seat: int
    player: str
    card: object = None
    count: int = 0
    suit: object = None
    rule: str = ""
    text: str = ""

    def sentence(self) -> str:
        """The event as one sentence."""
        card = self.card.text if self.card is not None else ""
        suit = self.suit.noun if self.suit is not None else ""
        return say(
            "event." + self.kind,
            player=self.player,
            card=card,
            count=self.count,
            suit=suit,
            rule=self.rule,
            text=self.text,
            verb="win" if " and " in self.text else "wins",
        )

    def public(self) -> "Event":
        """The event as the other seats see it: a drawn card is hidden."""
        if self.kind == "drew":
            return self._replace(kind="drew_hidden", card=None)
        return self

    def __str__(self) -> str:
        return self.sentence()
