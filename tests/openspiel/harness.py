"""Play OpenSpiel's ``crazy_eights`` and switchcore side by side, move by move.

OpenSpiel (the ``open-spiel`` package, module ``pyspiel``) samples every card
that leaves its stock at that moment, so a game cannot be replayed from a
shuffled deck. The harness therefore drives switchcore's own randomness:
while a game is set up or a card is drawn, ``random`` and ``shuffle`` inside
the engine's modules that shuffle (``switchcore.dealing`` for the deal and
the starter, ``switchcore.drawing`` for the reshuffle) are replaced by
:class:`Script`, whose ``shuffle`` puts the cards OpenSpiel chose on top of
the pile to be shuffled. Everything else is
the engine's own code: the deal, the starter (eights go back into the stock,
C-2), its effect (V-8), the reshuffle of the discards (X-3), every draw.

The two games then move in lockstep. At each decision of OpenSpiel the
harness compares the player to act and the set of legal actions with
switchcore's ``legal_moves()``, chooses a random OpenSpiel action, and plays
the same move in both. The first disagreement raises :class:`Divergence`
with the position and the history so far.

OpenSpiel card ids: ``4 * rank_index + suit_index``, ranks 2..A, suits C, D,
H, S. Player actions: 0..51 play that card, 52 draw, 53 pass, 54..57 declare
C, D, H, S after an eight.
"""

from __future__ import annotations

import random
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field

import switchcore.dealing
import switchcore.drawing
from switchcore import DRAW, PASS, TAKE, Card, Game, Play, RoundEnd, Rules, Suit

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "CDHS"
DRAW_ID, PASS_ID, DECLARE_ID = 52, 53, 54
CARD = [Card.parse(RANKS[i // 4] + SUITS[i % 4]) for i in range(52)]
ID = {card: i for i, card in enumerate(CARD)}
SUIT = [Suit.parse(s) for s in SUITS]
#: The engine's modules that shuffle: the deal and the starter, the reshuffle (X-3).
SHUFFLERS = (switchcore.dealing, switchcore.drawing)


def describe(action: int) -> str:
    """An OpenSpiel player action in words: 'play 7H', 'draw', 'pass', 'declare D'."""
    if action < 52:
        return "play " + CARD[action].code
    if action == DRAW_ID:
        return "draw"
    if action == PASS_ID:
        return "pass"
    return "declare " + SUITS[action - DECLARE_ID]


def openspiel_penalty(card: Card) -> int:
    """What OpenSpiel charges for a card left in hand: 8 = 50, J Q K A = 10,
    and 2 to 10 *card id + 2* (7♥, id 22, costs 24), not the face value."""
    i = ID[card]
    if i // 4 == 6:
        return 50
    return 10 if i // 4 >= 9 else i + 2


def rules_for(players: int, use_special_cards: bool = False, reshuffle: bool = False,
              max_draw_cards: int = 5, max_turns: int = 100) -> Rules:
    """switchcore rules equal to OpenSpiel's game with these parameters:
    the ``Rules.openspiel`` preset, except that the harness times reshuffles
    itself (it moves cards between stock and discard, counted in
    :class:`Stats`), so the preset's ``early_reshuffle`` stays off."""
    return Rules.openspiel(players=players, special_cards=use_special_cards, reshuffle=reshuffle,
                           max_draw_cards=max_draw_cards, max_turns=max_turns, early_reshuffle=False)


class Divergence(AssertionError):
    """switchcore and OpenSpiel disagree."""


class Script:
    """Stands in for ``random`` inside the engine (:data:`SHUFFLERS`) and
    makes its shuffles deal the cards OpenSpiel chose, in OpenSpiel's order."""

    def __init__(self) -> None:
        self.order: list[Card] = []  # the next cards to come off the pile, first first
        self.starters: list[Card] = []  # starter cards turned up, eights first (C-2)
        self._pile: list | None = None
        self._buried = 0

    def Random(self, seed=None):  # noqa: N802 - the name random.Random has
        return self

    def shuffle(self, pile: list) -> None:
        rest = list(pile)
        for card in self.order:
            try:
                rest.remove(card)
            except ValueError:
                raise Divergence(f"OpenSpiel drew {card.code}, which switchcore cannot draw now") from None
        pile[:] = rest + self.order[::-1]
        self._pile, self.order = pile, []

    def randrange(self, stop: int) -> int:
        """Where C-2 buries an eight turned up as the starter: at the top if
        OpenSpiel turns that eight up again, else anywhere below, with
        OpenSpiel's next starter moved to the top."""
        self._buried += 1
        after, buried = self.starters[self._buried], self.starters[self._buried - 1]
        if after is buried:
            return stop - 1
        self._pile.remove(after)
        self._pile.append(after)
        return 0


@contextmanager
def scripted():
    """Replace ``random`` and ``shuffle`` in the engine's modules that
    shuffle (:data:`SHUFFLERS`) by a :class:`Script` and its shuffle."""
    script, saved = Script(), [(module.random, module.shuffle) for module in SHUFFLERS]
    for module in SHUFFLERS:
        module.random = script
        module.shuffle = lambda pile, rng: rng.shuffle(pile) or pile
    try:
        yield script
    finally:
        for module, (rng, shuffle) in zip(SHUFFLERS, saved):
            module.random, module.shuffle = rng, shuffle


@dataclass
class Stats:
    games: int = 0
    decisions: int = 0  # OpenSpiel decisions compared (declarations included)
    ends: Counter = field(default_factory=Counter)
    swaps: int = 0  # cards exchanged between stock and discards (reshuffle timing, see arrange)
    early_blocks: int = 0  # OpenSpiel's extra pass after a penalty that empties the stock


def arrange(game: Game, wanted: list, script: Script, stats: Stats) -> None:
    """Make switchcore's next draws give ``wanted``, first first.

    The cards still in the stock come first; what must come after a
    reshuffle is left to the script. OpenSpiel rebuilds its stock as soon as
    it is empty, switchcore only when a card must be drawn (X-3), so with
    reshuffling a card OpenSpiel draws may still lie in switchcore's discard
    pile under the top card. It is then exchanged with a stock card: both
    piles are face down and out of play, so no legal move changes.
    """
    stock, discard = game.stock, game.discard
    now, later = wanted[:len(stock)], wanted[len(stock):]
    rest, picked = list(stock), []
    for card in now:
        if card in rest:
            rest.remove(card)
        else:
            if not game.rules.reshuffle or card not in discard[:-1]:
                raise Divergence(f"OpenSpiel drew {card.code}, which switchcore cannot draw now")
            discard[discard.index(card, 0, len(discard) - 1)] = rest.pop()
            stats.swaps += 1
        picked.append(card)
    stock[:] = rest + picked[::-1]
    script.order = list(later)


def legal_ids(game: Game) -> tuple[set, Counter]:
    """switchcore's legal moves as OpenSpiel action ids, and how many moves
    play each card (an eight comes once per declared suit)."""
    ids, per_card = set(), Counter()
    for move in game.legal_moves():
        if type(move) is Play:
            ids.add(ID[move.card])
            per_card[move.card] += 1
        elif move is DRAW or move is TAKE:
            ids.add(DRAW_ID)
        elif move is PASS:
            ids.add(PASS_ID)
        else:
            ids.add(str(move))
    return ids, per_card


def _sample(state, rng: random.Random) -> int:
    x, acc = rng.random(), 0.0
    outcomes = state.chance_outcomes()
    for action, p in outcomes:
        acc += p
        if x < acc:
            return action
    return outcomes[-1][0]


def _hands(state, players: int, decks: int) -> list[Counter]:
    """OpenSpiel's hands, read from its observation tensors."""
    out = []
    for p in range(players):
        t = state.observation_tensor(p)
        hand = Counter()
        for i in range(52):
            row = t[i * (decks + 1):(i + 1) * (decks + 1)]
            if row.index(1.0):
                hand[CARD[i]] = row.index(1.0)
        out.append(hand)
    return out


class SideBySide:
    """One game played in both engines (see the module docstring)."""

    def __init__(self, pyspiel, seed: int, params: dict, stats: Stats, games_cache: dict) -> None:
        self.params, self.seed, self.stats = params, seed, stats
        key = tuple(sorted(params.items()))
        if key not in games_cache:
            games_cache[key] = pyspiel.load_game("crazy_eights", dict(params))
        self.os_game = games_cache[key]
        self.rules = rules_for(**params)
        self.history: list[str] = []

    def fail(self, why: str, game: Game | None, state) -> Divergence:
        lines = [f"switchcore and OpenSpiel disagree: {why}",
                 f"params {self.params}, seed {self.seed}",
                 "history: " + "; ".join(self.history)]
        if game is not None:
            lines += ["switchcore position:", str(game), f"switchcore legal: {game.legal_moves()}",
                      f"draws this turn {game.draws}, passes {game.passes}, stock {len(game.stock)}, "
                      f"discard {len(game.discard)}"]
        lines += ["OpenSpiel position:", str(state)]
        return Divergence("\n".join(lines))

    def play(self) -> None:
        rng = random.Random(self.seed)
        n, decks = self.rules.players, self.rules.decks
        state = self.os_game.new_initial_state()
        dealer = _sample(state, rng) - 52
        state.apply_action(dealer + 52)
        dealt = []
        for _ in range(n * self.rules.hand_size):
            c = _sample(state, rng)
            state.apply_action(c)
            dealt.append(CARD[c])
        starters = []
        while state.is_chance_node():
            c = _sample(state, rng)
            state.apply_action(c)
            starters.append(CARD[c])
        self.history.append(f"dealer {dealer}; dealt {' '.join(c.code for c in dealt)}; "
                            f"starter {' '.join(c.code for c in starters)}")
        with scripted() as script:
            script.order, script.starters = dealt + starters[:1], starters
            game = Game(self.rules, seed=self.seed, dealer=dealer)
            early_block = False
            while not state.is_terminal():
                p = state.current_player()
                legal = state.legal_actions()
                ids, per_card = legal_ids(game)
                self.stats.decisions += 1
                if game.round_over or p != game.turn or ids != set(legal):
                    raise self.fail(f"seat {p} to act with {[describe(a) for a in legal]}", game, state)
                a = legal[rng.randrange(len(legal))]
                self.history.append(f"P{p} {describe(a)}")
                state.apply_action(a)
                if a < 52:
                    card = CARD[a]
                    suit = None
                    if card in self.rules.effects.wilds:
                        if per_card[card] != 4:
                            raise self.fail(f"{card.code} is wild but has {per_card[card]} moves", game, state)
                        suit = card.suit
                        if not state.is_terminal():
                            declare = state.legal_actions()
                            self.stats.decisions += 1
                            if declare != [54, 55, 56, 57]:
                                raise self.fail(f"declarations {declare}", game, state)
                            d = declare[rng.randrange(4)]
                            self.history.append(f"P{p} {describe(d)}")
                            state.apply_action(d)
                            suit = SUIT[d - DECLARE_ID]
                    game.apply(Play(card, suit))
                    early_block = False
                elif a == DRAW_ID:
                    wanted = []
                    while state.is_chance_node():
                        c = _sample(state, rng)
                        state.apply_action(c)
                        wanted.append(CARD[c])
                    self.history.append("    drew " + " ".join(c.code for c in wanted))
                    arrange(game, wanted, script, self.stats)
                    penalty = game.pending is not None
                    events = game.apply(TAKE if penalty else DRAW)
                    got = [e.card for e in events if e.kind == "drew"]
                    if got != wanted:
                        raise self.fail(f"drew {wanted}, switchcore drew {got}", game, state)
                    # OpenSpiel counts a pass when a penalty empties the stock
                    # exactly (see the test module's docstring).
                    early_block = penalty and not game.can_draw() and all(e.kind != "forgiven" for e in events)
                else:
                    game.apply(PASS)
            self.finish(game, state, n, decks, early_block)

    def finish(self, game: Game, state, n: int, decks: int, early_block: bool) -> None:
        hands = _hands(state, n, decks)
        for seat in range(n):
            if Counter(game.hands[seat]) != hands[seat]:
                raise self.fail(f"hand of seat {seat} differs at the end", game, state)
        last = self.history[-1]
        if any(not h for h in hands):
            expected = RoundEnd.WENT_OUT
        elif last.endswith("pass"):
            expected = RoundEnd.BLOCKED
        else:
            expected = RoundEnd.PLAY_LIMIT
        if expected is RoundEnd.BLOCKED and early_block and not game.round_over:
            if game.passes != self.rules.blocked_passes - 1:
                raise self.fail("OpenSpiel blocked early but the pass count does not explain it", game, state)
            self.stats.early_blocks += 1
            game.apply(PASS)  # the pass switchcore still expects
        if not game.round_over or game.result.reason is not expected:
            raise self.fail(f"OpenSpiel ended the game ({expected.value})", game, state)
        # OpenSpiel's return: minus the player's own hand, by its own table.
        returns = state.returns()
        for seat in range(n):
            own = -sum(openspiel_penalty(c) for c in game.hands[seat])
            if returns[seat] != own:
                raise self.fail(f"seat {seat} returns {returns[seat]}, expected {own}", game, state)
        self.stats.games += 1
        self.stats.ends[expected.value] += 1
