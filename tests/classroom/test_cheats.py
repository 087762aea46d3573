"""Cheats a student might try from a bot file, and why they fail: the bot
plays in its own process with a copy of its seat's view, so the game, the
other bots, the shared tables and the deal's seed are out of its reach.
A bot file can write nowhere outside its scratch folder, so each cheat
reports what it found by raising an error, which the table lists as a
forfeit with its reason; the same cheat run in the teacher's process
(trusted mode) shows the test can tell the difference."""

from __future__ import annotations

import dataclasses

from classroom.bots import BOTS
from switchcore import Game, Rules, SeatView
from classroom.botproc import Limits
from classroom.referee import Local
from classroom.tournament import bots_in, tournament
from classroom.wire import FIELDS, view_data

from .conftest import FIRST, LIKE_EASY

LIMITS = Limits(move_time=2.0, game_time=30, memory=512, strikes=0)

PEEK = """
import gc, sys

def choose(view):
    found = [o for o in gc.get_objects() if type(o).__name__ == "Game"]
    frame = sys._getframe()
    while frame is not None:
        found += [v for v in frame.f_locals.values() if type(v).__name__ == "Game"]
        frame = frame.f_back
    if found:  # the cheat would look at the next card in the stock before choosing
        raise AssertionError(f"FOUND {{len(found)}} games")
    return view.legal_moves[0]
"""


def test_a_bot_that_reads_frames_or_gc_finds_no_game(folder):
    where = folder(peek__py=PEEK.format(), easy__py=LIKE_EASY)
    result = tournament(bots_in(where), Rules.switch(players=2), games=6, seed=3, limits=LIMITS)
    assert result["peek"].games == 6 and result["peek"].forfeits == 0 and result["peek"].win_rate < 1.0
    # The same code in the teacher's process does find the game: in-process bots are trusted code.
    space = {}
    exec(PEEK.format(), space)
    inside = tournament({"peek": space["choose"], "easy": BOTS["easy"]}, Rules.switch(players=2), games=2, seed=3)
    assert inside["peek"].forfeits == 2 and "FOUND" in inside["peek"].reasons[0][2]


PATCH = """
import classroom.bots as bots
import switchcore.game as game
from classroom.bots import BOTS
from switchcore import Rules

def resign(self, view):
    return view.legal_moves[-1]

bots.HardBot.choose = resign          # the built-in bots play badly...
BOTS["hard"].choose = resign.__get__(BOTS["hard"])
game.Game.legal_moves = lambda self: []  # ...and the engine breaks
_rules_seen = []

def choose(view):
    try:  # no special cards, and hands of one card (whether or not the tables let themselves be changed)
        view.rules.effects.by_index = tuple(None for _ in view.rules.effects.by_index)
    except (AttributeError, TypeError):
        pass
    try:
        object.__setattr__(view.rules, "hand_size", 1)
    except (AttributeError, TypeError):
        pass
    return _easy(view)

_easy = bots.EasyBot().choose
"""


def test_monkeypatching_modules_and_tables_changes_nothing_outside_the_bot(folder):
    where = folder(patch__py=PATCH, plain__py=LIKE_EASY)
    rules = Rules.switch(players=3)
    cheat = tournament({"me": bots_in(where)["patch"], "hard": BOTS["hard"], "medium": BOTS["medium"]}, rules,
                       games=9, seed=5, limits=LIMITS)
    clean = tournament({"me": bots_in(where)["plain"], "hard": BOTS["hard"], "medium": BOTS["medium"]}, rules,
                       games=9, seed=5, limits=LIMITS)
    assert cheat["me"].forfeits == 0
    assert cheat.records == clean.records  # the same games, move for move in effect
    assert Rules.switch().effects.by_index == rules.effects.by_index and BOTS["hard"].choose.__name__ == "choose"


GUESS = """
from switchcore import Game
from classroom.tournament import _game_seed
GUESSES = list(range(10))

def choose(view):
    if len(view.hand) == view.rules.deal_size(len(view.names)) and view.round_no == 1:
        mine = sorted(c.code for c in view.hand)
        if any(sorted(c.code for c in Game(view.rules, seed=_game_seed(s, cycle)).hands[view.seat]) == mine
               for s in GUESSES for cycle in range(4)):
            raise AssertionError("FOUND the deal")
    return view.legal_moves[0]
"""


def test_the_deal_cannot_be_rebuilt_from_a_view(folder):
    rules = Rules.switch(players=2)
    where = folder(guess__py=GUESS, easy__py=LIKE_EASY)
    result = tournament(bots_in(where), rules, games=4, limits=LIMITS)  # the seed is a new secret
    assert isinstance(result.seed, str) and len(result.seed) == 32
    assert result["guess"].games == 4 and result["guess"].forfeits == 0
    # A fixed seed that can be guessed can be found: that is why the default is a secret.
    guessed = tournament(bots_in(where), rules, games=4, seed=3, limits=LIMITS)
    assert guessed["guess"].forfeits > 0 and "FOUND the deal" in guessed["guess"].reasons[0][2]


def test_a_view_carries_no_seed_no_stock_and_no_other_hand():
    game = Game(Rules.crazy_eights(players=3), seed=123456789)
    view = game.view(game.turn)
    names = {f.name for f in dataclasses.fields(SeatView)}
    assert not names & {"seed", "stock", "hands", "rng", "game"}
    data = view_data(view)
    assert set(data) == set(FIELDS)
    text = repr(data)
    assert "123456789" not in text
    others = [c.code for s, h in enumerate(game.hands) if s != game.turn for c in h]
    assert not [c for c in others if c in data["hand"]] and data["stock_size"] == len(game.stock)
    for event in data["log"]:
        assert event[0] != "drew" or event[1] == game.turn  # others' draws are hidden


def test_in_process_strategies_are_named_by_their_tournament_name():
    def choose(view):
        return "KZ"

    result = tournament({"amy": choose, "easy": BOTS["easy"]}, Rules.switch(players=2), games=2, seed=1)
    assert result.errors and all(e.startswith("strategy 'amy' at seat") for e in result.errors)
    assert isinstance(Local(choose).strategy, type(choose))



def test_a_bot_file_never_meets_the_same_deal_twice(folder):
    # A bot's process lives across games: if a cycle of rotated games reused
    # one deal, a bot could remember the other seats' hands from earlier games.
    where = folder(first__py=FIRST, easy__py=LIKE_EASY)
    result = tournament(bots_in(where), Rules.crazy_eights(players=2), games=6, seed=5, limits=LIMITS)
    assert len({record.seed for record in result.records}) == 6
    # Trusted functions in this process still share one deal per cycle, so each plays both hands.
    trusted = tournament({"first": BOTS["easy"], "easy": BOTS["easy"]}, Rules.crazy_eights(players=2), games=6, seed=5)
    assert len({record.seed for record in trusted.records}) == 3
