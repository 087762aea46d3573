"""The course in other languages comes from the English course and cannot drift.

A course lesson is translated paragraph by paragraph like the lessons
(``tools/lesson_translations.py``): ``sources/locale/<lang>/LC_MESSAGES/course/NN_slug.po``
and the English source make ``course/<lang>/source/NN_slug/NN_slug.ipynb``,
a nbgrader course folder of its own (``course/<lang>/nbgrader_config.py``),
whose learners' copies nbgrader makes in ``course/<lang>/release/``. These
tests check that

* every catalogue has an entry for every English paragraph of today, and a
  changed English paragraph fails, naming it, until translated again;
* a translated notebook has the English one's cells, code, tags, ids and
  nbgrader ids and points, starts its code by choosing its language, and is
  what the builder makes from the catalogue today;
* the committed learners' copies are what nbgrader makes today, with no
  model answer; a blank copy runs calmly with the checker's "not yet" in
  the language, and ``nbgrader autograde`` gives the model answers every point.
"""

from __future__ import annotations

import filecmp
import re
import shutil
from pathlib import Path

import nbformat
import pytest

from tools import build_lessons
from tools import lesson_translations as lt
from tools.build_lessons import COURSE_LESSONS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = COURSE_LESSONS.lessons()
CATALOGUES = sorted((source, lang) for source in SOURCES for lang in lt.LANGUAGES
                    if lt.catalogue_path(source, lang).exists())
TRANSLATED = sorted((source, lang) for source, lang in CATALOGUES if lt.translated_notebook(source, lang).exists())
LANGS = sorted({lang for _, lang in TRANSLATED})
#: How the checker says "not yet" and "not written yet" in each language (grading/locale).
NOT_YET = {"fr": ("Pas encore", "pas encore écrite")}
UPDATE = "python -m tools.lesson_translations update --course"


def _ids(params):
    return [f"{lang}-{source.stem}" for source, lang in params]


def _shape(cells):
    return [(c.id, c.cell_type, c.metadata.get("tags"), c.metadata.get("nbgrader")) for c in cells]


def test_the_course_is_translated_into_french():
    done = {source.stem for source, lang in TRANSLATED if lang == "fr"}
    assert {"01_cards_as_data", "02_conditionals"} <= done, done


@pytest.mark.parametrize("source, lang", CATALOGUES, ids=_ids(CATALOGUES))
def test_every_course_catalogue_has_every_english_paragraph_of_today(source, lang):
    english = [entry.msgid for entry in lt.entries(lt.english(source))]
    found = {m.id for m in lt.read(source, lang) if m.id}
    missing = [msgid[:60] for msgid in english if msgid not in found]
    assert not missing, (f"{lt.catalogue_path(source, lang).relative_to(ROOT)} is older than {source.name}; "
                         f"run {UPDATE} {source.name[:2]} --lang {lang}\nnew English: {missing}")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_every_paragraph_of_a_translated_course_lesson_is_translated(source, lang):
    found = lt.problems(source, lang)
    assert not found, (f"{lt.catalogue_path(source, lang).relative_to(ROOT)}: {len(found)} paragraph(s) of "
                       f"{source.name} have no usable translation:\n{lt.describe(found)}")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_a_translated_course_notebook_has_the_cells_code_and_points_of_the_english_one(source, lang):
    english = lt.english(source)
    path = lt.translated_notebook(source, lang)
    translated = nbformat.read(path, as_version=4)
    cells = lt.without_language_cell(translated)
    assert _shape(cells) == _shape(english.cells), (
        f"{path.relative_to(ROOT)} does not have the cells of {source.name}; "
        f"run python -m tools.build_lessons course {source.name[:2]} --lang {lang}")
    for index, (mine, theirs) in enumerate(zip(cells, english.cells)):
        if theirs.cell_type == "code":
            assert lt.code_only(mine.source) == lt.code_only(theirs.source), (
                f"{lang}/{source.stem}, cell {index + 1}: the code differs from the English")
        elif lt.has_words(theirs.source):
            assert mine.source != theirs.source, f"{lang}/{source.stem}, cell {index + 1}: still in English"
    code = [c for c in translated.cells if c.cell_type == "code"]
    assert code[0].source == lt.language_cell(lang).source and code[0].id == "language"
    assert "nbgrader" not in code[0].metadata


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_a_translated_course_notebook_is_built_from_its_catalogue_of_today(source, lang):
    fresh = lt.translate(lt.english(source), source, lang)
    committed = nbformat.read(lt.translated_notebook(source, lang), as_version=4)
    assert [c.source for c in committed.cells] == [c.source for c in fresh.cells], (
        f"{lt.translated_notebook(source, lang).relative_to(ROOT)} is older than its catalogue; "
        f"run python -m tools.build_lessons course {source.name[:2]} --lang {lang}")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_links_in_a_translated_course_lesson_open_a_notebook(source, lang):
    for tree in ("source", "release"):
        path = build_lessons.course_folder(lang) / tree / source.stem / f"{source.stem}.ipynb"
        text = "\n".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown")
        broken = [link for link in re.findall(r"\]\(([^)#\s]+\.ipynb)", text) if not (path.parent / link).is_file()]
        assert not broken, f"{path.relative_to(ROOT)} links to notebooks that do not exist: {broken}"


# ---------------------------------------------------------------------------
# nbgrader, in each language
# ---------------------------------------------------------------------------

@pytest.fixture(scope="module", params=LANGS)
def released(request, tmp_path_factory):
    """(lang, the learners' copies as nbgrader generates them today)."""
    lang = request.param
    return lang, build_lessons.generate_release(tmp_path_factory.mktemp(f"course-{lang}") / "release", lang)


def test_the_committed_translated_release_is_up_to_date_and_holds_no_answer(released):
    lang, fresh = released
    for source, other in TRANSLATED:
        if other != lang:
            continue
        name = source.stem
        committed = build_lessons.course_folder(lang) / "release" / name / f"{name}.ipynb"
        assert committed.exists() and filecmp.cmp(committed, fresh / name / f"{name}.ipynb", shallow=False), (
            f"{committed.relative_to(ROOT)} is not what nbgrader makes; "
            f"run python -m tools.build_lessons course --release --lang {lang}")
        text = committed.read_text(encoding="utf-8")
        assert "BEGIN SOLUTION" not in text and "raise NotImplementedError()" in text


LESSON = "02_conditionals"  # one lesson under nbgrader: a whole course takes minutes


@pytest.mark.slow
def test_a_blank_translated_copy_runs_calmly_and_says_not_yet_in_its_language(released, tmp_path):
    from nbclient import NotebookClient

    lang, fresh = released
    notebook = nbformat.read(fresh / LESSON / f"{LESSON}.ipynb", as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}},
                   allow_errors=True).execute()
    not_yet, unwritten = NOT_YET[lang]
    tests = 0
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            assert output.output_type != "error", f"{LESSON}, cell {index + 1}: {output.get('ename')}"
            assert output.get("name") != "stderr", f"{LESSON}, cell {index + 1}: {output.get('text')}"
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("grade") and not meta.get("solution"):
            tests += 1
            shown = " ".join(str(o.get("data", {}).get("text/plain", "")) for o in cell.outputs)
            assert not_yet in shown and unwritten in shown and "Not yet" not in shown, shown[:300]
    assert tests


@pytest.mark.slow
def test_nbgrader_gives_the_translated_model_answers_every_point(released, tmp_path):
    from nbgrader.api import Gradebook

    lang, _ = released
    folder = build_lessons.course_folder(lang)
    shutil.copytree(folder / "source" / LESSON, tmp_path / "source" / LESSON)
    shutil.copy(folder / "nbgrader_config.py", tmp_path / "nbgrader_config.py")
    done = build_lessons.nbgrader(["generate_assignment", LESSON, "--force"], tmp_path)
    assert done.returncode == 0, done.stderr
    target = tmp_path / "submitted" / "model" / LESSON
    target.mkdir(parents=True)
    shutil.copy(folder / "source" / LESSON / f"{LESSON}.ipynb", target)
    done = build_lessons.nbgrader(["autograde", LESSON, "--create", "--force"], tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    with Gradebook(f"sqlite:///{tmp_path / 'gradebook.db'}") as gradebook:
        grades = {g.name: (g.score, g.max_score) for g in
                  gradebook.find_submission_notebook(LESSON, LESSON, "model").grades if not g.needs_manual_grade}
    assert grades and all(score == top for score, top in grades.values()), grades


# ---------------------------------------------------------------------------
# A change of the English is noticed
# ---------------------------------------------------------------------------

SAMPLE = '''# %% [markdown]
"""
# Python with cards · Lesson 42 · A sample

Write `double(x)`. See [the next lesson](../43_next/43_next.ipynb).
"""

# %% solution="double"
def double(x):
    """Twice x."""
    ### BEGIN SOLUTION
    return 2 * x  # add x to itself
    ### END SOLUTION

# %% tests="double_tests" points=1
# Autograder test (1 point): double.
assert double(2) == 4
'''
FRENCH = {
    "Python with cards · Lesson 42 · A sample": "Python avec des cartes · Leçon 42 · Un exemple",
    "Write `double(x)`. See [the next lesson](../43_next/43_next.ipynb).":
        "Écris `double(x)`. Vois [la leçon suivante](../43_next/43_next.ipynb).",
    "Twice x.": "Le double de x.",
    "add x to itself": "ajoute x à lui-même",
    "Autograder test (1 point): double.": "Test de l'autograder (1 point) : double.",
}


@pytest.fixture
def sample(tmp_path, monkeypatch):
    from tests.test_translations import fill_catalogue

    monkeypatch.setattr(lt, "LOCALE", tmp_path / "locale")
    monkeypatch.setattr(lt, "COURSE_LESSONS", tmp_path / "course" / "lessons")
    monkeypatch.setattr(lt, "COURSE", tmp_path / "course")
    source = tmp_path / "course" / "lessons" / "42_sample.py"
    source.parent.mkdir(parents=True)
    source.write_text(SAMPLE, encoding="utf-8")
    assert lt.update(source, "fr")
    path = lt.catalogue_path(source, "fr")
    assert path == tmp_path / "locale" / "fr" / "LC_MESSAGES" / "course" / "42_sample.po"

    def translate(words):
        fill_catalogue(source, words)

    translate(FRENCH)
    return source, translate


def test_a_course_translation_keeps_nbgraders_markers_code_and_metadata(sample):
    source, _ = sample
    assert lt.problems(source, "fr") == []
    assert lt.translated_notebook(source, "fr") == lt.COURSE / "fr" / "source" / "42_sample" / "42_sample.ipynb"
    english = lt.english(source)
    nb = lt.translate(english, source, "fr")
    assert _shape(lt.without_language_cell(nb)) == _shape(english.cells)
    answer = lt.without_language_cell(nb)[1].source
    assert "### BEGIN SOLUTION" in answer and "### END SOLUTION" in answer and "# ajoute x à lui-même" in answer
    assert '"""Le double de x."""' in answer
    # the next lesson is not translated: its link opens the English learners' copy
    assert "](../../../release/43_next/43_next.ipynb)" in nb.cells[0].source


def test_a_changed_english_paragraph_of_the_course_fails_until_translated_again(sample):
    source, translate = sample
    changed = "Autograder test (1 point): double, twice."
    source.write_text(SAMPLE.replace("Autograder test (1 point): double.", changed), encoding="utf-8")
    assert [(p.kind, p.msgid) for p in lt.problems(source, "fr")] == [("missing", changed)]
    lt.update(source, "fr")
    assert [(p.kind, p.msgid) for p in lt.problems(source, "fr")] == [("fuzzy", changed)]
    translate({changed: "Test de l'autograder (1 point) : double, deux fois."})
    assert lt.problems(source, "fr") == []
