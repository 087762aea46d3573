"""Tests for the card pictures."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from switchcore.cards import ALL_CARDS, JOKER, Card, Suit, cards
from switchcore.svg import (
    BLACK, FOUR_COLOURS, RED, SUIT_PATHS, back_svg, card_svg, cards_html, pile_html,
)

SVG = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parents[2]
SUITED = [c for c in ALL_CARDS if not c.is_joker]


def inks(svg: str) -> set:
    """Every fill colour in a picture, apart from the white of the card."""
    tree = ET.fromstring(svg)
    return {e.get("fill") for e in tree.iter() if e.get("fill")} - {"#ffffff", "none"}


def texts(svg: str) -> list:
    return [e.text for e in ET.fromstring(svg).iter(SVG + "text")]


def luminance(colour: str) -> float:
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_there_are_53_cards_to_draw():
    assert len(ALL_CARDS) == 53 and len(SUITED) == 52


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.code)
def test_every_card_is_well_formed_and_labelled(card):
    root = ET.fromstring(card_svg(card))
    assert root.tag == SVG + "svg"
    assert root.get("aria-label") == card.name
    assert root.get("role") == "img"
    assert root.get("data-card") == card.code
    assert root.get("class") == "sc-card"
    assert root.get("viewBox") == "0 0 100 140"
    assert (root.get("width"), root.get("height")) == ("60", "84")
    assert root.find(SVG + "title").text == card.name


@pytest.mark.parametrize("card", SUITED, ids=lambda c: c.code)
def test_rank_is_written_in_two_corners(card):
    assert texts(card_svg(card)).count(card.rank.symbol) == (2 if card.rank < 11 else 3)


def test_labels_read_naturally():
    assert 'aria-label="seven of hearts"' in card_svg(Card.parse("7H"))
    assert '<title>ten of diamonds</title>' in card_svg(Card.parse("TD"))
    assert 'data-card="10D"' in card_svg(Card.parse("10♦"))


def test_title_can_be_left_out():
    svg = card_svg(Card.parse("7H"), title=False)
    assert ET.fromstring(svg).find(SVG + "title") is None
    assert 'aria-label="seven of hearts"' in svg


@pytest.mark.parametrize("card", SUITED, ids=lambda c: c.code)
def test_red_and_black(card):
    expected = RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
    assert inks(card_svg(card)) == {expected}


def test_red_is_not_black():
    assert RED.lower() != BLACK.lower()


@pytest.mark.parametrize("card", SUITED, ids=lambda c: c.code)
def test_four_colour_inks(card):
    assert inks(card_svg(card, four_colour=True)) == {FOUR_COLOURS[card.suit.value]}


def test_four_colour_deck_has_four_distinct_readable_colours():
    seen = {next(iter(inks(card_svg(Card.parse(f"Q{s.value}"), four_colour=True)))) for s in Suit}
    assert len({c.lower() for c in seen}) == 4
    for colour in seen:
        assert 1.05 / (luminance(colour) + 0.05) >= 4.5, colour  # contrast on white
    assert FOUR_COLOURS["H"] == RED and FOUR_COLOURS["S"] == BLACK


def test_joker_has_no_suit_and_says_joker():
    svg = card_svg(JOKER)
    assert "JOKER" in texts(svg)
    assert ET.fromstring(svg).find(".//" + SVG + "polygon") is not None  # the star
    assert not any(path in svg for path in SUIT_PATHS.values())
    assert card_svg(JOKER, four_colour=True) == svg


def test_each_suit_draws_its_own_shape():
    for suit in Suit:
        svg = card_svg(Card.parse(f"5{suit.value}"))
        assert svg.count(SUIT_PATHS[suit.value]) == 5 + 2  # five pips and two corners
        assert all(SUIT_PATHS[other.value] not in svg for other in Suit if other is not suit)


def test_face_down_hides_the_card():
    backs = {card_svg(c, face_down=True) for c in ALL_CARDS}
    assert backs == {back_svg()}
    back = back_svg()
    root = ET.fromstring(back)
    assert root.get("aria-label") == "card face down"
    assert root.find(SVG + "title").text == "card face down"
    assert root.get("data-card") == "back"
    assert texts(back) == []
    assert not any(path in back for path in SUIT_PATHS.values())
    assert card_svg(None, face_down=True) == back


@pytest.mark.parametrize("mark", ["legal", "dim"])
def test_highlight_adds_a_class_and_changes_the_picture(mark):
    plain = card_svg(Card.parse("8C"))
    marked = card_svg(Card.parse("8C"), highlight=mark)
    ET.fromstring(marked)
    assert ET.fromstring(marked).get("class").split() == ["sc-card", f"sc-card-{mark}"]
    assert marked != plain
    assert ET.fromstring(back_svg(highlight=mark)).get("class").split()[-1] == f"sc-card-{mark}"


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        card_svg(Card.parse("8C"), highlight="shiny")
    with pytest.raises(ValueError):
        card_svg(Card.parse("8C"), width=0)
    with pytest.raises(ValueError):
        Card.parse("8X")
    with pytest.raises(TypeError, match="give a card"):
        card_svg("8C")
    with pytest.raises(TypeError, match="give a card"):
        card_svg(None)


@given(st.floats(min_value=1, max_value=2000, allow_nan=False))
def test_any_width_keeps_the_shape(width):
    root = ET.fromstring(card_svg(Card.parse("QS"), width=width))
    w, h = float(root.get("width")), float(root.get("height"))
    assert w == pytest.approx(width, abs=0.01)
    assert h == pytest.approx(1.4 * width, abs=0.01)


def test_cards_html_of_an_empty_hand():
    html = cards_html([])
    assert "(no cards)" in html and "italic" in html and "<svg" not in html
    assert cards_html(cards("")) == html
    assert ET.fromstring(html).get("class") == "sc-cards"


def test_cards_html_shows_each_card_in_order():
    html = cards_html(cards("7H 8C joker"))
    root = ET.fromstring(html)
    assert root.tag == "div" and root.get("class") == "sc-cards"
    assert "flex-wrap:wrap" in root.get("style")
    assert [e.get("data-card") for e in root] == ["7H", "8C", "joker"]


def test_cards_html_highlight_by_card():
    html = cards_html(cards("7H 8C KD"), highlight={Card.parse("7H"): "legal", Card.parse("KD"): "dim"})
    classes = {e.get("data-card"): e.get("class") for e in ET.fromstring(html)}
    assert classes == {"7H": "sc-card sc-card-legal", "8C": "sc-card", "KD": "sc-card sc-card-dim"}


def test_cards_html_overlap_tucks_each_card_under_the_next():
    root = ET.fromstring(cards_html(cards("7H 8C KD"), overlap=True, width=100))
    styles = [e.get("style") for e in root]
    assert "margin-left" not in styles[0]
    assert all("margin-left:-55px" in s for s in styles[1:])
    assert "margin-left" not in cards_html(cards("7H 8C KD"))


def test_pictures_are_the_same_every_time():
    first = cards_html(cards(" ".join(c.code for c in ALL_CARDS)), four_colour=True)
    assert first == cards_html(cards(" ".join(c.code for c in ALL_CARDS)), four_colour=True)
    program = ("from switchcore.svg import card_svg, back_svg; from switchcore.cards import ALL_CARDS;"
               "print(''.join(card_svg(c) for c in ALL_CARDS) + back_svg(), end='')")
    runs = {
        subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True,
                       env={"PYTHONHASHSEED": seed, "PATH": ""}, check=True).stdout
        for seed in ("1", "2")
    }
    assert runs == {"".join(card_svg(c) for c in ALL_CARDS) + back_svg()}


def test_stock_pile():
    html = pile_html(30, label="Stock")
    root = ET.fromstring(html)
    assert root.get("aria-label") == "Stock: 30 cards"
    assert root.find(".//" + SVG + "svg").get("data-card") == "back"
    assert "30 cards" in "".join(root.itertext())


def test_discard_pile_shows_its_top_card():
    root = ET.fromstring(pile_html(1, Card.parse("QS")))
    assert root.find(".//" + SVG + "svg").get("data-card") == "QS"
    assert root.get("aria-label") == "1 card"


def test_empty_pile_and_bad_counts():
    root = ET.fromstring(pile_html(0))
    assert root.get("aria-label") == "0 cards"
    assert root.find(".//" + SVG + "svg").get("aria-label") == "empty pile"
    for bad in (-1, 2.5, True):
        with pytest.raises(ValueError):
            pile_html(bad)
    with pytest.raises(ValueError):
        pile_html(0, Card.parse("QS"))


def test_text_is_escaped():
    root = ET.fromstring(pile_html(3, label='<b>"Tom & Jerry\'s"</b>'))
    assert root.get("aria-label") == '<b>"Tom & Jerry\'s"</b>: 3 cards'


def test_a_hand_of_one_card_is_counted_in_the_singular():
    from switchcore import Game, Rules

    game = Game.from_position(Rules.switch(players=2, late_call=False), hands=["5H", "6C 7D"], top="5C")
    page, text = game._repr_html_(), str(game.view(1))
    assert "Ann  1 card " in text and "1 cards" not in text
    assert "1 card ·" in page and "1 cards" not in page and "2 cards" in page


def test_the_deck_drawn_when_none_is_asked_for_is_a_setting():
    """``svg.defaults.four_colour`` chooses the deck of every picture not
    told which (a card's, a hand's and a table's own picture in a notebook
    too); a picture told ``four_colour=False`` keeps the usual deck."""
    from switchcore import Game, Rules, svg

    king = Card.parse("KD")
    game = Game.from_position(Rules.switch(players=2), hands=["KD 7C", "2S 3C"], top="9D")
    blue = FOUR_COLOURS["D"]
    pictures = lambda: [card_svg(king), cards_html([king]), pile_html(1, top=king),  # noqa: E731
                        king._repr_html_(), cards("KD 7C")._repr_html_(), game._repr_html_()]
    assert svg.defaults.four_colour is False
    assert not any(blue in picture for picture in pictures())
    try:
        svg.defaults.four_colour = True
        assert all(blue in picture for picture in pictures())
        assert blue not in card_svg(king, four_colour=False) and RED in card_svg(king, four_colour=False)
    finally:
        svg.defaults.four_colour = False
    assert not any(blue in picture for picture in pictures())
