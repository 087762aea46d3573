'''A lesson's source, as it becomes a notebook (without running it).

A source is a notebook in jupytext's percent format, so JupyterLab opens it
as a notebook (with jupytext installed) and its code can be linted:

    # %% [markdown]                      a Markdown cell, its text in a
    """                                  triple-quoted string
    Some *Markdown*.
    """

    # %%                                 a code cell
    # %% tags=["raises-exception"]       a code cell with tags

The header (``# ---`` ... ``# ---``) holds jupytext's settings, the kernel
and ``lesson.summary``, one sentence on what the lesson teaches.

The course adds three cell settings for nbgrader, expanded here into
nbgrader's cell metadata:

    # %% solution="fits"                 the learner's answer, an autograded
                                         answer cell; its body holds the
                                         model answer between the lines
                                         ``### BEGIN SOLUTION`` and
                                         ``### END SOLUTION``
    # %% tests="fits_tests" points=2     an autograder test cell, locked,
                                         worth ``points``
    # %% [markdown] task="why" points=1  a manually graded written answer

An answer region must sit inside a function body (indented): nbgrader puts
``raise NotImplementedError()`` in its place in the learner's copy, and
there the error waits until the function is called, so that "Run All" runs
the whole notebook and every check just says "not yet".

:func:`build` makes the notebook of a source; ``tools/build_lessons.py``
runs and saves it, ``tools/lesson_translations.py`` translates it and
``tools/rules_page.py`` writes the rules page with the same kernel.
'''

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent

KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE = {"name": "python", "pygments_lexer": "ipython3", "file_extension": ".py",
            "mimetype": "text/x-python", "codemirror_mode": {"name": "ipython", "version": 3},
            "nbconvert_exporter": "python"}

#: The course's nbgrader shorthand: one cell setting per kind of graded cell.
NBGRADER_KINDS = ("solution", "tests", "task")
#: Cell settings a source may use; jupytext adds the last two itself.
CELL_SETTINGS = {"tags", "points", *NBGRADER_KINDS, "lines_to_next_cell", "cell_marker"}
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"


class LessonError(ValueError):
    """A source that cannot become a notebook."""


@dataclass(frozen=True)
class Sequence:
    """A folder of sources and where its notebooks go."""

    name: str
    sources: Path
    cell_ids: str  # cell ids are f"{cell_ids}{NN}-{index:02d}"
    graded: bool  # nbgrader's shorthand allowed

    def lessons(self, prefixes: list[str] | tuple[str, ...] = ()) -> list[Path]:
        found = sorted(self.sources.glob("[0-9][0-9]_*.py"))
        if prefixes:
            found = [path for path in found if any(path.name.startswith(p) for p in prefixes)]
        return found

    def target(self, source: Path) -> Path:
        if self.graded:
            return COURSE_SOURCE / source.stem / f"{source.stem}.ipynb"
        return NOTEBOOKS / f"{source.stem}.ipynb"


NOTEBOOKS = ROOT / "notebooks"
COURSE = ROOT / "course"
COURSE_SOURCE = COURSE / "source"
COURSE_RELEASE = COURSE / "release"
COURSE_CONFIG = COURSE / "nbgrader_config.py"

LESSONS = Sequence("notebooks", ROOT / "sources" / "lessons", "lesson", graded=False)
COURSE_LESSONS = Sequence("course", COURSE / "lessons", "course", graded=True)


# ---------------------------------------------------------------------------
# Reading a source
# ---------------------------------------------------------------------------

def read_source(path: Path) -> nbformat.NotebookNode:
    """The source at ``path`` as jupytext reads it (cells with their settings)."""
    import jupytext

    return jupytext.read(path, fmt="py:percent")


def summary(path: Path) -> str:
    """The one-sentence summary in a source's header (``lesson.summary``)."""
    return str(read_source(path).metadata.get("lesson", {}).get("summary", ""))


def _check_settings(cell, where: str) -> None:
    unknown = set(cell.metadata) - CELL_SETTINGS
    if unknown:
        raise LessonError(f"{where}: unknown cell settings {sorted(unknown)}; "
                          f"a cell takes tags=[...] and, in the course, {', '.join(NBGRADER_KINDS)} and points")
    tags = cell.metadata.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise LessonError(f"{where}: tags=[...] is a list of words, not {tags!r}")
    if cell.cell_type == "code":
        for line in cell.source.splitlines():
            if line.startswith(('"""', "'''")):
                raise LessonError(f"{where}: a string at the left margin of a code cell; "
                                  "is '# %% [markdown]' missing above it?")
    elif cell.cell_type != "markdown":
        raise LessonError(f"{where}: a {cell.cell_type} cell; a lesson has Markdown and code cells only")


def build(source: Path, sequence: Sequence | None = None) -> nbformat.NotebookNode:
    """The notebook (without outputs) for one source."""
    sequence = sequence or (COURSE_LESSONS if source.parent == COURSE_LESSONS.sources else LESSONS)
    number = source.stem.split("_")[0]
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": dict(LANGUAGE)}
    grade_ids: set[str] = set()
    for index, cell in enumerate(read_source(source).cells):
        where = f"{source.name}, cell {index + 1}"
        _check_settings(cell, where)
        if cell.cell_type == "markdown":
            new = nbformat.v4.new_markdown_cell(cell.source)
        else:
            new = nbformat.v4.new_code_cell(cell.source)
        new.id = f"{sequence.cell_ids}{number}-{index:02d}"
        if cell.metadata.get("tags"):
            new.metadata["tags"] = list(cell.metadata["tags"])
        meta = _nbgrader(cell, where, sequence)
        if meta:
            if meta["grade_id"] in grade_ids:
                raise LessonError(f"{where}: the grade id {meta['grade_id']} is used twice")
            grade_ids.add(meta["grade_id"])
            new.metadata["nbgrader"] = meta
        nb.cells.append(new)
    nbformat.validate(nb)
    return nb


# ---------------------------------------------------------------------------
# The course's nbgrader shorthand
# ---------------------------------------------------------------------------

def _nbgrader(cell, where: str, sequence: Sequence) -> dict | None:
    """nbgrader's metadata for a cell written with the shorthand, else None."""
    kinds = [kind for kind in NBGRADER_KINDS if kind in cell.metadata]
    if not kinds:
        if "points" in cell.metadata:
            raise LessonError(f"{where}: points= belongs to a tests or task cell")
        if BEGIN in cell.source:
            raise LessonError(f"{where}: '{BEGIN}' outside a solution cell (use '# %% solution=\"NAME\"')")
        return None
    if not sequence.graded:
        raise LessonError(f"{where}: {kinds[0]}= is nbgrader's; it belongs to the course's lessons")
    if len(kinds) > 1:
        raise LessonError(f"{where}: a cell is one of {list(NBGRADER_KINDS)}, not {kinds}")
    kind = kinds[0]
    grade_id = cell.metadata[kind]
    if not isinstance(grade_id, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", grade_id):
        raise LessonError(f'{where}: {kind}= names the cell, as in {kind}="fits", not {grade_id!r}')
    if (kind == "task") != (cell.cell_type == "markdown"):
        raise LessonError(f"{where}: {kind} cells are {'Markdown' if kind == 'task' else 'code'} cells")
    meta = {"grade_id": grade_id, "schema_version": 3}
    if kind == "solution":
        if "points" in cell.metadata:
            raise LessonError(f"{where}: points go on the tests cell, not on the answer")
        _check_solution(cell.source, where)
        meta.update(solution=True, grade=False, locked=False)
        return meta
    points = cell.metadata.get("points")
    if type(points) is not int or points < 0:
        raise LessonError(f"{where}: a {kind} cell needs points=N (a whole number)")
    meta.update(solution=kind == "task", grade=True, locked=kind == "tests", points=points)
    if kind == "task":
        meta["task"] = False
    return meta


def _check_solution(source: str, where: str) -> None:
    lines = source.splitlines()
    begins = [i for i, line in enumerate(lines) if line.strip() == BEGIN]
    ends = [i for i, line in enumerate(lines) if line.strip() == END]
    if not begins or len(begins) != len(ends) or any(b >= e for b, e in zip(begins, ends)):
        raise LessonError(f"{where}: a solution cell needs '{BEGIN}' ... '{END}' pairs around the answer")
    for index in begins + ends:
        if not lines[index].startswith((" ", "\t")):
            raise LessonError(
                f"{where}: the answer region must be inside a function body (indented), "
                "so that the learner's blank copy runs without an error"
            )
