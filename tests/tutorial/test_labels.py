"""Words on the widgets are never cut short, in any language.

ipywidgets gives a button and a check box a fixed width (148 and 300
pixels) and a description label 80 pixels, and cuts longer words with '…':
'Call "last card…', 'Special cards: Q skips, A rev…', longer still in French
and Dutch. The widgets of the lessons size them to their words instead
(tutorial.widgets.base.fitted); the words of a check box wrap (the CSS).
"""

import ipywidgets as W
import pytest

import tutorial
from switchcore import Game, Rules
from tutorial import BotGame, HandWidget, RulesPanel
from tutorial.widgets.base import CSS


def _descendants(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _descendants(child)


def _labelled(widget):
    """The parts of ``widget`` that show words of the lessons: every control
    with a description, except the card buttons (pictures, their text hidden)."""
    for part in _descendants(widget):
        if "sc-card-button" in part._dom_classes:
            continue
        if isinstance(part, (W.ToggleButtons, W.RadioButtons)) or getattr(part, "description", ""):
            yield part


def _widgets():
    """One of each widget that carries option labels or buttons with words:
    the rules panel (lesson 08), a bot game (lesson 10), a hand about to
    call "last card" (lesson 05) and a hand facing a penalty (lesson 03)."""
    position = lambda rules: Game.from_position(rules, hands=["8S JC 4H", "2H 3C"], top="7H")  # noqa: E731
    last = HandWidget(Game.from_position(Rules.switch(players=2), hands=["5H 9C", "2D 3S"], top="5C"), seat=0)
    penalty = Game.from_position(Rules.switch(players=2), hands=["2H 4S", "4D 6C"], top="5H")
    penalty.apply("2H")
    return [RulesPanel(position, players=2), BotGame(players=3, family="switch"), last, HandWidget(penalty, seat=1)]


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl", "es"])
def test_no_label_is_cut_short(lang):
    tutorial.language(lang)
    try:
        widgets = _widgets()
    finally:
        tutorial.language("en")
    seen = set()
    for widget in widgets:
        for part in _labelled(widget):
            seen.add(type(part).__name__)
            what = f"{type(part).__name__} {getattr(part, 'description', '')!r}"
            if isinstance(part, (W.Button, W.ToggleButton, W.Checkbox)):
                assert part.layout.width == "auto", what          # as wide as its words
            if "description_width" in part.style.keys and part.description:
                assert part.style.description_width == "initial", what
            if isinstance(part, W.ToggleButtons):
                assert part.style.button_width == "auto", what
            if isinstance(part, W.Checkbox):
                assert part.layout.height == "auto", what
                assert {"sc-rule", "sc-check"} & set(part._dom_classes), what   # its words wrap
    # every kind of labelled control was met, so the loop above checked something
    assert {"Button", "Checkbox", "RadioButtons", "BoundedIntText", "Dropdown"} <= seen


def test_the_words_of_the_rule_boxes_wrap():
    """A check box's words sit in a label that ipywidgets keeps on one line
    ('white-space: nowrap', cut with an ellipsis); the style sheet lets them wrap."""
    rule = next(line for line in CSS.splitlines() if line.startswith(".sc-rule .widget-label-basic"))
    block = CSS[CSS.index(rule):].split("}")[0]
    assert "white-space: normal" in block and "overflow: visible" in block


def test_the_longest_option_label_fits_a_column_of_the_panel():
    """The grid of boxes gives each column an equal share that may shrink
    (minmax(0, 1fr)), not a fixed 50% beside a gap, so a long label wraps
    inside its column instead of running under the next one."""
    panel = RulesPanel(lambda rules: Game.from_position(rules, hands=["8S", "2H"], top="7H"), players=2)
    grid = next(part for part in _descendants(panel) if "sc-rule-toggles" in part._dom_classes)
    assert grid.layout.grid_template_columns == "repeat(2, minmax(0, 1fr))"
