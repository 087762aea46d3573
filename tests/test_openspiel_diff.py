"""Differential test against OpenSpiel's ``crazy_eights``.

OpenSpiel's game is Crazy Eights with its own house rules. Each of them is an
option of :class:`switchcore.Rules`, and ``Rules.openspiel`` sets them from
OpenSpiel's parameters (``tools/openspiel_harness.py``, ``rules_for``): free drawing up to ``max_draw_cards`` a turn (``draw="free"``,
``draw_limit``), ``reshuffle`` on or off (X-3), special cards (C-7) whose twos
stack (``twos_stack``) and whose ace does not skip between two players
(``two_player_reverse_skips=False``), the starter's effect (V-8), two decks
above five players, a round blocked after players + 1 passes in a row
(``blocked_passes``), a cap on the cards played (``play_limit``) and a
reshuffle as soon as the stock runs out (``early_reshuffle``).

Thousands of random games are played in both engines at once: every card
OpenSpiel deals or draws is the card switchcore deals or draws (through
switchcore's public chance hook, ``Game(..., chance=...)``), and at every
decision the player to act and the set of legal actions must be the same
(an eight and OpenSpiel's separate suit declaration are one switchcore move,
``Play(8, suit)``). At the end the way the game ended and every hand must
agree. A disagreement fails with the game's history and both positions.

Where OpenSpiel and switchcore differ on purpose:

* Scoring. OpenSpiel gives each player minus their own hand, with no bonus
  for going out, an ace worth 10, and each card from 2 to 10 worth its card
  id plus 2 (7♥ costs 24, 10♠ costs 37) rather than its face value. The test
  checks OpenSpiel's returns against that formula, and switchcore's scores
  against C-8 (the player who goes out scores the other hands: eights 50,
  pictures 10, aces 1, others face value); it does not copy OpenSpiel's.
* A blocked game. OpenSpiel counts one extra pass when a draw-two penalty
  takes the very last card of the stock, so such a game can end one pass
  before switchcore's count. The test then plays the pass switchcore still
  expects and counts the case in the summary.

Without ``open-spiel`` installed the test is skipped with the reason; on CI
(``CI=true``) a missing ``open-spiel`` is a failure.
"""

from __future__ import annotations

import itertools

import pytest

from switchcore import Card, Rules, card_points
from tests.needs import need

pyspiel = need("pyspiel", "pip install open-spiel", allow_module_level=True)

from tools.openspiel_harness import Divergence, SideBySide, Stats, openspiel_penalty, rules_for

STATS = Stats()
FAILED: list = []  # reports of the games that disagreed
CACHE: dict = {}
SEEDS = 15
DRAW_LIMITS = (1, 2, 5)
PLAY_LIMITS = (30, 100, 1000)


def play_many(params_list, seeds, stats=STATS, failed=FAILED) -> list[str]:
    """Play every game; return the report of each disagreement."""
    failures = []
    for params in params_list:
        for seed in seeds:
            try:
                SideBySide(pyspiel, seed, params, stats, CACHE).play()
            except Divergence as exc:
                failures.append(str(exc))
    failed.extend(failures)
    return failures


@pytest.mark.parametrize("players, special, reshuffle",
                         list(itertools.product((2, 3, 4, 5), (False, True), (False, True))))
def test_same_legal_moves_and_ends_as_openspiel(players, special, reshuffle):
    # C-2, C-4, C-5, C-6, C-7, V-8: legal moves at every decision, and the end.
    params_list = [dict(players=players, use_special_cards=special, reshuffle=reshuffle,
                        max_draw_cards=d, max_turns=t) for d in DRAW_LIMITS for t in PLAY_LIMITS]
    before = STATS.games
    failures = play_many(params_list, range(SEEDS))
    assert not failures, f"{len(failures)} games disagree; the first:\n{failures[0]}"
    assert STATS.games - before == len(params_list) * SEEDS


@pytest.mark.parametrize("players", [6, 7])
def test_two_decks_above_five_players(players):  # C-1 (two decks as a house rule)
    params_list = [dict(players=players, use_special_cards=s, reshuffle=r, max_draw_cards=5, max_turns=100)
                   for s in (False, True) for r in (False, True)]
    failures = play_many(params_list, range(5))
    assert not failures, f"{len(failures)} games disagree; the first:\n{failures[0]}"


def test_the_comparison_notices_a_different_rule(monkeypatch):
    """The harness is not blind: with the ace skipping between two players
    (S-12, switchcore's default) some games disagree at once."""
    import tools.openspiel_harness as harness

    monkeypatch.setattr(harness, "rules_for", lambda **p: rules_for(**p).replace(two_player_reverse_skips=True))
    params = dict(players=2, use_special_cards=True, reshuffle=True, max_draw_cards=5, max_turns=100)
    failures = play_many([params], range(40), Stats(), [])
    assert failures and "disagree" in failures[0] and "history:" in failures[0]


def test_openspiel_scores_number_cards_by_card_id_switchcore_by_face_value():  # C-8
    rules = rules_for(players=2)
    seven, ten, ace = Card.parse("7H"), Card.parse("10S"), Card.parse("AS")
    assert (openspiel_penalty(seven), openspiel_penalty(ten), openspiel_penalty(ace)) == (24, 37, 10)
    assert (card_points(seven, rules), card_points(ten, rules), card_points(ace, rules)) == (7, 10, 1)
    assert rules == Rules.from_dict(rules.to_dict())


def test_openspiel_blocks_one_pass_early_after_a_penalty_empties_the_stock():  # C-6, C-7, X-8
    """A known OpenSpiel game (seed 22) where a draw-two penalty takes the
    last card: OpenSpiel counts it as a pass, and its game ends one pass
    before switchcore's players + 1 (see the module docstring)."""
    params = dict(players=2, use_special_cards=True, reshuffle=False, max_draw_cards=1, max_turns=1000)
    stats = Stats()
    SideBySide(pyspiel, 22, params, stats, CACHE).play()
    assert stats.games == 1 and stats.early_blocks == 1 and stats.ends["blocked"] == 1


def test_zz_how_much_was_compared(report_figures):
    """Last in the file (a parallel run keeps a file in one process): the
    figures of every comparison above, in the run's closing summary."""
    assert not FAILED, f"{len(FAILED)} games disagreed"
    ends = ", ".join(f"{k} {v}" for k, v in sorted(STATS.ends.items()))
    report_figures("switchcore vs OpenSpiel crazy_eights",
                   f"{STATS.games} games agreed, {STATS.decisions} decision points compared, "
                   f"{len(FAILED)} games disagreed "
                   f"(ends: {ends}; OpenSpiel's early block after an emptying penalty: {STATS.early_blocks})")
