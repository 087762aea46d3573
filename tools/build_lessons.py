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

A source is a notebook in jupytext's percent format: see
``tools/lesson_source.py``, which also turns it into a notebook.

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
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

from tools import nbnorm

from tools.lesson_source import (  # noqa: F401 (the builder's names, used by its callers too)
    BEGIN,
    END,
    ROOT,
    KERNEL,
    LANGUAGE,
    LessonError,
    Sequence,
    NOTEBOOKS,
    COURSE,
    COURSE_SOURCE,
    COURSE_RELEASE,
    COURSE_CONFIG,
    LESSONS,
    COURSE_LESSONS,
    read_source,
    summary,
    build,
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

            stale += rules_page.write(check=check, run=run)
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
