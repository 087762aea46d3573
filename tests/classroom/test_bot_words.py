"""What is said about a student's bot file (why it cannot be used, why it
forfeited) and the leaderboard's web page, in the language asked for. The
results file keeps the reasons in English, as they happened; they are said
in the language of whoever shows them."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import FIRST, cli
from .test_cli import english_left

#: English words of a bot's reasons and of the web page, besides those english_left knows.
REASON_WORDS = re.compile(r"\b(took|more|than|load|loaded|loading|its|has|strategy|called|could|be|run|raised|"
                          r"should|define|function|functions|found|line|forfeits?|win|rate|interval|average|length|"
                          r"moves|tournament|every|seat|counts|lost|time|memory|returned|move|nothing)\b")
#: ...unless the language has the same word.
OWN = {"nl": {"interval"}}

BROKEN = {
    "crash__py": "raise RuntimeError('boum')\n",  # raises as it loads
    "empty__py": "def aide(x):\n    return x\n\ndef autre(x):\n    return x\n",  # which is its strategy?
    "slow__py": "import time\ntime.sleep(60)\n\ndef choose(view):\n    return view.legal_moves[0]\n",  # too slow to load
    "oops__py": "def choose(view):\n    return 42\n",  # forfeits its games
}


def english_in(text: str, lang: str, *names: str) -> list:
    for name in names:
        text = text.replace(name, " ")
    left = set(english_left(text, lang)) | {w for w in REASON_WORDS.findall(text.lower())}
    return sorted(left - OWN.get(lang, set()))


@pytest.fixture(scope="module")
def broken_class(tmp_path_factory):
    """A class folder with one good bot and four bad ones, and an English results file of its tournament."""
    where = tmp_path_factory.mktemp("broken") / "class"
    where.mkdir()
    (where / "amy.py").write_text(FIRST)
    for name, source in BROKEN.items():
        (where / name.replace("__", ".")).write_text(source)
    results = where.parent / "results.jsonl"
    done = cli("tournament", "--bots-dir", where, "--bots", "easy", "--games", 4, "--players", 2, "--load-time", 1,
               "--seed", 3, "--results", results)
    assert done.returncode == 0, done.stderr
    return where, results, done


def test_the_english_reasons_stay_as_they_were_and_are_kept_in_english(broken_class):
    where, results, done = broken_class
    assert "Warning: crash.py could not be run: raised RuntimeError: boum (crash.py, line 1); crash forfeits" \
        in done.stderr
    assert "empty.py should define its strategy as a function called choose(view) (functions found: aide, autre)" \
        in done.stderr
    assert "Warning: took more than 1 s to load its file; slow forfeits every game." in done.stderr
    assert "x not a move: returned 42, which is not a move" in done.stdout
    kept = [json.loads(line) for line in results.read_text().splitlines()]
    assert any("returned 42, which is not a move" in json.dumps(r) for r in kept)  # the saved data is English


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_a_broken_bot_files_reasons_are_said_in_the_language_asked_for(broken_class, lang, tmp_path):
    where, results, _ = broken_class
    done = cli("--lang", lang, "tournament", "--bots-dir", where, "--bots", "easy", "--games", 4, "--players", 2,
               "--load-time", 1, "--seed", 3)
    assert done.returncode == 0, done.stderr
    said = re.sub(r"\[[#.]+\] \d+/\d+", "", done.stderr)
    for name in ("crash", "empty", "slow"):
        assert said.count(f"{name}") >= 1, said
    left = english_in(said + done.stdout, lang, str(where), "RuntimeError", "choose(view)", "aide", "autre")
    assert not left, f"{lang}: English words {left} in\n{said}\n{done.stdout}"
    board = cli("--lang", lang, "leaderboard", results)  # the English results file, said in the language
    assert board.returncode == 0 and "42" in board.stdout, board.stderr
    assert not english_in(board.stdout, lang, "RuntimeError")


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_the_leaderboard_page_has_no_english_sentence(broken_class, lang, tmp_path):
    _, results, _ = broken_class
    page = tmp_path / "board.html"
    done = cli("--lang", lang, "leaderboard", results, "--html", page)
    assert done.returncode == 0, done.stderr
    text = page.read_text()
    assert f"lang='{lang}'" in text
    text = re.sub(r"<style>.*?</style>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    left = english_in(text, lang, "RuntimeError")
    assert not left, f"{lang}: English words {left} in\n{text}"
    done = cli("--lang", lang, "leaderboard", results, "--csv", tmp_path / "t.csv")
    assert (tmp_path / "t.csv").read_text().startswith("strategy,file,games,wins")  # CSV headers are data


def test_every_reason_is_said_back_from_its_english():
    from classroom.words import ENGLISH, reason_words

    samples = {
        "took more than 1 s to load its file": "a mis plus de 1 s à charger son fichier",
        "[X-1] returned 42, which is not a move (return one of view.legal_moves, or text such as '7H')":
            "[X-1] a renvoyé 42, qui n'est pas un coup (renvoyez l'un des view.legal_moves, ou un texte comme '7H')",
        "a.py could not be run: raised ValueError: oops (a.py, line 3)":
            "a.py n'a pas pu être exécuté : a levé ValueError: oops (a.py, ligne 3)",
        "raised KeyboardInterrupt (b.ipynb, code cell 2, line 1)":
            "a levé KeyboardInterrupt (b.ipynb, cellule de code 2, ligne 1)",
        "benched after 3 restarts of its process (the last one: took more than 1 s to choose a move)":
            "mis sur la touche après 3 redémarrages de son processus (le dernier : a mis plus de 1 s à choisir un coup)",
        "something a bot printed": "something a bot printed",
    }
    for english, french in samples.items():
        assert reason_words(english, "fr") == french
        assert reason_words(english, "en") == english
    for key, text in ENGLISH.items():
        if key.startswith("reason."):
            sample = text.format_map({k: "v" for k in re.findall(r"\{(\w+)\}", text)})
            for lang in ("fr", "it", "nl", "es"):
                assert reason_words(sample, lang) != sample, (key, lang)
