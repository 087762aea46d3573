"""The calls of ``matplotlib.pyplot`` that the lessons make, drawn as SVG.

>>> figure(figsize=(5, 3))
>>> bar(["a", "b"], [3, 5], color="#55a868")
>>> axhline(4, color="grey", linestyle="--")
>>> ylabel("rounds won")
>>> svg = _figure().svg()
>>> svg.startswith("<svg") and svg.count("<rect") >= 3 and "rounds won" in svg
True
"""

from __future__ import annotations

import math
from html import escape

from . import NOT_HERE

COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"]
NAMED = {"grey": "#808080", "gray": "#808080", "black": "#000000", "red": "#d62728", "blue": "#1f77b4",
         "green": "#2ca02c", "orange": "#ff7f0e"}
DPI = 80


def _color(value, index):
    if value is None:
        return COLORS[index % len(COLORS)]
    return NAMED.get(value, value)


def _nice_ticks(low, high, count=5):
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    step = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * step:
            step *= factor
            break
    first = math.floor(low / step) * step
    ticks, value = [], first
    while value <= high + step * 1e-9:
        if value >= low - step * 1e-9:
            ticks.append(round(value, 10))
        value += step
    return ticks


def _label(value):
    return f"{value:g}" if isinstance(value, float) else str(value)


class _Figure:
    def __init__(self, figsize=(6.4, 4.8)):
        self.width, self.height = figsize[0] * DPI, figsize[1] * DPI
        self.bars, self.lines, self.hlines = [], [], []
        self.xlabel = self.ylabel = self.title = ""
        self.categories = None
        self.xticks = None
        self.show_legend = False

    # -- what was drawn, in data coordinates --------------------------------
    def x_range(self):
        xs = [x for bar in self.bars for x in (bar["x"] - bar["w"] / 2, bar["x"] + bar["w"] / 2)]
        xs += [x for line in self.lines for x in line["x"]]
        return (min(xs), max(xs)) if xs else (0, 1)

    def y_range(self):
        ys = [0.0]
        ys += [bar["y"] + bar.get("up", 0) for bar in self.bars]
        ys += [y for line in self.lines for y in line["y"]]
        ys += [h["y"] for h in self.hlines]
        low, high = min(ys), max(ys)
        return low, high + (high - low) * 0.05 or 1

    def svg(self):
        w, h = self.width, self.height
        left, right, top, bottom = 60, 15, 30 if self.title else 12, 45
        x0, x1 = self.x_range()
        if self.categories is None and not self.bars:
            pad = (x1 - x0) * 0.05 or 0.5
            x0, x1 = x0 - pad, x1 + pad
        y0, y1 = self.y_range()
        yt = _nice_ticks(y0, y1)
        y0, y1 = min(y0, yt[0]), max(y1, yt[-1])

        def px(x):
            return left + (x - x0) / ((x1 - x0) or 1) * (w - left - right)

        def py(y):
            return h - bottom - (y - y0) / ((y1 - y0) or 1) * (h - top - bottom)

        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
               f'viewBox="0 0 {w:.0f} {h:.0f}" font-family="sans-serif" font-size="11">',
               f'<rect x="0" y="0" width="{w:.0f}" height="{h:.0f}" fill="white"/>']
        for bar in self.bars:
            a, b = px(bar["x"] - bar["w"] / 2), px(bar["x"] + bar["w"] / 2)
            ya, yb = py(max(bar["y"], 0)), py(min(bar["y"], 0))
            out.append(f'<rect x="{a:.1f}" y="{ya:.1f}" width="{max(b - a, 0.5):.1f}" '
                       f'height="{max(yb - ya, 0):.1f}" fill="{bar["color"]}" stroke="white" stroke-width="0.5"/>')
            if "up" in bar:
                cx = px(bar["x"])
                lo, hi = py(bar["y"] - bar["down"]), py(bar["y"] + bar["up"])
                out.append(f'<path d="M{cx:.1f},{lo:.1f}V{hi:.1f}M{cx - 4:.1f},{lo:.1f}h8M{cx - 4:.1f},{hi:.1f}h8" '
                           'stroke="black" fill="none"/>')
        for line in self.lines:
            points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(line["x"], line["y"]))
            out.append(f'<polyline points="{points}" fill="none" stroke="{line["color"]}" stroke-width="1.8"/>')
            if line["marker"]:
                out += [f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{line["color"]}"/>'
                        for x, y in zip(line["x"], line["y"])]
        for hline in self.hlines:
            dash = ' stroke-dasharray="5,4"' if hline["style"] in ("--", "dashed") else ""
            out.append(f'<line x1="{left}" x2="{w - right:.0f}" y1="{py(hline["y"]):.1f}" y2="{py(hline["y"]):.1f}" '
                       f'stroke="{hline["color"]}"{dash}/>')
        # axes, ticks and labels
        out.append(f'<path d="M{left},{top}V{h - bottom:.0f}H{w - right:.0f}" stroke="black" fill="none"/>')
        for y in yt:
            out.append(f'<text x="{left - 5}" y="{py(y) + 4:.1f}" text-anchor="end">{_label(y)}</text>')
            out.append(f'<line x1="{left - 3}" x2="{left}" y1="{py(y):.1f}" y2="{py(y):.1f}" stroke="black"/>')
        if self.categories is not None:
            xticks = list(enumerate(self.categories))
        elif self.xticks is not None:
            xticks = [(x, _label(x)) for x in self.xticks]
        else:
            xticks = [(x, _label(x)) for x in _nice_ticks(x0, x1) if x0 <= x <= x1]
        for x, text in xticks:
            out.append(f'<text x="{px(x):.1f}" y="{h - bottom + 15:.0f}" text-anchor="middle">{escape(str(text))}</text>')
        if self.xlabel:
            out.append(f'<text x="{(left + w - right) / 2:.0f}" y="{h - 8:.0f}" text-anchor="middle">{escape(self.xlabel)}</text>')
        if self.ylabel:
            out.append(f'<text transform="translate(14,{(top + h - bottom) / 2:.0f}) rotate(-90)" '
                       f'text-anchor="middle">{escape(self.ylabel)}</text>')
        if self.title:
            out.append(f'<text x="{w / 2:.0f}" y="18" text-anchor="middle" font-size="13">{escape(self.title)}</text>')
        if self.show_legend:
            labelled = [line for line in self.lines if line["label"]]
            for n, line in enumerate(labelled):
                y = top + 12 + 15 * n
                out.append(f'<line x1="{left + 10}" x2="{left + 30}" y1="{y - 4}" y2="{y - 4}" '
                           f'stroke="{line["color"]}" stroke-width="2"/>')
                out.append(f'<text x="{left + 35}" y="{y}">{escape(line["label"])}</text>')
        out.append("</svg>")
        return "\n".join(out)


_current: _Figure | None = None


def _figure() -> _Figure:
    global _current
    if _current is None:
        _current = _Figure()
    return _current


def figure(figsize=(6.4, 4.8), **_ignored):
    """Start a new chart of ``figsize`` inches."""
    global _current
    _current = _Figure(figsize)


def plot(x, y=None, *, color=None, marker=None, label=None, **_ignored):
    fig = _figure()
    if y is None:
        x, y = list(range(len(x))), x
    fig.lines.append({"x": [float(v) for v in x], "y": [float(v) for v in y],
                      "color": _color(color, len(fig.lines)), "marker": marker, "label": label})


def bar(x, height, width=0.8, *, color=None, yerr=None, capsize=None, **_ignored):
    fig = _figure()
    x, height = list(x), list(height)
    if x and isinstance(x[0], str):
        fig.categories = x
        x = list(range(len(x)))
    if yerr is not None and len(yerr) == 2 and hasattr(yerr[0], "__len__"):
        down, up = list(yerr[0]), list(yerr[1])
    elif yerr is not None:
        down = up = [yerr] * len(x) if not hasattr(yerr, "__len__") else list(yerr)
    for n, (xv, hv) in enumerate(zip(x, height)):
        entry = {"x": float(xv), "y": float(hv), "w": width, "color": _color(color, 0)}
        if yerr is not None:
            entry["down"], entry["up"] = float(down[n]), float(up[n])
        fig.bars.append(entry)


def hist(values, bins=10, *, color=None, **_ignored):
    fig = _figure()
    values = [float(v) for v in values]
    low, high = (min(values), max(values)) if values else (0.0, 1.0)
    if high == low:
        high = low + 1
    step = (high - low) / bins
    counts = [0] * bins
    for value in values:
        counts[min(int((value - low) / step), bins - 1)] += 1
    for n, count in enumerate(counts):
        fig.bars.append({"x": low + step * (n + 0.5), "y": float(count), "w": step, "color": _color(color, 0)})
    return counts


def axhline(y=0, *, color="black", linestyle="-", **_ignored):
    _figure().hlines.append({"y": float(y), "color": _color(color, 0), "style": linestyle})


def xlabel(text, **_ignored):
    _figure().xlabel = str(text)


def ylabel(text, **_ignored):
    _figure().ylabel = str(text)


def title(text, **_ignored):
    _figure().title = str(text)


def xticks(ticks=None, **_ignored):
    if ticks is not None:
        _figure().xticks = list(ticks)


def legend(*_args, **_ignored):
    _figure().show_legend = True


def tight_layout(**_ignored):
    pass


def savefig(fname, *, format=None, **_ignored):
    """Write the chart as SVG to ``fname`` (a path or a text file object)."""
    kind = format or (str(fname).rsplit(".", 1)[-1] if isinstance(fname, str) else "svg")
    if kind != "svg":
        raise NotImplementedError(NOT_HERE.format(what=f"{kind} pictures (here charts are SVG)"))
    text = _figure().svg()
    if hasattr(fname, "write"):
        fname.write(text)
    else:
        with open(fname, "w", encoding="utf-8") as file:
            file.write(text)


def close(*_args):
    global _current
    _current = None


def show(**_ignored):
    """Show the chart in the notebook and start afresh."""
    global _current
    if _current is None:
        return
    from IPython.display import SVG, display

    display(SVG(_current.svg()))
    _current = None


class _Axes:
    """What ``gca()`` gives: the words of the chart being drawn."""

    def __init__(self, fig: _Figure) -> None:
        self.lines, self.patches = fig.lines, fig.bars
        self._fig = fig

    def get_title(self):
        return self._fig.title

    def get_xlabel(self):
        return self._fig.xlabel

    def get_ylabel(self):
        return self._fig.ylabel


def gca():
    """The chart being drawn, to read its words."""
    return _Axes(_figure())


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(NOT_HERE.format(what=f"pyplot.{name}"))
