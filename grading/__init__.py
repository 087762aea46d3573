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
    ...     return card[len(card) - 1]
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

An autograded test cell of the course notebooks (nbgrader) is one line,
``check("suit_of")``: the judge (:mod:`grading.judge`), a process that never
runs learner code, has the learner's cells run in a confined process and
makes the verdict from the plain values that come back; the kernel only
shows it. Under ``nbgrader autograde`` the verdict that counts is made
again outside the kernel, from the notebook itself (:mod:`grading.nbjudge`),
while in a learner's own "Run All" every exercise just says "not yet".

The checks live in one module per family of functions (``cards``,
``matching``, ``points``, ``turns``, ``bots``, ``learning``); :data:`CHECKS` lists them.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Callable

from .base import CHECKS, CheckResult, Stop, Student, run_check, value_words
from .words import say

__all__ = ["CHECKS", "CheckResult", "check", "check_function", "grade", "try_it"]

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


def check(exercise: str) -> None:
    """An exercise's test cell: ``check("suit_of")``.

    In a notebook's kernel it sends the cells this kernel has run (test
    cells left out) to the judge, a process of its own that runs them in a
    confined process and makes the verdict (:mod:`grading.judge`), and shows
    the verdict. What the kernel shows is only shown: under ``nbgrader
    autograde`` the verdict that counts is made again outside the kernel,
    from the notebook itself (:mod:`grading.nbjudge`). Under ``nbgrader
    validate`` a "not yet" raises AssertionError, so that validate reports it.
    """
    from .judge import EXERCISES

    if exercise not in EXERCISES:
        raise ValueError(say("apart.no_exercise", name=exercise))
    graded = _autograde("nbgrader_run")()
    if graded == "autograde":  # the verdict is made outside this kernel, after the run (grading.nbjudge),
        # which replaces this error: should the course's nbgrader_config.py not load, every cell earns 0.
        raise AssertionError(say("apart.judge_later"))
    if sys.platform == "emscripten":  # the browser has no processes: the check runs here
        from .judge import EXERCISES as table

        name, options, target = table[exercise]
        fn = _find(target)
        result = check_function(fn, name, **options)
        verdict = {"ok": result.ok, "message": result.message}
    else:
        verdict = _judged(_history(), exercise)
    _autograde("_show")(verdict["ok"], verdict["message"])
    if graded and not verdict["ok"]:
        raise AssertionError(verdict["message"])


def _find(target: str):
    import importlib

    from IPython import get_ipython

    first, *rest = target.split(".")
    namespace = get_ipython().user_ns
    value = namespace[first] if first in namespace else importlib.import_module(first)
    for part in rest:
        value = getattr(value, part)
    return value


#: The raw source of every cell this kernel ran since ``grading`` was imported, the running one last
#: (see :func:`_record_cells`).
_CELLS: list[str] = []


def _record_cells() -> None:
    """Keep the source of each cell the kernel runs from now on, in :data:`_CELLS`.

    A kernel's ``In`` holds only the cells run with history kept: nbval and
    other runners that send cells with ``store_history=False`` leave it
    empty. IPython's ``pre_run_cell`` event sees every cell either way; the
    cell that imports ``grading`` is already running, so it is taken from
    the kernel's current request."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "_grading_records_cells", False):
        return
    shell._grading_records_cells = True
    try:
        running = shell.kernel.get_parent()["content"]["code"]
    except Exception:  # not an ipykernel, or no request being run
        running = None
    if isinstance(running, str) and running.strip():
        _CELLS.append(running)

    def seen(info) -> None:
        raw = getattr(info, "raw_cell", None)
        if isinstance(raw, str) and raw.strip():
            _CELLS.append(raw)

    shell.events.register("pre_run_cell", seen)


def _history() -> list[str]:
    """The cells this kernel has run before the running one, in order, its test cells left out:
    from ``In`` where the kernel keeps it, else as :func:`_record_cells` kept them."""
    from IPython import get_ipython

    shell = get_ipython()
    kept = [cell for cell in (shell.user_ns.get("In", []) if shell is not None else []) if cell and cell.strip()]
    cells = kept if kept else list(_CELLS)
    return [cell for cell in cells[:-1] if cell and not is_test_cell(cell)]


def is_test_cell(source: str) -> bool:
    """Whether a cell is an exercise's test cell (``check("name")``, nothing else but comments)."""
    import ast

    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    return bool(body) and all(isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                              and isinstance(node.value.func, ast.Name) and node.value.func.id == "check"
                              for node in body)


def _judged(cells: list[str], exercise: str) -> dict:
    """The judge's verdict, from a process of its own (``python -m grading.judge``)."""
    import json
    import os
    import subprocess
    from pathlib import Path

    from switchcore.messages import language

    root = str(Path(__file__).resolve().parent.parent)
    job = json.dumps({"cells": cells, "exercise": exercise, "language": language()})
    environ = {key: value for key, value in os.environ.items() if not key.startswith("NBGRADER")}
    try:
        done = subprocess.run([sys.executable, "-X", "utf8", "-I", "-c",
                               f"import sys; sys.path.insert(0, {root!r}); from grading.judge import main; main()"],
                              input=job.encode("utf-8"), capture_output=True, timeout=600, env=environ)
        verdict = json.loads(done.stdout.decode("utf-8"))
        return {"ok": verdict["ok"] is True, "message": str(verdict["message"])}
    except Exception as error:
        return {"ok": False, "message": say("verdict.not_yet", message=say("apart.stopped", shown=exercise,
                                                                           status=type(error).__name__))}


def grade(student_fn: Callable, name: str, **options: Any) -> None:
    """Check ``student_fn`` in a process of its own (see ``grading.autograde``)
    and show the ✓ or the "not yet"; under nbgrader a wrong answer raises
    AssertionError. The course's test cells do not call this: they call
    :func:`check`, whose verdict the judge makes apart from the kernel.
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


if "ipykernel" in sys.modules:  # a notebook's kernel: keep the cells it runs, for the judge (see _history)
    _record_cells()
