"""Positions on demand: set up an exact situation to study or teach.

Give the hands, the top card and whatever else matters; every card not
placed goes into the stock, below any stock cards given, in an order fixed by
the seed. The position is checked: no card may appear more often than the
deck holds it (X-7).

The first turn of the 7♥ walkthrough (Crazy Eights, special cards off):

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H")
>>> print(g.hand(0), "|", g.top, g.suit)
7♠ 8♣ K♦ | 7♥ ♥
>>> print(*g.apply("7S"))
Ann played 7♠.
>>> g.suit
Suit.SPADES
"""

from __future__ import annotations

from collections import Counter

from .cards import Card, Suit, cards, deck
from .effects import Pending
from .errors import PositionError
import random

__all__ = ["setup"]


def _cards(value, what: str) -> list[Card]:
    try:
        return list(cards(value))
    except ValueError as exc:
        raise PositionError(f"{what}: {exc}") from None


def setup(cls, rules, hands, top, *, suit=None, stock=None, discard=(), turn: int = 0,
          dealer: int | None = None, direction: int = 1, pending: int = 0, seed=0, names=None,
          fill: bool = True):
    """A game of class ``cls`` at the given position.

    ``hands``: one hand per seat (text such as ``"7S 8C KD"`` or a list of
    cards); ``top``: the top discard; ``suit``: the current suit, when a wild
    card declared one (by default the top card's suit); ``stock``: cards in
    the order they will be drawn; ``discard``: the cards under the top card,
    bottom first; ``turn``: the seat to act; ``dealer``: by default the seat
    before ``turn``; ``direction``: 1 clockwise, -1 anticlockwise;
    ``pending``: the size of a pending effect of the top card (cards to draw,
    or skips under V-7); ``fill``: put every card not placed into the stock.
    """
    from .rules import Rules

    rules = rules if rules is not None else Rules.switch()
    n = rules.players
    hands = list(hands)
    if len(hands) > n:
        raise PositionError(f"{len(hands)} hands given for {n} players", "S-1")
    hands += [[]] * (n - len(hands))
    if top is None:
        raise PositionError("a position needs a top card on the discard pile", "X-2")
    if not 0 <= turn < n:
        raise PositionError(f"the seat to act must be 0 to {n - 1}, not {turn}", "X-4")
    if direction not in (1, -1):
        raise PositionError(f"the direction is 1 (clockwise) or -1, not {direction}", "S-1")
    placed_hands = [_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    top_card = _cards([top], "top card")[0]
    under = _cards(discard, "discard pile")
    stock_cards = _cards(stock or [], "stock")
    full = Counter(deck(rules.decks, rules.jokers))
    used = Counter(top_card for _ in [0]) + Counter(under) + Counter(stock_cards)
    for h in placed_hands:
        used += Counter(h)
    for card, count in used.items():
        if count > full[card]:
            have = "no" if not full[card] else f"only {full[card]}"
            raise PositionError(f"{card.text} is placed {count} times, but the deck has {have}", "X-7")
    if suit is None:
        if top_card.suit is None:
            raise PositionError("the top card is a joker: say which suit was declared", "V-5")
        suit = top_card.suit
    elif not isinstance(suit, Suit):
        try:
            suit = Suit.parse(suit)
        except ValueError as exc:
            raise PositionError(str(exc)) from None
    effect = rules.effects[top_card]
    if pending:
        if effect is None or not effect.pends:
            raise PositionError(f"{top_card.text} leaves nothing pending under these rules", "S-13")
        if pending < 0 or pending > 200:
            raise PositionError(f"a pending effect of {pending} is out of range", "S-13")
    rest = list((full - used).elements())
    random.Random(f"{seed}/position").shuffle(rest)
    game = cls(rules, seed=seed, names=names, dealer=dealer if dealer is not None else 0, deal=False)
    game.hands = placed_hands
    game.stock = (rest if fill else []) + stock_cards[::-1]
    game.discard = under + [top_card]
    game.suit = suit
    game.turn = turn
    game.direction = direction
    game.dealer = dealer if dealer is not None else game._next_in(turn, 1, -direction)
    game.pending = Pending(effect, pending) if pending else None
    game._mark_start()
    return game
