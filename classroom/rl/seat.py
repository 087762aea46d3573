"""One learning seat against chosen bots, as a Gymnasium environment.

The learner plays seat ``seat``; every other seat is played by a strategy of
:mod:`classroom.bots` (a function ``bot(view) -> move`` or an object with
``choose(view)``), the random bot by default. A step applies the learner's
action, then lets the bots play until the learner acts again or the match
ends; its reward is the learner's reward (:mod:`classroom.rl.env`) summed
over those moves. Observations and actions are those of the AEC environment:
a dictionary of ``"observation"`` and ``"action_mask"``.

>>> from switchcore import Rules
>>> from classroom.bots import BOTS
>>> env = SeatEnv(Rules.crazy_eights(players=3, match="single"), opponents=[BOTS["easy"], BOTS["random"]])
>>> obs, info = env.reset(seed=5)
>>> done = cut = False
>>> while not (done or cut):
...     action = int(obs["action_mask"].nonzero()[0][-1])
...     obs, reward, done, cut, info = env.step(action)
>>> env.game.round_over, reward >= 0
(True, True)
"""

from __future__ import annotations

import gymnasium

from classroom.bots import RandomBot, choose_with
from switchcore.moves import parse_move

from .actions import NO_CALL, action_of
from .env import MAX_MOVES, SwitchEnv

__all__ = ["SeatEnv"]


class SeatEnv(gymnasium.Env):
    """``rules``: the game; ``opponents``: one strategy for each other seat,
    in seat order after the learner's (random bots by default); ``seat``:
    the learner's seat; ``render_mode``, ``max_moves`` and ``illegal`` as
    for :class:`~classroom.rl.env.SwitchEnv`."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, rules=None, opponents=None, seat: int = 0, render_mode=None, max_moves: int = MAX_MOVES,
                 illegal: str = "raise") -> None:
        self.aec = SwitchEnv(rules, render_mode=None, max_moves=max_moves, illegal=illegal)
        players = self.aec.rules.players
        if not (type(seat) is int and 0 <= seat < players):
            raise ValueError(f"seat is a whole number from 0 to {players - 1}, not {seat!r}")
        if opponents is None:
            opponents = [RandomBot(seed=n) for n in range(1, players)]
        opponents = list(opponents)
        if len(opponents) != players - 1:
            raise ValueError(f"{players} players need {players - 1} opponents, not {len(opponents)}")
        self.learner = self.aec.possible_agents[seat]
        others = [agent for agent in self.aec.possible_agents if agent != self.learner]
        self.opponents = dict(zip(others, opponents))
        self.render_mode = render_mode
        self.observation_space = self.aec.observation_space(self.learner)
        self.action_space = self.aec.action_space(self.learner)

    @property
    def game(self):
        """The game being played (a :class:`~switchcore.game.Game`)."""
        return self.aec.game

    def _bots_play(self) -> float:
        """Let the bots play until the learner acts or the episode ends; the learner's reward meanwhile."""
        aec, reward = self.aec, 0.0
        while aec.agent_selection != self.learner and not (aec.terminations[self.learner] or
                                                          aec.truncations[self.learner]):
            agent = aec.agent_selection
            if aec._asking is not None:
                action = NO_CALL  # the bots of classroom.bots call "last card" with their play
            else:
                move = choose_with(self.opponents[agent], aec.game.view(aec.seat[agent]))
                action = action_of(parse_move(move))
            aec.step(action)
            reward += aec.rewards[self.learner]
        return reward

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(2 ** 31))
        self.aec.reset(seed=seed)
        self._bots_play()
        return self.aec.observe(self.learner), {}

    def step(self, action):
        aec = self.aec
        aec.step(action)
        info = dict(aec.infos[self.learner])
        reward = aec.rewards[self.learner] + self._bots_play()
        done, cut = aec.terminations[self.learner], aec.truncations[self.learner]
        if self.render_mode == "human":
            self.render()
        return aec.observe(self.learner), float(reward), done, cut, info

    def render(self):
        self.aec.render_mode = self.render_mode
        return self.aec.render()
