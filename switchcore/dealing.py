"""Dealing a round: the hands, the starter and who plays first.

The deal goes one card at a time from a seeded shuffle (X-6), starting with
the player on the dealer's left, who then plays first (X-4). The hands hold
the family's number of cards (S-3, C-1; fewer players after eliminations
get the size for their number, S-16). The top card of the stock becomes the
starter; in Crazy Eights a wild card, and in either family a joker, cannot
be one and goes back into the stock at random (C-2, V-5). The starter has no
effect (X-5) unless ``starter_effects`` says so (V-8). The next round's
deal moves one seat clockwise (X-4, S-4).

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

import random

from .cards import JOKER, Card
from .chance import choose
from .effects import Pending
from .errors import ChanceError, IllegalMoveError
from .events import Event
from .messages import say
from .rules import Family
from .scoring import RoundResult
from .shuffle import shuffle
from .turns import NORMAL

__all__ = ["Dealing"]


class Dealing:
    """Dealing the rounds of a match (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def _start_round(self, deal: bool) -> None:
        self.round_no += 1
        self.active = tuple(s for s in range(self.rules.players) if not self.out[s])
        self._make_rings()
        self.hands: list[list[Card]] = [[] for _ in range(self.rules.players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.direction = 1
        self.pending: Pending | None = None
        self.phase = NORMAL
        self.drawn: Card | None = None
        self.passes = 0
        self.reshuffles = 0
        self.draws = 0  # cards drawn by the player to act this turn (draw_limit)
        self.played = 0  # cards played this round (play_limit)
        self.result: RoundResult | None = None
        self.moves: list = []
        self.late = None
        self._legal = None
        if deal:
            self._deal()
            self._mark_start()

    def _deal(self) -> None:
        rules = self.rules
        rng = random.Random(f"{self.seed}/deal/{self.round_no}")
        self.stock = cards = shuffle(list(self._tables.deck), rng)
        size = rules.deal_size(len(self.active))
        after = self._rings[1]  # the seat after each seat, clockwise, passing over those out
        first = after[self.dealer]
        order = [first]
        while len(order) < len(self.active):
            order.append(after[order[-1]])
        # One card at a time from the top of the stock (its end), starting left of the dealer:
        # the i-th player in order gets the i-th card from the top, then every len(order)-th.
        if self._chance is None:
            top = len(cards) - 1
            for i, seat in enumerate(order):
                self.hands[seat] = cards[top - i::-len(order)][:size]
            del cards[len(cards) - size * len(order):]
        else:
            for _ in range(size):
                for seat in order:
                    self.hands[seat].append(self._choose(cards, "deal"))
        self._event("dealt", self.dealer, count=size, text=str(self.round_no))
        wild_starter = self._wilds if rules.family is Family.CRAZY_EIGHTS else {JOKER}
        starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        tries = 0
        while starter in wild_starter:  # C-2 (and jokers, which have no suit); Rules makes sure it ends
            tries += 1
            if tries > 1000:  # only a chance hook can keep choosing wild starters
                raise ChanceError(f"the chance hook turned up {tries} wild cards in a row as the starter (C-2)")
            self._event("starter_buried" if starter.rank == 8 else "starter_wild", self.dealer, card=starter)
            cards.insert(rng.randrange(len(cards) + 1), starter)
            starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        self.discard.append(starter)
        self.suit = starter.suit
        self.turn = first
        effect = self._effects[starter.index]
        if rules.starter_effects and effect is not None and not effect.wild:  # V-8; else no effect
            self._event("starter_effect", self.dealer, card=starter)
            self._apply_effect(self.dealer, effect)
        else:
            self._event("starter", self.dealer, card=starter)
        self._event("first", self.turn)

    def _choose(self, stock: list, why: str) -> Card:
        """The card the chance hook chooses from ``stock``, taken out of it."""
        self._taken.append(choose(self._chance, len(self._taken), stock, why))
        return self._taken[-1]

    def _mark_start(self) -> None:
        self._start = self._snapshot()
        self._start_log = len(self.log)
        self._start_taken = len(self._taken)

    def next_round(self) -> list[Event]:
        """Deal the next round of the match: the deal moves one seat
        clockwise (X-4, S-4) and play starts clockwise again."""
        if self.result is None:
            raise IllegalMoveError("X-1", "the round is not over yet")
        if self.match is not None:
            raise IllegalMoveError("S-16", say("refuse.match_over"))
        mark = len(self.log)
        self._past.append(tuple(self.moves))
        self.dealer = self._next_in(self.dealer, 1, 1)
        self._start_round(deal=True)
        return self.log[mark:]
