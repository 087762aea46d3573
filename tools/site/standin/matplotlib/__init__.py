"""A stand-in for matplotlib in the lessons' browser site.

Pyodide's build of matplotlib is published only on Pyodide's own servers,
not by a package registry, so the site (see tools/site/build.py) cannot include
it. This package draws the few charts the lessons draw, with the same calls
(``matplotlib.pyplot``: figure, plot, hist, bar, axhline, xlabel, ylabel,
title, legend, xticks, show, savefig as SVG), as SVG pictures; anything else says in one
sentence that it needs the real matplotlib. It is installed only in the
site's browser Python, never on a computer.
"""

__version__ = "0+browser"

NOT_HERE = (
    "This browser version of the lessons draws only the lessons' own charts (matplotlib itself "
    "is not available here); use the Binder version or Python on a computer for {what}."
)


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(name)
    raise NotImplementedError(NOT_HERE.format(what=f"matplotlib.{name}"))
