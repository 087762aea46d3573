"""Events: what happened, one small record each.

Every applied move adds events to the game's log. An event prints as a short
sentence a learner can read; its ``rule`` is data, cited at the end of the
sentence when rule ids are shown (:func:`switchcore.messages.speak`). An
event holds data only (cards, counts, names); its sentence is written when
asked for, in the language chosen then. A
drawn card is private: :meth:`Event.public` gives the version of the event
that the other seats may see.

>>> from switchcore.cards import Card
>>> e = Event("drew", 0, "Ann", card=Card.parse("7H"))
>>> print(e)
Ann drew 7♥.
>>> print(e.public())
Ann drew a card.
>>> print(Event("skipped", 1, "Ben", rule="S-9").sentence(rule_ids=False))
Ben misses a turn.
"""

from __future__ import annotations

from typing import NamedTuple

from .effects import describe_pending
from .messages import and_list, say

__all__ = ["Event"]

class Event(NamedTuple):
    """One thing that happened. ``kind`` names it (``played``, ``drew``,
    ``skipped``, ``reversed``, ``declared``, ``penalty``, ``reshuffled``,
    ``went_out``, ...); ``seat`` and ``player`` say who; ``rule`` is the id
    of the rule that made it happen; the other fields hold what the
    sentence needs."""

    kind: str
    seat: int
    player: str
    card: object = None
    count: int = 0
    suit: object = None
    rule: str = ""
    text: str = ""

    def sentence(self, rule_ids: bool | None = None, language: str | None = None) -> str:
        """The event as one sentence, citing its rule when ``rule_ids`` (by
        default, as :func:`switchcore.messages.speak` set), in ``language``
        (by default the one chosen with :func:`switchcore.use_language`).

        >>> print(Event("skipped", 1, "Ben", rule="S-9").sentence(rule_ids=False, language="es"))
        Ben pierde un turno.
        """
        key, text, values = "event." + self.kind, self.text, {}
        if self.kind == "pending":  # text: what is pending, as data ("draw 2C 2D 2H 2S")
            text = describe_pending(text, self.count, language)
        elif self.kind == "match_over":  # text: the winners' names, one a line
            names = text.split("\n")
            if len(names) > 1:
                key, values["players"] = "event.match_over_shared", and_list(names, language)
        elif self.kind == "dealt":
            values["round"] = text
        return say(
            key,
            rule=self.rule,
            rule_ids=rule_ids,
            language=language,
            player=self.player,
            card=self.card.text if self.card is not None else "",
            count=self.count,
            suit=self.suit if self.suit is not None else "",
            text=text,
            **values,
        )

    def public(self) -> "Event":
        """The event as the other seats see it: a drawn card is hidden."""
        if self.kind == "drew":
            return self._replace(kind="drew_hidden", card=None)
        return self

    def __str__(self) -> str:
        return self.sentence()
