"""The command line: python -m classroom play | tournament | rules."""

from __future__ import annotations

import csv
import os
import re
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, stdin="", env_lang="C"):
    env = {**os.environ, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": env_lang}
    return subprocess.run([sys.executable, "-m", "classroom", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=120, env=env)


def test_play_a_whole_game_by_numbers():
    done = run("play", "--players", "2", "--seed", "4", "--bot", "easy", stdin="1\n" * 400)
    assert done.returncode == 0, done.stderr
    assert "Your hand:" in done.stdout and "wins the match" in done.stdout
    assert "Ann played" in done.stdout and "Ben" in done.stdout


def test_play_reads_move_text_refuses_bad_moves_and_ends_cleanly_at_eof():
    # a card not in hand is refused with its rule id; EOF ends the game politely.
    done = run("play", "--family", "crazy_eights", "--players", "2", "--seed", "7", stdin="KH\n7Z\n99\ndraw\n")
    assert done.returncode == 0, done.stderr
    assert "Not allowed: [X-1]" in done.stdout and "not a card" in done.stdout
    assert "Choose a number" in done.stdout and "Goodbye." in done.stdout
    assert "Traceback" not in done.stderr


def test_play_quit_and_help():
    done = run("play", "--seed", "1", "--wild-jacks", stdin="help\nquit\n")
    assert done.returncode == 0 and "can be played" in done.stdout and "Goodbye." in done.stdout
    assert "V-1" in done.stdout  # the effect table shows the wild jacks


def test_tournament_prints_the_table():
    done = run("tournament", "--games", "8", "--players", "4", "--bots", "hard,medium,easy,random", "--seed", "2")
    assert done.returncode == 0, done.stderr
    for name in ("hard", "medium", "easy", "random"):
        assert name in done.stdout
    assert "95% interval" in done.stdout and "8/8" in done.stderr


def test_help_is_readable_and_bad_options_are_explained():
    done = run("--help")
    assert done.returncode == 0 and "examples:" in done.stdout and "tournament" in done.stdout
    play = run("play", "--help")
    assert "last card" in play.stdout and "--bot" in play.stdout
    bad = run("play", "--players", "9")
    assert bad.returncode == 2 and "[S-1]" in bad.stderr
    unknown = run("tournament", "--bots", "hard,genius", "--games", "1")
    assert unknown.returncode != 0 and "genius" in unknown.stderr


def test_tournament_takes_a_students_strategy_from_a_file(tmp_path):
    (tmp_path / "mybot.py").write_text("def first(view):\n    return view.legal_moves[0]\n"
                                       "def broken(view):\n    return '7X'\n")
    done = run("tournament", "--games", "8", "--bots", f"hard,{tmp_path / 'mybot.py'}:first")
    assert done.returncode == 0, done.stderr
    assert "mybot:first" in done.stdout and "hard" in done.stdout
    broken = run("tournament", "--games", "4", "--bots", f"easy,{tmp_path / 'mybot.py'}:broken")
    assert broken.returncode == 0, broken.stderr  # its games are forfeits, the others are played
    row = next(line for line in broken.stdout.splitlines() if line.startswith("mybot:broken "))
    assert row.split()[-1] == "4" and "'7X' is not a move" in broken.stdout
    assert "mybot:broken (mybot.py): 4 x not a move" in broken.stdout
    missing = run("tournament", "--games", "4", "--bots", f"{tmp_path / 'mybot.py'}:nothing")
    assert missing.returncode == 2 and "has no strategy called 'nothing'" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_results_are_saved_and_the_leaderboard_reads_them(tmp_path):
    file, page, sheet = tmp_path / "class.jsonl", tmp_path / "class.html", tmp_path / "class.csv"
    done = run("tournament", "--games", "6", "--bots", "hard,easy", "--players", "2", "--results", file,
               "--html", page, "--csv", sheet)
    assert done.returncode == 0, done.stderr
    assert len(file.read_text().splitlines()) == 7 and "<svg" in page.read_text()
    rows = list(csv.DictReader(sheet.open()))
    assert sorted(r["strategy"] for r in rows) == ["easy", "hard"]  # best first, as in the table
    assert sum(int(r["games"]) for r in rows) == 12 and done.stdout.splitlines()[3].startswith(rows[0]["strategy"])
    again = run("leaderboard", file)
    assert again.returncode == 0 and again.stdout.splitlines()[1:] == done.stdout.splitlines()[1:-2]
    assert run("leaderboard", tmp_path / "none.jsonl").returncode == 2


def test_s7_the_terminal_game_offers_the_late_call():  # S-7
    """In `python -m classroom play`, after a play that leaves one card
    without the call, the player may still type "last" before the bots act."""
    import io
    from types import SimpleNamespace

    from classroom.cli import build_parser, play

    args = build_parser().parse_args(["play", "--players", "2", "--seed", "4", "--bot", "easy"])
    out = io.StringIO()

    class Answers:
        """Plays a card without the call whenever one is listed, and calls late when offered."""

        def readline(self):
            text = out.getvalue()
            if text.endswith("or press Enter: "):
                return "last\n"
            listed = text[text.rindex("Your hand:"):].splitlines()[1:-1]
            for line in listed:
                number, move = line.split(")", 1)
                if move.strip().startswith("play") and "calling" not in move:
                    return number.strip() + "\n"
            return "1\n"

    assert play(args, inp=Answers(), out=out) == 0
    text = out.getvalue()
    assert 'You did not call "last card"' in text
    assert 'Ann called "last card" after the play, before the next player acted' in text
    off = build_parser().parse_args(["play", "--players", "2", "--seed", "4", "--bot", "easy", "--no-late-call"])
    assert not SimpleNamespace(**vars(off)).late_call


def test_the_game_in_the_terminal_speaks_the_language_asked_for():
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-m", "classroom", "--lang", "nl", "play", "--players", "2", "--seed", "1"],
                         input="quit\n", capture_output=True, text=True, timeout=60)
    assert "Ronde 1" in run.stdout and "Round 1" not in run.stdout


@pytest.mark.parametrize("lang, draw, quit", [("fr", "piocher", "quitter"), ("it", "pescare", "esci"),
                                              ("nl", "trekken", "stop"), ("es", "robar", "salir")])
def test_lang_may_come_after_the_command_and_the_moves_in_the_language(lang, draw, quit):
    """A teacher types ``play --lang fr`` as often as ``--lang fr play``; the
    learner types the move words of the language (the English ones still work)."""
    from classroom.cli import build_parser

    assert build_parser().parse_args(["play", "--lang", lang]).lang == lang
    assert build_parser().parse_args(["--lang", lang, "play"]).lang == lang
    assert build_parser().parse_args(["tournament", "--games", "2", "--lang", lang]).lang == lang
    game = run("play", "--players", "2", "--seed", "1", "--lang", lang, stdin=f"{draw}\n{quit}\n")
    assert game.returncode == 0, game.stderr
    english = run("play", "--players", "2", "--seed", "1", stdin="draw\nquit\n")
    assert game.stdout.count("\n") == english.stdout.count("\n"), game.stdout  # the same game, one draw, then goodbye
    assert "Round 1" not in game.stdout


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_a_played_game_and_a_tournament_table_hold_no_english_word(lang):
    from tests.core.test_languages import english_words

    game = run("--lang", lang, "play", "--players", "2", "--seed", "4", "--bot", "easy", stdin="7Z\n99\n" + "1\n" * 400)
    table = run("tournament", "--games", "6", "--players", "2", "--bots", "hard,easy", "--seed", "2",
                env_lang=f"{lang}_{lang.upper()}.UTF-8")  # the language from LANG, as the usual locale variable
    assert game.returncode == 0 and table.returncode == 0, game.stderr + table.stderr
    english = run("tournament", "--games", "6", "--players", "2", "--bots", "hard,easy", "--seed", "2")
    assert english.stdout.splitlines()[1].startswith("strategy")
    for out in (game.stdout, table.stdout):
        # a move's code in brackets is the same in every language (the prompt names the language's own words)
        text = re.sub(r"\[\w+\]", "", out)
        words = english_words(text, lang)
        assert not words, f"{lang}: English words {sorted(set(words))} in\n{out[-3000:]}"
    assert "'7Z'" in game.stdout and table.stdout.splitlines()[1] != english.stdout.splitlines()[1]


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_a_results_file_that_cannot_be_read_is_said_in_the_language(lang, tmp_path):
    from classroom.results import ResultsError, ResultsFile, read_results
    from switchcore.messages import use_language
    from tests.core.test_languages import english_words

    other = tmp_path / "notes.txt"
    other.write_text("hello\n")
    done = run("--lang", lang, "leaderboard", str(other))
    assert done.returncode != 0 and str(other) in done.stderr
    said = [done.stderr.replace(str(other), " "), run("leaderboard", str(tmp_path / "none.jsonl"),
                                                     env_lang=f"{lang}_{lang.upper()}.UTF-8").stderr]
    file = tmp_path / "r.jsonl"  # a header without its rules: refused in words, not with a KeyError
    file.write_text(json.dumps({"format": "switchcore-tournament", "version": 1}) + "\nnot a game\n")
    use_language(lang)
    try:
        with pytest.raises(ResultsError) as damaged:
            read_results(file)
        said.append(str(damaged.value).replace(str(file), " "))
        with pytest.raises(ResultsError) as damaged:
            ResultsFile(file, {"format": "switchcore-tournament", "version": 1}).open()
        said.append(str(damaged.value).replace(str(file), " "))
    finally:
        use_language("en")
    for text in said:
        assert text.strip() and not english_words(text.lower(), lang), f"{lang}: English left in {text!r}"


#: What a command line's help and messages hold that is code, the same in every language: commands, options and
#: their values, metavars, quoted choices, and the words the player types in a game.
CODE = re.compile(r"python -m [\w.]+(?: (?:play|tournament|leaderboard|rules))?|--?[\w-]+|\{[^}]*\}|\b[A-Z][A-Z_]+\b|"
                  r"'[\w.-]*'|[«'\"] ?(?:7H last|help|quit) ?[»'\"]|draw, keep, take, pass|"
                  r"^ +(?:play|tournament|leaderboard)\b", re.M)
#: English words of a command line, besides the game's (tests/core/test_languages.py).
COMMAND_LINE_WORDS = re.compile(r"\b(usage|show|help|exit|default|which|how|number|with|without|for|from|folder|also|"
                                r"write|invalid|choice|required|unrecognized|following|positional|see|examples?|rules|"
                                r"games?|left|out|note|warning|stopped)\b")
#: argparse's "usage:" and a word of its messages, as each language says them.
USAGE = {"fr": "utilisation : ", "it": "uso: ", "nl": "gebruik: ", "es": "uso: "}
INVALID = {"fr": "non valable", "it": "non valid", "nl": "ongeldige", "es": "no válid"}


def english_left(text: str, lang: str) -> list:
    """The English words of ``text`` once its code is taken out."""
    from tests.core.test_languages import english_words

    prose = CODE.sub(" ", text).lower()
    return sorted(set(english_words(prose, lang)) | set(COMMAND_LINE_WORDS.findall(prose)))


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_every_help_and_argparse_message_speaks_the_language_asked_for(lang):
    for command in ((), ("play",), ("tournament",), ("leaderboard",)):
        done = run("--lang", lang, *command, "--help")
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(USAGE[lang] + "python -m classroom"), done.stdout[:200]
        assert "--bots-dir DIR" in done.stdout or command != ("tournament",)  # options and metavars stay code
        left = english_left(done.stdout, lang)
        assert not left, f"{lang} {command}: English words {left} in\n{done.stdout}"
    for bad in (("play", "--players", "x"), ("play", "--family", "poker"), ("tournament", "--games", "0"),
                ("play", "--bogus"), ("leaderboard",), ()):
        done = run("--lang", lang, *bad)
        assert done.returncode == 2 and done.stderr.count("\n") >= 1 and "Traceback" not in done.stderr, done.stderr
        left = english_left(done.stderr, lang)
        assert not left, f"{lang} {bad}: English words {left} in\n{done.stderr}"
    assert INVALID[lang] in run("--lang", lang, "play", "--family", "poker").stderr


def test_the_help_and_its_errors_follow_lang_from_the_environment_and_stay_english_without_it():
    french = run("play", "--help", env_lang="fr_FR.UTF-8")
    assert french.stdout.startswith("utilisation : ") and "afficher ce message d'aide" in french.stdout
    assert not english_left(french.stdout, "fr")
    top = run("--help", env_lang="fr_FR.UTF-8")
    assert "exemples :" in top.stdout and not english_left(top.stdout, "fr")
    error = run("play", "--players", "x", env_lang="fr_FR.UTF-8")
    assert error.returncode == 2 and "valeur int non valable : 'x'" in error.stderr and "(voir " in error.stderr
    chosen = run("--lang=it", "play", "--players", "x", env_lang="fr_FR.UTF-8")  # --lang wins over LANG
    assert "valore int non valido: 'x'" in chosen.stderr and "(vedi " in chosen.stderr
    english = run("play", "--help")
    assert english.stdout.startswith("usage: ") and "show this help message and exit" in english.stdout
    assert "options:" in english.stdout and "rules:" in english.stdout
    bad = run("play", "--players", "x")
    assert bad.stderr == ("python -m classroom play: argument --players: invalid int value: 'x'\n"
                          "(see python -m classroom play --help)\n")


def test_the_language_is_known_before_the_parser_is_built():
    from classroom.cli import language_asked

    assert language_asked(["--lang", "nl", "play"], {}) == "nl"
    assert language_asked(["--lang=es", "tournament"], {"LANG": "fr_FR.UTF-8"}) == "es"
    assert language_asked(["--lan", "it"], {}) == "it"  # argparse takes a prefix of --lang too
    assert language_asked(["play", "--seed", "4"], {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert language_asked(["--lang", "de"], {"LANG": "es_ES"}) == "es"  # argparse refuses de, in Spanish
    assert language_asked(["--", "--lang", "fr"], {}) == "en"


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "es"])
def test_what_a_tournament_tells_the_teacher_is_in_the_language_asked_for(tmp_path, lang):
    (tmp_path / "amy.py").write_text("def choose(view):\n    return view.legal_moves[0]\n")
    (tmp_path / "notes.txt").write_text("not a bot")
    (tmp_path / "_helpers.py").write_text("")
    (tmp_path / "old").mkdir()
    done = run("--lang", lang, "tournament", "--bots-dir", tmp_path, "--bots", "easy", "--games", "2", "--workers",
               "999", "--csv", tmp_path / "table.csv")
    assert done.returncode == 0, done.stderr
    said = re.sub(r"\[[#.]+\] \d+/\d+", "", done.stderr)  # the progress bar
    assert said.count("notes.txt") == 1 and said.count("999") == 1, said
    left = english_left(said + done.stdout.replace(str(tmp_path), ""), lang)
    assert not left, f"{lang}: English words {left} in\n{said}\n{done.stdout}"
    stopped = run("--lang", lang, "tournament", "--bots", "hard,hard", "--games", "2")
    assert stopped.returncode == 2 and "'hard'" in stopped.stderr and not english_left(stopped.stderr, lang)
