"""The course's grading: the engine checks functions that learners write.

In the course "Python with cards" learners write real parts of the game
(does a card fit, which cards are playable, what a hand is worth, whose
turn is next, a bot). ``check_function`` compares such a function with
``switchcore`` on every relevant case (all of them where there are few,
many seeded random ones otherwise) and says, in plain words, either that
it is right or which case it gets wrong and the rule that case depends on,
never the code of an answer::

    >>> from grading import check_function
    >>> def suit_of(card):
    ...     return card[-1]
    >>> check_function(suit_of, "suit_of")
    ✓ suit_of is right for all 52 cards.
    >>> def suit_of(card):
    ...     return card[1]
    >>> result = check_function(suit_of, "suit_of")
    >>> bool(result), result.case
    (False, {'card': '10C'})

``try_it(fn, *args)`` calls a learner's function once and shows what it
gave back, or a sentence instead of a traceback when it is not written yet
or breaks, so a lesson's "try it" cells run in a blank copy too::

    >>> try_it(suit_of, "10C")
    suit_of('10C') gave back '0'

``grade(fn, name, ...)`` is the same check for an autograded test cell of
the course notebooks (nbgrader): it shows the same message, and when the
check fails it also hands nbgrader a score of 0 (nbgrader reads a number
shown as a test cell's result as the points earned). Nothing is raised, so
"Run All" runs a whole lesson through and every exercise says "not yet".

The checks live in one module per family of functions (``cards``,
``matching``, ``points``, ``turns``, ``bots``); :data:`CHECKS` lists them.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from .base import CHECKS, CheckResult, Stop, Student, run_check

__all__ = ["CHECKS", "CheckResult", "check_function", "grade", "try_it"]

#: The modules that register checks, imported on first use.
FAMILIES = ("cards", "matching", "points", "turns", "bots", "playouts", "testing")


def _load() -> None:
    for family in FAMILIES:
        try:
            importlib.import_module(f"{__name__}.{family}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{family}":
                raise


_load()


def check_function(student_fn: Callable, name: str, **options: Any) -> CheckResult:
    """Check ``student_fn`` against the engine with the check called ``name``.

    Options depend on the check (``family="switch"`` or ``"crazy_eights"``
    for the rules-dependent ones; ``time_limit`` seconds per call, 1 by
    default; ``total_limit`` seconds for the whole check, 30 by default).
    The result is true when the function is right and shows a message
    either way.
    """
    return run_check(student_fn, name, **options)


class Graded:
    """A check's result as an nbgrader test cell shows it: the message for
    the learner (HTML) and, when the check failed, the score 0 for nbgrader
    (plain text, which JupyterLab does not show when HTML is there)."""

    def __init__(self, result: CheckResult) -> None:
        self.result = result

    def __repr__(self) -> str:
        return self.result.message

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"text/plain": "0", "text/html": self.result._repr_html_()}


def grade(student_fn: Callable, name: str, **options: Any) -> Graded | None:
    """Check ``student_fn`` in an autograded test cell.

    A right function is shown its ✓ message and earns the cell's points; a
    wrong one is shown what is wrong and earns 0 (see the module docstring).
    """
    result = check_function(student_fn, name, **options)
    if result.ok:
        try:
            from IPython.display import display
        except ImportError:  # outside IPython: just say it
            print(result.message)
        else:
            display(result)
        return None
    return Graded(result)




class Answer:
    """What one call of a learner's function gave back, as :func:`try_it` shows it."""

    def __init__(self, text: str, ok: bool) -> None:
        self.text, self.ok = text, ok

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        import html

        colour = "#f5f5f5" if self.ok else "#fff8e1"
        return (f'<div class="sc-try" style="background:{colour};padding:4px 10px;margin:2px 0;'
                f'font-family:monospace;color:#212121">{html.escape(self.text)}</div>')


def try_it(student_fn: Callable, *args: Any) -> Answer:
    """Call ``student_fn(*args)`` once, safely, and show what it gave back."""
    name = getattr(student_fn, "__name__", "the function")
    shown = f"{name}({', '.join(repr(a) for a in args)})"
    if not callable(student_fn):
        return Answer(f"{student_fn!r} is not a function", False)
    try:
        result = Student(student_fn, name, "try_it")(*args, shown=shown)
    except Stop as stop:
        return Answer(stop.result.message, False)
    return Answer(f"{shown} gave back {result!r}", True)
