"""Reading a game: the seats, the position, and what can be said about it.

Everything here only looks: the seat after a seat in the direction of play,
passing over eliminated players (S-16); the top card, the hands and the
piles; whether a card fits (X-2, C-3, C-4) and why it can or cannot be
played (:mod:`switchcore.explain`); the cards in play, always the whole deck
(X-7); what one seat may see (:mod:`switchcore.view`) and the table as text
or HTML.

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

from .cards import Card, Cards
from .checks import check_seat
from .errors import SeatError
from .tables import rings

__all__ = ["Reading"]


class Reading:
    """The public accessors of a game (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def _make_rings(self) -> None:
        """For each direction, the seat after each seat, passing over
        eliminated players (so that the hot path only looks it up):
        ``_rings[1]`` clockwise and ``_rings[-1]`` anticlockwise."""
        self._rings = rings(self.rules.players, tuple(self.out))

    def _next_in(self, seat: int, steps: int, direction: int) -> int:
        n, out = self.rules.players, self.out
        for _ in range(steps):
            seat = (seat + direction) % n
            while out[seat]:
                seat = (seat + direction) % n
        return seat

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play,
        passing over eliminated players."""
        if type(steps) is not int or steps < 0:
            raise SeatError(f"steps must be a whole number, 0 or more, not {steps!r}")
        return self._next_in(self._seat(seat), steps, self.direction)

    # -- reading the position ------------------------------------------------

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard[-1]

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def player(self) -> str:
        """The name of the player to act."""
        return self.names[self.turn]

    @property
    def round_over(self) -> bool:
        return self.result is not None

    @property
    def match_over(self) -> bool:
        return self.match is not None

    def hand(self, seat: int | None = None) -> Cards:
        """A seat's hand (the player to act's by default)."""
        return Cards(self.hands[self.turn if seat is None else self._seat(seat)])

    def _seat(self, seat) -> int:
        """``seat`` when it is a seat of this game; otherwise a SeatError."""
        return check_seat(self.rules, seat)

    @property
    def hand_sizes(self) -> tuple:
        """How many cards each seat holds."""
        return tuple(len(h) for h in self.hands)

    @property
    def discard_size(self) -> int:
        return len(self.discard)

    @property
    def winners(self) -> tuple:
        """The seats that won the match (more than one when they share it, C-9),
        or () while the match goes on."""
        return self.match.winners if self.match is not None else ()

    @property
    def winner(self) -> int | None:
        """The seat that won the match, or None while it goes on or when
        several share it (see :attr:`winners`)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def deck(self) -> Cards:
        """Every card of the game's deck(s), in order (S-2, C-1, V-5)."""
        return Cards(self._tables.deck)

    def missing_cards(self) -> Cards:
        """Cards of the deck that are nowhere in play. Always none (X-7),
        except in a position set up with ``fill=False``, which leaves out
        the cards it does not place."""
        from collections import Counter

        missing = Counter(self._tables.deck)
        missing.subtract(self.cards_in_play())
        return Cards(sorted(missing.elements(), key=lambda c: c.index))

    def fits(self, card: Card) -> bool:
        """True when ``card`` matches the top discard: wild, or the current
        suit, or the top card's rank (X-2, C-3, C-4)."""
        if type(card) is not Card:
            card = Card.parse(card)
        return card in self._wilds or card.suit is self.suit or card.rank is self.discard[-1].rank

    def cards_in_play(self) -> dict:
        """How many of each card are in the stock, the discard pile and the
        hands together; always the deck itself (X-7)."""
        from collections import Counter

        return Counter(self.stock + self.discard + [c for h in self.hands for c in h])

    def explain(self, card, seat: int | None = None):
        """Whether ``card`` can be played now, and why, citing the rule.

        >>> from switchcore import Game, Rules
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> print(g.explain("KD"))
        K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥ (X-2).
        >>> print(g.explain("7S"))
        7♠ can be played: 7♠ matches the rank of 7♥ (X-2).
        """
        from .explain import explain

        return explain(self, card, seat)

    def view(self, seat: int):
        """What ``seat`` may see: its own hand, the sizes of the others, the
        table and the public log (see :class:`~switchcore.view.SeatView`)."""
        from .view import SeatView

        if type(seat) is not int or not 0 <= seat < self.rules.players:
            self._seat(seat)  # raises the SeatError
        return SeatView.of(self, seat)

    def __str__(self) -> str:
        from .view import table_text

        return table_text(self)

    def _repr_html_(self) -> str:
        from .view import table_html

        return table_html(self)
