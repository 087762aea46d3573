"""Checks for lessons 06 and 07 of the course: random playouts and what they count.

The learner drives the engine through its public API (``legal_moves()``,
``apply()``, ``round_over``) with one recipe, written out in the lesson, so
that the engine can replay it exactly: a round of Crazy Eights for
``players`` dealt with ``Game(rules, seed=seed)``, and every move picked
with ``rng.choice(game.legal_moves())`` from ``rng = random.Random(seed)``.

* ``random_move(game, rng)`` -> one of the legal moves, ``rng.choice(...)``;
* ``playout(players, seed)`` -> the finished game;
* ``round_lengths(players, games)`` -> the number of moves of the rounds
  with seeds 0, 1, ... ``games - 1``;
* ``wins_by_seat(players, games)`` -> for each seat, how many of those
  rounds it won.

The module also holds the recipe itself (:data:`recipe`), which the lesson
uses for its charts, so that they show even before the exercises are done.

>>> len(recipe.playout(3, 0).moves) == recipe.round_lengths(3, 1)[0]
True
>>> sum(recipe.wins_by_seat(2, 10)) >= 10
True
"""

from __future__ import annotations

import random
import types
from types import SimpleNamespace

from switchcore import Game, Rules

from .base import Student, check, member, passed, same, value_words
from .words import number, say

__all__ = ["recipe", "rules_for", "RANDOM_MOVE_CASES", "PLAYOUT_CASES", "LENGTH_CASES", "WIN_CASES"]

RANDOM_MOVE_CASES = [(players, seed, moves) for players in (2, 3, 4) for seed in (0, 1) for moves in (0, 3, 11)]
PLAYOUT_CASES = [(players, seed) for players in (2, 3, 4, 8) for seed in (0, 1, 2)]
LENGTH_CASES = [(3, 5), (2, 3), (5, 4), (4, 0)]
WIN_CASES = [(3, 12), (2, 8), (4, 10), (6, 0)]

#: The id of the words of the lesson's recipe (grading/words.py).
RECIPE = "playouts.recipe"


def rules_for(players: int) -> Rules:
    """The rules of every playout: Crazy Eights (C-1) for ``players``."""
    return Rules.crazy_eights(players=players)


def _random_move(game, rng):
    moves = game.legal_moves()
    return rng.choice(moves)


def _playout(players, seed):
    game = Game(rules_for(players), seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        game.apply(_random_move(game, rng))
    return game


def _round_lengths(players, games):
    return [len(_playout(players, seed).moves) for seed in range(games)]


def _wins_by_seat(players, games):
    wins = [0] * players
    for seed in range(games):
        for seat in _playout(players, seed).result.winners:
            wins[seat] += 1
    return wins


#: The engine's own copy of the lesson's recipe: the right answers, and the data of the lesson's charts.
recipe = SimpleNamespace(random_move=_random_move, playout=_playout, round_lengths=_round_lengths,
                         wins_by_seat=_wins_by_seat)


class _Generator(random.Random):
    """A random generator handed to the learner's function as it is, not as
    a copy: drawing from it is what the function is meant to do."""

    def __deepcopy__(self, memo):
        return self


def _position(players: int, seed: int, moves: int) -> Game:
    """A round of the recipe after ``moves`` moves (fewer if it ended)."""
    game = Game(rules_for(players), seed=seed)
    rng = random.Random(f"position {seed}")
    for _ in range(moves):
        if game.round_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


@check("random_move")
def _check_random_move(student: Student) -> object:
    """random_move(game, rng) -> rng.choice(game.legal_moves()), on games of 2 to 4 players."""
    for players, seed, moves in RANDOM_MOVE_CASES:
        game = _position(players, seed, moves)
        case = {"players": players, "moves played": moves, "rng seed": seed}
        shown = f"{student.name}(game, random.Random({seed}))"
        lead = say("playouts.lead", players=players, moves=moves, shown=shown)
        got = student(game, _Generator(seed), shown=shown, case=case)
        legal = game.legal_moves()
        right = random.Random(seed).choice(legal)
        if got is None:
            raise student.stop(say("playouts.none", lead=lead), case)
        if not member(got, legal):
            raise student.stop(say("playouts.not_legal", lead=lead, got=value_words(got),
                                   moves=", ".join(m.code for m in legal)), case)
        if not same(right, got):
            raise student.stop(say("playouts.not_chosen", lead=lead, got=value_words(got)), case)
    return passed("random_move", say("verdict.right_random_move", name=student.name,
                                     number=number(len(RANDOM_MOVE_CASES))))


def _compare_games(student: Student, got, players: int, seed: int, shown: str, case: dict) -> None:
    if type(got) is not Game:
        raise student.stop(say("playouts.not_a_game", shown=shown, got=value_words(got)), case)
    if not got.round_over:
        raise student.stop(say("playouts.not_over", shown=shown, number=number(len(got.moves))), case)
    right = _playout(players, seed)
    if got.rules != right.rules:
        raise student.stop(say("playouts.other_rules", shown=shown, rules=got.rules, players=players), case)
    if list(got.moves) != list(right.moves):
        index = next((i for i, (a, b) in enumerate(zip(got.moves, right.moves)) if a != b),
                     min(len(got.moves), len(right.moves)))
        raise student.stop(say("playouts.other_moves", shown=shown, number=number(len(got.moves)),
                               right=number(len(right.moves)), index=number(index + 1), recipe=say(RECIPE)), case)


@check("playout")
def _check_playout(student: Student) -> object:
    """playout(players, seed) -> the finished game of the recipe, for 2 to 8 players."""
    for players, seed in PLAYOUT_CASES:
        case = {"players": players, "seed": seed}
        shown = f"{student.name}({players}, {seed})"
        got = student(players, seed, shown=shown, case=case)
        _compare_games(student, got, players, seed, shown, case)
    return passed("playout", say("verdict.right_playout", name=student.name, number=number(len(PLAYOUT_CASES))))


def _compare_lists(student: Student, got: list, right: list, shown: str, case: dict, what: str) -> None:
    if got == right:
        return
    if len(got) != len(right):
        raise student.stop(say("playouts.how_many", shown=shown, number=len(got), right=len(right), what=what), case)
    index = next(i for i, (a, b) in enumerate(zip(got, right)) if a != b)
    raise student.stop(say("playouts.which", shown=shown, got=got, index=index + 1, right=right[index],
                           wrong=got[index], what=what), case)


@check("round_lengths")
def _check_round_lengths(student: Student) -> object:
    """round_lengths(players, games) -> the number of moves of each round, seeds 0 to games - 1."""
    for players, games in LENGTH_CASES:
        case = {"players": players, "games": games}
        shown = f"{student.name}({players}, {games})"
        got = student(players, games, shown=shown, case=case, expect=list, what=say("want.numbers"))
        what = say("playouts.lengths", last=games - 1) if games else say("playouts.no_rounds")
        _compare_lists(student, got, _round_lengths(players, games), shown, case, what)
    return passed("round_lengths", say("verdict.right_round_lengths", name=student.name,
                                       number=number(len(LENGTH_CASES))))


@check("wins_by_seat")
def _check_wins_by_seat(student: Student) -> object:
    """wins_by_seat(players, games) -> for each seat, the rounds it won, seeds 0 to games - 1."""
    for players, games in WIN_CASES:
        case = {"players": players, "games": games}
        shown = f"{student.name}({players}, {games})"
        got = student(players, games, shown=shown, case=case, expect=list, what=say("want.per_seat"))
        what = say("playouts.wins", players=players)
        _compare_lists(student, got, _wins_by_seat(players, games), shown, case, what)
    _shared_wins(student)
    return passed("wins_by_seat", say("verdict.right_wins_by_seat", name=student.name, number=number(len(WIN_CASES))))


#: Winners of made-up rounds for the case of shared wins: a blocked round can have two winners (C-6, X-8).
SHARED_WINNERS = ((0, 2), (1,), (2, 0), (1, 2), (0,))


class _Finished:
    """A finished round as ``wins_by_seat`` reads it: ``result.winners``."""

    def __init__(self, winners: tuple) -> None:
        self.round_over = True
        self.moves = ()
        self.result = types.SimpleNamespace(winners=tuple(winners))


def shared_playout(players, seed):
    """A made-up finished round of :data:`SHARED_WINNERS` (the playout of the case of shared wins)."""
    return _Finished(SHARED_WINNERS[seed])


def _shared_wins(student: Student) -> None:
    """The learner's wins_by_seat with its ``playout`` giving rounds with two
    winners (random rounds of the recipe never block, so never share a win).
    Skipped when the function does not call a ``playout`` of the notebook."""
    remote = type(student.fn).__module__ == "grading.judge"
    scope = getattr(student.fn, "__globals__", None)
    if remote:
        if "playout" not in student.fn.info.get("names", ()):
            return
    elif scope is None or not callable(scope.get("playout")):
        return
    players, games = 3, len(SHARED_WINNERS)
    fn = student.fn
    if remote:  # the confined process sets playout for the call (grading.judge)
        student.fn = fn.bound(replace={"playout": shared_playout})
    else:
        before = scope["playout"]
        scope["playout"] = shared_playout
    try:
        case = {"players": players, "games": games, "winners of each round": [list(w) for w in SHARED_WINNERS]}
        shown = f"{student.name}({players}, {games})"
        got = student(players, games, shown=shown, case=case, expect=list, what=say("want.per_seat"))
    finally:
        if remote:
            student.fn = fn
        else:
            scope["playout"] = before
    right = [0] * players
    for winners in SHARED_WINNERS:
        for seat in winners:
            right[seat] += 1
    if got != right:
        raise student.stop(say("playouts.shared", winners=", ".join(str(list(w)) for w in SHARED_WINNERS),
                               shown=shown, got=got, right=right), case)
