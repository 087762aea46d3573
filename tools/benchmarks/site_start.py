"""How long the static site takes to be ready for a learner, in headless Chromium.

    python -m tools.benchmarks.site_start [--site _site] [--repeat 3] [--lesson 01_cards_and_matching.ipynb]

Builds nothing: it serves a built site (``python3 dev.py site``) from
127.0.0.1 and opens a lesson by its address, as a learner's link does:

* **cold**: a new browser profile (nothing cached, nothing stored);
* **warm**: the same profile again, the browser's cache and storage kept.

For each it prints when the notebook's first cell is shown, when the
browser's Python (the Pyodide kernel) is ready (the status bar says Idle),
and when the lesson's first code cell (``import tutorial`` and the
language) has run, in seconds from the address being opened; the processor
time the browser spent until the kernel was ready (on a busy machine the
wall-clock figures grow, this one much less); and the processor time the
whole machine spent meanwhile, as a check on how busy it was. Needs Chromium and
Playwright (the ``test`` extra).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-features=AutofillServerCommunication"]


def _browser_seconds() -> float:
    """Processor time used so far by the browser this script started (every
    Chromium process below this one): what the page itself costs, which a
    busy machine slows down but does not inflate as it does the wall clock."""
    import psutil

    total = 0.0
    for child in psutil.Process().children(recursive=True):
        try:
            times = child.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            pass
    return total


def _busy_seconds() -> float:
    """Processor time used by the whole machine so far (from /proc/stat)."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    ticks = [int(x) for x in fields]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


def one_visit(playwright, chromium: str, profile: Path, url: str) -> dict:
    context = playwright.chromium.launch_persistent_context(str(profile), executable_path=chromium, headless=True,
                                                             args=CHROMIUM_FLAGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        busy, own, start = _busy_seconds(), _browser_seconds(), time.monotonic()
        page.goto(url)
        page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=300_000)
        shown = time.monotonic() - start
        page.locator(".jp-StatusBar-TextItem", has_text=re.compile(r"Pyodide.*\| (Idle|Inactif)")).first.wait_for(
            timeout=600_000)
        ready = time.monotonic() - start
        ready_cpu = _browser_seconds() - own
        first_code = page.locator(".jp-CodeCell").first
        first_code.locator(".cm-content").click()
        page.keyboard.press("Shift+Enter")
        page.wait_for_function("""cell => /\\[\\d+\\]/.test(cell.querySelector('.jp-InputArea-prompt').textContent)""",
                               arg=first_code.element_handle(), timeout=600_000)
        ran = time.monotonic() - start
        return {"shown": shown, "ready": ready, "first cell run": ran, "browser CPU until ready": ready_cpu,
                "machine busy": _busy_seconds() - busy}
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, default=ROOT / "_site", help="the built site (default: _site)")
    parser.add_argument("--repeat", type=int, default=3, help="visits of each kind; the median counts (default: 3)")
    parser.add_argument("--lesson", default="01_cards_and_matching.ipynb", help="the lesson opened")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        parser.error(f"{args.site} is not a built site: run python3 dev.py site")
    from playwright.sync_api import sync_playwright

    from tools.site.serve import serve

    chromium = os.environ.get("SWITCHCORE_BROWSER") or shutil.which("chromium") or "/usr/bin/chromium"
    served = serve(args.site)
    rows = {"cold": [], "warm": []}
    try:
        with sync_playwright() as playwright:
            for _ in range(args.repeat):
                with tempfile.TemporaryDirectory(prefix="site-start-") as profile:
                    url = f"{served.url}lab/index.html?path={args.lesson}"
                    rows["cold"].append(one_visit(playwright, chromium, Path(profile), url))
                    rows["warm"].append(one_visit(playwright, chromium, Path(profile), url))
    finally:
        served.close()
    print(f"{args.lesson} in headless Chromium, {os.cpu_count()} CPUs, median of {args.repeat} (seconds)")
    keys = list(rows["cold"][0])
    print("| visit | " + " | ".join(keys) + " |")
    print("|---|" + "---|" * len(keys))
    for kind, visits in rows.items():
        print(f"| {kind} | " + " | ".join(f"{statistics.median(v[k] for v in visits):.1f}" for k in keys) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
