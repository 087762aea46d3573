"""The lessons' widgets in JupyterLab, clicked as a learner clicks them.

Each lesson is opened once for this module and run from the Run menu; the
tests then click cards, suits and the Prev / Next buttons of a walkthrough,
and read what the widgets show. Widgets are found by their CSS classes
(``sc-hand``, ``sc-card-KD``, ``sc-legal``, ``sc-say`` ...), never by their
place on the page.

``test_lesson_screenshot`` saves a picture of lesson 01's walkthrough in
``test-artifacts/lesson.png``; with ``SWITCHCORE_SCREENSHOT=1`` it writes
``docs/lesson.png`` (the README's picture) instead.
"""

from __future__ import annotations

import os
import re

import pytest

from tests.browser import lab
from tutorial import load_scenario

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

ARTIFACTS = lab.ROOT / "test-artifacts"
SCREENSHOT = lab.ROOT / "docs" / "lesson.png"

LESSON_01 = "01_cards_and_matching.ipynb"
LESSON_09 = "09_crazy_eights.ipynb"


class Lessons:
    """Lessons opened in JupyterLab, one browser page each, run once."""

    def __init__(self, browser, server: lab.LabServer) -> None:
        self.browser = browser
        self.server = server
        self.pages: dict = {}

    def open(self, name: str):
        """The page of lesson ``name``, opened and run on first use."""
        if name not in self.pages:
            context = self.browser.new_context(viewport={"width": 1280, "height": 900})
            context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
            page = context.new_page()
            try:
                lab.open_notebook(page, self.server, name)
                lab.run_all_cells(page, timeout=300_000)
                assert_clean(page, name, "after Run All Cells")
            except BaseException:
                failure_screenshot(page, f"opening-{name}")
                context.close()
                raise
            self.pages[name] = page
        return self.pages[name]

    def close(self) -> None:
        for page in self.pages.values():
            page.context.close()
        self.server.shutdown_kernels()



def named(texts):
    """What card buttons say, for the cards ``texts`` ("9♥"): their names in words."""
    from switchcore import Card

    return [Card.parse(text).name_in("en") for text in texts]

def assert_clean(page, name: str, when: str) -> None:
    """No error output, no broken widget, no error inside a widget."""
    errors = lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / name))
    assert not errors, f"{name}: error output {when}:\n" + "\n\n".join(
        f"cell {index}:\n{text[:1500]}" for index, text in errors
    )
    problems = lab.wait_for_widgets(page)
    assert not problems, f"{name}: widgets not shown {when}: {problems}"
    # A widget's handlers write their exceptions into its message area.
    inside = lab.widgets(page, "sc-error").all_inner_texts()
    assert not inside, f"{name}: a widget reports an error {when}: {inside}"


def failure_screenshot(page, name: str) -> None:
    target = ARTIFACTS / (name.removesuffix(".ipynb") + ".png")
    try:
        print(f"screenshot of the failure: {lab.screenshot(page, target).relative_to(lab.ROOT)}")
    except Exception as error:  # a broken page must not hide the failure
        print(f"no screenshot: {error}")


@pytest.fixture(scope="module")
def lessons(browser, lab_server):
    opened = Lessons(browser, lab_server)
    yield opened
    opened.close()


@pytest.fixture(autouse=True)
def _screenshot_on_failure(request, lessons):
    yield
    report = getattr(request.node, "report_call", None)
    if report is None or not report.failed:
        return
    for name, page in lessons.pages.items():
        failure_screenshot(page, f"{request.node.name}-{name}")


def cell_with(page, selector: str):
    """The one cell of the open notebook whose output contains ``selector``."""
    cell = lab.cells(page).filter(has=page.locator(selector))
    expect(cell).to_have_count(1)
    return cell


def card_buttons(hand, mark: str = ""):
    return hand.locator(f".sc-card-button{mark}")


# ---------------------------------------------------------------------------


def test_hand_refuses_a_card_that_does_not_fit_and_plays_one_that_does(lessons):
    page = lessons.open(LESSON_01)
    # "Try it: click the cards": Ann holds 9♥ 3♣ K♦ 5♠ Q♣, and 9♣ is on top.
    hand = cell_with(page, ".sc-card-button.sc-card-QC").locator(".sc-hand")
    message = hand.locator(".sc-message")
    title = hand.locator(".sc-hand-title")
    expect(card_buttons(hand)).to_have_text(named(["9♥", "3♣", "K♦", "5♠", "Q♣"]))
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["9♥", "3♣", "Q♣"]))
    expect(card_buttons(hand, ".sc-dim")).to_have_text(named(["K♦", "5♠"]))
    expect(title).to_contain_text("your turn")

    # The card picture is the button: it wears the card's picture and is card-sized.
    king = hand.locator(".sc-card-KD")
    assert king.evaluate("e => getComputedStyle(e).backgroundImage").startswith('url("data:image/svg+xml')
    box = king.bounding_box()
    assert box["width"] >= 50 and box["height"] >= 70, box
    expect(king).to_have_attribute("title", re.compile(r"\(X-2\)$"))   # the tooltip names the rule

    # Show hints switches the orange light off and on.
    hand.locator(".sc-hints").click()
    expect(card_buttons(hand, ".sc-legal")).to_have_count(0)
    expect(card_buttons(hand, ".sc-dim")).to_have_count(0)
    hand.locator(".sc-hints").click()
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["9♥", "3♣", "Q♣"]))

    king.click()
    expect(message).to_have_text("K♦ cannot be played: K♦ matches neither the current suit (clubs) nor the rank of 9♣.")
    expect(card_buttons(hand)).to_have_text(named(["9♥", "3♣", "K♦", "5♠", "Q♣"]))
    expect(title).to_contain_text("5 cards · your turn")

    hand.locator(".sc-card-9H").click()
    expect(message).to_have_text("Ann played 9♥.")
    expect(card_buttons(hand)).to_have_text(named(["3♣", "K♦", "5♠", "Q♣"]))
    expect(title).to_contain_text("4 cards · Ben to play")
    expect(card_buttons(hand, ".sc-legal")).to_have_count(0)
    assert_clean(page, LESSON_01, "after clicking the cards")


def test_wild_eight_asks_for_a_suit_and_the_table_follows(lessons):  # C-4, X-2
    page = lessons.open(LESSON_09)
    # "Try it: choose a suit": a table and Ann's hand 8♣ K♦ 3♠ on 7♥.
    cell = cell_with(page, ".sc-card-button.sc-card-3S")
    hand, table = cell.locator(".sc-hand"), cell.locator(".sc-table-widget")
    status, suits = table.locator(".sc-status"), hand.locator(".sc-suits")
    discard_top = table.locator(".sc-piles svg[data-card]:not([data-card='back'])")
    expect(discard_top).to_have_attribute("data-card", "7H")
    expect(status).to_contain_text("Top card: 7♥. Current suit: hearts")
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["8♣"]))
    expect(suits).to_be_hidden()

    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_contain_text("K♦ cannot be played")
    expect(hand.locator(".sc-message")).not_to_contain_text("(X-2)")
    expect(card_buttons(hand)).to_have_text(named(["8♣", "K♦", "3♠"]))

    # The eight is wild: the hand asks for a suit, and Cancel takes it back.
    hand.locator(".sc-card-8C").click()
    expect(suits).to_be_visible()
    expect(hand.locator(".sc-suit-prompt")).to_have_text("8♣ is wild: choose the suit to ask for.")
    hand.locator(".sc-suit-cancel").click()
    expect(suits).to_be_hidden()
    expect(card_buttons(hand)).to_have_text(named(["8♣", "K♦", "3♠"]))
    expect(discard_top).to_have_attribute("data-card", "7H")

    hand.locator(".sc-card-8C").click()
    expect(suits).to_be_visible()
    hand.locator(".sc-suit-D").click()
    expect(suits).to_be_hidden()
    expect(card_buttons(hand)).to_have_text(named(["K♦", "3♠"]))
    expect(discard_top).to_have_attribute("data-card", "8C")
    expect(status).to_contain_text("Top card: 8♣. Current suit: diamonds")
    expect(status).to_contain_text("Ben to play.")
    expect(hand.locator(".sc-message")).to_contain_text("Ann declared diamonds")
    expect(table.locator(".sc-seat.sc-turn")).to_contain_text("Ben: 4 cards")
    assert_clean(page, LESSON_09, "after playing the wild eight")


def test_walkthrough_steps_forward_and_back(lessons):  # X-2, C-3
    page = lessons.open(LESSON_09)
    walk = load_scenario("walkthrough")
    steps = len(walk.steps)
    # Lesson 09 has a step-through per rule it teaches by a click: this one
    # is the walkthrough, the one that opens with its introduction.
    stepper = lab.widgets(page, "sc-stepper").filter(has_text=walk.intro)
    expect(stepper).to_have_count(1)
    say, counter = stepper.locator(".sc-say"), stepper.locator(".sc-step")
    prev, next_ = stepper.locator(".sc-prev"), stepper.locator(".sc-next")
    hand = stepper.locator(".sc-hand")
    todo = stepper.locator(".sc-todo")
    discard_top = stepper.locator(".sc-table-widget .sc-piles svg[data-card]:not([data-card='back'])")

    # Step 0 is the learner's: Next waits for a card, and the line beside
    # the buttons says so. The question is "which card fits?", so no card
    # is lit up until the learner asks for hints.
    expect(counter).to_have_text(f"Step 0 of {steps}")
    expect(say).to_have_text(f"{walk.intro} {walk.steps[0].say}")
    expect(todo).to_have_text("Your move: click a card in your hand.")
    expect(next_).to_be_disabled()
    expect(prev).to_be_disabled()
    expect(card_buttons(hand, ".sc-legal")).to_have_count(0)
    hand.locator(".sc-hints").click()
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["7♠", "8♣"]))
    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_contain_text("K♦ matches neither")
    # The wild eight is legal but not the example's move: explained, not refused.
    hand.locator(".sc-card-8C").click()
    hand.locator(".sc-suit-D").click()
    expect(hand.locator(".sc-message")).to_contain_text("8♣ and diamonds is a legal move here too")
    expect(hand.locator(".sc-message")).to_contain_text("this example plays 7♠")
    expect(counter).to_have_text(f"Step 0 of {steps}")
    hand.locator(".sc-card-7S").click()
    expect(counter).to_have_text(f"Step 1 of {steps}")
    expect(todo).to_have_text("Press Next ▶ to go on.")
    expect(discard_top).to_have_attribute("data-card", "7S")
    expect(hand).to_be_hidden()

    # Forward with Next: the narration changes at every step ...
    said = [say.inner_text().strip()]
    assert said[0] == walk.steps[0].then
    for number in (2, 3):
        next_.click()
        expect(counter).to_have_text(f"Step {number} of {steps}")
        expect(say).not_to_have_text(said[-1])
        said.append(say.inner_text().strip())
    assert said[1:] == [walk.steps[1].say, walk.steps[2].say]
    expect(stepper.locator(".sc-log")).to_contain_text("Ben drew")

    # ... and back with Prev it returns to the same sentences.
    for number in (2, 1):
        prev.click()
        expect(counter).to_have_text(f"Step {number} of {steps}")
        expect(say).to_have_text(said[number - 1])
    expect(discard_top).to_have_attribute("data-card", "7S")
    prev.click()
    expect(counter).to_have_text(f"Step 0 of {steps}")
    expect(say).to_have_text(f"{walk.intro} {walk.steps[0].say}")
    expect(discard_top).to_have_attribute("data-card", "7H")
    expect(hand).to_be_visible()
    expect(prev).to_be_disabled()
    assert_clean(page, LESSON_09, "after stepping through the walkthrough")


# ---------------------------------------------------------------------------


def test_lesson_screenshot(lessons):
    """Lesson 01's walkthrough at its first step: the table, the sentence,
    Ann's hand with the cards that fit lit up (hints on), and why K♦ does
    not fit."""
    page = lessons.open(LESSON_01)
    stepper = lab.widgets(page, "sc-stepper")
    expect(stepper).to_have_count(1)
    hand = stepper.locator(".sc-hand")
    expect(card_buttons(hand, ".sc-legal")).to_have_count(0)
    hand.locator(".sc-hints").click()
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["7♠", "8♣"]))
    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_contain_text("K♦ cannot be played")
    expect(card_buttons(hand, ".sc-legal")).to_have_text(named(["7♠", "8♣"]))
    # Make the next cell the active one, so that this cell shows no
    # selection bar, no cell toolbar and no focused button.
    cell = cell_with(page, ".sc-stepper")
    cell.locator("xpath=following-sibling::div[contains(@class, 'jp-Cell')][1]").click(position={"x": 4, "y": 4})
    expect(cell).not_to_have_class(re.compile(r"\bjp-mod-(active|selected)\b"))
    cell.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    target = SCREENSHOT if os.environ.get("SWITCHCORE_SCREENSHOT") == "1" else ARTIFACTS / "lesson.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    cell.screenshot(path=str(target), animations="disabled")
    data = target.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width >= 600 and height >= 400, f"{target.name} is only {width}x{height}"
    print(f"screenshot: {target.relative_to(lab.ROOT)} ({width}x{height})")
