"""The checking process of ``grading.autograde``: ``python -m grading.isolated FD``.

Reads ``(kind, function, check name, options)`` pickled by cloudpickle
from stdin (kind "check"; or "try_it" with the arguments in place of the
name, or "try_bot"), runs the check on a fresh import of ``switchcore`` and ``grading``
with the learner's function on a thread of its own, and writes the verdict
as JSON to the file descriptor FD, then ends at once (a call still running
past its time limit is left behind).
"""

from __future__ import annotations

import json
import os
import pickle
import sys


def main() -> None:
    out = int(sys.argv[1])
    import runpy

    runpy.run_module("grading.autograde")["limits"]()  # before any of the learner's code is unpacked
    payload = sys.stdin.buffer.read()
    sys.stdin.close()
    try:
        import grading
        from grading.base import run_check
        from switchcore.messages import LANGUAGES, use_language

        if os.environ.get("SWITCHCORE_LANG") in LANGUAGES:  # the notebook's language (grading.autograde)
            use_language(os.environ["SWITCHCORE_LANG"])

        grading._load()
        kind, fn, name, options = pickle.loads(payload)
        del payload
        if kind == "check":
            result = run_check(fn, name, isolated=True, **options)
            verdict = {"ok": bool(result.ok), "message": str(result.message), "case": _case(result.case)}
        elif kind == "try_it":  # name: the arguments
            answer = grading.try_it(fn, *name, isolated=True)
            verdict = {"ok": bool(answer.ok), "message": str(answer.text), "case": None}
        else:
            from grading.bots import try_bot

            answer = try_bot(fn, isolated=True)
            verdict = {"ok": bool(answer.ok), "message": str(answer.text), "case": None}
    except Exception as error:  # the function could not even be unpacked here
        reason = f"{type(error).__name__}: {error}"
        try:
            from grading.words import say

            message = say("verdict.not_yet", message=say("apart.unpack", error=reason))
        except Exception:  # the checker itself could not be imported: in English
            message = f"✗ Not yet: the function could not be checked ({reason})."
        verdict = {"ok": False, "case": None, "message": message}
    os.write(out, json.dumps(verdict).encode("utf-8"))
    os._exit(0)


def _case(case):
    if case is None:
        return None
    try:
        return json.loads(json.dumps(case, default=str))
    except Exception:
        return None


if __name__ == "__main__":
    main()
