"""The course works with nbgrader, as a class would use it.

* ``tools/build_lessons.py`` turns every source in ``course/lessons/`` into
  the committed source notebook (answers and tests marked for nbgrader),
  run and saved;
* ``nbgrader generate_assignment`` makes learners' copies with no model
  answer left in them, and the committed ``course/release/`` is what it
  makes today;
* ``nbgrader autograde`` gives the source notebooks, handed in as a
  student's work, every point, and a learner's blank copy no point, its
  test cells failing with a "not yet"; outside nbgrader the same blank copy
  runs top to bottom with a "not yet" in every test cell and no error
  anywhere. (Cheats and unusual right answers: ``test_cheats.py``.)
"""

from __future__ import annotations

import filecmp
import json
import shutil
from pathlib import Path

import nbformat
import pytest

from tools import build_lessons
from tools import nbnorm
from tools.build_lessons import COURSE_LESSONS

ROOT = Path(__file__).resolve().parents[2]
COURSE = ROOT / "course"
LESSONS = COURSE_LESSONS.lessons()
ASSIGNMENTS = [path.stem for path in LESSONS]
BUILD = "python -m tools.build_lessons course"


def _source(name: str) -> Path:
    return COURSE / "source" / name / f"{name}.ipynb"


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _meta(cell: dict) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {})


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


# ---------------------------------------------------------------------------
# The build
# ---------------------------------------------------------------------------


def test_there_are_course_lessons():
    assert ASSIGNMENTS, "course/lessons/ has no lesson"
    assert all(name[:2].isdigit() for name in ASSIGNMENTS)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_the_source_notebook_was_run(lesson):
    # That it is built from its source today: tests/test_lesson_sources.py.
    path = _source(lesson.stem)
    assert path.exists(), f"run: {BUILD} {lesson.stem[:2]}"
    assert not nbnorm.unexecuted_cells(nbformat.read(path, as_version=4)), f"{path.name} has cells that were never run"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_has_graded_answers_and_tests(lesson):
    cells = _cells(_source(lesson.stem))
    answers = [c for c in cells if _meta(c).get("solution") and c["cell_type"] == "code"]
    tests = [c for c in cells if _meta(c).get("grade") and not _meta(c).get("solution")]
    assert answers and tests
    assert all(_meta(c)["points"] > 0 and _meta(c)["locked"] for c in tests)
    markdown = "\n".join(_text(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert _text(cells[0]["source"]).startswith("# Python with cards · Lesson")
    assert "You will" in markdown or "you will" in markdown
    assert "Recap" in markdown and "minutes" in markdown


def _bad(tmp_path, body: str) -> Path:
    lesson = tmp_path / "99_bad.py"
    lesson.write_text(body, encoding="utf-8")
    return lesson


def test_the_builder_refuses_a_top_level_answer(tmp_path):
    lesson = _bad(tmp_path, '# %% solution="x"\n### BEGIN SOLUTION\nx = 1\n### END SOLUTION\n')
    with pytest.raises(build_lessons.LessonError, match="inside a function body"):
        build_lessons.build(lesson, COURSE_LESSONS)


def test_the_builder_refuses_tests_without_points(tmp_path):
    lesson = _bad(tmp_path, '# %% tests="t"\ngrade(f, "fits")\n')
    with pytest.raises(build_lessons.LessonError, match="points=N"):
        build_lessons.build(lesson, COURSE_LESSONS)


def test_the_builder_refuses_a_repeated_id(tmp_path):
    body = "def f():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION\n"
    lesson = _bad(tmp_path, f'# %% solution="f"\n{body}\n# %% solution="f"\n{body}')
    with pytest.raises(build_lessons.LessonError, match="used twice"):
        build_lessons.build(lesson, COURSE_LESSONS)


def test_the_builder_expands_the_shorthand_into_nbgrader_metadata(tmp_path):
    body = "def f():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION\n"
    lesson = _bad(tmp_path, f'# %% solution="f"\n{body}\n# %% tests="f_tests" points=2\nassert f() == 1\n\n'
                            '# %% [markdown] task="why" points=1\n"""\nWhy?\n"""\n')
    assert [c.metadata["nbgrader"] for c in build_lessons.build(lesson, COURSE_LESSONS).cells] == [
        {"grade_id": "f", "schema_version": 3, "solution": True, "grade": False, "locked": False},
        {"grade_id": "f_tests", "schema_version": 3, "solution": False, "grade": True, "locked": True, "points": 2},
        {"grade_id": "why", "schema_version": 3, "solution": True, "grade": True, "locked": False, "points": 1,
         "task": False},
    ]


# ---------------------------------------------------------------------------
# nbgrader
# ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """The learners' copies, as nbgrader generates them today."""
    return build_lessons.generate_release(tmp_path_factory.mktemp("course") / "release")


def _solution_lines(cell: dict) -> list[str]:
    lines, inside = [], False
    for line in _text(cell["source"]).splitlines():
        if line.strip() == build_lessons.BEGIN:
            inside = True
        elif line.strip() == build_lessons.END:
            inside = False
        elif inside and line.strip():
            lines.append(line.strip())
    return lines


@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_the_learners_copy_holds_no_model_answer(released, name):
    source = {_meta(c)["grade_id"]: c for c in _cells(_source(name)) if _meta(c).get("solution")}
    student = {_meta(c).get("grade_id"): c for c in _cells(released / name / f"{name}.ipynb")}
    text = (released / name / f"{name}.ipynb").read_text(encoding="utf-8")
    assert "BEGIN SOLUTION" not in text and "END SOLUTION" not in text
    assert source, f"{name} has no answer cell"
    for grade_id, cell in source.items():
        blank = _text(student[grade_id]["source"])
        if cell["cell_type"] == "markdown":  # a written answer: the learner's copy has the stub
            assert blank.strip() == "YOUR ANSWER HERE", f"{name}: {grade_id} is not blank in the learners' copy"
            continue
        assert "raise NotImplementedError()" in blank
        kept = {line.strip() for line in blank.splitlines()}
        leaked = [line for line in _solution_lines(cell) if line in kept]
        assert not leaked, f"{name}: model answer lines of {grade_id} are in the learners' copy: {leaked}"
    for cell in _cells(released / name / f"{name}.ipynb"):
        assert not cell.get("outputs"), f"{name}: the learners' copy keeps outputs"


@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_the_committed_release_is_up_to_date(released, name):
    committed = COURSE / "release" / name / f"{name}.ipynb"
    assert committed.exists() and filecmp.cmp(committed, released / name / f"{name}.ipynb", shallow=False), (
        f"course/release/{name} is not what nbgrader generates from the source; "
        f"run: {BUILD} --release"
    )


@pytest.fixture(scope="module")
def autograded(tmp_path_factory, released):
    """A course folder where two students handed in every lesson: 'model'
    the source notebooks, 'blank' the learners' copies untouched; both
    autograded. Returns (folder, scores) with scores[student][lesson] =
    {grade_id: (score, max_score)}."""
    from nbgrader.api import Gradebook

    course = tmp_path_factory.mktemp("classroom")
    shutil.copytree(COURSE / "source", course / "source")
    shutil.copy(build_lessons.COURSE_CONFIG, course / "nbgrader_config.py")
    done = build_lessons.nbgrader(["generate_assignment", "*", "--force"], course)
    assert done.returncode == 0, done.stderr
    for name in ASSIGNMENTS:
        for student, folder in (("model", course / "source"), ("blank", course / "release")):
            target = course / "submitted" / student / name
            target.mkdir(parents=True)
            shutil.copy(folder / name / f"{name}.ipynb", target)
    done = build_lessons.nbgrader(["autograde", "*", "--create", "--force"], course)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    scores: dict = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student in ("model", "blank"):
            for name in ASSIGNMENTS:
                notebook = gradebook.find_submission_notebook(name, name, student)
                # Written answers wait for the teacher (needs_manual_grade): not the autograder's to score.
                scores.setdefault(student, {})[name] = {
                    grade.name: (grade.score, grade.max_score) for grade in notebook.grades
                    if not grade.needs_manual_grade
                }
    return course, scores


@pytest.mark.slow
@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_the_model_answers_earn_every_point(autograded, name):
    _, scores = autograded
    grades = scores["model"][name]
    tests = {k: v for k, v in grades.items() if v[1] > 0}
    assert tests, f"{name}: nothing was graded"
    lost = {k: v for k, v in tests.items() if v[0] != v[1]}
    assert not lost, f"{name}: the model answers lose points in {lost}"


@pytest.mark.slow
@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_a_blank_copy_earns_nothing_and_fails_only_its_test_cells(autograded, name):
    """Under nbgrader a test cell that says "not yet" fails with the
    judge's verdict as its error (how nbgrader counts a failed test cell);
    every other cell of a blank copy runs without an error."""
    course, scores = autograded
    earned = {k: v for k, v in scores["blank"][name].items() if v[0]}
    assert not earned, f"{name}: a blank copy earns points in {earned}"
    ran = nbformat.read(course / "autograded" / "blank" / name / f"{name}.ipynb", as_version=4)
    for index, cell in enumerate(ran.cells):
        if cell.cell_type != "code":
            continue
        meta = cell.metadata.get("nbgrader", {})
        test_cell = meta.get("grade") and not meta.get("solution")
        for output in cell.outputs:
            assert output.get("name") != "stderr", f"{name}, cell {index + 1} wrote to stderr: {output.get('text')}"
            if output.output_type == "error":
                # the judge's verdict (grading.nbjudge): its words, no traceback
                assert test_cell and output.ename == "Not yet" and output.traceback == [], (
                    f"{name}, cell {index + 1}: {output.get('ename')}: {output.get('evalue')}")
        if test_cell:
            shown = " ".join(_text(o.get("data", {}).get("text/html", "")) for o in cell.outputs)
            failed = [o for o in cell.outputs if o.output_type == "error"]
            assert "Not yet" in shown and "not written yet" in shown, f"{name}, cell {index + 1}: {shown[:300]}"
            assert failed and "not written yet" in failed[0].evalue


@pytest.mark.slow
@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_a_blank_copy_runs_calmly_in_a_learners_run_all(released, name, tmp_path):
    """Outside nbgrader the same blank copy runs top to bottom with no error
    at all: every test cell only shows its "not yet"."""
    from nbclient import NotebookClient

    notebook = nbformat.read(released / name / f"{name}.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}},
                   allow_errors=True).execute()
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            assert output.output_type != "error", f"{name}, cell {index + 1}: {output.get('ename')}"
            assert output.get("name") != "stderr", f"{name}, cell {index + 1} wrote to stderr: {output.get('text')}"
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("grade") and not meta.get("solution"):
            shown = " ".join(_text(o.get("data", {}).get("text/plain", "")) for o in cell.outputs)
            assert "Not yet" in shown, f"{name}, cell {index + 1}: {shown[:300]}"


@pytest.mark.slow
def test_the_validate_button_passes_model_answers_and_fails_a_blank_copy(released, tmp_path):
    """nbgrader's Validate (a button in JupyterLab, a command here) tells a
    learner whether their copy would earn every point."""
    name = "02_conditionals"
    shutil.copy(build_lessons.COURSE_CONFIG, tmp_path / "nbgrader_config.py")
    model = build_lessons.nbgrader(["validate", str(_source(name))], tmp_path)
    assert "Success! Your notebook passes all the tests." in model.stdout, model.stdout + model.stderr
    blank = build_lessons.nbgrader(["validate", str(released / name / f"{name}.ipynb")], tmp_path)
    tests = len([c for c in _cells(_source(name)) if _meta(c).get("grade")])
    assert f"VALIDATION FAILED ON {tests} CELL(S)" in blank.stdout, blank.stdout + blank.stderr
