"""The widgets and checks in French, Italian, Dutch and Spanish, driven from
Python as a learner clicks: after ``tutorial.language(lang)``, every label,
tooltip, status line, verdict and refusal is in that language."""

from __future__ import annotations

import re

import pytest

import tutorial
from switchcore import Card, Game, IllegalMoveError, Rules, Suit, cards
from tutorial import BotGame, GameController, HandWidget, RulesPanel, StepThrough, TableWidget, load_scenario
from tutorial.checks import check, check_cards, check_move
from tutorial.friendly import message_html, message_text
from tutorial.words import say

LANGUAGES = ["fr", "it", "nl", "es"]

#: English words no label or sentence in another language should hold
#: ("suit" is a French verb, "is" and "hand" are Dutch).
ENGLISH = re.compile(r"\b(the|played|plays|draw|drew|must|cannot|turn|round|wins|suit|stock|pile|card|cards|"
                     r"hand|next|player|matches|penalty|and|or|is|not|play|your|show|hints|step|press|click|"
                     r"seed|deal|right|yet|hint|write|cell|allowed|nothing|changed|rule|call|last)\b", re.I)
OWN = {"fr": {"suit"}, "nl": {"is", "hand"}, "it": set(), "es": set()}

#: The words each language uses where English says "Right!", "Show hints" and "Draw".
EXPECTED = {
    "fr": ("✓ Juste !", "Voir les indices", "Piocher", "Dire « Dernière carte »"),
    "it": ("✓ Giusto!", "Mostra i suggerimenti", "Pesca", "Di' «Ultima carta»"),
    "nl": ("✓ Goed zo!", "Toon tips", "Trekken", "Roep 'Laatste kaart'"),
    "es": ("✓ ¡Bien!", "Ver pistas", "Robar", "Decir «Última carta»"),
}


@pytest.fixture(params=LANGUAGES)
def lang(request):
    tutorial.language(request.param)
    yield request.param
    tutorial.language("en")


def english_in(text: str, lang: str) -> list:
    return [w for w in ENGLISH.findall(text) if w.lower() not in OWN[lang]]


def walkthrough():
    return Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C 5D 9H"], top="7H")


def test_one_call_chooses_the_language_of_the_engine_and_the_widgets(lang):
    assert tutorial.language() == lang
    game = walkthrough()
    with pytest.raises(IllegalMoveError) as refused:
        game.apply("KD")
    assert not english_in(refused.value.reason, lang)
    assert game.apply("7S")[0].sentence() != "Ann played 7♠."


def test_a_hand_clicked_speaks_the_language(lang):
    right, hints, draw, call = EXPECTED[lang]
    game = walkthrough()
    hand = HandWidget(game, 0)
    assert hand.hints_toggle.description == hints and hand.last_card.description == call
    assert hand.hints_toggle.tooltip and not english_in(hand.hints_toggle.tooltip, lang)
    assert not english_in(hand.title.value.replace("<b>Ann</b>", ""), lang)
    assert hand.suit_buttons[Suit.HEARTS].description.endswith(Suit.HEARTS.word(lang))
    assert [b.description for b in hand.action_buttons.values()][0] == draw
    hand.button("KD").click()
    refusal = hand.message_text()
    assert refusal.startswith(("K♦ ", "Le K♦ ")) and not english_in(refusal, lang), refusal
    assert refusal == say("text.cannot", card="K♦", reason=game.explain("KD").reason.rstrip("."))
    tooltip = hand.button("KD").tooltip
    assert tooltip.startswith(game.hand(0)[2].name_in(lang)) and tooltip.endswith("(X-2)")
    hand.button("8C").click()
    assert hand.asking_suit() and not english_in(hand.suit_prompt.value, lang)
    hand.suit_buttons[Suit.DIAMONDS].click()
    played = hand.message_text()
    assert "8♣" in played and Suit.DIAMONDS.word(lang) in played and not english_in(played, lang), played


def test_the_table_and_its_status_lines(lang):
    game = Game.from_position(Rules.switch(players=2), hands=["2S 9D 4C", "KH 3C 2D"], top="2H", pending=2, turn=1)
    controller = GameController(game)
    table = TableWidget(controller)
    status = table.status_text()
    assert "2♥" in status and not english_in(status, lang), status
    assert all(not english_in(line, lang) for line in table.seat_lines())
    controller.apply("take", 1)
    assert table.log_text() and not english_in(" ".join(table.log_text()), lang)


def test_the_walkthrough_steps_in_the_language(lang):
    steps = StepThrough(load_scenario("walkthrough"))
    texts = [steps.heading.value, steps.say_text(), steps.todo_text(), steps.counter.value,
             steps.prev_button.description, steps.next_button.description, steps.reset_button.description]
    assert all(not english_in(text, lang) for text in texts), texts
    assert "7♥" in steps.heading.value
    steps.hand.button("KD").click()
    assert not english_in(steps.hand.message_text(), lang)
    steps.hand.button("8C").click()
    steps.hand.suit_buttons[Suit.DIAMONDS].click()
    other = steps.hand.message_text()
    assert steps.index == 0 and "7♠" in other and not english_in(other, lang), other
    steps.hand.button("7S").click()
    assert steps.index == 1 and not english_in(steps.say_text(), lang)
    steps.next_button.click()
    assert steps.index == 2 and "4♥" in steps.say_text() and not english_in(steps.say_text(), lang)


def test_checks_give_their_verdicts_and_read_yes_and_no_in_the_language(lang, capsys):
    right = EXPECTED[lang][0]
    yes, no = {"fr": ("vrai", "faux"), "it": ("vero", "falso"), "nl": ("waar", "onwaar"),
               "es": ("verdadero", "falso")}[lang]
    check(yes, True)
    check(no, False)
    check(no, True, hint="Regarde encore.")
    check(..., 4)
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [right, right]
    assert lines[2].startswith("✗ ") and lines[2].endswith("Regarde encore.") and not english_in(lines[2], lang)
    assert lines[3].startswith("✎ ") and not english_in(lines[3], lang)


@pytest.mark.parametrize("answer", ["oui", "Vrai", "sì", "si", "vero", "ja", "waar", "sí", "verdadero", "yes", "True"])
def test_every_language_s_yes_is_a_yes_whatever_the_language(answer, capsys):
    check(answer, True)
    check(answer, False)
    assert capsys.readouterr().out.splitlines() == ["✓ Right!", "✗ Not yet."]


@pytest.mark.parametrize("answer", ["non", "faux", "no", "falso", "nee", "onwaar", "false"])
def test_every_language_s_no_is_a_no(answer, capsys):
    check(answer, False)
    assert capsys.readouterr().out == "✓ Right!\n"


@pytest.mark.parametrize("lang, answer", [("fr", "DP 7P"), ("it", "DP 7P"), ("nl", "VS 7S"), ("es", "DP 7P"),
                                          ("fr", "Q♠ 7♠"), ("nl", "7S QS")])
def test_card_answers_in_the_language_s_own_letters(lang, answer, capsys):
    tutorial.language(lang)
    try:
        check_cards(answer, cards("QS 7S"))
        check_cards("7C", cards("7C"))
    finally:
        tutorial.language("en")
    right, unclear = capsys.readouterr().out.splitlines()
    assert right == EXPECTED[lang][0]
    if lang == "nl":  # klaveren is K in Dutch: 7C is clubs there as in English
        assert unclear == EXPECTED[lang][0]
    else:
        assert "7♥" in unclear and "7♣" in unclear and not english_in(unclear, lang), unclear


def test_a_refused_move_in_a_check_is_explained_in_the_language(lang, capsys):
    check_move("KD", walkthrough())
    out = capsys.readouterr().out
    assert "K♦" in out and not english_in(out, lang), out


def test_calm_errors_name_the_rule_in_the_language(lang):
    game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
    with pytest.raises(IllegalMoveError) as refused:
        game.apply("KD")
    text = message_text(refused.value)
    assert len(text.splitlines()) == 3 and not english_in(text.replace("(X-2)", ""), lang), text
    assert "href='rules.ipynb#cell-id=X-2'" in message_html(refused.value)  # notebooks/<lang>/rules.ipynb


def test_the_rules_panel_and_the_game_page(lang):
    panel = RulesPanel(lambda rules: Game.from_position(rules, hands=["8S JC 4H", "2H 3C"], top="7H"), players=2)
    labels = [box.description for box in panel.toggles.values()]
    assert all(not english_in(label, lang) for label in labels), labels
    assert panel.toggles["wild_jacks"].description.endswith("(V-1)")
    page = BotGame(players=3, family="switch", levels=["human", "first", "first"],
                   strategies={"first": lambda view: view.legal_moves[0]}, delay=0, seed=7)
    words = [page.players.description, page.length.description, page.seed_box.description,
             page.seed_box.placeholder, page.start_button.description, page.next_round_button.description,
             page.levels_box.children[0].description, page.levels_box.children[0].options[0][0]]
    assert all(not english_in(word, lang) for word in words), words
    page.start_button.click()
    assert not page.errors
    assert "7" in page.deal_text() and not english_in(page.deal_text(), lang)
    assert not english_in(page.message.value, lang), page.message.value


def test_the_effect_table_and_what_a_house_rule_changes(lang):
    from tutorial.differences import effect_changes

    table = str(Rules.switch(players=3, black_jacks_stack=True).effects)
    changes = str(effect_changes(Rules.switch(players=3), Rules.switch(players=3, wild_jacks=True)))
    assert "J♦ J♥" in table and not english_in(table, lang), table
    assert "(V-1)" in changes and not english_in(changes.replace("wild_jacks=True", ""), lang), changes


def test_every_scenario_the_lessons_step_through_reads_in_the_language(lang):
    from tutorial.words import SCENARIOS

    for name in SCENARIOS:
        scenario = load_scenario(name)
        texts = [scenario.title, scenario.intro] + [t for step in scenario.steps for t in (step.say, step.then) if t]
        for text in texts:
            assert not english_in(text.replace("Switch", ""), lang), (name, text)
    tutorial.language("en")
    assert load_scenario("twos").title == "Twos: draw two, and the chain (S-8)"


@pytest.mark.parametrize("lang, move, unclear", [("fr", "8T P", "8C P"), ("it", "8F Q", "8♣ C"),
                                                  ("nl", "8K R", None), ("es", "8T P", "8♣ C")])
def test_a_move_answer_in_the_language_s_letters(lang, move, unclear, capsys):
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["8C KD", "3C"], top="7H")
    tutorial.language(lang)
    try:
        check_move(move, game, lambda m: m.card.code == "8C")
        if unclear:
            check_move(unclear, game)
    finally:
        tutorial.language("en")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == EXPECTED[lang][0]
    if unclear:
        assert "♥" in lines[1] and "♣" in lines[1] and not english_in(lines[1], lang), lines[1]


def test_card_pictures_name_their_card_in_the_language(lang):
    from switchcore.svg import card_svg, pile_html

    assert f'aria-label="{Card.parse("QS").name_in(lang)}"' in card_svg(Card.parse("QS"))
    pile = pile_html(30, label="x")
    assert "30 cards" not in pile and "card face down" not in pile


@pytest.mark.parametrize("lang, draw, call", [("fr", "piocher", "7P dernière"), ("it", "pescare", "7P ultima"),
                                              ("nl", "trekken", "7S laatste"), ("es", "robar", "7P última")])
def test_the_move_words_may_be_typed_in_the_language(lang, draw, call, capsys):
    """A learner types a move in the lesson's language (« piocher »,
    « pescare », « trekken », « robar »); the English words still work."""
    from switchcore import parse_move

    stuck = Game.from_position(Rules.crazy_eights(players=2), hands=["3C KD", "4D"], top="7H")
    last = Game.from_position(Rules.switch(players=2), hands=["7S 9D", "4D 5C"], top="7H")
    tutorial.language(lang)
    try:
        for text in (draw, draw.upper(), "draw"):
            check_move(text, stuck, lambda move: move == parse_move("draw"))
        check_move(call, last, lambda m: m.announce)
    finally:
        tutorial.language("en")
    lines = capsys.readouterr().out.splitlines()
    assert lines == [EXPECTED[lang][0]] * 4, lines
