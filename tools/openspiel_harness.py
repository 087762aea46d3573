"""Play OpenSpiel's ``crazy_eights`` and switchcore side by side, move by move.

Shared by the differential test (``tests/test_openspiel_diff.py``), the
replay test of recorded games (``tests/core/test_researcher.py``) and the
benchmark (``tools/benchmarks/vs_openspiel.py``).

OpenSpiel (the ``open-spiel`` package, module ``pyspiel``) samples every card
that leaves its stock at that moment, so a game cannot be replayed from a
shuffled deck. The harness therefore plays switchcore through its public
chance hook (``Game(..., chance=hook)``, :mod:`switchcore.chance`): before
switchcore deals or draws, the harness samples OpenSpiel's chance outcomes
and hands the same cards to :class:`Chance`, which the engine asks each
time a card leaves its stock. Everything else is the engine's own code: the
deal, the starter (eights go back into the stock, C-2), its effect (V-8),
the reshuffle of the discards (X-3), every draw. The rules are
``Rules.openspiel``, OpenSpiel's game as options of :class:`Rules`, with its
``early_reshuffle``: switchcore rebuilds its stock as soon as it runs out,
as OpenSpiel does, so every card OpenSpiel draws is in switchcore's stock.

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
from dataclasses import dataclass, field

from switchcore import DRAW, PASS, TAKE, Card, Game, Play, RoundEnd, Rules, Suit

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "CDHS"
DRAW_ID, PASS_ID, DECLARE_ID = 52, 53, 54
CARD = [Card.parse(RANKS[i // 4] + SUITS[i % 4]) for i in range(52)]
ID = {card: i for i, card in enumerate(CARD)}
SUIT = [Suit.parse(s) for s in SUITS]


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
              max_draw_cards: int = 5, max_turns: int = 100, **options) -> Rules:
    """switchcore rules equal to OpenSpiel's game with these parameters (named
    as OpenSpiel names them): the ``Rules.openspiel`` preset, with any other
    ``options`` of :class:`Rules` on top."""
    return Rules.openspiel(players=players, special_cards=use_special_cards, reshuffle=reshuffle,
                           max_draw_cards=max_draw_cards, max_turns=max_turns, **options)


def sample_chance(state, rng: random.Random) -> int:
    """One of OpenSpiel's chance outcomes at ``state``, with its probability,
    chosen with ``rng.random()``."""
    x, acc = rng.random(), 0.0
    outcomes = state.chance_outcomes()
    for action, p in outcomes:
        acc += p
        if x < acc:
            return action
    return outcomes[-1][0]


class Divergence(AssertionError):
    """switchcore and OpenSpiel disagree."""


class Chance:
    """switchcore's chance hook in the harness: the ``n``-th card switchcore
    takes from its stock is the ``n``-th card OpenSpiel chose (:attr:`cards`,
    filled by the harness before each deal or draw)."""

    def __init__(self) -> None:
        self.cards: list[Card] = []

    def __call__(self, n: int, stock, why: str) -> Card:
        if n >= len(self.cards):
            raise Divergence(f"switchcore takes card {n + 1} from its stock ({why}), "
                             f"but OpenSpiel took only {len(self.cards)}")
        return self.cards[n]


@dataclass
class Stats:
    games: int = 0
    decisions: int = 0  # OpenSpiel decisions compared (declarations included)
    ends: Counter = field(default_factory=Counter)
    early_blocks: int = 0  # OpenSpiel's extra pass after a penalty that empties the stock


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
        dealer = sample_chance(state, rng) - 52
        state.apply_action(dealer + 52)
        dealt = []
        for _ in range(n * self.rules.hand_size):
            c = sample_chance(state, rng)
            state.apply_action(c)
            dealt.append(CARD[c])
        starters = []
        while state.is_chance_node():
            c = sample_chance(state, rng)
            state.apply_action(c)
            starters.append(CARD[c])
        self.history.append(f"dealer {dealer}; dealt {' '.join(c.code for c in dealt)}; "
                            f"starter {' '.join(c.code for c in starters)}")
        chance = Chance()
        chance.cards += dealt + starters
        game = Game(self.rules, seed=self.seed, dealer=dealer, chance=chance)
        if game.top != starters[-1]:
            raise self.fail(f"OpenSpiel turned up {starters[-1].code}, switchcore {game.top.code}", game, state)
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
                    c = sample_chance(state, rng)
                    state.apply_action(c)
                    wanted.append(CARD[c])
                self.history.append("    drew " + " ".join(c.code for c in wanted))
                chance.cards += wanted
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
            if Counter(game.hand(seat)) != hands[seat]:
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
            own = -sum(openspiel_penalty(c) for c in game.hand(seat))
            if returns[seat] != own:
                raise self.fail(f"seat {seat} returns {returns[seat]}, expected {own}", game, state)
        self.stats.games += 1
        self.stats.ends[expected.value] += 1
