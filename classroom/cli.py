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
from switchcore.explain import refusal
from switchcore.messages import LANGUAGES, language_of_environment, use_language
from switchcore.game import NAMES, Game
from switchcore.moves import parse_move
from switchcore.rules import Rules
from .words import rules_name, say
from .cli_tournament import UsageError, add_tournament_commands, run_tournament, show_leaderboard

__all__ = ["main", "build_parser", "rules_from_args"]

_EXAMPLES = """examples:
  python -m classroom play                              Switch against three medium bots
  python -m classroom play --family crazy_eights --players 2 --bot hard
  python -m classroom play --wild-jacks --king-stop     Switch with two house rules
  python -m classroom tournament --games 500 --bots hard,medium,easy,random --workers 2
  python -m classroom tournament --bots-dir submissions/ --bots hard --games-per-bot 200 --results class.jsonl
  python -m classroom leaderboard class.jsonl --html class.html
The rule book: python -m switchcore rules --family crazy_eights
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
    group.add_argument("--no-late-call", dest="late_call", action="store_false",
                       help='"last card" must be called with the play, not after it (S-7)')
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
    if not getattr(args, "late_call", True):
        options["late_call"] = False
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
        prog="python -m classroom",
        description="Switch and Crazy Eights in class: play against bots, run tournaments between "
                    "strategies, show a leaderboard.",
        epilog=_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="the language of the game's sentences (default: the one LANG asks for, else en)")
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
    add_tournament_commands(sub, _add_rules_options, _EXAMPLES)
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
        print("  " + say("play.refused", reason=refusal(game, move, seat)), file=out)


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
    parser = build_parser()
    args = parser.parse_args(argv)
    use_language(args.lang or language_of_environment())
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
        print("\nStopped during the start-up check of the bot files; no game was played.", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("\n" + say("play.goodbye"))
        return 130
    return 0
