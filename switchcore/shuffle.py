"""The shuffle: the same seed always gives the same order (X-6).

Every shuffle of a game is seeded by text, such as ``"7/deal/1"`` (seed 7,
the deal of round 1) or ``"7/1/2"`` (the second reshuffle of that round,
X-3), through Python's Mersenne Twister. The Fisher-Yates shuffle below
swaps each place, from the last down, with a place chosen at or below it.
It is written out here rather than called as :func:`random.shuffle` for two
reasons: the order then depends only on this file and the seed, and it takes
about two thirds of the time, which counts in a game that shuffles at every
deal.

>>> import random
>>> shuffle(list(range(10)), random.Random("7/deal/1"))
[0, 9, 1, 8, 5, 4, 2, 6, 3, 7]

It gives the order that :func:`random.shuffle` gives with the same seed:

>>> items = list(range(52))
>>> random.Random("7/deal/1").shuffle(items)
>>> shuffle(list(range(52)), random.Random("7/deal/1")) == items
True
"""

from __future__ import annotations

import random

__all__ = ["shuffle"]

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
