"""Why a move is refused, and why a card can or cannot be played.

Whether a move is legal is decided in one place, :func:`switchcore.legal.refusal`;
this module says its decision in plain words: why a move the game refused
is refused (:func:`why_refused`), and why a card can or cannot be played
(:func:`explain`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit
from .errors import CardError, IllegalMoveError, InvalidMoveError, quoted
from .inputs import check_seat
from .legal import refusal
from .messages import language, say, with_rule
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, parse_move

__all__ = ["Explanation", "explain", "why_refused", "is_move", "unreadable"]


def unreadable(text, exc: CardError) -> str:
    """Why ``text`` is not a move: in English the reader's own detailed
    reason (``exc``), in another language the catalogue's sentence."""
    if language() == "en":
        return getattr(exc, "reason", None) or str(exc)
    return say("refuse.unreadable", move=text)


def is_move(move) -> bool:
    """True for a real move: a Play of a card (with a suit or None, and the
    call as True or False), or one of the plain moves themselves (another
    object of their class, made again, is not a move)."""
    if type(move) is Play:
        card, suit, announce = move
        return type(card) is Card and (suit is None or type(suit) is Suit) and type(announce) is bool
    return move is DRAW or move is KEEP or move is TAKE or move is PASS or move is LAST


@dataclass(frozen=True)
class Explanation:
    """Whether ``card`` can be played, the rule that decides it, and why."""

    card: Card
    legal: bool
    rule: str
    reason: str
    """Why, in one sentence; its rule id is ``rule``, cited by ``str()``
    when rule ids are shown."""

    def __str__(self) -> str:
        return self.sentence()

    def sentence(self, rule_ids: bool | None = None) -> str:
        """'K♦ cannot be played: ...', citing the rule when ``rule_ids``."""
        key = "explain.can" if self.legal else "explain.cannot"
        return say(key, card=self.card.text, reason=with_rule(self.reason, self.rule, rule_ids))

    def __bool__(self) -> bool:
        return self.legal


def why_refused(game, move, seat: int | None = None) -> IllegalMoveError:
    """The :class:`IllegalMoveError` for ``move``, which is not legal now:
    the decision of :func:`switchcore.legal.refusal`, after checking that
    ``seat`` is a seat and ``move`` a move (text is read first). Every
    refusal of a move is one, naming the rule; a move that is not a move at
    all is an :class:`~switchcore.errors.InvalidMoveError`."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(game.names)):
        return IllegalMoveError("X-1", say("refuse.no_seat", seat=quoted(seat), last=len(game.names) - 1), move)
    if game.result is not None:
        return refusal(game, move, seat)
    if type(move) is str:
        try:
            move = parse_move(move)
        except CardError as exc:
            return InvalidMoveError(unreadable(move, exc), move)
    if not is_move(move):
        return InvalidMoveError(say("refuse.not_a_move", move=quoted(move)), move)
    why = refusal(game, move, seat)
    if why is None:  # pragma: no cover - called for a move the game refused
        raise AssertionError(f"{move!r} is legal")
    return why


def explain(game, card, seat: int | None = None) -> Explanation:
    """Whether ``card`` may be played now by ``seat`` (the player to act by
    default), and why, citing the rule."""
    card = Card.parse(card)
    if seat is not None and seat != game.turn:
        other = game.names[check_seat(game.rules, seat)]
        return Explanation(card, False, "X-1", say("refuse.out_of_turn", player=game.player, other=other) + ".")
    wilds = game.rules.effects.wilds
    suit = game.suit if card in wilds else None
    move = Play(card, suit)
    if game.result is not None:
        return Explanation(card, False, "X-1", say("refuse.round_over") + ".")
    why = refusal(game, move)
    if why is not None:
        return Explanation(card, False, why.rule, say("explain.refused", reason=why.reason))
    pending = game.pending
    if pending is not None:
        rule = pending.effect.rule
        return Explanation(card, True, rule, say("explain.answer", card=card.text))
    if card in wilds:
        return Explanation(card, True, game.rules.effects[card].rule, say("explain.wild", card=card.text))
    if card.suit is game.suit:
        return Explanation(card, True, "X-2", say("explain.suit", card=card.text, suit=game.suit))
    return Explanation(card, True, "X-2", say("explain.rank", card=card.text, top=game.top.text))
