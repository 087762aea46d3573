"""A bot's own process: it runs one student's strategy and answers for it.

The referee starts it with :mod:`subprocess` (see :mod:`classroom.botproc`)
and talks to it over a pipe, one JSON message a line:

* ``{"op": "load", ...}``: the bot file's source; the answer is
  ``{"ok": true}``, or a fault if the file cannot be run;
* ``{"op": "game", "rules": {...}}``: a new game begins (no answer);
* ``{"op": "move", "view": {...}}``: the seat's view (see :mod:`classroom.wire`);
  the answer is ``{"move": "8C D"}``, or ``{"fault": KIND, "reason": TEXT}``.

The strategy sees a fresh :class:`~switchcore.view.SeatView` built from that
message and nothing else of the game: the game, the other strategies and the
deal's seed are in other processes. Whatever it does here (printing,
changing modules, raising ``SystemExit`` or ``KeyboardInterrupt``) stays
here: prints go to this process's error output, not to the pipe, and every
exception, ``SystemExit`` and ``KeyboardInterrupt`` included, is reported as
a fault. The referee enforces the time limits and kills the process when it
does not answer; the memory limit is set here, before the student's code runs.

This is a process boundary for honest mistakes and simple cheats, not a
security sandbox: the process runs as the same user as the teacher, so code
written to do harm can still read and write that user's files.
"""

from __future__ import annotations

import io
import json
import os
import signal
import sys
import threading
import time
import traceback

#: Exit codes: the referee went away; nothing was asked for a long time.
ORPHANED, IDLE = 3, 4
#: A host with nothing to do for this long exits (the referee starts another when needed).
IDLE_SECONDS = 300.0


#: What a strategy may print in the life of its process; the rest is dropped.
PRINT_LIMIT = 1 << 20


class _Capped(io.TextIOBase):
    """The error output, up to ``PRINT_LIMIT`` characters: a bot that prints
    at every move cannot fill the disk."""

    def __init__(self, stream) -> None:
        self.stream, self.left = stream, PRINT_LIMIT

    def write(self, text: str) -> int:
        if self.left > 0:
            self.stream.write(text[:self.left])
            self.stream.flush()
            self.left -= len(text)
        return len(text)

    def writable(self) -> bool:
        return True


def _limit_memory(megabytes: int) -> None:
    if megabytes <= 0:
        return
    try:
        import resource
    except ImportError:  # not on this system (Windows): no limit
        return
    size = megabytes * 1024 * 1024
    for limit in ("RLIMIT_AS", "RLIMIT_DATA"):
        which = getattr(resource, limit, None)
        if which is not None:
            try:
                resource.setrlimit(which, (size, size))
                break
            except (ValueError, OSError):
                continue
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ValueError, OSError):
        pass


def _watch(parent: int, state: dict) -> None:
    """Exit when the referee's process is gone (the pipe closing does not
    reach a strategy stuck in a loop), or after a long idle time."""
    while True:
        time.sleep(0.5)
        if os.getppid() != parent:
            os._exit(ORPHANED)
        if state["waiting"] and time.monotonic() - state["since"] > IDLE_SECONDS:
            os._exit(IDLE)


def _where(exc: BaseException, filename: str) -> str:
    """' (alice.py, line 12)': the last line of the student's file the exception went through."""
    line = None
    for frame, number in traceback.walk_tb(exc.__traceback__):
        if frame.f_code.co_filename == filename:
            line = number
    return f" ({filename}, line {line})" if line is not None else ""


def fault_of(exc: BaseException, filename: str, megabytes: int) -> tuple[str, str]:
    """The kind of fault and its reason in words for an exception from the student's code."""
    where = _where(exc, filename)
    if isinstance(exc, MemoryError):
        return "memory", f"ran out of memory (the limit is {megabytes} MB){where}"
    if isinstance(exc, SystemExit):
        return "exit", f"called sys.exit({'' if exc.code is None else repr(exc.code)}){where}"
    if isinstance(exc, KeyboardInterrupt):
        return "interrupt", f"raised KeyboardInterrupt{where}"
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001 - a student's exception whose __str__ breaks
        text = ""
    text = text if len(text) <= 200 else text[:200] + "..."
    return "raised", f"raised {type(exc).__name__}: {text}{where}" if text else f"raised {type(exc).__name__}{where}"


def _load(message: dict, megabytes: int):
    from .botfiles import BotFileError, notebook_source, pick_strategy

    filename = message["filename"]
    source = message["source"]
    if message["kind"] == "ipynb":
        source = notebook_source(source, filename)
    module = {"__name__": message["name"], "__file__": filename, "__builtins__": __builtins__}
    try:
        code = compile(source, filename, "exec")
    except SyntaxError as exc:
        raise BotFileError(f"{filename} has a syntax error on line {exc.lineno}: {exc.msg}") from None
    try:
        exec(code, module)  # noqa: S102 - the student's file, in its own process
    except BaseException as exc:  # noqa: BLE001 - anything the file does is reported
        raise BotFileError(f"{filename} could not be run: {fault_of(exc, filename, megabytes)[1]}") from None
    return pick_strategy(module, message.get("function", ""), filename)


def serve(inp, out, megabytes: int) -> None:
    from .bots import choose_with
    from .wire import ViewReader, move_text

    state = {"waiting": True, "since": time.monotonic()}
    threading.Thread(target=_watch, args=(os.getppid(), state), daemon=True).start()

    def send(data: dict) -> None:
        out.write(json.dumps(data).encode() + b"\n")
        out.flush()

    strategy, reader, filename = None, None, "?"
    for line in inp:
        state["waiting"] = False
        message = json.loads(line)
        op = message["op"]
        if op == "load":
            filename = message["filename"]
            try:
                strategy = _load(message, megabytes)
            except Exception as exc:  # noqa: BLE001 - a BotFileError, or the loader failing on odd input
                send({"fault": "load", "reason": str(exc)})
                return
            send({"ok": True})
        elif op == "game":
            reader = ViewReader(message["rules"])
        elif op == "move":
            view = reader.read(message["view"])
            try:
                move = choose_with(strategy, view)
            except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
                kind, reason = fault_of(exc, filename, megabytes)
                answer = {"fault": kind, "reason": reason}
            else:
                try:
                    answer = {"move": move_text(move)}
                except Exception as exc:  # noqa: BLE001 - a ValueError, or an odd object failing to unpack
                    answer = {"fault": "not a move", "reason": str(exc)}
            del view
            try:
                send(answer)
            except (TypeError, ValueError):  # a str subclass that JSON cannot write
                send({"fault": "not a move", "reason": "returned text that cannot be sent"})
        state["since"], state["waiting"] = time.monotonic(), True


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    megabytes = int(argv[0]) if argv else 0  # argv[1], the bot's name, is there for ps to show
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # only the referee answers Ctrl-C
    # The pipe to the referee gets file descriptors of its own; the strategy's
    # prints go to the error output and its reads find nothing.
    inp = os.fdopen(os.dup(0), "rb")
    out = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)
    sys.stdin = open(os.devnull)  # noqa: SIM115
    sys.stdout = sys.stderr = _Capped(sys.__stderr__)
    import classroom.bots  # noqa: F401 - imported before the limit, with everything a view needs
    import classroom.wire  # noqa: F401

    _limit_memory(megabytes)
    try:
        serve(inp, out, megabytes)
    except MemoryError:
        os._exit(5)
    except BrokenPipeError:
        os._exit(0)
    sys.stdout.flush()
    os._exit(0)  # threads and the student's atexit handlers are not waited for


if __name__ == "__main__":
    main()
