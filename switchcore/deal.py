"""Choosing the first dealer by cutting the deck (S-4).

Each player cuts a card from a shuffled deck; the lowest card deals, aces
counting low and suits not counting. Players who tie for the lowest card cut
again, until one of them is alone. The same seed always gives the same cuts
(X-6). Hand the seat to :class:`~switchcore.game.Game` as ``dealer``; the
player on the dealer's left plays first (X-4).

Two aces tie in the first cut below, so seats 0 and 1 cut again:

>>> from switchcore import Game, Rules
>>> dealer, cuts = cut_for_dealer(3, seed=0)
>>> for cut in cuts:
...     print(", ".join(f"seat {seat} cuts {card}" for seat, card in cut.items()))
seat 0 cuts A♣, seat 1 cuts A♦, seat 2 cuts 5♣
seat 0 cuts 2♠, seat 1 cuts K♣
>>> dealer
0
>>> Game(Rules.switch(players=3), dealer=dealer).turn
1
"""

from __future__ import annotations

import random

from .cards import Card, deck
from .errors import RulesError, whole
from .shuffle import seed_value

__all__ = ["cut_for_dealer"]


def cut_for_dealer(players: int, seed=0) -> tuple[int, tuple[dict[int, Card], ...]]:
    """The first dealer's seat, and every cut that chose it.

    ``cuts`` holds one mapping per cut, seat to card: the first with every
    seat, each recut with only the seats that tied for the lowest card. The
    dealer is the seat with the lowest card of the last cut.

    >>> dealer, cuts = cut_for_dealer(2, seed=1)
    >>> len(cuts) >= 1 and dealer in cuts[-1]
    True
    >>> cut_for_dealer(1)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: [S-4] the number of players cutting for the deal must be a whole number from 2 to 8, not 1
    """
    players = whole(players, "the number of players cutting for the deal", 2, 8, RulesError, "S-4")
    rng = random.Random(f"{seed_value(seed)}/cut")
    seats = list(range(players))
    cuts: list[dict[int, Card]] = []
    while True:
        pack = list(deck())
        rng.shuffle(pack)
        cut = {seat: pack.pop() for seat in seats}
        cuts.append(cut)
        low = min(card.rank for card in cut.values())
        seats = [seat for seat, card in cut.items() if card.rank == low]
        if len(seats) == 1:
            return seats[0], tuple(cuts)
