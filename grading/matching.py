"""Checks for lessons 02 and 03 of the course: which cards may be played.

* ``fits(card, top, suit)`` -> True when ``card`` may be played on ``top``
  while ``suit`` is the suit to follow (X-2; in Crazy Eights an eight is
  wild, C-4);
* ``playable(hand, top, suit)`` -> the cards of ``hand`` that fit, as a
  list in the order of the hand.

Cards are text such as ``"7H"``, suits letters such as ``"H"``. Both checks
take ``family="switch"`` (the default) or ``family="crazy_eights"``. The
engine's own :meth:`switchcore.Game.fits` gives the answers.

``fits`` is checked on every card, on every top card, with every suit that
top card can leave to follow: its own suit, or, under a wild eight in Crazy
Eights, any of the four. ``playable`` is checked on hands of 0 to 10 cards
drawn at random with a fixed seed, the empty hand first.
"""

from __future__ import annotations

import random
from functools import lru_cache

from switchcore import Card, Game, Rules, Suit

from .base import Student, check, passed
from .cards import CODES, card_words
from .words import family as family_name
from .words import number, say

FAMILIES = ("switch", "crazy_eights")
#: How many random hands ``playable`` is tried on.
HANDS = 400
SEED = 2024


def _rules(family: str) -> Rules:
    if family not in FAMILIES:
        raise ValueError(f"family must be one of {FAMILIES}, not {family!r}")
    return Rules.switch(players=2) if family == "switch" else Rules.crazy_eights(players=2)


def family_words(family: str) -> str:
    """A game's name, in the learner's language."""
    return family_name(family)


def suit_words(letter: str) -> str:
    """A suit's noun, in the learner's language (the engine's own word)."""
    return Suit.parse(letter).word()


@lru_cache(maxsize=None)
def positions(family: str) -> tuple[tuple[str, str], ...]:
    """Every (top, suit) a round of ``family`` can show: each top card with
    its own suit, and a wild top card with any suit declared. In Switch the
    jacks are tried with every suit too: with wild jacks (house rule V-1) a
    jack declares the suit to follow, so that a ``fits`` that ignores its
    ``suit`` argument is caught."""
    rules = _rules(family)
    wilds = rules.effects.wilds
    found = []
    for top in CODES:
        card = Card.parse(top)
        declares = card in wilds or (family == "switch" and card.rank == 11)
        suits = [s.value for s in Suit] if declares else [card.suit.value]
        found += [(top, suit) for suit in suits]
    return tuple(found)


@lru_cache(maxsize=None)
def answers(family: str) -> dict[tuple[str, str], frozenset[str]]:
    """(top, suit) -> the cards that fit there, by the engine."""
    rules = _rules(family)
    table = {}
    for top, suit in positions(family):
        game = Game.from_position(rules, hands=[[], []], top=top, suit=suit)
        table[top, suit] = frozenset(code for code in CODES if game.fits(Card.parse(code)))
    return table


def reason(card: str, top: str, suit: str, family: str, fits: bool) -> str:
    """Why ``card`` fits or does not, with the rule id."""
    c, t = Card.parse(card), Card.parse(top)
    wild = family == "crazy_eights" and c.rank == 8
    if fits:
        if wild:
            return say("fits.wild")
        if c.suit.value == suit and suit != t.suit.value:
            return say("fits.declared", suit=suit_words(suit), top=t.text)
        if c.suit.value == suit:
            return say("fits.suit", suit=suit_words(suit))
        return say("fits.rank", top=t.text)
    if family == "switch" and c.rank == 8:
        return say("fits.eight_in_switch")
    if suit != t.suit.value and c.suit is t.suit:
        return say("fits.not_declared", top=t.text, suit=suit_words(suit),
                   rules="X-2, C-4" if family == "crazy_eights" else "X-2, V-1")
    return say("fits.neither", suit=suit_words(suit), top=t.text)


@check("fits", family="switch")
def _fits(student: Student, family: str) -> object:
    """fits(card, top, suit) -> bool, on every card x top x suit of the family."""
    table = answers(family)
    for top, suit in positions(family):
        fitting = table[top, suit]
        for card in CODES:
            case = {"card": card, "top": top, "suit": suit}
            shown = f"{student.name}({card!r}, {top!r}, {suit!r})"
            got = student(card, top, suit, shown=shown, case=case, expect=bool, what=say("want.bool"))
            right = card in fitting
            if got != right:
                raise student.stop(say("fits.wrong_fits" if right else "fits.wrong_does_not_fit",
                                       family=family_words(family), card=card_words(card), top=card_words(top),
                                       suit=suit_words(suit), shown=shown, got=got,
                                       reason=reason(card, top, suit, family, right)), case)
    count = len(positions(family)) * len(CODES)
    return passed("fits", say("verdict.right_fits", name=student.name, family=family_name(family),
                              number=number(count)))


def random_hands(count: int = HANDS, seed: int = SEED) -> list[list[str]]:
    """Hands of 0 to 10 different cards, the empty hand first."""
    rng = random.Random(seed)
    hands = [[]]
    while len(hands) < count:
        hands.append(rng.sample(CODES, rng.randint(1, 10)))
    return hands


@check("playable", family="switch")
def _playable(student: Student, family: str) -> object:
    """playable(hand, top, suit) -> the list of cards that fit, in hand order."""
    table = answers(family)
    spots = positions(family)
    rng = random.Random(SEED + 1)
    for hand in random_hands():
        top, suit = rng.choice(spots)
        case = {"hand": list(hand), "top": top, "suit": suit}
        shown = f"{student.name}({hand!r}, {top!r}, {suit!r})"
        got = student(list(hand), top, suit, shown=shown, case=case, expect=list,
                      what=say("want.cards"))
        right = [card for card in hand if card in table[top, suit]]
        if got == right:
            continue
        extra = [card for card in got if card not in right]
        missing = [card for card in right if card not in got]
        if extra:
            card = extra[0]
            if card not in hand:
                detail = say("playable.not_in_hand", got=repr(card))
            else:
                detail = say("playable.unfit", card=card_words(card), reason=reason(card, top, suit, family, False))
        elif missing:
            card = missing[0]
            detail = say("playable.left_out", card=card_words(card), reason=reason(card, top, suit, family, True))
        elif sorted(got) == sorted(right) and len(got) == len(right):
            detail = say("playable.order", got=repr(got), right=repr(right))
        else:
            detail = say("playable.twice", got=repr(got), right=repr(right))
        raise student.stop(say("playable.wrong", family=family_words(family), top=card_words(top),
                               suit=suit_words(suit), shown=shown, detail=detail), case)
    return passed("playable", say("verdict.right_playable", name=student.name, family=family_name(family),
                                  number=number(HANDS)))
