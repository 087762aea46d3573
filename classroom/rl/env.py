"""Switch and Crazy Eights as a PettingZoo AEC environment.

One agent per seat, ``player_0`` to ``player_{n-1}``, for any
:class:`~switchcore.rules.Rules` (both families, every house rule, 2 to 8
seats). The agent to act is ``env.agent_selection``; its observation is a
dictionary of ``"observation"``, what its seat may see
(:mod:`classroom.rl.observation`), and ``"action_mask"``, 1 for each legal
action of the fixed numbering of :mod:`classroom.rl.actions`.

>>> from switchcore import Rules
>>> env = SwitchEnv(Rules.crazy_eights(players=2, match="single"))
>>> env.reset(seed=7)
>>> env.agent_selection, env.observe("player_0")["observation"].shape
('player_0', (263,))
>>> earned = dict.fromkeys(env.agents, 0.0)
>>> for agent in env.agent_iter():
...     obs, reward, done, cut, info = env.last()
...     earned[agent] += reward
...     env.step(None if done or cut else int(obs["action_mask"].nonzero()[0][0]))
>>> env.game.round_over, env.game.result.scores, earned
(True, (24, 0), {'player_0': 0.24, 'player_1': 0.0})

**Rewards** come from the scores, at the end of each round of the match, to
every seat: the round's score divided by :data:`SCALE` (100), with the sign
that makes more better. Under penalty scoring (Switch, S-14) a loser gets
minus its penalty points and the winner 0; under points scoring (Crazy
Eights, C-8) the winner gets the points it collects and the others 0. The
episode is the whole match the rules describe (``match="single"`` for one
round); at its end every agent is terminated. An episode longer than
``max_moves`` steps is truncated.

**Seeds**: ``reset(seed=s)`` deals exactly ``Game(rules, seed=s)``; a reset
without a seed takes the next seed from the last one given. ``env.game`` is
the game itself, a :class:`~switchcore.game.Game`, at every step (copy it
before changing it).

**Illegal actions**: with ``illegal="raise"`` (the default) an action the
mask forbids raises :class:`IllegalActionError`, and nothing changes; with
``illegal="replace"`` the lowest legal action is taken instead and the
agent's info says ``{"illegal": action}``.
"""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from switchcore.game import Game
from switchcore.moves import LAST
from switchcore.rules import Rules
from switchcore.choices import Scoring
from switchcore.view import table_html, table_text

from .actions import ACTIONS, LAST_ACTION, NO_CALL, NUMBER, describe, move_of
from .observation import HIGH, SIZE, encode_game

__all__ = ["SwitchEnv", "IllegalActionError", "SCALE", "MAX_MOVES", "observation_space", "action_space"]

#: Scores are divided by this to make rewards.
SCALE = 100
#: An episode is truncated after this many steps (bots that only draw may go on for ever).
MAX_MOVES = 20_000


class IllegalActionError(ValueError):
    """An action the mask forbids, given to an environment that refuses them."""


def observation_space() -> spaces.Dict:
    """The observation space of every seat (the same for all rules)."""
    return spaces.Dict({
        "observation": spaces.Box(0, HIGH, (SIZE,), np.float32),
        "action_mask": spaces.Box(0, 1, (ACTIONS,), np.int8),
    })


def action_space() -> spaces.Discrete:
    """The action space of every seat: the numbers of :mod:`classroom.rl.actions`."""
    return spaces.Discrete(ACTIONS)


class SwitchEnv(AECEnv):
    """Switch or Crazy Eights for ``rules.players`` agents, one per seat.

    ``rules``: a :class:`~switchcore.rules.Rules` value (Switch for four by
    default); ``render_mode``: ``"ansi"`` (``render()`` gives the table as
    text, every hand shown) or ``"human"`` (draws it in a notebook, or prints
    it elsewhere); ``max_moves``: steps before the episode is truncated;
    ``illegal``: ``"raise"`` or ``"replace"`` (see the module).
    """

    metadata = {"name": "switchcore_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, rules: Rules | None = None, render_mode: str | None = None, max_moves: int = MAX_MOVES,
                 illegal: str = "raise") -> None:
        super().__init__()
        if rules is None:
            rules = Rules.switch()
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a switchcore Rules value, not {rules!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode is one of {self.metadata['render_modes']} or None, not {render_mode!r}")
        if illegal not in ("raise", "replace"):
            raise ValueError(f"illegal is 'raise' or 'replace', not {illegal!r}")
        self.rules, self.render_mode, self.max_moves, self.illegal = rules, render_mode, max_moves, illegal
        self.possible_agents = [f"player_{seat}" for seat in range(rules.players)]
        self.seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._sign = -1 if rules.scoring is Scoring.PENALTY else 1
        self._obs_space, self._act_space = observation_space(), action_space()
        self._seeds = random.Random()
        self.game: Game | None = None
        self._legal_key, self._legal = None, []

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    # -- a new episode -------------------------------------------------------------

    def reset(self, seed=None, options=None) -> None:
        """Deal a new match: ``Game(rules, seed=seed)``."""
        if seed is not None:
            self._seeds = random.Random(seed)
        else:
            seed = self._seeds.randrange(2 ** 31)
        self.game = Game(self.rules, seed=seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.steps = 0
        self._asking = None  # the seat asked whether it makes the late call (S-7)
        self._asked = False  # it said no: do not ask again before the next player acts
        self._legal_key, self._legal = None, []
        self._paid = self._noted = False  # the last step paid rewards, or set an info
        self.agent_selection = self.possible_agents[self.game.turn]

    # -- what an agent sees ---------------------------------------------------------

    def legal_actions(self, agent: str | None = None) -> list[int]:
        """The legal actions of ``agent`` (the agent to act by default), lowest first."""
        agent = self.agent_selection if agent is None else agent
        if agent != self.agent_selection or self.terminations[agent] or self.truncations[agent]:
            return []
        if self._asking is not None:
            return [LAST_ACTION, NO_CALL]
        game = self.game
        key = (game.log, len(game.log))  # the game changes its log at every move (and makes a new one at an undo)
        if self._legal_key != key:
            self._legal_key, self._legal = key, sorted(map(NUMBER.__getitem__, game.legal_moves()))
        return self._legal

    def observe(self, agent: str) -> dict:
        mask = np.zeros(ACTIONS, dtype=np.int8)
        mask[self.legal_actions(agent)] = 1
        return {"observation": encode_game(self.game, self.seat[agent]), "action_mask": mask}

    # -- a step ---------------------------------------------------------------------

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self.legal_actions(agent)
        info = {}
        if action not in legal:
            if self.illegal == "raise":
                raise IllegalActionError(f"{agent} may not take action {action!r} now; its legal actions are "
                                         f"{', '.join(f'{a} ({describe(a)})' for a in legal)}")
            info["illegal"], action = action, legal[0]
        action = int(action)
        game = self.game
        self._cumulative_rewards[agent] = 0
        if self._paid:  # the last step ended a round: its rewards are over
            self.rewards, self._paid = dict.fromkeys(self.agents, 0.0), False
        if self._noted:  # the last step's info said something: say it no longer
            self.infos, self._noted = {other: {} for other in self.agents}, False
        if info:
            self.infos[agent], self._noted = info, True
        if self._asking is not None:
            if action == LAST_ACTION:
                game.apply(LAST, seat=self._asking)
            else:
                self._asked = True
            self._asking = None
        else:
            game.apply(move_of(action))
            self._asked = False
        if game.round_over:
            result = game.result
            for other in self.agents:
                self.rewards[other] = self._sign * result.scores[self.seat[other]] / SCALE
            self._paid = True
            if game.match_over:
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                game.next_round()
        self.steps += 1
        if self.steps >= self.max_moves and not game.match_over:
            self.truncations = dict.fromkeys(self.agents, True)
        if game.late is not None and not self._asked and not game.round_over:
            self._asking = game.late
            self.agent_selection = self.possible_agents[game.late]
        else:
            self.agent_selection = self.possible_agents[game.turn]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # -- pictures ---------------------------------------------------------------------

    def render(self):
        """The table: text (``"ansi"``), or drawn in a notebook (``"human"``)."""
        if self.render_mode is None or self.game is None:
            return None
        text = table_text(self.game)
        if self.render_mode == "ansi":
            return text
        try:
            from IPython import get_ipython
            from IPython.display import HTML, display
        except ImportError:
            get_ipython = None
        if get_ipython is not None and get_ipython() is not None:
            display(HTML(table_html(self.game)))
        else:
            print(text)
        return None

    def close(self) -> None:
        pass
