"""The options are written once (switchcore.options), and the rules agree.

The table must name every setting of Rules and say what each preset sets
it to; each house rule must switch on in each family it names, be said
in words by ``changes_in_words`` (the notebook panel and the classroom's
command line, made from the table too, are checked in
``tests/tutorial/test_options_from_the_core.py``).
"""

from __future__ import annotations

import dataclasses
import enum

import pytest

from switchcore import Rules
from switchcore.messages import ENGLISH
from switchcore.options import HOUSE_RULES, OPTIONS, options_table
from switchcore.rulebook import RULEBOOK

PRESETS = {"switch": Rules.switch, "crazy_eights": Rules.crazy_eights}


def _shown(value) -> str:
    return value.value if isinstance(value, enum.Enum) else str(value)


def test_the_table_names_every_setting_of_rules_once():
    fields = [f.name for f in dataclasses.fields(Rules) if f.init]
    assert sorted(OPTIONS) == sorted(fields)


@pytest.mark.parametrize("option", OPTIONS.values(), ids=lambda o: o.name)
def test_each_row_says_what_the_presets_set_and_cites_real_rules(option):
    for rule in option.rule.split(", "):
        assert rule in RULEBOOK, rule
    for family, shown in (("switch", option.switch), ("crazy_eights", option.crazy_eights)):
        value = getattr(PRESETS[family](), option.name)
        if shown in ("True", "False") or shown.isdigit() or shown.isidentifier():
            assert _shown(value) == shown, (family, value)
        else:  # a value the family works out (decks, hand size, players), or a setting it cannot change
            assert shown.startswith(("(", "0 (", "1 (")) or shown[0].isdigit(), shown


@pytest.mark.parametrize("option", HOUSE_RULES, ids=lambda o: o.name)
def test_each_house_rule_switches_on_in_its_families_and_is_said_in_words(option):
    assert option.phrase in ENGLISH
    on = 1 if option.name == "jokers" else True
    for family in option.families:
        extra = {"special_cards": True} if option.name == "twos_stack" else {}
        rules = PRESETS[family](players=3, **extra, **{option.name: on})
        assert getattr(rules, option.name) == on
        assert option.name in rules.changes_in_words(), (family, rules)


def test_the_rules_page_prints_the_table():
    import switchcore.rules

    assert options_table() in switchcore.rules.__doc__
    assert "black_jack_fifty" in options_table() and "twos_stack" in options_table()
