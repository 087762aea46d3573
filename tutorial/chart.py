"""The chart of a match: each player's total after every round, as a PNG.

Drawn with matplotlib's object interface, so it needs no display and no
pyplot state.

>>> png = totals_png([(0, 10), (5, 30)], ["Ann", "Ben"])
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io

__all__ = ["totals_png"]


def totals_png(totals_by_round, names, *, title: str | None = None) -> bytes:
    """A line chart of ``totals_by_round`` (one tuple of totals per round,
    one total per player) as PNG bytes, its words in the lessons' language."""
    from .words import say

    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(5.5, 3.2), dpi=90)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    rounds = list(range(0, len(totals_by_round) + 1))
    for seat, name in enumerate(names):
        ax.plot(rounds, [0] + [t[seat] for t in totals_by_round], marker="o", label=name)
    ax.set_xlabel(say("chart.round"))
    ax.set_ylabel(say("chart.total"))
    ax.set_title(say("chart.title") if title is None else title)
    ax.set_xticks(rounds)
    ax.legend(loc="upper left", fontsize="small")
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()
