"""Every refusal of the rules contract: the error names the rule, says why in
plain words that mention the card or the situation, and changes nothing."""

import pytest

from switchcore import (
    DRAW, KEEP, PASS, TAKE, Card, CardError, Game, IllegalMoveError, Match, Play, Rules, RulesError, Suit,
)

SWITCH = Rules.switch
EIGHTS = Rules.crazy_eights

# What a plain sentence never contains: Python reprs, placeholders, markup.
NOT_PLAIN = ("Card(", "Suit.", "Rank.", "None", "<", ">", "{", "}", "object at", "Traceback", "_")


def assert_plain(message, *mentions):
    assert message and message.strip() == message
    for junk in NOT_PLAIN:
        assert junk not in message, f"{junk!r} in {message!r}"
    for word in mentions:
        assert word in message, f"{word!r} not in {message!r}"


def refused(game, move, rule, *mentions, seat=None, error=IllegalMoveError):
    """Apply ``move``, expect ``error`` citing ``rule``, and check that the game
    is exactly as it was."""
    state, log, legal = game.state(), list(game.log), list(game.legal_moves())
    saved = game.to_json()
    with pytest.raises(error) as caught:
        game.apply(move, seat=seat)
    e = caught.value
    assert e.rule == rule
    reason = e.reason if isinstance(e, IllegalMoveError) else str(e)
    assert_plain(reason, *mentions)
    if isinstance(e, IllegalMoveError):
        assert str(e) == f"[{rule}] {reason}"
    assert game.state() == state and game.log == log and game.legal_moves() == legal
    assert game.to_json() == saved
    return e


def rules_refused(rule, *mentions, family=SWITCH, **options):
    with pytest.raises(RulesError) as caught:
        family(**options)
    e = caught.value
    assert e.rule == rule
    assert_plain(e.reason, *mentions)
    return e


# -- a card not in hand (X-1) --

def test_card_not_in_hand():
    g = Game.from_position(SWITCH(players=2), hands=["7S 8C", "KH 7H"], top="7D")
    refused(g, "7H", "X-1", "Ann", "7♥", "in hand")
    refused(g, Play(Card.parse("KH")), "X-1", "K♥")


# -- a card that matches neither suit nor rank (X-2) --

def test_card_that_does_not_match():
    g = Game.from_position(SWITCH(players=2), hands=["KS 8C", "KH"], top="7D")
    refused(g, "KS", "X-2", "K♠", "diamonds", "7♦")
    g = Game.from_position(EIGHTS(players=2), hands=["KS 5C", "KH"], top="8H", suit="C")
    refused(g, "KS", "X-2", "K♠", "clubs", "8♥")


# -- acting out of turn (X-1) --

@pytest.mark.parametrize("move, seat", [("KH", 1), ("7S", 1), (DRAW, 1), (DRAW, 2), ("7S", 2)])
def test_out_of_turn(move, seat):
    g = Game.from_position(SWITCH(players=3), hands=["7S 8C", "KH 7H", "2D 3D"], top="7D")
    e = refused(g, move, "X-1", "Ann", g.names[seat], "turn", seat=seat)
    assert "Ann's turn" in e.reason


def test_out_of_turn_for_a_seat_that_is_not_there():
    g = Game.from_position(SWITCH(players=2), hands=["7S 8C", "KH 7H"], top="7D")
    refused(g, "7S", "X-1", "seat 5", seat=5)


# -- answering a pending draw-two with anything but a 2 (S-13) --

@pytest.mark.parametrize("card", ["5C", "JD", "JS", "8C", "AC", "KC"])
def test_pending_two_answered_with_another_card(card):  # S-13, S-8
    g = Game.from_position(SWITCH(players=2), hands=["2D 4H", "5C JD JS 8C AC KC"], top="2C", pending=2, turn=1)
    e = refused(g, card, "S-13", "Ben", "draw 2", "a 2", Card.parse(card).text)
    assert "does not answer" in e.reason


def test_pending_two_draw_instead_of_taking():  # S-13
    g = Game.from_position(SWITCH(players=2), hands=["2D 4H", "5C"], top="2C", pending=4, turn=1)
    refused(g, DRAW, "S-13", "Ben", "draw 4")
    refused(g, PASS, "S-13", "draw 4")


def test_taking_or_keeping_with_nothing_pending_or_drawn():  # S-8, S-6
    g = Game.from_position(SWITCH(players=2), hands=["2D 4H", "5C"], top="9C")
    refused(g, TAKE, "S-8", "penalty")
    refused(g, KEEP, "S-6", "drawn")


# -- C-5: drawing with a playable card; keeping a playable drawn card --

def test_drawing_while_holding_a_playable_card():  # C-5
    g = Game.from_position(EIGHTS(players=2), hands=["3S 4D", "KH"], top="7S")
    refused(g, DRAW, "C-5", "Ann", "3♠", "drawing")
    g = Game.from_position(EIGHTS(players=2), hands=["8C 4D", "KH"], top="7S")
    refused(g, DRAW, "C-5", "8♣")  # an 8 always fits


def test_keeping_a_playable_drawn_card():  # C-5
    g = Game.from_position(EIGHTS(players=2), hands=["3H 4D", "KH"], top="7S", stock=["9S"])
    g.apply(DRAW)
    refused(g, KEEP, "C-5", "Ann", "9♠", "must be played")
    refused(g, DRAW, "C-5", "9♠")
    refused(g, "4D", "C-5", "9♠")


def test_switch_draw_then_only_the_drawn_card():  # S-6
    g = Game.from_position(SWITCH(players=2), hands=["3S 4D", "KH"], top="7S", stock=["9S"])
    g.apply(DRAW)
    refused(g, "3S", "S-6", "9♠", "drawn")
    refused(g, DRAW, "S-6", "9♠")


# -- wild cards without a suit; suits declared on cards that are not wild --

@pytest.mark.parametrize("rules, hand, card, rule", [
    (EIGHTS(players=2), "8C 4D", "8C", "C-4"),
    (SWITCH(players=2, wild_jacks=True), "JH 4D", "JH", "V-1"),
    (SWITCH(players=2, jokers=1), "joker 4D", "joker", "V-5"),
    (SWITCH(players=2, crazy_eights_house=True), "8S 4D", "8S", "V-9"),
], ids=["eight", "wild jack", "joker", "house eight"])
def test_wild_card_without_a_declared_suit(rules, hand, card, rule):  # C-4, V-1, V-5, V-9
    g = Game.from_position(rules, hands=[hand, "KH"], top="7C")
    refused(g, card, rule, Card.parse(card).text, "wild", "declare a suit")


@pytest.mark.parametrize("move", ["7S H", "4D D", Play(Card.parse("7S"), Suit.SPADES)])
def test_suit_declared_on_a_card_that_is_not_wild(move):
    g = Game.from_position(EIGHTS(players=2), hands=["7S 8C 4D", "KH"], top="7D")
    card = "7♠" if "7S" in str(getattr(move, "code", move)) else "4♦"
    refused(g, move, "X-2", card, "not wild")


# -- any move after the round ended --

@pytest.mark.parametrize("move", ["5C", DRAW, PASS, TAKE, KEEP, "KD"])
def test_moves_after_the_round_are_refused(move):  # X-1, S-16
    g = Game.from_position(SWITCH(players=2, match=Match.ROUNDS, rounds=3), hands=["3C", "5C KD"], top="9C")
    g.apply("3C")
    assert g.round_over and not g.match_over
    refused(g, move, "X-1", "round is over", "next round")


@pytest.mark.parametrize("rules, rule", [(SWITCH(players=2), "S-16"), (EIGHTS(players=2, target=50), "C-9")])
def test_moves_after_the_match_are_refused(rules, rule):  # S-16, C-9
    g = Game.from_position(rules, hands=["3C", "5C KD 8D"], top="9C")
    g.apply("3C")
    assert g.match_over
    for move in ("5C", DRAW, PASS):
        refused(g, move, rule, "match is over")
    state = g.state()
    with pytest.raises(IllegalMoveError) as caught:
        g.next_round()
    assert caught.value.rule == "S-16" and g.state() == state


def test_next_round_before_the_round_is_over():
    g = Game.from_position(SWITCH(players=2), hands=["3C", "5C"], top="9C")
    state = g.state()
    with pytest.raises(IllegalMoveError) as caught:
        g.next_round()
    assert caught.value.rule == "X-1" and "not over" in caught.value.reason and g.state() == state


# -- rules outside their ranges --

@pytest.mark.parametrize("players", [0, 1, 8, 12])
def test_switch_players_out_of_range(players):  # S-1
    rules_refused("S-1", "Switch", "2 to 7", str(players), players=players)


@pytest.mark.parametrize("players", [0, 1, 9])
def test_crazy_eights_players_out_of_range(players):  # C-1
    rules_refused("C-1", "Crazy Eights", "2 to 8", str(players), family=EIGHTS, players=players)


@pytest.mark.parametrize("target", [0, 40, 75, 501, 550])
def test_target_out_of_range(target):  # C-9
    rules_refused("C-9", "target", "50 to 500", str(target), family=EIGHTS, target=target)


@pytest.mark.parametrize("family, players, size, rule", [
    (SWITCH, 4, 13, "S-3"), (SWITCH, 7, 15, "S-3"), (EIGHTS, 5, 11, "C-1"), (EIGHTS, 8, 7, "C-1"),
])
def test_deal_larger_than_the_deck(family, players, size, rule):  # S-3, C-1
    cards = 52 * (2 if family is SWITCH and players == 7 else 1)
    rules_refused(rule, str(players * size + 1), str(cards), family=family, players=players, hand_size=size)


def test_changing_rules_out_of_range_is_refused_too():  # S-1, C-9
    rules = EIGHTS(players=4)
    with pytest.raises(RulesError) as caught:
        rules.replace(target=125)
    assert caught.value.rule == "C-9" and rules.target == 200
    with pytest.raises(RulesError) as caught:
        SWITCH().replace(players=9)
    assert caught.value.rule == "S-1"


# -- malformed cards --

@pytest.mark.parametrize("text, why", [
    ("1H", "'1' is not a rank"), ("11S", "'11' is not a rank"), ("7X", "'X' is not a suit"), ("", "empty"),
])
def test_malformed_card_is_refused(text, why):
    g = Game.from_position(SWITCH(players=2), hands=["7S 8C", "KH"], top="7D")
    e = refused(g, text, "X-1", repr(text), why, error=CardError)
    assert isinstance(e, ValueError)
    assert not g.is_legal(text)
    with pytest.raises(CardError) as caught:
        Card.parse(text)
    assert caught.value.rule == "X-1" and repr(text) in str(caught.value)
