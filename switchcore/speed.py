"""What the game precomputes for speed, all in one place.

A game lists its legal moves and applies one about half a million times a
second. At that rate every look-up counts, so the game does not work out
from its rules, move after move, which cards fit, which plays a card
allows, or which seat comes next: it reads them from the tables below,
built once for a set of rules (or a table of seats) and shared by every
game that uses them. Nothing here is a rule of its own: each table is the
rules' answer written out in advance, and the game reads as if it asked
the rules directly.

The tables are shared, so they are read-only all the way down: tuples,
frozensets and read-only mappings. No game, view or strategy can change
another game's rules through them.

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

from .cards import ALL_CARDS, Rank, Suit, deck
from .moves import Play
from .choices import DrawRule
from .rules import Rules
from .scoring import card_points

__all__ = ["Tables", "tables", "rings", "new_event"]

#: Builds an event from its eight fields in order, without the keyword
#: handling of ``Event(...)``: a game logs several events at every move.
new_event = tuple.__new__

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)

#: No draw limit: a number of draws no turn reaches.
UNLIMITED = 1 << 30


class Tables:
    """The rules of one game, written out for quick reading (a class with
    slots rather than a named tuple: reading a slot is quicker)."""

    __slots__ = ("plays", "called", "fits", "fit_plays", "fit_called", "deck", "points", "effects", "wilds",
                 "until", "free", "max_draws", "dupes", "penalty", "late_call", "reshuffle", "early", "play_limit")

    plays: tuple
    """For each card (by index), the Play moves that play it: one, or one per
    declared suit for a wild card (C-4, V-1, V-5)."""
    called: tuple
    """The same, each with and without the "last card" call (S-7)."""
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
    effects: tuple
    """Each card's effect (by index), or None (the effects table)."""
    wilds: frozenset
    """The wild cards (C-4, V-1, V-5)."""
    until: bool
    """Draw until a card fits, then play it (C-5)."""
    free: bool
    """Draw freely, up to ``max_draws`` a turn (the OpenSpiel option)."""
    max_draws: int
    """The most cards a turn may draw (``draw_limit``, or no limit)."""
    dupes: bool
    """Can a hand hold two equal cards (two decks, or two jokers)?"""
    penalty: int
    """The "last card" penalty (S-7); 0 when there is no call."""
    late_call: bool
    """The "last card" call may come after the play (S-7)."""
    reshuffle: bool
    """The discards are reshuffled into a new stock (X-3)."""
    early: bool
    """... as soon as the stock runs out (``early_reshuffle``)."""
    play_limit: int
    """The most cards a round may play (0: no limit)."""

    def __init__(self, **tables) -> None:
        for name, value in tables.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value) -> None:
        raise AttributeError("the tables of a set of rules are read-only")

    __delattr__ = __setattr__


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

    return Tables(
        plays=tuple(plays), called=tuple(called), fits=MappingProxyType(fits),
        fit_plays=with_plays(plays), fit_called=with_plays(called),
        deck=tuple(deck(rules.decks, rules.jokers)), points=tuple(card_points(c, rules) for c in ALL_CARDS),
        effects=rules.effects.by_index, wilds=wilds,
        until=rules.draw is DrawRule.UNTIL_PLAYABLE, free=rules.draw is DrawRule.FREE,
        max_draws=rules.draw_limit or UNLIMITED, dupes=rules.decks > 1 or rules.jokers > 1,
        penalty=rules.last_card_penalty, late_call=rules.late_call and rules.last_card_penalty > 0,
        reshuffle=rules.reshuffle, early=rules.early_reshuffle, play_limit=rules.play_limit,
    )


@lru_cache(maxsize=None)
def rings(players: int, out: tuple) -> tuple:
    """(None, the seat after each seat clockwise, anticlockwise), passing over
    the seats out of the match (S-16); indexed by the direction, 1 or -1."""
    def after(seat, direction):
        seat = (seat + direction) % players
        while out[seat]:
            seat = (seat + direction) % players
        return seat

    return (None, tuple(after(s, 1) for s in range(players)), tuple(after(s, -1) for s in range(players)))
