"""The command line's tournament commands: ``tournament`` and ``leaderboard``.

    python -m classroom tournament --bots-dir submissions/ --games-per-bot 500 --results class.jsonl
    python -m classroom leaderboard class.jsonl --html class.html

Every mistake on the command line (a number out of range, a missing folder,
a file that is not a bot) is one sentence on the error output and exit
code 2, without a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import textwrap

from .bots import BOTS
from .leaderboard import shown
from .cli_rules import rules_from_args
from .words import help_text, reason_words, say
from switchcore.rules import Rules

__all__ = ["UsageError", "add_tournament_commands", "run_tournament", "show_leaderboard", "load_strategy"]


def add_tournament_commands(sub, add_rules_options, examples: str) -> None:
    """Add the ``tournament`` and ``leaderboard`` commands to ``sub``."""
    tour = sub.add_parser(
        "tournament", help=help_text("tournament.help"), description=textwrap.fill(say("tournament.description"), 88),
        epilog=examples, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_rules_options(tour, 4)
    what = tour.add_argument_group(say("group.bots"))
    what.add_argument("--bots-dir", metavar="DIR", help=help_text("option.bots_dir"))
    what.add_argument("--bots", default=None, help=help_text("option.bots"))
    count = what.add_mutually_exclusive_group()
    count.add_argument("--games", type=int, default=None, help=help_text("option.games"))
    count.add_argument("--games-per-bot", type=int, default=None, metavar="N", help=help_text("option.games_per_bot"))
    what.add_argument("--seed", default=None, help=help_text("option.seed"))
    what.add_argument("--seed-fd", type=int, default=None, help=argparse.SUPPRESS)
    run = tour.add_argument_group(say("group.running"))
    run.add_argument("--workers", type=int, default=1, help=help_text("option.workers"))
    run.add_argument("--oversubscribe", action="store_true", help=help_text("option.oversubscribe"))
    run.add_argument("--dask", metavar="ADDRESS", help=help_text("option.dask"))
    run.add_argument("--move-time", type=float, default=1.0, metavar="SECONDS", help=help_text("option.move_time"))
    run.add_argument("--game-time", type=float, default=60.0, metavar="SECONDS", help=help_text("option.game_time"))
    run.add_argument("--load-time", type=float, default=20.0, metavar="SECONDS", help=help_text("option.load_time"))
    run.add_argument("--memory", type=int, default=512, metavar="MB", help=help_text("option.memory"))
    run.add_argument("--disk", type=int, default=64, metavar="MB", help=help_text("option.disk"))
    run.add_argument("--strikes", type=int, default=3, metavar="N", help=help_text("option.strikes"))
    out = tour.add_argument_group(say("group.results"))
    out.add_argument("--results", metavar="FILE.jsonl", help=help_text("option.results"))
    out.add_argument("--html", metavar="FILE.html", help=help_text("option.html"))
    out.add_argument("--csv", metavar="FILE.csv", help=help_text("option.csv"))
    board = sub.add_parser("leaderboard", help=help_text("leaderboard.help"),
                           description=say("leaderboard.description"))
    board.add_argument("file", metavar="FILE.jsonl", help=help_text("option.file"))
    board.add_argument("--html", metavar="FILE.html", help=help_text("option.html"))
    board.add_argument("--csv", metavar="FILE.csv", help=help_text("option.csv"))


class UsageError(Exception):
    """A bad command line, said in one sentence."""


def load_strategy(spec: str):
    """The bot named ``FILE.py`` or ``FILE.py:FUNCTION`` (or a notebook), as a
    :class:`~classroom.botfiles.BotFile` that plays in its own process;
    its name is the file's name without its ending (and ``:FUNCTION``)."""
    from .botfiles import ENDINGS, BotFileError, read_bot

    path, function = spec, ""
    if not spec.endswith(ENDINGS) and ":" in spec:
        path, _, function = spec.rpartition(":")
    try:
        bot = read_bot(path, function)
    except BotFileError as exc:
        raise UsageError(f"{spec}: {reason_words(exc)}") from None
    return bot if not function else read_bot(path, function, f"{bot.name}:{function}")


def _bots(args) -> tuple[dict, set]:
    from .botfiles import BotFileError, find_bots

    players: dict = {}
    if args.bots_dir is not None:
        try:
            found, skipped = find_bots(args.bots_dir)
        except BotFileError as exc:
            raise UsageError(reason_words(exc)) from None
        for name, reason in skipped:
            print(say("tournament.left_out", name=shown(name), reason=reason), file=sys.stderr)
        players.update((bot.name, bot) for bot in found)
    specs = args.bots if args.bots is not None else ("" if args.bots_dir else "hard,medium,easy,random")
    names = [n.strip() for n in specs.split(",") if n.strip()]
    explicit = set()
    for name in names:
        if name in BOTS:
            bot = BOTS[name]
        elif "." in name or "/" in name or ":" in name:
            bot = load_strategy(name)
            name = bot.name
            explicit.add(name)
        else:
            raise UsageError(say("usage.unknown_bot", name=repr(name), bots=", ".join(BOTS)))
        if name in players:
            raise UsageError(say("usage.same_name", name=repr(name)))
        players[name] = bot
    if not players:
        raise UsageError(say("usage.no_bots"))
    return players, explicit


def _preflight(players: dict, limits, given: set) -> None:
    """Start every bot file once: a file named with --bots that cannot be run
    is a mistake on the command line; a student's file from --bots-dir that
    cannot be run forfeits every game, as the teacher is told now (the
    verdict holds for the whole run). Say first what this system cannot
    confine, and after the check what the bots' processes could not set."""
    import dataclasses

    from . import confine
    from .botfiles import BotFile
    from .botproc import check_bots, not_held

    files = [bot for bot in players.values() if isinstance(bot, BotFile)]
    if not files:
        return
    gap = confine.missing(children=limits.children)
    if gap:
        print(say("tournament.note", note=gap), file=sys.stderr)
    for bot, reason in check_bots(files, limits).items():
        if bot.name in given:
            raise UsageError(reason_words(reason))
        print(say("tournament.forfeits_all", reason=shown(reason_words(reason)), name=shown(bot.name)),
              file=sys.stderr)
        players[bot.name] = dataclasses.replace(bot, problem=reason)
    if not_held:
        print(say("tournament.not_held", protections=", ".join(sorted(not_held))), file=sys.stderr)


def _check_numbers(args) -> None:
    if args.games is not None and args.games < 1:
        raise UsageError(say("usage.games", value=args.games))
    if args.games_per_bot is not None and args.games_per_bot < 1:
        raise UsageError(say("usage.games_per_bot", value=args.games_per_bot))
    if args.workers < 1:
        raise UsageError(say("usage.workers", value=args.workers))
    if not args.move_time > 0 or not args.game_time > 0 or not args.load_time > 0:
        raise UsageError(say("usage.times"))
    if args.memory < 0 or args.strikes < 0:
        raise UsageError(say("usage.memory"))
    if args.disk < 1:
        raise UsageError(say("usage.disk", value=args.disk))


def _write_pages(result, args, out) -> None:
    """Write the --html page and the --csv table that were asked for."""
    from pathlib import Path

    for path, text, written in ((args.html, result.html, "tournament.html"), (args.csv, result.csv, "tournament.csv")):
        if path:
            try:
                Path(path).write_text(text(), encoding="utf-8")
            except OSError as exc:
                raise UsageError(say("usage.write", file=path, error=exc.strerror)) from None
            print(say(written, file=path), file=out)


@contextlib.contextmanager
def _stop_on_signals():
    """SIGTERM and SIGHUP (``timeout``, a stopping server, a closed terminal) stop the run as Ctrl-C does,
    from the start-up check on, so that every bot's process and folder is cleaned up (the tournament itself
    answers them while it plays, see :func:`classroom.tournament.tournament`)."""
    import signal
    import threading

    from .tournament import STOPS, _on_ctrl_c

    main = threading.current_thread() is threading.main_thread()
    previous = {n: signal.signal(n, _on_ctrl_c) for n in STOPS if n != signal.SIGINT} if main else {}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)


def run_tournament(args, out=None) -> int:
    import warnings

    from .botproc import Limits
    from .results import ResultsError
    from .tournament import DiskFull, TournamentInterrupted, available_cpus, tournament

    out = out or sys.stdout
    _check_numbers(args)
    rules = _rules(args)
    players, explicit = _bots(args)
    if args.games_per_bot is not None:
        games = max(1, -(-args.games_per_bot * len(players) // rules.players))
    else:
        games = args.games if args.games is not None else 200
    workers = args.workers
    if workers > available_cpus() and not args.oversubscribe:
        print(say("tournament.cpus", workers=workers, cpus=available_cpus()), file=sys.stderr)
        workers = available_cpus()
    seed = args.seed
    if args.seed_fd is not None:  # the seed came through a pipe (see classroom.__main__)
        with os.fdopen(args.seed_fd, "rb") as pipe:
            seed = pipe.read().decode()
    if seed is not None and seed.lstrip("-").isdigit():
        seed = int(seed)
    executor, client = None, None
    if args.dask:
        try:
            from distributed import Client
        except ImportError:
            raise UsageError(say("usage.no_dask")) from None
        try:
            client = Client(args.dask, timeout=10)
        except (OSError, TimeoutError, ValueError) as exc:
            raise UsageError(say("usage.dask", address=args.dask, error=exc)) from None
        executor = client.get_executor()

    def bar(done, total):
        filled = 30 * done // total
        print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}", end="", file=sys.stderr, flush=True)

    limits = Limits(args.move_time, args.game_time, args.memory, args.load_time, strikes=args.strikes,
                    disk=args.disk)
    with _stop_on_signals():  # from the start-up check on
        _preflight(players, limits, given=explicit)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # said above, in the words of the command line
                result = tournament(players, rules, games=games, seed=seed, workers=workers, progress=bar,
                                    executor=executor, results=args.results, limits=limits, oversubscribe=True)
        except ResultsError as exc:
            raise UsageError(str(exc)) from None
        except DiskFull as full:
            try:
                print(file=sys.stderr)
                if full.result.records:
                    print(full.result, file=out)
                culprit = say("tournament.disk_culprit", name=shown(full.culprit)) if full.culprit else ""
                saved = (say("tournament.saved", file=args.results) + say("tournament.again")
                         if args.results and full.result.records else "")
                print(say("tournament.disk_full", error=full.error.strerror, done=len(full.result.records),
                          planned=full.result.planned) + culprit + saved, file=sys.stderr, flush=True)
            except OSError:
                pass
            return 1
        except TournamentInterrupted as stop:
            try:  # after SIGHUP the terminal may be gone: the results file has every finished game anyway
                print(file=sys.stderr)
                print(stop.result, file=out)
                _write_pages(stop.result, args, out)
                again = say("tournament.again") if args.results else ""
                saved = say("tournament.saved", file=args.results) if args.results else ""
                stopped = say("tournament.stopped", done=len(stop.result.records), planned=stop.result.planned)
                print(stopped + saved + again, file=sys.stderr, flush=True)
            except OSError:
                pass
            return 128 + stop.signal
        finally:
            if client is not None:
                client.close()
        print(file=sys.stderr)
        print(result, file=out)
        _write_pages(result, args, out)
        return 0


def show_leaderboard(args, out=None) -> int:
    from .results import ResultsError, read_results

    out = out or sys.stdout
    try:
        result = read_results(args.file)
    except ResultsError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(say("usage.read", file=args.file, error=exc.strerror)) from None
    print(result, file=out)
    _write_pages(result, args, out)
    return 0


def _rules(args) -> Rules:
    return rules_from_args(args)
