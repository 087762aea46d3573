"""What a learner clicks and types in lessons 00, 01 and 08, in JupyterLab:
the top card follows the play (00), an answer typed without its quotes is
explained by its check (01), and a refused house rule is unticked (08)."""

from __future__ import annotations

import re

from tests.browser import lab

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None


def test_lesson_00_the_top_card_follows_the_play(lab_server, page):
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, "00_start_here.ipynb"))
    lab.run_all_cells(page, timeout=300_000)
    first = lab.widgets(page, "sc-first-move").first
    top = first.locator(".sc-first-top")
    expect(top.locator("svg[data-card='7H']")).to_have_count(1)
    first.locator(".sc-card-7S").click()
    expect(first.locator(".sc-message")).to_contain_text("7♠ fits")
    expect(top.locator("svg[data-card='7S']")).to_have_count(1)
    expect(top.locator("svg[data-card='7H']")).to_have_count(0)


def test_lesson_01_cards_typed_without_quotes_are_explained(lab_server, page):
    name = lab.copy_notebook(lab_server, "01_cards_and_matching.ipynb")
    (answer, check), (yes_no, yes_no_check) = lab.exercise_cells(lab.NOTEBOOKS / "01_cards_and_matching.ipynb")
    lab.open_notebook(page, lab_server, name)
    assert lab.cells(page).nth(answer).locator(".cm-content").inner_text().strip() == 'playable = "..."'
    lab.run_all_cells(page, timeout=300_000)
    said = lab.answer_exercise(page, answer, check, "playable = 8C 7S")
    assert said == ('✎ Python cannot read the code cell above as it is written, so playable has no answer: cards '
                    'and moves are text, which goes between quotes, as in playable = "8C 7S"; run both cells '
                    'again.'), said
    lab.type_code(page, yes_no, "queen_fits = no")
    said = lab.run_cell(page, yes_no).strip()
    assert said.startswith("✋ no on its own is a name Python does not know: answer True or False"), said
    assert "cells above" not in said


def test_lesson_08_a_refused_rule_is_unticked(lab_server, page):  # V-6
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, "08_house_rules.ipynb"))
    lab.run_all_cells(page, timeout=300_000)
    panel = lab.widgets(page, "sc-rules-panel").first
    wild, stack = (panel.locator(f".sc-rule-{name} input[type='checkbox']") for name in ("wild_jacks", "black_jacks_stack"))
    if not wild.is_checked():
        wild.check()
    stack.click()
    expect(panel.locator("> .sc-message")).to_contain_text(re.compile("These rules cannot go together.*Nothing was changed", re.S))
    expect(stack).not_to_be_checked()
    expect(wild).to_be_checked()
