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
        raise SaveError(f"the saved game has no {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = what or getattr(kind, "__name__", str(kind))
        raise SaveError(f"{key!r} should be {name}, not {shown(value)}")
    return value


def _text_list(value, what: str) -> list:
    if not isinstance(value, list) or not all(type(v) is str for v in value):
        raise SaveError(f"{what} should be a list of texts, not {shown(value)}")
    return value


def _read(text) -> dict:
    """The JSON of ``text``, read strictly: nesting and numbers are bounded
    before anything is built, and NaN or a key given twice are refused."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("not a saved game: its bytes are not UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveError(f"not a saved game: a saved game is JSON text, not {type(text).__name__}")
    text = str.__str__(text)
    depth = _depth(text)
    if depth > _DEPTH:
        raise SaveError(f"not a saved game: it is nested too deeply ({depth} levels; a saved game has at most "
                        f"{_DEPTH})")
    try:
        return json.loads(text, parse_int=_whole_number, parse_constant=_no_constant, object_pairs_hook=_mapping)
    except ValueError as exc:
        raise SaveError(f"not a saved game: {exc}") from None


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
        raise ValueError(f"a number in it has {len(digits)} digits, more than a saved game holds")
    return int(digits)


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number a saved game holds")


def _mapping(pairs: list) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        twice = next(key for i, (key, _) in enumerate(pairs) if key in dict(pairs[:i]))
        raise ValueError(f"the key {shown(twice)} is given twice in one mapping")
    return data


def _check_digests(data: dict) -> None:
    """Every entry of ``data`` matches its digest, and every digest has its entry."""
    digests = data.get(DIGESTS)
    if not isinstance(digests, dict):
        raise SaveError(f"the saved game has no digests ({DIGESTS!r}), or they are not a mapping")
    for key in digests:
        if key not in data:
            raise SaveError(f"the saved game has no {shown(key)}, which {DIGESTS!r} lists (the file was changed)")
    for key, value in data.items():
        if key == DIGESTS:
            continue
        if key not in digests:
            raise SaveError(f"the saved game has an entry {shown(key)} that {DIGESTS!r} does not list "
                            f"(the file was changed)")
        if digests[key] != _digest(key, value):
            raise SaveError(f"{shown(key)} was changed after the game was saved: it does not match its digest "
                            f"in {DIGESTS!r}")


def _version(data: dict) -> None:
    if data.get("format") != FORMAT:
        raise SaveError("not a saved switchcore game (its 'format' is missing or wrong)")
    version = data.get("version")
    if version == VERSION and type(version) is int:
        return
    if type(version) is int and 1 <= version < VERSION:
        raise SaveError(f"its 'version' is {version}, an older format without digests, in which a change made by "
                        f"hand could go unseen; this switchcore reads version {VERSION} only")
    raise SaveError(f"its 'version' is {shown(version)}; this switchcore reads version {VERSION}")


def loads(cls, text, chance=None):
    """A game from :func:`dumps`'s text. Anything wrong with the text is a
    :class:`SaveError`; a ``chance`` that cannot be a chance hook is a
    :class:`~switchcore.errors.ChanceError`."""
    chance = check_hook(chance)
    data = _read(text)
    if not isinstance(data, dict):
        raise SaveError("not a saved switchcore game (its 'format' is missing or wrong)")
    _version(data)
    _check_digests(data)
    game = _start(cls, data, chance)
    _replay(game, _need(data, "rounds", list, "a list of rounds"))
    replayed = _content(game)
    for key, words in _CHECKED:
        if key not in data:
            raise SaveError(f"the saved game has no {key!r}")
        if data[key] != replayed[key]:
            where, saved, worked_out = _difference(data[key], replayed[key], key)
            verb = "do" if words.endswith("s") else "does"
            raise SaveError(f"the saved {words} {verb} not follow from the moves: {where} is {_short(saved)}, "
                            f"but the moves give {_short(worked_out)} (the file was changed)")
    return game


def _start(cls, data: dict, chance):
    """The game of ``data`` as it was before its first move."""
    try:
        rules = Rules.from_dict(_need(data, "rules", dict, "a mapping of settings"))
    except RulesError as exc:
        raise SaveError(f"the saved rules are not valid: {exc}") from None
    seed = data.get("seed")
    if "seed" not in data or isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SaveError(f"'seed' should be a whole number or text, not {shown(seed)}")
    names = _text_list(_need(data, "names", list, "a list of names"), "'names'")
    dealer = _need(data, "first_dealer", int, "a seat number")
    if not 0 <= dealer < rules.players:
        raise SaveError(f"the game cannot be set up again: the first dealer must be a seat from 0 to "
                        f"{rules.players - 1}, not {dealer}")
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
            return cls(rules, seed=seed, names=names, dealer=dealer, chance=hook)
        if not isinstance(start, dict):
            raise SaveError(f"'start' should be a position or null, not {shown(start)}")
        known = {"hands", "top", "suit", "stock", "discard", "turn", "dealer", "direction", "pending", "fill"}
        unknown = sorted(shown(key) for key in set(start) - known)
        if unknown:
            raise SaveError(f"the starting position has unknown entries: {', '.join(unknown)}")
        position = {k: v for k, v in start.items() if k not in ("hands", "top")}
        return cls.from_position(rules, start.get("hands"), start.get("top"), seed=seed, names=names, chance=hook,
                                 **position)
    except PositionError as exc:
        raise SaveError(f"the starting position cannot exist: {exc}") from None
    except SaveError:
        raise
    except SwitchcoreError as exc:
        raise SaveError(f"the game cannot be set up again: {exc}") from None


def _replay(game, rounds: list) -> None:
    """Play every saved move of every round again, each checked by the engine."""
    if not rounds:
        raise SaveError("'rounds' should hold the moves of at least one round")
    rounds = [_text_list(moves, f"round {i + 1}'s moves") for i, moves in enumerate(rounds)]
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
                raise SaveError(f"round {r + 1}, move {i + 1} ({shown(code)}) cannot be played: {exc}") from None


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
