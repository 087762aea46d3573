"""X-10, the repetition rule: a round whose whole position comes back for
the third time is blocked, as a game of chess is drawn by repetition.

A round can go round in a circle: the same cards pass from the stock to a
hand, to the discard pile and, at a reshuffle, back to the stock, while
nobody goes out. A circle always runs through a reshuffle (X-3): between two
reshuffles the stock only shrinks, and a round that only plays and passes
ends. So the position is written down at the end of every move that
reshuffled the discards, and when the same position has been written down
three times the round is blocked (:attr:`~switchcore.scoring.RoundEnd.BLOCKED`,
rule X-10) and scored as a round that nobody can go on with (X-8, C-6).

The position is the whole position (:func:`position`): every hand, the stock
in its order, the discards under the top card, the top card, the suit to
follow, the direction, the player to act, a pending effect and its amount,
the phase of the turn and the card just drawn, the player who may still call
"last card" (and so owes its penalty), the passes in a row, the cards drawn
this turn and, when the rules stop a round after a number of cards played,
that number. Two positions that differ in any of these are never the same.
Left out are what changes no legal move and no score: the order of the cards
within a hand, the order of the discards under the top card (they are
shuffled before anyone draws them), the log, and how many reshuffles came
before (a shuffle is chance, as the cards a player will draw are).

The rule fires on any repetition, not only on circles where every move was
forced. A player who repeats a position had a move that breaks the circle
and did not make it (in chess, a player who allows a third repetition
accepts the draw); and players who choose the same way each time, as bots
do, would otherwise play one round for ever. Since there are only so many
positions, every round ends. ``Rules(repetition=False)`` turns the rule off;
a round is then sure to end only with a ``play_limit``, which the rules
require. With a ``play_limit`` the number of cards played is part of the
position, so positions never repeat and the play limit ends the round.

>>> from switchcore import Game, Rules
>>> game = Game.from_position(Rules.switch(players=2), hands=["5H 9C", "9S 10D"], top="3H",
...                           discard=["4H"], fill=False)
>>> for move in ["draw", "4H", "draw", "3H"] * 2 + ["draw"]:
...     events = game.apply(move)
>>> print(events[-3])
The same position has come back a third time: the round is blocked (X-10).
>>> game.result.reason.value, game.result.rule
('blocked', 'X-10')
"""

from __future__ import annotations

from operator import attrgetter

__all__ = ["REPEATS", "position"]

#: The time a position comes back that blocks the round.
REPEATS = 3

_index = attrgetter("index")  # a card's place in the deck's order


def position(game) -> tuple:
    """The whole position of ``game`` between two moves, as one comparable
    value: equal for two positions exactly when they allow the same moves
    now and after, and score the same (see the module's text)."""
    return (
        tuple(tuple(sorted(map(_index, hand))) for hand in game.hands),
        tuple(map(_index, game.stock)),
        tuple(sorted(map(_index, game.discard[:-1]))),
        game.discard[-1].index,
        game.suit,
        game.direction,
        game.turn,
        game.pending,
        game.phase,
        game.drawn,
        game.late,
        game.passes,
        game.draws,
        game.played if game.rules.play_limit else 0,
    )
