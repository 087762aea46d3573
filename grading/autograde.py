"""A learner's own checks, apart from the notebook: ``check_function`` and ``try_it`` in a kernel.

The course's test cells do not use this module any more: they call
``grading.check("suit_of")``, whose verdict the judge makes
(:mod:`grading.judge`), and under ``nbgrader autograde`` the points come
from the judge alone (:mod:`grading.nbjudge`). What is here serves the
checks a learner runs in their own kernel (``check_function(fits, "fits")``,
``try_it(fits, ...)``, ``try_bot(bot)``): so that a function that never
returns cannot hang the notebook, the function is pickled by value with
``cloudpickle`` and run in a new Python process, ``python -m
grading.isolated``, with a CPU limit; its verdict is only shown.

:func:`nbgrader_run` says whether nbgrader started the kernel, read from
the process's own start-up environment (``/proc/self/environ``), and
:func:`_show` draws a verdict's box; ``grading.check`` uses both.
"""

from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path

#: The folder that holds the package ``grading`` (put on the checking process's path).
ROOT = Path(__file__).resolve().parent.parent
#: CPU seconds the checking process may use in all (imports included); at
#: the hard limit, one second later, the system kills it.
CPU_SECONDS = 60
#: Seconds on the clock after which the checking process is killed anyway.
WALL_SECONDS = 300
#: Bytes of memory the checking process may use.
MEMORY = 4 * 1024 ** 3


def nbgrader_run(environ: bytes | None = None) -> str:
    """``"autograde"`` or ``"validate"`` when nbgrader started this kernel, else ``""``.

    Read from the environment the process started with, which no cell can change.
    """
    if environ is None:
        try:
            environ = Path("/proc/self/environ").read_bytes()
        except OSError:  # no /proc: the environment as it is now
            return os.environ.get("NBGRADER_EXECUTION", "") if os.environ.get("NBGRADER_EXECUTION") in (
                "autograde", "validate") else ""
    for entry in environ.split(b"\0"):
        if entry.startswith(b"NBGRADER_EXECUTION="):
            value = entry.split(b"=", 1)[1].decode(errors="replace")
            return value if value in ("autograde", "validate") else ""
    return ""


def limits() -> None:
    """Limit this process's CPU time and memory, hard limits included, which
    no code run afterwards can raise again. Called by the checking process
    (``grading.isolated``) before it unpacks the learner's function."""
    try:
        import resource
    except ImportError:  # Windows: the clock limit of check_apart still holds
        return
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS + 1))
    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    except (ValueError, OSError):
        pass


def check_apart(fn, name: str, **options) -> dict:
    """Run the check ``name`` on ``fn`` in a process of its own; its verdict
    as a dict ``{"ok", "message", "case"}``."""
    return apart("check", fn, name, options)


def apart(kind: str, fn, name, options) -> dict:
    """Run ``kind`` ("check", "try_it" or "try_bot", see ``grading.isolated``)
    on ``fn`` in a process of its own; the answer as a dict with "ok" and
    "message"."""
    import cloudpickle

    try:
        payload = cloudpickle.dumps((kind, fn, name, options))
    except Exception as error:  # something the function uses cannot leave the notebook
        shown = getattr(fn, "__name__", name)
        return {"ok": False, "case": None,
                "message": _not_yet("apart.cannot_copy", shown=shown, error=type(error).__name__)}
    read, write = os.pipe()
    environ = dict(os.environ)
    environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [environ.get("PYTHONPATH")])])
    environ.pop("NBGRADER_EXECUTION", None)
    environ["SWITCHCORE_LANG"] = _language()  # the verdict in the learner's language (grading/words.py)
    command = [sys.executable, "-X", "utf8", "-m", "grading.isolated", str(write)]
    try:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, pass_fds=(write,), env=environ,
                                   # a group of its own, apart from the kernel's (Python 3.11 and later)
                                   **({"process_group": 0} if sys.version_info >= (3, 11) else {}))
    finally:
        os.close(write)
    with os.fdopen(read, "rb") as answer:
        try:
            _, error = process.communicate(payload, timeout=WALL_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
        text = answer.read()
    shown = getattr(fn, "__name__", name)
    try:
        verdict = json.loads(text.decode("utf-8"))
        assert isinstance(verdict, dict) and isinstance(verdict.get("ok"), bool)
        return verdict
    except Exception:
        pass
    if process.returncode in (-9, -24):  # SIGKILL, SIGXCPU: out of CPU time
        message = _not_yet("apart.cpu", shown=shown, seconds=CPU_SECONDS)
    else:
        message = _not_yet("apart.stopped", shown=shown, status=process.returncode)
    return {"ok": False, "message": message, "case": None}


def _not_yet(key: str, **values) -> str:
    """"✗ Not yet: " and the words ``key`` of grading/words.py, in the learner's language."""
    from grading.words import say

    return say("verdict.not_yet", message=say(key, **values))


def _language() -> str:
    """The language the learner chose in the notebook (``tutorial.language``)."""
    try:
        from switchcore.messages import language
    except ImportError:
        return "en"
    return language()


def _show(ok: bool, message: str) -> None:
    colour, border = ("#e8f5e9", "#2e7d32") if ok else ("#fff8e1", "#f9a825")
    css = "sc-check-ok" if ok else "sc-check-not-yet"
    text = html.escape(message).replace("\n", "<br>")
    box = (f'<div class="sc-check {css}" style="background:{colour};border-left:6px solid {border};'
           f'padding:6px 10px;margin:2px 0;color:#212121;white-space:normal">{text}</div>')
    try:
        from IPython.display import display
    except ImportError:
        print(message)
        return
    display({"text/plain": message, "text/html": box}, raw=True)


def verify(fn, name: str, **options) -> None:
    """Check ``fn`` with the check called ``name``, apart from the notebook (see the module docstring).

    Shows the verdict; under nbgrader a wrong answer raises AssertionError.
    """
    graded = nbgrader_run()
    if not callable(fn):
        verdict = {"ok": False, "message": _not_yet("apart.not_a_function", name=name, kind=type(fn).__name__),
                   "case": None}
    else:
        try:
            import cloudpickle  # noqa: F401
        except ImportError:
            cloudpickle = None
        if (cloudpickle is None or sys.platform == "emscripten") and not graded:  # no cloudpickle, or the browser: here
            from grading import check_function

            result = check_function(fn, name, **options)
            verdict = {"ok": result.ok, "message": result.message, "case": result.case}
        else:
            verdict = check_apart(fn, name, **options)
    _show(verdict["ok"], verdict["message"])
    if graded and not verdict["ok"]:
        raise AssertionError(verdict["message"])
