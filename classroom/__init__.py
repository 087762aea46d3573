"""classroom: bots, tournaments and leaderboards built on the switchcore rules.

The rules core (:mod:`switchcore`) knows nothing of this package. Here are
the built-in bots (:mod:`classroom.bots`), games and matches between
strategies (:mod:`classroom.referee`), tournaments with students' bot files
each in a confined process of its own (:mod:`classroom.tournament`,
:mod:`classroom.botproc`, :mod:`classroom.confine`), results files and
leaderboards, and the command line ``python -m classroom``.

>>> from switchcore import Rules
>>> from classroom import BOTS, play_game
>>> game = play_game(Rules.switch(players=2), [BOTS["hard"], BOTS["easy"]], seed=1)
>>> game.round_over
True

Names are imported when first used, so ``from classroom import BOTS`` does
not start the process machinery that only bot files need.
"""

from __future__ import annotations

import importlib

_WHERE = {
    "BOTS": "bots", "EasyBot": "bots", "HardBot": "bots", "MediumBot": "bots", "RandomBot": "bots",
    "Strategy": "bots", "strategy": "bots",
    "StrategyError": "referee", "play_game": "referee", "play_match": "referee",
    "TournamentResult": "leaderboard", "bots_in": "tournament",
}
# tournament() is imported from classroom.tournament: in this package the name
# is the module's, since importing the module sets it.

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'classroom' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_WHERE))
