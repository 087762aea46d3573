"""Environment steps per second: classroom.rl against OpenSpiel and RLCard.

Each engine plays random legal actions, one episode after another, through
the interface a learning agent would use, and every step gives the next
agent what it needs to choose: an observation as numbers and its legal
actions.

* switchcore: :class:`classroom.rl.SwitchEnv` (PettingZoo AEC), ``env.last()``
  (the observation and the action mask) then ``env.step(action)``, in
  OpenSpiel's Crazy Eights (``Rules.openspiel``) and in Crazy Eights and
  Switch as switchcore plays them, one round per episode;
* OpenSpiel's ``crazy_eights`` through its Python API, two ways: its own
  reinforcement-learning environment (``open_spiel.python.rl_environment``,
  whose time steps hold every player's observation tensor and legal
  actions), and ``pyspiel`` driven by hand, the quickest way found
  (``observation_tensor()`` and ``legal_actions()`` of the player to act,
  chance outcomes sampled with ``random.random()``);
* RLCard's UNO (``rlcard.make("uno")``), ``env.step(action)``, which returns
  the next player's state (observation and legal actions).

A step is one decision of a player (OpenSpiel's declared suit is a decision
of its own). Rates are per second of the process's CPU time, the fastest of
the repeated runs.

    python -m tools.benchmarks.vs_rl_envs [--seconds 2] [--repeat 3] [--players 2]
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import time

from switchcore import Rules


def switchcore_env(rules: Rules, seconds: float, seed: int = 0) -> tuple[float, int]:
    from classroom.rl import SwitchEnv

    env = SwitchEnv(rules)
    rng = random.Random(seed)
    steps = 0
    env.reset(seed=seed)
    start = time.process_time()
    while time.process_time() - start < seconds:
        obs, reward, done, cut, info = env.last()
        if done or cut:
            env.reset()
            continue
        legal = env.legal_actions()
        env.step(legal[rng.randrange(len(legal))])
        steps += 1
    return time.process_time() - start, steps


def openspiel_rl_environment(players: int, seconds: float, seed: int = 0) -> tuple[float, int]:
    from open_spiel.python import rl_environment

    env = rl_environment.Environment("crazy_eights", chance_event_sampler=rl_environment.ChanceEventSampler(seed),
                                     players=players)
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    step = env.reset()
    while time.process_time() - start < seconds:
        if step.last():
            step = env.reset()
            continue
        legal = step.observations["legal_actions"][step.observations["current_player"]]
        step = env.step([legal[rng.randrange(len(legal))]])
        steps += 1
    return time.process_time() - start, steps


def openspiel_by_hand(players: int, seconds: float, seed: int = 0) -> tuple[float, int]:
    import pyspiel

    game = pyspiel.load_game("crazy_eights", {"players": players})
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    state = game.new_initial_state()
    while time.process_time() - start < seconds:
        if state.is_terminal():
            state = game.new_initial_state()
        elif state.is_chance_node():
            outcomes = state.chance_outcomes()
            x, acc, action = rng.random(), 0.0, outcomes[-1][0]
            for a, p in outcomes:
                acc += p
                if x < acc:
                    action = a
                    break
            state.apply_action(action)
        else:
            state.observation_tensor(state.current_player())
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
    return time.process_time() - start, steps


def rlcard_uno(players: int, seconds: float, seed: int = 0) -> tuple[float, int]:
    import rlcard

    env = rlcard.make("uno", config={"seed": seed, "game_num_players": players})
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    state, _ = env.reset()
    while time.process_time() - start < seconds:
        if env.is_over():
            state, _ = env.reset()
            continue
        legal = list(state["legal_actions"])
        state, _ = env.step(legal[rng.randrange(len(legal))])
        steps += 1
    return time.process_time() - start, steps


def best_of(repeat: int, fn, *args) -> float:
    """The best rate (steps per CPU second) of ``repeat`` runs."""
    return max(steps / took for took, steps in (fn(*args) for _ in range(repeat)))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per run")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args(argv)
    n, t, r = args.players, args.seconds, args.repeat
    from importlib.metadata import version
    versions = ", ".join(f"{name} {version(dist)}" for name, dist in (
        ("PettingZoo", "pettingzoo"), ("OpenSpiel", "open_spiel"), ("RLCard", "rlcard")))
    print(f"{datetime.date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.system()} {platform.machine()}, {versions}; {n} players, {t:g} CPU seconds a run, "
          f"best of {r}\n")
    rows = [
        ("switchcore (PettingZoo AEC)", "OpenSpiel's Crazy Eights", switchcore_env, (Rules.openspiel(players=n), t)),
        ("switchcore (PettingZoo AEC)", "Crazy Eights, one round",
         switchcore_env, (Rules.crazy_eights(players=n, match="single"), t)),
        ("switchcore (PettingZoo AEC)", "Switch, one round", switchcore_env, (Rules.switch(players=n), t)),
        ("OpenSpiel rl_environment", "crazy_eights", openspiel_rl_environment, (n, t)),
        ("OpenSpiel pyspiel by hand", "crazy_eights", openspiel_by_hand, (n, t)),
        ("RLCard", "UNO", rlcard_uno, (n, t)),
    ]
    print("| environment | game | steps/s |")
    print("|---|---|---:|")
    for name, game, fn, fn_args in rows:
        try:
            rate = f"{best_of(r, fn, *fn_args):,.0f}"
        except ImportError as error:
            rate = f"not installed ({error.name})"
        print(f"| {name} | {game} | {rate} |")


if __name__ == "__main__":
    main()
