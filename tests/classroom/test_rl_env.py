"""The learning environments (classroom.rl) pass PettingZoo's and Gymnasium's
own checks, for both families and the house rules, and play the game exactly
as switchcore does."""

from __future__ import annotations

import contextlib
import io
import random
from types import SimpleNamespace

import pytest

from tests.needs import need

need("pettingzoo", "pip install -e .[rl]", allow_module_level=True)
need("gymnasium", "pip install -e .[rl]", allow_module_level=True)

import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import (api_test, max_cycles_test, parallel_api_test, performance_benchmark,  # noqa: E402
                             render_test, seed_test)

from classroom.bots import BOTS  # noqa: E402
from classroom.rl import ParallelSwitchEnv, SeatEnv, SwitchEnv, action_of, move_of  # noqa: E402
from classroom.rl.actions import ACTIONS, LAST_ACTION, NO_CALL  # noqa: E402
from classroom.rl.env import IllegalActionError  # noqa: E402
from classroom.rl.observation import encode_view  # noqa: E402
from switchcore import Game, Rules  # noqa: E402
from switchcore.moves import LAST  # noqa: E402

TABLES = {
    "switch-2": Rules.switch(players=2),
    "switch-7-houses": Rules.switch(players=7, jokers=2, wild_jacks=True, king_stop=True, queens_reverse=True,
                                    stacked_skips=True, decks=2),
    "crazy-eights-3": Rules.crazy_eights(players=3),
    "crazy-eights-8-special": Rules.crazy_eights(players=8, special_cards=True, match="single"),
    "openspiel": Rules.openspiel(players=5),
}


@pytest.mark.parametrize("name", TABLES)
def test_api(name):
    api_test(SwitchEnv(TABLES[name]), num_cycles=300)


def test_seeds():
    seed_test(lambda: SwitchEnv(TABLES["switch-7-houses"]), num_cycles=300)
    seed_test(lambda: SwitchEnv(TABLES["crazy-eights-3"]), num_cycles=300)


def test_render():
    def shows_table(text):
        return "▶" in text

    render_test(lambda render_mode=None: SwitchEnv(TABLES["switch-2"], render_mode=render_mode),
                custom_tests={"ansi": shows_table})


def test_max_cycles():
    # The parallel API asks every agent for an action at every step, unmasked:
    # the agent to act may choose an illegal one, replaced by a legal one.
    rules = TABLES["crazy-eights-3"]
    module = SimpleNamespace(
        parallel_env=lambda max_cycles: ParallelSwitchEnv(rules, max_cycles=max_cycles, illegal="replace"),
        env=lambda max_cycles: _cycling_aec(rules, max_cycles))
    max_cycles_test(module)


def _cycling_aec(rules, max_cycles):
    from pettingzoo.utils.conversions import parallel_to_aec
    return parallel_to_aec(ParallelSwitchEnv(rules, max_cycles=max_cycles, illegal="replace"))


def test_parallel_api():
    parallel_api_test(ParallelSwitchEnv(TABLES["switch-2"], illegal="replace"), num_cycles=300)


def test_performance(report_figures):
    # PettingZoo's benchmark plays random legal actions for five seconds; its figures go to the run's summary.
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        performance_benchmark(SwitchEnv(TABLES["crazy-eights-3"]))
    lines = out.getvalue().splitlines()
    turns = [line for line in lines if line.endswith("turns per second")]
    assert turns and float(turns[0].split()[0]) > 0, lines
    report_figures("PettingZoo performance_benchmark (Crazy Eights, 3 seats)", "\n".join(lines[1:3]))


@pytest.mark.parametrize("name", ["switch-2", "crazy-eights-3"])
def test_gymnasium_check_env(name):
    env = SeatEnv(TABLES[name], opponents=None, illegal="replace")
    check_env(env, skip_render_check=True)


# -- the environment plays switchcore's game ---------------------------------------------


@pytest.mark.parametrize("name", TABLES)
def test_same_game_as_switchcore(name):
    """Random legal actions: the mask is exactly the legal moves, each
    observation is the encoding of the seat's view, and the game read back
    is Game(rules, seed) with the same moves applied."""
    rules = TABLES[name]
    env = SwitchEnv(rules)
    env.reset(seed=11)
    replay = Game(rules, seed=11)
    rng = random.Random(3)
    for step in range(400):
        agent = env.agent_selection
        seat = env.seat[agent]
        obs = env.observe(agent)
        legal = list(np.flatnonzero(obs["action_mask"]))
        if env._asking is not None:
            assert legal == [LAST_ACTION, NO_CALL] and env.game.late == seat
        else:
            assert sorted(legal) == sorted(action_of(m) for m in env.game.legal_moves())
            assert seat == env.game.turn
        assert (obs["observation"] == encode_view(env.game.view(seat))).all()
        for other in env.agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        action = rng.choice(legal)
        move = move_of(action)
        env.step(action)
        if move is LAST:
            replay.apply(LAST, seat=seat)
        elif move is not None:
            replay.apply(move)
        if replay.round_over and not replay.match_over:
            replay.next_round()
        assert replay == env.game
        if env.terminations[env.agent_selection] or env.truncations[env.agent_selection]:
            break


def test_rewards_from_scores():
    for rules, sign in ((Rules.switch(players=3), -1), (Rules.crazy_eights(players=3, match="single"), 1)):
        env = SwitchEnv(rules)
        env.reset(seed=4)
        earned = dict.fromkeys(env.agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, done, cut, _ = env.last()
            earned[agent] += reward
            env.step(None if done or cut else int(np.flatnonzero(obs["action_mask"])[-1]))
        scores = env.game.result.scores
        assert earned == {f"player_{s}": sign * scores[s] / 100 for s in range(3)}
        assert any(earned.values())


def test_late_call_is_offered():
    rules = Rules.switch(players=2)
    game = Game.from_position(rules, hands=["7H 8H", "2S 3C 9D"], top="7S")
    env = SwitchEnv(rules)
    env.reset(seed=0)
    env.game = game
    env.step(action_of(game.legal_moves()[0]._replace(announce=False)))  # 7H, leaving one card, no call
    assert env.agent_selection == "player_0" and env.legal_actions() == [LAST_ACTION, NO_CALL]
    env.step(LAST_ACTION)
    assert env.game.late is None and env.agent_selection == "player_1"
    assert any(e.kind == "called_late" for e in env.game.log)


def test_illegal_actions():
    env = SwitchEnv(TABLES["switch-2"])
    env.reset(seed=1)
    before = env.game.state()
    bad = next(a for a in range(ACTIONS) if a not in env.legal_actions())
    with pytest.raises(IllegalActionError, match="legal actions are"):
        env.step(bad)
    assert env.game.state() == before
    replacing = SwitchEnv(TABLES["switch-2"], illegal="replace")
    replacing.reset(seed=1)
    agent = replacing.agent_selection
    replacing.step(bad)
    assert replacing.infos[agent] == {"illegal": bad}


def test_seat_env_against_bots():
    env = SeatEnv(Rules.crazy_eights(players=2, match="single"), opponents=[BOTS["hard"]], seat=1)
    obs, _ = env.reset(seed=9)
    assert env.game.turn == 1 and obs["action_mask"].any()
    first = env.game.state()
    env.reset(seed=9)
    assert env.game.state() == first


def test_classroom_and_the_engine_do_not_import_the_environments():
    import subprocess
    import sys

    code = ("import sys, switchcore, classroom; from classroom import BOTS, play_game, tournament; "
            "print(sorted(m for m in sys.modules "
            "if m.startswith(('classroom.rl', 'pettingzoo', 'gymnasium', 'numpy'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", done.stdout
