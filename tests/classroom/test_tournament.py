"""Playing strategies safely, and tournaments between them."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from switchcore import DRAW, Game, Play, Rules
from classroom import BOTS, StrategyError, play_game, play_match
from classroom.tournament import tournament
from classroom.tournament import seatings, wilson


def broken(view):
    """A student's strategy with a bug: it plays its first card whether it fits or not."""
    return view.hand[0].code


def test_an_illegal_move_names_the_strategy_seat_position_and_rule():
    # a card that does not fit, or is not held, is refused and the game is left as it was.
    rules = Rules.crazy_eights(players=2, match="single")
    with pytest.raises(StrategyError) as info:
        play_game(rules, {"broken": broken, "hard": BOTS["hard"]}, seed=0)  # dealt game
    error = info.value
    assert error.strategy == "broken" and error.seat in (0, 1) and error.rule
    assert "broken" in str(error) and f"seat {error.seat}" in str(error) and "top card" in str(error)
    before = error.game.copy()
    assert error.game == before and error.game.legal_moves()  # still playable
    error.game.apply(error.game.legal_moves()[0])


def test_a_refused_move_leaves_the_game_untouched_and_play_can_go_on():
    # a card not in hand is refused; the state is exactly as before.
    rules = Rules.switch(players=2)
    calls = []

    def cheat(view):
        calls.append(view.seat)
        return "joker"

    with pytest.raises(StrategyError) as info:
        play_game(rules, [cheat, BOTS["easy"]], seed=3)
    game = info.value.game
    replay = Game(rules, seed=3)
    for move in game.moves:
        replay.apply(move)
    assert game == replay and info.value.rule == "X-1" and "no 🃏 in hand" in info.value.reason
    while not game.round_over:
        game.apply(BOTS["easy"].choose(game.view(game.turn)))


@pytest.mark.parametrize("returned, words", [(None, "not a move"), (42, "not a move"), ("7Z", "not a card")])
def test_something_that_is_not_a_move_is_reported(returned, words):
    with pytest.raises(StrategyError) as info:
        play_game(Rules.switch(players=2), [lambda view: returned, BOTS["easy"]], seed=0)
    assert words in info.value.reason and info.value.strategy == "<lambda>"


def test_a_strategy_that_raises_is_reported_with_its_exception():
    def crash(view):
        return 1 / 0

    with pytest.raises(StrategyError) as info:
        play_game(Rules.switch(players=2), [BOTS["hard"], crash], seed=0)
    assert "ZeroDivisionError" in info.value.reason and info.value.seat == 1
    assert isinstance(info.value.__cause__, ZeroDivisionError)


def test_text_moves_are_accepted():
    def drawer(view):  # S-6: drawing is always allowed in Switch; keep what was drawn
        return "keep" if view.drawn is not None else view.legal_moves[0].code

    game = play_game(Rules.switch(players=2), [drawer, BOTS["easy"]], seed=2)
    assert game.round_over


def test_a_broken_strategy_forfeits_its_games_and_the_others_count():
    # each refused move is a forfeit citing its rule; the easy bot plays the seat's turns to the end.
    rules = Rules.switch(players=3)
    result = tournament({"broken": broken, "easy": BOTS["easy"], "hard": BOTS["hard"]}, rules, games=12, seed=1)
    assert result["broken"].forfeits == result["broken"].games == 12 and result["broken"].wins == 0
    assert result.errors and all(e.startswith("strategy 'broken' at seat") for e in result.errors)
    assert all(re.search(r"\[[XSC]-\d+\]", e) for e in result.errors)  # each cites a rule id
    assert all(r.winners and r.moves > 0 and len(r.totals) == 3 for r in result.records)
    assert result["easy"].games == result["hard"].games == 12 and result["easy"].forfeits == 0
    assert result["easy"].wins + result["hard"].wins >= 6  # the games were played out
    assert result.ranking()[-1] == "broken"
    text = str(result)
    assert "12 games with a forfeit" in text and "broken: 12 x illegal: [" in text


def test_a_forfeit_hands_the_seat_to_the_stand_in_from_the_same_position():
    from classroom.referee import Local, referee_game
    from classroom.botproc import Limits

    calls = []

    def fails_on_third(view):
        calls.append(view.seat)
        return "KZ" if len(calls) == 3 else BOTS["easy"].choose(view)

    rules = Rules.crazy_eights(players=2, match="single")
    record = referee_game(rules, [Local(fails_on_third), Local(BOTS["easy"])], ("a", "b"), 0, 7, Limits())
    plain = play_game(rules, [BOTS["easy"], BOTS["easy"]], seed=7)
    # The stand-in is the easy bot, so the game is the one two easy bots play; only the record differs.
    assert record.totals == tuple(plain.totals) and record.winners == tuple(plain.result.winners)
    assert record.forfeits == ((0, "not a move", "[X-1] 'KZ' is not a move: 'KZ' is not a card: 'Z' is not a "
                                                 "suit (use C, D, H or S, or ♣ ♦ ♥ ♠)"),)
    assert record.turns[0] == 2 and len(calls) == 3


@pytest.mark.parametrize("answer, words", [
    # a look-alike made without Play's own checks (Play("7H") itself cannot be made)
    (lambda view: tuple.__new__(Play, ("7H", None, False)), "whose card is '7H', not a card"),
    (lambda view: (_ for _ in ()).throw(KeyboardInterrupt()), "raised KeyboardInterrupt"),
    (lambda view: (_ for _ in ()).throw(SystemExit(2)), "called sys.exit(2)"),
])
def test_in_process_faults_that_used_to_stop_the_tournament_are_forfeits(answer, words):
    result = tournament({"odd": answer, "easy": BOTS["easy"]}, Rules.switch(players=2), games=2, seed=0)
    assert result["odd"].forfeits == 2 and words in result["odd"].reasons[0][2]


def test_seats_rotate_fairly():
    lineups = seatings(["a", "b", "c", "d"], 4, 40, seed=3)
    for seat in range(4):
        assert Counter(l[seat] for l in lineups) == {"a": 10, "b": 10, "c": 10, "d": 10}
    fewer = seatings(["a", "b"], 3, 20)
    assert Counter(n for l in fewer for n in l) == {"a": 30, "b": 30}


def test_a_tournament_is_reproducible_and_workers_give_the_same_result():
    rules = Rules.crazy_eights(players=3, target=100)
    bots = {n: BOTS[n] for n in ("hard", "medium", "random")}
    one = tournament(bots, rules, games=18, seed=4)
    again = tournament(bots, rules, games=18, seed=4)
    two = tournament(bots, rules, games=18, seed=4, workers=2)
    assert one.records == again.records == two.records and str(one) == str(two)
    other = tournament(bots, rules, games=18, seed=5)
    assert other.records != one.records


def test_matches_are_played_whole():
    # S-16(b): a match of three rounds.
    rules = Rules.switch(players=3, match="rounds", rounds=3)
    result = tournament({"a": BOTS["medium"], "b": BOTS["easy"], "c": BOTS["hard"]}, rules, games=6)
    assert all(r.rounds == 3 for r in result.records)
    game = play_match(rules, list(BOTS.values())[1:], seed=1)
    assert game.match_over and len(game.results) == 3


def test_progress_and_plot_data():
    seen = []
    result = tournament({"e": BOTS["easy"], "m": BOTS["medium"]}, Rules.switch(players=2), games=10,
                        progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (10, 10) and len(seen) == 10
    totals = result.totals_by_game()
    assert [len(v) for v in totals.values()] == [10, 10]
    assert totals["e"][-1] == result["e"].wins
    rows = result.to_rows()
    assert [r["name"] for r in rows] == result.ranking() and set(rows[0]) >= {"wins", "win_rate", "low", "high"}
    text = str(result)
    assert "win rate" in text and "95% interval" in text and "e " in text


def test_wilson_interval():
    # Textbook values: 5 of 10 gives 0.237 to 0.763; none of 10 gives 0 to 0.278.
    assert [round(x, 3) for x in wilson(5, 10)] == [0.237, 0.763]
    assert [round(x, 3) for x in wilson(0, 10)] == [0.0, 0.278]
    assert wilson(0, 0) == (0.0, 1.0)


def test_fixed_seats_with_a_repeated_bot():
    rules = Rules.switch(players=4)
    result = tournament({"hard": BOTS["hard"], "easy": BOTS["easy"]}, rules, games=8,
                        seats=["hard", "easy", "easy", "easy"])
    assert [r.lineup.index("hard") for r in result.records] == [0, 3, 2, 1, 0, 3, 2, 1]
    with pytest.raises(ValueError):
        tournament({"hard": BOTS["hard"]}, rules, games=1, seats=["hard", "nobody", "hard", "hard"])
    assert DRAW.code == "draw"


def interrupts(view):
    raise KeyboardInterrupt


def test_a_strategy_raising_keyboardinterrupt_in_a_worker_process_forfeits():
    result = tournament({"odd": interrupts, "easy": BOTS["easy"]}, Rules.switch(players=2), games=4, seed=0,
                        workers=2, oversubscribe=True)
    assert result["odd"].forfeits == 4 and result["odd"].reasons[0][:2] == ("interrupt", 4)
