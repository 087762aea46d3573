"""Each check of lessons 00, 06, 07, 08 and 10 stands alone: run with its
answer cell and nothing else (no cell before it, or every cell after it),
it gives the right verdict, right and wrong. So Run All then answer, answer
then Run All, and cells run out of order all agree. (The browser test
``tests/browser/test_exercises_more.py`` does the same in JupyterLab.)
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from tests.browser.test_exercises_more import ANSWERS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
#: Names an answer may use from the lesson's earlier cells (lesson 10's
#: BotGame answer is written like the games above it).
GIVEN = "from tutorial import BotGame\ndelay = 0\n"


def exercises(name: str) -> list[tuple[str, str]]:
    """(answer cell, check cell) sources of a lesson, found by their tags."""
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    tagged = [(c, c.get("metadata", {}).get("tags", [])) for c in cells]
    pairs = []
    for index, (cell, tags) in enumerate(tagged):
        if "answer" in tags:
            check = next(c for c, t in tagged[index + 1:] if "check" in t)
            pairs.append(("".join(cell["source"]), "".join(check["source"])))
    return pairs


def run_alone(*sources: str) -> str:
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for source in sources:
            exec(compile(source, "<cell>", "exec"), namespace)
    return out.getvalue()


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_each_check_runs_alone_with_its_answer(name):
    pairs = exercises(name)
    assert len(pairs) == len(ANSWERS[name])
    for number, ((_cell, check), (right, wrong)) in enumerate(zip(pairs, ANSWERS[name]), 1):
        said = run_alone(GIVEN, right, check)
        assert said.startswith("✓ Right!"), f"{name}, exercise {number}, right answer: {said}"
        said = run_alone(GIVEN, wrong, check)
        assert said.startswith("✗ Not yet"), f"{name}, exercise {number}, wrong answer: {said}"


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_an_unanswered_exercise_asks_for_an_answer(name):
    for cell, check in exercises(name):
        assert "..." in cell
        assert run_alone(GIVEN, cell, check).startswith("✎")
