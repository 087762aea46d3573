"""Widgets for whole matches (lesson 07) and for the size of the deal (lesson 00).

:class:`MatchWidget` plays a match round by round: bots play each round when
the learner presses "Play next round", and the table and the chart of the
totals grow by one round each time. In an elimination match a menu changes
the cap and starts the same match again, so the learner sees who survives
with each cap.

>>> from switchcore import Rules
>>> match = MatchWidget(Rules.switch(players=4, match="elimination", cap=100), seed=1)
>>> match.next_button.click()
>>> match.rounds_shown()
1
>>> match.end_button.click()
>>> match.status_text().splitlines()[-1]
'Cat wins the match: everyone else is out. Totals: Ann 130, Ben 110, Cat 73, Dan 139'
>>> match.cap_menu.value = 150
>>> match.rounds_shown(), match.status_text().splitlines()[0]
(0, 'Elimination: a total over 150 is out; the last player left wins.')

:class:`KnockoutQuiz` asks which player an elimination round knocks out: a
click on a name gets a verdict at once.

:class:`DealSizes` shows, for each number of players, how many cards each
player gets in Switch and how many decks are shuffled together (S-2, S-3).
"""

from __future__ import annotations

import html as _html
import re

import ipywidgets as W

from switchcore import Game, Match, Rules, cards, hand_points
from switchcore.messages import and_list
from switchcore.svg import card_svg

from .settings import settings
from .widgets.base import ShortRepr, classed, guarded, set_message, style_widget
from .words import say

__all__ = ["MatchWidget", "KnockoutQuiz", "DealSizes", "goes_over"]


def _plain(html_text: str) -> str:
    return _html.unescape(re.sub(r"<[^>]+>", "", html_text.replace("<br>", "\n").replace("</p>", "\n"))).strip()


def _chart_html(game: Game) -> str:
    """The totals chart as HTML, with its words for those who cannot see it."""
    from .chart import chart_html

    return chart_html([r.totals for r in game.results], game.names, css="sc-match-chart-img")


class MatchWidget(ShortRepr, W.VBox):
    """A match under ``rules``, played round by round by bots (``bot``, the
    name of a bot of :data:`classroom.bots.BOTS`, in every seat) from
    ``seed``. "Play next round" plays one round, "Play to the end" the rest;
    the table and the chart show the totals after every round so far. With
    elimination rules a menu chooses the cap (``caps``) and starts again."""

    def __init__(self, rules: Rules, *, seed=1, bot: str = "medium", caps=(50, 100, 150, 200)) -> None:
        from classroom.bots import BOTS

        self.rules, self.seed, self.bot = rules, seed, BOTS[bot]
        self.errors: list = []
        self.next_button = classed(W.Button(description=say("match.next"), icon="play"), "sc-match-next")
        self.end_button = classed(W.Button(description=say("match.to_end"), icon="forward"), "sc-match-end")
        self.again_button = classed(W.Button(description=say("match.again"), icon="refresh"), "sc-match-again")
        self.next_button.on_click(lambda _b: self.play_round())
        self.end_button.on_click(lambda _b: self.play_to_end())
        self.again_button.on_click(lambda _b: self.restart())
        controls = [self.next_button, self.end_button, self.again_button]
        self.cap_menu = None
        if rules.match is Match.ELIMINATION:
            options = sorted(set(caps) | {rules.cap})
            self.cap_menu = classed(W.Dropdown(options=options, value=rules.cap, description=say("match.cap"),
                                               layout=W.Layout(width="11em")), "sc-match-cap")
            self.cap_menu.observe(lambda change: self.restart(change["new"]), "value")
            controls.insert(0, self.cap_menu)
        self.table = classed(W.HTML(), "sc-match-table")
        self.chart = classed(W.HTML(), "sc-match-chart")
        self.status = classed(W.HTML(), "sc-match-status")
        self.message = classed(W.HTML(), "sc-message")
        super().__init__([style_widget(), classed(W.HBox(controls), "sc-match-controls"), self.status,
                          classed(W.HBox([self.table, self.chart]), "sc-match-body"), self.message])
        classed(self, "sc-widget", "sc-match")
        self.restart()

    # -- what is shown -----------------------------------------------------------------

    def rounds_shown(self) -> int:
        """How many rounds the table shows."""
        return self.table.value.count("<tr class='sc-match-row'")

    def status_text(self) -> str:
        """The status lines as plain text."""
        return _plain(self.status.value)

    def table_text(self) -> str:
        """The table as plain text, a line per row, cells split by ' | '."""
        rows = re.findall(r"<tr[^>]*>(.*?)</tr>", self.table.value, flags=re.S)
        return "\n".join(" | ".join(_html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
                                    for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, flags=re.S))
                         for row in rows)

    # -- playing -----------------------------------------------------------------------

    @guarded
    def restart(self, cap: int | None = None) -> None:
        """Start the match again from its first deal (with ``cap``, a new cap)."""
        if cap is not None and cap != self.rules.cap:
            self.rules = self.rules.replace(cap=cap)
        self.game = Game(self.rules, seed=self.seed)
        set_message(self.message, "")
        self._show()

    def _finish_round(self) -> None:
        from classroom.bots import choose_with

        game = self.game
        for _ in range(5000):
            if game.result is not None:
                return
            game.apply(choose_with(self.bot, game.view(game.turn)), seat=game.turn)
        raise RuntimeError("a round of bots did not end")

    @guarded
    def play_round(self) -> None:
        """Play the next round (nothing once the match is over)."""
        if self.game.match is not None:
            set_message(self.message, say("match.over"), "refused")
            return
        if self.game.result is not None:
            self.game.next_round()
        self._finish_round()
        self._show()

    @guarded
    def play_to_end(self) -> None:
        """Play every round left."""
        while self.game.match is None:
            if self.game.result is not None:
                self.game.next_round()
            self._finish_round()
        self._show()

    def _show(self) -> None:
        game, rules = self.game, self.rules
        names = game.names
        head = "".join(f"<th>{_html.escape(n)}</th>" for n in names)
        rows, out = [], set()
        for result in game.results:
            cells = []
            for seat, total in enumerate(result.totals):
                if seat in out:
                    cells.append("<td class='sc-match-gone'>–</td>")
                elif seat in result.eliminated:
                    cells.append(f"<td class='sc-match-out'>{total} ✗</td>")
                else:
                    cells.append(f"<td>{total}</td>")
            out.update(result.eliminated)
            rows.append(f"<tr class='sc-match-row'><td>{result.round}</td>{''.join(cells)}</tr>")
        self.table.value = (
            "<style>.sc-match-table table{border-collapse:collapse;margin-right:16px}"
            ".sc-match-table td,.sc-match-table th{padding:2px 8px;text-align:right}"
            ".sc-match-out{color:#b00020;font-weight:bold}.sc-match-gone{color:#999}</style>"
            f"<table><tr><th>{_html.escape(say('chart.round'))}</th>{head}</tr>{''.join(rows)}</table>")
        self.chart.value = _chart_html(game) if game.results else ""
        lines = [say("match.rules_" + rules.match.name.lower(), rounds=rules.rounds, cap=rules.cap,
                     target=rules.target)]
        if not game.results:
            lines.append(say("match.none_yet"))
        else:
            last = game.results[-1]
            if last.eliminated:
                lines.append(say("match.knocked_out", round=last.round,
                                 players=and_list([names[s] for s in last.eliminated])))
            if game.match is None:
                pick = min if rules.scoring.value == "penalty" else max
                standing = [s for s in range(len(names)) if s in last.played or not last.played]
                standing = [s for s in standing if s not in last.eliminated]
                best = pick(last.totals[s] for s in standing)
                leaders = [names[s] for s in standing if last.totals[s] == best]
                lines.append(say("match.best", round=last.round, players=and_list(leaders), total=best))
            else:
                lines.append(str(game.match))
        self.status.value = "<br>".join(_html.escape(line) for line in lines)
        over = game.match is not None
        self.next_button.disabled = over
        self.end_button.disabled = over


def goes_over(total: int, hand, cap: int = 100, rules: Rules | None = None) -> bool:
    """True when a player with ``total`` who ends a round holding ``hand``
    (text such as ``"KC 3D"``) goes over ``cap`` in an elimination match of
    Switch (S-15, S-16).

    >>> goes_over(80, "QH 5S"), goes_over(80, "AS")
    (False, True)
    """
    rules = rules or Rules.switch(players=4, match="elimination", cap=cap)
    return total + hand_points(cards(hand), rules) > rules.replace(cap=cap).cap


class KnockoutQuiz(ShortRepr, W.VBox):
    """A round of an elimination match has just ended: each player's total
    before it and the cards left in their hand. The learner clicks the
    player the round knocks out; a wrong click is told that player stays in
    (never who is out), a right click gets a tick and the sum.

    >>> quiz = KnockoutQuiz({"Ann": (97, "2H"), "Ben": (72, "AS"), "Cat": (85, "8C 9D"), "Dan": (40, "")})
    >>> quiz.button("Ann").click()
    >>> quiz.message_text()
    '✗ Not yet: Ann stays in: the new total is not over 100. Hint: add the points of the cards left in each hand to the total before the round.'
    >>> quiz.button("Cat").click()
    >>> quiz.message_text()
    '✓ Right! Cat: 85 + 17 = 102, over the cap of 100, so Cat is out.'
    """

    def __init__(self, players: dict, cap: int = 100, card_width: int = 44) -> None:
        self.rules = Rules.switch(players=max(2, len(players)), match="elimination", cap=cap)
        self.errors: list = []
        self.cap = cap
        self.players = {name: (total, cards(hand)) for name, (total, hand) in players.items()}
        self.message = classed(W.HTML(), "sc-message")
        self.buttons = {}
        rows = [f"<tr><th>{_html.escape(say('table.player'))}</th><th>{_html.escape(say('quiz.before'))}</th>"
                f"<th>{_html.escape(say('quiz.left'))}</th></tr>"]
        for name, (total, hand) in self.players.items():
            pictures = "".join(card_svg(card, width=card_width, four_colour=settings.four_colour) for card in hand) or "–"
            rows.append(f"<tr><td><b>{_html.escape(name)}</b></td><td style='text-align:right'>{total}</td>"
                        f"<td class='sc-quiz-cards'>{pictures}</td></tr>")
            button = classed(W.Button(description=name), "sc-quiz-player", f"sc-quiz-{name}")
            button.on_click(lambda _b, n=name: self.choose(n))
            self.buttons[name] = button
        table = classed(W.HTML("<style>.sc-quiz-cards svg{margin-right:3px;vertical-align:middle}"
                               ".sc-quiz-table td,.sc-quiz-table th{padding:2px 10px}</style>"
                               f"<table class='sc-quiz-table'>{''.join(rows)}</table>"), "sc-quiz-hands")
        prompt = classed(W.HTML(_html.escape(say("quiz.click", cap=cap))), "sc-quiz-prompt")
        super().__init__([style_widget(), table, prompt, classed(W.HBox(list(self.buttons.values())),
                                                                 "sc-quiz-buttons"), self.message])
        classed(self, "sc-widget", "sc-knockout-quiz")

    def button(self, name: str) -> W.Button:
        return self.buttons[name]

    def message_text(self) -> str:
        return _plain(self.message.value)

    def points(self, name: str) -> int:
        return hand_points(self.players[name][1], self.rules)

    @guarded
    def choose(self, name: str) -> None:
        total = self.players[name][0]
        new = total + self.points(name)
        if new > self.cap:
            set_message(self.message, say("quiz.out", right=say("check.right"), player=name, before=total,
                                          points=self.points(name), total=new, cap=self.cap))
            return
        text = say("check.wrong_because", detail=say("quiz.stays", player=name, cap=self.cap))
        set_message(self.message, text + " " + say("check.hint", hint=say("quiz.hint")), "refused")


class DealSizes(ShortRepr, W.VBox):
    """A button for each table size of Switch (2 to 7 players): a click
    deals a game with ``seed`` and says how many cards each player got, how
    many decks were shuffled together and how many cards are left in the
    stock (S-2, S-3), with the cards of the first hand.

    >>> sizes = DealSizes()
    >>> sizes.button(7).click()
    >>> sizes.message_text()
    '7 players: 4 cards each, from 2 decks shuffled together (104 cards). 75 cards are left in the stock.'
    """

    def __init__(self, seed=1, card_width: int = 40) -> None:
        self.seed, self.card_width = seed, card_width
        self.errors: list = []
        self.buttons = {}
        for n in range(2, 8):
            b = classed(W.Button(description=say("deal.players", players=n), layout=W.Layout(width="auto")),
                        "sc-deal-size", f"sc-deal-{n}")
            b.on_click(lambda _b, n=n: self.deal(n))
            self.buttons[n] = b
        self.message = classed(W.HTML(), "sc-message")
        self.hand = classed(W.HTML(), "sc-deal-hand")
        super().__init__([style_widget(), classed(W.HBox(list(self.buttons.values()),
                                                         layout=W.Layout(flex_flow="row wrap")), "sc-deal-buttons"),
                          self.message, self.hand])
        classed(self, "sc-widget", "sc-deal-sizes")

    def button(self, players: int) -> W.Button:
        return self.buttons[players]

    def message_text(self) -> str:
        return _plain(self.message.value)

    @guarded
    def deal(self, players: int) -> None:
        rules = Rules.switch(players=players)
        game = Game(rules, seed=self.seed)
        each = len(game.hand(0))
        key = "deal.one_deck" if rules.decks == 1 else "deal.two_decks"
        set_message(self.message, say(key, players=players, each=each, stock=len(game.stock)))
        for b in self.buttons.values():
            b.button_style = ""
        self.buttons[players].button_style = "info"
        pictures = "".join(card_svg(card, width=self.card_width, four_colour=settings.four_colour) for card in game.hand(0))
        self.hand.value = f"<div>{_html.escape(say('deal.first_hand', player=game.names[0]))}</div>{pictures}"
