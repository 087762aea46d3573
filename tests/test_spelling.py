"""Every catalogue is spelt right: each word of every translation (engine,
widgets, classroom, grading, lessons, course) is known to Debian's hunspell
dictionary of its language, or is in the short, reviewed list of accepted
words of ``docs/glossary/<lang>.toml`` (:mod:`tools.spelling`). ``dev.py``
installs hunspell and the dictionaries (hunspell-fr, -it, -nl, -es) the way
it installs Chromium; without them the test is skipped, and fails in CI."""

from __future__ import annotations

import subprocess

import pytest

from tests.needs import unavailable
from tools import spelling

LANGUAGES = tuple(spelling.DICTIONARIES)


@pytest.fixture(autouse=True)
def _dictionaries():
    if not spelling.available():
        unavailable("hunspell and its dictionaries are not installed: apt-get install hunspell hunspell-fr "
                    "hunspell-it hunspell-nl hunspell-es (python3 dev.py test installs them)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalogue_of_the_language_is_spelt_right(lang):
    unknown = spelling.unknown(lang)
    assert not unknown, f"{lang}: words the dictionary does not know: " + "; ".join(
        f"{word} ({', '.join(places[:3])})" for word, places in unknown.items())


@pytest.mark.parametrize("lang, wrong, right", [("fr", "piochee", "piocher"), ("it", "pescarre", "pescare"),
                                                ("nl", "trekstappel", "trekstapel"), ("es", "roobar", "robar")])
def test_the_dictionary_finds_a_misspelt_word(lang, wrong, right):
    found = subprocess.run(["hunspell", "-d", str(spelling.FOLDER / spelling.DICTIONARIES[lang]), "-l"],
                           input=f"{wrong}\n{right}\n", capture_output=True, text=True, check=True).stdout.split()
    assert found == [wrong]
    assert spelling.words("la `seed` de {player}, 7♥, X-2, game.result et choose(view)") == ["la", "de", "et"]


def test_an_english_word_is_kept_only_where_it_was_read(monkeypatch):
    """`draw` is a move a French learner types in the terminal game; the same word in a lesson's sentence is
    English left behind."""
    assert "classroom play.description" in spelling.english("fr")["draw"]
    sentences = [("classroom play.description", "", "tape draw pour piocher"),
                 ("lessons/03_special_cards", "", "tu dois draw deux cartes")]
    monkeypatch.setattr(spelling.terms, "messages", lambda lang: sentences)
    assert spelling.unknown("fr") == {"draw": ["lessons/03_special_cards"]}
