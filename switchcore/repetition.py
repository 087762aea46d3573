"""X-10, the repetition rule: a round whose whole position comes back for
the third time is blocked, as a game of chess is drawn by repetition.

A circle always runs through a reshuffle (X-3): between two reshuffles the
stock only shrinks. So the whole position (:func:`position`) is written
down after every move that reshuffled the discards, and the third time the
same one is written down the round is blocked and scored as in X-8. What
the position holds and leaves out, and why any repetition counts, forced or
not, is said in docs/engine.md, "The repetition rule (X-10)".
``Rules(repetition=False)`` turns the rule off; the rules then need a
``play_limit``.

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
