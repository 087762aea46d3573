"""A whole class's tournament at full size, stopped and resumed.

Thirty bot files in a folder: 27 ordinary students (the built-in bots, a
third of them with a twist) and three that break, one looping for ever, one
crashing and one calling sys.exit(). Four-seat Switch, 2,000 games per bot
(15,000 games), run from the command line as a teacher would, with a
results file. The run is stopped with Ctrl-C (SIGINT to its process group,
as a terminal sends it) after ``--stop-after`` seconds, then the same
command is run again to finish. The script prints the time of each part,
checks that every game is in the file exactly once, and prints the
leaderboard's lines for the three broken bots.

    python -m tools.benchmarks.class_tournament --workers 2 --games-per-bot 2000

"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from tools.fake_class import write_class  # noqa: E402


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games-per-bot", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--stop-after", type=float, default=60.0, help="seconds before Ctrl-C (default: 60)")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="switchcore-class-"))
    where = work / "submissions"
    where.mkdir()
    write_class(where)
    results = work / "class.jsonl"
    command = [sys.executable, "-m", "classroom", "tournament", "--bots-dir", str(where), "--games-per-bot",
               str(args.games_per_bot), "--workers", str(args.workers), "--results", str(results)]
    print(" ".join(command[1:]), flush=True)
    start = time.perf_counter()
    run = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           start_new_session=True)
    try:
        run.wait(timeout=args.stop_after)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGINT)
        asked = time.perf_counter()
        run.communicate()
        print(f"Ctrl-C after {asked - start:.1f} s; stopped {time.perf_counter() - asked:.1f} s later "
              f"(exit code {run.returncode})")
    before = len(results.read_text().splitlines()) - 1
    first_part = time.perf_counter() - start
    print(f"{before} games saved in {first_part:.1f} s ({before / first_part:.1f} games/s)", flush=True)
    again = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    second_part = time.perf_counter() - again
    lines = results.read_text().splitlines()
    games = [json.loads(line)["index"] for line in lines[1:]]
    planned = json.loads(lines[0])["games"]
    total = first_part + second_part
    print(f"resumed: {len(games) - before} more games in {second_part:.1f} s (exit code {done.returncode})")
    print(f"all: {len(games)} games of {planned} planned, {len(set(games))} different, "
          f"{'none missing' if sorted(games) == list(range(planned)) else 'SOME MISSING'}; "
          f"{total:.1f} s in all, {len(games) / total:.1f} games/s")
    table = done.stdout.splitlines()
    print("\n".join(table[:4]))
    print("...")
    for line in table:
        if line.startswith(("looper", "crasher", "quitter", "  looper", "  crasher", "  quitter", "Average")) \
                or "with a forfeit" in line:
            print(line)


if __name__ == "__main__":
    main()
