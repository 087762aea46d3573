"""A learner's copy of a course lesson in JupyterLab, used as a class uses it.

The copy is the one nbgrader generates (``course/release/``, kept up to
date by tests/course/test_nbgrader.py): model answers replaced by
``raise NotImplementedError()``. First Run All Cells: the whole lesson runs
through, every test cell says "not yet" and nothing shows an error. Then a
right answer is typed into an answer cell, that cell and its test cell are
run, and the test cell says ✓; then a wrong answer, and the test cell names
the card it gets wrong and the rule.
"""

from __future__ import annotations

import json
import shutil

import pytest

from tests.browser import lab

LESSON = "02_conditionals"
RELEASED = lab.ROOT / "course" / "release" / LESSON / f"{LESSON}.ipynb"
PATH = f"course/{LESSON}.ipynb"

RIGHT = '''def fits(card, top, suit):
    return card[-1] == suit or card[:-1] == top[:-1]
'''
EIGHTS_WILD = '''def fits(card, top, suit):
    return card[:-1] == "8" or card[-1] == suit or card[:-1] == top[:-1]
'''


def _grade_cells() -> dict[str, int]:
    """grade_id -> index of the cell, in the learner's copy."""
    cells = json.loads(RELEASED.read_text(encoding="utf-8"))["cells"]
    return {
        cell["metadata"]["nbgrader"]["grade_id"]: index
        for index, cell in enumerate(cells)
        if "nbgrader" in cell.get("metadata", {})
    }


def _test_cells() -> list[int]:
    cells = json.loads(RELEASED.read_text(encoding="utf-8"))["cells"]
    return [
        index for index, cell in enumerate(cells)
        if cell.get("metadata", {}).get("nbgrader", {}).get("grade")
        and not cell["metadata"]["nbgrader"].get("solution")
    ]


def _output(page, index: int) -> str:
    return "\n".join(lab.cells(page).nth(index).locator(".jp-OutputArea-output").all_inner_texts())


def _type_into(page, index: int, code: str) -> None:
    """Replace the code of cell ``index`` as a learner would: click into
    it, select everything, type the new code."""
    editor = lab.cells(page).nth(index).locator(".cm-content")
    editor.click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    # Typed line by line; the editor indents after a colon by itself, so
    # each line is typed without its own leading spaces.
    lines = code.strip("\n").splitlines()
    for number, line in enumerate(lines):
        if number:
            page.keyboard.press("Enter")
            page.keyboard.press("Home")  # remove the editor's own indent
            page.keyboard.press("Shift+Home")
            page.keyboard.press("Delete")
        page.keyboard.insert_text(line)


def _run(page, index: int) -> None:
    """Select cell ``index`` and run it with Shift+Enter; wait until done."""
    cell = lab.cells(page).nth(index)
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Shift+Enter")
    lab.wait_for_kernel_idle(page)


@pytest.fixture
def learners_copy(lab_server):
    target = lab_server.root_dir / PATH
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(RELEASED, target)
    yield PATH
    target.unlink()


def test_a_learners_copy_runs_through_then_checks_answers(learners_copy, lab_server, page):
    assert RELEASED.exists(), "course/release is missing; run .venv/bin/python course/build.py --release"
    lab.open_notebook(page, lab_server, learners_copy)
    lab.run_all_cells(page, timeout=300_000)

    errors = lab.error_outputs(page)
    assert not errors, "error output in a blank learner's copy:\n" + "\n\n".join(
        f"cell {index}:\n{text[:800]}" for index, text in errors
    )
    tests = _test_cells()
    assert tests
    for index in tests:
        text = _output(page, index)
        assert "Not yet" in text and "not written yet" in text, f"test cell {index} says: {text!r}"

    cells = _grade_cells()
    answer, check = cells["fits"], cells["fits_tests"]
    _type_into(page, answer, RIGHT)
    _run(page, answer)
    _run(page, check)
    text = _output(page, check)
    assert text.startswith("✓") and "2,704 cases" in text, text
    assert not lab.error_outputs(page)

    _type_into(page, answer, EIGHTS_WILD)
    _run(page, answer)
    _run(page, check)
    text = _output(page, check)
    assert "Not yet" in text and "8♦ (8D)" in text and "In Switch an 8 is not wild" in text and "S-9" in text, text
    assert not lab.error_outputs(page)
