"""A card played, and what it does.

The card leaves the hand for the discard pile and sets the suit to match,
its own or the one declared with a wild card (X-2, C-4). A player left with
one card calls "last card" with the play, or, with ``late_call``, until the
next player acts; a call not made costs the penalty (S-7). An empty hand
ends the round (S-14, C-8), and so does the play limit (X-8, C-6). Then the
card's effect, read from the rules' effect table (:mod:`switchcore.effects`):
it answers or stacks on a pending effect (S-8, S-10, S-13, V-6, V-7), or
starts one, reverses the direction (S-12) or skips a player (S-9).

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

from .effects import Pending
from .events import Event
from .moves import LAST, Play
from .rules import Family
from .scoring import RoundEnd
from .turns import NORMAL

__all__ = ["Plays"]

_new = tuple.__new__  # builds an Event without the keyword handling of Event(...)


class Plays:
    """Playing a card and its effect (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def _play(self, move: Play) -> None:
        seat, card, suit = self.turn, move.card, move.suit
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        if self.phase is not NORMAL:
            self.phase, self.drawn = NORMAL, None
        self.passes = self.draws = 0
        self.played += 1
        self.log.append(_new(Event, ("played", seat, self.names[seat], card, 0, None, "", "")))
        if self._early and not self.stock:  # X-3, early_reshuffle: a play made while the stock is empty
            self._refill(seat)
        if suit is None:
            self.suit = card.suit
        else:
            self.suit = suit
            self._event("declared", seat, suit=suit)
        if len(hand) < 2 or self.played == self._play_limit:  # the round may end, or one card is left
            if not hand:
                self._event("went_out", seat)
                return self._end_round(RoundEnd.WENT_OUT, (seat,))
            if self.played == self._play_limit:
                rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
                self._event("play_limit", seat, count=self.played, rule=rule)
                return self._end_round(RoundEnd.PLAY_LIMIT, None, rule)
            if move.announce:  # S-7
                self._event("called", seat)
            elif self._late_call:  # S-7: the call may still come, until the next player acts
                self.late, self._late_mark = seat, len(self.log)
            elif self._penalty:
                self._event("forgot", seat, count=self._penalty)
                self._draw_cards(seat, self._penalty)
        effect = self._effects[card.index]
        pending = self.pending
        if pending is not None:
            if card in pending.effect.cancelled_by:
                self.pending = None
                self._event("cancelled", seat, card)
                self.turn = self._rings[self.direction][seat]
                return
            self.pending = Pending(effect, pending.amount + (effect.draw or effect.skip))
            self._event("stacked", seat, count=self.pending.amount, rule=effect.rule)
            self.turn = target = self._rings[self.direction][seat]
            self._event("pending", target, rule=effect.rule, text=self.pending.describe())
            return
        if effect is None:
            self.turn = self._rings[self.direction][seat]
        else:
            self._apply_effect(seat, effect)

    def _apply_effect(self, seat: int, effect) -> None:
        """Apply a card's effect as played by ``seat`` (also the starter's, V-8)."""
        if effect.draw and not self._reshuffle and self._drawable() <= 0:  # nothing to draw, nothing to answer
            self._event("lapsed", seat, card=self.discard[-1], rule=effect.rule)
            self.turn = self._rings[self.direction][seat]
            return
        if effect.pends:
            self.pending = Pending(effect, effect.draw or effect.skip)
            self.turn = target = self._rings[self.direction][seat]
            self._event("pending", target, rule=effect.rule, text=self.pending.describe())
            return
        skip = effect.skip
        if effect.reverse:
            self.direction = -self.direction
            if len(self.active) == 2 and self.rules.two_player_reverse_skips:  # S-12: a skip between two
                self._event("reversed_two", seat, rule=effect.rule)
                self.turn = seat
                return
            self._event("reversed", seat, rule=effect.rule)
        if skip:
            skipped = self._rings[self.direction][seat]
            self._event("skipped", skipped, rule=effect.rule)
            self.turn = self._rings[self.direction][skipped]
        else:
            self.turn = self._rings[self.direction][seat]

    def _call_late(self, seat: int) -> list[Event]:
        """S-7 (late call): ``seat`` calls "last card" before the next player acts."""
        self.late = None
        self._legal = None
        self.moves.append(LAST)
        mark = len(self.log)
        self._event("called_late", seat)
        return self.log[mark:]

    def _pay_late(self) -> None:
        """S-7: the next player acts and the call was not made: the penalty."""
        seat, self.late = self.late, None
        self._event("forgot", seat, count=self._penalty)
        self._draw_cards(seat, self._penalty)

    def _late_comes_back(self) -> None:
        """The turn came straight back to the player who did not call (a skip or
        a reverse between two): no other player acts first, so the call was
        due with the play and the penalty is drawn now, before the card's
        effect in the log, as when late calls are off."""
        log, mark = self.log, self._late_mark
        effects = log[mark:]
        del log[mark:]
        self._pay_late()
        log.extend(effects)
