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
    game = Game(Rules.crazy_eights(players=3), seed=4)
    game.label = "table 2"  # a teacher may tag games: the game keeps a __dict__ beside its slots
    copy = game.copy()
    assert copy.label == "table 2" and copy == game


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


def _saved(moves: int = 6) -> dict:
    """A Switch game for three, a few moves in, as saved data."""
    game = Game(Rules.switch(players=3), seed=21)
    player = RandomPlayer(21)
    for _ in range(moves):
        game.apply(player(game))
    data = json.loads(game.to_json())
    assert Game.from_json(json.dumps(data)) == game
    return data


def _load(data) -> Game:
    return Game.from_json(json.dumps(data) if not isinstance(data, str) else data)


def _codes(text: str) -> list[str]:
    return text.split()


def test_a_saved_game_is_plain_json_with_the_round_start_and_moves():
    data = _saved()
    assert data["format"] == "switchcore-game" and data["version"] == 1
    assert len(data["moves"]) == 6 and all(isinstance(m, str) for m in data["moves"])
    cards = sum((_codes(h) for h in data["start"]["hands"]), []) + _codes(data["start"]["stock"]) + \
        _codes(data["start"]["discard"])
    assert len(cards) == 52 and len(set(cards)) == 52


def _tamper_duplicate(data):  # a card in two places
    hands = data["start"]["hands"]
    first, second = _codes(hands[0]), _codes(hands[1])
    first[0] = second[0]
    hands[0] = " ".join(first)


def _tamper_missing(data):  # a card gone
    data["start"]["stock"] = " ".join(_codes(data["start"]["stock"])[1:])


def _tamper_rank(data):
    hand = _codes(data["start"]["hands"][2])
    hand[0] = "1H"
    data["start"]["hands"][2] = " ".join(hand)


def _tamper_joker(data):  # V-5: a joker without jokers in the rules
    hand = _codes(data["start"]["hands"][0])
    hand[0] = "joker"
    data["start"]["hands"][0] = " ".join(hand)


def _tamper_extra_hand(data):  # S-1: more hands than players
    data["start"]["hands"].append("")


def _tamper_eliminated(data):  # S-16: an eliminated player with cards
    data["out"] = [False, True, False]


def _tamper_move(data):  # the first move replaced by a card from another hand
    data["moves"][0] = _codes(data["start"]["hands"][2])[0] if data["start"]["turn"] != 2 else \
        _codes(data["start"]["hands"][0])[0]


def _tamper_move_text(data):
    data["moves"][1] = "fold"


def _tamper_now_turn(data):
    data["now"]["turn"] = (data["now"]["turn"] + 1) % 3


def _tamper_now_hand(data):
    hands = data["now"]["hands"]
    hands[0], hands[1] = hands[1], hands[0]


def _set(key, value, inside=None):
    def tamper(data):
        (data[inside] if inside else data)[key] = value
    return tamper


TAMPERED = {
    "duplicated card": (_tamper_duplicate, r"placed 2 times|X-7"),
    "missing card": (_tamper_missing, r"missing.*X-7"),
    "unknown rank 1H": (_tamper_rank, r"'1H' is not a card|1H"),
    "joker not in the deck": (_tamper_joker, r"deck has no"),
    "more hands than players": (_tamper_extra_hand, r"4 hands given for 3 players"),
    "eliminated player holds cards": (_tamper_eliminated, r"eliminated player holds cards"),
    "illegal move": (_tamper_move, r"move 1 .* cannot be played"),
    "unreadable move": (_tamper_move_text, r"move 2 \('fold'\) cannot be played"),
    "now: turn edited": (_tamper_now_turn, r"does not follow from its moves"),
    "now: hands edited": (_tamper_now_hand, r"does not follow from its moves"),
    "wrong format": (_set("format", "chess-game"), r"not a saved switchcore game"),
    "no format": (lambda d: d.pop("format"), r"not a saved switchcore game"),
    "wrong version": (_set("version", 2), r"version 2"),
    "invalid rules: 9 players": (_set("players", 9, inside="rules"), r"rules are not valid.*9"),
    "unknown rule setting": (_set("colour", "red", inside="rules"), r"unknown rule settings: colour"),
    "rules not a mapping": (_set("rules", "switch"), r"'rules' should be dict"),
    "totals of the wrong type": (_set("totals", "zero"), r"'totals' should be list"),
    "a total that is not a number": (_set("totals", [0, "1", 0]), r"whole number per seat"),
    "too few totals": (_set("totals", [0, 0]), r"whole number per seat"),
    "round as text": (_set("round", "1"), r"'round' should be int"),
    "round zero": (_set("round", 0), r"round number"),
    "dealer as a boolean": (_set("dealer", True), r"'dealer' should be int"),
    "moves not a list": (_set("moves", "7H"), r"'moves' should be list"),
    "a move that is not text": (lambda d: d["moves"].__setitem__(0, 7), r"move 1 .* cannot be played"),
    "no start": (lambda d: d.pop("start"), r"no 'start'"),
    "start not a mapping": (_set("start", ["7H"]), r"'start' should be dict"),
    "hands not a list": (_set("hands", 7, inside="start"), r"starting position cannot exist"),
    "no top card": (_set("discard", "", inside="start"), r"starting position cannot exist.*top card"),
    "turn out of range": (_set("turn", 5, inside="start"), r"starting position cannot exist.*seat to act"),
    "bad suit": (_set("suit", "X", inside="start"), r"starting position cannot exist"),
    "pending on a plain card": (_set("pending", 3, inside="start"), r"starting position cannot exist"),
    "names of the wrong type": (_set("names", "Ann Ben Cat"), r"'names' should be list"),
    "too few names": (_set("names", ["Ann", "Ben"]), r"names"),
    "results malformed": (_set("results", [{"round": 1}]), r"round result is malformed"),
    "round number without its results": (_set("round", 3), r"round 3 should follow 2 finished rounds"),
    "no seed": (lambda d: d.pop("seed"), r"'seed' should be"),
    "seed as a list": (_set("seed", [1, 2]), r"'seed' should be"),
    "seed as a number with a fraction": (_set("seed", 1.5), r"'seed' should be"),
    "names that are not text": (_set("names", [1, 2, 3]), r"'names' should be one name"),
    "the same name twice": (_set("names", ["Ann", "Ann", "Cat"]), r"different names"),
    "stock as a list": (_set("stock", ["7H"], inside="start"), r"starting stock should be cards as text"),
    "discard as a number": (_set("discard", 5, inside="start"), r"starting discard should be cards as text"),
}


@pytest.mark.parametrize("tamper, message", TAMPERED.values(), ids=list(TAMPERED))
def test_tampered_saves_are_refused_with_a_clear_message(tamper, message):
    data = _saved()
    tamper(data)
    with pytest.raises(SaveError, match=message) as refused:
        _load(data)
    assert len(str(refused.value)) > 15


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
