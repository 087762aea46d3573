"""Harness around OpenSpiel's ``crazy_eights`` game (needs only ``pyspiel``).

Used as the reference side of a differential test and as a speed baseline.
See OPENSPIEL_NOTES.md in this folder for the rules as OpenSpiel implements
them.

Card notation: rank then suit, ranks ``2..10 J Q K A``, suits ``C D H S``
(``"7H"``, ``"10D"``, ``"QS"``).  OpenSpiel card id = ``4 * rank_index + suit``
with rank_index 0..12 for 2..A and suit C=0, D=1, H=2, S=3.

Functions:

* :func:`play_random_game` -- one seeded random game with a fully decoded
  history (chance outcomes, player actions, legal actions at each decision).
* :func:`benchmark` -- N uniform-random games, throughput figures.

Run ``python openspiel_driver.py --help`` for the command line.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any, Dict, List, Optional

import pyspiel

GAME_NAME = "crazy_eights"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "CDHS"
NUM_CARDS = 52
DRAW = 52          # player action: draw one card
PASS = 53          # player action: pass (end turn without playing)
NOMINATE_BASE = 54  # player actions 54..57: declare C, D, H, S after an 8
DEALER_BASE = 52   # chance actions 52..52+n-1 (first node only): dealer seat
EIGHT_RANK_INDEX = 6


# --------------------------------------------------------------------------
# encoding helpers
# --------------------------------------------------------------------------

def card_str(card_id: int) -> str:
    """OpenSpiel card id (0..51) -> "7H"-style notation."""
    if not 0 <= card_id < NUM_CARDS:
        raise ValueError(f"not a card id: {card_id}")
    return RANKS[card_id // 4] + SUITS[card_id % 4]


def card_id(card: str) -> int:
    """"7H"-style notation -> OpenSpiel card id (also accepts "TH" for 10)."""
    card = card.strip().upper()
    rank, suit = card[:-1], card[-1]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r}")
    return RANKS.index(rank) * 4 + SUITS.index(suit)


def is_eight(card_id_: int) -> bool:
    return card_id_ // 4 == EIGHT_RANK_INDEX


def decode_player_action(action: int) -> str:
    """Player action id -> "play 7H" | "draw" | "pass" | "declare D"."""
    if 0 <= action < NUM_CARDS:
        return "play " + card_str(action)
    if action == DRAW:
        return "draw"
    if action == PASS:
        return "pass"
    if NOMINATE_BASE <= action < NOMINATE_BASE + 4:
        return "declare " + SUITS[action - NOMINATE_BASE]
    raise ValueError(f"not a player action id: {action}")


def openspiel_penalty(card_id_: int) -> int:
    """Penalty OpenSpiel charges for one card left in hand (its own formula:
    8 -> 50, J/Q/K/A -> 10, 2..10 -> card_id + 2, i.e. NOT the face value)."""
    rank = card_id_ // 4
    if rank == EIGHT_RANK_INDEX:
        return 50
    if rank >= 9:
        return 10
    return card_id_ + 2


def rank_penalty(card_id_: int) -> int:
    """Conventional penalty (8 -> 50, J/Q/K -> 10, A -> 1, else face value),
    for comparison with OpenSpiel's formula."""
    rank = card_id_ // 4
    if rank == EIGHT_RANK_INDEX:
        return 50
    if rank == 12:
        return 1
    if rank >= 9:
        return 10
    return rank + 2


def load_game(players: int = 2, max_draw_cards: int = 5, max_turns: int = 100,
              reshuffle: bool = False, use_special_cards: bool = False):
    return pyspiel.load_game(GAME_NAME, {
        "players": players,
        "max_draw_cards": max_draw_cards,
        "max_turns": max_turns,
        "reshuffle": reshuffle,
        "use_special_cards": use_special_cards,
    })


def _sample_chance(state, rng: random.Random) -> int:
    outcomes = state.chance_outcomes()
    x = rng.random()
    acc = 0.0
    for action, prob in outcomes:
        acc += prob
        if x < acc:
            return action
    return outcomes[-1][0]


def _top_and_suit(state, player: int):
    """Top discard and current suit, read from the observation string."""
    top = suit = None
    for line in state.observation_string(player).splitlines():
        if line.startswith("Previous card: "):
            s = line[len("Previous card: "):].strip()  # e.g. "H7" (suit, rank)
            top = ("10" if s[1] == "T" else s[1]) + s[0]
        elif line.startswith("Previous suit: "):
            suit = line[len("Previous suit: "):].strip()
    return top, suit


# --------------------------------------------------------------------------
# (a) one decoded random game
# --------------------------------------------------------------------------

def play_random_game(seed: int, players: int = 2, check_hands: bool = True,
                     **params) -> Dict[str, Any]:
    """Play one game with uniform-random legal actions and sampled chance.

    Same seed and parameters -> same game (one ``random.Random(seed)`` drives
    both chance sampling and the players).

    Returns a dict:
      ``params``, ``dealer``, ``first_player``, ``initial_hands`` (list of card
      lists, in the order dealt), ``starter`` (the card that stayed up),
      ``starter_redraws`` (8s turned up and put back), ``events`` (list, see
      below), ``moves`` (player moves with an 8 and its declaration merged:
      ``(player, "play 8C declare D")``), ``final_hands``, ``returns``,
      ``end_reason`` ("out" | "turn_cap" | "blocked"), ``num_card_plays``.

    Each event is a dict with ``kind``:
      * ``"dealer"``: ``player``
      * ``"deal"``: ``to`` player, ``card``  (initial deal, one card at a time)
      * ``"starter"``: ``card``, ``returned`` (True if an 8 put back)
      * ``"drawn"``: ``to`` player, ``card``, ``penalty`` (True when part of
        a draw-two penalty)
      * ``"move"``: ``player``, ``action`` (id), ``move`` (decoded),
        ``legal`` (decoded legal moves, sorted by id), ``top``, ``suit``
        (top discard and current suit before the move), ``hand_size``,
        ``stock`` (cards left to draw).
    """
    game = load_game(players=players, **params)
    n = game.num_players()
    rng = random.Random(seed)
    state = game.new_initial_state()

    deal_size = 7 if n == 2 else 5
    total_cards = NUM_CARDS * (2 if n > 5 else 1)
    reshuffle = bool(params.get("reshuffle", False))
    hands: List[Dict[int, int]] = [dict() for _ in range(n)]
    initial_hands: List[List[str]] = [[] for _ in range(n)]
    events: List[Dict[str, Any]] = []
    moves: List[tuple] = []
    dealer = None
    first_player = None
    starter = None
    starter_redraws: List[str] = []
    deals_done = 0
    discard = 0            # size of the discard pile (top card included)
    num_card_plays = 0
    last_player_action = None

    def stock_size() -> int:
        return total_cards - discard - sum(sum(h.values()) for h in hands)

    while not state.is_terminal():
        if state.is_chance_node():
            a = _sample_chance(state, rng)
            if dealer is None:
                dealer = a - DEALER_BASE
                events.append({"kind": "dealer", "player": dealer})
            elif deals_done < n * deal_size:
                to = (dealer + 1 + deals_done) % n
                hands[to][a] = hands[to].get(a, 0) + 1
                initial_hands[to].append(card_str(a))
                deals_done += 1
                events.append({"kind": "deal", "to": to, "card": card_str(a)})
            else:  # starter (8s are put back and another card turned)
                returned = is_eight(a)
                events.append({"kind": "starter", "card": card_str(a),
                               "returned": returned})
                if returned:
                    starter_redraws.append(card_str(a))
                else:
                    starter = card_str(a)
                    discard = 1
            state.apply_action(a)
            if starter is not None and not state.is_chance_node():
                first_player = state.current_player()
            continue

        p = state.current_player()
        legal = state.legal_actions()
        top, suit = _top_and_suit(state, p)
        a = legal[rng.randrange(len(legal))]
        move = decode_player_action(a)
        events.append({
            "kind": "move", "player": p, "action": a, "move": move,
            "legal": [decode_player_action(x) for x in legal],
            "top": top, "suit": suit, "hand_size": sum(hands[p].values()),
            "stock": stock_size(),
        })
        last_player_action = a
        if a < NUM_CARDS:
            hands[p][a] -= 1
            if not hands[p][a]:
                del hands[p][a]
            num_card_plays += 1
            discard += 1
            moves.append((p, move))
        elif a >= NOMINATE_BASE:
            moves[-1] = (p, moves[-1][1] + " " + move)
        else:
            moves.append((p, move))
        state.apply_action(a)
        if a < NUM_CARDS and reshuffle and stock_size() == 0:
            discard = 1
        if a == DRAW:
            # One chance node for an ordinary draw (same player acts next);
            # a draw-two penalty is drawn in one run of chance nodes, after
            # which the turn passes on.
            run = []
            while state.is_chance_node():
                if check_hands and total_cards == NUM_CARDS:
                    if len(state.chance_outcomes()) != stock_size():
                        raise AssertionError("stock tracking mismatch")
                c = _sample_chance(state, rng)
                hands[p][c] = hands[p].get(c, 0) + 1
                ev = {"kind": "drawn", "to": p, "card": card_str(c),
                      "penalty": False}
                events.append(ev)
                run.append(ev)
                state.apply_action(c)
                if reshuffle and stock_size() == 0:
                    discard = 1
            if state.is_terminal() or state.current_player() != p:
                for ev in run:
                    ev["penalty"] = True
        if check_hands and not state.is_terminal():
            _check_hands(state, hands, n)

    returns = list(state.returns())
    final_hands = [sorted(sum(([card_str(c)] * k for c, k in h.items()), []),
                          key=card_id) for h in hands]
    if any(not h for h in hands):
        end_reason = "out"
    elif last_player_action == PASS:
        end_reason = "blocked"
    else:
        end_reason = "turn_cap"
    return {
        "params": dict(players=n, **params),
        "dealer": dealer,
        "first_player": first_player,
        "initial_hands": initial_hands,
        "starter": starter,
        "starter_redraws": starter_redraws,
        "events": events,
        "moves": moves,
        "final_hands": final_hands,
        "returns": returns,
        "end_reason": end_reason,
        "num_card_plays": num_card_plays,
    }


def _check_hands(state, hands, n) -> None:
    """Cross-check tracked hands against OpenSpiel's observation tensors."""
    decks = 2 if n > 5 else 1
    for p in range(n):
        t = state.observation_tensor(p)
        for c in range(NUM_CARDS):
            row = t[c * (decks + 1):(c + 1) * (decks + 1)]
            count = row.index(1.0) if 1.0 in row else 0
            if count != hands[p].get(c, 0):
                raise AssertionError(
                    f"hand tracking mismatch: player {p} card {card_str(c)}")


def format_game(game: Dict[str, Any]) -> str:
    """Human-readable transcript of a :func:`play_random_game` result."""
    out = [f"params {game['params']}",
           f"dealer P{game['dealer']}, first player P{game['first_player']}"]
    for p, h in enumerate(game["initial_hands"]):
        out.append(f"P{p} dealt {' '.join(h)}")
    for e in game["events"]:
        k = e["kind"]
        if k == "starter":
            out.append(f"starter {e['card']}"
                       + (" (an 8: put back, turn another)" if e["returned"]
                          else ""))
        elif k == "drawn":
            out.append(f"    P{e['to']} draws {e['card']}"
                       + (" (penalty)" if e["penalty"] else ""))
        elif k == "move":
            out.append(f"P{e['player']} [top {e['top']} suit {e['suit']}, "
                       f"{e['hand_size']} cards, stock {e['stock']}] legal {e['legal']} "
                       f"-> {e['move']}")
    out.append(f"end: {game['end_reason']}, returns {game['returns']}")
    out.append("final hands: " + "; ".join(
        f"P{p}: {' '.join(h) or '-'}" for p, h in enumerate(game["final_hands"])))
    return "\n".join(out)


# --------------------------------------------------------------------------
# (b) benchmark
# --------------------------------------------------------------------------

def benchmark(num_games: int = 1000, players: int = 2, seed: int = 0,
              **params) -> Dict[str, float]:
    """Play ``num_games`` uniform-random games; return throughput figures.

    ``player_actions`` counts every OpenSpiel decision (play, draw, pass and
    the separate suit declaration after an 8); ``engine_moves`` merges an 8
    with its declaration (one move, as in an engine where the declared suit
    is part of the play); ``total_actions`` adds the chance actions (dealer
    choice, deal, starter, every drawn card).
    """
    game = load_game(players=players, **params)
    rng = random.Random(seed)
    player_actions = total = nominations = card_plays = 0
    ends = {"out": 0, "turn_cap": 0, "blocked": 0}
    t0 = time.perf_counter()
    for _ in range(num_games):
        state = game.new_initial_state()
        last = None
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_sample_chance(state, rng))
            else:
                legal = state.legal_actions()
                a = legal[rng.randrange(len(legal))]
                state.apply_action(a)
                player_actions += 1
                if a >= NOMINATE_BASE:
                    nominations += 1
                elif a < NUM_CARDS:
                    card_plays += 1
                last = a
            total += 1
        r = state.returns()
        if last == PASS:
            ends["blocked"] += 1
        elif 0.0 in r and last is not None:
            # a 0 return means an empty hand (the cap can also hit at the
            # same time as going out; counted as out)
            ends["out"] += 1
        else:
            ends["turn_cap"] += 1
    dt = time.perf_counter() - t0
    engine_moves = player_actions - nominations
    return {
        "players": players,
        "games": num_games,
        "seconds": dt,
        "games_per_s": num_games / dt,
        "player_actions_per_s": player_actions / dt,
        "engine_moves_per_s": engine_moves / dt,
        "total_actions_per_s": total / dt,
        "player_actions_per_game": player_actions / num_games,
        "card_plays_per_game": card_plays / num_games,
        "total_actions_per_game": total / num_games,
        "end_reasons": ends,
    }


def _print_bench(r: Dict[str, Any], label: str) -> None:
    print(f"{label:<28} players={r['players']} games={r['games']} "
          f"time={r['seconds']:.2f}s  games/s={r['games_per_s']:.0f}  "
          f"player actions/s={r['player_actions_per_s']:.0f}  "
          f"engine moves/s={r['engine_moves_per_s']:.0f}  "
          f"total actions/s={r['total_actions_per_s']:.0f}  "
          f"(per game: {r['player_actions_per_game']:.1f} player, "
          f"{r['card_plays_per_game']:.1f} plays, "
          f"{r['total_actions_per_game']:.1f} total; ends {r['end_reasons']})")


def main(argv: Optional[List[str]] = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--demo", type=int, metavar="SEED",
                    help="print the transcript of one seeded game and exit")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--special", action="store_true",
                    help="use_special_cards=True (demo only)")
    args = ap.parse_args(argv)
    if args.demo is not None:
        g = play_random_game(args.demo, players=args.players,
                             use_special_cards=args.special)
        print(format_game(g))
        return
    print(f"pyspiel {getattr(pyspiel, '__version__', '?')}")
    configs = [("default", {}),
               ("reshuffle, turn cap 10000", {"reshuffle": True,
                                              "max_turns": 10000}),
               ("specials+reshuffle", {"use_special_cards": True,
                                       "reshuffle": True})]
    for label, params in configs:
        for n in (2, 4):
            _print_bench(benchmark(args.games, players=n, seed=n, **params),
                         label)


if __name__ == "__main__":
    main()
