"""Saved games (format version 3): faithful, and refused when tampered with.

A save holds the rules, the seed, the names, the first dealer, the starting
position of a game set up by hand, the cards a chance hook chose and every
move of every round; loading replays all of it. These tests check that a
loaded game is the saved game in every respect (its log from the first deal,
so bots that read the log play on the same way) at random points of random
matches, and that every value a replay works out is checked against the
file, so that each kind of edit is refused with a SaveError naming it.

Every entry of a save has a digest, so an edit made by hand is refused
before any of this (see ``test_save_digest.py``). The tampering tests here
rewrite the digests after each edit, as a forger would, to check what the
replay itself refuses.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from switchcore import (
    LAST, DeckOrder, Game, Match, Rules, SaveError, cards,
)

from classroom.bots import BOTS
from tests.core.conftest import any_rules

BOT_NAMES = sorted(BOTS)


def _bot_move(game: Game, bots, rng: random.Random):
    """The move of the bot at the seat to act, or now and then the late
    "last card" call of the player who may still make it (S-7)."""
    if game.late is not None and rng.random() < 0.5:
        return LAST, game.late
    return bots[game.turn](game.view(game.turn)), None


def _same(a: Game, b: Game) -> None:
    assert a == b
    assert a.log == b.log, "the logs differ"
    assert [str(r) for r in a.results] == [str(r) for r in b.results]
    assert a.to_json() == b.to_json()


@settings(max_examples=40, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), seats=st.data(), rate=st.sampled_from([0.02, 0.1]))
def test_a_loaded_game_goes_on_exactly_as_the_saved_one(rules, seed, seats, rate):
    """Save at random points of a random match played by the built-in bots
    (both families, random house rules); each loaded game must play on
    exactly as the original, logs included, into the next rounds."""
    names = seats.draw(st.lists(st.sampled_from(BOT_NAMES), min_size=rules.players, max_size=rules.players))
    bots = [BOTS[name] for name in names]
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    loaded: list[Game] = []
    for _ in range(4):
        moves = 0
        while not game.round_over and moves < 300:
            if rng.random() < rate:
                loaded = loaded[-2:] + [Game.from_json(game.to_json())]
                _same(loaded[-1], game)
            move, seat = _bot_move(game, bots, rng)
            events = game.apply(move, seat)
            moves += 1
            for other in loaded:
                # each loaded game's bot sees its own view and must choose what the original chose
                if seat is None:
                    assert bots[other.turn](other.view(other.turn)) == move
                assert other.apply(move, seat) == events
                assert other == game and other.log == game.log
        loaded = loaded[-2:] + [Game.from_json(game.to_json())]
        for other in loaded:
            _same(other, game)
        if not game.round_over or game.match_over:
            break
        events = game.next_round()
        for other in loaded:
            assert other.next_round() == events
            _same(other, game)


@settings(max_examples=25, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**16), fill=st.booleans(), cut=st.integers(0, 12))
def test_positions_set_up_by_hand_load_back_with_or_without_filling(rules, seed, fill, cut):
    """A position made with from_position (fill on or off) saves and loads
    back equal, and goes on the same way."""
    dealt = Game(rules, seed=seed)
    stock = dealt.stock[-cut:] if cut else []
    game = Game.from_position(rules, hands=[list(h) for h in dealt.hands], top=dealt.top, suit=dealt.suit,
                              stock=stock[::-1], seed=seed, fill=fill)
    if not fill:
        assert len(game.missing_cards()) == len(dealt.stock) - len(stock)
    rng = random.Random(seed)
    for _ in range(40):
        if game.round_over:
            break
        game.apply(rng.choice(game.legal_moves()))
        other = Game.from_json(game.to_json())
        _same(other, game)
        if not game.round_over:
            move = rng.choice(game.legal_moves())
            assert other.apply(move) == game.apply(move)


def test_fill_false_position_loads():
    """A position with fill=False used to be refused as 'cards are missing'."""
    g = Game.from_position(Rules.switch(players=2), hands=["3C 4D", "5D"], top="9C", stock=["KH"], fill=False)
    g.apply("3C last")
    loaded = Game.from_json(g.to_json())
    _same(loaded, g)
    assert loaded.missing_cards() == g.missing_cards() and len(g.missing_cards()) == 47


def test_a_multi_round_save_keeps_every_finished_round():
    """str(results[0]) used to raise IndexError after loading a match."""
    rules = Rules.switch(players=3, match=Match.ROUNDS, rounds=3)
    game = Game(rules, seed=5)
    bots = [BOTS["hard"], BOTS["easy"], BOTS["medium"]]
    while game.round_no < 3:
        while not game.round_over:
            game.apply(bots[game.turn](game.view(game.turn)))
        game.next_round()
    for _ in range(5):
        game.apply(bots[game.turn](game.view(game.turn)))
    loaded = Game.from_json(game.to_json())
    assert [str(r) for r in loaded.results] == [str(r) for r in game.results]
    assert loaded.results[0].hands == game.results[0].hands and len(loaded.results) == 2
    assert loaded.log == game.log and loaded.log[0].kind == "dealt"


def test_bots_play_on_the_same_after_loading():
    """Bots read the log, so a loaded game must hold all of it: 200 games,
    saved after 20 moves, must all go on as the originals."""
    for seed in range(200):
        rules = Rules.switch(players=3) if seed % 2 else Rules.crazy_eights(players=3)
        bots = [BOTS[BOT_NAMES[(seed + i) % 4]] for i in range(3)]
        game = Game(rules, seed=seed)
        for _ in range(20):
            if game.round_over:
                break
            game.apply(bots[game.turn](game.view(game.turn)))
        other = Game.from_json(game.to_json())
        while not game.round_over:
            game.apply(bots[game.turn](game.view(game.turn)))
            other.apply(bots[other.turn](other.view(other.turn)))
        assert other == game, f"seed {seed}: the loaded game played differently"


def test_a_game_with_a_chance_hook_loads_with_the_cards_it_chose():
    order = DeckOrder("7S 2H 8C 3C KD 9D 4C 5S 6D QS")
    game = Game(Rules.crazy_eights(players=2, hand_size=3, draw="free"), dealer=1, chance=order)
    game.apply("draw")
    game.apply("draw")
    data = json.loads(game.to_json())
    assert data["chance"] == ["7S", "2H", "8C", "3C", "KD", "9D", "4C", "5S", "6D"]
    loaded = Game.from_json(game.to_json(), chance=order)
    _same(loaded, game)
    assert loaded.apply("draw") == game.apply("draw")  # the hook chooses Q♠ in both


# -- tampering ----------------------------------------------------------------------


def _match() -> dict:
    """A Switch match of three rounds for three, in its second round."""
    rules = Rules.switch(players=3, match=Match.ROUNDS, rounds=3)
    game = Game(rules, seed=21)
    bots = [BOTS["hard"], BOTS["medium"], BOTS["easy"]]
    while not game.round_over:
        game.apply(bots[game.turn](game.view(game.turn)))
    game.next_round()
    for _ in range(6):
        game.apply(bots[game.turn](game.view(game.turn)))
    data = json.loads(game.to_json())
    assert Game.from_json(json.dumps(data)) == game
    return data


def _position() -> dict:
    game = Game.from_position(Rules.switch(players=3), hands=["3C 4D 9S", "5D 6D 7H", "KC QC 2S"], top="9C",
                              seed=4)
    game.apply("3C")
    return json.loads(game.to_json())


def _sign(data: dict) -> dict:
    """The digests of every entry written again after an edit, as a forger
    would: SHA-256 of [name, value] as canonical JSON, worked out here
    rather than with switchcore's own function."""
    data.pop("sha256", None)
    data["sha256"] = {key: hashlib.sha256(json.dumps([key, value], sort_keys=True, ensure_ascii=True,
                                                     separators=(",", ":")).encode()).hexdigest()
                      for key, value in data.items()}
    return data


def _edit(path, value):
    def tamper(data):
        *keys, last = path
        target = data
        for key in keys:
            target = target[key]
        target[last] = value(target[last]) if callable(value) else value
    return tamper


def _swap_hands(data):
    hands = data["now"]["hands"]
    hands[0], hands[1] = hands[1], hands[0]


def _bump(scores):
    return [s + 10 for s in scores]


TAMPERED_MATCH = {
    "totals edited": (_edit(["totals", 0], 99),
                      r"saved totals do not follow from the moves: totals\[0\] is 99, but the moves give 0"),
    "scores of a finished round": (_edit(["results", 0, "scores"], _bump), r"results of the finished rounds"),
    "totals of a finished round": (_edit(["results", 0, "totals"], _bump), r"results of the finished rounds"),
    "hands of a finished round": (_edit(["results", 0, "hands", 0], "AS"),
                                  r"results of the finished rounds do not follow from the moves: "
                                  r"results\[0\]\.hands\[0\] is \"AS\""),
    "a finished round removed": (_edit(["results"], []), r"results of the finished rounds"),
    "current hands swapped": (_swap_hands, r"current position does not follow from the moves: now.hands\[0\]"),
    "turn edited": (_edit(["now", "turn"], lambda t: (t + 1) % 3), r"current position"),
    "stock edited": (_edit(["now", "stock"], lambda s: " ".join(s.split()[::-1])), r"current position"),
    "round number edited": (_edit(["round"], 3), r"round number"),
    "dealer edited": (_edit(["dealer"], lambda d: (d + 1) % 3), r"saved dealer does not follow"),
    "eliminations edited": (_edit(["out"], [False, True, False]), r"eliminations"),
    "seed edited": (_edit(["seed"], 22), r"cannot be played|not follow"),
    "first dealer edited": (_edit(["first_dealer"], 0), r"cannot be played|not follow"),
    "first dealer out of range": (_edit(["first_dealer"], 7), r"cannot be set up again.*dealer"),
    "illegal move": (_edit(["rounds", 0, 0], "pass"), r"round 1, move 1 \('pass'\) cannot be played"),
    "unreadable move": (_edit(["rounds", 1, 1], "fold"), r"round 2, move 2 \('fold'\) cannot be played"),
    "a move that is not text": (_edit(["rounds", 1, 0], 7), r"round 2's moves should be a list of texts"),
    "a round too many": (_edit(["rounds"], lambda r: r + [[]]), r"round 3 cannot be dealt"),
    "no rounds": (_edit(["rounds"], []), r"at least one round"),
    "rules edited": (_edit(["rules", "king_stop"], True), r"cannot be played|not follow"),
    "invalid rules": (_edit(["rules", "players"], 9), r"rules are not valid.*9"),
    "unknown rule setting": (_edit(["rules"], lambda r: {**r, "colour": "red"}), r"unknown rule settings: 'colour'"),
    "rules not a mapping": (_edit(["rules"], "switch"), r"'rules' should be a mapping"),
    "names of the wrong type": (_edit(["names"], "Ann Ben Cat"), r"'names' should be a list"),
    "too few names": (_edit(["names"], ["Ann", "Ben"]), r"names"),
    "the same name twice": (_edit(["names"], ["Ann", "Ann", "Cat"]), r"different names"),
    "seed as a list": (_edit(["seed"], [1, 2]), r"'seed' should be"),
    "no totals": (lambda d: d.pop("totals"), r"no 'totals'"),
    "wrong format": (_edit(["format"], "chess-game"), r"not a saved switchcore game"),
    "old version": (_edit(["version"], 2), r"'version' is 2, an older format without digests.*reads version 3"),
    "unknown version": (_edit(["version"], 4), r"'version' is 4; this switchcore reads version 3"),
    "a chance order on a seeded game": (_edit(["chance"], ["AS"]), r"cannot be set up again|cannot be played|"
                                                                    r"do not follow"),
}

TAMPERED_POSITION = {
    "starting hand edited": (_edit(["start", "hands", 1], "5D 6D 7S"), r"not follow|cannot be played"),
    "a card in two hands": (_edit(["start", "hands", 1], "3C 6D 7H"),
                            r"starting position cannot exist: \[X-7\] 3♣ is placed 2 times"),
    "a card that is not a card": (_edit(["start", "hands", 2], "1H QC 2S"), r"'1H' is not a card"),
    "a hand too few": (_edit(["start", "hands"], lambda h: h[:2]), r"2 hands given for 3 players"),
    "starting turn out of range": (_edit(["start", "turn"], 5), r"seat to act"),
    "pending on a plain card": (_edit(["start", "pending"], 3), r"leaves nothing pending"),
    "unknown entry in the start": (_edit(["start"], lambda s: {**s, "colour": 1}), r"unknown entries: 'colour'"),
    "start not a mapping": (_edit(["start"], ["7H"]), r"'start' should be a position"),
    "fill edited": (_edit(["start", "fill"], False), r"not follow"),
}


@pytest.mark.parametrize("tamper, message", TAMPERED_MATCH.values(), ids=list(TAMPERED_MATCH))
def test_a_tampered_match_is_refused_naming_the_problem(tamper, message):
    data = _match()
    tamper(data)
    _sign(data)
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("tamper, message", TAMPERED_POSITION.values(), ids=list(TAMPERED_POSITION))
def test_a_tampered_position_is_refused_naming_the_problem(tamper, message):
    data = _position()
    tamper(data)
    _sign(data)
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["[" * 100000 + "]" * 100000, '{"a":' * 50000 + "1" + "}" * 50000])
def test_deeply_nested_text_is_refused_not_a_recursion_error(text):
    with pytest.raises(SaveError, match="nested too deeply"):
        Game.from_json(text)


@pytest.mark.parametrize("text", [None, 42, ["{}"], b"\xff"])
def test_what_is_not_json_text_is_refused(text):
    with pytest.raises(SaveError, match="not a saved game"):
        Game.from_json(text)


def test_the_save_records_only_what_cannot_be_worked_out_and_the_checks():
    data = _match()
    assert data["format"] == "switchcore-game" and data["version"] == 3
    assert set(data["sha256"]) == set(data) - {"sha256"}
    assert data["start"] is None and data["chance"] is None
    assert len(data["rounds"]) == 2 and len(data["rounds"][1]) == 6
    assert all(isinstance(m, str) for moves in data["rounds"] for m in moves)
    now = data["now"]
    in_play = sum((h.split() for h in now["hands"]), []) + now["stock"].split() + now["discard"].split()
    assert sorted(in_play) == sorted(c.code for c in cards(" ".join(c.code for c in Game().deck)))


@pytest.mark.parametrize("seed", range(12))
def test_pickled_games_and_rules_go_on_the_same(seed):
    """Rules and games pickle (tournaments send rules to worker processes),
    although the rules' shared tables are read-only mappings."""
    import pickle

    rules = Rules.switch(players=3) if seed % 2 else Rules.crazy_eights(players=3, special_cards=True)
    rules.effects  # the table is built and cached before pickling
    assert pickle.loads(pickle.dumps(rules)) == rules
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(50)):
        if game.round_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    other = pickle.loads(pickle.dumps(game))
    _same(other, game)
    while not game.round_over:
        move = rng.choice(game.legal_moves())
        assert other.apply(move) == game.apply(move)
    assert other == game
