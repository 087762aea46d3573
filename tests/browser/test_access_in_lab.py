"""Lesson 01's 7♥ walkthrough and a whole round of lesson 10 with the
keyboard only, in JupyterLab: where the focus is after every key, what the
live regions say after a move and a refusal (in English and in French), and
axe over each page once it is done.

The learner starts on the first card of the hand (as if tabbed to it) and
from then on uses only Tab, Shift+Tab, Enter and Space. After every key the
focus must be on something meaningful (a card, a suit, Next, Reset), never
on the page, and never on a button whose card changed under it.
"""

from __future__ import annotations

import pytest

import tutorial
from tests.browser import axe, keys, lab
from tests.browser.test_voila import instant_bots
from tutorial import StepThrough, load_scenario

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

LESSON_10 = "10_play_against_bots.ipynb"


def _said(language: str) -> dict:
    """What the walkthrough says after K♦ (refused) and 7♠ (played), in
    ``language``, from the same widget used in Python."""
    before = tutorial.language()
    tutorial.language(language)
    try:
        steps = StepThrough(load_scenario("walkthrough"))
        steps.hand.button("KD").click()
        refused = steps.hand.message_text()
        steps.hand.button("7S").click()
        return {"refused": refused, "played": steps.say_text(), "names": ["seven of spades"] if language == "en"
                else [c.name_in(language) for c in load_scenario("walkthrough").start.hand(0)][:1]}
    finally:
        tutorial.language(before)


def _open_walkthrough(page, lab_server, lesson: str):
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, lesson))
    lab.run_all_cells(page, timeout=300_000)
    assert not lab.wait_for_widgets(page)
    stepper = lab.widgets(page, "sc-stepper")
    expect(stepper).to_have_count(1)
    return stepper


def _refuse_then_play(page, stepper, said: dict) -> None:
    """K♦ refused (an alert), then 7♠ played (a status): keys only."""
    hand = stepper.locator(".sc-hand")
    hand.locator(".sc-card-7S").focus()                      # the learner has tabbed to the hand
    assert keys.active(page)["text"] == said["names"][0]       # a card is named in words
    keys.press(page, "Tab")
    keys.press(page, "Tab")
    assert keys.has_class(keys.active(page), "sc-card-KD")
    alert = hand.locator(".sc-message [role=alert]")
    _, after = keys.press(page, "Enter", lambda: expect(alert).to_have_text(said["refused"]))
    assert keys.has_class(after, "sc-card-KD")                 # refused: nothing moved, the focus stays
    keys.press(page, "Shift+Tab")
    keys.press(page, "Shift+Tab")
    assert keys.has_class(keys.active(page), "sc-card-7S")
    status = stepper.locator(".sc-say [role=status]")
    _, after = keys.press(page, " ", lambda: expect(status).to_have_text(said["played"]))
    assert keys.has_class(after, "sc-next"), after             # played: the focus waits on Next


def test_the_walkthrough_with_the_keyboard_only(lab_server, page):  # X-2, C-3
    said = _said("en")
    stepper = _open_walkthrough(page, lab_server, "01_cards_and_matching.ipynb")
    _refuse_then_play(page, stepper, said)
    counter, hand = stepper.locator(".sc-step"), stepper.locator(".sc-hand")
    steps = len(load_scenario("walkthrough").steps)
    seen = []
    for _ in range(4 * steps):
        now = keys.active(page)
        if keys.has_class(now, "sc-reset"):
            break
        text = counter.inner_text()
        if keys.has_class(now, "sc-suit"):                       # a wild card asks for its suit
            while "sc-suit-D" not in keys.active(page)["classes"]:
                keys.press(page, "Tab")
            keys.press(page, "Enter", lambda: expect(counter).not_to_have_text(text))
        elif keys.has_class(now, "sc-card-button"):              # the learner's move: Tab to the card that fits
            wanted = {"8C": "sc-card-8C", "KD": "sc-card-KD"}
            target = next(css for css in wanted.values() if hand.locator("." + css).count())
            while not keys.has_class(keys.active(page), target):
                keys.press(page, "Tab")
            keys.press(page, "Enter", lambda: page.wait_for_timeout(300))
            if not keys.has_class(keys.active(page), "sc-suit"):
                expect(counter).not_to_have_text(text)
        else:
            assert keys.has_class(now, "sc-next"), now
            keys.press(page, "Enter", lambda: expect(counter).not_to_have_text(text))
        seen.append(keys.active(page)["classes"].split()[-1])
    print("focus after each key:", seen)
    assert keys.has_class(keys.active(page), "sc-reset"), seen   # the end: Next is disabled, Reset has the focus
    expect(counter).to_have_text(f"Step {steps} of {steps}")
    assert any("sc-suit" in s for s in seen) or "sc-suit-D" in " ".join(seen), seen
    keys.press(page, "Enter", lambda: expect(counter).to_have_text(f"Step 0 of {steps}"))
    assert keys.has_class(keys.active(page), "sc-card-button")   # back at the first move: in the hand

    axe.assert_no_serious(page, "lesson 01 after the walkthrough")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_live_regions_speak_the_lessons_language(language, lab_server, page):
    """After a refusal the alert, after a move the status, say what the
    widget says in Python, in the lesson's language."""
    said = _said(language)
    lesson = "01_cards_and_matching.ipynb" if language == "en" else f"{language}/01_cards_and_matching.ipynb"
    stepper = _open_walkthrough(page, lab_server, lesson)
    _refuse_then_play(page, stepper, said)


def test_a_round_of_lesson_10_with_the_keyboard_only(lab_server, page):  # S-7
    """Lesson 10's game in JupyterLab after Run All, as on the game page:
    Deal, then a whole round with Enter alone on what the game gives the
    focus (checked after every key: in the hand, never on the page, never on
    a button whose card changed), Next round on Enter at the end, and Enter
    there deals the next round with the focus back in the hand."""
    copy = "keys-" + LESSON_10
    (lab_server.root_dir / copy).write_text(instant_bots(lab.NOTEBOOKS / LESSON_10), encoding="utf-8")
    lab.open_notebook(page, lab_server, copy)
    lab.run_all_cells(page, timeout=300_000)
    assert not lab.wait_for_widgets(page)
    game = lab.widgets(page, "sc-bot-game").first
    game.evaluate("el => el.setAttribute('data-sc-keys', '')")   # the learner's game, the first of the lesson
    expect(game.locator(".sc-level")).to_have_count(4)
    game.scroll_into_view_if_needed()
    watch = keys.deal_with_keys(page, game, "[data-sc-keys]", "1")
    moves = keys.play_round_with_keys(page, game, watch, problems=lambda: lab.error_outputs(page))
    print(f"{len(moves)} keys pressed in the hand: {' | '.join(moves)}")
    assert len(moves) > 3, moves
    title = game.locator(".sc-hand .sc-hand-title")
    before = watch.count()
    _, after = keys.press(page, "Enter", lambda: watch.wait(before))
    assert after["hand"], f"after Next round: the focus is not in the hand: {after}"
    assert "round is over" not in title.inner_text()
    axe.assert_no_serious(page, "lesson 10 after a round")
