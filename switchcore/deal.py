"""The deal's chance: the shuffle (X-6) and the cut for the first dealer (S-4).

Every shuffle is seeded by text, such as ``"7/deal/1"`` (seed 7, the deal
of round 1) or ``"7/1/2"`` (the second reshuffle of that round, X-3). The
Fisher-Yates shuffle below is written out, rather than called as
:func:`random.shuffle`, so that the order depends only on this file and the
seed; it is also faster, which counts at every deal. It gives the order
:func:`random.shuffle` gives:

>>> import random
>>> items = list(range(52))
>>> random.Random("7/deal/1").shuffle(items)
>>> shuffle(list(range(52)), random.Random("7/deal/1")) == items
True

The first dealer is chosen by cutting (S-4): each player cuts a card, the
lowest deals (aces low, suits not counting), and players who tie for it
cut again. The player on the dealer's left plays first (X-4).

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
from .errors import RulesError
from .numbers import whole
from .inputs import seed_value

__all__ = ["cut_for_dealer", "shuffle"]


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
    players = whole(players, "what.cutting", 2, 8, RulesError, "S-4")
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


_BITS = tuple(n.bit_length() for n in range(256))  # the bits it takes to write each n below 256


def shuffle(items: list, rng: random.Random) -> list:
    """Shuffle ``items`` in place with the random numbers of ``rng``, and
    return them."""
    getrandbits, bits = rng.getrandbits, _BITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bits[n] if n < 256 else n.bit_length()
        j = getrandbits(k)
        while j >= n:  # k bits can reach past i: draw again
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
    return items
