"""Rule choices as the panels offer them: the family, the special cards of
Crazy Eights (C-7) and each variant (V-1 to V-9), one switch each.

>>> rules_for("switch", 3, {"king_stop": True}).king_stop
True
>>> allowed("crazy_eights", "stacked_skips"), allowed("switch", "stacked_skips")
(False, True)
>>> rules_for("switch", 3, {"black_jacks_stack": True, "wild_jacks": True})
Traceback (most recent call last):
...
switchcore.errors.RulesError: [V-6] black jacks can only stack when they make the next player pick up seven
"""

from __future__ import annotations

from switchcore import Match, Rules
from switchcore.options import HOUSE_RULES

from .words import LABELS, say

__all__ = ["OPTIONS", "FAMILIES", "allowed", "family_name", "family_options", "option_label", "rules_for"]

#: (setting, rule id, label, families it applies to): one switch for each
#: house rule of the core's table (:data:`switchcore.options.HOUSE_RULES`).
OPTIONS = tuple((option.name, option.rule, LABELS[option.name], option.families) for option in HOUSE_RULES)

#: The families, as the panels name them.
FAMILIES = (("Switch", "switch"), ("Crazy Eights", "crazy_eights"))


def option_label(name: str) -> str:
    """The label of option ``name`` with its rule id, in the lessons' language.

    >>> option_label("king_stop")
    'King stop (V-3)'
    """
    rule = next(o[1] for o in OPTIONS if o[0] == name)
    return f"{say('option.' + name)} ({rule})"


def family_name(family: str) -> str:
    """'Switch' or 'Crazy Eights', as the lessons' language names them."""
    return say("family." + family)


def family_options() -> list:
    """The families as a toggle offers them: (name shown, value) pairs."""
    return [(family_name(value), value) for _label, value in FAMILIES]


def allowed(family: str, name: str) -> bool:
    """True when the option ``name`` applies to ``family``."""
    return any(o[0] == name and family in o[3] for o in OPTIONS)


def rules_for(family: str, players: int, choices: dict, **settings) -> Rules:
    """The family's preset for ``players`` with the chosen options (those
    that apply to the family) and any other ``settings``. Settings that
    cannot go together raise :class:`switchcore.RulesError`."""
    preset = Rules.switch if family == "switch" else Rules.crazy_eights
    options = {name: (1 if name == "jokers" else True) for name, on in choices.items()
               if on and allowed(family, name)}
    options.update(settings)
    return preset(players=players, **options)


def match_settings(family: str, length: int) -> dict:
    """Settings for a match of ``length``: rounds for Switch (S-16(b)), a
    target score for Crazy Eights (C-9).

    >>> match_settings("switch", 3), match_settings("crazy_eights", 100)
    ({'match': <Match.ROUNDS: 'rounds'>, 'rounds': 3}, {'match': <Match.TARGET: 'target'>, 'target': 100})
    """
    if family == "switch":
        return {"match": Match.ROUNDS, "rounds": length}
    return {"match": Match.TARGET, "target": length}
