"""Scoring: what cards are worth, how a round is scored, when a match ends.

Switch counts penalty points against the losers (S-14, S-15): low is good.
Crazy Eights gives the winner the points left in the other hands (C-8): high
is good. Either table can go with either family (V-10).

>>> from switchcore import Rules, cards
>>> hand_points(cards("8C KD"), Rules.crazy_eights())
60
>>> hand_points(cards("AS JC 10H"), Rules.switch())
55
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import Card, Cards, Rank, Suit, cards
from .choices import Match, Scoring
from .errors import RulesError, frozen, quoted, shown
from .messages import and_list, say, with_rule
from .rules import Rules

__all__ = ["card_points", "hand_points", "RoundEnd", "RoundResult", "MatchEnd", "MatchResult", "score_round", "match_result"]


class RoundEnd(enum.Enum):
    """Why a round ended."""

    WENT_OUT = "went out"
    """A player played their last card (X-1)."""
    BLOCKED = "blocked"
    """The round could not go on: nothing could be drawn and every player
    passed in turn (X-8, C-6), or the whole position came back a third time
    (X-10, :mod:`switchcore.repetition`)."""
    PLAY_LIMIT = "play limit"
    """The rules' play limit was reached; scored like a blocked round (X-8, C-6)."""


class MatchEnd(enum.Enum):
    """Why a match ended."""

    SINGLE_ROUND = "single round"
    """S-16(a): the match was one round."""
    ROUNDS_PLAYED = "rounds played"
    """S-16(b): the fixed number of rounds was played; the best total wins."""
    LAST_STANDING = "last standing"
    """S-16(c): every other player went over the cap."""
    TARGET_REACHED = "target reached"
    """C-9: a total reached the target; the highest total wins."""


def card_points(card, rules: Rules) -> int:
    """What one card left in hand is worth under the rules' scoring table.

    Penalty points (S-15): A = 25 when aces reverse (else 15), K = Q = 10,
    J = 20 (black jacks 50 with the house option), 10 to 2 face value,
    joker 50. Points (C-8): 8 = 50, K = Q = J = 10, A = 1, others face value,
    joker 50.

    >>> from switchcore import Card
    >>> card_points(Card.parse("AS"), Rules.switch()), card_points(Card.parse("AS"), Rules.switch(queens_reverse=True))
    (25, 15)
    """
    if type(card) is not Card:
        card = Card.parse(card)
    if not isinstance(rules, Rules):
        raise RulesError(say("input.rules", value=quoted(rules)))
    rank = card.rank
    if rank is Rank.JOKER:
        return 50
    if rules.scoring is Scoring.POINTS:
        if rank is Rank.EIGHT:
            return 50
        return 10 if rank >= Rank.JACK else int(rank)
    if rank is Rank.ACE:
        effect = rules.effects[card]
        return 25 if effect is not None and effect.reverse else 15
    if rank is Rank.JACK:
        if rules.black_jack_fifty and card.suit in (Suit.CLUBS, Suit.SPADES):
            return 50
        return 20
    return 10 if rank >= Rank.QUEEN else int(rank)


def hand_points(hand, rules: Rules) -> int:
    """The points of a whole hand: its cards, or text such as ``"7H KD"``.

    >>> hand_points("7H KD", Rules.switch())
    17
    """
    if not isinstance(rules, Rules):
        raise RulesError(say("input.rules", value=quoted(rules)))
    if isinstance(hand, str) or type(hand) not in (list, tuple, Cards):
        hand = cards(hand)
    return sum(card_points(c, rules) for c in hand)


def score_round(rules: Rules, points, active, winners, reason: RoundEnd) -> tuple[int, ...]:
    """What each seat records for the round (0 for seats not playing), from
    ``points``, what each seat's hand is worth (:func:`hand_points`).

    ``winners`` are the seats who went out (one) or, in a blocked round, the
    seats with the lowest hand. Penalty scoring (S-14): each loser records
    their hand, winners zero (X-8 for a blocked round). Points scoring: the
    player who went out scores every other hand (C-8); in a blocked round
    each lowest hand scores the sum of the other hands minus its own (C-6).

    >>> score_round(Rules.crazy_eights(players=3), (0, 60, 5), (0, 1, 2), (0,), RoundEnd.WENT_OUT)
    (65, 0, 0)
    """
    scores = [0] * len(points)
    for seat in active:
        if rules.scoring is Scoring.PENALTY:
            scores[seat] = 0 if seat in winners else points[seat]
        elif seat in winners:
            others = sum(points[s] for s in active if s != seat)
            scores[seat] = others if reason is RoundEnd.WENT_OUT else others - points[seat]
    return tuple(scores)


def lowest_hands(points, active) -> tuple[int, ...]:
    """The seats whose hands are worth the least (X-8, C-6), from what each
    seat's hand is worth.

    >>> lowest_hands((12, 3, 3), (0, 1, 2))
    (1, 2)
    """
    low = min(points[seat] for seat in active)
    return tuple(seat for seat in active if points[seat] == low)


@frozen
@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round: every hand revealed with its points (C-10)."""

    round: int
    reason: RoundEnd
    winners: tuple
    names: tuple
    hands: tuple
    points: tuple
    scores: tuple
    totals: tuple
    eliminated: tuple = ()
    rule: str = ""
    played: tuple = ()
    """The seats that played the round (all of them, unless some were
    eliminated earlier in the match)."""

    def __str__(self) -> str:
        who = and_list(self.names[s] for s in self.winners)
        key = "result.went_out" if self.reason is RoundEnd.WENT_OUT else "result.lowest"
        lines = [with_rule(say(key, round=self.round, players=who) + ".", self.rule or None)]  # the id: as speak() says
        width = max(len(n) for n in self.names)
        for seat, name in enumerate(self.names):
            if self.played and seat not in self.played:
                lines.append(f"  {name:<{width}}  {say('result.out', total=self.totals[seat])}")
                continue
            hand = Cards(self.hands[seat])
            row = say("result.row", points=self.points[seat], scores=self.scores[seat], total=self.totals[seat])
            lines.append(f"  {name:<{width}}  {str(hand):<28} {row}")
        return "\n".join(lines)


@frozen
@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished match: who won, why, and the final totals."""

    winners: tuple
    reason: MatchEnd
    totals: tuple
    names: tuple

    def __str__(self) -> str:
        who = and_list(self.names[s] for s in self.winners)
        reason = say("match_end." + self.reason.name.lower())
        totals = ", ".join(f"{n} {t}" for n, t in zip(self.names, self.totals))
        if len(self.winners) > 1:
            return say("match.won_shared", players=who, reason=reason, totals=totals)
        return say("match.won", player=who, reason=reason, totals=totals)


def _best(rules: Rules, totals, seats) -> tuple[int, ...]:
    pick = min if rules.scoring is Scoring.PENALTY else max
    best = pick(totals[s] for s in seats)
    return tuple(s for s in seats if totals[s] == best)


def match_result(rules: Rules, rounds_played: int, totals, was_in, still_in, last_winners, names) -> MatchResult | None:
    """The end of the match after a round, or None while it goes on.

    ``was_in`` are the seats that played the round, ``still_in`` those not
    eliminated after it (S-16(c));
    ``last_winners`` the winners of the round just played.
    """
    seats = tuple(range(len(totals)))
    if rules.match is Match.SINGLE:
        return MatchResult(tuple(last_winners), MatchEnd.SINGLE_ROUND, tuple(totals), names)
    if rules.match is Match.ROUNDS:
        if rounds_played >= rules.rounds:
            return MatchResult(_best(rules, totals, seats), MatchEnd.ROUNDS_PLAYED, tuple(totals), names)
        return None
    if rules.match is Match.ELIMINATION:
        if len(still_in) == 1:
            return MatchResult(tuple(still_in), MatchEnd.LAST_STANDING, tuple(totals), names)
        if not still_in:  # everyone left went over the cap at once: the lowest of them wins
            return MatchResult(_best(rules, totals, was_in), MatchEnd.LAST_STANDING, tuple(totals), names)
        return None
    reached = [s for s in seats if totals[s] >= rules.target]
    if reached:
        return MatchResult(_best(rules, totals, reached), MatchEnd.TARGET_REACHED, tuple(totals), names)
    return None
