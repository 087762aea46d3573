"""Scenarios: every shipped one loads and plays; broken ones fail naming the step."""

import json
from collections import Counter

import pytest

from switchcore import Card, Play, Suit, deck
from tutorial.scenario import Scenario, ScenarioError, load_scenario, scenario_names

WALK = {"title": "t", "rules": {"family": "crazy_eights", "players": 2},
        "position": {"hands": ["7S 8C KD", "2H 3C 5D 9H"], "top": "7H"}}


@pytest.mark.parametrize("name", scenario_names())
def test_every_shipped_scenario_loads_and_keeps_every_card(name):
    scenario = load_scenario(name)
    states = scenario.states()
    assert len(states) == len(scenario.steps) + 1
    full = Counter(deck(scenario.rules.decks, scenario.rules.jokers))
    start = states[0].cards_in_play()
    if scenario.data.get("position", {}).get("fill", True):
        assert start == full
    else:   # a position with only the cards it names (an empty stock, say)
        assert start <= full and start != full
    for game in states:
        assert game.cards_in_play() == start


def test_the_shipped_set_covers_each_special_card_and_variant():
    titles = " ".join(load_scenario(n).title for n in scenario_names())
    for rule in ["S-7", "S-8", "S-9", "S-10", "S-11", "S-12", "S-13"] + [f"V-{i}" for i in range(1, 10)]:
        assert rule in titles, rule


def test_walkthrough_follows_rules_md():  # C-3, C-4, C-5, C-8
    scenario = load_scenario("walkthrough")
    start = scenario.start
    assert not start.explain("KD", 0).legal and start.explain("KD", 0).rule == "X-2"
    states = scenario.states()
    assert states[1].suit is Suit.SPADES                       # step 1: 7♠, spades now
    drew = [e for e in states[4].log if e.kind == "drew"]
    assert [str(e.card) for e in drew] == ["4♥", "Q♠"]          # step 2: one at a time until one fits
    assert str(states[4].top) == "Q♠"
    assert states[5].suit is Suit.DIAMONDS and str(states[5].top) == "8♣"   # step 3
    final = states[-1]
    assert final.round_over and final.result.scores[1] == 60     # step 4: 50 + 10 (C-8)
    assert str(final.result.hands[0]) == "8♣ K♦"


def test_a_refused_step_names_its_number_and_the_rule():
    data = dict(WALK, steps=[{"move": "7S", "say": "a"}, {"move": "KH", "say": "b"}])
    with pytest.raises(ScenarioError, match=r"step 2 \(KH\): \[X-1\] Ben has no K♥"):
        Scenario.load(data)


def test_an_expected_choice_that_is_illegal_names_the_step():
    data = dict(WALK, steps=[{"choose": True, "expect": ["KD"], "say": "a"}])
    with pytest.raises(ScenarioError, match="step 1: none of"):
        Scenario.load(data)


def test_steps_after_a_free_choice_are_checked_along_every_choice():
    # after 7♠ Ben can play nothing but after 8♣ (declaring hearts) he can play 2♥:
    data = dict(WALK, steps=[{"choose": True, "say": "a"}, {"move": "2H", "say": "b"}])
    with pytest.raises(ScenarioError, match=r"step 2 \(2H\)"):
        Scenario.load(data)


@pytest.mark.parametrize("bad, words", [
    ({"rules": {"family": "poker"}}, "rules:"),
    ({"rules": {"family": "switch", "players": 9}}, r"rules: \[S-1\]"),
    ({"position": {"hands": ["7S 7S"], "top": "7H"}}, r"position: \[X-7\]"),
    ({"steps": [{"move": "1H", "say": "x"}]}, "step 1:"),
    ({"steps": [{"move": "7S"}]}, "step 1: a step is a mapping"),
])
def test_malformed_scenarios_fail_loudly(bad, words):
    with pytest.raises(ScenarioError, match=words):
        Scenario.load({**WALK, "steps": [], **bad})


def test_a_scenario_is_plain_json(tmp_path):
    data = dict(WALK, steps=[{"move": "7S", "say": "Same rank."}])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert Scenario.load(path).states()[1].top is Card.parse("7S")
    assert Scenario.load(json.dumps(data)).states()[1].top is Card.parse("7S")


def test_states_are_independent_copies():
    scenario = load_scenario("twos")
    a, b = scenario.states(), scenario.states()
    a[1].apply(a[1].legal_moves()[0])
    assert b[1] == scenario.states()[1] and a[1] != b[1]


def test_a_choice_can_be_given_to_states():
    scenario = load_scenario("walkthrough")
    states = scenario.states({1: "7S"})
    assert states[1].moves[-1] == Play(Card.parse("7S"))


# -- the scenarios that teach a rule by a click: the rule's event at the step the text says ----


def events(scenario, index, choices=None):
    """The events of step ``index`` (counting from 1): what the log gained then."""
    states = scenario.states(choices)
    before, after = states[index - 1], states[index]
    return [e for e in after.log[len(before.log):]] if after.round_no == before.round_no else list(after.log)


def test_reshuffle_rebuilds_the_stock_at_the_first_draw():
    scenario = load_scenario("reshuffle")
    start = scenario.start
    assert start.stock_size == 0 and len(start.discard) == 5
    first = events(scenario, 1)
    assert [e.kind for e in first][:2] == ["reshuffled", "drew"] and first[0].rule == "X-3"
    after = scenario.states()[1]
    assert str(after.top) == "9♣" and len(after.discard) == 1 and after.stock_size == 3
    assert str(first[1].card) == "5♦" and "5♦" in scenario.steps[0].then and after.turn == 1
    assert scenario.states()[2].stock_size == 2 and "2 cards are left" in scenario.steps[1].say


def test_blocked_switch_round_gives_the_lowest_hand_zero():
    scenario = load_scenario("blocked_switch")
    states = scenario.states()
    assert not any(g.round_over for g in states[:-1])
    final = states[-1]
    assert final.result.reason.value == "blocked" and final.result.rule == "X-8"
    assert final.result.scores == (0, 14, 22)
    assert "record zero. Ben records 14 and Cat 22" in scenario.steps[-1].say


def test_repetition_blocks_the_round_at_the_third_time():
    scenario = load_scenario("repetition")
    states = scenario.states()
    assert not any(g.round_over for g in states[:-1])
    circle = [e for e in events(scenario, len(scenario.steps)) if e.kind == "circle"]
    assert circle and circle[0].rule == "X-10" and "third time" in scenario.steps[-1].say
    assert states[-1].result.rule == "X-10" and states[-1].result.scores == (0, 19)
    # the position after the first, fifth and ninth step is the same one
    from switchcore.repetition import position
    assert position(states[1]) == position(states[5]) == position(states[9])


def test_dealer_is_chosen_by_the_cut_and_moves_one_seat():  # S-4, X-4
    from switchcore.deal import cut_for_dealer

    scenario = load_scenario("dealer")
    seat, cuts = cut_for_dealer(3, scenario.data["position"]["cut"])
    assert seat == 1 and len(cuts) == 1
    assert [str(cuts[0][s]) for s in range(3)] == ["K♣", "2♣", "4♣"]
    assert "Ann cuts K♣, Ben 2♣ and Cat 4♣" in scenario.intro
    states = scenario.states()
    assert states[0].dealer == 1 and states[1].round_over
    second = states[2]
    assert second.round_no == 2 and second.dealer == 2 and second.turn == 0 and second.direction == 1
    assert any(e.kind == "first" and e.rule == "X-4" for e in second.log)
    assert "Cat deals now, and you, on her left, play first" in scenario.steps[1].say


def test_special_cards_skip_reverse_and_draw_two():  # C-7
    scenario = load_scenario("special_cards")
    states = scenario.states()
    assert [e.kind for e in events(scenario, 1)][-1] == "skipped" and states[1].turn == 2
    assert "reversed" in [e.kind for e in events(scenario, 2)] and states[2].turn == 1
    pending = states[3].pending
    assert pending is not None and pending.amount == 2 and states[3].turn == 0
    assert [m.code for m in states[3].legal_moves()] == ["take"]   # 5♥ is a heart, but the two comes first
    assert all(e.rule == "C-7" for e in events(scenario, 4) if e.rule)
    assert len(states[4].hands[0]) == len(states[3].hands[0]) + 2 and states[4].turn == 2


def test_special_cards_twos_do_not_stack():  # C-7, as the scenario's step 3 says
    from switchcore import Game, Rules

    scenario = load_scenario("special_cards")
    assert "Twos do not stack here" in scenario.steps[2].say
    facing = Game.from_position(Rules.crazy_eights(players=3, special_cards=True),
                                hands=["2C 5H 9D", "4C KS", "6S 10C"], top="2H", pending=2)
    refused = facing.explain("2C", 0)
    assert not refused.legal and refused.rule == "C-7"


def test_an_eight_starter_goes_back_into_the_stock():  # C-2
    scenario = load_scenario("eight_starter")
    start = scenario.start
    buried = [e for e in start.log if e.kind == "starter_buried"]
    assert len(buried) == 1 and buried[0].rule == "C-2" and str(buried[0].card) == "8♥"
    assert str(start.top) == "2♦" and len(start.discard) == 1
    from switchcore import Card
    assert Card.parse("8H") in start.stock
    assert "8♥" in scenario.intro and "2♦" in scenario.intro


def test_blocked_crazy_eights_round_scores_the_others_minus_its_own():  # C-6
    scenario = load_scenario("blocked_crazy_eights")
    final = scenario.states()[-1]
    assert final.result.reason.value == "blocked" and final.result.rule == "C-6"
    assert final.result.scores == (0, 12, 0) and "9 + 10 − 7 = 12" in scenario.steps[-1].say
