"""A bot in its own process sees exactly the view it would see here: the
view rebuilt from the pipe's data equals the original at every move of
whole matches, with pending effects (S-8, S-10, C-7), drawn cards (S-6,
C-5), hidden draws and new rounds."""

from __future__ import annotations

import json

import pytest

from classroom.bots import BOTS
from switchcore import Game, Rules
from classroom.wire import ViewReader, changes, move_text, pack, pack_game, view_data


@pytest.mark.parametrize("rules", [
    Rules.switch(players=3, match="rounds", rounds=2),
    Rules.switch(players=2, black_jacks_stack=True, jokers=2),
    Rules.crazy_eights(players=4, special_cards=True, twos_stack=True, target=100),
    # A late "last card" call (S-7) is open only until the next player acts: at a seat's own turn, where a bot
    # is asked, may_call is False, as in the view rebuilt (the pipe does not carry it).
    Rules.switch(players=2, late_call=True),
    Rules.switch(players=4, late_call=True, match="rounds", rounds=2),
])
def test_the_view_rebuilt_from_the_pipe_equals_the_seats_view(rules):
    game = Game(rules, seed=11)
    readers, sent = {}, {}
    moves = 0
    while True:
        while game.result is None:
            seat = game.turn
            view = game.view(seat)
            if seat not in readers:
                readers[seat], sent[seat] = ViewReader(rules.to_dict()), 0
            data = json.loads(json.dumps(view_data(view, sent[seat])))  # as it crosses the pipe
            again = readers[seat].read(data)
            assert again == view
            sent[seat] = len(view.log)
            move = BOTS["hard"].choose(again)
            assert move_text(move) == move.code
            game.apply(move_text(move))
            moves += 1
        if game.match is not None:
            break
        game.next_round()
    assert moves > 50


@pytest.mark.parametrize("rules", [
    Rules.switch(players=3, match="rounds", rounds=2),
    Rules.crazy_eights(players=4, special_cards=True, twos_stack=True, target=100),
])
def test_only_the_changes_cross_the_pipe_after_the_first_view_and_rebuild_it_exactly(rules):
    game = Game(rules, seed=5)
    readers, sent, last = {}, {}, {}
    sizes = []
    while True:
        while game.result is None:
            seat = game.turn
            view = game.view(seat)
            data = pack(view, sent.get(seat, 0))
            if seat not in readers:
                readers[seat] = ViewReader(rules.to_dict())
                again = readers[seat].read(json.loads(json.dumps(data)))
            else:
                changed = json.dumps(changes(last[seat], data))
                sizes.append(len(changed) / len(json.dumps(data)))
                again = readers[seat].update(json.loads(changed))
            assert again == view
            sent[seat], last[seat] = len(view.log), data
            game.apply(move_text(BOTS["hard"].choose(again)))
        if game.match is not None:
            break
        game.next_round()
    assert len(sizes) > 30 and sum(sizes) / len(sizes) < 0.8  # most of a view does not change from move to move


@pytest.mark.parametrize("rules", [
    Rules.switch(players=3, match="rounds", rounds=2),
    Rules.switch(players=2, black_jacks_stack=True, jokers=2),
    Rules.crazy_eights(players=4, special_cards=True, twos_stack=True, target=100),
])
def test_the_referee_packs_from_the_game_exactly_what_the_view_shows(rules):
    # Every seat, at every move, the log from several places: the drawn card, the legal moves and the
    # others' drawn cards stay hidden as in the view.
    game = Game(rules, seed=3)
    checked = 0
    while True:
        while game.result is None:
            for seat in range(rules.players):
                view = game.view(seat)
                for start in {0, len(view.log) // 2, len(view.log)}:
                    assert pack_game(game, seat, start) == pack(view, start)
                    checked += 1
            game.apply(move_text(BOTS["medium"].choose(game.view(game.turn))))
        assert pack_game(game, 0, 0) == pack(game.view(0), 0)  # the round over
        if game.match is not None:
            break
        game.next_round()
    assert checked > 100


def test_a_reader_refuses_a_log_that_does_not_follow_on():
    game = Game(Rules.switch(players=2), seed=1)
    reader = ViewReader(game.rules.to_dict())
    view = game.view(game.turn)
    with pytest.raises(ValueError, match="the log goes on from event 2, but 0 are known"):
        reader.read(view_data(view, 2))


def test_a_bots_process_reads_each_games_events_with_that_games_names():
    # The events a bot's process read before are kept for the next game (a tournament's games have the same
    # names); a game with other names at the same seats has its own.
    rules = Rules.switch(players=2)
    for names in (("Ann", "Bob"), ("Cy", "Di"), ("Ann", "Bob")):
        game = Game(rules, seed=4, names=names)
        reader, sent, last = ViewReader(rules.to_dict()), 0, None
        for _ in range(12):
            if game.result is not None:
                break
            data = pack_game(game, 0, sent)
            view = reader.read(data) if last is None else reader.update(changes(last, data))
            assert view == game.view(0) and {e.player for e in view.log} <= set(names)
            sent, last = data[17] + len(data[18]), data
            game.apply(move_text(BOTS["easy"].choose(game.view(game.turn))))
