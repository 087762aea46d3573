"""A match played round by round, the knockout question and the deal sizes
(tutorial.matches; lessons 00 and 07), and the facts lesson 07's words
claim about the matches it shows."""

from __future__ import annotations

import pytest

from switchcore import Rules
from classroom.bots import BOTS
from classroom.tournament import play_match
from tutorial.matches import DealSizes, KnockoutQuiz, MatchWidget, goes_over

ELIMINATION = Rules.switch(players=4, match="elimination", cap=100)


def test_each_click_plays_one_round_and_the_table_grows_to_the_match_of_play_match():  # S-16(b)
    rules = Rules.switch(players=3, match="rounds", rounds=5)
    widget = MatchWidget(rules, seed=1)
    assert widget.rounds_shown() == 0 and widget.chart.value == ""
    assert "press" in widget.status_text().lower()
    whole = play_match(rules, [BOTS["medium"]] * 3, seed=1)
    for n in range(1, 6):
        widget.next_button.click()
        assert widget.rounds_shown() == n
        row = widget.table_text().splitlines()[-1].split(" | ")
        assert row == [str(n), *map(str, whole.results[n - 1].totals)]
        assert "base64" in widget.chart.value or "<svg" in widget.chart.value
    assert widget.status_text().splitlines()[-1] == str(whole.match)
    assert widget.next_button.disabled and widget.end_button.disabled
    widget.next_button.click()  # the button is disabled in a browser; a click here changes nothing
    assert widget.rounds_shown() == 5 and widget.errors == []


def test_the_status_names_the_best_total_so_far():  # S-16(b): lowest is best
    widget = MatchWidget(Rules.switch(players=3, match="rounds", rounds=5), seed=1)
    widget.next_button.click()
    totals = widget.game.results[0].totals
    best = min(totals)
    line = widget.status_text().splitlines()[-1]
    assert line.startswith(f"After round 1 the best total is {best}:")
    for seat, name in enumerate(widget.game.names):
        assert (name in line) == (totals[seat] == best)


def test_start_again_replays_the_same_match():
    widget = MatchWidget(ELIMINATION, seed=1)
    widget.end_button.click()
    first = widget.table_text()
    widget.again_button.click()
    assert widget.rounds_shown() == 0
    widget.end_button.click()
    assert widget.table_text() == first


@pytest.mark.parametrize("cap, winner", [(50, "Ben"), (100, "Cat"), (150, "Ann")])
def test_lesson_07_each_cap_gives_another_winner(cap, winner):  # S-16(c), as lesson 07 says
    widget = MatchWidget(ELIMINATION.replace(cap=200), seed=1)
    widget.next_button.click()
    widget.cap_menu.value = cap  # a new cap starts the match again
    assert widget.rounds_shown() == 0 and widget.rules.cap == cap
    widget.end_button.click()
    assert [widget.game.names[s] for s in widget.game.match.winners] == [winner]
    assert widget.status_text().splitlines()[-1].startswith(f"{winner} wins the match")
    # a knocked-out player is marked in the round they went over the cap, and only then
    for result in widget.game.results:
        for seat in result.eliminated:
            assert result.totals[seat] > cap
    assert widget.table_text().count("✗") == len(widget.game.names) - 1


def test_lesson_07_race_has_the_comeback_the_lesson_tells():  # C-9, the words after the race
    race = play_match(Rules.crazy_eights(players=3, target=200), [BOTS["medium"]] * 3, seed=8)
    totals = [r.totals for r in race.results]
    assert totals[3][2] == 31 and totals[3][0] == 89 and max(totals[3]) == 89  # Cat behind Ann after four rounds
    assert totals[4][2] - totals[3][2] == 88 and totals[5][2] - totals[4][2] == 94
    assert len(totals) == 6 and race.match.winners == (2,)


def test_knockout_quiz_right_and_wrong_clicks():  # S-15, S-16(c)
    quiz = KnockoutQuiz({"Ann": (97, "2H"), "Ben": (72, "AS"), "Cat": (85, "8C 9D"), "Dan": (40, "")}, cap=100)
    for name in ("Ann", "Ben", "Dan"):
        quiz.button(name).click()
        text = quiz.message_text()
        assert text.startswith("✗ Not yet") and f"{name} stays in" in text and "Cat" not in text
    quiz.button("Cat").click()
    assert quiz.message_text() == "✓ Right! Cat: 85 + 17 = 102, over the cap of 100, so Cat is out."
    assert quiz.errors == []


def test_goes_over_is_strictly_over_the_cap():  # S-16(c): a total of exactly the cap stays in
    assert goes_over(91, "KC 3D") is True      # 91 + 13 = 104
    assert goes_over(87, "KC 3D") is False     # 87 + 13 = 100, not over
    assert goes_over(87, "KC 3D", cap=99) is True


@pytest.mark.parametrize("players, each, decks", [(2, 7, 1), (4, 7, 1), (5, 5, 1), (6, 5, 1), (7, 4, 2)])
def test_deal_sizes_follow_the_rules(players, each, decks):  # S-2, S-3
    sizes = DealSizes()
    sizes.button(players).click()
    text = sizes.message_text()
    assert text.startswith(f"{players} players: {each} cards each")
    assert ("2 decks" in text) == (decks == 2)
    stock = 52 * decks - players * each - 1
    assert text.endswith(f"{stock} cards are left in the stock.")
    assert sizes.hand.value.count("<svg") == each
    assert sizes.button(players).button_style == "info"
    assert sum(b.button_style == "info" for b in sizes.buttons.values()) == 1


def test_words_in_another_language():
    import tutorial

    tutorial.language("fr")
    try:
        widget = MatchWidget(Rules.switch(players=3, match="rounds", rounds=5), seed=1)
        assert widget.next_button.description != "Play next round"
    finally:
        tutorial.language("en")
