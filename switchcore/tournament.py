"""Playing strategies against each other: one game, or a whole tournament.

:func:`play_game` seats one strategy per seat and plays a round, asking each
strategy for a move from its own :class:`~switchcore.view.SeatView`;
:func:`play_match` plays rounds until the match is over. A strategy that
returns a move the rules refuse, something that is not a move, or raises,
stops the game with a :class:`StrategyError` that says who, where and why;
the engine refused the move, so the game is left exactly as it was.

>>> from switchcore import Rules
>>> from switchcore.bots import EasyBot, HardBot
>>> game = play_game(Rules.switch(players=2), [HardBot(), EasyBot()], seed=1)
>>> game.round_over
True

:func:`tournament` plays many seeded games, rotating the seats, and sums up:

>>> result = tournament({"hard": HardBot(), "easy": EasyBot()}, Rules.crazy_eights(players=2), games=4)
>>> result["hard"].games, sum(s.wins for s in result.stats.values()) >= 4
(4, True)
"""

from __future__ import annotations

import math
import pickle
import random
import warnings
from dataclasses import dataclass, field

from .bots import choose_with, strategy_name
from .errors import CardError, IllegalMoveError, SwitchcoreError
from .game import Game
from .moves import Play, _Plain, parse_move
from .rules import Match, Rules, Scoring
from .view import SeatView

__all__ = ["StrategyError", "StalledError", "play_game", "play_match", "tournament", "TournamentResult",
           "StrategyStats", "GameRecord", "wilson", "seatings"]

#: A round stops as stalled after this many moves (strategies that only draw can go on for ever).
MAX_TURNS = 20_000


class StrategyError(SwitchcoreError):
    """A strategy broke the rules of play: it chose a move the rules refuse,
    returned something that is not a move, or raised an exception.

    ``strategy`` is its name, ``seat`` and ``player`` where it sat, ``move``
    what it returned, ``rule`` the id of the rule that refused the move (when
    there is one), ``reason`` why, in plain words, and ``position`` the table
    as the strategy saw it; ``game`` is the game, left as it was before the
    refused move.
    """

    def __init__(self, strategy: str, seat: int, player: str, reason: str, position: str,
                 rule: str = "", move=None) -> None:
        self.strategy, self.seat, self.player = strategy, seat, player
        self.reason, self.position, self.rule, self.move = reason, position, rule, move
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


def _move(game: Game, s, seat: int):
    """Ask strategy ``s`` at ``seat`` for a move and apply it, or raise StrategyError."""
    view = game.view(seat)
    name, player = strategy_name(s), game.names[seat]

    def fail(reason, rule="", move=None, cause=None):
        error = StrategyError(name, seat, player, reason, _position(view), rule, move)
        error.game = game  # as it was before the refused move
        raise error from cause

    try:
        move = choose_with(s, view)
    except Exception as exc:  # a student's bug: report it with the position
        fail(f"raised {type(exc).__name__}: {exc}", cause=exc)
    if isinstance(move, str):
        try:
            move = parse_move(move)
        except CardError as exc:
            fail(str(exc), "X-1", move)
    elif not isinstance(move, (Play, _Plain)):
        fail(f"returned {move!r}, which is not a move (return one of view.legal_moves, or text such as '7H')",
             move=move)
    try:
        return game.apply(move, seat=seat)
    except IllegalMoveError as exc:
        fail(f"chose {move.code!r}, which the rules refuse: {exc.reason}", exc.rule, move)


def _seated(strategies, names):
    if isinstance(strategies, dict):
        names = names if names is not None else tuple(strategies)
        strategies = list(strategies.values())
    return list(strategies), names


def play_game(rules: Rules, strategies, seed=0, names=None, _turns=None) -> Game:
    """Play one round: ``strategies`` has one strategy per seat (a list, or a
    dict whose keys become the player names). Returns the finished game;
    raises :class:`StrategyError` when a strategy breaks the rules."""
    strategies, names = _seated(strategies, names)
    if len(strategies) != rules.players:
        raise ValueError(f"give {rules.players} strategies, one per seat, not {len(strategies)}")
    game = Game(rules, seed=seed, names=names)
    _play_round(game, strategies, _turns)
    return game


def _play_round(game: Game, strategies, turns=None) -> None:
    count = 0
    while game.result is None:
        seat = game.turn
        _move(game, strategies[seat], seat)
        if turns is not None:
            turns[seat] += 1
        count += 1
        if count > MAX_TURNS:
            raise StalledError(f"round {game.round_no} went past {MAX_TURNS} moves without ending")


def play_match(rules: Rules, strategies, seed=0, names=None, _turns=None) -> Game:
    """Play rounds until the match is over (S-16, C-9); a single-round match is one round."""
    game = play_game(rules, strategies, seed, names, _turns)
    strategies, _ = _seated(strategies, names)
    while game.match is None:
        game.next_round()
        _play_round(game, strategies, _turns)
    return game


# -- tournaments --------------------------------------------------------------------


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default).

    >>> low, high = wilson(30, 100)
    >>> round(low, 3), round(high, 3)
    (0.219, 0.396)
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def seatings(names, players: int, games: int, seed=0, rotate: bool = True) -> list[tuple]:
    """The line-up (a strategy name per seat) of each game. Rotating, games go
    in cycles of ``len(names)``: in each cycle the names are put in a shuffled
    ring and every game shifts the ring by one seat, so each strategy sits in
    each seat once per cycle.

    >>> seatings(["a", "b"], 2, 4, rotate=True)
    [('b', 'a'), ('a', 'b'), ('a', 'b'), ('b', 'a')]
    >>> seatings(["a", "b"], 3, 2, rotate=False)
    [('a', 'b', 'a'), ('a', 'b', 'a')]
    """
    names = list(names)
    k = len(names)
    out = []
    for g in range(games):
        if not rotate:
            out.append(tuple(names[i % k] for i in range(players)))
            continue
        ring = list(names)
        random.Random(f"{seed}/seating/{g // k}").shuffle(ring)
        out.append(tuple(ring[(g + i) % k] for i in range(players)))
    return out


def _game_seed(seed, cycle: int) -> int:
    return random.Random(f"{seed}/deal/{cycle}").randrange(2**32)


@dataclass(frozen=True)
class GameRecord:
    """One game of a tournament: who sat where, who won, the final totals;
    ``error`` is set (and ``culprit`` names the strategy) when it stopped early."""

    index: int
    seed: int
    lineup: tuple
    winners: tuple = ()
    totals: tuple = ()
    rounds: int = 0
    moves: int = 0
    turns: tuple = ()
    error: str = ""
    culprit: str = ""


def _play_one(rules, strategies, lineup, index, seed) -> GameRecord:
    turns = [0] * len(lineup)
    try:
        game = play_match(rules, [strategies[n] for n in lineup], seed=seed, _turns=turns)
    except StrategyError as exc:
        # the tournament's own name for the seat: a function's name may differ
        return GameRecord(index, seed, lineup, error=str(exc), culprit=lineup[exc.seat])
    except StalledError as exc:
        return GameRecord(index, seed, lineup, error=str(exc))
    return GameRecord(index, seed, lineup, tuple(game.match.winners), tuple(game.totals),
                      len(game.results), sum(turns), tuple(turns))


def _play_chunk(rules, strategies, jobs) -> list[GameRecord]:
    return [_play_one(rules, strategies, lineup, index, seed) for index, lineup, seed in jobs]


@dataclass(frozen=True)
class StrategyStats:
    """One strategy's figures: ``games`` it sat in, ``wins`` (games in which
    one of its seats won; a shared win counts for each winner), the win rate
    and its 95% Wilson interval, the average final total of its seats
    (``points``), its own moves per round (``turns``) and the games it stopped
    with an error."""

    name: str
    games: int
    wins: int
    win_rate: float
    low: float
    high: float
    points: float
    turns: float
    errors: int


@dataclass
class TournamentResult:
    """The games of a tournament and the figures of each strategy.
    ``str(result)`` is a table; :meth:`to_rows` and :meth:`totals_by_game`
    give the figures as plain data for plots."""

    rules: Rules
    names: tuple
    records: list
    seed: object = 0
    stats: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.stats:
            self.stats = {n: self._figures(n) for n in self.names}

    def _figures(self, name: str) -> StrategyStats:
        games = wins = errors = 0
        points, turns, rounds = [], 0, 0
        for r in self.records:
            if name not in r.lineup:
                continue
            if r.error:
                if r.culprit == name:
                    games += 1
                    errors += 1
                continue
            games += 1
            seats = [s for s, n in enumerate(r.lineup) if n == name]
            wins += any(s in r.winners for s in seats)
            points.extend(r.totals[s] for s in seats)
            turns += sum(r.turns[s] for s in seats)
            rounds += r.rounds * len(seats)
        low, high = wilson(wins, games)
        return StrategyStats(name, games, wins, wins / games if games else 0.0, low, high,
                             sum(points) / len(points) if points else 0.0, turns / rounds if rounds else 0.0, errors)

    def __getitem__(self, name: str) -> StrategyStats:
        return self.stats[name]

    @property
    def errors(self) -> list[str]:
        """The error message of every game that stopped early."""
        return [r.error for r in self.records if r.error]

    @property
    def round_length(self) -> float:
        """The average number of moves in a round, over the games that finished."""
        done = [r for r in self.records if not r.error]
        rounds = sum(r.rounds for r in done)
        return sum(r.moves for r in done) / rounds if rounds else 0.0

    def ranking(self) -> list[str]:
        """The strategy names, best win rate first."""
        return sorted(self.names, key=lambda n: (-self.stats[n].win_rate, n))

    def to_rows(self) -> list[dict]:
        """One dict per strategy, best first: the figures of the table."""
        return [vars(self.stats[n]).copy() for n in self.ranking()]

    def totals_by_game(self) -> dict:
        """For each strategy, its running number of wins after each game
        (a list as long as the tournament), for plotting."""
        out = {n: [] for n in self.names}
        count = dict.fromkeys(self.names, 0)
        for r in self.records:
            for n in self.names:
                seats = [s for s, x in enumerate(r.lineup) if x == n]
                count[n] += any(s in r.winners for s in seats)
                out[n].append(count[n])
        return out

    def __str__(self) -> str:
        kind = "penalty, low is good" if self.rules.scoring is Scoring.PENALTY else "points, high is good"
        whole = "matches" if self.rules.match is not Match.SINGLE else "games"
        head = ("strategy", "games", "wins", "win rate", "95% interval", "avg points", "turns/round", "errors")
        rows = [head]
        for n in self.ranking():
            s = self.stats[n]
            rows.append((n, str(s.games), str(s.wins), f"{s.win_rate:.1%}", f"{s.low:.1%} - {s.high:.1%}",
                         f"{s.points:.1f}", f"{s.turns:.1f}", str(s.errors)))
        widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
        lines = [f"{len(self.records)} {whole} of {self.rules}; seed {self.seed}; points are {kind}."]
        for i, r in enumerate(rows):
            lines.append("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(r, widths))))
            if i == 0:
                lines.append("  ".join("-" * w for w in widths))
        lines.append(f"Average round length: {self.round_length:.1f} moves.")
        if self.errors:
            lines.append(f"{len(self.errors)} game(s) stopped by an error; the first:")
            lines.append("  " + self.errors[0].replace("\n", "\n  "))
        return "\n".join(lines)


def tournament(strategies: dict, rules: Rules, games: int = 100, seed=0, seats=None, rotate: bool = True,
               workers: int = 1, progress=None) -> TournamentResult:
    """Play ``games`` seeded games (whole matches when ``rules.match`` is not
    single) between ``strategies`` (a dict of name to strategy).

    ``seats`` is an optional line-up, one strategy name per seat (names may
    repeat); by default the strategies are seated in turn as :func:`seatings`
    says. With ``rotate`` the line-up turns one seat each game, and every
    cycle of games reuses one deal, so each strategy plays every seat's hand.
    ``workers`` above 1 plays in that many processes, with the same results.
    ``progress(done, total)`` is called as games finish.
    """
    if not strategies:
        raise ValueError("give at least one strategy")
    names = tuple(strategies)
    if seats is not None:
        seats = tuple(seats)
        unknown = [n for n in seats if n not in strategies]
        if unknown or len(seats) != rules.players:
            raise ValueError(f"seats must name {rules.players} of the strategies {list(names)}")
        ring = seats
        lineups = [tuple(ring[(i + (g if rotate else 0)) % len(ring)] for i in range(len(ring))) for g in range(games)]
        cycle = len(ring)
    else:
        lineups = seatings(names, rules.players, games, seed, rotate)
        cycle = len(names)
    jobs = [(g, lineups[g], _game_seed(seed, g // cycle if rotate else g)) for g in range(games)]
    records: list = [None] * games
    done = 0
    if workers > 1:
        try:
            pickle.dumps(strategies)
        except Exception as exc:  # noqa: BLE001 - lambdas and local functions cannot go to other processes
            warnings.warn(f"these strategies cannot be sent to other processes ({exc}); playing in one", stacklevel=2)
            workers = 1
    if workers > 1:
        from concurrent.futures import ProcessPoolExecutor, as_completed  # only when asked: it is slow to import

        size = max(1, min(50, games // (workers * 8) or 1))
        chunks = [jobs[i:i + size] for i in range(0, games, size)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_play_chunk, rules, strategies, chunk) for chunk in chunks]
            for future in as_completed(futures):
                for record in future.result():
                    records[record.index] = record
                    done += 1
                if progress is not None:
                    progress(done, games)
    else:
        for index, lineup, game_seed in jobs:
            records[index] = _play_one(rules, strategies, lineup, index, game_seed)
            done += 1
            if progress is not None:
                progress(done, games)
    return TournamentResult(rules, names, records, seed)
