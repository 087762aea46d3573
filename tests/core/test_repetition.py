"""X-10's position: the whole position, and nothing that changes no move or score.

Two positions that differ in anything that changes a legal move or a score
are never counted as the same (each field of the position changed in turn,
in positions reached by random play under any rules); two that differ only
in what changes neither (the order of a hand, the order of the discards
under the top card, how many reshuffles came before) are the same and allow
the same moves. And the decision of X-10, over every rule combination: the
round is blocked at the end of the move that leaves a position for the
third time, whether or not the players had a choice, and never otherwise.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from switchcore import ALL_CARDS, DRAW, KEEP, Game, Rules
from switchcore.effects import Pending
from switchcore.game import DRAWN, NORMAL
from switchcore.repetition import REPEATS, position

from tests.core.conftest import any_rules


def _random_position(rules: Rules, seed: int, steps: int) -> Game:
    """A game of ``rules`` after up to ``steps`` random moves, round not over."""
    game, rng = Game(rules, seed=seed), random.Random(seed)
    for _ in range(steps):
        before = game.copy()
        game.apply(rng.choice(game.legal_moves()))
        if game.round_over:
            return before
    return game


def _scores_and_moves(game: Game) -> tuple:
    """What a position allows now: its legal moves (as a set), each hand's
    points, and whether a card can be drawn."""
    points = tuple(sum(game._fast.tables.points[c.index] for c in hand) for hand in game.hands)
    return frozenset(game.legal_moves()), points, game.can_draw()


def _changes(game: Game, rng: random.Random) -> dict:
    """Copies of ``game``, each with one part of its position changed in a
    way that changes a legal move or a score (now or after a draw)."""
    out = {}

    def changed(name, edit):
        other = game.copy()
        if edit(other) is not False:
            other._legal = None
            out[name] = other

    def swap_between_hands(g):
        seats = [s for s in g.active if g.hands[s]]
        for a in seats:
            for b in seats:
                for i, x in enumerate(g.hands[a]):
                    for j, y in enumerate(g.hands[b]):
                        if a != b and x != y:
                            g.hands[a][i], g.hands[b][j] = y, x
                            return True
        return False

    def swap_in_stock(g):
        for i in range(len(g.stock) - 1):
            if g.stock[i] != g.stock[-1]:
                g.stock[i], g.stock[-1] = g.stock[-1], g.stock[i]
                return True
        return False

    def hand_to_discard(g):
        hand = g.hands[g.turn]
        if len(hand) < 2:
            return False
        g.discard.insert(0, hand.pop(0))

    def stock_to_hand(g):
        if not g.stock:
            return False
        g.hands[g.turn].append(g.stock.pop(0))

    def other_top(g):
        for i, card in enumerate(g.discard[:-1]):
            if card != g.discard[-1]:
                g.discard[i], g.discard[-1] = g.discard[-1], g.discard[i]
                return True
        return False

    changed("a card changes hands", swap_between_hands)
    changed("the stock's order", swap_in_stock)
    changed("a card from a hand to the discards", hand_to_discard)
    changed("a card from the stock to a hand", stock_to_hand)
    changed("the top card", other_top)
    changed("the suit to follow", lambda g: setattr(g, "suit", rng.choice([s for s in type(g.suit) if s != g.suit])))
    changed("the direction", lambda g: setattr(g, "direction", -g.direction))
    changed("the player to act", lambda g: setattr(g, "turn", g.next_seat(g.turn)))
    def other_pending(g):
        if g.pending is not None:
            g.pending = None
            return True
        pends = [effect for _, effect in g.rules.effects if effect.pends]
        if not pends:
            return False
        g.pending = Pending(pends[0], pends[0].draw or pends[0].skip)

    changed("a pending effect", other_pending)
    changed("the pending amount", lambda g: setattr(g, "pending", g.pending._replace(amount=g.pending.amount + 2))
            if g.pending else False)
    changed("the phase", lambda g: (setattr(g, "phase", NORMAL if g.phase is not NORMAL else DRAWN),
                                    setattr(g, "drawn", None if g.drawn else g.hands[g.turn][-1] if g.hands[g.turn]
                                            else None)))
    changed("a 'last card' penalty owed", lambda g: setattr(g, "late", None if g.late is not None else g.turn))
    changed("the passes in a row", lambda g: setattr(g, "passes", g.passes + 1))
    changed("the cards drawn this turn", lambda g: setattr(g, "draws", g.draws + 1))
    if game.rules.play_limit:
        changed("the cards played", lambda g: setattr(g, "played", g.played + 1))
    return out


def _twins(game: Game, rng: random.Random) -> list:
    """Copies of ``game`` that differ only in what changes no move and no score."""
    twin = game.copy()
    for hand in twin.hands:
        rng.shuffle(hand)
    under = twin.discard[:-1]
    rng.shuffle(under)
    twin.discard[:-1] = under
    twin.reshuffles += 3
    twin._legal = None
    return [twin]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rules=any_rules(), seed=st.integers(0, 2 ** 32), steps=st.integers(0, 120))
def test_positions_that_differ_in_a_move_or_a_score_are_never_the_same(rules, seed, steps):
    game = _random_position(rules, seed, steps)
    key, rng = position(game), random.Random(seed)
    for what, other in _changes(game, rng).items():
        assert position(other) != key, f"X-10 counts two positions as one though they differ in {what}"
    for twin in _twins(game, rng):
        assert position(twin) == key
        assert _scores_and_moves(twin) == _scores_and_moves(game)


def _cycler(game: Game, rng: random.Random):
    """A player who mostly draws and plays the card drawn: with few cards in
    play, the same cards go round and positions come back."""
    moves = game.legal_moves()
    if rng.random() < 0.85:
        if game.phase is NORMAL and DRAW in moves:
            return DRAW
        plays = [move for move in moves if move is not KEEP]
        if game.phase is not NORMAL and plays:
            return rng.choice(plays)
    return rng.choice(moves)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rules=any_rules(players=2) | any_rules(players=3), seed=st.integers(0, 2 ** 32), data=st.data())
def test_the_round_is_blocked_exactly_at_the_third_repetition_under_any_rules(rules, seed, data):
    """The decision of X-10 over every rule combination: counted after each
    move that reshuffled, the third time a position comes back blocks the
    round at the end of that move, forced or not; with the rule off, never.
    Two cards a hand and a few on the table, so that positions come back
    (about one round in eight is blocked by X-10)."""
    n = rules.players
    picked = data.draw(st.lists(st.sampled_from(ALL_CARDS[:52]), min_size=2 * n + 2, max_size=2 * n + 3, unique=True))
    hands = [picked[2 * seat:2 * seat + 2] for seat in range(n)]
    game = Game.from_position(rules, hands=hands, top=picked[2 * n], discard=picked[2 * n + 1:], fill=False, seed=seed)
    rng, seen = random.Random(seed), {}
    while not game.round_over:
        reshuffles = game.reshuffles
        game.apply(_cycler(game, rng))
        if game.reshuffles == reshuffles or game.round_over and game.result.rule != "X-10":
            assert game.result is None or game.result.rule != "X-10"
            continue
        key = position(game)
        seen[key] = seen.get(key, 0) + 1
        assert game.round_over == (seen[key] >= REPEATS and rules.repetition), (seen[key], game.result)
    if game.result.rule == "X-10":
        assert [e.kind for e in game.log].count("circle") == 1


def test_a_round_where_the_players_keep_choosing_the_same_is_blocked_only_by_the_repetition():
    """Each player draws the one card of the stock and plays it; each could
    play another card that fits. Off, only the play limit ends it."""
    for repetition, end in ((True, "X-10"), (False, "X-8")):
        rules = Rules.switch(players=2, repetition=repetition, play_limit=0 if repetition else 60)
        game = Game.from_position(rules, hands=["5H 9C", "9S 10D"], top="3H", discard=["4H"], fill=False)
        moves = ["draw", "4H", "draw", "3H"]
        count = choices = 0
        while not game.round_over:
            choices += len(game.legal_moves()) > 1
            game.apply(moves[count % 4])
            count += 1
        assert game.result.rule == end, (repetition, game.result)
        assert choices >= 3 * count // 4  # Ann could play 5♥ each turn; each drawn card could be kept
