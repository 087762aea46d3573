"""A set of rules in words (Rules.describe): the family, the players, and
each setting that differs from the family's preset as a short phrase, in
each of the five languages, with no setting written as code and, outside
English, no English word. The lessons print it where they used to print
``str(rules)`` ("Switch, 3 players (scoring=points, match=target)")."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given, settings

from switchcore import DrawRule, Family, Match, Rules, Scoring, speak, use_language
from switchcore.messages import LANGUAGES, say
from tests.core.conftest import any_rules
from tests.core.test_languages import english_words

#: The settings' names and the choices' values as Python writes them: none
#: may show in a description (the plain words among them, such as "draw" or
#: "target", are English words too, and are looked for only as code).
NAMES = sorted({f.name for f in dataclasses.fields(Rules) if f.init} |
               {m.value for kind in (Family, DrawRule, Scoring, Match) for m in kind}, key=len, reverse=True)
CODE = re.compile(rf"=|\b({'|'.join(n for n in NAMES if '_' in n)}|scoring|Scoring|Match|DrawRule|Family)\b|"
                  rf"\b({'|'.join(NAMES)})=|\[[A-Z]-\d+\]")
RULE_ID = re.compile(r"\([A-Z]-\d+\)")

RULES = {
    "switch": Rules.switch(players=3),
    "crazy eights": Rules.crazy_eights(players=2),
    "lesson 07": Rules.switch(players=3, scoring="points", match="target", target=200),
    "lesson 08": Rules.crazy_eights(players=3, scoring="penalty", match="elimination", cap=100),
    "switch house rules": Rules.switch(players=5, fours_draw_four=True, king_stop=True, black_jacks_stack=True,
                                       stacked_skips=True, jokers=2, starter_effects=True, queens_reverse=True,
                                       match="rounds", rounds=2),
    "switch dealt and drawn otherwise": Rules.switch(players=7, decks=1, hand_size=5, draw="until_playable",
                                                     last_card_penalty=0, crazy_eights_house=True, jokers=1,
                                                     black_jack_fifty=True, wild_jacks=True, match="elimination",
                                                     cap=60),
    "crazy eights special cards": Rules.crazy_eights(players=3, special_cards=True, twos_stack=True, target=100),
    "crazy eights with a call": Rules.crazy_eights(players=4, decks=2, draw="one", last_card_penalty=3,
                                                   late_call=False, match="single"),
    "openspiel": Rules.openspiel(players=2, special_cards=True, reshuffle=False, max_draw_cards=3, max_turns=80),
    "free drawing": Rules.crazy_eights(players=3, draw="free", draw_limit=1, early_reshuffle=True,
                                       queens_reverse=True, two_player_reverse_skips=False, blocked_passes=5),
    "no repetition rule": Rules.switch(players=2, repetition=False, play_limit=500),
}

#: The sentence lesson 07 prints, in each language.
LESSON_07 = {
    "en": "Switch for 3 players; the player who goes out scores the other hands, and the match goes on until "
          "someone's total reaches 200.",
    "fr": "Switch à 3 joueurs ; celui qui n'a plus de cartes marque les mains des autres et la partie continue "
          "jusqu'à ce qu'un total atteigne 200.",
    "it": "Switch per 3 giocatori; chi finisce le carte segna le mani degli altri e la partita continua finché un "
          "totale arriva a 200.",
    "nl": "Switch voor 3 spelers; de speler die uitgaat krijgt de punten van de andere handen en de partij gaat door "
          "tot iemands totaal 200 haalt.",
    "es": "Switch para 3 jugadores; quien se queda sin cartas suma las manos de los demás y la partida sigue hasta "
          "que un total llegue a 200.",
}


def readable(text: str, lang: str) -> None:
    """One sentence of words: no code, no rule id, no English outside English."""
    assert text.endswith(".") and text.count(".") == 1 and "\n" not in text, text
    assert not CODE.search(text), f"{lang}: code in {text!r}"
    assert not RULE_ID.search(text), f"{lang}: a rule id in {text!r}"
    if lang != "en":
        assert not english_words(text, lang), f"{lang}: English in {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_s_rules_read_as_one_sentence_in_each_language(lang):
    assert RULES["lesson 07"].describe(language=lang, rule_ids=False) == LESSON_07[lang]


@pytest.mark.parametrize("name", RULES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_set_of_rules_reads_in_words(name, lang):
    rules = RULES[name]
    text = rules.describe(language=lang, rule_ids=False)
    readable(text, lang)
    family = say(f"family.{rules.family.value}", language=lang)
    assert text.startswith(f"{family} ") and str(rules.players) in text.split(";")[0]
    phrases = rules.changes_in_words(language=lang, rule_ids=False)
    assert (";" in text) == bool(phrases)
    for phrase in phrases.values():
        assert phrase in text
    if lang != "en":
        assert text != rules.describe(language="en", rule_ids=False)


def test_every_setting_has_its_phrase():
    """Each setting a learner can change is said in words by some set of
    rules above (a match's rounds, cap and target with the match)."""
    said = set()
    for rules in RULES.values():
        words = rules.changes_in_words(rule_ids=False)
        said |= set(words) | ({"rounds", "cap", "target"} & set(rules.changes()) if "match" in words else set())
    settings_ = {f.name for f in dataclasses.fields(Rules) if f.init} - {"family", "players"}
    assert said == settings_


def test_only_the_settings_that_differ_from_the_preset_are_said():
    assert Rules.switch(players=4).describe(rule_ids=False) == "Switch for 4 players."
    assert Rules.crazy_eights(players=2).describe(language="fr") == "Huit américain à 2 joueurs."
    wild = Rules.switch(players=3, wild_jacks=True)
    assert wild.describe(rule_ids=False) == "Switch for 3 players; jacks are wild."
    assert list(wild.changes_in_words()) == list(wild.changes()) == ["wild_jacks"]


def test_a_setting_that_plays_no_part_is_left_out():
    assert Rules.switch(players=3, target=300).describe(rule_ids=False) == "Switch for 3 players."  # one round
    assert Rules.crazy_eights(players=3, late_call=False).changes_in_words() == {}  # no last-card call to make
    assert "black_jack_fifty" in Rules.crazy_eights(players=3, scoring="penalty", match="single",
                                                    black_jack_fifty=True).changes_in_words()
    assert "black_jack_fifty" not in Rules.switch(scoring="points", black_jack_fifty=True).changes_in_words()


def test_the_number_a_match_plays_to_is_said_with_the_match():
    assert Rules.crazy_eights(players=3, target=300).changes_in_words(rule_ids=False) == {
        "match": "the match goes on until someone's total reaches 300"}
    assert Rules.switch(players=3, match="rounds", rounds=1).changes_in_words(rule_ids=False) == {
        "match": "the match lasts 1 round"}
    assert Rules.switch(players=3, match="elimination", cap=60).changes_in_words(language="it", rule_ids=False) == {
        "match": "un giocatore il cui totale supera 60 è eliminato"}


def test_counts_are_words_for_one_and_numbers_for_more():
    one, two = Rules.switch(players=7, decks=1), Rules.switch(players=4, decks=2)
    assert one.changes_in_words(rule_ids=False) == {"decks": "a single deck is used"}
    assert two.changes_in_words(language="nl", rule_ids=False) == {"decks": "2 spellen kaarten worden samen geschud"}
    assert Rules.switch(jokers=1).changes_in_words(language="es", rule_ids=False) == {
        "jokers": "se añade un comodín a la baraja"}


def test_rule_ids_are_data_cited_only_when_shown():
    mixed = RULES["lesson 07"]
    assert mixed.describe(rule_ids=True) == ("Switch for 3 players; the player who goes out scores the other hands "
                                             "(C-8), and the match goes on until someone's total reaches 200 (C-9).")
    assert not RULE_ID.search(mixed.describe(rule_ids=False))
    before = speak(rule_ids=False)  # as the lessons speak (tutorial.friendly)
    try:
        assert mixed.describe() == LESSON_07["en"]
    finally:
        speak(**before)


def test_the_language_chosen_once_is_the_one_described_in():
    use_language("es")
    try:
        assert RULES["lesson 07"].describe(rule_ids=False) == LESSON_07["es"]
    finally:
        use_language("en")
    assert RULES["lesson 07"].describe(rule_ids=False) == LESSON_07["en"]


def test_str_and_repr_are_unchanged():
    assert str(RULES["lesson 07"]) == "Switch, 3 players (scoring=points, match=target)"
    assert repr(RULES["switch"]).startswith("Rules(family=<Family.SWITCH: 'switch'>, players=3,")


@settings(max_examples=40, deadline=None)
@given(any_rules())
def test_any_rules_read_in_words_in_every_language(rules):
    for lang in LANGUAGES:
        readable(rules.describe(language=lang, rule_ids=False), lang)
    cited = rules.describe(rule_ids=True)
    assert len(RULE_ID.findall(cited)) == sum(1 for phrase in rules.changes_in_words(rule_ids=True).values()
                                              if RULE_ID.search(phrase))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_list_keeps_its_clauses_apart(lang):
    """A phrase with a comma of its own (C-7's three cards) makes the list
    use semicolons, so that it still reads as one list."""
    text = RULES["crazy eights special cards"].describe(language=lang, rule_ids=False)
    assert text.count(";") == 3, text
