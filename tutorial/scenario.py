"""Scenarios: short scripted games, written as plain data.

A scenario is a dict (or a JSON file) with a title, the rules, a starting
position and a list of steps. Each step is a move with a sentence about it,
or a moment where the learner chooses the move::

    {"title": "...",
     "rules": {"family": "crazy_eights", "players": 2},
     "position": {"hands": ["7S 8C KD", "2H 3C"], "top": "7H", "stock": "4H QS"},
     "steps": [{"move": "7S", "say": "..."},
               {"choose": true, "say": "...", "expect": ["8C D"], "then": "..."},
               {"position": {...}, "say": "..."}]}

``rules`` takes the family and any :class:`switchcore.Rules` setting; the
family's preset fills in the rest. ``position`` takes the arguments of
:meth:`switchcore.Game.from_position`; ``deal`` (``{"seed": 3}``) deals a
fresh game instead. A step with ``position`` jumps to a new position under the
same rules ("suppose instead..."), and a step with ``"next_round": true`` deals
the next round of the match (the deal moves one seat, X-4). In a position,
``"cut": 2`` chooses the dealer by a cut for the deal with that seed (S-4:
:func:`switchcore.deal.cut_for_dealer`), and the player on the dealer's left
plays first unless ``turn`` says otherwise. ``expect`` lists the moves a lesson accepts
at a choose step (by card and declared suit); without it, any legal move is
accepted; another legal move is explained, not played. ``"hints": false`` on a
choose step leaves the playable cards unlit (for a question such as "which of
your cards fits?"). ``learner`` is the learner's seat (default 0) and ``show`` is
``"all"`` (every hand face up, the default) or ``"learner"``.

Every step is checked with the engine when the scenario loads, along every
choice the learner may make, so a broken scenario fails at once:

>>> s = Scenario.load({"title": "t", "rules": {"family": "crazy_eights", "players": 2},
...     "position": {"hands": ["7S 8C KD", "2H 3C"], "top": "7H"},
...     "steps": [{"move": "KD", "say": "no"}]})
Traceback (most recent call last):
...
tutorial.scenario.ScenarioError: step 1 (KD): [X-2] K♦ matches neither the current suit (hearts) nor the rank of 7♥
>>> s = Scenario.load({"title": "t", "rules": {"family": "crazy_eights", "players": 2},
...     "position": {"hands": ["7S 8C KD", "2H 3C"], "top": "7H"},
...     "steps": [{"move": "7S", "say": "Same rank."}]})
>>> [str(g.top) for g in s.states()]
['7♥', '7♠']
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from switchcore.deal import cut_for_dealer
from switchcore import (CardError, Game, IllegalMoveError, Play, PositionError, Rules, RulesError, parse_move)

__all__ = ["Scenario", "ScenarioError", "scenario_names", "load_scenario", "build_rules", "matches"]

HERE = Path(__file__).resolve().parent / "scenarios"
_POSITION_KEYS = {"hands", "top", "suit", "stock", "discard", "turn", "dealer", "direction", "pending",
                  "seed", "names", "fill", "cut"}


class ScenarioError(ValueError):
    """A scenario that does not load: bad data, or a step the engine refuses."""


def build_rules(settings: dict) -> Rules:
    """Rules from a dict with ``family`` and any other settings; the family's
    preset supplies the rest.

    >>> build_rules({"family": "crazy_eights", "players": 2}).draw.value
    'until_playable'
    """
    settings = dict(settings)
    family = settings.pop("family", "switch")
    preset = {"switch": Rules.switch, "crazy_eights": Rules.crazy_eights}.get(family)
    if preset is None:
        raise RulesError(f"family must be 'switch' or 'crazy_eights', not {family!r}")
    return preset(**settings)


def matches(move, wanted) -> bool:
    """True when ``move`` is the move ``wanted``: the same card and declared
    suit (the "last card" call is not compared), or the same plain move.

    >>> matches(parse_move("8C D last"), parse_move("8C D")), matches(parse_move("8C H"), parse_move("8C D"))
    (True, False)
    """
    if isinstance(move, Play) and isinstance(wanted, Play):
        return move.card is wanted.card and move.suit == wanted.suit
    return move == wanted


@dataclass(frozen=True)
class Step:
    """One step: ``kind`` is ``"move"``, ``"choose"``, ``"position"`` or ``"next_round"``."""

    number: int
    kind: str
    say: str
    move: object = None
    expect: tuple = ()
    then: str = ""
    position: dict | None = None
    hints: bool = True


class Scenario:
    """A checked scenario. Build one with :meth:`load` or :func:`load_scenario`."""

    def __init__(self, data: dict, rules: Rules, start: Game, steps: tuple) -> None:
        self.data = data
        self.title: str = data["title"]
        self.intro: str = data.get("intro", "")
        self.rules = rules
        self.start = start
        self.steps = steps
        self.learner: int = data.get("learner", 0)
        self.show_all: bool = data.get("show", "all") == "all"

    # -- loading -------------------------------------------------------------------

    @classmethod
    def load(cls, data) -> "Scenario":
        """A scenario from a dict, JSON text or a path to a JSON file; every
        step is checked with the engine (:class:`ScenarioError` otherwise)."""
        if isinstance(data, Path) or (isinstance(data, str) and data.strip().endswith(".json")):
            data = json.loads(Path(data).read_text(encoding="utf-8"))
        elif isinstance(data, str):
            data = json.loads(data)
        if not isinstance(data, dict):
            raise ScenarioError(f"a scenario is a mapping, not {type(data).__name__}")
        for key in ("title", "rules", "steps"):
            if key not in data:
                raise ScenarioError(f"the scenario has no {key!r}")
        try:
            rules = build_rules(data["rules"])
        except (RulesError, TypeError) as exc:
            raise ScenarioError(f"rules: {exc}") from None
        start = cls._game(rules, data, "position")
        steps = tuple(cls._step(i, raw) for i, raw in enumerate(data["steps"], 1))
        scenario = cls(data, rules, start, steps)
        scenario._check(start.copy(), 0)
        return scenario

    @staticmethod
    def _game(rules: Rules, data: dict, where: str) -> Game:
        try:
            if "deal" in data:
                return Game(rules, **data["deal"])
            if "position" not in data:
                raise ScenarioError(f"{where}: give a 'position' or a 'deal'")
            position = dict(data["position"])
            unknown = set(position) - _POSITION_KEYS
            if unknown:
                raise ScenarioError(f"{where}: unknown keys {sorted(unknown)}")
            if "cut" in position:  # S-4: the lowest card of the cut deals; the next seat plays first
                dealer, _cuts = cut_for_dealer(rules.players, position.pop("cut"))
                position.setdefault("dealer", dealer)
                position.setdefault("turn", (dealer + 1) % rules.players)
            return Game.from_position(rules, **position)
        except (PositionError, CardError, ValueError, TypeError) as exc:
            if isinstance(exc, ScenarioError):
                raise
            raise ScenarioError(f"{where}: {exc}") from None

    @staticmethod
    def _step(number: int, raw) -> Step:
        if not isinstance(raw, dict) or not isinstance(raw.get("say"), str):
            raise ScenarioError(f"step {number}: a step is a mapping with a 'say' sentence")
        try:
            if raw.get("choose"):
                expect = tuple(parse_move(m) for m in raw.get("expect", ()))
                return Step(number, "choose", raw["say"], expect=expect, then=raw.get("then", ""),
                            hints=bool(raw.get("hints", True)))
            if "position" in raw:
                return Step(number, "position", raw["say"], position=raw["position"])
            if raw.get("next_round"):
                return Step(number, "next_round", raw["say"])
            if "move" in raw:
                return Step(number, "move", raw["say"], move=parse_move(raw["move"]))
        except CardError as exc:
            raise ScenarioError(f"step {number}: {exc}") from None
        raise ScenarioError(f"step {number}: give a 'move', 'choose', 'position' or 'next_round'")

    def _check(self, game: Game, index: int) -> None:
        """Play the steps from ``index`` on ``game``, along every accepted choice."""
        for step in self.steps[index:]:
            if step.kind == "choose":
                for move in self.choices(game, step):
                    after = game.copy()
                    after.apply(move)
                    self._check(after, step.number)
                if not self.choices(game, step):
                    raise ScenarioError(f"step {step.number}: none of {', '.join(map(str, step.expect))} "
                                        f"is legal here")
                return
            game = self.advance(game, step)

    # -- playing -------------------------------------------------------------------

    def choices(self, game: Game, step: Step) -> list:
        """The legal moves a choose step accepts in ``game``."""
        legal = game.legal_moves()
        if not step.expect:
            return list(legal)
        return [m for m in legal if any(matches(m, w) for w in step.expect)]

    def advance(self, game: Game, step: Step) -> Game:
        """Apply a scripted step to ``game`` (in place) or, for a position
        step, return the new game; refusals become :class:`ScenarioError`."""
        if step.kind == "position":
            return self._game(self.rules, {"position": step.position}, f"step {step.number}")
        try:
            if step.kind == "next_round":
                game.next_round()
            else:
                game.apply(step.move)
        except IllegalMoveError as exc:
            if step.kind == "next_round":
                raise ScenarioError(f"step {step.number} (next round): [{exc.rule}] {exc.reason}") from None
            raise ScenarioError(f"step {step.number} ({step.move.code}): [{exc.rule}] {exc.reason}") from None
        return game

    def states(self, choices=None) -> list[Game]:
        """The game before any step and after each one (independent copies).
        At a choose step the first accepted move is made, unless ``choices``
        maps the step number to another move."""
        game = self.start.copy()
        out = [game.copy()]
        for step in self.steps:
            if step.kind == "choose":
                wanted = (choices or {}).get(step.number)
                move = parse_move(wanted) if wanted is not None else self.choices(game, step)[0]
                game.apply(move)
            else:
                game = self.advance(game, step)
            out.append(game.copy())
        return out

    def __len__(self) -> int:
        return len(self.steps)

    def __repr__(self) -> str:
        return f"<Scenario {self.title!r}, {len(self.steps)} steps>"


def scenario_names() -> list[str]:
    """The names of the scenarios that ship with the lessons.

    >>> "walkthrough" in scenario_names()
    True
    """
    return sorted(p.stem for p in HERE.glob("*.json"))


def load_scenario(name: str) -> Scenario:
    """A scenario that ships with the lessons, by name (see :func:`scenario_names`),
    its words in the lessons' language where they are translated."""
    path = HERE / f"{name}.json"
    if not path.exists():
        raise ScenarioError(f"no scenario named {name!r}; there are: {', '.join(scenario_names())}")
    from .words import translate_scenario

    try:
        data = translate_scenario(json.loads(path.read_text(encoding="utf-8")), name)
        return Scenario.load(data)
    except ScenarioError as exc:
        raise ScenarioError(f"{name}: {exc}") from None
