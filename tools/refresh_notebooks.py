#!/usr/bin/env python3
"""Re-run lesson notebooks on a fresh kernel and save them in normal form.

Run it after editing a lesson, before committing, from the project's
environment (the one ``python3 dev.py test`` makes):

    .venv/bin/python tools/refresh_notebooks.py                # every lesson
    .venv/bin/python tools/refresh_notebooks.py notebooks/03_x.ipynb
    .venv/bin/python tools/refresh_notebooks.py --check        # change nothing

Each notebook is executed top to bottom in its own folder and written back
with outputs normalised (see tools/nbnorm.py): a second run leaves every file
byte-identical. ``tests/test_notebooks_fresh.py`` fails when a committed
notebook differs from what this script would write. Cells that are meant to
raise need the cell tag ``raises-exception``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools import nbnorm  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="notebooks to refresh (default: all in notebooks/)")
    parser.add_argument("--check", action="store_true", help="report stale notebooks, write nothing")
    parser.add_argument("--timeout", type=int, default=nbnorm.DEFAULT_TIMEOUT, help="seconds allowed per cell")
    args = parser.parse_args(argv)

    paths = args.notebooks or nbnorm.lesson_notebooks()
    if not paths:
        print("no notebooks found")
        return 0
    stale = []
    for path in paths:
        shown = path.resolve().relative_to(nbnorm.ROOT) if path.resolve().is_relative_to(nbnorm.ROOT) else path
        print(f"running {shown} ...", end=" ", flush=True)
        fresh = nbnorm.dumps(nbnorm.normalise(nbnorm.execute(path, timeout=args.timeout)))
        current = path.read_text(encoding="utf-8")
        if fresh == current:
            print("unchanged")
            continue
        stale.append(path)
        if args.check:
            print("STALE")
        else:
            path.write_text(fresh, encoding="utf-8")
            print("updated")
    if args.check and stale:
        print(f"{len(stale)} notebook(s) need a refresh", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
