"""The end of a round and of the match.

A round ends when a player goes out (S-14, C-8), when every player still in
passes in a row with nothing to draw (a blocked round, X-8, C-6; the lowest
hands win), or after the rules' play limit. The round is then scored
(:mod:`switchcore.scoring`: penalty points S-14, S-15 or the winner's points
C-8), players over the cap are eliminated, and the match ends as its mode
says (S-16, C-9, V-10).

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

from .cards import Cards
from .events import Event
from .rules import Family, Match, Scoring
from .scoring import RoundEnd, RoundResult, lowest_hands, match_result, score_round

__all__ = ["Ending"]

_new = tuple.__new__  # builds an Event without the keyword handling of Event(...)


class Ending:
    """Passing, and scoring a round and a match (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def _pass(self) -> None:
        """The player to act passes: nothing can be drawn (C-6), or the draw
        limit is reached; a run of passes with nothing to draw blocks the
        round (X-8, C-6)."""
        seat = self.turn
        # A pass while a card could still be drawn (after the draw limit) does not count towards
        # a blocked game (X-8, C-6); the events are made here directly, as in Plays._play.
        if self.can_draw():
            self.passes = 0
            self.log.append(_new(Event, ("passed_limit", seat, self.names[seat], None, self.draws, None, "", "")))
        else:
            self.passes += 1
            self.log.append(_new(Event, ("passed", seat, self.names[seat], None, 0, None, "", "")))
        self.draws = 0
        if self.passes >= (self.rules.blocked_passes or len(self.active)):
            rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
            self._event("blocked", seat, rule=rule)
            return self._end_round(RoundEnd.BLOCKED, None, rule)
        self.turn = self._rings[self.direction][seat]

    def _end_round(self, reason: RoundEnd, winners, rule: str = "") -> None:
        """Score the round; ``winners`` None means the lowest hands (X-8, C-6)."""
        rules = self.rules
        worth = self._tables.points  # card_points of each card, by index
        points = tuple(sum([worth[c.index] for c in h]) for h in self.hands)
        if winners is None:
            winners = lowest_hands(points, self.active)
        scores = score_round(rules, points, self.active, winners, reason)
        for seat in self.active:
            self.totals[seat] += scores[seat]
        rule = rule or ("S-14" if rules.scoring is Scoring.PENALTY else "C-8")
        for seat in self.active:
            if scores[seat]:
                self._event("scored", seat, count=scores[seat], rule=rule)
        eliminated = ()
        if rules.match is Match.ELIMINATION:
            eliminated = tuple(s for s in self.active if self.totals[s] > rules.cap)
            for seat in eliminated:
                self.out[seat] = True
                self._event("eliminated", seat, count=self.totals[seat])
        self.result = RoundResult(
            self.round_no, reason, tuple(winners), self.names,
            tuple(Cards(h) for h in self.hands), points, scores, tuple(self.totals), eliminated, rule, self.active,
        )
        self.results.append(self.result)
        still_in = tuple(s for s in self.active if not self.out[s])
        self.match = match_result(rules, self.round_no, self.totals, self.active, still_in, winners, self.names)
        if self.match is not None:
            who = " and ".join(self.names[s] for s in self.match.winners)
            rule = "C-9" if rules.match is Match.TARGET else "S-16"
            self._event("match_over", self.match.winners[0], rule=rule, text=who)
        self._legal = []
