"""Cards as each language of the lessons writes them.

Code writes cards with the English letters (``7H``, ``QS``, ``10D``) or
the symbols (``7♥``), whatever the language. A learner of French, Italian,
Dutch or Spanish may also type the letters of their own language, where
they cannot be read two ways: ``DP`` is the dame de pique in French, ``HR``
the ruiten heer in Dutch. A letter that means one thing to that learner
and another in English (``C`` is cœur to a French reader, clubs in English)
is refused, with a sentence in the language naming both cards.

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

__all__ = ["LETTERS", "read_card", "read_suit"]

#: Each language's own letters, as its learners write cards: for ranks, for
#: suits, and the suit letters that could mean two suits there (a word of
#: that language, or the English letter), which are refused with a sentence
#: naming both. The English letters and the symbols are read too. (Its rank
#: letters are no English rank letters, so a rank is never unclear.)
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


def read_card(text: str, language: str | None) -> Card:
    """The card ``text`` as a learner of ``language`` writes it: its own
    letters too, and a letter that could mean two cards there is refused
    with a sentence naming both.

    >>> read_card("DP", "fr"), read_card("10T", "es"), read_card("HR", "nl"), read_card("7H", "en")
    (Card('QS'), Card('10C'), Card('KD'), Card('7H'))
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
        one, other = (_BY_TEXT[found_rank.symbol + s.value] for s in unclear[suit])
        raise CardError(say("card.ambiguous", language=language, text=text.strip(), letter=suit,
                            one=f"{one.name_in(language)} ({one.text})",
                            other=f"{other.name_in(language)} ({other.text})",
                            first=one.text, second=other.text) + ".")
    if found is None and found_rank is not None and found_suit is not None:
        found = _BY_TEXT.get(found_rank.symbol + found_suit.value)
    if found is None:
        raise CardError(say("card.bad", language=language, text=text))
    return found


def read_suit(text: str, language: str | None) -> Suit:
    """The suit ``text`` as a learner of ``language`` writes it.

    >>> read_suit("T", "fr"), read_suit("d", "en")
    (Suit.CLUBS, Suit.DIAMONDS)
    """
    if language in (None, "en") or not isinstance(text, str):
        return Suit.parse(text)
    if language not in LETTERS:
        raise CardError(f"no card letters for the language {language!r}: choose one of {', '.join(LETTERS)}")
    _ranks, suits, unclear = LETTERS[language]
    key = text.strip().upper()
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
