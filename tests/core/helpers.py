"""Small helpers shared by the rule-by-rule tests."""

from __future__ import annotations

import pytest

from switchcore import Game, IllegalMoveError, Play


def kinds(events):
    """The kinds of a list of events, as in ['played', 'skipped']."""
    return [e.kind for e in events]


def card_plays(game):
    """The codes of the cards the player to act may play."""
    return {m.card.code for m in game.legal_moves() if isinstance(m, Play)}


def refused(game, move, rule, seat=None):
    """Apply ``move``, expect a refusal citing ``rule``, and check that the
    game is exactly as it was."""
    state, log = game.state(), list(game.log)
    with pytest.raises(IllegalMoveError) as error:
        game.apply(move, seat=seat)
    assert error.value.rule == rule
    assert game.state() == state and game.log == log
    return error.value


def playout(game, rng, limit=3000):
    """Play until the round ends: a random card when one can be played,
    otherwise draw, take or pass."""
    for _ in range(limit):
        if game.round_over:
            return
        moves = game.legal_moves()
        plays = [m for m in moves if isinstance(m, Play)]
        game.apply(rng.choice(plays) if plays else moves[0])
    raise AssertionError("the round did not end")


def seed_with_starter(rules, pick, tries=3000):
    """A game whose starter satisfies ``pick``, from the first seed that deals one."""
    for seed in range(tries):
        g = Game(rules, seed=seed)
        if pick(g.top):
            return g
    raise AssertionError("no seed turns up such a starter")
