"""Every course notebook's headings go down one level at a time (WCAG 1.3.1,
axe's heading-order): a screen reader lists a lesson's headings as its
outline, and a heading two levels under the one before it reads as a part
whose parent is missing. The English and translated notebooks and the
learners' copies are read as they are committed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "course").glob("**/[0-9][0-9]_*/[0-9][0-9]_*.ipynb"))
HEADING = re.compile(r"^(#{1,6})\s+(.*)$|<h([1-6])\b[^>]*>")


def headings(notebook: Path) -> list[tuple[int, str]]:
    """``(level, text)`` of every heading of the notebook's text cells, in
    order (Markdown's ``#`` lines outside code blocks, and HTML's ``<hN>``)."""
    found = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        fenced = False
        for line in "".join(cell["source"]).splitlines():
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            for match in ([] if fenced else HEADING.finditer(line)):
                level = len(match.group(1)) if match.group(1) else int(match.group(3))
                found.append((level, (match.group(2) or line).strip()))
    return found


def test_the_course_has_notebooks():
    assert len(NOTEBOOKS) >= 24, [str(path.relative_to(ROOT)) for path in NOTEBOOKS]


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.relative_to(ROOT / "course").as_posix())
def test_headings_go_down_one_level_at_a_time(notebook):
    found = headings(notebook)
    assert found and found[0][0] == 1, f"the notebook does not start with a title (#): {found[:1]}"
    skips = [f"{text!r} (level {level}) after level {before}"
             for (before, _), (level, text) in zip(found, found[1:]) if level > before + 1]
    assert not skips, "headings that skip a level: " + "; ".join(skips)
