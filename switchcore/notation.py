"""Cards as each language of the lessons writes them.

Code writes cards with the English letters (``7H``, ``QS``, ``10D``) or
the symbols (``7♥``), whatever the language. A learner of French, Italian,
Dutch or Spanish may also type the letters of their own language, where
they cannot be read two ways: ``DP`` is the dame de pique in French, ``HR``
the ruiten heer in Dutch. A letter that means one thing to that learner
and another in English (``C`` is cœur to a French reader, clubs in English)
is read from what is around it: after a rank letter of one side (``KC``
is the king of clubs, ``RC`` the roi de cœur), or, in an answer of several
cards, from the others when they are all written one way (``7H 8C`` is
English letters, ``7P 8C`` French ones). Only when nothing tells is it
refused, with a sentence in the language naming both cards.

>>> read_card("RT", "fr"), read_card("FF", "it"), read_card("BH", "nl"), read_card("DP", "es")
(Card('KC'), Card('JC'), Card('JH'), Card('QS'))
>>> read_card("7C", "es")
Traceback (most recent call last):
...
switchcore.errors.CardError: [X-1] '7C' no está claro: C puede ser siete de corazones (7♥) o siete de tréboles (7♣). Escribe 7♥ o 7♣.
"""

from __future__ import annotations

from .cards import _BY_TEXT, _RANK_NAMES, _SUIT_NAMES, Card, Rank, Suit
from .errors import CardError
from .messages import say

__all__ = ["LETTERS", "MOVE_WORDS", "leaning", "move_word", "read_card", "read_cards", "read_suit"]

#: Each language's own letters, as its learners write cards: for ranks, for
#: suits, and the suit letters that could mean two suits there (a word of
#: that language, or the English letter), which are refused with a sentence
#: naming both, each as (its meaning in the language, its meaning in English).
#: The English letters and the symbols are read too. (Its rank letters are no
#: English rank letters, so a rank is never unclear.)
LETTERS = {
    # valet, dame, roi; pique, trèfle; C is cœur to a French reader, clubs in English
    "fr": ({"V": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING}, {"P": Suit.SPADES, "T": Suit.CLUBS},
           {"C": (Suit.HEARTS, Suit.CLUBS)}),
    # fante, donna, re; quadri, fiori, picche; C is cuori or clubs
    "it": ({"F": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING}, {"Q": Suit.DIAMONDS, "F": Suit.CLUBS, "P": Suit.SPADES},
           {"C": (Suit.HEARTS, Suit.CLUBS)}),
    # boer, vrouw, heer; ruiten, klaveren (harten H and schoppen S are the English letters)
    "nl": ({"B": Rank.JACK, "V": Rank.QUEEN, "H": Rank.KING}, {"R": Suit.DIAMONDS, "K": Suit.CLUBS}, {}),
    # rey R, dama (reina) D, as the Spanish rules write them; tréboles, picas; C is corazones or clubs
    "es": ({"R": Rank.KING, "D": Rank.QUEEN}, {"T": Suit.CLUBS, "P": Suit.SPADES}, {"C": (Suit.HEARTS, Suit.CLUBS)}),
}


#: The words a learner of each language types for a move that is no card
#: (the English ones are read in every language): the infinitive, the
#: imperative the widgets' buttons show, and the word of the call.
MOVE_WORDS = {
    "fr": {"piocher": "draw", "pioche": "draw", "garder": "keep", "garde": "keep", "prendre": "take",
           "prends": "take", "passer": "pass", "passe": "pass", "dernière": "last", "derniere": "last"},
    "it": {"pescare": "draw", "pesca": "draw", "tenere": "keep", "tieni": "keep", "prendere": "take",
           "prendi": "take", "passare": "pass", "passa": "pass", "ultima": "last"},
    "nl": {"trekken": "draw", "trek": "draw", "houden": "keep", "houd": "keep", "hou": "keep", "nemen": "take",
           "neem": "take", "passen": "pass", "pas": "pass", "laatste": "last"},
    "es": {"robar": "draw", "roba": "draw", "quedarse": "keep", "quédatela": "keep", "quedármela": "keep",
           "aceptar": "take", "acepta": "take", "pasar": "pass", "pasa": "pass", "última": "last", "ultima": "last"},
}


def move_word(text: str, language: str | None) -> str:
    """The English move word for ``text`` typed by a learner of
    ``language`` (``"piocher"`` is ``"draw"`` in French), or ``text`` as it is.

    >>> move_word("Piocher", "fr"), move_word("trek", "nl"), move_word("draw", "es"), move_word("7H", "it")
    ('draw', 'draw', 'draw', '7H')
    """
    return MOVE_WORDS.get(language or "", {}).get(text.strip().lower(), text) if isinstance(text, str) else text


#: Rank letters a language shares with English: J is the jota in Spanish.
SHARED_RANKS = {"fr": "A", "it": "A", "nl": "A", "es": "AJ"}

_ENGLISH_RANKS = "AJQKT"
_ENGLISH_SUITS = "CDHS"


def leaning(text: str, language: str | None) -> str | None:
    """Which letters the card ``text`` is written in: ``"en"`` for English
    letters only that language does not have, ``"own"`` for that language's
    own, None when it does not tell (symbols, numbers, shared letters, both).

    >>> leaning("KC", "fr"), leaning("7P", "fr"), leaning("7C", "fr"), leaning("JC", "es")
    ('en', 'own', None, None)
    """
    if language in (None, "en") or language not in LETTERS or not isinstance(text, str):
        return None
    ranks, suits, unclear = LETTERS[language]
    key = text.strip().upper()
    rank, suit = key[:-1], key[-1:]
    sides = set()
    if rank in ranks:
        sides.add("own")
    elif rank in _ENGLISH_RANKS and rank not in SHARED_RANKS[language]:
        sides.add("en")
    if suit in suits and suit not in _ENGLISH_SUITS:
        sides.add("own")
    elif suit in _ENGLISH_SUITS and suit not in suits and suit not in unclear:
        sides.add("en")
    return sides.pop() if len(sides) == 1 else None


def read_card(text: str, language: str | None, side: str | None = None) -> Card:
    """The card ``text`` as a learner of ``language`` writes it: its own
    letters too. A suit letter that means one suit in the language and
    another in English is read by the rank letter beside it, or else by
    ``side`` (``"en"`` or ``"own"``, what the rest of an answer is written
    in: :func:`read_cards`); with neither, it is refused with a sentence
    naming both cards.

    >>> read_card("DP", "fr"), read_card("10T", "es"), read_card("HR", "nl"), read_card("7H", "en")
    (Card('QS'), Card('10C'), Card('KD'), Card('7H'))
    >>> read_card("KC", "fr"), read_card("RC", "fr"), read_card("7C", "fr", side="en")
    (Card('KC'), Card('KH'), Card('7C'))
    >>> read_card("7C", "fr")
    Traceback (most recent call last):
    ...
    switchcore.errors.CardError: [X-1] '7C' n'est pas clair : C peut vouloir dire sept de cœur (7♥) ou sept de trèfle (7♣). Écris 7♥ ou 7♣.
    """
    if language in (None, "en") or not isinstance(text, str):
        return Card.parse(text)
    if language not in LETTERS:
        raise CardError(f"no card letters for the language {language!r}: choose one of {', '.join(LETTERS)}")
    ranks, suits, unclear = LETTERS[language]
    key = text.strip().upper()
    found = _BY_TEXT.get(key)
    rank, suit = key[:-1], key[-1:]
    found_rank = ranks.get(rank) or _RANK_NAMES.get(rank)
    found_suit = suits.get(suit) or _SUIT_NAMES.get(suit)
    if suit in unclear and found_rank is not None:
        side = leaning(rank + "♠", language) or side
        if side is None:
            one, other = (_BY_TEXT[found_rank.symbol + s.value] for s in unclear[suit])
            raise CardError(say("card.ambiguous", language=language, text=text.strip(), letter=suit,
                                one=f"{one.name_in(language)} ({one.text})",
                                other=f"{other.name_in(language)} ({other.text})",
                                first=one.text, second=other.text) + ".")
        found, found_suit = None, unclear[suit][0 if side == "own" else 1]
    if found is None and found_rank is not None and found_suit is not None:
        found = _BY_TEXT.get(found_rank.symbol + found_suit.value)
    if found is None:
        raise CardError(say("card.bad", language=language, text=text))
    return found


def read_cards(text: str, language: str | None) -> list[Card]:
    """The cards of an answer such as ``"7H 8C"`` (spaces or commas between
    them), as a learner of ``language`` writes them. A letter that could mean
    two suits is read as the other cards are written, when they all lean one
    way: an answer plainly in English letters is read as English.

    >>> read_cards("7H 8C", "fr"), read_cards("7P, 8C", "fr")
    ([Card('7H'), Card('8C')], [Card('7S'), Card('8H')])
    >>> read_cards("7C", "fr")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    switchcore.errors.CardError: ...'7C' n'est pas clair : C peut vouloir dire sept de cœur (7♥) ou sept de trèfle (7♣)...
    """
    parts = text.replace(",", " ").split()
    sides = {leaning(part, language) for part in parts} - {None}
    side = sides.pop() if len(sides) == 1 else None
    return [read_card(part, language, side) for part in parts]


def read_suit(text: str, language: str | None, side: str | None = None) -> Suit:
    """The suit ``text`` as a learner of ``language`` writes it; a letter
    that could mean two suits is read as ``side`` says (the letters of the
    card it goes with), or refused.

    >>> read_suit("T", "fr"), read_suit("d", "en"), read_suit("C", "fr", side="own")
    (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
    """
    if language in (None, "en") or not isinstance(text, str):
        return Suit.parse(text)
    if language not in LETTERS:
        raise CardError(f"no card letters for the language {language!r}: choose one of {', '.join(LETTERS)}")
    _ranks, suits, unclear = LETTERS[language]
    key = text.strip().upper()
    if key in unclear and side is not None:
        return unclear[key][0 if side == "own" else 1]
    if key in unclear:
        one, other = unclear[key]
        raise CardError(say("card.ambiguous", language=language, text=text.strip(), letter=key,
                            one=f"{one.word(language)} ({one.symbol})",
                            other=f"{other.word(language)} ({other.symbol})",
                            first=one.symbol, second=other.symbol) + ".")
    found = suits.get(key) or _SUIT_NAMES.get(key)
    if found is None:
        found = next((suit for suit in Suit if suit.word(language).upper() == key), None)
    if found is None:
        raise CardError(say("card.bad_suit", language=language, text=text))
    return found
