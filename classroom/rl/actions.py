"""The actions of the environments: every move of switchcore as one number.

The numbering is fixed, whatever the rules: the same number is the same
move in Switch and in Crazy Eights, for two seats or eight, with or without
jokers, so one network or table can be used for every table. There are
:data:`ACTIONS` (536) numbers:

==========  ===================================================================
number      move
==========  ===================================================================
0 to 529    ``Play(card, suit, announce)``: ``10 * card.index + 2 * slot +
            announce``, where ``card.index`` is 0 to 52 (clubs, diamonds,
            hearts, spades, each ace to king, then the joker), ``slot`` is 0
            for no declared suit and 1 to 4 for a declared clubs, diamonds,
            hearts or spades (C-4, V-1, V-5, V-9), and ``announce`` is 1 when
            the play calls "last card" (S-7)
530         ``DRAW``: draw a card (S-6, C-5)
531         ``KEEP``: keep the card just drawn (S-6)
532         ``TAKE``: take the pending penalty (S-8, S-10, V-7)
533         ``PASS``: pass, nothing can be drawn (X-3)
534         ``LAST``: the late "last card" call (S-7, ``Rules.late_call``)
535         ``NO_CALL``: let the next player act without the late call
==========  ===================================================================

The last two are offered only to a seat whose play has just left it one
card without the call, when the rules allow a late call: that seat is asked
once, before the next player acts, whether it calls (S-7). ``NO_CALL`` is
the environment's, not a move of the game: it only lets play go on.

>>> from switchcore import Card, Suit, Play, DRAW
>>> action_of(Play(Card.parse("8C"), Suit.DIAMONDS))
74
>>> move_of(74)
Play(Card('8C'), Suit.DIAMONDS)
>>> action_of(DRAW), move_of(530)
(530, DRAW)
>>> all(action_of(move_of(a)) == a for a in range(ACTIONS) if move_of(a) is not None)
True
"""

from __future__ import annotations

from switchcore.cards import ALL_CARDS, Suit
from switchcore.moves import DRAW, KEEP, LAST, PASS, TAKE, Play

__all__ = ["ACTIONS", "PLAYS", "DRAW_ACTION", "KEEP_ACTION", "TAKE_ACTION", "PASS_ACTION", "LAST_ACTION",
           "NO_CALL", "NUMBER", "action_of", "move_of", "describe"]

#: The suits in the order of their slots 1 to 4.
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SLOT = {None: 0, **{suit: i for i, suit in enumerate(SUITS, 1)}}

#: How many numbers are plays (53 cards, 5 slots, with or without the call).
PLAYS = len(ALL_CARDS) * 10
DRAW_ACTION, KEEP_ACTION, TAKE_ACTION, PASS_ACTION, LAST_ACTION, NO_CALL = range(PLAYS, PLAYS + 6)
#: How many actions there are.
ACTIONS = PLAYS + 6

_PLAIN = {DRAW: DRAW_ACTION, KEEP: KEEP_ACTION, TAKE: TAKE_ACTION, PASS: PASS_ACTION, LAST: LAST_ACTION}
_MOVES: list = [Play(card, suit, bool(call)) for card in ALL_CARDS for suit in (None,) + SUITS for call in (0, 1)]
_MOVES += [DRAW, KEEP, TAKE, PASS, LAST, None]
#: The number of each move (the inverse of :func:`move_of`).
NUMBER = {move: action for action, move in enumerate(_MOVES) if move is not None}


def action_of(move) -> int:
    """The number of ``move`` (a :class:`~switchcore.moves.Play` or one of the
    plain moves)."""
    if type(move) is Play:
        card, suit, announce = move
        return 10 * card.index + 2 * _SLOT[suit] + announce
    return _PLAIN[move]


def move_of(action: int):
    """The move numbered ``action``; None for :data:`NO_CALL`."""
    return _MOVES[action]


def describe(action: int) -> str:
    """The action in words, as the game says its move."""
    move = _MOVES[action]
    return "no late call" if move is None else str(move)
