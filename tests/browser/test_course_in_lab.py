"""Every course lesson's learner's copy in JupyterLab, used as a class uses it.

The copies are the ones nbgrader generates (``course/release/``, kept up to
date by tests/course/test_nbgrader.py): model answers replaced by
``raise NotImplementedError()``. Each lesson found there is opened in
JupyterLab and run with Run All Cells: it runs through, every test cell
says "not yet" and nothing shows an error. Then one exercise of the lesson
is answered in its answer cell, as a learner types it: first wrong, and
that cell and its test cell are run, and the test cell says "not yet" and
why; then right, the model answer of ``course/source/``, and the test
cell says ✓. Each lesson's page runs Run All once; answering adds a few
seconds.

An exercise is an answer cell and its test cell, found by their nbgrader
``grade_id`` (the function's name ``NAME`` and ``NAME_tests``), never by
position; the test cell runs ``check("NAME")``, one of the judge's exercises.
The lesson's exercise is its first one whose function has a wrong answer
in :data:`WRONG`; a lesson without one fails and names its functions.

In lesson 02 the cell between ``fits`` and its check, which tries it out,
runs too, and a picture of the wrong ``fits`` and its check goes to
``test-artifacts/course_check.png``; with ``SWITCHCORE_SCREENSHOT=1``, to
``docs/course_check.png`` (the teacher guide's picture) instead.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.browser import axe, lab

RELEASE = lab.ROOT / "course" / "release"
SOURCE = lab.ROOT / "course" / "source"
COPIES = sorted(RELEASE.glob("*/*.ipynb"))
PICTURED = "fits"
PICTURE = lab.ROOT / ("docs" if os.environ.get("SWITCHCORE_SCREENSHOT") == "1" else "test-artifacts") / "course_check.png"

BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
#: The check a test cell runs: ``check("exercise")``.
VERIFY = re.compile(r'\bcheck\(\s*"(\w+)"\s*\)')


@dataclass(frozen=True)
class Wrong:
    """A wrong answer to an exercise: ``body`` takes the place of the model
    answer's solution region; ``says`` are words of the reason the check
    must give for it."""

    body: str
    says: tuple[str, ...]


#: Name of the function an exercise asks for -> a wrong answer to it. A
#: lesson uses the first of its exercises listed here; the others stand by
#: for when lessons are split or reordered.
WRONG = {
    "suit_of": Wrong("return card[1]", ("suit_of('10C') gave back '0'", "the last letter of the card")),
    # an eight wild in Switch
    "fits": Wrong('return rank_of(card) == "8" or suit_of(card) == suit or rank_of(card) == rank_of(top)',
                  ("8♦ (8D)", "In Switch an 8 is not wild", "S-9")),
    # stops at the first card that fits
    "playable": Wrong("""
        found = []
        for card in hand:
            if fits(card, top, suit):
                found.append(card)
                return found
        return found
        """, ("it left out", "which fits", "X-2")),
    # a jack worth 10, as a king
    "card_points": Wrong("""
        special = {"A": 25, "K": 10, "Q": 10, "J": 10}
        if rank_of(card) in special:
            return special[rank_of(card)]
        return int(rank_of(card))
        """, ("card_points('JC') gave back 10", "worth 20", "S-15")),
    "next_seat": Wrong("return seat + direction", ("next_seat(0, 2, -1)", "seat -1", "X-1")),
    "random_move": Wrong("return game.legal_moves()[0]",
                         ("not the one the generator it was given picks", "X-6")),
    # a generator that does not follow the seed
    "playout": Wrong("""
        game = Game(Rules.crazy_eights(players=players), seed=seed)
        rng = random.Random(0)
        while not game.round_over:
            game.apply(random_move(game, rng))
        return game
        """, ("playout(2, 1) played", "the same seed must always give the same game", "X-6")),
    # seeds 1 to games
    "round_lengths": Wrong("""
        lengths = []
        for seed in range(1, games + 1):
            lengths.append(len(playout(players, seed).moves))
        return lengths
        """, ("round_lengths(3, 5) gave back", "number 1 should be 62")),
    "wins_by_seat": Wrong("return [games] + [0] * (players - 1)",
                          ("wins_by_seat(3, 12) gave back [12, 0, 0]", "game.result.winners")),
    # any legal move is not the rule of the step: the check tries real choices
    "eight_last": Wrong("return view.legal_moves[-1]",
                        ("your bot chose 8C S", "the first legal move does not play an eight")),
    "keep_eights": Wrong("return view.legal_moves[0]", ("your bot played 8♣ although another card fits",)),
    "shed_high": Wrong("""
        for move in view.legal_moves:
            if isinstance(move, Play) and move.card.rank != 8:
                return move
        return view.legal_moves[0]
        """, ("your bot played 5♦ (5 points), but K♣ fits too",)),
    "my_bot": Wrong("return shed_high(view)", ("declared clubs", "Declare a suit you hold most of")),
    # a test that never tries play going anticlockwise
    "test_next_seat": Wrong("assert next_seat(1, 4, 1) == 2\nassert next_seat(3, 4, 1) == 0",
                             ("passes a wrong next_seat", "whatever the direction")),
    # the exps, never divided by their sum
    "probabilities": Wrong("return np.exp(scores - np.max(scores))",
                           ("gave back", "divided by the sum of exp of every score")),
    # the lesson's bug: the total starts again at every card
    "hand_points": Wrong("""
        for card in hand:
            total = 0
            total = total + card_value(card)
        return total
        """, ("hand_points([]) stopped with an error", "give it a starting value before the loop")),
}


@dataclass(frozen=True)
class Exercise:
    function: str  # the answer cell's grade_id
    answer: int  # cell indexes in the notebook
    check: int
    right: str  # the whole answer cell, typed as it is
    wrong: str
    says: tuple[str, ...]


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _grade_ids(cells: list[dict]) -> dict[str, int]:
    """grade_id -> index of its cell."""
    return {cell["metadata"]["nbgrader"]["grade_id"]: index
            for index, cell in enumerate(cells) if "grade_id" in cell["metadata"].get("nbgrader", {})}


def _test_cells(cells: list[dict]) -> list[int]:
    return [index for index, cell in enumerate(cells)
            if cell["cell_type"] == "code" and (meta := cell["metadata"].get("nbgrader", {})).get("grade")
            and not meta.get("solution")]


def _with_solution(model: str, body: str | None) -> str:
    """The model answer ``model`` without its solution markers, with its
    solution region replaced by ``body`` (indented as the region) unless
    ``body`` is None."""
    lines = model.splitlines()
    begin = next(i for i, line in enumerate(lines) if line.strip() == BEGIN)
    end = next(i for i, line in enumerate(lines) if line.strip() == END)
    indent = lines[begin][: len(lines[begin]) - len(lines[begin].lstrip())]
    region = lines[begin + 1:end] if body is None else textwrap.indent(
        textwrap.dedent(body).strip("\n"), indent).splitlines()
    return "\n".join(lines[:begin] + region + lines[end + 1:]) + "\n"


def exercise(copy: Path) -> Exercise:
    """The exercise of the learner's copy ``copy`` that the test answers."""
    from grading.judge import EXERCISES

    cells = _cells(copy)
    ids = _grade_ids(cells)
    functions = [grade_id for grade_id in ids if f"{grade_id}_tests" in ids]
    assert functions, f"{copy.stem}: no test cell NAME_tests follows an answer cell NAME"
    name = next((name for name in functions if name in WRONG), None)
    assert name, f"{copy.stem}: none of its exercises {functions} has a wrong answer in WRONG: add one"
    answer, check = ids[name], ids[f"{name}_tests"]
    assert answer < check, f"{copy.stem}: the test cell of {name} comes before its answer cell"
    assert check in _test_cells(cells), f"{copy.stem}: {name}_tests is not an autograded test cell"
    found = VERIFY.search("".join(cells[check]["source"]))
    assert found and found.group(1) in EXERCISES, f"{copy.stem}: {name}_tests runs no exercise of the judge"

    source = SOURCE / copy.parent.name / copy.name
    model_cells = _cells(source)
    model = "".join(model_cells[_grade_ids(model_cells)[name]]["source"])
    assert BEGIN in model and END in model, f"{source.name}: the answer cell {name} has no solution region"
    wrong = WRONG[name]
    return Exercise(name, answer, check, _with_solution(model, None), _with_solution(model, wrong.body), wrong.says)


def _run_through(page, ex: Exercise, code: str, *, between: bool = False) -> tuple[str, list[str]]:
    """Type ``code`` into the answer cell and run it and its test cell; gives
    back what the test cell shows. With ``between``, the code cells between
    the two (where the lesson tries the function out) run too, and what each
    shows is given back as well."""
    lab.type_code(page, ex.answer, code)
    lab.run_cell(page, ex.answer)
    tried = [lab.run_cell(page, index) for index in range(ex.answer + 1, ex.check) if between
             and "jp-CodeCell" in (lab.cells(page).nth(index).get_attribute("class") or "")]
    lab.run_cell(page, ex.check)
    text = lab.output_text(page, ex.check)
    assert "Traceback" not in text + "".join(tried), f"{ex.function}: a traceback:\n{text}\n{tried}"
    return text, tried


def _no_errors(page, where: str) -> None:
    errors = lab.error_outputs(page)
    assert not errors, f"error output {where}:\n" + "\n\n".join(
        f"cell {index}:\n{text[:800]}" for index, text in errors)


@pytest.mark.parametrize("copy", COPIES, ids=lambda path: path.stem)
def test_a_learner_answers_an_exercise_of_the_lesson(copy, lab_server, page):
    ex = exercise(copy)

    # Run All on the blank copy: calm "not yet" everywhere, nothing red.
    name = f"course/{copy.name}"
    target = lab_server.root_dir / name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(copy, target)
    lab.open_notebook(page, lab_server, name)
    lab.run_all_cells(page, timeout=300_000)
    _no_errors(page, f"in a blank copy of {copy.name} after Run All")
    axe.assert_no_serious(page, f"course {copy.stem}")
    tests = _test_cells(_cells(copy))
    assert ex.check in tests
    for index in tests:
        text = lab.output_text(page, index)
        assert "Not yet" in text and "not written yet" in text, f"{copy.stem}, test cell {index} says: {text!r}"

    # A wrong answer: "not yet", and the reason. Only for the picture do the
    # cells that try the function out run too (each call starts a process).
    pictured = ex.function == PICTURED
    text, _ = _run_through(page, ex, ex.wrong, between=pictured)
    assert text.startswith("✗ Not yet") and "not written yet" not in text, f"{ex.function}, wrong answer: {text}"
    missing = [words for words in ex.says if words not in text]
    assert not missing, f"{ex.function}, wrong answer: {missing} not in {text!r}"
    _no_errors(page, f"after a wrong {ex.function}")
    if pictured:
        _picture(page, ex)

    # The model answer: ✓ (and the cells that try it out give back answers).
    text, tried = _run_through(page, ex, ex.right, between=pictured)
    assert text.startswith("✓"), f"{ex.function}, right answer: {text}"
    assert not [said for said in tried if "not written yet" in said or "Not yet" in said], tried
    _no_errors(page, f"after a right {ex.function}")


def _picture(page, ex: Exercise) -> None:
    """The answer cell and its test cell, and what lies between, in one picture."""
    lab.cells(page).nth(ex.answer).scroll_into_view_if_needed()
    top = lab.cells(page).nth(ex.answer).bounding_box()
    bottom = lab.cells(page).nth(ex.check).bounding_box()
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(PICTURE), clip={
        "x": top["x"], "y": top["y"], "width": top["width"],
        "height": bottom["y"] + bottom["height"] - top["y"],
    })
