"""Answers typed into the learners' copies of course lessons 05 to 10, as a class types them.

Each copy is the one nbgrader generates (``course/release/``). After Run All
(every test cell says "not yet"; see test_course_in_lab.py, which also runs
every lesson's blank copy), a right answer is typed into an answer cell and
run with its test cell, which says ✓; then a wrong one, and the test cell
names the case and the rule: the next seat of lesson 05, the random move
of lesson 06, the bot of lesson 08, and a learner's own test in lesson 10,
which must catch planted bugs.
"""

from __future__ import annotations

from tests.browser import lab
from tests.browser.test_course_in_lab import RELEASE, _grade_ids, _open_and_run_all, _output, _run, _type_into


def _copy(lesson: str):
    path = RELEASE / lesson / f"{lesson}.ipynb"
    assert path.exists(), "course/release is missing; run .venv/bin/python -m tools.build_lessons course --release"
    return path


def _answer(page, cells: dict[str, int], name: str, code: str) -> str:
    """Type ``code`` into the answer cell ``name``, run it and its test cell;
    gives back what the test cell shows."""
    answer, check = cells[name], cells[f"{name}_tests"]
    _type_into(page, answer, code)
    _run(page, answer)
    _run(page, check)
    assert not lab.error_outputs(page)
    return _output(page, check)


def test_whose_turn_checks_a_typed_next_seat(lab_server, page):
    path = _copy("05_whose_turn")
    _open_and_run_all(page, lab_server, path)
    cells = _grade_ids(path)

    text = _answer(page, cells, "next_seat", "def next_seat(seat, players, direction):\n"
                                             "    return (seat + direction) % players\n")
    assert text.startswith("✓") and "70 cases" in text, text

    text = _answer(page, cells, "next_seat", "def next_seat(seat, players, direction):\n"
                                             "    return seat + direction\n")
    assert "Not yet" in text and "next_seat(0, 2, -1)" in text and "seat -1" in text and "X-1" in text, text


def test_simulation_checks_a_typed_random_move(lab_server, page):
    path = _copy("06_simulation")
    _open_and_run_all(page, lab_server, path)
    cells = _grade_ids(path)

    text = _answer(page, cells, "random_move", "def random_move(game, rng):\n    return rng.choice(game.legal_moves())\n")
    assert text.startswith("✓") and "18 positions" in text, text

    text = _answer(page, cells, "random_move", "def random_move(game, rng):\n    return game.legal_moves()[0]\n")
    assert "Not yet" in text and "not the one the generator it was given picks" in text and "X-6" in text, text


def test_strategy_checks_a_typed_bot(lab_server, page):
    path = _copy("08_strategy")
    _open_and_run_all(page, lab_server, path)
    cells = _grade_ids(path)

    right = ("def eight_last(view):\n    first = view.legal_moves[0]\n"
             "    if isinstance(first, Play) and first.card.rank == 8:\n        return view.legal_moves[-1]\n"
             "    return first\n")
    text = _answer(page, cells, "eight_last", right)
    assert text.startswith("✓"), text

    # Any legal move is not the rule of the step: the check tries real choices.
    text = _answer(page, cells, "eight_last", "def eight_last(view):\n    return view.legal_moves[-1]\n")
    assert "Not yet" in text and "Traceback" not in text, text

    text = _answer(page, cells, "eight_last", 'def eight_last(view):\n    return "draw"\n')
    assert "Not yet" in text and "draw" in text and "Traceback" not in text, text


def test_testing_checks_a_typed_test(lab_server, page):
    path = _copy("10_testing")
    _open_and_run_all(page, lab_server, path)
    cells = _grade_ids(path)

    weak = "def test_next_seat():\n    assert next_seat(1, 4, 1) == 2\n    assert next_seat(3, 4, 1) == 0\n"
    text = _answer(page, cells, "test_next_seat", weak)
    assert "Not yet" in text and "passes a wrong next_seat" in text and "whatever the direction" in text, text

    good = weak + ("    assert next_seat(0, 4, -1) == 3\n    assert next_seat(1, 2, 1) == 0\n"
                   "    assert next_seat(2, 3, 1) == 0\n")
    text = _answer(page, cells, "test_next_seat", good)
    assert text.startswith("✓") and "catches all 5 wrong versions" in text, text
