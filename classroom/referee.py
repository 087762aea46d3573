"""The referee: plays games between strategies and judges their answers.

A strategy's answer is read and checked here, whether the strategy runs in
this process (a function or a bot object: the teacher's own code, lesson
notebooks) or in a process of its own (a student's bot file, see
:mod:`classroom.botproc`). An answer that is not a move, a move the rules
refuse, an exception, ``SystemExit``, ``KeyboardInterrupt``, a timeout or a
dead process is a fault.

:func:`play_game` and :func:`play_match` stop at the first fault with a
:class:`StrategyError` that says who, where and why (lesson notebooks use
them to find bugs). :func:`referee_game`, which tournaments use, turns a
fault into a **forfeit** instead:

* the faulty seat's remaining turns, to the end of the match, are played by
  a fixed stand-in (:data:`STAND_IN`, the easy bot), so the game goes on
  for everyone else;
* the faulty strategy loses that game, whatever the stand-in does: it gets
  no win and no points, and the forfeit is recorded with its reason;
* the other seats' results count as in any game: a stand-in that goes out
  first beats them, as an ordinary opponent would.

The engine refuses a bad move before changing anything, so the game the
stand-in takes over is exactly the game as it was.
"""

from __future__ import annotations

import re
import signal
import threading
import time
from dataclasses import dataclass

from .bots import EasyBot, choose_with, strategy_name
from switchcore.cards import Card, Suit
from .botproc import Forfeit, Limits, pool
from switchcore.errors import CardError, IllegalMoveError, SwitchcoreError
from switchcore.game import Game
from switchcore.moves import Play, PlainMove, parse_move
from switchcore.rules import Rules
from switchcore.view import SeatView
from .wire import _LOG, _LOG_FROM, move_text, pack_game

__all__ = ["StrategyError", "StalledError", "play_game", "play_match", "GameRecord", "referee_game",
           "STAND_IN", "MAX_TURNS", "Local", "Remote"]

#: A round stops as stalled after this many moves (strategies that only draw can go on for ever).
MAX_TURNS = 20_000
#: Plays the turns of a seat whose strategy forfeited.
STAND_IN = EasyBot()


class StrategyError(SwitchcoreError):
    """A strategy broke the rules of play: it chose a move the rules refuse,
    returned something that is not a move, or raised an exception.

    ``strategy`` is its name, ``seat`` and ``player`` where it sat, ``move``
    what it returned, ``rule`` the id of the rule that refused the move (when
    there is one), ``reason`` why, in plain words, ``kind`` the kind of fault
    (see :class:`~classroom.botproc.Forfeit`) and ``position`` the table as
    the strategy saw it; ``game`` is the game, left as it was before the
    refused move.
    """

    def __init__(self, strategy: str, seat: int, player: str, reason: str, position: str,
                 rule: str = "", move=None, kind: str = "") -> None:
        self.strategy, self.seat, self.player = strategy, seat, player
        self.reason, self.position, self.rule, self.move, self.kind = reason, position, rule, move, kind
        where = f"[{rule}] " if rule else ""
        super().__init__(f"strategy {strategy!r} at seat {seat} ({player}): {where}{reason}\n  {position}")


class StalledError(SwitchcoreError):
    """A round went on for more than ``MAX_TURNS`` moves without ending."""


def _position(view: SeatView) -> str:
    suit = view.suit.noun if view.suit is not None else "none"
    moves = ", ".join(m.code for m in view.legal_moves)
    pending = f", pending: {view.pending.describe()}" if view.pending is not None else ""
    return (f"Position: top card {view.top.text}, current suit {suit}{pending}, hand {view.hand}; "
            f"legal moves: {moves}")


class _Fault(Forfeit):
    def __init__(self, kind: str, reason: str, rule: str = "", move=None) -> None:
        super().__init__(kind, reason)
        self.rule, self.move = rule, move


#: Set by the tournament's Ctrl-C handler: a KeyboardInterrupt is then the
#: teacher's, not one a strategy raised. ``watching`` is set while that
#: handler is in place; without it a KeyboardInterrupt is always the teacher's.
ctrl_c = threading.Event()
watching = threading.Event()


#: Move texts read before, and the moves they read as (a bot file answers with text at every move).
_PARSED: dict = {}


def _apply(game: Game, seat: int, answer):
    """Read and apply a strategy's answer (a move or its text) for ``seat``,
    or raise _Fault saying why not. The game is unchanged by a fault."""
    move = answer
    if isinstance(move, str):
        known = type(move) is str and len(move) <= 24  # (a move's text is short: a long answer is not kept)
        parsed = _PARSED.get(move) if known else None
        if parsed is None:
            try:
                parsed = parse_move(move[:200])
            except CardError as exc:
                raise _Fault("not a move", exc.reason, "X-1", answer) from None
            if known and len(_PARSED) < 4096:
                _PARSED[move] = parsed
        move = parsed
    elif isinstance(move, Play) and not (type(move) is Play and isinstance(move.card, Card)
                                         and (move.suit is None or isinstance(move.suit, Suit))):
        try:
            move = parse_move(move_text(move))
        except (ValueError, CardError) as exc:
            raise _Fault("not a move", str(exc), "", answer) from None
    elif not isinstance(move, (Play, PlainMove)):
        raise _Fault("not a move", f"returned {answer!r}, which is not a move (return one of view.legal_moves, "
                                   "or text such as '7H')", "", answer)
    try:
        return game.apply(move, seat=seat)
    except IllegalMoveError as exc:
        raise _Fault("illegal", f"chose {move.code!r}, which the rules refuse: {exc.reason}", exc.rule,
                     move) from None
    except Exception as exc:  # noqa: BLE001 - an odd object the checks above let through
        raise _Fault("not a move", f"returned {answer!r}, which cannot be played ({type(exc).__name__}: {exc})",
                     "", answer) from None


class Local:
    """A strategy that runs in this process: trusted code, no time limit."""

    __slots__ = ("strategy",)

    def __init__(self, strategy) -> None:
        self.strategy = strategy

    def move(self, game: Game, seat: int, game_id, spent: list, limits) -> None:
        view = game.view(seat)
        try:
            answer = choose_with(self.strategy, view)
        except KeyboardInterrupt as exc:
            # The teacher's Ctrl-C, unless this process ignores it (a worker) or the
            # tournament's handler saw none: then the strategy raised it.
            if ctrl_c.is_set() or (not watching.is_set() and signal.getsignal(signal.SIGINT) is not signal.SIG_IGN):
                raise
            raise _Fault("interrupt", "raised KeyboardInterrupt") from exc
        except SystemExit as exc:
            raise _Fault("exit", f"called sys.exit({'' if exc.code is None else repr(exc.code)})") from exc
        except Exception as exc:  # a student's bug: report it with the position
            kind = "memory" if isinstance(exc, MemoryError) else "raised"
            raise _Fault(kind, f"raised {type(exc).__name__}: {exc}") from exc
        _apply(game, seat, answer)


class Remote:
    """A bot file that runs in a process of its own (see :mod:`classroom.botproc`)."""

    __slots__ = ("bot", "slot", "_host")

    def __init__(self, bot, slot: int = 0) -> None:
        self.bot, self.slot = bot, slot
        self._host = None  # the process that plays this game's moves, while it is alive

    def move(self, game: Game, seat: int, game_id, spent: list, limits: Limits) -> None:
        hosts = pool()
        host = self._host
        if host is None or not host.alive or host.game != game_id or host.limits is not limits:
            # (a live process already in this game is the one the pool would give: it is asked only once a game)
            host = self._host = hosts.get(self.bot, self.slot, limits, game_id)
        if host.game != game_id:
            host.log_sent = 0
        data = pack_game(game, seat, host.log_sent)  # what game.view(seat) shows, without building it
        left = limits.game_time - spent[seat]
        if left < limits.move_time:
            timeout, late = left, f"used up its {limits.game_time:g} s for the game"
        else:
            timeout, late = limits.move_time, f"took more than {limits.move_time:g} s to choose a move"
        start = time.monotonic()
        try:
            answer = host.ask(game_id, game.rules, data, max(timeout, 0.001), late)
        except Forfeit as fault:
            if not host.alive:
                hosts.failed(self.bot, limits, fault)
            raise
        finally:
            spent[seat] += time.monotonic() - start
        host.log_sent = data[_LOG_FROM] + len(data[_LOG])
        _apply(game, seat, answer)


def _seated(strategies, names):
    if isinstance(strategies, dict):
        return list(strategies.values()), names if names is not None else tuple(strategies), list(strategies)
    strategies = list(strategies)
    return strategies, names, [strategy_name(s) for s in strategies]


def _play(game: Game, strategies, labels, turns=None) -> None:
    """Play the round to its end, stopping at the first fault with StrategyError."""
    count = 0
    while game.result is None:
        seat = game.turn
        view = game.view(seat)
        try:
            Local(strategies[seat]).move(game, seat, None, None, None)
        except _Fault as fault:
            error = StrategyError(labels[seat], seat, game.names[seat], fault.reason, _position(view),
                                  fault.rule, fault.move, fault.kind)
            error.game = game  # as it was before the refused move
            raise error from fault.__cause__
        if turns is not None:
            turns[seat] += 1
        count += 1
        if count > MAX_TURNS:
            raise StalledError(f"round {game.round_no} went past {MAX_TURNS} moves without ending")


def play_game(rules: Rules, strategies, seed=0, names=None, _turns=None) -> Game:
    """Play one round: ``strategies`` has one strategy per seat (a list, or a
    dict whose keys become the player names and name the strategies in
    errors). Returns the finished game; raises :class:`StrategyError` when a
    strategy breaks the rules."""
    strategies, names, labels = _seated(strategies, names)
    if len(strategies) != rules.players:
        raise ValueError(f"give {rules.players} strategies, one per seat, not {len(strategies)}")
    game = Game(rules, seed=seed, names=names)
    _play(game, strategies, labels, _turns)
    return game


def play_match(rules: Rules, strategies, seed=0, names=None, _turns=None) -> Game:
    """Play rounds until the match is over (S-16, C-9); a single-round match is one round."""
    game = play_game(rules, strategies, seed, names, _turns)
    strategies, _, labels = _seated(strategies, names)
    while game.match is None:
        game.next_round()
        _play(game, strategies, labels, _turns)
    return game


# -- tournament games --------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    """One game of a tournament: who sat where (``lineup``, a strategy name
    per seat), the seats that won, the final totals, the rounds and moves
    played and each seat's own moves (``turns``). ``forfeits`` holds a
    ``(seat, kind, reason)`` triple for each seat that forfeited; ``error``
    is the first forfeit's full message (or why the game stalled) and
    ``culprit`` the name of the strategy that forfeited first."""

    index: int
    seed: object
    lineup: tuple
    winners: tuple = ()
    totals: tuple = ()
    rounds: int = 0
    moves: int = 0
    turns: tuple = ()
    error: str = ""
    culprit: str = ""
    forfeits: tuple = ()
    stalled: bool = False

    def forfeited(self, seat: int) -> bool:
        return any(s == seat for s, _, _ in self.forfeits)

    def to_dict(self) -> dict:
        return {"index": self.index, "seed": self.seed, "lineup": list(self.lineup), "winners": list(self.winners),
                "totals": list(self.totals), "rounds": self.rounds, "moves": self.moves, "turns": list(self.turns),
                "error": self.error, "culprit": self.culprit, "forfeits": [list(f) for f in self.forfeits],
                "stalled": self.stalled}

    @classmethod
    def from_dict(cls, data: dict) -> "GameRecord":
        return cls(data["index"], data["seed"], tuple(data["lineup"]), tuple(data["winners"]), tuple(data["totals"]),
                   data["rounds"], data["moves"], tuple(data["turns"]), data["error"], data["culprit"],
                   tuple(tuple(f) for f in data["forfeits"]), data["stalled"])


def _label(seat, name: str) -> str:
    """What a forfeit calls a strategy: a bot file by its file's name, another by its name in the tournament."""
    bot = getattr(seat, "bot", None)
    return getattr(bot, "filename", "") or name


def _named(reason: str, player: str, label: str) -> str:
    """A refusal speaks of the seat's player by the game's name for it (Ann, Ben...), which says nothing of
    who played: put the strategy's own name in its place."""
    return re.sub(rf"(?<!\w){re.escape(player)}(?!\w)", lambda _: label, reason)


def referee_game(rules: Rules, seats: list, lineup: tuple, index: int, seed, limits: Limits) -> GameRecord:
    """Play one game (a whole match) between ``seats`` (a :class:`Local` or
    :class:`Remote` per seat), turning faults into forfeits (see the module's
    docstring)."""
    game = Game(rules, seed=seed)
    n = rules.players
    turns, spent, standing = [0] * n, [0.0] * n, {}
    game_id = (index, seed, id(game))
    forfeits, first = [], ""
    moves = 0
    while True:
        count = 0
        while game.result is None:
            seat = game.turn
            if seat in standing:
                game.apply(STAND_IN.choose(game.view(seat)), seat=seat)
            else:
                try:
                    seats[seat].move(game, seat, game_id, spent, limits)
                except Forfeit as fault:
                    standing[seat] = fault
                    rule = getattr(fault, "rule", "")
                    reason = _named(fault.reason, game.names[seat], _label(seats[seat], lineup[seat]))
                    forfeits.append((seat, fault.kind, f"[{rule}] {reason}" if rule else reason))
                    if not first:
                        view = game.view(seat)
                        first = str(StrategyError(lineup[seat], seat, game.names[seat], reason,
                                                  _position(view), rule, kind=fault.kind))
                    continue
                turns[seat] += 1
            count += 1
            moves += 1
            if count > MAX_TURNS:
                return GameRecord(index, seed, lineup, (), tuple(game.totals), len(game.results), moves,
                                  tuple(turns), first or f"round {game.round_no} went past {MAX_TURNS} moves "
                                  "without ending", lineup[forfeits[0][0]] if forfeits else "",
                                  tuple(forfeits), True)
        if game.match is not None:
            break
        game.next_round()
    return GameRecord(index, seed, lineup, tuple(game.match.winners), tuple(game.totals), len(game.results), moves,
                      tuple(turns), first, lineup[forfeits[0][0]] if forfeits else "", tuple(forfeits))
