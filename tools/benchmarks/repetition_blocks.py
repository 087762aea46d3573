"""How often does X-10 block a round? Default Crazy Eights, classroom bots.

Plays ``--rounds`` single rounds of default Crazy Eights (C-1 to C-10, the
``Rules.crazy_eights`` preset) with 5 to 8 players in turn, each seat a
built-in bot (random, easy, medium, hard) drawn from the round's number,
and counts the rounds that X-10 blocks, with their lengths, the points the
lowest hand scored, and how many moves inside the circle (since the position
that came back first appeared) offered a choice: none for a forced circle.

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
from switchcore.repetition import position

NAMES = ("random", "easy", "medium", "hard")


def play(number: int):
    """Round ``number``: its table, its number of moves, the game once the
    round is over, and the moves where the player had a choice since the
    position that came back first appeared (for a round X-10 blocked)."""
    players = 5 + number % 4
    rng = random.Random(f"repetition/{number}")
    seats = [BOTS[rng.choice(NAMES)] for _ in range(players)]
    game = Game(Rules.crazy_eights(players=players), seed=number)
    moves, first, choices = 0, {}, []
    while not game.round_over:
        reshuffles = game.reshuffles
        choices.append(len(game.legal_moves()) > 1)
        game.apply(seats[game.turn](game.view(game.turn)))
        moves += 1
        if game.reshuffles != reshuffles:
            first.setdefault(position(game), moves)
    chosen = sum(choices[first[position(game)]:]) if game.result.rule == "X-10" else 0
    return players, moves, game, chosen


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=10_000)
    args = parser.parse_args(argv)
    start = time.process_time()
    blocked, longest = [], 0
    for number in range(args.rounds):
        players, moves, game, chosen = play(number)
        longest = max(longest, moves)
        if game.result.rule == "X-10":
            blocked.append((number, players, moves, max(game.result.scores), chosen))
    print(f"{args.rounds} rounds of default Crazy Eights, 5 to 8 players, built-in bots: "
          f"{len(blocked)} blocked by X-10; longest round {longest} moves; "
          f"{time.process_time() - start:.0f} s of CPU")
    print(f"{sum(1 for *_, chosen in blocked if chosen)} of them with a choice of move inside the circle")
    for number, players, moves, points, chosen in blocked:
        print(f"  round {number}: {players} players, blocked after {moves} moves, the lowest hand scored {points}; "
              f"{chosen} moves with a choice inside the circle")


if __name__ == "__main__":
    main()
