"""What one seat sees, as a fixed-shape numpy array.

An observation holds the fields of the seat's :class:`~switchcore.view.SeatView`
(see :func:`encode_view`), whatever the rules, in :data:`SIZE` numbers
(float32). Seats are counted from the observer: slot 0 is the observer, slot 1
the next seat clockwise, and so on; slots past the number of players stay 0.
Cards are counted by ``card.index`` (0 to 52: clubs, diamonds, hearts, spades,
each ace to king, then the joker), so a hand of two decks may hold 2 of a card.

================  =====  ======================================================
field             size   what
================  =====  ======================================================
hand              53     how many of each card the observer holds
top               53     the top card of the discard pile (one 1)
suit              4      the suit to follow: clubs, diamonds, hearts, spades
drawn             53     the card just drawn, to play or keep (S-6, C-5)
hand_sizes        8      how many cards each seat holds
out               8      1 for a seat eliminated from the match (S-16)
totals            8      each seat's total score in the match
turn              8      1 for the seat to act
seated            8      1 for each seat at the table
clockwise         1      1 when play goes clockwise, 0 after a reverse
pending_draw      1      cards the seat to act must draw unless it answers (S-13)
pending_skip      1      turns it must miss unless it answers (V-7)
answers           53     the cards that answer the pending effect
stock             1      cards in the stock
discard           1      cards in the discard pile
may_call          1      1 when the observer may still call "last card" (S-7)
round             1      the round of the match, from 1
================  =====  ======================================================

The view's log (who played what, in order) is not encoded: an agent that
wants a memory keeps its own. The rules and the names do not change during a
game and are not in the observation either.

>>> from switchcore import Game, Rules
>>> game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H")
>>> obs = encode_view(game.view(0))
>>> obs.shape, obs.dtype.name, int(obs[OFFSETS["hand"]:][:53].sum()), int(obs[OFFSETS["hand_sizes"] + 1])
((263,), 'float32', 3, 3)
>>> bool((encode_game(game, 1) == encode_view(game.view(1))).all())
True
"""

from __future__ import annotations

import numpy as np

from switchcore.cards import ALL_CARDS, Suit

__all__ = ["SIZE", "SEATS", "FIELDS", "OFFSETS", "encode_view", "encode_game", "HIGH"]

#: The most seats a table has (C-1).
SEATS = 8
_C = len(ALL_CARDS)
FIELDS = (("hand", _C), ("top", _C), ("suit", 4), ("drawn", _C), ("hand_sizes", SEATS), ("out", SEATS),
          ("totals", SEATS), ("turn", SEATS), ("seated", SEATS), ("clockwise", 1), ("pending_draw", 1),
          ("pending_skip", 1), ("answers", _C), ("stock", 1), ("discard", 1), ("may_call", 1), ("round", 1))
OFFSETS: dict = {}
_at = 0
for _name, _size in FIELDS:
    OFFSETS[_name] = _at
    _at += _size
#: How many numbers an observation holds.
SIZE = _at
#: No number of an observation is ever above this (scores, counts of cards and rounds stay far below it).
HIGH = 1e6
_SUIT = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
(_HAND, _TOP, _SUITS, _DRAWN, _SIZES, _OUT, _TOTALS, _TURN, _SEATED, _CLOCKWISE, _PDRAW, _PSKIP, _ANSWERS,
 _STOCK, _DISCARD, _MAYCALL, _ROUND) = (OFFSETS[name] for name, _ in FIELDS)


def _encode(seat, n, hand, sizes, top, suit, direction, turn, pending, drawn, stock, discard, totals, out,
            round_no, over, may_call) -> np.ndarray:
    obs = np.zeros(SIZE, dtype=np.float32)
    for card in hand:
        obs[_HAND + card.index] += 1
    obs[_TOP + top.index] = 1
    obs[_SUITS + _SUIT[suit]] = 1
    if drawn is not None:
        obs[_DRAWN + drawn.index] = 1
    for slot in range(n):
        other = (seat + slot) % n
        obs[_SIZES + slot] = sizes[other]
        obs[_OUT + slot] = out[other]
        obs[_TOTALS + slot] = totals[other]
        obs[_SEATED + slot] = 1
    if not over:
        obs[_TURN + (turn - seat) % n] = 1
    obs[_CLOCKWISE] = direction == 1
    if pending is not None:
        effect = pending.effect
        obs[_PDRAW if effect.draw else _PSKIP] = pending.amount
        for card in effect.answers:
            obs[_ANSWERS + card.index] = 1
    obs[_STOCK] = stock
    obs[_DISCARD] = discard
    obs[_MAYCALL] = may_call
    obs[_ROUND] = round_no
    return obs


def encode_view(view) -> np.ndarray:
    """The observation of a :class:`~switchcore.view.SeatView`."""
    return _encode(view.seat, len(view.names), view.hand, view.hand_sizes, view.top, view.suit, view.direction,
                   view.turn, view.pending, view.drawn, view.stock_size, view.discard_size, view.totals, view.out,
                   view.round_no, view.round_over, view.may_call)


def encode_game(game, seat: int) -> np.ndarray:
    """The observation of ``seat`` read from the game directly: the same
    numbers as ``encode_view(game.view(seat))``, without building the view."""
    mine = game.turn == seat
    return _encode(seat, game.rules.players, game.hands[seat], [len(h) for h in game.hands], game.discard[-1],
                   game.suit, game.direction, game.turn, game.pending, game.drawn if mine else None,
                   len(game.stock), len(game.discard), game.totals, game.out, game.round_no,
                   game.result is not None, game.late == seat)
