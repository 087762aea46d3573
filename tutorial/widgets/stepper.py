"""Step through a scenario: Prev, Next and Reset, the table and a sentence at
each step, and the learner's own move at a "choose" step. A line beside the
buttons always says what to do now (press Next, or play a card), so the
text never asks for a button that is disabled. A legal move that the
example does not make is explained, not played.

>>> from switchcore import Suit
>>> from tutorial.scenario import load_scenario
>>> st = StepThrough(load_scenario("walkthrough"))
>>> st.index, st.choosing(), st.next_button.disabled, st.todo_text()
(0, True, True, 'Your move: click a card in your hand.')
>>> st.hand.button("8C").click()
>>> st.hand.suit_buttons[Suit.DIAMONDS].click()
>>> st.index, st.hand.message_text()
(0, '8♣ and diamonds is a legal move here too: 8♣ is wild: it can be played on anything, with a declared suit. But this example plays 7♠: play that to follow it.')
>>> st.hand.button("7S").click()
>>> st.index, str(st.game.top)
(1, '7♠')
>>> st.next_button.click()
>>> st.index, str(st.game.log[-1])
(2, 'Ben drew 4♥.')
>>> st.reset_button.click()
>>> st.index, str(st.game.top)
(0, '7♥')
"""

from __future__ import annotations

import html

import ipywidgets as W


from switchcore import Play
from switchcore.messages import and_list, language

from ..words import say

from ..controller import GameController
from ..scenario import Scenario, matches
from .base import ShortRepr, classed, guarded, set_message, style_widget
from .hand import HandWidget
from .table import TableWidget

__all__ = ["StepThrough"]


class StepThrough(ShortRepr, W.VBox):
    """Prev / Next / Reset over ``scenario``. ``index`` is the number of steps
    done. At a choose step the learner's hand is active and Next waits; a
    move the step accepts counts as the step, and Next goes on from the
    learner's game. Prev takes a step (or the learner's move) back."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.errors: list = []
        self.index = 0
        self._games = [scenario.start.copy()]   # the game after each step done so far
        self.controller = GameController(scenario.start.copy())
        self.heading = classed(W.HTML(f"<h4>{html.escape(scenario.title)}</h4>"), "sc-step-title")
        self.counter = classed(W.HTML(), "sc-step")
        self.say = classed(W.HTML(), "sc-say")
        self.prev_button = classed(W.Button(description=say("step.prev")), "sc-prev")
        self.next_button = classed(W.Button(description=say("step.next")), "sc-next")
        self.reset_button = classed(W.Button(description=say("step.reset")), "sc-reset")
        self.prev_button.on_click(lambda _b: self.prev())
        self.next_button.on_click(lambda _b: self.next())
        self.reset_button.on_click(lambda _b: self.reset())
        self.table = TableWidget(self.controller, show_all=scenario.show_all, seat=scenario.learner)
        self.hand = HandWidget(self.controller, scenario.learner, accept=self._accept, on_move=self._moved,
                               enabled=False)
        self.message = classed(W.HTML(), "sc-message")
        self.todo = classed(W.HTML(), "sc-todo")
        controls = W.HBox([self.prev_button, self.next_button, self.reset_button, self.counter, self.todo])
        super().__init__([style_widget(), self.heading, controls, self.say, self.table, self.hand, self.message])
        classed(self, "sc-stepper")
        self._show()

    @property
    def game(self):
        return self.controller.game

    @property
    def step(self):
        """The step the next click of Next makes (None at the end)."""
        steps = self.scenario.steps
        return steps[self.index] if self.index < len(steps) else None

    def choosing(self) -> bool:
        """True while the learner is to choose a move."""
        step = self.step
        return step is not None and step.kind == "choose"

    def say_text(self) -> str:
        return html.unescape(self.say.value.replace("<p>", "").replace("</p>", ""))

    def todo_text(self) -> str:
        """What to do now, as the line beside the buttons says it."""
        return html.unescape(self.todo.value)

    # -- moving through the steps ---------------------------------------------------

    @guarded
    def next(self) -> None:
        step = self.step
        if step is None:
            return
        if step.kind == "choose":
            set_message(self.message, say("step.move_first"), "refused")
            return
        self._games.append(self.scenario.advance(self._games[-1].copy(), step))
        self.index += 1
        self._show()

    @guarded
    def prev(self) -> None:
        if self.index == 0:
            return
        self._games.pop()
        self.index -= 1
        self._show()

    @guarded
    def reset(self) -> None:
        self._games = [self.scenario.start.copy()]
        self.index = 0
        self._show()

    def _show(self) -> None:
        steps = self.scenario.steps
        self.controller.set_game(self._games[-1].copy())
        step = self.step
        if self.choosing():
            text = step.say
        elif self.index == 0:
            text = self.scenario.intro or say("step.start")
        else:
            done = steps[self.index - 1]
            text = (done.then or say("step.good")) if done.kind == "choose" else done.say
        self.say.value = f"<p>{html.escape(text)}</p>"
        self.hand.enabled = self.choosing()
        if self.choosing():
            self.hand.hints = step.hints
        self.hand.refresh()
        self.hand.layout.display = None if self.choosing() else "none"
        self.counter.value = html.escape(say("step.counter", step=self.index, steps=len(steps)))
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = step is None or self.choosing()
        if self.choosing():
            todo = say("step.your_move")
        elif step is None:
            todo = say("step.end")
        else:
            todo = say("step.press_next")
        self.todo.value = html.escape(todo)
        set_message(self.message, "")

    # -- the learner's move ------------------------------------------------------------

    def _accept(self, move) -> str | None:
        step = self.step
        if step is None or step.kind != "choose" or not step.expect:
            return None
        if any(matches(move, wanted) for wanted in step.expect):
            return None
        return self._follow_the_example(move, step)

    def _follow_the_example(self, move, step) -> str:
        """Why a legal move that the example does not make is not played."""
        game = self.game
        wanted = and_list([_short(m) for m in step.expect], key="words.or")
        if isinstance(move, Play):
            why = game.explain(move.card, self.hand.seat).reason.rstrip(".")
            return say("step.other_move_why", move=_short(move), why=why, wanted=wanted)
        return say("step.other_move", move=_short(move).capitalize(), wanted=wanted)

    @guarded
    def _moved(self, move, events) -> None:
        self._games.append(self.game.copy())
        self.index += 1
        self._show()


def _short(move) -> str:
    """'7♠', '8♣ and diamonds', 'draw a card'."""
    if isinstance(move, Play):
        return move.card.text if move.suit is None else say("step.and_suit", card=move.card.text, suit=move.suit.word())
    if language() == "en" or move.code not in ("draw", "keep", "take", "pass"):
        return str(move)
    return say(f"hand.{move.code}").lower()  # the button's words
