"""Lesson 01 in French, as a French class meets it: JupyterLab's menus in
French, the lesson's 7♥ walkthrough clicked through, its exercises answered
right and wrong, every sentence on the way in French.

What the widgets should say is worked out here, in Python, with the same
widgets in French (tests/tutorial/test_languages.py checks those against
English), so the browser must show exactly the French of the engine and the
notebook layer.
"""

from __future__ import annotations

import pytest

import tutorial
from switchcore import Suit
from tests.browser import lab
from tutorial import StepThrough, load_scenario
from tutorial.words import say

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

LESSON = "fr/01_cards_and_matching.ipynb"
FRENCH_LAB = {"@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": "fr_FR"}}
# The answers of lesson 01's two exercises, right then wrong (the code is the English lesson's).
ANSWERS = [('playable = "6S 10D 2D"', 'playable = "6S 10D"'), ("queen_fits = False", "queen_fits = True")]


@pytest.fixture(scope="module")
def french_lab(tmp_path_factory, chromium_path):
    server = lab.start_lab(tmp_path_factory.mktemp("jupyterlab-fr"), settings=FRENCH_LAB)
    yield server
    lab.stop_lab(server)


@pytest.fixture
def french_page(browser, french_lab):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="fr-FR")
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()
    french_lab.shutdown_kernels()


def walkthrough_in(language: str) -> dict:
    """What the walkthrough's widget says in ``language`` at each point the
    browser test reaches, from the widget itself clicked in Python."""
    before = tutorial.language()
    tutorial.language(language)
    try:
        steps = StepThrough(load_scenario("walkthrough"))
        said = {"counter0": steps.counter.value, "todo0": steps.todo_text(), "say0": steps.say_text()}
        steps.hand.button("KD").click()
        said["refused"] = steps.hand.message_text()
        steps.hand.button("7S").click()
        said.update(counter1=steps.counter.value, todo1=steps.todo_text(), say1=steps.say_text())
        steps.next_button.click()
        said.update(counter2=steps.counter.value, say2=steps.say_text())
        said.update(right=say("check.right"), wrong=say("check.wrong").split()[0])
        return said
    finally:
        tutorial.language(before)


def test_lesson_01_in_french_with_french_menus(french_page, french_lab):  # X-2, C-3
    french, english = walkthrough_in("fr"), walkthrough_in("en")
    assert all(french[key] != english[key] for key in french if key != "wrong"), (french, english)
    page = french_page
    words = lab.lab_words("fr_FR")
    assert words != lab.lab_words(), words
    lab.open_notebook(page, french_lab, lab.copy_notebook(french_lab, LESSON), words=words)

    # JupyterLab itself speaks French: its menu bar, read from the French language pack.
    menus = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert words["menu:File"] in menus and "File" not in menus, menus

    lab.run_all_cells(page, timeout=300_000, words=words)
    errors = lab.error_outputs(page, ignore_cells=lab.raises_exception_cells(lab.NOTEBOOKS / LESSON))
    assert not errors, errors

    # The 7♥ walkthrough, clicked: a refusal, the example's move, Next.
    stepper = lab.widget(page, "sc-stepper")
    counter, say_, todo = stepper.locator(".sc-step"), stepper.locator(".sc-say"), stepper.locator(".sc-todo")
    hand = stepper.locator(".sc-hand")
    expect(counter).to_have_text(french["counter0"])
    expect(todo).to_have_text(french["todo0"])
    expect(say_).to_have_text(french["say0"])
    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_have_text(french["refused"])
    hand.locator(".sc-card-7S").click()
    expect(counter).to_have_text(french["counter1"])
    expect(todo).to_have_text(french["todo1"])
    stepper.locator(".sc-next").click()
    expect(counter).to_have_text(french["counter2"])
    expect(say_).to_have_text(french["say2"])

    # The exercises, answered right and then wrong: French verdicts.
    for (answer, check), (right, wrong) in zip(lab.exercise_cells(lab.NOTEBOOKS / LESSON), ANSWERS):
        said = lab.answer_exercise(page, answer, check, right)
        assert lab.verdicts(said) and all(v.startswith(french["right"]) for v in lab.verdicts(said)), said
        said = lab.answer_exercise(page, answer, check, wrong)
        found = lab.verdicts(said)
        assert found and all(v.startswith("✗") for v in found) and "Not yet" not in said, said
