"""Undo, copies and pickling of a game.

A game keeps the position at the start of its round and the moves since, so
undo replays them all but the last (X-6); a copy shares nothing that changes;
a pickled game leaves out the rules' shared tables (read-only mappings, which
do not pickle) and looks them up again.
"""

from __future__ import annotations

from .chance import Replay
from .errors import IllegalMoveError
from .game import _PHASES, _STATE, _TABLES, _UNSET
from .messages import say
from .moves import LAST
from .tables import tables

__all__ = ["undo", "copy", "getstate", "setstate"]


def undo(game) -> object:
    """Take back the last move of this round and return it; the game is
    as it was before that move (replayed from the round's start, X-6)."""
    if not game.moves:
        raise IllegalMoveError("X-6", say("refuse.nothing_to_undo"))
    moves = game.moves[:-1]
    last = game.moves[-1]
    if game.result is not None:
        game.results.pop()
        for seat in game.active:
            game.totals[seat] -= game.result.scores[seat]
            game.out[seat] = False
        game.result, game.match = None, None
    if game._chance is not None:  # the cards chosen since the round's start are chosen again
        game._chance, order = Replay(game._taken, game._chance), game._taken
        game._taken = order[:game._start_taken]
    game._restore(game._start)
    game.log = game.log[:game._start_log]  # a new list: views rebuild their public logs
    game.moves = []
    try:
        for move in moves:
            game.apply(move, game.late if move is LAST else None)
    finally:
        if type(game._chance) is Replay:
            game._chance = game._chance.then
    return last


def copy(game):
    """An independent copy of the game (same position, same future)."""
    other = object.__new__(type(game))
    for name in _STATE:
        value = getattr(game, name, _UNSET)
        if value is not _UNSET:
            setattr(other, name, value)
    other.__dict__.update(game.__dict__)
    other.totals, other.out = list(game.totals), list(game.out)
    other.results, other.log, other.moves = list(game.results), list(game.log), list(game.moves)
    other.hands = [list(h) for h in game.hands]
    other.stock, other.discard = list(game.stock), list(game.discard)
    other._past, other._taken = list(game._past), list(game._taken)
    other._legal = None
    other._public_logs = {}
    return other


def getstate(game) -> tuple:
    # The rules' shared tables are read-only mappings, which do not pickle:
    # they are looked up again from the rules when the game is unpickled.
    slots = {name: getattr(game, name) for name in _STATE if name not in _TABLES and hasattr(game, name)}
    extra = {k: v for k, v in game.__dict__.items() if k != "_public_logs"}
    return extra, slots


def setstate(game, state: tuple) -> None:
    extra, slots = state
    game.__dict__.update(extra)
    for name, value in slots.items():
        setattr(game, name, value)
    if hasattr(game, "phase"):  # phases are compared by identity
        game.phase = _PHASES[game.phase]
    if hasattr(game, "_start"):
        game._start = game._start[:7] + (_PHASES[game._start[7]],) + game._start[8:]
    t = game._tables = tables(game.rules)
    game._plays, game._called, game._fits = t.plays, t.called, t.fits
    game._fit_plays, game._fit_called = t.fit_plays, t.fit_called
