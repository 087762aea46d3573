"""The rules of Crazy Eights (C-1 to C-10), and the four-turn 7♥ walkthrough."""

import random
from collections import Counter

import pytest

from switchcore import (
    DRAW, KEEP, PASS, TAKE, Card, Game, IllegalMoveError, MatchEnd, Play, RoundEnd, Rules, RulesError, Suit,
    card_points, cards, deck, hand_points,
)

from helpers import kinds, card_plays, refused
from switchcore.scoring import match_result

EIGHTS = Rules.crazy_eights





# -- the four-turn 7♥ walkthrough, played step by step --

def test_walkthrough_of_the_seven_of_hearts():  # C-3, C-4, C-5, C-8, X-2
    g = Game.from_position(EIGHTS(players=2), hands=["7S 8C KD", "2H 3C 9H"], top="7H",
                           stock=["4D", "5C", "QS", "6D"])
    # 1. Hearts is the current suit. K♦ does not fit; 7♠ does (same rank).
    assert g.suit is Suit.HEARTS and g.turn == 0
    assert card_plays(g) == {"7S", "8C"}
    e = refused(g, "KD", "X-2")
    assert "K♦" in e.reason and "hearts" in e.reason and "7♥" in e.reason
    e = refused(g, DRAW, "C-5")  # drawing is refused while a card fits
    assert "7♠" in e.reason
    g.apply("7S")
    assert g.suit is Suit.SPADES and g.turn == 1  # spades is now the current suit

    # 2. The opponent has no spade and no 8: they draw one card at a time until one fits.
    assert g.legal_moves() == [DRAW]
    for expected in ("4D", "5C"):
        events = g.apply(DRAW)
        assert kinds(events) == ["drew"] and events[0].card == Card.parse(expected)
        assert g.turn == 1 and g.phase == "normal" and g.legal_moves() == [DRAW]  # still their turn
    g.apply(DRAW)  # Q♠ fits
    assert g.drawn == Card.parse("QS") and g.phase == "must play"
    assert g.legal_moves() == [Play(Card.parse("QS"))]
    e = refused(g, KEEP, "C-5")  # a drawn card that fits cannot be kept
    assert "Q♠" in e.reason
    refused(g, "2H", "C-5")
    refused(g, DRAW, "C-5")
    g.apply("QS")
    assert g.hand(1) == cards("2H 3C 9H 4D 5C") and g.turn == 0

    # 3. 8♣ is legal on anything; declaring diamonds makes K♦ playable next turn.
    assert card_plays(g) == {"8C"}
    refused(g, DRAW, "C-5")  # an 8 always fits, so no drawing
    assert not g.explain("KD")
    e = refused(g, "8C", "C-4")  # a wild needs a declared suit
    assert "8♣" in e.reason
    events = g.apply("8C D")
    assert kinds(events) == ["played", "declared"] and events[1].suit is Suit.DIAMONDS
    assert g.suit is Suit.DIAMONDS and g.top == Card.parse("8C")
    assert card_plays(g) == {"4D"}  # the opponent needs a diamond or an 8
    refused(g, "5C", "X-2")
    g.apply("4D")
    assert g.turn == 0 and g.legal_moves() == [Play(Card.parse("KD"))]
    assert g.explain("KD").legal and g.explain("KD").rule == "X-2"


def test_walkthrough_going_out_against_eight_and_king_scores_sixty():  # C-8, C-10
    g = Game.from_position(EIGHTS(players=2), hands=["8C KD", "5S"], top="QS", turn=1)
    g.apply("5S")
    r = g.result
    assert r.winners == (1,) and r.reason is RoundEnd.WENT_OUT and r.rule == "C-8"
    assert r.points == (60, 0) and r.scores == (0, 60) and g.totals == [0, 60]
    assert "60" in str(r) and "8♣ K♦" in str(r)


# -- C-1: players, deck, deal --

@pytest.mark.parametrize("players, size", [(2, 7), (3, 5), (4, 5), (5, 5), (6, 5), (7, 5), (8, 5)])
def test_c1_deal_sizes_and_one_deck(players, size):  # C-1
    rules = EIGHTS(players=players)
    assert (rules.decks, rules.hand_size) == (1, size)
    g = Game(rules, seed=players)
    assert [len(h) for h in g.hands] == [size] * players
    assert g.stock_size == 52 - players * size - 1
    assert g.cards_in_play() == Counter(deck())


@pytest.mark.parametrize("options", [dict(players=1), dict(players=9), dict(decks=3)])
def test_c1_out_of_range_is_refused(options):  # C-1
    with pytest.raises(RulesError) as error:
        EIGHTS(**options)
    assert error.value.rule == "C-1"


# -- C-2: an eight turned up is buried --

def test_c2_an_eight_starter_is_buried_and_another_turned_up():  # C-2, X-7
    buried = []
    for seed in range(400):
        g = Game(EIGHTS(players=3), seed=seed)
        if "starter_buried" in kinds(g.log):
            buried.append(g)
    assert len(buried) >= 3
    for g in buried:
        assert g.top.rank != 8 and g.discard == [g.top]
        eights = [e.card for e in g.log if e.kind == "starter_buried"]
        assert all(c.rank == 8 and c in g.stock for c in eights)
        assert g.cards_in_play() == Counter(deck())
        assert kinds(g.log)[-2:] == ["starter", "first"]


def test_c2_buried_position_depends_on_the_seed():  # C-2, X-6
    places = set()
    for seed in range(400):
        g = Game(EIGHTS(players=2), seed=seed)
        for e in g.log:
            if e.kind == "starter_buried":
                places.add(g.stock.index(e.card))
    assert len(places) > 3


def test_c2_switch_does_not_bury_eights():  # C-2, X-5
    for seed in range(300):
        g = Game(Rules.switch(players=3), seed=seed)
        if g.top.rank == 8:
            assert "starter_buried" not in kinds(g.log) and g.turn == 0
            return
    raise AssertionError("no Switch deal turned up an eight")


# -- C-3: follow the suit or the rank; a new suit becomes current --

def test_c3_same_rank_changes_the_current_suit():  # C-3
    g = Game.from_position(EIGHTS(players=3), hands=["7S 2C", "9H 3S", "4H 5D"], top="7H")
    g.apply("7S")
    assert g.suit is Suit.SPADES
    assert card_plays(g) == {"3S"}
    refused(g, "9H", "X-2")


# -- C-4: eights are wild --

def test_c4_eight_on_anything_even_on_an_eight():  # C-4
    g = Game.from_position(EIGHTS(players=2), hands=["8H 2C", "8S 3D"], top="8C", suit="D")
    assert {m.suit for m in g.legal_moves() if m.card.code == "8H"} == set(Suit)
    g.apply("8H S")
    assert g.suit is Suit.SPADES
    assert card_plays(g) == {"8S"}  # no spade: only the 8
    g.apply("8S C")
    assert g.suit is Suit.CLUBS and g.turn == 0 and card_plays(g) == {"2C"}


def test_c4_declared_suit_must_be_followed():  # C-4
    g = Game.from_position(EIGHTS(players=2), hands=["8H 2C", "KH KC 3D"], top="5H")
    g.apply("8H C")
    assert card_plays(g) == {"KC"}  # K♥ is of the eight's own suit, not the declared one
    refused(g, "KH", "X-2")
    refused(g, "3D", "X-2")


def test_c4_wild_needs_a_suit_and_others_refuse_one():  # C-4, X-2
    g = Game.from_position(EIGHTS(players=2), hands=["8H 5H", "KH"], top="5C")
    refused(g, "8H", "C-4")
    refused(g, "5H D", "X-2")
    refused(g, Play(Card.parse("5H"), Suit.HEARTS), "X-2")


# -- C-5: drawing until a card fits --

def test_c5_drawn_card_that_does_not_fit_stays_and_player_draws_again():  # C-5
    g = Game.from_position(EIGHTS(players=2), hands=["2C 3C", "4D"], top="9H", stock=["5S", "6S", "KH"])
    for _ in range(2):
        g.apply(DRAW)
        assert g.turn == 0 and g.phase == "normal"
    g.apply(DRAW)
    assert g.phase == "must play" and g.legal_moves() == [Play(Card.parse("KH"))]
    g.apply("KH")
    assert g.hand(0) == cards("2C 3C 5S 6S") and g.turn == 1


def test_c5_drawn_eight_must_be_played_with_a_suit():  # C-5, C-4
    g = Game.from_position(EIGHTS(players=2), hands=["2C 3C", "4D"], top="9H", stock=["8D"])
    g.apply(DRAW)
    assert g.phase == "must play"
    assert g.legal_moves() == [Play(Card.parse("8D"), s) for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)]
    refused(g, "8D", "C-4")
    refused(g, KEEP, "C-5")
    g.apply("8D C")
    assert g.suit is Suit.CLUBS and g.turn == 1


def test_c5_with_nothing_left_to_draw_the_player_passes():  # C-5, C-6
    g = Game.from_position(EIGHTS(players=2), hands=["2C 3C", "4D 9D"], top="9H", stock=["5S"], fill=False)
    g.apply(DRAW)
    assert g.turn == 0 and g.legal_moves() == [PASS]
    g.apply(PASS)
    assert g.turn == 1 and g.hand(0) == cards("2C 3C 5S")


# -- C-6: blocked rounds --

def test_c6_blocked_round_lowest_hand_scores_the_others_minus_its_own():  # C-6
    g = Game.from_position(EIGHTS(players=3), hands=["2C 3C", "KD QD", "JS AS"], top="9H", stock=[], fill=False)
    for _ in range(3):
        g.apply(PASS)
    r = g.result
    assert r.reason is RoundEnd.BLOCKED and r.rule == "C-6" and r.winners == (0,)
    assert r.points == (5, 20, 11)
    assert r.scores == (20 + 11 - 5, 0, 0) and g.totals == [26, 0, 0]


def test_c6_tied_lowest_hands_each_score():  # C-6, C-9
    g = Game.from_position(EIGHTS(players=3, target=50), hands=["2C 3C", "4D AD", "KS QS JS 10S 10C"], top="9H",
                           stock=[], fill=False)
    for _ in range(3):
        g.apply(PASS)
    r = g.result
    assert r.winners == (0, 1) and r.points == (5, 5, 50)
    assert r.scores == (5 + 50 - 5, 5 + 50 - 5, 0)
    assert g.match_over and g.match.winners == (0, 1)  # both reached 50 with equal totals: shared
    assert "Ann and Ben" in str(g.match)


# -- C-7: special cards option --

def test_c7_off_by_default():  # C-7
    g = Game.from_position(EIGHTS(players=3), hands=["QH 2C", "QS 3D", "4H"], top="5H")
    g.apply("QH")
    assert g.turn == 1
    g.apply("QS")
    assert g.turn == 2 and g.pending is None and g.direction == 1
    assert all(Rules.crazy_eights().effects[c] is None for c in ("QH", "AH", "2H"))


def test_c7_queen_skips():  # C-7
    g = Game.from_position(EIGHTS(players=3, special_cards=True), hands=["QH 2C", "QS 3D", "4H"], top="5H")
    events = g.apply("QH")
    assert [(e.kind, e.seat, e.rule) for e in events if e.kind == "skipped"] == [("skipped", 1, "C-7")]
    assert g.turn == 2


def test_c7_ace_reverses_and_is_a_skip_for_two():  # C-7
    g = Game.from_position(EIGHTS(players=3, special_cards=True), hands=["AH 2C", "3D", "4H"], top="5H")
    g.apply("AH")
    assert g.direction == -1 and g.turn == 2
    g2 = Game.from_position(EIGHTS(players=2, special_cards=True), hands=["AH 2H", "3D"], top="5H")
    g2.apply("AH")
    assert g2.turn == 0


def test_c7_two_draws_two_and_twos_do_not_stack():  # C-7
    g = Game.from_position(EIGHTS(players=3, special_cards=True), hands=["2H 5C", "2S 9H", "4H"], top="5H",
                           stock=["KC", "KS"])
    g.apply("2H")
    assert g.turn == 1 and g.pending.amount == 2 and g.legal_moves() == [TAKE]
    refused(g, "2S", "C-7")
    refused(g, "9H", "C-7")
    events = g.apply(TAKE)
    assert events[0].kind == "penalty" and events[0].rule == "C-7"
    assert g.hand(1) == cards("2S 9H KC KS") and g.turn == 2


# -- C-8: scoring --

@pytest.mark.parametrize("code, points", [
    ("8C", 50), ("8H", 50), ("KD", 10), ("QS", 10), ("JC", 10), ("AH", 1), ("10S", 10), ("9D", 9), ("2C", 2),
])
def test_c8_card_values(code, points):  # C-8
    assert card_points(Card.parse(code), EIGHTS()) == points


def test_c8_winner_scores_every_other_hand():  # C-8
    g = Game.from_position(EIGHTS(players=4), hands=["3H", "8S AD", "JC 10C", "2S"], top="9H")
    g.apply("3H")
    assert g.result.scores == (51 + 20 + 2, 0, 0, 0) and g.totals == [73, 0, 0, 0]
    assert hand_points(cards("8C KD"), EIGHTS()) == 60


# -- C-9: the target --

@pytest.mark.parametrize("target", [50, 100, 200, 350, 500])
def test_c9_target_settings_accepted(target):  # C-9
    assert EIGHTS(target=target).target == target


@pytest.mark.parametrize("target", [0, 25, 75, 199, 550, 1000, -50])
def test_c9_target_settings_refused(target):  # C-9
    with pytest.raises(RulesError) as error:
        EIGHTS(target=target)
    assert error.value.rule == "C-9" and str(target) in str(error.value)


def test_c9_default_target_and_the_match_goes_on_below_it():  # C-9
    assert EIGHTS().target == 200
    g = Game.from_position(EIGHTS(players=2), hands=["3H", "8S KD QD"], top="9H")
    g.apply("3H")
    assert g.totals == [70, 0] and not g.match_over
    g.next_round()
    assert g.round_no == 2 and g.totals == [70, 0]


def test_c9_first_to_reach_the_target_wins():  # C-9
    g = Game.from_position(EIGHTS(players=2, target=100), hands=["3H", "8S 8D"], top="9H")
    g.apply("3H")
    assert g.match_over and g.match.winners == (0,) and g.match.reason is MatchEnd.TARGET_REACHED
    e = refused(g, "3H", "C-9")
    assert "over" in e.reason
    with pytest.raises(IllegalMoveError):
        g.next_round()


def test_c9_several_reach_the_target_highest_wins_equal_share():  # C-9
    rules = EIGHTS(players=3, target=200)
    names = ("Ann", "Ben", "Cat")
    highest = match_result(rules, 4, [210, 230, 40], (0, 1, 2), (0, 1, 2), (0, 1), names)
    assert highest.winners == (1,)
    shared = match_result(rules, 4, [230, 230, 40], (0, 1, 2), (0, 1, 2), (0, 1), names)
    assert shared.winners == (0, 1) and "win the match" in str(shared)
    assert match_result(rules, 4, [190, 199, 40], (0, 1, 2), (0, 1, 2), (0,), names) is None


def test_c9_match_played_out_to_the_target():  # C-9, C-8
    g = Game(EIGHTS(players=3, target=100), seed=5)
    rng = random.Random(3)
    while True:
        while not g.round_over:
            g.apply(rng.choice(g.legal_moves()))
        if g.match_over:
            break
        assert max(g.totals) < 100
        g.next_round()
    assert max(g.totals) >= 100
    assert g.match.winners == tuple(s for s in range(3) if g.totals[s] == max(g.totals))


# -- C-10: every hand revealed --

def test_c10_reveal_shows_every_hand_points_and_totals():  # C-10
    g = Game.from_position(EIGHTS(players=3), hands=["3H", "8C KD", "AS 4S"], top="9H")
    g.apply("3H")
    r = g.result
    assert r.hands == (cards(""), cards("8C KD"), cards("AS 4S"))
    assert r.points == (0, 60, 5) and r.totals == (65, 0, 0)
    lines = str(r).splitlines()
    assert "Ann went out" in lines[0]
    assert len(lines) == 4
    for name, hand, points, total in (("Ann", "(no cards)", 0, 65), ("Ben", "8♣ K♦", 60, 0), ("Cat", "A♠ 4♠", 5, 0)):
        line = next(l for l in lines[1:] if l.strip().startswith(name))
        assert hand in line and f"hand {points:>3}" in line and f"total {total:>4}" in line
