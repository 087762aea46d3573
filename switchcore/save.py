"""Saving a game as JSON and loading it back, checked.

A saved game holds the rules, the seed, the match so far, the position at
the start of the current round and the moves played since. Loading rebuilds
the round by replaying those moves through the engine, so every move is
checked again, and the saved current position must be the one the moves
lead to. A tampered file is refused with a clear error.

>>> from switchcore import Game, Rules
>>> g = Game(Rules.switch(players=3), seed=11)
>>> _ = g.apply(g.legal_moves()[0])
>>> Game.from_json(g.to_json()) == g
True
"""

from __future__ import annotations

import json

from .errors import CardError, IllegalMoveError, RulesError, SaveError
from .moves import parse_move
from .position import setup
from .rules import Rules
from .scoring import RoundResult

FORMAT = "switchcore-game"
VERSION = 1


def _position(game, snap) -> dict:
    hands, stock, discard, suit, turn, direction, pending, phase, drawn, passes, reshuffles = snap
    if phase != "normal" or drawn is not None or passes or reshuffles:
        raise SaveError("only a position at the start of a turn can be saved as a round's start")
    return {
        "hands": [" ".join(c.code for c in h) for h in hands],
        "stock": " ".join(c.code for c in reversed(stock)),
        "discard": " ".join(c.code for c in discard),
        "suit": suit.value,
        "turn": turn,
        "direction": direction,
        "pending": pending.amount if pending else 0,
    }


def to_dict(game) -> dict:
    """The game as JSON-ready data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "names": list(game.names),
        "round": game.round_no,
        "dealer": game.dealer,
        "totals": _at_round_start(game)[0],
        "out": _at_round_start(game)[1],
        "results": [_result(r) for r in game.results if r is not game.result],
        "start": _position(game, game._start),
        "moves": [m.code for m in game.moves],
        "now": _position(game, (game.hands, game.stock, game.discard, game.suit, game.turn, game.direction,
                                game.pending, "normal", None, 0, 0)),
    }


def _at_round_start(game) -> tuple[list, list]:
    """Totals and eliminations as they were when the current round began:
    replaying the round's moves scores it again."""
    totals, out = list(game.totals), list(game.out)
    if game.result is not None:
        for seat in game.active:
            totals[seat] -= game.result.scores[seat]
            out[seat] = False
    return totals, out


def _result(r: RoundResult) -> dict:
    return {"round": r.round, "reason": r.reason.value, "winners": list(r.winners),
            "scores": list(r.scores), "totals": list(r.totals), "eliminated": list(r.eliminated)}


def dumps(game) -> str:
    """The game as JSON text."""
    return json.dumps(to_dict(game), ensure_ascii=False, indent=1)


def _need(data: dict, key: str, kind):
    if key not in data:
        raise SaveError(f"the saved game has no {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"{key!r} should be {getattr(kind, '__name__', kind)}, not {value!r}")
    return value


def loads(cls, text: str):
    """A game from :func:`dumps`'s text. Anything wrong is a :class:`SaveError`."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"not a saved game: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a saved switchcore game (its 'format' is missing or wrong)")
    if data.get("version") != VERSION:
        raise SaveError(f"saved with format version {data.get('version')!r}; this switchcore reads {VERSION}")
    try:
        rules = Rules.from_dict(_need(data, "rules", dict))
    except (RulesError, TypeError) as exc:
        raise SaveError(f"the saved rules are not valid: {exc}") from None
    n = rules.players
    names = _need(data, "names", list)
    totals = _need(data, "totals", list)
    out = _need(data, "out", list)
    round_no = _need(data, "round", int)
    dealer = _need(data, "dealer", int)
    if len(totals) != n or len(out) != n or not all(isinstance(t, int) and not isinstance(t, bool) for t in totals):
        raise SaveError(f"totals and eliminations must have one whole number per seat ({n})")
    if not all(isinstance(o, bool) for o in out) or all(out):
        raise SaveError("'out' must say True or False for each seat, with someone still playing")
    if round_no < 1:
        raise SaveError("the round number must be 1 or more")
    seed = data.get("seed")
    if "seed" not in data or isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SaveError(f"'seed' should be a whole number or text, not {seed!r}")
    if not all(isinstance(name, str) for name in names):
        raise SaveError("'names' should be one name (text) per seat")
    start = _need(data, "start", dict)
    for key in ("stock", "discard"):
        if not isinstance(start.get(key, ""), str):
            raise SaveError(f"the round's starting {key} should be cards as text (as in '7H 8C'), not {start[key]!r}")
    try:
        game = setup(cls, rules, start.get("hands", ()), ((start.get("discard") or "").split() or [None])[-1],
                     stock=(start.get("stock") or "").split(), discard=(start.get("discard") or "").split()[:-1],
                     suit=start.get("suit"), turn=start.get("turn", 0), direction=start.get("direction", 1),
                     pending=start.get("pending", 0), seed=seed, names=names,
                     dealer=dealer, fill=False)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"the round's starting position cannot exist: {exc}") from None
    missing = game.cards_in_play()
    from .cards import deck
    from collections import Counter

    full = Counter(deck(rules.decks, rules.jokers))
    if missing != full:
        lost = full - missing
        raise SaveError(f"cards are missing from the saved position (X-7): {' '.join(c.code for c in lost.elements())}")
    game.totals, game.out, game.round_no = list(totals), list(out), round_no
    game.active = tuple(s for s in range(n) if not out[s])
    game._make_rings()
    if any(game.hands[s] for s in range(n) if out[s]):
        raise SaveError("an eliminated player holds cards")
    game.results = [_load_result(r, game) for r in _need(data, "results", list)]
    if len(game.results) != round_no - 1:
        raise SaveError(f"round {round_no} should follow {round_no - 1} finished rounds, but the file has "
                        f"{len(game.results)}")
    game._mark_start()
    game.log = []
    game._start_log = 0
    for i, code in enumerate(_need(data, "moves", list)):
        try:
            game.apply(parse_move(code))
        except (IllegalMoveError, CardError) as exc:
            raise SaveError(f"move {i + 1} ({code!r}) cannot be played: {exc}") from None
    if "now" in data and data["now"] != to_dict(game)["now"]:
        raise SaveError("the saved position does not follow from its moves: the file was changed")
    return game


def _load_result(r, game) -> RoundResult:
    from .scoring import RoundEnd

    try:
        return RoundResult(r["round"], RoundEnd(r["reason"]), tuple(r["winners"]), game.names, (), (),
                           tuple(r["scores"]), tuple(r["totals"]), tuple(r["eliminated"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"a saved round result is malformed: {exc}") from None
