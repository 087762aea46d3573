"""The helpers of lessons 06 to 10: totals tables and charts, strategy checks."""

from __future__ import annotations

import pytest

from switchcore import Game, Play, Rank, Rules
from switchcore.bots import BOTS
from switchcore.tournament import play_match, tournament
from tutorial.lessons_extra import check_strategy, is_strategy, strategy_choices, totals_chart, totals_table, \
    tournament_chart

PNG = b"\x89PNG\r\n\x1a\n"


def test_totals_table_has_a_row_per_round_ending_in_the_match_totals():  # S-16(b)
    game = play_match(Rules.switch(players=3, match="rounds", rounds=4), [BOTS["easy"]] * 3, seed=5)
    lines = totals_table(game).splitlines()
    assert lines[0].split() == ["round", "Ann", "Ben", "Cat"]
    assert len(lines) == 1 + len(game.results) == 5
    assert [int(x) for x in lines[-1].split()] == [4, *game.totals]


def test_totals_table_of_a_target_match_reaches_the_target():  # C-9
    game = play_match(Rules.crazy_eights(players=2, target=100), [BOTS["medium"]] * 2, seed=2)
    last = [int(x) for x in totals_table(game).splitlines()[-1].split()[1:]]
    assert max(last) >= 100 and last == list(game.totals)


def test_charts_are_png_images():
    game = play_match(Rules.switch(players=2, match="rounds", rounds=2), [BOTS["easy"]] * 2, seed=1)
    assert totals_chart(game).data.startswith(PNG)
    result = tournament({"easy": BOTS["easy"], "random": BOTS["random"]}, Rules.switch(players=2), games=6)
    assert tournament_chart(result).data.startswith(PNG)


def _walkthrough_start():
    return Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H")


def test_is_strategy_tells_legal_from_refused_and_broken():  # X-2, C-4
    game = _walkthrough_start()
    assert is_strategy(lambda view: view.legal_moves[-1], [game])
    assert not is_strategy(lambda view: "KD", [game])          # K♦ does not fit
    assert not is_strategy(lambda view: "8C", [game])          # C-4: no suit declared
    assert not is_strategy(lambda view: 1 / 0, [game])
    assert game.hand(0) == _walkthrough_start().hand(0)        # tried without changing the game


def test_strategy_choices_shows_each_position():
    games = [_walkthrough_start(), Game.from_position(Rules.crazy_eights(players=2), hands=["2H 3C", "9S"],
                                                      top="7S", stock="4H QS")]
    lines = strategy_choices(lambda view: view.legal_moves[0], games)
    assert lines == ["top 7♥, hand 7♠ 8♣ K♦ -> play 7♠", "top 7♠, hand 2♥ 3♣ -> draw a card"]


def _keeps_eights(view, move):
    fits = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank is not Rank.EIGHT]
    return not fits or (isinstance(move, Play) and move.card.rank is not Rank.EIGHT)


def test_check_strategy_hints_without_giving_the_move(capsys):
    game = _walkthrough_start()
    eight_first = lambda view: next(m for m in view.legal_moves if m.card.rank is Rank.EIGHT)  # noqa: E731
    check_strategy(eight_first, [game], _keeps_eights, hint="Save your eights.")
    out = capsys.readouterr().out
    assert out.startswith("✗ Not yet") and "Save your eights." in out
    assert "7♠ " not in out.split("hand 7♠ 8♣ K♦")[1]   # the one right move is never named


def test_check_strategy_accepts_a_right_strategy(capsys):
    keep = lambda view: next((m for m in view.legal_moves if isinstance(m, Play)  # noqa: E731
                              and m.card.rank is not Rank.EIGHT), view.legal_moves[0])
    only_eight = Game.from_position(Rules.crazy_eights(players=2), hands=["8C KD", "2H"], top="7H")
    check_strategy(keep, [_walkthrough_start(), only_eight], _keeps_eights)
    assert capsys.readouterr().out == "✓ Right!\n"


@pytest.mark.parametrize("strategy, said", [(..., "✎"), (42, "a strategy is a function"),
                                            (lambda view: view.nothing, "AttributeError")])
def test_check_strategy_on_unfinished_answers(capsys, strategy, said):
    check_strategy(strategy, [_walkthrough_start()])
    assert said in capsys.readouterr().out
