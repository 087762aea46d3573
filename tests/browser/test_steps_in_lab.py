"""A lesson used out of order, stepped through and reopened, in JupyterLab.

One page, one copy of lesson 01, in the order a learner may take it: a
check run before its answer on a fresh kernel (one calm sentence, no
traceback); Run All; the 7♥ walkthrough stepped forward (Ben's moves are
said before the learner's next prompt, the newest event first) and Reset
(the text of step 0 again); then the lesson saved, its kernel stopped, and
the lesson reopened: its widgets drawn again, no "Error displaying widget".
"""

from __future__ import annotations

import json
import time

from tests.browser import lab
from tutorial import load_scenario

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

LESSON = "01_cards_and_matching.ipynb"


def test_check_first_walkthrough_reset_save_and_reopen(lab_server, page):  # X-2, C-3
    name = lab.copy_notebook(lab_server, LESSON)
    (_answer, check), *_ = lab.exercise_cells(lab.NOTEBOOKS / LESSON)
    lab.open_notebook(page, lab_server, name)

    # -- a check run before its answer, on a fresh kernel ------------------------------
    said = lab.run_cell(page, check).strip()
    assert said == "✋ playable is not defined yet: run the code cell above first, then this one.", said
    assert not lab.error_outputs(page), lab.error_outputs(page)
    assert "Traceback" not in said and "NameError" not in said

    lab.run_all_cells(page, timeout=300_000)
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / LESSON))
    assert lab.run_cell(page, check).strip().startswith("✎ Write your answer")   # the answer cell now ran

    # -- the walkthrough: every move said, the newest first, and Reset ------------------
    walk = load_scenario("walkthrough")
    stepper = lab.widgets(page, "sc-stepper")
    expect(stepper).to_have_count(1)
    say, counter = stepper.locator(".sc-say"), stepper.locator(".sc-step")
    hand, story = stepper.locator(".sc-hand"), stepper.locator(".sc-story")
    step_0 = f"{walk.intro} {walk.steps[0].say}"
    expect(say).to_have_text(step_0)
    hand.locator(".sc-card-KD").click()                       # a refusal the hand will show ...
    expect(hand.locator(".sc-message")).to_contain_text("K♦ cannot be played")
    hand.locator(".sc-card-7S").click()
    for _ in range(3):
        stepper.locator(".sc-next").click()
    expect(counter).to_have_text(f"Step 4 of {len(walk.steps)}")
    # Ben's queen is said, then the learner's prompt; the log's first line is the newest.
    expect(say).to_have_text(f"{walk.steps[3].say} {walk.steps[4].say}")
    expect(stepper.locator(".sc-log li").first).to_have_text("Ben played Q♠.")
    expect(story.locator("li").first).to_have_text(walk.steps[2].say)
    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_contain_text("K♦ cannot be played")

    stepper.locator(".sc-reset").click()
    expect(counter).to_have_text(f"Step 0 of {len(walk.steps)}")
    expect(say).to_have_text(step_0)                          # ... and none of it stays after Reset
    expect(hand.locator(".sc-message")).to_have_text("")
    expect(story).to_have_text("")
    expect(stepper.locator(".sc-log li")).to_have_count(0)

    # -- saved, closed and reopened: the widgets are drawn, no error -------------------
    saved = lab_server.root_dir / name
    page.keyboard.press("Control+s")
    assert "widgets" in saved_metadata(page, saved), "no widget state was saved with the lesson"
    lab_server.shutdown_kernels()
    lab.open_notebook(page, lab_server, name)
    problems = lab.wait_for_widgets(page)
    assert not problems, f"the reopened lesson shows: {problems}"
    expect(lab.widgets(page, "sc-stepper")).to_have_count(1)
    expect(lab.widgets(page, "sc-stepper").locator(".sc-say")).to_have_text(step_0)
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / LESSON))


def saved_metadata(page, path, timeout: float = 30) -> dict:
    """The notebook metadata of ``path`` once a save with widget state is
    complete on disk (the file may be read while it is being written)."""
    deadline = time.monotonic() + timeout
    metadata: dict = {}
    while time.monotonic() < deadline:
        try:
            metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
        except (ValueError, KeyError):
            metadata = {}
        if "widgets" in metadata:
            return metadata
        page.wait_for_timeout(250)
    return metadata
