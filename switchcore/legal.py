"""What the rules allow on a turn: one readable definition of each rule.

Each rule of a turn is written here once, as a small function on plain
values, in the shape the course teaches: which card fits (:func:`fits`,
X-2), the cards of a hand that fit (:func:`playable`), the seat that comes
next (:func:`next_seat`, X-4, S-16), whether a card can be drawn
(:func:`can_draw`, X-3), and :func:`refusal`, which decides every kind of
move: it gives the rule that refuses it, or None. The legal moves are the
moves it does not refuse (:func:`legal_moves`).

>>> from switchcore import Card, Game, Rules
>>> game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
>>> fits(Card.parse("7S"), game.top, game.suit)
True
>>> print(refusal(game, Play(Card.parse("KD"))))
[X-2] K♦ matches neither the current suit (hearts) nor the rank of 7♥
>>> legal_moves(game) == game.legal_moves()
True

A game lists its moves about half a million times a second, so it reads
them from tables that :mod:`switchcore.speed` makes by calling these
functions; the tests check, over many random positions of every preset and
house rule, that the quick answers are these ones.
"""

from __future__ import annotations

from .cards import Suit
from .choices import DrawRule, Family, Match
from .errors import IllegalMoveError
from .messages import say
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play

__all__ = ["SUITS", "fits", "playable", "next_seat", "can_draw", "plays_of", "possible_moves", "refusal", "legal_moves"]

#: The four suits, in the order a wild card's plays declare them.
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def fits(card, top, suit, wilds=frozenset()) -> bool:
    """X-2: True when ``card`` may be played on ``top`` with ``suit`` to
    follow: it is wild (one of ``wilds``, C-4), or of that suit, or of the
    top card's rank."""
    return card in wilds or card.suit is suit or card.rank is top.rank


def playable(hand, top, suit, wilds=frozenset()) -> list:
    """The cards of ``hand`` that fit (X-2), in the hand's order."""
    return [card for card in hand if fits(card, top, suit, wilds)]


def next_seat(seat, players, direction, out=()) -> int:
    """X-4, S-16: the seat after ``seat`` round a table of ``players`` seats,
    going ``direction`` (1 clockwise, -1 anticlockwise) and passing over the
    seats in ``out``, the players eliminated from the match."""
    seat = (seat + direction) % players
    while seat in out:
        seat = (seat + direction) % players
    return seat


def can_draw(stock, discard, reshuffle, owed=0) -> bool:
    """X-3: True when a card can be drawn: from the ``stock``, or, when the
    discards are reshuffled (``reshuffle``), from the cards of the
    ``discard`` pile under its top card. A "last card" penalty still
    ``owed`` (a number of cards) is drawn first (S-7)."""
    if len(stock) > owed:
        return True
    return reshuffle and len(stock) + len(discard) - 1 > owed


def plays_of(card, wilds=frozenset()) -> list:
    """Every way to play ``card``, legal or not: with each suit declared when
    it is wild (one of ``wilds``, C-4), calling "last card" and not (S-7)."""
    return [Play(card, suit, call) for suit in (SUITS if card in wilds else (None,)) for call in (True, False)]


def possible_moves(game) -> list:
    """Every move the player to act could try, legal or not: the plays of
    each different card of the hand, in the hand's order, then the moves
    without a card."""
    moves = []
    for card in dict.fromkeys(game.hands[game.turn]):
        moves += plays_of(card, game.rules.effects.wilds)
    return moves + [DRAW, KEEP, TAKE, PASS]


def legal_moves(game) -> list:
    """The moves of the player to act that the rules do not refuse."""
    return [move for move in possible_moves(game) if refusal(game, move) is None]


def refusal(game, move, seat=None) -> IllegalMoveError | None:
    """Why the rules refuse ``move`` now, made by ``seat`` (by default the
    player to act), as an :class:`~switchcore.errors.IllegalMoveError`
    naming the rule (not raised); None when the move is legal. ``move`` is a
    real move: a :class:`~switchcore.moves.Play` or one of the moves
    without a card."""
    if game.result is not None:  # S-16, C-9, X-1
        if game.match is not None:
            rule = "C-9" if game.rules.match is Match.TARGET else "S-16"
            return IllegalMoveError(rule, say("refuse.match_over"), move)
        return IllegalMoveError("X-1", say("refuse.round_over"), move)
    if move is LAST:
        return _late_call_refusal(game, seat)
    if seat is not None and seat != game.turn:
        other = game.names[seat]
        return IllegalMoveError("X-1", say("refuse.out_of_turn", player=game.player, other=other), move)
    why = _play_refusal(game, move) if type(move) is Play else _refusal_without_a_card(game, move)
    return None if why is None else IllegalMoveError(*why, move)


def _play_refusal(game, move: Play) -> tuple | None:
    """The rule and reason that refuse playing ``move``'s card now, or None."""
    card, who, rules = move.card, game.player, game.rules
    until = rules.draw is DrawRule.UNTIL_PLAYABLE
    if card not in game.hands[game.turn]:
        return "X-1", say("refuse.not_in_hand", player=who, card=card.text)
    if game.drawn is not None and card is not game.drawn:  # only the card just drawn (S-6, C-5)
        return ("C-5", say("refuse.must_play_drawn", player=who, card=game.drawn.text)) if until else \
               ("S-6", say("refuse.drawn_only", player=who, card=game.drawn.text))
    pending = game.pending
    if pending is not None and card not in pending.effect.answers:  # S-13, C-7
        return _pending_rule(game), say("refuse.pending", player=who, what=pending.describe(), card=card.text)
    wild = card in rules.effects.wilds
    if wild and move.suit is None:  # C-4, V-1, V-5, V-9
        return rules.effects[card].rule, say("refuse.wild_needs_suit", card=card.text, code=card.code)
    if not wild and move.suit is not None:
        return "X-2", say("refuse.not_wild", card=card.text)
    if pending is None and game.drawn is None and not fits(card, game.top, game.suit, rules.effects.wilds):
        return "X-2", say("refuse.no_match", card=card.text, suit=game.suit, top=game.top.text)
    if move.announce and not rules.last_card_penalty:  # S-7
        return "S-7", say("refuse.announce_off")
    if move.announce and len(game.hands[game.turn]) != 2:
        return "S-7", say("refuse.announce_wrong")
    return None


def _refusal_without_a_card(game, move) -> tuple | None:
    """The rule and reason that refuse ``move`` (draw, keep, take or pass) now, or None."""
    who, rules, pending, drawn = game.player, game.rules, game.pending, game.drawn
    until = rules.draw is DrawRule.UNTIL_PLAYABLE
    if move is TAKE:  # S-13: take the pending effect instead of answering it
        return None if pending is not None else ("S-8", say("refuse.nothing_to_take"))
    if move is KEEP:  # S-6: keep the card just drawn instead of playing it
        if drawn is None:
            return "S-6", say("refuse.nothing_to_keep")
        return ("C-5", say("refuse.must_play_drawn", player=who, card=drawn.text)) if until else None
    if pending is not None:  # S-13, C-7
        return _pending_rule(game), say("refuse.pending_draw", player=who, what=pending.describe())
    if drawn is not None:  # S-6, C-5
        return ("C-5", say("refuse.must_play_drawn", player=who, card=drawn.text)) if until else \
               ("S-6", say("refuse.drawn_only", player=who, card=drawn.text))
    cards = playable(game.hands[game.turn], game.top, game.suit, rules.effects.wilds)
    if until and cards:  # C-5: draw only when no card fits
        key = "refuse.draw_playable" if move is DRAW else "refuse.pass_playable"
        return "C-5", say(key, player=who, card=cards[0].text)
    drawable = game.can_draw()
    under_the_limit = not rules.draw_limit or game.draws < rules.draw_limit  # C-5, S-6
    if move is DRAW and not drawable:
        return "X-3", say("refuse.no_draw_left")
    if move is DRAW and not under_the_limit:
        return "C-5" if until else "S-6", say("refuse.draw_limit", player=who, count=game.draws)
    if move is PASS and drawable and under_the_limit:  # pass only with nothing to draw
        return "X-3", say("refuse.draw_now", player=who)
    return None


def _pending_rule(game) -> str:
    """S-13 in Switch; in Crazy Eights the rule of the pending card (C-7)."""
    return "S-13" if game.rules.family is Family.SWITCH else game.pending.effect.rule


def _late_call_refusal(game, seat) -> IllegalMoveError | None:
    """S-7: a late "last card" call is made by the seat whose play just left
    one card (``game.late``), before the next player acts."""
    if seat is not None and seat == game.late:
        return None
    if not game.rules.late_call or not game.rules.last_card_penalty:
        return IllegalMoveError("S-7", say("refuse.late_off"), LAST)
    if seat is None and game.late is not None:
        return IllegalMoveError("S-7", say("refuse.late_seat", caller=game.names[game.late], seat=game.late), LAST)
    who = game.names[seat] if seat is not None else game.player
    return IllegalMoveError("S-7", say("refuse.late_call", player=who), LAST)
