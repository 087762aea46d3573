"""Each check of lessons 00, 06, 07, 08 and 10 run on its own, with only its
answer cell, in a fresh namespace (see ``test_exercises_alone``): right,
wrong and blank answers get their verdicts. The answers are the ones the
browser test types (tests/browser/test_exercises_more.py).
"""

from __future__ import annotations

import pytest

from tests.browser import lab
from tests.browser.test_exercises_more import ANSWERS
from tests.tutorial.test_exercises_alone import _run, _source

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
