"""What each card does: the card-effect table.

One table, built from a :class:`~switchcore.rules.Rules` value, says which
cards are special, what they do to the next player and which cards may answer
a pending effect. The engine reads this table and nothing else to decide what
a card does, so printing it shows a learner every special card of the game:

>>> from switchcore import Rules
>>> print(Rules.switch().effects)
Switch, 4 players: what the special cards do
  card   effect                                 answered by      rule
  2      next player draws 2 and misses a turn  a 2 (adds 2)     S-8
  8      next player misses a turn              -                S-9
  J♣ J♠  next player draws 7 and misses a turn  J♦ J♥ (cancels)  S-10
  A      reverses the direction of play         -                S-12
  Every other card is ordinary.

>>> print(Rules.crazy_eights().effects)
Crazy Eights, 4 players: what the special cards do
  card  effect                                  answered by  rule
  8     wild: play on anything, declare a suit  -            C-4
  Every other card is ordinary.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple

from .cards import ALL_CARDS, JOKER, Card, Rank, Suit, by_suit, format_cards
from .choices import Family
from .errors import RulesError, frozen, shown
from .messages import and_list, say
from .messages import language as current_language

__all__ = ["Effect", "EffectTable", "Pending"]


@frozen
@dataclass(frozen=True, slots=True)
class Effect:
    """What playing one card does.

    ``draw``: cards the next player must draw (and miss a turn) unless they
    answer; ``skip``: players who miss their turn; ``reverse``: the direction
    of play turns round; ``wild``: playable on anything, with a declared suit.
    ``stack_with`` are the cards that answer a pending effect by adding to it,
    ``cancelled_by`` the cards that answer it by cancelling it. ``rule`` is the
    rule id that gives the card its effect. A reverse between two players
    works as a skip (S-12) unless ``Rules.two_player_reverse_skips`` is off;
    the game applies that, since players can be eliminated during a match.

    Effects are shared by every game with the same rules, so they never
    change (they have no ``__dict__`` to write into).
    """

    name: str
    rule: str
    draw: int = 0
    skip: int = 0
    reverse: bool = False
    wild: bool = False
    stack_with: frozenset = frozenset()
    cancelled_by: frozenset = frozenset()
    pends: bool = field(default=False, init=False, repr=False, compare=False)
    """True when the effect waits for the next player's answer (a draw, or a
    skip that can be stacked, V-7)."""
    answers: frozenset = field(default=frozenset(), init=False, repr=False, compare=False)
    """Every card that may answer this effect while it is pending (S-13)."""
    code: str = field(default="", init=False, repr=False, compare=False)
    """What the effect asks of the next player, as data: ``draw`` or ``skip``,
    then the cards that answer it (as in ``draw 2C 2D 2H 2S``). A pending
    event holds this, and writes its sentence from it."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "pends", self.draw > 0 or (self.skip > 0 and bool(self.stack_with)))
        object.__setattr__(self, "answers", self.stack_with | self.cancelled_by)
        answers = " ".join(c.code for c in sorted(self.answers, key=by_suit))
        object.__setattr__(self, "code", ("draw " if self.draw else "skip ") + answers)

    def __repr__(self) -> str:
        # Sets of cards print in the deck's order, so the text is the same in
        # every process (cards hash by identity, and set order follows hashes).
        parts = []
        for f in fields(self):
            if not f.init:
                continue
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                inside = ", ".join(repr(c) for c in sorted(value, key=by_suit))
                value = f"frozenset({{{inside}}})" if value else "frozenset()"
            else:
                value = repr(value)
            parts.append(f"{f.name}={value}")
        return f"Effect({', '.join(parts)})"

    def describe(self, language: str | None = None) -> str:
        """The effect in a few words.

        >>> Effect("draw two", "S-8", draw=2).describe(language="fr")
        'le joueur suivant pioche 2 cartes et passe son tour'
        """
        if self.wild:
            return say("effect.wild", language=language)
        if self.draw:
            return say("effect.draw", language=language, count=self.draw)
        if self.skip:
            return say("effect.skip", language=language)
        if self.reverse:
            return say("effect.reverse", language=language)
        return say("effect.none", language=language)


def _of_rank(rank: Rank, decks_suits=(Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)) -> frozenset:
    return frozenset(c for c in ALL_CARDS if c.rank is rank and c.suit in decks_suits)


_BLACK = (Suit.CLUBS, Suit.SPADES)
_RED = (Suit.DIAMONDS, Suit.HEARTS)


def _build(rules) -> dict:
    """The effect of every special card under ``rules``, in the order the
    rules apply: the family first, then each variant."""
    table: dict[Card, Effect] = {}

    def give(cards, effect):
        for card in cards:
            table[card] = effect

    def take(cards):
        for card in cards:
            table.pop(card, None)

    twos, fours, eights = _of_rank(Rank.TWO), _of_rank(Rank.FOUR), _of_rank(Rank.EIGHT)
    jacks, queens, kings, aces = _of_rank(Rank.JACK), _of_rank(Rank.QUEEN), _of_rank(Rank.KING), _of_rank(Rank.ACE)
    black_jacks, red_jacks = _of_rank(Rank.JACK, _BLACK), _of_rank(Rank.JACK, _RED)
    wild = Effect("wild", "C-4", wild=True)

    if rules.family is Family.SWITCH:
        give(twos, Effect("draw two", "S-8", draw=2, stack_with=twos))
        give(eights, Effect("skip", "S-9", skip=1))
        give(black_jacks, Effect("pick up seven", "S-10", draw=7, cancelled_by=red_jacks))
        give(aces, Effect("reverse", "S-12", reverse=True))
        if rules.crazy_eights_house:
            give(eights, Effect("wild", "V-9", wild=True))
            take(black_jacks)
    else:
        give(eights, wild)
        if rules.special_cards:
            give(queens, Effect("skip", "C-7", skip=1))
            give(aces, Effect("reverse", "C-7", reverse=True))
            give(twos, Effect("draw two", "C-7", draw=2, stack_with=twos if rules.twos_stack else frozenset()))
    if rules.wild_jacks:
        give(jacks, Effect("wild", "V-1", wild=True))
    if rules.fours_draw_four:
        give(fours, Effect("draw four", "V-2", draw=4, stack_with=fours))
    if rules.king_stop:
        give(kings, Effect("skip", "V-3", skip=1))
    if rules.queens_reverse:
        if table.get(next(iter(aces))) is not None and table[next(iter(aces))].reverse:
            take(aces)
        give(queens, Effect("reverse", "V-4", reverse=True))
    if rules.jokers:
        give([JOKER], Effect("wild", "V-5", wild=True))
    if rules.black_jacks_stack:
        give(black_jacks, Effect("pick up seven", "V-6", draw=7, stack_with=black_jacks, cancelled_by=red_jacks))
    if rules.stacked_skips:
        give(eights, Effect("skip", "V-7", skip=1, stack_with=eights))
    return table


class Pending(NamedTuple):
    """An effect waiting for the player to act: draw ``amount`` cards (or miss
    ``amount`` turns, for stacked skips), unless they answer with one of
    ``effect.answers``."""

    effect: Effect
    amount: int

    def describe(self, language: str | None = None) -> str:
        """What the player facing it must do, as in 'draw 4 or play a 2'.

        >>> from switchcore import Rules
        >>> two = Rules.switch().effects["2H"]
        >>> Pending(two, 4).describe(), Pending(two, 4).describe(language="nl")
        ('draw 4 or play a 2', '4 kaarten trekken of een 2 spelen')
        """
        return describe_pending(self.effect.code, self.amount, language)


def describe_pending(code: str, amount: int, language: str | None = None) -> str:
    """What a pending effect asks (its :attr:`Effect.code`, ``amount``
    cards to draw or turns to miss), in words."""
    language = language or current_language()
    kind, *answers = code.split()
    if kind == "draw":
        what = say("pending.draw", language=language, count=amount)
    elif amount == 1:
        what = say("pending.skip", language=language)
    else:
        what = say("pending.skips", language=language, count=amount)
    if not answers:
        return what
    return say("pending.or_play", language=language, what=what, cards=_describe_cards(tuple(answers), language))


@lru_cache(maxsize=256)
def _describe_cards(codes: tuple, language: str | None = None) -> str:
    """'a 2' for all four cards of one rank, else the cards listed: 'J♦ or J♥'."""
    group = [Card.parse(code) for code in codes]
    if not group:
        return ""
    ranks = {c.rank for c in group}
    if len(ranks) == 1 and len(group) == 4:
        r = group[0].rank
        key = "answer.rank_an" if r in (Rank.ACE, Rank.EIGHT) else "answer.rank"
        return say(key, language=language, rank=r.symbol)
    return and_list([c.text for c in group], language, key="words.or")


def _card_list(group: frozenset) -> str:
    """'a 2' for all four cards of one rank, else the cards: 'J♦ J♥'."""
    group = sorted(group, key=by_suit)
    if len({c.rank for c in group}) == 1 and len(group) == 4:
        return _describe_cards(tuple(c.code for c in group), current_language())
    return " ".join(c.text for c in group)


class EffectTable:
    """The effects of every special card under a set of rules.

    ``table[card]`` is the card's :class:`Effect`, or None for an ordinary
    card; ``table.wilds`` is the set of wild cards. Print it to read it.

    The table is shared by every game with the same rules, so it cannot be
    changed: its attributes cannot be set again, and what they hold is
    immutable (tuples, frozensets, a read-only mapping, frozen effects).

    >>> from switchcore import Rules
    >>> Rules.switch().effects.by_index = ()
    Traceback (most recent call last):
    ...
    AttributeError: the effect table of a set of rules cannot be changed
    """

    __slots__ = ("rules", "_by_card", "by_index", "wilds")

    def __init__(self, rules) -> None:
        if not isinstance(getattr(rules, "family", None), Family):  # a Rules value (rules.py builds on this module)
            raise RulesError(say("setting.effects", value=shown(rules)))
        set_ = object.__setattr__
        set_(self, "rules", rules)
        set_(self, "_by_card", MappingProxyType(_build(rules)))
        #: The effect of each card, indexed by ``card.index`` (None: ordinary).
        set_(self, "by_index", tuple(self._by_card.get(c) for c in ALL_CARDS))
        set_(self, "wilds", frozenset(c for c, e in self._by_card.items() if e.wild))

    def __setattr__(self, name, *value):
        raise AttributeError("the effect table of a set of rules cannot be changed")

    def __reduce__(self):
        return (EffectTable, (self.rules,))

    __delattr__ = __setattr__

    def __getitem__(self, card: Card) -> Effect | None:
        return self.by_index[Card.parse(card).index]

    def __iter__(self):
        return iter(self.rows())

    def rows(self) -> list[tuple[str, Effect]]:
        """(cards, effect) pairs, one per effect, cards written as a learner
        would say them ('2', 'J♣ J♠')."""
        groups: dict[int, list[Card]] = {}
        effects: dict[int, Effect] = {}
        for card, effect in self._by_card.items():
            groups.setdefault(id(effect), []).append(card)
            effects[id(effect)] = effect
        rows = []
        for key, group in groups.items():
            group.sort(key=by_suit)
            ranks = {c.rank for c in group}
            if len(ranks) == 1 and len(group) == 4:
                label = group[0].rank.symbol
            else:
                label = format_cards(group)
            rows.append((label, effects[key]))
        order = [Rank.TWO, Rank.FOUR, Rank.EIGHT, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.JOKER]
        rows.sort(key=lambda row: (order.index(min(c.rank for c in groups[id(row[1])]))
                                   if min(c.rank for c in groups[id(row[1])]) in order else 99, row[0]))
        return rows

    def __str__(self) -> str:
        table = []
        for label, e in self.rows():
            answers = []
            if e.stack_with:
                extra = say("effects.adds", count=e.draw) if e.draw else say("effects.adds_skip")
                answers.append(f"{_card_list(e.stack_with)} ({extra})")
            if e.cancelled_by:
                answers.append(f"{_card_list(e.cancelled_by)} ({say('effects.cancels')})")
            table.append((label, e.describe(), ", ".join(answers) or "-", e.rule))
        heads = tuple(say(key) for key in ("effects.card", "effects.effect", "effects.answered", "effects.rule"))
        widths = [max(len(row[i]) for row in table + [heads]) for i in range(3)]
        family = say("family." + self.rules.family.value)
        lines = [say("effects.title", family=family, count=self.rules.players)]
        for row in [heads] + table:
            lines.append("  " + "  ".join(f"{row[i]:<{widths[i]}}" for i in range(3)) + "  " + row[3])
        lines.append("  " + say("effects.ordinary"))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<EffectTable of {self.rules}>"
