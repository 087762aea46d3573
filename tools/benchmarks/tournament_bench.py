"""How fast do tournaments between bot files run? Games per second.

Four bot files (the built-in hard, medium, easy and random bots, each in a
student's file) play four-seat Switch. Every move of a bot file crosses a
pipe to the bot's own process and back, so this measures that cost against
the same bots played in this process, then the speed-up of 2 worker
processes and, optionally, of a Dask LocalCluster of 2 workers (through
``client.get_executor()``).

    python -m tools.benchmarks.tournament_bench --games 400
    python -m tools.benchmarks.tournament_bench --games 400 --before HEAD~3
    python -m tools.benchmarks.tournament_bench --games 400 --floor

With ``--floor`` the four bots are the cheapest a file can hold (each
plays its first legal move), in this process and in files: what a move of
a bot file costs when the bot itself costs next to nothing.

With ``--before REV`` the same settings are also measured with the code of
git revision ``REV`` (extracted into a temporary folder and run there in a
process of its own), alternating with this code's, and the two are printed
side by side: one sitting, one machine, the same load.

Rates are games per second of wall time (the bots' processes do most of
the work, so CPU time of this process would not count it), the best of
``--repeat`` runs; a busy machine lowers them.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BOT = "from classroom.bots import BOTS\n_me = BOTS[{level!r}]\n\ndef choose(view):\n    return _me.choose(view)\n"
FIRST = "def choose(view):\n    return view.legal_moves[0]\n"
SETTINGS = ("built-in bots in this process", "bot files, 1 worker", "bot files, 2 workers")


def first_legal_move(view):
    return view.legal_moves[0]


def measure(games: int, repeat: int, dask: bool = False, floor: bool = False) -> dict:
    """Games per second of each setting, with the code this process imports (``floor``: with bots that play
    their first legal move)."""
    from classroom.bots import BOTS
    from classroom.tournament import bots_in, tournament
    from switchcore import Rules

    rules = Rules.switch(players=4)
    folder = Path(tempfile.mkdtemp(prefix="classroom-bench-"))
    for level in BOTS:
        (folder / f"{level}.py").write_text(FIRST if floor else BOT.format(level=level))
    files = bots_in(folder)
    # The same names as the built-in bots, so the same seats (a file named like one is "easy.py" in the table).
    named = {level: files.get(level) or files[f"{level}.py"] for level in BOTS}
    here = {level: first_legal_move for level in BOTS} if floor else dict(BOTS)
    runs = {
        SETTINGS[0]: lambda: tournament(here, rules, games=games, seed=1),
        SETTINGS[1]: lambda: tournament(named, rules, games=games, seed=1),
        SETTINGS[2]: lambda: tournament(named, rules, games=games, seed=1, workers=2, oversubscribe=True),
    }
    out = {}
    shutil_rmtree = __import__("shutil").rmtree
    for label, run in runs.items():
        best = None
        for _ in range(repeat):
            start = time.perf_counter()
            result = run()
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        moves = sum(r.moves for r in result.records)
        out[label.replace("built-in bots", "first legal move") if floor else label] = (games / best, moves / best)
    if dask:
        from distributed import Client, LocalCluster

        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=None) as cluster, Client(cluster) as client:
            executor = client.get_executor()
            start = time.perf_counter()
            result = tournament(named, rules, games=games, seed=1, executor=executor)
            elapsed = time.perf_counter() - start
            out["bot files, Dask LocalCluster (2 workers)"] = (games / elapsed,
                                                               sum(r.moves for r in result.records) / elapsed)
    shutil_rmtree(folder, ignore_errors=True)
    return out


def measure_at(rev: str, games: int, repeat: int) -> dict:
    """The same measure with the code of git revision ``rev``, in a process of its own."""
    from tools.benchmarks import extract_revision  # here: a copy of this file runs in that folder, without tools/

    where = Path(tempfile.mkdtemp(prefix="classroom-bench-before-"))
    extract_revision(rev, ["switchcore", "classroom"], where)
    (where / "benchmarks").mkdir()
    (where / "benchmarks" / "tournament_bench.py").write_text(Path(__file__).read_text())
    done = subprocess.run([sys.executable, str(where / "benchmarks" / "tournament_bench.py"), "--games", str(games),
                           "--repeat", str(repeat), "--json"], capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": str(where)})
    __import__("shutil").rmtree(where, ignore_errors=True)
    return json.loads(done.stdout.splitlines()[-1])


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per run (default: 400)")
    parser.add_argument("--repeat", type=int, default=2, help="runs of each, the fastest counts (default: 2)")
    parser.add_argument("--dask", action="store_true", help="also a Dask LocalCluster of 2 workers")
    parser.add_argument("--before", metavar="REV", help="also measure git revision REV, side by side")
    parser.add_argument("--floor", action="store_true", help="bots that play their first legal move")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.floor and (args.before or args.dask):
        parser.error("--floor is measured on its own")
    if args.json:
        print(json.dumps(measure(args.games, args.repeat)))
        return
    print(f"classroom tournament benchmark, {datetime.date.today().isoformat()}, Python "
          f"{platform.python_version()}, {platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
          f"load {os.getloadavg()[0]:.1f}; {args.games} games of four-seat Switch, best of {args.repeat}"
          + ("; every bot plays its first legal move" if args.floor else ""))
    print()
    if args.before:
        # Before, now, before, now: the machine's load is shared alike, and each side gets as many tries.
        olds, news = [], []
        for _ in range(2):
            olds.append(measure_at(args.before, args.games, args.repeat))
            news.append(measure(args.games, args.repeat, args.dask))
        print(f"| setting | games/s before ({args.before}) | games/s now | now / before |")
        print("|---|---:|---:|---:|")
        for label in news[0]:
            rate = max(n[label][0] for n in news)
            if label in olds[0]:
                was = max(o[label][0] for o in olds)
                print(f"| {label} | {was:,.1f} | {rate:,.1f} | {rate / was:.2f} |")
            else:
                print(f"| {label} | | {rate:,.1f} | |")
        return
    print("| setting | games/s | moves/s | ms per game | µs per move |")
    print("|---|---:|---:|---:|---:|")
    for label, (rate, moves) in measure(args.games, args.repeat, args.dask, args.floor).items():
        print(f"| {label} | {rate:,.1f} | {moves:,.0f} | {1000 / rate:,.1f} | {1e6 / moves:,.1f} |", flush=True)


if __name__ == "__main__":
    main()
