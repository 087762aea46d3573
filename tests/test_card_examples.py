"""A right answer is never refused: every card a lesson tells the learner to
type is read by the check of that lesson's language.

The lessons and the course show cards to type in their paragraphs and hints
(``"7H 8C"``, ``"7S last"``) and in their code (``hands=["JD 8H 5S KC 3H"]``).
Each such example, in every language a lesson is translated into, is fed to
what reads the learner's answer there: for the lessons, the self-checks of
``tutorial.checks`` in that language; for the course, whose answers are
Python code, ``switchcore.cards`` (``Card.parse``), which reads the English
letters and the symbols whatever the language.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from switchcore import CardError, cards
from switchcore.messages import use_language
from tools import lesson_translations as lt
from tools.build_lessons import COURSE_LESSONS, LESSONS
from tutorial import checks

#: A card as a lesson writes it: rank then suit, letters or symbols; in
#: English (and in code), with the English letters only.
CARD = re.compile(r"(?:10|[2-9AJQKTVDRFBH])[A-Z♣♦♥♠]")
ENGLISH_CARD = re.compile(r"(?:10|[2-9AJQKT])[CDHS♣♦♥♠]")
#: What a quoted example is written between.
QUOTED = re.compile(r'"([^"\n]{2,40})"|\'([^\'\n]{2,40})\'|«\s*([^»\n]{2,40}?)\s*»|“([^”\n]{2,40})”')
#: The checks that read cards a learner types.
CARD_CHECK = re.compile(r"\bcheck_(cards|playable|move)\(")
#: Words that may follow a card in a move (the last-card call).
CALLS = {"last", "!"}


def _notebook(source: Path, lang: str) -> Path:
    if lang == "en":
        return (COURSE_LESSONS if lt.is_course(source) else LESSONS).target(source)
    return lt.translated_notebook(source, lang)


def examples(path: Path, lang: str) -> list[tuple[str, str]]:
    """(where, text) for every quoted run of cards in a notebook's cells: in
    its paragraphs; in its code, the examples of its hints and the hands of
    the positions a card check asks about (several words in one string),
    which a learner copies. Other cards in code are arguments to Python
    (``Card.parse("9C")``, ``top="5C"``), read in English whatever the
    language, not answers to type."""
    found = []
    for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        source = "".join(cell["source"])
        code = cell["cell_type"] == "code"
        card = ENGLISH_CARD if code or lang == "en" else CARD
        for match in QUOTED.finditer(source):
            text = next(group for group in match.groups() if group is not None)
            words = text.replace(",", " ").split()
            if not words or not card.fullmatch(words[0]) or not all(card.fullmatch(w) or w.lower() in CALLS
                                                                     for w in words):
                continue
            if code and (len(words) < 2 or not CARD_CHECK.search(source)):
                continue
            found.append((f"{path.name} cell {index} ({cell['cell_type']})", text))
    return found


CASES = sorted({(source, lang) for source in [*LESSONS.lessons(), *COURSE_LESSONS.lessons()]
                for lang in ("en", *lt.LANGUAGES) if _notebook(source, lang).exists()})


def _refusal(text: str, lang: str, course: bool) -> str:
    """Why ``text`` is not read as cards (or a move) where the learner types
    it, or "" when it is read."""
    if course:
        try:
            cards(" ".join(w for w in text.replace(",", " ").split() if w.lower() not in CALLS))
        except CardError as exc:
            return str(exc)
        return ""
    use_language(lang)
    try:
        if any(w.lower() in CALLS for w in text.split()):
            try:
                checks._read_move(text)
            except (CardError, ValueError) as exc:
                return str(exc)
            return ""
        got = checks._card_set(text)
        return got if isinstance(got, str) else ""
    finally:
        use_language("en")


@pytest.mark.parametrize("source, lang", CASES, ids=[f"{lang}-{s.stem}" for s, lang in CASES])
def test_every_card_a_lesson_shows_is_read_by_the_check_of_its_language(source, lang):
    found = examples(_notebook(source, lang), lang)
    refused = [(where, text, why) for where, text in found if (why := _refusal(text, lang, lt.is_course(source)))]
    assert not refused, "\n".join(f"{where}: {text!r} is refused: {why}" for where, text, why in refused)


def test_the_examples_are_found():
    """The search finds the examples the lessons are known to give, so the
    test above cannot pass by finding nothing."""
    by_lesson = {(s.stem, lang): [text for _where, text in examples(_notebook(s, lang), lang)] for s, lang in CASES}
    for lang in ("en", *lt.LANGUAGES):
        assert "JD 8H 5S KC 3H" in by_lesson["08_house_rules", lang]
        assert any("last" in text for text in by_lesson["05_last_card", lang])
    assert sum(len(found) for found in by_lesson.values()) > 100


@pytest.mark.parametrize("lang", lt.LANGUAGES)
def test_the_right_answer_of_lesson_08_is_accepted_as_its_code_writes_it(lang):
    """Lesson 08 deals "JD 8H 5S KC 3H" with the top card 5♣ and asks which
    cards may be played: written as the code writes the cards, the answer is right."""
    from switchcore import Game, Rules

    position = Game.from_position(Rules.switch(players=3, wild_jacks=True, crazy_eights_house=True),
                                  hands=["JD 8H 5S KC 3H", "5D 9C 3S", "6C 10D 2S"], top="5C")
    use_language(lang)
    try:
        import contextlib
        import io

        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            checks.check_playable("JD 8H 5S KC", position)
    finally:
        use_language("en")
    assert printed.getvalue().startswith(checks.say("check.right", language=lang)), printed.getvalue()
