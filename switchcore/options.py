"""The options of a set of rules, written once.

Every setting of :class:`~switchcore.rules.Rules` is one row of
:data:`OPTIONS`: its name, the rules it plays, what each family's preset
sets it to, and, for a house rule switched on or off, the families it
applies to and the id of the phrase that says it is on. The table of
options in :mod:`switchcore.rules`, the notebook panel's switches
(``tutorial.options``), the classroom command line's flags and their help,
and the phrases of :meth:`Rules.changes_in_words
<switchcore.rules.Rules.changes_in_words>` are all made from it; a test
checks it against the fields of ``Rules``.

>>> OPTIONS["king_stop"]
Option(name='king_stop', rule='V-3', switch='False', crazy_eights='False', families=('switch', 'crazy_eights'), phrase='describe.king_stop')
>>> [option.name for option in HOUSE_RULES][:3]
['special_cards', 'twos_stack', 'wild_jacks']
"""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

__all__ = ["Option", "OPTIONS", "HOUSE_RULES", "options_table"]

BOTH = ("switch", "crazy_eights")


class Option(NamedTuple):
    """One setting of :class:`~switchcore.rules.Rules`."""

    name: str
    """The setting's name, a field of ``Rules``."""
    rule: str
    """The ids of the rules it plays, such as ``"S-6, C-5"``."""
    switch: str
    """What :meth:`Rules.switch <switchcore.rules.Rules.switch>` sets it to, as the table shows it."""
    crazy_eights: str
    """What :meth:`Rules.crazy_eights <switchcore.rules.Rules.crazy_eights>` sets it to."""
    families: tuple = ()
    """For a house rule switched on or off: the families it applies to. Empty for the other settings."""
    phrase: str = ""
    """For a house rule: the id of the phrase that says it is on (``describe.<name>``)."""


def _house(name: str, rule: str, families: tuple = BOTH, switch: str = "False", crazy_eights: str = "False"):
    return Option(name, rule, switch, crazy_eights, families, f"describe.{name}")


#: Every setting, in the order of the table of :mod:`switchcore.rules`.
OPTIONS: "MappingProxyType[str, Option]" = MappingProxyType({option.name: option for option in (
    Option("family", "X-1", "switch", "crazy_eights"),
    Option("players", "S-1, C-1", "2 to 7", "2 to 8"),
    Option("decks", "S-2, C-1", "1 (2 for 7+)", "1 (or 2)"),
    Option("hand_size", "S-3, C-1", "7, 5, 4", "7, 5"),
    Option("draw", "S-6, C-5", "one", "until_playable"),
    Option("draw_limit", "S-6, C-5", "0 (none)", "0 (none)"),
    Option("reshuffle", "X-3", "True", "True"),
    Option("early_reshuffle", "X-3", "False", "False"),
    Option("last_card_penalty", "S-7", "2", "0"),
    Option("late_call", "S-7", "True", "True"),
    _house("special_cards", "C-7", ("crazy_eights",), switch="(always)"),
    _house("twos_stack", "C-7", ("crazy_eights",), switch="(always)"),
    Option("two_player_reverse_skips", "S-12, C-7", "True", "True"),
    _house("wild_jacks", "V-1"),
    _house("fours_draw_four", "V-2"),
    _house("king_stop", "V-3"),
    _house("queens_reverse", "V-4"),
    _house("jokers", "V-5", switch="0", crazy_eights="0"),
    _house("black_jacks_stack", "V-6", ("switch",)),
    _house("stacked_skips", "V-7", ("switch",)),
    _house("starter_effects", "V-8"),
    _house("crazy_eights_house", "V-9", ("switch",), crazy_eights="(n/a)"),
    _house("black_jack_fifty", "S-15", ("switch",)),
    Option("blocked_passes", "X-8, C-6", "0 (players)", "0 (players)"),
    Option("play_limit", "X-8, C-6", "0 (none)", "0 (none)"),
    Option("repetition", "X-10", "True", "True"),
    Option("scoring", "S-14, C-8, V-10", "penalty", "points"),
    Option("match", "S-16, C-9, V-10", "single", "target"),
    Option("rounds", "S-16", "1", "1"),
    Option("cap", "S-16", "100", "100"),
    Option("target", "C-9", "200", "200"),
)})

#: The house rules, each switched on or off (``jokers``: on is one joker).
HOUSE_RULES: tuple = tuple(option for option in OPTIONS.values() if option.families)


def options_table() -> str:
    """The options as a reStructuredText table: name, each preset's value, rules."""
    columns = [("option", "Switch", "Crazy Eights", "rule")]
    columns += [(o.name, o.switch, o.crazy_eights, o.rule) for o in OPTIONS.values() if o.name != "family"]
    widths = [max(len(row[i]) for row in columns) + 2 for i in range(4)]
    rule = "  ".join("=" * (w - 2) for w in widths).rstrip()
    lines = [rule, "  ".join(f"{cell:<{w - 2}}" for cell, w in zip(columns[0], widths)).rstrip(), rule]
    lines += ["  ".join(f"{cell:<{w - 2}}" for cell, w in zip(row, widths)).rstrip() for row in columns[1:]]
    return "\n".join(lines + [rule])
