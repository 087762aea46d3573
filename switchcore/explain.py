"""Why a move is refused, and why a card can or cannot be played.

The engine lists legal moves quickly; when a move is not among them, this
module finds the rule that forbids it and says so in plain words. The checks
run in the order a learner would ask: is it my turn, do I hold the card, must
I answer a pending effect, does the card fit.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit
from .errors import CardError, IllegalMoveError, InvalidMoveError
from .cards import Card as _Card
from .messages import language, say, with_rule
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, parse_move
from .errors import quoted, shown
from .inputs import check_seat
from .choices import DrawRule

__all__ = ["Explanation", "explain", "refusal", "is_move", "unreadable"]


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
        return type(card) is _Card and (suit is None or type(suit) is Suit) and type(announce) is bool
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


def _suit_rule(game, card) -> str:
    effect = game.rules.effects[card]
    return effect.rule if effect is not None and effect.wild else "X-2"


def _pending_rule(game) -> str:
    """S-13 in Switch; in Crazy Eights the rule of the pending card (C-7)."""
    return "S-13" if game.rules.family.value == "switch" else game.pending.effect.rule


def _why_card(game, move: Play) -> tuple[str, str] | None:
    """The rule and reason that forbid playing ``move`` now, or None."""
    seat, card = game.turn, move.card
    who = game.names[seat]
    if card not in game.hands[seat]:
        return "X-1", say("refuse.not_in_hand", player=who, card=card.text)
    until = game.rules.draw is DrawRule.UNTIL_PLAYABLE
    if game.drawn is not None and not until and card is not game.drawn:
        return "S-6", say("refuse.drawn_only", player=who, card=game.drawn.text)
    if game.drawn is not None and until and card is not game.drawn:
        return "C-5", say("refuse.must_play_drawn", player=who, card=game.drawn.text)
    pending = game.pending
    if pending is not None and card not in pending.effect.answers:
        return _pending_rule(game), say("refuse.pending", player=who, what=pending.describe(), card=card.text)
    wild = card in game.rules.effects.wilds
    if wild and move.suit is None:
        return _suit_rule(game, card), say("refuse.wild_needs_suit", card=card.text, code=card.code)
    if not wild and move.suit is not None:
        return "X-2", say("refuse.not_wild", card=card.text)
    if pending is None and game.drawn is None and not game.fits(card):
        return "X-2", say("refuse.no_match", card=card.text, suit=game.suit, top=game.top.text)
    left = len(game.hands[seat]) - 1
    if move.announce and not game.rules.last_card_penalty:
        return "S-7", say("refuse.announce_off")
    if move.announce and left != 1:
        return "S-7", say("refuse.announce_wrong")
    return None


def _why_plain(game, move) -> tuple[str, str]:
    seat = game.turn
    who = game.names[seat]
    pending = game.pending
    until = game.rules.draw is DrawRule.UNTIL_PLAYABLE
    if move is KEEP:
        if game.drawn is not None and until:
            return "C-5", say("refuse.must_play_drawn", player=who, card=game.drawn.text)
        return "S-6", say("refuse.nothing_to_keep")
    if move is TAKE:
        return "S-8", say("refuse.nothing_to_take")
    if pending is not None:
        return _pending_rule(game), say("refuse.pending_draw", player=who, what=pending.describe())
    if game.drawn is not None and not until:
        return "S-6", say("refuse.drawn_only", player=who, card=game.drawn.text)
    if game.drawn is not None and until:
        return "C-5", say("refuse.must_play_drawn", player=who, card=game.drawn.text)
    playable = [c for c in game.hands[seat] if game.fits(c)]
    if until and playable:
        key = "refuse.draw_playable" if move is DRAW else "refuse.pass_playable"
        return "C-5", say(key, player=who, card=playable[0].text)
    if move is DRAW and game.can_draw() and game.rules.draw_limit:
        rule = "C-5" if until else "S-6"
        return rule, say("refuse.draw_limit", player=who, count=game.draws)
    if move is DRAW:
        return "X-3", say("refuse.no_draw_left")
    return "X-3", say("refuse.draw_now", player=who)


def _late_refusal(game, seat) -> IllegalMoveError:
    """Why a late "last card" call (S-7) by ``seat`` is refused."""
    if not game.rules.late_call or not game.rules.last_card_penalty:
        return IllegalMoveError("S-7", say("refuse.late_off"), LAST)
    if seat is None and game.late is not None:
        return IllegalMoveError("S-7", say("refuse.late_seat", caller=game.names[game.late], seat=game.late), LAST)
    who = game.names[seat] if seat is not None else game.player
    return IllegalMoveError("S-7", say("refuse.late_call", player=who), LAST)


def refusal(game, move, seat: int | None = None) -> IllegalMoveError:
    """The :class:`IllegalMoveError` for ``move``, which is not legal now.
    Every refusal of a move is one, naming the rule; a move that is not a
    move at all is an :class:`~switchcore.errors.InvalidMoveError`."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(game.names)):
        return IllegalMoveError("X-1", say("refuse.no_seat", seat=quoted(seat), last=len(game.names) - 1), move)
    if game.match is not None and game.result is not None:
        return IllegalMoveError("S-16" if game.rules.match.value != "target" else "C-9", say("refuse.match_over"), move)
    if game.result is not None:
        return IllegalMoveError("X-1", say("refuse.round_over"), move)
    if type(move) is str:
        try:
            move = parse_move(move)
        except CardError as exc:
            return InvalidMoveError(unreadable(move, exc), move)
    if not is_move(move):
        return InvalidMoveError(say("refuse.not_a_move", move=quoted(move)), move)
    if move is LAST:
        return _late_refusal(game, seat)
    if seat is not None and seat != game.turn:
        other = game.names[seat]
        return IllegalMoveError("X-1", say("refuse.out_of_turn", player=game.player, other=other), move)
    if isinstance(move, Play):
        why = _why_card(game, move)
    elif move in (DRAW, KEEP, TAKE, PASS):
        why = _why_plain(game, move)
    else:  # pragma: no cover - parse_move returns one of the above
        why = None
    if why is None:  # pragma: no cover - every refused move has a reason above
        why = ("X-1", say("refuse.not_a_move", move=quoted(move)))
    return IllegalMoveError(why[0], why[1], move)


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
    why = _why_card(game, move)
    if why is not None:
        return Explanation(card, False, why[0], say("explain.refused", reason=why[1]))
    pending = game.pending
    if pending is not None:
        rule = pending.effect.rule
        return Explanation(card, True, rule, say("explain.answer", card=card.text))
    if card in wilds:
        return Explanation(card, True, game.rules.effects[card].rule, say("explain.wild", card=card.text))
    if card.suit is game.suit:
        return Explanation(card, True, "X-2", say("explain.suit", card=card.text, suit=game.suit))
    return Explanation(card, True, "X-2", say("explain.rank", card=card.text, top=game.top.text))
