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
    python -m tools.benchmarks.vs_openspiel --before REV [--rounds 15] [--games 300]

With ``--before REV`` the engine of git revision ``REV`` is measured beside
today's, in one sitting: the old ``switchcore`` (extracted with ``git
archive``), today's and OpenSpiel each play in a process of their own, and
the three take turns in short runs, cell by cell, round after round. A
machine whose speed drifts (other work, a shared host) then slows the three
alike within a round, and each round gives both ratios to OpenSpiel; the
table gives their medians over the rounds, and the median of each round's
now / before.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from switchcore import Game, Rules  # noqa: E402
from tools.benchmarks import ROOT, extract_revision  # noqa: E402
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


def serve() -> None:
    """Answer, one JSON line each, the runs asked on standard input:
    ``[engine, cell, players, games]`` gives ``[CPU seconds, moves]``."""
    import switchcore

    print(json.dumps(switchcore.__file__), flush=True)  # which engine this process plays
    runs = {"switchcore": run_switchcore, "openspiel": run_openspiel}
    for line in sys.stdin:
        engine, cell, players, games = json.loads(line)
        print(json.dumps(runs[engine](games, players, CONFIGS[cell])), flush=True)


class _Player:
    """A process of its own that plays runs for :func:`side_by_side`, with
    the ``switchcore`` found first on ``path``."""

    def __init__(self, path: list[Path]) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, path))}
        # python -m puts its folder first on the path: the engine's own
        self.proc = subprocess.Popen([sys.executable, "-m", "tools.benchmarks.vs_openspiel", "--serve"],
                                     cwd=path[0], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        engine = Path(json.loads(self.proc.stdout.readline()))
        if engine.parent.parent != path[0]:
            raise RuntimeError(f"the engine of {path[0]} was asked for, {engine} was imported")

    def rate(self, engine: str, cell: str, players: int, games: int) -> float:
        self.proc.stdin.write(json.dumps([engine, cell, players, games]) + "\n")
        self.proc.stdin.flush()
        seconds, moves = json.loads(self.proc.stdout.readline())
        return moves / seconds

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def side_by_side(rev: str, rounds: int, games: int, players: list[int]) -> None:
    """Print the engine of ``rev`` and today's against OpenSpiel, taking turns (see the module's text)."""
    with tempfile.TemporaryDirectory(prefix="vs-openspiel-before-") as where:
        extract_revision(rev, ["switchcore"], Path(where))
        before, now = _Player([Path(where), ROOT]), _Player([ROOT])
        cells = [(cell, n) for cell in CONFIGS for n in players]
        seen = {key: {"before": [], "now": [], "openspiel": []} for key in cells}
        try:
            for _ in range(3):  # warm up each process (imports, tables, caches)
                for who in (before, now):
                    who.rate("switchcore", cells[0][0], cells[0][1], 20)
            now.rate("openspiel", cells[0][0], cells[0][1], 20)
            for turn in range(rounds):
                for cell, n in cells:
                    order = [("before", before, "switchcore"), ("now", now, "switchcore"),
                             ("openspiel", now, "openspiel")]
                    for label, who, engine in (order if turn % 2 == 0 else order[::-1]):
                        seen[cell, n][label].append(who.rate(engine, cell, n, games))
        finally:
            before.close()
            now.close()
    print(f"{datetime.date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{machine()} ({platform.system()}), load {os.getloadavg()[0]:.1f}; {rounds} rounds of {games} "
          f"games per cell, taking turns; medians over the rounds\n")
    print(f"| rules | players | ratio before ({rev}) | ratio now | now / before | rounds now faster |")
    print("|---|---|---:|---:|---:|---:|")
    for (cell, n), rates in seen.items():
        old = [b / o for b, o in zip(rates["before"], rates["openspiel"])]
        new = [a / o for a, o in zip(rates["now"], rates["openspiel"])]
        pairs = [a / b for a, b in zip(rates["now"], rates["before"])]
        print(f"| {cell} | {n} | {statistics.median(old):.2f} | {statistics.median(new):.2f} "
              f"| {statistics.median(pairs):.3f} | {sum(p > 1 for p in pairs)} of {len(pairs)} |")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None, help="games per run (default: 2000; 300 with --before)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--before", metavar="REV", help="also the engine of git revision REV, taking turns")
    ap.add_argument("--rounds", type=int, default=15, help="rounds of turns with --before (default: 15)")
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.serve:
        serve()
        return
    if args.before:
        side_by_side(args.before, args.rounds, args.games or 300, args.players)
        return
    args.games = args.games or 2000
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
