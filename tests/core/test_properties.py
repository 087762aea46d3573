"""Properties of the engine over random rules and random games.

Rules are drawn with every option at random (both families, 2 to 8 players,
jokers, the last-card penalty, both draw rules, C-7 and the variants); the
combinations that :class:`Rules` refuses are skipped. Each game is played by a
seeded random player, and after every move the tests check that no card was
created or lost (X-7), that the legal moves are exactly the moves the engine
accepts (found by trying every conceivable move), that refusals name a rule
and change nothing, that every move tells what happened, and that a seat's
view shows nothing of the other hands.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from switchcore import (
    ALL_CARDS, DRAW, KEEP, PASS, TAKE, DrawRule, Game, IllegalMoveError, Play, Rules, Suit,
)

from tests.core.conftest import MOVE_CAP, RandomPlayer, any_rules, full_deck, play_round

RULE_ID = re.compile(r"^[XSCV]-\d+$")

#: Every move anyone could think of: each card (jokers too, whatever the
#: rules), with no suit or each suit declared, with and without the "last
#: card" call (S-7), and the four moves without a card.
CANDIDATES = tuple(
    Play(card, suit, announce)
    for card in ALL_CARDS
    for suit in (None, *Suit)
    for announce in (False, True)
) + (DRAW, KEEP, TAKE, PASS)

#: Moves per game in the property tests, and how often the slow checks run.
SHORT_CAP = 500
EVERY = 10


def check_cards(game: Game) -> None:
    """X-7: the stock, the discard pile and the hands hold the whole deck."""
    assert game.cards_in_play() == full_deck(game.rules), "cards were created or lost (X-7)"


def check_events(move, events) -> None:
    """Every move produces events, and each reads as a sentence."""
    assert events, f"{move} produced no event"
    for event in events:
        for text in (str(event), str(event.public())):
            assert text.strip() and "{" not in text and text.endswith((".", ")")), (event, text)


def check_exact_legal_moves(game: Game) -> None:
    """The legal moves are exactly the candidates ``apply`` accepts; every
    refused candidate names a rule and leaves the game as it was."""
    legal = game.legal_moves()
    assert len(legal) == len(set(legal)), f"a move is listed twice: {legal}"
    assert set(legal) <= set(CANDIDATES), "a legal move that is not a conceivable move"
    before, log_length = game.state(), len(game.log)
    accepted = set()
    for move in CANDIDATES:
        trial = game.copy()
        try:
            events = trial.apply(move)
        except IllegalMoveError as refused:
            assert RULE_ID.match(refused.rule or ""), f"{move}: refused with rule {refused.rule!r}"
            assert refused.reason.strip(), f"{move}: refused without a reason"
            assert str(refused).startswith(f"[{refused.rule}] ")
            assert trial.state() == before and len(trial.log) == log_length, f"refusing {move} changed the game"
            assert not game.is_legal(move)
        else:
            accepted.add(move)
            assert events, f"{move} was accepted but produced no event"
            assert game.is_legal(move)
    assert accepted == set(legal), (
        f"listed but refused: {set(legal) - accepted}; accepted but not listed: {accepted - set(legal)}"
    )
    assert game.state() == before and len(game.log) == log_length


def check_refusal_in_place(game: Game, rng) -> None:
    """A refused move applied to the game itself (not a copy) changes nothing,
    and acting for the wrong seat is refused (X-1)."""
    before, log, legal = game.state(), list(game.log), list(game.legal_moves())
    illegal = [m for m in CANDIDATES if m not in legal]
    move = illegal[rng.randrange(len(illegal))]
    with pytest.raises(IllegalMoveError):
        game.apply(move)
    if legal and len(game.active) > 1:
        with pytest.raises(IllegalMoveError) as refused:
            game.apply(legal[0], seat=game.next_seat(game.turn))
        assert refused.value.rule == "X-1"
    assert game.state() == before and game.log == log and game.legal_moves() == legal


def check_views(game: Game) -> None:
    """A seat's view holds its own hand and nothing of the others'."""
    n = game.rules.players
    fields = {f.name for f in dataclasses.fields(game.view(0))}
    assert not fields & {"hands", "stock", "game", "discard"}, fields
    for seat in range(n):
        view = game.view(seat)
        assert not hasattr(view, "hands") and not hasattr(view, "stock")
        assert Counter(view.hand) == Counter(game.hands[seat])
        assert view.hand_sizes == tuple(len(h) for h in game.hands)
        for event in view.log:
            if event.seat != seat:
                assert event.kind != "drew", f"seat {seat} sees {event}"
                if event.kind == "drew_hidden":
                    assert event.card is None
        assert len(view.log) == len(game.log)
        assert view.legal_moves == (tuple(game.legal_moves()) if seat == game.turn else ())
        # The view does not depend on the other hands: exchange a card of
        # another seat with a card of the stock (or of a third seat), and the
        # view stays the same.
        others = [s for s in range(n) if s != seat and game.hands[s]]
        if not others:
            continue
        changed = game.copy()
        a = others[0]
        pool = changed.stock if changed.stock else (changed.hands[others[1]] if len(others) > 1 else None)
        if pool is None:
            continue
        i = next((k for k, c in enumerate(pool) if c not in changed.hands[a]), None)
        if i is None:
            continue
        j = len(changed.hands[a]) // 2
        changed.hands[a][j], pool[i] = pool[i], changed.hands[a][j]
        changed._legal = None
        assert changed.view(seat) == view, f"seat {seat}'s view changed when seat {a}'s hand changed"


@settings(max_examples=45, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), greed=st.sampled_from([0.5, 0.8, 1.0]))
def test_every_move_keeps_the_deck_and_tells_what_happened(rules, seed, greed):
    """X-7 after every move; every move has events with sentences."""
    game = Game(rules, seed=seed)
    check_cards(game)

    def each(game, move, events):
        check_cards(game)
        check_events(move, events)

    play_round(game, RandomPlayer(seed, greed), SHORT_CAP, each)
    if game.round_over:
        assert not game.legal_moves()
        assert game.result.winners and all(game.hands[s] == [] for s in game.result.winners
                                           if game.result.reason.value == "went out")


@settings(max_examples=30, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32), greed=st.sampled_from([0.5, 0.8]))
def test_legal_moves_are_exactly_the_accepted_moves(rules, seed, greed):
    """Brute force: every candidate move, tried on a copy, is accepted if and
    only if it is listed as legal; refusals cite a rule id and change nothing."""
    import random

    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    check_exact_legal_moves(game)

    def each(game, move, events):
        special = game.phase != "normal" or game.pending is not None
        if len(game.moves) % EVERY == 0 or game.round_over or (special and rng.random() < 0.3):
            check_exact_legal_moves(game)
            check_refusal_in_place(game, rng)

    play_round(game, RandomPlayer(seed, greed), SHORT_CAP // 2, each)


@settings(max_examples=30, deadline=None)
@given(rules=any_rules(), seed=st.integers(0, 2**32))
def test_seat_views_hide_the_other_hands(rules, seed):
    """A view shows its own hand, the sizes of the others, and a log in which
    the cards other players drew are hidden."""
    game = Game(rules, seed=seed)
    check_views(game)

    def each(game, move, events):
        if len(game.moves) % EVERY == 0 or game.round_over or events[-1].kind == "drew":
            check_views(game)

    play_round(game, RandomPlayer(seed, 0.6), SHORT_CAP // 2, each)


# -- positions where the brute force matters most -------------------------------


def _all_but(rules, *codes):
    """Every card of the deck except ``codes``, as text."""
    rest = full_deck(rules)
    for code in codes:
        rest -= Counter([ALL_CARDS[[c.code for c in ALL_CARDS].index(code)]])
    return " ".join(c.code for c in rest.elements())


C8 = Rules.crazy_eights(players=2)


@pytest.mark.parametrize(
    "rules, hands, top, options, then",
    [
        # C-5: after drawing 8H, only 8H may be played (with a suit); no keep, no draw.
        (C8, ["3C 4D", "9S"], "7H", dict(stock="8H 2C"), ["draw"]),
        # S-8 stacking twos, S-13: only a 2, or TAKE.
        (Rules.switch(players=3), ["2C 2D 5S", "KH", "QH"], "2S", dict(pending=2), []),
        # S-10: only a red jack, or TAKE.
        (Rules.switch(players=3), ["JH JC 5S", "KH", "QH"], "JS", dict(pending=7), []),
        # S-6: after drawing a playable card: play it or keep it.
        (Rules.switch(players=2), ["5D KC", "KH"], "7S", dict(stock="9S"), ["draw"]),
        # S-7: a play that leaves one card, with and without the call.
        (Rules.switch(players=2), ["5S 6S", "KH"], "7S", {}, []),
        # V-5: the joker needs a declared suit.
        (Rules.switch(players=2, jokers=1), ["joker 6S 9D", "KH"], "7C", {}, []),
        # X-3, C-6: nothing to draw and nothing fits, so PASS.
        (C8, ["3C", _all_but(C8, "3C", "7H")], "7H", dict(fill=False), []),
    ],
    ids=["C-5", "S-8", "S-10", "S-6", "S-7", "V-5", "X-3"],
)
def test_exact_legal_moves_in_set_positions(rules, hands, top, options, then):
    game = Game.from_position(rules, hands=hands, top=top, **options)
    for move in then:
        game.apply(move)
    check_cards(game)
    check_exact_legal_moves(game)
    assert game.legal_moves(), "the player to act always has a move"


# -- how long random rounds last ---------------------------------------------------

LENGTH_RULES = [
    *(Rules.switch(players=p) for p in range(2, 8)),
    *(Rules.crazy_eights(players=p) for p in range(2, 9)),
    Rules.crazy_eights(players=3, special_cards=True),
    Rules.switch(players=4, jokers=2, black_jacks_stack=True, stacked_skips=True, fours_draw_four=True),
    Rules.switch(players=5, crazy_eights_house=True, king_stop=True, queens_reverse=True, last_card_penalty=5),
    Rules.switch(players=3, wild_jacks=True, draw=DrawRule.UNTIL_PLAYABLE, starter_effects=True),
]


def test_random_rounds_end():
    """A player who plays a card when it can 80% of the time ends every
    round well within the move cap. A purely uniform player in Switch draws
    and forgets "last card" (S-6, S-7) so often that about one round in four
    is still going after 3,000 moves, so the uniform player is only used
    under C-5, where drawing always ends in a play."""
    lengths, unfinished = [], []
    for rules in LENGTH_RULES:
        for seed in range(12):
            game = Game(rules, seed=seed)
            lengths.append(play_round(game, RandomPlayer(seed, 0.8)))
            if not game.round_over:
                unfinished.append((str(rules), seed))
            if rules.draw is DrawRule.UNTIL_PLAYABLE and rules.last_card_penalty == 0:
                uniform = Game(rules, seed=seed)
                play_round(uniform, RandomPlayer(seed, 0.0))
                if not uniform.round_over:
                    unfinished.append((str(rules), seed, "uniform"))
    lengths.sort()
    print(f"moves per round: median {lengths[len(lengths) // 2]}, longest {lengths[-1]}")
    assert not unfinished, f"rounds still going after {MOVE_CAP} moves: {unfinished}"
