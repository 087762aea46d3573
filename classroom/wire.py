"""A seat's view as plain JSON data, and back: what crosses the pipe to a bot
that plays in its own process.

Only the public fields of a :class:`~switchcore.view.SeatView` are written:
the seat's own hand, the sizes of the other hands, the table, the legal
moves and the public log (cards others drew are hidden, as in the view).
The game's seed, the stock's order and the other hands are not part of a
view, so they are not part of this data either. At every move the view
crosses the pipe as a compact list (:func:`pack`, which the referee reads
straight from the game with :func:`pack_game`); :func:`view_data` gives
the same by field name. The log is sent in pieces:
each message carries only the events since the last one, and the reader
keeps the rest. After a game's first view, only what changed since the
seat's last one crosses the pipe (:func:`changes`, read back by
:meth:`ViewReader.update`): a move changes a few fields, not the names or
the totals; the reader keeps the rest, and builds the hand and the legal
moves again only when their text changed.

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
from switchcore.view import _public_log

__all__ = ["FIELDS", "pack", "pack_game", "changes", "view_data", "ViewReader", "move_text"]

#: The keys of a view's data, and nothing else.
FIELDS = ("seat", "names", "hand", "hand_sizes", "top", "suit", "direction", "turn", "pending", "drawn",
          "stock_size", "discard_size", "totals", "out", "round_no", "dealer", "legal", "log_from", "log",
          "round_over", "match_over")


def _code(card) -> str | None:
    return None if card is None else card.code


#: An event's fields after its kind and seat, as they cross the pipe when they hold their default value.
_EVENT_DEFAULTS = (None, None, 0, None, "", "")


def _event(e: Event, names) -> list:
    """An event as a short list: the player left out when it is the seat's name, and the fields at their
    defaults (:data:`_EVENT_DEFAULTS`) left off the end."""
    kind, seat, player, card, count, suit, rule, text = e
    if 0 <= seat < len(names) and player == names[seat]:
        player = None
    out = [kind, seat, player, None if card is None else card.code, count, None if suit is None else suit.value,
           rule, text]
    # The last field not at its default, from the end (this runs for every event a bot is sent).
    if text != "":
        return out
    if rule != "":
        return out[:7]
    if suit is not None:
        return out[:6]
    if count != 0:
        return out[:5]
    if card is not None:
        return out[:4]
    return out[:3] if player is not None else out[:2]


def pack(view, log_from: int = 0) -> list:
    """The view as a compact JSON-ready list, in the order of :data:`FIELDS`
    (the hand and the legal moves as one text each); the log from event
    ``log_from`` on. This is what crosses the pipe at every move."""
    return [
        view.seat, view.names, " ".join([c.code for c in view.hand]), view.hand_sizes, view.top.code,
        view.suit.value, view.direction, view.turn, view.pending.amount if view.pending is not None else 0,
        _code(view.drawn), view.stock_size, view.discard_size, view.totals, view.out, view.round_no,
        view.dealer, "|".join([m.code for m in view.legal_moves]), log_from,
        [_event(e, view.names) for e in view.log[log_from:]], view.round_over, view.match_over,
    ]


def pack_game(game, seat: int, log_from: int = 0) -> list:
    """The same list as ``pack(game.view(seat), log_from)``, read from the game without building the view
    (the referee packs a view for a bot file at every move). Only what the view shows is read: the other
    hands' sizes, and the drawn card and the legal moves only when it is this seat's turn."""
    mine = game.turn == seat
    names = game.names
    pending = game.pending
    log = _public_log(game, seat)
    return [
        seat, names, " ".join([c.code for c in game.hands[seat]]), tuple([len(h) for h in game.hands]),
        game.discard[-1].code, game.suit.value, game.direction, game.turn,
        pending.amount if pending is not None else 0, _code(game.drawn) if mine else None, len(game.stock),
        len(game.discard), tuple(game.totals), tuple(game.out), game.round_no, game.dealer,
        "|".join([m.code for m in game.legal_moves()]) if mine else "", log_from,
        [_event(e, names) for e in log[log_from:]], game.result is not None, game.match is not None,
    ]


#: Where the log's start and its new events are in a :func:`pack`ed list: they are in every message.
_LOG_FROM, _LOG = FIELDS.index("log_from"), FIELDS.index("log")


def changes(before: list, now: list) -> list:
    """What a :func:`pack`ed view ``now`` changes from ``before`` (the same seat's last one, in the same game),
    as a flat ``[index, value, index, value, ...]`` list; the log's start and new events are always there."""
    out = []
    for i, (old, new) in enumerate(zip(before, now)):
        if new != old or i == _LOG_FROM or i == _LOG:
            out += (i, new)
    return out


def view_data(view, log_from: int = 0) -> dict:
    """The view as JSON-ready data, by field name; the log from event ``log_from`` on."""
    data = dict(zip(FIELDS, pack(view, log_from)))
    data.update(names=list(view.names), hand=data["hand"].split(), hand_sizes=list(view.hand_sizes),
                totals=list(view.totals), out=list(view.out), legal=data["legal"].split("|") if data["legal"] else [])
    return data


class ViewReader:
    """Builds a fresh :class:`~switchcore.view.SeatView` from each message of
    one game (a :func:`pack`ed list or :func:`view_data`), keeping the public
    log between messages. Its rules are its own copy, made from their settings."""

    def __init__(self, rules: dict) -> None:
        from switchcore.view import SeatView

        self.rules = Rules.from_dict(rules)
        self.log: list = []
        self._view = SeatView
        self._cards: dict = {}
        self._moves: dict = {}
        self._last: list | None = None  # the last packed list read, for update
        self._log = ()  # the log as a tuple, made again only when events come
        self._hand = self._legal = (None, None)  # (text, what it reads as)

    def _card(self, code: str):
        card = self._cards.get(code)
        if card is None:
            card = self._cards[code] = Card.parse(code)
        return card

    def _move(self, code: str):
        move = self._moves.get(code)
        if move is None:
            move = self._moves[code] = parse_move(code)
        return move

    def update(self, changed: list):
        """The view after :func:`changes` to the last one read."""
        if self._last is None:
            raise ValueError("a view's changes came before the view itself")
        data = list(self._last)
        for i in range(0, len(changed), 2):
            data[changed[i]] = changed[i + 1]
        return self.read(data)

    def read(self, data):
        if isinstance(data, dict):
            data = [data[k] for k in FIELDS]
            data[2], data[16] = " ".join(data[2]), "|".join(data[16])
        (seat, names, hand, sizes, top, suit, direction, turn, pending, drawn, stock, discard, totals, out,
         round_no, dealer, legal, log_from, log, round_over, match_over) = data
        if log_from != len(self.log):
            raise ValueError(f"the log goes on from event {log_from}, but {len(self.log)} are known")
        card = self._card
        if log:
            new = []
            for short in log:
                if len(short) < 8:
                    short = list(short) + list(_EVENT_DEFAULTS[len(short) - 2:])
                kind, e_seat, player, e_card, count, e_suit, rule, text = short
                if player is None:
                    player = names[e_seat]
                new.append(Event(kind, e_seat, player, None if e_card is None else card(e_card), count,
                                 None if e_suit is None else Suit.parse(e_suit), rule, text))
            self.log += new
            self._log += tuple(new)
        self._last = data
        if hand != self._hand[0]:
            self._hand = (hand, Cards(card(c) for c in hand.split()))
        if legal != self._legal[0]:
            self._legal = (legal, tuple(self._move(m) for m in legal.split("|")) if legal else ())
        top = card(top)
        return self._view(
            seat=seat, names=tuple(names), rules=self.rules, hand=self._hand[1],
            hand_sizes=tuple(sizes), top=top, suit=Suit.parse(suit), direction=direction, turn=turn,
            pending=Pending(self.rules.effects[top], pending) if pending else None,
            drawn=None if drawn is None else card(drawn), stock_size=stock, discard_size=discard,
            totals=tuple(totals), out=tuple(out), round_no=round_no, dealer=dealer,
            legal_moves=self._legal[1], log=self._log, round_over=round_over, match_over=match_over,
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
