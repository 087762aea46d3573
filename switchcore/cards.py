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
switchcore.errors.CardError: '11S' is not a card: '11' is not a rank (use A, 2-10 or T, J, Q, K)
"""

from __future__ import annotations

import enum
import random

from .errors import CardError
from .messages import say, template

__all__ = ["Suit", "Rank", "Card", "JOKER", "cards", "deck", "format_cards", "by_suit", "by_rank"]


class Suit(enum.Enum):
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
    def parse(cls, text: str, language: str | None = None) -> "Suit":
        """A suit from a letter, a symbol or a word; with a ``language``, its
        own letters and words too (see :mod:`switchcore.notation`).

        >>> Suit.parse("d"), Suit.parse("♠"), Suit.parse("Hearts"), Suit.parse("T", language="fr")
        (Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS, Suit.CLUBS)
        """
        if language is not None and language != "en":
            from .notation import read_suit

            return read_suit(str(text), language)
        key = str(text).strip().upper()
        found = _SUIT_NAMES.get(key)
        if found is None:
            raise CardError(say("card.not_suit", text=text))
        return found

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_NAMES = {}
for _s in Suit:
    _SUIT_NAMES.update({_s.value: _s, _s.symbol: _s, _s.name: _s, _s.name[:-1]: _s})
_SUIT_NAMES.update({"♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♤": Suit.SPADES, "♧": Suit.CLUBS})


class Rank(enum.IntEnum):
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
        found = _RANK_NAMES.get(str(text).strip().upper())
        if found is None:
            raise CardError(say("card.not_rank", text=text))
        return found

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_SYMBOLS = {r: str(int(r)) for r in Rank}
_RANK_SYMBOLS.update({Rank.JOKER: "🃏", Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"})
_RANK_NAMES = {r.symbol: r for r in Rank if r is not Rank.JOKER}
_RANK_NAMES["T"] = Rank.TEN


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

    def __init__(self, rank: Rank, suit: Suit | None, index: int) -> None:
        if _SEALED:
            raise TypeError("make cards with Card.parse('7H'), not Card(...)")
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

    def __setattr__(self, name, value):
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
    def parse(text: "str | Card", language: str | None = None) -> "Card":
        """The card written as ``text``: rank then suit (``7H``, ``10D``,
        ``TD``, ``7♥``), or ``joker``. Case does not matter.

        With a ``language`` (``fr``, ``it``, ``nl``, ``es``), the card is
        read as a learner of that language may write it: its own letters
        too (see :mod:`switchcore.notation`), and a letter that could mean two cards
        there is refused with a sentence naming both:

        >>> Card.parse("DP", language="fr"), Card.parse("10T", language="es"), Card.parse("HR", language="nl")
        (Card('QS'), Card('10C'), Card('KD'))
        >>> Card.parse("7C", language="fr")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: '7C' n'est pas clair : C peut vouloir dire sept de cœur (7♥) ou sept de trèfle (7♣). Écris 7♥ ou 7♣.

        >>> Card.parse("1H")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: '1H' is not a card: '1' is not a rank (use A, 2-10 or T, J, Q, K)
        >>> Card.parse("7X")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: '7X' is not a card: 'X' is not a suit (use C, D, H or S, or ♣ ♦ ♥ ♠)
        >>> Card.parse("")
        Traceback (most recent call last):
        ...
        switchcore.errors.CardError: '' is not a card: it is empty (write a card as 7H, 10D, Q♠ or joker)
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardError(say("card.not_text", text=text))
        if language is not None and language != "en":
            from .notation import read_card

            return read_card(text, language)
        found = _BY_TEXT.get(text.strip().upper())
        if found is not None:
            return found
        key = text.strip()
        if not key:
            raise CardError(say("card.empty", text=text))
        if len(key) < 2:
            raise CardError(say("card.short", text=text))
        try:
            Rank.parse(key[:-1])
            Suit.parse(key[-1])
        except CardError as exc:
            raise CardError(say("card.not_card", text=text, reason=exc)) from None
        raise CardError(f"{text!r} is not a card")  # pragma: no cover - every pair is in _BY_TEXT

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
        from .svg import card_svg

        return card_svg(self)


_SEALED = False
_ALL: list[Card] = []
for _suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES):
    for _rank in list(Rank)[1:]:
        _ALL.append(Card(_rank, _suit, len(_ALL)))
JOKER = Card(Rank.JOKER, None, len(_ALL))
_ALL.append(JOKER)
_SEALED = True

#: Every different card, in index order: clubs, diamonds, hearts, spades (A to K), then the joker.
ALL_CARDS: tuple[Card, ...] = tuple(_ALL)

_BY_TEXT: dict[str, Card] = {}
for _c in ALL_CARDS:
    if _c.is_joker:
        for _w in ("JOKER", "🃏", "JK", "*"):
            _BY_TEXT[_w] = _c
        continue
    for _r in {_c.rank.symbol, "T" if _c.rank is Rank.TEN else _c.rank.symbol}:
        for _s in (_c.suit.value, _c.suit.symbol):
            _BY_TEXT[_r + _s] = _c
for _alt, _suit in (("♡", Suit.HEARTS), ("♢", Suit.DIAMONDS), ("♤", Suit.SPADES), ("♧", Suit.CLUBS)):
    for _c in ALL_CARDS:
        if _c.suit is _suit:
            _BY_TEXT[_c.rank.symbol + _alt] = _c
            if _c.rank is Rank.TEN:
                _BY_TEXT["T" + _alt] = _c


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
        from .svg import cards_html

        return cards_html(self)


def cards(text: "str | list | tuple" = "") -> Cards:
    """Several cards, from text separated by spaces or commas, or from a list.

    >>> cards("7h, 10d, joker")
    cards('7H 10D joker')
    >>> cards(["7H", Card.parse("8C")])
    cards('7H 8C')
    """
    if isinstance(text, str):
        parts = text.replace(",", " ").split()
    elif isinstance(text, (bytes, bytearray, dict)) or not hasattr(text, "__iter__"):
        raise CardError(say("card.not_cards", text=text))
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
    """
    return Cards([c for c in ALL_CARDS if not c.is_joker] * decks + [JOKER] * jokers)


def shuffled(items, rng: random.Random) -> list[Card]:
    """A shuffled copy of ``items`` using ``rng``."""
    out = list(items)
    rng.shuffle(out)
    return out
