"""A whole class: thirty bot files, among them one that loops, one that
crashes and one that quits, played from the command line, stopped with
Ctrl-C in the middle and resumed. Nothing is lost and nothing is counted
twice. (The full-size run, 2,000 games per bot, is tools/benchmarks/class_tournament.py.)"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from tools.fake_class import write_class

from .conftest import ROOT, cli



def games_in(path) -> list[dict]:
    lines = path.read_text().splitlines()[1:]
    return [json.loads(line) for line in lines]


def outcome(game: dict) -> tuple:
    return (game["index"], tuple(game["lineup"]), tuple(game["winners"]), tuple(game["totals"]),
            tuple(sorted(f[0] for f in game["forfeits"])))


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_class_tournament_stopped_with_ctrl_c_and_resumed_loses_nothing(tmp_path, workers):
    where = tmp_path / "submissions"
    where.mkdir()
    write_class(where)
    results = tmp_path / "class.jsonl"
    page = tmp_path / "class.html"
    args = ["tournament", "--bots-dir", where, "--games-per-bot", 10, "--seed", 2026, "--move-time", 1,
            "--html", page, "--results", results, "--workers", workers]
    # As in a terminal: Ctrl-C goes to the whole process group of the command.
    run = subprocess.Popen([sys.executable, "-m", "classroom", *map(str, args)], cwd=ROOT, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not results.exists() or len(results.read_text().splitlines()) < 21):
        time.sleep(0.05)
    lines: list = []
    reader = threading.Thread(target=lambda: lines.extend((time.monotonic(), line) for line in run.stderr))
    reader.start()
    os.killpg(run.pid, signal.SIGINT)
    asked = time.monotonic()
    out = run.stdout.read()
    run.wait(timeout=60)
    reader.join(timeout=10)
    stopped_in = time.monotonic() - asked
    err = "".join(line for _, line in lines)
    assert run.returncode == 130, err
    # Answered within a second: stopped, or saying what it is finishing; stopped within seconds.
    said = [at for at, line in lines if at >= asked and ("Stopping:" in line or "Stopped after" in line)]
    assert said and said[0] - asked < 1.0, f"Ctrl-C answered after {said[0] - asked if said else None} s"
    # Within a few moves of one second each (a busy machine runs it slower), not at the end of the run.
    assert stopped_in < 30, f"Ctrl-C took {stopped_in:.1f} s"
    assert "Stopped after" in err and "Run the same command again" in err and "Traceback" not in err
    first = games_in(results)
    assert 20 <= len(first) < 75 and f"{len(first)} of 75 games" in out
    assert f"{len(first)} of 75 games" in page.read_text()  # the page of the games so far
    time.sleep(1)  # every bot process is gone with the run (their command lines end with the bot's name)
    pattern = r"classroom\.bothost import main; main\(\) (looper|crasher|quitter|student[0-9]{2})$"
    left = subprocess.run(["pgrep", "-f", pattern], capture_output=True, text=True).stdout.split()
    assert not left

    again = cli(*args)
    assert again.returncode == 0, again.stderr
    games = games_in(results)
    indices = [g["index"] for g in games]
    assert sorted(indices) == list(range(75))  # nothing lost, nothing twice
    assert [g["index"] for g in games[:len(first)]] == [g["index"] for g in first]  # kept as written

    # The same tournament in one go gives the same games.
    whole = tmp_path / "whole.jsonl"
    straight = cli(*args[:-4], "--results", whole)
    assert straight.returncode == 0, straight.stderr
    assert sorted(map(outcome, games)) == sorted(map(outcome, games_in(whole)))

    table = again.stdout
    for name, words in [("looper", "took more than 1 s"), ("crasher", "IndexError"), ("quitter", "sys.exit(1)")]:
        row = next(line for line in table.splitlines() if line.startswith(name + " "))
        assert row.split()[1] == row.split()[-1] != "0"  # every game it sat in is a forfeit
        assert f"{name} ({name}.py): " in table and words in table
