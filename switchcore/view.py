"""What one seat may see, and the table as text or as a picture.

A bot or a widget gets a :class:`SeatView`, never the game: its own hand, the
number of cards in the other hands, the table, and the public log, in which
the cards other players drew are hidden.

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H")
>>> v = g.view(1)
>>> print(v.hand, v.hand_sizes, v.top, v.my_turn)
2♥ 3♣ 9♥ (3, 3) 7♥ False
>>> hasattr(v, "hands")
False
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from .cards import Card, Cards, Suit
from .errors import SeatError, frozen, shown
from .legal import fits, next_seat
from .numbers import integer, whole
from .messages import say
from .svg import cards_html, pile_html

__all__ = ["SeatView", "table_text", "table_html"]


@frozen
@dataclass(frozen=True, slots=True)
class SeatView:
    """The game as ``seat`` sees it. ``legal_moves`` is empty unless it is
    this seat's turn. ``drawn`` is the card this seat just drew, when it must
    decide whether to play it (S-6, C-5)."""

    seat: int
    names: tuple
    rules: object
    hand: Cards
    hand_sizes: tuple
    top: Card
    suit: Suit
    direction: int
    turn: int
    pending: object
    drawn: Card | None
    stock_size: int
    discard_size: int
    totals: tuple
    out: tuple
    round_no: int
    dealer: int
    legal_moves: tuple
    log: tuple
    round_over: bool
    match_over: bool
    may_call: bool = False
    """True when this seat's play just left one card without the "last card"
    call and it may still call it, until the next player acts (S-7,
    ``Rules.late_call``): ``game.apply("last", seat=...)``."""

    @classmethod
    def of(cls, game, seat: int) -> "SeatView":
        """The view of ``game`` from ``seat``."""
        whole(seat, "what.seat", 0, game.rules.players - 1, SeatError)
        mine = game.turn == seat
        log = tuple(_public_log(game, seat))
        return cls(
            seat, game.names, game.rules, Cards(game.hands[seat]), tuple(len(h) for h in game.hands),
            game.discard[-1], game.suit, game.direction, game.turn, game.pending,
            game.drawn if mine else None, len(game.stock), len(game.discard), tuple(game.totals),
            tuple(game.out), game.round_no, game.dealer, tuple(game.legal_moves()) if mine else (),
            log, game.result is not None, game.match is not None, game.late == seat,
        )

    @property
    def my_turn(self) -> bool:
        """True when this seat is to act."""
        return self.turn == self.seat and not self.round_over

    @property
    def name(self) -> str:
        return self.names[self.seat]

    def fits(self, card: Card) -> bool:
        """True when ``card`` matches the top card (X-2), wild cards included
        (:func:`switchcore.legal.fits`)."""
        return fits(Card.parse(card), self.top, self.suit, self.rules.effects.wilds)

    def next_seat(self, steps: int = 1) -> int:
        """The seat ``steps`` places after this one in the direction of play,
        passing over eliminated players (``steps`` may be large: after the
        first step, the seats still in come round again and again)."""
        number = integer(steps)
        if number is None or number < 0:
            raise SeatError(say("setting.steps", value=shown(steps)))
        out = tuple(seat for seat, gone in enumerate(self.out) if gone)
        still_in, steps = len(self.names) - len(out), number
        if not still_in:  # everyone went over the cap at once (S-16): no seat to go to
            return self.seat
        if steps > still_in:
            steps = (steps - 1) % still_in + 1
        seat = self.seat
        for _ in range(steps):  # switchcore.legal.next_seat, one step at a time
            seat = next_seat(seat, len(self.names), self.direction, out)
        return seat

    def __str__(self) -> str:
        return _text(self.names, self.hand_sizes, self.top, self.suit, self.direction, self.turn,
                     self.pending, self.stock_size, self.totals, {self.seat: self.hand})

    def __repr__(self) -> str:
        # short at any point of a game: the log and the hand are there to read, not to print here
        if self.match_over:
            state = "match over"
        elif self.round_over:
            state = "round over"
        else:
            state = f"{self.names[self.turn]} to play"
        return f"<SeatView of {self.name} (seat {self.seat}), round {self.round_no}, {len(self.hand)} cards, {state}>"


def _public_log(game, seat: int) -> list:
    """The log as ``seat`` sees it (others' drawn cards hidden). It is kept
    with the game and extended as play goes on, so asking for a view at
    every move does not copy the whole log each time; undo gives the game a
    new log list, which starts this one again."""
    logs = game._public_logs
    source, public = logs.get(seat, (None, None))
    if source is not game.log or len(public) > len(game.log):
        source, public = game.log, []
        logs[seat] = (source, public)
    if len(public) < len(source):
        public.extend(e if e.seat == seat else e.public() for e in source[len(public):])
    return public


def _count(n: int) -> str:
    """'1 card', '5 cards' (in the current language)."""
    return say("table.cards", count=n)


def _text(names, sizes, top, suit, direction, turn, pending, stock, totals, shown) -> str:
    arrow = say("table.clockwise" if direction == 1 else "table.anticlockwise")
    suit_note = say("table.note", suit=suit) if top.suit is not suit else ""
    lines = [say("table.top", card=top.text, note=suit_note, direction=arrow, count=stock)]
    if pending is not None:
        lines.append(say("table.must", player=names[turn], what=pending.describe()))
    width = max(len(n) for n in names)
    for seat, name in enumerate(names):
        mark = "▶" if seat == turn else " "
        hand = str(shown[seat]) if seat in shown else _count(sizes[seat])
        lines.append(f"{mark} {name:<{width}}  {hand:<30} {say('table.total', total=totals[seat])}")
    return "\n".join(lines)


def table_text(game) -> str:
    """The whole table as text, every hand shown."""
    shown = {s: Cards(h) for s, h in enumerate(game.hands)}
    return _text(game.names, tuple(len(h) for h in game.hands), game.top, game.suit, game.direction,
                 game.turn, game.pending, len(game.stock), game.totals, shown)


def table_html(game, seat: int | None = None, four_colour: bool | None = None) -> str:
    """The table as HTML: every seat with its hand (face up for ``seat``, or
    for everyone when ``seat`` is None), the piles, the current suit, the
    direction and any pending effect."""
    esc = html.escape
    rows = []
    for s, name in enumerate(game.names):
        hand = game.hands[s]
        if seat is None or s == seat:
            picture = cards_html(hand, width=40, four_colour=four_colour)
        else:
            picture = f"<span class='sc-count'>{_count(len(hand))}</span>"
        to_play = s == game.turn and game.result is None
        turn, mark = (" sc-turn", "▶ ") if to_play else ("", "")
        style = "margin:4px 0;padding:2px 6px;border-left:4px solid " + ("#e0a800" if to_play else "transparent")
        rows.append(f"<div class='sc-seat{turn}' data-seat='{s}' style='{style}'><b>{mark}{esc(name)}</b> "
                    f"<span style='color:#555'>· {_count(len(hand))} · {esc(say('table.total', total=game.totals[s]))}"
                    f"</span>{picture}</div>")
    arrow = "↻ " + say("table.clockwise") if game.direction == 1 else "↺ " + say("table.anticlockwise")
    status = f"{esc(say('table.current_suit'))}: <b>{esc(game.suit.word())} {game.suit.symbol}</b> · {esc(arrow)}"
    if game.pending is not None:
        status += f" · <b>{esc(say('table.must', player=game.player, what=game.pending.describe()).rstrip('.'))}</b>"
    piles = (pile_html(len(game.stock), width=50) + pile_html(len(game.discard), top=game.top, width=50, four_colour=four_colour))
    return (f"<div class='sc-table'><div class='sc-piles' style='display:flex;gap:16px'>{piles}</div>"
            f"<div class='sc-status'>{status}</div>{''.join(rows)}</div>")
