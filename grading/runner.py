"""The confined process where a learner's code runs: ``python -m grading.runner IN OUT``.

Started by the judge (:mod:`grading.judge`), never by the learner's
kernel. It reads one job from the file descriptor IN (pickled by the
judge: the notebook's code cells, the name of the function to check and
the correct functions that stand in for the learner's other exercises),
imports what the checks need, then confines itself with the classroom's
confinement (:func:`classroom.confine.confine_self`: Landlock, no new
privileges, memory, file and process limits): from then on it may read
only the Python installation and the course's packages, and write only
in its scratch folder (its current folder). Only then does it run the
cells, with errors ignored as a notebook's Run All would show them, and
answer the judge's calls one at a time: each request names arguments
(pickled by the judge), each answer is the value the function gave back
as JSON (:func:`encode`), at most :data:`MAX_ANSWER` bytes.

Nothing this process says is a verdict: the judge decodes an answer into
plain values and the engine's own objects, and compares them itself. A
learner's code that writes to the pipe, patches ``json`` or pickles a
payload can only make its own answers wrong.
"""

from __future__ import annotations

import builtins
import io
import json
import math
import os
import pickle
import struct
import sys

#: The largest answer the judge reads (bytes of JSON).
MAX_ANSWER = 1 << 20
#: The largest numpy array an answer may hold, in numbers, and its most dimensions.
MAX_ARRAY_SIZE, MAX_ARRAY_DIMENSIONS = 100_000, 4
#: Megabytes of memory the process may use.
MEGABYTES = 1024
#: CPU seconds the process may use in all; at the hard limit the system kills it.
CPU_SECONDS = 120


def send(fd: int, data: bytes) -> None:
    """One message: its length, then the bytes."""
    os.write(fd, struct.pack("!I", len(data)))
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def receive(fd: int, limit: int = 1 << 26) -> bytes | None:
    """One message from ``fd`` (None when the other side has gone)."""
    head = _exactly(fd, 4)
    if head is None:
        return None
    size = struct.unpack("!I", head)[0]
    if size > limit:
        return None
    return _exactly(fd, size)


def _exactly(fd: int, size: int) -> bytes | None:
    parts, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 16))
        if not chunk:
            return None
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


# ---------------------------------------------------------------------------
# Answers as JSON
# ---------------------------------------------------------------------------


def encode(value, depth: int = 0):
    """``value`` as JSON data the judge can rebuild: plain Python values
    (tuples, sets and dictionaries tagged), numpy arrays of numbers (their
    numbers, shape and kind), the engine's cards, moves and games by their
    notation, and any other object by its kind only."""
    kind = type(value)
    if kind in (bool, int, str, type(None)):
        return value
    if kind is float:
        return value if math.isfinite(value) else {"$float": repr(value)}
    if depth > 20:
        return {"$object": kind.__name__, "module": "", "deep": True}
    if kind is list:
        return [encode(item, depth + 1) for item in value]
    if kind is set or kind is frozenset:
        return {"$" + kind.__name__: [encode(item, depth + 1) for item in value]}
    if kind is dict:
        return {"$dict": [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in value.items()]}
    module = getattr(kind, "__module__", "") or ""
    if module == "numpy" and getattr(value, "ndim", None) == 0:
        item = kind.item(value)
        if type(item) in (bool, int, float):
            return encode(item, depth)
    if module == "numpy" and kind.__name__ == "ndarray":  # lesson 12's arrays: numbers, their shape and kind
        import numpy

        array = numpy.ndarray.view(value, numpy.ndarray)
        if array.dtype.kind in "biuf" and array.ndim <= MAX_ARRAY_DIMENSIONS and array.size <= MAX_ARRAY_SIZE:
            return {"$array": [encode(item, depth + 1) for item in array.ravel().tolist()],
                    "shape": [int(n) for n in array.shape], "kind": "f" if array.dtype.kind == "f" else "i"
                    if array.dtype.kind in "iu" else "b"}
    if module.startswith("switchcore"):
        from switchcore import Card, Game

        if kind is Card:
            return {"$card": value.code}
        if kind is Game:
            return {"$game": value.to_json()}
        if module == "switchcore.moves" and isinstance(getattr(value, "code", None), str):
            return {"$move": value.code}
    if kind is tuple or (isinstance(value, tuple) and hasattr(kind, "_fields")):  # a namedtuple is its values
        return {"$tuple": [encode(item, depth + 1) for item in tuple.__iter__(value)]}
    found = {"$object": kind.__name__, "module": module}
    if isinstance(value, str):
        found["text"] = True
    elif isinstance(value, (int, float)):
        found["number"] = True
    return found


def answer(ok: bool, **values) -> bytes:
    data = json.dumps({"ok": ok, **values}).encode("utf-8")
    if len(data) > MAX_ANSWER:
        data = json.dumps({"ok": False, "error": {"type": "ValueError", "builtin": True,
                                                  "message": "the answer is too big to check"}}).encode()
    return data


# ---------------------------------------------------------------------------
# The cells
# ---------------------------------------------------------------------------


class Shell:
    """What a notebook cell may ask of ``get_ipython()`` here: ``%%writefile``
    writes its file (in the scratch folder); other magics and shell commands do nothing."""

    def run_cell_magic(self, name, line, cell):
        if name == "writefile":
            words = line.split()
            append = "-a" in words or "--append" in words
            path = [w for w in words if not w.startswith("-")][-1]
            with open(path, "a" if append else "w", encoding="utf-8") as f:
                f.write(cell)
            sys.modules.pop(os.path.splitext(os.path.basename(path))[0], None)
            import importlib

            importlib.invalidate_caches()

    def run_line_magic(self, name, line, *args, **kwargs):
        return None

    def system(self, *args, **kwargs):
        return None

    def getoutput(self, *args, **kwargs):
        return []

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def run_cells(cells: list[str], namespace: dict) -> None:
    from IPython.core.inputtransformer2 import TransformerManager

    transform = TransformerManager().transform_cell
    for number, source in enumerate(cells):
        try:
            code = compile(transform(source), f"<cell {number + 1}>", "exec")
        except BaseException:  # a cell that does not parse: as in a notebook, the others still run
            continue
        out = io.StringIO()
        saved = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = out
        try:
            exec(code, namespace)
        except BaseException:
            pass
        finally:
            sys.stdout, sys.stderr = saved


def find(namespace: dict, dotted: str):
    """The object called ``dotted`` ("suit_of", "module.function") in the cells' namespace, or None."""
    first, *rest = dotted.split(".")
    value = namespace.get(first)
    if value is None and rest:  # a module of the learner's (a file a cell wrote), imported afresh
        import importlib

        importlib.invalidate_caches()
        sys.modules.pop(first, None)
        try:
            value = importlib.import_module(first)
        except BaseException:
            return None
    for part in rest:
        value = getattr(value, part, None)
    return value


def describe(fn, namespace: dict) -> dict:
    code = getattr(fn, "__code__", None)
    scope = getattr(fn, "__globals__", namespace)
    return {"found": fn is not None, "callable": callable(fn), "kind": type(fn).__name__,
            "argcount": code.co_argcount if code is not None else None,
            "names": sorted(k for k, v in list(scope.items()) if callable(v) and isinstance(k, str))[:500]}


def failure(error: BaseException, fn) -> dict:
    from grading.base import _unwritten

    found = {"type": type(error).__name__, "builtin": getattr(builtins, type(error).__name__, None) is type(error),
             "message": str(error)[:1000]}
    if isinstance(error, NotImplementedError):
        code = _unwritten(error)
        found["first"] = code.co_name if code is not None else ""
        found["is_target"] = code is not None and code is getattr(fn, "__code__", None)
    return found


def serve(inp: int, out: int, fn, namespace: dict) -> None:
    while True:
        request = receive(inp)
        if request is None:
            return
        via, args, replace, want_args = pickle.loads(request)
        scope = getattr(fn, "__globals__", namespace)
        missing = object()
        before = {name: scope.get(name, missing) for name in replace}
        scope.update(replace)
        printed = io.StringIO()
        saved = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = printed
        try:
            value = via(fn, *args) if via is not None else fn(*args)
        except BaseException as error:  # the learner's exception, in words
            sys.stdout, sys.stderr = saved
            data = answer(False, error=failure(error, fn))
        else:
            sys.stdout, sys.stderr = saved
            try:
                data = answer(True, value=encode(value), args=encode(list(args)) if want_args else None)
            except BaseException as error:
                data = answer(False, error=failure(error, fn))
        finally:
            sys.stdout, sys.stderr = saved
            for name, old in before.items():
                if old is missing:
                    scope.pop(name, None)
                else:
                    scope[name] = old
        send(out, data)


def main() -> None:
    inp, out = int(sys.argv[1]), int(sys.argv[2])
    job = pickle.loads(receive(inp))  # the judge's: before any of the learner's code
    import resource

    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS + 1))
    import grading  # noqa: F401  (every family: nothing outside the installation can be read later)
    import IPython.core.inputtransformer2  # noqa: F401
    from classroom import confine
    from switchcore.messages import LANGUAGES, use_language

    if job.get("language") in LANGUAGES:
        use_language(job["language"])
    here = os.path.dirname(os.path.abspath(grading.__file__))
    # the course's packages a lesson's cells import (tutorial.chart in lessons 07, 09 and 12)
    packages = [os.path.join(os.path.dirname(here), name) for name in ("tutorial",)]
    # no new process and no new thread (the default): the judge starts this process with numpy's BLAS told to
    # use the calling thread only (grading.judge.ONE_THREAD), so numpy and matplotlib need none
    failed = confine.confine_self(os.getcwd(), confine.read_paths() + [here] + packages, MEGABYTES)
    shell = Shell()
    namespace = {"__name__": "__main__", "__builtins__": builtins, "get_ipython": lambda: shell}
    sys.path.insert(0, "")  # the current folder, wherever a cell moves it (as in a kernel)
    run_cells(job["cells"], namespace)
    fn = find(namespace, job["target"])
    scope = getattr(fn, "__globals__", namespace)
    scope.update(job.get("replace", {}))
    send(out, answer(True, info=describe(fn, namespace), failed=failed))
    serve(inp, out, fn, namespace)
    os._exit(0)


if __name__ == "__main__":
    main()
