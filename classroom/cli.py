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
from switchcore.messages import LANGUAGES, language, language_of_environment, use_language
from switchcore.notation import leaning, move_word, read_card, read_suit
from switchcore.game import NAMES, Game
from switchcore.moves import parse_move
from .words import argparse_speaks, help_text, rules_name, say
from .cli_rules import _FLAGS, add_rules_options, rules_from_args  # noqa: F401 (_FLAGS: the flags, for tests)
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
    add_rules_options(play, 3)
    play.add_argument("--bot", choices=list(BOTS), default="medium", help=help_text("play.bot"))
    play.add_argument("--seed", type=int, default=None, help=help_text("play.seed"))
    add_tournament_commands(sub, add_rules_options, epilog)
    for command in sub.choices.values():  # --lang before or after the command: a teacher types either
        command.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=help_text("cli.lang"))
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


#: Words of the terminal game that are no moves, as a learner types them in
#: each language (the English ones are read in every language).
TERMINAL_WORDS = {
    "fr": {"aide": "help", "quitter": "quit", "quitte": "quit"},
    "it": {"aiuto": "help", "esci": "quit", "uscire": "quit"},
    "nl": {"hulp": "help", "stop": "quit", "stoppen": "quit"},
    "es": {"ayuda": "help", "salir": "quit", "sal": "quit"},
}


def _in_english(text: str) -> str:
    """A move typed in the language's letters (``RP`` for the roi de pique,
    ``8T P``), written with the English ones the engine reads."""
    lang = language()
    words = text.split()
    if lang == "en" or not words or words[0].lower() in ("draw", "keep", "take", "pass", "last"):
        return text
    side = leaning(words[0], lang)
    words[0] = read_card(words[0], lang).code
    if len(words) > 1 and words[1].lower() not in ("last", "!"):
        words[1] = read_suit(words[1], lang, side).value
    return " ".join(words)


def _read_move(game: Game, seat: int, moves: list, inp, out):
    """The move the player types, or None to quit."""
    while True:
        print(say("play.prompt"), end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            print("", file=out)
            return None
        text = " ".join(move_word(word, language()) for word in line.split())
        word = TERMINAL_WORDS.get(language(), {}).get(text.lower(), text.lower())
        if word in ("q", "quit", "exit"):
            return None
        if word in ("h", "help", "?"):
            for card in dict.fromkeys(game.hand(seat)):
                print("  " + str(game.explain(card, seat)), file=out)
            continue
        if text.isdigit():
            if 1 <= int(text) <= len(moves):
                return moves[int(text) - 1]
            print("  " + say("play.number", last=len(moves)), file=out)
            continue
        try:
            move = parse_move(_in_english(text))
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
    print(say("play.start", rules=rules_name(rules), seed=seed, name=names[0], bot=say("bot." + args.bot)), file=out)
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
                if move_word(inp.readline().strip(), language()).lower() in ("last", "l", "!"):
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
