"""Every sentence a learner reads, in one catalogue.

Events, refusals and explanations are written from these templates, keyed by
a short id. A translation is another dictionary with the same keys, passed to
:func:`use_language`; the engine does not change.

>>> say("event.played", player="Ann", card="7♠")
'Ann played 7♠.'
"""

from __future__ import annotations

__all__ = ["ENGLISH", "say", "use_language"]

ENGLISH: dict[str, str] = {
    # events: one short sentence each
    "event.dealt": "Round {text}: {player} deals {count} cards each.",
    "event.starter": "The starter is {card}; it has no effect (X-5).",
    "event.starter_effect": "The starter is {card}, and its effect applies (V-8).",
    "event.starter_buried": "The starter {card} is an eight, so it goes back into the stock (C-2).",
    "event.starter_wild": "The starter {card} is wild, so it goes back into the stock.",
    "event.first": "{player} plays first (X-4).",
    "event.played": "{player} played {card}.",
    "event.declared": "{player} declared {suit}: the next card must be {suit} or wild.",
    "event.called": '{player} called "last card".',
    "event.forgot": '{player} did not call "last card" and draws {count} as a penalty (S-7).',
    "event.called_late": '{player} called "last card" after the play, before the next player acted: in time (S-7).',
    "event.drew": "{player} drew {card}.",
    "event.drew_hidden": "{player} drew a card.",
    "event.kept": "{player} kept the drawn card.",
    "event.passed": "{player} passed: there is nothing to draw (X-3).",
    "event.passed_limit": "{player} passed after drawing {count}, the most a turn allows.",
    "event.lapsed": "Nothing can be drawn, so {card} makes nobody draw (X-9).",
    "event.play_limit": "{count} cards have been played, the most these rules allow: the round stops ({rule}).",
    "event.skipped": "{player} misses a turn ({rule}).",
    "event.reversed": "The direction of play is reversed ({rule}).",
    "event.reversed_two": "With two players the reverse is a skip: {player} plays again ({rule}).",
    "event.pending": "{player} must {text} ({rule}).",
    "event.stacked": "{player} adds to the chain: now {count} ({rule}).",
    "event.cancelled": "{player} cancels the pick-up with {card}: nobody draws (S-10).",
    "event.penalty": "{player} draws {count} as the penalty and misses the turn ({rule}).",
    "event.forgiven": "Only {count} could be drawn; the rest is forgiven (X-9).",
    "event.reshuffled": "The stock ran out: the discards under the top card ({count}) are shuffled into a new stock (X-3).",
    "event.went_out": "{player} played their last card and wins the round (X-1).",
    "event.blocked": "Nobody can draw or play: the round is blocked ({rule}).",
    "event.scored": "{player} scores {count} ({rule}).",
    "event.eliminated": "{player} is eliminated with {count} points (S-16).",
    "event.match_over": "The match is over: {text} {verb} ({rule}).",
    # refusals: why a move is not allowed
    "refuse.round_over": "the round is over; start the next round before moving",
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
    "refuse.announce_off": 'these rules have no "last card" call (the S-7 penalty is off)',
    "refuse.out_of_turn": "it is {player}'s turn, not {other}'s",
    "refuse.not_a_move": "{move!r} is not a move: give one of legal_moves(), or text such as '7H', '8C D' or 'draw'",
    "refuse.no_seat": "there is no seat {seat!r}: seats are whole numbers from 0 to {last}",
    "refuse.late_call": '{player} cannot call "last card" now: only a player whose play just left one card, '
                        'without the call, may still call it, and only until the next player acts',
    "refuse.late_seat": '{caller} may still call "last card", but not for the player to act: give the call '
                        'with her seat (seat={seat})',
    "refuse.late_off": 'these rules want the "last card" call with the play (late_call is off), so it cannot '
                       'come on its own',
    "refuse.nothing_to_undo": "there is no move to undo in this round",
    # explanations of a card in a position
    "explain.wild": "{card} is wild: it can be played on anything, with a declared suit ({rule}).",
    "explain.suit": "{card} follows the current suit, {suit} (X-2).",
    "explain.rank": "{card} matches the rank of {top} (X-2).",
    "explain.answer": "{card} answers the pending effect ({rule}).",
    "explain.refused": "{reason} ({rule}).",
}

_catalogue = dict(ENGLISH)


def say(key: str, **values) -> str:
    """The sentence ``key`` with ``values`` filled in."""
    return _catalogue[key].format(**values)


def use_language(catalogue: dict[str, str]) -> None:
    """Use another catalogue (a translation); missing keys stay English."""
    unknown = set(catalogue) - set(ENGLISH)
    if unknown:
        raise KeyError(f"unknown message ids: {', '.join(sorted(unknown))}")
    _catalogue.clear()
    _catalogue.update(ENGLISH)
    _catalogue.update(catalogue)
