"""Pictures of cards as SVG and HTML text.

Everything here builds plain strings: no images, no fonts to install, nothing
fetched. The suit symbols are drawn as SVG paths, so they look the same in
every browser. Each picture says what it shows to screen readers (``role="img"``
and an ``aria-label``), carries the class ``sc-card`` and names its card in a
``data-card`` attribute, so pages and browser tests can find it.

>>> from switchcore.cards import Card
>>> svg = card_svg(Card.parse("7H"))
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140"')
True
>>> 'aria-label="seven of hearts"' in svg, 'data-card="7H"' in svg
(True, True)

In a notebook, the strings show themselves as pictures. This module draws
the cards it is given and knows nothing else of them: it reads a card's
``code``, ``name``, ``rank`` and ``suit``, so :mod:`switchcore.cards` can
use it to show cards as pictures without the two importing each other.
Suits are named by their letters (``"H"`` for hearts) in the tables below.
"""

from __future__ import annotations

import math
from html import escape
from types import MappingProxyType, SimpleNamespace

from .errors import shown
from .messages import say

__all__ = [
    "RED", "BLACK", "FOUR_COLOURS", "HIGHLIGHTS", "defaults",
    "Picture", "card_svg", "back_svg", "cards_html", "pile_html",
]

#: Ink for hearts and diamonds, and for clubs and spades, in the usual deck.
RED = "#d40000"
BLACK = "#000000"

#: Ink for each suit in the four-colour deck. Every colour has a contrast of at
#: least 4.5:1 on white, and on a card drawn dimmed (:data:`DIM_VEIL`), and the four stay apart for people with red-green or
#: blue-yellow colour blindness (and the suits have different shapes anyway).
FOUR_COLOURS = MappingProxyType({
    "S": "#000000",
    "H": "#d40000",
    "D": "#1a40d8",
    "C": "#006b4f",
})

#: The deck of a picture not told which (``four_colour=None``, the default):
#: ``defaults.four_colour = True`` draws them all from the four-colour deck, a
#: card's, a hand's and a game's own pictures in a notebook too. The notebook
#: layer's ``settings.four_colour`` is this switch.
defaults = SimpleNamespace(four_colour=False)

#: The values ``highlight`` may take (besides None).
HIGHLIGHTS = ("legal", "dim")

JOKER_INK = "#5b2a86"
#: The ring and the tick of a card that fits: 4.8:1 on white (3:1 is the
#: least for a mark, WCAG 1.4.11); the tick is a shape, so the mark does not
#: rest on colour alone.
LEGAL_INK = "#b35900"
#: How opaque the white veil over a dimmed card is: light enough that red
#: ink keeps 4.5:1 on white (the card is also drawn in greys).
DIM_VEIL = 0.15
BACK_INK = "#1d4f91"
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"

# Each suit is a path in a 100 x 100 box.
SUIT_PATHS = MappingProxyType({
    "H": "M50 92C34 77 4 58 4 32C4 15 16 5 29 5C40 5 47 12 50 21"
                 "C53 12 60 5 71 5C84 5 96 15 96 32C96 58 66 77 50 92Z",
    "D": "M50 2C62 20 74 35 88 50C74 65 62 80 50 98C38 80 26 65 12 50C26 35 38 20 50 2Z",
    "S": "M50 3C62 22 94 38 94 62C94 77 83 84 73 84C64 84 57 79 53 72C54 83 58 91 66 97H34"
                 "C42 91 46 83 47 72C43 79 36 84 27 84C17 84 6 77 6 62C6 38 38 22 50 3Z",
    "C": "M29 27a21 21 0 1 0 42 0a21 21 0 1 0-42 0ZM5 59a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
                "M53 59a21 21 0 1 0 42 0a21 21 0 1 0-42 0ZM50 36L36 62H64ZM47 58C47 80 42 90 33 97"
                "H67C58 90 53 80 53 58Z",
})

# Where the pips of the number cards go, on a card 100 wide and 140 tall.
_L, _C, _R = 33, 50, 67
_SIDES2 = ((_L, 28), (_R, 28), (_L, 112), (_R, 112))
_SIDES3 = ((_L, 28), (_R, 28), (_L, 70), (_R, 70), (_L, 112), (_R, 112))
_SIDES4 = tuple((x, y) for y in (28, 56, 84, 112) for x in (_L, _R))
PIP_LAYOUTS = MappingProxyType({
    2: ((_C, 28), (_C, 112)),
    3: ((_C, 28), (_C, 70), (_C, 112)),
    4: _SIDES2,
    5: _SIDES2 + ((_C, 70),),
    6: _SIDES3,
    7: _SIDES3 + ((_C, 49),),
    8: _SIDES3 + ((_C, 49), (_C, 91)),
    9: _SIDES4 + ((_C, 70),),
    10: _SIDES4 + ((_C, 42), (_C, 98)),
})


class Picture(str):
    """A string of SVG or HTML that a notebook shows as a picture."""

    def _repr_html_(self) -> str:
        return str(self)


def _a_card(card):
    """``card`` when it is a card (it has a ``code``); a sentence otherwise."""
    if not hasattr(card, "code") or isinstance(card, str):
        raise TypeError(f"give a card, such as Card.parse('7H'), not {shown(card)}")
    return card


def _n(value: float) -> str:
    """A number for an attribute, short: 84.0 -> '84', 1/3 -> '0.33'."""
    text = f"{round(value, 2):g}"
    return "0" if text == "-0" else text


def _pip(suit, x: float, y: float, size: float, flip: bool = False) -> str:
    """The suit's shape, ``size`` across, centred on (x, y); upside down if ``flip``."""
    move = f"translate({_n(x - size / 2)} {_n(y - size / 2)}) scale({_n(size / 100)})"
    if flip:
        move = f"rotate(180 {_n(x)} {_n(y)}) " + move
    return f'<path d="{SUIT_PATHS[suit.value]}" transform="{move}"/>'


def _star(x: float, y: float, outer: float, inner: float) -> str:
    """The points of a five-pointed star centred on (x, y), one point up."""
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / 5
        points.append(f"{_n(x + r * math.sin(a))},{_n(y - r * math.cos(a))}")
    return " ".join(points)


def _ink(suit, four_colour: bool | None) -> str:
    if defaults.four_colour if four_colour is None else four_colour:
        return FOUR_COLOURS[suit.value]
    return RED if suit.is_red else BLACK


def _corner(card) -> str:
    """The rank and a small suit in the top-left corner."""
    rank = escape(card.rank.symbol)
    squeeze = ' textLength="17" lengthAdjust="spacingAndGlyphs"' if len(rank) > 1 else ""
    return (f'<text x="12" y="23" font-size="21" font-weight="bold" text-anchor="middle"{squeeze}>'
            f"{rank}</text>" + _pip(card.suit, 12, 35, 13))


def _face(card, ink: str) -> str:
    """Everything printed on the face of a card of a suit."""
    parts = [_corner(card), f'<g transform="rotate(180 50 70)">{_corner(card)}</g>']
    rank = card.rank
    if rank == 1:  # an ace: one big suit
        parts.append(_pip(card.suit, 50, 70, 54 if card.suit.value == "S" else 44))
    elif rank in PIP_LAYOUTS:
        parts += [_pip(card.suit, x, y, 19, flip=y > 70) for x, y in PIP_LAYOUTS[rank]]
    else:  # jack, queen, king: a framed big letter between two suits
        parts.append(f'<rect x="24" y="17" width="52" height="106" rx="3" fill="{ink}" '
                     f'fill-opacity="0.07" stroke="{ink}" stroke-width="1.5"/>')
        parts.append(f'<text x="50" y="84" font-size="46" font-weight="bold" text-anchor="middle" '
                     f'font-family="DejaVu Serif, Georgia, serif">{escape(rank.symbol)}</text>')
        parts.append(_pip(card.suit, 50, 36, 20))
        parts.append(_pip(card.suit, 50, 106, 20, flip=True))
    return f'<g fill="{ink}">{"".join(parts)}</g>'


def _joker_face() -> str:
    """A big star, and JOKER written down two corners."""
    letters = "".join(f'<text x="12" y="{20 + 12 * i}">{c}</text>' for i, c in enumerate("JOKER"))
    corner = f'<g font-size="12" font-weight="bold" text-anchor="middle">{letters}</g>'
    return (f'<g fill="{JOKER_INK}">{corner}<g transform="rotate(180 50 70)">{corner}</g>'
            f'<polygon points="{_star(50, 68, 28, 11)}" fill="#f2b705" stroke="{JOKER_INK}" '
            f'stroke-width="2" stroke-linejoin="round"/>'
            f'<text x="50" y="112" font-size="13" font-weight="bold" text-anchor="middle" '
            f'letter-spacing="1">JOKER</text></g>')


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data for diagonal lines both ways across a rectangle, clipped to it."""
    parts = []
    for k in range(int((x1 - x0 + y1 - y0) / step) + 1):
        c = x0 - y1 + k * step  # lines x - y = c
        a, b = max(x0, y0 + c), min(x1, y1 + c)
        if a < b:
            parts.append(f"M{_n(a)} {_n(a - c)}L{_n(b)} {_n(b - c)}")
        c = x0 + y0 + k * step  # lines x + y = c
        a, b = max(x0, c - y1), min(x1, c - y0)
        if a < b:
            parts.append(f"M{_n(a)} {_n(c - a)}L{_n(b)} {_n(c - b)}")
    return "".join(parts)


_BACK = (f'<rect x="6" y="6" width="88" height="128" rx="4" fill="{BACK_INK}"/>'
         f'<path d="{_lattice(6, 6, 94, 134, 11)}" stroke="#ffffff" stroke-opacity="0.4" '
         f'stroke-width="1.6" fill="none"/>'
         f'<rect x="10" y="10" width="80" height="120" rx="2" fill="none" stroke="#ffffff" '
         f'stroke-opacity="0.8" stroke-width="1.2"/>'
         f'<ellipse cx="50" cy="70" rx="17" ry="23" fill="{BACK_INK}" stroke="#ffffff" stroke-width="2"/>'
         f'<polygon points="{_star(50, 70, 12, 5)}" fill="#ffffff"/>')


def _svg(inner: str, *, label: str, width: float, classes: list, data_card: str | None,
         highlight: str | None, title: bool, style: str = "", blank: bool = True) -> Picture:
    if highlight is not None and highlight not in HIGHLIGHTS:
        raise ValueError(f"highlight must be None, 'legal' or 'dim', not {shown(highlight)}")
    if isinstance(width, bool) or not isinstance(width, (int, float)) or not 0 < width <= 10_000:
        raise ValueError(f"width must be a number of pixels above 0, at most 10000, not {shown(width)}")
    if highlight == "legal":
        inner += (f'<rect x="1.75" y="1.75" width="96.5" height="136.5" rx="6" fill="none" '
                  f'stroke="{LEGAL_INK}" stroke-width="3.5"/>'
                  f'<circle class="sc-tick" cx="86" cy="14" r="10" fill="{LEGAL_INK}" stroke="#ffffff" stroke-width="2"/>'
                  '<path d="M80.5 14.5l4 4 7-8" fill="none" stroke="#ffffff" stroke-width="3" '
                  'stroke-linecap="round" stroke-linejoin="round"/>')
        style += f"filter:drop-shadow(0 0 3px {LEGAL_INK});"
    elif highlight == "dim":
        inner += f'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#ffffff" fill-opacity="{DIM_VEIL}"/>'
        style += "filter:grayscale(1);"
    if highlight:
        classes = classes + [f"sc-card-{highlight}"]
    label = escape(label)
    attributes = [
        'xmlns="http://www.w3.org/2000/svg"', 'viewBox="0 0 100 140"',
        f'width="{_n(width)}"', f'height="{_n(width * 1.4)}"',
        f'class="{" ".join(classes)}"',
    ]
    if data_card is not None:
        attributes.append(f'data-card="{escape(data_card)}"')
    attributes += ['role="img"', f'aria-label="{label}"', f'font-family="{escape(FONT)}"']
    if style:
        attributes.append(f'style="{escape(style)}"')
    return Picture(
        f'<svg {" ".join(attributes)}>'
        + (f"<title>{label}</title>" if title else "")
        + ('<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#ffffff" stroke="#8a8a8a"/>'
           if blank else "")
        + inner + "</svg>"
    )


def card_svg(card, *, width: float = 60, four_colour: bool | None = None, face_down: bool = False,
             highlight: str | None = None, title: bool = True) -> Picture:
    """An SVG picture of one card, ``width`` pixels wide and 1.4 times as tall.

    ``card`` is a :class:`~switchcore.cards.Card`.
    ``four_colour`` inks diamonds blue and clubs green (None: as :data:`defaults`
    says). ``face_down`` draws the back: nothing in the picture then tells
    which card it is (``card`` may be None). ``highlight`` is None, ``"legal"`` (a bright outline) or ``"dim"``
    (greyed out). ``title`` adds a ``<title>`` that browsers show on hover.

    >>> from switchcore.cards import Card
    >>> svg = card_svg(Card.parse("10D"), width=80, highlight="legal")
    >>> 'width="80" height="112"' in svg, 'class="sc-card sc-card-legal"' in svg
    (True, True)
    >>> print(card_svg(Card.parse("7H")).split("><")[0] + ">")
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="60" height="84" class="sc-card" data-card="7H" role="img" aria-label="seven of hearts" font-family="DejaVu Sans, Segoe UI Symbol, Arial, sans-serif">
    >>> "7H" in card_svg(Card.parse("7H"), face_down=True), "card face down" in card_svg(None, face_down=True)
    (False, True)
    """
    return _card(card, width=width, four_colour=four_colour, face_down=face_down,
                 highlight=highlight, title=title)


def _card(card, *, width, four_colour, face_down, highlight, title, style="") -> Picture:
    common = dict(width=width, highlight=highlight, title=title, style=style)
    if face_down:
        return _svg(_BACK, label=say("svg.face_down"), classes=["sc-card", "sc-card-back"],
                    data_card="back", **common)
    card = _a_card(card)
    if card.is_joker:
        inner = _joker_face()
    else:
        inner = _face(card, _ink(card.suit, four_colour))
    return _svg(inner, label=card.name, classes=["sc-card"], data_card=card.code, **common)


def back_svg(width: float = 60, *, highlight: str | None = None) -> Picture:
    """The back of a card: the same picture whatever the card is.

    >>> from switchcore.cards import Card
    >>> back_svg() == card_svg(Card.parse("KS"), face_down=True)
    True
    """
    return card_svg(None, width=width, face_down=True, highlight=highlight)


def cards_html(cards, *, width: float = 60, four_colour: bool | None = None, overlap: bool = False,
               highlight: dict | None = None) -> Picture:
    """A row of card pictures in a ``<div class="sc-cards">``, wrapping if long.

    ``cards`` is any sequence of cards.
    ``overlap`` fans them like a hand held, each one covering part of the one
    before. ``highlight`` maps cards to ``"legal"`` or ``"dim"``.

    >>> from switchcore.cards import Card
    >>> from switchcore.cards import cards
    >>> html = cards_html(cards("7H 8C"), highlight={Card.parse("8C"): "dim"})
    >>> html.count("<svg"), html.count("sc-card-dim")
    (2, 1)
    >>> print(cards_html([]))
    <div class="sc-cards" style="display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start"><span style="font-style:italic;color:#666">(no cards)</span></div>
    """
    hand = [_a_card(c) for c in cards]
    marks = {_a_card(c): mark for c, mark in (highlight or {}).items()}
    if overlap:
        style = "display:flex;flex-wrap:nowrap;align-items:flex-start"
        shift = f"margin-left:{_n(-0.55 * width)}px;"
        # every card in the same paint layer, so each covers the one before
        shift, first = "position:relative;" + shift, "position:relative;"
    else:
        style = "display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start"
        shift = first = ""
    if not hand:
        inner = '<span style="font-style:italic;color:#666">(no cards)</span>'
    else:
        inner = "".join(
            _card(c, width=width, four_colour=four_colour, face_down=False, highlight=marks.get(c),
                  title=True, style="flex:none;" + (shift if i else first))
            for i, c in enumerate(hand)
        )
    return Picture(f'<div class="sc-cards" style="{style}">{inner}</div>')


def pile_html(count: int, top=None, *, width: float = 60, four_colour: bool | None = None,
              label: str | None = None, highlight: str | None = None) -> Picture:
    """A pile of ``count`` cards with its count written under it.

    With no ``top`` it is a stock, face down; with a ``top`` card it is a
    discard pile showing that card. An empty pile is a dashed outline.
    ``label`` (say ``"Stock"``) is written above the count.

    >>> from switchcore.cards import Card
    >>> html = pile_html(30, label="Stock")
    >>> "card face down" in html, "30 cards" in html, "Stock" in html
    (True, True, True)
    >>> 'data-card="QS"' in pile_html(1, Card.parse("QS")), "1 card<" in pile_html(1, Card.parse("QS"))
    (True, True)
    """
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 10_000:
        raise ValueError(f"count must be a whole number from 0 to 10000, not {shown(count)}")
    if count == 0 and top is not None:
        raise ValueError("a pile with a top card has at least one card in it")
    words = say("table.cards", count=count)
    if count == 0:
        picture = _svg('<rect x="3" y="3" width="94" height="134" rx="6" fill="#f4f4f4" '
                       'stroke="#9a9a9a" stroke-width="2" stroke-dasharray="8 6"/>',
                       label=say("svg.empty_pile"), width=width, classes=["sc-pile-empty"],
                       data_card=None, highlight=highlight, title=True, blank=False)
    else:
        picture = card_svg(top, width=width, four_colour=four_colour, face_down=top is None,
                           highlight=highlight)
    layers = min(3, (count + 8) // 10)  # edges of the cards below: more for a bigger pile
    shadow = ",".join(f"{3 * j}px {3 * j}px 0 0 #ffffff,{3 * j}px {3 * j}px 0 1px #8a8a8a"
                      for j in range(1, layers + 1)) or "none"
    radius = _n(width * 0.07)
    heading = f'<div style="font-weight:bold">{escape(label)}</div>' if label else ""
    name = escape(f"{label}: {words}" if label else words)
    return Picture(
        f'<div class="sc-pile" role="group" aria-label="{name}" style="display:inline-flex;'
        f'flex-direction:column;align-items:center;gap:6px;font:13px {escape(FONT)}">{heading}'
        f'<div style="line-height:0;border-radius:{radius}px;box-shadow:{shadow}">{picture}</div>'
        f'<div class="sc-pile-count">{words}</div></div>'
    )
