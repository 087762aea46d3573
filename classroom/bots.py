"""Bots: strategies that play from a seat's view, from random to hard.

A strategy is anything that turns a :class:`~switchcore.view.SeatView` into a
move: a plain function ``strategy(view) -> move``, or an object with a
``choose(view)`` method. It sees what a player at the table sees (its own
hand, the sizes of the other hands, the top card, the public log) and never
the game itself. A move is one of ``view.legal_moves``, or text such as
``'7H'``, ``'8C D'`` or ``'draw'``.

>>> from switchcore import Game, Rules
>>> game = Game(Rules.switch(players=2), seed=3)
>>> view = game.view(game.turn)
>>> move = HardBot().choose(view)
>>> move in view.legal_moves
True

Write your own as a function and give it a name with :func:`strategy`:

>>> def first_card(view):
...     return view.legal_moves[0]
>>> mine = strategy(first_card)
>>> mine.name, mine(view) == view.legal_moves[0]
('first_card', True)

The four built-in bots are in :data:`BOTS`, weakest first; each is a few
lines long, so read one, then write a strategy that beats it.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from switchcore.cards import Card, Suit
from switchcore.moves import Play
from switchcore.rules import Match
from switchcore.scoring import card_points

__all__ = ["Strategy", "strategy", "strategy_name", "choose_with", "RandomBot", "EasyBot", "MediumBot",
           "HardBot", "BOTS", "longest_suit", "read_round"]

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class Strategy:
    """The base of strategies with a name. Override :meth:`choose`.

    >>> class AlwaysFirst(Strategy):
    ...     def choose(self, view):
    ...         return view.legal_moves[0]
    >>> AlwaysFirst().name
    'AlwaysFirst'
    """

    name: str = ""

    def __init__(self, name: str | None = None) -> None:
        if name is not None:
            self.name = name
        elif not self.name:
            self.name = type(self).__name__

    def choose(self, view):
        """The move to make, given the seat's view (one of ``view.legal_moves``)."""
        raise NotImplementedError("a strategy must define choose(view)")

    def __call__(self, view):
        return self.choose(view)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class _Function(Strategy):
    """A plain function used as a strategy."""

    def __init__(self, fn, name: str | None = None) -> None:
        if not callable(fn):
            raise TypeError(f"a strategy must be callable as strategy(view), not {fn!r}")
        self.fn = fn
        super().__init__(name or getattr(fn, "__name__", None) or type(fn).__name__)

    def choose(self, view):
        return self.fn(view)


def strategy(fn, name: str | None = None) -> Strategy:
    """``fn`` as a :class:`Strategy`: a function ``fn(view) -> move``, or an
    object with ``choose(view)``. ``name`` defaults to the function's name."""
    if isinstance(fn, Strategy) and name is None:
        return fn
    if hasattr(fn, "choose") and not isinstance(fn, Strategy):
        return _Function(fn.choose, name or getattr(fn, "name", None) or type(fn).__name__)
    return _Function(fn, name)


def strategy_name(s) -> str:
    """The name a strategy goes by in messages and tables."""
    return getattr(s, "name", None) or getattr(s, "__name__", None) or type(s).__name__


def choose_with(s, view):
    """Ask strategy ``s`` (an object with ``choose`` or a function) for a move."""
    choose = getattr(s, "choose", None)
    return choose(view) if choose is not None else s(view)


# -- small helpers the bots share ----------------------------------------------------


def _finish(view, card: Card, suit: Suit | None):
    """The legal Play of ``card`` (declaring ``suit``), calling "last card"
    when that is allowed (S-7)."""
    called = Play(card, suit, True)
    return called if called in view.legal_moves else Play(card, suit)


def _options(view) -> list:
    """The distinct (card, declared suit) pairs among the legal plays."""
    return list(dict.fromkeys((m.card, m.suit) for m in view.legal_moves if type(m) is Play))


def _other_move(view):
    """The one legal move that is not a play (draw, keep, take or pass)."""
    return next(m for m in view.legal_moves if type(m) is not Play)


@lru_cache(maxsize=64)
def _counters(rules) -> frozenset:
    """The cards that answer some pending effect under ``rules`` (S-8, S-10, V-2, V-6, V-7)."""
    return frozenset(c for e in rules.effects.by_index if e is not None for c in e.answers)


def _previous(view) -> int:
    """The seat before this one in the direction of play."""
    n, seat = len(view.names), view.seat
    seat = (seat - view.direction) % n
    while view.out[seat]:
        seat = (seat - view.direction) % n
    return seat


def longest_suit(hand, wilds=frozenset()) -> Suit:
    """The suit ``hand`` holds most of, wild cards left out (clubs when the
    hand holds no suited card; ties go to the first in C, D, H, S order).

    >>> from switchcore import cards
    >>> longest_suit(cards("7H 2H KS"))
    Suit.HEARTS
    """
    count = Counter(c.suit for c in hand if c not in wilds and c.suit is not None)
    return max(_SUITS, key=lambda s: count[s])


def read_round(view) -> tuple[dict, dict]:
    """What the public log of this round tells: for every seat, the suits it
    is known to lack (it drew rather than follow them, S-6, C-5; a penalty
    draw brings unknown cards, so it forgets them), and how many cards of
    each suit have been played since the stock was last rebuilt (X-3)."""
    log = view.log
    start = len(log) - 1
    while start > 0 and log[start].kind != "dealt":
        start -= 1
    voids: dict = {s: set() for s in range(len(view.names))}
    gone = dict.fromkeys(_SUITS, 0)
    suit, penalised = None, None
    for e in log[start:]:
        kind = e.kind
        if kind in ("starter", "starter_effect"):
            suit = e.card.suit
            gone[suit] = gone.get(suit, 0) + 1
        elif kind == "played":
            suit = e.card.suit  # None for a joker, until its suit is declared
            if suit is not None:
                gone[suit] += 1
                voids[e.seat].discard(suit)
        elif kind == "declared":
            suit = e.suit
        elif kind in ("penalty", "forgot"):
            penalised = e.seat
            continue
        elif kind in ("drew", "drew_hidden"):
            if e.seat == penalised:
                voids[e.seat].clear()
                continue
            voids[e.seat].add(suit)
        elif kind == "kept":
            voids[e.seat].discard(suit)
        elif kind == "reshuffled":
            gone = dict.fromkeys(_SUITS, 0)
            gone[view.top.suit] = 1
            continue
        penalised = None
    return voids, gone


def _unseen(view, group) -> int:
    """How many of the cards in ``group`` (say, the 2s) are neither in my hand
    nor on the discard pile since it was last rebuilt (X-3)."""
    seen = sum(1 for c in view.hand if c in group)
    for e in reversed(view.log):
        if e.kind in ("reshuffled", "dealt"):
            break
        if e.kind in ("played", "starter") and e.card in group:
            seen += 1
    return max(0, len(group) - seen)


def _dice(view, salt) -> random.Random:
    """A random number generator seeded from the position, so that a bot
    plays the same game the same way every time (X-6)."""
    key = f"{salt}|{view.seat}|{view.round_no}|{len(view.log)}|{' '.join(c.code for c in view.hand)}"
    return random.Random(key)


# -- the bots ----------------------------------------------------------------------------


class RandomBot(Strategy):
    """Picks any legal move at random, drawing as happily as playing. Its dice
    are seeded from the position, so the same game is always played the same."""

    name = "random"

    def __init__(self, seed=0, name: str | None = None) -> None:
        super().__init__(name)
        self.seed = seed

    def choose(self, view):
        return _dice(view, self.seed).choice(view.legal_moves)


class EasyBot(Strategy):
    """Plays the first card in its hand that fits, declaring the suit it holds
    most of with a wild card, and draws when nothing fits. It never plans, and
    one time in three it forgets to call "last card"."""

    name = "easy"

    def choose(self, view):
        for card, suit in _options(view):
            if suit is None or suit is longest_suit(view.hand, view.rules.effects.wilds):
                move = _finish(view, card, suit)
                if move.announce and _dice(view, "easy").random() < 1 / 3:
                    return Play(card, suit)  # one time in three it forgets to call "last card" (S-7)
                return move
        return _other_move(view)


class MediumBot(Strategy):
    """Keeps the current suit on the suit it holds most of, playing a wild card
    to get there when nothing else does; answers pending effects when it can
    and always calls "last card". In a whole match, where the cards left in
    hand count, it plays its costliest card that fits instead, and a wild card
    only when nothing else fits (naming the first suit, clubs, without a
    thought)."""

    name = "medium"

    def choose(self, view):
        wilds = view.rules.effects.wilds
        options = _options(view)
        if not options:
            return _other_move(view)
        best = longest_suit(view.hand, wilds)
        match = view.rules.match is not Match.SINGLE

        def key(option):
            card, suit = option
            if match:  # keep wild cards last, shed points first; the suit named is the first one offered
                return (card in wilds, -card_points(card, view.rules))
            return ((suit or card.suit) is not best, card in wilds)

        card, suit = min(options, key=key)
        return _finish(view, card, suit)


#: How HardBot steers the suit: (per card of the new suit, per card of the same
#: rank, for its longest suit, per card of the suit still unseen). In a single
#: round only going out counts, so it counts cards hard; in a whole match it
#: steers gently and sheds costly cards instead (weights tuned by tournaments).
_STEER = {"round": (1.0, 2.0, 1.5, 1.6), "match": (1.5, 1.0, 0.0, 0.15)}


class HardBot(Strategy):
    """Counts cards. It steers the suit into suits the others are running out
    of (few cards of it unseen, or a player known to lack it) and that it holds
    itself; it keeps its counters (a red jack, and a 2 while other 2s are still
    out to answer a chain), fires draw and skip cards at a next player who is
    close to going out or leads, turns play away from a player with fewer
    cards, plays wild cards late and always calls "last card"."""

    name = "hard"

    def choose(self, view):
        options = _options(view)
        if not options:
            return _other_move(view)
        reading = read_round(view)
        card, suit = max(options, key=lambda option: self._score(view, reading, *option))
        return _finish(view, card, suit)

    @staticmethod
    def _score(view, reading, card: Card, suit: Suit | None) -> float:
        rules, hand, sizes = view.rules, list(view.hand), view.hand_sizes
        if len(hand) == 1:
            return 1000.0  # going out wins the round
        hand.remove(card)
        voids, gone = reading
        wilds, effect = rules.effects.wilds, rules.effects[card]
        single = rules.match is Match.SINGLE
        per_suit, per_rank, longest, per_unseen = _STEER["round" if single else "match"]
        new_suit = suit or card.suit
        # What I can play next: wild cards, cards of the new suit, and cards of the same rank.
        mine = sum(1 for c in hand if c.suit is new_suit and c not in wilds)
        score = per_suit * mine + sum(1.0 if c in wilds else per_rank if c.rank is card.rank else 0.0 for c in hand)
        if mine == max(sum(1 for c in hand if c.suit is s and c not in wilds) for s in _SUITS):
            score += longest
        # Card counting: the fewer cards of the suit the others may hold, the more they draw.
        score -= per_unseen * (13 * rules.decks - gone[new_suit] - mine)
        if card in wilds and len(hand) > 1:
            score -= 9.0  # play wild cards late
        nxt = view.next_seat()
        others = [n for s, n in enumerate(sizes) if s != view.seat and not view.out[s]]
        if effect is not None and not effect.wild and (effect.draw or effect.skip):
            threat = sizes[nxt]  # attack a player close to going out, or the leader
            score += 3.0 - 0.7 * threat * (1 + effect.draw / 7)
            score += 8.0 if threat <= 1 else 6.0 * effect.draw / 7 if threat <= min(others) else 0.0
            score -= 2.0 * _unseen(view, effect.stack_with)  # a chain I start may come back to me
            score += 5.0 if len(hand) == 1 else 0.0  # my last card comes round sooner
            score += 2.0 if len(others) == 1 else 0.0  # between two, I play again
            nxt = nxt if len(others) == 1 else view.next_seat(2)
        elif effect is not None and effect.reverse:
            prev = _previous(view)  # turn play away from the next player if they hold fewer cards
            score += 2.0 if len(others) == 1 else sizes[prev] - sizes[nxt] - 1.5  # between two, I play again
            nxt = prev
        elif card in _counters(rules) and len(hand) > 2:
            score -= 6.0  # keep counters for when an effect comes my way
        if new_suit in voids.get(nxt, ()):
            score += 3.0 + (2.0 if sizes[nxt] <= 2 else 0.0)
        if single:  # and every other player who lacks it
            score += 2.0 * sum(1 for s in voids if s != view.seat and new_suit in voids[s])
        elif min(others) <= 1:
            score += card_points(card, rules) / 5  # someone may go out now: shed the costly cards
        return score + card.index / 1000  # a fixed tie-break


#: The built-in bots by name, weakest first; each is a ready strategy.
BOTS = {"random": RandomBot(), "easy": EasyBot(), "medium": MediumBot(), "hard": HardBot()}
