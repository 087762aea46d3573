"""The lessons in the JupyterLab a learner gets from the README's
``python3 dev.py lab``: started with :func:`dev.lab_command`, for a user who
has set nothing, with no settings, server config or extensions of the
test's own (the other browser tests give their server two, see
``lab.LAB_SETTINGS``). What it reads is what the project's install put into
the environment.

One lesson with widgets (07) run, clicked, saved, its kernel stopped and
reopened: its widgets are drawn as they were saved, and each says, in one
sentence, to run its cell again; run again, a widget answers. No news
pop-up covers the lesson, and the server serves tutorial.lab's language
links.
"""

from __future__ import annotations

import urllib.request

import pytest

from tests.browser import lab
from tests.browser.test_steps_in_lab import saved_metadata
from tutorial.words import say

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

LESSON = "07_winning_a_match.ipynb"
NEWS = "Would you like to get notified"


@pytest.fixture(scope="module")
def dev_lab(tmp_path_factory, chromium_path):
    server = lab.start_lab_as_dev_py(tmp_path_factory.mktemp("dev-lab"))
    yield server
    lab.stop_lab(server)


@pytest.fixture
def learner(browser, dev_lab):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()
    dev_lab.shutdown_kernels()


def test_a_saved_lesson_reopens_with_its_widgets_drawn_and_says_to_run_them_again(dev_lab, learner):
    page = learner
    name = lab.copy_notebook(dev_lab, LESSON)
    lab.open_notebook(page, dev_lab, name)
    lab.run_all_cells(page, timeout=300_000)
    assert not lab.wait_for_widgets(page)
    match = lab.widgets(page, "sc-match").first
    stale = match.locator(".sc-stale")
    expect(stale).to_be_hidden()                               # a live widget says nothing of the kind
    match.locator(".sc-match-next").click()
    expect(match.locator("tr.sc-match-row")).to_have_count(1)
    after_one_round = match.locator(".sc-match-table").inner_text()

    saved = dev_lab.root_dir / name
    page.keyboard.press("Control+s")
    assert "widgets" in saved_metadata(page, saved), "no widget state was saved with the lesson"
    dev_lab.shutdown_kernels()
    page.close()

    page = learner.context.new_page()
    lab.open_notebook(page, dev_lab, name)
    problems = lab.wait_for_widgets(page)
    assert not problems, f"the reopened lesson shows: {problems}"
    match = lab.widgets(page, "sc-match").first
    expect(match.locator("tr.sc-match-row")).to_have_count(1)                 # as it was saved
    assert match.locator(".sc-match-table").inner_text() == after_one_round
    # Its kernel is a new one, which never made this widget: it says so, once, and how to use it again.
    expect(match.locator(".sc-stale")).to_be_visible()
    expect(match.locator(".sc-stale")).to_have_text(say("widget.stale"))
    assert page.get_by_text(NEWS).count() == 0, "the news pop-up covers the lesson"

    # The cells run again (its own after those above it): a widget that answers, and no sentence.
    index = cell_with(page, "sc-match")
    lab.run_all_cells(page, timeout=300_000)
    match = lab.cells(page).nth(index).locator(".sc-match")
    expect(match.locator(".sc-stale")).to_be_hidden()
    expect(match.locator("tr.sc-match-row")).to_have_count(0)
    match.locator(".sc-match-next").click()
    expect(match.locator("tr.sc-match-row")).to_have_count(1)
    assert match.locator(".sc-match-table").inner_text() == after_one_round
    assert page.get_by_text(NEWS).count() == 0, "the news pop-up covers the lesson"


def test_the_language_links_are_served(dev_lab):
    """tutorial.lab, enabled by the server config the project installs,
    answers the Binder links that open JupyterLab in a lesson's language."""
    from tutorial import lab as tutorial_lab

    request = urllib.request.Request(dev_lab.url + tutorial_lab.route("fr", "lab") + f"?token={dev_lab.token}")
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 200
        assert "/lab" in response.url


def cell_with(page, css_class: str) -> int:
    """The index of the first cell whose output holds a widget with ``css_class``."""
    found = page.evaluate(
        """(name) => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell')]
                .findIndex(cell => cell.querySelector('.' + name))""",
        css_class,
    )
    assert found >= 0, f"no cell shows a {css_class} widget"
    return found
