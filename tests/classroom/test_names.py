"""What the teacher sees cannot be forged by a file's name: names are shown
safely in the terminal, the chart, the CSV and the HTML page; long names
fit the chart; a built-in bot's name cannot be taken by a student's file;
files left out are listed with the reason; the secret seed is not printed
(issue 23)."""

from __future__ import annotations

import csv
import io
import re
import unicodedata

import pytest

from classroom.bots import BOTS
from classroom.leaderboard import CHART_NAME, shown
from classroom.tournament import tournament
from switchcore import Rules

from .conftest import FIRST, LIKE_EASY, cli

FORGED = "amy\n\x1b[1A\x1b[2Kzed         45     45   100.0%"


def test_control_characters_and_escapes_in_a_file_name_forge_no_row(folder, tmp_path):
    where = folder(alice__py=FIRST)
    (where / f"{FORGED}.py").write_text(LIKE_EASY)
    (where / "\u202eyp.evil.py").write_text(FIRST)  # right-to-left override: shows reversed text
    page, table = tmp_path / "class.html", tmp_path / "class.csv"
    done = cli("tournament", "--bots-dir", where, "--games", 4, "--players", 3, "--html", page, "--csv", table)
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout + done.stderr and "\u202e" not in done.stdout
    assert re.search(r"^amy\\n\\x1b\[1A\\x1b\[2Kzed ", done.stdout, re.M)
    assert not re.search(r"^zed", done.stdout, re.M)  # no line of the table starts with the forged name
    assert "\\u202eyp.evil" in done.stdout
    html = page.read_text()
    assert "\x1b" not in html and "\u202e" not in html and "amy\\n\\x1b[1A" in html
    cells = [row[0] for row in csv.reader(io.StringIO(table.read_text()))]
    assert "amy\\n\\x1b[1A\\x1b[2Kzed         45     45   100.0%" in cells


@pytest.mark.parametrize("name", ["=HYPERLINK(1)", " =cmd|' /C calc'!A0", "\uff1dSUM(1)", "+1", "-1", "@A1",
                                  "\t=1", "\u3000=1"])
def test_a_name_a_spreadsheet_would_run_is_text_in_the_csv(name):
    result = tournament({name: BOTS["easy"], "plain": BOTS["random"]}, Rules.switch(players=2), games=2, seed=1)
    cells = [row[0] for row in csv.reader(io.StringIO(result.csv()))][1:]
    mine = next(c for c in cells if c != "plain")
    start = unicodedata.normalize("NFKC", mine).lstrip()[:1]
    assert start not in "=+-@\t\r"  # a spreadsheet reads it as text: a quote, or a written-out escape
    assert mine == shown(name) or mine == "'" + shown(name)
    assert "plain" in cells  # an ordinary name is left as it is


@pytest.mark.parametrize("length", [53, 76, 200])
def test_long_names_fit_the_chart(length):
    names = {f"{i}" + "x" * (length - 1): bot for i, bot in zip("abc", (BOTS["hard"], BOTS["easy"], BOTS["random"]))}
    result = tournament(names, Rules.switch(players=3), games=3, seed=1)
    svg = result.svg()
    width = float(re.search(r'width="([0-9.]+)"', svg).group(1))
    bars = [float(w) for w in re.findall(r'<rect [^>]*width="(-?[0-9.]+)"', svg)]
    starts = [float(x) for x in re.findall(r'<rect x="(-?[0-9.]+)"', svg)]
    assert bars and min(bars) >= 0 and any(w > 0 for w in bars)
    assert all(x + (width - 20 - x) >= 0 for x in starts) and max(starts) <= width / 2  # half the width for bars
    for name in names:
        assert name in svg  # whole, in the tooltip
        assert shown(name, CHART_NAME) in svg  # shortened, as the label
    table = str(result).splitlines()
    assert max(len(line) for line in table[1:4]) < 120  # the table's rows stay readable


def test_a_students_hard_py_does_not_take_the_built_in_bots_name(folder):
    where = folder(hard__py=FIRST, alice__py=FIRST)
    done = cli("tournament", "--bots-dir", where, "--bots", "hard", "--games", 3, "--players", 3)
    assert done.returncode == 0, done.stderr
    rows = {line.split()[0] for line in done.stdout.splitlines()[2:] if line[:1].isalpha()}
    assert {"hard", "hard.py", "alice"} <= rows


def test_files_left_out_are_listed_with_the_reason(folder):
    where = folder(alice__py=FIRST, bob__py=FIRST)
    (where / ".carol.py").write_text(FIRST)
    (where / "_helpers.py").write_text(FIRST)
    (where / "notes.txt").write_text("hello")
    (where / "old").mkdir()
    done = cli("tournament", "--bots-dir", where, "--games", 2, "--players", 2)
    assert done.returncode == 0, done.stderr
    assert "Left out .carol.py: a hidden file (its name starts with '.')." in done.stderr
    assert "Left out _helpers.py: its name starts with '_' (kept out, as Python keeps such names private)." in done.stderr
    assert "Left out notes.txt: not .py or .ipynb." in done.stderr
    assert "Left out old: a folder." in done.stderr


def test_the_seed_is_not_printed_with_bot_files(folder, tmp_path):
    where = folder(alice__py=FIRST, bob__py=LIKE_EASY)
    page = tmp_path / "class.html"
    done = cli("tournament", "--bots-dir", where, "--games", 2, "--players", 2, "--seed", 424242, "--html", page)
    assert done.returncode == 0, done.stderr
    assert "424242" not in done.stdout + done.stderr and "424242" not in page.read_text()
    # Trusted functions in a lesson: the seed is shown, so the lesson can be replayed.
    lesson = tournament({"a": BOTS["easy"], "b": BOTS["hard"]}, Rules.switch(players=2), games=2, seed=424242)
    assert "seed 424242" in str(lesson)
