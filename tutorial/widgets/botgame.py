"""A whole match in the notebook, against bots.

Choose the seats (2 to 8), the family and the variants, and a bot level for
each seat ("human" is you). Bots move after a short pause, so you can follow
them. At the end of each round every hand is shown with its points and the
new totals, and a chart follows the totals from round to round.

Each Deal shuffles afresh: the seed of the deal is shown under the Deal
button, and a number typed in the Seed box deals that game again (the same
seed and the same moves give the same game, X-6), so a class can replay one
deal together. The table lists the newest events first.

A strategy is a function that takes a :class:`switchcore.SeatView` and
returns a move (or a class whose instances do). ``strategies`` adds your own
to the bots of ``classroom.bots``:

>>> first = lambda view: view.legal_moves[0]
>>> bg = BotGame(players=3, levels=["first", "first", "first"], strategies={"first": first}, delay=0, length=2)
>>> bg.play_match()
>>> bg.game.match_over, len(bg.game.results)
(True, 2)
>>> bg.seed_box.value = "42"      # replay deal 42
>>> bg.start()
>>> bg.seed, bg.deal_text()
(42, 'Seed of this deal: 42.')
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import html
import json
import math
import random
import re
import time

import ipywidgets as W

from switchcore import Game, RulesError

from ..browser import IN_BROWSER, full_python_only
from ..controller import GameController
from ..options import OPTIONS, allowed, family_options, match_settings, option_label, rules_for
from ..settings import cite, sentence, settings
from ..words import say
from .base import (TWO_COLUMNS, ArgumentError, ShortRepr, choice, classed, fitted, guarded, held, set_message, style_widget,
                   whole_number)
from .hand import HandWidget
from .table import TableWidget

__all__ = ["BotGame", "available_bots", "describe_bots", "length_choices"]

HUMAN = "human"
#: The length of a match shown at first: 3 rounds of Switch, a target of 200
#: for Crazy Eights (C-9, as lessons 07 and 09 teach).
DEFAULT_LENGTH = {"switch": 3, "crazy_eights": 200}
#: Seconds the bots wait, after the learner's play left one card without the
#: call, before the next player acts: the time to make the late call (S-7).
CALL_WAIT = 6.0
#: The waits the game page offers for that call, besides the one given.
CALL_WAITS = (6.0, 15.0, 30.0, 60.0)
#: Where fresh seeds come from: not the global random generator, which a
#: notebook may have seeded (the same deal every time again).
_SEEDS = random.SystemRandom()


def available_bots(extra: dict | None = None) -> dict:
    """The bots by name: those of ``classroom.bots`` (when present) and ``extra``."""
    found = {}
    try:
        from classroom.bots import BOTS
    except ImportError:
        BOTS = {}
    found.update(BOTS)
    found.update(extra or {})
    return found


def describe_bots(extra: dict | None = None):
    """The bots in a line each, in the learner's language, as a list to show
    in a notebook (normal text, not code output). A bot without words of its
    own is described by the first sentence of its docstring.

    >>> print(describe_bots().data.splitlines()[0])
    * **random**: plays any card that fits, or draws, at random: it often draws when it could play.
    """
    from IPython.display import Markdown

    from ..words import ENGLISH

    lines = []
    for name, bot in available_bots(extra).items():
        if f"bot.about.{name}" in ENGLISH:
            about = say(f"bot.about.{name}")
        else:
            doc = " ".join(((bot if isinstance(bot, type) or callable(bot) else type(bot)).__doc__ or "").split())
            about = doc.split(". ")[0].rstrip(".") + "." if doc else ""
        lines.append(f"* **{name}**: {about}")
    return Markdown("\n".join(lines))


@functools.lru_cache(maxsize=None)
def length_choices(family: str) -> tuple:
    """The lengths of a match that the rules accept: numbers of rounds for
    Switch (S-16), target scores for Crazy Eights (C-9). Each is tried on
    :class:`switchcore.Rules`, so the choices are always the rules' own.

    >>> length_choices("crazy_eights")
    (50, 100, 150, 200, 250, 300, 350, 400, 450, 500)
    >>> length_choices("switch")[:3], length_choices("switch")[-1]
    ((1, 2, 3), 100)
    """
    found = []
    for value in range(1, 1001):
        try:
            rules_for(family, 2, {}, **match_settings(family, value))
        except RulesError:
            continue
        found.append(value)
    return tuple(found)


def _later(seconds: float, callback):
    """Call ``callback`` after ``seconds`` on the running event loop (the
    kernel's, in a notebook or on the game page), without blocking clicks in
    between. Without a running loop (plain Python) nothing is scheduled: the
    bots then wait until the call is made or :meth:`BotGame.go_on` is called."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop.call_later(seconds, callback)


#: The game page (Voilà) puts every cell in one box, ``#rendered_cells``,
#: between a banner and a footer, but marks no ``main`` landmark: a screen
#: reader's "go to main content" finds nothing, and axe's "region" rule
#: counts every cell as content outside a landmark. The game marks that box
#: as the page's main content, once, where no page has one already (in
#: JupyterLab the box does not exist and nothing changes).
_MAIN = """(function () {
  var cells = document.getElementById("rendered_cells");
  if (cells && !document.querySelector("main, [role=main]")) {
    cells.setAttribute("role", "main");
  }
})();"""


#: Looks for the hand for up to 5 seconds (it may still be on its way to the
#: page), then scrolls it to the middle of the view.
_SCROLL = """(function () {
  var tries = 0;
  (function look() {
    var hand = document.querySelector(%s);
    if (hand && hand.offsetParent !== null && hand.getBoundingClientRect().height > 0) {
      hand.scrollIntoView({block: "center"});
    } else if (tries++ < 100) {
      setTimeout(look, 50);
    }
  })();
})();"""


def _as_strategy(bot, seed: int):
    """A callable view -> move from a bot class, a bot object or a function."""
    if isinstance(bot, type):
        try:
            bot = bot(seed=seed)
        except TypeError:
            bot = bot()
    for name in ("choose", "move", "act"):
        method = getattr(bot, name, None)
        if callable(method):
            return method
    if callable(bot):
        return bot
    raise TypeError(f"{bot!r} is not a strategy: give a function of a SeatView, or a bot class")


def _check_arguments(players, family, levels, choices, length, seed, delay, bots) -> None:
    """Refuse, in one sentence naming the values allowed, what BotGame cannot take.

    >>> BotGame(players=4, family="crazy eights")
    Traceback (most recent call last):
    ...
    tutorial.friendly.ArgumentError: family must be "switch" or "crazy_eights", not "crazy eights".
    """
    choice("family", family, [value for _name, value in family_options()])
    whole_number("players", players, 2, 7 if family == "switch" else 8)
    if levels is not None:
        if isinstance(levels, str) or len(list(levels)) != players:
            raise ArgumentError(say("widget.bad_levels", name="levels", players=players,
                                    given=1 if isinstance(levels, str) else len(list(levels))))
        for level in levels:
            choice("levels", level, bots)
    for name in choices or {}:
        choice("choices", name, [option for option, _rule, _label, _families in OPTIONS])
    if length is not None:  # S-16: a number of rounds; C-9: a target in steps of 50
        lengths = length_choices(family)
        if family == "switch":
            whole_number("length", length, lengths[0], lengths[-1])
        else:
            choice("length", length, lengths)
    if seed is not None:
        whole_number("seed", seed, 0, 2 ** 63)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        raise ArgumentError(say("widget.bad_delay", name="delay", value=repr(delay)))


def bots_match(players: int = 3, family: str = "switch", *, levels, choices: dict | None = None,
               length: int | None = None, seed: int, strategies: dict | None = None, names=None) -> Game:
    """The match that :meth:`BotGame.play_match` plays with the same
    arguments (bots only), played without any widget: the same deals, the
    same bots with the same seeds, so the same results, in a fraction of
    the time. A check uses it to replay the match a lesson showed.

    >>> again = bots_match(players=4, levels=["easy", "medium", "hard", "random"], length=3, seed=3)
    >>> again.match_over, len(again.results)
    (True, 3)
    """
    bots = available_bots(strategies)
    _check_arguments(players, family, levels, choices, length, seed, 0, sorted(bots))
    if length is None:
        length = DEFAULT_LENGTH.get(family, 3)
    rules = rules_for(family, players, {name: bool((choices or {}).get(name)) for name, *_ in OPTIONS},
                      **match_settings(family, length))
    plays = {seat: _as_strategy(bots[level], seed + seat) for seat, level in enumerate(levels)}
    game = Game(rules, seed=seed, names=names)
    while True:
        for _ in range(10_000):
            if game.round_over:
                break
            game.apply(plays[game.turn](game.view(game.turn)), game.turn)
        else:
            raise RuntimeError("a round of bots did not end")
        if game.match_over:
            return game
        game.next_round()


class BotGame(ShortRepr, W.VBox):
    """A match between humans and bots (see the module docs).

    ``levels``: one name per seat, ``"human"`` or a bot name; ``choices``:
    options switched on (as in :mod:`tutorial.options`); ``length``: rounds
    for Switch, the target score for Crazy Eights; ``delay``: seconds each
    bot waits before it moves; ``seed``: the deal to play (it fills the Seed
    box), or None for a new deal each time Deal is pressed. ``seed`` then
    holds the seed of the deal on the table.

    ``length`` is one of :func:`length_choices` for the family (the Rounds or
    Target menu offers those). ``call_wait``: when a learner's play leaves one
    card without the "last card" call, the bots wait that many seconds before
    the next player acts, so that the late call (S-7) can still be made; the
    call ends the wait at once.
    """

    def __init__(self, players: int = 3, family: str = "switch", *, levels=None, choices: dict | None = None,
                 length: int | None = None, seed: int | None = None, delay: float = 0.6, strategies: dict | None = None,
                 names=None, call_wait: float = CALL_WAIT) -> None:
        self.errors: list = []
        self.bots = available_bots(strategies)
        _check_arguments(players, family, levels, choices, length, seed, delay, [HUMAN] + sorted(self.bots))
        self.delay = delay
        self.call_wait = call_wait
        self._timer = None
        self._waiting = None    # (seat, moves made) of the late call the bots wait for
        self._waited = None     # the wait that is over: the next player acts
        self._notice = ""       # a penalty the learner must see (S-7), until their next move
        self._bots_said = ""    # what the bots did since the learner's last move, read out with the status
        self.seed = seed
        self.names = names
        self._running = False
        self._charted = 0
        self._strategies: dict = {}
        self.controller: GameController | None = None
        self.table: TableWidget | None = None
        self.hands: list = []
        # -- the setup ---------------------------------------------------------
        self.players = classed(fitted(W.BoundedIntText(value=players, min=2, max=8, description=say("bot.players"),
                                                       layout=W.Layout(width="14em")), width=False),
                               "sc-players")
        self.family = classed(fitted(W.RadioButtons(options=family_options(), value=family, orientation="horizontal"),
                                    width=False), "sc-family")
        self.toggles = {name: classed(fitted(W.Checkbox(value=bool((choices or {}).get(name)), indent=False,
                                                        description=option_label(name))), "sc-rule", f"sc-rule-{name}")
                        for name, _rule, _label, _f in OPTIONS}
        default_length = length if length is not None else DEFAULT_LENGTH.get(family, 3)
        self.length = classed(fitted(W.Dropdown(options=length_choices(family), value=default_length,
                                                description=say("bot.rounds" if family == "switch" else "bot.target")),
                                     width=False),
                              "sc-length")
        self.levels_box = classed(W.VBox(), "sc-levels")
        self.seed_box = classed(fitted(W.Text(value="" if seed is None else str(seed), placeholder=say("bot.seed_placeholder"),
                                              description=say("bot.seed"), tooltip=say("bot.seed_tip")), width=False),
                                "sc-seed")
        # Settings for those who need them: cards whose four suits have four colours, and more time for
        # the late "last card" call (a timed window must be one a learner can lengthen, WCAG 2.2.1).
        self.four_colour_box = classed(fitted(W.Checkbox(value=settings.four_colour, indent=False,
                                                         description=say("bot.four_colour"))), "sc-four-colour", "sc-check")
        self.four_colour_box.observe(lambda change: setattr(settings, "four_colour", change["new"]), "value")
        waits = sorted({call_wait, *CALL_WAITS})
        self.call_wait_box = classed(fitted(W.Dropdown(options=[(f"{w:g}", w) for w in waits], value=call_wait,
                                                       description=say("bot.call_wait")), width=False), "sc-call-wait")
        self.call_wait_box.observe(lambda change: setattr(self, "call_wait", change["new"]), "value")
        self.start_button = classed(fitted(W.Button(description=say("bot.deal"), button_style="primary")), "sc-start")
        self.deal_info = classed(W.HTML(), "sc-deal")
        self.next_round_button = classed(fitted(W.Button(description=say("bot.next_round"))), "sc-next-round")
        self.next_round_button.layout.display = "none"
        # Once a match is over: another one with the same settings, by the hand.
        self.new_match_button = classed(fitted(W.Button(description=say("bot.new_match"), button_style="primary")),
                                        "sc-new-match")
        self.new_match_button.layout.display = "none"
        # While the bots wait for a late "last card" call (S-7): the seconds left.
        self.call_clock = classed(W.HTML(), "sc-call-clock")
        self._deadline = None
        self._clock = None
        self.message = classed(W.HTML(), "sc-message")
        self.chart = classed(W.Output(), "sc-chart")
        # After a deal the page scrolls to the hand: a script in an output
        # that takes no room finds this game's hand and brings it into view.
        self.scroller = classed(W.Output(layout=W.Layout(height="0px", overflow="hidden")), "sc-scroller")
        self._mark_main()
        self.play_area = classed(W.VBox([self.message, self.next_round_button, self.new_match_button]), "sc-play-area")
        self._levels(levels)
        setup = classed(W.VBox([self.players, self.family, W.GridBox(
            list(self.toggles.values()), layout=W.Layout(grid_template_columns=TWO_COLUMNS)),
            self.length, self.levels_box, self.seed_box, self.four_colour_box, self.call_wait_box, self.start_button,
            self.deal_info]), "sc-setup")
        parts = [style_widget(), setup, self.play_area, self.chart, self.scroller]
        if IN_BROWSER:  # say what needs a full Python
            parts.insert(2, classed(W.HTML(f"<i>{full_python_only()}</i>"), "sc-browser-note"))
        super().__init__(parts)
        classed(self, "sc-widget", "sc-bot-game", f"sc-game-{self.model_id}")
        self.players.observe(lambda _c: self._levels(), "value")
        self.family.observe(self._family_changed, "value")
        self.start_button.on_click(lambda _b: self.start())
        self.next_round_button.on_click(lambda _b: self.next_round())
        self.new_match_button.on_click(lambda _b: self.start())
        self._family_changed()

    # -- setup -----------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self.controller.game if self.controller is not None else None

    @guarded
    def _levels(self, levels=None) -> None:
        names = [HUMAN] + sorted(self.bots)
        old = [d.value for d in self.levels_box.children]
        wanted = list(levels) if levels is not None else old
        boxes = []
        for seat in range(self.players.value):
            default = HUMAN if seat == 0 else (sorted(self.bots)[0] if self.bots else HUMAN)
            value = wanted[seat] if seat < len(wanted) else default
            if value not in names:
                raise ValueError(f"seat {seat}: no bot named {value!r}; choose from {', '.join(names)}")
            options = [(say("bot.human") if name == HUMAN else name, name) for name in names]
            boxes.append(classed(fitted(W.Dropdown(options=options, value=value, description=say("bot.seat", seat=seat + 1)),
                                        width=False),
                                 "sc-level", f"sc-level-{seat}"))
        self.levels_box.children = boxes

    @guarded
    def _family_changed(self, _change=None) -> None:
        family = self.family.value
        for name, box in self.toggles.items():
            box.disabled = not allowed(family, name)
        self.length.description = say("bot.rounds" if family == "switch" else "bot.target")
        if _change is not None:
            self.length.options = length_choices(family)
            self.length.value = DEFAULT_LENGTH[family]
        self.players.max = 7 if family == "switch" else 8

    def levels(self) -> list[str]:
        """The level chosen for each seat."""
        return [d.value for d in self.levels_box.children]

    def deal_text(self) -> str:
        """The line under the Deal button that names the seed of the deal."""
        return re.sub(r"<[^>]+>", "", self.deal_info.value)

    def _deal_seed(self) -> int | None:
        """The seed typed in the box, a fresh one when it is empty, or None
        (with a message) when the box holds something else."""
        text = self.seed_box.value.strip()
        if not text:
            return _SEEDS.randrange(1, 100_000)
        if text.isdigit():
            return int(text)
        set_message(self.message, say("bot.bad_seed", text=text), "refused")
        return None

    # -- playing ---------------------------------------------------------------------

    @guarded
    def start(self) -> None:
        """Deal the first round of a new match with the settings shown."""
        family = self.family.value
        choices = {name: box.value for name, box in self.toggles.items()}
        try:
            rules = rules_for(family, self.players.value, choices, **match_settings(family, self.length.value))
        except RulesError as exc:  # settings that cannot go together: said in words, never a traceback
            set_message(self.message, say("rules.cannot", reason=cite(exc.reason, exc.rule)), "refused")
            return
        seed = self._deal_seed()
        if seed is None:
            return
        self.seed = seed
        self._stop_waiting()
        self._notice = ""
        levels = self.levels()
        self._strategies = {seat: _as_strategy(self.bots[level], seed + seat)
                            for seat, level in enumerate(levels) if level != HUMAN}
        game = Game(rules, seed=seed, names=self.names)
        self.controller = GameController(game)
        line = html.escape(say("bot.seed_line", seed="\0")).replace("\0", f"<b>{seed}</b>")
        self.deal_info.value = f"<span title='{html.escape(say('bot.seed_line_tip'))}'>{line}</span>"
        humans = [seat for seat, level in enumerate(levels) if level == HUMAN]
        self.table = TableWidget(self.controller, show_all=not humans, seat=humans[0] if len(humans) == 1 else None,
                                 newest_first=True)
        self.hands = [HandWidget(self.controller, seat, on_move=self._human_moved) for seat in humans]
        for hand in self.hands:
            hand.after_turn = functools.partial(self._after_turn, hand)
        for hand in self.hands:  # after the hand's own handler has made the call
            hand.late_call.on_click(lambda _b: self._called_late())
        self.play_area.children = [self.table, self.message, self.next_round_button, self.new_match_button,
                                   self.call_clock, *self.hands]
        self.controller.observe(self._round_state)
        self.chart.outputs = ()
        self._charted = 0
        self._round_state()
        self.run_bots()   # after the message, so that a bot's error stays in sight
        self._show_hand()
        self._focus_hand()

    @guarded
    def next_round(self) -> None:
        if self.game is None or not self.game.round_over or self.game.match_over:
            set_message(self.message, say("bot.not_over") if self.game and not self.game.round_over
                        else say("bot.no_round"), "refused")
            return
        self._stop_waiting()
        self._notice = ""
        self.controller.next_round()
        self.run_bots()
        self._show_hand()
        self._focus_hand()

    def _human_moved(self, _move, _events) -> None:
        if self._notice:
            self._notice = ""
            self._round_state()
        self.run_bots()
        self._clear_hands()   # the hand writes its move's events after the game has moved on

    # -- the keyboard's focus ------------------------------------------------------------

    def _focus_hand(self) -> None:
        """After Deal or Next round, the keyboard's focus goes to the learner's
        hand (see :meth:`HandWidget.focus_next`), where the next move is."""
        if self.hands:
            self.hands[0].focus_next()

    def _after_turn(self, hand) -> None:
        """Where the focus goes once ``hand``'s turn is over and the bots have
        played: Next round (or Deal, after the match) when the round is
        over, else back into the hand."""
        game = self.game
        if game.round_over:
            (self.start_button if game.match_over else self.next_round_button).focus()
            return
        target = hand.focus_target()
        if target is not None:
            target.focus()

    # -- the late "last card" call (S-7) -----------------------------------------------

    @property
    def waiting_for_call(self) -> bool:
        """True while the bots wait for a learner's late "last card" call."""
        return self._waiting is not None

    def _late_key(self):
        game = self.game
        return (game.late, len(game.moves), len(game.results))

    def _stop_waiting(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = None
        self._waiting = None
        if self._clock is not None:
            self._clock.cancel()
        self._clock = None
        self._deadline = None
        self.call_clock.value = ""

    def call_seconds_left(self) -> int | None:
        """Whole seconds left for the late "last card" call while the bots
        wait for it (shown above the hand), else None."""
        if self._deadline is None:
            return None
        return max(0, math.ceil(self._deadline - time.monotonic()))

    def _tick(self) -> None:
        left = self.call_seconds_left()
        if left is None:
            return
        self.call_clock.value = f"<div class='sc-msg sc-msg-info'>{html.escape(say('bot.call_time', seconds=left))}</div>"
        self._clock = _later(1, self._tick) if left > 0 else None

    @guarded
    def _called_late(self) -> None:
        """The learner made the late call: the next player need not wait."""
        if self._waiting is not None and self.game is not None and self.game.late is None:
            self._stop_waiting()
            self.run_bots()
            self._focus_hand()

    @guarded
    def go_on(self) -> None:
        """End the wait for a late call now: the next player acts, and the
        learner who did not call draws the penalty (S-7). The bots call this
        themselves once ``call_wait`` seconds have passed."""
        if self._waiting is None:
            return
        self._waited = self._waiting
        self._stop_waiting()
        self.run_bots()
        self._focus_hand()   # the late-call button that had the focus is gone

    def _mark_main(self) -> None:
        """Give the game page its ``main`` landmark (see :data:`_MAIN`)."""
        from IPython.display import Javascript

        self.scroller.append_display_data(Javascript(_MAIN))

    def _show_hand(self) -> None:
        """Scroll the page to the learner's hand (in JupyterLab and on the
        game page): after Deal it sits under the setup and the table."""
        if not self.hands:
            return
        from IPython.display import Javascript

        where = json.dumps(f".sc-game-{self.model_id} .sc-hand")
        self.scroller.outputs = ()
        self.scroller.append_display_data(Javascript(_SCROLL % where))

    def _clear_hands(self) -> None:
        """Once the round is over, empty the hands' message areas: what a
        hand last said (a play, a refusal) belongs to the round that ended,
        and the table's reveal tells how it ended."""
        if self.game is not None and self.game.round_over:
            for hand in self.hands:
                set_message(hand.message, "")

    @guarded
    def run_bots(self) -> None:
        """Let the bots play until a human is to act or the round ends."""
        if self._running or self.controller is None:
            return
        self._running = True
        said = []
        try:
            # Without a pause the moves cannot be followed one by one anyway: the
            # page gets the table as the bots leave it, not each move on its way.
            with held(self) if not self.delay else contextlib.nullcontext():
                waiting = self._bots_play(said)
        finally:
            self._running = False
        if said and not waiting:   # the bots' moves, in the status line's live region: a screen reader reads them out
            self._bots_said = " ".join(said)
            self._round_state()
            self._bots_said = ""

    def _bots_play(self, said: list) -> bool:
        """The bots' moves, each one's sentences added to ``said``; True
        when they stop to give a learner time for a late call."""
        game = self.controller.game
        while not game.round_over and game.turn in self._strategies:
            late = game.late is not None and game.late not in self._strategies
            if late and self._late_key() != self._waited:  # a learner may still call (S-7)
                self._wait_for_call()
                return True
            seat = game.turn
            move = self._strategies[seat](game.view(seat))
            if self.delay:
                time.sleep(self.delay)
            events = self.controller.apply(move, seat)
            said.extend(sentence(e) for e in events)
            forgot = [e for e in events if e.kind == "forgot" and e.seat not in self._strategies]
            if forgot:
                self._penalised(forgot)
        return False

    def _wait_for_call(self) -> None:
        key = self._late_key()
        if self._waiting == key:
            return
        self._stop_waiting()
        self._waiting = key

        def over():
            if self._waiting == key:
                self.go_on()

        self._timer = _later(self.call_wait, over)
        self._deadline = time.monotonic() + self.call_wait
        self._tick()

    def _penalised(self, events) -> None:
        """A learner did not call "last card" in time: say so in the status
        line above the hand and under the hand, not only in the log."""
        self._notice = " ".join(sentence(e) for e in events)
        self._round_state()
        for hand in self.hands:
            if any(e.seat == hand.seat for e in events):
                set_message(hand.message, self._notice, "refused")

    def play_match(self) -> None:
        """Deal and play rounds until the match ends (for games of bots only)."""
        self.start()
        while self.game is not None and not self.game.match_over:
            if not self.game.round_over:
                raise RuntimeError("a human seat is waiting for its move")
            self.next_round()

    @guarded
    def _round_state(self, _controller=None) -> None:
        game = self.game
        over = game.round_over
        self.next_round_button.layout.display = None if over and not game.match_over else "none"
        self.new_match_button.layout.display = None if game.match_over else "none"
        if over and self._charted != len(game.results):
            self._draw_chart()
        self._clear_hands()
        if game.match_over:
            set_message(self.message, str(game.match) + ".")
        elif over:
            set_message(self.message, say("bot.round_over", round=len(game.results)))
        else:
            rules = game.rules.describe(rule_ids=False).rstrip(".")  # in words, in every language
            set_message(self.message, (self._notice + " " if self._notice else "")
                        + (self._bots_said + " " if self._bots_said else "")
                        + say("bot.round", rules=rules, round=len(game.results) + 1)
                        + (" " + say("bot.your_move") if self.hands and not self._notice else ""),
                        "refused" if self._notice else "info")

    def _draw_chart(self) -> None:
        from IPython.display import HTML

        from ..chart import chart_html

        game = self.game
        self.chart.outputs = ()
        self.chart.append_display_data(HTML(chart_html([r.totals for r in game.results], game.names)))
        self._charted = len(game.results)
