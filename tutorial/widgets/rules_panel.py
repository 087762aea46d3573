"""Toggles for the rules, bound to a table: the same position, played under
other rules, lights up other cards.

>>> from switchcore import Game
>>> panel = RulesPanel(lambda rules: Game.from_position(rules, hands=["8S JC 4H", "2H 3C"], top="7H"), players=2)
>>> panel.hand.shown_cards(), sorted(panel.legal_cards())
(['8♠', 'J♣', '4♥'], ['4♥'])
>>> panel.family.value = "crazy_eights"
>>> sorted(panel.legal_cards())
['4♥', '8♠']
>>> panel.toggles["wild_jacks"].value = True
>>> sorted(panel.legal_cards()), "V-1" in panel.effects_text()
(['4♥', '8♠', 'J♣'], True)

Rules that cannot go together are refused in words, and the box just
ticked is unticked again: the panel shows the rules in play.

>>> panel.family.value = "switch"
>>> panel.toggles["wild_jacks"].value, panel.toggles["black_jacks_stack"].value
(True, False)
>>> panel.toggles["black_jacks_stack"].value = True
>>> panel.toggles["black_jacks_stack"].value, panel.rules.black_jacks_stack
(False, False)
>>> print("<div class='sc-msg sc-msg-refused'>These rules cannot go together" in panel.message.value)
True
"""

from __future__ import annotations

import html

import ipywidgets as W

from switchcore import Play, PositionError, RulesError

from ..controller import GameController
from ..friendly import message_text
from ..options import OPTIONS, allowed, family_options, option_label, rules_for
from ..words import say
from .base import TWO_COLUMNS, ShortRepr, choice, classed, fitted, guarded, set_message, style_widget, whole_number
from .hand import HandWidget
from .table import TableWidget

__all__ = ["RulesPanel"]


class RulesPanel(ShortRepr, W.VBox):
    """``factory(rules) -> Game`` builds the position; the panel rebuilds it
    whenever a toggle changes. ``players`` is the number of seats the
    factory's position has; ``seat`` is the hand shown (by default the seat
    to act); ``family`` and ``choices`` are the starting settings."""

    def __init__(self, factory, players: int = 2, *, seat: int | None = None, family: str = "switch",
                 choices: dict | None = None, show_all: bool = True) -> None:
        choice("family", family, [value for _name, value in family_options()])
        whole_number("players", players, 2, 7 if family == "switch" else 8)
        for name in choices or {}:
            choice("choices", name, [option for option, _rule, _label, _families in OPTIONS])
        self.factory = factory
        self.players = players
        self.errors: list = []
        self._undoing = False   # while a refused change is being undone
        self.family = classed(fitted(W.RadioButtons(options=family_options(), value=family, orientation="horizontal"),
                                    width=False), "sc-family")
        self.toggles = {}
        for name, _rule, _label, _families in OPTIONS:
            box = classed(fitted(W.Checkbox(value=bool((choices or {}).get(name)), description=option_label(name),
                                            indent=False)), "sc-rule", f"sc-rule-{name}")
            self.toggles[name] = box
        self.effects = classed(W.HTML(), "sc-effects")
        self.message = classed(W.HTML(), "sc-message")
        self.rules = rules_for(family, players, self.choices())
        game = factory(self.rules)
        self.controller = GameController(game)
        self.seat = game.turn if seat is None else seat
        self.table = TableWidget(self.controller, show_all=show_all, seat=self.seat)
        self.hand = HandWidget(self.controller, self.seat)
        grid = classed(W.GridBox(list(self.toggles.values()),
                                 layout=W.Layout(grid_template_columns=TWO_COLUMNS)), "sc-rule-toggles")
        super().__init__([style_widget(), self.family, grid, self.message, self.effects, self.table, self.hand])
        classed(self, "sc-widget", "sc-rules-panel")
        self.family.observe(self._changed, "value")
        for box in self.toggles.values():
            box.observe(self._changed, "value")
        self._show()

    def choices(self) -> dict:
        """The options switched on, by setting name."""
        return {name: box.value for name, box in self.toggles.items()}

    def legal_cards(self) -> set:
        """The cards of the shown hand that may be played now (as text)."""
        game = self.controller.game
        if game.turn != self.seat:
            return set()
        return {m.card.text for m in game.legal_moves() if isinstance(m, Play)}

    def effects_text(self) -> str:
        return html.unescape(self.effects.value.replace("<pre class='sc-effects-table'>", "").replace("</pre>", ""))

    @guarded
    def _changed(self, _change=None) -> None:
        if self._undoing:
            return
        family = self.family.value
        try:
            rules = rules_for(family, self.players, self.choices())
            game = self.factory(rules)
        except (RulesError, PositionError) as exc:
            # the calm sentence a code cell gives: the clash in words, its
            # rule in words (rule ids only when a teacher asks for them);
            # and the box just ticked is unticked, so that what the panel
            # shows is what "Nothing was changed" says
            if _change is not None and "owner" in _change:
                self._undoing = True
                try:
                    _change["owner"].value = _change["old"]
                finally:
                    self._undoing = False
            set_message(self.message, message_text(exc), "refused")
            return
        set_message(self.message, "")
        self.rules = rules
        self.controller.set_game(game)
        self._show()

    def _show(self) -> None:
        family = self.family.value
        for name, box in self.toggles.items():
            box.disabled = not allowed(family, name)
        self.effects.value = f"<pre class='sc-effects-table'>{html.escape(str(self.rules.effects))}</pre>"
