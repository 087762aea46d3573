"""X-10: a round whose whole position comes back a third time is blocked,
and every round ends."""

import random

import pytest

from switchcore import Card, Game, Rules, RulesError
from switchcore.repetition import position
from switchcore.scoring import RoundEnd


def suit(s):
    return [r + s for r in "2 3 4 5 6 7 8 9 10 J Q K".split()]


def forced_circle() -> Game:
    """Two seats pass two aces back and forth through a one-card reshuffle;
    every move is forced and, before X-10, the round never ended."""
    return Game.from_position(Rules.switch(players=3, draw="until_playable"),
                              hands=["AC AS", suit("C") + suit("H"), suit("S") + suit("D")],
                              top="AD", discard=["AH"], turn=1, direction=-1)


def test_a_forced_circle_is_blocked_by_x10():
    game = forced_circle()
    for moves in range(1, 10_000):
        (move,) = game.legal_moves()
        game.apply(move)
        if game.round_over:
            break
    assert game.round_over, "the round still goes on after 10,000 forced moves"
    assert game.result.reason is RoundEnd.BLOCKED and game.result.rule == "X-10"
    assert moves < 100
    circle = [e for e in game.log if e.kind == "circle"]
    assert len(circle) == 1 and circle[0].rule == "X-10"
    assert "third time" in str(circle[0]) and "(X-10)" in str(circle[0])
    lowest = min(game.result.points[s] for s in game.active)
    assert all(game.result.points[s] == lowest for s in game.result.winners)  # as in X-8


def test_x10_survives_undo_and_saves():
    game = forced_circle()
    while not game.round_over:
        game.apply(game.legal_moves()[0])
    ended = game.state()
    last = game.undo()
    assert not game.round_over
    game.apply(last)
    assert game.state() == ended
    assert Game.from_json(game.to_json()) == game


def owed_penalty() -> Game:
    """Two seats pass A♥ and 7♥ back and forth, one card in the stock at a time."""
    return Game.from_position(Rules.switch(players=2), hands=["5D", "4S 4C"], top="AH", discard=["7H"], fill=False)


CIRCLE = "draw, 7H last, draw, AH, draw, 7H, draw, AH last".split(", ")


def test_a_last_card_penalty_still_owed_is_part_of_the_position():
    """The second time round, Ann plays her last A♥ without the call: she owes
    the penalty, so the position is not the one of the first time round.
    The round goes on, the penalty is drawn, and the ace's skip is logged."""
    game = owed_penalty()
    for move in CIRCLE + CIRCLE[:-1]:
        game.apply(move)
    events = game.apply("AH")
    assert not game.round_over, game.result
    kinds = [e.kind for e in events]
    assert "forgot" in kinds and "reversed_two" in kinds, kinds
    assert len(game.hand(0)) == 2  # the penalty drew what there was


def test_a_blocking_move_is_played_to_its_end_first():
    """X-10 blocks the round once the move is over: every event of the move
    is logged before the block."""
    game = owed_penalty()
    rounds = 0
    while not game.round_over:
        for move in CIRCLE:
            events = game.apply(move)
            if game.round_over:
                break
        rounds += 1
        assert rounds < 10
    kinds = [e.kind for e in events]
    assert kinds.index("circle") > max(i for i, k in enumerate(kinds) if k in ("drew", "played", "reshuffled"))
    assert game.result.rule == "X-10"


def choices_circle(**options) -> Game:
    """Each player draws the one card of the stock and plays it, though each
    holds a card that fits: they have a choice at every turn."""
    return Game.from_position(Rules.switch(players=2, **options), hands=["5H 9C", "9S 10D"], top="3H",
                              discard=["4H"], fill=False)


def test_any_repetition_blocks_not_only_a_forced_one():
    """The decision of X-10: the players could have broken the circle (Ann
    holds 5♥, which fits), and they let the position come back a third time."""
    game = choices_circle()
    moves = ["draw", "4H", "draw", "3H"] * 2 + ["draw"]
    for number, move in enumerate(moves, 1):
        assert not game.round_over, f"blocked at move {number}"
        game.apply(move)
    assert game.result.reason is RoundEnd.BLOCKED and game.result.rule == "X-10"
    assert Card.parse("5H") in game.result.hands[0]


def test_the_repetition_rule_can_be_turned_off():
    game = choices_circle(repetition=False, play_limit=30)
    moves = 0
    while not game.round_over:
        game.apply(["draw", "4H", "draw", "3H"][moves % 4])
        moves += 1
    assert game.result.reason is RoundEnd.PLAY_LIMIT and game.played == 30
    with pytest.raises(RulesError, match=r"\[X-10\].*play_limit"):
        Rules.switch(repetition=False)
    assert "(X-10)" in Rules.crazy_eights(repetition=False, play_limit=500).describe(rule_ids=True)


# Rule sets under which a round could circle before X-10: drawing until a card
# fits, with a card that reverses, and reshuffles that can bring back one card.
CIRCLING = [
    Rules.switch(players=2, draw="until_playable"),
    Rules.switch(players=3, draw="until_playable"),
    Rules.switch(players=3, draw="until_playable", queens_reverse=True),
    Rules.crazy_eights(players=2, special_cards=True),
    Rules.crazy_eights(players=3, special_cards=True),
    Rules.switch(players=4),
    Rules.crazy_eights(players=4),
]

#: No round of the games below needs more moves than this. Random players who
#: may draw freely with no limit make the longest rounds (about 30,000 moves
#: with two decks); a round that circles is ended by X-10 within a few dozen.
BOUND = 200_000


@pytest.mark.parametrize("rules", CIRCLING, ids=str)
def test_every_random_round_ends_within_the_bound(rules):
    longest = 0
    for seed in range(60):
        rng = random.Random(seed)
        game = Game(rules, seed=seed)
        moves = 0
        while not game.round_over:
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
            assert moves <= BOUND, f"seed {seed}: the round passed {BOUND} moves"
        longest = max(longest, moves)
    print(f"{rules}: longest round {longest} moves")


# -- every round ends, under any rules ------------------------------------------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from tests.core.conftest import any_rules  # noqa: E402


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rules=any_rules(), seed=st.integers(0, 2 ** 32))
def test_every_random_round_ends_under_any_rules(rules, seed):
    """Every allowed combination of rules, random play: no round passes
    BOUND moves (the bots' rounds are in tests/classroom/test_rounds_end.py)."""
    game, rng, moves = Game(rules, seed=seed), random.Random(seed), 0
    while not game.round_over:
        game.apply(rng.choice(game.legal_moves()))
        moves += 1
        assert moves <= BOUND, f"the round passed {BOUND} moves under {rules}"
    if game.result.rule == "X-10":
        assert game.result.reason is RoundEnd.BLOCKED
