"""Checks for lesson 04 of the course: what cards left in a hand are worth.

* ``card_points(card)`` -> what one card is worth;
* ``hand_points(hand)`` -> what a whole hand (a list of cards) is worth.

``family="switch"`` (the default) scores penalty points, which the losers
record and low is good (S-14, S-15): ace 25 (aces reverse), jack 20, king
and queen 10, other cards their face value. ``family="crazy_eights"``
scores the points the winner collects from the other hands (C-8): eight 50,
king, queen and jack 10, ace 1, other cards their face value. The engine's
:func:`switchcore.card_points` and :func:`switchcore.hand_points` give the
answers: every card alone, the empty hand, then seeded random hands.
"""

from __future__ import annotations

from switchcore import Card, Rules, card_points, cards, hand_points

from .base import Student, check, passed
from .cards import CODES, card_words
from .matching import family_words, random_hands
from .words import family as family_name
from .words import number, say

HANDS = 300
SEED = 15


def _rules(family: str) -> Rules:
    if family == "switch":
        return Rules.switch(players=2)
    if family == "crazy_eights":
        return Rules.crazy_eights(players=2)
    raise ValueError(f"family must be 'switch' or 'crazy_eights', not {family!r}")


def value_rule(code: str, family: str, rules: Rules) -> str:
    """What ``code`` is worth and the rule that says so."""
    card = Card.parse(code)
    worth = card_points(card, rules)
    table = say("points.table_switch" if family == "switch" else "points.table_crazy_eights")
    return say("points.worth", card=card_words(code), worth=worth, family=family_words(family), table=table)


@check("card_points", family="switch")
def _card_points(student: Student, family: str) -> object:
    """card_points(card) -> int, for all 52 cards."""
    rules = _rules(family)
    for code in CODES:
        case = {"card": code}
        shown = f"{student.name}({code!r})"
        got = student(code, shown=shown, case=case, expect=int, what=say("want.points"))
        right = card_points(Card.parse(code), rules)
        if got != right:
            raise student.stop(say("points.wrong_card", shown=shown, got=got, why=value_rule(code, family, rules)), case)
    return passed("card_points", say("verdict.right_card_points", name=student.name, family=family_name(family),
                                     number=len(CODES)))


@check("hand_points", family="switch")
def _hand_points(student: Student, family: str) -> object:
    """hand_points(hand) -> int: every card alone, the empty hand, random hands."""
    rules = _rules(family)
    hands = [[code] for code in CODES] + random_hands(HANDS, seed=SEED)
    for hand in hands:
        case = {"hand": list(hand)}
        shown = f"{student.name}({hand!r})"
        got = student(list(hand), shown=shown, case=case, expect=int, what=say("want.hand_points"))
        right = hand_points(cards(" ".join(hand)), rules) if hand else 0
        if got == right:
            continue
        if not hand:
            detail = say("points.empty")
        elif len(hand) == 1:
            detail = say("points.one", right=right, why=value_rule(hand[0], family, rules))
        else:
            parts = " + ".join(str(card_points(Card.parse(c), rules)) for c in hand)
            detail = say("points.sum", parts=parts, right=right, rule="S-14" if family == "switch" else "C-8")
        raise student.stop(say("points.wrong_hand", family=family_words(family), shown=shown, got=got, why=detail),
                           case)
    return passed("hand_points", say("verdict.right_hand_points", name=student.name, family=family_name(family),
                                     number=number(len(hands))))
