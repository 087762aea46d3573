"""grading.autograde: the verdict comes from a separate process, and nbgrader's run is told apart.

The end-to-end cheats under ``nbgrader autograde`` are in test_cheats.py;
these are the pieces, quicker to run and to read.
"""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
import textwrap
from pathlib import Path

import switchcore.scoring
from grading import base

ROOT = Path(__file__).resolve().parents[2]
AUTOGRADE = runpy.run_module("grading.autograde")


def test_the_nbgrader_run_is_read_from_the_start_up_environment():
    read = AUTOGRADE["nbgrader_run"]
    assert read(b"HOME=/x\0NBGRADER_EXECUTION=autograde\0") == "autograde"
    assert read(b"NBGRADER_EXECUTION=validate\0") == "validate"
    assert read(b"NBGRADER_EXECUTION=\0PATH=/bin\0") == ""
    assert read(b"PATH=/bin\0") == ""
    assert read(b"NBGRADER_EXECUTION=something else\0") == ""


def wrong_suit_of(card):
    return card[0]


def right_suit_of(card):
    return card[-1]


def test_patches_in_this_process_do_not_reach_the_checking_process(monkeypatch):
    always = base.Check("suit_of", lambda student, **options: base.passed("suit_of", "patched"))
    monkeypatch.setitem(base.CHECKS, "suit_of", always)
    monkeypatch.setattr(switchcore.scoring, "card_points", lambda card, rules: 0)
    assert base.run_check(wrong_suit_of, "suit_of").ok  # the patch works here...
    verdict = AUTOGRADE["check_apart"](wrong_suit_of, "suit_of")
    assert not verdict["ok"] and "for the card" in verdict["message"]  # ...and not there
    assert AUTOGRADE["check_apart"](right_suit_of, "suit_of")["ok"]
    points = AUTOGRADE["check_apart"](lambda card: 0, "card_points", family="switch")
    assert not points["ok"] and "is worth 25" in points["message"]


def test_a_function_that_catches_everything_and_loops_is_stopped_by_cpu_time():
    def stubborn(card):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass

    verdict = AUTOGRADE["check_apart"](stubborn, "suit_of")
    assert not verdict["ok"] and "still running after 1 second" in verdict["message"]


def test_a_function_that_ends_python_gets_a_verdict_too():
    def ends(card):
        os._exit(0)

    verdict = AUTOGRADE["check_apart"](ends, "suit_of")
    assert not verdict["ok"] and "stopped before it could give a verdict" in verdict["message"]


def _run_kernel_like(code: str, nbgrader: str | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "NBGRADER_EXECUTION"}
    env["PYTHONPATH"] = str(ROOT)
    if nbgrader is not None:
        env["NBGRADER_EXECUTION"] = nbgrader
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True,
                          timeout=120)


CELL = """
    import os, runpy
    os.environ.pop("NBGRADER_EXECUTION", None)  # a learner's cell switching the run off
    def suit_of(card):
        return card[0]
    runpy.run_module("grading.autograde")["verify"](suit_of, "suit_of")
    print("calm")
"""


def test_under_nbgrader_a_wrong_answer_fails_the_cell_even_with_the_variable_removed():
    done = _run_kernel_like(CELL, "autograde")
    assert done.returncode != 0 and "AssertionError: ✗ Not yet" in done.stderr, done.stderr[-2000:]
    assert "calm" not in done.stdout


def test_outside_nbgrader_a_wrong_answer_is_only_shown():
    done = _run_kernel_like(CELL, None)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Not yet" in done.stdout and "calm" in done.stdout


def test_the_checking_process_has_a_hard_cpu_limit_that_an_answer_cannot_lift():
    def reads_its_limit(card):
        import resource

        return repr(resource.getrlimit(resource.RLIMIT_CPU))

    def lifts_its_limit(card):
        import resource

        resource.setrlimit(resource.RLIMIT_CPU, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        return card[-1]

    seconds = AUTOGRADE["CPU_SECONDS"]
    shown = AUTOGRADE["check_apart"](reads_its_limit, "suit_of")["message"]
    assert f"({seconds}, {seconds + 1})" in shown, shown
    lifted = AUTOGRADE["check_apart"](lifts_its_limit, "suit_of")
    assert not lifted["ok"] and "stopped with an error: ValueError" in lifted["message"], lifted
