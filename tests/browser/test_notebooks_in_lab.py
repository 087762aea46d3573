"""Every lesson opens in JupyterLab, runs from the Run menu, and shows no
error output and no broken widget."""

from __future__ import annotations

import pytest

from tests.browser import lab
from tools.nbnorm import lesson_notebooks

NOTEBOOKS = lesson_notebooks()


def _params():
    if not NOTEBOOKS:
        return [pytest.param(None, marks=pytest.mark.skip(reason="notebooks/ has no lessons yet"))]
    return [pytest.param(path, id=path.relative_to(lab.NOTEBOOKS).as_posix()) for path in NOTEBOOKS]


@pytest.mark.parametrize("notebook", _params())
def test_lesson_runs_in_jupyterlab(notebook, lab_server, page):
    name = notebook.relative_to(lab.NOTEBOOKS).as_posix()
    lab.open_notebook(page, lab_server, name)
    lab.run_all_cells(page, timeout=300_000)

    errors = lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(notebook))
    assert not errors, f"{name}: error output after Run All Cells:\n" + "\n\n".join(
        f"cell {index}:\n{text[:1500]}" for index, text in errors
    )
    problems = lab.wait_for_widgets(page)
    assert not problems, f"{name}: widgets not shown after Run All Cells: {problems}"
