"""The rules of Switch (S-1 to S-16), one situation at a time."""

import random
from collections import Counter

import pytest

from switchcore import (
    DRAW, KEEP, TAKE, Card, Game, IllegalMoveError, Match, MatchEnd, Play, Rules, RulesError, card_points,
    cards, cut_for_dealer, deck, hand_points,
)

from helpers import kinds, card_plays, refused, playout

SWITCH = Rules.switch






# -- S-1 players and direction; S-2 decks; S-3 deal sizes --

@pytest.mark.parametrize("players", [1, 8, 0, -2])
def test_s1_players_out_of_range_are_refused(players):  # S-1
    with pytest.raises(RulesError) as error:
        SWITCH(players=players)
    assert error.value.rule == "S-1" and str(players) in str(error.value)


def test_s1_play_goes_clockwise_by_default():  # S-1
    g = Game.from_position(SWITCH(players=4), hands=["5H 6C 7C", "6H 6D 7D", "7H 6S 7S", "8D 9D 9S"], top="4H")
    assert g.direction == 1
    seats = []
    for card in ("5H", "6H", "7H"):
        seats.append(g.turn)
        g.apply(card)
    assert seats == [0, 1, 2] and g.turn == 3


@pytest.mark.parametrize("players, decks, size", [
    (2, 1, 7), (3, 1, 7), (4, 1, 7), (5, 1, 5), (6, 1, 5), (7, 2, 4),
])
def test_s2_s3_decks_and_deal_sizes(players, decks, size):  # S-2, S-3
    rules = SWITCH(players=players)
    assert (rules.decks, rules.hand_size, rules.jokers) == (decks, size, 0)
    g = Game(rules, seed=players)
    assert [len(h) for h in g.hands] == [size] * players
    assert len(g.discard) == 1
    assert g.stock_size == 52 * decks - players * size - 1
    assert g.cards_in_play() == Counter(deck(decks))
    assert g.log[0].kind == "dealt" and g.log[0].count == size


def test_s2_seven_players_use_two_decks_of_each_card():  # S-2
    g = Game(SWITCH(players=7), seed=0)
    assert set(g.cards_in_play().values()) == {2} and len(g.cards_in_play()) == 52


def test_s3_hand_size_can_be_set_but_not_beyond_the_deck():  # S-3
    assert [len(h) for h in Game(SWITCH(players=3, hand_size=9)).hands] == [9, 9, 9]
    with pytest.raises(RulesError) as error:
        SWITCH(players=4, hand_size=13)
    assert error.value.rule == "S-3" and "53" in str(error.value) and "52" in str(error.value)


# -- S-4: cutting for the first dealer; the deal moves clockwise --

def test_s4_cut_lowest_card_deals_and_is_repeatable():  # S-4, X-6
    for seed in range(40):
        dealer, cuts = cut_for_dealer(4, seed=seed)
        assert (dealer, cuts) == cut_for_dealer(4, seed=seed)
        assert set(cuts[0]) == {0, 1, 2, 3}
        last = cuts[-1]
        assert all(last[dealer].rank < card.rank for seat, card in last.items() if seat != dealer)
        for cut in cuts:
            assert len(set(cut.values())) == len(cut)  # cards cut from one deck
            assert all(isinstance(c, Card) and not c.is_joker for c in cut.values())


def test_s4_ties_for_lowest_cut_again():  # S-4
    recuts = [cut_for_dealer(3, seed=s) for s in range(60)]
    recuts = [(d, cuts) for d, cuts in recuts if len(cuts) > 1]
    assert recuts, "some seed must give a tie"
    for dealer, cuts in recuts:
        for before, after in zip(cuts, cuts[1:]):
            low = min(c.rank for c in before.values())
            assert set(after) == {s for s, c in before.items() if c.rank == low}
            assert len(after) > 1
        assert dealer in cuts[-1]


@pytest.mark.parametrize("players", [2, 5, 8])
def test_s4_cut_dealer_deals_and_the_deal_moves_clockwise(players):  # S-4, X-4
    family = SWITCH if players <= 7 else Rules.crazy_eights
    dealer, _ = cut_for_dealer(players, seed=11)
    rules = family(players=players, match=Match.ROUNDS, rounds=3, scoring="penalty")
    g = Game(rules, seed=11, dealer=dealer)
    assert g.dealer == dealer and g.turn == (dealer + 1) % players
    rng = random.Random(0)
    for round_no in (2, 3):
        playout(g, rng)
        g.next_round()
        assert g.dealer == (dealer + round_no - 1) % players
        assert g.turn == (g.dealer + 1) % players


@pytest.mark.parametrize("players", [1, 9, True, "4"])
def test_s4_cut_needs_a_table_of_players(players):  # S-4
    with pytest.raises(RulesError) as error:
        cut_for_dealer(players)
    assert error.value.rule == "S-4"


# -- S-5: one card matching by suit or rank --

def test_s5_play_one_matching_card():  # S-5
    g = Game.from_position(SWITCH(players=2), hands=["9H 3S QD KS", "4D"], top="9C")
    assert card_plays(g) == {"9H"}
    refused(g, "QD", "X-2")
    g.apply("9H")
    assert g.top == Card.parse("9H") and g.turn == 1 and len(g.hands[0]) == 3


# -- S-6: draw one; a playable drawn card may be played at once, or kept --

def test_s6_drawing_is_allowed_with_a_playable_card_in_hand():  # S-6
    g = Game.from_position(SWITCH(players=2), hands=["9H 3S", "4D"], top="9C", stock=["5C"])
    assert DRAW in g.legal_moves() and g.is_legal("9H")
    g.apply(DRAW)
    assert g.phase == "drawn" and g.drawn == Card.parse("5C")
    assert g.legal_moves() == [Play(Card.parse("5C")), KEEP]
    e = refused(g, "9H", "S-6")  # only the drawn card may be played now
    assert "5♣" in e.reason
    g.apply("5C")
    assert g.top == Card.parse("5C") and g.turn == 1 and g.hand(0) == cards("9H 3S")


def test_s6_a_playable_drawn_card_may_be_kept():  # S-6
    g = Game.from_position(SWITCH(players=2), hands=["9H 3S", "4D"], top="9C", stock=["5C"])
    g.apply(DRAW)
    events = g.apply(KEEP)
    assert kinds(events) == ["kept"]
    assert g.turn == 1 and g.top == Card.parse("9C") and g.hand(0) == cards("9H 3S 5C")


def test_s6_an_unplayable_drawn_card_ends_the_turn():  # S-6
    g = Game.from_position(SWITCH(players=2), hands=["9H 3S", "4D"], top="9C", stock=["5D", "6C"])
    events = g.apply(DRAW)
    assert kinds(events) == ["drew"] and g.turn == 1 and g.phase == "normal"
    assert g.hand(0) == cards("9H 3S 5D")
    g.apply(DRAW)  # the next player draws one card only, too
    assert len(g.hands[1]) == 2


def test_s6_keep_without_a_drawn_card_is_refused():  # S-6
    g = Game.from_position(SWITCH(players=2), hands=["9H 3S", "4D"], top="9C")
    refused(g, KEEP, "S-6")


# -- S-7: the "last card" call --

def test_s7_calling_last_card_avoids_the_penalty():  # S-7
    g = Game.from_position(SWITCH(players=2), hands=["3C 4D", "5D"], top="9C")
    assert Play(Card.parse("3C"), announce=True) in g.legal_moves()
    events = g.apply("3C last")
    assert kinds(events) == ["played", "called"]
    assert g.hand(0) == cards("4D") and g.turn == 1


def test_s7_forgetting_the_call_draws_two_before_the_next_player_acts():  # S-7
    # With late calls off the call comes with the play, and a forgotten one is paid at once.
    g = Game.from_position(SWITCH(players=2, late_call=False), hands=["3C 4D", "5D"], top="9C",
                           stock=["KH", "QS", "2D"])
    events = g.apply("3C")
    assert kinds(events) == ["played", "forgot", "drew", "drew"]
    assert g.hand(0) == cards("4D KH QS")
    assert g.turn == 1 and g.stock[-1] == Card.parse("2D")


def test_s7_going_out_needs_no_call():  # S-7
    g = Game.from_position(SWITCH(players=2), hands=["3C", "5D"], top="9C")
    assert g.legal_moves() == [Play(Card.parse("3C")), DRAW]
    events = g.apply("3C")
    assert "forgot" not in kinds(events) and g.round_over and g.result.winners == (0,)
    assert len(g.hands[0]) == 0


def test_s7_calling_with_more_cards_left_is_refused():  # S-7
    g = Game.from_position(SWITCH(players=2), hands=["3C 4D 5S", "5D"], top="9C")
    e = refused(g, "3C last", "S-7")
    assert "last card" in e.reason


@pytest.mark.parametrize("penalty", [1, 3, 5])
def test_s7_penalty_size_is_an_option(penalty):  # S-7
    g = Game.from_position(SWITCH(players=2, last_card_penalty=penalty, late_call=False), hands=["3C 4D", "5D"],
                           top="9C")
    g.apply("3C")
    assert len(g.hands[0]) == 1 + penalty
    late = Game.from_position(SWITCH(players=2, last_card_penalty=penalty), hands=["3C 4D", "5D"], top="9C")
    late.apply("3C")
    late.apply(DRAW)  # the next player acts: the penalty is drawn first
    assert len(late.hands[0]) == 1 + penalty


def test_s7_penalty_zero_turns_the_call_off():  # S-7
    g = Game.from_position(SWITCH(players=2, last_card_penalty=0), hands=["3C 4D", "5D"], top="9C")
    assert not any(m.announce for m in g.legal_moves() if isinstance(m, Play))
    refused(g, "3C last", "S-7")
    g.apply("3C")
    assert g.hand(0) == cards("4D")


# -- S-8: twos --

def test_s8_two_makes_the_next_player_draw_two_and_miss_the_turn():  # S-8
    g = Game.from_position(SWITCH(players=3), hands=["2C 4D 5D", "7C 9C", "6C 8S"], top="10C",
                           stock=["KH", "QH", "JD"])
    events = g.apply("2C")
    assert kinds(events)[-1] == "pending" and g.turn == 1 and g.pending.amount == 2
    assert g.legal_moves() == [TAKE]  # 7♣ and 9♣ fit the suit, but do not answer a 2
    events = g.apply(TAKE)
    assert kinds(events) == ["penalty", "drew", "drew"]
    assert g.hand(1) == cards("7C 9C KH QH") and g.turn == 2 and g.pending is None


def test_s8_twos_stack_to_eight_and_the_first_who_does_not_answer_takes_all():  # S-8
    g = Game.from_position(SWITCH(players=4), hands=["2C 4D 5D", "2H 9H 9S", "2S 3S 4S", "2D 5C 6C"],
                           top="9C")
    amounts = []
    for card in ("2C", "2H", "2S", "2D"):
        g.apply(card)
        amounts.append(g.pending.amount)
    assert amounts == [2, 4, 6, 8]
    assert g.turn == 0 and g.legal_moves() == [TAKE]
    g.apply(TAKE)
    assert len(g.hands[0]) == 2 + 8 and g.turn == 1 and g.pending is None
    assert [len(h) for h in g.hands[1:]] == [2, 2, 2]


def test_s8_a_player_holding_a_two_may_still_take_the_penalty():  # S-8
    g = Game.from_position(SWITCH(players=2), hands=["2C 4D 5D", "2H 9S"], top="9C")
    g.apply("2C")
    assert set(g.legal_moves()) == {Play(Card.parse("2H")), Play(Card.parse("2H"), announce=True), TAKE}
    g.apply(TAKE)
    assert len(g.hands[1]) == 4 and g.turn == 0


def test_s8_a_pending_two_as_a_position():  # S-8
    g = Game.from_position(SWITCH(players=2), hands=["2D 4D", "5C"], top="2C", pending=4, turn=0)
    g.apply("2D last")
    assert g.pending.amount == 6 and g.turn == 1


# -- S-9: eights skip --

def test_s9_eight_skips_the_next_player():  # S-9
    g = Game.from_position(SWITCH(players=3), hands=["8C 4D", "8H 9C", "6C 7S"], top="10C")
    events = g.apply("8C last")
    skipped = [e for e in events if e.kind == "skipped"]
    assert [e.seat for e in skipped] == [1] and skipped[0].rule == "S-9"
    assert g.turn == 2 and g.pending is None


def test_s9_one_skip_per_eight_no_answer_by_default():  # S-9
    g = Game.from_position(SWITCH(players=4), hands=["8C 4D 4H", "8H 9C", "6C 7S", "5C"], top="10C")
    g.apply("8C")
    assert g.turn == 2  # seat 1 could not answer with its 8: it was skipped at once
    g.apply("6C")
    assert g.turn == 3


def test_s9_with_two_players_the_eight_player_plays_again():  # S-9
    g = Game.from_position(SWITCH(players=2), hands=["8C 4C 9S", "8H 9C"], top="10C")
    g.apply("8C")
    assert g.turn == 0


# -- S-10, S-11: black jacks and red jacks --

def test_s10_black_jack_makes_the_next_player_pick_up_seven():  # S-10
    g = Game.from_position(SWITCH(players=3), hands=["JC 4D 5D", "7C 9C", "6C 8S"], top="10C")
    g.apply("JC")
    assert g.turn == 1 and g.pending.amount == 7 and g.legal_moves() == [TAKE]
    events = g.apply(TAKE)
    assert events[0].kind == "penalty" and events[0].count == 7 and events[0].rule == "S-10"
    assert len(g.hands[1]) == 9 and g.turn == 2


def test_s10_red_jack_cancels_and_play_continues_after_it_matching_it():  # S-10, S-11
    g = Game.from_position(SWITCH(players=4), hands=["JS 4C 5C", "JH 9C 9D", "6H 6S 4S", "7H 7S"],
                           top="9S")
    sizes = [len(h) for h in g.hands]
    g.apply("JS")
    assert set(card_plays(g)) == {"JH"}
    events = g.apply("JH")
    assert kinds(events) == ["played", "cancelled"]
    assert g.pending is None and g.turn == 2  # the player after the red jack's player
    assert [len(h) for h in g.hands] == [sizes[0] - 1, sizes[1] - 1, sizes[2], sizes[3]]  # nobody drew
    assert g.top == Card.parse("JH") and g.suit.value == "H"
    assert card_plays(g) == {"6H"}  # hearts or a jack, as after any J♥
    g.apply("6H")
    assert g.turn == 3


def test_s10_black_jacks_do_not_stack_by_default():  # S-10, S-13
    g = Game.from_position(SWITCH(players=3), hands=["JS 4C 5C", "JC 9C 9D", "6H 6S 4S"], top="9S")
    g.apply("JS")
    refused(g, "JC", "S-13")


def test_s11_red_jack_is_an_ordinary_card_otherwise():  # S-11
    g = Game.from_position(SWITCH(players=3), hands=["JD 4C 5C", "JH 9C 9D", "6D 6S 4S"], top="10D")
    events = g.apply("JD")
    assert kinds(events) == ["played"] and g.turn == 1 and g.pending is None
    assert "JH" in card_plays(g)  # a jack on a jack, by rank
    assert "9D" in card_plays(g) and TAKE not in g.legal_moves()
    assert g.rules.effects["JD"] is None


def test_s11_red_jack_does_not_answer_a_two():  # S-11, S-13
    g = Game.from_position(SWITCH(players=2), hands=["2H 4C 5C", "JH 9C"], top="9H")
    g.apply("2H")
    refused(g, "JH", "S-13")


# -- S-12: aces reverse; between two players an ace is a skip --

def test_s12_ace_reverses_the_direction():  # S-12
    g = Game.from_position(SWITCH(players=4), hands=["AC 4D 5D", "7C", "6C", "AS 9C"], top="10C")
    events = g.apply("AC")
    assert kinds(events)[-1] == "reversed" and g.direction == -1 and g.turn == 3
    g.apply("AS")  # reversed again: clockwise
    assert g.direction == 1 and g.turn == 0


def test_s12_with_two_players_ace_is_a_skip():  # S-12
    g = Game.from_position(SWITCH(players=2), hands=["AC 4C 5D", "7C 9C"], top="10C")
    events = g.apply("AC")
    assert kinds(events)[-1] == "reversed_two" and g.turn == 0
    g.apply("4C")
    assert g.turn == 1


# -- S-13: specials never combine --

def test_s13_pending_two_only_answered_by_a_two():  # S-13
    g = Game.from_position(SWITCH(players=2), hands=["2C 4D 5D", "JH JS 8C AC 9C 2S"], top="10C")
    g.apply("2C")
    assert g.legal_moves() == [Play(Card.parse("2S")), TAKE]
    for card in ("JH", "JS", "8C", "AC", "9C"):
        refused(g, card, "S-13")
    refused(g, DRAW, "S-13")


def test_s13_pending_black_jack_only_answered_by_a_red_jack():  # S-13
    g = Game.from_position(SWITCH(players=2), hands=["JC 4D 5D", "2C 8C AC JS JD"], top="9C")
    g.apply("JC")
    assert card_plays(g) == {"JD"}
    for card in ("2C", "8C", "AC", "JS"):
        refused(g, card, "S-13")


# -- S-14, S-15: scoring a round --

def test_s14_losers_record_their_hands_winner_zero():  # S-14, S-15
    g = Game.from_position(SWITCH(players=4), hands=["3C", "AS KD", "JH 10S 2C", "QD 7H"], top="9C")
    g.apply("3C")
    r = g.result
    assert r.winners == (0,) and r.rule == "S-14"
    assert r.points == (0, 35, 32, 17) and r.scores == (0, 35, 32, 17) and g.totals == [0, 35, 32, 17]
    assert [e.seat for e in g.log if e.kind == "scored"] == [1, 2, 3]


@pytest.mark.parametrize("code, points", [
    ("AS", 25), ("KD", 10), ("QH", 10), ("JC", 20), ("JS", 20), ("JD", 20), ("10H", 10), ("9C", 9),
    ("5D", 5), ("2S", 2),
])
def test_s15_penalty_values(code, points):  # S-15
    assert card_points(Card.parse(code), SWITCH()) == points


def test_s15_aces_score_fifteen_when_they_do_not_reverse():  # S-15, V-4
    assert card_points(Card.parse("AH"), SWITCH(queens_reverse=True)) == 15
    assert card_points(Card.parse("QH"), SWITCH(queens_reverse=True)) == 10


def test_s15_black_jacks_fifty_house_option_and_jokers_fifty():  # S-15, V-5
    house = SWITCH(players=2, black_jack_fifty=True, jokers=1)
    assert [card_points(Card.parse(c), house) for c in ("JC", "JS", "JH", "JD", "joker")] == [50, 50, 20, 20, 50]
    g = Game.from_position(house, hands=["3C", "JS JH joker"], top="9C")
    g.apply("3C")
    assert g.result.scores == (0, 120)
    assert hand_points(cards("JS JH"), SWITCH()) == 40


# -- S-16: match modes --

def test_s16_single_round_match():  # S-16
    g = Game.from_position(SWITCH(players=3), hands=["3C", "AS", "KD"], top="9C")
    g.apply("3C")
    assert g.match_over and g.match.winners == (0,) and g.match.reason is MatchEnd.SINGLE_ROUND
    with pytest.raises(IllegalMoveError) as error:
        g.next_round()
    assert error.value.rule == "S-16"


def test_s16_fixed_rounds_lowest_total_wins():  # S-16
    g = Game(SWITCH(players=3, match=Match.ROUNDS, rounds=3), seed=8)
    rng = random.Random(2)
    for round_no in (1, 2, 3):
        playout(g, rng)
        assert g.match_over == (round_no == 3)
        if round_no < 3:
            g.next_round()
    assert len(g.results) == 3
    assert g.totals == [sum(r.scores[s] for r in g.results) for s in range(3)]
    low = min(g.totals)
    assert g.match.winners == tuple(s for s in range(3) if g.totals[s] == low)
    assert g.match.reason is MatchEnd.ROUNDS_PLAYED


def test_s16_elimination_deals_for_the_players_still_in():  # S-16, S-3
    rules = SWITCH(players=5, match=Match.ELIMINATION, cap=10)
    g = Game.from_position(rules, hands=["3C", "2D", "KS QS", "4D 5D", "10H"], top="9C")
    g.apply("3C")
    assert g.result.eliminated == (2,) and g.out == [False, False, True, False, False]
    assert not g.match_over  # 10 is not above the cap
    g.next_round()
    assert g.active == (0, 1, 3, 4)
    assert [len(h) for h in g.hands] == [7, 7, 0, 7, 7]  # four players still in: seven cards each
    assert g.stock_size == 52 - 28 - 1
    rng = random.Random(4)
    while not g.match_over:
        playout(g, rng)
        assert all(not g.hands[s] for s in range(5) if g.out[s] and s not in g.active)
        if not g.match_over:
            g.next_round()
            in_play = len(g.active)
            assert {len(g.hands[s]) for s in g.active} == {7 if in_play < 5 else 5}
            assert g.turn in g.active and g.dealer in g.active
    (winner,) = g.match.winners
    assert g.match.reason is MatchEnd.LAST_STANDING
    assert not g.out[winner] and sum(g.out) == 4 and g.totals[winner] <= 10


def test_s16_eliminated_players_are_passed_over_in_turn():  # S-16
    rules = SWITCH(players=3, match=Match.ELIMINATION, cap=10)
    g = Game.from_position(rules, hands=["3C", "KS QS", "2D"], top="9C")
    g.apply("3C")
    g.next_round()
    seen = set()
    for _ in range(30):
        if g.round_over:
            break
        seen.add(g.turn)
        moves = g.legal_moves()
        g.apply(next((m for m in moves if isinstance(m, Play)), moves[0]))
    assert 1 not in seen and seen == {0, 2}


@pytest.mark.parametrize("options, rule", [
    (dict(match=Match.ELIMINATION, cap=5), "S-16"),
    (dict(match=Match.ROUNDS, rounds=0), "S-16"),
    (dict(match=Match.ELIMINATION, scoring="points"), "S-16"),
])
def test_s16_match_settings_out_of_range(options, rule):  # S-16
    with pytest.raises(RulesError) as error:
        SWITCH(**options)
    assert error.value.rule == rule
