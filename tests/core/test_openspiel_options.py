"""The looser house rules of computer Crazy Eights, each an option of Rules:
free drawing (``draw="free"``), ``draw_limit``, ``reshuffle``, ``twos_stack``,
``two_player_reverse_skips``, two decks in Crazy Eights, ``blocked_passes``
and ``play_limit`` (see the table in :mod:`switchcore.rules`)."""

import pytest

from switchcore import (
    DRAW, PASS, TAKE, DrawRule, Game, Play, RoundEnd, Rules, RulesError, cards,
)

from helpers import kinds, refused

EIGHTS = Rules.crazy_eights
SPECIALS = dict(special_cards=True, twos_stack=True)




def plays(game):
    return {m.card.code for m in game.legal_moves() if isinstance(m, Play)}


# -- free drawing and the draw limit --------------------------------------------

def test_free_draw_is_allowed_holding_a_card_that_fits():  # S-6 (free drawing)
    g = Game.from_position(EIGHTS(players=2, draw="free"), hands=["7S KD", "2H"], top="7H", stock=["3C", "9H"])
    assert g.legal_moves() == [Play(cards("7S")[0]), DRAW]
    g.apply(DRAW)
    # after a draw the player still acts: any card that fits, or another draw
    assert g.turn == 0 and g.phase == "normal" and g.draws == 1
    assert plays(g) == {"7S"} and DRAW in g.legal_moves()
    g.apply(DRAW)
    assert plays(g) == {"7S", "9H"}
    g.apply("7S")
    assert g.turn == 1 and g.draws == 0


def test_free_draw_limit_then_pass_which_does_not_block():  # S-6, X-8 (draw_limit)
    rules = EIGHTS(players=2, draw=DrawRule.FREE, draw_limit=2)
    g = Game.from_position(rules, hands=["KD 4C", "2H"], top="7H", stock=["3C", "5S"])
    g.apply(DRAW)
    g.apply(DRAW)
    assert g.legal_moves() == [PASS]
    error = refused(g, DRAW, "S-6")
    assert "drawn 2 cards this turn" in error.reason
    events = g.apply(PASS)
    assert kinds(events) == ["passed_limit"] and g.passes == 0 and g.turn == 1 and g.draws == 0


def test_draw_limit_with_draw_until_playable():  # C-5 (draw_limit)
    rules = EIGHTS(players=2, draw_limit=2)
    g = Game.from_position(rules, hands=["KD", "2H"], top="7H", stock=["3C", "5S", "9H"])
    g.apply(DRAW)
    g.apply(DRAW)
    assert g.legal_moves() == [PASS]
    refused(g, DRAW, "C-5")
    g.apply(PASS)
    assert g.turn == 1 and g.hand(0) == cards("KD 3C 5S")


def test_draw_limit_is_checked():  # S-6, C-5
    with pytest.raises(RulesError) as error:
        Rules.switch(draw_limit=3)
    assert error.value.rule == "S-6"
    with pytest.raises(RulesError) as error:
        EIGHTS(draw="free", draw_limit=-1)
    assert error.value.rule == "C-5"
    with pytest.raises(RulesError):
        EIGHTS(draw="sometimes")


def test_undo_and_saving_keep_the_draws_of_the_turn():  # X-6 (draw_limit)
    g = Game.from_position(EIGHTS(players=2, draw="free", draw_limit=3), hands=["KD", "2H"], top="7H")
    g.apply(DRAW)
    g.apply(DRAW)
    assert Game.from_json(g.to_json()) == g and Game.from_json(g.to_json()).draws == 2
    g.apply(DRAW)
    g.undo()
    assert g.draws == 2 and g.legal_moves()[-1] is DRAW


# -- reshuffle off -----------------------------------------------------------------

def test_no_reshuffle_means_passing_on_an_empty_stock():  # X-3 (reshuffle off)
    hands, top, under = ["KD 4S", "2H"], "7H", ["3C", "4C"]
    kept = Game.from_position(EIGHTS(players=2, reshuffle=False), hands=hands, top=top, discard=under, fill=False)
    assert not kept.can_draw() and kept.legal_moves()[-1] is PASS and DRAW not in kept.legal_moves()
    refused(kept, DRAW, "X-3")
    usual = Game.from_position(EIGHTS(players=2), hands=hands, top=top, discard=under, fill=False)
    assert usual.can_draw() and usual.legal_moves() == [DRAW]
    assert kinds(usual.apply(DRAW))[0] == "reshuffled"


def test_draw_two_on_an_empty_stock_without_reshuffle_has_no_effect():  # X-9, C-7
    rules = EIGHTS(players=3, reshuffle=False, **SPECIALS)
    g = Game.from_position(rules, hands=["2H 5C", "3H 4H", "6D"], top="9H", discard=["JC"], fill=False)
    events = g.apply("2H")
    assert kinds(events) == ["played", "lapsed"] and "makes nobody draw (X-9)" in str(events[-1])
    assert g.pending is None and g.turn == 1 and plays(g) == {"3H", "4H"}
    # with reshuffling the discards can still be drawn, so the two acts
    g = Game.from_position(rules.replace(reshuffle=True), hands=["2H 5C", "3H 4H", "6D"], top="9H",
                           discard=["JC"], fill=False)
    g.apply("2H")
    assert g.pending is not None and g.pending.amount == 2


# -- special cards: stacking twos, the two-player ace, the starter --------------------

def test_twos_stack_answered_only_by_a_two():  # C-7, S-13 (twos_stack)
    g = Game.from_position(EIGHTS(players=3, **SPECIALS), hands=["2H 9C", "2C 8D 9S", "5S"], top="9H",
                           stock=["3D", "4D", "5D", "6D"])
    g.apply("2H")
    assert plays(g) == {"2C"} and TAKE in g.legal_moves()
    refused(g, "8D S", "C-7")
    g.apply("2C")
    assert g.turn == 2 and g.pending.amount == 4
    events = g.apply(TAKE)
    assert g.hand(2) == cards("5S 3D 4D 5D 6D") and g.turn == 0 and kinds(events)[0] == "penalty"


def test_twos_do_not_stack_by_default():  # C-7
    g = Game.from_position(EIGHTS(players=3, special_cards=True), hands=["2H 9C", "2C 9S", "5S"], top="9H")
    g.apply("2H")
    assert g.legal_moves() == [TAKE]


def test_twos_stack_is_checked():  # C-7, S-8
    with pytest.raises(RulesError) as error:
        EIGHTS(twos_stack=True)
    assert error.value.rule == "C-7" and "special_cards" in str(error.value)
    with pytest.raises(RulesError) as error:
        Rules.switch(twos_stack=True)
    assert "S-8" in str(error.value)


def test_two_player_ace_reverse_without_skip():  # S-12, C-7 (two_player_reverse_skips)
    position = dict(hands=["AH 5C", "3H 4H"], top="9H")
    skip = Game.from_position(EIGHTS(players=2, special_cards=True), **position)
    assert kinds(skip.apply("AH"))[-1] == "reversed_two" and skip.turn == 0
    plain = Game.from_position(EIGHTS(players=2, special_cards=True, two_player_reverse_skips=False), **position)
    assert kinds(plain.apply("AH"))[-1] == "reversed" and plain.turn == 1 and plain.direction == -1
    switch = Game.from_position(Rules.switch(players=2, two_player_reverse_skips=False), **position)
    switch.apply("AH")
    assert switch.turn == 1


def game_with_starter(rules, rank, dealer=0):
    """The first seeded game whose starter has ``rank``."""
    for seed in range(2000):
        g = Game(rules, seed=seed, dealer=dealer)
        if g.top.rank.symbol == rank:
            return g
    raise AssertionError(f"no starter {rank}")  # pragma: no cover


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starter_effects_as_if_the_dealer_played_it(players):  # V-8, C-7, X-4
    rules = EIGHTS(players=players, starter_effects=True, two_player_reverse_skips=False, **SPECIALS)
    queen = game_with_starter(rules, "Q")
    assert queen.turn == 2 % players  # the player left of the dealer is skipped
    ace = game_with_starter(rules, "A")
    assert ace.direction == -1 and ace.turn == players - 1
    two = game_with_starter(rules, "2")
    assert two.turn == 1 and two.pending.amount == 2 and TAKE in two.legal_moves()
    assert plays(two) == {c.code for c in two.hand(1) if c.rank.symbol == "2"}


def test_two_player_ace_starter_skips_by_default():  # V-8, S-12
    ace = game_with_starter(EIGHTS(players=2, starter_effects=True, special_cards=True), "A")
    assert ace.turn == 0 and ace.direction == -1  # the dealer plays again


# -- two decks, blocked rounds, play limit ------------------------------------------

def test_crazy_eights_with_two_decks():  # C-1 (two decks as a house rule)
    g = Game(EIGHTS(players=6, decks=2), seed=3)
    assert set(g.cards_in_play().values()) == {2} and len(g.cards_in_play()) == 52
    assert EIGHTS(players=6).decks == 1
    with pytest.raises(RulesError) as error:
        EIGHTS(decks=3)
    assert error.value.rule == "C-1"


def test_blocked_after_more_passes():  # X-8, C-6 (blocked_passes)
    position = dict(hands=["KD", "3C", "JS"], top="7H", fill=False)
    usual = Game.from_position(EIGHTS(players=3), **position)
    for _ in range(3):
        usual.apply(PASS)
    assert usual.result.reason is RoundEnd.BLOCKED
    longer = Game.from_position(EIGHTS(players=3, blocked_passes=4), **position)
    for _ in range(3):
        longer.apply(PASS)
    assert not longer.round_over and longer.turn == 0
    longer.apply(PASS)
    assert longer.result.reason is RoundEnd.BLOCKED and longer.result.winners == (1,)
    with pytest.raises(RulesError) as error:
        EIGHTS(players=3, blocked_passes=2)
    assert error.value.rule == "X-8"


def test_play_limit_stops_the_round():  # X-8, C-6 (play_limit)
    rules = EIGHTS(players=2, play_limit=3)
    g = Game.from_position(rules, hands=["7H 7S 9C 8D", "7C 9S KH"], top="7D")
    g.apply("7H")
    g.apply("7C")
    events = g.apply("7S")
    assert kinds(events) == ["played", "play_limit", "scored"]
    assert g.result.reason is RoundEnd.PLAY_LIMIT and g.result.winners == (1,)  # 9S KH = 19 < 9C 8D = 59
    assert g.result.scores == (0, 59 - 19)  # C-6 scoring, as a blocked round
    assert "3 cards have been played" in " ".join(str(e) for e in g.log)


def test_going_out_on_the_last_allowed_play_is_going_out():  # X-1 (play_limit)
    g = Game.from_position(EIGHTS(players=2, play_limit=1), hands=["7H", "7C 9S"], top="7D")
    g.apply("7H")
    assert g.result.reason is RoundEnd.WENT_OUT


def test_play_limit_is_checked():
    with pytest.raises(RulesError) as error:
        EIGHTS(play_limit=-5)
    assert error.value.rule == "X-8"


def test_new_options_survive_a_round_trip_and_print():  # V-10 (rules as data)
    rules = EIGHTS(players=5, draw="free", draw_limit=5, reshuffle=False, special_cards=True, twos_stack=True,
                   two_player_reverse_skips=False, starter_effects=True, blocked_passes=6, play_limit=100)
    assert Rules.from_dict(rules.to_dict()) == rules
    assert rules.changes()["draw"] is DrawRule.FREE and "draw_limit=5" in str(rules)
    g = Game(rules, seed=1)
    while not g.round_over:
        g.apply(g.legal_moves()[0])
    assert g.result.reason in (RoundEnd.WENT_OUT, RoundEnd.BLOCKED, RoundEnd.PLAY_LIMIT)
    assert Game.from_json(g.to_json()) == g
