"""Cards, suits, ranks and decks.

A card is a small immutable value. There is exactly one object for each of the
53 different cards (52 plus the joker), so two cards are equal when they are
the same object, and comparing or hashing them costs next to nothing.

>>> Card.parse("7H")
Card('7H')
>>> print(Card.parse("10d"), Card.parse("q♠"), Card.parse("joker"))
10♦ Q♠ 🃏
>>> Card.parse("TD") is Card.parse("10♦")
True
>>> Card.parse("K♦").name
'king of diamonds'
>>> print(cards("7H 8C KD"))
7♥ 8♣ K♦

Cards have no order of their own: an ace is low in Switch and high in many
other games. Sort them with a key, the deck's order (:func:`by_suit`) or
rank first (:func:`by_rank`):

>>> hand = cards("KD 7H 2S AH 7C")
>>> print(Cards(sorted(hand, key=by_suit)))
7♣ K♦ A♥ 7♥ 2♠
>>> print(Cards(sorted(hand, key=by_rank)))
A♥ 2♠ 7♣ 7♥ K♦

Bad notation is refused with a message that quotes it:

>>> Card.parse("11S")
Traceback (most recent call last):
...
switchcore.errors.CardError: [X-1] '11S' is not a card: '11' is not a rank (use A, 2-10 or T, J, Q, K)
"""

from __future__ import annotations

import enum
import random
from types import MappingProxyType

from .errors import CardError, RulesError, quoted, shown
from .numbers import whole
from .messages import say, template
from .svg import card_svg, cards_html

__all__ = ["Suit", "Rank", "Card", "JOKER", "cards", "deck", "format_cards", "by_suit", "by_rank"]

_SEALED = False  # True once every suit, rank and card is made: from then on none can be changed


class _Fixed:
    """Suits and ranks are shared by every card and game: once made, their
    attributes (such as the value a save writes) cannot be set again."""

    __slots__ = ()

    def __setattr__(self, name, value):
        if _SEALED:
            raise AttributeError(f"{self!r} cannot be changed: every card and game shares it")
        super().__setattr__(name, value)

    def __delattr__(self, name):
        raise AttributeError(f"{self!r} cannot be changed: every card and game shares it")


class Suit(_Fixed, enum.Enum):
    """The four suits. Each prints as its symbol, and its value is the letter
    people type (C, D, H, S)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    # Members are singletons compared by identity, so hashing by identity is
    # right, and much faster than Enum's own hash: the engine looks suits up
    # in tables on every move.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        """The suit's symbol: ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; clubs and spades are black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def noun(self) -> str:
        """The plural noun, as in 'hearts'."""
        return self.name.lower()

    @property
    def message_key(self) -> str:
        """The id of the suit's noun in the message catalogues."""
        return "suit." + self.name.lower()

    def word(self, language: str | None = None) -> str:
        """The suit's noun in ``language`` (by default the current one).

        >>> Suit.HEARTS.word("fr"), Suit.HEARTS.word("nl")
        ('cœur', 'harten')
        """
        return template(self.message_key, language=language)

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """A suit from a letter, a symbol or a word (each language's own
        letters and words: :func:`switchcore.notation.read_suit`).

        >>> Suit.parse("d"), Suit.parse("♠"), Suit.parse("Hearts")
        (Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
        """
        if type(text) is Suit:
            return text
        found = _SUIT_NAMES.get(_text(text).strip().upper()) if isinstance(text, str) else None
        if found is None:
            raise CardError(say("card.not_suit", text=quoted(text)))
        return found

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


def _text(value) -> str:
    """``value`` as plain text (a subclass of str read as the str it holds),
    or a CardError: text is all a card, a suit or a rank is read from."""
    if type(value) is str:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    raise CardError(say("card.not_str", value=shown(value)))


# The tables below are read-only: every game reads them.
_SUIT_SYMBOLS = MappingProxyType({Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"})
_names = {}
for _s in Suit:
    _names.update({_s.value: _s, _s.symbol: _s, _s.name: _s, _s.name[:-1]: _s})
_names.update({"♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♤": Suit.SPADES, "♧": Suit.CLUBS})
_SUIT_NAMES = MappingProxyType(_names)


class Rank(_Fixed, enum.IntEnum):
    """Ranks from ace (1) to king (13), and the joker (0), which has no suit."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """How the rank is written on a card: A, 2 ... 10, J, Q, K."""
        return _RANK_SYMBOLS[self]

    @property
    def noun(self) -> str:
        """The word, as in 'seven'."""
        return self.name.lower()

    def word(self, language: str | None = None) -> str:
        """The rank's name in ``language`` (by default the current one).

        >>> Rank.JACK.word("fr"), Rank.JACK.word("it"), Rank.JACK.word("nl"), Rank.JACK.word("es")
        ('valet', 'fante', 'boer', 'jota')
        """
        return template("card.joker" if self is Rank.JOKER else "rank." + self.name.lower(), language=language)

    @property
    def plural(self) -> str:
        """The plural word, as in 'sixes' or 'kings'."""
        return self.noun + ("es" if self is Rank.SIX else "s")

    @classmethod
    def parse(cls, text: str) -> "Rank":
        """A rank from what people type: A, 2-10 or T, J, Q, K.

        >>> Rank.parse("t"), Rank.parse("Q")
        (Rank.TEN, Rank.QUEEN)
        """
        if type(text) is Rank:
            return text
        found = _RANK_NAMES.get(_text(text).strip().upper()) if isinstance(text, str) else None
        if found is None:
            raise CardError(say("card.not_rank", text=quoted(text)))
        return found

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_SYMBOLS = MappingProxyType({**{r: str(int(r)) for r in Rank},
                                  Rank.JOKER: "🃏", Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"})
_RANK_NAMES = MappingProxyType({**{r.symbol: r for r in Rank if r is not Rank.JOKER}, "T": Rank.TEN})


class Card:
    """One playing card: a rank and a suit, or the joker.

    Make cards with :meth:`Card.parse` (or :func:`cards` for several); the
    constructor is not for direct use. Every card has a small whole number,
    ``card.index`` (0 to 52), that tables can be indexed by.

    >>> c = Card.parse("Q♠")
    >>> c.rank, c.suit, c.is_joker
    (Rank.QUEEN, Suit.SPADES, False)
    >>> JOKER.suit is None
    True
    """

    __slots__ = ("rank", "suit", "index", "code", "text")

    # No __eq__, __lt__ or other comparison here, on purpose: a class that
    # defines any of them makes every comparison of its objects a Python
    # call, even ==, which lists make on every remove() and ``in``. Without
    # them, == is Python's own identity test (cards are unique objects).

    rank: Rank
    suit: Suit | None
    index: int
    code: str
    text: str

    def __init__(self, *parts) -> None:
        if _SEALED:
            raise CardError(say("card.made"))
        rank, suit, index = parts
        set_ = object.__setattr__
        set_(self, "rank", rank)
        set_(self, "suit", suit)
        set_(self, "index", index)
        if suit is None:
            set_(self, "code", "joker")
            set_(self, "text", "🃏")
        else:
            set_(self, "code", rank.symbol + suit.value)
            set_(self, "text", rank.symbol + suit.symbol)

    def __setattr__(self, name, *value):
        raise AttributeError("cards cannot be changed")

    __delattr__ = __setattr__

    @property
    def is_joker(self) -> bool:
        """True for the joker (V-5)."""
        return self.suit is None

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self.suit is not None and self.suit.is_red

    @property
    def name(self) -> str:
        """The card in words, in the current language: 'queen of spades',
        'dame de pique' after ``use_language("fr")``."""
        return self.name_in()

    def name_in(self, language: str | None = None) -> str:
        """The card in words, in ``language`` (by default the current one).

        >>> c = Card.parse("JH")
        >>> c.name_in("en"), c.name_in("fr"), c.name_in("it"), c.name_in("nl"), c.name_in("es")
        ('jack of hearts', 'valet de cœur', 'fante di cuori', 'harten boer', 'jota de corazones')
        """
        if self.suit is None:
            return self.rank.word(language)
        return say("card.name", language=language, rank=self.rank.word(language), suit=self.suit)

    @staticmethod
    def parse(text: "str | Card") -> "Card":
        """The card written as ``text``: rank then suit (``7H``, ``10D``,
        ``TD``, ``7♥``), or ``joker``. Case does not matter. (Each language's
        own letters are read by :func:`switchcore.notation.read_card`.)

        >>> Card.parse("1H")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: [X-1] '1H' is not a card: '1' is not a rank (use A, 2-10 or T, J, Q, K)
        >>> Card.parse("7X")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: [X-1] '7X' is not a card: 'X' is not a suit (use C, D, H or S, or ♣ ♦ ♥ ♠)
        >>> Card.parse("")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: [X-1] '' is not a card: it is empty (write a card as 7H, 10D, Q♠ or joker)
        """
        if type(text) is Card:
            return text
        if not isinstance(text, str):
            raise CardError(say("card.not_text", text=quoted(text)))
        key = _text(text).strip()
        found = _BY_TEXT.get(key.upper())
        if found is not None:
            return found
        if not key:
            raise CardError(say("card.empty", text=quoted(text)))
        if len(key) < 2:
            raise CardError(say("card.short", text=quoted(text)))
        try:
            Rank.parse(key[:-1])
            Suit.parse(key[-1])
        except CardError as exc:
            raise CardError(say("card.not_card", text=quoted(text), reason=exc.reason)) from None
        raise CardError(f"{shown(text)} is not a card")  # pragma: no cover - every pair is in _BY_TEXT

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __reduce__(self):
        return (Card.parse, (self.code,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def _repr_html_(self) -> str:
        return card_svg(self)


_SEALED = False  # (again: the cards below are being made)
_ALL: list[Card] = []
for _suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES):
    for _rank in list(Rank)[1:]:
        _ALL.append(Card(_rank, _suit, len(_ALL)))
JOKER = Card(Rank.JOKER, None, len(_ALL))
_ALL.append(JOKER)
_SEALED = True

#: Every different card, in index order: clubs, diamonds, hearts, spades (A to K), then the joker.
ALL_CARDS: tuple[Card, ...] = tuple(_ALL)

_by_text: dict[str, Card] = {}
for _c in ALL_CARDS:
    if _c.is_joker:
        for _w in ("JOKER", "🃏", "JK", "*"):
            _by_text[_w] = _c
        continue
    for _r in {_c.rank.symbol, "T" if _c.rank is Rank.TEN else _c.rank.symbol}:
        for _s in (_c.suit.value, _c.suit.symbol):
            _by_text[_r + _s] = _c
for _alt, _suit in (("♡", Suit.HEARTS), ("♢", Suit.DIAMONDS), ("♤", Suit.SPADES), ("♧", Suit.CLUBS)):
    for _c in ALL_CARDS:
        if _c.suit is _suit:
            _by_text[_c.rank.symbol + _alt] = _c
            if _c.rank is Rank.TEN:
                _by_text["T" + _alt] = _c
_BY_TEXT = MappingProxyType(_by_text)


def by_suit(card: Card) -> int:
    """A sort key for the deck's order: clubs, diamonds, hearts, spades, each
    from ace to king, then the joker."""
    return card.index


def by_rank(card: Card) -> tuple:
    """A sort key for rank first: aces, twos, ... kings (each in suit order),
    then the joker."""
    return (card.rank or 14, card.index)


class Cards(tuple):
    """A tuple of cards that prints as ``7♥ 8♣ K♦`` and shows itself as
    pictures in a notebook.

    >>> hand = cards("7H 8C KD")
    >>> hand
    cards('7H 8C KD')
    >>> len(hand), Card.parse("8C") in hand
    (3, True)
    """

    __slots__ = ()

    def __str__(self) -> str:
        return " ".join(c.text for c in self) if self else say("cards.none")

    def __repr__(self) -> str:
        return f"cards({' '.join(c.code for c in self)!r})"

    def _repr_html_(self) -> str:
        return cards_html(self)


def cards(text: "str | list | tuple" = "") -> Cards:
    """Several cards, from text separated by spaces or commas, or from a list.

    >>> cards("7h, 10d, joker")
    cards('7H 10D joker')
    >>> cards(["7H", Card.parse("8C")])
    cards('7H 8C')
    """
    if isinstance(text, str):
        parts = _text(text).replace(",", " ").split()
    elif isinstance(text, (bytes, bytearray, dict)) or not hasattr(text, "__iter__"):
        raise CardError(say("card.not_cards", text=quoted(text)))
    else:
        parts = list(text)
    return Cards(Card.parse(p) for p in parts)


def format_cards(items) -> str:
    """Cards as one line of text, as in ``7♥ 8♣ K♦``."""
    return str(Cards(items))


def deck(decks: int = 1, jokers: int = 0) -> Cards:
    """The cards of ``decks`` 52-card decks plus ``jokers`` jokers, in order.

    >>> len(deck()), len(deck(2, jokers=2))
    (52, 106)

    ``decks`` is a whole number from 1 to 10 and ``jokers`` from 0 to 10,
    more than any table uses (S-2, V-5).
    """
    decks = whole(decks, "decks", 1, 10, RulesError, "S-2")
    jokers = whole(jokers, "jokers", 0, 10, RulesError, "V-5")
    return Cards([c for c in ALL_CARDS if not c.is_joker] * decks + [JOKER] * jokers)


def shuffled(items, rng: random.Random) -> list[Card]:
    """A shuffled copy of ``items`` using ``rng``."""
    out = list(items)
    rng.shuffle(out)
    return out
