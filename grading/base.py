"""The machinery every check shares: calling a learner's function safely,
judging what it returns, and saying so in plain words.

A check is a function registered under a name with :func:`check`. It gets
a :class:`Student` (the learner's function, wrapped) and the options the
caller gave, asks the student for answers on many cases, compares each with
the engine's, and returns a :class:`CheckResult`:

    @check("suit_of", family="cards")
    def _suit_of(student, **options):
        for code in CODES:
            got = student(code, shown=f"suit_of({code!r})", expect=str, what="a letter such as 'H'")
            ...
        return passed("suit_of", "...")

``Student.__call__`` never lets a learner's mistake escape as a traceback:
an exception, a call that runs past the time limit, a result of the wrong
type or an argument changed in place each stop the check with a friendly
:class:`CheckResult` instead (raised internally as :class:`Stop` and caught
by :func:`run_check`). What the learner's function prints is captured, so a
forgotten ``print`` inside a loop does not flood the notebook.

Messages describe the first case that went wrong and the rule it breaks
(by rule id); they give the expected answer for that case, never code.
"""

from __future__ import annotations

import contextlib
import copy
import html
import io
import signal
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

__all__ = [
    "CHECKS",
    "CheckResult",
    "Stop",
    "Student",
    "check",
    "describe_type",
    "fail",
    "passed",
    "run_check",
]

#: Seconds one call of the learner's function may take.
TIME_LIMIT = 1.0
#: Seconds all the calls of one check may take together.
TOTAL_LIMIT = 30.0

#: name -> the registered check (see :func:`check`).
CHECKS: dict[str, "Check"] = {}


@dataclass(frozen=True)
class CheckResult:
    """What a check found: ``ok``, the ``message`` for the learner, and the
    ``case`` that went wrong (a dict of the arguments, or None).

    It is true when the check passed, so a test can say
    ``assert check_function(fits, "fits")``; in a notebook it shows its
    message in a coloured box.
    """

    ok: bool
    message: str
    case: dict | None = None
    name: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        return _html(self.ok, self.message)


def _html(ok: bool, message: str) -> str:
    colour, border = ("#e8f5e9", "#2e7d32") if ok else ("#fff8e1", "#f9a825")
    css = "sc-check-ok" if ok else "sc-check-not-yet"
    text = html.escape(message).replace("\n", "<br>")
    return (
        f'<div class="sc-check {css}" style="background:{colour};border-left:6px solid {border};'
        f'padding:6px 10px;margin:2px 0;color:#212121;white-space:normal">{text}</div>'
    )


class Stop(Exception):
    """Raised inside a check to end it with ``result`` (caught by :func:`run_check`)."""

    def __init__(self, result: CheckResult) -> None:
        super().__init__(result.message)
        self.result = result


def passed(name: str, message: str) -> CheckResult:
    """A passing result: ``✓ message``."""
    return CheckResult(True, f"✓ {message}", None, name)


def fail(name: str, message: str, case: dict | None = None) -> CheckResult:
    """A failing result: ``✗ Not yet: message``."""
    return CheckResult(False, f"✗ Not yet: {message}", case, name)


# ---------------------------------------------------------------------------
# Types, in words a beginner knows
# ---------------------------------------------------------------------------

_TYPE_WORDS = {
    bool: "True or False (a bool)",
    int: "a whole number (an int)",
    float: "a decimal number (a float)",
    str: "a piece of text (a str)",
    list: "a list",
    tuple: "a tuple",
    dict: "a dictionary (a dict)",
    set: "a set",
    type(None): "None",
}


def describe_type(value: Any) -> str:
    """How to name the type of ``value`` to a learner."""
    return _TYPE_WORDS.get(type(value), f"a {type(value).__name__}")


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# ---------------------------------------------------------------------------
# Calling the learner's function
# ---------------------------------------------------------------------------

class _TooLong(BaseException):
    """Raised by the alarm inside a call that ran past the time limit. A
    BaseException, so that a learner's ``except Exception`` does not swallow it."""


def _hint(error: BaseException) -> str:
    if isinstance(error, NotImplementedError):
        return ""
    if isinstance(error, NameError):
        return " Check the spelling of every name, and that each one is defined before it is used."
    if isinstance(error, IndexError):
        return " A position in a string or list is past its end; remember that '10H' has three characters."
    if isinstance(error, KeyError):
        return " A dictionary was asked for a key it does not have: is every rank in it, written the same way?"
    if isinstance(error, (TypeError, AttributeError)):
        return " A value is not of the type the code expects: a card is a piece of text such as '7H'."
    if isinstance(error, RecursionError):
        return " The function calls itself again and again without end."
    return ""


class Student:
    """The learner's function, called safely: see the module docstring.

    ``name`` is what the learner called it (as shown in messages),
    ``check`` the check's name, ``time_limit`` seconds per call.
    """

    def __init__(self, fn: Callable, name: str, check: str, time_limit: float = TIME_LIMIT,
                 total_limit: float = TOTAL_LIMIT) -> None:
        self.fn = fn
        self.name = name
        self.check = check
        self.time_limit = time_limit
        self.total_limit = total_limit
        self.calls = 0
        self.seconds = 0.0
        self.printed = io.StringIO()

    def stop(self, message: str, case: dict | None = None) -> Stop:
        return Stop(fail(self.check, message, case))

    def __call__(self, *args: Any, shown: str, case: dict | None = None,
                 expect: type | tuple[type, ...] | None = None, what: str = "",
                 copy_args: bool = True) -> Any:
        """Call the learner's function on copies of ``args`` and return its
        answer; ``shown`` is the call as the learner would write it.
        With ``expect``, an answer not of that type (``what`` says which
        answers are wanted) stops the check. Arguments are copied, and a
        call that changes its copy stops the check; ``copy_args=False``
        passes them as they are (for values that cannot be copied, or that
        the check makes afresh for each call)."""
        if self.seconds > self.total_limit:
            raise self.stop(
                f"{self.name} gave right answers in the {self.calls:,} cases tried, but it is too slow: "
                f"they took {self.seconds:.0f} seconds, and the check stops after {self.total_limit:g}. "
                "Look for work it repeats that it could do once.",
                case,
            )
        given = copy.deepcopy(args) if copy_args else args
        self.calls += 1
        start = time.perf_counter()
        try:
            result = self._call(given)
        except _TooLong:
            raise self.stop(
                f"{shown} was still running after {self.time_limit:g} second{'' if self.time_limit == 1 else 's'}, "
                "so the check gave up. "
                "Is there a loop that never ends, such as a while loop whose condition never becomes False?",
                case,
            ) from None
        except NotImplementedError:
            raise self.stop(
                f"{self.name} is not written yet: replace the line `raise NotImplementedError()` "
                "with your code, run that cell, then run this one again.",
                case,
            ) from None
        except SystemExit:
            raise self.stop(f"{shown} called exit(), which would stop Python itself; use `return` instead.",
                            case) from None
        except Exception as error:  # the learner's bug: reported, never re-raised
            raise self.stop(
                f"{shown} stopped with an error: {type(error).__name__}: {error}.{_hint(error)}", case
            ) from None
        finally:
            self.seconds += time.perf_counter() - start
        if copy_args and given != args:
            raise self.stop(
                f"{shown} changed what it was given: afterwards the arguments were {_short(given)}. "
                "A function that answers a question should leave its inputs as they were "
                "(make a new list instead of changing the old one).",
                case,
            )
        if expect is not None and (not isinstance(result, expect) or (expect in (int, float) and isinstance(result, bool))):
            wanted = what or describe_type(expect)
            if result is None:
                message = (f"{shown} gave back None, which is what a function gives back when it ends "
                           f"without `return`; it should give back {wanted}. Did you forget `return`?")
            else:
                message = (f"{shown} gave back {_short(result)}, which is {describe_type(result)}, "
                           f"but it should give back {wanted}.")
            raise self.stop(message, case)
        return result

    def _call(self, args: tuple) -> Any:
        out = contextlib.redirect_stdout(self.printed)
        err = contextlib.redirect_stderr(self.printed)
        with out, err, _time_limit(self.time_limit):
            return self.fn(*args)


@contextlib.contextmanager
def _time_limit(seconds: float):
    """Interrupt the body with :class:`_TooLong` after ``seconds``.

    Uses a real-time alarm signal, which works in the main thread of a Unix
    process (a Jupyter kernel runs cells there). Elsewhere (Windows, other
    threads) the body runs without a limit.
    """
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def alarm(signum, frame):
        raise _TooLong()

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# ---------------------------------------------------------------------------
# The registry
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Check:
    """A registered check: ``run(student, **options) -> CheckResult``."""

    name: str
    run: Callable[..., CheckResult]
    doc: str = ""
    options: dict = field(default_factory=dict)


def check(name: str, **defaults: Any) -> Callable:
    """Register the decorated function as the check called ``name``;
    ``defaults`` are its options when the caller gives none."""

    def register(fn: Callable[..., CheckResult]) -> Callable[..., CheckResult]:
        if name in CHECKS:
            raise ValueError(f"a check called {name!r} is registered twice")
        CHECKS[name] = Check(name, fn, (fn.__doc__ or "").strip(), dict(defaults))
        return fn

    return register


def run_check(student_fn: Callable, name: str, *, time_limit: float = TIME_LIMIT,
              total_limit: float = TOTAL_LIMIT, **options: Any) -> CheckResult:
    """Run the check ``name`` on ``student_fn`` (see :func:`check_function`)."""
    if name not in CHECKS:
        known = ", ".join(sorted(CHECKS))
        raise ValueError(f"there is no check called {name!r}; the checks are: {known}")
    registered = CHECKS[name]
    unknown = set(options) - set(registered.options)
    if unknown:
        raise TypeError(
            f"the check {name!r} takes no option {', '.join(sorted(unknown))}; "
            f"its options are: {', '.join(sorted(registered.options)) or 'none'}"
        )
    shown_name = getattr(student_fn, "__name__", name)
    if not callable(student_fn):
        return fail(
            name,
            f"expected a function, such as {name}, but got {_short(student_fn)}, which is "
            f"{describe_type(student_fn)}. Pass the function itself, without brackets after its name.",
        )
    student = Student(student_fn, shown_name, name, time_limit, total_limit)
    try:
        result = registered.run(student, **{**registered.options, **options})
    except Stop as stop:
        result = stop.result
    return _with_name(result, name)


def _with_name(result: CheckResult, name: str) -> CheckResult:
    if result.name:
        return result
    return CheckResult(result.ok, result.message, result.case, name)
