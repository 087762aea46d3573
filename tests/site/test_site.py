"""The JupyterLite site of the lessons, used as a learner meets it: with no
server but a static one, and no network.

The site is built (``tools/site/build.py``, as ``python3 dev.py site`` builds it),
served from 127.0.0.1, and opened in headless Chromium whose every request
to anywhere else is stopped and counted (``tests/site/offline.py``). First
the counting itself is shown to work: a page and a worker of the site that
reach outside are caught. Then lesson 01 is run with Run All Cells in the
browser's Python (Pyodide): no error, every widget shown; the 7♥
walkthrough is clicked through and its verdicts read; both exercises are
answered right and wrong. Then course lesson 02, a learner's copy, is run
through and answered right and wrong, saved, and found again on the next
visit (the browser's storage keeps it). Last, the lessons with charts, bots
and pytest (07, 10, course 06 to 08) run through, with their charts drawn,
the bot game saying what needs a full Python, and ``!python -m pytest``
running pytest in the page. No request may leave the
server.
"""

from __future__ import annotations

import json
import re
from urllib.parse import unquote

import pytest

from tests.browser import axe, lab
from tutorial import load_scenario
from tutorial.browser import FULL_PYTHON_ONLY

try:
    from playwright.sync_api import expect
except ImportError:  # the fixtures then skip (or fail in CI)
    expect = None

LESSON_01 = "01_cards_and_matching.ipynb"
COURSE_02 = "course/02_conditionals/02_conditionals.ipynb"
KERNEL_START_MS = 180_000
RUN_ALL_MS = 300_000

#: Lesson 01's exercises: (right answer, wrong answer) for each, in order.
LESSON_01_ANSWERS = [
    ('playable = "6S 10D 2D"', 'playable = "6S 10D"'),
    ("queen_fits = False", "queen_fits = True"),
]
COURSE_RIGHT = '''def fits(card, top, suit):
    return card[-1] == suit or card[:-1] == top[:-1]
'''
COURSE_EIGHTS_WILD = '''def fits(card, top, suit):
    return card[:-1] == "8" or card[-1] == suit or card[:-1] == top[:-1]
'''


#: The learner's moves in the 7♥ walkthrough: 7♠; 8♣ asking for diamonds; K♦.
WALK_MOVES = [("7S", None), ("8C", "D"), ("KD", None)]
YOUR_MOVE = "Your move: click a card in your hand."



def named(texts):
    """What card buttons say, for the cards ``texts`` ("9♥"): their names in words."""
    from switchcore import Card

    return [Card.parse(text).name_in("en") for text in texts]

def walk_in_python() -> list[str]:
    """What the walkthrough says after each click, played the same way with
    the same widget in this Python: the sentences the browser must show."""
    from switchcore import Suit
    from tutorial import StepThrough

    stepper = StepThrough(load_scenario("walkthrough"))
    moves, said = iter(WALK_MOVES), []
    last = f"Step {len(stepper.scenario.steps)} of {len(stepper.scenario.steps)}"
    while last not in stepper.counter.value:
        if stepper.todo_text() == YOUR_MOVE:
            card, suit = next(moves)
            stepper.hand.button(card).click()
            if suit:
                stepper.hand._choose_suit(Suit(suit))
        else:
            stepper.next_button.click()
        said.append(" ".join(stepper.say_text().split()))
        assert len(said) < 40, said
    return said


def open_in_site(page, site, path: str) -> None:
    """Open notebook ``path`` of the site in JupyterLite's JupyterLab and
    wait until the browser's Python kernel has started and is idle."""
    page.goto(f"{site.url}lab/index.html?path={path}")
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
    page.locator(".jp-StatusBar-TextItem", has_text=re.compile(r"Pyodide.*\| Idle")).first.wait_for(
        timeout=KERNEL_START_MS
    )
    lab.wait_for_kernel_idle(page, timeout=KERNEL_START_MS)


def assert_clean(page, notebook: str) -> None:
    """No error output (but in cells meant to raise), every widget shown, no
    error inside a widget."""
    meant = lab.raises_exception_cells(lab.NOTEBOOKS / notebook) if "/" not in notebook else set()
    errors = lab.error_outputs(page, ignore_cells=meant)
    assert not errors, f"{notebook}: error output:\n" + "\n\n".join(
        f"cell {index}:\n{text[:1500]}" for index, text in errors
    )
    assert not lab.wait_for_widgets(page), f"{notebook}: widgets not shown"
    assert not lab.widgets(page, "sc-error").all_inner_texts(), f"{notebook}: a widget reports an error"


def assert_nothing_left(outside, report_figures, what: str) -> None:
    tried = outside.requests
    report_figures(f"site: requests that tried to leave the server ({what})", f"{len(tried)}")
    assert tried == [], f"{len(tried)} requests tried to leave the local server: {tried}"


def test_the_site_matches_the_jupyterlab_of_the_lessons(built_site):
    """The site's JupyterLab is the minor version the lessons are tested in."""
    from importlib.metadata import version

    config = json.loads((built_site / "jupyter-lite.json").read_text(encoding="utf-8"))
    site_lab = config["jupyter-config-data"]["versionInfo"]["@jupyterlab/application"]["version"]
    assert site_lab.split(".")[:2] == version("jupyterlab").split(".")[:2], (site_lab, version("jupyterlab"))


def test_the_site_has_the_settings_the_project_installs_into_jupyterlab(built_site):
    """A lesson saved in the site reopens with its widgets drawn, and no news
    pop-up covers it: the site has every default setting the project
    installs into JupyterLab (pyproject.toml's data-files, in overrides.d)."""
    import dev

    config = json.loads((built_site / "jupyter-lite.json").read_text(encoding="utf-8"))
    overrides = config["jupyter-config-data"]["settingsOverrides"]
    shipped = [source for source, target in dev.lab_files() if target.parent.name == "overrides.d"]
    assert {path.name for path in shipped} >= {"switchcore-widgets.json", "switchcore-news.json"}
    for source in shipped:
        for plugin, values in json.loads(source.read_text(encoding="utf-8")).items():
            assert overrides.get(plugin, {}).items() >= values.items(), (source.name, plugin, overrides.get(plugin))


def test_requests_that_leave_are_caught(site, site_page, outside):
    """The counter works: requests to elsewhere, from a page of the site and
    from a worker it starts, are stopped and counted."""
    site_page.goto(f"{site.url}lab/index.html")
    said = site_page.evaluate("""async () => {
        const out = [];
        try { await fetch('http://page.invalid/probe'); out.push('page reached it'); }
        catch (e) { out.push('page stopped'); }
        const code = "fetch('https://worker.invalid/probe').then(() => postMessage('worker reached it'), () => postMessage('worker stopped'))";
        const worker = new Worker(URL.createObjectURL(new Blob([code])));
        out.push(await new Promise(resolve => { worker.onmessage = e => resolve(e.data); }));
        return out;
    }""")
    assert said == ["page stopped", "worker stopped"]
    tried = " ".join(outside.requests)
    assert "page.invalid" in tried and "worker.invalid" in tried, outside.requests


def test_lesson_01_in_the_browser_with_no_network(site, site_page, outside, report_figures):  # X-2, C-3
    page = site_page
    open_in_site(page, site, LESSON_01)
    lab.run_all_cells(page, timeout=RUN_ALL_MS)
    assert_clean(page, LESSON_01)
    assert lab.cells(page).locator(".sc-card-button").count() > 0, "no card was drawn"

    # The refused move is explained, as in JupyterLab.
    (refused,) = lab.raises_exception_cells(lab.NOTEBOOKS / LESSON_01)
    message = lab.cells(page).nth(refused).locator(".sc-friendly-error")
    expect(message).to_contain_text("Not allowed: K♦ matches neither the current suit (clubs) nor the rank of 9♣.")

    # The 7♥ walkthrough, clicked through.
    walk = load_scenario("walkthrough")
    steps = len(walk.steps)
    stepper = lab.widgets(page, "sc-stepper")
    expect(stepper).to_have_count(1)
    stepper.scroll_into_view_if_needed()
    say, counter = stepper.locator(".sc-say"), stepper.locator(".sc-step")
    prev, next_ = stepper.locator(".sc-prev"), stepper.locator(".sc-next")
    hand = stepper.locator(".sc-hand")
    legal = hand.locator(".sc-card-button.sc-legal")
    discard_top = stepper.locator(".sc-table-widget .sc-piles svg[data-card]:not([data-card='back'])")
    expect(counter).to_have_text(f"Step 0 of {steps}")
    expect(say).to_have_text(f"{walk.intro} {walk.steps[0].say}")
    expect(next_).to_be_disabled()
    expect(legal).to_have_count(0)
    hand.locator(".sc-hints").click()
    expect(legal).to_have_text(named(["7♠", "8♣"]))
    hand.locator(".sc-card-KD").click()
    expect(hand.locator(".sc-message")).to_have_text(
        "K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥."
    )
    expect(counter).to_have_text(f"Step 0 of {steps}")
    # Then every step to the end: the learner's moves (7♠; 8♣ asking for
    # diamonds; K♦) by clicking, Ben's with Next.
    moves = iter(WALK_MOVES)
    said = []
    for _ in range(4 * steps):
        if counter.inner_text() == f"Step {steps} of {steps}":
            break
        before = counter.inner_text()
        if stepper.locator(".sc-todo").inner_text() == YOUR_MOVE:
            card, suit = next(moves)
            hand.locator(f".sc-card-{card}").click()
            if suit:
                hand.locator(f".sc-suit-{suit}").click()
        else:
            expect(next_).to_be_enabled()
            next_.click()
        expect(counter).not_to_have_text(before)
        said.append(" ".join(say.inner_text().split()))
    expect(counter).to_have_text(f"Step {steps} of {steps}")
    assert next(moves, None) is None, "a move of the walkthrough was not asked for"
    assert said == walk_in_python(), "the browser's walkthrough says something else than Python's"
    expect(say).to_contain_text("Ben scores 60")
    for _ in range(4 * steps):  # back to the start with Prev
        if counter.inner_text() == f"Step 0 of {steps}":
            break
        before = counter.inner_text()
        prev.click()
        expect(counter).not_to_have_text(before)
    expect(counter).to_have_text(f"Step 0 of {steps}")
    expect(say).to_have_text(f"{walk.intro} {walk.steps[0].say}")
    expect(discard_top).to_have_attribute("data-card", "7H")
    assert_clean(page, LESSON_01)

    # Both exercises, right and then wrong.
    exercises = lab.exercise_cells(lab.NOTEBOOKS / LESSON_01)
    assert len(exercises) == len(LESSON_01_ANSWERS)
    for number, ((answer, check), (right, wrong)) in enumerate(zip(exercises, LESSON_01_ANSWERS), 1):
        said = lab.verdicts(lab.answer_exercise(page, answer, check, right))
        assert said and all(v.startswith(lab.RIGHT) for v in said), f"exercise {number}, right: {said}"
        said = lab.verdicts(lab.answer_exercise(page, answer, check, wrong))
        assert said and all(v.startswith(lab.WRONG) for v in said), f"exercise {number}, wrong: {said}"
    assert_clean(page, LESSON_01)
    assert_nothing_left(outside, report_figures, "lesson 01")


def _course_cells(path) -> dict[str, int]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return {c["metadata"]["nbgrader"]["grade_id"]: i for i, c in enumerate(cells) if "nbgrader" in c.get("metadata", {})}


def test_a_course_lesson_in_the_browser_answered_right_and_wrong_and_kept(site, site_page, outside, report_figures):
    page = site_page
    source = lab.ROOT / "course" / "release" / "02_conditionals" / "02_conditionals.ipynb"
    cells = _course_cells(source)
    answer, check = cells["fits"], cells["fits_tests"]
    open_in_site(page, site, COURSE_02)
    lab.run_all_cells(page, timeout=RUN_ALL_MS)
    assert_clean(page, COURSE_02)
    text = lab.output_text(page, check)
    assert "Not yet" in text and "not written yet" in text, text

    lab.type_code(page, answer, COURSE_RIGHT)
    for index in (answer, answer + 1, check):
        lab.run_cell(page, index)
    assert lab.output_text(page, answer + 1).strip() == "fits('7S', '7H', 'H') gave back True"
    text = lab.output_text(page, check).strip()
    assert text.startswith("✓") and "3,328 cases" in text, text

    lab.type_code(page, answer, COURSE_EIGHTS_WILD)
    for index in (answer, answer + 1, check):
        lab.run_cell(page, index)
    text = lab.output_text(page, check).strip()
    assert "Not yet" in text and "8♦ (8D)" in text and "In Switch an 8 is not wild" in text and "S-9" in text, text
    assert_clean(page, COURSE_02)

    # The learner's work stays in the browser: saved, and there on the next visit.
    page.keyboard.press("Control+s")
    expect(page.locator(".jp-mod-dirty")).to_have_count(0)
    open_in_site(page, site, COURSE_02)
    expect(lab.cells(page).nth(answer).locator(".cm-content")).to_contain_text('card[:-1] == "8"')
    assert_nothing_left(outside, report_figures, "course lesson 02")


#: Notebooks that draw charts (with the browser's stand-in for matplotlib),
#: with the titles of the charts they must show; ``RUNS`` for a course lesson
#: with no chart, which only has to run to its end; ``None`` for the one that
#: runs pytest from a ``!`` line.
RUNS = "runs to its end"
CHARTS = {
    "07_winning_a_match.ipynb": ["Crazy Eights to 200"],
    "10_play_against_bots.ipynb": ["Totals after each round"],
    "course/06_simulation/06_simulation.ipynb": RUNS,
    "course/07_many_rounds/07_many_rounds.ipynb": ["500 random rounds of Crazy Eights for 3"],
    "course/08_strategy/08_strategy.ipynb": RUNS,
    "course/09_tournament/09_tournament.ipynb": [],
    "course/10_testing/10_testing.ipynb": None,  # no chart: pytest, run from a ! line
}


@pytest.mark.parametrize("path", list(CHARTS), ids=lambda p: p.split("/")[-1].removesuffix(".ipynb"))
def test_lessons_with_charts_bots_and_pytest_run_in_the_browser(path, site, site_page, outside, report_figures):
    page = site_page
    open_in_site(page, site, path)
    lab.run_all_cells(page, timeout=RUN_ALL_MS)
    assert_clean(page, path)
    if not path.startswith("course/"):   # the lessons' own markup, in the static site too
        axe.assert_no_serious(page, f"the static site's {path}")
    if CHARTS[path] == RUNS:
        assert_nothing_left(outside, report_figures, path)
        return
    if CHARTS[path] is None:
        # Each `!python -m pytest` ran pytest in the page, to its end: the blank answers fail.
        cells = json.loads((lab.ROOT / "course" / "release" / path.removeprefix("course/")).read_text(encoding="utf-8"))["cells"]
        bangs = [i for i, cell in enumerate(cells) if cell["cell_type"] == "code"
                 and "".join(cell["source"]).startswith("!")]
        failing = ["test_whose_turn.py::test_turn_after", "test_my_bot.py::test_every_move_of_a_whole_game_is_legal"]
        assert len(bangs) == len(failing), bangs
        for index, test in zip(bangs, failing):
            cell = lab.cells(page).nth(index)
            cell.scroll_into_view_if_needed()  # a cell far off screen is not drawn
            expect(cell.locator(".jp-OutputArea")).to_contain_text(f"FAILED {test} - NotImplementedError")
        assert_nothing_left(outside, report_figures, path)
        return
    # The lessons' charts are SVG drawings shown as one picture, named by
    # their words (tutorial.chart.chart_html); a chart the learner's own code
    # draws is an SVG output, which JupyterLab shows as a picture whose
    # address holds the SVG.
    panel = ".jp-NotebookPanel:not(.lm-mod-hidden) "
    named = page.locator(panel + ".jp-OutputArea-output .sc-chart-img[role=img]")
    pictures = page.locator(panel + ".jp-RenderedSVG img")
    expect(named.or_(pictures).first).to_be_visible()
    sources = named.evaluate_all("charts => charts.map(chart => chart.innerHTML)") + [
        unquote(src).split(",", 1)[1] for src in pictures.evaluate_all("images => images.map(image => image.src)")]
    assert all(src.startswith("<svg") or src.lstrip().startswith("<?xml") for src in sources), sources
    names = named.evaluate_all("charts => charts.map(chart => chart.getAttribute('aria-label'))")
    # Every chart has words; a titled chart's words say its title.
    assert names and all(name and name.strip() for name in names), names
    for title in CHARTS[path]:
        assert any(title in name for name in names), f"{path}: no chart's words say {title!r}: {names}"
        assert any(f">{title}</text>" in src for src in sources), f"{path}: no chart titled {title!r}"
    if path.startswith("10_"):
        expect(lab.widgets(page, "sc-browser-note").first).to_have_text(FULL_PYTHON_ONLY)
    if path.startswith("07_"):
        # The match a learner plays round by round draws its chart in the page, as SVG too.
        match = lab.widgets(page, "sc-match").first
        match.locator("button", has_text="Play next round").click()
        expect(match.locator(".sc-match-chart svg text", has_text="Totals after each round")).to_be_visible()
    assert_nothing_left(outside, report_figures, path)


#: A widget whose view the browser cannot find: ipywidgets draws an error in its place.
BROKEN_WIDGET = """
import ipywidgets
from traitlets import Unicode
class Nowhere(ipywidgets.DOMWidget):
    _view_module = Unicode("no-such-module").tag(sync=True)
    _view_name = Unicode("NoView").tag(sync=True)
Nowhere()
"""


def test_a_widget_whose_view_fails_is_seen_by_the_checks_every_lesson_goes_through(site, site_page, outside):
    # A view that fails is drawn as ipywidgets' error widget ("Click to show javascript error."), which no
    # text the checks looked for named: a lesson whose widget failed so passed them. (The checks also read
    # an output's text whether or not the browser has drawn its cell: the site, as JupyterLab does by
    # default, leaves cells out of view undrawn, and their innerText empty.)
    page = site_page
    open_in_site(page, site, LESSON_01)
    last = lab.cells(page).count() - 1
    lab.cells(page).nth(last).click()  # (a text cell: selected, in command mode)
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    lab.type_code(page, last + 1, BROKEN_WIDGET)
    lab.run_all_cells(page, timeout=RUN_ALL_MS)
    lab.cells(page).nth(last + 1).locator(lab.WIDGET_ERROR).wait_for(state="attached", timeout=30_000)
    problems = lab.widget_problems(page)
    assert [p for p in problems if p.startswith("a widget's view failed")], problems
    with pytest.raises(AssertionError, match="widgets not shown"):
        assert_clean(page, LESSON_01)
