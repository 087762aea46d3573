"""Plausible wrong answers to the course exercises, and the right ones.

Each wrong answer is a mistake a learner could make; the oracle must catch
every one of them with a message that says what went wrong (the words
listed with it), and must pass the right answers. ``WRONG`` maps a check
(and its options) to ``(function, words the message must hold)`` pairs;
``RIGHT`` maps each to a correct function.
"""

from __future__ import annotations

import time

# ---------------------------------------------------------------------------
# Lesson 01: cards as data
# ---------------------------------------------------------------------------


def rank_of(card):
    return card[:-1]


def suit_of(card):
    return card[-1]


def parse_card(card):
    return (card[:-1], card[-1])


def is_red(card):
    return card[-1] in "HD"


def rank_first_char(card):
    return card[0]  # "10H" -> "1"


def rank_drops_two(card):
    return card[:2]  # "7H" -> "7H"


def rank_as_int(card):
    return int(card[:-1]) if card[:-1].isdigit() else card[:-1]


def suit_second_char(card):
    return card[1]  # "10H" -> "0"


def suit_lowercase(card):
    return card[-1].lower()


def suit_printed(card):
    print(card[-1])  # prints instead of giving back


def parse_swapped(card):
    return (card[-1], card[:-1])


def parse_list(card):
    return [card[:-1], card[-1]]


def parse_short(card):
    return (card[0], card[1])


def parse_not_written(card):
    raise NotImplementedError()


def red_only_hearts(card):
    return card[-1] == "H"


def red_text(card):
    return "red" if card[-1] in "HD" else "black"


def red_spades(card):
    return card[-1] in "HS"


# ---------------------------------------------------------------------------
# Lessons 02 and 03: fits and playable
# ---------------------------------------------------------------------------


def fits_switch(card, top, suit):
    return card[-1] == suit or card[:-1] == top[:-1]


def fits_crazy(card, top, suit):
    return card[:-1] == "8" or card[-1] == suit or card[:-1] == top[:-1]


def fits_no_rank(card, top, suit):
    return card[-1] == suit


def fits_no_suit(card, top, suit):
    return card[:-1] == top[:-1]


def fits_and(card, top, suit):
    return card[-1] == suit and card[:-1] == top[:-1]


def fits_eight_wild_in_switch(card, top, suit):
    return card[:-1] == "8" or card[-1] == suit or card[:-1] == top[:-1]


def fits_no_wild(card, top, suit):
    return card[-1] == suit or card[:-1] == top[:-1]


def fits_top_suit(card, top, suit):
    return card[:-1] == "8" or card[-1] == top[-1] or card[:-1] == top[:-1]


def fits_first_char(card, top, suit):
    return card[1] == suit or card[0] == top[0]  # "10H"[1] is "0"


def fits_text(card, top, suit):
    return "yes" if card[-1] == suit or card[:-1] == top[:-1] else "no"


def fits_no_return(card, top, suit):
    if card[-1] == suit or card[:-1] == top[:-1]:
        return True  # forgets the False branch


def fits_raises(card, top, suit):
    return card.suit == suit  # treats the text as a Card object


def fits_loops(card, top, suit):
    while card:
        pass


def fits_slow(card, top, suit):
    time.sleep(5)
    return True


def playable(hand, top, suit):
    return [card for card in hand if fits_switch(card, top, suit)]


def playable_crazy(hand, top, suit):
    return [card for card in hand if fits_crazy(card, top, suit)]


def playable_removes(hand, top, suit):
    for card in hand:
        if not fits_switch(card, top, suit):
            hand.remove(card)
    return hand


def playable_unfit(hand, top, suit):
    return [card for card in hand if not fits_switch(card, top, suit)]


def playable_first_only(hand, top, suit):
    for card in hand:
        if fits_switch(card, top, suit):
            return [card]
    return []


def playable_bool(hand, top, suit):
    return any(fits_switch(card, top, suit) for card in hand)


def playable_sorted(hand, top, suit):
    return sorted(card for card in hand if fits_switch(card, top, suit))


def playable_set(hand, top, suit):
    return {card for card in hand if fits_switch(card, top, suit)}


def playable_twice(hand, top, suit):
    found = []
    for card in hand:
        if card[-1] == suit:
            found.append(card)
        if card[:-1] == top[:-1]:
            found.append(card)  # 7H on 7H's suit and rank: counted twice
    return found


def playable_empty_none(hand, top, suit):
    found = [card for card in hand if fits_switch(card, top, suit)]
    return found or None


def playable_suit_only(hand, top, suit):
    return [card for card in hand if card[-1] == suit]


def playable_adds_top(hand, top, suit):
    return [top] + [card for card in hand if fits_switch(card, top, suit)]


def playable_eights(hand, top, suit):
    return [card for card in hand if fits_eight_wild_in_switch(card, top, suit)]


# ---------------------------------------------------------------------------
# Lesson 04: points
# ---------------------------------------------------------------------------

SWITCH = {"A": 25, "J": 20, "Q": 10, "K": 10}
CRAZY = {"8": 50, "A": 1, "J": 10, "Q": 10, "K": 10}


def _value(card, table):
    rank = card[:-1]
    if rank in table:
        return table[rank]
    return int(rank)


def card_points_switch(card):
    return _value(card, SWITCH)


def card_points_crazy(card):
    return _value(card, CRAZY)


def hand_points_switch(hand):
    return sum(card_points_switch(card) for card in hand)


def hand_points_crazy(hand):
    total = 0
    for card in hand:
        total += card_points_crazy(card)
    return total


def ace_one_in_switch(hand):
    return sum(_value(card, {**SWITCH, "A": 1}) for card in hand)


def ace_fifteen(hand):
    return sum(_value(card, {**SWITCH, "A": 15}) for card in hand)


def jack_ten_in_switch(hand):
    return sum(_value(card, {**SWITCH, "J": 10}) for card in hand)


def faces_by_number(hand):
    return sum(_value(card, {"A": 1, "J": 11, "Q": 12, "K": 13}) for card in hand)


def eight_fifty_in_switch(hand):
    return sum(_value(card, {**SWITCH, "8": 50}) for card in hand)


def eight_face_in_crazy(hand):
    return sum(_value(card, {**CRAZY, "8": 8}) for card in hand)


def ace_twenty_five_in_crazy(hand):
    return sum(_value(card, {**CRAZY, "A": 25}) for card in hand)


def ten_as_one(hand):
    return sum(SWITCH.get(card[0]) or int(card[0]) for card in hand)


def return_in_loop(hand):
    total = 0
    for card in hand:
        total += card_points_switch(card)
        return total
    return total


def empty_hand_crashes(hand):
    return max(card_points_switch(card) for card in hand) and hand_points_switch(hand)


def counts_cards(hand):
    return len(hand)


def missing_key(hand):
    return sum({"A": 25, "J": 20, "Q": 10, "K": 10, "2": 2}[card[:-1]] for card in hand)


def as_text(hand):
    return str(hand_points_switch(hand))


def as_float(hand):
    return hand_points_switch(hand) / 1


def card_points_lower_ace(card):
    return _value(card, {**SWITCH, "A": 1})


def card_points_king_thirteen(card):
    return _value(card, {**CRAZY, "K": 13})


# ---------------------------------------------------------------------------
# The tables the tests use
# ---------------------------------------------------------------------------

RIGHT = {
    ("rank_of", ()): rank_of,
    ("suit_of", ()): suit_of,
    ("parse_card", ()): parse_card,
    ("is_red", ()): is_red,
    ("fits", ("switch",)): fits_switch,
    ("fits", ("crazy_eights",)): fits_crazy,
    ("playable", ("switch",)): playable,
    ("playable", ("crazy_eights",)): playable_crazy,
    ("card_points", ("switch",)): card_points_switch,
    ("card_points", ("crazy_eights",)): card_points_crazy,
    ("hand_points", ("switch",)): hand_points_switch,
    ("hand_points", ("crazy_eights",)): hand_points_crazy,
}

def fits_ignores_suit(card, top, suit):
    """Compares with the top card's suit, never with the suit to follow."""
    return card[:-1] == top[:-1] or card[-1] == top[-1]


def card_points_bad_int(card):
    """int() on every rank, even when the dictionary has it (the default is worked out first)."""
    return SWITCH.get(card[:-1], int(card[:-1]))


def total_reset_in_loop(hand):
    """total = 0 inside the loop: the empty hand has no total at all."""
    for card in hand:
        total = 0
        total = total + card_points_switch(card)
    return total


def playable_cards(hand, top, suit):
    """Card objects instead of cards written as text."""
    from switchcore import Card

    return [Card.parse(card) for card in hand if fits_switch(card, top, suit)]


def _blank():
    def rank_of(card):  # a skipped exercise: its body is still the blank
        raise NotImplementedError()

    return rank_of


_blank_rank_of = _blank()


def parse_before_rank_of(card):
    """Written, but it uses rank_of, which is not."""
    return (_blank_rank_of(card), card[-1])


class _AlwaysEqual(str):
    """Text whose == always says True."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


def suit_always_equal(card):
    return _AlwaysEqual("?")


def playable_always_equal(hand, top, suit):
    class Everything(list):
        def __eq__(self, other):
            return True

        def __ne__(self, other):
            return False

    return Everything()


WRONG = {
    ("rank_of", ()): [
        (rank_first_char, ["'10'", "10 is the one rank with two characters"]),
        (rank_drops_two, ["the rank is everything before the last letter"]),
        (rank_as_int, ["a whole number (an int)", "the rank as text"]),
        (suit_of, ["gave back 'C'", "the answer is 'A'"]),
    ],
    ("suit_of", ()): [
        (suit_always_equal, ["text of a kind of its own", "not ordinary text"]),
        (suit_second_char, ["10♣", "always the last letter"]),
        (suit_lowercase, ["gave back 'c'", "the answer is 'C'"]),
        (suit_printed, ["gave back None", "Did you forget `return`?"]),
    ],
    ("parse_card", ()): [
        (parse_before_rank_of, ["rank_of is not written yet", "write rank_of first"]),
        (parse_swapped, ["wrong way round", "rank first"]),
        (parse_list, ["which is a list", "a tuple"]),
        (parse_short, ["('1', '0')", "('10', 'C')"]),
        (parse_not_written, ["not written yet", "NotImplementedError"]),
    ],
    ("is_red", ()): [
        (red_only_hearts, ["diamonds (D) are red", "is red"]),
        (red_text, ["which is a piece of text", "True or False"]),
        (red_spades, ["A♦ (AD) is red", "diamonds (D) are red"]),
    ],
    ("fits", ("switch",)): [
        (fits_ignores_suit, ["the suit to follow is diamonds", "V-1"]),
        (fits_no_rank, ["X-2", "matches the rank"]),
        (fits_no_suit, ["X-2", "matches the suit to follow"]),
        (fits_and, ["X-2", "said False, but the card fits"]),
        (fits_eight_wild_in_switch, ["In Switch an 8 is not wild", "S-9"]),
        (fits_first_char, ["10", "X-2"]),
        (fits_text, ["gave back 'yes'", "True or False"]),
        (fits_no_return, ["gave back None", "Did you forget `return`?"]),
        (fits_raises, ["stopped with an error", "AttributeError", "a card is a piece of text"]),
        (fits_loops, ["still running after", "never ends"]),
    ],
    ("fits", ("crazy_eights",)): [
        (fits_no_wild, ["8 is wild", "C-4"]),
        (fits_top_suit, ["declared suit replaces it", "C-4"]),
        (fits_no_rank, ["X-2", "matches the rank"]),
        (fits_slow, ["still running after"]),
    ],
    ("playable", ("switch",)): [
        (playable_always_equal, ["of a kind of its own", "which the check cannot compare"]),
        (playable_cards, ["a Card object", "write cards as text"]),
        (playable_removes, ["changed what it was given", "make a new list"]),
        (playable_unfit, ["which does not fit", "X-2"]),
        (playable_first_only, ["left out", "which fits", "X-2"]),
        (playable_bool, ["which is True or False", "a list of cards"]),
        (playable_sorted, ["not in the order of the hand"]),
        (playable_set, ["which is a set", "a list of cards"]),
        (playable_twice, ["more than once"]),
        (playable_empty_none, ["gave back None", "(or [] when none fits)"]),
        (playable_suit_only, ["left out", "matches the rank"]),
        (playable_adds_top, ["not in the hand at all"]),
        (playable_eights, ["In Switch an 8 is not wild", "S-9"]),
    ],
    ("playable", ("crazy_eights",)): [
        (playable, ["8 is wild", "C-4"]),
    ],
    ("card_points", ("switch",)): [
        (card_points_lower_ace, ["A♣ (AC) is worth 25", "S-15"]),
        (card_points_crazy, ["S-15"]),
    ],
    ("card_points", ("crazy_eights",)): [
        (card_points_bad_int, ["int() turns only digits into a number"]),
        (card_points_king_thirteen, ["is worth 10", "C-8"]),
        (card_points_switch, ["A♣ (AC) is worth 1", "C-8"]),
    ],
    ("hand_points", ("switch",)): [
        (ace_one_in_switch, ["A♣ (AC) is worth 25", "S-15"]),
        (ace_fifteen, ["is worth 25", "S-15"]),
        (jack_ten_in_switch, ["is worth 20", "S-15"]),
        (faces_by_number, ["S-15"]),
        (eight_fifty_in_switch, ["8♣ (8C) is worth 8", "S-15"]),
        (ten_as_one, ["10♣ (10C) is worth 10", "S-15"]),
        (return_in_loop, ["the sum of its cards", "S-14"]),
        (empty_hand_crashes, ["empty_hand_crashes([])", "stopped with an error", "ValueError"]),
        (counts_cards, ["S-15"]),
        (missing_key, ["stopped with an error", "KeyError", "is every rank in it"]),
        (as_text, ["a piece of text (a str)", "a whole number"]),
        (as_float, ["a decimal number (a float)", "a whole number"]),
        (hand_points_crazy, ["S-15"]),
        (total_reset_in_loop, ["UnboundLocalError", "a starting value before the loop"]),
    ],
    ("hand_points", ("crazy_eights",)): [
        (eight_face_in_crazy, ["8♣ (8C) is worth 50", "C-8"]),
        (ace_twenty_five_in_crazy, ["A♣ (AC) is worth 1", "C-8"]),
        (hand_points_switch, ["C-8"]),
        (faces_by_number, ["C-8"]),
    ],
}
