"""Thousands of random clicks, legal and not, in and out of turn: the game
stays whole (X-7) and every hand on screen is the game's hand."""

import random
from collections import Counter

import pytest

from switchcore import Game, Play, Rules, deck
from tutorial import GameController, HandWidget, TableWidget

RULES = [
    Rules.switch(players=3),
    Rules.crazy_eights(players=4, special_cards=True),
    Rules.switch(players=2, wild_jacks=True, jokers=2, stacked_skips=False, fours_draw_four=True),
    Rules.switch(players=3, black_jacks_stack=True, stacked_skips=True, king_stop=True),
]


def buttons(hand: HandWidget):
    """Every button of the widget, shown or not (stale buttons get clicked too)."""
    return (list(hand._slots) + list(hand.action_buttons.values())
            + list(hand.suit_buttons.values()) + list(hand.suits_box.children[-1:]))


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_random_clicks_keep_the_game_whole_and_the_screen_true(rules):
    rng = random.Random(f"stress/{rules}")
    game = Game(rules, seed=rng.randrange(1000))
    ctl = GameController(game)
    hands = [HandWidget(ctl, seat) for seat in range(rules.players)]
    table = TableWidget(ctl, show_all=True)
    full = Counter(deck(rules.decks, rules.jokers))
    moves = rounds = 0
    for event in range(1000):
        if game.round_over:
            moves, rounds = moves + len(game.moves), rounds + 1
            ctl.set_game(game := Game(rules, seed=rng.randrange(1000)))
        hand = rng.choice(hands) if rng.random() < 0.3 else hands[game.turn]
        if rng.random() < 0.1:
            hand.last_card.value = not hand.last_card.value
        legal = game.legal_moves() if hand.seat == game.turn else []
        if legal and rng.random() < 0.5:      # aim at a legal move half the time
            move = rng.choice(legal)
            button = hand.button(move.card) if isinstance(move, Play) else hand.action_buttons[move]
        else:
            button = rng.choice(buttons(hand))
        button.click()
        if rng.random() < 0.05:
            button.click()                    # a double click
        if hand.asking_suit() and rng.random() < 0.8:
            rng.choice(list(hand.suit_buttons.values())).click()
        assert game.cards_in_play() == full
        for seat, widget in enumerate(hands):
            assert widget.shown_cards() == [c.text for c in game.hand(seat)], (event, seat)
            assert not widget.errors
        assert table.status_text().splitlines()[0].startswith(f"Top card: {game.top.text}.")
    assert moves + len(game.moves) > 300
