"""What keyboard and screen-reader users get from the widgets, without a
browser: contrast of the marks (WCAG 1.4.3, 1.4.11), card names in words in
every language, a description that gives nothing away with hints off, live
regions for moves and refusals, the keyboard's focus after every action,
and the four-colour deck as a setting. The browser tests
(tests/browser/test_access_in_lab.py) check the same in JupyterLab."""

from __future__ import annotations

import html
import re

import ipywidgets as W
import pytest

import tutorial
from switchcore import DRAW, Game, Rules, Suit
from switchcore.svg import DIM_VEIL, FOUR_COLOURS, LEGAL_INK, RED
from tutorial import BotGame, HandWidget, StepThrough, TableWidget, load_scenario, settings
from tutorial.settings import sentence
from tutorial.widgets import base

LANGUAGES = ["en", "fr", "it", "nl", "es"]


def luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str = "#ffffff") -> float:
    hi, lo = sorted([luminance(a), luminance(b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def veiled(colour: str, opacity: float) -> str:
    """``colour`` drawn at ``opacity`` on white."""
    return "#" + "".join(f"{round(opacity * int(colour.lstrip('#')[i:i + 2], 16) + (1 - opacity) * 255):02x}"
                         for i in (0, 2, 4))


def test_the_contrast_helper_agrees_with_wcag():
    assert contrast("#000000") == pytest.approx(21) and contrast("#ffffff") == pytest.approx(1)
    assert contrast("#767676") == pytest.approx(4.54, abs=0.01)   # the classic grey that just passes


def test_focus_and_fits_marks_have_3_to_1_and_dimmed_ink_4_5_to_1():
    assert contrast(base.FOCUS_COLOUR) >= 3 and contrast(base.FITS_COLOUR) >= 3 and contrast(LEGAL_INK) >= 3
    for ink in (RED, *FOUR_COLOURS.values()):
        assert contrast(ink) >= 4.5, ink
        assert contrast(veiled(ink, base.DIM_OPACITY)) >= 4.5, ink         # a dimmed card button
        assert contrast(veiled(ink, 1 - DIM_VEIL)) >= 4.5, ink            # a dimmed picture


def test_the_marks_win_over_jupyterlabs_button_styles_and_fits_is_also_a_shape():
    css = base.CSS
    focus = re.search(r"\.sc-card-button\.jupyter-button:focus:enabled \{\s*outline: 3px solid (#\w+) !important", css)
    assert focus and focus.group(1) == base.FOCUS_COLOUR
    assert re.search(r"\.sc-card-button\.sc-legal\.jupyter-button:focus:enabled \{\s*box-shadow: 0 0 0 3px "
                     + base.FITS_COLOUR + " !important", css)   # the ring stays while the card has the focus
    assert '.sc-card-button.sc-legal::after { content: "✓"' in css


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_button_is_named_in_words(lang):
    tutorial.language(lang)
    try:
        game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
        hand = HandWidget(game, seat=0)
        assert [b.description for b in hand.cards_box.children] == [c.name_in(lang) for c in game.hand(0)]
        assert hand.shown_cards() == ["7♠", "8♣", "K♦"]
    finally:
        tutorial.language("en")


def test_with_hints_off_a_cards_description_does_not_say_whether_it_fits():
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
    hand = HandWidget(game, seat=0, hints=False)
    assert [b.tooltip for b in hand.cards_box.children] == ["seven of spades", "eight of clubs", "king of diamonds"]
    hand.hints = True
    assert hand.button("KD").tooltip.startswith("king of diamonds: ") and hand.button("KD").tooltip.endswith("(X-2)")


@pytest.mark.parametrize("lang, refused", [("en", "K♦ cannot be played"), ("fr", "K♦ ne peut pas être joué")])
def test_a_move_is_a_polite_live_region_and_a_refusal_an_assertive_one(lang, refused):
    tutorial.language(lang)
    try:
        game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
        hand = HandWidget(game, seat=0)
        hand.button("KD").click()
        assert "role='alert' aria-live='assertive'" in hand.message.value and refused in hand.message_text()
        hand.button("7S").click()
        assert "role='status' aria-live='polite'" in hand.message.value and "7♠" in hand.message_text()
    finally:
        tutorial.language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bots_moves_are_read_out_in_the_status_line(lang):
    """The move log is not read out (aria-live off), so what the bots did
    after the learner's move goes into the status line, a polite live region."""
    tutorial.language(lang)
    try:
        first = lambda view: view.legal_moves[0]  # noqa: E731
        bg = BotGame(players=3, levels=["human", "first", "first"], strategies={"first": first}, delay=0, seed=3)
        bg.start()
        seen = len(bg.game.log)
        bg.hands[0]._play(bg.game.legal_moves()[0])
        assert bg.game.turn == 0 or bg.game.round_over
        bots = [e for e in bg.game.log[seen:] if e.seat != 0]
        assert bots, "the bots made no move"
        status = bg.message.value
        assert "role='status' aria-live='polite'" in status
        for event in bots:
            assert html.escape(sentence(event)) in status, (sentence(event), status)
    finally:
        tutorial.language("en")


def test_the_move_log_is_a_log_the_keyboard_reaches_without_reading_it_all_again():
    table = TableWidget(Game.from_position(Rules.switch(players=2), hands=["2S 9D", "KH 3C"], top="2H"))
    opening = re.match(r"<div [^>]*>", table.log_box.value).group(0)
    assert "role='log'" in opening and "tabindex='0'" in opening and "aria-live='off'" in opening
    assert "aria-label='Moves'" in opening


@pytest.fixture
def focused(monkeypatch):
    """The widgets given the keyboard's focus, in order."""
    seen = []
    monkeypatch.setattr(W.DOMWidget, "focus", lambda self: seen.append(self))
    return seen


def test_after_a_play_the_focus_is_never_on_a_button_whose_card_changed(focused):
    game = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD", "2H 3C 4D"], top="7H")
    hand = HandWidget(game, seat=0)
    buttons = {card: hand.button(card) for card in ("7S", "8C", "KD")}
    buttons["7S"].click()
    assert buttons["7S"] not in hand.cards_box.children            # the played card's button is gone ...
    assert hand.button("8C") is buttons["8C"] and buttons["8C"].description == "eight of clubs"   # ... the others keep theirs
    assert focused and focused[-1] is buttons["8C"]                # not my turn: the first card of the hand


def test_on_the_learners_turn_the_focus_goes_to_the_drawn_card_or_a_card_that_fits_or_draw(focused):
    game = Game.from_position(Rules.switch(players=2), hands=["KD 9C", "2S 3C"], top="7H", stock="5H 6S")
    hand = HandWidget(game, seat=0)
    assert hand.focus_target() is hand.action_buttons[DRAW]          # nothing fits: Draw
    hand.action_buttons[DRAW].click()
    assert str(game.drawn) == "5♥" and focused[-1] is hand.button("5H")   # the drawn card, which may be played
    hints_off = HandWidget(Game.from_position(Rules.switch(players=2), hands=["KD 7C", "2S 3C"], top="7H"), hints=False)
    assert hints_off.focus_target() is hints_off.button("KD")      # the first card: nothing given away
    hints_off.hints = True
    assert hints_off.focus_target() is hints_off.button("7C")      # the first card that fits


def test_a_wild_card_sends_the_focus_to_the_suits_and_cancel_brings_it_back(focused):
    hand = HandWidget(Game.from_position(Rules.crazy_eights(players=2), hands=["8S 7C", "2H 3C"], top="7H"))
    hand.button("8S").click()
    assert focused[-1] is hand.suit_buttons[Suit.CLUBS]
    hand.suits_box.children[-1].click()   # Cancel
    assert focused[-1] is hand.button("8S")


def test_the_walkthrough_keeps_the_focus_on_next_or_in_the_hand(focused):
    st = StepThrough(load_scenario("walkthrough"))
    st.hand.button("7S").click()
    assert focused[-1] is st.next_button and not st.next_button.disabled
    while st.step is not None and not st.choosing():
        st.next_button.click()
        assert focused[-1] is (st.next_button if not st.next_button.disabled else st.focus_target())
        assert focused[-1] is not None and not getattr(focused[-1], "disabled", False)
    if st.choosing():
        assert focused[-1] in st.hand.cards_box.children or focused[-1] in st.hand.actions.children


def test_a_bot_game_sends_the_focus_to_the_hand_then_to_next_round(focused):
    first = lambda view: view.legal_moves[0]  # noqa: E731
    bg = BotGame(players=2, levels=["human", "first"], strategies={"first": first}, delay=0, length=2, seed=3)
    bg.start()
    hand = bg.hands[0]
    assert focused and focused[-1] is hand.focus_target()
    while not bg.game.round_over:
        legal = bg.game.legal_moves()
        hand._play(legal[0])
        assert focused[-1] is not None
    assert focused[-1] is bg.next_round_button


def test_the_four_colour_deck_is_a_setting_every_widget_follows():
    game = Game.from_position(Rules.switch(players=2), hands=["KD 7C", "2S 3C"], top="9D")
    hand, table = HandWidget(game), TableWidget(game, seat=0)
    blue = FOUR_COLOURS["D"]
    assert blue not in table.piles.value
    try:
        settings.four_colour = True
        import base64
        faces = [base64.b64decode(m).decode() for m in re.findall(r"base64,([^)]+)\)", hand.faces.value)]
        assert any(blue in face for face in faces) and blue in table.piles.value
    finally:
        settings.four_colour = False
    assert blue not in table.piles.value


def test_the_four_colour_deck_reaches_the_pictures_drawn_outside_widgets():
    """A card, a hand or a game shown by itself in a cell, and a picture a
    lesson draws with card_svg, follow the setting as the widgets do."""
    from switchcore import cards
    from switchcore.svg import card_svg

    game = Game.from_position(Rules.switch(players=2), hands=["KD 7C", "2S 3C"], top="9D")
    king = game.hands[0][0]
    blue = FOUR_COLOURS["D"]
    pictures = lambda: [king._repr_html_(), cards("KD 7C")._repr_html_(), game._repr_html_(),  # noqa: E731
                        card_svg(king)]
    assert not any(blue in picture for picture in pictures())
    try:
        settings.four_colour = True
        assert all(blue in picture for picture in pictures())
    finally:
        settings.four_colour = False
    assert not settings.four_colour and not any(blue in picture for picture in pictures())


def test_the_game_page_has_a_box_for_the_four_colour_deck():
    """A check box with a name turns the setting on and off, so every widget follows it."""
    bg = BotGame(players=2, levels=["human", "easy"], delay=0, seed=1)
    assert isinstance(bg.four_colour_box, W.Checkbox) and bg.four_colour_box.description
    assert not bg.four_colour_box.value
    try:
        bg.four_colour_box.value = True
        assert settings.four_colour
        bg.four_colour_box.value = False
        assert not settings.four_colour
    finally:
        settings.four_colour = False


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lesson_00_offers_the_four_colour_deck(lang):
    """Lesson 00 has the one line that turns the deck to four colours, before
    its first cards to click, and the line does what the lesson says."""
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "notebooks"
    path = folder / "00_start_here.ipynb" if lang == "en" else folder / lang / "00_start_here.ipynb"
    code = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"]
    line = [i for i, source in enumerate(code) if "tutorial.settings.four_colour = False" in source]
    first_move = [i for i, source in enumerate(code) if "first_move(" in source]
    assert line and first_move and line[0] < first_move[0], (line, first_move)
    try:
        exec(code[line[0]].replace("= False", "= True"), {})
        assert settings.four_colour
        game = Game.from_position(Rules.switch(players=2), hands=["KD 7C", "2S 3C"], top="9D")
        assert FOUR_COLOURS["D"] in TableWidget(game, seat=0).piles.value
    finally:
        settings.four_colour = False
