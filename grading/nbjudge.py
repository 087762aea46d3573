"""``nbgrader autograde`` with the judge's verdicts: the points come from
outside the learner's kernel.

:class:`JudgeTests` is an nbgrader preprocessor that runs after the
notebook was executed and its kernel shut down (``course/nbgrader_config.py``
puts it right after ``Execute``). For each test cell (``check("suit_of")``, as the teacher's
source has it: nbgrader puts the source's test cells back before it runs a
hand-in) it gives the code cells above it, as the learner wrote them, to
the judge (:func:`grading.judge.judge`), and replaces whatever the kernel
showed in that cell with the verdict: a box, and for a "not yet" an error
with the verdict's words (no traceback, no path), which nbgrader counts as
0 points. Nothing the learner's kernel did or showed counts.

:class:`ConfinedKernelManager` (``c.Execute.kernel_manager_class``) starts
the notebook's kernel confined (see :mod:`grading.kernel`).
"""

from __future__ import annotations

import ast
import html

from nbformat import NotebookNode
from nbgrader import utils
from nbgrader.preprocessors import NbGraderPreprocessor

from .judge import judge


def exercise_of(source: str) -> str | None:
    """The exercise a test cell checks: the text of its ``check("...")``, or None."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return None
    for node in body:
        call = node.value if isinstance(node, ast.Expr) else None
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "check" and call.args \
                and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
            return call.args[0].value
    return None


def language_of(cells: list[str]) -> str:
    """The language the notebook chose (its last ``tutorial.language("fr")``), else English."""
    found = "en"
    for source in cells:
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "language" \
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found = node.args[0].value
    return found


def outputs(verdict: dict) -> list:
    ok, message = verdict["ok"], verdict["message"]
    colour, border = ("#e8f5e9", "#2e7d32") if ok else ("#fff8e1", "#f9a825")
    css = "sc-check-ok" if ok else "sc-check-not-yet"
    box = (f'<div class="sc-check {css}" style="background:{colour};border-left:6px solid {border};'
           f'padding:6px 10px;margin:2px 0;color:#212121;white-space:normal">'
           f'{html.escape(message).replace(chr(10), "<br>")}</div>')
    shown = [NotebookNode(output_type="display_data", metadata={},
                          data={"text/plain": message, "text/html": box})]
    if not ok:
        shown.append(NotebookNode(output_type="error", ename="Not yet", evalue=message, traceback=[]))
    return shown


def judge_notebook(notebook, log=None) -> None:
    """Give each test cell of ``notebook`` the judge's verdict on the code cells above it, in place."""
    cells: list[str] = []
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        if utils.is_grade(cell) and not utils.is_solution(cell):
            exercise = exercise_of(cell.source)
            if exercise is not None:
                if log is not None:
                    log.info("Judging %s", exercise)
                cell.outputs = outputs(judge(cells, exercise, language_of(cells)))
            continue
        cells.append(cell.source)


class JudgeTests(NbGraderPreprocessor):
    """The preprocessor that runs :func:`judge_notebook` (after ``Execute``)."""

    def preprocess(self, nb, resources):
        judge_notebook(nb, self.log)
        return nb, resources


def autograde_preprocessors() -> list:
    """nbgrader's autograde steps, with :class:`JudgeTests` right after the notebook has run."""
    from nbgrader.converters.autograde import Autograde
    from nbgrader.preprocessors import Execute

    steps = list(Autograde.class_traits()["autograde_preprocessors"].default())
    steps.insert(steps.index(Execute) + 1, JudgeTests)
    return steps


def judge_validate() -> None:
    """Make ``nbgrader validate`` run :class:`JudgeTests` after the notebook has run, as autograde does.

    nbgrader offers no setting for validate's steps, so this adds the step
    to their default (called from ``course/nbgrader_config.py``)."""
    from nbgrader.validator import Validator

    trait = Validator.class_traits()["preprocessors"]
    steps = list(trait.default())
    if JudgeTests not in steps:
        trait.default_args = ([*steps, JudgeTests],)


from .kernel import ConfinedKernelManager  # noqa: E402,F401
