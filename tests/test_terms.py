"""One word per idea, the word of the rule text of each language.

``docs/glossary/<lang>.toml`` is each language's terminology table: for every
idea of the games (the current suit, the stock, the discard pile, a penalty,
a round, going out, the call, clockwise ...) the one word, quoted from that
language's rule text, and the words that must not stand for it
(:mod:`tools.terms`). Every catalogue of every domain (engine, widgets,
classroom, grading, lessons, course) and every stored output of a translated
lesson is read: where the English names an idea, the translation says its
word; nowhere is a word to avoid.
"""

from __future__ import annotations

import re

import pytest

from tools import terms

LANGUAGES = terms.LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_term_is_one_word_from_the_rule_text(lang):
    table = terms.table(lang)
    ideas = [t.idea for t in table]
    assert len(ideas) == len(set(ideas)) and len(table) >= 8, ideas
    for term in table:
        for what in [term.word, term.seed]:  # the word and the rule text's words are not words to avoid
            assert not any(re.search(avoid, what, re.I) for avoid in term.avoid), (term.idea, what)
        if term.pattern:
            assert re.search(term.pattern, term.word, re.I), f"{term.idea}: the pattern misses the word itself"
        if term.seed:
            assert re.search(term.pattern, term.seed, re.I), f"{term.idea}: the rule text's words do not say it"
    assert sum(bool(t.seed) for t in table) >= len(table) - 3, "most words come from the rule text"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_where_the_english_names_an_idea_the_translation_says_its_word(lang):
    missing = terms.missing(lang)
    assert not missing, f"{len(missing)} messages:\n" + "\n".join(missing[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_catalogue_and_no_lesson_output_uses_a_word_to_avoid(lang):
    found = terms.forbidden(lang)
    assert not found, f"{len(found)} texts:\n" + "\n".join(found[:40])


def test_the_check_finds_a_stray_word():
    """The checks above can fail: a catalogue line with a word to avoid, or
    without the word, is found."""
    term = next(t for t in terms.table("es") if t.idea == "penalty")
    assert any(re.search(avoid, terms.plain("roba 2 cartas de castigo"), re.I) for avoid in term.avoid)
    assert not re.search(term.pattern, terms.plain("roba 2 cartas de castigo"), re.I)
    assert terms.plain("la `seed` de {player}") == "la   de  "


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_stored_output_of_a_translated_lesson_holds_english(lang):
    """What a translated lesson printed, showed or drew is in its language:
    no English word of the engine's list (the, draw, round, penalty ...) is
    left in its outputs, beyond Python's own text (a value's repr, such as
    ``Card('7H')`` or a dict of settings)."""
    from tests.core.test_languages import english_words

    found = []
    for where, text in terms.outputs(lang):
        prose = re.sub(r"\w+\([^()]*\)|\{'[^{}]*\}", " ", terms.plain(text))
        words = english_words(prose, lang)
        if words:
            found.append(f"{where}: {sorted(set(words))}: {prose[:160]!r}")
    assert not found, "\n".join(found[:30])
