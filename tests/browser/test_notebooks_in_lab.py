"""Every lesson opens in JupyterLab, runs from the Run menu, and shows no
error output and no broken widget: the rules page, every French lesson,
and in Italian, Dutch and Spanish the lessons that hold every kind of
widget between them (step-throughs, the rules panel, the match, the bot
game). Every translated lesson is also run top to bottom by nbval, which
compares its outputs, widgets included, with the committed ones; the
browser adds that JupyterLab draws them, and the widgets' code is the same
in every language. The English lessons are run so by the exercise tests
(tests/browser/test_exercises*.py), which answer their exercises after Run
All; a test here checks that none is left out.

The tests of a language form a class, so a parallel run shares the
languages between its processes."""

from __future__ import annotations

import pytest

from tests.browser import axe, lab, test_exercises, test_exercises_more
from tools.nbnorm import lesson_notebooks

NOTEBOOKS = lesson_notebooks()
RUN_WITH_THEIR_EXERCISES = set(test_exercises.ANSWERS) | set(test_exercises_more.ANSWERS)
#: In Italian, Dutch and Spanish: the lessons whose widgets, between them, are every kind the lessons use.
EVERY_KIND = ("00_start_here", "07_winning_a_match", "08_house_rules", "09_crazy_eights", "10_play_against_bots")


def _params(language: str):
    found = [path for path in NOTEBOOKS if (path.parent.name if path.parent != lab.NOTEBOOKS else "en") == language
             and path.relative_to(lab.NOTEBOOKS).as_posix() not in RUN_WITH_THEIR_EXERCISES
             and (language in ("en", "fr") or path.stem in EVERY_KIND)]
    if not found:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"notebooks/ has no lessons in {language} yet"))]
    return [pytest.param(path, id=path.relative_to(lab.NOTEBOOKS).as_posix()) for path in found]


def _runs_in_jupyterlab(notebook, lab_server, page):
    name = notebook.relative_to(lab.NOTEBOOKS).as_posix()
    lab.open_notebook(page, lab_server, name)
    lab.run_all_cells(page, timeout=300_000)

    errors = lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(notebook))
    assert not errors, f"{name}: error output after Run All Cells:\n" + "\n\n".join(
        f"cell {index}:\n{text[:1500]}" for index, text in errors
    )
    problems = lab.wait_for_widgets(page)
    assert not problems, f"{name}: widgets not shown after Run All Cells: {problems}"
    if name == "rules.ipynb":   # the English lessons are checked so by the exercise tests
        axe.assert_no_serious(page, name)


def _lessons_in(language: str):
    class Lessons:
        @pytest.mark.parametrize("notebook", _params(language))
        def test_lesson_runs_in_jupyterlab(self, notebook, lab_server, page):
            _runs_in_jupyterlab(notebook, lab_server, page)

    Lessons.__name__ = Lessons.__qualname__ = f"TestIn{language.capitalize()}"
    return Lessons


TestInEn = _lessons_in("en")   # the rules page
TestInFr = _lessons_in("fr")
TestInIt = _lessons_in("it")
TestInNl = _lessons_in("nl")
TestInEs = _lessons_in("es")


def test_the_lessons_of_every_kind_hold_every_widget_the_lessons_use():
    import re

    used = {kind for path in lab.NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")
            for kind in re.findall(r"\b(StepThrough|RulesPanel|HandWidget|TableWidget|BotGame|match_widget|"
                                   r"MatchWidget|KnockoutQuiz|first_move)\(", path.read_text(encoding="utf-8"))}
    shown = {kind for stem in EVERY_KIND for kind in re.findall(
        r"\b(StepThrough|RulesPanel|HandWidget|TableWidget|BotGame|match_widget|MatchWidget|KnockoutQuiz|first_move)\(",
        (lab.NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))}
    assert used and used <= shown, sorted(used - shown)


def test_every_english_lesson_runs_in_jupyterlab_with_its_exercises():
    english = {path.name for path in NOTEBOOKS if path.parent == lab.NOTEBOOKS and path.name != "rules.ipynb"}
    assert english and english <= RUN_WITH_THEIR_EXERCISES, sorted(english - RUN_WITH_THEIR_EXERCISES)
