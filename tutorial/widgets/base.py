"""What every widget shares: the style sheet, CSS classes, and handlers that
show their errors instead of losing them.

In JupyterLab an exception raised inside a button's callback goes nowhere the
learner can see it. Every handler of these widgets is wrapped with
:func:`guarded`, so the error is written into the widget's message area.
"""

from __future__ import annotations

import functools
import html
import traceback

import ipywidgets as W

from ..friendly import ArgumentError
from ..words import say

__all__ = ["CSS", "style_widget", "guarded", "classed", "fitted", "show_error", "set_message", "ShortRepr",
           "TWO_COLUMNS", "ArgumentError", "choice", "whole_number"]

#: The style of the card buttons and panels; every top-level widget carries it.
CSS = """
<style>
.sc-card-button { margin: 4px 3px; padding: 0; border: none; border-radius: 6px; color: transparent;
  background-color: transparent; background-size: contain; background-repeat: no-repeat;
  background-position: center; box-shadow: 0 1px 3px rgba(0,0,0,0.35); cursor: pointer; }
.sc-card-button:hover { transform: translateY(-3px); }
.sc-card-button:focus { outline: 2px solid #3367d6; }
.sc-card-button.sc-legal { box-shadow: 0 0 0 3px #e08a00; }
.sc-card-button.sc-dim { opacity: 0.55; }
.sc-hand-header { align-items: center; gap: 12px; }
.sc-hints { width: auto; }
.sc-todo { font-style: italic; color: #555; }
.sc-actions button, .sc-suits button { margin-right: 4px; }
.sc-suit-H, .sc-suit-D { color: #d40000; }
.sc-message { min-height: 1.6em; }
.sc-error { color: #b00020; }
.sc-log { max-height: 14em; overflow-y: auto; font-size: 13px; }
.sc-seats { padding-bottom: 6px; }
.sc-seat { margin-bottom: 4px; }
.sc-say { font-size: 15px; padding: 4px 0; }
.sc-rule .widget-label-basic, .sc-rule .jupyter-widget-label-basic { white-space: normal; overflow: visible;
  line-height: 1.3; padding: 4px 0; }
.sc-rule input[type='checkbox'] { vertical-align: top; }
.sc-say p { margin: 2px 0; }
.sc-story { font-size: 13px; color: #555; }
.sc-story-list { max-height: 10em; overflow-y: auto; margin: 2px 0; }
.sc-stale { display: none; }
.sc-style.jupyter-widgets-disconnected .sc-stale { display: block; font-weight: bold; color: #8a4b00; padding: 4px 0; }
</style>
"""


def style_widget() -> W.HTML:
    """The HTML widget at the top of every widget: it carries :data:`CSS`,
    and a sentence hidden while the widget works. A widget drawn from a
    saved lesson after its kernel has gone (or once the kernel stops) no
    longer answers a click; JupyterLab then marks it
    ``jupyter-widgets-disconnected``, which shows the sentence: run its
    cell again."""
    note = f"<div class='sc-stale' role='status'>{html.escape(say('widget.stale'))}</div>"
    return classed(W.HTML(CSS + note), "sc-style")


def classed(widget, *names):
    """``widget`` with the CSS classes ``names`` added."""
    for name in names:
        widget.add_class(name)
    return widget


#: Two columns of the same width for a grid of boxes (each may shrink below its words, which wrap).
TWO_COLUMNS = "repeat(2, minmax(0, 1fr))"


def fitted(widget, *, width: bool = True):
    """``widget`` with room for its words in every language: its own label
    (``description``) as wide as it needs (``description_width='initial'``)
    and, unless ``width=False``, the widget as wide as its words
    (``width='auto'``) instead of the fixed width ipywidgets gives buttons
    and check boxes, which cuts longer words short with '…'; the buttons
    of a ToggleButtons as wide as their own words. A check box
    also grows in height, so that its words wrap (see :data:`CSS`)."""
    if width:
        widget.layout.width = "auto"
    if isinstance(widget, W.Checkbox):
        widget.layout.height = "auto"
    if "description_width" in widget.style.keys:
        widget.style.description_width = "initial"
    if "button_width" in widget.style.keys:  # the buttons of a ToggleButtons
        widget.style.button_width = "auto"
    return widget


def set_message(area: W.HTML, text: str, kind: str = "info") -> None:
    """Write a sentence into a message area (``kind``: info, refused); a
    line break in ``text`` starts a new line."""
    lines = "<br>".join(html.escape(line) for line in text.splitlines())
    area.value = f"<div class='sc-msg sc-msg-{kind}'>{lines}</div>" if text else ""
    area.remove_class("sc-error")


def show_error(area: W.HTML, exc: BaseException) -> None:
    """Write ``exc`` into the HTML widget ``area``, with its traceback folded."""
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    area.value = (f"<div class='sc-msg sc-msg-error sc-error'>{html.escape(say('widget.went_wrong'))}: "
                  f"{html.escape(type(exc).__name__)}: {html.escape(str(exc))}"
                  f"<details><summary>{html.escape(say('widget.details'))}</summary><pre>{html.escape(trace)}</pre>"
                  f"</details></div>")
    area.add_class("sc-error")


def guarded(method):
    """Wrap a widget method used as a callback: an exception is shown in the
    widget's ``message`` area (and kept in ``errors``), never lost."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # shown to the learner, see above
            self.errors.append(exc)
            show_error(self.message, exc)
            return None

    return wrapper


class ShortRepr:
    """A short text form for a widget. A notebook shows it where the widget
    itself cannot be drawn, for example in a lesson read before it is run."""

    def __repr__(self) -> str:
        return f"[{type(self).__name__}: {say('widget.run_me')}]"


# -- arguments a learner types --------------------------------------------------------
# A widget checks what it is given before it builds anything, so a wrong
# value is one sentence naming the values it takes (an ArgumentError, shown
# calmly in a notebook), never a traceback from deep inside ipywidgets.


def choice(name: str, value, choices) -> None:
    """Refuse ``value`` for the argument ``name`` unless it is one of ``choices``.

    >>> choice("family", "crazy eights", ["switch", "crazy_eights"])
    Traceback (most recent call last):
    ...
    tutorial.friendly.ArgumentError: family must be "switch" or "crazy_eights", not "crazy eights".
    """
    from switchcore.messages import and_list

    if value not in choices:
        names = and_list([_quoted(c) for c in choices], key="words.or")
        raise ArgumentError(say("widget.bad_choice", name=name, choices=names, value=_quoted(value)))


def whole_number(name: str, value, low: int, high: int) -> None:
    """Refuse ``value`` for ``name`` unless it is a whole number from ``low`` to ``high``.

    >>> whole_number("players", 9, 2, 8)
    Traceback (most recent call last):
    ...
    tutorial.friendly.ArgumentError: players must be a whole number from 2 to 8, not 9.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ArgumentError(say("widget.bad_number", name=name, low=low, high=high, value=_quoted(value)))


def _quoted(value) -> str:
    return f'"{value}"' if isinstance(value, str) else repr(value)
