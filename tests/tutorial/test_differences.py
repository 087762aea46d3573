"""effect_changes: only the cards a house rule changes, before and after."""

import pytest

from switchcore import Rules
from tutorial.differences import effect_changes

CLASSIC = Rules.switch(players=3)


@pytest.mark.parametrize("option, value, cards, rule", [
    ("wild_jacks", True, {"J♣ J♠", "J♦ J♥"}, "V-1"),
    ("fours_draw_four", True, {"4"}, "V-2"),
    ("king_stop", True, {"K"}, "V-3"),
    ("queens_reverse", True, {"Q", "A"}, "V-4"),
    ("jokers", 2, {"🃏"}, "V-5"),
    ("black_jacks_stack", True, {"J♣ J♠"}, "V-6"),
    ("stacked_skips", True, {"8"}, "V-7"),
    ("crazy_eights_house", True, {"8", "J♣ J♠"}, "V-9"),
])
def test_each_house_rule_shows_just_the_cards_it_changes(option, value, cards, rule):
    after = Rules.switch(players=3, **{option: value})
    changes = effect_changes(CLASSIC, after)
    assert {change.cards for change in changes.changes} == cards
    assert changes.settings == {option: value}
    text = str(changes)
    # The house rule in words, as the rules say it, not as code (wild_jacks=True).
    assert text.startswith(f"What changes when {after.changes_in_words(rule_ids=False)[option]}:\n")
    assert "=" not in text.splitlines()[0] and f"{option}=" not in text
    assert f"({rule})" in text and "before:" in text and "now:" in text
    # The unchanged cards stay out: the twos keep S-8 and are not listed.
    assert "S-8" not in text


def test_a_rule_that_leaves_the_table_alone_says_so():  # V-8 changes the start, not the cards
    changes = effect_changes(CLASSIC, Rules.switch(players=3, starter_effects=True))
    assert not changes and changes.changes == []
    assert "the table is the same" in str(changes)


def test_before_and_now_swap_when_the_rules_swap():
    on = Rules.switch(players=3, king_stop=True)
    forward, back = effect_changes(CLASSIC, on), effect_changes(on, CLASSIC)
    assert [(c.before, c.now) for c in forward.changes] == [(c.now, c.before) for c in back.changes]
    assert back.settings == {"king_stop": False}
    assert str(back).startswith("What changes with these rules:")  # a rule taken away has no phrase of its own


def test_the_answers_to_a_card_are_part_of_its_effect():  # V-6: same draw, new answers
    (change,) = effect_changes(CLASSIC, Rules.switch(players=3, black_jacks_stack=True)).changes
    assert "answered by J♦ J♥ (cancels) (S-10)" in change.before
    assert "answered by J♣ J♠ (adds 7), J♦ J♥ (cancels) (V-6)" in change.now


def test_crazy_eights_special_cards():  # C-7
    changes = effect_changes(Rules.crazy_eights(players=3), Rules.crazy_eights(players=3, special_cards=True))
    assert {c.cards for c in changes.changes} == {"A", "2", "Q"}
    assert all(c.before == "ordinary card" and c.now.endswith("(C-7)") for c in changes.changes)


def test_jokers_were_not_in_the_deck_before_they_were_added():  # V-5
    changes = effect_changes(CLASSIC, Rules.switch(players=3, jokers=2))
    assert [(c.cards, c.before) for c in changes.changes] == [("🃏", "not in the deck")]
    back = effect_changes(Rules.switch(players=3, jokers=2), CLASSIC)
    assert [(c.cards, c.now) for c in back.changes] == [("🃏", "not in the deck")]
