"""The same game through PettingZoo's parallel API.

At each step every agent still in the game gives an action; the action of
the agent to act (``env.agent_to_act``, whose observation has a non-empty
mask) is applied, and the others' are ignored, as the game has one player
to act at a time. ``max_cycles`` steps truncate the episode.

>>> from switchcore import Rules
>>> env = ParallelSwitchEnv(Rules.switch(players=2), max_cycles=3)
>>> obs, infos = env.reset(seed=2)
>>> sorted(obs), env.agent_to_act
(['player_0', 'player_1'], 'player_0')
>>> for _ in range(3):
...     mask = obs[env.agent_to_act]["action_mask"]
...     obs, rewards, done, cut, infos = env.step({env.agent_to_act: int(mask.nonzero()[0][0])})
>>> cut, env.agents
({'player_0': True, 'player_1': True}, [])
"""

from __future__ import annotations

from pettingzoo import ParallelEnv

from .env import MAX_MOVES, SwitchEnv

__all__ = ["ParallelSwitchEnv"]


class ParallelSwitchEnv(ParallelEnv):
    """``rules``, ``render_mode`` and ``illegal`` as for
    :class:`~classroom.rl.env.SwitchEnv`; ``max_cycles``: steps before the
    episode is truncated."""

    metadata = {**SwitchEnv.metadata, "name": "switchcore_parallel_v0"}

    def __init__(self, rules=None, render_mode=None, max_cycles: int = MAX_MOVES, illegal: str = "raise") -> None:
        self.aec = SwitchEnv(rules, render_mode=render_mode, max_moves=max_cycles, illegal=illegal)
        self.possible_agents = self.aec.possible_agents
        self.render_mode = render_mode
        self.agents = []

    def observation_space(self, agent):
        return self.aec.observation_space(agent)

    def action_space(self, agent):
        return self.aec.action_space(agent)

    @property
    def game(self):
        """The game being played (a :class:`~switchcore.game.Game`)."""
        return self.aec.game

    @property
    def agent_to_act(self) -> str:
        return self.aec.agent_selection

    def reset(self, seed=None, options=None):
        self.aec.reset(seed=seed, options=options)
        self.agents = self.aec.agents[:]
        return {agent: self.aec.observe(agent) for agent in self.agents}, {agent: {} for agent in self.agents}

    def step(self, actions: dict):
        aec = self.aec
        agent = aec.agent_selection
        aec.step(actions.get(agent))
        agents = self.agents
        obs = {a: aec.observe(a) for a in agents}
        rewards = {a: aec.rewards[a] for a in agents}
        terminations = {a: aec.terminations[a] for a in agents}
        truncations = {a: aec.truncations[a] for a in agents}
        infos = {a: dict(aec.infos[a]) for a in agents}
        if any(terminations.values()) or any(truncations.values()):
            self.agents = []
        return obs, rewards, terminations, truncations, infos

    def render(self):
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()
