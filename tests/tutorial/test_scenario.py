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
