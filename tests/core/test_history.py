"""The history of a game: determinism and replay (X-6), undo, copies, and
saving and loading, including saves that were tampered with."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import event, given, settings, strategies as st

from switchcore import Game, IllegalMoveError, Match, Rules, SaveError, parse_move

from tests.core.conftest import RandomPlayer, any_rules, play_round


def record_match(game: Game, player, rounds: int = 6, cap: int = 3000) -> list[list[str]]:
    """Play up to ``rounds`` rounds of ``game``'s match and return the moves
    of each round as text."""
    played = []
    for number in range(rounds):
        play_round(game, player, cap)
        played.append([m.code for m in game.moves])
        if not game.round_over or game.match_over or number == rounds - 1:
            break
        game.next_round()
    return played


def replay(rules: Rules, seed, played: list[list[str]]) -> Game:
    """A new game from the seed, with the recorded moves applied round by round."""
    game = Game(rules, seed=seed)
    for i, moves in enumerate(played):
        if i:
            game.next_round()
        for code in moves:
            game.apply(parse_move(code))
    return game


def snapshot(game: Game) -> tuple:
    return game.state(), list(game.log), list(game.results), list(game.totals), list(game.out)


# -- determinism and replay ------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32))
def test_replay_from_seed_and_moves_gives_the_same_game(rules, seed):
    """X-6: a game rebuilt from its seed and its recorded moves (as text) is
    equal to the original, with the same log and round results."""
    game = Game(rules, seed=seed)
    played = record_match(game, RandomPlayer(seed), rounds=3)
    again = replay(rules, seed, played)
    assert again == game
    assert again.log == game.log
    assert again.results == game.results


def test_same_seed_same_deal_and_different_seeds_differ():
    """X-6: the deal depends on the seed only; different seeds deal
    differently (checked for 30 seeds in each family)."""
    for rules in (Rules.switch(players=4), Rules.crazy_eights(players=2)):
        deals = set()
        for seed in range(30):
            a, b = Game(rules, seed=seed), Game(rules, seed=seed)
            assert a == b and a.log == b.log
            deals.add((tuple(map(tuple, a.hands)), tuple(a.stock), a.top))
        assert len(deals) == 30


def test_same_moves_after_a_reshuffle_stay_equal():
    """X-3, X-6: the reshuffled stock depends on the seed, so two games
    with the same seed and moves stay equal through reshuffles; a game with
    another seed goes its own way."""
    rules = Rules.switch(players=2)
    game = Game(rules, seed=5)
    player = RandomPlayer(5, greed=0.3)
    while game.reshuffles < 2 and not game.round_over:
        game.apply(player(game))
    assert game.reshuffles >= 2, "the game should have reshuffled twice"
    again = replay(rules, 5, [[m.code for m in game.moves]])
    assert again == game and again.stock == game.stock


# -- undo -----------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), rate=st.sampled_from([0.03, 0.1]))
def test_undo_restores_the_exact_previous_state(rules, seed, rate):
    """undo() at random points, and always for the move that ends a round:
    the game is exactly as before the move (state, log, results, totals),
    and playing the move again gives the same game as before the undo."""
    game = Game(rules, seed=seed)
    player = RandomPlayer(seed)
    rng = random.Random(seed)
    rounds = 0
    undone = 0
    while rounds < 3:
        while not game.round_over and len(game.moves) < 300:  # undo replays the round: keep it short
            move = player(game)
            before = snapshot(game)
            game.apply(move)
            if game.round_over or rng.random() < rate:
                after = snapshot(game)
                assert game.undo() == move
                assert snapshot(game) == before, f"undo of {move} did not restore the game"
                assert game.legal_moves() and move in game.legal_moves()
                game.apply(move)
                assert snapshot(game) == after
                undone += 1
        if not game.round_over or game.match_over:
            break
        game.next_round()
        rounds += 1
        start = snapshot(game)
        with pytest.raises(IllegalMoveError) as refused:
            game.undo()
        assert refused.value.rule == "X-6"
        assert snapshot(game) == start
    assert undone >= 1


def test_undo_everything_returns_to_the_deal():
    """Undoing every move of a round gives the freshly dealt game; one more
    undo is refused (X-6) and changes nothing."""
    rules = Rules.crazy_eights(players=3, special_cards=True)
    game = Game(rules, seed=12)
    fresh = snapshot(game)
    play_round(game, RandomPlayer(12))
    assert game.round_over
    while game.moves:
        game.undo()
    assert snapshot(game) == fresh
    with pytest.raises(IllegalMoveError, match=r"\[X-6\]"):
        game.undo()
    assert snapshot(game) == fresh


def test_undo_of_an_eliminating_move_brings_the_player_back():
    """S-16(c): undoing the move that ends a round also undoes its
    eliminations, its scores and the end of the match."""
    rules = Rules.switch(players=3, match=Match.ELIMINATION, cap=10)
    for seed in range(40):
        game = Game(rules, seed=seed)
        player = RandomPlayer(seed)
        while not game.match_over:
            play_round(game, player)
            if any(game.out) and game.round_over:
                break
            game.next_round()
        if game.result is not None and game.result.eliminated:
            break
    assert game.result.eliminated
    last = game.moves[-1]
    game.undo()
    assert game.result is None and game.match is None
    assert not any(game.out[s] for s in game.active)
    game.apply(last)
    assert game.result.eliminated


# -- copies -----------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), at=st.integers(0, 60))
def test_copies_are_independent(rules, seed, at):
    """A copy is equal to its original; moves on one change nothing in the
    other; the same moves on both keep them equal."""
    game = Game(rules, seed=seed)
    player = RandomPlayer(seed)
    play_round(game, player, cap=at)
    copy = game.copy()
    assert copy == game and copy.log == game.log
    original = snapshot(game)
    other = RandomPlayer(seed + 1, greed=0.5)
    play_round(copy, other, cap=40)
    if copy.round_over and not copy.match_over:
        copy.next_round()
        play_round(copy, other, cap=10)
    assert snapshot(game) == original, "playing on the copy changed the original"
    twin = game.copy()
    copied = snapshot(twin)
    moves = []
    while not game.round_over and len(moves) < 40:
        moves.append(player(game))
        game.apply(moves[-1])
    assert snapshot(twin) == copied, "playing on the original changed the copy"
    for move in moves:
        twin.apply(move)
    assert twin == game and twin.log == game.log


def test_a_copy_keeps_what_a_user_added():
    class Table(Game):  # a teacher may tag games in a subclass, which has a __dict__ beside the slots
        pass

    game = Table(Rules.crazy_eights(players=3), seed=4)
    game.label = "table 2"
    copy = game.copy()
    assert type(copy) is Table and copy.label == "table 2" and copy == game


# -- saving and loading -------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), rate=st.sampled_from([0.03, 0.15]))
def test_save_and_load_at_random_points_of_whole_matches(rules, seed, rate):
    """Game.from_json(game.to_json()) == game at random points of random
    matches, round ends included, and the loaded game goes on exactly as the
    original does, into the next rounds."""
    game = Game(rules, seed=seed)
    player = RandomPlayer(seed)
    rng = random.Random(seed)
    loaded = []
    for _ in range(5):
        while not game.round_over and len(game.moves) < 400:
            if rng.random() < rate:
                loaded = loaded[-2:] + [Game.from_json(game.to_json())]
            move = player(game)
            events = game.apply(move)
            for other in loaded:
                assert other.apply(move) == events
                assert other == game
        loaded = loaded[-2:] + [Game.from_json(game.to_json())]  # at the end of the round
        for other in loaded:
            assert other == game
            assert other.to_json() == game.to_json()
            assert other.result == game.result and other.match == game.match
        if not game.round_over or game.match_over:
            break
        events = game.next_round()
        for other in loaded:
            assert other.next_round() == events
            assert other == game
        event(f"rounds played: {game.round_no}")



# The save format itself (version 2), its tampering checks and a property test of
# saving at random points with bots playing are in test_saves.py.


@pytest.mark.parametrize("text", ["", "not json", "[1, 2", "null", "[]", "42", '"switchcore-game"'])
def test_text_that_is_not_a_saved_game_is_refused(text):
    with pytest.raises(SaveError, match=r"not a saved"):
        Game.from_json(text)


def test_loading_something_that_is_not_text_is_refused():
    with pytest.raises(SaveError, match=r"not a saved game"):
        Game.from_json(None)


def test_views_follow_undo_and_copies():  # a view's public log is kept up to date, never stale
    import random as _random

    from switchcore import Game, Rules

    game = Game(Rules.switch(players=3), seed=4)
    rng = _random.Random(4)

    def fresh_log(g, seat):
        return tuple(e if e.seat == seat else e.public() for e in g.log)

    for step in range(60):
        if game.round_over:
            break
        game.apply(rng.choice(game.legal_moves()))
        for seat in range(3):
            assert game.view(seat).log == fresh_log(game, seat)
        if step % 7 == 3:
            game.undo()
            other = rng.choice([m for m in game.legal_moves()])
            game.apply(other)
            assert all(game.view(s).log == fresh_log(game, s) for s in range(3))
        if step % 11 == 5:
            twin = game.copy()
            twin.apply(twin.legal_moves()[0])
            assert twin.view(0).log == fresh_log(twin, 0) and game.view(0).log == fresh_log(game, 0)
