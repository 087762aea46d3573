"""Settings of the notebook layer that a teacher may change.

``settings.show_rule_codes`` (False by default) decides whether the
sentences a learner reads cite rule ids such as (X-2). Recaps, tooltips,
the rules panel and the rules page always show them; ordinary sentences
stay short unless a teacher asks::

    import tutorial
    tutorial.settings.show_rule_codes = True    # every sentence names its rule

``settings.friendly_errors`` (True by default) shows a move the engine
refuses in a notebook cell as one sentence, the rule in plain words and a
link to it, instead of a traceback (see :mod:`tutorial.friendly`).

``settings.four_colour`` (False by default) draws every card of every
widget (hands, tables, step-throughs, bot games, the rules panel) from the
four-colour deck: diamonds blue and clubs green, so that no two suits share
a colour, for learners who tell red from black poorly. The widgets on show
redraw at once; a card, a hand or a game shown by itself in a cell, and a
picture drawn with ``card_svg``, follow it from then on (it is the core's
``switchcore.svg.defaults.four_colour``)::

    tutorial.settings.four_colour = True

>>> cite("K♦ does not fit", "X-2")
'K♦ does not fit'
>>> settings.show_rule_codes = True
>>> cite("K♦ does not fit", "X-2")
'K♦ does not fit (X-2)'
>>> settings.show_rule_codes = False
"""

from __future__ import annotations

import inspect
import weakref

from switchcore import svg

__all__ = ["settings", "cite", "sentence"]


class Settings:
    """The switches of the notebook layer (one shared instance: :data:`settings`)."""

    def __init__(self) -> None:
        self._show_rule_codes = False
        self.friendly_errors = True
        self._listeners: list = []

    @property
    def show_rule_codes(self) -> bool:
        return self._show_rule_codes

    @show_rule_codes.setter
    def show_rule_codes(self, value: bool) -> None:
        self._show_rule_codes = bool(value)
        self._changed("show_rule_codes")

    @property
    def four_colour(self) -> bool:
        """True to draw the cards from the four-colour deck."""
        return svg.defaults.four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        svg.defaults.four_colour = bool(value)
        self._changed("four_colour")

    def on_change(self, listener, setting: str | None = None) -> None:
        """Call ``listener(settings)`` whenever ``setting`` (by default any
        setting) changes. A widget's method is held weakly: a widget no
        longer shown is not kept alive."""
        ref = weakref.WeakMethod(listener) if inspect.ismethod(listener) else (lambda: listener)
        self._listeners.append((setting, ref))

    def remove_listener(self, listener) -> None:
        """Stop calling ``listener`` (given to :meth:`on_change`)."""
        self._listeners = [(setting, ref) for setting, ref in self._listeners if ref() != listener]

    def _changed(self, name: str) -> None:
        for entry in list(self._listeners):
            setting, ref = entry
            listener = ref()
            if listener is None:
                self._listeners.remove(entry)
            elif setting in (None, name):
                listener(self)

    def __repr__(self) -> str:
        return (f"<tutorial settings: show_rule_codes={self.show_rule_codes}, four_colour={self.four_colour}, "
                f"friendly_errors={self.friendly_errors}>")


settings = Settings()


def cite(text: str, rule: str | None) -> str:
    """``text`` with ``(rule)`` after it when rule codes are shown."""
    if rule and settings.show_rule_codes and f"({rule})" not in text:
        return f"{text} ({rule})"
    return text


def sentence(event) -> str:
    """An event (or an explanation) as one sentence, citing its rule only
    when rule codes are shown."""
    return event.sentence(rule_ids=settings.show_rule_codes)
