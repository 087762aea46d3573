"""Switch and Crazy Eights for learning agents: PettingZoo and Gymnasium environments.

This package needs the ``rl`` extra (``pip install switchcore[rl]``: numpy,
PettingZoo and Gymnasium); :mod:`classroom` itself does not import it.

* :class:`SwitchEnv` (:mod:`classroom.rl.env`): the AEC environment, one
  agent per seat, for any :class:`~switchcore.rules.Rules`;
* :class:`ParallelSwitchEnv`: the same game through PettingZoo's parallel API;
* :class:`SeatEnv` (:mod:`classroom.rl.seat`): a Gymnasium environment, one
  learning seat against chosen bots;
* :mod:`classroom.rl.actions`: the fixed numbering of every move;
* :mod:`classroom.rl.observation`: what a seat sees, as numbers.

>>> from switchcore import Rules
>>> from classroom.rl import env
>>> e = env(Rules.switch(players=3))
>>> e.reset(seed=1)
>>> e.agent_selection, len(e.possible_agents)
('player_0', 3)
"""

from __future__ import annotations

from .actions import ACTIONS, action_of, describe, move_of
from .env import SCALE, IllegalActionError, SwitchEnv
from .parallel import ParallelSwitchEnv
from .seat import SeatEnv

__all__ = ["ACTIONS", "SCALE", "IllegalActionError", "ParallelSwitchEnv", "SeatEnv", "SwitchEnv", "action_of",
           "describe", "env", "move_of", "parallel_env", "raw_env"]


def raw_env(rules=None, **options) -> SwitchEnv:
    """The AEC environment without wrappers (see :class:`SwitchEnv`)."""
    return SwitchEnv(rules, **options)


def env(rules=None, **options) -> SwitchEnv:
    """The AEC environment, as PettingZoo's ``env()`` constructors give one.
    The environment checks its actions itself, so it has no wrapper."""
    return SwitchEnv(rules, **options)


def parallel_env(rules=None, **options) -> ParallelSwitchEnv:
    """The parallel environment (see :class:`ParallelSwitchEnv`)."""
    return ParallelSwitchEnv(rules, **options)
