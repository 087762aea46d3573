"""A seat's view as plain JSON data, and back: what crosses the pipe to a bot
that plays in its own process.

Only the public fields of a :class:`~switchcore.view.SeatView` are written:
the seat's own hand, the sizes of the other hands, the table, the legal
moves and the public log (cards others drew are hidden, as in the view).
The game's seed, the stock's order and the other hands are not part of a
view, so they are not part of this data either. The log is sent in pieces:
each message carries only the events since the last one, and the reader
keeps the rest.

>>> from switchcore import Game, Rules
>>> game = Game(Rules.switch(players=3), seed=5)
>>> data = view_data(game.view(game.turn))
>>> sorted(data) == sorted(FIELDS)
True
>>> reader = ViewReader(Rules.switch(players=3).to_dict())
>>> again = reader.read(data)
>>> again == game.view(game.turn)
True
"""

from __future__ import annotations

from switchcore.cards import Card, Cards, Suit
from switchcore.effects import Pending
from switchcore.events import Event
from switchcore.moves import Play, _Plain, parse_move
from switchcore.rules import Rules

__all__ = ["FIELDS", "view_data", "ViewReader", "move_text"]

#: The keys of a view's data, and nothing else.
FIELDS = ("seat", "names", "hand", "hand_sizes", "top", "suit", "direction", "turn", "pending", "drawn",
          "stock_size", "discard_size", "totals", "out", "round_no", "dealer", "legal", "log_from", "log",
          "round_over", "match_over")


def _code(card) -> str | None:
    return None if card is None else card.code


def _event(e: Event) -> list:
    return [e.kind, e.seat, e.player, _code(e.card), e.count, None if e.suit is None else e.suit.value,
            e.rule, e.text]


def view_data(view, log_from: int = 0) -> dict:
    """The view as JSON-ready data; the log from event ``log_from`` on."""
    return {
        "seat": view.seat, "names": list(view.names), "hand": [c.code for c in view.hand],
        "hand_sizes": list(view.hand_sizes), "top": view.top.code, "suit": view.suit.value,
        "direction": view.direction, "turn": view.turn,
        "pending": view.pending.amount if view.pending is not None else 0,
        "drawn": _code(view.drawn), "stock_size": view.stock_size, "discard_size": view.discard_size,
        "totals": list(view.totals), "out": list(view.out), "round_no": view.round_no, "dealer": view.dealer,
        "legal": [m.code for m in view.legal_moves], "log_from": log_from,
        "log": [_event(e) for e in view.log[log_from:]], "round_over": view.round_over,
        "match_over": view.match_over,
    }


class ViewReader:
    """Builds a fresh :class:`~switchcore.view.SeatView` from each message of
    one game, keeping the public log between messages. Its rules are its own
    copy, made from their settings."""

    def __init__(self, rules: dict) -> None:
        self.rules = Rules.from_dict(rules)
        self.log: list = []

    def read(self, data: dict):
        from switchcore.view import SeatView

        if data["log_from"] != len(self.log):
            raise ValueError(f"the log goes on from event {data['log_from']}, but {len(self.log)} are known")
        for kind, seat, player, card, count, suit, rule, text in data["log"]:
            self.log.append(Event(kind, seat, player, None if card is None else Card.parse(card), count,
                                  None if suit is None else Suit.parse(suit), rule, text))
        top = Card.parse(data["top"])
        pending = Pending(self.rules.effects[top], data["pending"]) if data["pending"] else None
        drawn = None if data["drawn"] is None else Card.parse(data["drawn"])
        return SeatView(
            seat=data["seat"], names=tuple(data["names"]), rules=self.rules,
            hand=Cards(Card.parse(c) for c in data["hand"]), hand_sizes=tuple(data["hand_sizes"]), top=top,
            suit=Suit.parse(data["suit"]), direction=data["direction"], turn=data["turn"], pending=pending,
            drawn=drawn, stock_size=data["stock_size"], discard_size=data["discard_size"],
            totals=tuple(data["totals"]), out=tuple(data["out"]), round_no=data["round_no"], dealer=data["dealer"],
            legal_moves=tuple(parse_move(m) for m in data["legal"]), log=tuple(self.log),
            round_over=data["round_over"], match_over=data["match_over"],
        )


def move_text(move) -> str:
    """A strategy's answer as move text, or ValueError saying why it is not
    a move. Text is passed on as it is (the referee reads and checks it)."""
    if isinstance(move, str):
        return move
    if isinstance(move, _Plain):
        return move.code
    if isinstance(move, Play):
        card, suit, announce = move
        if not isinstance(card, Card):
            raise ValueError(f"returned {move!r}, whose card is {card!r}, not a card: return one of "
                             f"view.legal_moves, or text such as '7H'")
        if suit is not None and not isinstance(suit, Suit):
            raise ValueError(f"returned {move!r}, whose suit is {suit!r}, not a suit (use Suit.HEARTS or 'H')")
        return card.code + (f" {suit.value}" if suit is not None else "") + (" last" if announce else "")
    raise ValueError(f"returned {move!r}, which is not a move (return one of view.legal_moves, or text such as '7H')")
