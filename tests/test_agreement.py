"""Sentences assembled from parts agree with their parts, in every language.

A template gets a card, a player's name or a count, and the language around
it must agree: French elides before a vowel (« d'Ann », « l'A♠ »), a card's
name has a gender (la dame, la reina, la jota) that its article and its past
participle follow, and a counted noun has the right plural form (gettext's
plural entries). The message layer gives each card and name the forms a
template needs (:class:`switchcore.messages.Word`: ``{card.le}``,
``{player.de}``, ``{card.e}``). Every template of every domain, in every
language, is filled with a name that starts with a vowel and one that does
not, a feminine and a masculine card (and one whose name starts with a
vowel), and the counts 0, 1, 2 and 5; the sentences must show none of the
faults below.
"""

from __future__ import annotations

import itertools
import re
import string

import pytest

from switchcore import messages
from switchcore.messages import Word, agreeing

LANGUAGES = ("fr", "it", "nl", "es")
NAMES = ("Ann", "Ben")  # a vowel and a consonant
CARDS = ("Q♣", "7♠", "A♠", "8♦")  # feminine (fr, it, es), masculine, a vowel in French and Italian, a vowel in Italian
COUNTS = (0, 1, 2, 5)
#: Placeholders that hold a card in the templates.
CARD_PLACES = {"card", "top", "drawn", "starter"}

_CARD = r"(?:Q♣|7♠|A♠|8♦)"
#: What must never come out: (a regular expression, what is wrong).
FAULTS = {
    "fr": [(r"\b(de|le|la|que|ne|se|je) (Ann|A♠)\b", "no elision before a vowel"),
           (r"\b(le|du|au|un) Q♣", "the dame is feminine"), (r"\b(la|une) (7♠|8♦)", "a seven is masculine"),
           (r"Q♣[^.;:!?]{0,25}\b(joué|posé|pioché|gardé|retourné|annulé)\b(?!e)", "a participle that does not agree"),
           (r"(?<![\d,.])\b[01] (cartes|points|joueurs|manches|coups|places)\b", "0 and 1 take the singular"),
           (r"\b[25] (carte|point|joueur|manche|coup|place)\b", "a plural count with a singular noun")],
    "it": [(r"\b(il|lo|del|al|nel|dal|un) Q♣", "the donna is feminine"),
           (r"\b(il|del|al|nel|dal|la|della|alla|nella|dalla) (A♠|8♦)", "l' before a vowel"),
           (r"\b(la|della|alla|nella|dalla|una) 7♠", "a seven is masculine"),
           (r"Ann\b[^.;:]{0,20}\bper primo\b", "a name's gender is unknown"),
           (r"(?<![\d,.])\b1 (carte|punti|giocatori|mani|mosse|posti)\b", "1 takes the singular"),
           (r"\b[025] (carta|punto|giocatore|mossa|posto)\b", "a plural count with a singular noun")],
    "es": [(r"\b(el|del|al|un) Q♣", "the reina is feminine"), (r"\b(la|una) (7♠|8♦|A♠)", "a seven is masculine"),
           (r"(?<![\d,.])\b1 (cartas|puntos|jugadores|rondas|jugadas|asientos)\b", "1 takes the singular"),
           (r"\b[025] (carta|punto|jugador|ronda|jugada|asiento)\b", "a plural count with a singular noun")],
    "nl": [(r"(?<![\d,.])\b1 (kaarten|punten|spelers|rondes|zetten|plaatsen)\b", "1 takes the singular"),
           (r"\b[025] (kaart|punt|speler|ronde|zet|plaats)\b", "a plural count with a singular noun")],
}


def _catalogues():
    from classroom import words as classroom_words
    from grading import words as grading_words
    from tutorial import words as tutorial_words

    return {"switchcore": messages.CATALOGUE, "tutorial": tutorial_words.CATALOGUE,
            "classroom": classroom_words.CATALOGUE, "grading": grading_words.CATALOGUE}


class _Filler(dict):
    def __missing__(self, key):
        return "X"


def _names(text: str) -> set:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def _fills(places: set):
    """Every combination of the sample values for the placeholders ``places``."""
    persons = sorted(places & messages.PERSONS)
    cards = sorted(places & CARD_PLACES)
    counted = "count" in places
    for combo in itertools.product(*([NAMES] * len(persons) + [CARDS] * len(cards) + [COUNTS if counted else (1,)])):
        values = dict(zip(persons + cards, combo))
        values["count"] = combo[-1]
        yield values


def rendered(domain: str, catalogue, lang: str):
    """(key, sentence) for every template of the catalogue with a name, a card
    or a count, filled with each combination of sample values."""
    for key, english in catalogue.english.items():
        places = _names(english)
        if not places & (messages.PERSONS | CARD_PLACES | {"count"}):
            continue
        for values in _fills(places):
            words = catalogue.words(key, values["count"], lang)
            filled = _Filler(agreeing(values, lang))
            try:
                yield key, string.Formatter().vformat(words, (), filled)
            except (AttributeError, ValueError, KeyError, IndexError) as error:  # a form asked of a value that has none
                yield key, f"!! {error}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_assembled_sentence_agrees_with_its_parts(lang):
    faults, checked = [], set()
    for domain, catalogue in _catalogues().items():
        for key, sentence in rendered(domain, catalogue, lang):
            checked.add((domain, key))
            if sentence.startswith("!! "):
                faults.append(f"{domain} {key}: {sentence}")
            for pattern, why in FAULTS[lang]:
                if re.search(pattern, sentence):
                    faults.append(f"{domain} {key}: {why}: {sentence!r}")
    assert len(checked) > 100
    assert not faults, f"{len(faults)} sentences in {lang}:\n" + "\n".join(sorted(set(faults))[:60])


@pytest.mark.parametrize("lang, card, name, le, de, ending", [
    ("fr", "Q♣", "Ann", "la Q♣", "d'Ann", "e"), ("fr", "A♠", "Ben", "l'A♠", "de Ben", ""),
    ("fr", "7♠", "Eve", "le 7♠", "d'Eve", ""), ("fr", "8♦", "Hal", "le 8♦", "de Hal", ""),
    ("it", "8♦", "Ann", "l'8♦", "di Ann", "o"), ("it", "Q♣", "Ben", "la Q♣", "di Ben", "a"),
    ("es", "J♣", "Ann", "la J♣", "de Ann", "a"), ("es", "7♠", "Ben", "el 7♠", "de Ben", "o"),
])
def test_a_card_and_a_name_carry_their_forms(lang, card, name, le, de, ending):
    values = agreeing({"card": card, "player": name, "count": 3}, lang)
    assert isinstance(values["card"], Word) and values["count"] == 3
    assert values["card"].le == le and values["player"].de == de
    assert (values["card"].e if lang == "fr" else values["card"].o) == ending
    assert values["card"] == card and f"{values['card']}" == card  # the card itself is unchanged


def test_the_check_finds_a_sentence_that_does_not_agree():
    sentence = "c'est le tour de Ann ; Q♣ peut être joué ; 2 carte"
    found = [why for pattern, why in FAULTS["fr"] if re.search(pattern, sentence)]
    assert len(found) == 3, found
