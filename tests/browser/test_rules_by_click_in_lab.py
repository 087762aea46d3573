"""Rules taught by a click, in their lessons in JupyterLab: lesson 02's
reshuffle (X-3) and lesson 09's eight turned up first (C-2), each clicked
through in the lesson after Run All, with no error output; and every other
step-through a lesson holds (the repetition rule, X-10, in lesson 02; who
deals, S-4 and X-4, and the blocked round of Switch, X-8, in lesson 07; the
house rules V-1 to V-5, V-8, Crazy Eights as a house rule of Switch, V-9,
and the scoring of one game used with the other, V-10, in lesson 08; the target score of Crazy Eights, C-9, in lesson
09), played to its end. The
rules page too: a refusal's link opens it at the rule, under a heading
with the rule's name, and the step-through under it plays by a click."""

from __future__ import annotations

import json

import nbformat
import pytest

from tests.browser import lab
from tools.lesson_source import KERNEL
from tutorial import load_scenario
from tutorial.widgets.hand import _ACTIONS

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


#: Each lesson's step-throughs besides those above, in the order they stand.
STEPPERS = {
    "02_drawing_and_the_stock.ipynb": ["repetition"],
    "07_winning_a_match.ipynb": ["dealer", "blocked_switch"],
    "08_house_rules.ipynb": ["wild_jacks", "fours", "king_stop", "queens_reverse", "jokers", "crazy_eights_house",
                             "starter_effects", "borrowed_scoring"],
    "09_crazy_eights.ipynb": ["target_score"],
}
#: The class of each action button of a hand, as the hand names them.
ACTION_CSS = {move: css for move, _, css in _ACTIONS}


def make_move(stepper, move) -> None:
    """Click ``move`` in the step-through's hand: a card (and its suit), or an action button."""
    hand = stepper.locator(".sc-hand")
    if move in ACTION_CSS:
        hand.locator(f".{ACTION_CSS[move]}").click()
        return
    hand.locator(f".sc-card-{move.card.code}").click()
    if move.suit is not None:
        hand.locator(f".sc-suit-{move.suit.value}").click()


def play_to_the_end(stepper, name: str) -> None:
    """Every step of the scenario ``name``, in order: at the learner's turn
    the question is asked and the move the scenario expects is clicked (a
    card that fits, or Draw, where any move will do); at the others Next is
    pressed. After each, the counter moves on and the step's words show."""
    scenario = load_scenario(name)
    total = len(scenario.steps)
    say, counter, next_ = stepper.locator(".sc-say"), stepper.locator(".sc-step"), stepper.locator(".sc-next")
    for done, step in enumerate(scenario.steps):
        expect(counter).to_have_text(f"Step {done} of {total}")
        if step.kind == "choose":
            expect(next_).to_be_disabled()
            expect(say).to_contain_text(step.say)
            if step.expect:
                make_move(stepper, step.expect[0])
            else:
                fits = stepper.locator(".sc-hand .sc-card-button.sc-legal")
                (fits.first if fits.count() else stepper.locator(".sc-hand .sc-draw")).click()
        else:
            next_.click()
        expect(counter).to_have_text(f"Step {done + 1} of {total}")
        if step.kind != "choose":
            expect(say).to_contain_text(step.say)
        elif step.then:
            expect(say).to_contain_text(step.then)
    expect(next_).to_be_disabled()
    expect(stepper.locator(".sc-todo")).to_have_text("The end. Press Reset to start again.")


@pytest.mark.parametrize("notebook", list(STEPPERS), ids=lambda name: name[:2])
def test_every_step_through_of_the_lesson_plays_to_its_end(notebook, lab_server, page):
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, notebook))
    lab.run_all_cells(page, timeout=300_000)
    problems = lab.raises_exception_cells(lab.NOTEBOOKS / notebook)
    assert not lab.error_outputs(page, ignore_cells=problems)
    for name in STEPPERS[notebook]:
        play_to_the_end(open_stepper(page, notebook, name), name)
    assert not lab.error_outputs(page, ignore_cells=problems)


#: A move a refusal answers with a link to rule S-13, which a lesson steps through (no_mixing).
REFUSED = """from switchcore import Game, Rules

game = Game.from_position(Rules.switch(players=2), hands=["2C 9H KD", "4D 5C"], top="9C")
game.apply("2C")
game.apply("5C")"""


def test_a_link_to_a_rule_opens_the_rules_page_there_and_its_step_through_plays(lab_server, page):  # S-13
    folder = lab_server.root_dir / "link-to-a-rule"   # a rules page of its own, for the run to change
    folder.mkdir()
    (folder / "rules.ipynb").write_bytes((lab.NOTEBOOKS / "rules.ipynb").read_bytes())
    scratch = nbformat.v4.new_notebook(metadata={"kernelspec": dict(KERNEL)})
    scratch.cells = [nbformat.v4.new_code_cell("import tutorial"), nbformat.v4.new_code_cell(REFUSED)]
    nbformat.write(scratch, folder / "refused.ipynb")
    lab.open_notebook(page, lab_server, "link-to-a-rule/refused.ipynb")
    lab.run_all_cells(page)
    link = lab.cells(page).nth(1).locator(".sc-friendly-error a")
    expect(link).to_have_text("Read rule S-13 on the rules page")
    link.click()
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text="rules.ipynb").wait_for()
    rules = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    heading = rules.locator("h3", has_text="S-13 · Specials do not mix")
    expect(heading).to_have_count(1, timeout=60_000)   # the page drawn
    # JupyterLab seeks the link's cell in a page it is still opening before
    # the page is laid out, so it stays at the top; the same link followed
    # again, the page open, brings the rule into view.
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text="refused.ipynb").click()
    link.click()
    expect(heading).to_be_in_viewport()
    # As the page says: the cell under the rule, run by itself, shows its step-through.
    cells = json.loads((folder / "rules.ipynb").read_text(encoding="utf-8"))["cells"]
    (at,) = [i for i, cell in enumerate(cells) if cell["id"] == "S-13"]
    assert 'load_scenario("no_mixing")' in "".join(cells[at + 1]["source"])
    lab.wait_for_session(page, lab_server, "link-to-a-rule/rules.ipynb")
    lab.run_cell(page, at + 1)
    cell = lab.cells(page).nth(at + 1)
    cell.scroll_into_view_if_needed()
    stepper = cell.locator(".sc-stepper")
    expect(stepper).to_have_count(1)
    play_to_the_end(stepper, "no_mixing")
    assert not lab.error_outputs(page)
