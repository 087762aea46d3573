"""What every widget shares: the style sheet, CSS classes, and handlers that
show their errors instead of losing them.

In JupyterLab an exception raised inside a button's callback goes nowhere the
learner can see it. Every handler of these widgets is wrapped with
:func:`guarded`, so the error is written into the widget's message area.
"""

from __future__ import annotations

import contextlib
import functools
import html
import traceback

import ipywidgets as W

from ..friendly import ArgumentError
from ..words import say

__all__ = ["CSS", "style_widget", "guarded", "classed", "made", "shared", "held", "fitted", "show_error", "set_message", "live", "ShortRepr",
           "TWO_COLUMNS", "ArgumentError", "choice", "whole_number"]

#: The colour of the ring around whatever has the keyboard's focus: 6.4:1 on white.
FOCUS_COLOUR = "#0b57d0"
#: The colour of the ring and the tick of a card that fits (hints on): 4.8:1 on white.
FITS_COLOUR = "#b35900"
#: How opaque a card that does not fit is drawn (hints on): red ink still has 4.9:1 on white.
DIM_OPACITY = 0.85

#: The style of the card buttons and panels; every top-level widget carries it.
#: The rings win over JupyterLab's own button styles (hence ``!important``),
#: a card's ring sits outside the ring of a card that fits, and a fitting
#: card also wears a tick (a shape, not only a colour).
CSS = """
<style>
.sc-card-button { margin: 4px 3px; padding: 0; border: none; border-radius: 6px; color: transparent;
  background-color: transparent; background-size: contain; background-repeat: no-repeat;
  background-position: center; box-shadow: 0 1px 3px rgba(0,0,0,0.35); cursor: pointer; }
.sc-card-button:hover { transform: translateY(-3px); }
.sc-card-button { position: relative; overflow: visible; }
.sc-widget .jupyter-button:focus-visible, .sc-widget .jupyter-button:focus:enabled,
.sc-widget input:focus-visible, .sc-widget select:focus-visible {
  outline: 3px solid FOCUS !important; outline-offset: 2px !important; }
.sc-card-button.jupyter-button:focus-visible, .sc-card-button.jupyter-button:focus:enabled {
  outline: 3px solid FOCUS !important; outline-offset: 5px !important; }
.sc-card-button.sc-legal, .sc-card-button.sc-legal.jupyter-button:focus:enabled {
  box-shadow: 0 0 0 3px FITS !important; }
.sc-card-button.sc-legal::after { content: "✓"; position: absolute; top: -9px; right: -9px; width: 20px;
  height: 20px; border-radius: 10px; background: FITS; color: #ffffff; font: bold 14px/20px sans-serif;
  text-align: center; box-shadow: 0 0 0 2px #ffffff; }
.sc-card-button.sc-dim { opacity: DIM; }
.sc-hand-header { align-items: center; gap: 12px; }
.sc-hints { width: auto; }
.sc-todo { font-style: italic; color: #555; }
.sc-actions button, .sc-suits button { margin-right: 4px; }
.sc-suit-H, .sc-suit-D { color: #d40000; }
.sc-message { min-height: 1.6em; }
.sc-error { color: #b00020; }
.sc-log { font-size: 13px; }
.sc-log-scroll { max-height: 14em; overflow-y: auto; }
.sc-seats { padding-bottom: 6px; }
.sc-seat { margin-bottom: 4px; }
.sc-say { font-size: 15px; padding: 4px 0; }
.sc-rule .widget-label-basic, .sc-rule .jupyter-widget-label-basic,
.sc-check .widget-label-basic, .sc-check .jupyter-widget-label-basic { white-space: normal; overflow: visible;
  line-height: 1.3; padding: 4px 0; }
.sc-rule input[type='checkbox'], .sc-check input[type='checkbox'] { vertical-align: top; }
.sc-say p { margin: 2px 0; }
.sc-story { font-size: 13px; color: #555; }
.sc-story-list { max-height: 10em; overflow-y: auto; margin: 2px 0; }
.sc-stale { display: none; }
.sc-style.jupyter-widgets-disconnected .sc-stale { display: block; font-weight: bold; color: #8a4b00; padding: 4px 0; }
</style>
""".replace("FOCUS", FOCUS_COLOUR).replace("FITS", FITS_COLOUR).replace("DIM", str(DIM_OPACITY))


def style_widget() -> W.HTML:
    """The HTML widget at the top of every widget: it carries :data:`CSS`,
    and a sentence hidden while the widget works. A widget drawn from a
    saved lesson after its kernel has gone (or once the kernel stops) no
    longer answers a click; JupyterLab then marks it
    ``jupyter-widgets-disconnected``, which shows the sentence: run its
    cell again. Every widget of a language wears the same one (a model
    may be shown in many places), so the style sheet goes to the page once."""
    note = f"<div class='sc-stale' role='status'>{html.escape(say('widget.stale'))}</div>"
    key = ("style sheet", note)
    if not _open(key):
        _SHARED[key] = made(W.HTML, "sc-style", value=CSS + note)
    return _SHARED[key]


def classed(widget, *names):
    """``widget`` with the CSS classes ``names`` added (in one change, so
    one message to the page)."""
    new = tuple(name for name in names if name not in widget._dom_classes)
    if new:
        widget._dom_classes = (*widget._dom_classes, *new)
    return widget


# -- few models for the page ------------------------------------------------------------
# Every widget is a model on the page, with a layout model and a style model
# of its own, and making one, or changing one, is a message from the kernel.
# A step-through used to be some 120 models and 100 changes, and the rules
# page, 25 step-throughs, sent about 6,000 messages in 4 seconds: more than
# a busy Jupyter server reads in time. The kernel then drops messages (it
# keeps 1,000 waiting per reader), and a lost "idle" leaves Run All busy
# for ever. So widgets are made whole, their CSS classes given when they
# are made, and those whose layout and style never change share one.

_SHARED: dict = {}


class _Sealed:
    """A layout or style that many widgets wear refuses to change, since a
    change would reach every one of them. A widget whose layout changes (one
    hidden and shown again, say) is given a ``W.Layout`` of its own."""

    def __setattr__(self, name, value):
        if getattr(self, "_sealed", False) and name in self.keys:
            what = "layout" if isinstance(self, W.Layout) else "style"
            raise AttributeError(f"this {what} is shared by many widgets: give the widget a {what} of its own "
                                 f"to change its {name}")
        super().__setattr__(name, value)


@functools.cache
def _sealed(kind):
    return type(f"Shared{kind.__name__}", (_Sealed, kind), {})


def shared(kind, **traits):
    """The one ``kind`` (a layout or a style class) with ``traits`` that the
    widgets made by :func:`made` share; it refuses to change."""
    key = (kind, tuple(sorted(traits.items())))
    if not _open(key):
        model = _sealed(kind)(**traits)
        model._sealed = True
        _SHARED[key] = model
    return _SHARED[key]


def _open(key) -> bool:
    """True when the shared model of ``key`` exists and is still open: a
    learner's ``W.Widget.close_all()`` closes it, and the next widget then
    gets a new one instead of a model the page no longer has."""
    return key in _SHARED and _SHARED[key].comm is not None


def made(kind, *classes, fit: bool = False, **traits):
    """A new ``kind`` widget (``W.HTML``, ``W.Button``, ``W.HBox`` ...)
    wearing the CSS ``classes`` from the start, so that the page gets it in
    one message. Its layout and style are shared (:func:`shared`) unless
    ``traits`` give it its own. ``fit=True`` makes it as wide as its words,
    as :func:`fitted` does.

    >>> a, b = made(W.HTML, "sc-say"), made(W.HTML, "sc-story", value="<p>Hello</p>")
    >>> a._dom_classes, a.layout is b.layout, a.style is b.style
    (('sc-say',), True, True)
    >>> a.layout.display = "none"
    Traceback (most recent call last):
    ...
    AttributeError: this layout is shared by many widgets: give the widget a layout of its own to change its display
    >>> a.style.font_size = "20px"
    Traceback (most recent call last):
    ...
    AttributeError: this style is shared by many widgets: give the widget a style of its own to change its font_size
    """
    layout, style = _room_for_words(kind) if fit else ({}, {})
    traits.setdefault("layout", shared(W.Layout, **layout))
    if _style_kind(kind) is not None:
        traits.setdefault("style", shared(_style_kind(kind), **style))
    return kind(_dom_classes=classes, **traits)


@contextlib.contextmanager
def held(*widgets):
    """Hold every change to ``widgets``, the widgets inside them and their
    layouts until the block ends, then send each widget's state once: a
    game that bots play at once sends the page its end, not every move
    (a match of lesson 10 sent 7 MB, move by move).

    >>> a = made(W.HTML, "sc-say")
    >>> with held(W.VBox([a])):
    ...     a.value = "one"
    ...     a.value = "two"
    ...     a._states_to_send
    {'value'}
    >>> a._states_to_send, a.value
    (set(), 'two')
    """
    with contextlib.ExitStack() as stack:
        seen: set = set()
        todo = list(widgets)
        while todo:
            widget = todo.pop()
            if id(widget) in seen or not isinstance(widget, W.Widget):
                continue
            seen.add(id(widget))
            stack.enter_context(widget.hold_sync())
            todo.extend(getattr(widget, "children", ()))
            todo.append(getattr(widget, "layout", None))
        yield


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
    layout, style = _room_for_words(type(widget), width=width)
    for name, value in layout.items():
        setattr(widget.layout, name, value)
    for name, value in style.items():
        setattr(widget.style, name, value)
    return widget


def _style_kind(kind):
    """The style class of a widget ``kind`` (None for boxes, which have none)."""
    trait = kind.class_traits().get("style")
    return trait.klass if trait is not None else None


def _room_for_words(kind, *, width: bool = True) -> tuple[dict, dict]:
    """What :func:`fitted` sets on a widget of ``kind``, and what
    ``made(..., fit=True)`` shares: (layout traits, style traits)."""
    layout = ({"width": "auto"} if width else {}) | ({"height": "auto"} if issubclass(kind, W.Checkbox) else {})
    names = _style_kind(kind).class_trait_names() if _style_kind(kind) is not None else ()
    style = {name: value for name, value in (("description_width", "initial"),
                                             ("button_width", "auto"))   # the buttons of a ToggleButtons
             if name in names}
    return layout, style


#: The live region of each kind of message: screen readers read a status
#: when they are done speaking, an alert (a refusal, an error) at once.
LIVE = {"info": "role='status' aria-live='polite'", "refused": "role='alert' aria-live='assertive'",
        "error": "role='alert' aria-live='assertive'"}


def live(html_text: str, kind: str = "info") -> str:
    """``html_text`` in a live region of ``kind`` (see :data:`LIVE`)."""
    return f"<div class='sc-live sc-live-{kind}' {LIVE[kind]} aria-atomic='true'>{html_text}</div>"


def set_message(area: W.HTML, text: str, kind: str = "info") -> None:
    """Write a sentence into a message area (``kind``: info, refused); a
    line break in ``text`` starts a new line. The sentence is a live region
    (:func:`live`), so a screen reader reads it out when it appears."""
    lines = "<br>".join(html.escape(line) for line in text.splitlines())
    area.value = live(f"<div class='sc-msg sc-msg-{kind}'>{lines}</div>", kind) if text else ""
    area.remove_class("sc-error")


def show_error(area: W.HTML, exc: BaseException) -> None:
    """Write ``exc`` into the HTML widget ``area``, with its traceback folded."""
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    area.value = live(f"<div class='sc-msg sc-msg-error sc-error'>{html.escape(say('widget.went_wrong'))}: "
                      f"{html.escape(type(exc).__name__)}: {html.escape(str(exc))}"
                      f"<details><summary>{html.escape(say('widget.details'))}</summary>"
                      f"<pre>{html.escape(trace)}</pre></details></div>", "error")
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
