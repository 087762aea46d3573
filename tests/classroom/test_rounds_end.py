"""Every round ends with the classroom's bots at the table too (X-10, X-8)."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from classroom.bots import BOTS
from switchcore import Game
from switchcore.scoring import RoundEnd
from tests.core.conftest import any_rules
from tests.core.test_circle import BOUND


def _random(seed):
    rng = random.Random(seed)
    return lambda game: rng.choice(game.legal_moves())


def _bot(name):
    bot = BOTS[name]
    return lambda game: bot(game.view(game.turn))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rules=any_rules(), seed=st.integers(0, 2 ** 32), table=st.sampled_from(["easy", "hard", "mixed"]))
def test_every_round_with_bots_ends_under_any_rules(rules, seed, table):
    game = Game(rules, seed=seed)
    if table == "mixed":
        players = [_random(seed), _bot("easy"), _bot("medium"), _bot("hard")]
    else:
        players = [_bot(table)] * 4
    moves = 0
    while not game.round_over:
        game.apply(players[game.turn % 4](game))
        moves += 1
        assert moves <= BOUND, f"the round passed {BOUND} moves under {rules}"
    if game.result.rule == "X-10":
        assert game.result.reason is RoundEnd.BLOCKED
