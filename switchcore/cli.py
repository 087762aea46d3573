"""The command line: play against bots, run a tournament, read the rules.

    python -m switchcore play --family crazy_eights --players 3 --bot hard
    python -m switchcore tournament --games 200 --bots hard,medium,easy,random
    python -m switchcore rules --family switch

Every command takes ``--help``.
"""

from __future__ import annotations

import argparse
import sys

from .bots import BOTS
from .errors import CardError, RulesError
from .game import NAMES, Game
from .moves import parse_move
from .rulebook import RULEBOOK
from .rules import Rules

__all__ = ["main", "build_parser", "rules_from_args"]

_EXAMPLES = """examples:
  python -m switchcore play                              Switch against three medium bots
  python -m switchcore play --family crazy_eights --players 2 --bot hard
  python -m switchcore play --wild-jacks --king-stop     Switch with two house rules
  python -m switchcore tournament --games 500 --bots hard,medium,easy,random --workers 2
  python -m switchcore tournament --bots-dir submissions/ --bots hard --games-per-bot 200 --results class.jsonl
  python -m switchcore rules --family crazy_eights
"""

# (flag, Rules option, help): variant switches
_FLAGS = [
    ("--special-cards", "special_cards", "Crazy Eights: queens skip, aces reverse, twos draw two (C-7)"),
    ("--wild-jacks", "wild_jacks", "all jacks are wild (V-1)"),
    ("--fours-draw-four", "fours_draw_four", "fours make the next player draw four (V-2)"),
    ("--king-stop", "king_stop", "kings skip the next player (V-3)"),
    ("--queens-reverse", "queens_reverse", "queens reverse instead of aces (V-4)"),
    ("--black-jacks-stack", "black_jacks_stack", "black jacks stack: 7, 14, ... (V-6)"),
    ("--stacked-skips", "stacked_skips", "eights answer eights and skips add up (V-7)"),
    ("--starter-effects", "starter_effects", "the first card turned up has its effect (V-8)"),
    ("--crazy-eights-house", "crazy_eights_house", "Switch with wild eights (V-9)"),
]


def _add_rules_options(parser: argparse.ArgumentParser, players: int) -> None:
    group = parser.add_argument_group("rules")
    group.add_argument("--family", choices=["switch", "crazy_eights"], default="switch",
                       help="which game (default: switch)")
    group.add_argument("--players", type=int, default=players, help=f"number of players (default: {players})")
    group.add_argument("--jokers", type=int, default=0, help="add 0, 1 or 2 wild jokers (V-5)")
    group.add_argument("--last-card-penalty", type=int, default=None,
                       help='cards drawn for not calling "last card"; 0 turns it off (S-7)')
    group.add_argument("--match", choices=["single", "rounds", "elimination", "target"], default=None,
                       help="how the match ends (S-16, C-9; default: the family's own)")
    group.add_argument("--target", type=int, default=None, help="Crazy Eights target score, 50 to 500 (C-9)")
    for flag, _, text in _FLAGS:
        group.add_argument(flag, action="store_true", help=text)


def rules_from_args(args) -> Rules:
    """The :class:`Rules` the command-line options describe."""
    options = {option: True for flag, option, _ in _FLAGS if getattr(args, option)}
    if args.jokers:
        options["jokers"] = args.jokers
    for name in ("last_card_penalty", "match", "target"):
        if getattr(args, name) is not None:
            options[name] = getattr(args, name)
    preset = Rules.switch if args.family == "switch" else Rules.crazy_eights
    return preset(players=args.players, **options)


class _Parser(argparse.ArgumentParser):
    """Says what is wrong with the command line in one sentence, and exits with 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message}\n(see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m switchcore",
        description="Switch and Crazy Eights: play against bots, run tournaments between strategies, "
                    "or print the rules.",
        epilog=_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    play = sub.add_parser(
        "play", help="play a game in the terminal against bots",
        description="Play against bots. On your turn, type the number of a move, or the move itself: "
                    "a card such as 7H or 10D, a card and a suit for a wild card (8C D), "
                    "'7H last' to call \"last card\", or draw, keep, take, pass. "
                    "Type 'help' for the rules of the current position, 'quit' to stop.",
        epilog=_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_rules_options(play, 3)
    play.add_argument("--bot", choices=list(BOTS), default="medium", help="how the other players play (default: medium)")
    play.add_argument("--seed", type=int, default=None, help="shuffle seed; the same seed deals the same cards")
    tour = sub.add_parser(
        "tournament", help="play many games between bots and print the table",
        description="Play seeded games between bots, rotating the seats, and print each bot's games, wins, "
                    "win rate (with a 95% interval), average points, turns per round and forfeits. A class's "
                    "bots are one file per student in a folder (--bots-dir): FILE.py or FILE.ipynb, whose name "
                    "is the bot's name, defining a function choose(view). Each student's bot plays in a process "
                    "of its own, with a time and a memory limit: one that runs too long, crashes, quits or "
                    "answers nonsense forfeits that game (the easy bot plays its turns, it loses, the others "
                    "play on). With --results, every finished game is saved at once; Ctrl-C stops within "
                    "seconds, and the same command goes on where it stopped.",
        epilog=_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_rules_options(tour, 4)
    what = tour.add_argument_group("bots and games")
    what.add_argument("--bots-dir", metavar="DIR",
                      help="a folder with one bot file per student (.py, or .ipynb with nbformat installed)")
    what.add_argument("--bots", default=None,
                      help="comma-separated bots: built-in names (hard, medium, easy, random) or FILE.py[:FUNCTION] "
                           "(default: hard,medium,easy,random, or none with --bots-dir)")
    count = what.add_mutually_exclusive_group()
    count.add_argument("--games", type=int, default=None, help="how many games in all (default: 200)")
    count.add_argument("--games-per-bot", type=int, default=None, metavar="N",
                       help="enough games for each bot to sit in about N")
    what.add_argument("--seed", default=None,
                      help="seed of the deals and seats (default: a new random secret each run; bots never see it)")
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
    run.add_argument("--memory", type=int, default=512, metavar="MB",
                     help="memory a bot file's process may use (default: 512; 0 for no limit)")
    run.add_argument("--strikes", type=int, default=3, metavar="N",
                     help="restarts after which a bot that hangs or dies is benched for the rest of the run "
                          "(default: 3; 0 never benches)")
    out = tour.add_argument_group("results")
    out.add_argument("--results", metavar="FILE.jsonl",
                     help="save each game as it finishes; run again with the same file to go on after a stop")
    out.add_argument("--html", metavar="FILE.html", help="also write the table and its chart as a web page")
    board = sub.add_parser("leaderboard", help="print the table of a tournament's results file",
                           description="Read a results file written by 'tournament --results' and print its table.")
    board.add_argument("file", metavar="FILE.jsonl", help="the results file")
    board.add_argument("--html", metavar="FILE.html", help="also write the table and its chart as a web page")
    rules = sub.add_parser("rules", help="print the rule book and the special cards",
                           description="Print every rule with its id, and what the special cards do.")
    _add_rules_options(rules, 4)
    return parser


def _say(events, seat: int, out) -> None:
    for event in events:
        print("  " + str(event if event.seat == seat else event.public()), file=out)


def _show_turn(game: Game, seat: int, out) -> list:
    view = game.view(seat)
    moves = list(view.legal_moves)
    print("", file=out)
    print(str(view), file=out)
    print(f"Your hand: {view.hand}", file=out)
    for i, move in enumerate(moves, 1):
        print(f"  {i:>2}) {move}  [{move.code}]", file=out)
    return moves


def _read_move(game: Game, seat: int, moves: list, inp, out):
    """The move the player types, or None to quit."""
    while True:
        print("Your move (number, card such as 7H, draw, help, quit): ", end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            print("", file=out)
            return None
        text = line.strip()
        if text.lower() in ("q", "quit", "exit"):
            return None
        if text.lower() in ("h", "help", "?"):
            for card in dict.fromkeys(game.hand(seat)):
                print("  " + str(game.explain(card, seat)), file=out)
            continue
        if text.isdigit():
            if 1 <= int(text) <= len(moves):
                return moves[int(text) - 1]
            print(f"  Choose a number from 1 to {len(moves)}.", file=out)
            continue
        try:
            move = parse_move(text)
        except CardError as exc:
            print(f"  {exc}", file=out)
            continue
        if move in moves:
            return move
        print(f"  Not allowed: {game._refusal(move, seat)}", file=out)


def play(args, inp=None, out=None) -> int:
    """A game in the terminal: you are the first seat, bots the others."""
    inp, out = inp or sys.stdin, out or sys.stdout
    rules = rules_from_args(args)
    bot = BOTS[args.bot]
    names = NAMES[:rules.players]
    seed = args.seed if args.seed is not None else __import__("random").randrange(10**6)
    game = Game(rules, seed=seed, names=names)
    print(f"{rules} (seed {seed}). You are {names[0]}; the others are {args.bot} bots.", file=out)
    print(rules.effects, file=out)
    _say(game.log, 0, out)
    while True:
        while game.result is None:
            if game.turn == 0:
                moves = _show_turn(game, 0, out)
                move = _read_move(game, 0, moves, inp, out)
                if move is None:
                    print("Goodbye.", file=out)
                    return 0
            else:
                move = bot.choose(game.view(game.turn))
            _say(game.apply(move, seat=game.turn), 0, out)
        print(str(game.result), file=out)
        if game.match is not None:
            print(str(game.match), file=out)
            return 0
        _say(game.next_round(), 0, out)


class UsageError(Exception):
    """A bad command line, said in one sentence."""


def load_strategy(spec: str):
    """The bot named ``FILE.py`` or ``FILE.py:FUNCTION`` (or a notebook), as a
    :class:`~switchcore.botfiles.BotFile` that plays in its own process;
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
        if skipped:
            print(f"Left out (not .py or .ipynb): {', '.join(skipped)}", file=sys.stderr)
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
    cannot be run forfeits its games, and the teacher is told now."""
    from .botfiles import BotFile
    from .botproc import check_bots

    files = [bot for bot in players.values() if isinstance(bot, BotFile)]
    for bot, reason in check_bots(files, limits).items():
        if bot.name in given:
            raise UsageError(reason)
        print(f"Warning: {reason}; {bot.name} forfeits every game.", file=sys.stderr)


def _check_numbers(args) -> None:
    if args.games is not None and args.games < 1:
        raise UsageError(f"--games must be 1 or more, not {args.games}")
    if args.games_per_bot is not None and args.games_per_bot < 1:
        raise UsageError(f"--games-per-bot must be 1 or more, not {args.games_per_bot}")
    if args.workers < 1:
        raise UsageError(f"--workers must be 1 or more, not {args.workers}")
    if not args.move_time > 0 or not args.game_time > 0:
        raise UsageError("--move-time and --game-time must be more than 0 seconds")
    if args.memory < 0 or args.strikes < 0:
        raise UsageError("--memory and --strikes must be 0 or more")


def _write_html(result, path: str, out) -> None:
    from pathlib import Path

    try:
        Path(path).write_text(result.html(), encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None
    print(f"The table and its chart are in {path}.", file=out)


def run_tournament(args, out=None) -> int:
    import warnings

    from .botproc import Limits
    from .results import ResultsError
    from .tournament import TournamentInterrupted, available_cpus, tournament

    out = out or sys.stdout
    _check_numbers(args)
    rules = rules_from_args(args)
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

    limits = Limits(args.move_time, args.game_time, args.memory, strikes=args.strikes)
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
    if args.html:
        _write_html(result, args.html, out)
    return 0


def show_leaderboard(args, out=None) -> int:
    import json

    from .leaderboard import TournamentResult
    from .referee import GameRecord
    from .results import ResultsError, ResultsFile

    out = out or sys.stdout
    try:
        header = ResultsFile.read_header(args.file)
    except ResultsError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    if header is None:
        raise UsageError(f"there is no results file {args.file!r} (or it is empty)")
    records = {}
    with open(args.file, encoding="utf-8") as f:
        next(f)
        for line in f:
            try:
                record = GameRecord.from_dict(json.loads(line))
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short by a stop
            records.setdefault(record.index, record)
    result = TournamentResult(Rules.from_dict(header["rules"]), tuple(header["bots"]), list(records.values()),
                              header["seed"], planned=header.get("games", len(records)))
    print(result, file=out)
    if args.html:
        _write_html(result, args.html, out)
    return 0


def show_rules(args, out=None) -> int:
    out = out or sys.stdout
    rules = rules_from_args(args)
    family = "S" if args.family == "switch" else "C"
    for rule, text in RULEBOOK.items():
        if rule[0] in ("X", family, "V"):
            print(f"{rule:<5} {text}", file=out)
    print("", file=out)
    print(rules.effects, file=out)
    return 0


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "play":
            return play(args)
        if args.command == "tournament":
            return run_tournament(args)
        if args.command == "leaderboard":
            return show_leaderboard(args)
        return show_rules(args)
    except RulesError as exc:
        parser.error(str(exc))
    except UsageError as exc:
        print(f"{parser.prog} {args.command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nGoodbye.")
        return 130
    return 0
