"""The referee's side of a bot's own process: start it, ask it for moves
with a time limit, and kill and restart it when it fails.

:class:`BotProcess` is one running :mod:`classroom.bothost`. It is started
with :func:`subprocess.Popen` (which also works inside Dask's daemonic
workers, unlike :mod:`multiprocessing`), in a session of its own so that the
terminal's Ctrl-C reaches only the referee, in an empty scratch folder, with
an empty environment and nothing secret on its command line; it confines
itself before the student's code runs (see :mod:`classroom.confine`). Its
error output is a pipe of which the referee keeps the last few kilobytes, so
no amount of printing fills a disk. The referee's process is made
undumpable and a child subreaper when it starts its first bot: a process a
bot leaves behind, in a session of its own or not, becomes the referee's
child and is killed with the bot. :class:`HostPool` keeps the processes of
one referee between games and closes them when the referee's process ends.

Every failure is a :class:`Forfeit` with a ``kind`` and a ``reason`` in plain
words: ``load`` (the file cannot be run), ``time`` (no answer in time),
``exit`` (the process ended, or the strategy called ``sys.exit``),
``memory`` (its own limit, or its group's: see :mod:`classroom.memgroup`), ``disk`` (past its disk budget), ``raised``, ``interrupt``,
``not a move``, ``illegal`` (a move the rules refuse, with its rule id) and
``benched`` (restarted too often).
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

from . import confine, memgroup
from .bothost import IDLE_LINE
from .wire import changes, frame

__all__ = ["Forfeit", "Limits", "BotProcess", "HostPool", "pool", "check_bots", "StartupInterrupted"]

#: An answer longer than this is garbage.
MAX_LINE = 1 << 20
#: The end of a bot's error output the referee keeps, for the reason of a crash.
ERROR_TAIL = 4000
#: Seconds a bot's interpreter may take to start before its file is read
#: (the machine's time, not the student's: it is not counted as loading).
START_TIME = 60.0
_PACKAGES = {"switchcore": None, "classroom": Path(__file__).resolve().parent}
#: The most files (and folders) a bot may keep in its scratch folder.
MAX_FILES = 1000
#: While a bot thinks, its scratch folder is measured this often (seconds), and after every answer.
DISK_CHECK = 0.05
#: Protections a bot's process could not set, though the system offers them (see :mod:`classroom.confine`).
not_held: set = set()
_BOOT = "import sys; sys.path.insert(0, {lib!r}); from classroom.bothost import main; main()"


class Forfeit(Exception):
    """A strategy lost its game by failing: ``kind`` and ``reason`` say how."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind, self.reason = kind, reason


class Limits:
    """What a bot in its own process may use: ``move_time`` seconds for a
    move, ``game_time`` seconds of thinking in a whole game, ``memory``
    megabytes (0: no limit) for its process and, where a memory group can be
    made (see :mod:`classroom.memgroup`), for all its processes together,
    ``load_time`` seconds to start and read its file, ``strikes`` restarts
    before it is benched (0: never) and ``disk`` megabytes in its scratch
    folder, all its files together (at most :data:`MAX_FILES` of them).
    With ``children`` a bot may start processes (by default it may not:
    see :mod:`classroom.confine`)."""

    __slots__ = ("move_time", "game_time", "memory", "load_time", "strikes", "disk", "children", "_hash")

    def __init__(self, move_time: float = 1.0, game_time: float = 60.0, memory: int = 512,
                 load_time: float = 20.0, strikes: int = 3, disk: int = 64, children: bool = False) -> None:
        if not move_time > 0 or not game_time > 0 or not load_time > 0:
            raise ValueError("time limits must be more than 0 seconds")
        if memory < 0 or strikes < 0:
            raise ValueError("the memory limit and the strikes must be 0 or more")
        if disk < 1:
            raise ValueError("the disk budget must be 1 MB or more")
        self.move_time, self.game_time, self.memory = float(move_time), float(game_time), int(memory)
        self.load_time, self.strikes, self.disk = float(load_time), int(strikes), int(disk)
        self.children = bool(children)
        self._hash = hash(self.__reduce__()[1])  # a key of the referee's pool, looked up at every move

    def __reduce__(self):
        return (Limits, (self.move_time, self.game_time, self.memory, self.load_time, self.strikes, self.disk,
                         self.children))

    def __eq__(self, other) -> bool:
        return isinstance(other, Limits) and self.__reduce__() == other.__reduce__()

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return (f"Limits(move_time={self.move_time}, game_time={self.game_time}, memory={self.memory}, "
                f"load_time={self.load_time}, strikes={self.strikes}, disk={self.disk}, children={self.children})")


def _seconds(t: float) -> str:
    return f"{t:g} s"


class _Setup:
    """What every bot of this process shares, made when the first starts:
    the referee's protections, a folder through which the bots import
    switchcore and classroom (and nothing else of their folder), and the
    list of what they may read."""

    def __init__(self) -> None:
        import switchcore

        confine.protect_referee()
        confine.become_subreaper()
        self.pid = os.getpid()
        _sweep()
        # One folder for this process: the library links, and a scratch folder per bot (which may read and
        # write only its own). It is this process's for as long as it holds the lock of the folder's lock
        # file; a referee killed without cleaning up leaves it, and the next run removes it.
        self.root = tempfile.mkdtemp(prefix=f"classroom-{self.pid}-")
        self._lock = _hold(self.root)
        self.lib = os.path.join(self.root, "lib")
        os.mkdir(self.lib)
        os.chmod(self.root, 0o755)
        os.chmod(self.lib, 0o755)
        _library(self.lib, {"switchcore": Path(switchcore.__file__).resolve().parent,
                            "classroom": _PACKAGES["classroom"]})
        self.reads = confine.read_paths() + [self.lib]
        self.sessions: set = set()  # process ids of the bots started here: their sessions
        self.live: set = set()

    def remove(self) -> None:
        if os.getpid() == self.pid and self._lock is not None:
            memgroup.sweep(os.path.basename(self.root))  # groups of bots that were not closed one by one
            shutil.rmtree(self.root, ignore_errors=True)
            lock, self._lock = self._lock, None
            os.close(lock)


def _library(lib: str, packages: dict) -> None:
    """The packages a bot imports, in the folder ``lib``: a folder per package
    with links to its files, and beside them its modules compiled here, once
    for all the bots this process starts.

    A bot's Python writes no compiled module (it runs with ``-B``), so where
    the installed packages came without them (``PYTHONDONTWRITEBYTECODE``, as
    in many container images, or a folder it may not write in) every bot
    compiled switchcore and classroom again as it started: about half of the
    time its start takes. A package's own compiled module is linked when it
    is up to date. Python checks each one against its source's time and
    size, as it always does."""
    import importlib.util
    import py_compile

    tag = sys.implementation.cache_tag
    for name, folder in packages.items():
        target = os.path.join(lib, name)
        cache = os.path.join(target, "__pycache__")
        os.makedirs(cache)
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name == "__pycache__":
                continue
            path = os.path.join(target, entry.name)
            os.symlink(entry.path, path)
            if not (tag and entry.name.endswith(".py") and entry.is_file()):
                continue
            compiled = os.path.join(cache, f"{entry.name[:-3]}.{tag}.pyc")
            own = importlib.util.cache_from_source(entry.path, optimization="")  # (bots run without -O)
            if _up_to_date(own, entry.stat()):
                os.symlink(own, compiled)
                continue
            try:  # named as the bot imports it, for its tracebacks
                py_compile.compile(entry.path, cfile=compiled, dfile=path, doraise=True, optimize=0)
            except (py_compile.PyCompileError, OSError):
                pass  # the bot's Python compiles it, and says what is wrong with it


def _up_to_date(compiled: str, source: os.stat_result) -> bool:
    """True when the file ``compiled`` is this Python's compiled module of a source with that time and size (the
    header Python checks before it uses one)."""
    import importlib.util

    try:
        with open(compiled, "rb") as f:
            head = f.read(16)
    except OSError:
        return False
    return (len(head) == 16 and head[:4] == importlib.util.MAGIC_NUMBER and head[4:8] == bytes(4)
            and int.from_bytes(head[8:12], "little") == int(source.st_mtime) & 0xFFFFFFFF
            and int.from_bytes(head[12:16], "little") == source.st_size & 0xFFFFFFFF)


#: The file in a run's folder whose lock says that the run is alive.
LOCK_FILE = "owner.lock"


def _hold(root: str) -> int:
    """Open and lock ``root``'s lock file for as long as this process lives (the kernel frees the lock when the
    process ends, however it ends)."""
    import fcntl

    # Locked under another name first: a sweep that finds the lock file always finds it held (between
    # creating a file and locking it, another run's sweep could take it for a dead run's and remove the folder).
    fresh = os.path.join(root, LOCK_FILE + ".new")
    fd = os.open(fresh, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.rename(fresh, os.path.join(root, LOCK_FILE))
    return fd


def _scratch_used(folder: str, budget: int) -> tuple[int, int]:
    """The bytes on disk and the entries in a scratch ``folder`` (counting stops past ``budget`` bytes or
    :data:`MAX_FILES` entries)."""
    size, count, folders = 0, 0, [folder]
    while folders and size <= budget and count <= MAX_FILES:
        try:
            entries = os.scandir(folders.pop())
        except OSError:
            continue
        with entries:
            for entry in entries:
                count += 1
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                size += max(info.st_blocks * 512, 0)
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
    return size, count


#: Beside each bot's scratch folder, in its run's folder (which bots cannot write), a file with the name of
#: the bot file playing there, so that a full disk can be blamed on a bot from any process of the run.
OWNER_ENDING = ".bot"


def biggest_scratch(pids, least: int = 1 << 20) -> str:
    """The bot file whose scratch folder holds the most, if it holds ``least`` bytes or more ("" if none),
    among the runs of the processes ``pids``: a referee and its workers, each with its own run folder."""
    where = tempfile.gettempdir()
    try:
        names = os.listdir(where)
    except OSError:
        return ""
    best = (0, "")
    for name in names:
        parts = name.split("-")
        if not (len(parts) == 3 and parts[0] == "classroom" and parts[1].isdigit() and int(parts[1]) in pids):
            continue
        root = os.path.join(where, name)
        try:
            entries = [e for e in os.scandir(root) if e.name.startswith("bot-") and e.is_dir(follow_symlinks=False)]
        except OSError:
            continue
        for entry in entries:
            try:
                with open(entry.path + OWNER_ENDING, encoding="utf-8") as owner:
                    filename = owner.read()
            except OSError:
                continue
            best = max(best, (_scratch_used(entry.path, 1 << 62)[0], filename))
    return best[1] if best[0] >= least else ""


#: A run's folder with no lock file is a run that is starting (it locks its folder at once); one this old
#: with none was left by a run stopped between making its folder and locking it.
NO_LOCK_LEFT = 600.0


def _sweep() -> None:
    """Remove the folders of referees that ended before they could: those whose lock is free. A process id
    says nothing here (another run may live in another PID namespace: a container, another teacher's
    session on a shared server). A folder with no lock file yet is a run that is just starting, unless it
    has had none for :data:`NO_LOCK_LEFT` seconds."""
    import fcntl

    where = tempfile.gettempdir()
    try:
        names = os.listdir(where)
    except OSError:
        return
    memgroup.sweep_left(names)
    for name in names:
        parts = name.split("-")
        if len(parts) == 3 and parts[0] == "classroom" and parts[1].isdigit():
            folder = os.path.join(where, name)
            try:
                fd = os.open(os.path.join(folder, LOCK_FILE), os.O_RDWR | os.O_CLOEXEC | os.O_NOFOLLOW)
            except FileNotFoundError:
                try:
                    left = os.lstat(folder).st_mtime < time.time() - NO_LOCK_LEFT
                except OSError:
                    continue
                if left and not os.path.exists(os.path.join(folder, LOCK_FILE)):
                    memgroup.sweep(name)
                    shutil.rmtree(folder, ignore_errors=True)
                continue
            except OSError:
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # alive
            else:
                memgroup.sweep(name)
                shutil.rmtree(folder, ignore_errors=True)
            finally:
                os.close(fd)


_setup = None
_setup_lock = threading.Lock()


def _shared() -> _Setup:
    global _setup
    with _setup_lock:
        if _setup is None or _setup.pid != os.getpid():
            _setup = _Setup()
            atexit.register(_setup.remove)
        return _setup


def _orphans(setup: _Setup) -> list[int]:
    """Processes a bot left behind that became this process's children (it
    is their subreaper): in a bot's session, or in a session of their own."""
    found = []
    me = str(os.getpid())
    try:
        entries = os.listdir("/proc")
    except OSError:
        return found
    for entry in entries:
        if not entry.isdigit() or int(entry) in setup.live:
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        ppid, pgid, sid = fields[1].decode(), int(fields[2]), int(fields[3])
        if ppid != me:
            continue
        # A session of its own is a bot's only when the process runs with no
        # new privileges, which every bot sets and nothing can undo: this
        # process's other children (a server, a kernel) are not bots' leftovers.
        if sid in setup.sessions or pgid in setup.sessions or (sid == int(entry) and _no_new_privs(entry)):
            found.append(int(entry))
    return found


def _no_new_privs(pid: str) -> bool:
    try:
        with open(f"/proc/{pid}/status", "rb") as f:
            return any(line.split() == [b"NoNewPrivs:", b"1"] for line in f)
    except OSError:
        return False


def reap_orphans() -> int:
    """Kill and reap every process bots of this process left behind; how many there were."""
    setup = _setup
    if setup is None or not sys.platform.startswith("linux"):
        return 0
    count = 0
    for _ in range(5):  # a killed orphan's own children become orphans in their turn
        found = _orphans(setup)
        if not found:
            break
        for pid in found:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                count += 1
            except (ProcessLookupError, ChildProcessError, PermissionError):
                pass
    return count


class BotProcess:
    """One bot running in its own process."""

    def __init__(self, bot, limits: Limits, cancelled: threading.Event | None = None) -> None:
        if bot.problem:
            raise Forfeit("load", bot.problem)
        if os.name != "posix":
            raise Forfeit("load", "bot files play in processes of their own only on Linux and macOS")
        self.bot, self.limits = bot, limits
        self.proc = None
        self.game = None  # the game it was last told about
        self.log_sent = 0  # events of that game's log it has been sent
        self._seen = None  # the last view it was sent, as a packed list
        self._measured = 0.0  # when its scratch folder was last measured
        self.failed: list = []  # protections that did not hold in its process
        self._buffer = b""
        self._tail = b""
        self._cancelled = cancelled
        self._patience = None
        self.group = None  # its memory group, where one can be made
        setup = _shared()
        self._setup = setup
        self._folder = tempfile.mkdtemp(prefix="bot-", dir=setup.root)
        with open(self._folder + OWNER_ENDING, "w", encoding="utf-8") as owner:
            owner.write(bot.filename)
        if limits.memory and confine.memory_group():
            try:
                self.group = memgroup.MemoryGroup(f"{os.path.basename(setup.root)}-{os.path.basename(self._folder)}",
                                                  limits.memory)
            except OSError:
                self.failed.append("memory group")
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-B", "-X", "utf8", "-c", _BOOT.format(lib=setup.lib), bot.name],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=self._folder, env={},
            start_new_session=True, close_fds=True, bufsize=0)
        setup.sessions.add(self.proc.pid)
        setup.live.add(self.proc.pid)
        if self.group is not None:  # before the student's code runs (it is sent below): its children are born in it
            try:
                self.group.add(self.proc.pid)
            except OSError:
                self.group.remove()
                self.group = None
                self.failed.append("memory group")
        self._in, self._out, self._err = self.proc.stdin.fileno(), self.proc.stdout.fileno(), self.proc.stderr.fileno()
        self._poll = select.poll()
        self._poll.register(self._out, select.POLLIN)
        self._poll.register(self._err, select.POLLIN)
        self._alive = True
        if self._line(START_TIME, "could not start its Python within "
                                  f"{_seconds(START_TIME)} (the machine is very busy)") != b"+":
            self.close()
            raise Forfeit("load", "could not start its Python")
        self._send(json.dumps({"name": bot.name, "filename": bot.filename, "kind": bot.kind, "source": bot.source,
                               "function": bot.function, "scratch": self._folder, "reads": setup.reads,
                               "memory": limits.memory, "file_limit": min(confine.FILE_LIMIT, limits.disk << 20),
                               "children": limits.children}
                              ).encode() + b"\n")
        # The load limit counts the bot's own time (its CPU time, where the system tells it), not the
        # machine's: on a busy machine, or while other bots start too, loading takes longer through no
        # fault of the file. The wall clock still stops it at twice the limit.
        limit, began = limits.load_time, time.monotonic()
        self._patience = lambda: (time.monotonic() < began + 2 * limit
                                  and (self._cpu() if self._cpu() is not None else limit) < limit)
        try:
            answer = self._line(limit, f"took more than {_seconds(limit)} to load its file")
        finally:
            self._patience = None
        try:
            answer = json.loads(answer)
        except ValueError:
            answer = {}
        if not isinstance(answer, dict) or not answer.get("ok"):
            self.close()
            reason = answer.get("reason") if isinstance(answer, dict) else None
            raise Forfeit("load", str(reason or "could not be loaded"))
        self.failed += [str(f) for f in answer.get("failed", [])]
        not_held.update(self.failed)
        self._check_disk()

    def _used(self) -> tuple[int, int]:
        """The bytes on disk and the entries in the bot's scratch folder (counting stops past the limits)."""
        return _scratch_used(self._folder, self.limits.disk << 20)

    def _check_disk(self) -> None:
        """Forfeit, with its process stopped, a bot past its disk budget or its group's memory budget."""
        self._measured = time.monotonic()
        if self.group is not None and self.group.passed():
            raise self._over_memory()
        size, count = self._used()
        if size > self.limits.disk << 20 or count > MAX_FILES:
            self.close()
            raise Forfeit("disk", f"wrote more than {self.limits.disk} MB or {MAX_FILES} files in its scratch folder")

    def _over_memory(self) -> Forfeit:
        self.close()
        return Forfeit("memory", f"used more than {self.limits.memory} MB with its children")

    def _cpu(self) -> float | None:
        """The CPU time the bot's process has used, in seconds (None where the system does not say)."""
        try:
            with open(f"/proc/{self.proc.pid}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError, AttributeError):
            return None

    # -- the pipe --------------------------------------------------------------------

    def _send(self, data: bytes) -> None:
        try:
            while data:
                data = data[os.write(self._in, data):]
        except OSError:
            raise self._ended() from None

    def _drain(self) -> bool:
        """Keep the end of the error output; False when it is closed."""
        try:
            chunk = os.read(self._err, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self._poll.unregister(self._err)
            return False
        self._tail = (self._tail + chunk)[-ERROR_TAIL:]
        return True

    def _line(self, timeout: float, late: str) -> bytes:
        """The next line the bot sends, within ``timeout`` seconds."""
        started = time.monotonic()
        deadline = started + timeout
        buffer, out = self._buffer, self._out
        while b"\n" not in buffer:
            left = deadline - time.monotonic()
            if left <= 0 and self._patience is not None and self._patience():
                deadline, left = deadline + 0.1, 0.1
            if left <= 0:
                self._buffer = buffer
                self.close()
                raise Forfeit("time", late)
            if self._cancelled is not None:  # the start-up check: answer Ctrl-C within a fraction of a second
                if self._cancelled.is_set():
                    self.close()
                    raise Forfeit("load", "the start-up check was stopped")
                left = min(left, 0.1)
            if time.monotonic() - started > DISK_CHECK:  # a long think: it may be writing files
                self._buffer = buffer
                self._check_disk()
                left = min(left, DISK_CHECK)
            for fd, _ in self._poll.poll(left * 1000):
                if fd == out:
                    chunk = os.read(out, 65536)
                    if not chunk:
                        self._buffer = buffer
                        raise self._ended()
                    buffer += chunk
                    if len(buffer) > MAX_LINE:
                        self.close()
                        raise Forfeit("not a move", "sent an answer too long to be a move")
                else:
                    self._drain()
        line, _, self._buffer = buffer.partition(b"\n")
        return line

    def _ended(self, idle: bool = False) -> Forfeit:
        """The fault of a process that stopped answering: how it ended (``idle``: it said it had waited for
        too long, see :mod:`classroom.bothost`; an exit code alone is whatever the process chose)."""
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        try:
            while self._err in {fd for fd, _ in self._poll.poll(0)} and self._drain():
                pass
        except (OSError, KeyError, ValueError):
            pass
        tail = self._tail.decode("utf-8", "replace")
        if self.group is not None and self.group.passed():  # the kernel stopped it, or one of its children
            return self._over_memory()
        self.close()
        if "MemoryError" in tail or code == 5:
            return Forfeit("memory", f"ran out of memory (the limit is {self.limits.memory} MB)")
        if code is not None and code < 0:
            name = signal.Signals(-code).name if -code in signal.valid_signals() else str(-code)
            extra = ", perhaps for using too much memory" if code == -signal.SIGKILL else ""
            return Forfeit("exit", f"its process was killed by signal {name}{extra}")
        if code is None:
            return Forfeit("exit", "closed its pipe to the referee in the middle of a game")
        if idle:
            return Forfeit("exit", f"its process ended (exit code {code}) while it was waiting")
        return Forfeit("exit", f"its process ended (exit code {code}) in the middle of a game, "
                               "for example by os._exit() or a crash")

    # -- playing ---------------------------------------------------------------------

    def ask(self, game_id, rules, data, timeout: float, late: str) -> str:
        """The move text the bot answers to the view ``data`` (a :func:`~classroom.wire.pack`
        list, or :func:`~classroom.wire.view_data`), or Forfeit."""
        if self.game == game_id and self._seen is not None and isinstance(data, list):
            # The same game: only what changed since this seat's last view (see classroom.wire).
            message = frame(b"d", changes(self._seen, data))
        else:
            message = frame(b"m", data)
        if self.game != game_id:
            message = b"G" + json.dumps(rules.to_dict(), separators=(",", ":")).encode() + b"\n" + message
            self.game = game_id
        self._seen = data if isinstance(data, list) else None
        self._send(message)
        began = time.monotonic()
        answer = self._line(timeout, late)
        if time.monotonic() - began > DISK_CHECK or began - self._measured > DISK_CHECK:
            self._check_disk()  # (a quick answer wrote little: the folder is measured at most every DISK_CHECK)
        if answer[:1] == b"=":
            return answer[1:].decode("utf-8", "replace")
        if answer + b"\n" == IDLE_LINE:
            raise self._ended(idle=True)
        try:
            fault = json.loads(answer[1:]) if answer[:1] == b"!" else None
        except ValueError:
            fault = None
        if isinstance(fault, dict) and "fault" in fault:
            kind, reason = str(fault["fault"]), str(fault.get("reason", ""))
            if kind == "memory":
                self.close()  # a process that ran out of memory is not trusted to go on
            raise Forfeit(kind, reason[:500])
        self.close()
        raise Forfeit("not a move", "sent something that is not an answer")

    @property
    def alive(self) -> bool:
        return self.proc is not None and self._alive

    def close(self) -> None:
        """Kill the process, with every process it started, and clean up."""
        proc, self.proc = self.proc, None
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError, OSError):
                pass
            for pipe in (proc.stdin, proc.stdout, proc.stderr):
                try:
                    pipe.close()
                except OSError:
                    pass
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            self._setup.live.discard(proc.pid)
            reap_orphans()
        group, self.group = self.group, None
        if group is not None:
            group.remove()
        shutil.rmtree(self._folder, ignore_errors=True)
        try:
            os.remove(self._folder + OWNER_ENDING)
        except OSError:
            pass


class HostPool:
    """The bot processes of one referee (one thread), kept between games.
    A bot whose file cannot be run is remembered and not started again; a
    bot restarted ``limits.strikes`` times is benched for the rest of the run."""

    def __init__(self) -> None:
        self.hosts: dict = {}
        self.broken: dict = {}  # bot key -> Forfeit
        self.restarts: dict = {}  # bot key -> (count, last reason)

    def get(self, bot, slot: int, limits: Limits, game_id=None) -> BotProcess:
        key = (bot, limits)
        if key in self.broken:
            raise self.broken[key]
        count, last = self.restarts.get(key, (0, ""))
        if limits.strikes and count >= limits.strikes:
            raise Forfeit("benched", f"benched after {count} restarts of its process (the last one: {last})")
        host = self.hosts.get((key, slot))
        if host is not None and host.alive and (game_id is None or host.game == game_id or host.proc.poll() is None):
            return host
        if host is not None:  # it died between games (its idle time ran out)
            host.close()
        try:
            try:
                host = BotProcess(bot, limits)
            except Forfeit as slow:
                if slow.kind != "time":
                    raise
                # Only slow to load (a busy machine, other bots starting too): once more, as the start-up
                # check does, before it counts against the bot.
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


class StartupInterrupted(KeyboardInterrupt):
    """Ctrl-C during the start-up check of the bot files: no game was played."""


def check_bots(bots, limits: Limits, at_once: int | None = None) -> dict:
    """Start each bot once, a few at a time, and return the bots whose
    files cannot be run, with the reason. The load limit counts the bot's
    own CPU time where the system tells it (see :class:`BotProcess`), and a
    bot that still ran out of time is tried again alone before it is
    blamed: on a busy machine starting several at once is slow. Ctrl-C stops the check
    within a fraction of a second with :class:`StartupInterrupted`."""
    from concurrent.futures import ThreadPoolExecutor
    from concurrent.futures import TimeoutError as NotYet

    stop = threading.Event()
    at_once = at_once or max(1, min(4, os.cpu_count() or 1))

    def check(bot, lim=limits):
        try:
            BotProcess(bot, lim, stop).close()
        except Forfeit as fault:
            return bot, fault
        return bot, None

    threads = ThreadPoolExecutor(max_workers=at_once)
    try:
        futures = [threads.submit(check, bot) for bot in bots]
        found = {}
        for future in futures:
            while True:
                try:
                    bot, fault = future.result(timeout=0.2)
                    break
                except NotYet:
                    continue
            if fault is not None and fault.kind != "load":  # too slow while others started too: once more, alone
                fault = check(bot)[1]
            if fault is not None:
                found[bot] = fault.reason
        return found
    except KeyboardInterrupt:
        stop.set()
        raise StartupInterrupted() from None
    finally:
        threads.shutdown(wait=True, cancel_futures=True)


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
    reap_orphans()
    if _setup is not None:
        _setup.remove()


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
