"""Every exercise of lessons 00, 06, 07, 08 and 10, answered in JupyterLab
as a learner answers it after Run All: first right, then wrong; lesson
00's first move, played by clicking card pictures; and lesson 07's match,
played round by round, and its question answered by clicking a name.

Each check rebuilds the position it asks about, so one exercise is also
answered before Run All, and its verdict must stay the same after it. Each
test works on a copy of its lesson, and exercise cells are found by their
tags (``answer`` and ``check``): see ``lab.answer_every_exercise``.
"""

from __future__ import annotations

import pytest

from tests.browser import lab

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

#: For each lesson, each exercise in order: (right answer, wrong answer) as
#: the code a learner writes into the answer cell.
ANSWERS = {
    "00_start_here.ipynb": [
        ("cards_each = 7", "cards_each = 5"),
    ],
    "06_scoring_and_winning.ipynb": [
        ("my_penalty = 42", "my_penalty = 41"),
        ("ann_collects = 64", "ann_collects = 63"),
    ],
    "07_winning_a_match.ipynb": [
        # Exercise 2 is answered by clicking: test_lesson_07_match_and_knockout_by_clicking.
        ("ben_is_out = True", "ben_is_out = False"),
        ("ann_scores = 14", "ann_scores = 20"),
    ],
    "08_house_rules.ipynb": [
        ('after_queen = "Cat"', 'after_queen = "Ben"'),
        ('wild_playable = "KC JD 5S 8H"', 'wild_playable = "JD 8H"'),
    ],
    "10_play_against_bots.ipynb": [
        ("dan_round_2 = 73", "dan_round_2 = 37"),
        # Written to run on its own too (tests/tutorial/test_exercises_alone.py).
        ('from tutorial import BotGame\n'
         'my_game = BotGame(players=5, family="crazy_eights", levels=["human"] + ["medium"] * 4,\n'
         '                  length=150, delay=0)',
         'from tutorial import BotGame\n'
         'my_game = BotGame(players=4, family="crazy_eights", levels=["human"] + ["medium"] * 3,\n'
         '                  length=150, delay=0)'),
    ],
}


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_run_all_then_answer_right_then_wrong(name, lab_server, page):
    # The first exercise is answered before Run All as well: its verdict must not change.
    lab.answer_every_exercise(page, lab_server, name, ANSWERS[name], early=0)


def test_lesson_00_first_move_is_played_by_clicking_card_pictures(lab_server, page):
    name = "00_start_here.ipynb"
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, name))
    lab.run_all_cells(page, timeout=300_000)
    first = page.locator(".sc-first-move")
    expect(first).to_have_count(1)
    hand = first.locator(".sc-hand")
    # Hints are off: no card is marked before the learner answers.
    expect(hand.locator(".sc-card-button.sc-legal, .sc-card-button.sc-dim")).to_have_count(0)
    message = hand.locator(".sc-message")

    hand.locator(".sc-card-button.sc-card-KD").click()
    expect(message).to_contain_text("K♦ cannot be played")
    expect(hand.locator(".sc-card-button")).to_have_count(4)

    hand.locator(".sc-card-button.sc-card-4H").click()
    expect(message).to_contain_text(f"{lab.RIGHT} 4♥ fits")
    expect(hand.locator(".sc-card-button")).to_have_count(3)
    assert lab.error_outputs(page) == []


def test_lesson_07_match_and_knockout_by_clicking(lab_server, page):
    name = "07_winning_a_match.ipynb"
    lab.open_notebook(page, lab_server, lab.copy_notebook(lab_server, name))
    lab.run_all_cells(page, timeout=300_000)
    # The match of five rounds: each click adds a row to the table and draws the chart.
    match = page.locator(".sc-match").first
    rows = match.locator(".sc-match-table tr.sc-match-row")
    expect(rows).to_have_count(0)
    match.locator(".sc-match-next").click()
    expect(rows).to_have_count(1)
    expect(match.locator(".sc-match-chart img, .sc-match-chart svg")).to_have_count(1)
    match.locator(".sc-match-end").click()
    expect(rows).to_have_count(5)
    expect(match.locator(".sc-match-status")).to_contain_text("wins the match")
    expect(match.locator(".sc-match-next")).to_be_disabled()

    # Exercise 2: a wrong name first, then the right one.
    quiz = page.locator(".sc-knockout-quiz")
    expect(quiz).to_have_count(1)
    message = quiz.locator(".sc-message")
    quiz.locator(".sc-quiz-Ann").click()
    expect(message).to_contain_text("Not yet")
    expect(message).to_contain_text("Ann stays in")
    quiz.locator(".sc-quiz-Cat").click()
    expect(message).to_contain_text(f"{lab.RIGHT} Cat: 85 + 17 = 102")
    assert lab.error_outputs(page) == []
