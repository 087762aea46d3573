"""Each exercise's check, run on its own: only the answer cell and the check
cell, in a fresh namespace, as when a learner opens a lesson and runs just
those two cells. A check that leaned on a game built (or changed) by another
cell would fail here with a NameError or a wrong verdict.

The answers are the ones the browser tests type (tests/browser/test_exercises.py
and test_exercises_more.py): right, wrong and blank answers get their verdicts.
"""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from tests.browser import lab
from tests.browser.test_exercises import ANSWERS as FIRST
from tests.browser.test_exercises_more import ANSWERS as MORE

ANSWERS = {**FIRST, **MORE}


def _source(notebook, index: int) -> str:
    return "".join(json.loads(notebook.read_text(encoding="utf-8"))["cells"][index]["source"])


def _run(answer: str, check: str) -> list[str]:
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(answer, "<answer>", "exec"), namespace)
        exec(compile(check, "<check>", "exec"), namespace)
    return [line for line in out.getvalue().splitlines() if line.startswith(("✓", "✗", "✎"))]


CASES = [pytest.param(name, number, id=f"{name[:2]}-exercise-{number + 1}")
         for name, answers in sorted(ANSWERS.items()) for number in range(len(answers))]


@pytest.mark.parametrize("name,number", CASES)
def test_a_check_needs_only_its_answer(name, number):
    notebook = lab.NOTEBOOKS / name
    answer_cell, check_cell = lab.exercise_cells(notebook)[number]
    check = _source(notebook, check_cell)
    right, wrong = ANSWERS[name][number]
    verdicts = _run(right, check)
    assert verdicts and all(v.startswith("✓ Right!") for v in verdicts), verdicts
    verdicts = _run(wrong, check)
    assert verdicts and all(v.startswith("✗ Not yet") for v in verdicts), verdicts
    blank = _run(_source(notebook, answer_cell), check)
    assert blank and all(v.startswith("✎") for v in blank), blank
