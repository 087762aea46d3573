"""RulesPanel: the same position re-evaluated under the rules toggled."""

from switchcore import Game
from tutorial import RulesPanel


def position(rules):
    return Game.from_position(rules, hands=["8S JC 4H QH", "2H 3C"], top="7H")


def test_family_and_variants_change_which_cards_light_up():  # X-2, C-4, V-1
    panel = RulesPanel(position, players=2)
    assert panel.legal_cards() == {"4♥", "Q♥"}
    assert "sc-dim" in panel.hand.button("8S")._dom_classes
    panel.family.value = "crazy_eights"
    assert panel.legal_cards() == {"4♥", "Q♥", "8♠"}          # C-4
    assert "sc-legal" in panel.hand.button("8S")._dom_classes
    panel.toggles["wild_jacks"].value = True
    assert panel.legal_cards() == {"4♥", "Q♥", "8♠", "J♣"}    # V-1
    assert "V-1" in panel.effects_text() and "C-4" in panel.effects_text()


def test_the_effect_table_follows_the_toggles():  # C-7, V-3
    panel = RulesPanel(position, players=2, family="crazy_eights")
    assert "C-7" not in panel.effects_text()
    panel.toggles["special_cards"].value = True
    assert "C-7" in panel.effects_text()
    panel.family.value = "switch"
    assert "S-10" in panel.effects_text() and "C-7" not in panel.effects_text()
    panel.toggles["king_stop"].value = True
    assert "V-3" in panel.effects_text()


def test_options_of_the_other_family_are_disabled():
    panel = RulesPanel(position, players=2)
    assert panel.toggles["special_cards"].disabled and not panel.toggles["stacked_skips"].disabled
    panel.family.value = "crazy_eights"
    assert not panel.toggles["special_cards"].disabled and panel.toggles["stacked_skips"].disabled


def test_settings_that_cannot_go_together_are_explained_and_the_game_kept():  # V-6
    panel = RulesPanel(position, players=2)
    panel.toggles["black_jacks_stack"].value = True
    kept = panel.controller.game
    panel.toggles["wild_jacks"].value = True
    assert "[V-6]" in panel.message.value and panel.controller.game is kept


def test_a_broken_factory_is_shown_in_the_panel():
    calls = []

    def factory(rules):
        calls.append(rules)
        if len(calls) > 1:
            raise KeyError("no such position")
        return position(rules)

    panel = RulesPanel(factory, players=2)
    panel.toggles["king_stop"].value = True
    assert "KeyError" in panel.message.value and panel.errors
