"""The committed course notebooks hold the outputs of a fresh run.

Like tests/test_notebooks_fresh.py for the main lessons: each model
notebook in course/source is re-run on a fresh kernel and compared, once
normalised (tools/nbnorm.py), with what is committed. To fix a failure,
rebuild the lesson: ``.venv/bin/python -m tools.build_lessons course NN``.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from tools import nbnorm

COURSE = Path(__file__).resolve().parents[2] / "course" / "source"
NOTEBOOKS = nbnorm.lesson_notebooks(COURSE)


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_outputs_match_a_fresh_run(notebook):
    from nbclient.exceptions import CellExecutionError

    committed = nbformat.read(notebook, as_version=4)
    try:
        fresh = nbnorm.execute(notebook)
    except CellExecutionError as error:
        pytest.fail(f"{notebook.name} fails on a fresh kernel:\n{str(error)[-3000:]}", pytrace=False)
    expected, actual = nbnorm.comparable(committed), nbnorm.comparable(fresh)
    if expected != actual:
        pytest.fail(
            f"{notebook.name} has stale outputs; run .venv/bin/python -m tools.build_lessons course {notebook.stem[:2]}\n"
            + nbnorm.short_diff(expected, actual),
            pytrace=False,
        )
