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
import numbers
import os
import queue
import signal
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .words import decimal, number, say

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
    return CheckResult(False, say("verdict.not_yet", message=message), case, name)


# ---------------------------------------------------------------------------
# Types, in words a beginner knows
# ---------------------------------------------------------------------------

_TYPE_WORDS = {bool: "type.bool", int: "type.int", float: "type.float", str: "type.str", list: "type.list",
               tuple: "type.tuple", dict: "type.dict", set: "type.set"}


def describe_type(value: Any) -> str:
    """How to name the type of ``value`` to a learner."""
    if value is None:
        return "None"
    key = _TYPE_WORDS.get(type(value))
    return say(key) if key else say("type.other", kind=type(value).__name__)


def _short(value: Any, limit: int = 80) -> str:
    """A short picture of ``value``: plain values as Python writes them, cut
    at ``limit`` characters; any other object by its kind only, never by a
    repr it may define itself."""
    text = _numbers_array(value)
    if text is not None:
        pass
    elif type(value) in PLAIN:
        try:
            text = repr(plain(value))
        except NotPlain:
            text = say("value.holding", kind=type(value).__name__)
    else:
        text = say("value.object", kind=type(value).__name__)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _numbers_array(value: Any) -> str | None:
    """A numpy array of numbers as the learner would write it, rounded to
    four places (``np.array([0.09, 0.2447])``, lesson 12), or None for anything else."""
    kind = type(value)
    if kind.__name__ != "ndarray" or getattr(kind, "__module__", "") != "numpy" or value.dtype.kind not in "biuf":
        return None
    if value.dtype.kind == "f":
        value = value.round(4) + 0.0  # + 0.0: -0.0 reads 0.0
    return f"np.array({value.tolist()!r})"


def value_words(value: Any) -> str:
    """A value as a learner reads it, short: plain values as Python writes
    them (cut after 80 characters), a move or a card by its code, a game by
    what it is, and any other object by its kind, never by a long repr."""
    if _numbers_array(value) is not None:
        return _short(value)
    try:
        return _short(plain(value))
    except NotPlain:
        pass
    code = getattr(type(value), "code", None) is not None and getattr(value, "code", None)
    if isinstance(code, str) and type(value).__module__.startswith("switchcore"):
        return f"{type(value).__name__} {code!r}"
    if type(value).__name__ == "Game" and type(value).__module__.startswith("switchcore"):
        return say("value.game_over" if value.round_over else "value.game_on", number=number(len(value.moves)))
    if type(value) in (list, tuple, set, dict):
        return say("value.values", kind=type(value).__name__, number=number(len(value)))
    return say("value.object", kind=type(value).__name__)


def _same_values(a: Any, b: Any) -> bool:
    """Whether a call left its arguments as they were: ``==``, and element by
    element for numpy arrays, whose ``==`` gives an array, not True or False."""
    try:
        return bool(a == b)
    except (ValueError, TypeError):
        if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
            return len(a) == len(b) and all(_same_values(x, y) for x, y in zip(a, b))
        import numpy as np

        return bool(np.array_equal(a, b))


def same(right: Any, got: Any) -> bool:
    """Whether ``got`` is the engine's value ``right``: the same type and an
    equal value, judged by the engine's type, never by an ``==`` that a
    learner's object defines for itself."""
    return type(got) is type(right) and right == got


def member(got: Any, options: Any) -> bool:
    """Whether ``got`` is one of the engine's values ``options`` (see :func:`same`)."""
    return any(same(option, got) for option in options)


# ---------------------------------------------------------------------------
# Plain values
# ---------------------------------------------------------------------------

#: The types a check compares by value: what a learner's function gives back
#: is turned into these before any comparison.
PLAIN = (bool, int, float, str, type(None), list, tuple, dict, set, frozenset)


class NotPlain(Exception):
    """A value that is not made of :data:`PLAIN` types; ``value`` is the first such part."""

    def __init__(self, value: Any) -> None:
        super().__init__(type(value).__name__)
        self.value = value


def plain(value: Any, depth: int = 0) -> Any:
    """``value`` rebuilt from plain Python types only (:data:`PLAIN`).

    A numpy number becomes the Python number it holds (``numpy.int64(2)``
    is 2); lists, tuples and dictionaries are rebuilt item by item; any
    other object, a subclass of ``str`` or ``int`` included, raises
    :class:`NotPlain`, so that no comparison ever runs a learner's own ``==``.
    """
    kind = type(value)
    if kind in (bool, int, float, str, type(None)):
        return value
    if depth > 20:
        raise NotPlain(value)
    if kind is list or kind is tuple:
        return kind(plain(item, depth + 1) for item in value)
    if kind is dict:
        return {plain(key, depth + 1): plain(item, depth + 1) for key, item in value.items()}
    if kind is set or kind is frozenset:
        return kind(plain(item, depth + 1) for item in value)
    if getattr(kind, "__module__", "") == "numpy" and getattr(value, "ndim", None) == 0:
        item = kind.item(value)
        if type(item) in (bool, int, float):
            return item
    raise NotPlain(value)


class Foreign:
    """A value the learner's function gave back in the confined process that
    is neither plain nor the engine's (see :mod:`grading.judge`): only its
    kind's name is known here, as the name of its class (:func:`foreign`)."""

    text = number = False


def foreign(kind: str, text: bool = False, number: bool = False) -> Foreign:
    """A :class:`Foreign` value of the kind called ``kind``."""
    name = kind if kind.isidentifier() else "object"
    return type(name, (Foreign,), {"text": text, "number": number, "__module__": "learner"})()


def _not_plain_words(part: Any) -> str:
    """What ``part``, a value that is not plain, is, in a phrase for a learner."""
    kind = type(part)
    if isinstance(part, Foreign):
        key = "value.own_text" if part.text else "value.own_number" if part.number else "value.own_object"
        return say(key, kind=kind.__name__)
    if kind.__name__ == "Card" and kind.__module__.startswith("switchcore"):
        return say("value.card_object", code=getattr(part, "code", "?"))
    if isinstance(part, str):
        return say("value.own_text", kind=kind.__name__)
    if isinstance(part, (int, float)):
        return say("value.own_number", kind=kind.__name__)
    return say("value.own_object", kind=kind.__name__)


def _plain_only(expect) -> bool:
    kinds = expect if isinstance(expect, tuple) else (expect,)
    return all(kind in PLAIN for kind in kinds)


# ---------------------------------------------------------------------------
# Calling the learner's function
# ---------------------------------------------------------------------------

class _TooLong(BaseException):
    """Raised by the alarm inside a call that ran past the time limit. A
    BaseException, so that a learner's ``except Exception`` does not swallow it."""


def _hint(error: BaseException) -> str:
    """A sentence for a beginner after ``error`` (with a space before it), or nothing."""
    key = _hint_key(error)
    return " " + say(key) if key else ""


def _hint_key(error: BaseException) -> str | None:
    if isinstance(error, NotImplementedError):
        return None
    if isinstance(error, UnboundLocalError):
        return "hint.unbound"
    if isinstance(error, NameError):
        return "hint.name"
    if isinstance(error, ValueError) and "int()" in str(error):
        return "hint.int"
    if isinstance(error, IndexError):
        return "hint.index"
    if isinstance(error, KeyError):
        return "hint.key"
    if isinstance(error, (TypeError, AttributeError)):
        return "hint.type"
    if isinstance(error, RecursionError):
        return "hint.recursion"
    return None


def _unwritten(error: BaseException):
    """The code of the function whose body raised ``error`` (the innermost
    frame of its traceback outside the checks), or None."""
    tb, found = error.__traceback__, None
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name not in ("<module>", "<lambda>") and \
                os.path.dirname(os.path.abspath(code.co_filename)) != _HERE:
            found = code
        tb = tb.tb_next
    return found


_HERE = os.path.dirname(os.path.abspath(__file__))


class Student:
    """The learner's function, called safely: see the module docstring.

    ``name`` is what the learner called it (as shown in messages),
    ``check`` the check's name, ``time_limit`` seconds per call.
    """

    def __init__(self, fn: Callable, name: str, check: str, time_limit: float = TIME_LIMIT,
                 total_limit: float = TOTAL_LIMIT, isolated: bool = False) -> None:
        self.fn = fn
        self.isolated = isolated
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
            raise self.stop(say("student.too_slow", name=self.name, calls=number(self.calls),
                                seconds=decimal(self.seconds, ".0f"), limit=decimal(self.total_limit)), case)
        remote = _remote(self.fn)
        given = copy.deepcopy(args) if copy_args and not remote else args
        self.calls += 1
        clock = time.monotonic if remote else time.process_time
        start = clock()
        try:
            if remote:
                result, after = self._call_remote(given, copy_args)
                given = after if after is not None else args
            else:
                result = self._call(given)
        except _TooLong:
            raise self.stop(say("student.too_long_one" if self.time_limit == 1 else "student.too_long", shown=shown,
                                limit=decimal(self.time_limit)), case) from None
        except NotImplementedError as error:
            if hasattr(error, "remote_first"):  # said by the confined process (grading.judge)
                first, is_target = error.remote_first, error.remote_is_target
            else:
                code = _unwritten(error)
                first = code.co_name if code is not None else ""
                is_target = code is getattr(self.fn, "__code__", None)
            if first and not is_target and first != self.name:
                raise self.stop(say("student.not_written_first", first=first, name=self.name), case) from None
            raise self.stop(say("student.not_written", name=self.name), case) from None
        except SystemExit:
            raise self.stop(say("student.exit", shown=shown), case) from None
        except Exception as error:  # the learner's bug: reported, never re-raised
            raise self.stop(
                say("student.error", shown=shown, error=f"{type(error).__name__}: {error}") + _hint(error), case
            ) from None
        finally:
            self.seconds += clock() - start
        if copy_args and not _same_values(given, args):
            try:
                message = say("student.changed_to", shown=shown, value=_short(plain(given)))
            except NotPlain:
                message = say("student.changed", shown=shown)
            raise self.stop(message, case)
        if expect is not None and _plain_only(expect):
            try:
                result = plain(result)
            except NotPlain as error:
                if error.value is result:
                    message = say("student.not_plain", shown=shown, what=_not_plain_words(result))
                else:
                    message = say("student.not_plain_part", shown=shown, value=value_words(result),
                                  what=_not_plain_words(error.value))
                raise self.stop(message, case) from None
            kinds = expect if isinstance(expect, tuple) else (expect,)
            if type(result) is tuple and list in kinds and tuple not in kinds:
                result = list(result)
            if type(result) is int and float in kinds and int not in kinds:
                result = float(result)
        if expect is not None and (not isinstance(result, expect) or (expect in (int, float) and isinstance(result, bool))):
            wanted = what or describe_type(expect)
            if result is None:
                message = say("student.none", shown=shown, wanted=wanted)
            else:
                message = say("student.wrong_type", shown=shown, value=_short(result), kind=describe_type(result),
                              wanted=wanted)
            raise self.stop(message, case)
        return result

    def _call_remote(self, args: tuple, copy_args: bool):
        """(the answer, the arguments after the call or None), from the confined process."""
        want = False
        if copy_args:
            try:
                want = plain(args) == args
            except NotPlain:
                want = False
        try:
            return self.fn.call(args, self.time_limit, want_args=want)
        except Gone as gone:
            if gone.late:
                raise _TooLong() from None
            raise SystemExit() from None

    def _call(self, args: tuple) -> Any:
        out = contextlib.redirect_stdout(self.printed)
        err = contextlib.redirect_stderr(self.printed)
        if self.isolated:
            with out, err:
                return _worker().call(self.fn, args, self.time_limit)
        with out, err, _time_limit(self.time_limit):
            return self.fn(*args)


class Gone(Exception):
    """The confined process of :mod:`grading.judge` ended, or stopped answering in time."""

    def __init__(self, late: bool) -> None:
        super().__init__("late" if late else "gone")
        self.late = late


def _remote(fn) -> bool:
    """Whether ``fn`` is a learner's function in the confined process (:class:`grading.judge.Remote`)."""
    return type(fn).__name__ == "Remote" and type(fn).__module__ == "grading.judge"


class _Worker:
    """A thread that runs the learner's function, one call at a time.

    Used where the check runs in a process of its own (see
    ``grading.autograde``): the learner's code then runs on a stack of its
    own, where walking up the frames finds no expected answer, and each call
    is timed in CPU seconds of that thread, which no ``except:`` and no
    signal handler in the learner's code can stop. A call past the limit
    leaves the thread running; the check then ends, and so does its process.
    """

    def __init__(self) -> None:
        self.jobs: queue.Queue = queue.Queue()
        self.done: queue.Queue = queue.Queue()
        self.thread = threading.Thread(target=self._loop, name="learner", daemon=True)
        self.thread.start()
        self.busy = False

    def _loop(self) -> None:
        while True:
            fn, args = self.jobs.get()
            try:
                self.done.put((True, fn(*args)))
            except BaseException as error:  # handed to the checking thread as it is
                self.done.put((False, error))
            del fn, args

    def _cpu(self) -> float:
        """CPU seconds of the learner's thread (the clock, where the system
        cannot tell a thread's CPU time: macOS, Windows)."""
        try:
            return time.clock_gettime(time.pthread_getcpuclockid(self.thread.ident))
        except (AttributeError, OSError):
            return time.monotonic()

    def call(self, fn: Callable, args: tuple, limit: float) -> Any:
        if self.busy:
            raise _TooLong()
        start, wall = self._cpu(), time.monotonic()
        self.busy = True
        self.jobs.put((fn, args))
        while True:
            try:
                ok, value = self.done.get(timeout=0.01)
            except queue.Empty:
                # CPU time decides; a call that waits (sleep, input) gets twenty times as long on the clock.
                if self._cpu() - start > limit or time.monotonic() - wall > 20 * limit:
                    raise _TooLong() from None
                continue
            self.busy = False
            if ok:
                return value
            raise value


_WORKER: list[_Worker] = []


def _worker() -> _Worker:
    if not _WORKER:
        _WORKER.append(_Worker())
    return _WORKER[0]


@contextlib.contextmanager
def _time_limit(seconds: float):
    """Interrupt the body with :class:`_TooLong` after ``seconds`` of CPU time
    (or twenty times as long on the clock, for a body that waits).

    Uses the profiling timer and the alarm, signals that work in the main
    thread of a Unix process (a Jupyter kernel runs cells there). Elsewhere
    (Windows, other threads) the body runs without a limit. The autograder
    does not rely on this: it checks in a process of its own with a limit
    the learner's code cannot lift (``grading.autograde``).
    """
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def alarm(signum, frame):
        raise _TooLong()

    previous = {number: signal.signal(number, alarm) for number in (signal.SIGPROF, signal.SIGALRM)}
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, 20 * seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        for number, handler in previous.items():
            signal.signal(number, handler)


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
              total_limit: float = TOTAL_LIMIT, isolated: bool = False, **options: Any) -> CheckResult:
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
        return fail(name, say("student.not_a_function", name=name, value=_short(student_fn),
                              kind=describe_type(student_fn)))
    student = Student(student_fn, shown_name, name, time_limit, total_limit, isolated)
    try:
        result = registered.run(student, **{**registered.options, **options})
    except Stop as stop:
        result = stop.result
    return _with_name(result, name)


def _with_name(result: CheckResult, name: str) -> CheckResult:
    if result.name:
        return result
    return CheckResult(result.ok, result.message, result.case, name)
