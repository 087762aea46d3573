"""How often does X-10 block a round? Default Crazy Eights, classroom bots.

Plays ``--rounds`` single rounds of default Crazy Eights (C-1 to C-10, the
``Rules.crazy_eights`` preset) with 5 to 8 players in turn, each seat a
built-in bot (random, easy, medium, hard) drawn from the round's number,
and counts the rounds that X-10 blocks, with their lengths and the points
the lowest hand scored.

    python -m tools.benchmarks.repetition_blocks --rounds 10000

Every round is the same from one run to the next (X-6: seeded deals, bots
seeded from the position), so two versions of the engine can be compared
round for round.
"""

from __future__ import annotations

import argparse
import random
import time

from classroom.bots import BOTS
from switchcore import Game, Rules

NAMES = ("random", "easy", "medium", "hard")


def play(number: int):
    """Round ``number``: its table, and the game once the round is over."""
    players = 5 + number % 4
    rng = random.Random(f"repetition/{number}")
    seats = [BOTS[rng.choice(NAMES)] for _ in range(players)]
    game = Game(Rules.crazy_eights(players=players), seed=number)
    moves = 0
    while not game.round_over:
        game.apply(seats[game.turn](game.view(game.turn)))
        moves += 1
    return players, moves, game


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=10_000)
    args = parser.parse_args(argv)
    start = time.process_time()
    blocked, longest = [], 0
    for number in range(args.rounds):
        players, moves, game = play(number)
        longest = max(longest, moves)
        if game.result.rule == "X-10":
            blocked.append((number, players, moves, max(game.result.scores)))
    print(f"{args.rounds} rounds of default Crazy Eights, 5 to 8 players, built-in bots: "
          f"{len(blocked)} blocked by X-10; longest round {longest} moves; "
          f"{time.process_time() - start:.0f} s of CPU")
    for number, players, moves, points in blocked:
        print(f"  round {number}: {players} players, blocked after {moves} moves, the lowest hand scored {points}")


if __name__ == "__main__":
    main()
