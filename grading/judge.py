"""The judge: a verdict made where no learner code runs, as an online judge makes it.

:func:`judge` gets the notebook's code cells as text and the name of an
exercise (:data:`EXERCISES`). It starts a confined process
(:mod:`grading.runner`) that runs the cells and the learner's function,
and runs the exercise's check here, in this process: each call of the
learner's function is a request over a pipe, and each answer comes back as
JSON that :func:`decode` turns into plain values and the engine's own
objects (a card by its code, a move by its notation, a game replayed move
by move by the engine) before the check compares it. This process never
imports, unpickles or calls anything of the learner's, so nothing the
learner's code does (in the kernel, in its modules or in the confined
process) can change a verdict; at worst it makes its own answers wrong.

Each call has a limit on the clock (:data:`WALL_FACTOR` times the check's
time limit per call); the confined process has a CPU limit of its own and
is killed, with anything it started, when the check ends.

Fair points: while one exercise is checked, the learner's earlier
exercises of the same notebook that it may call are replaced by correct
ones (:data:`REFERENCES`, written with the engine), so one mistake costs the
points of its own exercise only.

Run as ``python -m grading.judge`` it reads ``{"cells", "exercise",
"language"}`` as JSON on stdin and writes the verdict as JSON on stdout:
that is how a learner's kernel shows a verdict (:func:`grading.check`).
"""

from __future__ import annotations

import json
import math
import os
import pickle
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .base import Gone
from .runner import MAX_ANSWER, send

#: The folder that holds the packages grading, switchcore and classroom.
ROOT = Path(__file__).resolve().parent.parent
#: Seconds on the clock one call may take, as a multiple of the check's time limit per call.
WALL_FACTOR = 3
#: Seconds on the clock the confined process may take to run the notebook's cells.
CELLS_SECONDS = 90
#: Seconds on the clock a whole check may take.
CHECK_SECONDS = 120
#: The confined process may start no thread (see :mod:`grading.runner`): numpy's BLAS libraries, which
#: start theirs when numpy is imported, are told to compute in the calling thread.
ONE_THREAD = {name: "1" for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                                     "NUMEXPR_NUM_THREADS", "VECLIB_MAXIMUM_THREADS", "BLIS_NUM_THREADS")}


# ---------------------------------------------------------------------------
# The exercises
# ---------------------------------------------------------------------------

#: exercise -> (check, its options, the name of the learner's function in the notebook).
EXERCISES: dict[str, tuple[str, dict, str]] = {
    "suit_of": ("suit_of", {}, "suit_of"),
    "rank_of": ("rank_of", {}, "rank_of"),
    "parse_card": ("parse_card", {}, "parse_card"),
    "is_red": ("is_red", {}, "is_red"),
    "fits": ("fits", {"family": "switch"}, "fits"),
    "crazy_fits": ("fits", {"family": "crazy_eights"}, "crazy_fits"),
    "playable": ("playable", {"family": "switch"}, "playable"),
    "crazy_playable": ("playable", {"family": "crazy_eights"}, "crazy_playable"),
    "card_points": ("card_points", {"family": "switch"}, "card_points"),
    "hand_points": ("hand_points", {"family": "switch"}, "hand_points"),
    "crazy_card_points": ("card_points", {"family": "crazy_eights"}, "crazy_card_points"),
    "crazy_hand_points": ("hand_points", {"family": "crazy_eights"}, "crazy_hand_points"),
    "next_seat": ("next_seat", {}, "next_seat"),
    "turn_after": ("turn_after", {}, "turn_after"),
    "who_plays": ("who_plays", {}, "who_plays"),
    "random_move": ("random_move", {}, "random_move"),
    "playout": ("playout", {}, "playout"),
    "round_lengths": ("round_lengths", {}, "round_lengths"),
    "wins_by_seat": ("wins_by_seat", {}, "wins_by_seat"),
    "eight_last": ("bot_eight_last", {}, "eight_last"),
    "keep_eights": ("bot_keeps_eights", {}, "keep_eights"),
    "shed_high": ("bot_sheds_high", {}, "shed_high"),
    "my_bot": ("bot_long_suit", {}, "my_bot"),
    "test_next_seat": ("next_seat_tests", {}, "test_next_seat"),
    "test_turn_after": ("turn_after_tests", {}, "test_whose_turn.test_turn_after"),
    "probabilities": ("probabilities", {}, "probabilities"),
    "nudge": ("nudge", {}, "nudge"),
}


def references() -> dict:
    """exercise -> a correct function, for the exercises that later ones call."""
    from . import references as found

    return found.REFERENCES


# ---------------------------------------------------------------------------
# Answers from JSON
# ---------------------------------------------------------------------------


def decode(data, depth: int = 0):
    """The value an answer of the confined process stands for, rebuilt here:
    plain values, numpy arrays of numbers (each number, the shape and the kind
    checked), the engine's cards, moves and games (a game replayed by the
    engine from its record), and anything else as a :class:`grading.base.Foreign`."""
    from .base import foreign

    kind = type(data)
    if kind in (bool, int, str, type(None)):
        return data
    if kind is float:
        return data
    if depth > 40:
        return foreign("object")
    if kind is list:
        return [decode(item, depth + 1) for item in data]
    if kind is not dict or len(data) < 1:
        return foreign("object")
    try:
        if "$tuple" in data:
            return tuple(decode(item, depth + 1) for item in data["$tuple"])
        if "$set" in data:
            return {decode(item, depth + 1) for item in data["$set"]}
        if "$frozenset" in data:
            return frozenset(decode(item, depth + 1) for item in data["$frozenset"])
        if "$dict" in data:
            return {decode(k, depth + 1): decode(v, depth + 1) for k, v in data["$dict"]}
        if "$float" in data:
            value = float(str(data["$float"]))
            return value if not math.isfinite(value) else foreign("float")
        if "$array" in data:
            return _array(data, depth)
        if "$card" in data:
            from switchcore import Card

            return Card.parse(str(data["$card"]))
        if "$move" in data:
            from switchcore import parse_move

            return parse_move(str(data["$move"]))
        if "$game" in data:
            from switchcore import Game

            return Game.from_json(str(data["$game"]))
        if "$object" in data:
            return foreign(str(data["$object"])[:80], text=data.get("text") is True, number=data.get("number") is True)
    except Exception:  # an answer that does not stand for what it says
        pass
    return foreign("object")


def _array(data: dict, depth: int):
    """A numpy array rebuilt here from its numbers, shape and kind, each checked: anything else is foreign."""
    from .base import foreign
    from .runner import MAX_ARRAY_DIMENSIONS, MAX_ARRAY_SIZE

    values, shape, kind = data.get("$array"), data.get("shape"), data.get("kind")
    if type(values) is not list or type(shape) is not list or kind not in ("f", "i", "b") \
            or len(shape) > MAX_ARRAY_DIMENSIONS or not all(type(n) is int and 0 <= n <= MAX_ARRAY_SIZE for n in shape) \
            or math.prod(shape) != len(values) or len(values) > MAX_ARRAY_SIZE:
        return foreign("ndarray")
    numbers = [decode(value, depth + 1) for value in values]
    wanted = {"f": (int, float), "i": (int,), "b": (bool,)}[kind]
    if not all(type(n) in wanted and (kind == "b" or type(n) is not bool) for n in numbers):
        return foreign("ndarray")
    import numpy

    return numpy.array(numbers, dtype={"f": numpy.float64, "i": numpy.int64, "b": numpy.bool_}[kind]).reshape(shape)


# ---------------------------------------------------------------------------
# The confined process, seen from here
# ---------------------------------------------------------------------------


def children() -> set[int]:
    """The process ids of this process's children (Linux; elsewhere none)."""
    found = set()
    try:
        for task in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{task}/children") as f:
                found.update(int(pid) for pid in f.read().split())
    except OSError:
        pass
    return found


def kill_children(keep=frozenset()) -> None:
    """Kill this process's children but ``keep``, and those reaped here after them, until none is left."""
    for _ in range(100):
        left = children() - set(keep)
        if not left:
            return
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid in left:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
        time.sleep(0.01)


class Runner:
    """One confined process (:mod:`grading.runner`) holding the learner's cells.

    This process becomes a child subreaper first, so that a process the
    learner's code starts in a session of its own is still its descendant,
    and is killed with the runner."""

    def __init__(self, cells: list[str], target: str, replace: dict, language: str) -> None:
        from classroom import confine

        confine.become_subreaper()
        self.before = children()
        self.scratch = tempfile.mkdtemp(prefix="grading-")
        os.chmod(self.scratch, 0o700)
        to_runner, self.inp = os.pipe()
        self.out, from_runner = os.pipe()
        environ = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.scratch, "LANG": "C.UTF-8",
                   "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", "PYTHONNOUSERSITE": "1",
                   "MPLCONFIGDIR": self.scratch, "IPYTHONDIR": self.scratch, "TMPDIR": self.scratch,
                   "MPLBACKEND": "Agg", **ONE_THREAD}
        command = [sys.executable, "-X", "utf8", "-I", "-c",
                   f"import sys; sys.path.insert(0, {str(ROOT)!r}); from grading.runner import main; main()",
                   str(to_runner), str(from_runner)]
        try:
            self.process = subprocess.Popen(command, cwd=self.scratch, env=environ, stdin=subprocess.DEVNULL,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                            pass_fds=(to_runner, from_runner), start_new_session=True)
        finally:
            os.close(to_runner)
            os.close(from_runner)
        os.set_blocking(self.out, False)
        self.alive = True
        send(self.inp, pickle.dumps({"cells": list(cells), "target": target, "replace": replace,
                                     "language": language}))
        self.info = self.read(CELLS_SECONDS).get("info") or {}

    def read(self, seconds: float) -> dict:
        """The next answer, within ``seconds`` on the clock (else :class:`Gone`)."""
        deadline = time.monotonic() + seconds
        head = self._exactly(4, deadline)
        size = struct.unpack("!I", head)[0]
        if size > MAX_ANSWER:
            self.close()
            raise Gone(False)
        try:
            found = json.loads(self._exactly(size, deadline).decode("utf-8"))
        except ValueError:
            found = None
        if type(found) is not dict:
            self.close()
            raise Gone(False)
        return found

    def _exactly(self, size: int, deadline: float) -> bytes:
        parts, left = [], size
        while left:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([self.out], [], [], wait)[0]:
                self.close()
                raise Gone(True)
            try:
                chunk = os.read(self.out, min(left, 1 << 16))
            except BlockingIOError:
                continue
            if not chunk:
                self.close()
                raise Gone(False)
            parts.append(chunk)
            left -= len(chunk)
        return b"".join(parts)

    def call(self, args: tuple, seconds: float, via=None, replace=None, want_args: bool = False) -> dict:
        if not self.alive:
            raise Gone(False)
        try:
            send(self.inp, pickle.dumps((via, tuple(args), dict(replace or {}), want_args)))
        except OSError:
            self.close()
            raise Gone(False) from None
        return self.read(seconds)

    def close(self) -> None:
        """End the process and everything it started (its session), and remove its scratch folder."""
        if self.alive:
            self.alive = False
            for fd in (self.inp, self.out):
                try:
                    os.close(fd)
                except OSError:
                    pass
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        kill_children(self.before)
        shutil.rmtree(self.scratch, ignore_errors=True)


class Remote:
    """The learner's function, seen from the judge: calling it asks the confined process.

    :class:`grading.base.Student` calls :meth:`call`; an answer is decoded
    (:func:`decode`), an exception in the learner's code is rebuilt as an
    exception of the same name and words (:func:`rebuilt`), and a call that
    does not answer in time raises :class:`Gone`.
    """

    def __init__(self, runner: Runner, name: str, via=None, extra: tuple = (), replace: dict | None = None) -> None:
        self.runner, self.__name__, self.via, self.extra = runner, name, via, extra
        self.replace = dict(replace or {})
        self.info = runner.info

    def __call__(self, *args):
        return self.call(args, 1.0)[0]

    def bound(self, via=None, extra: tuple = (), replace: dict | None = None) -> "Remote":
        """The same function, called through ``via(fn, *args, *extra)`` in the confined process,
        with the names ``replace`` set in its module for the call."""
        return Remote(self.runner, self.__name__, via, extra, replace)

    def call(self, args: tuple, seconds: float, want_args: bool = False):
        """(what the function gave back, its arguments after the call or None)."""
        found = self.runner.call(tuple(args) + tuple(self.extra), seconds * WALL_FACTOR, self.via, self.replace,
                                 want_args)
        if found.get("ok") is True:
            after = found.get("args")
            return decode(found.get("value")), (tuple(decode(after))[:len(args)] if isinstance(after, list) else None)
        raise rebuilt(found.get("error"))


def rebuilt(error) -> BaseException:
    """An exception with the name and words of the learner's (``error``: what the confined process said)."""
    import builtins

    if type(error) is not dict:
        error = {}
    name = str(error.get("type", "Exception"))[:80] or "Exception"
    message = str(error.get("message", ""))[:1000]
    base = getattr(builtins, name, None) if error.get("builtin") is True else None
    if not (isinstance(base, type) and issubclass(base, BaseException)) or base in (KeyboardInterrupt, GeneratorExit):
        base = Exception
    if base is SystemExit:
        return SystemExit(message)
    kind = type(name, (base,), {"__str__": lambda self: message, "__module__": "builtins"})
    found = kind.__new__(kind)
    if issubclass(base, NotImplementedError):
        found.remote_first = str(error.get("first", ""))[:80]
        found.remote_is_target = error.get("is_target") is True
    return found


# ---------------------------------------------------------------------------
# A verdict
# ---------------------------------------------------------------------------


#: Calls that only show something (a try, a check the learner runs): cells made of them alone are not run.
SHOWING = frozenset({"try_it", "try_bot", "check_function", "check", "cards", "display", "print"})


def showing_only(source: str) -> bool:
    """Whether a cell only shows something (``try_it(suit_of, "10D")``): the judge leaves such cells out,
    so that a check of one exercise does not call the learner's other functions at all."""
    import ast

    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    return bool(body) and all(isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                              and isinstance(node.value.func, ast.Name) and node.value.func.id in SHOWING
                              for node in body)


def exercises_of(cells: list[str]) -> list[str]:
    """The exercises whose functions the cells define, in order (by ``def name``)."""
    import ast

    found = []
    for source in cells:
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name in EXERCISES and node.name not in found:
                found.append(node.name)
    return found


def judge(cells: list[str], exercise: str, language: str = "en", earlier: list[str] | None = None) -> dict:
    """The verdict on ``exercise`` for a notebook whose code cells (before its
    test cell) are ``cells``: ``{"ok", "message", "case"}``.

    ``earlier``: the exercises of the notebook before this one, whose
    learner's functions are replaced by correct ones while it is checked
    (by default the exercises the cells define before this one's function)."""
    from switchcore.messages import LANGUAGES, use_language

    from .base import run_check
    from .words import say

    if language in LANGUAGES:
        use_language(language)
    if exercise not in EXERCISES:
        raise ValueError(f"there is no exercise called {exercise!r}")
    name, options, target = EXERCISES[exercise]
    if earlier is None:
        defined = exercises_of(cells)
        earlier = defined[:defined.index(exercise)] if exercise in defined else []
    known = references()
    replace = {other: known[other] for other in earlier if other in known and other != exercise}
    started = time.monotonic()
    try:
        runner = Runner([cell for cell in cells if not showing_only(cell)], target, replace, language)
    except Gone as gone:
        return {"ok": False, "case": None, "message": say("verdict.not_yet", message=say(
            "apart.cells_late" if gone.late else "apart.cells_stopped", seconds=CELLS_SECONDS))}
    try:
        info = runner.info
        shown = target.rsplit(".", 1)[-1]
        if not info.get("found"):
            return {"ok": False, "case": None,
                    "message": say("verdict.not_yet", message=say("apart.no_function", name=shown))}
        if not info.get("callable"):
            return {"ok": False, "case": None, "message": say("verdict.not_yet", message=say(
                "apart.not_a_function", name=shown, kind=str(info.get("kind"))))}
        remote = Remote(runner, shown)
        result = run_check(remote, name, total_limit=min(CHECK_SECONDS, 30.0), **options)
        if time.monotonic() - started > CHECK_SECONDS + CELLS_SECONDS:
            return {"ok": False, "case": None, "message": say("verdict.not_yet", message=say(
                "apart.late", name=shown, seconds=CHECK_SECONDS))}
        return {"ok": bool(result.ok), "message": str(result.message), "case": _case(result.case)}
    finally:
        runner.close()


def _case(case):
    try:
        return json.loads(json.dumps(case, default=str)) if case is not None else None
    except (TypeError, ValueError):
        return None


def main() -> None:
    job = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    verdict = judge([str(c) for c in job["cells"]], str(job["exercise"]), str(job.get("language", "en")))
    sys.stdout.write(json.dumps(verdict))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
