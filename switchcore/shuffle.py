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

from .errors import RulesError, shown

__all__ = ["shuffle", "seed_value"]

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


def seed_value(seed):
    """``seed`` as a plain int or str, the two kinds of seed (X-6), or a
    RulesError. A subclass is read as the plain value it holds: Rank.ACE
    would otherwise seed the shuffle by its text, 'A', and 1 by '1'. A whole
    number is at most 900 digits long, so that it can be written as text.

    >>> from switchcore.cards import Rank
    >>> seed_value(Rank.ACE), seed_value("class 3")
    (1, 'class 3')
    >>> seed_value(1.5)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: [X-6] the seed must be a whole number or text, not 1.5
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise RulesError(f"the seed must be a whole number or text, not {shown(seed)}", "X-6")
    if isinstance(seed, str):
        return str.__str__(seed)
    if seed.bit_length() > 3000:
        raise RulesError(f"the seed is far too large ({shown(seed)}): give at most 900 digits, or text", "X-6")
    return int(seed)
