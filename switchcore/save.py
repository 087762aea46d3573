"""Saving a game as JSON and loading it back, checked.

A saved game holds what cannot be worked out: the rules, the seed, the
names, the first dealer, the position a game set up by hand started from,
the cards a chance hook chose, and every move of every round. Loading deals
again from the seed (or sets up the position again) and replays each move
through the engine, so every move is checked again, and the loaded game is
the saved one in every respect: its log from the first deal, the finished
rounds with every hand, the chance of the next shuffle.

The file also holds what the moves lead to: the round, the dealer, the
totals and eliminations, a summary of each finished round and the current
position. Those are never trusted: the replay works them out again, and a
file whose values differ was changed by hand, and is refused with a
:class:`~switchcore.errors.SaveError` that names what differs.

>>> from switchcore import Game, Rules
>>> g = Game(Rules.switch(players=3), seed=11)
>>> _ = g.apply(g.legal_moves()[0])
>>> loaded = Game.from_json(g.to_json())
>>> loaded == g and loaded.log == g.log
True
>>> Game.from_json(g.to_json().replace('"totals": [\\n  0,', '"totals": [\\n  5,'))
Traceback (most recent call last):
...
switchcore.errors.SaveError: the saved totals do not follow from the moves: totals[0] is 5, but the moves give 0 (the file was changed)
"""

from __future__ import annotations

import json

from .cards import Card
from .chance import Replay
from .errors import CardError, ChanceError, IllegalMoveError, PositionError, RulesError, SaveError, SwitchcoreError
from .moves import LAST, parse_move
from .position import setup
from .rules import Rules

__all__ = ["FORMAT", "VERSION", "to_dict", "dumps", "loads"]

FORMAT = "switchcore-game"
VERSION = 2
"""Version 2 replays the whole game from its deal; version 1 (the round's
start and its moves) is no longer read."""

#: What the replay works out, checked against the file, with the words for each.
_CHECKED = (("round", "round number"), ("dealer", "dealer"), ("totals", "totals"), ("out", "eliminations"),
            ("results", "results of the finished rounds"), ("now", "current position"))


def _now(game) -> dict:
    return {
        "hands": [" ".join(c.code for c in h) for h in game.hands],
        "stock": " ".join(c.code for c in reversed(game.stock)),
        "discard": " ".join(c.code for c in game.discard),
        "suit": game.suit.value,
        "turn": game.turn,
        "direction": game.direction,
        "pending": game.pending.amount if game.pending else 0,
        "phase": game.phase,
        "drawn": game.drawn.code if game.drawn is not None else None,
        "late": game.late,
        "passes": game.passes,
        "draws": game.draws,
    }


def _result(r) -> dict:
    return {"round": r.round, "reason": r.reason.value, "winners": list(r.winners),
            "hands": [" ".join(c.code for c in h) for h in r.hands], "points": list(r.points),
            "scores": list(r.scores), "totals": list(r.totals), "eliminated": list(r.eliminated)}


def to_dict(game) -> dict:
    """The game as JSON-ready data."""
    if game._origin is None and not any(e.kind == "dealt" for e in game.log[:1]):
        raise SaveError("only a dealt game or one set up with Game.from_position can be saved")
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "names": list(game.names),
        "first_dealer": game._first_dealer,
        "start": dict(game._origin) if game._origin is not None else None,
        "chance": [c.code for c in game._taken] if game._chance is not None else None,
        "rounds": [[m.code for m in moves] for moves in game._past] + [[m.code for m in game.moves]],
        "round": game.round_no,
        "dealer": game.dealer,
        "totals": list(game.totals),
        "out": list(game.out),
        "results": [_result(r) for r in game.results],
        "now": _now(game),
    }


def dumps(game) -> str:
    """The game as JSON text."""
    return json.dumps(to_dict(game), ensure_ascii=False, indent=1)


def _need(data: dict, key: str, kind, what: str = ""):
    if key not in data:
        raise SaveError(f"the saved game has no {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = what or getattr(kind, "__name__", str(kind))
        raise SaveError(f"{key!r} should be {name}, not {value!r}")
    return value


def _text_list(value, what: str) -> list:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SaveError(f"{what} should be a list of texts, not {value!r}")
    return value


def loads(cls, text, chance=None):
    """A game from :func:`dumps`'s text. Anything wrong is a :class:`SaveError`."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveError(f"not a saved game: a saved game is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        why = "it is nested too deeply" if isinstance(exc, RecursionError) else exc
        raise SaveError(f"not a saved game: {why}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a saved switchcore game (its 'format' is missing or wrong)")
    if data.get("version") != VERSION:
        raise SaveError(f"saved with format version {data.get('version')!r}; this switchcore reads version {VERSION}")
    try:
        rules = Rules.from_dict(_need(data, "rules", dict, "a mapping of settings"))
    except (RulesError, TypeError) as exc:
        raise SaveError(f"the saved rules are not valid: {exc}") from None
    seed = data.get("seed")
    if "seed" not in data or isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SaveError(f"'seed' should be a whole number or text, not {seed!r}")
    names = _text_list(_need(data, "names", list, "a list of names"), "'names'")
    dealer = _need(data, "first_dealer", int, "a seat number")
    rounds = _need(data, "rounds", list, "a list of rounds")
    if not rounds:
        raise SaveError("'rounds' should hold the moves of at least one round")
    rounds = [_text_list(moves, f"round {i + 1}'s moves") for i, moves in enumerate(rounds)]
    order = data.get("chance")
    if order is not None:
        try:
            order = [Card.parse(code) for code in _text_list(order, "'chance'")]
        except CardError as exc:
            raise SaveError(f"a card chosen by chance is not a card: {exc}") from None
    if order is None and chance is not None:
        raise SaveError("this game was saved without a chance hook: its shuffles come from its seed")
    hook = Replay(order, chance) if order is not None else chance
    start = data.get("start")
    try:
        if start is None:
            game = cls(rules, seed=seed, names=names, dealer=dealer, chance=hook)
        elif isinstance(start, dict):
            known = {"hands", "top", "suit", "stock", "discard", "turn", "dealer", "direction", "pending", "fill"}
            unknown = sorted(set(start) - known)
            if unknown:
                raise SaveError(f"the starting position has unknown entries: {', '.join(unknown)}")
            position = {k: v for k, v in start.items() if k not in ("hands", "top")}
            game = setup(cls, rules, start.get("hands"), start.get("top"), seed=seed, names=names, chance=hook,
                         **position)
        else:
            raise SaveError(f"'start' should be a position or null, not {start!r}")
    except PositionError as exc:
        raise SaveError(f"the starting position cannot exist: {exc}") from None
    except SaveError:
        raise
    except (SwitchcoreError, TypeError, ValueError) as exc:
        raise SaveError(f"the game cannot be set up again: {exc}") from None
    for r, moves in enumerate(rounds):
        if r:
            try:
                game.next_round()
            except (IllegalMoveError, ChanceError) as exc:
                raise SaveError(f"round {r + 1} cannot be dealt: {exc}") from None
        for i, code in enumerate(moves):
            try:
                move = parse_move(code)
                game.apply(move, game.late if move is LAST else None)
            except (IllegalMoveError, CardError, ChanceError) as exc:
                raise SaveError(f"round {r + 1}, move {i + 1} ({code!r}) cannot be played: {exc}") from None
    replayed = to_dict(game)
    for key, words in _CHECKED:
        if key not in data:
            raise SaveError(f"the saved game has no {key!r}")
        if data[key] != replayed[key]:
            where, saved, worked_out = _difference(data[key], replayed[key], key)
            verb = "do" if words.endswith("s") else "does"
            raise SaveError(f"the saved {words} {verb} not follow from the moves: {where} is {_short(saved)}, "
                            f"but the moves give {_short(worked_out)} (the file was changed)")
    return game


def _difference(saved, replayed, where: str) -> tuple:
    """The first place where two saved values differ, as ``(path, saved, replayed)``:
    ``results[0].hands[1]`` rather than the whole list of results."""
    if isinstance(saved, dict) and isinstance(replayed, dict) and saved.keys() == replayed.keys():
        key = next(k for k in replayed if saved[k] != replayed[k])
        return _difference(saved[key], replayed[key], f"{where}.{key}")
    if isinstance(saved, list) and isinstance(replayed, list) and len(saved) == len(replayed):
        i = next(i for i, (a, b) in enumerate(zip(saved, replayed)) if a != b)
        return _difference(saved[i], replayed[i], f"{where}[{i}]")
    return where, saved, replayed


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 200 else text[:197] + "..."
