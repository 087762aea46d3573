"""A turn: the legal moves of the player to act, and applying one.

A turn is in one of three phases: ``NORMAL`` (play a card that fits, or
draw, X-2, S-6, C-5; or, facing a pending effect, answer it or take it,
S-13), ``DRAWN`` (play the card just drawn or keep it, S-6) and
``MUST_PLAY`` (play the card just drawn, C-5). :meth:`Turns.legal_moves`
lists the moves once and keeps them until a move changes them;
:meth:`Turns.apply` checks a move against that list, then hands it to the
part of the game that plays it: a card (:mod:`switchcore.plays`), a draw or
a penalty taken (:mod:`switchcore.drawing`), a pass
(:mod:`switchcore.ending`). A refused move changes nothing and says why,
citing the rule (:mod:`switchcore.explain`).

These are methods of :class:`~switchcore.game.Game`, kept here by topic.
"""

from __future__ import annotations

from .cards import Card, Suit
from .errors import CardError, IllegalMoveError, InvalidMoveError
from .events import Event
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, _Plain, parse_move

__all__ = ["Turns", "NORMAL", "DRAWN", "MUST_PLAY"]

_new = tuple.__new__  # builds an Event without the keyword handling of Event(...)

# Phases of a turn.
NORMAL, DRAWN, MUST_PLAY = "normal", "drawn", "must play"


class Turns:
    """Listing and applying moves (a part of :class:`~switchcore.game.Game`)."""

    __slots__ = ()

    def legal_moves(self) -> list:
        """Every move the player to act may make, each once.

        >>> from switchcore import Game, Rules, cards
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> g.legal_moves()
        [Play(Card('7S')), Play(Card('8C'), Suit.CLUBS), Play(Card('8C'), Suit.DIAMONDS), Play(Card('8C'), Suit.HEARTS), Play(Card('8C'), Suit.SPADES)]
        """
        moves = self._legal
        if moves is not None:
            return moves
        if self.result is not None:
            self._legal = []
            return self._legal
        hand = self.hands[self.turn]
        called = len(hand) == 2 and self._penalty  # a play leaving one card may call "last card" (S-7)
        moves = []
        if self.phase is NORMAL and self.pending is None:  # any card that fits, or draw (X-2, S-6, C-5)
            fits = (self._fit_called if called else self._fit_plays)[self.suit][self.discard[-1].rank]
            for card in dict.fromkeys(hand) if self._dupes else hand:
                plays = fits[card.index]  # the card's plays when it fits, else ()
                if plays:
                    moves += plays
            if not moves or not self._until:
                can = self.stock or (self._reshuffle and len(self.discard) > 1)
                if can and self.late is not None:  # S-7: the late penalty is drawn first
                    can = self._drawable() > 0
                moves.append(DRAW if can and self.draws < self._max_draws else PASS)
        elif self.phase is NORMAL:  # an answer to the pending effect, or take it (S-13)
            plays, answers = self._called if called else self._plays, self.pending.effect.answers
            for card in dict.fromkeys(hand) if self._dupes else hand:
                if card in answers:
                    moves += plays[card.index]
            moves.append(TAKE)
        else:  # the card just drawn, or keep it (S-6, C-5)
            moves += (self._called if called else self._plays)[self.drawn.index]
            if self.phase is DRAWN:
                moves.append(KEEP)
        self._legal = moves
        return moves

    def is_legal(self, move, seat: int | None = None) -> bool:
        """True when ``move`` (a move or its text) may be applied now (by
        ``seat``, as :meth:`apply` takes it)."""
        try:
            move = parse_move(move)
        except ValueError:
            return False
        if move is LAST:
            return type(seat) is int and seat == self.late
        return (seat is None or (type(seat) is int and seat == self.turn)) and _is_move(move) \
            and move in self.legal_moves()

    # -- applying moves ----------------------------------------------------------

    def apply(self, move, seat: int | None = None) -> list[Event]:
        """Apply ``move`` (a move, or text such as ``'7H'``, ``'8C D'``,
        ``'draw'``) for the player to act, and return the events it caused.
        With ``seat``, refuse the move unless it is that seat's turn. The late
        "last card" call (``'last'``, S-7) is made with the seat of the
        player who may still make it (``game.late``).

        A refused move raises :class:`~switchcore.errors.IllegalMoveError`
        naming the rule (its subclass
        :class:`~switchcore.errors.InvalidMoveError` for what is not a move
        at all, such as ``'1H'`` or a tuple that looks like a Play), and
        changes nothing.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_moves()
        kind = type(move)  # a real move, not a tuple or subclass that looks like one
        if move not in legal or (kind is not Play and kind is not _Plain) or (
                seat is not None and (seat != self.turn or type(seat) is not int)):
            if type(move) is str:  # text such as '7H': read it, then check it
                try:
                    move = parse_move(move)
                except CardError as exc:
                    raise InvalidMoveError(str(exc), move) from None
                return self.apply(move, seat)
            if move is LAST and type(seat) is int and seat == self.late:
                return self._call_late(seat)
            raise self._refusal(move, seat)
        self._legal = None
        self.moves.append(move)
        log = self.log
        mark = len(log)
        if self.late is not None:  # S-7: the call was not made before this player acted
            self._pay_late()
        if kind is Play:
            self._play(move)
            if self.late is not None and self.late == self.turn:
                self._late_comes_back()
        elif move is DRAW:
            self._draw(legal)
        elif move is TAKE:
            self._take()
        elif move is KEEP:
            self.phase, self.drawn, self.draws = NORMAL, None, 0
            self._event("kept", self.turn)
            self.turn = self._rings[self.direction][self.turn]
        else:
            self._pass()
        return log[mark:]

    def _event(self, kind: str, seat: int, card=None, count: int = 0, suit=None, rule: str = "", text: str = "") -> None:
        self.log.append(_new(Event, (kind, seat, self.names[seat], card, count, suit, rule, text)))

    def _refusal(self, move, seat: int | None = None) -> IllegalMoveError:
        """The error that says why ``move`` is refused (the state is untouched)."""
        from .explain import refusal

        return refusal(self, move, seat)


def _is_move(move) -> bool:
    """True for a real move: a Play of a card (with a suit or None, and the
    call as True or False), or one of the plain moves."""
    if type(move) is Play:
        card, suit, announce = move
        return type(card) is Card and (suit is None or type(suit) is Suit) and type(announce) is bool
    return type(move) is _Plain
