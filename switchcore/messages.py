"""Every sentence a learner reads, in one catalogue.

Events, refusals and explanations are written from these templates, keyed by
a short id. A template holds the words only: the id of the rule behind a
sentence is data (an event's ``rule``, an error's ``rule``), added at the end
of the sentence when rule ids are shown, and left out when they are not.

>>> say("event.played", player="Ann", card="7♠")
'Ann played 7♠.'
>>> say("event.skipped", rule="S-9", player="Ben")
'Ben misses a turn (S-9).'
>>> say("event.skipped", rule="S-9", player="Ben", rule_ids=False)
'Ben misses a turn.'

:func:`speak` chooses, for the whole program, whether sentences cite their
rule ids (they do unless told otherwise) and the language they are written
in; a translation is a catalogue with the same keys and the same
placeholders.
"""

from __future__ import annotations

from types import MappingProxyType

__all__ = ["ENGLISH", "say", "speak", "use_language", "with_rule"]

ENGLISH = MappingProxyType({
    # events: one short sentence each
    "event.dealt": "Round {text}: {player} deals {count} cards each.",
    "event.starter": "The starter is {card}; it has no effect.",
    "event.starter_effect": "The starter is {card}, and its effect applies.",
    "event.starter_buried": "The starter {card} is an eight, so it goes back into the stock.",
    "event.starter_wild": "The starter {card} is wild, so it goes back into the stock.",
    "event.first": "{player} plays first.",
    "event.played": "{player} played {card}.",
    "event.declared": "{player} declared {suit}: the next card must be {suit} or wild.",
    "event.called": '{player} called "last card".',
    "event.forgot": '{player} did not call "last card" and draws {count} as a penalty.',
    "event.called_late": '{player} called "last card" after the play, before the next player acted: in time.',
    "event.drew": "{player} drew {card}.",
    "event.drew_hidden": "{player} drew a card.",
    "event.kept": "{player} kept the drawn card.",
    "event.passed": "{player} passed: there is nothing to draw.",
    "event.passed_limit": "{player} passed after drawing {count}, the most a turn allows.",
    "event.lapsed": "Nothing can be drawn, so {card} makes nobody draw.",
    "event.play_limit": "{count} cards have been played, the most these rules allow: the round stops.",
    "event.skipped": "{player} misses a turn.",
    "event.reversed": "The direction of play is reversed.",
    "event.reversed_two": "With two players the reverse is a skip: {player} plays again.",
    "event.pending": "{player} must {text}.",
    "event.stacked": "{player} adds to the chain: now {count}.",
    "event.cancelled": "{player} cancels the pick-up with {card}: nobody draws.",
    "event.penalty": "{player} draws {count} as the penalty and misses the turn.",
    "event.forgiven": "Only {count} could be drawn; the rest is forgiven.",
    "event.reshuffled": "The stock ran out: the discards under the top card ({count}) are shuffled into a new stock.",
    "event.circle": "The round goes round in a circle: for the third time, the discards are to be reshuffled "
                    "with every card in the same place, so the round is blocked.",
    "event.went_out": "{player} played their last card and wins the round.",
    "event.blocked": "Nobody can draw or play: the round is blocked.",
    "event.scored": "{player} scores {count}.",
    "event.eliminated": "{player} is eliminated with {count} points.",
    "event.match_over": "The match is over: {text} {verb}.",
    # refusals: why a move is not allowed
    "refuse.round_over": "the round is over; start the next round before moving",
    "refuse.round_not_over": "the round is not over yet",
    "refuse.match_over": "the match is over; no more rounds are played",
    "refuse.not_in_hand": "{player} has no {card} in hand",
    "refuse.no_match": "{card} matches neither the current suit ({suit}) nor the rank of {top}",
    "refuse.pending": "{player} must {what}; {card} does not answer it",
    "refuse.pending_draw": "{player} must {what} before anything else",
    "refuse.wild_needs_suit": "{card} is wild: declare a suit with it (as in '{code} H')",
    "refuse.not_wild": "{card} is not wild, so no suit can be declared with it",
    "refuse.drawn_only": "{player} has just drawn {card}: only that card can be played now, or kept",
    "refuse.must_play_drawn": "{player} drew {card}, which fits, so it must be played now",
    "refuse.draw_playable": "{player} holds a card that fits ({card}), so drawing is not allowed",
    "refuse.pass_playable": "{player} holds a card that fits ({card}), so passing is not allowed",
    "refuse.no_draw_left": "there is nothing left to draw, so the move is to pass",
    "refuse.draw_now": "{player} can still draw, so passing is not allowed",
    "refuse.draw_limit": "{player} has drawn {count} cards this turn, the most allowed: play a card that fits or pass",
    "refuse.nothing_to_keep": "only a card just drawn can be kept",
    "refuse.nothing_to_take": "there is no penalty to take",
    "refuse.announce_wrong": 'a "last card" call goes with a play that leaves exactly one card',
    "refuse.announce_off": 'these rules have no "last card" call (the penalty is off)',
    "refuse.out_of_turn": "it is {player}'s turn, not {other}'s",
    "refuse.not_a_move": "{move} is not a move: give one of legal_moves(), or text such as '7H', '8C D' or 'draw'",
    "refuse.no_seat": "there is no seat {seat}: seats are whole numbers from 0 to {last}",
    "refuse.late_call": '{player} cannot call "last card" now: only a player whose play just left one card, '
                        'without the call, may still call it, and only until the next player acts',
    "refuse.late_seat": '{caller} may still call "last card", but not for the player to act: give the call '
                        'with her seat (seat={seat})',
    "refuse.late_off": 'these rules want the "last card" call with the play (late_call is off), so it cannot '
                       'come on its own',
    "refuse.nothing_to_undo": "there is no move to undo in this round",
    # explanations of a card in a position
    "explain.wild": "{card} is wild: it can be played on anything, with a declared suit.",
    "explain.suit": "{card} follows the current suit, {suit}.",
    "explain.rank": "{card} matches the rank of {top}.",
    "explain.answer": "{card} answers the pending effect.",
    "explain.refused": "{reason}.",
    "explain.can": "{card} can be played: {reason}",
    "explain.cannot": "{card} cannot be played: {reason}",
})

_voice = {"catalogue": ENGLISH, "rule_ids": True}


def with_rule(sentence: str, rule: str | None, rule_ids: bool | None = None) -> str:
    """``sentence`` citing ``rule`` before its final full stop, when rule
    ids are shown (and there is a rule).

    >>> with_rule("Ben misses a turn.", "S-9")
    'Ben misses a turn (S-9).'
    """
    if not rule or not (_voice["rule_ids"] if rule_ids is None else rule_ids):
        return sentence
    if sentence.endswith("."):
        return f"{sentence[:-1]} ({rule})."
    return f"{sentence} ({rule})"


def say(key: str, rule: str | None = None, rule_ids: bool | None = None, **values) -> str:
    """The sentence ``key`` with ``values`` filled in, citing ``rule`` when
    rule ids are shown (``rule_ids``: this once; by default as :func:`speak` set)."""
    return with_rule(_voice["catalogue"].get(key, ENGLISH[key]).format(**values), rule, rule_ids)


def speak(rule_ids: bool | None = None, catalogue=None) -> dict:
    """Choose how sentences are written from now on: whether they cite their
    rule ids, and the catalogue of the language they are in (a mapping with
    the keys of :data:`ENGLISH`; missing keys stay English). Returns the
    previous choice, as keyword arguments for a later call."""
    before = dict(_voice)
    if rule_ids is not None:
        _voice["rule_ids"] = bool(rule_ids)
    if catalogue is not None:
        unknown = set(catalogue) - set(ENGLISH)
        if unknown:
            raise KeyError(f"unknown message ids: {', '.join(sorted(unknown))}")
        _voice["catalogue"] = MappingProxyType(dict(catalogue))
    return before


def use_language(catalogue) -> None:
    """Write every sentence from ``catalogue`` (a translation); ``{}`` for English."""
    speak(catalogue=catalogue)
