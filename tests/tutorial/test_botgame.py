"""BotGame: whole matches, rounds revealed, the chart, a human seat."""

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
    assert len(bg.chart.outputs) == 1 and "image/png" in bg.chart.outputs[0]["data"]
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
    assert "round 2" in bg.message.value
