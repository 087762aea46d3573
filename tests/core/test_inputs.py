"""Bad input gets a clear switchcore error and loses nothing.

Each case here once gave a bare TypeError, AttributeError or IndexError, or
was accepted and broke the game later. Every refusal of a move is an
IllegalMoveError naming a rule (unreadable moves and look-alikes are its
subclass InvalidMoveError), so one ``except`` catches them all.
"""

from __future__ import annotations

import pytest

from switchcore import (
    Card, CardError, ChanceError, Game, IllegalMoveError, InvalidMoveError, Play, PositionError, Rules, RulesError,
    SeatError, SwitchcoreError, Suit,
)

from tests.core.helpers import refused

SEVEN = Card.parse("7S")


def _walk() -> Game:
    return Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "3C 5D 9D"], top="7H",
                              stock=["4H", "QS"])


# -- moves -------------------------------------------------------------------------


class MyPlay(Play):
    """A subclass of Play: equal to the real move, but not one."""


@pytest.mark.parametrize("move", [
    (SEVEN, None, False),  # a plain tuple equal to Play(7S)
    MyPlay(SEVEN),
    None, 7, 7.0, ["7S"], {"card": "7S"}, b"7S", SEVEN,
], ids=repr)
def test_look_alikes_and_other_values_are_not_moves(move):
    """apply((7S, None, False)) used to log 'passed after drawing 0' and break to_json."""
    g = _walk()
    error = refused(g, move, "X-1")
    assert isinstance(error, InvalidMoveError) and "is not a move" in error.reason
    assert g.moves == [] and g.to_json()


@pytest.mark.parametrize("fields", [
    ("7S",),  # the card as text inside a Play
    (SEVEN, "S"),  # the suit as text
    (SEVEN, None, 1),  # the call as a number
    (SEVEN, None, 0),
], ids=repr)
def test_a_play_with_a_field_of_another_kind_cannot_be_made(fields):
    """Play(7S, None, 1) used to be made, and then refused only when applied."""
    with pytest.raises(InvalidMoveError, match="is not a move") as error:
        Play(*fields)
    assert error.value.rule == "X-1"


@pytest.mark.parametrize("text", ["1H", "11S", "7X", "", "fold", "7S D D"])
def test_unreadable_text_is_an_illegal_move_error_too(text):
    """apply('1H') used to raise CardError while other refusals were IllegalMoveError."""
    g = _walk()
    error = refused(g, text, "X-1")
    assert isinstance(error, InvalidMoveError) and isinstance(error, CardError)
    assert isinstance(error, IllegalMoveError) and isinstance(error, SwitchcoreError)


@pytest.mark.parametrize("seat", ["0", 0.0, True, -1, 2, 99, None.__class__])
def test_a_seat_that_is_not_a_seat_is_refused(seat):
    """apply(seat='0') used to raise TypeError (and 0.0 or True passed as seat 0 or 1)."""
    g = _walk()
    error = refused(g, "7S", "X-1", seat=seat)
    assert "seat" in error.reason


# -- Game ---------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs, error, words", [
    (dict(rules="switch"), RulesError, "Rules value"),
    (dict(rules=Rules.switch(players=2), names=[1, 2]), RulesError, "different names"),
    (dict(rules=Rules.switch(players=2), names="AB"), RulesError, "names"),
    (dict(rules=Rules.switch(players=2), names=["Ann", ""]), RulesError, "not empty"),
    (dict(rules=Rules.switch(players=2), dealer="0"), SeatError, "dealer"),
    (dict(rules=Rules.switch(players=2), dealer=2), SeatError, "dealer"),
    (dict(seed=1.5), RulesError, "seed"),
    (dict(seed=[1]), RulesError, "seed"),
    (dict(chance=5), ChanceError, "chance"),
])
def test_bad_game_settings_are_refused_clearly(kwargs, error, words):
    with pytest.raises(error, match=words):
        Game(**kwargs)


@pytest.mark.parametrize("call", [
    lambda g: g.hand(99), lambda g: g.hand("0"), lambda g: g.view(-1), lambda g: g.view(1.0),
    lambda g: g.next_seat(5), lambda g: g.next_seat(0, steps=-1), lambda g: g.explain("7S", seat=9),
])
def test_seats_out_of_range_are_seat_errors(call):
    """hand(99) used to raise a bare IndexError."""
    g = _walk()
    with pytest.raises(SeatError, match="seat|steps"):
        call(g)


def test_a_seat_error_is_still_an_index_and_value_error():
    with pytest.raises(IndexError):
        _walk().hand(5)
    with pytest.raises(ValueError):
        _walk().hand(5)


# -- positions ------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs, words", [
    (dict(hands=None), "hands must be a list"),
    (dict(hands="7S 8C"), "hands must be a list"),
    (dict(hands=["7S 8C KD"]), "1 hands given for 2 players: give one hand per seat"),
    (dict(turn="0"), "seat to act must be a whole number"),
    (dict(turn=1.5), "seat to act must be a whole number"),
    (dict(turn=True), "seat to act must be a whole number"),
    (dict(direction=1.0), "direction"),
    (dict(direction="1"), "direction"),
    (dict(pending="2"), "pending must be a whole number"),
    (dict(pending=2.5), "pending must be a whole number"),
    (dict(stock=123), "stock: give cards"),
    (dict(discard=7), "discard pile: give cards"),
    (dict(top=123), "top card"),
    (dict(top="7H 8H"), "top card"),
    (dict(suit=5), "not a suit"),
    (dict(fill="no"), "fill"),
    (dict(dealer="1"), "dealer"),
])
def test_bad_positions_are_refused_clearly(kwargs, words):
    """hands=None, turn='0', pending='2', stock=123 used to raise bare errors;
    turn=1.5, direction=1.0 were accepted and broke later; pending=2.5 said
    'must draw 4.5'; too few hands were padded with empty hands."""
    position = dict(hands=["7S 8C KD", "3C 5D 9D"], top="7H")
    position.update(kwargs)
    with pytest.raises(PositionError, match=words):
        Game.from_position(Rules.crazy_eights(players=2), **position)


def test_names_must_be_text():
    with pytest.raises(RulesError, match="different names"):
        Game.from_position(Rules.switch(players=2), hands=["7S", "8C"], top="7H", names=[1, 2])


def test_from_position_never_applies_a_starter_effect():  # V-8
    """The top card of a position was played already: starter_effects (V-8)
    does not apply to it; give pending to set up its effect."""
    rules = Rules.switch(players=2, starter_effects=True)
    g = Game.from_position(rules, hands=["7S 8C", "3C 5D"], top="2H")
    assert g.pending is None and g.turn == 0
    g = Game.from_position(rules, hands=["7S 8C", "3C 5D"], top="2H", pending=2)
    assert g.pending.amount == 2


# -- rules --------------------------------------------------------------------------------


@pytest.mark.parametrize("make, words", [
    (lambda: Rules.switch(colour="red"), "unknown rule settings: 'colour'"),
    (lambda: Rules.crazy_eights(players=3, foo=1), "unknown rule settings: 'foo'"),
    (lambda: Rules.switch().replace(bar=2), "unknown rule settings: 'bar'"),
    (lambda: Rules.openspiel(players="3"), "players must be a whole number"),
    (lambda: Rules.openspiel(max_turns=0), "max_turns"),
    (lambda: Rules.switch(late_call="yes"), "late_call must be True or False"),
])
def test_bad_rule_settings_are_rules_errors(make, words):
    with pytest.raises(RulesError, match=words):
        make()


# -- the deal always ends -----------------------------------------------------------------


@pytest.mark.parametrize("make", [
    lambda: Rules.crazy_eights(players=3, hand_size=17),
    lambda: Rules.crazy_eights(players=5, hand_size=10, wild_jacks=True),
    lambda: Rules.crazy_eights(players=8, hand_size=6),
    lambda: Rules.switch(players=2, jokers=2, hand_size=26),
    lambda: Rules.crazy_eights(players=4, hand_size=12, match="rounds", rounds=3),
])
def test_rules_whose_starter_could_never_be_found_are_refused(make):  # X-5, C-2
    """Game(Rules.crazy_eights(players=3, hand_size=17), seed=12) used to turn
    up eights for ever: the one card left after the deal could be an eight."""
    with pytest.raises(RulesError, match=r"no starter could be turned up") as error:
        make()
    assert error.value.rule in ("C-2", "X-5")


def test_an_elimination_match_is_checked_at_every_table_size():  # X-5, C-2, S-16
    """With elimination, later rounds deal to fewer players, and the family's
    deal size may grow (Switch: 5 cards for five players, 7 for four)."""
    Rules.switch(players=5, hand_size=0, jokers=2, match="elimination")  # the family's sizes are fine
    with pytest.raises(RulesError, match="no starter"):
        Rules.crazy_eights(players=3, hand_size=16, scoring="penalty", match="elimination", wild_jacks=True)


def test_the_largest_deals_still_allowed_end():  # X-5, C-2
    rules = Rules.crazy_eights(players=3, hand_size=15)  # 7 cards left, at most 4 eights among them
    for seed in range(60):
        g = Game(rules, seed=seed)
        assert g.top.rank != 8 and len(g.stock) == 6


@pytest.mark.parametrize("family", ["switch", "crazy_eights"])
def test_a_negative_hand_size_is_refused_in_plain_words(family):  # S-3, C-2
    with pytest.raises(RulesError, match=r"a hand holds at least 1 card; the hand size cannot be -1"):
        getattr(Rules, family)(players=4, hand_size=-1)
