"""A bot's own process: it runs one student's strategy and answers for it.

The referee starts it with :mod:`subprocess` (see :mod:`classroom.botproc`),
with an empty environment and nothing secret on its command line, and talks
to it over a pipe, one message a line:

* the bot says ``+`` when its interpreter is up (the referee's clock for
  loading the file starts then, so a busy machine's slow start-up is not
  the bot's fault);
* ``{"name": ..., "source": ..., "scratch": ..., "reads": [...], ...}``
  (JSON): the bot file and what the process may read; the process confines
  itself (see :mod:`classroom.confine`), runs the file and answers
  ``{"ok": true, "failed": [...]}`` or a fault;
* ``G`` and the rules as JSON: a new game begins (no answer);
* ``m`` and the seat's view as a compact list, or ``d`` and only what
  changed since the last view of the game, each with its length, in
  :mod:`marshal`'s format (see :func:`classroom.wire.frame`): the answer
  is a line, ``=`` and the move's text, or ``!`` and
  ``{"fault": KIND, "reason": TEXT}``.

The strategy sees a fresh :class:`~switchcore.view.SeatView` built from that
message and nothing else of the game: the game, the other strategies and the
deal's seed are in other processes, which it can neither read nor signal
where the system allows (see :mod:`classroom.confine`). Whatever it does here
(printing, changing modules, raising ``SystemExit`` or ``KeyboardInterrupt``)
stays here: prints go to this process's error output, a pipe the referee
keeps only the end of, and every exception is reported as a fault. The
referee enforces the time limits and kills the process, with any process
it started, when it does not answer.
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

from .wire import move_text

#: Exit codes: the referee went away; nothing was asked for a long time.
ORPHANED, IDLE = 3, 4
#: A host with nothing to do for this long exits (the referee starts another when needed), saying so first.
IDLE_SECONDS = 300.0
IDLE_LINE = b"~\n"


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


def _watch(parent: int, state: dict) -> None:
    """Exit when the referee's process is gone (the pipe closing does not
    reach a strategy stuck in a loop), or after a long idle time."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(ORPHANED)
        if state["waiting"] and time.monotonic() - state["since"] > IDLE_SECONDS:
            try:  # says so first: an exit code alone could be the strategy's own os._exit(4)
                os.write(state["out"], IDLE_LINE)
            except (OSError, KeyError):
                pass
            os._exit(IDLE)


def _where(exc: BaseException, filename: str) -> str:
    """' (alice.py, line 12)' or ' (alice.ipynb, code cell 3, line 2)': the last
    place in the student's file the exception went through."""
    place = None
    for frame, number in traceback.walk_tb(exc.__traceback__):
        name = frame.f_code.co_filename
        if name == filename or name.startswith(filename + ", code cell "):
            place = f"{name}, line {number}"
    if place is None and isinstance(exc, SyntaxError) and exc.filename and exc.filename.startswith(filename):
        place = f"{exc.filename}, line {exc.lineno}"
    return f" ({place})" if place is not None else ""


#: Modules that were switchcore's and are now the classroom's: an old bot file's import says where they went.
MOVED = {f"switchcore.{name}": f"classroom.{name}" for name in (
    "bots", "botfiles", "bothost", "botproc", "cli", "cli_tournament", "leaderboard", "referee", "results",
    "tournament", "wire")}


def _moved(exc: BaseException) -> tuple[str, str] | None:
    """(the old name, the new one) when ``exc`` is the import of a name that moved from switchcore."""
    if not isinstance(exc, ImportError):
        return None
    name = exc.name or ""
    if name in MOVED:
        return name, MOVED[name]
    if name == "switchcore":  # from switchcore import EasyBot: a name of classroom.bots now
        import classroom.bots

        wanted = str(exc).split("'")[1:2]
        if wanted and wanted[0] in getattr(classroom.bots, "__all__", ()):
            return f"switchcore.{wanted[0]}", f"classroom.bots.{wanted[0]}"
    return None


def fault_of(exc: BaseException, filename: str, megabytes: int) -> tuple[str, str]:
    """The kind of fault and its reason in words for an exception from the student's code."""
    where = _where(exc, filename)
    moved = _moved(exc)
    if moved is not None:
        return "raised", f"imports {moved[0]}, which is now {moved[1]}: import that instead{where}"
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
    from .botfiles import BotFileError, syntax_errors

    try:
        return _run_file(message, megabytes)
    except BotFileError as exc:
        # A notebook cell that is not Python was left out: when the rest cannot be loaded, that cell is
        # where to look first (it may hold the strategy, or something the strategy needs).
        broken = syntax_errors(message["source"], message["filename"]) if message["kind"] == "ipynb" else []
        if broken:
            raise BotFileError(broken[0]) from exc
        raise


def _run_file(message: dict, megabytes: int):
    from .botfiles import BotFileError, notebook_code, own_names, pick_strategy

    filename = message["filename"]
    source = message["source"]
    if message["kind"] == "ipynb":
        parts = notebook_code(source, filename)
    else:
        try:
            parts = [(compile(source, filename, "exec", dont_inherit=True), source)]
        except SyntaxError as exc:
            raise BotFileError(f"{filename} has a syntax error on line {exc.lineno}: {exc.msg}") from None
        except ValueError as exc:  # a NUL character
            raise BotFileError(f"{filename} cannot be compiled: {exc}") from None
    module = {"__name__": message["name"], "__file__": filename, "__builtins__": __builtins__}
    for code, _ in parts:
        try:
            exec(code, module)  # noqa: S102 - the student's file, in its own confined process
        except BaseException as exc:  # noqa: BLE001 - anything the file does is reported
            raise BotFileError(f"{filename} could not be run: {fault_of(exc, filename, megabytes)[1]}") from None
    return pick_strategy(module, message.get("function", ""), filename, own_names([text for _, text in parts]))


def _answer(move) -> bytes:
    text = move_text(move)
    if len(text) > 200 or "\n" in text or "\r" in text:
        raise ValueError(f"returned {text[:40]!r}..., which is not a move (return one of view.legal_moves, "
                         "or text such as '7H')")
    return b"=" + text.encode("utf-8", "replace") + b"\n"


def serve(inp, out: int, strategy, filename: str, megabytes: int, state: dict) -> None:
    """Answer the referee's games and moves until the pipe closes."""
    from switchcore.rules import Rules

    from .bots import choose_with
    from .wire import ViewReader, read_frame

    write = os.write
    read, readline = inp.read, inp.readline
    reader = None
    rules = (None, None)  # the last game's rules: as they came, and as read
    while True:
        op = read(1)
        if not op:
            break
        state["waiting"] = False
        if op == b"m" or op == b"d":
            data = read_frame(read, op)
            view = reader.read(data) if op == b"m" else reader.update(data)
            try:
                move = choose_with(strategy, view)
            except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
                kind, reason = fault_of(exc, filename, megabytes)
                answer = b"!" + json.dumps({"fault": kind, "reason": reason}).encode() + b"\n"
            else:
                try:
                    answer = _answer(move)
                except Exception as exc:  # noqa: BLE001 - a ValueError, or an odd object failing to unpack
                    try:
                        reason = str(exc)
                    except Exception:  # noqa: BLE001
                        reason = "returned something that is not a move"
                    answer = b"!" + json.dumps({"fault": "not a move", "reason": reason[:500]}).encode() + b"\n"
            del view
            while answer:
                answer = answer[write(out, answer):]
        else:
            line = readline()
            if op == b"G":  # a tournament's games have the same rules: they are read once
                if line != rules[0]:
                    rules = (line, Rules.from_dict(json.loads(line)))
                reader = ViewReader(rules[1])
        state["since"], state["waiting"] = time.monotonic(), True


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv  # argv[0], the bot's name, is there for ps to show
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # only the referee answers Ctrl-C
    # The pipe to the referee gets file descriptors of its own; the strategy's
    # prints go to the error output and its reads find nothing.
    inp = os.fdopen(os.dup(0), "rb")
    out = os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)
    sys.stdin = open(os.devnull)  # noqa: SIM115
    sys.stdout = sys.stderr = _Capped(sys.__stderr__)
    # Everything a view and the loader need is imported now, before the
    # process is confined (it may then read little) and the limits are set.
    import ast  # noqa: F401
    import encodings.idna  # noqa: F401
    import classroom.botfiles  # noqa: F401
    import classroom.bots  # noqa: F401
    import classroom.wire  # noqa: F401
    import switchcore.view  # noqa: F401
    from .confine import confine_self

    state = {"waiting": True, "since": time.monotonic(), "out": out}
    threading.Thread(target=_watch, args=(os.getppid(), state), daemon=True).start()
    os.write(out, b"+\n")
    message = json.loads(inp.readline() or b"{}")
    if not message:
        os._exit(0)
    scratch = message["scratch"]
    os.environ.clear()
    os.environ.update(HOME=scratch, TMPDIR=scratch)
    failed = confine_self(scratch, message["reads"], int(message["memory"]),
                          children=not message.get("children", False),
                          file_limit=int(message.get("file_limit", 0)) or None)
    megabytes = int(message["memory"])
    try:
        strategy = _load(message, megabytes)
    except MemoryError:
        os._exit(5)
    except Exception as exc:  # noqa: BLE001 - a BotFileError, or the loader failing on odd input
        os.write(out, json.dumps({"fault": "load", "reason": str(exc)}).encode() + b"\n")
        os._exit(0)
    os.write(out, json.dumps({"ok": True, "failed": failed}).encode() + b"\n")
    try:
        serve(inp, out, strategy, message["filename"], megabytes, state)
    except MemoryError:
        os._exit(5)
    except BrokenPipeError:
        os._exit(0)
    try:
        sys.stdout.flush()
    except Exception:  # noqa: BLE001 - whatever the strategy did to it
        pass
    os._exit(0)  # threads and the student's atexit handlers are not waited for


if __name__ == "__main__":
    main()
