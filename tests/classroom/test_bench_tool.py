"""The tournament benchmark runs as its docstring says, and prints a row per
setting with its figures (the figures themselves are read, never asserted)."""

from __future__ import annotations

import re
import subprocess
import sys

from .conftest import ROOT


def bench(*args):
    return subprocess.run([sys.executable, "-m", "tools.benchmarks.tournament_bench", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_the_floor_compares_bots_that_play_their_first_legal_move_here_and_in_files():
    done = bench("--games", "8", "--repeat", "1", "--floor")
    assert done.returncode == 0, done.stderr
    assert "every bot plays its first legal move" in done.stdout
    rows = re.findall(r"^\| (first legal move in this process|bot files, 1 worker|bot files, 2 workers) \|"
                      r"( [\d,.]+ \|){4}$", done.stdout, re.M)
    assert [label for label, _ in rows] == ["first legal move in this process", "bot files, 1 worker",
                                            "bot files, 2 workers"], done.stdout


def test_the_floor_is_measured_on_its_own():
    done = bench("--floor", "--before", "HEAD")
    assert done.returncode == 2 and "--floor is measured on its own" in done.stderr
