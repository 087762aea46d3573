"""Cards: one object per card, compared by Python itself, sorted with a key."""

import pickle

import pytest

from switchcore import ALL_CARDS, JOKER, Card, Rank, by_rank, by_suit, cards


def test_cards_leave_comparison_to_python():
    # A comparison method on Card would make every == a Python call, and the
    # engine compares cards on every remove() and ``in``.
    names = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__"}
    assert not names & set(vars(Card))


def test_equal_cards_are_the_same_object():
    assert Card.parse("TD") is Card.parse("10♦") is pickle.loads(pickle.dumps(Card.parse("10d")))
    assert Card.parse("7H") != Card.parse("7D")
    assert len(set(ALL_CARDS)) == 53


def test_cards_have_no_order_of_their_own():
    with pytest.raises(TypeError):
        sorted(cards("7H 2C"))


def test_by_suit_is_the_order_of_the_deck():
    assert sorted(reversed(ALL_CARDS), key=by_suit) == list(ALL_CARDS)
    assert [c.code for c in sorted(cards("joker 2S KC AD"), key=by_suit)] == ["KC", "AD", "2S", "joker"]


def test_by_rank_puts_rank_first_and_the_joker_last():
    ordered = sorted(ALL_CARDS, key=by_rank)
    assert [c.rank for c in ordered[:4]] == [Rank.ACE] * 4
    assert [c.code for c in ordered[4:8]] == ["2C", "2D", "2H", "2S"]
    assert ordered[-1] is JOKER
