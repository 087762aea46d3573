#!/usr/bin/env python3
"""Build the course notebooks from their text sources, then run them.

Each ``course/lessons/NN_slug.lesson`` becomes the nbgrader source notebook
``course/source/NN_slug/NN_slug.ipynb`` (the layout nbgrader expects, with
``course/nbgrader_config.py``). Sources are written as the lessons of
``tools/lessons`` are (see ``tools/lessons/build.py``), with three more
cell markers for nbgrader:

    %% code solution id=fits              the learner's answer: an autograded
                                          answer cell; its body holds the
                                          model answer between the lines
                                          ``### BEGIN SOLUTION`` and
                                          ``### END SOLUTION``
    %% code tests id=fits_tests points=2  an autograder test cell, locked,
                                          worth ``points``
    %% md task id=why points=1            a manually graded written answer

An answer region must sit inside a function body (indented): nbgrader puts
``raise NotImplementedError()`` in its place in the learner's copy, and
there the error waits until the function is called, so that "Run All"
runs the whole notebook and every check just says "not yet".

After writing a notebook the script runs it on a fresh kernel and saves it
with normalised outputs (``tools/refresh_notebooks.py``), so a rebuild of
unchanged sources gives byte-identical notebooks. Then it regenerates the
learners' copies in ``course/release/`` with ``nbgrader generate_assignment``
(model answers replaced by ``raise NotImplementedError()``, outputs cleared):
they are committed so that Binder and GitHub can open them without nbgrader.

    python course/build.py              # every course lesson, then release/
    python course/build.py 02           # lessons whose name starts so
    python course/build.py --no-run     # write the notebooks, do not execute
    python course/build.py --release    # only regenerate release/
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LESSONS = HERE / "lessons"
SOURCE = HERE / "source"
RELEASE = HERE / "release"
CONFIG = HERE / "nbgrader_config.py"

sys.path.insert(0, str(ROOT))

from tools.lessons.build import build as build_cells  # noqa: E402

BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
KINDS = {"solution", "tests", "task"}
_SETTING = re.compile(r"^(id|points)=(.+)$")


class LessonError(ValueError):
    """A course source that cannot become an nbgrader notebook."""


def _settings(tags: list[str], where: str) -> tuple[str | None, dict[str, str], list[str]]:
    kinds = [t for t in tags if t in KINDS]
    if len(kinds) > 1:
        raise LessonError(f"{where}: a cell is one of {sorted(KINDS)}, not {kinds}")
    settings, rest = {}, []
    for tag in tags:
        match = _SETTING.match(tag)
        if match:
            settings[match[1]] = match[2]
        elif tag not in KINDS:
            rest.append(tag)
    kind = kinds[0] if kinds else None
    if settings and kind is None:
        raise LessonError(f"{where}: id= and points= belong to a solution, tests or task cell")
    return kind, settings, rest


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


def nbgrader_metadata(kind: str, settings: dict[str, str], where: str) -> dict:
    """The ``nbgrader`` cell metadata for a cell of ``kind``."""
    if "id" not in settings:
        raise LessonError(f"{where}: a {kind} cell needs id=NAME")
    meta = {"grade_id": settings["id"], "schema_version": 3}
    if kind == "solution":
        if "points" in settings:
            raise LessonError(f"{where}: points go on the tests cell, not on the answer")
        meta.update(solution=True, grade=False, locked=False)
    else:
        try:
            points = int(settings.get("points", ""))
        except ValueError:
            raise LessonError(f"{where}: a {kind} cell needs points=N (a whole number)") from None
        meta.update(solution=kind == "task", grade=True, locked=kind == "tests", points=points)
        if kind == "task":
            meta["task"] = False
    return meta


def build(source: Path) -> nbformat.NotebookNode:
    """The source notebook (without outputs) for one course lesson."""
    nb = build_cells(source)
    stem = source.stem.split("_")[0]
    ids: set[str] = set()
    for index, cell in enumerate(nb.cells):
        cell.id = f"course{stem}-{index:02d}"
        where = f"{source.name}, cell {index + 1}"
        tags = list(cell.metadata.get("tags", []))
        kind, settings, rest = _settings(tags, where)
        if rest:
            cell.metadata["tags"] = rest
        else:
            cell.metadata.pop("tags", None)
        if kind is None:
            if BEGIN in cell.source:
                raise LessonError(f"{where}: '{BEGIN}' outside a solution cell (use '%% code solution id=...')")
            continue
        if (kind == "task") != (cell.cell_type == "markdown"):
            raise LessonError(f"{where}: {kind} cells are {'Markdown' if kind == 'task' else 'code'} cells")
        if kind == "solution":
            _check_solution(cell.source, where)
        meta = nbgrader_metadata(kind, settings, where)
        if meta["grade_id"] in ids:
            raise LessonError(f"{where}: id={meta['grade_id']} is used twice")
        ids.add(meta["grade_id"])
        cell.metadata["nbgrader"] = meta
    nbformat.validate(nb)
    return nb


def target(source: Path) -> Path:
    """Where the source notebook of a lesson goes."""
    return SOURCE / source.stem / f"{source.stem}.ipynb"


def nbgrader(args: list[str], course: Path) -> subprocess.CompletedProcess:
    """Run ``nbgrader ARGS`` in the course folder ``course`` with this
    interpreter (its scripts folder first on PATH: nbgrader calls alembic
    to set up its database)."""
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    return subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env,
                          capture_output=True, text=True)


def generate_release(into: Path) -> Path:
    """Generate the learners' copies of every lesson with nbgrader in a
    scratch copy of the course, and copy them to ``into`` (replacing what
    was there). Returns ``into``."""
    with tempfile.TemporaryDirectory() as scratch:
        course = Path(scratch)
        shutil.copytree(SOURCE, course / "source", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        shutil.copy(CONFIG, course / CONFIG.name)
        done = nbgrader(["generate_assignment", "*", "--force"], course)
        if done.returncode != 0:
            raise RuntimeError(f"nbgrader generate_assignment failed:\n{done.stdout}\n{done.stderr}")
        if into.exists():
            shutil.rmtree(into)
        shutil.copytree(course / "release", into)
    return into


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", help="name prefixes, such as 02 (default: every source)")
    parser.add_argument("--no-run", action="store_true", help="write the notebooks without executing them")
    parser.add_argument("--release", action="store_true", help="only regenerate the learners' copies in release/")
    args = parser.parse_args(argv)
    if args.release:
        generate_release(RELEASE)
        print(f"wrote {RELEASE.relative_to(ROOT)}/")
        return 0
    sources = sorted(LESSONS.glob("*.lesson"))
    if args.lessons:
        sources = [s for s in sources if any(s.name.startswith(p) for p in args.lessons)]
    written = []
    for source in sources:
        path = target(source)
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(build(source), path)
        written.append(path)
        print(f"wrote {path.relative_to(ROOT)}")
    if args.no_run or not written:
        return 0
    from tools import refresh_notebooks

    code = refresh_notebooks.main([str(p) for p in written])
    if code == 0:
        generate_release(RELEASE)
        print(f"wrote {RELEASE.relative_to(ROOT)}/")
    return code


if __name__ == "__main__":
    raise SystemExit(main())
