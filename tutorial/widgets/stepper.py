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
import re

import ipywidgets as W


from switchcore import Play
from switchcore.messages import and_list, language

from ..words import say

from ..controller import GameController
from ..scenario import Scenario, load_scenario, matches, scenario_names
from .base import ArgumentError, ShortRepr, choice, guarded, live, made, set_message, style_widget
from .hand import HandWidget
from .table import TableWidget

__all__ = ["StepThrough"]


class StepThrough(ShortRepr, W.VBox):
    """Prev / Next / Reset over ``scenario``. ``index`` is the number of steps
    done. At a choose step the learner's hand is active and Next waits; a
    move the step accepts counts as the step, and Next goes on from the
    learner's game. Prev takes a step (or the learner's move) back."""

    def __init__(self, scenario: Scenario | str) -> None:
        if isinstance(scenario, str):  # a shipped scenario's name will do
            choice("scenario", scenario, scenario_names())
            scenario = load_scenario(scenario)
        if not isinstance(scenario, Scenario):
            raise ArgumentError(say("widget.bad_kind", name="scenario", kind=say("widget.a_scenario"),
                                    value=type(scenario).__name__))
        self.scenario = scenario
        self.errors: list = []
        self.index = 0
        self._games = [scenario.start.copy()]   # the game after each step done so far
        self.controller = GameController(scenario.start.copy())
        self.heading = made(W.HTML, "sc-step-title", value=f"<h4>{html.escape(scenario.title)}</h4>")
        self.counter = made(W.HTML, "sc-step")
        self.say = made(W.HTML, "sc-say")
        self.story = made(W.HTML, "sc-story")
        self.prev_button = made(W.Button, "sc-prev", description=say("step.prev"))
        self.next_button = made(W.Button, "sc-next", description=say("step.next"))
        self.reset_button = made(W.Button, "sc-reset", description=say("step.reset"))
        self.prev_button.on_click(lambda _b: self.prev())
        self.next_button.on_click(lambda _b: self.next())
        self.reset_button.on_click(lambda _b: self.reset())
        self.table = TableWidget(self.controller, show_all=scenario.show_all, seat=scenario.learner,
                                 newest_first=True)   # the newest event in sight, never scrolled away
        first = self.step   # the hand is made as the first step shows it: fewer changes sent to the page
        self.hand = HandWidget(self.controller, scenario.learner, accept=self._accept, on_move=self._moved,
                               enabled=self.choosing(), hints=first.hints if self.choosing() else True)
        self.hand.refocus = False   # the step-through places the focus after the learner's move
        self.message = made(W.HTML, "sc-message")
        self.todo = made(W.HTML, "sc-todo")
        controls = made(W.HBox, children=[self.prev_button, self.next_button, self.reset_button, self.counter,
                                          self.todo])
        super().__init__([style_widget(), self.heading, controls, self.say, self.table, self.hand, self.message,
                          self.story], _dom_classes=("sc-widget", "sc-stepper"))
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
        """The sentences on show, as one text: the newest, then the question."""
        parts = re.findall(r"<p[^>]*>(.*?)</p>", self.say.value)
        return " ".join(html.unescape(re.sub(r"<[^>]+>", "", p)) for p in parts)

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
        self._focus(self.next_button)

    @guarded
    def prev(self) -> None:
        if self.index == 0:
            return
        self._games.pop()
        self.index -= 1
        self._show()
        self._focus(self.prev_button)

    @guarded
    def reset(self) -> None:
        self._games = [self.scenario.start.copy()]
        self.index = 0
        self._show()
        self._focus(self.next_button)

    def said(self, index: int | None = None) -> str:
        """What the step-through says once ``index`` steps are done (by
        default the steps done now): the introduction at 0, else what the
        last of them said (a scripted move, another player's too, or what
        follows the learner's move)."""
        index = self.index if index is None else index
        if index == 0:
            return self.scenario.intro or say("step.start")
        done = self.scenario.steps[index - 1]
        return (done.then or say("step.good")) if done.kind == "choose" else done.say

    def story_text(self) -> list[str]:
        """The sentences said before the newest one, newest first."""
        return [html.unescape(x) for x in re.findall(r"<li>(.*?)</li>", self.story.value)]

    def _show(self) -> None:
        steps = self.scenario.steps
        self.controller.set_game(self._games[-1].copy())
        step = self.step
        # The newest sentence first, then, at the learner's turn, the question:
        # what another player just did is never skipped for the prompt.
        parts = [f"<p class='sc-said'>{html.escape(self.said())}</p>"]
        if self.choosing():
            parts.append(f"<p class='sc-ask'><b>{html.escape(step.say)}</b></p>")
        # A space between them, for the text read aloud or copied; a live region, read out at each step.
        self.say.value = live(" ".join(parts))
        earlier = [self.said(i) for i in range(self.index - 1, -1, -1)]
        self.story.value = ("" if not earlier else
                            f"<div class='sc-story-title'>{html.escape(say('step.story'))}</div>"
                            f"<ol class='sc-story-list' reversed start='{len(earlier)}' tabindex='0' "
                            f"aria-label='{html.escape(say('step.story'))}'>"
                            + "".join(f"<li>{html.escape(text)}</li>" for text in earlier) + "</ol>")
        self.hand.enabled = self.choosing()
        if self.choosing():
            self.hand.hints = step.hints
        self.hand._wild = None                # no suit asked for from another step
        set_message(self.hand.message, "")    # nor what the hand said at another step
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
        self._focus(self.next_button)

    def focus_target(self):
        """Where the keyboard's focus goes after Next, Prev, Reset or the
        learner's move when the button pressed is no longer the place: the
        learner's hand at a choose step, else Next, else Reset at the end."""
        if self.choosing():
            return self.hand.focus_target()
        return self.next_button if not self.next_button.disabled else self.reset_button

    def _focus(self, preferred) -> None:
        """Focus ``preferred`` (the button just used, or Next after a move)
        while it can still be pressed, else :meth:`focus_target`: never the
        page, and never a disabled button."""
        target = preferred if not preferred.disabled and not self.choosing() else self.focus_target()
        if target is not None:
            target.focus()


def _short(move) -> str:
    """'7♠', '8♣ and diamonds', 'draw a card'."""
    if isinstance(move, Play):
        return move.card.text if move.suit is None else say("step.and_suit", card=move.card.text, suit=move.suit.word())
    if language() == "en" or move.code not in ("draw", "keep", "take", "pass"):
        return str(move)
    return say(f"hand.{move.code}").lower()  # the button's words
