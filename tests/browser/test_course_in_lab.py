"""Learners' copies of the course lessons in JupyterLab, used as a class uses them.

The copies are the ones nbgrader generates (``course/release/``, kept up to
date by tests/course/test_nbgrader.py): model answers replaced by
``raise NotImplementedError()``. Every lesson is run with Run All Cells: it
runs through, every test cell says "not yet" and nothing shows an error.
In lesson 02 a right answer is then typed into an answer cell, that cell
and its test cell are run, and the test cell says ✓; then a wrong answer,
and the test cell names the card it gets wrong and the rule. A picture of
that answer and its check goes to ``test-artifacts/course_check.png``; with
``SWITCHCORE_SCREENSHOT=1``, to ``docs/course_check.png`` (the teacher
guide's picture) instead.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.browser import lab

RELEASE = lab.ROOT / "course" / "release"
COPIES = sorted(RELEASE.glob("*/*.ipynb"))
LESSON_02 = RELEASE / "02_conditionals" / "02_conditionals.ipynb"
PICTURE = lab.ROOT / ("docs" if os.environ.get("SWITCHCORE_SCREENSHOT") == "1" else "test-artifacts") / "course_check.png"

RIGHT = '''def fits(card, top, suit):
    return card[-1] == suit or card[:-1] == top[:-1]
'''
EIGHTS_WILD = '''def fits(card, top, suit):
    return card[:-1] == "8" or card[-1] == suit or card[:-1] == top[:-1]
'''


def _nbgrader_cells(path: Path) -> list[tuple[int, dict]]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [(i, c["metadata"]["nbgrader"]) for i, c in enumerate(cells) if "nbgrader" in c.get("metadata", {})]


def _grade_ids(path: Path) -> dict[str, int]:
    """grade_id -> index of its cell."""
    return {meta["grade_id"]: index for index, meta in _nbgrader_cells(path)}


def _test_cells(path: Path) -> list[int]:
    return [index for index, meta in _nbgrader_cells(path) if meta.get("grade") and not meta.get("solution")]


def _output(page, index: int) -> str:
    return "\n".join(lab.cells(page).nth(index).locator(".jp-OutputArea-output").all_inner_texts())


def _type_into(page, index: int, code: str) -> None:
    """Replace the code of cell ``index`` as a learner would: click into
    it, select everything, type the new code."""
    lab.cells(page).nth(index).locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    # The editor indents after a colon by itself: each line after the
    # first starts from a cleared line, then is typed with its own indent.
    for number, line in enumerate(code.strip("\n").splitlines()):
        if number:
            page.keyboard.press("Enter")
            page.keyboard.press("Shift+Home")
            page.keyboard.press("Delete")
        page.keyboard.insert_text(line)


def _run(page, index: int) -> None:
    """Select cell ``index`` and run it with Shift+Enter; wait until done."""
    lab.cells(page).nth(index).locator(".jp-InputPrompt").click()
    page.keyboard.press("Shift+Enter")
    lab.wait_for_kernel_idle(page)


def _open_and_run_all(page, server, path: Path) -> None:
    """Copy ``path`` to the server, open it, Run All, and check that it ran
    through with no error and a "not yet" in every test cell."""
    name = f"course/{path.name}"
    target = server.root_dir / name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, target)
    lab.open_notebook(page, server, name)
    lab.run_all_cells(page, timeout=300_000)
    errors = lab.error_outputs(page)
    assert not errors, f"error output in a blank copy of {path.name}:\n" + "\n\n".join(
        f"cell {index}:\n{text[:800]}" for index, text in errors
    )
    tests = _test_cells(path)
    assert tests, f"{path.name} has no test cell"
    for index in tests:
        text = _output(page, index)
        assert "Not yet" in text and "not written yet" in text, f"{path.name}, test cell {index} says: {text!r}"


@pytest.mark.parametrize("path", COPIES, ids=lambda p: p.stem)
def test_a_blank_learners_copy_runs_through_saying_not_yet(path, lab_server, page):
    _open_and_run_all(page, lab_server, path)


def test_answers_typed_into_a_learners_copy_are_checked(lab_server, page):
    assert LESSON_02.exists(), "course/release is missing; run .venv/bin/python -m tools.build_lessons course --release"
    _open_and_run_all(page, lab_server, LESSON_02)
    cells = _grade_ids(LESSON_02)
    answer, check = cells["fits"], cells["fits_tests"]

    _type_into(page, answer, RIGHT)
    _run(page, answer)
    _run(page, answer + 1)  # try_it(fits, "7S", "7H", "H")
    assert _output(page, answer + 1) == "fits('7S', '7H', 'H') gave back True"
    _run(page, check)
    text = _output(page, check)
    assert text.startswith("✓") and "3,328 cases" in text, text
    assert not lab.error_outputs(page)

    _type_into(page, answer, EIGHTS_WILD)
    _run(page, answer)
    _run(page, answer + 1)
    _run(page, check)
    text = _output(page, check)
    assert "Not yet" in text and "8♦ (8D)" in text and "In Switch an 8 is not wild" in text and "S-9" in text, text
    assert not lab.error_outputs(page)

    # The answer and its check, side by side in one picture.
    lab.cells(page).nth(answer).scroll_into_view_if_needed()
    top = lab.cells(page).nth(answer).bounding_box()
    bottom = lab.cells(page).nth(check).bounding_box()
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(PICTURE), clip={
        "x": top["x"], "y": top["y"], "width": top["width"],
        "height": bottom["y"] + bottom["height"] - top["y"],
    })
