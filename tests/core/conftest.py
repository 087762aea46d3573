"""Shared helpers for the engine's property, history and golden tests:
random rules, a seeded random player, and whole games played with it."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import assume, strategies as st

from switchcore import DrawRule, Game, Match, Play, Rules, RulesError, Scoring, deck

#: Games longer than this are stopped (see ``play_round``).
MOVE_CAP = 3000


@st.composite
def any_rules(draw, players=None):
    """Rules of either family with every option drawn at random. Each option
    is drawn only where :class:`Rules` allows it given the options drawn
    before it (the checks of ``Rules.__post_init__``, in the same order), so
    every allowed combination can come up and almost no example is wasted.
    The one check left to ``assume`` is whether the deck holds the deal."""
    family = draw(st.sampled_from(["switch", "crazy_eights"]))
    switch = family == "switch"
    yes_no = st.booleans()
    how = draw(st.sampled_from(list(DrawRule)))
    special_cards = False if switch else draw(yes_no)  # C-7 is a Crazy Eights option
    house = draw(st.sampled_from([False, False, False, True])) if switch else False  # V-9: Switch only
    wild_jacks = draw(yes_no)
    scoring = draw(st.sampled_from(list(Scoring)))
    options = dict(
        players=draw(st.integers(2, 7 if switch else 8)) if players is None else players,  # S-1, C-1
        decks=draw(st.sampled_from([0, 0, 0, 1, 2])),
        hand_size=draw(st.sampled_from([0, 0, 0, 1, 3, 7, 10])),
        draw=how,
        draw_limit=0 if how is DrawRule.ONE else draw(st.sampled_from([0, 1, 3])),  # S-6
        reshuffle=(reshuffle := draw(st.sampled_from([True, True, True, False]))),
        early_reshuffle=draw(yes_no) if reshuffle else False,
        twos_stack=draw(yes_no) if special_cards else False,  # C-7
        two_player_reverse_skips=draw(st.sampled_from([True, True, False])),
        blocked_passes=draw(st.sampled_from([0, 0, 0, 9])),
        play_limit=(play_limit := draw(st.sampled_from([0, 0, 0, 40]))),
        repetition=draw(yes_no) if play_limit else True,  # off only with a play limit
        last_card_penalty=draw(st.sampled_from([0, 2, 2, 5])),
        late_call=draw(yes_no),  # S-7
        jokers=draw(st.integers(0, 2)),
        special_cards=special_cards,
        wild_jacks=wild_jacks,
        fours_draw_four=draw(yes_no),
        king_stop=draw(yes_no),
        queens_reverse=draw(yes_no),
        black_jacks_stack=draw(yes_no) if switch and not wild_jacks and not house else False,  # V-6
        stacked_skips=draw(yes_no) if switch and not house else False,  # V-7
        starter_effects=draw(yes_no),
        crazy_eights_house=house,
        black_jack_fifty=draw(yes_no),
        scoring=scoring,
        # C-9: a target needs points scoring; S-16: elimination needs penalty scoring
        match=draw(st.sampled_from([Match.SINGLE, Match.ROUNDS,
                                    Match.TARGET if scoring is Scoring.POINTS else Match.ELIMINATION])),
        rounds=draw(st.integers(1, 3)),
        cap=draw(st.sampled_from([10, 40, 100])),
        target=draw(st.sampled_from([50, 100, 200])),
    )
    preset = Rules.switch if switch else Rules.crazy_eights
    try:
        return preset(**options)
    except RulesError:
        assume(False)


class RandomPlayer:
    """A seeded random policy: with probability ``greed`` it plays one of its
    playable cards, otherwise it picks uniformly among all legal moves (so it
    also draws, keeps, forgets "last card" and so on). Pure uniform play
    (greed 0) makes Switch rounds very long; see ``test_round_lengths``."""

    def __init__(self, seed, greed: float = 0.8) -> None:
        self.rng = random.Random(f"player/{seed}")
        self.greed = greed

    def __call__(self, game: Game):
        moves = game.legal_moves()
        plays = [m for m in moves if type(m) is Play]
        if plays and self.rng.random() < self.greed:
            return self.rng.choice(plays)
        return self.rng.choice(moves)


def full_deck(rules: Rules) -> Counter:
    """Every card of the rules' deck(s), with its count (X-7)."""
    return Counter(deck(rules.decks, rules.jokers))


def play_round(game: Game, player, cap: int = MOVE_CAP, each=None) -> int:
    """Play ``game``'s current round with ``player`` until it ends or ``cap``
    moves were made; call ``each(game, move, events)`` after every move.
    Returns the number of moves made."""
    count = 0
    while not game.round_over and count < cap:
        move = player(game)
        events = game.apply(move)
        count += 1
        if each is not None:
            each(game, move, events)
    return count


def play_match(game: Game, player, cap: int = MOVE_CAP, each=None, rounds: int = 10) -> None:
    """Play rounds until the match ends (or ``rounds`` rounds were dealt)."""
    for _ in range(rounds):
        play_round(game, player, cap, each)
        if not game.round_over or game.match_over:
            return
        game.next_round()
