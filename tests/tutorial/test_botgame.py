"""BotGame: whole matches, rounds revealed, the chart, a human seat."""

import html
import re

import pytest

from switchcore import Play
from tutorial import BotGame

FIRST = {"first": lambda view: view.legal_moves[0]}


class Cautious:
    """A bot class: draws when it may, else the first legal move."""

    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        plain = [m for m in view.legal_moves if not isinstance(m, Play)]
        return plain[0] if plain and plain[0].code != "keep" else view.legal_moves[0]


@pytest.mark.parametrize("family, players, length", [("switch", 4, 2), ("crazy_eights", 3, 50),
                                                     ("crazy_eights", 8, 50), ("switch", 2, 2)])
def test_a_bot_match_runs_to_its_end(family, players, length):  # S-16, C-9
    bg = BotGame(players=players, family=family, levels=["first"] * players, strategies=FIRST, delay=0,
                 length=length)
    bg.play_match()
    game = bg.game
    assert game.match_over and not bg.errors
    if family == "switch":
        assert len(game.results) == length
    else:
        assert max(game.totals) >= length
    assert bg.next_round_button.layout.display == "none"
    assert "wins the match" in bg.message.value or "win the match" in bg.message.value


def test_each_round_is_revealed_and_charted():  # C-10
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=2)
    bg.start()
    assert bg.game.round_over and bg.next_round_button.layout.display is None
    assert "hand points" in bg.table.result.value and bg.table.result.value.count("<svg") >= 1
    (chart,) = bg.chart.outputs
    picture = chart["data"]["text/html"]   # a PNG with its words for screen readers
    assert "src='data:image/png;base64," in picture and f'alt="Totals after each round: after round 1, ' in picture
    bg.next_round_button.click()
    assert bg.game.match_over and len(bg.game.results) == 2


def test_a_human_seat_waits_for_clicks_and_bots_answer():
    bg = BotGame(players=3, levels=["human", "cautious", "first"], strategies={**FIRST, "cautious": Cautious},
                 delay=0, length=1, seed=0)
    bg.start()
    game = bg.game
    assert game.turn == 0 and len(bg.hands) == 1 and not game.round_over
    hand = bg.hands[0]
    moves = game.legal_moves()
    play = next((m for m in moves if isinstance(m, Play) and m.suit is None and not m.announce), None)
    if play is not None:
        hand.button(play.card).click()
    else:
        hand.actions.children[-1].click()
    assert len(game.moves) > 1 and (game.turn == 0 or game.round_over)
    assert hand.shown_cards() == [c.text for c in game.hand(0)]


def test_setup_controls_change_the_match():
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0)
    bg.players.value = 5
    assert len(bg.levels_box.children) == 5
    bg.family.value = "crazy_eights"
    assert bg.length.description == "Target" and bg.toggles["crazy_eights_house"].disabled
    bg.length.value = 50
    bg.toggles["special_cards"].value = True
    bg.start_button.click()
    assert bg.game.rules.special_cards and bg.game.rules.players == 5 and bg.game.rules.target == 50


def test_a_bot_that_breaks_is_shown_in_the_widget():
    def broken(view):
        raise ValueError("the bot lost its cards")

    bg = BotGame(players=2, levels=["broken", "broken"], strategies={"broken": broken}, delay=0)
    bg.start_button.click()
    assert "ValueError: the bot lost its cards" in bg.message.value and bg.errors


def test_an_illegal_bot_move_is_shown_with_its_rule():
    # Seed 0 deals K♥ to neither bot, so the move is refused as a card not held.
    bg = BotGame(players=2, levels=["bad", "bad"], strategies={"bad": lambda view: "KH"}, delay=0, seed=0)
    bg.start_button.click()
    assert "IllegalMoveError" in bg.message.value and "[X-1]" in bg.message.value


def test_each_deal_is_fresh_and_the_seed_box_replays_one():
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=1)
    seeds = set()
    for _ in range(5):
        bg.start_button.click()
        seeds.add(bg.seed)
        assert bg.deal_text() == f"Seed of this deal: {bg.seed}."
    assert len(seeds) > 1, "five deals in a row all used the same seed"
    first_hands = None
    bg.seed_box.value = " 1234 "
    for _ in range(2):
        bg.start_button.click()
        hands = [list(h) for h in bg.game.results[0].hands]
        assert bg.seed == 1234 and (first_hands is None or hands == first_hands)
        first_hands = hands


def test_a_seeded_global_random_does_not_repeat_the_deals():
    import random

    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=1)
    seeds = []
    for _ in range(3):
        random.seed(1)
        bg.start()
        seeds.append(bg.seed)
    assert len(set(seeds)) > 1, seeds


def test_a_seed_given_in_code_fills_the_box():
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=1, seed=7)
    assert bg.seed_box.value == "7"
    bg.start()
    assert bg.seed == 7 and "Seed of this deal: 7." == bg.deal_text()


def test_a_seed_that_is_not_a_number_is_refused_and_nothing_is_dealt():
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=1)
    bg.seed_box.value = "seven"
    bg.start_button.click()
    assert bg.game is None and not bg.errors
    assert "whole number" in bg.message.value and "seven" in bg.message.value


def test_the_log_lists_the_newest_event_first():
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0, length=1, seed=3)
    bg.start()
    shown = bg.table.log_text()
    assert shown[0] == str(bg.game.log[-1]) and shown[1] == str(bg.game.log[-2])
    assert "reversed" in bg.table.log_box.value


@pytest.mark.parametrize("seed, winner", [(1, 0), (3, 1)])
def test_no_message_of_the_last_move_stays_under_the_hand_after_the_round(seed, winner):
    """Whether the learner (seat 0) or the bot goes out, the hand's message
    area is empty once the round is over."""
    bg = BotGame(players=2, levels=["human", "first"], strategies=FIRST, delay=0, length=2, seed=seed)
    bg.start()
    hand, game = bg.hands[0], bg.game
    moves = 0
    while not game.round_over:
        assert moves < 300, "the round did not end"
        legal = game.legal_moves()
        move = next((m for m in legal if isinstance(m, Play) and m.announce), legal[0])  # S-7
        if isinstance(move, Play):
            hand.last_card.value = move.announce
            hand.button(move.card).click()
            if move.suit is not None:
                hand.suit_buttons[move.suit].click()
        else:
            hand.action_buttons[move].click()
        moves += 1
        if not game.round_over:
            assert hand.message_text(), "a move by the learner should be answered under the hand"
    assert game.results[0].winners == (winner,)
    assert hand.message_text() == "" and not bg.errors
    assert "Round 1 is over" in bg.message.value and "Next round" in bg.message.value
    bg.next_round_button.click()
    assert "Switch for 2 players; the match lasts 2 rounds. Round 2." in bg.message.value


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl", "es"])
def test_the_status_line_says_the_rules_in_words_in_every_language(lang):  # S-16
    import tutorial
    from switchcore import Rules

    tutorial.language(lang)
    try:
        bg = BotGame(players=4, family="switch", levels=["human", "first", "first", "first"], strategies=FIRST,
                     length=3, seed=3, delay=0)
        bg.start()
        said = html.unescape(bg.message.value)
        assert Rules.switch(players=4, match="rounds", rounds=3).describe(rule_ids=False).rstrip(".") in said
        assert "=" not in re.sub(r"<[^>]+>", "", said), said   # words, not option=value
    finally:
        tutorial.language("en")


# -- the length of a match: only what the rules accept (C-9, S-16) ----------------------

def test_the_target_menu_offers_the_targets_the_rules_accept_and_starts_at_200():  # C-9
    bg = BotGame(players=3, family="crazy_eights", levels=["first"] * 3, strategies=FIRST, delay=0)
    assert bg.length.description == "Target" and bg.length.value == 200
    assert list(bg.length.options) == list(range(50, 501, 50))
    for target in bg.length.options:  # every choice deals a game with that target, without an error
        bg.length.value = target
        bg.start_button.click()
        assert bg.game.rules.target == target and not bg.errors
    with pytest.raises(Exception):   # the menu holds nothing else to choose
        bg.length.value = 120
    assert bg.length.value == 500


def test_the_menu_follows_the_family():  # C-9, S-16
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0)
    assert bg.length.description == "Rounds" and bg.length.value == 3
    assert bg.length.options[0] == 1 and bg.length.options[-1] == 100
    bg.family.value = "crazy_eights"
    assert bg.length.value == 200 and 120 not in bg.length.options and 150 in bg.length.options
    bg.family.value = "switch"
    assert bg.length.description == "Rounds" and bg.length.value == 3


def test_a_target_the_rules_refuse_is_refused_in_code_with_the_choices():  # C-9
    with pytest.raises(ValueError, match=r'length must be 50, 100, .* or 500, not 120\.'):
        BotGame(players=3, family="crazy_eights", levels=["first"] * 3, strategies=FIRST, length=120)


def test_settings_that_cannot_go_together_are_said_in_words():  # V-6
    bg = BotGame(players=3, levels=["first"] * 3, strategies=FIRST, delay=0)
    bg.toggles["black_jacks_stack"].value = True
    bg.toggles["wild_jacks"].value = True
    bg.start_button.click()
    assert "cannot go together" in bg.message.value and "black jacks can only stack" in bg.message.value
    assert "went wrong" not in bg.message.value and bg.game is None and not bg.errors


# -- the late "last card" call (S-7) ---------------------------------------------------------

def _one_card_away(**options):
    """Ann (the learner) holds 3♣ 4♦ on 9♣, Ben and Cat are bots: 3♣ leaves one card."""
    from switchcore import Game

    bg = BotGame(players=3, levels=["human", "first", "first"], strategies=FIRST, delay=0, seed=1, **options)
    bg.start()
    rules = bg.game.rules
    bg.controller.set_game(Game.from_position(rules, hands=["3C 4D", "5C 6H 9D", "KC QC 2S"], top="9C",
                                              stock=["KH", "QS", "2D", "7C", "8H", "5S"], fill=False))
    hand = bg.hands[0]
    hand.button("3C").click()   # without the call
    return bg, hand


def test_the_bots_wait_for_a_late_call_and_the_call_can_be_clicked():  # S-7
    bg, hand = _one_card_away()
    game = bg.game
    assert game.late == 0 and game.turn == 1 and bg.waiting_for_call
    assert hand.late_call in hand.actions.children and 'still call &quot;last card&quot;' in hand.title.value
    hand.late_call.click()
    assert not bg.waiting_for_call and game.late is None and not bg.errors
    assert len(game.hand(0)) == 1 and game.turn == 0  # no penalty; Ben and Cat have played
    assert "did not call" not in bg.message.value
    assert 'Ann called "last card" after the play' in " ".join(bg.table.log_text())


def test_without_the_call_the_penalty_shows_in_the_status_line_and_under_the_hand():  # S-7
    bg, hand = _one_card_away()
    game = bg.game
    assert bg.waiting_for_call and "Ann played 3♣." in hand.message_text()
    bg.go_on()   # the wait is over
    assert not bg.waiting_for_call and game.turn == 0 and len(game.hand(0)) == 3
    said = 'Ann did not call "last card" and draws 2 as a penalty.'
    assert said in html.unescape(bg.message.value) and said in hand.message_text()
    children = bg.play_area.children
    assert children.index(bg.message) < children.index(hand)  # the status line sits above the hand
    move = game.legal_moves()[0]
    if hasattr(move, "card"):
        hand.button(move.card).click()
    else:
        hand.action_buttons[move].click()
    assert "did not call" not in bg.message.value   # the learner has moved on


def test_the_wait_ends_by_itself_on_a_running_event_loop():  # S-7
    import asyncio

    async def play():
        bg, _hand = _one_card_away(call_wait=0.05)
        assert bg.waiting_for_call and bg.game.turn == 1
        await asyncio.sleep(0.3)
        return bg

    bg = asyncio.run(play())
    assert not bg.waiting_for_call and bg.game.turn == 0 and len(bg.game.hand(0)) == 3 and not bg.errors


def test_a_new_deal_ends_the_wait():  # S-7
    bg, _hand = _one_card_away()
    bg.start()
    assert not bg.waiting_for_call and bg._timer is None


def test_a_call_with_the_play_needs_no_wait():  # S-7
    from switchcore import Game

    bg = BotGame(players=3, levels=["human", "first", "first"], strategies=FIRST, delay=0, seed=1)
    bg.start()
    bg.controller.set_game(Game.from_position(bg.game.rules, hands=["3C 4D", "5C 6H 9D", "KC QC 2S"], top="9C",
                                              stock=["KH", "QS", "2D", "7C"], fill=False))
    hand = bg.hands[0]
    hand.last_card.value = True
    hand.button("3C").click()
    assert not bg.waiting_for_call and bg.game.turn == 0 and len(bg.game.hand(0)) == 1


def test_the_time_left_for_the_late_call_is_shown_above_the_hand():  # S-7
    bg, hand = _one_card_away(call_wait=6)
    assert bg.waiting_for_call and bg.call_seconds_left() == 6
    children = bg.play_area.children
    assert children.index(bg.call_clock) < children.index(hand)
    assert html.unescape(bg.call_clock.value).endswith('Time left to call “last card”: 6 s.</div>')
    hand.late_call.click()
    assert bg.call_clock.value == "" and bg.call_seconds_left() is None


def test_the_game_page_lengthens_the_late_call_window():  # S-7
    """A timed window a learner can lengthen (WCAG 2.2.1): the menu of the
    setup offers longer waits, and the one chosen is the one the bots keep."""
    bg = BotGame(players=3, levels=["human", "first", "first"], strategies=FIRST, delay=0, seed=1)
    waits = [value for _label, value in bg.call_wait_box.options]
    assert bg.call_wait_box.value == bg.call_wait == min(waits) and max(waits) >= 60, waits
    assert bg.call_wait_box.description   # the menu has a name a screen reader says
    bg.call_wait_box.value = 30.0
    assert bg.call_wait == 30.0
    bg, _hand = _one_card_away(call_wait=30.0)
    assert bg.waiting_for_call and bg.call_seconds_left() == 30


def test_the_clock_counts_down_on_a_running_event_loop():  # S-7
    import asyncio

    async def play():
        bg, _hand = _one_card_away(call_wait=2.2)
        await asyncio.sleep(1.1)
        return bg, html.unescape(bg.call_clock.value)

    bg, said = asyncio.run(play())
    assert said.endswith("2 s.</div>"), said
    assert bg.waiting_for_call


def test_a_match_over_offers_a_new_one_by_the_hand():  # S-16
    bg = BotGame(players=2, levels=["human", "first"], strategies=FIRST, delay=0, seed=1, length=1)
    bg.start()
    assert bg.new_match_button.layout.display == "none"
    assert bg.play_area.children.index(bg.new_match_button) < bg.play_area.children.index(bg.hands[0])
    for _ in range(500):
        if bg.game.match_over:
            break
        move = bg.game.legal_moves()[0]
        bg.controller.apply(move, bg.game.turn)
        bg.run_bots()
    assert bg.game.match_over and bg.new_match_button.layout.display is None
    first = bg.game
    bg.new_match_button.click()
    assert bg.game is not first and not bg.game.match_over and not bg.game.results
    assert bg.new_match_button.layout.display == "none" and not bg.errors
