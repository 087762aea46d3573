"""``python -m switchcore rules``: print the rule book and the special cards.

    python -m switchcore rules --family crazy_eights --lang fr

The language is ``--lang`` (en, fr, it, nl, es), or the one the usual
locale variables ask for (``LANG=fr_FR.UTF-8``).

Playing against bots, tournaments and the leaderboard are the classroom's:
``python -m classroom --help``.
"""

from __future__ import annotations

import argparse
import sys

from .choices import Family
from .messages import LANGUAGES, language_of_environment, say, use_language
from .rulebook import RULEBOOK
from .rules import Rules

__all__ = ["main", "rule_book"]


def rule_book(rules: Rules) -> str:
    """Every rule of ``rules``' family (and the variants) with its id, then its effect table."""
    family = "S" if rules.family is Family.SWITCH else "C"
    lines = [f"{rule:<5} {say('rule.' + rule)}" for rule in RULEBOOK if rule[0] in ("X", family, "V")]
    return "\n".join(lines) + "\n\n" + str(rules.effects)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m switchcore",
        description="Print every rule of Switch or Crazy Eights with its id, and what the special cards do. "
                    "To play against bots or run a tournament, use python -m classroom.")
    language = dict(choices=LANGUAGES, help="the language to print in (default: the one LANG asks for, else en)")
    parser.add_argument("--lang", default=None, **language)  # before the command or after it, as a teacher types it
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    rules = sub.add_parser("rules", help="print the rule book and the special cards")
    rules.add_argument("--family", choices=["switch", "crazy_eights"], default="switch",
                       help="which game (default: switch)")
    rules.add_argument("--lang", default=argparse.SUPPRESS, **language)
    args = parser.parse_args(argv)
    use_language(args.lang or language_of_environment())
    preset = Rules.switch if args.family == "switch" else Rules.crazy_eights
    print(rule_book(preset()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
