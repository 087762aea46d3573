"""How fast do tournaments between bot files run? Games per second.

Four bot files (the built-in hard, medium, easy and random bots, each in a
student's file) play four-seat Switch. Every move of a bot file crosses a
pipe to the bot's own process and back, so this measures that cost against
the same bots played in this process, then the speed-up of 2 worker
processes and of a Dask LocalCluster of 2 workers (through
``client.get_executor()``). The same seed gives the same games in every
setting; the script checks that too.

    python benchmarks/tournament_bench.py --games 400

Rates are games per second of wall time (the bots' processes do most of
the work, so CPU time of this process would not count it), the best of
``--repeat`` runs; a busy machine lowers them.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from classroom.bots import BOTS  # noqa: E402
from switchcore import Rules  # noqa: E402
from classroom.tournament import available_cpus, bots_in, tournament  # noqa: E402

BOT = "from classroom.bots import BOTS\n_me = BOTS[{level!r}]\n\ndef choose(view):\n    return _me.choose(view)\n"


def timed(run, repeat: int):
    best, result = None, None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, result


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per run (default: 400)")
    parser.add_argument("--repeat", type=int, default=2, help="runs of each, the fastest counts (default: 2)")
    parser.add_argument("--no-dask", action="store_true", help="leave out the Dask cluster")
    args = parser.parse_args(argv)
    rules = Rules.switch(players=4)
    folder = Path(tempfile.mkdtemp(prefix="switchcore-bench-"))
    for level in BOTS:
        (folder / f"{level}.py").write_text(BOT.format(level=level))
    files = bots_in(folder)
    print(f"switchcore tournament benchmark, {datetime.date.today().isoformat()}, Python "
          f"{platform.python_version()}, {platform.system()} {platform.machine()}, {available_cpus()} CPUs, "
          f"load {os.getloadavg()[0]:.1f}; {args.games} games of {rules}, best of {args.repeat}")
    print()
    print("| setting | games/s | moves/s | ms per game |")
    print("|---|---:|---:|---:|")
    reference = None

    def row(label, run):
        nonlocal reference
        elapsed, result = timed(run, args.repeat)
        moves = sum(r.moves for r in result.records)
        if reference is None:
            reference = result.records
        same = "" if result.records == reference else "  (DIFFERENT GAMES)"
        print(f"| {label} | {args.games / elapsed:,.1f} | {moves / elapsed:,.0f} | "
              f"{1000 * elapsed / args.games:,.1f} |{same}", flush=True)

    row("built-in bots in this process", lambda: tournament(dict(BOTS), rules, games=args.games, seed=1))
    named = {level: files[level] for level in BOTS}  # the same names, so the same seats and games
    row("bot files, 1 worker", lambda: tournament(named, rules, games=args.games, seed=1))
    row("bot files, 2 workers", lambda: tournament(named, rules, games=args.games, seed=1, workers=2,
                                                   oversubscribe=True))
    if not args.no_dask:
        from distributed import Client, LocalCluster

        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=None) as cluster, Client(cluster) as client:
            executor = client.get_executor()
            row("bot files, Dask LocalCluster (2 workers)",
                lambda: tournament(named, rules, games=args.games, seed=1, executor=executor))


if __name__ == "__main__":
    main()
