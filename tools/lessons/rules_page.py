#!/usr/bin/env python3
"""Write ``notebooks/rules.md``: every rule of the rule book under a heading
named by its id, so that a lesson (or a refused move in a cell) can link to
``rules.md#X-2``.

    python tools/lessons/rules_page.py          # write the page
    python tools/lessons/rules_page.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "notebooks" / "rules.md"

GROUPS = (("X", "Both games"), ("S", "Switch"), ("C", "Crazy Eights"), ("V", "House rules (variants)"))


def page() -> str:
    """The text of the rules page."""
    sys.path.insert(0, str(ROOT))
    from switchcore.rulebook import RULEBOOK

    lines = ["# The rules, one by one", "",
             "Every rule of Switch and Crazy Eights that switchcore plays, with its id. The lessons and the",
             "engine's messages name these ids; `python -m switchcore rules` prints the same list.", ""]
    for letter, title in GROUPS:
        lines += [f"## {title}", ""]
        for rule, text in RULEBOOK.items():
            if rule.split("-")[0] == letter:
                lines += [f"### {rule}", "", text, ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = page()
    if "--check" in argv:
        if not PAGE.exists() or PAGE.read_text(encoding="utf-8") != text:
            print(f"{PAGE.relative_to(ROOT)} is out of date: run python tools/lessons/rules_page.py")
            return 1
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
