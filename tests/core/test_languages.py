"""The engine in French, Italian, Dutch and Spanish: whole games in each
language, where no event, refusal or explanation may come out in English,
and cards written the way each language writes them. (The catalogues
themselves are checked in tests/test_catalogues.py.)
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from switchcore import CardError, Game, IllegalMoveError, Match, Rules, Suit, cards, use_language
from switchcore.cards import Card
from switchcore.effects import Pending
from switchcore.notation import read_card, read_suit
from switchcore.messages import ENGLISH, LANGUAGES, say, speak

OTHERS = [lang for lang in LANGUAGES if lang != "en"]

#: English words that no sentence in another language should contain.
ENGLISH_WORDS = re.compile(r"\b(the|played|plays|drew|draws|draw|must|cannot|turn|round|wins|nobody|suit|stock|"
                           r"pile|card|cards|hand|next|player|matches|misses|penalty|and|or|is|not|play)\b")


#: ...unless the language has the same word: "suit" is a French verb ("il suit"),
#: "hand" and "is" are Dutch.
OWN_WORDS = {"fr": {"suit"}, "nl": {"hand", "is"}}


def english_words(text: str, lang: str) -> list:
    return [w for w in ENGLISH_WORDS.findall(text.replace("legal_moves()", "")) if w not in OWN_WORDS.get(lang, ())]


@pytest.mark.parametrize("lang", OTHERS)
def test_plural_entries_follow_the_count(lang):
    one, two = say("event.scored", player="Ann", count=1, language=lang), say(
        "event.scored", player="Ann", count=2, language=lang)
    assert one.replace("1", "2") != two, (one, two)


def test_unknown_language_is_refused_and_changes_nothing():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        use_language("de")
    assert say("event.skipped", player="Ben", rule_ids=False) == "Ben misses a turn."


RULE_SETS = {
    "switch": Rules.switch(players=4, match=Match.ELIMINATION, cap=60),
    "switch variants": Rules.switch(players=5, fours_draw_four=True, king_stop=True, black_jacks_stack=True,
                                    stacked_skips=True, jokers=2, starter_effects=True, queens_reverse=True,
                                    match=Match.ROUNDS, rounds=2),
    "switch wild jacks, two players": Rules.switch(players=2, wild_jacks=True, match=Match.ROUNDS, rounds=2),
    "crazy eights": Rules.crazy_eights(players=3, special_cards=True, twos_stack=True, target=100),
    "openspiel": Rules.openspiel(players=2, special_cards=True, reshuffle=False, max_draw_cards=3, max_turns=80),
}

#: Moves tried now and then whatever the position, to read the refusals.
TRIES = ["draw", "pass", "keep", "take", "last", "AS", "8C", "JH", "2D", "KD H", "7H last", "QS"]


def in_language(lang, read):
    """``read()`` with the engine speaking ``lang``."""
    before = speak(language=lang)
    try:
        return read()
    finally:
        speak(language=before["language"])


def refusal(game, move):
    try:
        game.copy().apply(move)
    except IllegalMoveError as exc:
        return str(exc)
    return None


def play_and_read(rules, seed, lang):
    """Everything a whole match says in ``lang``, each with the same in
    English: (sentence, English) pairs for every event, for refusals of moves
    tried along the way, for explanations of cards and for pending effects."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    pairs = []
    while True:
        moves = 0
        while not game.round_over and moves < 3000:
            if rng.random() < 0.15:
                move = rng.choice(TRIES)
                if in_language("en", lambda: refusal(game, move)) is not None:
                    pairs.append((in_language(lang, lambda: refusal(game, move)), refusal(game, move)))
                card = rng.choice(list(game.hand(game.turn)) or [Card.parse("QS")])
                pairs.append((in_language(lang, lambda: str(game.explain(card))), str(game.explain(card))))
            if game.pending is not None:
                pairs.append((game.pending.describe(lang), game.pending.describe("en")))
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
        if not game.round_over or game.match_over:
            break
        game.next_round()
    pairs += [(event.sentence(language=lang), event.sentence(language="en")) for event in game.log]
    return pairs, game


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("name", list(RULE_SETS))
def test_whole_games_say_nothing_in_english(lang, name):
    kinds, english_seen = set(), 0
    for seed in range(3):
        pairs, game = play_and_read(RULE_SETS[name], seed, lang)
        kinds |= {e.kind for e in game.log}
        for sentence, english in pairs:
            english_seen += 1
            assert sentence != english, f"{lang}: {sentence!r} is the English"
            words = english_words(sentence, lang)
            assert not words, f"{lang}: English words {words} in {sentence!r}"
    assert english_seen > 100
    assert {"played", "drew", "dealt"} <= kinds


@pytest.mark.parametrize("lang", OTHERS)
def test_every_event_kind_and_the_rule_book_read_in_the_language(lang):
    from switchcore.events import Event

    for key in ENGLISH:
        if key.startswith("event."):
            kind = key[len("event."):]
            text = {"pending": "draw 2C 2D 2H 2S", "match_over_shared": "Ann\nBen", "dealt": "1"}.get(kind, "")
            kind = "match_over" if kind == "match_over_shared" else kind
            event = Event(kind, 0, "Ann", card=Card.parse("7H"), count=3, suit=Suit.HEARTS, rule="X-1", text=text)
            sentence = event.sentence(language=lang)
            assert sentence != event.sentence(language="en")
            assert not english_words(sentence, lang), sentence
        if key.startswith("rule."):
            summary = say(key, language=lang)
            assert not english_words(summary, lang), summary


def test_the_language_chosen_once_holds_for_the_whole_program_until_changed():
    game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
    try:
        use_language("fr")
        with pytest.raises(IllegalMoveError, match="ni de la couleur en cours"):
            game.apply("KD")
        assert str(game.explain("9H")).startswith("Le 9♥ peut être joué")
        assert [str(e) for e in game.apply("9H")] == ["Ann a joué 9♥."]
    finally:
        use_language("en")
    assert str(game.log[-1]) == "Ann played 9♥."


def test_a_pending_effect_is_data_until_it_is_read():
    game = Game.from_position(Rules.switch(players=2), hands=["2S 9D 4C", "KH 3C 2D"], top="7S")
    game.apply("2S")
    event = game.log[-1]
    assert event.kind == "pending" and event.text == "draw 2C 2D 2H 2S" and event.count == 2
    assert event.sentence(rule_ids=False, language="es") == "Ben tiene que robar 2 cartas o jugar un 2."
    assert event.sentence(rule_ids=False) == "Ben must draw 2 or play a 2."
    assert Pending(Rules.switch().effects["JC"], 7).describe("it") == "pescare 7 carte o giocare J♦ o J♥"


def test_a_shared_win_names_every_winner_in_the_language():
    from switchcore.events import Event

    event = Event("match_over", 0, "Ann", rule="S-16", text="Ann\nBen\nCat")
    assert event.sentence(rule_ids=False) == "The match is over: Ann, Ben and Cat win."
    assert event.sentence(rule_ids=False, language="nl") == "De partij is voorbij: Ann, Ben en Cat winnen."
    assert Event("match_over", 0, "Ann", text="Ann").sentence(rule_ids=False, language="fr") == \
        "La partie est finie : Ann gagne."


# -- cards in each language ------------------------------------------------------------------

ACCEPTED = {
    "fr": {"VH": "JH", "DP": "QS", "RT": "KC", "7P": "7S", "10T": "10C", "AD": "AD", "D♥": "QH", "7H": "7H"},
    "it": {"FH": "JH", "DQ": "QD", "RP": "KS", "FF": "JC", "7Q": "7D", "QQ": "QD", "7♣": "7C", "7S": "7S"},
    "nl": {"BH": "JH", "VR": "QD", "HK": "KC", "HH": "KH", "7R": "7D", "AS": "AS", "10K": "10C", "KH": "KH"},
    "es": {"JT": "JC", "DP": "QS", "RD": "KD", "7T": "7C", "AP": "AS", "Q♥": "QH", "7H": "7H", "10D": "10D"},
}

#: Letters that mean two things in a language: refused, naming both cards.
UNCLEAR = {
    "fr": ("7C", ["7♥", "7♣", "cœur", "trèfle"]),
    "it": ("7C", ["7♥", "7♣", "sette di cuori", "sette di fiori"]),
    "nl": None,
    "es": ("JC", ["J♥", "J♣", "jota de corazones", "jota de tréboles"]),
}


@pytest.mark.parametrize("lang", OTHERS)
def test_each_language_reads_its_own_letters_and_the_symbols(lang):
    for text, code in ACCEPTED[lang].items():
        assert read_card(text, lang) is Card.parse(code), (lang, text)
    for card in cards("7H 10D QS KC AH"):
        assert read_card(card.text, lang) is card
    assert read_card("joker", lang).is_joker


@pytest.mark.parametrize("lang", [lang for lang in OTHERS if UNCLEAR[lang]])
def test_a_letter_with_two_meanings_is_refused_with_a_sentence_naming_both(lang):
    text, words = UNCLEAR[lang]
    with pytest.raises(CardError) as caught:
        read_card(text, lang)
    message = str(caught.value)
    assert all(word in message for word in words), message
    assert not english_words(message, lang), message
    assert Card.parse("7C") is Card.parse("7♣")  # code keeps the English letters, whatever the language


#: The same letter, read by the letters beside it: a rank letter of one side,
#: or the other cards of an answer when they are all written one way.
READ_BY_SIDE = {
    "fr": {"KC": "KC", "RC": "KH", "DC": "QH", "7H 8C": "7H 8C", "7P 8C": "7S 8H", "JD 9C": "JD 9C"},
    "it": {"KC": "KC", "DC": "QH", "7Q 8C": "7D 8H", "7H 8C": "7H 8C"},
    "es": {"KC": "KC", "RC": "KH", "7T 8C": "7C 8H", "7S 8C": "7S 8C"},
}


@pytest.mark.parametrize("lang", sorted(READ_BY_SIDE))
def test_a_letter_with_two_meanings_is_read_by_the_letters_around_it(lang):
    from switchcore.notation import read_cards

    for text, code in READ_BY_SIDE[lang].items():
        assert read_cards(text, lang) == list(cards(code)), (lang, text)
    for text in ["7C", "7C 8C", "7H 8P 9C"]:  # nothing tells, or both sides at once
        with pytest.raises(CardError):
            read_cards(text, lang)


@pytest.mark.parametrize("lang", OTHERS)
def test_a_text_that_is_no_card_is_refused_in_the_language(lang):
    with pytest.raises(CardError) as caught:
        read_card("11X", lang)
    assert "'11X'" in str(caught.value) and not english_words(str(caught.value), lang)


@pytest.mark.parametrize("lang, jack, seven", [("fr", "valet de cœur", "sept de pique"),
                                               ("it", "fante di cuori", "sette di picche"),
                                               ("nl", "harten boer", "schoppen zeven"),
                                               ("es", "jota de corazones", "siete de picas")])
def test_card_names_in_words(lang, jack, seven):
    assert Card.parse("JH").name_in(lang) == jack
    assert Card.parse("7S").name_in(lang) == seven
    assert Card.parse("JH").name == "jack of hearts"


@pytest.mark.parametrize("lang", OTHERS)
def test_text_that_is_no_move_is_refused_in_the_language(lang):
    from switchcore import InvalidMoveError

    game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
    for text in ["1H", "fold", "7H 8C 9D"]:
        with pytest.raises(InvalidMoveError) as refused:
            in_language(lang, lambda: game.apply(text))
        reason = refused.value.reason
        assert reason.startswith(repr(text)) and not english_words(reason.replace(
            "draw, keep, take, pass", ""), lang), reason
        with pytest.raises(InvalidMoveError) as english:
            game.apply(text)
        assert english.value.reason != reason and english.value.rule == refused.value.rule == "X-1"


@pytest.mark.parametrize("lang, letters", [("fr", {"T": "C", "P": "S", "carreau": "D", "♥": "H"}),
                                           ("it", {"F": "C", "Q": "D", "P": "S", "cuori": "H"}),
                                           ("nl", {"K": "C", "R": "D", "H": "H", "schoppen": "S"}),
                                           ("es", {"T": "C", "P": "S", "D": "D", "corazones": "H"})])
def test_a_declared_suit_in_the_language_s_letters_and_words(lang, letters):
    for text, value in letters.items():
        assert read_suit(text, lang) is Suit(value), (lang, text)
    if UNCLEAR[lang]:
        with pytest.raises(CardError, match="♥.*♣"):
            read_suit("C", lang)
    with pytest.raises(CardError) as caught:
        read_suit("X", lang)
    assert not english_words(str(caught.value), lang)


@pytest.mark.parametrize("lang", OTHERS)
def test_code_that_writes_no_card_is_told_in_the_language(lang):
    for text in ["11S", "7X", "", "Q"]:
        with pytest.raises(CardError) as caught:
            in_language(lang, lambda: Card.parse(text))
        message = str(caught.value)
        assert message.startswith(f"[X-1] {text!r}") and not english_words(message, lang), message
        with pytest.raises(CardError) as english:
            Card.parse(text)
        assert str(english.value) != message


@pytest.mark.parametrize("lang", OTHERS)
def test_values_a_game_cannot_take_are_told_in_the_language(lang):
    from switchcore import RulesError, SeatError

    game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
    for make, error in [(lambda: Game(Rules.switch(players=2), seed=1.5), RulesError),
                        (lambda: Game(Rules.switch(players=2), names=["Ann", "Ann"]), RulesError),
                        (lambda: game.explain("9H", seat=7), SeatError)]:
        with pytest.raises(error) as caught:
            in_language(lang, make)
        assert not english_words(caught.value.reason.replace("names", ""), lang), caught.value.reason


def test_the_rule_book_on_the_command_line_speaks_the_language_asked_for(capsys, monkeypatch):
    from switchcore.__main__ import main

    try:
        main(["rules", "--lang", "fr"])
        french = capsys.readouterr().out
        monkeypatch.setenv("LANGUAGE", "")
        monkeypatch.setenv("LC_ALL", "")
        monkeypatch.setenv("LANG", "es_ES.UTF-8")
        main(["rules", "--family", "crazy_eights"])
        spanish = capsys.readouterr().out
        monkeypatch.setenv("LANG", "de_DE.UTF-8")
        main(["rules"])
        other = capsys.readouterr().out
    finally:
        use_language("en")
    assert "manche" in french and "X-10" in french and "round" not in french
    assert "mano" in spanish and "round" not in spanish
    assert "round" in other  # a language it does not know: English


def test_the_rule_books_language_may_come_before_or_after_the_command(capsys):
    """A teacher types ``python -m switchcore --lang it rules`` as often as
    ``python -m switchcore rules --lang it``: both print the Italian rule book."""
    from switchcore.__main__ import main

    try:
        main(["--lang", "it", "rules"])
        before = capsys.readouterr().out
        main(["rules", "--lang", "it"])
        after = capsys.readouterr().out
    finally:
        use_language("en")
    assert before == after and "tallone" in before and "round" not in before


def _saved_and_changed():
    """A saved game's text, and the same text with a total changed by hand."""
    import json

    game = Game(Rules.switch(players=2), seed=3)
    game.apply(game.legal_moves()[0])
    data = json.loads(game.to_json())
    data["totals"] = [99, 0]
    return game.to_json(), json.dumps(data)


#: (error type, how to meet it, its rule id or None): one of each kind a learner can meet.
ERRORS = {
    "draw limit out of range": (lambda: Rules.crazy_eights(draw_limit=101), "RulesError", "C-5"),
    "too many players": (lambda: Rules.switch(players=9), "RulesError", "S-1"),
    "options that cannot go together": (lambda: Rules.switch(black_jacks_stack=True, wild_jacks=True), "RulesError",
                                        "V-6"),
    "a deck too small": (lambda: Rules.switch(players=7, decks=1, hand_size=8), "RulesError", "S-3"),
    "an unknown setting": (lambda: Rules.switch(colour=True), "RulesError", None),
    "a card placed twice": (lambda: Game.from_position(Rules.switch(players=2), hands=["7H 7H", "4D"], top="9C"),
                            "PositionError", "X-7"),
    "a seat that is not there": (lambda: Game.from_position(Rules.switch(players=2), hands=["7H", "4D"], top="9C",
                                                            turn=5), "PositionError", "X-4"),
    "a joker on top": (lambda: Game.from_position(Rules.switch(players=2, jokers=1), hands=["7H", "4D"],
                                                  top="joker"), "PositionError", "V-5"),
    "a save that is not JSON": (lambda: Game.from_json('{"format": 1'), "SaveError", None),
    "a save changed by hand": (lambda: Game.from_json(_saved_and_changed()[1]), "SaveError", None),
    "a move written in code that is no move": (lambda: Game(Rules.switch(players=2), seed=1).apply(
        __import__("switchcore").Play(Card.parse("7H"), "H")), "InvalidMoveError", "X-1"),
    "a chance hook that is no function": (lambda: Game(Rules.switch(players=2), chance=7), "ChanceError", "X-7"),
}


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("name", list(ERRORS))
def test_each_kind_of_error_reads_in_the_language_with_its_rule_id(lang, name):
    import switchcore

    make, kind, rule = ERRORS[name]
    with pytest.raises(getattr(switchcore, kind)) as english:
        make()
    with pytest.raises(getattr(switchcore, kind)) as caught:
        in_language(lang, make)
    message = str(caught.value)
    assert message != str(english.value), f"{lang}: {message!r} is the English"
    code = ("Rules.switch", "Card.parse", "(n, stock, why)")  # names in Python, the same in every language
    words = english_words(functools.reduce(lambda text, name: text.replace(name, ""), code, message), lang)
    assert not words, f"{lang}: English words {words} in {message!r}"
    assert getattr(caught.value, "rule", None) == getattr(english.value, "rule", None) == rule
    if rule and kind != "ChanceError":  # a chance error's rule, X-7, is its type's, not in its words
        assert message.startswith(f"[{rule}] "), message
