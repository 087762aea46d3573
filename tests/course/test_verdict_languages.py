"""The course checker's verdicts in the learner's language, every sentence.

Wrong answers of every lesson's checks (tests/course/wrong_answers.py and
the oracles' own lists) are checked after ``tutorial.language(lang)``: the
verdict must read in that language, with no English sentence left in it
(the engine's test of the same, tests/core/test_languages.py), and differ
from the English one; after ``tutorial.language("en")`` the very same
checks give the English verdict, word for word, as before.

What stays as it is in every language is code, which the "is this English"
test leaves out: what a function gave back and the calls (``fits('AC',
...)``), names such as ``game.legal_moves()``, text in backticks, the
moves' codes a position lists (``7S, 8C C, draw``), and the message of
Python's own error after its name (``ValueError: invalid literal ...``).
"""

from __future__ import annotations

import re

import pytest

import tutorial
from switchcore import Suit
from grading import check_function
from tests.core.test_languages import english_words
from tests.course import test_bots_oracle as bots
from tests.course import test_playouts_and_testing_oracles as playouts
from tests.course import test_turns_oracle as turns
from tests.course import wrong_answers

LANGS = ("fr", "it", "nl", "es")
#: How each language opens a verdict that is not a pass.
NOT_YET = {"fr": "✗ Pas encore : ", "it": "✗ Non ancora: ", "nl": "✗ Nog niet: ", "es": "✗ Todavía no: "}
#: Wrong answers that only run out of time: their sentence is tried once, not in every check.
SLOW = ("loop", "slow", "for_ever", "busy")


def _cases():
    found = []
    for (name, options), items in wrong_answers.WRONG.items():
        family = {"family": options[0]} if options else {}
        found += [(name, fn, family) for fn, _ in items]
    found += [(name, fn, {}) for name, fn, _ in turns.CASES]
    found += [(name, fn, {}) for name, fn, _ in playouts.WRONG]
    found += [(name, fn, {}) for name, fn, _ in bots.WRONG[:10]]
    return [(name, fn, options) for name, fn, options in found
            if not any(word in fn.__name__ for word in SLOW)] + [("fits", wrong_answers.fits_loops, {})]


CASES = _cases()
MOVE = r"(?:(?:10|[2-9AJQK])[CDHS](?: [CDHS])?(?: last)?|draw|pass|keep|take|last)"


def prose(message: str) -> str:
    """``message`` without its code (see the module docstring)."""
    text = re.sub(r"`[^`]*`", "", message)
    text = re.sub(r"\b\w*(Error|Exception): .*?(?=\. [A-Z¿]|\.?$)", "", text)
    while True:  # calls, innermost first: fits('AC', 'JC', 'D'), own(game, random.Random(0))
        shorter = re.sub(r"[\w.]+\([^()]*\)", "", text)
        if shorter == text:
            break
        text = shorter
    text = re.sub(r"'[^']*'|\"[^\"]*\"|\[[^\]]*\]", "", text)
    text = re.sub(r"\w+(?:\.\w+)+", "", text)
    return re.sub(rf"(?<=: ){MOVE}(?:, {MOVE})*(?=\.|$)", "", text)


def test_prose_leaves_out_code_and_keeps_sentences():
    said = ("✗ Pas encore : fits('AC', 'JC', 'D') a dit True. Dans la position 1 : ton bot a choisi 'draw', "
            "que game.legal_moves() refuse : erreur ValueError: invalid literal for int() with base 10: 'A'. "
            "La position : main 7♠ ; coups permis : 7S, 8C C, draw.")
    assert english_words(prose(said), "fr") == []
    assert english_words(prose("fits('AC') said the card is not wild: draw."), "fr") == ["the", "card", "is", "not"]


@pytest.fixture
def speaking():
    def speak(lang):
        tutorial.language(lang)
    yield speak
    tutorial.language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_wrong_answer_reads_in_the_language_and_english_is_unchanged(lang, speaking):
    english = {}
    speaking("en")
    for name, fn, options in CASES:
        english[fn, name, str(options)] = check_function(fn, name, time_limit=0.3, **options).message
    speaking(lang)
    for name, fn, options in CASES:
        message = check_function(fn, name, time_limit=0.3, **options).message
        assert message.startswith(NOT_YET[lang]), message
        assert message != english[fn, name, str(options)]
        words = english_words(prose(message), lang)
        assert not words, f"{lang} {name} {fn.__name__}: English words {words} in {message!r}"
    speaking("en")
    for name, fn, options in CASES[:20]:  # back in English: word for word as before
        assert check_function(fn, name, time_limit=0.3, **options).message == english[fn, name, str(options)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_ticks_of_lessons_05_to_08_read_in_the_language(lang, speaking):
    right = [("next_seat", turns.next_seat), ("who_plays", turns.who_plays)] + playouts.RIGHT + bots.RIGHT[:1]
    speaking(lang)
    for name, fn in right:
        message = check_function(fn, name).message
        assert message.startswith("✓ "), message
        assert not english_words(prose(message), lang), message


def test_the_english_verdicts_keep_their_words():
    assert str(check_function(wrong_answers.red_only_hearts, "is_red")) == (
        "✗ Not yet: red_only_hearts('AD') gave back False, but A♦ (AD) is red: hearts (H) and diamonds (D) are red, "
        "clubs (C) and spades (S) are black.")
    assert str(check_function(turns.next_seat, "next_seat")) == (
        "✓ next_seat is right on all 70 cases (every seat of every table from 2 to 8 players, both ways round).")


@pytest.mark.parametrize("lang, shown", [("en", "2,080"), ("fr", "2\u202f080"), ("it", "2.080"), ("nl", "2.080"),
                                         ("es", "2080")])
def test_numbers_are_written_as_the_language_writes_them(lang, shown, speaking):
    from grading.words import number

    speaking(lang)
    assert number(2080) == shown
    assert number(20800).replace("\u202f", " ") == {"en": "20,800", "fr": "20 800"}.get(lang, "20.800")


@pytest.mark.parametrize("lang, card", [("fr", "valet"), ("it", "fante"), ("nl", "boer"), ("es", "jota")])
def test_suits_and_cards_come_from_the_engine_s_words(lang, card, speaking):
    speaking(lang)
    result = check_function(wrong_answers.fits_no_suit, "fits")
    suit = Suit.parse(result.case["suit"])
    assert f"{suit.word(lang)} (X-2)" in result.message and suit.word("en") not in result.message, result.message
    rule = check_function(wrong_answers.jack_ten_in_switch, "hand_points").message
    assert f"{card} 20" in rule, rule


def test_the_verdicts_cite_rules_from_one_table_never_written_into_a_sentence():
    # Rule ids are data (grading.words.RULES), as in the engine: a catalogue
    # that wrote "(X-2)" itself could cite another rule than the English.
    import string

    from grading import words
    from switchcore.rulebook import RULEBOOK
    from tools import i18n

    rule_id = re.compile(r"\b[XSCV]-\d+\b")
    catalogues = {lang: {m.context: m.string for m in i18n.read(i18n.po_path("grading", lang), lang) if m.context}
                  for lang in LANGS}
    for key, english in words.ENGLISH.items():
        for lang, text in [("en", english)] + [(lang, catalogues[lang][key]) for lang in LANGS]:
            assert not rule_id.search(text), f"{lang} {key} writes a rule id into its sentence: {text!r}"
        slots = {name for _, name, _, _ in string.Formatter().parse(english) if name and re.fullmatch(r"rule\d*", name)}
        if key in words.RULES:  # (a sentence whose rule depends on the family is given it by its caller)
            cited = words.RULES[key]
            assert slots == {"rule" if n == 1 else f"rule{n}" for n in range(1, len(cited) + 1)}, key
    ids = set(RULEBOOK)
    for key, cited in words.RULES.items():
        assert key in words.ENGLISH and set(cited) <= ids, (key, cited)
    assert "(X-2)" in words.say("fits.suit", suit="♥") and "(S-9)" in words.say("fits.eight_in_switch")
