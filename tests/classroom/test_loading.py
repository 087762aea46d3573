"""Every honest bot loads, quickly, as the function its file defines; an
error points at the notebook's own cell and line; the start-up limit never
blames a bot that then loads; Ctrl-C during the start-up check is answered
at once (issue 23)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from classroom.botfiles import BotFile
from classroom.botproc import BotProcess, Limits, check_bots
from classroom.tournament import bots_in, tournament
from switchcore import Rules

from .conftest import FIRST, LIKE_EASY, ROOT, cli

QUICK = Limits(move_time=2.0, game_time=30, memory=512, strikes=0)


def notebook(*cells: str) -> str:
    """A notebook's JSON with these code cells (and a markdown cell first, as lessons have)."""
    return json.dumps({
        "cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# My bot\n"]}] + [
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
             "source": source.splitlines(keepends=True)} for source in cells],
        "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5})


#: A learner's lesson-07 notebook: star imports (which bring a function called
#: ``strategy``), a table built by a comprehension and a loop, a helper class,
#: plotting, a displayed value and a tournament cell.
LEARNER = notebook(
    "%matplotlib inline\nimport sys\nimport matplotlib.pyplot as plt\nfrom switchcore import *\n"
    "from classroom.bots import *\nfrom classroom.tournament import tournament",
    "VALUE = {rank: i for i, rank in enumerate('A23456789TJQK')}\nBONUS = {}\n"
    "for suit in 'CDHS':\n    BONUS[suit] = len(BONUS)\n\nclass Scorer:\n"
    "    def score(self, move):\n        return VALUE.get(str(move)[:1], 0) + BONUS.get(str(move)[-1:], 0)",
    "def my_bot(view):\n    heavy = [m for m in ('matplotlib', 'nbformat', 'tutorial') if m in sys.modules]\n"
    "    if heavy:\n        raise RuntimeError(f'loaded {heavy}')\n"
    "    return max(view.legal_moves, key=Scorer().score)",
    "plt.plot([1, 2, 3])\nplt.show()",
    "my_bot",
    "result = tournament({'me': my_bot, 'easy': BOTS['easy']}, Rules.switch(), games=10**6)\nresult.ranking()",
)


def test_a_learners_notebook_plays_its_own_my_bot_and_loads_without_its_heavy_cells(folder, capsys):
    # Quick to load because the cells that plot, display or start a tournament
    # are left out: my_bot itself refuses to play (a forfeit) if matplotlib,
    # nbformat or tutorial were imported. The time is printed, not asserted
    # (a busy machine is no fault of the bot's).
    where = folder(alice__ipynb=LEARNER, bob__py=LIKE_EASY)
    bot = bots_in(where)["alice"]
    start = time.monotonic()
    BotProcess(bot, QUICK).close()
    with capsys.disabled():
        print(f"\n[benchmark] a learner's notebook bot started in {time.monotonic() - start:.2f} s")
    result = tournament(bots_in(where), Rules.switch(players=2), games=4, seed=1, limits=QUICK)
    assert result["alice"].games == 4 and result["alice"].forfeits == 0, result["alice"].reasons


def test_a_name_the_file_imported_is_never_its_strategy(folder):
    # classroom.bots brings a function called strategy, and the file defines none of the names looked for.
    where = folder(only__py="from classroom.bots import *\n", one__py="from classroom.bots import *\n"
                   "def pick(view):\n    return view.legal_moves[0]\n", easy2__py=LIKE_EASY)
    result = tournament(bots_in(where), Rules.switch(players=3), games=3, seed=1, limits=QUICK)
    assert result["one"].forfeits == 0  # its only own function
    assert result["only"].forfeits == 3
    assert "only.py should define its strategy as a function called choose(view)" in result["only"].reasons[0][2]


@pytest.mark.parametrize("cells, words", [
    (["def my_bot(view):\n    return view.legal_moves[0]", "x = 1\nraise ValueError('oops')"],
     "bad.ipynb could not be run: raised ValueError: oops (bad.ipynb, code cell 2, line 2)"),
    (["TABLE = {c: 1 for c in 'AB'}", "def my_bot(view):\n    x = 1\n    return view.legal_moves[TABLE['Z']]"],
     "raised KeyError: 'Z' (bad.ipynb, code cell 2, line 3)"),
    # a cell that is not Python is left out, but when the rest then cannot be loaded it is what is said
    (["import math", "def my_bot(view)\n    return view.legal_moves[0]", "my_bot"],
     "bad.ipynb has a syntax error in code cell 2, line 1: expected ':'"),
    (["x = 1", "def choose(view):\n    return view.legal_moves[0]\nelse"],
     "bad.ipynb has a syntax error in code cell 2, line 3: invalid syntax"),
])
def test_an_error_points_at_the_notebooks_own_cell_and_line(folder, cells, words):
    where = folder(bad__ipynb=notebook(*cells), alice__py=FIRST)
    result = tournament(bots_in(where), Rules.switch(players=2), games=2, seed=1, limits=QUICK)
    assert result["bad"].forfeits == 2 and words in result["bad"].reasons[0][2], result["bad"].reasons


def test_the_load_limit_counts_the_bots_own_time_and_blames_no_bot_that_loads():
    limits = Limits(move_time=1.0, game_time=20, memory=512, load_time=2.0, strikes=0)
    body = "\n\ndef choose(view):\n    return view.legal_moves[0]\n"
    slow = BotFile("slow", "slow.py", "import time\ntime.sleep(2.8)" + body)  # waits, using no CPU time
    busy = BotFile("busy", "busy.py", "while True:\n    pass" + body)
    stuck = BotFile("stuck", "stuck.py", "import time\ntime.sleep(60)" + body)
    start = time.monotonic()
    verdicts = check_bots([slow, busy, stuck], limits)
    assert set(verdicts) == {busy, stuck}
    assert all("took more than 2 s to load its file" in reason for reason in verdicts.values())
    assert time.monotonic() - start < 20


def test_the_start_up_verdict_holds_for_the_whole_run(folder):
    where = folder(slow__py="import time\ntime.sleep(2.5)\n\ndef choose(view):\n    return view.legal_moves[0]\n",
                   stuck__py="import time\ntime.sleep(60)\n\ndef choose(view):\n    return 'draw'\n", alice__py=FIRST)
    done = cli("tournament", "--bots-dir", where, "--games", 6, "--load-time", 2, "--players", 3, "--seed", 1)
    assert done.returncode == 0, done.stderr
    rows = {line.split()[0]: line.split() for line in done.stdout.splitlines()[2:] if line[:1].isalpha()}
    assert rows["slow"][-1] == "0" and rows["alice"][-1] == "0"
    assert rows["stuck"][1] == rows["stuck"][-1] == "6"  # every game, as the warning said
    assert "Warning: took more than 2 s to load its file; stuck forfeits every game." in done.stderr
    assert done.stderr.count("Warning:") == 1


@pytest.mark.skipif(os.name != "posix", reason="bot files run on Linux and macOS")
def test_ctrl_c_during_the_start_up_check_is_answered_at_once(folder):
    where = folder(**{f"sleepy{i}__py": "import time\ntime.sleep(60)\n\ndef choose(view):\n    return 'draw'\n"
                      for i in range(3)})
    run = subprocess.Popen([sys.executable, "-m", "classroom", "tournament", "--bots-dir", str(where), "--games", "2"],
                           cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           start_new_session=True)
    time.sleep(2.0)  # the bots are loading
    assert run.poll() is None
    os.killpg(run.pid, signal.SIGINT)
    asked = time.monotonic()
    out, err = run.communicate(timeout=30)
    took = time.monotonic() - asked
    # Answered, not waited out: the sleepy bots would hold the check for their
    # whole load limit (20 s). A bound well below it, so a busy machine does not fail it.
    assert took < 5.0, f"Ctrl-C took {took:.2f} s"
    assert run.returncode == 130 and "Stopped during the start-up check of the bot files; no game was played." in err
    assert "Traceback" not in err
    time.sleep(0.3)
    left = subprocess.run(["pgrep", "-f", r"classroom\.bothost import main; main\(\) sleepy[0-9]$"],
                          capture_output=True, text=True).stdout.split()
    assert not left


#: A bot that refuses to play when its Python compiled any module of switchcore or classroom itself: each must
#: come from a compiled file the referee made in the run's own folder (its Python writes none, with -B).
COMPILED_BY_THE_REFEREE = """
import importlib.util
import os
import sys


def _compiled_here():
    out = []
    for name, module in sorted(sys.modules.items()):
        spec = getattr(module, "__spec__", None)
        if name.split(".")[0] not in ("switchcore", "classroom") or spec is None or not spec.cached:
            continue
        own = os.path.join(os.path.dirname(os.path.realpath(spec.origin)), "__pycache__")
        try:
            with open(spec.cached, "rb") as f:
                head = f.read(16)
            source = os.stat(spec.origin)
        except OSError:
            out.append(name)
            continue
        if (os.path.realpath(os.path.dirname(spec.cached)) == os.path.realpath(own)
                or head[:4] != importlib.util.MAGIC_NUMBER
                or int.from_bytes(head[8:12], "little") != int(source.st_mtime) & 0xFFFFFFFF):
            out.append(name)
    return out


HERE = _compiled_here()


def choose(view):
    if HERE:
        raise RuntimeError("compiled in the bot's own process: " + " ".join(HERE))
    return view.legal_moves[0]
"""


def test_a_bots_python_finds_switchcore_and_classroom_compiled_by_the_referee(folder):
    # Where the packages came without compiled modules (PYTHONDONTWRITEBYTECODE, as in many container
    # images), every bot compiled them again as it started: half of its start-up time. The referee now
    # compiles them once, in the run's folder, for all its bots; the bot checks each module it imported.
    where = folder(alice__py=COMPILED_BY_THE_REFEREE, bob__py=FIRST)
    result = tournament(bots_in(where), Rules.switch(players=2), games=2, seed=1, limits=QUICK)
    assert result["alice"].forfeits == 0, result["alice"].reasons


def test_the_referee_links_a_packages_own_compiled_module_when_it_is_up_to_date(tmp_path):
    import py_compile

    from classroom.botproc import _library

    package = tmp_path / "pkg"
    package.mkdir()
    for name in ("fresh", "stale"):
        (package / f"{name}.py").write_text(f"NAME = {name!r}\n")
        py_compile.compile(str(package / f"{name}.py"), doraise=True)
    (package / "stale.py").write_text("NAME = 'changed since'\n")
    os.utime(package / "stale.py", (1, 1))
    _library(str(tmp_path / "lib"), {"pkg": package})
    cache = tmp_path / "lib" / "pkg" / "__pycache__"
    tag = sys.implementation.cache_tag
    assert (cache / f"fresh.{tag}.pyc").is_symlink()
    assert not (cache / f"stale.{tag}.pyc").is_symlink()
    done = subprocess.run([sys.executable, "-B", "-c", "import pkg.fresh, pkg.stale; print(pkg.fresh.NAME, pkg.stale.NAME)"],
                          cwd=tmp_path / "lib", capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["fresh", "changed", "since"]
