"""What a house rule changes: two card-effect tables compared card by card.

Printing the whole effect table of every variant shows eight tables that
differ in a line or two. :func:`effect_changes` prints only the cards whose
effect differs, what they did before and what they do now, each with the
rule that gives the effect. Every effect comes from ``switchcore``.

>>> from switchcore import Rules
>>> print(effect_changes(Rules.switch(players=3), Rules.switch(players=3, king_stop=True)))
What changes when kings make the next player miss a turn:
  K      before: ordinary card
         now:    next player misses a turn (V-3)
  Every other card does what it did before.
>>> print(effect_changes(Rules.switch(players=3), Rules.switch(players=3, starter_effects=True)))
What changes when the starter's effect applies to the first player:
  No card does anything new: the table is the same.
"""

from __future__ import annotations

from typing import NamedTuple

from switchcore import ALL_CARDS, JOKER, Effect, Rules, by_rank, by_suit
from switchcore.messages import clause_list
from switchcore.messages import say as sentence_of

from .words import say

__all__ = ["EffectChanges", "Change", "effect_changes", "effect_text"]

_SUITS_OF_A_RANK = 4


def _cards_text(group, article: bool = False) -> str:
    """'K' (or 'a K') for the four cards of one rank, else the cards one by one."""
    group = sorted(group, key=by_suit)
    if len(group) == _SUITS_OF_A_RANK and len({c.rank for c in group}) == 1:
        symbol = group[0].rank.symbol
        if not article:
            return symbol
        return sentence_of("answer.rank_an" if symbol in ("8", "A") else "answer.rank", rank=symbol)
    return " ".join(c.text for c in group)


def effect_text(effect: Effect | None) -> str:
    """One effect in words, with the cards that may answer it and its rule.

    >>> from switchcore import Rules
    >>> effect_text(Rules.switch().effects["JS"])
    'next player draws 7 and misses a turn; answered by J♦ J♥ (cancels) (S-10)'
    >>> effect_text(None)
    'ordinary card'
    """
    if effect is None:
        return say("diff.ordinary")
    answers = []
    if effect.stack_with:
        added = sentence_of("effects.adds", count=effect.draw) if effect.draw else sentence_of("effects.adds_skip")
        answers.append(f"{_cards_text(effect.stack_with, article=True)} ({added})")
    if effect.cancelled_by:
        answers.append(f"{_cards_text(effect.cancelled_by, article=True)} ({sentence_of('effects.cancels')})")
    text = effect.describe()
    if answers:
        text = say("diff.answered", effect=text, answers=", ".join(answers))
    return f"{text} ({effect.rule})"


class Change(NamedTuple):
    """Cards whose effect went from ``before`` to ``now`` (both in words)."""

    cards: str
    before: str
    now: str


class EffectChanges:
    """The differences between the effect tables of two sets of rules;
    print it to read them. ``changes`` lists them (empty when the tables
    agree), ``settings`` names the options that differ."""

    def __init__(self, before: Rules, after: Rules) -> None:
        self.before, self.after = before, after
        self.settings = {name: value for name, value in after.changes().items()
                         if before.changes().get(name) != value}
        self.settings.update({name: getattr(after, name) for name in before.changes()
                              if name not in after.changes()})
        groups: dict = {}
        for card in ALL_CARDS:
            old, new = before.effects[card], after.effects[card]
            if old != new:
                was, now = (effect_text(e) if card is not JOKER or rules.jokers else say("diff.not_in_deck")
                            for e, rules in ((old, before), (new, after)))
                groups.setdefault((was, now), []).append(card)
        ordered = sorted(groups.items(), key=lambda item: by_rank(min(item[1], key=by_rank)))
        self.changes = [Change(_cards_text(group), old, new) for (old, new), group in ordered]

    def __bool__(self) -> bool:
        return bool(self.changes)

    def title(self) -> str:
        """The first line: the settings that differ, in words (as
        :meth:`Rules.changes_in_words <switchcore.rules.Rules.changes_in_words>`
        says them), or "these rules" when a setting went back to the
        family's own and has no phrase."""
        match = {"match", "rounds", "cap", "target"}
        phrases, said = [], set()
        for name, phrase in self.after.changes_in_words(rule_ids=False).items():
            settings = set(self.settings) & (match if name == "match" else {name})
            if settings:
                phrases.append(phrase)
                said |= settings
        if not phrases or said != set(self.settings):
            return say("diff.title", settings=say("diff.these_rules"))
        return say("diff.title_when", settings=clause_list(phrases))

    def __str__(self) -> str:
        lines = [self.title()]
        if not self.changes:
            lines.append("  " + say("diff.same"))
            return "\n".join(lines)
        width = max(len(change.cards) for change in self.changes)
        width = max(width, 5)
        before, now = say("diff.before"), say("diff.now")
        label = max(len(before), len(now)) + 1
        for change in self.changes:
            lines.append(f"  {change.cards:<{width}}  {before:<{label}}{change.before}")
            lines.append(f"  {'':<{width}}  {now:<{label}}{change.now}")
        lines.append("  " + say("diff.rest"))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<EffectChanges: {len(self.changes)} groups of cards changed>"


def effect_changes(before: Rules, after: Rules) -> EffectChanges:
    """The cards whose effect differs between ``before`` and ``after``
    (print the result to read it).

    >>> from switchcore import Rules
    >>> print(effect_changes(Rules.switch(players=3), Rules.switch(players=3, wild_jacks=True)))
    What changes when jacks are wild:
      J♣ J♠  before: next player draws 7 and misses a turn; answered by J♦ J♥ (cancels) (S-10)
             now:    wild: play on anything, declare a suit (V-1)
      J♦ J♥  before: ordinary card
             now:    wild: play on anything, declare a suit (V-1)
      Every other card does what it did before.
    """
    return EffectChanges(before, after)
