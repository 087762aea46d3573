"""Small helpers for the lessons: a first move to click (lesson 00), the
totals of a match round by round, as text and as a chart. Every rule
comes from ``switchcore``. (A learner's strategy is checked by the course's
oracle, :mod:`grading`.)

>>> from switchcore import Rules
>>> from classroom.bots import BOTS
>>> from classroom.tournament import play_match
>>> game = play_match(Rules.crazy_eights(players=2, target=100), [BOTS["easy"]] * 2, seed=1)
>>> print(totals_table(game).splitlines()[0])
round  Ann  Ben
"""

from __future__ import annotations

from switchcore import Game, Play

from .settings import settings
from .words import say

__all__ = ["totals_table", "totals_chart", "first_move"]


def totals_table(game: Game) -> str:
    """Each player's total after every round so far, as a text table.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["5H", "KD 3C"], top="5S")
    >>> _ = g.apply("5H")
    >>> print(totals_table(g))
    round  Ann  Ben
        1    0   13
    """
    widths = [max(3, len(name)) for name in game.names]
    head = say("chart.round")  # "round", in the lessons' language
    first = max(5, len(head))
    lines = [f"{head:<{first}}  " + "  ".join(f"{name:>{w}}" for name, w in zip(game.names, widths))]
    for result in game.results:
        lines.append(f"{result.round:>{first}}  " + "  ".join(f"{t:>{w}}" for t, w in zip(result.totals, widths)))
    return "\n".join(lines)


def totals_chart(game: Game, title: str | None = None):
    """The totals of ``game`` round by round as a line chart (an image
    that a notebook shows when it is the last line of a cell), with its
    words for those who cannot see it (:func:`tutorial.chart.totals_alt`)."""
    from IPython.display import HTML

    from .browser import IN_BROWSER
    from .chart import chart_html, totals_alt, totals_png

    totals = [r.totals for r in game.results]
    if IN_BROWSER:  # the stand-in for matplotlib draws SVG only
        return HTML(chart_html(totals, game.names, title=title))
    png = totals_png(totals, game.names, title=title)
    return _Chart(png, chart_html(totals, game.names, title=title), totals_alt(totals, game.names, title=title))


class _Chart:
    """A PNG chart that a notebook shows as an image with its alt text
    (and a plain-text view shows as those words)."""

    def __init__(self, png: bytes, html: str, alt: str) -> None:
        self.data, self.html, self.alt = png, html, alt

    def __repr__(self) -> str:
        return self.alt

    def _repr_html_(self) -> str:
        return self.html

    def _repr_png_(self) -> bytes:
        return self.data


def first_move(game: Game, seat: int = 0):
    """The top card and the hand of ``seat``, to click a card that fits,
    with the hints off: a card that does not fit is refused with the reason
    (and nothing changes), a card that fits is played and gets a tick with
    the reason it fits.

    >>> from switchcore import Rules
    >>> box = first_move(Game.from_position(Rules.switch(players=2), hands=["KD 7S", "5C"], top="7H"))
    >>> hand = box.children[-1]
    >>> hand.hints
    False
    >>> hand.button("KD").click()
    >>> hand.message_text()
    'K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥.'
    >>> 'data-card="7H"' in box.children[0].value
    True
    >>> hand.button("7S").click()
    >>> hand.message_text()
    '✓ Right! 7♠ fits: 7♠ matches the rank of 7♥.'
    >>> 'data-card="7S"' in box.children[0].value    # the top card follows the play
    True
    """
    import ipywidgets as W
    from switchcore.svg import card_svg

    from .widgets import HandWidget
    from .widgets.base import classed, set_message

    reasons = {card: game.explain(card, seat).reason for card in game.hand(seat)}
    hand = HandWidget(game, seat, hints=False)
    top = classed(W.HTML(), "sc-first-top")

    def show_top() -> None:
        top.value = f"<div>{say('extra.top')}</div>{card_svg(hand.game.top, width=56, four_colour=settings.four_colour)}"

    def verdict(move, _events) -> None:
        show_top()  # the card just played is the top card now
        if isinstance(move, Play):
            set_message(hand.message, say("extra.fits", right=say("check.right"), card=move.card.text,
                                          reason=reasons[move.card].rstrip(".")))

    hand.on_move = verdict
    show_top()
    return classed(W.VBox([top, hand]), "sc-first-move")
