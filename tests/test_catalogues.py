"""The message catalogues of the engine and of the notebook layer.

Every language has every message, with the English one's placeholders (so
a sentence can never lose a name or a number, nor fail to format), none
marked fuzzy, none left in English; the templates, catalogues and compiled
.mo files are up to date with the English in the code; and ``update`` turns
an entry whose English changed fuzzy, keeping its translation for checking.
"""

from __future__ import annotations

import gettext
import io
import re
import string

import pytest
from babel.messages.catalog import Catalog

from tools import i18n

#: Translations that are the same words as the English, each checked by
#: hand: a translation equal to its English is a mistake unless listed here.
SAME_AS_ENGLISH = {
    "switchcore": {
        "explain.refused": {"fr", "it", "nl", "es"},  # only a full stop after the reason
        "rank.six": {"fr"},
        "card.joker": {"fr", "nl"},
        "table.total": {"fr", "es"},
        "effects.effect": {"nl"},
        "family.switch": {"fr", "it", "nl", "es"},  # the game's name in every source
        "family.crazy_eights": {"it", "nl", "es"},  # French says "Huit américain"
        "rulebook.S": {"fr", "it", "nl", "es"},
        "rulebook.C": {"it", "nl", "es"},
        "position.why": {"it", "nl", "es"},  # only a colon between the place and the reason
        "where.hand": {"nl"},
        "what.jokers": {"nl"},
        "rule_name.V-5": {"nl"},  # Dutch plays with jokers too
        "words.clauses_next": {"it", "nl", "es"},  # only a semicolon between two clauses (French spaces it)
    },
    "tutorial": {
        "family.switch": {"fr", "it", "nl", "es"},  # the game's name in every source
        "family.crazy_eights": {"it", "nl", "es"},  # French says "Huit américain"
        "table.seat": {"fr", "es"},
        "table.total": {"fr", "es"},
        "chart.total": {"fr", "es"},
        "widget.details": {"nl"},
        "friendly.line": {"it", "nl", "es"},  # only punctuation: "{opening}: {reason}."
    },
    "classroom": {
        "table.seed": {"it"},  # Italian says "seed" too
        "argparse.options": {"fr"},  # the heading of the options: "options" in French too
    },
    "grading": {
        "family.switch": {"fr", "it", "nl", "es"},  # the game's name in every source
        "family.crazy_eights": {"it", "nl", "es"},  # French says "Huit américain"
        "turns.seat_problem": {"fr", "it", "nl", "es"},  # only punctuation: "{lead} {problem}."
        "bots.held": {"it", "nl", "es"},  # "cuori: 3": the suit's word and a number (French puts a space before ":")
        "bots.shown": {"nl"},  # "{name}(view) in {position}": "in" is Dutch too
        "learning.one_score": {"fr", "nl"},  # "score" is French and Dutch too
    },
}

CASES = [(domain, lang) for domain in i18n.DOMAINS for lang in i18n.LANGUAGES]


def placeholders(text: str) -> set:
    """The ``{name}`` placeholders of ``text``, and the ``%(name)s`` / ``%s``
    ones of argparse's own words (classroom's ``argparse.*``)."""
    braces = {(name.split(".")[0], conversion) for _, name, _, conversion in string.Formatter().parse(text)
              if name is not None}
    return braces | set(re.findall(r"%(?:\(\w+\))?[a-z]", text))


def forms(value) -> tuple:
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


@pytest.mark.parametrize("domain, lang", CASES)
def test_every_message_is_translated_with_the_same_placeholders(domain, lang):
    english = i18n.english(domain)
    found = {m.context: m for m in i18n.read(i18n.po_path(domain, lang), lang) if m.id}
    assert set(found) == set(english)
    for key, text in english.items():
        message = found[key]
        assert "fuzzy" not in message.flags, f"{lang} {key}: marked fuzzy, to be checked"
        assert len(forms(message.string)) == (2 if i18n.is_plural(text) else 1), f"{lang} {key}: plural forms"
        for form, source in zip(forms(message.string), forms(message.id)):  # singular with singular ...
            assert form.strip(), f"{lang} {key}: not translated"
            assert placeholders(form) == placeholders(source), f"{lang} {key}: placeholders differ: {form!r}"
            same = form in forms(message.id)
            assert same == (lang in SAME_AS_ENGLISH[domain].get(key, ())), f"{lang} {key}: {form!r}"


def test_templates_catalogues_and_compiled_files_are_up_to_date():
    assert i18n.stale() == []


@pytest.mark.parametrize("domain, lang", CASES)
def test_gettext_reads_every_translation_from_the_shipped_mo_file(domain, lang):
    with i18n.po_path(domain, lang).with_suffix(".mo").open("rb") as f:
        compiled = gettext.GNUTranslations(f)
    for message in i18n.read(i18n.po_path(domain, lang), lang):
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            for n, form in ((1, 0), (5, 1)):
                assert compiled.npgettext(message.context, *message.id, n) == message.string[form]
        else:
            assert compiled.pgettext(message.context, message.id) == message.string


def test_update_marks_a_changed_english_entry_fuzzy_and_compile_leaves_it_out():
    domain, lang = "switchcore", "fr"
    english = i18n.english(domain)
    old = i18n.read(i18n.po_path(domain, lang), lang)
    changed = old.get(english["event.skipped"], context="event.skipped")
    old.delete(english["event.skipped"], context="event.skipped")
    changed.id = "{player} skips a turn."  # as if the English had been this when it was translated
    old[changed.id] = changed
    new = i18n.updated(domain, lang, old)
    entry = new.get(english["event.skipped"], context="event.skipped")
    assert "fuzzy" in entry.flags and entry.previous_id == ["{player} skips a turn."]
    assert entry.string == "{player} passe son tour."
    assert b"#| msgid \"{player} skips a turn.\"" in i18n.dump_po(new)
    compiled = gettext.GNUTranslations(io.BytesIO(i18n.dump_mo(new)))
    assert compiled.pgettext("event.skipped", english["event.skipped"]) == english["event.skipped"]
    again = i18n.updated(domain, lang, i18n.read_po_bytes(i18n.dump_po(new), lang))
    assert i18n.dump_po(again) == i18n.dump_po(new)  # a fuzzy entry stays fuzzy, with its old English


def test_a_new_message_starts_empty_and_a_gone_one_is_dropped():
    domain, lang = "tutorial", "nl"
    old = Catalog(locale=lang)
    old.add("An old sentence nobody uses.", "Een oude zin.", context="gone.away")
    new = i18n.updated(domain, lang, old)
    assert all(not forms(m.string)[0] for m in new if m.id)
    assert new.get("An old sentence nobody uses.", context="gone.away") is None


#: The words of the rules' sources (../shared/seeds/) that the catalogues must
#: use, as each language's glossary lists them.
GLOSSARY = {
    "fr": ["couleur", "valeur", "pioche", "défausse", "piocher", "valet", "dame", "roi", "as", "cœur", "carreau",
           "trèfle", "pique", "« Dernière carte »", "manche", "partie", "Huit américain"],
    "it": ["seme", "valore", "mazzo", "scarti", "pescare", "fante", "donna", "re", "asso", "cuori", "quadri", "fiori",
           "picche", "«Ultima carta»", "mano", "partita"],
    "nl": ["kleur", "waarde", "trekstapel", "aflegstapel", "trekken", "boer", "vrouw", "heer", "aas", "harten",
           "ruiten", "klaveren", "schoppen", "'Laatste kaart'", "ronde", "partij"],
    "es": ["palo", "valor", "mazo", "descarte", "robar", "jota", "reina", "rey", "as", "corazones", "diamantes",
           "tréboles", "picas", "«Última carta»", "mano", "partida"],
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_catalogues_use_the_words_of_the_sources(lang):
    words = " ".join(form for domain in i18n.DOMAINS for m in i18n.read(i18n.po_path(domain, lang), lang) if m.id
                     for form in forms(m.string))
    missing = [w for w in GLOSSARY[lang] if not re.search(rf"(?<!\w){re.escape(w)}(?!\w)", words)]
    assert not missing, f"{lang}: the catalogues never use {missing}"
