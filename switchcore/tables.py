"""Lookup tables built once for a set of rules, so that the engine's hot
path (listing legal moves, applying one) only reads them.

The tables are shared by every game with the same rules, so they are
read-only all the way down: tuples, frozensets and read-only mappings. No
game, view or strategy can change another game's rules through them.

>>> from switchcore import Card, Rules, Suit
>>> t = tables(Rules.crazy_eights())
>>> len(t.plays[Card.parse("8C").index])    # an eight: one play per declared suit (C-4)
4
>>> sorted(c.code for c in t.fits[Suit.HEARTS][7] if c.suit is not Suit.HEARTS)   # fits 7♥ (X-2)
['7C', '7D', '7S', '8C', '8D', '8S']
>>> tables(Rules.crazy_eights()) is t
True
>>> t.fits[Suit.HEARTS] = ()
Traceback (most recent call last):
...
TypeError: 'mappingproxy' object does not support item assignment
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple

from .cards import ALL_CARDS, Rank, Suit, deck
from .moves import Play
from .rules import Rules
from .scoring import card_points

__all__ = ["Tables", "tables", "rings"]

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class Tables(NamedTuple):
    """The tables of one set of rules."""

    plays: tuple
    """For each card (by index), the Play moves that play it: one, or one per
    declared suit for a wild card."""
    called: tuple
    """The same, each also with the "last card" call (S-7)."""
    fits: MappingProxyType
    """For each current suit, a tuple indexed by the top card's rank of the
    set of cards that fit: wild, of that suit or of that rank (X-2, C-4)."""
    fit_plays: MappingProxyType
    """As ``fits``, each row a tuple indexed by ``card.index`` of the plays
    of that card when it fits (an empty tuple when it does not)."""
    fit_called: MappingProxyType
    """As ``fit_plays``, with the "last card" call."""
    deck: tuple
    """The cards of the game, in order, before shuffling (S-2, C-1, V-5)."""
    points: tuple
    """What each card (by index) is worth left in a hand (S-15, C-8)."""


@lru_cache(maxsize=128)
def tables(rules: Rules) -> Tables:
    """The tables of ``rules`` (built once, then shared)."""
    wilds = rules.effects.wilds
    plays, called = [], []
    for card in ALL_CARDS:
        suits = _SUITS if card in wilds else (None,)
        plays.append(tuple(Play(card, s) for s in suits))
        called.append(tuple(Play(card, s, a) for s in suits for a in (True, False)))
    fits = {}
    for suit in _SUITS:
        # Rank is an IntEnum from 0 (joker) to 13, so each row is indexed by the top card's rank.
        fits[suit] = tuple(frozenset(c for c in ALL_CARDS if c in wilds or c.suit is suit or c.rank is rank)
                           for rank in sorted(Rank))

    def with_plays(moves):
        return MappingProxyType({suit: tuple(tuple(moves[c.index] if c in row else () for c in ALL_CARDS)
                                             for row in rows)
                                 for suit, rows in fits.items()})

    return Tables(tuple(plays), tuple(called), MappingProxyType(fits), with_plays(plays), with_plays(called),
                  tuple(deck(rules.decks, rules.jokers)), tuple(card_points(c, rules) for c in ALL_CARDS))


@lru_cache(maxsize=None)
def rings(players: int, out: tuple) -> tuple:
    """(None, the seat after each seat clockwise, anticlockwise), passing over
    the seats out of the match; indexed by the direction, 1 or -1."""
    def after(seat, direction):
        seat = (seat + direction) % players
        while out[seat]:
            seat = (seat + direction) % players
        return seat

    return (None, tuple(after(s, 1) for s in range(players)), tuple(after(s, -1) for s in range(players)))
