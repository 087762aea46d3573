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

import html
import random
import re
import time

import ipywidgets as W

from switchcore import Game
from switchcore.messages import language

from ..browser import FULL_PYTHON_ONLY, IN_BROWSER
from ..chart import totals_png
from ..controller import GameController
from ..options import OPTIONS, allowed, family_name, family_options, match_settings, option_label, rules_for
from ..words import say
from .base import ArgumentError, ShortRepr, choice, classed, guarded, set_message, style_widget, whole_number
from .hand import HandWidget
from .table import TableWidget

__all__ = ["BotGame", "available_bots"]

HUMAN = "human"
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
    if length is not None:
        whole_number("length", length, 1, 500)
    if seed is not None:
        whole_number("seed", seed, 0, 2 ** 63)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        raise ArgumentError(say("widget.bad_delay", name="delay", value=repr(delay)))


class BotGame(ShortRepr, W.VBox):
    """A match between humans and bots (see the module docs).

    ``levels``: one name per seat, ``"human"`` or a bot name; ``choices``:
    options switched on (as in :mod:`tutorial.options`); ``length``: rounds
    for Switch, the target score for Crazy Eights; ``delay``: seconds each
    bot waits before it moves; ``seed``: the deal to play (it fills the Seed
    box), or None for a new deal each time Deal is pressed. ``seed`` then
    holds the seed of the deal on the table.
    """

    def __init__(self, players: int = 3, family: str = "switch", *, levels=None, choices: dict | None = None,
                 length: int | None = None, seed: int | None = None, delay: float = 0.6, strategies: dict | None = None,
                 names=None) -> None:
        self.errors: list = []
        self.bots = available_bots(strategies)
        _check_arguments(players, family, levels, choices, length, seed, delay, [HUMAN] + sorted(self.bots))
        self.delay = delay
        self.seed = seed
        self.names = names
        self._running = False
        self._charted = 0
        self._strategies: dict = {}
        self.controller: GameController | None = None
        self.table: TableWidget | None = None
        self.hands: list = []
        # -- the setup ---------------------------------------------------------
        self.players = classed(W.IntSlider(value=players, min=2, max=8, description=say("bot.players")),
                               "sc-players")
        self.family = classed(W.ToggleButtons(options=family_options(), value=family), "sc-family")
        self.toggles = {name: classed(W.Checkbox(value=bool((choices or {}).get(name)), indent=False,
                                                 description=option_label(name)), "sc-rule", f"sc-rule-{name}")
                        for name, _rule, _label, _f in OPTIONS}
        default_length = length if length is not None else (3 if family == "switch" else 100)
        self.length = classed(W.BoundedIntText(value=default_length, min=1, max=500,
                                               description=say("bot.rounds" if family == "switch" else "bot.target")),
                              "sc-length")
        self.levels_box = classed(W.VBox(), "sc-levels")
        self.seed_box = classed(W.Text(value="" if seed is None else str(seed), placeholder=say("bot.seed_placeholder"),
                                       description=say("bot.seed"), tooltip=say("bot.seed_tip")), "sc-seed")
        self.start_button = classed(W.Button(description=say("bot.deal"), button_style="primary"), "sc-start")
        self.deal_info = classed(W.HTML(), "sc-deal")
        self.next_round_button = classed(W.Button(description=say("bot.next_round")), "sc-next-round")
        self.next_round_button.layout.display = "none"
        self.message = classed(W.HTML(), "sc-message")
        self.chart = classed(W.Output(), "sc-chart")
        self.play_area = classed(W.VBox(), "sc-play-area")
        self._levels(levels)
        setup = classed(W.VBox([self.players, self.family, W.GridBox(
            list(self.toggles.values()), layout=W.Layout(grid_template_columns="repeat(2, 50%)")),
            self.length, self.levels_box, self.seed_box, self.start_button, self.deal_info]), "sc-setup")
        parts = [style_widget(), setup, self.message, self.play_area, self.next_round_button, self.chart]
        if IN_BROWSER:  # say what needs a full Python
            parts.insert(2, classed(W.HTML(f"<i>{FULL_PYTHON_ONLY}</i>"), "sc-browser-note"))
        super().__init__(parts)
        classed(self, "sc-bot-game")
        self.players.observe(lambda _c: self._levels(), "value")
        self.family.observe(self._family_changed, "value")
        self.start_button.on_click(lambda _b: self.start())
        self.next_round_button.on_click(lambda _b: self.next_round())
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
            boxes.append(classed(W.Dropdown(options=options, value=value, description=say("bot.seat", seat=seat + 1)),
                                 "sc-level", f"sc-level-{seat}"))
        self.levels_box.children = boxes

    @guarded
    def _family_changed(self, _change=None) -> None:
        family = self.family.value
        for name, box in self.toggles.items():
            box.disabled = not allowed(family, name)
        self.length.description = say("bot.rounds" if family == "switch" else "bot.target")
        if _change is not None:
            self.length.value = 3 if family == "switch" else 100
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
        rules = rules_for(family, self.players.value, choices, **match_settings(family, self.length.value))
        seed = self._deal_seed()
        if seed is None:
            return
        self.seed = seed
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
        self.play_area.children = [self.table, *self.hands]
        self.controller.observe(self._round_state)
        self.chart.outputs = ()
        self._charted = 0
        self._round_state()
        self.run_bots()   # after the message, so that a bot's error stays in sight

    @guarded
    def next_round(self) -> None:
        if self.game is None or not self.game.round_over or self.game.match_over:
            set_message(self.message, say("bot.not_over") if self.game and not self.game.round_over
                        else say("bot.no_round"), "refused")
            return
        self.controller.next_round()
        self.run_bots()

    def _human_moved(self, _move, _events) -> None:
        self.run_bots()
        self._clear_hands()   # the hand writes its move's events after the game has moved on

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
        try:
            game = self.controller.game
            while not game.round_over and game.turn in self._strategies:
                seat = game.turn
                move = self._strategies[seat](game.view(seat))
                if self.delay:
                    time.sleep(self.delay)
                self.controller.apply(move, seat)
        finally:
            self._running = False

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
        if over and self._charted != len(game.results):
            self._draw_chart()
        self._clear_hands()
        if game.match_over:
            set_message(self.message, str(game.match) + ".")
        elif over:
            set_message(self.message, say("bot.round_over", round=len(game.results)))
        else:
            rules = str(game.rules) if language() == "en" else say(
                "bot.rules", family=family_name(game.rules.family.value), count=game.rules.players)
            set_message(self.message, say("bot.round", rules=rules, round=len(game.results) + 1)
                        + (" " + say("bot.your_move") if self.hands else ""))

    def _draw_chart(self) -> None:
        from IPython.display import Image

        game = self.game
        self.chart.outputs = ()
        try:
            png = totals_png([r.totals for r in game.results], game.names)
        except ImportError:  # the browser version: no matplotlib, a stand-in that draws SVG
            from IPython.display import SVG

            from ..browser import totals_svg

            self.chart.append_display_data(SVG(totals_svg([r.totals for r in game.results], game.names)))
        else:
            self.chart.append_display_data(Image(data=png, format="png"))
        self._charted = len(game.results)
