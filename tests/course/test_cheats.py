"""Fake students under the real nbgrader cycle: cheats earn nothing, unusual right answers earn everything.

Each fake student hands in a learner's copy with answer cells filled in,
and the course goes through ``nbgrader generate_assignment``, ``autograde``
and ``generate_feedback``. A cheat's answers are wrong, and each cell adds
one kind of cheat. The first kinds fooled the course's test cells before
they ran the check apart from the notebook: rebinding the names the test
cells called, patching the checker or the engine, an object whose ``==``
always says True, reading the checker's variables through frames,
switching the cell output off, switching the nbgrader run off, ignoring
the alarm signal or catching everything in an endless loop. The others
(``cheat_cycle.CHEATS``, one per answer cell of lesson 01, four to a
hand-in) fooled the checking process before the verdict was made by the
judge, outside the kernel (``grading.judge``, ``grading.nbjudge``): patches
in the kernel, in the checking process, in pickled payloads and in modules,
a forged verdict on the pipe, a detached process that rewrites the
gradebook. ``python tests/course/cheat_cycle.py`` prints their table of
points, one hand-in per cheat. Every one must score 0, and its feedback
page shows the judge's words, with no traceback and no path.

The honest students answer right in unusual styles (numpy integers, tuples
for lists, comprehensions, small functions of their own, a module imported by name)
and must score every point.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import nbformat
import pytest

from tools import build_lessons

from . import cheat_cycle

ROOT = Path(__file__).resolve().parents[2]
COURSE = ROOT / "course"

WRONG_01 = {
    "suit_of": "def suit_of(card):\n    return 'x'\n",
    "rank_of": "def rank_of(card):\n    return 'x'\n",
    "parse_card": "def parse_card(card):\n    return ('x', 'y')\n",
    "is_red": "def is_red(card):\n    return False\n",
}


def _all(cheat: str, answers: dict[str, str] = WRONG_01) -> dict[str, str]:
    """Every answer cell: the cheat's lines, then a wrong answer."""
    return {cell: cheat + "\n" + body for cell, body in answers.items()}


REBIND = """
grade = check = check_function = try_it = lambda *args, **kwargs: None
verify = run_module = lambda *args, **kwargs: None
"""

PATCH_CHECKER = """
import warnings
warnings.simplefilter("ignore")  # importing grading.autograde makes runpy warn on stderr: not the point here
import grading, grading.base, grading.cards, grading.autograde
grading.base.run_check = lambda *args, **kwargs: grading.base.passed("x", "right")
grading.check_function = grading.base.run_check
grading.cards.CODES = ()
grading.autograde.verify = lambda *args, **kwargs: None
grading.autograde.check_apart = lambda *args, **kwargs: {"ok": True, "message": "✓", "case": None}
"""

ALWAYS_EQUAL = """
class Yes(str):
    def __eq__(self, other):
        return True
    def __ne__(self, other):
        return False
    __hash__ = str.__hash__
"""
EQUAL_01 = {
    "suit_of": "def suit_of(card):\n    return Yes('x')\n",
    "rank_of": "def rank_of(card):\n    return Yes('x')\n",
    "parse_card": "class Pair(tuple):\n    def __eq__(self, other):\n        return True\n    def __ne__(self, other):\n"
                  "        return False\n\ndef parse_card(card):\n    return Pair(('x', 'y'))\n",
    "is_red": "class Always(int):\n    def __eq__(self, other):\n        return True\n    def __ne__(self, other):\n"
              "        return False\n\ndef is_red(card):\n    return Always(0)\n",
}

OUTPUT_OFF = "get_ipython().ast_node_interactivity = 'none'\n"

RUN_OFF = """
import os
os.environ["NBGRADER_EXECUTION"] = ""
os.environ.pop("NBGRADER_VALIDATING", None)
"""

NEVER_RETURNS = """
import signal
signal.signal(signal.SIGALRM, signal.SIG_IGN)
signal.signal(signal.SIGPROF, signal.SIG_IGN)
"""
LOOP_01 = {
    name: f"def {name}(card):\n    while True:\n        try:\n            while True:\n                pass\n"
          f"        except:\n            pass\n"
    for name in WRONG_01
}

# Lesson 02: a fits that finds the check's own answer table in the frames above it.
FRAMES = """
import sys

def _peek(card):
    frame = sys._getframe(1)
    while frame is not None:
        if "fitting" in frame.f_locals:
            return card in frame.f_locals["fitting"]
        if "right" in frame.f_locals:
            return frame.f_locals["right"]
        frame = frame.f_back
    return False
"""
FRAMES_02 = {
    "fits": FRAMES + "\ndef fits(card, top, suit):\n    return _peek(card)\n",
    "crazy_fits": FRAMES + "\ndef crazy_fits(card, top, suit):\n    return _peek(card)\n",
}

# Lesson 04: the engine's point table patched to agree with a hand worth 0.
ENGINE_04 = """
import switchcore, switchcore.scoring
switchcore.scoring.card_points = lambda card, rules: 0
switchcore.card_points = switchcore.scoring.card_points
switchcore.scoring.hand_points = lambda *args, **kwargs: 0
switchcore.hand_points = switchcore.scoring.hand_points
"""
WRONG_04 = {name: f"def {name}(x):\n    return 0\n"
            for name in ("card_points", "hand_points", "crazy_card_points", "crazy_hand_points")}

#: The answer cells of lesson 01, each of which carries one of cheat_cycle's cheats.
CELLS_01 = ("suit_of", "rank_of", "parse_card", "is_red")


def _grouped() -> dict[str, tuple[str, dict[str, str]]]:
    """cheat_cycle's cheats, four to a hand-in of lesson 01, each with its own (wrong) function."""
    names = list(cheat_cycle.CHEATS)
    groups = {}
    for start in range(0, len(names), len(CELLS_01)):
        answers = {cell: cheat_cycle.CHEATS[name][1]["suit_of"].replace("suit_of", cell)
                   for cell, name in zip(CELLS_01, names[start:start + len(CELLS_01)])}
        for cell in CELLS_01:
            answers.setdefault(cell, WRONG_01[cell])
        groups[f"cycle_{start // len(CELLS_01) + 1}"] = ("01_cards_as_data", answers)
    return groups


CHEATS = {
    **_grouped(),
    "rebind": ("01_cards_as_data", _all(REBIND)),
    "patch_checker": ("01_cards_as_data", _all(PATCH_CHECKER)),
    "always_equal": ("01_cards_as_data", _all(ALWAYS_EQUAL, EQUAL_01)),
    "output_off": ("01_cards_as_data", _all(OUTPUT_OFF)),
    "run_off": ("01_cards_as_data", _all(RUN_OFF)),
    "never_returns": ("01_cards_as_data", _all(NEVER_RETURNS, LOOP_01)),
    "frames": ("02_conditionals", FRAMES_02),
    "engine_table": ("04_dictionaries", _all(ENGINE_04, WRONG_04)),
}

# -- honest students: right answers in unusual styles ------------------------------------

UNUSUAL_03 = {
    "playable": "def playable(hand, top, suit):\n"
                "    return tuple(c for c in hand if c[-1] == suit or c[:-1] == top[:-1])\n",
    "crazy_playable": "def _fits(card, top, suit):\n    return card[:-1] in ('8', top[:-1]) or card[-1] == suit\n\n"
                      "def crazy_playable(hand, top, suit):\n    return [c for c in hand if _fits(c, top, suit)]\n",
}

UNUSUAL_05 = {
    "next_seat": "import numpy as np\n\ndef next_seat(seat, players, direction):\n"
                 "    return np.int64(seat + direction) % np.int64(players)\n",
    "turn_after": "def turn_after(seat, players, direction, card):\n"
                  "    rank = card[:-1]\n"
                  "    if rank == '8':\n"
                  "        return [next_seat(next_seat(seat, players, direction), players, direction), direction]\n"
                  "    if rank == 'A':\n"
                  "        direction = -direction\n"
                  "        return [seat if players == 2 else next_seat(seat, players, direction), direction]\n"
                  "    return [next_seat(seat, players, direction), direction]\n",
    "who_plays": "def who_plays(cards, players):\n"
                 "    seats, seat, direction = [], 0, 1\n"
                 "    for card in cards:\n"
                 "        seats.append(seat)\n"
                 "        seat, direction = turn_after(seat, players, direction, card)\n"
                 "    return tuple(seats)\n",
}

UNUSUAL_08 = {
    "test_next_seat": "def _check(seat, players, direction, expected):\n"
                      "    assert next_seat(seat, players, direction) == expected\n\n"
                      "def test_next_seat():\n"
                      "    cases = [(1, 4, 1, 2), (3, 4, 1, 0), (0, 4, -1, 3), (2, 4, -1, 1), (1, 2, 1, 0),\n"
                      "             (2, 3, 1, 0)]\n"
                      "    assert all([next_seat(s, p, d) == e for s, p, d, e in cases])\n"
                      "    for case in cases:\n"
                      "        _check(*case)\n",
    "test_turn_after": "%%writefile test_whose_turn.py\nimport whose_turn\n\n\ndef test_turn_after():\n"
                       "    assert whose_turn.turn_after(0, 4, 1, '5H') == (1, 1)\n"
                       "    assert whose_turn.turn_after(0, 3, 1, '8C') == (2, 1)\n"
                       "    assert whose_turn.turn_after(0, 3, -1, '8C') == (1, -1)\n"
                       "    assert whose_turn.turn_after(1, 4, 1, 'AS') == (0, -1)\n"
                       "    assert whose_turn.turn_after(0, 2, 1, 'AS') == (0, -1)\n"
                       "    assert whose_turn.turn_after(0, 3, 1, '2D') == (1, 1)\n",
}

#: A written reflection, which the teacher grades by hand (so the autograder leaves it out).
REFLECTION = {"reflection": "I tried the hardest cases first, by hand, before I wrote the code."}

HONEST = {
    "tuples_and_small_functions": ("03_loops_and_lists", {**UNUSUAL_03, **REFLECTION}),
    "numpy_and_lists": ("05_whose_turn", {**UNUSUAL_05, **REFLECTION}),
    "comprehensions_and_modules": ("10_testing", {**UNUSUAL_08, **REFLECTION}),
}


def _meta(cell) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {})


def _hand_in(course: Path, student: str, lesson: str, answers: dict[str, str]) -> None:
    notebook = nbformat.read(course / "release" / lesson / f"{lesson}.ipynb", as_version=4)
    filled = set()
    for cell in notebook.cells:
        grade_id = _meta(cell).get("grade_id")
        if grade_id in answers and _meta(cell).get("solution"):
            cell.source = answers[grade_id]
            filled.add(grade_id)
    assert filled == set(answers), f"{lesson} has no answer cell {set(answers) - filled}"
    target = course / "submitted" / student / lesson
    target.mkdir(parents=True)
    nbformat.write(notebook, target / f"{lesson}.ipynb")


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """{student: {grade_id: (score, max_score)}} after nbgrader autograde."""
    from nbgrader.api import Gradebook

    course = tmp_path_factory.mktemp("cheats")
    lessons = sorted({lesson for lesson, _ in (*CHEATS.values(), *HONEST.values())})
    for lesson in lessons:
        shutil.copytree(COURSE / "source" / lesson, course / "source" / lesson)
    shutil.copy(build_lessons.COURSE_CONFIG, course / "nbgrader_config.py")
    done = build_lessons.nbgrader(["generate_assignment", "*", "--force"], course)
    assert done.returncode == 0, done.stderr
    gradebook = str((course / "gradebook.db").resolve())
    for student, (lesson, answers) in (*CHEATS.items(), *HONEST.items()):
        _hand_in(course, student, lesson, {cell: text.replace("@GRADEBOOK@", gradebook) for cell, text in answers.items()})
    started = time.monotonic()
    done = build_lessons.nbgrader(["autograde", "*", "--create", "--force"], course)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    done = build_lessons.nbgrader(["generate_feedback", "*", "--force"], course)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    # The gradebook cheats' processes, had they survived, would have rewritten the gradebook by now.
    time.sleep(max(0.0, cheat_cycle.SETTLE - (time.monotonic() - started)))
    verdicts, feedback = {}, {}
    for student, (lesson, _) in (*CHEATS.items(), *HONEST.items()):
        ran = nbformat.read(course / "autograded" / student / lesson / f"{lesson}.ipynb", as_version=4)
        verdicts[student] = [
            [(o.get("evalue", ""), o.get("traceback")) for o in cell.outputs if o.output_type == "error"]
            for cell in ran.cells if _meta(cell).get("grade") and not _meta(cell).get("solution")]
        page = course / "feedback" / student / lesson / f"{lesson}.html"
        feedback[student] = page.read_text(encoding="utf-8") if page.exists() else ""
    scores = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student, (lesson, _) in (*CHEATS.items(), *HONEST.items()):
            notebook = gradebook.find_submission_notebook(lesson, lesson, student)
            # Written answers wait for the teacher (needs_manual_grade): not the autograder's to score.
            scores[student] = {g.name: (g.score, g.max_score) for g in notebook.grades
                               if g.max_score and not g.needs_manual_grade}
    validated = {}
    for student in ("cycle_1", "tuples_and_small_functions"):
        lesson = {**CHEATS, **HONEST}[student][0]
        done = build_lessons.nbgrader(["validate", f"submitted/{student}/{lesson}/{lesson}.ipynb"], course)
        validated[student] = done.stdout + done.stderr
    return scores, verdicts, feedback, validated


@pytest.mark.slow
@pytest.mark.parametrize("student", CHEATS)
def test_a_cheat_earns_nothing(graded, student):
    scores, verdicts, feedback = graded[0][student], graded[1][student], graded[2][student]
    assert scores, f"{student}: nothing was graded"
    earned = {name: score for name, score in scores.items() if score[0]}
    assert not earned, f"the cheat {student!r} earns points in {earned}"
    # Each cell failed on the judge's verdict alone, in its words, with no traceback.
    assert verdicts and all(len(v) == 1 and v[0][0].startswith("✗ Not yet") and v[0][1] == [] for v in verdicts), \
        verdicts
    assert feedback and "Not yet" in feedback


@pytest.mark.slow
def test_validate_tells_the_truth(graded):
    validated = graded[3]
    # cycle_1 patches json.loads in its kernel, so that the kernel reads any verdict as a ✓.
    assert "json.loads" in CHEATS["cycle_1"][1]["suit_of"]
    assert "VALIDATION FAILED" in validated["cycle_1"], validated["cycle_1"][-2000:]
    assert "Success! Your notebook passes all the tests." in validated["tuples_and_small_functions"], \
        validated["tuples_and_small_functions"][-2000:]


@pytest.mark.slow
@pytest.mark.parametrize("student", HONEST)
def test_an_unusual_right_answer_earns_every_point(graded, student):
    scores = graded[0][student]
    lost = {name: score for name, score in scores.items() if score[0] != score[1]}
    assert scores and not lost, f"{student} loses points in {lost}"
