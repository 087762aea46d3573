"""Chance: what comes out of the stock.

By default every shuffle of a game comes from its seed (X-6), and a card
drawn is the top card of the stock. A *chance hook* decides instead: give a
game ``chance=`` a function ``chance(n, stock, why)`` and the engine asks it
each time a card leaves the stock, in the deal, for the starter and for
every draw, after a reshuffle too (X-3):

* ``n``: how many cards the game has taken from its stock so far (0 for the
  first card dealt), over every round;
* ``stock``: the cards it may take (the top card last), as :class:`Cards`;
* ``why``: ``"deal"``, ``"starter"`` or ``"draw"``.

It answers with one of those cards (a :class:`Card` or its text), or None
for the top card of the seeded stock. A card that is not in the stock is
refused with a :class:`~switchcore.errors.ChanceError` (X-7: a card comes
out of the stock only if it is there). The deal gives one card at a time,
starting left of the dealer (X-4); a starter that goes back into the stock
(C-2) may come out again.

:class:`DeckOrder` is the hook for a recorded game: the cards in the order
they left the stock, as another engine's log lists its chance outcomes.
Because the hook is told ``n``, it keeps no state of its own, so copies of a
game, :meth:`~switchcore.game.Game.undo` and saved games choose the same
cards again (a saved game records every card its hook chose).

Crazy Eights for two with free drawing, three cards each, dealt by seat 1,
so seat 0 gets the first card; the recorded game then has seat 0 draw 5♠:

>>> from switchcore import Game, Rules
>>> order = DeckOrder("7S 2H 8C 3C KD 9D 4C 5S")
>>> g = Game(Rules.crazy_eights(players=2, hand_size=3, draw="free"), dealer=1, chance=order)
>>> print(g.hand(0), "|", g.hand(1), "|", g.top)
7♠ 8♣ K♦ | 2♥ 3♣ 9♦ | 4♣
>>> print(*g.apply("draw"))
Ann drew 5♠.
"""

from __future__ import annotations

import inspect

from .cards import Card, Cards, cards
from .errors import CardError, ChanceError, SwitchcoreError, shown
from .messages import say

__all__ = ["DeckOrder", "choose", "check_hook"]


def check_hook(hook):
    """``hook`` when it is None or can be called as ``hook(n, stock, why)``;
    otherwise a ChanceError, at once rather than at the next draw.

    >>> check_hook(lambda n, stock: None)
    Traceback (most recent call last):
    ...
    switchcore.errors.ChanceError: a chance hook is called with three values, hook(n, stock, why), but this one takes (n, stock)
    """
    if hook is None:
        return None
    if not callable(hook):
        raise ChanceError(say("chance.hook", value=shown(hook)))
    try:
        signature = inspect.signature(hook)
    except (TypeError, ValueError):  # some built-in callables do not tell: they are tried when called
        return hook
    try:
        signature.bind(0, (), "draw")
    except TypeError:
        raise ChanceError(say("chance.three", signature=str(signature)[:80])) from None
    return hook


class DeckOrder:
    """A chance hook that takes the cards in ``order``: the ``n``-th card to
    leave the stock is ``order[n]``; after the last, the seeded stock's top
    card. ``order`` is text (``"7S 2H ..."``) or a list of cards.

    >>> DeckOrder("7S 2H")(1, (), "deal")
    Card('2H')
    >>> DeckOrder("7S 2H")(2, (), "draw") is None
    True
    """

    __slots__ = ("order",)

    def __init__(self, order) -> None:
        try:
            object.__setattr__(self, "order", tuple(cards(order)))
        except (ValueError, TypeError) as exc:
            raise ChanceError(say("chance.order", reason=exc)) from None

    def __setattr__(self, name, *value):
        raise AttributeError("a deck order cannot be changed: the games that use it share it")

    __delattr__ = __setattr__

    def __reduce__(self):
        return (DeckOrder, (self.order,))

    def __call__(self, n: int, stock, why: str) -> Card | None:
        return self.order[n] if n < len(self.order) else None

    def __len__(self) -> int:
        return len(self.order)

    def __repr__(self) -> str:
        return f"DeckOrder({' '.join(c.code for c in self.order)!r})"


def choose(hook, n: int, stock: list, why: str) -> Card:
    """The card ``hook`` chooses from ``stock`` as the ``n``-th card taken from
    the game's stock (the top card when it answers None), taken out of it."""
    try:
        card = hook(n, Cards(stock), why)
    except SwitchcoreError:
        raise
    except Exception as exc:  # the hook's own fault, told in a sentence; the original is its cause
        raise ChanceError(say("chance.failed", number=n + 1, why=why, error=_told(exc))) from exc
    if card is None:
        card = stock.pop()
    else:
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except CardError as exc:
                raise ChanceError(say("chance.answered", value=shown(card), reason=exc.reason)) from None
        if type(card) is not Card:
            raise ChanceError(say("chance.answer", value=shown(card)))
        for i in range(len(stock) - 1, -1, -1):
            if stock[i] is card:
                del stock[i]
                break
        else:
            raise ChanceError(say("chance.not_in_stock", card=card.text, why=why, number=n + 1))
    return card


def _told(exc: Exception) -> str:
    """An error as a sentence quotes it: its kind and its words, cut short."""
    try:
        words = str(exc)
    except Exception:  # an error whose own text fails
        words = ""
    return f"{type(exc).__name__}: {words[:200]}" if words else type(exc).__name__


class Replay:
    """A chance hook that chooses ``order`` again, then asks ``then``."""

    __slots__ = ("order", "then")

    def __init__(self, order, then) -> None:
        object.__setattr__(self, "order", tuple(order))
        object.__setattr__(self, "then", then)

    def __setattr__(self, name, *value):
        raise AttributeError("a replayed order of cards cannot be changed")

    __delattr__ = __setattr__

    def __reduce__(self):
        return (Replay, (self.order, self.then))

    def __call__(self, n, stock, why):
        if n < len(self.order):
            return self.order[n]
        return self.then(n, stock, why) if self.then is not None else None
