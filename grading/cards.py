"""Checks for lesson 01 of the course: a card as data.

A card is a piece of text such as ``"7H"`` or ``"10D"``: the rank (``A``,
``2`` to ``10``, ``J``, ``Q``, ``K``) and then the suit letter (``C``,
``D``, ``H``, ``S``). The engine's :class:`switchcore.Card` knows both, so
every one of the 52 cards is checked:

* ``rank_of(card)`` -> the rank as text, ``"7"`` or ``"10"`` or ``"K"``;
* ``suit_of(card)`` -> the suit letter, ``"H"``;
* ``parse_card(card)`` -> the tuple ``(rank, suit)``, ``("10", "D")``;
* ``is_red(card)`` -> True for hearts and diamonds.
"""

from __future__ import annotations

from switchcore import Card, deck

from .base import Student, check, fail, passed
from .words import say

#: Every card of one deck, as learners write them: "AC", ..., "10S", "KS".
CODES: tuple[str, ...] = tuple(card.code for card in deck())


def card_words(code: str) -> str:
    """How a message names a card: ``7♥ (7H)``."""
    return f"{Card.parse(code).text} ({code})"


def _rank(code: str) -> str:
    return Card.parse(code).rank.symbol


def _suit(code: str) -> str:
    return Card.parse(code).suit.value


def _each_card(student: Student, name: str, answer, expect, what: str, explain) -> None:
    for code in CODES:
        case = {"card": code}
        got = student(code, shown=f"{student.name}({code!r})", case=case, expect=expect, what=what)
        right = answer(code)
        if got != right:
            raise student.stop(say("cards.wrong", card=card_words(code), shown=f"{student.name}({code!r})",
                                   got=repr(got), right=repr(right), why=explain(code)), case)


def _rank_rule(code: str) -> str:
    return say("cards.rank_rule")


def _suit_rule(code: str) -> str:
    return say("cards.suit_rule")


@check("rank_of")
def _rank_of(student: Student) -> object:
    """rank_of(card) -> the rank as text, for all 52 cards."""
    _each_card(student, "rank_of", _rank, str, say("want.rank"), _rank_rule)
    return passed("rank_of", say("verdict.right_cards", name=student.name, number=len(CODES)))


@check("suit_of")
def _suit_of(student: Student) -> object:
    """suit_of(card) -> the suit letter, for all 52 cards."""
    _each_card(student, "suit_of", _suit, str, say("want.suit"), _suit_rule)
    return passed("suit_of", say("verdict.right_cards", name=student.name, number=len(CODES)))


@check("parse_card")
def _parse_card(student: Student) -> object:
    """parse_card(card) -> (rank, suit), for all 52 cards."""
    for code in CODES:
        case = {"card": code}
        shown = f"{student.name}({code!r})"
        got = student(code, shown=shown, case=case, expect=tuple, what=say("want.pair"))
        right = (_rank(code), _suit(code))
        if got == right[::-1]:
            raise student.stop(say("cards.swapped", shown=shown, got=repr(got)), case)
        if got != right:
            raise student.stop(say("cards.wrong", card=card_words(code), shown=shown, got=repr(got), right=repr(right),
                                   why=_rank_rule(code) + " " + _suit_rule(code)), case)
    return passed("parse_card", say("verdict.right_cards", name=student.name, number=len(CODES)))


@check("is_red")
def _is_red(student: Student) -> object:
    """is_red(card) -> True for hearts and diamonds, for all 52 cards."""
    for code in CODES:
        case = {"card": code}
        shown = f"{student.name}({code!r})"
        got = student(code, shown=shown, case=case, expect=bool, what=say("want.bool"))
        right = Card.parse(code).is_red
        if got != right:
            raise student.stop(say("cards.is_red" if right else "cards.is_black", shown=shown, got=repr(got),
                                   card=card_words(code)), case)
    return passed("is_red", say("verdict.right_cards", name=student.name, number=len(CODES)))
