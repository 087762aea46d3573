"""Write ``notebooks/rules.ipynb``, the rules page: every rule of the rule
book under a heading named by its id, so that a lesson (or a refused move in
a cell) can link to ``rules.ipynb#X-2`` and JupyterLab opens the page at
that rule. It holds Markdown only, so it reads the same run or not.

    python -m tools.build_lessons rules           # write the page
    python -m tools.build_lessons rules --check   # exit 1 if it is out of date
"""

from __future__ import annotations

from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "notebooks" / "rules.ipynb"

GROUPS = (("X", "Both games"), ("S", "Switch"), ("C", "Crazy Eights"), ("V", "House rules (variants)"))


def page() -> str:
    """The rules page, as the text of a notebook."""
    from switchcore.rulebook import RULEBOOK
    from tools.build_lessons import KERNEL, LANGUAGE

    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": dict(LANGUAGE)}
    texts = ["# The rules, one by one\n\n"
             "Every rule of Switch and Crazy Eights that switchcore plays, with its id. The lessons and the "
             "engine's messages name these ids; `python -m switchcore rules` prints the same list."]
    for letter, title in GROUPS:
        lines = [f"## {title}"]
        for rule, text in RULEBOOK.items():
            if rule.split("-")[0] == letter:
                lines += [f"### {rule}", text]
        texts.append("\n\n".join(lines))
    for index, text in enumerate(texts):
        cell = nbformat.v4.new_markdown_cell(text)
        cell.id = f"rules-{index:02d}"
        nb.cells.append(cell)
    return nbformat.writes(nb) + "\n"


def write(*, check: bool = False) -> list[Path]:
    """Write the page if it changed (with ``check``, only report it);
    returns ``[PAGE]`` when it was out of date, else ``[]``."""
    text = page()
    stale = not PAGE.exists() or PAGE.read_text(encoding="utf-8") != text
    print(f"{PAGE.relative_to(ROOT).as_posix()}: {'changed' if stale else 'unchanged'}"
          f"{' (not written)' if check and stale else ''}", flush=True)
    if stale and not check:
        PAGE.write_text(text, encoding="utf-8")
    return [PAGE] if stale else []
