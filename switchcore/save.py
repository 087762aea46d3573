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
file whose values differ is refused with a
:class:`~switchcore.errors.SaveError` that names what differs.

Each entry of the file also has its SHA-256 digest, under ``"sha256"``: the
digest of the entry's name and value written as canonical JSON (keys
sorted, no spaces, every character beyond ASCII escaped). Loading works each digest out again, so an entry changed
by hand (a rule setting, a name, a seed 11 made "11", a card added to the
chance cards) is refused, naming the entry, even when the game it describes
could be played. A digest is not a signature: whoever rewrites the digests
after changing the file makes a save that loads, if its moves can be played.

>>> from switchcore import Game, Rules
>>> g = Game(Rules.switch(players=3), seed=11)
>>> _ = g.apply(g.legal_moves()[0])
>>> loaded = Game.from_json(g.to_json())
>>> loaded == g and loaded.log == g.log
True
>>> Game.from_json(g.to_json().replace('"seed": 11', '"seed": "11"'))
Traceback (most recent call last):
...
switchcore.errors.SaveError: 'seed' was changed after the game was saved: it does not match its digest in 'sha256'
"""

from __future__ import annotations

import hashlib
import json
import re

from .cards import Card
from .chance import Replay, check_hook
from .errors import CardError, ChanceError, IllegalMoveError, PositionError, RulesError, SaveError, SwitchcoreError, \
    shown
from .messages import say
from .moves import LAST, parse_move
from .rules import Rules

__all__ = ["FORMAT", "VERSION", "to_dict", "dumps", "loads"]

FORMAT = "switchcore-game"
VERSION = 3
"""Version 3 holds a digest of each entry; version 2 had none, so a change
made by hand could go unseen, and is no longer read (nor version 1)."""

#: The entry of the file that holds the digest of every other entry.
DIGESTS = "sha256"

#: What the replay works out, checked against the file, with the words for each.
_CHECKED = (("round", "round number"), ("dealer", "dealer"), ("totals", "totals"), ("out", "eliminations"),
            ("results", "results of the finished rounds"), ("now", "current position"))

#: The deepest nesting of lists and mappings in a saved game (results[i].hands is 4 deep).
_DEPTH = 8
#: The most digits of a number in a saved game (a seed may be a long whole number).
_DIGITS = 1000


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
    """The game as JSON-ready data, with the digest of each entry."""
    data = _content(game)
    data[DIGESTS] = {key: _digest(key, value) for key, value in data.items()}
    return data


def _digest(key: str, value) -> str:
    """The SHA-256 digest of an entry: its name and value as canonical JSON
    (ASCII, so that any text, even a lone surrogate, has a digest)."""
    text = json.dumps([key, value], sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _content(game) -> dict:
    """Every entry of the saved game but the digests."""
    record = game.record()
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "names": list(game.names),
        "first_dealer": record["first_dealer"],
        "start": record["start"],
        "chance": [c.code for c in record["chance"]] if record["chance"] is not None else None,
        "rounds": [[m.code for m in moves] for moves in record["rounds"]],
        "round": game.round_no,
        "dealer": game.dealer,
        "totals": list(game.totals),
        "out": list(game.out),
        "results": [_result(r) for r in game.results],
        "now": _now(game),
    }


def dumps(game) -> str:
    """The game as JSON text, with the digest of each entry."""
    return json.dumps(to_dict(game), ensure_ascii=False, indent=1)


def _need(data: dict, key: str, kind, what: str = ""):
    if key not in data:
        raise SaveError(say("save.missing", entry=shown(key)))
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = say(what) if what else getattr(kind, "__name__", str(kind))
        raise SaveError(say("save.kind", entry=shown(key), kind=name, value=shown(value)))
    return value


def _text_list(value, what: str) -> list:
    if not isinstance(value, list) or not all(type(v) is str for v in value):
        raise SaveError(say("save.texts", what=what, value=shown(value)))
    return value


def _read(text) -> dict:
    """The JSON of ``text``, read strictly: nesting and numbers are bounded
    before anything is built, and NaN or a key given twice are refused."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(say("save.not_utf8")) from None
    if not isinstance(text, str):
        raise SaveError(say("save.not_text", kind=type(text).__name__))
    text = str.__str__(text)
    depth = _depth(text)
    if depth > _DEPTH:
        raise SaveError(say("save.deep", depth=depth, most=_DEPTH))
    try:
        return json.loads(text, parse_int=_whole_number, parse_constant=_no_constant, object_pairs_hook=_mapping)
    except json.JSONDecodeError as exc:
        raise SaveError(say("save.not_json", line=exc.lineno, column=exc.colno)) from None
    except ValueError as exc:
        raise SaveError(say("save.why", reason=exc)) from None


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')


def _depth(text: str) -> int:
    """How deeply the lists and mappings of JSON ``text`` are nested (its
    texts left out), counted without reading it."""
    depth = deepest = 0
    for bracket in re.findall(r"[\[\]{}]", _STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _whole_number(digits: str) -> int:
    if len(digits) > _DIGITS:
        raise ValueError(say("save.digits", digits=len(digits)))
    return int(digits)


def _no_constant(name: str):
    raise ValueError(say("save.constant", name=name))


def _mapping(pairs: list) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        twice = next(key for i, (key, _) in enumerate(pairs) if key in dict(pairs[:i]))
        raise ValueError(say("save.twice", entry=shown(twice)))
    return data


def _check_digests(data: dict) -> None:
    """Every entry of ``data`` matches its digest, and every digest has its entry."""
    digests = data.get(DIGESTS)
    if not isinstance(digests, dict):
        raise SaveError(say("save.no_digests", name=repr(DIGESTS)))
    for key in digests:
        if key not in data:
            raise SaveError(say("save.digest_gone", entry=shown(key), name=repr(DIGESTS)))
    for key, value in data.items():
        if key == DIGESTS:
            continue
        if key not in digests:
            raise SaveError(say("save.digest_extra", entry=shown(key), name=repr(DIGESTS)))
        if digests[key] != _digest(key, value):
            raise SaveError(say("save.digest_changed", entry=shown(key), name=repr(DIGESTS)))


def _version(data: dict) -> None:
    if data.get("format") != FORMAT:
        raise SaveError(say("save.format"))
    version = data.get("version")
    if version == VERSION and type(version) is int:
        return
    if type(version) is int and 1 <= version < VERSION:
        raise SaveError(say("save.old", version=version, current=VERSION))
    raise SaveError(say("save.version", version=shown(version), current=VERSION))


def loads(cls, text, chance=None):
    """A game from :func:`dumps`'s text. Anything wrong with the text is a
    :class:`SaveError`; a ``chance`` that cannot be a chance hook is a
    :class:`~switchcore.errors.ChanceError`."""
    chance = check_hook(chance)
    data = _read(text)
    if not isinstance(data, dict):
        raise SaveError(say("save.format"))
    _version(data)
    _check_digests(data)
    game = _start(cls, data, chance)
    _replay(game, _need(data, "rounds", list, "saved.rounds"))
    replayed = _content(game)
    for key, words in _CHECKED:
        if key not in data:
            raise SaveError(say("save.missing", entry=shown(key)))
        if data[key] != replayed[key]:
            where, saved, worked_out = _difference(data[key], replayed[key], key)
            raise SaveError(say("save.differ" if words.endswith("s") else "save.differs", what=say(f"saved.{key}"),
                                where=where, saved=_short(saved), worked=_short(worked_out)))
    return game


def _start(cls, data: dict, chance):
    """The game of ``data`` as it was before its first move."""
    try:
        rules = Rules.from_dict(_need(data, "rules", dict, "saved.settings"))
    except RulesError as exc:
        raise SaveError(say("save.rules", reason=exc)) from None
    seed = data.get("seed")
    if "seed" not in data or isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SaveError(say("save.seed", value=shown(seed)))
    names = _text_list(_need(data, "names", list, "saved.names"), "'names'")
    dealer = _need(data, "first_dealer", int, "saved.seat")
    if not 0 <= dealer < rules.players:
        raise SaveError(say("save.dealer", last=rules.players - 1, value=dealer))
    order = data.get("chance")
    if order is not None:
        try:
            order = [Card.parse(code) for code in _text_list(order, "'chance'")]
        except CardError as exc:
            raise SaveError(say("save.chance", reason=exc)) from None
    if order is None and chance is not None:
        raise SaveError(say("save.no_hook"))
    hook = Replay(order, chance) if order is not None else chance
    start = data.get("start")
    try:
        if start is None:
            return cls(rules, seed=seed, names=names, dealer=dealer, chance=hook)
        if not isinstance(start, dict):
            raise SaveError(say("save.start", value=shown(start)))
        known = {"hands", "top", "suit", "stock", "discard", "turn", "dealer", "direction", "pending", "fill"}
        unknown = sorted(shown(key) for key in set(start) - known)
        if unknown:
            raise SaveError(say("save.start_unknown", names=", ".join(unknown)))
        position = {k: v for k, v in start.items() if k not in ("hands", "top")}
        return cls.from_position(rules, start.get("hands"), start.get("top"), seed=seed, names=names, chance=hook,
                                 **position)
    except PositionError as exc:
        raise SaveError(say("save.start_impossible", reason=exc)) from None
    except SaveError:
        raise
    except SwitchcoreError as exc:
        raise SaveError(say("save.setup", reason=exc)) from None


def _replay(game, rounds: list) -> None:
    """Play every saved move of every round again, each checked by the engine."""
    if not rounds:
        raise SaveError(say("save.no_rounds"))
    rounds = [_text_list(moves, say("saved.moves", round=i + 1)) for i, moves in enumerate(rounds)]
    for r, moves in enumerate(rounds):
        if r:
            try:
                game.next_round()
            except (IllegalMoveError, ChanceError) as exc:
                raise SaveError(say("save.deal", round=r + 1, reason=exc)) from None
        for i, code in enumerate(moves):
            try:
                move = parse_move(code)
                game.apply(move, game.late if move is LAST else None)
            except (IllegalMoveError, CardError, ChanceError) as exc:
                raise SaveError(say("save.move", round=r + 1, number=i + 1, code=shown(code), reason=exc)) from None


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
