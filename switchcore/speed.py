"""The legal moves, quickly: tables made by calling the rules' own functions.

The rules of a turn are defined once, readably, in :mod:`switchcore.legal`:
``legal_moves(game)`` tries every possible move on :func:`~switchcore.legal.refusal`.
A game lists its moves about half a million times a second, too often to
try every card that way, so :func:`quick_legal_moves` reads the same answers
from tables made once for a set of rules, by calling those functions: the
cards that :func:`~switchcore.legal.fits` each top card and suit, the plays
of each card (:func:`~switchcore.legal.plays_of`), the seat after each seat
(:func:`~switchcore.legal.next_seat`). Nothing here is a rule of its own;
``tests/core/test_quick.py`` checks, over random positions of every preset
and house rule, that the quick answers are the readable ones.

The tables are shared by every game with the same rules, so they are
read-only all the way down: tuples, frozensets and read-only mappings.
:func:`event` makes the events a game logs, quickly.

>>> from switchcore import Card, Rules, Suit
>>> t = tables(Rules.crazy_eights())
>>> len(t.plays[Card.parse("8C").index])    # an eight: one play per declared suit (C-4)
4
>>> sorted(c.code for c in t.fitting[Suit.HEARTS][7] if c.suit is not Suit.HEARTS)   # fits 7♥ (X-2)
['7C', '7D', '7S', '8C', '8D', '8S']
>>> tables(Rules.crazy_eights()) is t
True
>>> t.fitting[Suit.HEARTS] = ()
Traceback (most recent call last):
...
TypeError: 'mappingproxy' object does not support item assignment
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from .cards import ALL_CARDS, deck
from .choices import DrawRule
from .events import Event
from .legal import SUITS, can_draw, fits, next_seat, plays_of
from .moves import DRAW, KEEP, PASS, TAKE
from .rules import Rules
from .scoring import card_points

__all__ = ["Tables", "tables", "seats_after", "quick_legal_moves", "quick_moves_after_free_draw", "event"]


class Tables:
    """The rules of one game, written out for quick reading (a class with
    slots rather than a named tuple: reading a slot is quicker)."""

    __slots__ = ("plays", "plays_with_call", "fitting", "fitting_plays", "fitting_plays_with_call", "deck",
                 "points", "effects", "draw_until_playable", "draw_freely", "most_draws", "repeated_cards", "last_card_penalty",
                 "reshuffle")

    plays: tuple
    """For each card (by index), the plays of it without the "last card"
    call: one, or one per declared suit for a wild card (C-4, V-1, V-5)."""
    plays_with_call: tuple
    """The same, each calling "last card" and not (S-7)."""
    fitting: MappingProxyType
    """For each suit to follow, a tuple indexed by the top card's rank of the
    set of cards that fit (X-2, C-4)."""
    fitting_plays: MappingProxyType
    """As ``fitting``, each row a tuple indexed by ``card.index`` of the
    plays of that card when it fits (an empty tuple when it does not)."""
    fitting_plays_with_call: MappingProxyType
    """As ``fitting_plays``, calling "last card" and not."""
    deck: tuple
    """The cards of the game, in order, before shuffling (S-2, C-1, V-5)."""
    points: tuple
    """What each card (by index) is worth left in a hand (S-15, C-8)."""
    effects: tuple
    """Each card's effect (by index), or None (the effects table)."""
    draw_until_playable: bool
    """Draw until a card fits, then play it (C-5)."""
    draw_freely: bool
    """Draw whenever you like, up to ``most_draws`` a turn (``draw="free"``)."""
    most_draws: int
    """The most cards a turn may draw (``draw_limit``, or no limit)."""
    repeated_cards: bool
    """Can a hand hold two equal cards (two decks, or two jokers)?"""
    last_card_penalty: int
    """The "last card" penalty (S-7); 0 when there is no call."""
    reshuffle: bool
    """The discards are reshuffled into a new stock (X-3)."""

    def __init__(self, **tables) -> None:
        for name, value in tables.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value) -> None:
        raise AttributeError("the tables of a set of rules are read-only")

    __delattr__ = __setattr__


#: No draw limit: a number of draws no turn reaches.
UNLIMITED = 1 << 30


@lru_cache(maxsize=128)
def tables(rules: Rules) -> Tables:
    """The tables of ``rules`` (made once, then shared)."""
    wilds = rules.effects.wilds
    with_call = tuple(tuple(plays_of(card, wilds)) for card in ALL_CARDS)
    without_call = tuple(tuple(play for play in plays if not play.announce) for plays in with_call)
    a_card_of_rank = {card.rank: card for card in ALL_CARDS}
    # Rank is an IntEnum from 0 (joker) to 13, so each row is indexed by the top card's rank.
    fitting = {suit: tuple(frozenset(card for card in ALL_CARDS if fits(card, a_card_of_rank[rank], suit, wilds))
                           for rank in sorted(a_card_of_rank))
               for suit in SUITS}

    def when_fitting(plays):
        return MappingProxyType({suit: tuple(tuple(plays[c.index] if c in cards else () for c in ALL_CARDS)
                                             for cards in rows)
                                 for suit, rows in fitting.items()})

    return Tables(
        plays=without_call, plays_with_call=with_call, fitting=MappingProxyType(fitting),
        fitting_plays=when_fitting(without_call), fitting_plays_with_call=when_fitting(with_call),
        deck=tuple(deck(rules.decks, rules.jokers)), points=tuple(card_points(c, rules) for c in ALL_CARDS),
        effects=rules.effects.by_index, draw_until_playable=rules.draw is DrawRule.UNTIL_PLAYABLE,
        draw_freely=rules.draw is DrawRule.FREE,
        most_draws=rules.draw_limit or UNLIMITED, repeated_cards=rules.decks > 1 or rules.jokers > 1,
        last_card_penalty=rules.last_card_penalty, reshuffle=rules.reshuffle,
    )


@lru_cache(maxsize=None)
def seats_after(players: int, direction: int, active: tuple) -> tuple:
    """The seat after each seat going ``direction``, passing over the seats
    not in ``active``, those of the players out (:func:`~switchcore.legal.next_seat`)."""
    out = tuple(seat for seat in range(players) if seat not in active)
    return tuple(next_seat(seat, players, direction, out) for seat in range(players))


def quick_legal_moves(game, tables: Tables) -> list:
    """The list :func:`switchcore.legal.legal_moves` gives for ``game``,
    read from the ``tables`` of its rules."""
    if game.result is not None:
        return []
    hand = game.hands[game.turn]
    with_call = len(hand) == 2 and tables.last_card_penalty  # a play leaving one card may call (S-7)
    cards = dict.fromkeys(hand) if tables.repeated_cards else hand
    moves = []
    drawn, pending = game.drawn, game.pending
    if drawn is not None:  # the card just drawn, or keep it (S-6, C-5)
        moves += (tables.plays_with_call if with_call else tables.plays)[drawn.index]
        if not tables.draw_until_playable:
            moves.append(KEEP)
    elif pending is None:  # a card that fits, or draw (X-2, S-6, C-5)
        plays = (tables.fitting_plays_with_call if with_call else tables.fitting_plays)[game.suit]
        plays_when_fitting = plays[game.discard[-1].rank]  # by card index: its plays when it fits, or ()
        for card in cards:
            if plays_when_fitting[card.index]:
                moves += plays_when_fitting[card.index]
        if not moves or not tables.draw_until_playable:  # C-5: draw only when no card fits
            owed = tables.last_card_penalty if game.late is not None else 0
            drawable = can_draw(game.stock, game.discard, tables.reshuffle, owed)
            moves.append(DRAW if drawable and game.draws < tables.most_draws else PASS)
    else:  # an answer to the pending effect, or take it (S-13)
        plays, answers = tables.plays_with_call if with_call else tables.plays, pending.effect.answers
        for card in cards:
            if card in answers:
                moves += plays[card.index]
        moves.append(TAKE)
    return moves


def quick_moves_after_free_draw(game, tables: Tables, before: list) -> list | None:
    """The list :func:`quick_legal_moves` gives just after a free draw
    (``draw="free"``), made from ``before``, the list before the draw: the
    same plays, the drawn card's (the newest card of the hand), then draw
    again or pass. None when it must be listed afresh: the draws are not
    free, the round is over, the hand's size changes which plays may call
    "last card" (S-7), or the card drawn is a second copy."""
    if not tables.draw_freely or game.result is not None:  # the turn may have moved on
        return None
    hand = game.hands[game.turn]
    card = hand[-1]  # the card just drawn
    if tables.last_card_penalty and len(hand) in (2, 3) or tables.repeated_cards and hand.count(card) > 1:
        return None
    moves = before[:-1]  # a new list: the one before the draw may be handed out again by undo
    moves += tables.fitting_plays[game.suit][game.discard[-1].rank][card.index]
    owed = tables.last_card_penalty if game.late is not None else 0
    drawable = can_draw(game.stock, game.discard, tables.reshuffle, owed)
    moves.append(DRAW if drawable and game.draws < tables.most_draws else PASS)
    return moves


_make = tuple.__new__


def event(kind: str, seat: int, player: str, card=None, count: int = 0, suit=None, rule: str = "",
          text: str = "") -> Event:
    """``Event(kind, seat, player, ...)``, made about three times as quickly
    (a game logs an event or two at every move, and calling a named tuple's
    class costs more than making the tuple)."""
    return _make(Event, (kind, seat, player, card, count, suit, rule, text))
