"""TableWidget: what the table says, and that it follows the shared game."""

from switchcore import Game, Rules, Suit
from tutorial import GameController, HandWidget, TableWidget


def test_the_current_suit_is_said_plainly_after_a_wild():  # C-4
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
    ctl = GameController(game)
    table, hand = TableWidget(ctl), HandWidget(ctl, 0)
    assert "Current suit: hearts ♥." in table.status_text()
    hand.button("8C").click()
    hand.suit_buttons[Suit.DIAMONDS].click()
    assert "Current suit: diamonds ♦ (declared with 8♣)." in table.status_text()
    assert "Ann declared diamonds: the next card must be diamonds or wild." in table.log_text()


def test_the_pending_effect_is_a_sentence():  # S-8
    game = Game.from_position(Rules.switch(players=2), hands=["2S 9D 4C", "KH 3C 2D"], top="2H", pending=2)
    ctl = GameController(game)
    table = TableWidget(ctl)
    assert "Ann must draw 2 or play a 2." in table.status_text()
    ctl.apply("2S")
    assert "Ben must draw 4 or play a 2." in table.status_text()


def test_direction_stock_discard_and_turn():  # S-12
    game = Game.from_position(Rules.switch(players=3), hands=["AH 5C 9S", "3H", "4H 6C"], top="10H")
    ctl = GameController(game)
    table = TableWidget(ctl)
    assert "Play goes clockwise ↻." in table.status_text()
    assert "Stock: 45 cards. Discard pile: 1 card." in table.status_text()
    ctl.apply("AH")
    assert "Play goes anticlockwise ↺." in table.status_text()
    assert table.seat_lines() == ["Ann: 2 cards, total 0", "Ben: 1 card, total 0", "▶ Cat: 2 cards, total 0"]


def test_hands_are_hidden_unless_shown():
    game = Game.from_position(Rules.switch(players=2), hands=["AH 5C 9S", "3H 4D"], top="10H")
    mine = TableWidget(game, seat=0)
    shown = mine.seats.value
    assert all(f'data-card="{c}"' in shown for c in ("AH", "5C", "9S"))
    assert not any(f'data-card="{c}"' in shown for c in ("3H", "4D"))  # Ben's cards stay face down
    assert shown.count('data-card="back"') == 2 and "2 cards," in shown
    everyone = TableWidget(game, show_all=True).seats.value
    assert all(f'data-card="{c}"' in everyone for c in ("AH", "5C", "9S", "3H", "4D"))
    assert 'data-card="back"' not in everyone


def test_the_log_hides_other_players_draws():  # S-6
    game = Game.from_position(Rules.switch(players=2), hands=["KD 3S", "2C 5C"], top="7H", stock="4C", turn=1)
    ctl = GameController(game)
    mine, everyone = TableWidget(ctl, seat=0), TableWidget(ctl, show_all=True)
    ctl.apply("draw")
    assert "Ben drew a card." in mine.log_text() and "Ben drew 4♣." in everyone.log_text()


def test_the_end_of_a_round_shows_every_hand_points_and_totals():  # C-10
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["8C KD", "6S"], top="QS", turn=1)
    ctl = GameController(game)
    table = TableWidget(ctl, seat=0)
    ctl.apply("6S")
    text = table.result_text()
    assert "Ben went out" in text and "60" in text
    assert table.seats.value.count("<svg") == 2          # hands face up after the round (C-10)
    assert "Ben: 0 cards, total 60" in table.seat_lines()


def test_refresh_follows_a_new_game():
    ctl = GameController(Game.from_position(Rules.switch(players=2), hands=["KD", "2C"], top="7D"))
    table = TableWidget(ctl)
    ctl.set_game(Game.from_position(Rules.switch(players=2), hands=["KD", "2C"], top="9S"))
    assert table.status_text().startswith("Top card: 9♠.")


def test_every_log_of_the_lessons_lists_the_newest_event_first():
    """One order everywhere: a table built as lessons 06 and 09 and the rules
    panel build theirs (no order asked for) reads newest first, as the
    step-throughs and the bot game do."""
    from tutorial import RulesPanel

    game = Game.from_position(Rules.switch(players=2), hands=["9H 3C KD", "4D 9S 2S"], top="9C")
    ctl = GameController(game)
    table = TableWidget(ctl, show_all=True)
    ctl.apply("9H")
    ctl.apply("9S")
    assert table.log_text()[0].startswith("Ben played 9♠"), table.log_text()
    panel = RulesPanel(lambda rules: Game.from_position(rules, hands=["8S JC 4H", "2H 4C"], top="7H"), players=2)
    panel.hand.button("4H").click()
    assert panel.table.newest_first and panel.table.log_text()[0].startswith("Ann played 4♥"), panel.table.log_text()
