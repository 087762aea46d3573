"""Every exercise of lessons 01 to 05 and 09, answered in JupyterLab as a
learner answers it after Run All: first right, then wrong.

A check must rebuild the position it asks about, so the cells that Run All
has run after it (which go on playing the same examples) cannot change its
verdict. Each test works on a copy of its lesson, so the answers typed here
never reach another test, and also answers one exercise before Run All
to show that the order does not matter.

Exercise cells are found by their tags (``answer`` and ``check``, see
``lab.exercise_cells``), never by their place on the page; the answering
itself is ``lab.answer_every_exercise``.
"""

from __future__ import annotations

import pytest

from tests.browser import lab

#: For each lesson, each exercise in order: (right answer, wrong answer) as
#: the code a learner writes into the answer cell.
ANSWERS = {
    "01_cards_and_matching.ipynb": [
        ('playable = "6S 10D 2D"', 'playable = "6S 10D"'),
        ("queen_fits = False", "queen_fits = True"),
    ],
    "02_drawing_and_the_stock.ipynb": [
        ("draw_allowed_in_switch = True\ndraw_allowed_in_crazy_eights = False",
         "draw_allowed_in_switch = False\ndraw_allowed_in_crazy_eights = True"),
        ("stock_after = 3", "stock_after = 2"),
        ("winner_scores = 21", "winner_scores = 33"),
    ],
    "03_special_cards.ipynb": [
        ("ben_cards = 10", "ben_cards = 7"),
        ('next_player = "Ann"', 'next_player = "Cat"'),
    ],
    "04_stacking_and_countering.ipynb": [
        ("cat_draws = 4", "cat_draws = 2"),
        ('cat_answers = "2C"', 'cat_answers = "2C 4S 8S"'),
    ],
    "05_last_card.ipynb": [
        ('ann_move = "5H last"', 'ann_move = "5H"'),
        ("ben_holds = 2", "ben_holds = 4"),
    ],
    "09_crazy_eights.ipynb": [
        ("draws = 3", "draws = 4"),
        ('ben_can_play = "5D"', 'ben_can_play = "5D 9H"'),
    ],
}


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_run_all_then_answer_right_then_wrong(name, lab_server, page):
    # The last exercise is answered before Run All as well: its verdict must not change.
    lab.answer_every_exercise(page, lab_server, name, ANSWERS[name], early=-1)


def test_a_refused_move_in_a_cell_is_one_calm_message(lab_server, page):
    name = "01_cards_and_matching.ipynb"
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, name))
    lab.run_all_cells(page, timeout=300_000)
    (refused,) = lab.raises_exception_cells(lab.NOTEBOOKS / name)
    cell = lab.cells(page).nth(refused)
    message = cell.locator(".sc-friendly-error")
    assert message.inner_text().startswith(
        "✋ Not allowed: K♦ matches neither the current suit (clubs) nor the rank of 9♣.")
    assert "The rule: a card fits when it matches" in message.inner_text()
    # The link opens the rules page in JupyterLab, at the rule.
    message.locator("a").click()
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text="rules.ipynb")
    tab.wait_for()
    heading = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) h3", has_text="X-2")
    heading.wait_for()
    lab.cells(page).first.wait_for()
    page.bring_to_front()
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text="answered-01").click()
    assert "Traceback" not in cell.locator(".jp-OutputArea").inner_text()
    assert lab.error_outputs(page) == []   # a calm message, not an error output
