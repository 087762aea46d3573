"""The command line's tournament commands: ``tournament`` and ``leaderboard``.

    python -m classroom tournament --bots-dir submissions/ --games-per-bot 500 --results class.jsonl
    python -m classroom leaderboard class.jsonl --html class.html

Every mistake on the command line (a number out of range, a missing folder,
a file that is not a bot) is one sentence on the error output and exit
code 2, without a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
import textwrap

from .bots import BOTS
from .leaderboard import shown
from switchcore.rules import Rules

__all__ = ["UsageError", "add_tournament_commands", "run_tournament", "show_leaderboard", "load_strategy"]


def add_tournament_commands(sub, add_rules_options, examples: str) -> None:
    """Add the ``tournament`` and ``leaderboard`` commands to ``sub``."""
    tour = sub.add_parser(
        "tournament", help="play many games between bots and print the table",
        description=textwrap.fill(
            "Play seeded games between bots, rotating the seats, and print each bot's games, wins, win rate "
            "(with a 95% interval), average points, turns per round and forfeits. A class's bots are one file "
            "per student in a folder (--bots-dir): FILE.py or FILE.ipynb, whose name is the bot's name, "
            "defining a function choose(view) (or strategy, my_bot or bot). Each student's bot plays in a "
            "process of its own, with a time and a memory limit: one that runs too long, crashes, quits or answers nonsense forfeits that game "
            "(the easy bot plays its turns, it loses, the others play on). The processes keep honest mistakes "
            "and simple cheats apart; they are not a security sandbox for harmful code. With --results, every "
            "finished game is saved at once; Ctrl-C stops within seconds, and the same command goes on where "
            "it stopped.", 88),
        epilog=examples, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_rules_options(tour, 4)
    what = tour.add_argument_group("bots and games")
    what.add_argument("--bots-dir", metavar="DIR",
                      help="a folder with one bot file per student (.py or .ipynb)")
    what.add_argument("--bots", default=None,
                      help="comma-separated bots: built-in names (hard, medium, easy, random) or FILE.py[:FUNCTION] "
                           "(default: hard,medium,easy,random, or none with --bots-dir)")
    count = what.add_mutually_exclusive_group()
    count.add_argument("--games", type=int, default=None, help="how many games in all (default: 200)")
    count.add_argument("--games-per-bot", type=int, default=None, metavar="N",
                       help="enough games for each bot to sit in about N")
    what.add_argument("--seed", default=None,
                      help="seed of the deals and seats (default: a new random secret each run; it is not passed to "
                           "the bots, and it is taken off the command line that other processes can see)")
    what.add_argument("--seed-fd", type=int, default=None, help=argparse.SUPPRESS)
    run = tour.add_argument_group("running")
    run.add_argument("--workers", type=int, default=1, help="games played at once, in as many processes (default: 1; "
                                                            "at most the CPUs available)")
    run.add_argument("--oversubscribe", action="store_true", help="allow more workers than CPUs")
    run.add_argument("--dask", metavar="ADDRESS", help="play on the Dask cluster whose scheduler is at ADDRESS "
                                                       "(needs the dask extra)")
    run.add_argument("--move-time", type=float, default=1.0, metavar="SECONDS",
                     help="time a bot file has for one move (default: 1)")
    run.add_argument("--game-time", type=float, default=60.0, metavar="SECONDS",
                     help="thinking time a bot file has for a whole game (default: 60)")
    run.add_argument("--load-time", type=float, default=20.0, metavar="SECONDS",
                     help="time a bot file has to load, once its Python is running (default: 20): its own CPU "
                          "time where the system tells it, at most twice that in all; one that runs out is tried "
                          "once more, alone, before it is blamed")
    run.add_argument("--memory", type=int, default=512, metavar="MB",
                     help="memory a bot file's process may use (default: 512; 0 for no limit)")
    run.add_argument("--strikes", type=int, default=3, metavar="N",
                     help="restarts after which a bot that hangs or dies is benched for the rest of the run "
                          "(default: 3; 0 never benches)")
    out = tour.add_argument_group("results")
    out.add_argument("--results", metavar="FILE.jsonl",
                     help="save each game as it finishes; run again with the same file to go on after a stop")
    out.add_argument("--html", metavar="FILE.html", help="also write the table and its chart as a web page")
    out.add_argument("--csv", metavar="FILE.csv", help="also write the table as CSV, for a spreadsheet")
    board = sub.add_parser("leaderboard", help="print the table of a tournament's results file",
                           description="Read a results file written by 'tournament --results' and print its table.")
    board.add_argument("file", metavar="FILE.jsonl", help="the results file")
    board.add_argument("--html", metavar="FILE.html", help="also write the table and its chart as a web page")
    board.add_argument("--csv", metavar="FILE.csv", help="also write the table as CSV, for a spreadsheet")


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
        raise UsageError(f"{spec}: {exc}") from None
    return bot if not function else read_bot(path, function, f"{bot.name}:{function}")


def _bots(args) -> tuple[dict, set]:
    from .botfiles import BotFileError, find_bots

    players: dict = {}
    if args.bots_dir is not None:
        try:
            found, skipped = find_bots(args.bots_dir)
        except BotFileError as exc:
            raise UsageError(str(exc)) from None
        for name, reason in skipped:
            print(f"Left out {shown(name)}: {reason}.", file=sys.stderr)
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
            raise UsageError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}, or name a file as FILE.py")
        if name in players:
            raise UsageError(f"two bots are called {name!r}: each bot needs a name of its own")
        players[name] = bot
    if not players:
        raise UsageError("no bots to play: give --bots, --bots-dir or both")
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
    gap = confine.missing()
    if gap:
        print(f"Note: {gap}", file=sys.stderr)
    for bot, reason in check_bots(files, limits).items():
        if bot.name in given:
            raise UsageError(reason)
        print(f"Warning: {shown(reason)}; {shown(bot.name)} forfeits every game.", file=sys.stderr)
        players[bot.name] = dataclasses.replace(bot, problem=reason)
    if not_held:
        print(f"Note: the bots' processes could not set {', '.join(sorted(not_held))} on this system, "
              "so they are less confined than the README's table says.", file=sys.stderr)


def _check_numbers(args) -> None:
    if args.games is not None and args.games < 1:
        raise UsageError(f"--games must be 1 or more, not {args.games}")
    if args.games_per_bot is not None and args.games_per_bot < 1:
        raise UsageError(f"--games-per-bot must be 1 or more, not {args.games_per_bot}")
    if args.workers < 1:
        raise UsageError(f"--workers must be 1 or more, not {args.workers}")
    if not args.move_time > 0 or not args.game_time > 0 or not args.load_time > 0:
        raise UsageError("--move-time, --game-time and --load-time must be more than 0 seconds")
    if args.memory < 0 or args.strikes < 0:
        raise UsageError("--memory and --strikes must be 0 or more")


def _write_pages(result, args, out) -> None:
    """Write the --html page and the --csv table that were asked for."""
    from pathlib import Path

    for path, text, what in ((args.html, result.html, "The table and its chart are"),
                             (args.csv, result.csv, "The table as CSV is")):
        if path:
            try:
                Path(path).write_text(text(), encoding="utf-8")
            except OSError as exc:
                raise UsageError(f"cannot write {path}: {exc.strerror}") from None
            print(f"{what} in {path}.", file=out)


def run_tournament(args, out=None) -> int:
    import warnings

    from .botproc import Limits
    from .results import ResultsError
    from .tournament import TournamentInterrupted, available_cpus, tournament

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
        print(f"Note: {workers} workers asked for, but {available_cpus()} CPUs are available; playing with "
              f"{available_cpus()} (--oversubscribe allows more).", file=sys.stderr)
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
            raise UsageError("--dask needs Dask's distributed package: pip install switchcore[dask]") from None
        try:
            client = Client(args.dask, timeout=10)
        except (OSError, TimeoutError, ValueError) as exc:
            raise UsageError(f"cannot reach the Dask scheduler at {args.dask}: {exc}") from None
        executor = client.get_executor()

    def bar(done, total):
        filled = 30 * done // total
        print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}", end="", file=sys.stderr, flush=True)

    limits = Limits(args.move_time, args.game_time, args.memory, args.load_time, strikes=args.strikes)
    _preflight(players, limits, given=explicit)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # said above, in the words of the command line
            result = tournament(players, rules, games=games, seed=seed, workers=workers, progress=bar,
                                executor=executor, results=args.results, limits=limits, oversubscribe=True)
    except ResultsError as exc:
        raise UsageError(str(exc)) from None
    except TournamentInterrupted as stop:
        print(file=sys.stderr)
        print(stop.result, file=out)
        _write_pages(stop.result, args, out)
        again = " Run the same command again to go on from there." if args.results else ""
        saved = f" They are saved in {args.results}." if args.results else ""
        print(f"Stopped after {len(stop.result.records)} of {stop.result.planned} games.{saved}{again}",
              file=sys.stderr)
        return 130
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
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    print(result, file=out)
    _write_pages(result, args, out)
    return 0


def _rules(args) -> Rules:
    from .cli import rules_from_args

    return rules_from_args(args)
