"""Rules taught by a click, in their lessons in JupyterLab: lesson 02's
reshuffle (X-3) and lesson 09's eight turned up first (C-2), each clicked
through in the lesson after Run All, with no error output."""

from __future__ import annotations

import json

from tests.browser import lab
from tutorial import load_scenario

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None


def stepper_cell(notebook, name: str) -> int:
    """The index of the cell that steps through the scenario ``name``."""
    cells = json.loads((lab.NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    (index,) = [i for i, cell in enumerate(cells)
                if cell["cell_type"] == "code" and f'load_scenario("{name}")' in "".join(cell["source"])]
    return index


def open_stepper(page, notebook: str, name: str):
    cell = lab.cells(page).nth(stepper_cell(notebook, name))
    cell.scroll_into_view_if_needed()
    stepper = cell.locator(".sc-stepper")
    expect(stepper).to_have_count(1)
    return stepper


def test_reshuffle_in_lesson_02(lab_server, page):
    notebook = "02_drawing_and_the_stock.ipynb"
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, notebook))
    lab.run_all_cells(page, timeout=300_000)
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / notebook))
    scenario = load_scenario("reshuffle")
    stepper = open_stepper(page, notebook, "reshuffle")
    expect(stepper.locator(".sc-say")).to_have_text(f"{scenario.intro} {scenario.steps[0].say}")
    stepper.locator(".sc-hand .sc-draw").click()
    expect(stepper.locator(".sc-step")).to_have_text(f"Step 1 of {len(scenario.steps)}")
    log = stepper.locator(".sc-log li")
    expect(log.nth(0)).to_have_text("Ann drew 5♦.")
    expect(log.nth(1)).to_contain_text("are shuffled into a new stock")
    expect(stepper.locator(".sc-say")).to_contain_text(scenario.steps[0].then)
    stepper.locator(".sc-next").click()
    expect(stepper.locator(".sc-step")).to_have_text(f"Step 2 of {len(scenario.steps)}")
    expect(stepper.locator(".sc-say")).to_contain_text(scenario.steps[1].say)
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / notebook))


def test_eight_starter_in_lesson_09(lab_server, page):  # C-2
    notebook = "09_crazy_eights.ipynb"
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, notebook))
    lab.run_all_cells(page, timeout=300_000)
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / notebook))
    scenario = load_scenario("eight_starter")
    stepper = open_stepper(page, notebook, "eight_starter")
    expect(stepper.locator(".sc-log")).to_contain_text("is an eight, so it goes back into the stock")
    expect(stepper.locator(".sc-say")).to_have_text(f"{scenario.intro} {scenario.steps[0].say}")
    stepper.locator(".sc-hand .sc-card-9D").click()
    expect(stepper.locator(".sc-step")).to_have_text(f"Step 1 of {len(scenario.steps)}")
    expect(stepper.locator(".sc-say")).to_contain_text(scenario.steps[0].then)
    expect(stepper.locator(".sc-log li").first).to_have_text("Ann played 9♦.")
    assert not lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / notebook))
