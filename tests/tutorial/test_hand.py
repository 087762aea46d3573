"""HandWidget driven by clicks: what changes in the game, and what is shown."""

import random

import pytest

from switchcore import DRAW, KEEP, PASS, TAKE, Game, Rules, Suit
from tutorial import GameController, HandWidget, settings

LABELS = {DRAW: "Draw", KEEP: "Keep", TAKE: "Take penalty", PASS: "Pass"}


def walkthrough():
    return Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 5D 9H"], top="7H")


@pytest.fixture
def rule_codes():
    """Sentences cite their rule, as a teacher may ask with the setting."""
    settings.show_rule_codes = True
    yield
    settings.show_rule_codes = False


def test_an_illegal_click_changes_nothing_and_says_why_in_plain_words():  # X-2
    game = walkthrough()
    before = game.state()
    hand = HandWidget(game, 0)
    hand.button("KD").click()
    assert game.state() == before
    assert hand.message_text() == ("K♦ cannot be played: K♦ matches neither the current suit (hearts) "
                                   "nor the rank of 7♥.")
    assert hand.shown_cards() == ["7♠", "8♣", "K♦"]
    assert hand.button("KD").tooltip.endswith("(X-2)") and hand.button("7S").tooltip.endswith("(X-2)")


def test_the_teacher_setting_brings_the_rule_codes_back(rule_codes):  # X-2
    hand = HandWidget(walkthrough(), 0)
    hand.button("KD").click()
    assert hand.message_text().endswith("nor the rank of 7♥ (X-2).")


def test_a_legal_click_plays_the_card():  # X-2
    game = walkthrough()
    hand = HandWidget(game, 0)
    hand.button("7S").click()
    assert str(game.top) == "7♠" and game.turn == 1
    assert hand.shown_cards() == ["8♣", "K♦"]
    assert "Ann played 7♠." in hand.message_text()


def test_legal_cards_stand_out_and_others_are_dimmed():
    hand = HandWidget(walkthrough(), 0)
    assert hand.button("7S")._dom_classes.count("sc-legal") == 1
    assert "sc-dim" in hand.button("KD")._dom_classes


def test_hints_can_be_switched_off_and_on():
    hand = HandWidget(walkthrough(), 0, hints=False)
    marked = lambda: [c for c in ("7S", "8C", "KD") if {"sc-legal", "sc-dim"} & set(hand.button(c)._dom_classes)]
    assert marked() == [] and hand.hints_toggle.value is False
    hand.hints_toggle.value = True
    assert marked() == ["7S", "8C", "KD"] and "sc-legal" in hand.button("8C")._dom_classes


def test_each_card_button_wears_its_picture():
    hand = HandWidget(walkthrough(), 0)
    for code in ("7S", "8C", "KD"):
        assert f"sc-face-{code}" in hand.button(code)._dom_classes
        assert f".sc-face-{code}{{background-image:url(data:image/svg+xml;base64," in hand.faces.value


def test_a_wild_card_asks_for_a_suit_then_plays_with_it():  # C-4
    game = walkthrough()
    hand = HandWidget(game, 0)
    assert not hand.asking_suit()
    hand.button("8C").click()
    assert hand.asking_suit() and len(game.discard) == 1
    hand.suit_buttons[Suit.DIAMONDS].click()
    assert game.suit is Suit.DIAMONDS and str(game.top) == "8♣" and not hand.asking_suit()


def test_the_suit_question_can_be_cancelled():
    game = walkthrough()
    hand = HandWidget(game, 0)
    before = game.state()
    hand.button("8C").click()
    hand.suits_box.children[-1].click()
    assert not hand.asking_suit() and game.state() == before


def test_out_of_turn_clicks_are_refused(rule_codes):  # X-1
    game = walkthrough()
    before = game.state()
    hand = HandWidget(game, 1)
    hand.button("2H").click()
    assert game.state() == before and "(X-1)" in hand.message_text()
    assert hand.shown_actions() == []


def test_a_stale_action_button_is_refused_with_the_rule(rule_codes):  # C-5
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["KD 3S", "2H"], top="7H", stock="4C QH")
    hand = HandWidget(game, 0)
    draw = hand.action_buttons[DRAW]
    draw.click()                       # 4♣ does not fit: must draw again (C-5)
    assert hand.shown_actions() == ["Draw"]
    draw.click()                       # Q♥ fits: it must be played
    assert hand.shown_actions() == []
    before = game.state()
    draw.click()                       # a double click on a button no longer shown
    assert game.state() == before and "(C-5)" in hand.message_text()


def test_keep_appears_after_drawing_a_playable_card(rule_codes):  # S-6
    game = Game.from_position(Rules.switch(players=2), hands=["KD 3S 9C", "2H 5C"], top="7H", stock="4H")
    hand = HandWidget(game, 0)
    assert hand.shown_actions() == ["Draw"]
    hand.action_buttons[DRAW].click()
    assert hand.shown_actions() == ["Keep"]
    hand.button("KD").click()
    assert "(S-6)" in hand.message_text()
    hand.action_buttons[KEEP].click()
    assert game.turn == 1 and len(game.hands[0]) == 4


def test_take_penalty_appears_facing_a_two(rule_codes):  # S-8
    game = Game.from_position(Rules.switch(players=2), hands=["KH 3C 9C", "2S 9D 4C"], top="2H", pending=2)
    hand = HandWidget(game, 0)
    assert hand.shown_actions() == ["Take penalty"]
    hand.button("KH").click()
    assert "(S-13)" in hand.message_text() and len(game.hands[0]) == 3
    hand.action_buttons[TAKE].click()
    assert len(game.hands[0]) == 5 and game.turn == 1


def test_pass_appears_when_nothing_can_be_drawn():  # X-3
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["KD 3S", "2C 5C"], top="7H", fill=False)
    hand = HandWidget(game, 0)
    assert hand.shown_actions() == ["Pass"]
    hand.action_buttons[PASS].click()
    assert game.turn == 1


def test_the_last_card_call_is_offered_and_used():  # S-7
    # late_call off: the forgotten call is paid with the play, as this test shows (S-7)
    game = Game.from_position(Rules.switch(players=2, late_call=False), hands=["5H 9H", "6C 7D 3S"], top="5C")
    hand = HandWidget(game, 0)
    assert hand.last_card in hand.actions.children
    hand.last_card.value = True
    hand.button("5H").click()
    assert [e.kind for e in game.log][-1] == "called" and len(game.hands[0]) == 1


def test_forgetting_the_call_costs_two_cards(rule_codes):  # S-7
    # late_call off: the forgotten call is paid with the play, as this test shows (S-7)
    game = Game.from_position(Rules.switch(players=2, late_call=False), hands=["5H 9H", "6C 7D 3S"], top="5C")
    hand = HandWidget(game, 0)
    hand.button("5H").click()
    assert len(game.hands[0]) == 3 and "(S-7)" in hand.message_text()
    assert hand.shown_cards() == [c.text for c in game.hand(0)]


def test_a_late_call_is_offered_until_the_next_player_acts():  # S-7
    game = Game.from_position(Rules.switch(players=2), hands=["5H 9H", "6C 7D 3S"], top="5C", stock="2C 3C")
    ann = HandWidget(game, 0)
    ann.button("5H").click()
    assert len(game.hands[0]) == 1 and ann.late_call in ann.actions.children
    assert "you may still call &quot;last card&quot;" in ann.title.value
    ann.late_call.click()
    assert len(game.hands[0]) == 1 and ann.late_call not in ann.actions.children
    assert ann.message_text().startswith('Ann called "last card" after the play')


def test_a_late_call_never_made_costs_two_cards_when_the_next_player_acts():  # S-7
    game = Game.from_position(Rules.switch(players=2), hands=["5H 9H", "6C 7D 3S"], top="5C", stock="2C 3C 4C")
    shared = GameController(game)
    ann, ben = HandWidget(shared, 0), HandWidget(shared, 1)
    ann.button("5H").click()
    ben.action_buttons[DRAW].click()
    assert len(game.hands[0]) == 3 and ann.late_call not in ann.actions.children


def test_the_call_is_not_offered_when_it_does_not_apply():
    hand = HandWidget(walkthrough(), 0)   # Crazy Eights: no call (S-7 off)
    assert hand.last_card not in hand.actions.children


@pytest.mark.parametrize("rules", [Rules.switch(players=3), Rules.crazy_eights(players=3, special_cards=True),
                                   Rules.switch(players=2, stacked_skips=True)])
def test_action_buttons_are_shown_exactly_when_legal(rules):  # S-6, S-8, C-5, X-3, V-7
    game = Game(rules, seed=5)
    ctl = GameController(game)
    hands = [HandWidget(ctl, s) for s in range(rules.players)]
    rng = random.Random(1)
    for _ in range(300):
        if game.round_over:
            break
        for seat, hand in enumerate(hands):
            legal = game.legal_moves() if seat == game.turn else []
            assert hand.shown_actions() == [LABELS[m] for m in LABELS if m in legal]
        ctl.apply(rng.choice(game.legal_moves()))


def test_an_exception_in_a_callback_is_shown_in_the_widget():
    game = walkthrough()

    def broken(move, events):
        raise RuntimeError("the lesson hook broke")

    hand = HandWidget(game, 0, on_move=broken)
    hand.button("7S").click()
    assert "RuntimeError: the lesson hook broke" in hand.message_text()
    assert "sc-error" in hand.message._dom_classes and len(hand.errors) == 1


def test_css_classes_name_the_parts():
    hand = HandWidget(walkthrough(), 0)
    assert "sc-hand" in hand._dom_classes
    assert "sc-card-button" in hand.button("7S")._dom_classes and "sc-card-7S" in hand.button("7S")._dom_classes
    assert "sc-suit-H" in hand.suit_buttons[Suit.HEARTS]._dom_classes
    assert "sc-draw" in hand.action_buttons[DRAW]._dom_classes and "sc-message" in hand.message._dom_classes
