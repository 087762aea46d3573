"""The classroom's command line: play against bots, run a tournament, show a leaderboard.

    python -m classroom play --family crazy_eights --players 3 --bot hard
    python -m classroom tournament --games 200 --bots hard,medium,easy,random
    python -m classroom leaderboard class.jsonl

Every command takes ``--help``. The rule book itself is printed by the core:
``python -m switchcore rules``.
"""

from __future__ import annotations

import argparse
import sys

from .bots import BOTS
from .botproc import StartupInterrupted
from switchcore.errors import CardError, RulesError
from switchcore.explain import why_refused
from switchcore.messages import LANGUAGES, language_of_environment, use_language, with_rule
from switchcore.messages import say as engine_say
from switchcore.options import HOUSE_RULES, OPTIONS
from switchcore.game import NAMES, Game
from switchcore.moves import parse_move
from switchcore.rules import Rules
from .words import argparse_speaks, help_text, rules_name, say
from .cli_tournament import UsageError, add_tournament_commands, run_tournament, show_leaderboard

__all__ = ["main", "build_parser", "rules_from_args", "language_asked", "examples"]

#: The examples under each command's help: the command, and what it does (an id of classroom.words) when said.
_EXAMPLES = [
    ("python -m classroom play", "cli.example.play"),
    ("python -m classroom play --family crazy_eights --players 2 --bot hard", None),
    ("python -m classroom play --wild-jacks --king-stop", "cli.example.house"),
    ("python -m classroom tournament --games 500 --bots hard,medium,easy,random --workers 2", None),
    ("python -m classroom tournament --bots-dir submissions/ --bots hard --games-per-bot 200 --results class.jsonl",
     None),
    ("python -m classroom leaderboard class.jsonl --html class.html", None),
]


def examples() -> str:
    """The examples under each command's help, in the language chosen."""
    lines = [say("cli.examples")]
    lines += [f"  {command:<54}{say(what)}" if what else f"  {command}" for command, what in _EXAMPLES]
    lines.append(say("cli.rulebook", command="python -m switchcore rules --family crazy_eights"))
    return "\n".join(lines) + "\n"


# (flag, Rules option): a switch for each house rule of the core's table, but jokers (a number: --jokers)
_FLAGS = [("--" + option.name.replace("_", "-"), option.name) for option in HOUSE_RULES if option.name != "jokers"]


def _option_help(name: str) -> str:
    """A house rule's help: the core's phrase for it, citing its rule."""
    option = OPTIONS[name]
    return with_rule(engine_say(option.phrase), option.rule, True).replace("%", "%%")


def _add_rules_options(parser: argparse.ArgumentParser, players: int) -> None:
    group = parser.add_argument_group(say("group.rules"))
    group.add_argument("--family", choices=["switch", "crazy_eights"], default="switch",
                       help=help_text("option.family"))
    group.add_argument("--players", type=int, default=players, help=help_text("option.players", players=players))
    group.add_argument("--jokers", type=int, default=0, help=help_text("option.jokers"))
    group.add_argument("--last-card-penalty", type=int, default=None, help=help_text("option.last_card_penalty"))
    group.add_argument("--no-late-call", dest="late_call", action="store_false", help=help_text("option.late_call"))
    group.add_argument("--match", choices=["single", "rounds", "elimination", "target"], default=None,
                       help=help_text("option.match"))
    group.add_argument("--target", type=int, default=None, help=help_text("option.target"))
    for flag, option in _FLAGS:
        group.add_argument(flag, action="store_true", help=_option_help(option))


def rules_from_args(args) -> Rules:
    """The :class:`Rules` the command-line options describe."""
    options = {option: True for flag, option in _FLAGS if getattr(args, option)}
    if args.jokers:
        options["jokers"] = args.jokers
    if not getattr(args, "late_call", True):
        options["late_call"] = False
    for name in ("last_card_penalty", "match", "target"):
        if getattr(args, name) is not None:
            options[name] = getattr(args, name)
    preset = Rules.switch if args.family == "switch" else Rules.crazy_eights
    return preset(players=args.players, **options)


class _Parser(argparse.ArgumentParser):
    """Says what is wrong with the command line in one sentence, and exits
    with 2; its help and its messages, argparse's own words too ("usage:",
    "options", "invalid choice"), are in the language chosen (see
    :func:`classroom.words.argparse_speaks`)."""

    def __init__(self, *args, **kwargs):
        with argparse_speaks():  # the "options" heading and -h's help are written here
            super().__init__(*args, **kwargs)

    def parse_args(self, args=None, namespace=None):  # "unrecognized arguments" is said here
        with argparse_speaks():
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with argparse_speaks():
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with argparse_speaks():
            return super().format_usage()

    def format_help(self) -> str:
        with argparse_speaks():
            return super().format_help()

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message}\n{say('cli.see_help', prog=self.prog)}\n")


def language_asked(argv, environ=None) -> str:
    """The language of ``--lang X`` (or ``--lang=X``) in ``argv``, else the
    one the environment asks for: known before the parser is built, so that
    ``--help`` and argparse's messages are in it too."""
    argv = [str(arg) for arg in argv]
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        name, equals, value = arg.partition("=")
        if name in ("--la", "--lan", "--lang"):  # argparse takes a prefix of an option's name too
            value = value if equals else (argv[i + 1] if i + 1 < len(argv) else "")
            if value in LANGUAGES:
                return value
    return language_of_environment(environ)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the language chosen now
    (:func:`switchcore.messages.use_language`)."""
    epilog = examples()
    parser = _Parser(
        prog="python -m classroom", description=say("cli.description"),
        epilog=epilog, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help=help_text("cli.lang"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    play = sub.add_parser(
        "play", help=help_text("play.help"), description=say("play.description"),
        epilog=epilog, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_rules_options(play, 3)
    play.add_argument("--bot", choices=list(BOTS), default="medium", help=help_text("play.bot"))
    play.add_argument("--seed", type=int, default=None, help=help_text("play.seed"))
    add_tournament_commands(sub, _add_rules_options, epilog)
    return parser


def _say(events, seat: int, out) -> None:
    for event in events:
        print("  " + str(event if event.seat == seat else event.public()), file=out)


def _show_turn(game: Game, seat: int, out) -> list:
    view = game.view(seat)
    moves = list(view.legal_moves)
    print("", file=out)
    print(str(view), file=out)
    print(say("play.hand", hand=view.hand), file=out)
    for i, move in enumerate(moves, 1):
        print(f"  {i:>2}) {move}  [{move.code}]", file=out)
    return moves


def _read_move(game: Game, seat: int, moves: list, inp, out):
    """The move the player types, or None to quit."""
    while True:
        print(say("play.prompt"), end="", file=out, flush=True)
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
            print("  " + say("play.number", last=len(moves)), file=out)
            continue
        try:
            move = parse_move(text)
        except CardError as exc:
            print(f"  {exc}", file=out)
            continue
        if move in moves:
            return move
        print("  " + say("play.refused", reason=why_refused(game, move, seat)), file=out)


def play(args, inp=None, out=None) -> int:
    """A game in the terminal: you are the first seat, bots the others."""
    inp, out = inp or sys.stdin, out or sys.stdout
    rules = rules_from_args(args)
    bot = BOTS[args.bot]
    names = NAMES[:rules.players]
    seed = args.seed if args.seed is not None else __import__("random").randrange(10**6)
    game = Game(rules, seed=seed, names=names)
    print(say("play.start", rules=rules_name(rules), seed=seed, name=names[0], bot=args.bot), file=out)
    print(rules.effects, file=out)
    _say(game.log, 0, out)
    while True:
        while game.result is None:
            if game.turn == 0:
                moves = _show_turn(game, 0, out)
                move = _read_move(game, 0, moves, inp, out)
                if move is None:
                    print(say("play.goodbye"), file=out)
                    return 0
            else:
                move = bot.choose(game.view(game.turn))
            _say(game.apply(move, seat=game.turn), 0, out)
            if game.late == 0:  # S-7: the call forgotten with the play may still come
                print(say("play.late"), end="", file=out, flush=True)
                if inp.readline().strip().lower() in ("last", "l", "!"):
                    _say(game.apply("last", seat=0), 0, out)
        print(str(game.result), file=out)
        if game.match is not None:
            print(str(game.match), file=out)
            return 0
        _say(game.next_round(), 0, out)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else [str(arg) for arg in argv]
    use_language(language_asked(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "play":
            return play(args)
        if args.command == "tournament":
            return run_tournament(args)
        return show_leaderboard(args)
    except RulesError as exc:
        parser.error(str(exc))
    except UsageError as exc:
        print(f"{parser.prog} {args.command}: {exc}", file=sys.stderr)
        return 2
    except StartupInterrupted:
        from .tournament import _stopped_by

        try:  # the terminal may be gone (SIGHUP)
            print("\n" + say("cli.interrupted"), file=sys.stderr)
        except OSError:
            pass
        return 128 + (_stopped_by[0] if _stopped_by else 2)
    except KeyboardInterrupt:
        print("\n" + say("play.goodbye"))
        return 130
    return 0
