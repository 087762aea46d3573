"""The referee's side of a bot's own process: start it, ask it for moves
with a time limit, and kill and restart it when it fails.

:class:`BotProcess` is one running :mod:`classroom.bothost`. It is started
with :func:`subprocess.Popen` (which also works inside Dask's daemonic
workers, unlike :mod:`multiprocessing`), in a session of its own so that the
terminal's Ctrl-C reaches only the referee, in an empty temporary folder and
with an almost empty environment. :class:`HostPool` keeps the processes of
one referee between games and closes them when the referee's process ends.

Every failure is a :class:`Forfeit` with a ``kind`` and a ``reason`` in plain
words: ``load`` (the file cannot be run), ``time`` (no answer in time),
``exit`` (the process ended, or the strategy called ``sys.exit``),
``memory``, ``raised``, ``interrupt``, ``not a move``, ``illegal`` (a move
the rules refuse, with its rule id) and ``benched`` (restarted too often).
"""

from __future__ import annotations

import atexit
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from .bothost import IDLE, ORPHANED

__all__ = ["Forfeit", "Limits", "BotProcess", "HostPool", "pool"]

#: An answer longer than this is garbage.
MAX_LINE = 1 << 20
_ROOT = str(Path(__file__).resolve().parents[1])
_BOOT = ("import sys; sys.path.insert(0, {root!r}); from classroom.bothost import main; main(sys.argv[1:])")


class Forfeit(Exception):
    """A strategy lost its game by failing: ``kind`` and ``reason`` say how."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind, self.reason = kind, reason


class Limits:
    """What a bot in its own process may use: ``move_time`` seconds for a
    move, ``game_time`` seconds of thinking in a whole game, ``memory``
    megabytes (0: no limit), ``load_time`` seconds to start and read its
    file, and ``strikes`` restarts before it is benched (0: never)."""

    __slots__ = ("move_time", "game_time", "memory", "load_time", "strikes")

    def __init__(self, move_time: float = 1.0, game_time: float = 60.0, memory: int = 512,
                 load_time: float = 20.0, strikes: int = 3) -> None:
        if not move_time > 0 or not game_time > 0 or not load_time > 0:
            raise ValueError("time limits must be more than 0 seconds")
        if memory < 0 or strikes < 0:
            raise ValueError("the memory limit and the strikes must be 0 or more")
        self.move_time, self.game_time, self.memory = float(move_time), float(game_time), int(memory)
        self.load_time, self.strikes = float(load_time), int(strikes)

    def __reduce__(self):
        return (Limits, (self.move_time, self.game_time, self.memory, self.load_time, self.strikes))

    def __eq__(self, other) -> bool:
        return isinstance(other, Limits) and self.__reduce__() == other.__reduce__()

    def __hash__(self) -> int:
        return hash(self.__reduce__()[1])

    def __repr__(self) -> str:
        return (f"Limits(move_time={self.move_time}, game_time={self.game_time}, memory={self.memory}, "
                f"load_time={self.load_time}, strikes={self.strikes})")


def _seconds(t: float) -> str:
    return f"{t:g} s"


class BotProcess:
    """One bot running in its own process."""

    def __init__(self, bot, limits: Limits) -> None:
        if bot.problem:
            raise Forfeit("load", bot.problem)
        if os.name != "posix":
            raise Forfeit("load", "bot files play in processes of their own only on Linux and macOS")
        self.bot, self.limits = bot, limits
        self.proc = None
        self.game = None  # the game it was last told about
        self.log_sent = 0  # events of that game's log it has been sent
        self._buffer = b""
        self._folder = tempfile.mkdtemp(prefix="switchcore-bot-")
        self._errors = tempfile.TemporaryFile()
        env = {"PATH": os.environ.get("PATH", ""), "HOME": self._folder, "LANG": "C.UTF-8",
               "PYTHONIOENCODING": "utf-8", "PYTHONDONTWRITEBYTECODE": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-c", _BOOT.format(root=_ROOT), str(limits.memory), bot.name],  # ps shows the name
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors, cwd=self._folder, env=env,
            start_new_session=True, close_fds=True)
        self._send({"op": "load", "name": bot.name, "filename": bot.filename, "kind": bot.kind,
                    "source": bot.source, "function": bot.function})
        answer = self._receive(limits.load_time, f"took more than {_seconds(limits.load_time)} to start")
        if not answer.get("ok"):
            self.close()
            raise Forfeit("load", str(answer.get("reason", "could not be loaded")))

    # -- the pipe --------------------------------------------------------------------

    def _send(self, data: dict) -> None:
        try:
            self.proc.stdin.write(json.dumps(data).encode() + b"\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._ended() from None

    def _receive(self, timeout: float, late: str) -> dict:
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()
                raise Forfeit("time", late)
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                raise self._ended()
            self._buffer += chunk
            if len(self._buffer) > MAX_LINE:
                self.close()
                raise Forfeit("not a move", "sent an answer too long to be a move")
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            answer = json.loads(line)
            if not isinstance(answer, dict):
                raise ValueError
        except ValueError:
            self.close()
            raise Forfeit("not a move", "sent something that is not an answer") from None
        return answer

    def _ended(self) -> Forfeit:
        """The fault of a process that stopped answering: how it ended."""
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        self._errors.seek(0, os.SEEK_END)
        self._errors.seek(max(0, self._errors.tell() - 4000))
        tail = self._errors.read().decode("utf-8", "replace")
        self.close()
        if "MemoryError" in tail or code == 5:
            return Forfeit("memory", f"ran out of memory (the limit is {self.limits.memory} MB)")
        if code is not None and code < 0:
            name = signal.Signals(-code).name if -code in signal.valid_signals() else str(-code)
            extra = ", perhaps for using too much memory" if code == -signal.SIGKILL else ""
            return Forfeit("exit", f"its process was killed by signal {name}{extra}")
        if code is None:
            return Forfeit("exit", "closed its pipe to the referee in the middle of a game")
        if code in (ORPHANED, IDLE):
            return Forfeit("exit", f"its process ended (exit code {code}) while it was waiting")
        return Forfeit("exit", f"its process ended (exit code {code}) in the middle of a game, "
                               "for example by os._exit() or a crash")

    # -- playing ---------------------------------------------------------------------

    def ask(self, game_id, rules, data: dict, timeout: float, late: str) -> str:
        """The move text the bot answers to the view ``data``, or Forfeit."""
        if self.game != game_id:
            self._send({"op": "game", "rules": rules.to_dict()})
            self.game = game_id
        self._send({"op": "move", "view": data})
        answer = self._receive(timeout, late)
        if "move" in answer and isinstance(answer["move"], str):
            return answer["move"]
        if "fault" in answer:
            kind, reason = str(answer["fault"]), str(answer.get("reason", ""))
            if kind == "memory":
                self.close()  # a process that ran out of memory is not trusted to go on
            raise Forfeit(kind, reason[:500])
        self.close()
        raise Forfeit("not a move", "sent something that is not an answer")

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def close(self) -> None:
        """Kill the process (and any process it started) and clean up."""
        proc, self.proc = self.proc, None
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError, OSError):
                pass
            for pipe in (proc.stdin, proc.stdout):
                try:
                    pipe.close()
                except OSError:
                    pass
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        self._errors.close()
        shutil.rmtree(self._folder, ignore_errors=True)


class HostPool:
    """The bot processes of one referee (one thread), kept between games.
    A bot whose file cannot be run is remembered and not started again; a
    bot restarted ``limits.strikes`` times is benched for the rest of the run."""

    def __init__(self) -> None:
        self.hosts: dict = {}
        self.broken: dict = {}  # bot key -> Forfeit
        self.restarts: dict = {}  # bot key -> (count, last reason)

    def get(self, bot, slot: int, limits: Limits) -> BotProcess:
        key = (bot, limits)
        if key in self.broken:
            raise self.broken[key]
        count, last = self.restarts.get(key, (0, ""))
        if limits.strikes and count >= limits.strikes:
            raise Forfeit("benched", f"benched after {count} restarts of its process (the last one: {last})")
        host = self.hosts.get((key, slot))
        if host is not None and host.alive:
            return host
        if host is not None:  # it died between games (its idle time ran out)
            host.close()
        try:
            host = BotProcess(bot, limits)
        except Forfeit as fault:
            if fault.kind == "load":
                self.broken[key] = fault
            else:
                self.failed(bot, limits, fault)
            raise
        self.hosts[(key, slot)] = host
        return host

    def failed(self, bot, limits: Limits, fault: Forfeit) -> None:
        """Note that a bot's process was killed or died (it will be restarted)."""
        key = (bot, limits)
        count, _ = self.restarts.get(key, (0, ""))
        self.restarts[key] = (count + 1, fault.reason)

    def close(self) -> None:
        """Close every process and forget the faults: a later tournament starts afresh."""
        for host in self.hosts.values():
            host.close()
        self.hosts.clear()
        self.broken.clear()
        self.restarts.clear()


def check_bots(bots, limits: Limits, at_once: int = 4) -> dict:
    """Start each bot once, a few at a time, and return the bots whose
    files cannot be run, with the reason."""
    from concurrent.futures import ThreadPoolExecutor

    def check(bot):
        try:
            BotProcess(bot, limits).close()
        except Forfeit as fault:
            return bot, fault.reason
        return bot, None

    with ThreadPoolExecutor(max_workers=at_once) as threads:
        return {bot: reason for bot, reason in threads.map(check, bots) if reason is not None}


_pools = threading.local()
_all_pools: list = []
_lock = threading.Lock()


def pool() -> HostPool:
    """This thread's pool of bot processes (created on first use)."""
    found = getattr(_pools, "pool", None)
    if found is None:
        found = _pools.pool = HostPool()
        with _lock:
            if not _all_pools:
                _watch_exit()
            _all_pools.append(found)
    return found


def close_all() -> None:
    """Close every bot process this process started."""
    with _lock:
        pools = list(_all_pools)
    for p in pools:
        p.close()


def _on_term(signum, frame):  # a worker stopped with SIGTERM: take the bot processes along
    close_all()
    os._exit(128 + signum)


def _watch_exit() -> None:
    atexit.register(close_all)
    try:  # a multiprocessing worker ends without atexit; its finalizers do run
        from multiprocessing import util

        util.Finalize(None, close_all, exitpriority=100)
    except Exception:  # noqa: BLE001 - not in a multiprocessing child: atexit is enough
        pass
    import multiprocessing

    worker = multiprocessing.parent_process() is not None  # a process pool's worker, not the teacher's process
    if worker and threading.current_thread() is threading.main_thread() \
            and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _on_term)
