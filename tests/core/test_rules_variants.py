"""The house rules (V-1 to V-10), each an option of Rules."""

import random
from collections import Counter

import pytest

from switchcore import (
    JOKER, TAKE, Card, Game, Match, MatchEnd, Play, Rules, RulesError, Scoring, Suit,
    card_points, deck,
)

from helpers import kinds, card_plays, refused, seed_with_starter

SWITCH = Rules.switch
EIGHTS = Rules.crazy_eights






# -- V-1: wild jacks --

def test_v1_every_jack_is_wild_with_a_declared_suit():  # V-1
    g = Game.from_position(SWITCH(players=2, wild_jacks=True), hands=["JS JH 4C", "5D 6D 2H"], top="9D")
    assert {m.suit for m in g.legal_moves() if isinstance(m, Play) and m.card.code == "JS"} == set(Suit)
    assert {"JS", "JH"} <= card_plays(g)
    refused(g, "JS", "V-1")
    g.apply("JS H")
    assert g.suit is Suit.HEARTS and g.pending is None and g.turn == 1  # no pick-up seven
    assert card_plays(g) == {"2H"}


def test_v1_black_jack_has_no_draw_effect():  # V-1
    rules = SWITCH(players=3, wild_jacks=True)
    assert rules.effects["JC"].wild and rules.effects["JC"].draw == 0
    g = Game.from_position(rules, hands=["JC 4C 5C", "7H", "6H"], top="9C")
    g.apply("JC D")
    assert g.turn == 1 and TAKE not in g.legal_moves()


# -- V-2: fours draw four --

def test_v2_four_draws_four_and_stacks_with_fours_only():  # V-2, S-13
    rules = SWITCH(players=3, fours_draw_four=True)
    g = Game.from_position(rules, hands=["4C 5C 6C", "4H 2C 9S", "2H 7S 7D"], top="9C")
    g.apply("4C")
    assert g.pending.amount == 4 and card_plays(g) == {"4H"}
    refused(g, "2C", "S-13")
    g.apply("4H")
    assert g.pending.amount == 8 and g.turn == 2 and g.legal_moves() == [TAKE]
    refused(g, "2H", "S-13")
    g.apply(TAKE)
    assert len(g.hands[2]) == 3 + 8 and g.turn == 0


def test_v2_four_does_not_answer_a_two():  # V-2, S-13
    g = Game.from_position(SWITCH(players=2, fours_draw_four=True), hands=["2C 5C 6C", "4C 9S"], top="9C")
    g.apply("2C")
    refused(g, "4C", "S-13")
    assert SWITCH().effects["4C"] is None


# -- V-3: king stop --

def test_v3_king_skips_the_next_player():  # V-3
    g = Game.from_position(SWITCH(players=3, king_stop=True), hands=["KC 5C 6C", "7C", "9C"], top="10C")
    events = g.apply("KC")
    assert [(e.kind, e.seat, e.rule) for e in events if e.kind == "skipped"] == [("skipped", 1, "V-3")]
    assert g.turn == 2
    g2 = Game.from_position(SWITCH(players=3), hands=["KC 5C 6C", "7C", "9C"], top="10C")
    g2.apply("KC")
    assert g2.turn == 1


# -- V-4: queens reverse instead of aces --

def test_v4_queens_reverse_aces_become_ordinary():  # V-4, S-15
    rules = SWITCH(players=4, queens_reverse=True)
    g = Game.from_position(rules, hands=["QC AC 5D", "7C", "AD", "9C"], top="10C")
    g.apply("QC")
    assert g.direction == -1 and g.turn == 3
    g = Game.from_position(rules, hands=["AC QC 5D", "7C", "AD", "9C"], top="10C")
    g.apply("AC")
    assert g.direction == 1 and g.turn == 1
    assert card_points(Card.parse("AS"), rules) == 15 and card_points(Card.parse("AS"), SWITCH()) == 25


def test_v4_two_players_queen_is_a_skip():  # V-4, S-12
    g = Game.from_position(SWITCH(players=2, queens_reverse=True), hands=["QC 5C 5D", "7C"], top="10C")
    g.apply("QC")
    assert g.turn == 0


# -- V-5: jokers --

@pytest.mark.parametrize("jokers", [1, 2])
def test_v5_jokers_are_added_to_the_deck(jokers):  # V-5, X-7
    rules = SWITCH(players=4, jokers=jokers)
    g = Game(rules, seed=jokers)
    assert g.cards_in_play() == Counter(deck(1, jokers)) and g.cards_in_play()[JOKER] == jokers
    assert g.top is not JOKER


def test_v5_joker_is_wild_on_anything():  # V-5
    g = Game.from_position(SWITCH(players=2, jokers=1), hands=["joker 4H", "5S 6D"], top="KC")
    assert {m.suit for m in g.legal_moves() if isinstance(m, Play) and m.card is JOKER} == set(Suit)
    refused(g, "joker", "V-5")
    g.apply("joker S")
    assert g.top is JOKER and g.suit is Suit.SPADES and card_plays(g) == {"5S"}


def test_v5_joker_scores_fifty_and_range_is_checked():  # V-5, S-15
    assert card_points(JOKER, SWITCH(jokers=2)) == 50 and card_points(JOKER, EIGHTS(jokers=1)) == 50
    with pytest.raises(RulesError) as error:
        SWITCH(jokers=3)
    assert error.value.rule == "V-5"


def test_v5_joker_turned_up_as_starter_goes_back_into_the_stock():  # V-5, X-5
    for seed in range(2000):
        g = Game(SWITCH(players=2, jokers=2), seed=seed)
        if "starter_wild" in kinds(g.log):
            break
    else:
        raise AssertionError("no seed turns up a joker")
    assert g.top is not JOKER and g.suit is g.top.suit
    assert JOKER in g.stock and g.cards_in_play() == Counter(deck(1, 2))


# -- V-6: black jacks stack --

def test_v6_black_jacks_stack_and_red_jack_cancels_the_chain():  # V-6, S-10
    rules = SWITCH(players=3, black_jacks_stack=True)
    g = Game.from_position(rules, hands=["JC 5C 6C", "JS 7S 7D", "JH 8H 9H"], top="10C")
    g.apply("JC")
    g.apply("JS")
    assert g.pending.amount == 14 and g.turn == 2
    sizes = [len(h) for h in g.hands]
    g.apply("JH")
    assert g.pending is None and [len(h) for h in g.hands] == [sizes[0], sizes[1], sizes[2] - 1]
    assert g.turn == 0 and g.suit is Suit.HEARTS


def test_v6_whoever_does_not_answer_takes_the_total():  # V-6
    rules = SWITCH(players=3, black_jacks_stack=True)
    g = Game.from_position(rules, hands=["JC 5C 6C", "JS 7S 7D", "8H 9H"], top="10C")
    g.apply("JC")
    g.apply("JS")
    assert g.legal_moves() == [TAKE]
    g.apply(TAKE)
    assert len(g.hands[2]) == 2 + 14 and g.turn == 0


def test_v6_off_by_default_and_not_with_wild_jacks():  # V-6
    assert SWITCH().effects["JC"].stack_with == frozenset()
    with pytest.raises(RulesError) as error:
        SWITCH(black_jacks_stack=True, wild_jacks=True)
    assert error.value.rule == "V-6"


# -- V-7: stacked skips --

def test_v7_eights_stack_and_skip_that_many_after_the_last():  # V-7
    rules = SWITCH(players=4, stacked_skips=True)
    g = Game.from_position(rules, hands=["8C 5C 6C", "8S 7S 7D", "9H 4H", "9D 4D"], top="10C")
    g.apply("8C")
    assert g.turn == 1 and g.pending.amount == 1 and card_plays(g) == {"8S"}
    g.apply("8S")
    assert g.turn == 2 and g.pending.amount == 2 and g.legal_moves() == [TAKE]
    events = g.apply(TAKE)
    assert [e.seat for e in events if e.kind == "skipped"] == [2, 3]
    assert g.turn == 0 and g.pending is None


def test_v7_one_eight_skips_one():  # V-7
    g = Game.from_position(SWITCH(players=3, stacked_skips=True), hands=["8C 5C", "7S 7D", "9C"], top="10C")
    g.apply("8C")
    g.apply(TAKE)
    assert g.turn == 2


# -- V-8: starter effects --

def test_v8_starter_two_makes_the_first_player_draw():  # V-8, S-8
    g = seed_with_starter(SWITCH(players=3, starter_effects=True), lambda c: c.rank == 2)
    assert "starter_effect" in kinds(g.log)
    assert g.turn == 0 and g.pending is not None and g.pending.amount == 2
    plain = Game(SWITCH(players=3), seed=g.seed)
    assert plain.top == g.top and plain.pending is None  # the same deal without V-8


def test_v8_starter_eight_skips_the_first_player():  # V-8, S-9
    g = seed_with_starter(SWITCH(players=3, starter_effects=True), lambda c: c.rank == 8)
    assert g.turn == 1 and [e.seat for e in g.log if e.kind == "skipped"] == [0]


def test_v8_starter_ace_reverses():  # V-8, S-12
    g = seed_with_starter(SWITCH(players=4, starter_effects=True), lambda c: c.rank == 1)
    assert g.direction == -1 and g.turn == 2  # dealer is seat 3; play goes to their right


# -- V-9: Crazy Eights inside Switch --

def test_v9_eights_wild_twos_draw_black_jacks_plain():  # V-9
    rules = SWITCH(players=3, crazy_eights_house=True)
    g = Game.from_position(rules, hands=["8H JC 2C 5S", "KD 4C", "3D QS"], top="10C")
    refused(g, "8H", "V-9")
    assert {m.suit for m in g.legal_moves() if isinstance(m, Play) and m.card.code == "8H"} == set(Suit)
    g.apply("8H D")
    assert g.suit is Suit.DIAMONDS and g.turn == 1  # no skip
    g = Game.from_position(rules, hands=["JC 2C 5S", "KD 4C", "3D QS"], top="10C")
    g.apply("JC")
    assert g.pending is None and g.turn == 1
    g = Game.from_position(rules, hands=["2C JC 5S", "KD 4C", "3D QS"], top="10C")
    g.apply("2C")
    assert g.pending.amount == 2 and g.legal_moves() == [TAKE]


def test_v9_only_for_switch():  # V-9
    with pytest.raises(RulesError) as error:
        EIGHTS(crazy_eights_house=True)
    assert error.value.rule == "V-9"


# -- V-10: scoring and match modes across families --

def test_v10_switch_with_crazy_eights_scoring_to_a_target():  # V-10, C-8, C-9
    rules = SWITCH(players=3, scoring=Scoring.POINTS, match=Match.TARGET, target=50)
    g = Game.from_position(rules, hands=["3C", "8H KD", "AS 2D"], top="10C")
    g.apply("3C")
    assert g.result.scores == (50 + 10 + 1 + 2, 0, 0)
    assert g.match_over and g.match.reason is MatchEnd.TARGET_REACHED and g.match.winners == (0,)


def test_v10_crazy_eights_with_penalty_points_over_rounds():  # V-10, S-14, S-16
    rules = EIGHTS(players=3, scoring=Scoring.PENALTY, match=Match.ROUNDS, rounds=2)
    g = Game.from_position(rules, hands=["3C", "8H KD", "AS 2D"], top="10C")
    g.apply("3C")
    assert g.result.scores == (0, 18, 17)  # 8 = 8, K = 10; A = 15 (aces do not reverse), 2
    assert not g.match_over
    g.next_round()
    rng = random.Random(1)
    while not g.round_over:
        g.apply(rng.choice(g.legal_moves()))
    low = min(g.totals)
    assert g.match_over and g.match.winners == tuple(s for s in range(3) if g.totals[s] == low)


def test_v10_elimination_needs_penalty_scoring():  # V-10, S-16
    assert EIGHTS(scoring="penalty", match="elimination").match is Match.ELIMINATION
    with pytest.raises(RulesError):
        SWITCH(match="target")  # penalty points cannot race to a target
