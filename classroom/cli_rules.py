"""The rules as the classroom's commands take them: ``--family``,
``--players`` and a switch for each house rule of the core's table
(``switchcore.options``), for ``play`` and ``tournament`` alike.
"""

from __future__ import annotations

import argparse

from switchcore.messages import say as engine_say
from switchcore.messages import with_rule
from switchcore.options import HOUSE_RULES, OPTIONS
from switchcore.rules import Rules

from .words import help_text, say

__all__ = ["add_rules_options", "rules_from_args"]

# (flag, Rules option): a switch for each house rule of the core's table, but jokers (a number: --jokers)
_FLAGS = [("--" + option.name.replace("_", "-"), option.name) for option in HOUSE_RULES if option.name != "jokers"]


def _option_help(name: str) -> str:
    """A house rule's help: the core's phrase for it, citing its rule."""
    option = OPTIONS[name]
    return with_rule(engine_say(option.phrase), option.rule, True).replace("%", "%%")


def _rule_help(name: str) -> str:
    """The help of the option ``name`` (``option.<name>``), citing its rules from the core's table."""
    return with_rule(help_text("option." + name), OPTIONS[name].rule, True)


def add_rules_options(parser: argparse.ArgumentParser, players: int) -> None:
    group = parser.add_argument_group(say("group.rules"))
    group.add_argument("--family", choices=["switch", "crazy_eights"], default="switch",
                       help=help_text("option.family"))
    group.add_argument("--players", type=int, default=players, help=help_text("option.players", players=players))
    group.add_argument("--jokers", type=int, default=0, help=_rule_help("jokers"))
    group.add_argument("--last-card-penalty", type=int, default=None, help=_rule_help("last_card_penalty"))
    group.add_argument("--no-late-call", dest="late_call", action="store_false", help=_rule_help("late_call"))
    group.add_argument("--match", choices=["single", "rounds", "elimination", "target"], default=None,
                       help=_rule_help("match"))
    group.add_argument("--target", type=int, default=None, help=_rule_help("target"))
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
