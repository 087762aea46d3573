"""Drawing: a card from the stock, a penalty taken, the reshuffle.

How a player draws is an option of the rules: one card, after which a card
that fits may be played (S-6); one card at a time until one fits, which is
then played (C-5); or freely, one card at a time, up to ``draw_limit`` a
turn. A player facing a draw card who does not answer it takes its penalty
(S-8, S-10, S-13), or misses the turns a stacked skip counts (V-7). When the
stock runs out, the discards under the top card are shuffled into a new
stock (X-3), when a card must be drawn or, with ``early_reshuffle``, at
once; what cannot be drawn at all is forgiven (X-9).

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

import random

from .cards import Card
from .events import Event
from .moves import DRAW, PASS
from .shuffle import shuffle
from .turns import DRAWN, MUST_PLAY

__all__ = ["Drawing"]

_new = tuple.__new__  # builds an Event without the keyword handling of Event(...)


class Drawing:
    """Drawing cards and reshuffling (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def _drawable(self) -> int:
        """Cards that can still be drawn: the stock, and the discards under the
        top card when they are reshuffled (X-3), less a late penalty owed (S-7)."""
        left = len(self.stock) + (len(self.discard) - 1 if self._reshuffle else 0)
        return left - self._penalty if self.late is not None else left

    def can_draw(self) -> bool:
        """True when a card can be drawn: the stock has cards, or the discard
        pile has more than its top card to reshuffle (X-3). A "last card"
        penalty still owed (S-7) is drawn first."""
        if self.late is not None:
            return self._drawable() > 0
        return bool(self.stock) or (self._reshuffle and len(self.discard) > 1)

    def _draw(self, before: list) -> None:
        """The player to act draws a card (S-6, C-5, or freely); ``before``:
        the legal moves before the draw."""
        seat = self.turn
        self.passes = 0
        if self.stock and self._chance is None:
            card = self.stock.pop()
            self.hands[seat].append(card)
        else:
            card = self._draw_one(seat)
        self.draws += 1
        self.log.append(_new(Event, ("drew", seat, self.names[seat], card, 0, None, "", "")))
        if self._early and not self.stock:  # X-3, early_reshuffle: the stock ran out
            self._refill(seat)
        if self._free:  # the player plays any card that fits, draws again or passes
            self._legal = self._legal_after_free_draw(before, card)
            return
        if card in self._fits[self.suit][self.discard[-1].rank]:
            self.drawn = card
            self.phase = MUST_PLAY if self._until else DRAWN
        elif not self._until:
            self.draws = 0
            self.turn = self._rings[self.direction][seat]

    def _legal_after_free_draw(self, before: list, card: Card) -> list | None:
        """The legal moves after a free draw, from those ``before`` it: the same
        plays, then the drawn card's (it is the newest in the hand), then draw
        again or pass. None (list them afresh) when the hand's size changes
        which plays may call "last card" (S-7), or the card is a second copy."""
        hand = self.hands[self.turn]
        if self._penalty and len(hand) in (2, 3) or self._dupes and hand.count(card) > 1:
            return None
        moves = before[:-1]
        moves += self._fit_plays[self.suit][self.discard[-1].rank][card.index]
        can = self.stock or (self._reshuffle and len(self.discard) > 1)
        moves.append(DRAW if can and self.draws < self._max_draws else PASS)
        return moves

    def _draw_one(self, seat: int) -> Card | None:
        """Take the top card of the stock into ``seat``'s hand, reshuffling the
        discards first when the stock is empty (X-3)."""
        if not self.stock and not self._refill(seat):
            return None
        card = self.stock.pop() if self._chance is None else self._choose(self.stock, "draw")
        self.hands[seat].append(card)
        return card

    def _refill(self, seat: int) -> bool:
        """X-3: shuffle the discards under the top card into a new stock, when
        there are any and the rules reshuffle. True when it was done."""
        if len(self.discard) < 2 or not self._reshuffle:
            return False
        top = self.discard.pop()
        self.stock = self.discard
        self.discard = [top]
        self.reshuffles += 1
        shuffle(self.stock, random.Random(f"{self.seed}/{self.round_no}/{self.reshuffles}"))
        self._event("reshuffled", seat, count=len(self.stock))
        return True

    def _draw_cards(self, seat: int, count: int) -> int:
        """Draw up to ``count`` cards; what cannot be drawn is forgiven (X-9)."""
        for drawn in range(count):
            card = self._draw_one(seat)
            if card is None:
                self._event("forgiven", seat, count=drawn)
                return drawn
            self._event("drew", seat, card)
            if self._early and not self.stock:  # X-3, early_reshuffle
                self._refill(seat)
        return count

    def _take(self) -> None:
        """The player to act takes the pending effect instead of answering it
        (S-13): draws its cards (S-8, S-10) or misses its turns (V-7)."""
        seat, pending = self.turn, self.pending
        self.pending, self.passes, self.draws = None, 0, 0
        effect = pending.effect
        if effect.draw:
            self._event("penalty", seat, count=pending.amount, rule=effect.rule)
            self._draw_cards(seat, pending.amount)
            self.turn = self._rings[self.direction][seat]
            return
        for _ in range(pending.amount):  # V-7: that many players miss their turn
            self._event("skipped", seat, rule=effect.rule)
            seat = self._rings[self.direction][seat]
        self.turn = seat
