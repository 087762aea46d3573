"""The legal moves, quickly: tables made by calling the rules' own functions.

The rules of a turn are defined once, readably, in :mod:`switchcore.legal`:
``legal_moves(game)`` tries every possible move on :func:`~switchcore.legal.refusal`.
A game lists its moves about half a million times a second, too often to
try every card that way, so a game asks its :class:`FastPath` instead
(one call, :meth:`FastPath.legal_moves`), which reads the same answers
from tables made once for a set of rules, by calling those functions: the
cards that :func:`~switchcore.legal.fits` each top card and suit, the plays
of each card (:func:`~switchcore.legal.plays_of`), the seat after each seat
(:func:`~switchcore.legal.next_seat`), whether a card can be drawn
(:func:`~switchcore.legal.can_draw`) for each number of cards in the stock
and the discard pile. Nothing here is a rule of its own;
``tests/core/test_quick.py`` checks, over random positions of every preset
and house rule, that the quick answers are the readable ones.

The tables are shared by every game with the same rules, so they are
read-only all the way down: tuples, frozensets and read-only mappings.

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

__all__ = ["FastPath", "Tables", "tables", "seats_after", "drawable", "log_event"]


class Tables:
    """The rules of one game, written out for quick reading (a class with
    slots rather than a named tuple: reading a slot is quicker)."""

    __slots__ = ("plays", "plays_with_call", "fitting", "fitting_plays", "fitting_plays_with_call", "deck",
                 "points", "effects", "draw_until_playable", "draw_freely", "most_draws", "repeated_cards",
                 "last_card_penalty", "drawable")

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
    drawable: tuple
    """Whether a card can be drawn (X-3), by the number of cards in the
    stock, when no "last card" penalty is owed; None when it depends on the
    discard pile too (:func:`drawable`)."""

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

    cards = tuple(deck(rules.decks, rules.jokers))
    return Tables(
        plays=without_call, plays_with_call=with_call, fitting=MappingProxyType(fitting),
        fitting_plays=when_fitting(without_call), fitting_plays_with_call=when_fitting(with_call),
        deck=cards, points=tuple(card_points(c, rules) for c in ALL_CARDS), effects=rules.effects.by_index,
        draw_until_playable=rules.draw is DrawRule.UNTIL_PLAYABLE, draw_freely=rules.draw is DrawRule.FREE,
        most_draws=rules.draw_limit or UNLIMITED, repeated_cards=rules.decks > 1 or rules.jokers > 1,
        last_card_penalty=rules.last_card_penalty,
        drawable=drawable(len(cards), rules.reshuffle),
    )


@lru_cache(maxsize=None)
def drawable(cards: int, reshuffle: bool) -> tuple:
    """:func:`~switchcore.legal.can_draw` in a game of ``cards`` cards, by
    the number of cards in the stock, no penalty owed: item ``s`` is True
    when a card can be drawn from a stock of ``s`` cards whatever the size
    of the discard pile, False when it cannot, None when that depends on
    the discard pile."""
    def answer(stock):
        answers = {can_draw(range(stock), range(discard), reshuffle) for discard in range(1, cards + 1 - stock)}
        return answers.pop() if len(answers) == 1 else None
    return tuple(answer(stock) for stock in range(cards + 1))


@lru_cache(maxsize=None)
def seats_after(players: int, direction: int, active: tuple) -> tuple:
    """The seat after each seat going ``direction``, passing over the seats
    not in ``active``, those of the players out (:func:`~switchcore.legal.next_seat`)."""
    out = tuple(seat for seat in range(players) if seat not in active)
    return tuple(next_seat(seat, players, direction, out) for seat in range(players))


_make = tuple.__new__


def log_event(game, kind: str, seat: int, card=None, count: int = 0, suit=None, rule: str = "",
              text: str = "") -> None:
    """Add ``Event(kind, seat, player, ...)`` to ``game.log``, ``player``
    being the name of ``seat``. A game logs an event or two at every move,
    so the event is made as a tuple is, without calling the named tuple's
    class (which costs about as much again)."""
    game.log.append(_make(Event, (kind, seat, game.names[seat], card, count, suit, rule, text)))


class FastPath:
    """The legal moves of one game, listed from the tables of its rules:
    :meth:`legal_moves` gives the list :func:`switchcore.legal.legal_moves`
    gives. After a free draw (``draw="free"``) the list made just before it
    is brought up to date instead of being made again."""

    __slots__ = ("tables", "_listed")

    def __init__(self, rules: Rules) -> None:
        self.tables = tables(rules)
        self._listed = None  # the last list made that offers a free draw

    #: The seat after each seat, by the number of seats, the direction and
    #: the seats still in (:func:`seats_after`).
    seats_after = staticmethod(seats_after)

    #: Log an event in a game (:func:`log_event`): a game's ``_event``.
    log_event = staticmethod(log_event)

    def legal_moves(self, game) -> list:
        """The moves of the player to act that the rules allow, in the order
        of :func:`switchcore.legal.legal_moves`. The list is the game's own:
        the game never hands it out (it gives copies), so that it can be
        brought up to date in place after a free draw."""
        tables = self.tables
        try:
            last = game.moves[-1]  # the last move made this round
        except IndexError:
            last = None
        moves = None
        if last is DRAW and self._listed is not None and game.result is None:
            # Just after a free draw. A game lists its moves before it applies one (or keeps the list
            # it made), so the last list that offered a free draw is the one the draw was chosen from:
            # the same plays, the drawn card's (the newest card of the hand), then draw again or pass.
            # Listed afresh when the hand's size changes which plays may call "last card" (S-7), or
            # the card drawn is a second copy.
            hand = game.hands[game.turn]
            card = hand[-1]
            if not (tables.last_card_penalty and len(hand) in (2, 3) or
                    tables.repeated_cards and hand.count(card) > 1):
                moves = self._listed
                moves.pop()  # draw or pass
                moves += tables.fitting_plays[game.suit][game.discard[-1].rank][card.index]
        if moves is None:
            moves = []
            if game.result is not None:
                return moves
            hand = game.hands[game.turn]
            with_call = tables.last_card_penalty and len(hand) == 2  # a play leaving one card may call (S-7)
            cards = dict.fromkeys(hand) if tables.repeated_cards else hand
            drawn, pending = game.drawn, game.pending
            if drawn is not None:  # the card just drawn, or keep it (S-6, C-5)
                moves += (tables.plays_with_call if with_call else tables.plays)[drawn.index]
                if not tables.draw_until_playable:
                    moves.append(KEEP)
                return moves
            if pending is not None:  # an answer to the pending effect, or take it (S-13)
                plays, answers = tables.plays_with_call if with_call else tables.plays, pending.effect.answers
                for card in cards:
                    if card in answers:
                        moves += plays[card.index]
                moves.append(TAKE)
                return moves
            # a card that fits, or draw (X-2, S-6, C-5)
            plays = (tables.fitting_plays_with_call if with_call else tables.fitting_plays)[game.suit]
            plays_when_fitting = plays[game.discard[-1].rank]  # by card index: its plays when it fits, or ()
            for card in cards:
                if plays_when_fitting[card.index]:
                    moves += plays_when_fitting[card.index]
            if moves and tables.draw_until_playable:  # C-5: draw only when no card fits
                return moves
        # draw, or pass with nothing to draw or no draw left this turn (C-5, S-6)
        try:  # can_draw, by the size of the stock alone (None: ask can_draw)
            can_draw = tables.drawable[len(game.stock)] if game.late is None else None
        except IndexError:  # a position set up with more cards than the deck holds
            can_draw = None
        if can_draw is None:
            can_draw = _can_draw(game)
        if can_draw and game.draws < tables.most_draws:
            moves.append(DRAW)
            if tables.draw_freely:  # remembered, to be brought up to date after the draw
                self._listed = moves
        else:
            moves.append(PASS)
        return moves


def _can_draw(game) -> bool:
    """:func:`~switchcore.legal.can_draw` for ``game``, asked directly."""
    owed = game.rules.last_card_penalty if game.late is not None else 0
    return can_draw(game.stock, game.discard, game.rules.reshuffle, owed)
