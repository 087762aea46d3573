"""The rules core's reading size: its lines, part by part.

    python -m tools.core_size

The core, ``switchcore/``, holds more than the rules a learner reads. Each
of its lines belongs to one part:

* **rules**: the code a learner of the course opens to read the rules
  (cards, the rules and their options, the effects table, moves, legality,
  the game, scoring, errors, events and the code that writes sentences);
* **catalogue**: the English sentences, as data (``locale/en.json``);
* **pictures**: cards, hands and tables drawn for a notebook (``svg.py``,
  and the ``_repr_html_`` methods and ``*_html`` functions elsewhere);
* **speed**: the fast path built from the rules (``speed.py``);
* **saving and replaying**: saved games, the chance hook that replays a
  game another engine recorded, card notation in other languages and the
  terminal's command (``save.py``, ``chance.py``, ``notation.py``,
  ``__main__.py``).

Every line counts, blank lines, comments and docstrings too: it is what a
reader scrolls through. The test ``tests/core/test_core_size.py`` keeps
the rules part at most :data:`RULES_AT_MOST` lines.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "switchcore"
#: The size goal of the rules part, in lines.
RULES_AT_MOST = 4500
#: part: (what it is, the files that are wholly in it)
PARTS = {
    "rules": ("the rules a learner reads", ()),
    "catalogue": ("the English sentences, as data", ("locale/en.json",)),
    "pictures": ("cards and tables drawn for a notebook", ("svg.py",)),
    "speed": ("the fast path built from the rules", ("speed.py",)),
    "saving and replaying": ("saved and recorded games, card notation, the terminal's command",
                             ("save.py", "chance.py", "notation.py", "__main__.py")),
}


def _is_picture(node: ast.AST) -> bool:
    """A function or method that draws for a notebook: ``_repr_html_`` and the like, or a ``*_html`` function."""
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
        node.name.startswith("_repr_") or node.name.endswith("_html"))


def _picture_lines(source: str) -> int:
    """The lines of ``source`` in picture functions and methods, with their decorators."""
    lines = set()
    for node in ast.walk(ast.parse(source)):
        if _is_picture(node):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            lines.update(range(first, node.end_lineno + 1))
    return len(lines)


def sizes(core: Path = CORE) -> dict:
    """part: its number of lines in ``core``."""
    whole = {name: part for part, (_, files) in PARTS.items() for name in files}
    counts = dict.fromkeys(PARTS, 0)
    files = sorted(core.glob("*.py")) + [core / name for name in whole if not name.endswith(".py")]
    for path in files:
        text = path.read_text(encoding="utf-8")
        total = len(text.splitlines())
        name = path.relative_to(core).as_posix()
        if name in whole:
            counts[whole[name]] += total
            continue
        pictures = _picture_lines(text)
        counts["pictures"] += pictures
        counts["rules"] += total - pictures
    return counts


def report(counts: dict) -> str:
    width = max(len(part) for part in PARTS)
    lines = [f"{part:<{width}}  {counts[part]:>5}  {PARTS[part][0]}" for part in PARTS]
    lines.append(f"{'all':<{width}}  {sum(counts.values()):>5}")
    verdict = "within" if counts["rules"] <= RULES_AT_MOST else "over"
    lines.append(f"the rules part is {verdict} its goal of {RULES_AT_MOST} lines")
    return "\n".join(lines)


def main() -> int:
    counts = sizes()
    print(report(counts))
    return 0 if counts["rules"] <= RULES_AT_MOST else 1


if __name__ == "__main__":
    sys.exit(main())
