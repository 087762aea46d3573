"""Committed lessons were run: every code cell has its outputs.

A lesson is committed with its outputs, so that it reads well before anyone
runs it. nbval (in the suite's options) re-runs every lesson and course
notebook on a fresh kernel and compares those outputs, once run-specific
values are replaced (tools/nbval_sanitize.cfg, the rules tools/nbnorm.py
writes with); this test adds that no code cell was left unrun, which nbval
would not see. To fix a failure, run

    .venv/bin/python -m tools.build_lessons notebooks NN        (a lesson)
    .venv/bin/python -m tools.build_lessons translations NN     (notebooks/<lang>/)
"""

from __future__ import annotations

import nbformat
import pytest

from tools import nbnorm

NOTEBOOKS = nbnorm.lesson_notebooks()


def _fix(path) -> str:
    """The command that rebuilds the notebook at ``path``."""
    relative = path.relative_to(nbnorm.NOTEBOOKS)
    if relative.name == "rules.ipynb":
        what = "rules"
    else:
        what = ("notebooks " if len(relative.parts) == 1 else f"translations --lang {relative.parts[0]} ") + path.name[:2]
    return f"rebuild it with: .venv/bin/python -m tools.build_lessons {what}"


def _params():
    if not NOTEBOOKS:
        return [pytest.param(None, marks=pytest.mark.skip(reason="notebooks/ has no lessons yet"))]
    return [pytest.param(path, id=path.relative_to(nbnorm.NOTEBOOKS).as_posix()) for path in NOTEBOOKS]


def _name(path):
    return path.relative_to(nbnorm.ROOT).as_posix()


@pytest.mark.parametrize("notebook", _params())
def test_every_code_cell_was_run(notebook):
    nb = nbformat.read(notebook, as_version=4)
    missing = nbnorm.unexecuted_cells(nb)
    assert not missing, (
        f"{_name(notebook)}: code cell(s) {', '.join(str(i + 1) for i in missing)} "
        f"(counting every cell from 1) have never been run; " + _fix(notebook)
    )
