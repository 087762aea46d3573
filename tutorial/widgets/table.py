"""The whole table: seats, piles, the current suit, what is pending, the log.

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.switch(players=2), hands=["2S 9D 4C", "KH 3C 2D"], top="2H", pending=2, turn=1)
>>> table = TableWidget(g)
>>> print(table.status_text())
Top card: 2♥. Current suit: hearts ♥.
Play goes clockwise ↻.
Ben must draw 2 or play a 2.
Stock: 45 cards. Discard pile: 1 card.
>>> table.seat_lines()
['Ann: 3 cards, total 0', '▶ Ben: 3 cards, total 0']
"""

from __future__ import annotations

import html
import re

import ipywidgets as W

from switchcore.svg import back_svg, cards_html, pile_html

from ..controller import as_controller
from ..settings import settings
from ..text import plural, status_lines
from ..words import say
from .base import ShortRepr, guarded, made, style_widget

__all__ = ["TableWidget", "result_html"]


def result_html(result) -> str:
    """A finished round as an HTML table: every hand face up with its points,
    the round's scores and the new totals (C-10, S-14)."""
    esc = html.escape
    rows = []
    for seat, name in enumerate(result.names):
        win = " sc-winner" if seat in result.winners else ""
        rows.append(f"<tr class='sc-result-row{win}'><td><b>{esc(name)}</b></td>"
                    f"<td>{cards_html(result.hands[seat], width=30, four_colour=settings.four_colour)}</td><td>{result.points[seat]}</td>"
                    f"<td>{result.scores[seat]}</td><td>{result.totals[seat]}</td></tr>")
    head = esc(str(result).splitlines()[0])
    heads = "".join(f"<th>{esc(say(key))}</th>" for key in
                    ("table.player", "table.hand", "table.hand_points", "table.scores", "table.total"))
    return (f"<div class='sc-result'><p><b>{head}</b></p><table><tr>{heads}</tr>{''.join(rows)}</table></div>")


class TableWidget(ShortRepr, W.VBox):
    """The table of ``game`` (a Game or a shared GameController).

    ``show_all`` shows every hand face up; otherwise only ``seat``'s hand is
    face up (if given) and the others show their card counts. The log shows
    what ``seat`` may see (drawn cards of others hidden), or everything with
    ``show_all``. ``log_lines`` is how many recent events to show;
    ``newest_first`` (the default, the one order of every log of the
    lessons) lists them newest at the top, so the end of a round is never
    scrolled out of sight; ``newest_first=False`` lists them oldest first.
    """

    def __init__(self, game, show_all: bool = False, seat: int | None = None, *, log_lines: int = 12,
                 newest_first: bool = True) -> None:
        self.controller = as_controller(game)
        self.show_all = show_all
        self.seat = seat
        self.log_lines = log_lines
        self.newest_first = newest_first
        self.errors: list = []
        self.piles = made(W.HTML, "sc-piles")
        self.status = made(W.HTML, "sc-status")
        self.seats = made(W.HTML, "sc-seats")
        self.result = made(W.HTML, "sc-round-result")
        self.log_box = made(W.HTML, "sc-log")
        self.message = made(W.HTML, "sc-message")
        super().__init__([style_widget(), made(W.HBox, children=[self.piles, self.status]), self.seats, self.result,
                          self.log_box, self.message], _dom_classes=("sc-widget", "sc-table-widget"))
        self.controller.observe(self._changed)
        settings.on_change(self._changed, "four_colour")
        self.refresh()

    @property
    def game(self):
        return self.controller.game

    def _changed(self, _controller) -> None:
        self.refresh()

    def _face_up(self, seat: int) -> bool:
        return self.show_all or seat == self.seat or self.game.round_over

    @guarded
    def refresh(self) -> None:
        """Draw the table again from the game."""
        game, esc = self.game, html.escape
        self.piles.value = (
            "<div style='display:flex;gap:16px'>"
            + pile_html(game.stock_size, width=50, label=say("table.stock"))
            + pile_html(len(game.discard), top=game.top, width=50, label=say("table.discard"),
                        four_colour=settings.four_colour)
            + "</div>")
        self.status.value = "".join(f"<div class='sc-status-line'>{esc(line)}</div>" for line in status_lines(game))
        rows = []
        for seat, name in enumerate(game.names):
            hand = game.hands[seat]
            turn = seat == game.turn and not game.round_over
            cls = "sc-seat" + (" sc-turn" if turn else "") + (" sc-out" if game.out[seat] else "")
            picture = (cards_html(hand, width=34, four_colour=settings.four_colour) if self._face_up(seat)
                       else "<div class='sc-backs' style='display:flex;gap:2px'>"
                       + "".join(back_svg(width=22) for _ in range(min(len(hand), 15))) + "</div>")
            mark = "▶ " if turn else ""
            line = esc(say("table.seat", cards=plural(len(hand), "card"), total=game.totals[seat]))
            current = " aria-current='true'" if turn else ""   # read out as the current seat, not only ▶
            rows.append(f"<div class='{cls}' data-seat='{seat}'{current}><span class='sc-seat-line'>{mark}<b>{esc(name)}</b>: "
                        f"{line}</span>{picture}</div>")
        self.seats.value = "".join(rows)
        self.result.value = result_html(game.result) if game.result is not None else ""
        if game.match is not None:
            self.result.value += f"<p class='sc-match'><b>{esc(str(game.match))}.</b></p>"
        events = game.log if (self.show_all or self.seat is None) else game.view(self.seat).log
        shown = events[-self.log_lines:] if self.log_lines else events
        opening = "<ol class='sc-log-list'>"
        if self.newest_first:
            # Numbered as in the whole log, counting down from the newest.
            shown, opening = shown[::-1], f"<ol class='sc-log-list' reversed start='{len(events)}'>"
        # A log the keyboard can reach and scroll; it is not read out as it
        # grows (aria-live off): the message under each move already says it.
        self.log_box.value = (f"<div class='sc-log-scroll' role='log' aria-live='off' tabindex='0' "
                              f"aria-label='{esc(say('table.log'))}'>" + opening
                              + "".join(f"<li>{esc(str(e))}</li>" for e in shown) + "</ol></div>")

    # -- the text on show, for tests and screen readers --------------------------

    def status_text(self) -> str:
        return _text(self.status.value, "\n")

    def seat_lines(self) -> list[str]:
        return re.findall(r"<span class='sc-seat-line'>(.*?)</span>", self.seats.value.replace("<b>", "").replace("</b>", ""))

    def log_text(self) -> list[str]:
        return [html.unescape(x) for x in re.findall(r"<li>(.*?)</li>", self.log_box.value)]

    def result_text(self) -> str:
        return _text(self.result.value, " ")


def _text(value: str, sep: str) -> str:
    value = re.sub(r"<svg.*?</svg>", "", value, flags=re.S)
    parts = [p.strip() for p in re.split(r"<[^>]+>", value)]
    return sep.join(html.unescape(p) for p in parts if p)
