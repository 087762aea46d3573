"""Tournaments: many games between strategies, fairly seated, summed up.

:func:`play_game` and :func:`play_match` (from :mod:`classroom.referee`)
play one game and stop at the first fault with a :class:`StrategyError`:

>>> from switchcore import Rules
>>> from classroom.bots import EasyBot, HardBot
>>> game = play_game(Rules.switch(players=2), [HardBot(), EasyBot()], seed=1)
>>> game.round_over
True

:func:`tournament` plays many seeded games, rotating the seats, and sums up
in a :class:`~classroom.leaderboard.TournamentResult`:

>>> result = tournament({"hard": HardBot(), "easy": EasyBot()}, Rules.crazy_eights(players=2), games=4, seed=0)
>>> result["hard"].games, sum(s.wins for s in result.stats.values()) >= 4
(4, True)

A strategy is a function or a bot object, which plays in this process
(trusted code: the teacher's, a lesson's), or a student's file (a path, or
a :class:`~classroom.botfiles.BotFile`), which plays in a process of its
own with time and memory limits. A strategy that fails forfeits the game and
the others play on (see :mod:`classroom.referee`). Games can be written to
a results file as they finish, and a stopped tournament resumes from it
(see :mod:`classroom.results`). Games run here, in worker processes
(``workers``), or on any :class:`concurrent.futures.Executor`, such as a
Dask cluster's (``client.get_executor()``); the results are the same.
"""

from __future__ import annotations

import errno
import os
import pickle
import random
import secrets
import signal
import sys
import threading
import warnings
from collections import Counter

from .botfiles import BotFile, find_bots, read_bot
from .botproc import Limits, biggest_scratch, pool
from .confine import missing
from .leaderboard import StrategyStats, TournamentResult, wilson
from .referee import (GameRecord, Local, Remote, StalledError, StrategyError, ctrl_c, play_game, play_match,
                      referee_game, watching)
from .results import ResultsFile
from .words import say
from switchcore.rules import Rules

__all__ = ["StrategyError", "StalledError", "play_game", "play_match", "tournament", "TournamentResult",
           "TournamentInterrupted", "DiskFull", "StrategyStats", "GameRecord", "Limits", "wilson", "seatings", "bots_in",
           "available_cpus"]


class TournamentInterrupted(KeyboardInterrupt):
    """Ctrl-C (or ``SIGTERM``, or ``SIGHUP``) stopped a tournament; ``result``
    holds the games that finished (all of them are in the results file, when
    there is one) and ``signal`` the signal's number."""

    def __init__(self, result: TournamentResult, signum: int = signal.SIGINT) -> None:
        super().__init__(f"stopped after {len(result.records)} of {result.planned} games")
        self.result, self.signal = result, signum


class DiskFull(OSError):
    """The disk filled up during a tournament: the run stopped cleanly.
    ``result`` holds the games that finished (those already in the results
    file stay there, so the same command goes on once there is room), and
    ``culprit`` names the bot whose scratch folder held the most, when one
    held much ("" otherwise)."""

    def __init__(self, result: TournamentResult, error: OSError, culprit: str = "") -> None:
        super().__init__(error.errno, error.strerror)
        self.result, self.error, self.culprit = result, error, culprit


#: The errors of a full disk (or quota).
_FULL = {getattr(errno, name) for name in ("ENOSPC", "EDQUOT") if hasattr(errno, name)}


def seatings(names, players: int, games: int, seed=0, rotate: bool = True) -> list[tuple]:
    """The line-up (a strategy name per seat) of each game. Rotating, games go
    in cycles of ``len(names)``: in each cycle the names are put in a shuffled
    ring and every game shifts the ring by one seat, so each strategy sits in
    each seat once per cycle.

    >>> seatings(["a", "b"], 2, 4, rotate=True)
    [('b', 'a'), ('a', 'b'), ('a', 'b'), ('b', 'a')]
    >>> seatings(["a", "b"], 3, 2, rotate=False)
    [('a', 'b', 'a'), ('a', 'b', 'a')]
    """
    names = list(names)
    k = len(names)
    out = []
    for g in range(games):
        if not rotate:
            out.append(tuple(names[i % k] for i in range(players)))
            continue
        ring = list(names)
        random.Random(f"{seed}/seating/{g // k}").shuffle(ring)
        out.append(tuple(ring[(g + i) % k] for i in range(players)))
    return out


def _game_seed(seed, cycle: int) -> int:
    return random.Random(f"{seed}/deal/{cycle}").randrange(2**32)


def bots_in(folder) -> dict:
    """The bot files of a folder, by name (each file's name without its ending)."""
    return {bot.name: bot for bot in find_bots(folder)[0]}


def available_cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _this_cpu() -> int | None:
    """The CPU this process is running on now (Linux's /proc), or None."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            return int(stat.read().rsplit(b")", 1)[1].split()[36])
    except (OSError, ValueError, IndexError):
        return None


def keep_to_one_cpu(index: int | None = None):
    """Keep this process, and the bots' processes it starts from now on, on
    one CPU: the one it is on now, or the ``index``-th of those it may use
    (counting round). Returns the CPUs it could use before, to give back
    with :func:`os.sched_setaffinity`, or None where CPUs cannot be chosen.

    A move of a bot file is a message to the bot's process and its answer.
    Where the two processes are on different CPUs, each message wakes the
    other CPU from its sleep, which costs more than the move itself: on a
    quiet 2-CPU machine a referee with its bots on one CPU plays about half
    as many games again per second (``docs/benchmarks.md``). A bot that
    spins between its turns then slows its own referee only."""
    try:
        before = os.sched_getaffinity(0)
        cpus = sorted(before)
        here = _this_cpu() if index is None else None
        os.sched_setaffinity(0, {here if here in before else cpus[(index or 0) % len(cpus)]})
        return before
    except (AttributeError, OSError):
        return None


def _entry(value):
    if isinstance(value, BotFile):
        return value
    if isinstance(value, (str, os.PathLike)):
        return read_bot(value)
    return value


def _play_chunk(rules: Rules, table: dict, limits: Limits, jobs) -> list[GameRecord]:
    """Play some games of a tournament (in whichever process runs this)."""
    records = []
    for index, lineup, seed in jobs:
        seats, used = [], Counter()
        for name in lineup:
            entry = table[name]
            if isinstance(entry, BotFile):
                seats.append(Remote(entry, used[name]))
                used[name] += 1
            else:
                seats.append(Local(entry))
        records.append(referee_game(rules, seats, lineup, index, seed, limits))
    return records


def _quiet_worker(started=None) -> None:
    """A worker of our own pool: Ctrl-C and a closed terminal are for the teacher's process only, which
    stops the workers itself. With ``started`` (a shared count of the workers started), the worker and its
    bots keep to one CPU, each worker to its own (see :func:`keep_to_one_cpu`)."""
    if started is not None:
        with started.get_lock():
            index, started.value = started.value, started.value + 1
        keep_to_one_cpu(index)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    # Not the teacher's process's handler, inherited by the fork: SIGTERM ends a worker, which first closes
    # its bots (see classroom.botproc).
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


#: The signals that stop a tournament as Ctrl-C does: what ``timeout``, a stopping server and a closed terminal
#: send. The first one stops; a game being played elsewhere is finished after Ctrl-C, not after the others.
STOPS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
_stopped_by: list = []


def _on_ctrl_c(signum, frame):
    _stopped_by.append(signum)
    ctrl_c.set()
    raise KeyboardInterrupt


def tournament(strategies: dict, rules: Rules, games: int = 100, seed=None, seats=None, rotate: bool = True,
               workers: int = 1, progress=None, executor=None, results=None, limits: Limits | None = None,
               oversubscribe: bool = False) -> TournamentResult:
    """Play ``games`` seeded games (whole matches when ``rules.match`` is not
    single) between ``strategies`` (a dict of name to strategy: a function,
    a bot object, a bot file's path or a :class:`~classroom.botfiles.BotFile`).

    ``seed`` fixes the deals and the seating; by default it is a new random
    secret for each run (the result and the results file record it).
    It is not passed to the strategies. ``seats`` is an optional line-up, one strategy
    name per seat (names may repeat); by default the strategies are seated in
    turn as :func:`seatings` says. With ``rotate`` the line-up turns one seat
    each game, and every cycle of games reuses one deal, so each strategy
    plays every seat's hand; with a bot file at the table every game has a
    deal of its own instead, since a bot's process could remember a deal
    from one game to the next.

    ``workers`` above 1 plays in that many processes (at most the CPUs
    available unless ``oversubscribe``); ``executor``, any
    :class:`concurrent.futures.Executor`, plays there instead. The results
    are the same either way. ``results`` is a file that gets one line per
    finished game as it finishes; if it already holds games of this
    tournament, only the others are played. ``limits`` are the time and
    memory limits of bot files (see :class:`~classroom.botproc.Limits`).
    ``progress(done, total)`` is called as games finish.

    Ctrl-C stops within seconds: games in progress in other processes are
    finished, then :class:`TournamentInterrupted` is raised with the result
    so far.
    """
    if not strategies:
        raise ValueError("give at least one strategy")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a whole number of 1 or more, not {games!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a whole number of 1 or more, not {workers!r}")
    if workers > available_cpus() and not oversubscribe:
        warnings.warn(say("tournament.cpus_api", workers=workers, cpus=available_cpus()), stacklevel=2)
        workers = available_cpus()
    table = {name: _entry(value) for name, value in strategies.items()}
    names = tuple(table)
    limits = limits if limits is not None else Limits()
    if seats is not None:
        seats = tuple(seats)
        unknown = [n for n in seats if n not in table]
        if unknown or len(seats) != rules.players:
            raise ValueError(f"seats must name {rules.players} of the strategies {list(names)}")
    if results is not None and seed is None:
        old = ResultsFile.read_header(results)
        seed = old.get("seed") if old is not None else None
    if seed is None:
        seed = secrets.token_hex(16)
    if seats is not None:
        ring = seats
        lineups = [tuple(ring[(i + (g if rotate else 0)) % len(ring)] for i in range(len(ring)))
                   for g in range(games)]
        cycle = len(ring)
    else:
        lineups = seatings(names, rules.players, games, seed, rotate)
        cycle = len(names)
    files = {n: e.filename for n, e in table.items() if isinstance(e, BotFile)}
    gap = missing(children=limits.children) if files else ""
    if gap:
        warnings.warn(gap, stacklevel=2)
    # A bot file's process lives from game to game, so it could remember a
    # deal it has seen: with bot files at the table every game has its own.
    shared = rotate and not files
    jobs = [(g, lineups[g], _game_seed(seed, g // cycle if shared else g)) for g in range(games)]
    store = None
    if results is not None:
        bots = {n: (e.digest if isinstance(e, BotFile) else "in-process") for n, e in table.items()}
        store = ResultsFile(results, {"rules": rules.to_dict(), "bots": bots, "seed": seed,
                                      "seats": list(seats) if seats is not None else None, "rotate": rotate,
                                      "games": games, "files": files})
        try:
            store.open()
        except OSError as exc:
            if exc.errno in _FULL:
                raise DiskFull(TournamentResult(rules, names, [], seed, planned=games, files=files), exc) from None
            raise
    records = {} if store is None else {i: r for i, r in store.records.items() if i < games}
    todo = [job for job in jobs if job[0] not in records]

    def finished(batch) -> None:
        if store is not None:  # written first: a game counts as finished once its record is saved
            store.add(batch)
        for record in batch:
            records[record.index] = record
        if progress is not None:
            progress(len(records), games)

    def result() -> TournamentResult:
        return TournamentResult(rules, names, list(records.values()), seed, planned=games, files=files)

    main = threading.current_thread() is threading.main_thread()
    previous = {signum: signal.signal(signum, _on_ctrl_c) for signum in STOPS} if main else {}
    ctrl_c.clear()
    _stopped_by.clear()
    if main:
        watching.set()
    try:
        if executor is None and workers > 1 and _local_only(table):
            workers = 1
        if executor is None and workers == 1:
            cpus = keep_to_one_cpu() if files else None
            try:
                for job in todo:
                    finished(_play_chunk(rules, table, limits, [job]))
            finally:
                if cpus is not None:  # the bots' processes, on this CPU, end with the run (below)
                    os.sched_setaffinity(0, cpus)
        else:
            _run_on(executor, workers, rules, table, limits, todo, finished, one_cpu_each=bool(files))
    except KeyboardInterrupt:
        raise TournamentInterrupted(result(), _stopped_by[0] if _stopped_by else signal.SIGINT) from None
    except OSError as exc:
        if exc.errno not in _FULL:
            raise
        # Measured where the run's scratch folders still are: the workers' by _run_on, before they ended.
        culprit = getattr(exc, "culprit", None)
        if culprit is None:
            culprit = biggest_scratch({os.getpid()})
        raise DiskFull(result(), exc, culprit) from None
    finally:
        if main:
            watching.clear()
            for signum, handler in previous.items():
                signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
        pool().close()
        if store is not None:
            store.close()
    return result()


def _local_only(table: dict) -> bool:
    """True (with a warning) when in-process strategies cannot go to other processes."""
    local = {n: e for n, e in table.items() if not isinstance(e, BotFile)}
    try:
        pickle.dumps(local)
    except Exception as exc:  # noqa: BLE001 - lambdas and a notebook's functions cannot be pickled
        warnings.warn(say("tournament.in_process", error=exc), stacklevel=3)
        return True
    return False


def _run_on(executor, workers: int, rules: Rules, table: dict, limits: Limits, todo: list, finished,
            one_cpu_each: bool = False) -> None:
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    own = executor is None
    if own:
        started = None
        if one_cpu_each:
            import multiprocessing

            started = multiprocessing.Value("i", 0)
        executor = ProcessPoolExecutor(max_workers=workers, initializer=_quiet_worker, initargs=(started,))
    # Small groups of games: a group's games reach the results file when the whole group is done.
    share = workers if own else max(workers, 4)
    size = max(1, min(5, len(todo) // (share * 8)))
    def needed(jobs) -> dict:  # only the bots of these games travel with them
        return {name: table[name] for name in dict.fromkeys(n for _, lineup, _ in jobs for n in lineup)}

    pending = {executor.submit(_play_chunk, rules, needed(todo[i:i + size]), limits, todo[i:i + size])
               for i in range(0, len(todo), size)}
    try:
        while pending:
            done, pending = wait(pending, timeout=0.5, return_when=FIRST_COMPLETED)
            for future in done:
                finished(future.result())
    except OSError as exc:
        if exc.errno in _FULL and own:  # the bots' scratch folders are the workers': blame one while they live
            exc.culprit = biggest_scratch({os.getpid(), *(getattr(executor, "_processes", None) or ())})
        raise
    except KeyboardInterrupt:
        for future in pending:
            future.cancel()
        running = {f for f in pending if not f.cancelled()}
        if _stopped_by and _stopped_by[0] != signal.SIGINT:  # told to end (SIGTERM, SIGHUP): at once
            if own:
                _stop_workers(executor)
            raise
        if running:
            print("\n" + say("tournament.stopping", count=len(running)), file=sys.stderr, flush=True)
            try:
                while running:
                    done, running = wait(running, timeout=0.5, return_when=FIRST_COMPLETED)
                    for future in done:
                        if not future.cancelled() and future.exception() is None:
                            finished(future.result())
            except KeyboardInterrupt:
                if own:
                    _stop_workers(executor)
        raise
    finally:
        if own:
            executor.shutdown(wait=True, cancel_futures=True)


def _stop_workers(executor) -> None:
    """End our own pool's workers now: each closes its bots' processes and folders on SIGTERM (see
    :mod:`classroom.botproc`) before it exits."""
    processes = list(getattr(executor, "_processes", {}).values())
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(10)
