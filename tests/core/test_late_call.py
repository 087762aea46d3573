"""S-7, the late "last card" call (``Rules.late_call``, on by default).

The Switch source lets a player who forgot to call "last card" with the play
still call it until another player's next turn. switchcore's rule: after a
play that leaves one card without the call, the same player may call it on
its own (the move ``last``, applied with that player's seat) until the next
player acts; the penalty is drawn when the next player acts without the
call having been made, before that player's move. When the turn comes
straight back to the same player (a skip or a reverse between two), no one
else acts first, so the penalty is drawn at once, as with late calls off.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from switchcore import (
    DRAW, LAST, PASS, Card, Game, IllegalMoveError, Play, Rules, cards, parse_move,
)

from tests.core.conftest import RandomPlayer, any_rules
from tests.core.helpers import kinds, refused


def _table(**options):
    return Game.from_position(Rules.switch(players=3, **options), hands=["3C 4D", "5C 6H 9D", "KC QC 2S"],
                              top="9C", stock=["KH", "QS", "2D", "7C"], fill=False)


def test_s7_the_late_call_is_on_in_the_switch_preset():  # S-7
    assert Rules.switch().late_call and Rules.switch(late_call=False).changes() == {"late_call": False}


def test_s7_a_forgotten_call_can_still_be_made_before_the_next_player_acts():  # S-7
    g = _table()
    assert kinds(g.apply("3C")) == ["played"]
    assert g.late == 0 and g.turn == 1 and g.hand(0) == cards("4D")
    assert g.view(0).may_call and not g.view(1).may_call
    assert not g.is_legal("last") and g.is_legal("last", seat=0)
    events = g.apply("last", seat=0)
    assert kinds(events) == ["called_late"] and g.late is None
    assert str(events[0]) == 'Ann called "last card" after the play, before the next player acted: in time (S-7).'
    assert kinds(g.apply("5C")) == ["played"] and g.hand(0) == cards("4D")


def test_s7_the_penalty_is_drawn_when_the_next_player_acts():  # S-7
    g = _table()
    g.apply("3C")
    events = g.apply("5C")
    assert kinds(events) == ["forgot", "drew", "drew", "played"]
    assert str(events[0]) == 'Ann did not call "last card" and draws 2 as a penalty (S-7).'
    assert g.hand(0) == cards("4D KH QS") and g.late is None
    refused(g, "last", "S-7", seat=0)  # too late now


def test_s7_the_same_cards_are_drawn_as_with_the_call_required_with_the_play():  # S-7
    late, now = _table(), _table(late_call=False)
    late.apply("3C")
    assert kinds(now.apply("3C")) == ["played", "forgot", "drew", "drew"]
    assert late.legal_moves() == now.legal_moves()
    late.apply(DRAW)
    now.apply(DRAW)
    assert late.hands == now.hands and late.stock == now.stock and late.turn == now.turn


def test_s7_late_calls_are_refused_with_the_rule():  # S-7
    g = _table()
    refused(g, "last", "S-7", seat=0)  # nothing played yet: no call to make
    g.apply("3C")
    e = refused(g, "last", "S-7")  # without the seat: it is Ben's turn, not Ann's call
    assert "seat=0" in e.reason
    e = refused(g, LAST, "S-7", seat=2)  # Cat did not play
    assert "only a player whose play just left one card" in e.reason
    off = _table(late_call=False)
    off.apply("3C")
    e = refused(off, "last", "S-7", seat=0)
    assert "late_call is off" in e.reason
    called = _table()
    called.apply("3C last")
    refused(called, "last", "S-7", seat=0)


def test_s7_no_late_call_without_the_penalty():  # S-7
    g = Game.from_position(Rules.crazy_eights(players=3), hands=["3C 4D", "5D 6H 9D", "KC QC 2S"], top="9C")
    g.apply("3C")
    assert g.late is None
    refused(g, "last", "S-7", seat=0)


def test_s7_when_the_turn_comes_straight_back_the_penalty_is_drawn_at_once():  # S-7, S-9
    rules = Rules.switch(players=2)
    g = Game.from_position(rules, hands=["8C 4D", "5D 6H"], top="9C", stock=["KH", "QS"], fill=False)
    events = g.apply("8C")
    now = Game.from_position(rules.replace(late_call=False), hands=["8C 4D", "5D 6H"], top="9C",
                             stock=["KH", "QS"], fill=False)
    assert kinds(events) == kinds(now.apply("8C")) == ["played", "forgot", "drew", "drew", "skipped"]
    assert g.turn == 0 and g.late is None and g.hand(0) == cards("4D KH QS")


def test_s7_a_penalty_still_owed_counts_against_the_stock():  # S-7, X-3
    """Ben's moves are those he would have had if Ann had paid at once: the
    two cards she owes leave nothing for him to draw, so he passes."""
    rules = Rules.switch(players=3, reshuffle=False)
    hands = ["3C 4D", "5H 6H 7H", "KC QC 2S"]
    late = Game.from_position(rules, hands=hands, top="9C", stock=["KH", "QS"], fill=False)
    now = Game.from_position(rules.replace(late_call=False), hands=hands, top="9C", stock=["KH", "QS"], fill=False)
    late.apply("3C")
    now.apply("3C")
    assert late.legal_moves() == now.legal_moves() == [PASS] and not late.can_draw()
    late.apply("last", seat=0)  # the call made: the two cards stay in the stock
    assert late.legal_moves() == [DRAW] and late.can_draw()


def test_s7_a_draw_card_that_leaves_one_card_lapses_as_before_when_the_penalty_empties_the_stock():  # S-7, X-9
    rules = Rules.switch(players=3, reshuffle=False)
    hands = ["2C 4D", "5H 6H 7H", "KC QC 3S"]
    late = Game.from_position(rules, hands=hands, top="9C", stock=["KH", "QS"], fill=False)
    now = Game.from_position(rules.replace(late_call=False), hands=hands, top="9C", stock=["KH", "QS"], fill=False)
    assert "lapsed" in kinds(late.apply("2C")) and "lapsed" in kinds(now.apply("2C"))
    assert late.pending is None and now.pending is None


def test_s7_undo_and_copies_keep_the_late_call():  # S-7, X-6
    g = _table()
    g.apply("3C")
    twin = g.copy()
    g.apply("last", seat=0)
    assert twin.late == 0 and g.late is None
    assert g.undo() is LAST and g == twin
    g.apply("last", seat=0)
    g.apply("5C")
    assert g.hand(0) == cards("4D")
    g.undo()
    assert g.late is None and g.moves == [Play(Card.parse("3C")), LAST]


def test_s7_the_late_call_is_written_last():  # S-7
    assert parse_move("last") is LAST and parse_move("LAST") is LAST and LAST.code == "last"
    assert str(LAST) == 'call "last card"' and repr(LAST) == "LAST"
    assert parse_move("7S last") == Play(Card.parse("7S"), announce=True)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_s7_a_saved_game_keeps_the_open_call(players):  # S-7
    g = Game(Rules.switch(players=players), seed=3)
    rng = random.Random(3)
    seen = 0
    while not g.round_over and seen < 3:
        g.apply(rng.choice([m for m in g.legal_moves() if type(m) is Play and not m.announce]
                           or g.legal_moves()))
        if g.late is not None:
            seen += 1
            loaded = Game.from_json(g.to_json())
            assert loaded == g and loaded.late == g.late
            caller = g.late
            assert loaded.apply("last", seat=caller) == g.apply("last", seat=caller)
            assert Game.from_json(g.to_json()) == g


@settings(max_examples=40, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32))
def test_s7_late_calls_change_no_game_that_never_makes_one(rules, seed):  # S-7, X-6
    """A seeded random player never makes a late call; with late calls on or
    off it meets the same legal moves at every turn, so it plays the same
    game, draws the same cards and ends the same way. Only the moment a
    forgotten call is paid differs (with the next player's move)."""
    on, off = Game(rules.replace(late_call=True), seed=seed), Game(rules.replace(late_call=False), seed=seed)
    p_on, p_off = RandomPlayer(seed), RandomPlayer(seed)
    for moves in range(1000):
        if on.round_over or moves >= 400 and on.late is None:  # a late penalty still owed is paid first
            break
        assert on.legal_moves() == off.legal_moves() and on.turn == off.turn
        on.apply(p_on(on))
        off.apply(p_off(off))
        if on.late is None:
            assert on.hands == off.hands and on.stock == off.stock and on.discard == off.discard
    assert on.round_over == off.round_over and on.result == off.result
    assert sorted(e.sentence() for e in on.log) == sorted(e.sentence() for e in off.log)


def test_s7_an_illegal_late_call_is_an_illegal_move_error():  # S-7
    g = _table()
    with pytest.raises(IllegalMoveError) as error:
        g.apply("last", seat=1)
    assert error.value.rule == "S-7"
