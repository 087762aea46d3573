"""The teacher guide quotes what the checks really say.

Its table of common messages quotes parts of messages in italics, with
"..." where a message goes on. Each quoted part must appear in a message
the oracle gives for one of the planted wrong answers (tests/course/
wrong_answers.py), called by the name a learner would give the function.
"""

from __future__ import annotations

import re
import types
from pathlib import Path

from tests.course import wrong_answers as answers
from grading import check_function

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "teacher_guide.md"


def _quoted_parts() -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("## What the checks say", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| *")]
    parts = []
    for row in rows:
        for quote in re.findall(r"\*([^*|]+)\*", row.split(" | ")[0]):
            parts += [piece.strip() for piece in quote.split("...") if piece.strip()]
    return parts


def _messages() -> str:
    found = []
    for (name, family), cases in answers.WRONG.items():
        options = {"family": family[0]} if family else {}
        for fn, _words in cases:
            renamed = types.FunctionType(fn.__code__, fn.__globals__, name, fn.__defaults__, fn.__closure__)
            limit = 1.0 if fn in (answers.fits_loops,) else 0.2
            found.append(check_function(renamed, name, time_limit=limit, **options).message)
    return "\n".join(found)


def test_every_message_the_guide_quotes_is_one_the_checks_give():
    parts = _quoted_parts()
    assert len(parts) >= 15, parts
    messages = _messages()
    missing = [part for part in parts if part not in messages]
    assert not missing, f"the teacher guide quotes messages the checks never give: {missing}"


def _lesson_rows() -> dict[str, list[str]]:
    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("## The lessons", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        match = re.match(r"\| (\d\d) ", line)
        if match:
            rows[match[1]] = [cell.strip() for cell in line.strip("|").split("|")]
    return rows


def test_the_guide_lists_every_course_lesson_with_its_minutes_and_points():
    import json

    rows = _lesson_rows()
    source = GUIDE.parents[1] / "course" / "source"
    notebooks = sorted(source.glob("*/*.ipynb"))
    assert notebooks
    for path in notebooks:
        number = path.name[:2]
        assert number in rows, f"the teacher guide's lesson table lacks lesson {number}"
        minutes, points = rows[number][-2], rows[number][-1]
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        total = sum(c["metadata"]["nbgrader"].get("points", 0) for c in cells if "nbgrader" in c["metadata"])
        if points:
            assert int(points) == total, f"lesson {number}: the guide says {points} points, the notebook has {total}"
        stated = re.search(r"\*\*Time:\*\* about (\d+) minutes", "".join(cells[0]["source"]))
        if minutes.isdigit() or stated:
            assert stated and minutes == stated[1], (
                f"lesson {number}: the guide says {minutes} minutes, the lesson says "
                f"{stated[1] if stated else 'nothing'}"
            )


def test_the_french_guide_tells_the_facts_of_the_english_one():
    """The French teacher guide gives the English one's age, names the
    course as the French lessons do, runs the tournament with the same
    command, and no longer says the checks' details are in English."""
    english = GUIDE.read_text(encoding="utf-8")
    french = GUIDE.with_name("teacher_guide.fr.md").read_text(encoding="utf-8")
    low, high = re.search(r"\*\*Age:\*\* about (\d+) to (\d+)", english).groups()
    assert re.search(rf"\*\*Âge :\*\* environ {low} à {high} ans", french)
    assert "Python avec des cartes" in french and "Python avec les cartes" not in french
    command = re.search(r"python -m classroom tournament [^\n]*", english)[0]
    assert "## Le tournoi de la classe" in french and command in french
    assert "encore souvent en anglais" not in french
