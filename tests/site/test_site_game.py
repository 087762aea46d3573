"""Lesson 10's game as a page of the static site (``game/``, and
``<lang>/game/`` in each language): JupyterLite's one-notebook app opening
a notebook made of the lesson's game cell, which the page runs by itself,
with no code, menus or toolbars showing. The page is played in headless
Chromium with the network cut, as ``test_voila.py`` plays the game page of
``python3 dev.py game``; the French page speaks French.
"""

from __future__ import annotations

import json
import re

from tests.browser import keys
from tests.browser.test_voila import play_one_turn, problems_shown
from tests.site.test_site import KERNEL_START_MS, assert_nothing_left
from tools.site import build
from tutorial.words import say

try:
    from playwright.sync_api import expect
except ImportError:  # the fixtures then skip (or fail in CI)
    expect = None

#: What the page must hide: editors, menus, toolbars, prompts.
HIDDEN = ("#menu-panel-wrapper", "#top-panel-wrapper", ".jp-NotebookPanel-toolbar",
          ".jp-InputArea-editor", ".cm-editor", ".jp-InputPrompt", ".jp-OutputPrompt")


def game_code_lines(built_site, lang: str) -> list[str]:
    notebook = json.loads((built_site / "files" / build.GAME_PAGE / f"{lang}.ipynb").read_text(encoding="utf-8"))
    return [line.strip() for cell in notebook["cells"] if cell["cell_type"] == "code"
            for line in cell["source"].splitlines() if len(line.strip()) >= 10]  # not "game" alone


def open_game(page, address: str):
    page.goto(address)
    game = page.locator(".sc-bot-game")
    expect(game).to_have_count(1, timeout=KERNEL_START_MS)
    expect(game).to_be_visible()
    page.locator("body[data-switchcore-game=running]").wait_for(state="attached", timeout=KERNEL_START_MS)
    return game


def assert_no_code(page, built_site, lang: str) -> None:
    for selector in HIDDEN:
        shown = [el for el in page.locator(selector).all() if el.is_visible()]
        assert not shown, f"{selector} shows on the game page"
    text = page.locator("body").inner_text()
    lines = game_code_lines(built_site, lang)
    assert lines and not [line for line in lines if line in text], f"code shows on the game page: {text[:800]}"


def test_the_game_notebooks_hold_the_game_cell_with_hidden_code(built_site):
    for lang in ("en", *build.LANGUAGES):
        notebook = json.loads((built_site / "files" / build.GAME_PAGE / f"{lang}.ipynb").read_text(encoding="utf-8"))
        code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
        assert any("BotGame(" in cell["source"] for cell in code), lang
        assert all(cell["metadata"]["jupyter"]["source_hidden"] and not cell["outputs"] for cell in code), lang
        assert ("tutorial.language(" in "".join(c["source"] for c in code)) == (lang != "en"), lang
        folder = built_site / (build.GAME_PAGE if lang == "en" else f"{lang}/{build.GAME_PAGE}")
        landing = (folder / "index.html").read_text(encoding="utf-8")
        assert re.search(r'url=([^"]+)"', landing).group(1) == f"notebooks/index.html?path={build.GAME_PAGE}/{lang}.ipynb"
        # every file the app's page loads is there, from its folder
        app = (folder / "notebooks" / "index.html").read_text(encoding="utf-8")
        for href in re.findall(r"""(?:href|src)=["']([^"'?]+)""", app) + re.findall(r"import\(\s*'([^'?]+)", app):
            assert (folder / "notebooks" / href).resolve().is_file(), f"{folder}/notebooks/index.html loads {href}"


def test_the_game_page_plays_a_round_offline_and_speaks_french(built_site, site, site_page, outside,
                                                                report_figures):
    page = site_page
    game = open_game(page, f"{site.url}{build.GAME_PAGE}/")
    assert problems_shown(page) == []
    assert_no_code(page, built_site, "en")
    expect(page.locator(".jp-MarkdownCell", has_text="Play against bots")).to_be_visible()
    expect(game.locator(".sc-level")).to_have_count(4)

    # Deal seed 1 and play the round through by clicking, as a learner does.
    game.locator(".sc-seed input").fill("1")
    game.locator(".sc-start").click()
    table, hand = game.locator(".sc-table-widget"), game.locator(".sc-hand")
    expect(table).to_be_visible()
    expect(hand).to_be_visible()
    expect(game.locator(".sc-deal")).to_have_text("Seed of this deal: 1.")
    title = hand.locator(".sc-hand-title")
    watch = keys.TitleWatch(page, title)
    if "your turn" not in title.inner_text():
        watch.wait(-1)
    moves = []
    while "round is over" not in title.inner_text():
        assert len(moves) < 200, f"the round did not end after {len(moves)} moves: {moves}"
        moves.append(play_one_turn(game, watch))
        assert problems_shown(page) == [], f"after {moves}"
    result = table.locator(".sc-round-result")
    expect(result).to_contain_text("Round 1")
    expect(result.locator(".sc-result-row")).to_have_count(4)
    expect(game.locator(".sc-next-round")).to_be_visible()
    assert_no_code(page, built_site, "en")
    report_figures("site: the game page, learner's moves in round 1 (seed 1)", f"{len(moves)}")

    # The same page in French.
    game = open_game(page, f"{site.url}fr/{build.GAME_PAGE}/")
    assert problems_shown(page) == []
    assert_no_code(page, built_site, "fr")
    expect(game.locator(".sc-start")).to_have_text(say("bot.deal", language="fr"))
    expect(page.locator(".jp-MarkdownCell", has_text="Jouer contre des bots")).to_be_visible()
    assert say("bot.deal", language="fr") != say("bot.deal", language="en")
    assert_nothing_left(outside, report_figures, "the game page")
