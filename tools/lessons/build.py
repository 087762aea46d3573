#!/usr/bin/env python3
"""Build lesson notebooks from their plain-text sources, then run them.

Each ``tools/lessons/NN_name.lesson`` becomes ``notebooks/NN_name.ipynb``.
A source is a list of cells, each opened by a marker line:

    %% md                      a Markdown cell
    %% code                    a code cell
    %% code raises-exception   a code cell with tags (space separated)

Text before the first marker is a comment and is ignored. Editing the text
source and rebuilding keeps diffs readable; the notebook is then executed
on a fresh kernel and saved with normalised outputs by
``tools/refresh_notebooks.py``, so a rebuild of unchanged sources gives
byte-identical notebooks.

    python tools/lessons/build.py                 # every lesson source
    python tools/lessons/build.py 01 03           # lessons whose name starts so
    python tools/lessons/build.py --no-run        # write notebooks, do not execute
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
NOTEBOOKS = ROOT / "notebooks"

KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE = {"name": "python", "pygments_lexer": "ipython3", "file_extension": ".py",
            "mimetype": "text/x-python", "codemirror_mode": {"name": "ipython", "version": 3},
            "nbconvert_exporter": "python"}


def parse(text: str) -> list[tuple[str, list[str], str]]:
    """The cells of a source: (kind, tags, text) triples."""
    cells: list[tuple[str, list[str], list[str]]] = []
    for line in text.splitlines():
        if line.startswith("%% "):
            words = line[3:].split()
            if not words or words[0] not in ("md", "code"):
                raise ValueError(f"bad cell marker: {line!r}")
            cells.append((words[0], words[1:], []))
        elif cells:
            cells[-1][2].append(line)
    for kind, _tags, lines in cells:
        if kind == "code" and any(line.startswith(("## ", "### ")) for line in lines):
            raise ValueError(f"a Markdown heading inside a code cell (missing '%% md'?): {lines[:2]}")
    return [(kind, tags, "\n".join(lines).strip("\n")) for kind, tags, lines in cells]


def build(source: Path) -> nbformat.NotebookNode:
    """The notebook (without outputs) for one source file."""
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": dict(LANGUAGE)}
    stem = source.stem.split("_")[0]
    for index, (kind, tags, text) in enumerate(parse(source.read_text(encoding="utf-8"))):
        if kind == "md":
            cell = nbformat.v4.new_markdown_cell(text)
        else:
            cell = nbformat.v4.new_code_cell(text)
        cell.id = f"lesson{stem}-{index:02d}"
        if tags:
            cell.metadata["tags"] = tags
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", help="name prefixes, such as 01 (default: every source)")
    parser.add_argument("--no-run", action="store_true", help="write the notebooks without executing them")
    args = parser.parse_args(argv)
    sources = sorted(HERE.glob("*.lesson"))
    if args.lessons:
        sources = [s for s in sources if any(s.name.startswith(p) for p in args.lessons)]
    NOTEBOOKS.mkdir(exist_ok=True)
    written = []
    for source in sources:
        target = NOTEBOOKS / (source.stem + ".ipynb")
        nbformat.write(build(source), target)
        written.append(target)
        print(f"wrote {target.relative_to(ROOT)}")
    if args.no_run or not written:
        return 0
    sys.path.insert(0, str(ROOT))
    from tools import refresh_notebooks

    return refresh_notebooks.main([str(p) for p in written])


if __name__ == "__main__":
    raise SystemExit(main())
