"""Moves: what a player can do on their turn.

There are six kinds of move. :class:`Play` puts a card on the discard pile
(with a declared suit for a wild card, and the "last card" call of S-7 when it
leaves one card). :data:`DRAW` takes a card from the stock (S-6, C-5),
:data:`KEEP` keeps a drawn card instead of playing it (S-6), :data:`TAKE`
accepts a pending penalty (S-8, S-10, V-7) and :data:`PASS` ends a turn when
nothing can be drawn (X-3). :data:`LAST` is the late "last card" call (S-7,
``Rules.late_call``): made after the play, before the next player acts, by
the player who played, so it is applied with that player's seat.

Moves are values: they compare equal, hash and print plainly.

>>> from switchcore import Card, Suit
>>> Play(Card.parse("8C"), Suit.DIAMONDS)
Play(Card('8C'), Suit.DIAMONDS)
>>> print(Play(Card.parse("8C"), Suit.DIAMONDS))
play 8♣ and declare diamonds
>>> parse_move("8c d") == Play(Card.parse("8C"), Suit.DIAMONDS)
True
>>> parse_move("7S last"), parse_move("draw"), parse_move("last")
(Play(Card('7S'), announce=True), DRAW, LAST)
"""

from __future__ import annotations

from typing import NamedTuple

from types import MappingProxyType

from .cards import Card, Suit
from .errors import CardError, InvalidMoveError, shown
from .messages import say

__all__ = ["Move", "Play", "DRAW", "KEEP", "TAKE", "PASS", "LAST", "parse_move"]


class _Fields(NamedTuple):
    card: Card
    suit: Suit | None = None
    announce: bool = False


class Play(_Fields):
    """Play ``card``; ``suit`` is the suit declared with a wild card (C-4,
    V-1, V-5, V-9); ``announce`` is the "last card" call (S-7).

    Each field is checked when the move is made: a :class:`Card`, a
    :class:`Suit` or None, and True or False (not 0, 1 or another kind of
    true value), so a move that is made is always a move:

    >>> Play(Card.parse("7S"), None, 0)
    Traceback (most recent call last):
    ...
    switchcore.errors.InvalidMoveError: [X-1] Play(Card('7S'), None, 0) is not a move: the "last card" call is True or False, not 0
    """

    __slots__ = ()

    def __new__(cls, card: Card, suit: Suit | None = None, announce: bool = False) -> "Play":
        if type(card) is not Card or (suit is not None and type(suit) is not Suit) or type(announce) is not bool:
            _refuse_fields(card, suit, announce)
        return tuple.__new__(cls, (card, suit, announce))

    @classmethod
    def _make(cls, iterable) -> "Play":
        return cls(*iterable)

    def _replace(self, **changes) -> "Play":
        return type(self)(**{**self._asdict(), **changes})

    def __str__(self) -> str:
        text = say("move.play", card=self.card.text)
        if self.suit is not None:
            text = say("move.declare", play=text, suit=self.suit)
        if self.announce:
            text = say("move.calling", play=text)
        return text

    def __repr__(self) -> str:
        card, suit, announce = self
        if type(card) is not Card or (suit is not None and type(suit) is not Suit) or type(announce) is not bool:
            return _raw(card, suit, announce)  # not a move (made without Play's checks): show every field
        extra = ""
        if suit is not None:
            extra += f", {suit!r}"
        if announce:
            extra += ", announce=True"
        return f"Play({card!r}{extra})"

    @property
    def code(self) -> str:
        """The move as short text that :func:`parse_move` reads back."""
        return self.card.code + (f" {self.suit.value}" if self.suit else "") + (" last" if self.announce else "")


def _raw(card, suit, announce) -> str:
    return f"Play({shown(card)}, {shown(suit)}, {shown(announce)})"


def _refuse_fields(card, suit, announce):
    if type(card) is not Card:
        why = say("move.card", value=shown(card))
    elif suit is not None and type(suit) is not Suit:
        why = say("move.suit", value=shown(suit))
    else:
        why = say("move.call", value=shown(announce))
    raise InvalidMoveError(say("move.why", move=_raw(card, suit, announce), reason=why))


class PlainMove:
    """A move without a card: draw, keep, take, pass, or the late call. There
    is one of each kind."""

    __slots__ = ("code", "text")

    def __init__(self, code: str, text: str) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "text", text)

    def __setattr__(self, name, value):
        raise AttributeError("moves cannot be changed: every game shares them")

    def __delattr__(self, name):
        raise AttributeError("moves cannot be changed: every game shares them")

    def __str__(self) -> str:
        return say(f"move.{self.code}")

    def __repr__(self) -> str:
        return self.code.upper()

    def __reduce__(self):
        return (parse_move, (self.code,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


#: Draw a card from the stock (S-6, C-5).
DRAW = PlainMove("draw", "draw a card")
#: Keep the card just drawn instead of playing it (S-6).
KEEP = PlainMove("keep", "keep the drawn card")
#: Accept the pending penalty: draw the cards, or miss the turn (S-8, S-10, V-7).
TAKE = PlainMove("take", "take the penalty")
#: End the turn without drawing, because nothing can be drawn (X-3).
PASS = PlainMove("pass", "pass")
#: Call "last card" after the play, before the next player acts (S-7, ``Rules.late_call``).
LAST = PlainMove("last", 'call "last card"')

Move = "Play | PlainMove"
_ANNOUNCE = frozenset({"last", "!", "lastcard", "last-card"})
_PLAIN = MappingProxyType({**{m.code: m for m in (DRAW, KEEP, TAKE, PASS)}, **{word: LAST for word in _ANNOUNCE}})


def parse_move(text) -> "Play | PlainMove":
    """A move from short text: a card (``7H``), a card and a suit for a wild
    (``8C D``), ``last`` after a card for the S-7 call, or one of ``draw``,
    ``keep``, ``take``, ``pass``, and ``last`` alone for the late call.

    >>> parse_move("joker s")
    Play(Card('joker'), Suit.SPADES)
    >>> parse_move("fold")
    Traceback (most recent call last):
    ...
    switchcore.errors.CardError: [X-1] 'fold' is not a move: 'fold' is not a card: 'fol' is not a rank (use A, 2-10 or T, J, Q, K)
    """
    if type(text) is Play or type(text) is PlainMove:
        return text
    if type(text) is not str:  # a subclass of str too: Game.apply reads plain text only
        key = "move.plain" if isinstance(text, str) else "move.give"
        raise CardError(say(key, move=shown(text), kind=type(text).__name__))
    words = text.replace(":", " ").replace(",", " ").split()
    if len(words) == 1 and words[0].lower() in _PLAIN:
        return _PLAIN[words[0].lower()]
    if not words:
        raise CardError(say("move.empty", move=shown(text)))
    try:
        card = Card.parse(words[0])
        announce = False
        suit = None
        for word in words[1:]:
            if word.lower() in _ANNOUNCE:
                announce = True
            elif suit is None:
                suit = Suit.parse(word)
            else:
                raise CardError(say("move.too_many", word=shown(word)))
    except CardError as exc:
        raise CardError(say("move.why", move=shown(text), reason=exc.reason)) from None
    return Play(card, suit, announce)
