"""What Binder and the static site serve to learners holds no model answer of the course, in any form.

Binder (repo2docker) copies the repository into the image and runs
binder/postBuild from its root. Here postBuild runs on a copy of every file
git tracks (with ``pip`` replaced by a no-op, the install being tested by
tests/test_binder.py); afterwards no file left there may hold the body of
any model answer: not the source notebooks, not the jupytext sources of
the lessons, not the French course, not a cache, not the git history. The
static site holds the files :func:`tools.site.build.contents_files` lists and a
wheel built from :func:`tools.site.build.project_files`: none of them may hold
one either.

A model answer's body is the text between ``### BEGIN SOLUTION`` and
``### END SOLUTION`` in the course's source notebooks, compared line by
line with leading and trailing spaces ignored (so a copy indented
differently, or inside a notebook's JSON, is found too). The few that a
later lesson hands out on purpose, as the code it builds on, are in the
learners' copies by design and are not searched for (:func:`handed_out`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REGION = re.compile(r"### BEGIN SOLUTION\n(.*?)\n\s*### END SOLUTION", re.S)


def _lines(text: str) -> str:
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def model_answers() -> list[str]:
    """Every model answer's body (as :func:`_lines` writes it), from the English and French source notebooks."""
    return sorted(answer_exercises())


#: The exercises whose model answers a later lesson hands out on purpose, as code to build on: lesson 02
#: starts from lesson 01's suit_of and rank_of, lesson 10 writes its first asserts about lesson 05's
#: next_seat, lesson 11 asks to mend a working hand_points. Any other answer found in a learner's copy leaks.
HANDED_OUT = {"suit_of", "rank_of", "next_seat", "hand_points"}


def answer_exercises() -> dict[str, set[str]]:
    """Each model answer's body -> the exercises (answer cells' nbgrader grade ids) that hold it."""
    found: dict[str, set[str]] = {}
    for path in sorted(ROOT.glob("course/**/source/*/*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "")
            for body in REGION.findall("".join(cell["source"])):
                if _lines(body):
                    found.setdefault(_lines(body), set()).add(grade_id)
    return found


def _texts(path: Path) -> list[str]:
    """The text of a file as a learner could read it (a notebook: each cell's source and outputs)."""
    try:
        raw = path.read_bytes()
    except OSError:
        return []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return [raw.decode("latin-1")]
    if path.suffix == ".ipynb":
        try:
            cells = json.loads(text)["cells"]
        except (ValueError, KeyError, TypeError):
            return [text]
        return [text] + ["".join(cell.get("source", "")) for cell in cells]
    return [text]


def found_in(files, answers: list[str]) -> dict[str, list[str]]:
    """answer body -> the files that hold it."""
    where: dict[str, list[str]] = {}
    for path in files:
        for text in _texts(path):
            flat = _lines(text)
            for body in answers:
                if body in flat:
                    where.setdefault(body, []).append(str(path))
    return where


def handed_out(answers: list[str]) -> list[str]:
    """The model answers found in the learners' copies: only those of :data:`HANDED_OUT` may be there
    (checked by ``test_the_course_has_model_answers_to_look_for``)."""
    copies = sorted(ROOT.glob("course/**/release/*/*.ipynb"))
    return sorted(found_in(copies, answers))


def held_back() -> list[str]:
    """The model answers no learner should see."""
    answers = model_answers()
    given = set(handed_out(answers))
    return [body for body in answers if body not in given]


def test_the_course_has_model_answers_to_look_for():
    answers = held_back()
    assert len(answers) >= 20, answers
    assert any("if isinstance(move, Play) and move.card.rank != 8:" in body for body in answers)  # keep_eights
    exercises = answer_exercises()
    # (a body that a handed-out exercise shares with another, such as next_seat's one line, goes out with it)
    leaked = {body: exercises[body] for body in handed_out(model_answers()) if not exercises[body] & HANDED_OUT}
    assert not leaked, f"model answers in a learner's copy that no lesson hands out on purpose: {leaked}"


@pytest.fixture(scope="module")
def binder(tmp_path_factory) -> Path:
    """The repository as binder/postBuild leaves it."""
    repo = tmp_path_factory.mktemp("binder") / "repo"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    for cache in ("course/lessons/__pycache__", "course/source/.ipynb_checkpoints", "grading/__pycache__"):
        (repo / cache).mkdir(parents=True, exist_ok=True)  # what a teacher's working copy may hold
    (repo / ".git").mkdir()  # the history, which holds every model answer
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    shim = repo.parent / "bin"
    shim.mkdir()
    pip = shim / "pip"
    pip.write_text("#!/bin/sh\nexit 0\n")
    pip.chmod(pip.stat().st_mode | stat.S_IXUSR)
    env = {**os.environ, "PATH": f"{shim}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", str(repo / "binder" / "postBuild")], cwd=repo, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return repo


def test_postbuild_leaves_no_model_answer_in_the_image(binder):
    files = [p for p in binder.rglob("*") if p.is_file()]
    assert not (binder / ".git").exists()
    where = found_in(files, held_back())
    assert not where, f"{len(where)} model answers are left in the Binder image: {where}"
    left = [p for p in binder.rglob("*.ipynb") if "course" in p.parts]
    assert left and all("release" in p.parts for p in left)  # the learners' copies stay


def test_the_site_holds_no_model_answer():
    from tools.site import build

    files = [source for source, _ in build.contents_files()] + build.project_files()
    assert any("course" in str(target) for _, target in build.contents_files())
    where = found_in(files, held_back())
    assert not where, f"{len(where)} model answers are in the site: {where}"
