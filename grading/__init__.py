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

An autograded test cell of the course notebooks (nbgrader) runs the same
check apart from the notebook, in a process of its own
(:mod:`grading.autograde`): it shows the same message; under nbgrader a
failed check raises AssertionError, so the cell earns nothing, while in a
learner's own "Run All" every exercise just says "not yet".

The checks live in one module per family of functions (``cards``,
``matching``, ``points``, ``turns``, ``bots``, ``learning``); :data:`CHECKS` lists them.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Callable

from .base import CHECKS, CheckResult, Stop, Student, run_check, value_words
from .words import say

__all__ = ["CHECKS", "CheckResult", "check_function", "grade", "try_it"]

#: The modules that register checks, imported on first use.
FAMILIES = ("cards", "matching", "points", "turns", "bots", "playouts", "testing", "learning")


def _load() -> None:
    for family in FAMILIES:
        try:
            importlib.import_module(f"{__name__}.{family}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{family}":
                raise


_load()

# In the browser, course lesson 10's `!python -m pytest` runs pytest in the kernel (see grading/browser.py).
from .browser import install_shell as _install_shell  # noqa: E402

_install_shell()


def check_function(student_fn: Callable, name: str, **options: Any) -> CheckResult:
    """Check ``student_fn`` against the engine with the check called ``name``.

    Options depend on the check (``family="switch"`` or ``"crazy_eights"``
    for the rules-dependent ones; ``time_limit`` seconds per call, 1 by
    default; ``total_limit`` seconds for the whole check, 30 by default).
    The result is true when the function is right and shows a message
    either way. In a notebook's kernel the check runs in a process of its
    own (see :mod:`grading.autograde`), so that a function that never
    returns cannot hang the notebook.
    """
    if name in CHECKS and callable(student_fn) and _apart():
        registered = CHECKS[name]
        unknown = set(options) - set(registered.options) - {"time_limit", "total_limit"}
        if not unknown:
            verdict = _autograde("apart")("check", student_fn, name, options)
            return CheckResult(verdict["ok"], verdict["message"], verdict.get("case"), name)
    return run_check(student_fn, name, **options)


def _autograde(name: str) -> Callable:
    """A function of ``grading.autograde``, run afresh as the test cells run
    it, never imported: with that module in ``sys.modules``, every test
    cell's ``runpy.run_module`` would warn on stderr, which nbgrader counts
    as a failed cell."""
    import runpy

    return runpy.run_module(f"{__name__}.autograde")[name]


def _apart() -> bool:
    """Whether to check in a process of its own: inside a notebook's kernel,
    with cloudpickle there to send the learner's function (never in the
    browser, where there are no processes)."""
    if "ipykernel" not in sys.modules or sys.platform == "emscripten":
        return False
    try:
        import cloudpickle  # noqa: F401
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and type(shell).__name__ == "ZMQInteractiveShell"


def grade(student_fn: Callable, name: str, **options: Any) -> None:
    """Check ``student_fn`` as an autograded test cell does (see ``grading.autograde``).

    Shows the ✓ or the "not yet"; under nbgrader a wrong answer raises
    AssertionError, so that the cell fails. The course's test cells do not
    call this name, which a learner's cell could rebind: they load
    ``grading.autograde`` afresh and call its ``verify``.
    """
    _autograde("verify")(student_fn, name, **options)


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


def try_it(student_fn: Callable, *args: Any, isolated: bool = False) -> Answer:
    """Call ``student_fn(*args)`` once, safely, and show what it gave back
    (in a notebook's kernel, in a process of its own: see :func:`check_function`)."""
    name = getattr(student_fn, "__name__", "the function")
    if not callable(student_fn):
        return Answer(say("try.not_a_function", value=value_words(student_fn)), False)
    if not isolated and _apart():
        try:
            import cloudpickle

            cloudpickle.dumps(args)
        except Exception:  # arguments that cannot leave the notebook: call it here
            pass
        else:
            verdict = _autograde("apart")("try_it", student_fn, args, {})
            return Answer(verdict["message"], verdict["ok"])
    shown = f"{name}({', '.join(_argument(a) for a in args)})"
    try:
        result = Student(student_fn, name, "try_it", isolated=isolated)(*args, shown=shown)
    except Stop as stop:
        return Answer(stop.result.message, False)
    return Answer(say("try.gave_back", shown=shown, value=value_words(result)), True)


def _argument(value: Any) -> str:
    if type(value).__name__ == "Game":
        return "game"
    if type(value).__name__ == "Random":
        return "rng"
    return value_words(value)
