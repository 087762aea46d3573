"""Checking the settings of a :class:`~switchcore.rules.Rules` value.

A Rules value is checked once, when it is made: every setting has the type
it should, the numbers are in range for the family (players S-1, C-1; decks
S-2, C-1; hands S-3, C-1; the last-card penalty S-7; the draw limit S-6,
C-5; a blocked round and the play limit X-8), a round is sure to end
(X-10: without the repetition rule, a play limit), options that only make sense
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
from .numbers import integer

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
            raise RulesError(say("setting.bool", name=f.name, value=shown(getattr(rules, f.name))))
    switch = rules.family is Family.SWITCH
    low, high, rule = (2, 7, "S-1") if switch else (2, 8, "C-1")
    if not low <= rules.players <= high:
        raise RulesError(say("setting.players", family=say(f"family.{rules.family.value}"), low=low, high=high,
                              value=rules.players), rule)
    if not rules.decks:
        set_("decks", rules._family_decks(rules.family, rules.players))
    if switch and rules.decks not in (1, 2):
        raise RulesError(say("setting.decks_switch", value=rules.decks), "S-2")
    if not switch and rules.decks not in (1, 2):
        raise RulesError(say("setting.decks_crazy", value=rules.decks), "C-1")
    if not 0 <= rules.jokers <= 2:
        raise RulesError(say("setting.jokers", value=rules.jokers), "V-5")
    if not rules.hand_size:
        set_("hand_size", rules._family_size(rules.family, rules.players))
    cards = 52 * rules.decks + rules.jokers
    if rules.hand_size < 1:
        raise RulesError(say("setting.hand_size", value=rules.hand_size), "S-3" if switch else "C-2")
    if rules.players * rules.hand_size + 1 > cards:
        raise RulesError(say("setting.deck_short", players=rules.players, size=rules.hand_size,
                             needed=rules.players * rules.hand_size + 1, cards=cards), "S-3" if switch else "C-1")
    _check_starter(rules)
    if not 0 <= rules.last_card_penalty <= 10:
        raise RulesError(say("setting.penalty", value=rules.last_card_penalty), "S-7")
    if not 0 <= rules.draw_limit <= 100:
        raise RulesError(say("setting.draw_limit", value=rules.draw_limit), "C-5")
    if rules.draw_limit and rules.draw is DrawRule.ONE:
        raise RulesError(say("setting.draw_one"), "S-6")
    if rules.twos_stack and not (not switch and rules.special_cards):
        raise RulesError(say("setting.twos_switch" if switch else "setting.twos_special"), "C-7")
    if rules.blocked_passes and not rules.players <= rules.blocked_passes <= 100:
        raise RulesError(say("setting.blocked", players=rules.players, value=rules.blocked_passes), "X-8")
    if rules.early_reshuffle and not rules.reshuffle:
        raise RulesError(say("setting.early_reshuffle"), "X-3")
    if not 0 <= rules.play_limit <= 100_000:
        raise RulesError(say("setting.play_limit", value=rules.play_limit), "X-8")
    if not rules.repetition and not rules.play_limit:
        raise RulesError(say("setting.repetition"), "X-10")
    if rules.crazy_eights_house and not switch:
        raise RulesError(say("setting.house_eights"), "V-9")
    if rules.special_cards and switch:
        raise RulesError(say("setting.special_switch"), "C-7")
    if rules.black_jacks_stack and not (switch and not rules.wild_jacks and not rules.crazy_eights_house):
        raise RulesError(say("setting.black_jacks"), "V-6")
    if rules.stacked_skips and not (switch and not rules.crazy_eights_house):
        raise RulesError(say("setting.stacked_skips"), "V-7")
    # The match settings are checked whatever the match mode, so that a value
    # kept for another mode (and saved with the rules) is always one that works.
    if not (50 <= rules.target <= 500 and rules.target % 50 == 0):
        raise RulesError(say("setting.target", value=rules.target), "C-9")
    if not 10 <= rules.cap <= 1000:
        raise RulesError(say("setting.cap", value=rules.cap), "S-16")
    if not 1 <= rules.rounds <= 100:
        raise RulesError(say("setting.rounds", value=rules.rounds), "S-16")
    if rules.match is Match.TARGET and rules.scoring is not Scoring.POINTS:
        raise RulesError(say("setting.target_points"), "C-9")
    if rules.match is Match.ELIMINATION and rules.scoring is not Scoring.PENALTY:
        raise RulesError(say("setting.elimination"), "S-16")


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
            what = say("what.jokers" if switch else "what.wild_cards")
            raise RulesError(say("setting.no_starter", players=players, size=size, count=left, what=what,
                                 buried=buried), "X-5" if switch else "C-2")


def _number(value, name: str) -> int:
    """``value`` as a plain int, when it is a whole number (of any kind, a
    numpy integer too, but not True or False) not far out of any range (the
    ranges themselves are checked above, with their rules)."""
    number = integer(value)
    if number is None:
        raise RulesError(say("setting.whole", name=name, value=shown(value)))
    if not -10**6 <= number <= 10**6:
        raise RulesError(say("setting.far", name=name, value=shown(value)))
    return number


def _enum(kind, value, name):
    """The member of the enum ``kind`` that ``value`` is or names (as text);
    otherwise a RulesError listing the choices for the setting ``name``."""
    if type(value) is kind:
        return value
    for member in kind:
        if isinstance(value, str) and str.__str__(value) == member.value:
            return member
    choices = ", ".join(repr(m.value) for m in kind)
    raise RulesError(say("setting.choice", name=name, choices=choices, value=shown(value)))
