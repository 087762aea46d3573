"""How fast is switchcore? Random playouts and moves per second.

Each playout deals a round and plays random legal moves to its end through
the public API: ``game.legal_moves()``, then ``game.apply(move)``, which
checks the move again. A third column times whole rounds between four kinds
of bot, each asking for a view of its seat at every move.

    python -m tools.benchmarks.bench --games 200 --repeat 3

Prints a markdown table. Rates are per second of the process's CPU time
(which a busy machine disturbs less than wall time), the fastest of the
repeated runs. Switch is for 2 to 7 players (S-1), so its largest
table has 7 seats; Crazy Eights goes to 8 (C-1).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import sys
import time
from pathlib import Path

from classroom import BOTS, play_game  # noqa: E402
from switchcore import Game, Rules  # noqa: E402


def playouts(rules: Rules, games: int) -> tuple[float, float, float]:
    """(playouts per second, moves per second, moves per playout)."""
    moves = 0
    start = time.process_time()
    for seed in range(games):
        game = Game(rules, seed=seed)
        rng = random.Random(seed)
        while not game.round_over:
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
    elapsed = time.process_time() - start
    return games / elapsed, moves / elapsed, moves / games


def bot_rounds(rules: Rules, games: int) -> float:
    """Rounds per second between the built-in bots, seated in turn."""
    bots = list(BOTS.values())
    start = time.process_time()
    for seed in range(games):
        play_game(rules, [bots[(seed + i) % len(bots)] for i in range(rules.players)], seed=seed)
    return games / (time.process_time() - start)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="rounds per table (default: 200)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each, the fastest counts (default: 3)")
    args = parser.parse_args(argv)
    print(f"switchcore benchmark, {datetime.date.today().isoformat()}, Python {platform.python_version()} "
          f"({platform.python_implementation()}), {platform.platform()}, {os.cpu_count()} CPUs, "
          f"{args.games} rounds per row, best of {args.repeat}, CPU time")
    print()
    print("| family | seats | random playouts/s | moves/s | moves per playout | bot rounds/s |")
    print("|---|---:|---:|---:|---:|---:|")
    for family, preset, sizes in (("Switch", Rules.switch, (2, 4, 7)), ("Crazy Eights", Rules.crazy_eights, (2, 4, 8))):
        for players in sizes:
            rules = preset(players=players)
            per_game, per_move, length = max(playouts(rules, args.games) for _ in range(args.repeat))
            bots = max(bot_rounds(rules, args.games) for _ in range(args.repeat))
            print(f"| {family} | {players} | {per_game:,.0f} | {per_move:,.0f} | {length:,.0f} | {bots:,.0f} |")
    print()
    print("Switch has at most 7 players (S-1), so its largest row has 7 seats.")
    print("Random Switch rounds are long because a random player draws even when it could play (S-6).")


if __name__ == "__main__":
    main()
