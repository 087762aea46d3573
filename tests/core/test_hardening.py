"""Nothing shared can be changed, and every input is checked to the end.

Each test here failed before the change it covers (issue 22): a move that
every game shares could be rewritten, frozen values could be changed through
their ``__dict__``, and odd inputs (a Play whose call is 0, a subclass of
str, a number of 5,000 digits, a list nested 100,000 deep) were accepted,
or raised Python's own TypeError, ValueError or RecursionError instead of a
switchcore error with a sentence.
"""

from __future__ import annotations

import copy
import pickle
import random
from types import ModuleType

import numpy
import pytest

import switchcore
from switchcore import (
    DRAW, JOKER, KEEP, LAST, PASS, TAKE, Card, CardError, ChanceError, DeckOrder, Game, IllegalMoveError,
    InvalidMoveError, PositionError, RULEBOOK, Rank, Rules, RulesError, SaveError, Suit, SwitchcoreError, cards,
    deck, parse_move,
)
from switchcore import cards as cards_module, chance, effects, moves, rulebook, save, scoring, svg
from switchcore.deal import cut_for_dealer
from switchcore.moves import Play
from switchcore.scoring import card_points

HUGE = 10 ** 5000  # more digits than Python prints (4,300)
ACE = Card.parse("AH")


def deep(levels: int = 100_000, kind=list):
    """A list (or another kind of sequence) nested ``levels`` deep: [[[...]]]."""
    value = kind()
    for _ in range(levels):
        value = kind((value,))
    return value


class Text(str):
    """A subclass of str."""


class Number(int):
    """A subclass of int."""


class Row(tuple):
    """A subclass of tuple."""


def _crazy() -> Game:
    return Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "3C 5D 9D"], top="7H",
                              stock=["4H", "QS"])


def _played(seed: int = 3) -> Game:
    game = Game(Rules.switch(players=3), seed=seed)
    rng = random.Random(seed)
    for _ in range(12):
        game.apply(rng.choice(game.legal_moves()))
    return game


# -- nothing shared is writable ----------------------------------------------------------


@pytest.mark.parametrize("move", [DRAW, KEEP, TAKE, PASS, LAST], ids=repr)
def test_the_plain_moves_every_game_shares_cannot_be_changed(move):
    """DRAW.code = "pass" used to change every game (whose saves then failed to load)."""
    game = Game(Rules.switch(players=2), seed=1)
    before = game.to_json()
    for name in ("code", "text", "colour"):
        with pytest.raises(AttributeError):
            setattr(move, name, "pass")
        with pytest.raises(AttributeError):
            delattr(move, name)
    with pytest.raises(AttributeError):
        move.__dict__
    assert game.to_json() == before and parse_move(move.code) is move


def test_a_play_from_the_legal_moves_cannot_be_changed():
    game = _crazy()
    move = game.legal_moves()[0]
    with pytest.raises(AttributeError):
        move.card = JOKER
    with pytest.raises(AttributeError):
        move.__dict__
    assert game.apply(move)


def test_the_rule_book_is_read_only():
    """RULEBOOK was a plain dict that anyone could change."""
    with pytest.raises(TypeError):
        RULEBOOK["S-8"] = "Twos do nothing."
    with pytest.raises(TypeError):
        del RULEBOOK["S-8"]
    assert not hasattr(RULEBOOK, "clear") and RULEBOOK["S-8"].startswith("Twos")


@pytest.mark.parametrize("module", [cards_module, moves, rulebook, svg, effects, chance, save, scoring],
                         ids=lambda m: m.__name__)
def test_module_tables_are_read_only(module: ModuleType):
    """The tables of cards, moves, the rule book and the card pictures were
    plain dicts and lists. (The English messages are in switchcore.messages.)"""
    writable = [name for name, value in vars(module).items()
                if not name.startswith("__") and isinstance(value, (dict, list, set, bytearray))]
    assert writable == []


def _frozen_values():
    rules = Rules.switch(players=3)
    game = _played()
    while not game.round_over:
        game.apply(game.legal_moves()[0])
    return {
        "Rules": rules,
        "Effect": rules.effects[Card.parse("2H")],
        "EffectTable": rules.effects,
        "Card": ACE,
        "Play": Play(ACE),
        "RoundResult": game.result,
        "MatchResult": game.match,
        "SeatView": game.view(0),
        "DeckOrder": DeckOrder("7S 2H"),
    }


@pytest.mark.parametrize("name", list(_frozen_values()))
def test_frozen_values_have_no_dict_to_write_through(name):
    """rules.__dict__["players"] = 9 used to change every game with those rules."""
    value = _frozen_values()[name]
    with pytest.raises(AttributeError):
        value.__dict__
    with pytest.raises(TypeError):
        vars(value)
    with pytest.raises(AttributeError):
        value.colour = "red"


@pytest.mark.parametrize("member", [Suit.HEARTS, Rank.ACE], ids=repr)
def test_suits_and_ranks_cannot_be_changed(member):
    """Suit.HEARTS._value_ = "X" changed the suit every save writes."""
    game = Game(Rules.switch(players=2), seed=1)
    before = game.to_json()
    for name in ("_value_", "_name_", "colour"):
        with pytest.raises(AttributeError):
            setattr(member, name, "X")
        with pytest.raises(AttributeError):
            delattr(member, name)
    assert game.to_json() == before and member.value in ("H", 1)


def test_a_rules_value_cannot_be_changed_under_a_game():
    rules = Rules.switch(players=3)
    game = Game(rules, seed=2)
    for name, value in (("players", 9), ("_hash", 0), ("_effects", None)):
        with pytest.raises(AttributeError):
            setattr(rules, name, value)
    assert rules.players == 3 and game.rules.effects is rules.effects and Game(rules, seed=2) == game


@pytest.mark.parametrize("rules", [Rules.switch(players=3), Rules.crazy_eights(special_cards=True, jokers=2),
                                   Rules.openspiel(players=6, special_cards=True)], ids=str)
def test_rules_and_effects_pickle_and_deep_copy(rules):
    rules.effects  # built and kept before pickling
    for again in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules), copy.copy(rules)):
        assert again == rules and hash(again) == hash(rules)
        assert str(again.effects) == str(rules.effects)
    for card in cards("2H 8C JS AH QS"):
        effect = rules.effects[card]
        assert pickle.loads(pickle.dumps(effect)) == effect and copy.deepcopy(effect) == effect
    table = pickle.loads(pickle.dumps(rules.effects))
    assert table.by_index == rules.effects.by_index


def test_a_game_set_up_by_hand_pickles_and_deep_copies():
    """pickle and deepcopy of from_position games failed: "cannot pickle 'mappingproxy'"."""
    game = Game.from_position(Rules.switch(players=3), hands=["5H 9C", "4D 6H 9S", "KD 3H QS"], top="5S", seed=4)
    game.apply("5H")
    for other in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert other == game and other.to_json() == game.to_json()
    other = pickle.loads(pickle.dumps(game))
    assert other.apply("6H") == game.apply("6H") and other == game


# -- strict inputs ----------------------------------------------------------------------


@pytest.mark.parametrize("announce", [0, 0.0, 1, numpy.bool_(True), numpy.bool_(False), None, "yes"], ids=repr)
def test_a_bool_field_is_a_bool(announce):
    """Play(card, suit, 0) used to be applied while is_legal said no, and the 0 was kept in the moves."""
    game = _crazy()
    state = game.state()
    with pytest.raises(InvalidMoveError, match="is not a move: the \"last card\" call is True or False"):
        game.apply(Play(Card.parse("7S"), None, announce))
    assert game.state() == state and game.moves == []


@pytest.mark.parametrize("make", [
    lambda: Play._make((Card.parse("7S"), None, 0)),
    lambda: Play(Card.parse("7S"))._replace(announce=1),
    lambda: Play(Card.parse("8C"), "D"),
    lambda: Play("7S"),
    lambda: Play(Card.parse("8C"), numpy.int64(1)),
], ids=["_make", "_replace", "suit as text", "card as text", "numpy suit"])
def test_every_way_of_making_a_play_checks_its_fields(make):
    with pytest.raises(InvalidMoveError, match="is not a move"):
        make()


def test_the_refusal_of_a_play_with_no_call_does_not_read_like_a_legal_move():
    """Play(c, None, None) was refused as "Play(Card('AH')) is not a move", which reads like a move."""
    with pytest.raises(InvalidMoveError) as error:
        _crazy().apply(Play(ACE, None, None))
    assert "Play(Card('AH'), None, None) is not a move" in str(error.value)
    # a look-alike made without Play's checks shows every field too
    assert repr(tuple.__new__(Play, (ACE, None, None))) == "Play(Card('AH'), None, None)"
    assert repr(Play(ACE)) == "Play(Card('AH'))"


def test_a_subclass_of_str_is_read_the_same_by_is_legal_and_apply():
    """is_legal(Text("7S")) said yes while apply refused it."""
    game = _crazy()
    state = game.state()
    legal = game.is_legal(Text("7S"))
    try:
        game.apply(Text("7S"))
    except IllegalMoveError:
        applied = False
    else:
        applied = True
    assert legal == applied
    if not applied:
        assert game.state() == state


@pytest.mark.parametrize("parse", [Card.parse, lambda t: cards(t)[0], lambda t: cards([t])[0]],
                         ids=["Card.parse", "cards(text)", "cards([text])"])
def test_a_subclass_of_str_is_read_as_its_text(parse):
    class Sneaky(str):
        def strip(self, *args):
            return "KD"

        def upper(self):
            return "KD"

    assert parse(Sneaky("7H")) is Card.parse("7H")
    assert Suit.parse(Sneaky("H")) is Suit.HEARTS and Rank.parse(Sneaky("7")) is Rank.SEVEN


CALLS = {
    "Rules.switch(players=)": lambda v: Rules.switch(players=v),
    "Rules.switch(hand_size=)": lambda v: Rules.switch(hand_size=v),
    "Rules.crazy_eights(jokers=)": lambda v: Rules.crazy_eights(jokers=v),
    "Rules.switch(draw=)": lambda v: Rules.switch(draw=v),
    "Rules.openspiel(max_turns=)": lambda v: Rules.openspiel(max_turns=v),
    "Rules.from_dict": lambda v: Rules.from_dict({"players": v}),
    "Rules.from_dict(key)": lambda v: Rules.from_dict({deep(kind=Row) if isinstance(v, list) else Row((v,)): 1}),
    "replace": lambda v: Rules.switch().replace(cap=v),
    "Card.parse": Card.parse,
    "Suit.parse": Suit.parse,
    "Rank.parse": Rank.parse,
    "cards": lambda v: cards([v]),
    "parse_move": parse_move,
    "Play": lambda v: Play(v),
    "DeckOrder": lambda v: DeckOrder([v]),
    "from_position(turn=)": lambda v: Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="9C",
                                                         turn=v),
    "from_position(pending=)": lambda v: Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="2C",
                                                            pending=v),
    "from_position(direction=)": lambda v: Game.from_position(Rules.switch(players=2), hands=["3C", "4D"],
                                                              top="9C", direction=v),
    "from_position(seed=)": lambda v: Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="9C",
                                                         seed=v),
    "from_position(hands=)": lambda v: Game.from_position(Rules.switch(players=2), hands=[v, "4D"], top="9C"),
    "from_position(suit=)": lambda v: Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="9C",
                                                         suit=v),
    "cut_for_dealer": cut_for_dealer,
    "cut_for_dealer(seed=)": lambda v: cut_for_dealer(3, seed=v),
    "card_points": lambda v: card_points(v, Rules.switch()),
    "view.next_seat": lambda v: Game(Rules.switch(players=3)).view(0).next_seat(-abs(v) if isinstance(v, int) else v),
}


@pytest.mark.parametrize("value", [HUGE, -HUGE, Number(HUGE)], ids=["huge", "-huge", "huge int subclass"])
@pytest.mark.parametrize("call", list(CALLS))
def test_huge_numbers_give_a_switchcore_error(call, value):
    """A number of over 4,300 digits gave Python's bare ValueError when quoted in a message."""
    with pytest.raises(SwitchcoreError) as error:
        CALLS[call](value)
    assert "digits" in str(error.value) and len(str(error.value)) < 400


DEEP = deep()


@pytest.mark.parametrize("call", list(CALLS))
def test_a_value_nested_100000_deep_gives_a_switchcore_error(call):
    """A value nested 100,000 deep gave RecursionError wherever a message quoted it."""
    try:
        CALLS[call](DEEP)
    except SwitchcoreError as error:
        assert len(str(error)) < 400
    else:
        pytest.fail("accepted")


@pytest.mark.parametrize("data", [{1: 2}, {("players",): 3}, {Text("colour"): 1}, {None: 1}], ids=repr)
def test_rules_from_a_mapping_with_keys_that_are_not_names(data):
    """Rules.from_dict({1: 2}) gave a bare TypeError."""
    with pytest.raises(RulesError, match="unknown rule settings"):
        Rules.from_dict(data)


def test_an_unknown_setting_is_named_visibly():
    """Rules.switch(**{"": 1}) said "unknown rule settings: " with nothing after it."""
    with pytest.raises(RulesError, match=r"unknown rule settings: ''$"):
        Rules.switch(**{"": 1})


def test_changing_the_players_keeps_decks_and_hand_size_that_were_set():
    """Rules.switch(players=3, decks=2, hand_size=10).replace(players=4) silently reset both."""
    rules = Rules.switch(players=3, decks=2, hand_size=10).replace(players=4)
    assert (rules.players, rules.decks, rules.hand_size) == (4, 2, 10)
    # the family's own sizes follow the new number of players
    assert Rules.switch(players=5).replace(players=3).hand_size == 7
    assert Rules.switch(players=3).replace(players=7).decks == 2
    assert Rules.switch(players=7).replace(players=3).decks == 1
    with pytest.raises(RulesError, match="S-3"):  # kept, and refused when the deck no longer holds the deal
        Rules.switch(players=3, hand_size=15).replace(players=7, decks=1)


@pytest.mark.parametrize("setting", [dict(cap=-1), dict(cap=5), dict(target=75), dict(target=10 ** 6),
                                     dict(rounds=0), dict(rounds=101)], ids=repr)
@pytest.mark.parametrize("preset", [Rules.switch, Rules.crazy_eights])
def test_match_settings_are_checked_whatever_the_match_mode(preset, setting):
    """cap=-1 and out-of-range target or rounds passed when the match mode did not use them."""
    with pytest.raises(RulesError):
        preset(match="single", **setting)


@pytest.mark.parametrize("value", [Rank.TWO, Number(3), True], ids=repr)
def test_whole_number_settings_are_plain_ints(value):
    if value is True:
        with pytest.raises(RulesError, match="whole number"):
            Rules.switch(players=value)
        return
    rules = Rules.switch(players=value)
    assert type(rules.players) is int and rules == Rules.switch(players=int(value))


@pytest.mark.parametrize("hook", [5, "draw", lambda n, stock: None, lambda: None, lambda n, stock, why, more: None],
                         ids=["a number", "text", "two arguments", "none", "four arguments"])
def test_a_chance_hook_that_cannot_be_called_is_refused_at_once(hook):
    """Game.from_json(text, chance=5) loaded, and failed with a bare TypeError at the next draw."""
    game = Game(Rules.crazy_eights(players=2, hand_size=3, draw="free"), dealer=1, chance=DeckOrder("7S 2H 8C 3C"))
    text = game.to_json()
    with pytest.raises(ChanceError, match="chance hook"):
        Game.from_json(text, chance=hook)
    with pytest.raises(ChanceError, match="chance hook"):
        Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="9C", chance=hook)


def test_hooks_with_other_signatures_that_take_three_values_are_accepted():
    def star(*args):
        return None

    def defaults(n, stock, why="draw", extra=None):
        return None

    game = Game(Rules.crazy_eights(players=2, hand_size=3, draw="free"), dealer=1, chance=DeckOrder("7S 2H 8C 3C"))
    for hook in (star, defaults, DeckOrder("7S"), DeckOrder("")):
        assert Game.from_json(game.to_json(), chance=hook) == game


@pytest.mark.parametrize("seed", [Rank.ACE, Number(11), Text("11")], ids=repr)
def test_a_position_keeps_its_seed_as_a_plain_value(seed):
    """A seed that is an int or str subclass shuffled by its own text (Rank.ACE as 'A'), so its save did not load."""
    game = Game.from_position(Rules.switch(players=2), hands=["3C 4D", "5D"], top="9C", seed=seed)
    assert type(game.seed) in (int, str)
    assert Game.from_json(game.to_json()) == game


def test_names_of_a_position_come_in_an_order():
    """A set of names was accepted, so seat order depended on the hash seed."""
    with pytest.raises(RulesError, match="names"):
        Game.from_position(Rules.switch(players=2), hands=["3C", "4D"], top="9C", names={"Ann", "Ben"})


@pytest.mark.parametrize("value", [numpy.float64(2.0), numpy.bool_(True), numpy.str_("2"), True, 2.0],
                         ids=repr)
def test_numpy_scalars_that_are_not_integers_are_not_whole_numbers_of_the_rules(value):
    with pytest.raises(RulesError, match="players must be a whole number"):
        Rules.switch(players=value)


@pytest.mark.parametrize("kind", [numpy.int64, numpy.int8, numpy.uint16], ids=lambda kind: kind.__name__)
def test_numpy_integers_are_whole_numbers_everywhere(kind):
    """A researcher's numbers come from numpy: they were refused as "players
    must be a whole number, not np.int64(3)"."""
    rules = Rules.switch(players=kind(3), decks=kind(1), last_card_penalty=kind(2))
    assert rules == Rules.switch(players=3) and type(rules.players) is int
    assert Rules.openspiel(players=kind(3), max_turns=kind(50)) == Rules.openspiel(players=3, max_turns=50)
    game = Game(rules, seed=kind(7), dealer=kind(1))
    assert game == Game(Rules.switch(players=3), seed=7, dealer=1) and type(game.seed) is int
    assert game.next_seat(kind(0), kind(2)) == game.next_seat(0, 2) and game.hand(kind(1)) == game.hand(1)
    assert game.view(kind(0)) == game.view(0) and game.view(0).next_seat(kind(2)) == game.view(0).next_seat(2)
    move = game.legal_moves()[0]
    assert game.is_legal(move, seat=kind(game.turn))
    assert game.copy().apply(move, seat=kind(game.turn)) == game.copy().apply(move)
    placed = Game.from_position(rules, hands=["7H", "8C", "9D"], top="7S", turn=kind(1), direction=numpy.int8(-1),
                                pending=kind(0))
    assert placed.turn == 1 and placed.direction == -1 and Game.from_json(placed.to_json()) == placed
    assert len(deck(kind(2), jokers=kind(1))) == 105 and Rules.switch().deal_size(kind(5)) == 5


def test_a_numpy_text_names_a_setting_as_its_text():
    assert Rules.switch(draw=numpy.str_("free")).draw.value == "free"


def test_save_loading_refuses_deep_and_huge_values_with_a_sentence():
    text = _played().to_json()
    for bad in (text.replace('"seed": 3', '"seed": ' + "9" * 5000),
                text.replace('"seed": 3', '"seed": ' + "[" * 100_000 + "]" * 100_000),
                text.replace('"seed": 3', '"seed": NaN')):
        with pytest.raises(SaveError, match="not a saved game: "):
            Game.from_json(bad)


def test_a_view_answers_next_seat_with_a_huge_number_of_steps_at_once():
    """SeatView.next_seat walked one seat a step, so 10**12 steps hung."""
    game = Game(Rules.switch(players=5, match="elimination"), seed=1)
    game.out[2] = True  # seat 2 eliminated
    view = game.view(0)
    assert view.next_seat(10 ** 12) == [0, 1, 3, 4][10 ** 12 % 4]
    assert [view.next_seat(s) for s in range(9)] == [0, 1, 3, 4, 0, 1, 3, 4, 0]


@pytest.mark.parametrize("call", [lambda: svg.pile_html(HUGE), lambda: svg.card_svg(Card.parse("7H"), width=HUGE),
                                  lambda: svg.card_svg(Card.parse("7H"), highlight=DEEP), lambda: svg.pile_html(-1)],
                         ids=["huge count", "huge width", "deep highlight", "negative count"])
def test_pictures_refuse_numbers_out_of_range_with_a_sentence(call):
    with pytest.raises(ValueError, match="must be"):
        call()


@pytest.mark.parametrize("answer", [DEEP, HUGE, Number(HUGE)], ids=["deep list", "huge", "huge int subclass"])
def test_a_chance_hook_answering_a_hostile_value_is_refused_with_a_sentence(answer):
    """A hook answering a list nested 100,000 deep gave RecursionError when the refusal quoted it."""
    with pytest.raises(ChanceError, match="must answer a card or None"):
        Game(Rules.switch(players=2), chance=lambda n, stock, why: answer)


def test_a_chance_hook_may_answer_a_subclass_of_str():
    class Code(str):
        pass

    game = Game(Rules.crazy_eights(players=2, hand_size=1), dealer=1, chance=DeckOrder("7S 2H"))
    again = Game(Rules.crazy_eights(players=2, hand_size=1), dealer=1,
                 chance=lambda n, stock, why: Code(["7S", "2H"][n]) if n < 2 else None)
    assert again == game


@pytest.mark.parametrize("parts", [(), (Rank.ACE, Suit.HEARTS, 0), ("AH",)], ids=repr)
def test_a_card_made_directly_is_refused_with_a_card_error(parts):
    """Card(...) gave a bare TypeError."""
    with pytest.raises(CardError, match=r"Card.parse\('7H'\)"):
        Card(*parts)


@pytest.mark.parametrize("rules", [None, "switch", DEEP], ids=["None", "text", "deep list"])
def test_an_effect_table_is_made_from_rules_only(rules):
    """EffectTable(5) gave a bare AttributeError."""
    with pytest.raises(RulesError, match="made from a Rules value"):
        effects.EffectTable(rules)
