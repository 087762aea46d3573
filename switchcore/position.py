"""Positions on demand: set up an exact situation to study or teach.

Give the hands, the top card and whatever else matters; every card not
placed goes into the stock, below any stock cards given, in an order fixed by
the seed. The position is checked: one hand per seat, no card more often than
the deck holds it (X-7), a seat to act that is a seat.

The top card is a card already played, never a starter: its starter effect
(V-8) is not applied, even when ``rules.starter_effects`` is on. To set up
what it does, give ``pending`` (a draw or stacked skips waiting), ``turn``
and ``direction``.

The first turn of the 7♥ walkthrough (Crazy Eights, special cards off):

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H")
>>> print(g.hand(0), "|", g.top, g.suit)
7♠ 8♣ K♦ | 7♥ ♥
>>> print(*g.apply("7S"))
Ann played 7♠.
>>> g.suit
Suit.SPADES
>>> Game.from_position(Rules.crazy_eights(players=3), hands=["7S 8C KD", "2H 3C 9H"], top="7H")
Traceback (most recent call last):
...
switchcore.errors.PositionError: [C-1] 2 hands given for 3 players: give one hand per seat (an empty hand as "")
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from .cards import Card, Suit, cards, deck
from .chance import check_hook
from .effects import Pending
from .choices import Family
from .errors import PositionError, RulesError, quoted, shown
from .numbers import integer, whole
from .messages import say
from .inputs import seed_value
from .rules import Rules

__all__ = ["Position", "check_position"]


def _cards(value, what: str) -> list[Card]:
    if isinstance(value, Card):
        value = [value]
    if not isinstance(value, (str, list, tuple)):
        raise PositionError(say("position.cards", where=what, value=shown(value)))
    try:
        return list(cards(value))
    except ValueError as exc:
        raise PositionError(say("position.why", where=what, reason=getattr(exc, "reason", exc))) from None


def _names(names):
    """The names as plain texts, when they come in an order: a list or a tuple."""
    if names is None:
        return None
    if not isinstance(names, (list, tuple)) or not all(isinstance(name, str) for name in names):
        raise RulesError(say("position.names", value=shown(names)))
    return [str.__str__(name) for name in names]


class Position(NamedTuple):
    """A position checked and ready to be placed on a table by
    :meth:`Game.from_position <switchcore.game.Game.from_position>`."""

    rules: Rules
    seed: object
    names: object
    chance: object
    hands: list
    stock: list
    discard: list
    suit: Suit
    turn: int
    direction: int
    dealer: int | None
    pending: Pending | None
    origin: tuple
    """What a save records of the position (pairs of name and value)."""


#: What a position may be given, besides the rules, the hands and the top card.
_KEYWORDS = "suit, stock, discard, turn, dealer, direction, pending, seed, names, fill, chance"


def check_position(rules, hands, top, *, suit=None, stock=None, discard=(), turn: int = 0,
          dealer: int | None = None, direction: int = 1, pending: int = 0, seed=0, names=None,
          fill: bool = True, chance=None, **unknown):
    """The position described, checked: a :class:`Position`, or a
    PositionError (or RulesError) that says what is wrong.

    ``hands``: one hand per seat (text such as ``"7S 8C KD"`` or a list of
    cards); ``top``: the top discard; ``suit``: the current suit, when a wild
    card declared one (by default the top card's suit); ``stock``: cards in
    the order they will be drawn; ``discard``: the cards under the top card,
    bottom first; ``turn``: the seat to act; ``dealer``: by default the seat
    before ``turn``; ``direction``: 1 clockwise, -1 anticlockwise;
    ``pending``: the size of a pending effect of the top card (cards to draw,
    or skips under V-7); ``fill``: put every card not placed into the stock
    (with ``fill=False`` the cards not placed are out of play, and
    :meth:`~switchcore.game.Game.missing_cards` lists them); ``chance``: a
    hook that chooses the cards drawn (see :mod:`switchcore.chance`).
    """
    if unknown:
        raise PositionError(say("input.keywords", names=", ".join(sorted(unknown)), valid=_KEYWORDS))
    if rules is None:
        rules = Rules.switch()
    elif not isinstance(rules, Rules):
        raise RulesError(say("input.rules", value=quoted(rules)))
    n = rules.players
    seats_rule = "S-1" if rules.family is Family.SWITCH else "C-1"
    seed, names, chance = seed_value(seed), _names(names), check_hook(chance)
    if isinstance(hands, str) or not isinstance(hands, (list, tuple)):
        raise PositionError(say("position.hands", players=n, value=shown(hands)), seats_rule)
    if len(hands) > n:
        raise PositionError(say("position.too_many", given=len(hands), players=n), seats_rule)
    if top is None:
        raise PositionError(say("position.no_top"), "X-2")
    turn = whole(turn, "what.turn", 0, n - 1, PositionError, "X-4")
    if integer(direction) not in (1, -1):
        raise PositionError(say("position.direction", value=shown(direction)), "S-1")
    direction = integer(direction)
    if dealer is not None:
        dealer = whole(dealer, "what.dealer", 0, n - 1, PositionError, "X-4")
    pending = whole(pending, "pending", 0, 200, PositionError, "S-13")
    if type(fill) is not bool:
        raise PositionError(say("setting.bool", name="fill", value=shown(fill)))
    placed_hands = [_cards(h, say("where.hand", seat=i)) for i, h in enumerate(hands)]
    top_card = _cards([top] if isinstance(top, str) else top, say("where.top"))
    if len(top_card) != 1:
        raise PositionError(say("position.one_top", value=shown(top)), "X-2")
    top_card = top_card[0]
    under = _cards(discard if discard is not None else [], say("where.discard"))
    stock_cards = _cards(stock if stock is not None else [], say("where.stock"))
    full = Counter(deck(rules.decks, rules.jokers))
    used = Counter([top_card]) + Counter(under) + Counter(stock_cards)
    for h in placed_hands:
        used += Counter(h)
    for card, count in used.items():
        if count > full[card]:
            key = "position.placed" if full[card] else "position.placed_none"
            raise PositionError(say(key, card=card.text, times=count, have=full[card]), "X-7")
    if len(hands) != n:
        raise PositionError(say("position.too_few", given=len(hands), players=n), seats_rule)
    if suit is None:
        if top_card.suit is None:
            raise PositionError(say("position.joker_top"), "V-5")
        suit = top_card.suit
    elif not isinstance(suit, Suit):
        try:
            suit = Suit.parse(suit)
        except ValueError as exc:
            raise PositionError(getattr(exc, "reason", str(exc))) from None
    effect = rules.effects[top_card]
    if pending and (effect is None or not effect.pends):
        raise PositionError(say("position.not_pending", card=top_card.text), "S-13")
    rest = list((full - used).elements())
    random.Random(f"{seed}/position").shuffle(rest)
    origin = tuple({
        "hands": tuple(" ".join(c.code for c in h) for h in placed_hands),
        "top": top_card.code,
        "suit": suit.value,
        "stock": " ".join(c.code for c in stock_cards),
        "discard": " ".join(c.code for c in under),
        "turn": turn,
        "direction": direction,
        "pending": pending,
        "fill": fill,
    }.items())
    return Position(rules, seed, names, chance, placed_hands, (rest if fill else []) + stock_cards[::-1],
                    under + [top_card], suit, turn, direction, dealer, Pending(effect, pending) if pending else None,
                    origin)
