"""axe-core over every page a learner sees: a table of what it finds.

    python -m tests.browser.axe_report                     # every page, this tree
    python -m tests.browser.axe_report --pages 07 voila    # some of them
    python -m tests.browser.axe_report --code OLD --notebooks OLD/notebooks --course OLD/course/release

The pages are the English lessons 00 to 10 and the rules page in
JupyterLab after Run All, one course lesson (the learner's copy, after Run
All) and the game page (lesson 10 served by Voilà, after Deal and a round
played to its end). On each, axe (``tests/browser/axe.py``) counts the
nodes with a serious or critical violation and sorts them by whose markup
they are in: the project's (a lesson's text, outputs and widgets; the
whole game page) or JupyterLab's (its menus, toolbars and panels, listed
but not the project's to fix). JupyterLab and Voilà are started as the
browser tests start them (``tests/browser/lab.py``, ``test_voila.py``).

``--code`` runs the lessons with the packages of another copy of the
project (put first on the path of the servers and their kernels), and
``--notebooks`` and ``--course`` take their notebooks from it: that is how
the same table is made for an earlier version of the project.
``--json`` also writes every violation found, rule by rule.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

from tests.browser import axe, lab

ROOT = lab.ROOT
#: The course lesson audited: the learner's copy of lesson 02 (the one with a picture to check).
COURSE_LESSON = "02_conditionals"
VOILA = "voila"
#: How long a page may take to run all its cells, in milliseconds.
RUN_ALL_MS = 300_000


def pages(notebooks: Path, course: Path) -> list[tuple[str, str, Path]]:
    """``(name, kind, notebook)`` of every page audited, in order."""
    found = [(path.stem[:2], "lab", path) for path in sorted(notebooks.glob("[0-9][0-9]_*.ipynb"))]
    found.append(("rules", "lab", notebooks / "rules.ipynb"))
    found += [(f"course {path.stem[:2]}", "lab", path) for path in sorted(course.glob(f"{COURSE_LESSON}/*.ipynb"))]
    found.append((VOILA, "voila", notebooks / "10_play_against_bots.ipynb"))
    return found


def _wanted(name: str, asked: list[str]) -> bool:
    return not asked or name in asked or name.split()[0] in asked


def audit_lab_page(page, server, name: str, notebook: Path, notebooks: Path) -> axe.Audit:
    """Open ``notebook`` in JupyterLab, Run All, wait for the widgets, audit.
    The server serves a copy of ``notebooks``; a notebook from elsewhere (the
    course's) is copied into its ``course`` folder."""
    if notebooks in notebook.parents:
        path = notebook.relative_to(notebooks).as_posix()
    else:
        target = server.root_dir / "course" / notebook.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(notebook, target)
        path = target.relative_to(server.root_dir).as_posix()
    lab.open_notebook(page, server, path)
    lab.run_all_cells(page, timeout=RUN_ALL_MS)
    lab.wait_for_widgets(page)
    return axe.audit(page, name)


def _wait_for_turn(page, timeout: float = 60) -> str:
    """The hand's title once it says the learner's turn or the round's end."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        title = page.locator(".sc-bot-game .sc-hand-title").inner_text()
        if re.search(r"your turn|round is over", title):
            return title
        page.wait_for_timeout(100)
    raise TimeoutError(f"the game page's hand did not come to the learner: {title!r}")


def play_a_round(page, game, *, moves_at_most: int = 200) -> int:
    """Play the round with the mouse, the simplest way (the first card that
    fits, its first suit, else the first action button), without calling
    "last card"; gives back the number of moves."""
    hand = game.locator(".sc-hand")
    for moves in range(moves_at_most):
        if "round is over" in _wait_for_turn(page):
            return moves
        legal = hand.locator(".sc-card-button.sc-legal")
        (legal.first if legal.count() else hand.locator(".sc-actions .sc-action").first).click()
        page.wait_for_timeout(150)
        if hand.locator(".sc-suits").is_visible():
            hand.locator(".sc-suit").first.click()
        page.wait_for_timeout(150)
    raise RuntimeError(f"the round did not end after {moves_at_most} moves")


def audit_voila(browser_context, home: Path, notebook: Path) -> axe.Audit:
    """The game page: Deal (seed 1), play a round, audit the whole page."""
    from tests.browser import test_voila

    server = test_voila.start_voila(home, lesson=notebook)
    try:
        page = browser_context.new_page()
        page.goto(server.url, timeout=test_voila.TIMEOUT_MS)
        game = page.locator(".sc-bot-game")
        game.wait_for(state="visible", timeout=test_voila.TIMEOUT_MS)
        game.locator(".sc-seed input").fill("1")
        game.locator(".sc-start").click()
        game.locator(".sc-hand").wait_for(state="visible")
        play_a_round(page, game)
        page.wait_for_timeout(1000)
        return axe.audit(page, VOILA, own=None)
    finally:
        test_voila.stop_voila(server)


def row(found: axe.Audit) -> dict:
    serious = {rule: n for rule, (impact, n, _target) in found.own.items() if impact in axe.FAILING}
    return {"page": found.page, "own": found.count("own"), "rules": sorted(serious),
            "host": found.count("host"), "violations": {"own": found.own, "host": found.host}}


def table(rows: list[dict]) -> str:
    """The rows as a Markdown table."""
    lines = ["| page | serious + critical nodes, the project's markup | rules | JupyterLab's nodes |",
             "|---|---:|---|---:|"]
    for r in rows:
        host = "–" if r["page"] == VOILA else str(r["host"])
        lines.append(f"| {r['page']} | {r['own']} | {', '.join(r['rules']) or '–'} | {host} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.browser.axe_report", description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", nargs="*", default=[],
                        help="pages to audit: 00 to 10, rules, course, voila (default: all)")
    parser.add_argument("--notebooks", type=Path, default=lab.NOTEBOOKS, help="the lessons' folder")
    parser.add_argument("--course", type=Path, default=ROOT / "course" / "release",
                        help="the course's learner's copies")
    parser.add_argument("--code", type=Path, help="a copy of the project whose packages the lessons run with")
    parser.add_argument("--json", type=Path, help="also write every violation found to this file")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    if args.code:
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(args.code.resolve()),
                                                                 os.environ.get("PYTHONPATH")]))
    notebooks = args.notebooks.resolve()
    todo = [p for p in pages(notebooks, args.course.resolve()) if _wanted(p[0], args.pages)]
    rows = []
    with tempfile.TemporaryDirectory(prefix="axe-report-") as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=lab.find_chromium(), headless=True,
                                             args=lab.CHROMIUM_ARGS)
        server = None
        try:
            for name, kind, notebook in todo:
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
                started = time.monotonic()
                try:
                    if kind == "voila":
                        found = audit_voila(context, Path(tmp) / "voila", notebook)
                    else:
                        if server is None:
                            server = lab.start_lab(Path(tmp) / "lab", notebooks)
                        found = audit_lab_page(context.new_page(), server, name, notebook, notebooks)
                finally:
                    context.close()
                    if server is not None:
                        server.shutdown_kernels()
                rows.append(row(found))
                print(f"{name}: {rows[-1]['own']} serious or critical in the project's markup "
                      f"{rows[-1]['rules']}, {rows[-1]['host']} in JupyterLab's "
                      f"({time.monotonic() - started:.0f} s)", file=sys.stderr, flush=True)
        finally:
            if server is not None:
                lab.stop_lab(server)
            browser.close()
    print(table(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False), encoding="utf-8")
    return 1 if any(r["own"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
