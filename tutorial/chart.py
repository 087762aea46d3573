"""The chart of a match: each player's total after every round, as a PNG
(or, in the static site, SVG).

Drawn once, with ``matplotlib.pyplot`` calls that the static site's
stand-in for matplotlib has too; each figure is closed as soon as it is
saved, so a notebook never shows it a second time.

>>> png = totals_png([(0, 10), (5, 30)], ["Ann", "Ben"])
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io

__all__ = ["totals_picture", "totals_png", "totals_alt", "chart_html", "show_chart", "chart_words"]


def totals_picture(totals_by_round, names, *, title: str | None = None, format: str = "png"):
    """A line chart of ``totals_by_round`` (one tuple of totals per round,
    one total per player), its words in the lessons' language: PNG bytes,
    or SVG text with ``format="svg"``.

    The one drawing of the chart. It uses only ``matplotlib.pyplot`` calls
    that the static site's stand-in for matplotlib has too, so the browser
    draws the same chart (as SVG, the only picture the stand-in makes).

    >>> totals_picture([(0, 10)], ["Ann", "Ben"], format="svg").lstrip().startswith(("<?xml", "<svg"))
    True
    """
    import matplotlib.pyplot as plt

    from .words import say

    rounds = list(range(0, len(totals_by_round) + 1))
    plt.figure(figsize=(5.5, 3.2), dpi=90)
    for seat, name in enumerate(names):
        plt.plot(rounds, [0] + [t[seat] for t in totals_by_round], marker="o", label=name)
    plt.xlabel(say("chart.round"))
    plt.ylabel(say("chart.total"))
    plt.title(say("chart.title") if title is None else title)
    plt.xticks(rounds)
    plt.legend(loc="upper left", fontsize="small")
    plt.tight_layout()
    buffer = io.StringIO() if format == "svg" else io.BytesIO()
    try:
        plt.savefig(buffer, format=format)
    finally:
        plt.close()
    return buffer.getvalue()


def totals_png(totals_by_round, names, *, title: str | None = None) -> bytes:
    """The chart of :func:`totals_picture` as PNG bytes."""
    return totals_picture(totals_by_round, names, title=title)


def totals_alt(totals_by_round, names, *, title: str | None = None) -> str:
    """The words of the chart, for those who cannot see it (its ``alt``
    text): its title and each player's total after the last round.

    >>> totals_alt([(0, 10), (5, 30)], ["Ann", "Ben"])
    'Totals after each round: after round 2, Ann 5 and Ben 30.'
    """
    from switchcore.messages import and_list

    from .words import say

    last = totals_by_round[-1] if totals_by_round else [0] * len(names)
    return say("chart.alt", title=say("chart.title") if title is None else title, round=len(totals_by_round),
               totals=and_list(f"{name} {total}" for name, total in zip(names, last)))


def chart_html(totals_by_round, names, *, title: str | None = None, css: str = "sc-chart-img") -> str:
    """The chart as HTML with its :func:`totals_alt` text: a PNG image, or
    in the browser version (whose stand-in for matplotlib draws SVG only)
    an SVG drawing named as one image."""
    import base64
    import html

    from .browser import IN_BROWSER

    alt = html.escape(totals_alt(totals_by_round, names, title=title), quote=True)
    if IN_BROWSER:
        svg = totals_picture(totals_by_round, names, title=title, format="svg")
        return f"<div class='{css}' role='img' aria-label=\"{alt}\">{svg}</div>"
    png = totals_png(totals_by_round, names, title=title)
    return f"<img class='{css}' alt=\"{alt}\" src='data:image/png;base64,{base64.b64encode(png).decode('ascii')}'>"


def chart_words(axes) -> str:
    """The words of a chart drawn with ``matplotlib.pyplot``, for those who
    cannot see it: what kind of chart, its title and what its axes count.
    ``axes`` is what ``plt.gca()`` returns.

    >>> class Axes:
    ...     lines, patches = [], [1, 2]
    ...     def get_title(self): return "Wins"
    ...     def get_xlabel(self): return ""
    ...     def get_ylabel(self): return "rounds won"
    >>> chart_words(Axes())
    'A bar chart, “Wins”. Up: rounds won.'
    """
    from .words import say

    kind = say("chart.kind_line") if axes.lines and not axes.patches else say("chart.kind_bars")
    parts = [say("chart.kind_titled", kind=kind, title=axes.get_title()) if axes.get_title() else kind]
    if axes.get_xlabel():
        parts.append(say("chart.across", label=axes.get_xlabel()))
    if axes.get_ylabel():
        parts.append(say("chart.up", label=axes.get_ylabel()))
    return " ".join(part + "." for part in parts)


class _Picture:
    """A chart as HTML with its words (and as those words in plain text)."""

    def __init__(self, html: str, alt: str) -> None:
        self.html, self.alt = html, alt

    def __repr__(self) -> str:
        return self.alt

    def _repr_html_(self) -> str:
        return self.html


def show_chart(alt: str | None = None) -> None:
    """Show the chart drawn so far with ``matplotlib.pyplot`` and start
    afresh, as ``plt.show()`` does, but with words for those who cannot
    see it: ``alt`` if given, else :func:`chart_words` (its kind, title and
    axes). A screen reader reads these words out instead of the picture."""
    import base64
    import html
    import io

    import matplotlib.pyplot as plt
    from IPython.display import display

    alt = chart_words(plt.gca()) if alt is None else alt
    words = html.escape(alt, quote=True)
    try:
        buffer = io.BytesIO()
        plt.savefig(buffer, format="png", bbox_inches="tight")
        data = base64.b64encode(buffer.getvalue()).decode("ascii")
        picture = f"<img class='sc-chart-img' alt=\"{words}\" src='data:image/png;base64,{data}'>"
    except NotImplementedError:  # the browser version: its stand-in draws SVG only
        buffer = io.StringIO()
        plt.savefig(buffer, format="svg")
        picture = f"<div class='sc-chart-img' role='img' aria-label=\"{words}\">{buffer.getvalue()}</div>"
    plt.close()
    display(_Picture(picture, alt))
