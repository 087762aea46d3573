"""The notebook panel's switches and the classroom's flags are made from
the core's table of options (switchcore.options), one for each house rule."""

from __future__ import annotations

from classroom.cli import _FLAGS
from switchcore.options import HOUSE_RULES, OPTIONS
from tutorial.options import OPTIONS as PANEL


def test_the_panel_and_the_command_line_offer_every_house_rule():
    assert [name for name, _rule, _label, _families in PANEL] == [o.name for o in HOUSE_RULES]
    assert {name for _flag, name in _FLAGS} == {o.name for o in HOUSE_RULES} - {"jokers"}  # --jokers takes a number
    for name, rule, _label, families in PANEL:
        assert (rule, families) == (OPTIONS[name].rule, OPTIONS[name].families)
