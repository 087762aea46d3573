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
the totals; the reader keeps the rest, and reads again only the fields
that changed. The data is plain (lists, text, numbers), so it can be
written as JSON; on the pipe it is written in :mod:`marshal`'s format,
with its length (:func:`frame`), the quickest for both ends to write and read.

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

import marshal

from switchcore.cards import Card, Cards, Suit
from switchcore.effects import Pending
from switchcore.events import Event
from switchcore.moves import Play, PlainMove, parse_move
from switchcore.rules import Rules

__all__ = ["FIELDS", "pack", "pack_game", "changes", "frame", "read_frame", "view_data", "ViewReader", "move_text"]

#: The keys of a view's data, and nothing else.
FIELDS = ("seat", "names", "hand", "hand_sizes", "top", "suit", "direction", "turn", "pending", "drawn",
          "stock_size", "discard_size", "totals", "out", "round_no", "dealer", "legal", "log_from", "log",
          "round_over", "match_over")


def _code(card) -> str | None:
    return None if card is None else card.code


#: An event's fields after its kind and seat, as they cross the pipe when they hold their default value.
_EVENT_DEFAULTS = (None, None, 0, None, "", "")


def _event(e: Event, names) -> tuple:
    """An event as a short tuple: the player left out when it is the seat's name, and the fields at their
    defaults (:data:`_EVENT_DEFAULTS`) left off the end."""
    kind, seat, player, card, count, suit, rule, text = e
    if 0 <= seat < len(names) and player == names[seat]:
        player = None
    out = (kind, seat, player, None if card is None else card.code, count, None if suit is None else suit.value,
           rule, text)
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


#: Lists of legal moves, and their text (a move's code is made each time it is asked for).
_LEGAL_TEXT: dict = {}


def _legal_text(moves) -> str:
    moves = tuple(moves)
    text = _LEGAL_TEXT.get(moves)
    if text is None:
        text = "|".join([m.code for m in moves])
        if len(_LEGAL_TEXT) < 8192:
            _LEGAL_TEXT[moves] = text
    return text


def pack_game(game, seat: int, log_from: int = 0) -> list:
    """The same list as ``pack(game.view(seat), log_from)``, read from the game without building the view
    (the referee packs a view for a bot file at every move). Only what the view shows is read: the other
    hands' sizes, and the drawn card and the legal moves only when it is this seat's turn."""
    mine = game.turn == seat
    names = game.names
    pending = game.pending
    return [
        seat, names, " ".join([c.code for c in game.hands[seat]]), tuple([len(h) for h in game.hands]),
        game.discard[-1].code, game.suit.value, game.direction, game.turn,
        pending.amount if pending is not None else 0, _code(game.drawn) if mine else None, len(game.stock),
        len(game.discard), tuple(game.totals), tuple(game.out), game.round_no, game.dealer,
        _legal_text(game.legal_moves()) if mine else "", log_from,
        _log_for(game, seat, log_from), game.result is not None, game.match is not None,
    ]


class _Written:
    """One game's log as it crosses the pipe: each event written once for
    all the seats that see it alike (:meth:`~switchcore.events.Event.public`),
    and where the events are that their own seat sees otherwise."""

    __slots__ = ("log", "names", "public", "own", "last")

    def __init__(self, log=None, names=None) -> None:
        self.log, self.names, self.public, self.own, self.last = log, names, [], [], None


_written = _Written()


def _log_for(game, seat: int, log_from: int) -> list:
    """The events of ``game``'s log from ``log_from`` on as :func:`pack` writes them for ``seat``: the cards
    others drew hidden (see ``switchcore.view``), the seat's own shown."""
    global _written
    log, names, written = game.log, game.names, _written
    public = written.public
    if (written.log is not log or written.names is not names or len(public) > len(log)
            or public and log[len(public) - 1] is not written.last):  # another game, or its log was rewritten
        written = _written = _Written(log, names)
        public = written.public
    for at in range(len(public), len(log)):
        event = log[at]
        seen = event.public()
        if seen is not event:
            written.own.append(at)
        public.append(_event(seen, names))
    written.last = log[-1] if log else None
    out = public[log_from:]
    for at in reversed(written.own):
        if at < log_from:
            break
        if log[at].seat == seat:
            out[at - log_from] = _event(log[at], names)
    return out


def frame(op: bytes, data) -> bytes:
    """A view's message as it crosses the pipe: ``op`` (``m``, a whole :func:`pack`ed view, or ``d``, its
    :func:`changes`), the length of the data in 4 bytes and the data in :mod:`marshal`'s format, which
    both ends read and write quickest (they are the same Python; only the referee's data is read so,
    never a bot's: a bot's answer is text the referee checks)."""
    body = marshal.dumps(data)
    return op + len(body).to_bytes(4, "little") + body


def read_frame(read, op: bytes):
    """The data of a message that began with ``op`` (see :func:`frame`), from ``read(n)``, a buffered
    reader's ``read``."""
    return marshal.loads(read(int.from_bytes(read(4), "little")))


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
    log between messages. Its rules are its own copy, made from their settings.

    The reader keeps the view's fields as the view holds them (tuples, cards,
    moves) and reads again only the fields a message changes: a move's
    message costs what it changes, not the whole view."""

    def __init__(self, rules) -> None:
        from switchcore.view import SeatView

        self.rules = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
        self._view = SeatView
        self._events: dict = {}  # an event as it crossed the pipe -> the event (for the names of the game)
        self._last: list | None = None  # the last packed list read, for update
        self._args: list | None = None  # the view's fields, in the order of SeatView's
        self._log = ()  # the public log so far
        # How each field of a packed list is read: a function, or None for a value used as it is.
        self._read_field = [None, self._names, self._hand, tuple, _CARDS.__getitem__, _SUITS.__getitem__, None,
                            None, None, self._card_or_none, None, None, tuple, tuple, None, None, self._legal,
                            self._log_from, self._read_log, None, None]

    @property
    def log(self) -> tuple:
        """The public log read so far."""
        return self._log

    def update(self, changed: list):
        """The view after :func:`changes` to the last one read."""
        if self._last is None:
            raise ValueError("a view's changes came before the view itself")
        data, args, read, slot = self._last, self._args, self._read_field, _SLOT
        pending = False
        for i in range(0, len(changed), 2):
            at, value = changed[i], changed[i + 1]
            data[at] = value
            if read[at] is not None:
                value = read[at](value)
            args[slot[at]] = value
            pending = pending or at == 4 or at == 8
        if pending:
            args[9] = self._pending(data)
        return self._view(*args)

    def read(self, data):
        if isinstance(data, dict):
            data = [data[k] for k in FIELDS]
            data[2], data[16] = " ".join(data[2]), "|".join(data[16])
        data = list(data)
        self._log_from(data[_LOG_FROM])
        args = [None] * 21
        args[2] = self.rules
        read, slot = self._read_field, _SLOT
        self._last = data  # (the log's events are read with the names of this list)
        for at, value in enumerate(data):
            args[slot[at]] = value if read[at] is None else read[at](value)
        args[9] = self._pending(data)
        self._args = args
        return self._view(*args)

    def _pending(self, data):
        return Pending(self.rules.effects[_card(data[4])], data[8]) if data[8] else None

    def _names(self, names) -> tuple:
        names = tuple(names)
        # An event read with the player left out takes its name from the names: events read before are
        # kept for the same names (a tournament's games have them), in this game and the next.
        if len(_EVENTS) > 64:
            _EVENTS.clear()
        self._events = _EVENTS.setdefault(names, {})
        return names

    @staticmethod
    def _hand(text: str) -> Cards:
        known = _CARDS
        return Cards([known[c] for c in text.split()])

    @staticmethod
    def _card_or_none(code):
        return None if code is None else _card(code)

    @staticmethod
    def _legal(text: str) -> tuple:
        moves = _LEGAL.get(text)
        if moves is None:
            moves = tuple([_move(m) for m in text.split("|")]) if text else ()
            if len(_LEGAL) < 8192:
                _LEGAL[text] = moves
        return moves

    def _log_from(self, start: int) -> tuple:
        if start != len(self._log):
            raise ValueError(f"the log goes on from event {start}, but {len(self._log)} are known")
        return self._log

    def _read_log(self, log) -> tuple:
        """The log with the events of ``log`` (as :func:`pack` writes them) after those read before."""
        if not log:
            return self._log
        events, new = self._events, []
        for short in log:
            key = short if type(short) is tuple else tuple(short)  # (JSON gives lists)
            event = events.get(key)
            if event is None:
                event = events[key] = self._event(key)
            new.append(event)
        if len(events) > 16384:
            events.clear()
        self._log += tuple(new)
        return self._log

    def _event(self, short: tuple) -> Event:
        if len(short) < 8:
            short += _EVENT_DEFAULTS[len(short) - 2:]
        kind, e_seat, player, e_card, count, e_suit, rule, text = short
        if player is None:
            player = self._last[1][e_seat]
        return Event(kind, e_seat, player, None if e_card is None else _card(e_card), count,
                     None if e_suit is None else Suit.parse(e_suit), rule, text)


#: Where each field of a packed list goes in the view's fields (the rules come third). The log's start reads as
#: the log known so far, and the new events that come next (in every message) make it longer.
_SLOT = (0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 18, 19, 20)


class _Known(dict):
    """Cards or moves read before, by their code (the same in every game), read the first time they are
    asked for."""

    def __init__(self, parse) -> None:
        super().__init__()
        self.parse = parse

    def __missing__(self, code: str):
        value = self.parse(code)
        if len(self) < 4096:
            self[code] = value
        return value


_SUITS = {suit.value: suit for suit in Suit}
_CARDS = _Known(Card.parse)
_MOVES = _Known(parse_move)
_card, _move = _CARDS.__getitem__, _MOVES.__getitem__
#: Texts of legal moves read before, and the moves they read as.
_LEGAL: dict = {}
#: Events read before, as they crossed the pipe, for each list of names.
_EVENTS: dict = {}


def move_text(move) -> str:
    """A strategy's answer as move text, or ValueError saying why it is not
    a move. Text is passed on as it is (the referee reads and checks it)."""
    if isinstance(move, str):
        return move
    if isinstance(move, PlainMove):
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
