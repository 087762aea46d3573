"""Checking the settings of a :class:`~switchcore.rules.Rules` value.

A Rules value is checked once, when it is made: every setting has the type
it should, the numbers are in range for the family (players S-1, C-1; decks
S-2, C-1; hands S-3, C-1; the last-card penalty S-7; the draw limit S-6,
C-5; a blocked round and the play limit X-8), options that only make sense
together come together (C-7, V-6, V-7, V-9, X-3), the match mode suits the
scoring (S-16, C-9), and a deal always leaves a card that can be the starter
(X-5, C-2). A setting out of range is refused with a
:class:`~switchcore.errors.RulesError` naming the rule. Settings left at 0
(decks, hand size) are filled in from the family's rule here.

>>> from switchcore import Rules
>>> Rules.switch(players=3, decks=3)
Traceback (most recent call last):
...
switchcore.errors.RulesError: [S-2] Switch uses one or two decks, not 3
"""

from __future__ import annotations

import dataclasses

from .choices import DrawRule, Family, Match, Scoring
from .errors import RulesError, shown
from .messages import say

__all__ = ["check_rules"]


def check_rules(rules) -> None:
    """Check every setting of ``rules`` and fill in those left at 0 (decks,
    hand size); a RulesError naming the rule for the first one out of range."""
    set_ = lambda name, value: object.__setattr__(rules, name, value)  # noqa: E731
    set_("family", _enum(Family, rules.family, "family"))
    set_("draw", _enum(DrawRule, rules.draw, "draw"))
    set_("scoring", _enum(Scoring, rules.scoring, "scoring"))
    set_("match", _enum(Match, rules.match, "match"))
    for name in ("players", "decks", "hand_size", "last_card_penalty", "jokers", "rounds", "cap", "target",
                 "draw_limit", "blocked_passes", "play_limit"):
        set_(name, _number(getattr(rules, name), name))
    for f in dataclasses.fields(rules):
        if f.type == "bool" and type(getattr(rules, f.name)) is not bool:
            raise RulesError(f"{f.name} must be True or False, not {shown(getattr(rules, f.name))}")
    switch = rules.family is Family.SWITCH
    low, high, rule = (2, 7, "S-1") if switch else (2, 8, "C-1")
    if not low <= rules.players <= high:
        raise RulesError(f"{rules.family} is for {low} to {high} players, not {rules.players}", rule)
    if not rules.decks:
        set_("decks", rules._family_decks(rules.family, rules.players))
    if switch and rules.decks not in (1, 2):
        raise RulesError(f"Switch uses one or two decks, not {rules.decks}", "S-2")
    if not switch and rules.decks not in (1, 2):
        raise RulesError(f"Crazy Eights uses one deck (two as a house rule), not {rules.decks}", "C-1")
    if not 0 <= rules.jokers <= 2:
        raise RulesError(f"a game has no, one or two jokers, not {rules.jokers}", "V-5")
    if not rules.hand_size:
        set_("hand_size", rules._family_size(rules.family, rules.players))
    cards = 52 * rules.decks + rules.jokers
    if rules.hand_size < 1:
        raise RulesError(f"a hand holds at least 1 card; the hand size cannot be {rules.hand_size}",
                         "S-3" if switch else "C-2")
    if rules.players * rules.hand_size + 1 > cards:
        raise RulesError(
            f"{rules.players} hands of {rules.hand_size} cards and a starter need "
            f"{rules.players * rules.hand_size + 1} cards, but the deck has {cards}",
            "S-3" if switch else "C-1",
        )
    _check_starter(rules)
    if not 0 <= rules.last_card_penalty <= 10:
        raise RulesError(f"the last-card penalty must be 0 (off) to 10 cards, not {rules.last_card_penalty}", "S-7")
    if not 0 <= rules.draw_limit <= 100:
        raise RulesError(f"the draw limit must be 0 (none) to 100 cards a turn, not {rules.draw_limit}", "C-5")
    if rules.draw_limit and rules.draw is DrawRule.ONE:
        raise RulesError("drawing one card has no draw limit; use it with until_playable or free drawing",
                         "S-6")
    if rules.twos_stack and not (not switch and rules.special_cards):
        raise RulesError("twos_stack makes the twos of C-7 stack; in Switch, twos always stack by S-8"
                         if switch else "twos only stack when they draw two: turn on special_cards", "C-7")
    if rules.blocked_passes and not rules.players <= rules.blocked_passes <= 100:
        raise RulesError(f"a blocked round needs 0 (one per player) or {rules.players} to 100 passes in a row, "
                         f"not {rules.blocked_passes}", "X-8")
    if rules.early_reshuffle and not rules.reshuffle:
        raise RulesError("early_reshuffle says when the discards are reshuffled; turn on reshuffle too", "X-3")
    if not 0 <= rules.play_limit <= 100_000:
        raise RulesError(f"the play limit must be 0 (none) to 100000 cards, not {rules.play_limit}", "X-8")
    if rules.crazy_eights_house and not switch:
        raise RulesError("V-9 brings Crazy Eights' wild eights into Switch; Crazy Eights has them already", "V-9")
    if rules.special_cards and switch:
        raise RulesError("special_cards is the Crazy Eights option C-7; Switch always has its special cards", "C-7")
    if rules.black_jacks_stack and not (switch and not rules.wild_jacks and not rules.crazy_eights_house):
        raise RulesError(say("clash.black_jacks_stack"), "V-6")
    if rules.stacked_skips and not (switch and not rules.crazy_eights_house):
        raise RulesError(say("clash.stacked_skips"), "V-7")
    # The match settings are checked whatever the match mode, so that a value
    # kept for another mode (and saved with the rules) is always one that works.
    if not (50 <= rules.target <= 500 and rules.target % 50 == 0):
        raise RulesError(f"the target score must be 50 to 500 in steps of 50, not {rules.target}", "C-9")
    if not 10 <= rules.cap <= 1000:
        raise RulesError(f"the elimination cap must be 10 to 1000, not {rules.cap}", "S-16")
    if not 1 <= rules.rounds <= 100:
        raise RulesError(f"a match of rounds has 1 to 100 rounds, not {rules.rounds}", "S-16")
    if rules.match is Match.TARGET and rules.scoring is not Scoring.POINTS:
        raise RulesError("a target score needs points scoring (C-8); penalty points use elimination", "C-9")
    if rules.match is Match.ELIMINATION and rules.scoring is not Scoring.PENALTY:
        raise RulesError("elimination needs penalty scoring (S-15)", "S-16")


def _check_starter(rules) -> None:
    """X-5, C-2: the stock left after any deal of these rules must hold a
    card that can be the starter; otherwise turning up the starter would
    never end. In Crazy Eights wild cards go back into the stock (C-2),
    in either family jokers do (they have no suit to match)."""
    switch = rules.family is Family.SWITCH
    wild = 0 if switch else 4 * rules.decks * (1 + rules.wild_jacks)
    buried = wild + rules.jokers
    if not buried:
        return
    cards = 52 * rules.decks + rules.jokers
    sizes = range(2, rules.players + 1) if rules.match is Match.ELIMINATION else (rules.players,)
    for players in sizes:
        size = rules.deal_size(players)
        left = cards - players * size
        if left <= buried:
            what = "jokers" if switch else "wild cards"
            raise RulesError(
                f"{players} hands of {size} cards leave {left} card{'s' if left != 1 else ''} in the stock, "
                f"and they could all be {what} ({buried} in the deck), which are never the starter: "
                f"no starter could be turned up", "X-5" if switch else "C-2")


def _number(value, name: str) -> int:
    """``value`` as a plain int, when it is a whole number not far out of any
    range (the ranges themselves are checked above, with their rules)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"{name} must be a whole number, not {shown(value)}")
    if not -10**6 <= value <= 10**6:
        raise RulesError(f"{name} is far out of range: {shown(value)}")
    return int(value)


def _enum(kind, value, name):
    """The member of the enum ``kind`` that ``value`` is or names (as text);
    otherwise a RulesError listing the choices for the setting ``name``."""
    if type(value) is kind:
        return value
    for member in kind:
        if isinstance(value, str) and str.__str__(value) == member.value:
            return member
    choices = ", ".join(repr(m.value) for m in kind)
    raise RulesError(f"{name} must be one of {choices}, not {shown(value)}")
