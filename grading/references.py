"""Correct functions, written with the engine, that stand in for a learner's
earlier exercises while a later one is checked (see :mod:`grading.judge`):
a ``parse_card`` is judged with a right ``suit_of``, a ``my_bot`` with a
right ``shed_high``, so one mistake costs its own points only.

They are written with ``switchcore``, as the checks compute their answers,
not as the lessons' model answers are.
"""

from __future__ import annotations

from switchcore import Card, Play
from switchcore.scoring import card_points as _worth

from .matching import _rules as _fit_rules
from .playouts import _playout, _random_move, _round_lengths
from .points import _rules as _point_rules
from .turns import engine_next_seat, engine_turn_after, engine_who_plays


def suit_of(card):
    return Card.parse(card).suit.value


def rank_of(card):
    return Card.parse(card).rank.symbol


def parse_card(card):
    return rank_of(card), suit_of(card)


def is_red(card):
    return suit_of(card) in ("H", "D")


def _fits(family, card, top, suit):
    from switchcore import Game

    game = Game.from_position(_fit_rules(family), hands=[[], []], top=top, suit=suit)
    return game.fits(Card.parse(card))


def fits(card, top, suit):
    return _fits("switch", card, top, suit)


def crazy_fits(card, top, suit):
    return _fits("crazy_eights", card, top, suit)


def playable(hand, top, suit):
    return [card for card in hand if fits(card, top, suit)]


def card_points(card):
    return _worth(Card.parse(card), _point_rules("switch"))


def crazy_card_points(card):
    return _worth(Card.parse(card), _point_rules("crazy_eights"))


def hand_points(hand):
    return sum(card_points(card) for card in hand)


def next_seat(seat, players, direction):
    return engine_next_seat(seat, players, direction)


def turn_after(seat, players, direction, card):
    return engine_turn_after(seat, players, direction, card)


def who_plays(cards, players):
    return engine_who_plays(cards, players)


def random_move(game, rng):
    return _random_move(game, rng)


def playout(players, seed):
    return _playout(players, seed)


def round_lengths(players, games):
    return _round_lengths(players, games)


def _plays(view):
    return [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]


def eight_last(view):
    first = view.legal_moves[0]
    return view.legal_moves[-1] if isinstance(first, Play) and first.card.rank == 8 else first


def keep_eights(view):
    plays = _plays(view)
    return plays[0] if plays else view.legal_moves[0]


def shed_high(view):
    plays = _plays(view)
    if not plays:
        return view.legal_moves[0]
    best = plays[0]
    for move in plays:
        if _worth(move.card, view.rules) > _worth(best.card, view.rules):
            best = move
    return best


def probabilities(scores):
    from .learning import right_probabilities

    return right_probabilities(scores)


def nudge(weights, options, probs, taken, reward, rate):
    from .learning import right_nudge

    return right_nudge(weights, options, probs, taken, reward, rate)


#: exercise -> its correct function.
REFERENCES = {name: value for name, value in globals().items()
              if callable(value) and not name.startswith("_") and getattr(value, "__module__", "") == __name__}
