"""The bot checks of lessons 08 and 09 pass the lesson's bots and catch plausible wrong ones.

A wrong bot must be refused with the position, the move and the rule that
refused it, in plain words; a bot that raises or never returns gets a
sentence, not a traceback.
"""

from __future__ import annotations

import pytest

from switchcore import Card, Play, card_points
from tests.course.verdicts import caught, passes
from grading import check_function
from grading.bots import positions

# -- the lesson's four steps, as a learner would write them ------------------------------


def first_move(view):
    return view.legal_moves[0]


def eight_last(view):
    first = view.legal_moves[0]
    if isinstance(first, Play) and first.card.rank == 8:
        return view.legal_moves[-1]
    return first


def keep_eights(view):
    for move in view.legal_moves:
        if isinstance(move, Play) and move.card.rank != 8:
            return move
    return view.legal_moves[0]


def shed_high(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    if not plays:
        return view.legal_moves[0]
    best = plays[0]
    for move in plays:
        if card_points(move.card, view.rules) > card_points(best.card, view.rules):
            best = move
    return best


# -- unusual but right: other styles of the same bots ------------------------------------


def eight_last_as_text(view):
    moves = view.legal_moves
    return moves[-1].code if moves[0].code[:-1] == "8" or moves[0].code.startswith("8") else moves[0].code


def shed_high_with_max(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    return max(plays, key=lambda m: card_points(m.card, view.rules)) if plays else view.legal_moves[0]


def highest_by_rank(view):
    """The lesson's first idea, by rank: wrong in Switch, where a jack (20) is worth more than a king (10)."""
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    return max(plays, key=lambda m: m.card.rank) if plays else view.legal_moves[0]


def any_legal_move(view):
    """Legal, but not eight_last: keeps the eight last even when it is not first."""
    plays = [m for m in view.legal_moves if not (isinstance(m, Play) and m.card.rank == 8)]
    return plays[-1] if plays else view.legal_moves[0]


class _Yes:
    code = "7H"

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


def always_equal(view):
    return _Yes()


def my_bot(view):
    move = shed_high(view)
    if not (isinstance(move, Play) and move.card.rank == 8):
        return move
    counts = {}
    for card in view.hand:
        if card is not move.card:
            counts[card.suit] = counts.get(card.suit, 0) + 1
    best = move
    for m in view.legal_moves:
        if isinstance(m, Play) and m.card is move.card and counts.get(m.suit, 0) > counts.get(best.suit, 0):
            best = m
    return best


RIGHT = [
    ("bot", first_move), ("bot", eight_last), ("bot", keep_eights), ("bot", my_bot),
    ("bot_keeps_eights", keep_eights),
    ("bot_sheds_high", shed_high), ("bot_sheds_high", my_bot),
    ("bot_long_suit", my_bot),
    ("bot_eight_last", eight_last), ("bot_eight_last", eight_last_as_text),
    ("bot_sheds_high", shed_high_with_max),
]

# -- plausible wrong bots ---------------------------------------------------------------


def always_draw(view):
    return "draw"


def keeps_the_last(view):
    """keep_eights, but the last play that is not an eight: the exercise asks for the first."""
    found = None
    for move in view.legal_moves:
        if isinstance(move, Play) and move.card.rank != 8:
            found = move
    return found if found is not None else view.legal_moves[0]


def sheds_the_last_high(view):
    """shed_high, but the last of two plays worth the same: the exercise asks for the first."""
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    if not plays:
        return view.legal_moves[0]
    best = plays[0]
    for move in plays:
        if card_points(move.card, view.rules) >= card_points(best.card, view.rules):
            best = move
    return best


def draw_when_no_play(view):
    for move in view.legal_moves:
        if isinstance(move, Play):
            return move
    return "draw"  # but a pending two must be answered or taken (S-13)


def first_card_in_hand(view):
    return view.hand[0].code


def returns_a_card(view):
    return view.legal_moves[0].card


def forgets_return(view):
    view.legal_moves[0]


def plays_eight_without_a_suit(view):
    move = view.legal_moves[0]
    if isinstance(move, Play) and move.suit is not None:
        return move.card.code
    return move


def declares_with_a_plain_card(view):
    move = view.legal_moves[0]
    if isinstance(move, Play) and move.suit is None:
        return f"{move.card.code} H"
    return move


def crashes_when_it_must_draw(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play)]
    return plays[0]


def thinks_for_ever(view):
    while len(view.legal_moves) > 0:
        pass


def lowest_first(view):
    plays = [m for m in view.legal_moves if isinstance(m, Play) and m.card.rank != 8]
    if not plays:
        return view.legal_moves[0]
    return min(plays, key=lambda m: m.card.rank)


def declares_the_eights_suit(view):
    move = shed_high(view)
    if isinstance(move, Play) and move.suit is not None:
        return Play(move.card, move.card.suit)
    return move


def counts_the_eight_too(view):
    move = shed_high(view)
    if not (isinstance(move, Play) and move.card.rank == 8):
        return move
    counts = {}
    for card in view.hand:
        counts[card.suit] = counts.get(card.suit, 0) + 1
    return max((m for m in view.legal_moves if isinstance(m, Play) and m.card is move.card),
               key=lambda m: counts.get(m.suit, 0))


WRONG = [
    ("bot", always_draw, ["draw", "C-5", "position 1 ", "legal moves:"]),
    ("bot", draw_when_no_play, ["'draw'", "S-13", "Switch", "must draw"]),
    ("bot", first_card_in_hand, ["which the rules refuse", "declare a suit", "C-4", "hand "]),
    ("bot", returns_a_card, ["not a move", "view.legal_moves"]),
    ("bot", forgets_return, ["None", "`return`"]),
    ("bot", plays_eight_without_a_suit, ["which the rules refuse", "C-4"]),
    ("bot", declares_with_a_plain_card, ["which the rules refuse"]),
    ("bot", crashes_when_it_must_draw, ["stopped with an error", "IndexError", "position"]),
    ("bot", thinks_for_ever, ["still running", "loop"]),
    ("bot_keeps_eights", first_move, ["although another card fits", "C-8", "50 points"]),
    ("bot_keeps_eights", eight_last, ["although another card fits", "Crazy Eights"]),
    ("bot_keeps_eights", always_draw, ["C-5"]),
    ("bot_keeps_eights", keeps_the_last, ["the first legal move that plays a card and not an eight", "5D"]),
    ("bot_keeps_eights", shed_high, ["return the first one your loop finds"]),
    ("bot_sheds_high", sheds_the_last_high, ["is worth as much", "keep the first"]),
    ("bot_sheds_high", keep_eights, ["is worth more", "C-8"]),
    ("bot_sheds_high", lowest_first, ["is worth more"]),
    ("bot_sheds_high", highest_by_rank, ["Switch", "(20 points)", "S-15"]),
    ("bot_eight_last", any_legal_move, ["takes"]),
    ("bot_eight_last", first_move, ["takes the last legal move"]),
    ("bot", always_equal, ["_Yes object", "not a move"]),
    ("bot_sheds_high", always_equal, ["not a move"]),
    ("bot_sheds_high", first_move, ["although another card fits"]),
    ("bot_long_suit", shed_high, ["declared clubs", "most of", "C-4"]),
    ("bot_long_suit", declares_the_eights_suit, ["declared", "most of"]),
    ("bot_long_suit", counts_the_eight_too, ["declared", "most of"]),
    ("bot_long_suit", keep_eights, ["declared", "most of"]),
]


@pytest.mark.parametrize("name, fn", RIGHT, ids=[f"{n}-{fn.__name__}" for n, fn in RIGHT])
def test_the_lesson_bots_pass(name, fn):
    result = passes(fn, name)
    assert f"all {len(positions())} positions" in result.message


@pytest.mark.parametrize("name, fn, words", WRONG, ids=[f"{n}-{fn.__name__}" for n, fn, _ in WRONG])
def test_a_wrong_bot_is_caught_with_the_position_and_the_rule(name, fn, words):
    caught(fn, name, words)


def test_the_positions_cover_both_families_and_every_kind_of_decision():
    found = positions()
    labels = {p.label.split(" with")[0].split(",")[0] for p in found}
    assert labels == {"Switch", "Crazy Eights"}
    games = [p.game for p in found]
    assert any(g.pending is not None and g.pending.effect.rule == "S-8" for g in games)  # a two to answer
    assert any(g.pending is not None and g.pending.effect.rule == "S-10" for g in games)  # a black jack
    assert any(g.pending is not None and g.pending.effect.rule == "C-7" for g in games)  # a C-7 two
    assert any(g.drawn is not None for g in games)  # a drawn card to play or keep
    assert any(Card.parse("8C") in g.rules.effects.wilds and any(c.rank == 8 for c in g.hand()) for g in games)
    assert all(not g.round_over for g in games)


def test_a_check_leaves_its_positions_as_they_were():
    before = [p.game.state() for p in positions()]

    def plays_on_its_own(view):
        return view.legal_moves[-1]

    check_function(plays_on_its_own, "bot")
    check_function(always_draw, "bot")
    assert [p.game.state() for p in positions()] == before
