"""Every sentence a learner reads, in one catalogue.

Events, refusals and explanations are written from these templates, keyed by
a short id. A template holds the words only: the id of the rule behind a
sentence is data (an event's ``rule``, an error's ``rule``), added at the end
of the sentence when rule ids are shown, and left out when they are not.

>>> say("event.played", player="Ann", card="7♠")
'Ann played 7♠.'
>>> say("event.skipped", rule="S-9", player="Ben")
'Ben misses a turn (S-9).'
>>> say("event.skipped", rule="S-9", player="Ben", rule_ids=False)
'Ben misses a turn.'

:func:`speak` chooses, for the whole program, whether sentences cite their
rule ids (they do unless told otherwise) and the language they are written
in: English, or French, Italian, Dutch or Spanish, the languages of the
rules' sources (:func:`use_language`). The English is the data file
``locale/en.json``; each translation a gettext catalogue beside it
(docs/development.md, "Translating the engine and the widgets").

>>> say("event.played", player="Ann", card="7♠", language="it")
'Ann ha giocato 7♠.'
"""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from .errors import LanguageError, shown

__all__ = ["CATALOGUE", "Catalogue", "ENGLISH", "LANGUAGES", "Word", "and_list", "agreeing", "clause_list", "fill",
           "language",
           "language_of_environment", "say", "speak", "template", "translation",
           "use_language", "with_rule"]

#: Where the catalogues are: the English, ``locale/en.json``, and each
#: translation compiled, ``locale/<lang>/LC_MESSAGES/switchcore.mo``.
LOCALE = Path(__file__).with_name("locale")


def read_english(locale: Path) -> tuple[MappingProxyType, MappingProxyType]:
    """The English of a catalogue, from ``locale/en.json``: every message's
    words by id (for a counted message, its plural), and the words for a
    count of one where they differ (a plural entry's ``msgid``)."""
    data = json.loads((locale / "en.json").read_text(encoding="utf-8"))
    return MappingProxyType(data["messages"]), MappingProxyType(data.get("singular", {}))


#: Every sentence in English, by message id (``event.played``, ``refuse.no_match``,
#: ``rule.X-2``), and, where it differs, the English for a count of one.
ENGLISH, SINGULAR = read_english(LOCALE)

#: Every language the engine speaks; ``en`` is :data:`ENGLISH` itself.
LANGUAGES = ("en", "fr", "it", "nl", "es")

_voice = {"catalogue": ENGLISH, "rule_ids": True, "language": "en"}


class Catalogue:
    """One gettext domain: its English words by key (the source of truth),
    the singular forms of the counted ones, and a compiled catalogue per
    language in ``locale``. The engine's is :data:`CATALOGUE`; the notebook
    layer, the classroom and the course's checker each make their own."""

    def __init__(self, domain: str, english, singular, locale) -> None:
        self.domain, self.english, self.singular, self.locale = domain, english, singular, locale
        #: counted words (``{count}``) are plural entries (``msgid_plural``)
        self.plural = frozenset(key for key, text in english.items() if "{count}" in text)
        self._translations: dict = {}

    def translation(self, language: str) -> gettext.NullTranslations:
        """The compiled catalogue of ``language`` (one of :data:`LANGUAGES`);
        a :class:`~switchcore.errors.LanguageError` for any other value."""
        if type(language) is not str or language not in LANGUAGES:
            language = check_language(language)
        if language not in self._translations:
            self._translations[language] = (gettext.NullTranslations() if language == "en" else
                                            gettext.translation(self.domain, self.locale, languages=[language]))
        return self._translations[language]

    def words(self, key: str, count: int = 1, language: str | None = None) -> str:
        """The words of ``key`` in ``language`` (by default the one chosen
        now), before the values are filled in."""
        language = language or _voice["language"]
        english = self.english[key]
        if language == "en":
            return self.singular.get(key, english) if count == 1 else english
        if key in self.plural:
            return self.translation(language).npgettext(key, self.singular.get(key, english), english, count)
        return self.translation(language).pgettext(key, english)


CATALOGUE = Catalogue("switchcore", ENGLISH, SINGULAR, LOCALE)


def check_language(language) -> str:
    """``language`` when the engine speaks it (one of :data:`LANGUAGES`);
    otherwise a :class:`~switchcore.errors.LanguageError` that lists them.

    >>> check_language("de")
    Traceback (most recent call last):
    ...
    switchcore.errors.LanguageError: unknown language 'de': choose one of en, fr, it, nl, es
    """
    if isinstance(language, str) and str.__str__(language) in LANGUAGES:
        return str.__str__(language)
    raise LanguageError(say("input.language", value=shown(language), choices=", ".join(LANGUAGES)))
translation = CATALOGUE.translation


def language() -> str:
    """The language sentences are written in now (``en`` unless told)."""
    return _voice["language"]


def template(key: str, count: int = 1, language: str | None = None) -> str:
    """The words of message ``key`` in ``language`` (by default the one
    :func:`speak` chose), before the values are filled in."""
    if (language or _voice["language"]) == "en" and not (count == 1 and key in SINGULAR):
        return _voice["catalogue"].get(key) or ENGLISH[key]  # a catalogue given to speak() is English
    return CATALOGUE.words(key, count, language)


def with_rule(sentence: str, rule: str | None, rule_ids: bool | None = None) -> str:
    """``sentence`` citing ``rule`` before its final full stop, when rule
    ids are shown (and there is a rule).

    >>> with_rule("Ben misses a turn.", "S-9")
    'Ben misses a turn (S-9).'
    """
    if not rule or not (_voice["rule_ids"] if rule_ids is None else rule_ids):
        return sentence
    if sentence.endswith("."):
        return f"{sentence[:-1]} ({rule})."
    return f"{sentence} ({rule})"


#: Placeholders that hold a player's name.
PERSONS = frozenset({"player", "other", "caller", "winner", "dealer"})
_CARD_TEXT = re.compile(r"(10|[2-9AJQK])[♣♦♥♠]|🃏")
#: Card ranks whose name is feminine (the dame, donna, reina; the Spanish jota).
_FEMININE = {"fr": "Q", "it": "Q", "es": "QJ"}
#: Card ranks whose name starts with a vowel sound: the as, l'asso, l'otto.
_VOWEL = {"fr": "A", "it": "A8"}
_VOWELS = "AEIOUYÀÂÉÈÊÎÏÔÛÜaeiouyàâéèêîïôûü"


class Word(str):
    """A card or a player's name put into a sentence, with the forms a
    language builds around it, so that a template can agree with it instead
    of holding one fixed word: ``{card.le}`` is "la Q♣" or "le 7♠" or
    "l'A♠" in French, ``{player.de}`` "d'Ann" or "de Ben", ``{card.e}`` the
    ending of a French past participle ("jouée"), ``{card.o}`` that of an
    Italian or Spanish one ("giocata", "jugado").

    >>> card = Word("Q♣", "fr", "card")
    >>> f"{card.le} peut être joué{card.e}", Word("Ann", "fr", "person").de, Word("A♠", "it", "card").de
    ('la Q♣ peut être jouée', "d'Ann", "dell'A♠")
    """

    def __new__(cls, text: str, language: str, kind: str) -> "Word":
        word = super().__new__(cls, text)
        word.language, word.kind = language, kind
        return word

    @property
    def feminine(self) -> bool:
        return self.kind == "card" and self[:1] in _FEMININE.get(self.language, "")

    @property
    def vowel(self) -> bool:
        if self.kind == "card":
            return self[:1] in _VOWEL.get(self.language, "")
        return self[:1] in _VOWELS and self.language in ("fr", "it")

    def _forms(self) -> dict:
        text, lang, fem, vowel = str(self), self.language, self.feminine, self.vowel
        if self.kind == "person":
            return {"fr": {"le": text, "de": ("d'" if vowel else "de ") + text, "a": "à " + text},
                    "it": {"le": text, "de": "di " + text, "a": "a " + text},
                    "es": {"le": text, "de": "de " + text, "a": "a " + text},
                    "nl": {"le": text, "de": "van " + text, "a": "aan " + text}}.get(lang, {"le": text, "de": "of " + text,
                                                                                          "a": "to " + text})
        if lang == "fr":
            article = "l'" if vowel else "la " if fem else "le "
            return {"le": article + text, "de": ("de " + article if vowel or fem else "du ") + text,
                    "a": ("à " + article if vowel or fem else "au ") + text}
        if lang == "it":
            article, prep = ("l'", "ll'") if vowel else ("la ", "lla ") if fem else ("il ", "l ")
            return {"le": article + text, "de": "de" + prep + text, "a": "a" + prep + text}
        if lang == "es":
            return {"le": ("la " if fem else "el ") + text, "de": ("de la " if fem else "del ") + text,
                    "a": ("a la " if fem else "al ") + text}
        if lang == "nl":
            return {"le": text, "de": "van " + text, "a": "aan " + text}
        return {"le": "the " + text, "de": "of " + text, "a": "to " + text}

    @property
    def le(self) -> str:
        """The word with its definite article: "la Q♣", "l'A♠", "il 7♠", "el 7♠"."""
        return self._forms()["le"]

    @property
    def Le(self) -> str:  # noqa: N802 - the form that starts a sentence, as the template writes it
        """:attr:`le` at the start of a sentence: "La Q♣", "L'A♠"."""
        text = self.le
        return text[:1].upper() + text[1:]

    @property
    def de(self) -> str:
        """"of" and the word: "de la Q♣", "du 7♠", "d'Ann", "dell'8♠", "del 7♠"."""
        return self._forms()["de"]

    @property
    def a(self) -> str:
        """"to" and the word: "à la Q♣", "au 7♠", "all'A♠", "al 7♠"."""
        return self._forms()["a"]

    @property
    def e(self) -> str:
        """The ending of a French past participle that agrees with the word: "e" or ""."""
        return "e" if self.feminine else ""

    @property
    def o(self) -> str:
        """The ending of an Italian or Spanish participle or adjective: "a" or "o"."""
        return "a" if self.feminine else "o"


def agreeing(values: dict, language: str | None = None) -> dict:
    """``values`` with each card and each player's name as a :class:`Word`
    of ``language``, so that a template can agree with it. A card is a value
    written as a card (``7♠``, ``Q♣``); a name is the value of a placeholder
    that names a player (:data:`PERSONS`)."""
    language = language or _voice["language"]
    out = dict(values)
    for name, value in values.items():
        if type(value) is not str:
            continue
        if _CARD_TEXT.fullmatch(value):
            out[name] = Word(value, language, "card")
        elif name in PERSONS:
            out[name] = Word(value, language, "person")
    return out


def fill(words: str, values: dict, language: str | None = None) -> str:
    """``words`` (a template) with ``values`` filled in, agreeing with them (:func:`agreeing`)."""
    return words.format(**agreeing(values, language))


def say(key: str, rule: str | None = None, rule_ids: bool | None = None, language: str | None = None,
        **values) -> str:
    """The sentence ``key`` with ``values`` filled in, citing ``rule`` when
    rule ids are shown (``rule_ids``: this once; by default as :func:`speak`
    set), in ``language`` (this once; by default as :func:`speak` set). A
    suit among the values is written as its noun in that language.

    >>> say("event.scored", player="Ann", count=12, language="fr", rule_ids=False)
    'Ann marque 12 points.'
    """
    for name, value in values.items():
        key_of = getattr(value, "message_key", None)
        if key_of is not None:
            values[name] = template(key_of, 1, language)
    text = fill(template(key, values.get("count", 1), language), values, language)
    return with_rule(text, rule, rule_ids)


def and_list(items, language: str | None = None, key: str = "words.and") -> str:
    """Words joined as a list: 'Ann, Ben and Cat' (``key='words.or'``: '... or ...')."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    return say(key, language=language, first=", ".join(items[:-1]), last=items[-1])


def clause_list(clauses, language: str | None = None) -> str:
    """Short clauses joined as one list: 'a, b, and c'; when a clause holds
    a comma of its own, 'a; b; and c', so that the list still reads as one.

    >>> clause_list(["jacks are wild", "kings skip", "queens reverse"])
    'jacks are wild, kings skip, and queens reverse'
    >>> clause_list(["i fanti sono jolly", "i re fanno saltare il turno"], language="it")
    'i fanti sono jolly e i re fanno saltare il turno'
    """
    clauses = [str(clause) for clause in clauses]
    if len(clauses) < 2:
        return "".join(clauses)
    long = any("," in clause for clause in clauses)
    first = clauses[0]
    for clause in clauses[1:-1]:
        first = say("words.clauses_next", language=language, first=first, next=clause) if long else f"{first}, {clause}"
    last = "words.clauses_and_long" if long else "words.clauses_and"
    return say(last, language=language, first=first, last=clauses[-1])


def speak(rule_ids: bool | None = None, catalogue=None, language: str | None = None) -> dict:
    """Choose how sentences are written from now on: whether they cite their
    rule ids (they do unless told otherwise) and their ``language`` (one of
    :data:`LANGUAGES`), or a ``catalogue`` of one's own (a mapping with the
    keys of :data:`ENGLISH`; missing keys stay English). Returns the
    previous choice, as keyword arguments for a later call."""
    before = dict(_voice)
    if language is not None:
        language = check_language(language)  # refused before anything changes
    if catalogue is not None:
        if not isinstance(catalogue, Mapping):
            raise LanguageError(say("input.catalogue", value=shown(catalogue)))
        unknown = [shown(key) for key in catalogue if not isinstance(key, str) or key not in ENGLISH]
        if unknown:
            raise LanguageError(say("input.message_ids", names=", ".join(sorted(unknown))))
        catalogue = MappingProxyType(dict(catalogue))
    if rule_ids is not None:
        _voice["rule_ids"] = bool(rule_ids)
    if language is not None:
        translation(language)
        _voice["language"] = language
    if catalogue is not None:
        _voice["catalogue"] = catalogue
        _voice["language"] = "en"
    return before


def language_of_environment(environ=None) -> str:
    """The language the usual locale variables ask for (``LANGUAGE``,
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, in gettext's order), when it is
    one of :data:`LANGUAGES`; English otherwise.

    >>> language_of_environment({"LANG": "fr_FR.UTF-8"}), language_of_environment({"LANG": "de_DE"})
    ('fr', 'en')
    """
    import os

    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def use_language(language) -> None:
    """Write every sentence in ``language`` from now on: ``"fr"``, ``"it"``,
    ``"nl"``, ``"es"`` or ``"en"`` (or a catalogue of one's own, a mapping).

    >>> use_language("nl"); print(say("event.skipped", player="Ben", rule_ids=False)); use_language("en")
    Ben slaat een beurt over.

    Any other value is refused with a :class:`~switchcore.errors.LanguageError`,
    and nothing changes.
    """
    if isinstance(language, str):
        language = check_language(language)
        speak(language=language, catalogue={} if language == "en" else None)
    elif isinstance(language, Mapping):
        speak(catalogue=language)
    else:
        raise LanguageError(say("input.language", value=shown(language), choices=", ".join(LANGUAGES)))
