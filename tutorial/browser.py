"""The lessons in a browser's own Python (Pyodide, as on the JupyterLite
site that ``python3 dev.py site`` builds).

Two things differ there from a Python on a computer:

* a web page cannot start processes, so tournaments of students' bot files,
  which run each bot in a process of its own, need a full Python
  (:data:`FULL_PYTHON_ONLY` says so in one sentence); bots given as
  functions, as in the lessons, play in the page as everywhere;
* the browser kernel hands widget messages to JavaScript in a way that turns
  a ``None`` into "no value at all", so a widget told ``layout.display =
  None`` (show it again) would stay hidden. :func:`install` sends those
  messages as JSON instead, where ``None`` stays ``null``.

* there is no shell: a ``!`` command cannot start a program. The course's
  ``!python -m pytest ...`` (course lesson 10) runs pytest in the kernel
  itself instead: :mod:`grading.browser`, installed when the course's
  lessons import :mod:`grading`;
* matplotlib is not there (Pyodide publishes its build only on its own
  servers), so the site has a small stand-in for the lessons' charts that
  draws SVG; :func:`totals_svg` draws a match's totals with the calls both
  have.

Nothing here does anything outside the browser:

>>> IN_BROWSER
False
>>> install()
False
"""

from __future__ import annotations

import json
import sys

__all__ = ["IN_BROWSER", "FULL_PYTHON_ONLY", "install", "totals_svg"]

#: True in a browser's Python (Pyodide).
IN_BROWSER = sys.platform == "emscripten"

#: What cannot run in the browser, in one sentence.
FULL_PYTHON_ONLY = (
    "In this browser version the bots play inside the page; tournaments of students' bot files "
    "run each bot as a separate program, which a web page cannot start, so run those with a "
    "full Python (python -m switchcore tournament, or the Binder version)."
)

_installed = False


def install() -> bool:
    """In the browser kernel, send comm messages (widgets) as JSON so that
    ``None`` reaches the page as ``null``. Returns whether it did."""
    global _installed
    if not IN_BROWSER or _installed:
        return _installed
    try:
        import js
        from pyodide_kernel.comm import Comm
    except ImportError:  # not the JupyterLite kernel
        return False
    from IPython.core.getipython import get_ipython

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        content = dict(data={} if data is None else data, comm_id=self.comm_id, **keys)
        metadata = {} if metadata is None else metadata
        if buffers is not None:
            buffers = [(b.tobytes() if hasattr(b, "tobytes") else b) for b in buffers]
        try:
            content, metadata = js.JSON.parse(json.dumps(content)), js.JSON.parse(json.dumps(metadata))
        except (TypeError, ValueError):  # not JSON: send it as the kernel does
            pass
        get_ipython().send_comm(msg_type, content, metadata, self.topic, buffers)

    Comm.publish_msg = publish_msg

    _installed = True
    return True


def totals_svg(totals_by_round, names, *, title: str | None = None) -> str:
    """The chart of :func:`tutorial.chart.totals_png` as SVG text, drawn
    with ``matplotlib.pyplot`` calls that the browser's stand-in has too,
    its words in the lessons' language.

    >>> totals_svg([(0, 10), (5, 30)], ["Ann", "Ben"]).lstrip().startswith(("<?xml", "<svg"))
    True
    """
    import io

    import matplotlib.pyplot as plt

    from .words import say

    rounds = list(range(0, len(totals_by_round) + 1))
    plt.figure(figsize=(5.5, 3.2))
    for seat, name in enumerate(names):
        plt.plot(rounds, [0] + [t[seat] for t in totals_by_round], marker="o", label=name)
    plt.xlabel(say("chart.round"))
    plt.ylabel(say("chart.total"))
    plt.title(say("chart.title") if title is None else title)
    plt.xticks(rounds)
    plt.legend(loc="upper left", fontsize="small")
    buffer = io.StringIO()
    plt.savefig(buffer, format="svg")
    plt.close()
    return buffer.getvalue()
