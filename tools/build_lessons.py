'''Build the lesson notebooks from their sources, run them, save them in normal form.

One builder for every sequence of notebooks:

* ``sources/lessons/NN_name.py`` becomes ``notebooks/NN_name.ipynb``;
* ``course/lessons/NN_slug.py`` becomes the nbgrader source notebook
  ``course/source/NN_slug/NN_slug.ipynb`` (with the model answers), and
  ``nbgrader generate_assignment`` then writes the learners' copies to
  ``course/release/`` (answers removed, outputs cleared);
* a lesson and its catalogue ``sources/locale/<lang>/LC_MESSAGES/lessons/NN_name.po``
  become ``notebooks/<lang>/NN_name.ipynb`` (see ``tools/lesson_translations.py``);
* a course lesson and its catalogue ``sources/locale/<lang>/LC_MESSAGES/course/NN_slug.po``
  become the nbgrader tree of that language, ``course/<lang>/source/NN_slug/NN_slug.ipynb``,
  and nbgrader makes its learners' copies in ``course/<lang>/release/``;
* the rule book becomes ``notebooks/rules.ipynb`` (``tools/rules_page.py``).

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

Each notebook written is run top to bottom on a fresh kernel and saved with
normalised outputs (``tools/nbnorm.py``), so a rebuild of unchanged sources
gives byte-identical notebooks. From the repository root:

    python -m tools.build_lessons notebooks            # every lesson
    python -m tools.build_lessons notebooks 01 03      # lessons whose name starts so
    python -m tools.build_lessons course 02            # a course lesson, then release/
    python -m tools.build_lessons course --release     # only regenerate release/
    python -m tools.build_lessons translations         # every translated lesson
    python -m tools.build_lessons translations 00 --lang fr
    python -m tools.build_lessons course --lang fr     # the course in French, then course/fr/release/
    python -m tools.build_lessons rules                # the rules page
    python -m tools.build_lessons all                  # all of the above (course translations included)
    python -m tools.build_lessons ... --no-run         # write, do not execute
    python -m tools.build_lessons ... --check          # report what is stale, write nothing
'''

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import nbformat

from tools import nbnorm

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


def nbgrader(args: list[str], course: Path) -> subprocess.CompletedProcess:
    """Run ``nbgrader ARGS`` in the course folder ``course`` with this
    interpreter (its scripts folder first on PATH: nbgrader calls alembic
    to set up its database)."""
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    return subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env,
                          capture_output=True, text=True)


def course_folder(lang: str | None = None) -> Path:
    """The nbgrader course folder of ``lang`` (``course/`` for English,
    ``course/<lang>/`` for a translation), with its own ``nbgrader_config.py``."""
    return COURSE / lang if lang else COURSE


def generate_release(into: Path, lang: str | None = None) -> Path:
    """Generate the learners' copies of every course lesson with nbgrader in
    a scratch copy of the course (in ``lang``), and copy them to ``into``
    (replacing what was there). Returns ``into``."""
    folder = course_folder(lang)
    with tempfile.TemporaryDirectory() as scratch:
        course = Path(scratch)
        shutil.copytree(folder / "source", course / "source", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        shutil.copy(folder / COURSE_CONFIG.name, course / COURSE_CONFIG.name)
        done = nbgrader(["generate_assignment", "*", "--force"], course)
        if done.returncode != 0:
            raise RuntimeError(f"nbgrader generate_assignment failed:\n{done.stdout}\n{done.stderr}")
        if into.exists():
            shutil.rmtree(into)
        shutil.copytree(course / "release", into)
    return into


# ---------------------------------------------------------------------------
# Writing and running
# ---------------------------------------------------------------------------

def _shown(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def save(nb: nbformat.NotebookNode, path: Path, *, run: bool, check: bool) -> bool:
    """Write ``nb`` to ``path`` (run on a fresh kernel first unless ``run`` is
    false) in normal form. With ``check``, write nothing. True when the file
    is (or would be) changed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if run:
        text = nbnorm.dumps(nbnorm.normalise(nbnorm.run(nb, path.parent)))
    else:
        text = nbnorm.dumps(nb)
    changed = not path.exists() or path.read_text(encoding="utf-8") != text
    print(f"{_shown(path)}: {'changed' if changed else 'unchanged'}{' (not written)' if check and changed else ''}",
          flush=True)
    if changed and not check:
        path.write_text(text, encoding="utf-8")
    return changed


def build_sequence(sequence: Sequence, prefixes: list[str], *, run: bool, check: bool) -> list[Path]:
    """Build the notebooks of ``sequence`` whose names start with ``prefixes``;
    returns the notebooks that changed."""
    changed = []
    for source in sequence.lessons(prefixes):
        target = sequence.target(source)
        if save(build(source, sequence), target, run=run, check=check):
            changed.append(target)
    return changed


def build_release(*, check: bool, lang: str | None = None) -> bool:
    """Regenerate ``course/release`` (or ``course/<lang>/release``); with
    ``check``, only say whether it is stale."""
    release = course_folder(lang) / "release"
    if lang and not (course_folder(lang) / "source").is_dir():
        return False
    with tempfile.TemporaryDirectory() as scratch:
        fresh = generate_release(Path(scratch) / "release", lang)
        stale = _tree(fresh) != _tree(release)
        print(f"{_shown(release)}/: {'changed' if stale else 'unchanged'}"
              f"{' (not written)' if check and stale else ''}", flush=True)
        if stale and not check:
            if release.exists():
                shutil.rmtree(release)
            shutil.copytree(fresh, release)
    return stale


def _tree(folder: Path) -> dict[str, bytes]:
    if not folder.is_dir():
        return {}
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build_translations(prefixes: list[str], languages: list[str], *, run: bool, check: bool,
                       sequence: Sequence | None = None) -> list[Path]:
    """Build ``notebooks/<lang>/`` (or, for the course, ``course/<lang>/source/``)
    for every lesson whose catalogue is complete; a lesson with a translated
    notebook already and an incomplete catalogue is an error (its English
    changed since it was translated)."""
    from tools import lesson_translations as lt

    sequence = sequence or LESSONS
    changed, problems = [], []
    for source in sequence.lessons(prefixes):
        for lang in languages:
            target = lt.translated_notebook(source, lang)
            missing = lt.problems(source, lang)
            if missing:
                if target.exists():
                    problems.append(f"{_shown(target)} cannot be rebuilt: the English changed since it was "
                                    f"translated. Update {_shown(lt.catalogue_path(source, lang))} "
                                    "(python -m tools.lesson_translations update"
                                    f"{' --course' if sequence.graded else ''}), translate these entries, "
                                    "and build again:\n" + lt.describe(missing))
                continue
            if save(lt.translate(build(source, sequence), source, lang), target, run=run, check=check):
                changed.append(target)
    if problems:
        raise LessonError("\n\n".join(problems))
    return changed


def main(argv: list[str] | None = None) -> int:
    from tools import lesson_translations

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["notebooks", "course", "translations", "rules", "all"])
    parser.add_argument("lessons", nargs="*", help="name prefixes, such as 03 (default: every lesson)")
    parser.add_argument("--lang", action="append", choices=lesson_translations.LANGUAGES,
                        help="translations: only this language (may be repeated); "
                             "course: the course in this language (course/<lang>/)")
    parser.add_argument("--no-run", action="store_true", help="write the notebooks without executing them")
    parser.add_argument("--check", action="store_true", help="report stale notebooks, write nothing")
    parser.add_argument("--release", action="store_true", help="course: only regenerate the learners' copies")
    args = parser.parse_args(argv)
    run, check = not args.no_run, args.check
    stale: list = []
    try:
        if args.what in ("rules", "all"):
            from tools import rules_page

            stale += rules_page.write(check=check)
        if args.what in ("notebooks", "all"):
            stale += build_sequence(LESSONS, args.lessons, run=run, check=check)
        if args.what in ("course", "all") and not (args.what == "course" and args.lang):
            if not args.release:
                stale += build_sequence(COURSE_LESSONS, args.lessons, run=run, check=check)
            if run or args.release:
                stale += [COURSE_RELEASE] if build_release(check=check) else []
        course_languages = (args.lang or []) if args.what == "course" else (
            (args.lang or list(lesson_translations.LANGUAGES)) if args.what == "all" else [])
        for lang in course_languages:  # the course in other languages: course/<lang>/
            if not args.release:
                stale += build_translations(args.lessons, [lang], run=run, check=check, sequence=COURSE_LESSONS)
            if run or args.release:
                stale += [course_folder(lang) / "release"] if build_release(check=check, lang=lang) else []
        if args.what in ("translations", "all"):
            stale += build_translations(args.lessons, args.lang or list(lesson_translations.LANGUAGES),
                                        run=run, check=check)
    except LessonError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if check and stale:
        print(f"{len(stale)} notebook(s) need a rebuild", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
