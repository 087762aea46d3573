"""The learners' copies of course lessons 05 to 08 in JupyterLab, used as a class uses them.

Each copy is the one nbgrader generates (``course/release/``): model answers
replaced by ``raise NotImplementedError()``. Run All Cells runs the whole
lesson through with no error output, and every test cell says "not yet".
Then, in lesson 05 (whose turn) and lesson 07 (a bot), a right answer is
typed into an answer cell, run with its test cell, and the test cell says ✓;
then a wrong one, and the test cell names the case and the rule it breaks.
"""

from __future__ import annotations

import json
import shutil

import pytest

from tests.browser import lab
from tests.browser.test_course_in_lab import _output, _run, _type_into

def _released(lesson: str):
    return lab.ROOT / "course" / "release" / lesson / f"{lesson}.ipynb"


@pytest.fixture
def copy_of(lab_server):
    """Put a learner's copy of a lesson into the lab; gives its path there."""
    made = []

    def put(lesson: str) -> str:
        path = f"course/{lesson}.ipynb"
        target = lab_server.root_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(_released(lesson), target)
        made.append(target)
        return path

    yield put
    for target in made:
        target.unlink()


def _run_all_says_not_yet(page, lab_server, lesson: str, path: str) -> None:
    lab.open_notebook(page, lab_server, path)
    lab.run_all_cells(page, timeout=300_000)
    errors = lab.error_outputs(page)
    assert not errors, f"{lesson}: error output in a blank learner's copy:\n" + "\n\n".join(
        f"cell {index}:\n{text[:800]}" for index, text in errors
    )
    tests = _test_cells_of(lesson)
    assert tests, f"{lesson} has no test cell"
    for index in tests:
        text = _output(page, index)
        assert "Not yet" in text and "not written yet" in text, f"{lesson}, test cell {index} says: {text!r}"


def _nbgrader(lesson: str) -> list[tuple[int, dict]]:
    cells = json.loads(_released(lesson).read_text(encoding="utf-8"))["cells"]
    return [(i, c["metadata"]["nbgrader"]) for i, c in enumerate(cells) if "nbgrader" in c.get("metadata", {})]


def _test_cells_of(lesson: str) -> list[int]:
    """The indexes of the autograded test cells."""
    return [i for i, meta in _nbgrader(lesson) if meta.get("grade") and not meta.get("solution")]


def _cells_of(lesson: str) -> dict[str, int]:
    """grade_id -> index of the cell."""
    return {meta["grade_id"]: i for i, meta in _nbgrader(lesson)}


def _answer(page, cells: dict[str, int], name: str, code: str) -> str:
    """Type ``code`` into the answer cell ``name``, run it and its test cell; the test cell's text."""
    answer, check = cells[name], cells[f"{name}_tests"]
    _type_into(page, answer, code)
    _run(page, answer)
    _run(page, check)
    assert not lab.error_outputs(page)
    return _output(page, check)


@pytest.mark.parametrize("lesson", ["06_simulation", "08_testing"])
def test_a_blank_copy_runs_through_saying_not_yet(lesson, copy_of, lab_server, page):
    assert _released(lesson).exists(), "course/release is missing; run .venv/bin/python course/build.py --release"
    _run_all_says_not_yet(page, lab_server, lesson, copy_of(lesson))


def test_whose_turn_checks_a_typed_next_seat(copy_of, lab_server, page):
    lesson = "05_whose_turn"
    _run_all_says_not_yet(page, lab_server, lesson, copy_of(lesson))
    cells = _cells_of(lesson)

    text = _answer(page, cells, "next_seat", "def next_seat(seat, players, direction):\n"
                                             "    return (seat + direction) % players\n")
    assert text.startswith("✓") and "70 cases" in text, text

    text = _answer(page, cells, "next_seat", "def next_seat(seat, players, direction):\n"
                                             "    return seat + direction\n")
    assert "Not yet" in text and "next_seat(0, 2, -1)" in text and "seat -1" in text and "X-1" in text, text


def test_strategy_checks_a_typed_bot(copy_of, lab_server, page):
    lesson = "07_strategy"
    _run_all_says_not_yet(page, lab_server, lesson, copy_of(lesson))
    cells = _cells_of(lesson)

    text = _answer(page, cells, "eight_last", "def eight_last(view):\n    return view.legal_moves[-1]\n")
    assert text.startswith("✓") and "legal move in all" in text, text

    text = _answer(page, cells, "eight_last", 'def eight_last(view):\n    return "draw"\n')
    assert "Not yet" in text and "position 1" in text and "'draw'" in text and "C-5" in text, text
