"""switchcore and OpenSpiel's ``crazy_eights``, side by side: random playouts.

Both engines play the same game, OpenSpiel's Crazy Eights (see
OPENSPIEL_NOTES.md), with the same uniform-random policy: at each decision,
one of the legal moves, chosen with ``random.Random.randrange``.

* switchcore uses its public API only: ``Game(rules, seed)``, then
  ``legal_moves()`` and ``apply(move)`` (which checks the move again) until
  the round is over. The rules are OpenSpiel's, written as options of
  :class:`switchcore.Rules` (``rules_for`` of ``tools/openspiel_harness.py``,
  which the differential test plays too), except that the reshuffle comes
  when a card must be drawn (``early_reshuffle=False``), as in every figure
  measured so far.
* OpenSpiel is driven from Python through ``pyspiel``: ``legal_actions()``,
  ``apply_action()``, and every chance outcome (dealer, deal, starter, each
  drawn card) sampled in Python from ``chance_outcomes()``.

The last line times the same loop around an engine that does nothing: the
most moves per second that any engine driven this way could reach.

A *move* is a decision of a player: a play (an eight with its declared suit
counts once, as in switchcore; OpenSpiel asks for the suit in a second
action), a draw or a pass. Figures are moves and whole games (playouts)
per second of the process's CPU time, which a busy machine disturbs less
than wall time (both engines run in this one thread, OpenSpiel's C++
included); the ratio is switchcore / OpenSpiel.

    python -m tools.benchmarks.vs_openspiel [--games 2000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import sys
import time
from pathlib import Path

from switchcore import Game, Rules  # noqa: E402
from tools.openspiel_harness import rules_for  # noqa: E402

CONFIGS = {
    "OpenSpiel defaults": dict(use_special_cards=False, reshuffle=False, max_draw_cards=5, max_turns=100),
    "special cards, reshuffle": dict(use_special_cards=True, reshuffle=True, max_draw_cards=5, max_turns=100),
}


def switchcore_rules(players: int, use_special_cards: bool, reshuffle: bool, max_draw_cards: int,
                     max_turns: int) -> Rules:
    """OpenSpiel's game as switchcore rules, reshuffling when a card must be
    drawn (see the module docstring)."""
    return rules_for(players, use_special_cards, reshuffle, max_draw_cards, max_turns, early_reshuffle=False)


def run_switchcore(games: int, players: int, params: dict, seed: int = 0) -> tuple[float, int]:
    rules = switchcore_rules(players, **params)
    rng = random.Random(seed)
    moves = 0
    start = time.process_time()
    for game_seed in range(games):
        game = Game(rules, seed=game_seed)
        while game.result is None:
            legal = game.legal_moves()
            game.apply(legal[rng.randrange(len(legal))])
            moves += 1
    return time.process_time() - start, moves


def run_openspiel(games: int, players: int, params: dict, seed: int = 0) -> tuple[float, int]:
    import pyspiel

    game = pyspiel.load_game("crazy_eights", dict(players=players, **params))
    rng = random.Random(seed)
    moves = 0
    start = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                x, acc = rng.random(), 0.0
                action = outcomes[-1][0]
                for a, p in outcomes:
                    acc += p
                    if x < acc:
                        action = a
                        break
                state.apply_action(action)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
                state.apply_action(action)
                if action < 54:  # 54..57 declare a suit: part of the eight's move
                    moves += 1
    return time.process_time() - start, moves


class _Idle:
    """An engine that does nothing: it offers the same four moves until
    ``length`` have been applied. Driving it measures the driver's own loop
    (the random choice and the two calls), which no engine can go below."""

    def __init__(self, length: int) -> None:
        self.result, self.left, self.legal = None, length, [0, 1, 2, 3]

    def legal_moves(self) -> list:
        return self.legal

    def apply(self, move) -> list:
        self.left -= 1
        if not self.left:
            self.result = True
        return []


def run_idle(games: int, length: int, seed: int = 0) -> tuple[float, int]:
    """The loop of :func:`run_switchcore` around :class:`_Idle`."""
    rng = random.Random(seed)
    moves = 0
    start = time.process_time()
    for _ in range(games):
        game = _Idle(length)
        while game.result is None:
            legal = game.legal_moves()
            game.apply(legal[rng.randrange(len(legal))])
            moves += 1
    return time.process_time() - start, moves


def machine() -> str:
    """The processor's model name, where the system tells it."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def best_of(repeat: int, fn, *args) -> tuple[float, int]:
    """The fastest of ``repeat`` runs (the least disturbed by the machine)."""
    return min((fn(*args) for _ in range(repeat)), key=lambda r: r[0])


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    args = ap.parse_args(argv)
    try:
        import pyspiel
    except ImportError:
        sys.exit("needs OpenSpiel: pip install open-spiel")
    version = getattr(pyspiel, "__version__", None)
    if version is None:
        from importlib.metadata import version as dist_version
        version = dist_version("open_spiel")

    print(f"{datetime.date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{machine()} ({platform.system()}), OpenSpiel {version}; "
          f"{args.games} games per cell, best of {args.repeat}\n")
    print("| rules | players | switchcore moves/s | OpenSpiel moves/s | ratio | switchcore games/s "
          "| OpenSpiel games/s | moves/game |")
    print("|---|---|---|---|---|---|---|---|")
    for label, params in CONFIGS.items():
        for players in args.players:
            sc_time, sc_moves = best_of(args.repeat, run_switchcore, args.games, players, params)
            os_time, os_moves = best_of(args.repeat, run_openspiel, args.games, players, params)
            sc_rate, os_rate = sc_moves / sc_time, os_moves / os_time
            print(f"| {label} | {players} | {sc_rate:,.0f} | {os_rate:,.0f} | {sc_rate / os_rate:.2f} "
                  f"| {args.games / sc_time:,.0f} | {args.games / os_time:,.0f} "
                  f"| {sc_moves / args.games:.0f} / {os_moves / args.games:.0f} |")
    idle_time, idle_moves = best_of(args.repeat, run_idle, args.games, 100)
    print(f"\nThe driver's loop alone, around an engine that does nothing: {idle_moves / idle_time:,.0f} moves/s.")


if __name__ == "__main__":
    main()
