"""Small faults of the public API, each found by trying switchcore as a
researcher or a teacher would, and each with the test that showed it."""

from __future__ import annotations

import random
import time

import pytest

from switchcore import (
    DRAW, CardError, ChanceError, Game, IllegalMoveError, InvalidMoveError, LanguageError, PositionError, Rules,
    RulesError, SwitchcoreError, cards, deck, hand_points, parse_move, say, use_language,
)
from switchcore.messages import language
from switchcore.moves import PlainMove


def _with_a_seat_out() -> Game:
    """An elimination match of four after the rounds that put a seat out."""
    for seed in range(50):
        game = Game(Rules.switch(players=4, match="elimination", cap=10), seed=seed)
        while not game.match_over:
            if game.round_over:
                if any(game.out):
                    return game
                game.next_round()
            game.apply(game.legal_moves()[0])
    raise AssertionError("no match put a seat out")


def test_next_seat_from_an_eliminated_seat_is_a_seat_still_in():
    """next_seat(out_seat, k * players_still_in) gave the seat that is out."""
    game = _with_a_seat_out()
    still_in = [s for s in range(4) if not game.out[s]]
    for when in ("the round that put it out is over", "the next round"):
        for out in (s for s in range(4) if game.out[s]):
            view = game.view(out)
            for steps in range(1, 3 * len(still_in) + 1):
                assert game.next_seat(out, steps) in still_in, (when, out, steps)
                assert game.next_seat(out, steps) == view.next_seat(steps), (when, out, steps)
        for seat in still_in:
            assert game.next_seat(seat, len(still_in)) == seat == game.next_seat(seat, 10 ** 12 * len(still_in))
        if game.round_over and not game.match_over:
            game.next_round()


@pytest.mark.parametrize("name", ["Ann\nLee", "Ann\rLee", "Ann\tLee", "Ann\u2028Lee", "Ann\x00"], ids=repr)
def test_a_name_is_one_line(name):
    """A name with a line break split the match-over sentence: "Ann and Lee win"
    for one winner."""
    with pytest.raises(RulesError, match="one line"):
        Game(Rules.switch(players=2), names=[name, "Ben"])
    with pytest.raises(RulesError, match="one line"):
        Game.from_position(Rules.switch(players=2), hands=["7H", "8C"], top="9H", names=[name, "Ben"])
    game = Game.from_position(Rules.switch(players=2), hands=["7H", "8C"], top="9H", names=["Ann Lee", "Ben"])
    game.apply("7H")
    assert str(game.log[-1]) == "The match is over: Ann Lee wins (S-16)."


@pytest.mark.parametrize("call, words", [
    (lambda: deck("x"), "decks must be a whole number from 1 to 10, not 'x'"),
    (lambda: deck(10 ** 8), "decks must be"),
    (lambda: deck(jokers=10 ** 8), "jokers must be"),
    (lambda: deck(True), "decks must be"),
    (lambda: hand_points(None, Rules.switch()), "None is not cards"),
    (lambda: hand_points("7H", None), "rules must be"),
    (lambda: Rules.switch().deal_size("x"), "players must be"),
    (lambda: Rules.switch().deal_size(1), "players must be"),
], ids=["deck text", "deck huge", "jokers huge", "deck bool", "hand None", "hand rules None", "deal_size text",
        "deal_size 1"])
def test_helpers_refuse_what_they_cannot_take_with_a_sentence(call, words):
    start = time.process_time()
    with pytest.raises(SwitchcoreError, match=words):
        call()
    assert time.process_time() - start < 0.5  # deck(jokers=10**8) ran on and on


def test_helpers_still_take_what_they_took():
    assert len(deck()) == 52 and len(deck(2, jokers=2)) == 106
    assert hand_points("7H KD", Rules.switch()) == 17 == hand_points(list(cards("7H KD")), Rules.switch())
    assert Rules.switch(players=5).deal_size(4) == 7


@pytest.mark.parametrize("value", ["de", 5, None, b"fr", ["fr"], "FR "], ids=repr)
def test_languages_the_engine_does_not_speak_are_refused_with_a_sentence(value):
    """use_language('de') and describe(language='de') raised a bare ValueError,
    use_language(5) a TypeError, and use_language(None) did nothing."""
    rules = Rules.switch()
    event = Game(rules, seed=1).log[0]
    calls = [lambda: use_language(value)]
    if value is not None:  # None means "the language chosen now" everywhere but in use_language
        calls += [lambda: rules.describe(language=value), lambda: event.sentence(language=value),
                  lambda: say("event.skipped", player="Ben", language=value)]
    for call in calls:
        with pytest.raises(LanguageError, match="choose one of en, fr, it, nl, es"):
            call()
        assert language() == "en"


def test_a_chance_hook_that_raises_its_own_error_is_told_as_a_chance_error():
    def hook(n, stock, why):
        return {}["no such card"]

    with pytest.raises(ChanceError, match=r"card 1 \(deal\): KeyError") as error:
        Game(Rules.switch(players=2), chance=hook)
    assert type(error.value.__cause__) is KeyError


@pytest.mark.parametrize("call, words", [
    (lambda: Game(players=3), "unknown keyword arguments: players; the ones there are: rules, seed, names"),
    (lambda: Game(Rules.switch(), sede=3), "sede"),
    (lambda: Game.from_position(Rules.switch(players=2), hands=["7H", "8C"], top="9H", turns=1),
     "turns; the ones there are: suit, stock, discard, turn"),
    (lambda: Rules(colour="red"), r"unknown rule settings: 'colour'"),
], ids=["Game players", "Game sede", "from_position turns", "Rules colour"])
def test_an_unknown_keyword_is_told_with_the_valid_ones(call, words):
    with pytest.raises((RulesError, PositionError), match=words):
        call()


def test_repr_of_a_game_says_when_the_round_and_the_match_are_over():
    """repr(game) said "Cat to play" after the match was over."""
    game = Game(Rules.switch(players=3, match="rounds", rounds=2), seed=4)
    assert repr(game).endswith(f"round 1, {game.player} to play>")
    while not game.match_over:
        if game.round_over:
            assert repr(game).endswith("round 1, round over>")
            game.next_round()
        game.apply(game.legal_moves()[0])
    assert repr(game).endswith("round 2, match over>") and "to play" not in repr(game)


def test_reprs_stay_short_at_any_point_of_a_long_game():
    """repr(view) was 173 KB after about 3,000 moves: it held the whole log."""
    game = Game(Rules.switch(players=2, decks=2, draw="free"), seed=1)
    rng = random.Random(1)
    while not game.round_over and len(game.log) < 3000:
        game.apply(rng.choice(game.legal_moves()))  # drawing as happily as playing: a long round
    assert len(game.log) >= 3000
    for seat in range(2):
        text = repr(game.view(seat))
        assert len(text) < 200 and text.startswith(f"<SeatView of {game.names[seat]} (seat {seat})"), text
    assert len(repr(game)) < 200


def test_a_card_error_cites_its_rule():
    """CardError's text lacked the [X-1] its .rule holds."""
    with pytest.raises(CardError) as error:
        parse_move("1H")
    assert str(error.value).startswith("[X-1] '1H' is not a move") and error.value.rule == "X-1"
    assert not error.value.reason.startswith("[")
    import pickle
    assert str(pickle.loads(pickle.dumps(error.value))) == str(error.value)


def test_a_plain_move_made_again_is_not_a_move():
    """PlainMove('draw', ...) made again was refused as an IllegalMoveError, like a
    legal-looking move, rather than as what is not a move at all."""
    game = Game(Rules.switch(players=2), seed=2)
    before = game.state()
    for fake in (PlainMove("draw", "draw a card"), PlainMove("fold", "fold")):
        with pytest.raises(InvalidMoveError):
            game.apply(fake)
        assert not game.is_legal(fake) and game.state() == before
    with pytest.raises(IllegalMoveError):
        game.apply("keep")  # a real move, not legal now: still an IllegalMoveError
