"""Hostile bot files, each trying one of the attacks a class tournament met
(issue 23), and what stops it: the bot's process confines itself (Landlock,
no new privileges, resource limits), the referee is not dumpable and reaps
whatever a bot leaves behind. Each hostile bot raises ``ATTACK WORKED: ...``
when its attack succeeds, so a working attack shows in the table as a
forfeit with that reason; otherwise it plays on like an honest bot.

Every attack is aimed at the tournament's own referee, bots and files
only, and one that must open something for writing does no more than open
it: run unconfined, it would harm nothing beyond the test. Still, an attack
is run only where the protection against it holds; where this machine's
kernel lacks it, the test checks instead that the run says so at start
(see :func:`classroom.confine.missing`), and does not skip.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import uuid

import pytest

from classroom import confine
from classroom.botproc import Limits
from classroom.tournament import bots_in, tournament
from switchcore import Rules

from .conftest import FIRST, LIKE_EASY, ROOT

HAVE = confine.protections()
QUICK = Limits(move_time=2.0, game_time=30, memory=512, strikes=0)

#: Opens what a bot must not reach; every attack below uses it.
PROBE = """
import os

def _opened(path, mode="rb"):
    try:
        with open(path, mode) as f:
            return f.read(64) if "r" in mode else True
    except OSError:
        return None

def _listed(path):
    try:
        return os.listdir(path)
    except OSError:
        return []
"""

PIPE_WRITER = PROBE + """
def _pipes(pid):
    found = []
    for fd in _listed(f"/proc/{pid}/fd"):
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}").startswith("pipe:"):
                found.append(f"/proc/{pid}/fd/{fd}")
        except OSError:
            pass
    return found

def choose(view):
    # Only the referee's pipes (to the other bots) and the other bots' own: never anything else's.
    parent, me = str(os.getppid()), str(os.getpid())
    siblings = [p for p in _listed("/proc") if p.isdigit() and p != me and _opened(f"/proc/{p}/stat") and
                _opened(f"/proc/{p}/stat").split(b")")[-1].split()[1:2] == [parent.encode()]]
    hits = []
    for path in _pipes(parent) + [q for p in siblings for q in _pipes(p)]:
        try:
            w = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            continue
        try:
            os.write(w, b"=KZ\\n")  # a fake answer: an honest bot would forfeit for it
            hits.append(path)
        except OSError:
            pass
        finally:
            os.close(w)
    if hits:
        raise AssertionError(f"ATTACK WORKED: wrote into {hits[:3]}")
    return view.legal_moves[0]
"""

SIGNALLER = """
import os, signal

def choose(view):
    sent = []
    for sig in (signal.SIGSTOP, signal.SIGINT):  # the referee only, and it is woken again at once
        try:
            os.kill(os.getppid(), sig)
            sent.append(sig.name)
        except OSError:
            pass
        if sig == signal.SIGSTOP and sent:
            os.kill(os.getppid(), signal.SIGCONT)
    if sent:
        raise AssertionError(f"ATTACK WORKED: sent {sent} to the referee")
    return view.legal_moves[0]
"""

SEED_READER = PROBE + """
RESULTS = {results!r}

def choose(view):
    parent = os.getppid()
    found = [what for what, got in [
        ("cmdline", _opened(f"/proc/{{parent}}/cmdline")), ("environ", _opened(f"/proc/{{parent}}/environ")),
        ("mem", _opened(f"/proc/{{parent}}/mem")), ("maps", _opened(f"/proc/{{parent}}/maps")),
        ("results", _opened(RESULTS))] if got]
    if found:
        raise AssertionError(f"ATTACK WORKED: read the referee's {{found}}")
    return view.legal_moves[0]
"""

FORKER = """
import os, time
_started = []

def choose(view):
    if not _started:
        _started.append(1)
        try:
            child = os.fork()
        except OSError:
            child = None
        if child == 0:
            try:
                os.setsid()  # a session of its own, away from the bot's process group
                time.sleep(600)
            finally:
                os._exit(0)
    return view.legal_moves[0]
"""

FILE_EDITOR = PROBE + """
OTHER, RESULTS = {other!r}, {results!r}

def choose(view):
    done = [path for path in (OTHER, RESULTS) if _opened(path, "a")]
    if done:
        raise AssertionError(f"ATTACK WORKED: opened {{done}} for writing")
    return view.legal_moves[0]
"""

TERMINAL_FORGER = PROBE + """
def choose(view):
    row = b"\\nhonest00         99    99    100.0%   FORGED ROW\\n"
    done = []
    for path in ("/dev/tty", f"/proc/{os.getppid()}/fd/1", f"/proc/{os.getppid()}/fd/2"):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            continue
        try:
            os.write(fd, row)
            done.append(path)
        except OSError:
            pass
        finally:
            os.close(fd)
    if done:
        raise AssertionError(f"ATTACK WORKED: wrote to {done}")
    return view.legal_moves[0]
"""

FLOODER = """
import os, sys
_written = [0]

def choose(view):
    if _written[0] < 8_000_000:  # straight to the error output, past print's limit
        _written[0] += os.write(2, b"x" * 1_000_000)
    return view.legal_moves[0]
"""

ENV_READER = PROBE + """
def choose(view):
    leaked = [k for k in os.environ if "TOKEN" in k] + (["/proc"] if _opened(f"/proc/{os.getppid()}/environ") else [])
    if leaked:
        raise AssertionError(f"ATTACK WORKED: found {leaked}")
    return view.legal_moves[0]
"""

NETWORK = """
import socket
PORT = {port}

def choose(view):
    try:
        socket.create_connection(("127.0.0.1", PORT), timeout=0.5).close()
    except OSError:
        return view.legal_moves[0]
    raise AssertionError("ATTACK WORKED: connected to the network")
"""

HONEST_NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# My bot"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 1,
         "source": ["%matplotlib inline\n", "import matplotlib.pyplot as plt\n", "from switchcore import *\n",
                    "from classroom.bots import *\n"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 2,
         "source": ["ORDER = {rank: i for i, rank in enumerate('A23456789TJQK')}\n", "\n",
                    "class Helper:\n", "    def best(self, moves):\n", "        return moves[-1]\n"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 3,
         "source": ["def my_bot(view):\n", "    assert len(ORDER) == 13\n",
                    "    return Helper().best(view.legal_moves)\n"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": 4,
         "source": ["plt.plot([1, 2], [3, 4])\n", "my_bot\n"]},
    ],
    "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
}


def _marked(token: str) -> list[int]:
    """Processes whose command line holds ``token``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    if token.encode() in f.read():
                        found.append(int(entry))
            except OSError:
                pass
    return found


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _attacks(text: str) -> list[str]:
    return re.findall(r"ATTACK WORKED: [^\n]*", text)


@pytest.fixture
def listener():
    """A TCP port on this machine that accepts connections, for the network attack."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(50)
        yield server.getsockname()[1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bot confinement is Linux's (Landlock, prctl)")
def test_a_class_of_thirty_with_hostile_bots_completes_and_blames_no_honest_bot(tmp_path, listener):
    where = tmp_path / "submissions"
    where.mkdir()
    results = tmp_path / "class.jsonl"
    forker = f"forker_{uuid.uuid4().hex[:8]}"
    honest = []
    for i in range(19):
        (where / f"honest{i:02}.py").write_text(LIKE_EASY if i % 2 else FIRST)
        honest.append(f"honest{i:02}")
    (where / "honest19.ipynb").write_text(json.dumps(HONEST_NOTEBOOK))
    honest.append("honest19")
    victim = where / "honest00.py"
    hostile = {
        "pipes": PIPE_WRITER, "signals": SIGNALLER, "seeds": SEED_READER.format(results=str(results)),
        forker: FORKER, "editor": FILE_EDITOR.format(other=str(victim), results=str(results)),
        "forger\n\x1b[2Khonest01         99    99    100.0%": TERMINAL_FORGER, "flood": FLOODER,
        "environ": ENV_READER, "network": NETWORK.format(port=listener), "zz_quiet": FIRST,
    }
    for name, source in hostile.items():
        (where / f"{name}.py").write_text(source)
    assert len(list(where.iterdir())) == 30
    gaps = confine.missing()
    if gaps:  # some attack could not be stopped here: play the class without them, and check the run says so
        for name in hostile:
            (where / f"{name}.py").write_text(FIRST)
    before = _digest(victim)
    env = dict(os.environ, CLASSROOM_TEST_TOKEN="hub-token-12345")
    args = ["tournament", "--bots-dir", where, "--players", "4", "--games-per-bot", "6", "--seed", "918273645",
            "--workers", "2", "--move-time", "2", "--results", results, "--csv", tmp_path / "class.csv"]
    run = subprocess.Popen([sys.executable, "-m", "classroom", *map(str, args)], cwd=ROOT, text=True, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (results.exists() and results.stat().st_size):
            time.sleep(0.05)
        with open(f"/proc/{run.pid}/cmdline", "rb") as f:
            command = f.read()
        out, err = run.communicate(timeout=240)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 0, err
    # The seed never showed on the command line other processes can read, nor in the table.
    assert b"918273645" not in command and b"--seed-fd" in command
    assert "918273645" not in out and "918273645" in results.read_text().splitlines()[0]

    table = {line.split()[0]: line.split() for line in out.splitlines()[2:] if line and line[0] != " "}
    planned = 30 * 6 // 4
    assert f"{planned} games of Switch, 4 players" in out.splitlines()[0]
    games = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert sorted(g["index"] for g in games) == list(range(planned))  # every game played, and written once
    for name in honest:
        assert int(table[name][1]) > 0 and table[name][-1] == "0", (name, table.get(name), out)
    everything = out + err
    assert not _attacks(everything), _attacks(everything)
    assert "FORGED ROW" not in everything
    assert _digest(victim) == before
    if gaps:  # this kernel cannot stop every attack: the run said so at its start
        assert f"Note: {gaps}" in err
    # The forger's name is shown escaped, on one line, in the table and the CSV.
    assert "forger\\n\\x1b[2Khonest01" in out and "\x1b" not in out
    assert "forger\\n\\x1b[2Khonest01" in (tmp_path / "class.csv").read_text()
    assert "flood" in table and table["flood"][-1] == "0"
    # No process a bot started outlives the run, even one in a session of its own.
    time.sleep(0.5)
    assert not _marked(forker)
    again = subprocess.run([sys.executable, "-m", "classroom", "leaderboard", str(results)], cwd=ROOT,
                           capture_output=True, text=True, timeout=60)
    shown = [line for line in out.splitlines()[2:] if not line.startswith("The table as CSV")]
    assert again.returncode == 0 and again.stdout.splitlines()[2:] == shown


def _one(tmp_path, name: str, source: str, games: int = 2, limits=QUICK, **extra) -> tuple:
    """A tournament of one hostile bot file against an honest one; the result and any warning said."""
    import warnings

    where = tmp_path / "bots"
    where.mkdir(exist_ok=True)
    (where / f"{name}.py").write_text(source)
    (where / "honest.py").write_text(LIKE_EASY)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        result = tournament(bots_in(where), Rules.switch(players=2), games=games, limits=limits, **extra)
    return result, [str(w.message) for w in said]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bot confinement is Linux's (Landlock, prctl)")
@pytest.mark.parametrize("attack, needs", [
    ("pipes", "landlock"), ("signals", "signals"), ("seeds", "landlock"), ("editor", "landlock"),
    ("forger", "landlock"), ("environ", "landlock"),
])
def test_each_attack_fails_or_the_run_says_it_cannot_stop_it(tmp_path, attack, needs):
    results = tmp_path / "r.jsonl"
    other = tmp_path / "other.py"
    other.write_text(FIRST)
    source = {"pipes": PIPE_WRITER, "signals": SIGNALLER, "seeds": SEED_READER.format(results=str(results)),
              "editor": FILE_EDITOR.format(other=str(other), results=str(results)), "forger": TERMINAL_FORGER,
              "environ": ENV_READER}[attack]
    if not HAVE[needs]:  # the attack is not run; the run names what it cannot stop
        _, said = _one(tmp_path, "plain", FIRST)
        assert said and confine.missing() in said and confine.missing()
        return
    os.environ["CLASSROOM_TEST_TOKEN"] = "hub-token-12345"
    try:
        result, said = _one(tmp_path, attack, source, results=results)
    finally:
        del os.environ["CLASSROOM_TEST_TOKEN"]
    assert result["honest"].forfeits == 0 and len(result.records) == 2
    assert result[attack].forfeits == 0, result[attack].reasons
    assert other.read_text() == FIRST


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bot confinement is Linux's (Landlock, prctl)")
def test_no_tcp_connection_leaves_a_bot(tmp_path, listener):
    result, said = _one(tmp_path, "network", NETWORK.format(port=listener))
    if HAVE["net"]:
        assert result["network"].forfeits == 0, result["network"].reasons
    else:
        assert said and "open network connections" in said[0]
        assert "ATTACK WORKED" in result["network"].reasons[0][2]  # as said: the connection was made


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the subreaper is Linux's")
def test_a_child_in_a_session_of_its_own_dies_with_its_bot(tmp_path):
    name = f"forker_{uuid.uuid4().hex[:8]}"
    seen = []
    result, _ = _one(tmp_path, name, FORKER, games=3, progress=lambda done, total: seen.append(len(_marked(name))))
    assert result[name].forfeits == 0
    if HAVE["no_children"]:
        assert max(seen) == 1  # only the bot itself: it could start no process
    else:  # running as root, where the kernel lets it fork: the child lived during the game...
        assert max(seen) >= 2
    assert not _marked(name)  # ...and nothing outlives the run


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the subreaper is Linux's")
def test_the_referees_own_children_outlive_the_run(tmp_path):
    # A teacher's kernel or a test runner may have started a server in a
    # session of its own: not a bot's leftover, it is left alone.
    server = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], start_new_session=True)
    try:
        name = f"forker_{uuid.uuid4().hex[:8]}"
        result, _ = _one(tmp_path, name, FORKER, games=2)
        assert result[name].forfeits == 0 and not _marked(name)
        assert server.poll() is None, "the run killed a process the bots did not start"
    finally:
        server.kill()
        server.wait()


def test_a_bot_gets_an_empty_environment_and_no_secret_on_its_command_line(tmp_path):
    source = ("import os, sys\nSEEN = [sorted(os.environ), [a for a in sys.orig_argv[1:] if not a.startswith('import')]]"
              "\n\ndef choose(view):\n    raise AssertionError(repr(SEEN))\n")
    result, _ = _one(tmp_path, "look", source, games=1, seed="a-secret-seed-42")
    reason = result["look"].reasons[0][2]
    environ, argv = eval(reason.split("AssertionError: ", 1)[1].rsplit(" (look.py", 1)[0])  # noqa: S307
    assert set(environ) <= {"HOME", "TMPDIR", "LC_CTYPE"} and "a-secret-seed-42" not in reason
    assert argv[-1] == "look" and not any("seed" in a for a in argv)


@pytest.mark.parametrize("abi, machine, words", [
    (0, "x86_64", "This Linux kernel has no Landlock (it needs 5.13 or later with Landlock enabled): bots cannot "
                  "reach the referee, each other or the network, but they can read and change your files"),
    (0, "", "bots cannot reach the referee, but they can reach each other, read and change your files, use "
            "the network and signal your processes"),
    (3, "", "a bot can still open network connections, reach Unix sockets that have a path and send UDP packets"),
    (3, "x86_64", "a bot can still send signals to your other processes"),
    (5, "", "a bot can still send signals to your other processes"),
    (6, "", "a bot can still reach Unix sockets that have a path, such as your desktop's session bus, and send UDP"),
])
def test_a_kernel_without_a_protection_is_named_at_the_start_of_the_run(monkeypatch, tmp_path, capsys, abi, machine,
                                                                       words):
    from classroom.cli import build_parser
    from classroom.cli_tournament import run_tournament

    if not sys.platform.startswith("linux"):
        words = "this system has no Landlock"
    monkeypatch.setattr(confine, "landlock_abi", lambda: abi)
    monkeypatch.setattr(confine, "seccomp_arch", lambda: machine)
    assert words in confine.missing()
    assert ("root" in confine.missing()) == (not machine and os.geteuid() == 0 and sys.platform.startswith("linux"))
    (tmp_path / "amy.py").write_text(FIRST)
    args = build_parser().parse_args(["tournament", "--bots-dir", str(tmp_path), "--bots", "easy", "--games", "2"])
    assert run_tournament(args) == 0
    err = capsys.readouterr().err
    note = [line for line in err.splitlines() if line.startswith("Note: ")]
    assert len(note) == 1 and words in note[0]


def test_everything_holds_on_a_kernel_with_landlock_6_and_seccomp(monkeypatch):
    monkeypatch.setattr(confine, "landlock_abi", lambda: 6)
    monkeypatch.setattr(confine, "seccomp_arch", lambda: "x86_64")
    assert confine.missing() == "" or not sys.platform.startswith("linux")


def test_the_seccomp_program_refuses_every_socket_call_and_lets_the_rest_through():
    """The filter read as the kernel reads it, for every call of each machine's table."""
    def run(program, arch, number):
        data, pc, acc = {0: number, 4: arch}, 0, 0
        while True:
            code, jt, jf, k = program[pc]
            if code == confine._LOAD_WORD:
                acc, pc = data[k], pc + 1
            elif code in (confine._JUMP_EQUAL, confine._JUMP_AT_LEAST):
                hit = acc == k if code == confine._JUMP_EQUAL else acc >= k
                pc += 1 + (jt if hit else jf)
            else:
                return k

    for machine, (arch, _, sockets, starts) in confine._SECCOMP.items():
        program = confine._filter(machine)
        for number in range(500):
            refused = number in sockets or number in starts
            assert run(program, arch, number) == (confine._REFUSE if refused else confine._ALLOW), (machine, number)
        assert run(program, 0x40000003, 1) == confine._REFUSE  # another architecture's calls (i386): all refused
        assert run(confine._filter(machine, children=False), arch, starts[0]) == confine._ALLOW
    assert run(confine._filter("x86_64"), 0xC000003E, 0x40000000 + 1) == confine._REFUSE  # x32


SOCKETS = """
import socket
FAMILY, WHERE = {family!r}, {where!r}

def choose(view):
    try:
        if FAMILY == "udp":
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.sendto(b"hand: " + " ".join(c.code for c in view.hand).encode(), tuple(WHERE))
        else:
            kind = socket.AF_UNIX if FAMILY in ("path", "abstract") else socket.AF_INET
            with socket.socket(kind, socket.SOCK_STREAM) as s:
                s.settimeout(0.5)
                s.connect(WHERE if kind == socket.AF_UNIX else tuple(WHERE))
    except OSError:
        return view.legal_moves[0]
    raise AssertionError(f"ATTACK WORKED: reached the {{FAMILY}} socket")
"""


@pytest.fixture
def server(request, tmp_path):
    """A socket of the family asked for, opened by this test, that a bot must not reach: its address and a
    function saying whether anything reached it."""
    family = request.param
    if family == "udp":
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind(("127.0.0.1", 0))
    elif family == "tcp":
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sock.listen(50)
    else:
        sock = socket.socket(socket.AF_UNIX)
        sock.bind(str(tmp_path / "bus") if family == "path" else f"\0classroom-test-{uuid.uuid4().hex}")
        sock.listen(50)
    sock.setblocking(False)

    def reached() -> bool:
        try:
            got = sock.recv(100) if family == "udp" else sock.accept()
        except BlockingIOError:
            return False
        return bool(got)

    where = sock.getsockname()
    yield family, (where.decode("latin-1") if isinstance(where, bytes) else where), reached
    sock.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the seccomp filter is Linux's")
@pytest.mark.parametrize("server", ["path", "abstract", "udp", "tcp"], indirect=True)
def test_a_bot_can_make_no_socket_of_any_family(tmp_path, server):
    family, where, reached = server
    if not HAVE["sockets"]:  # not run here: the run names what it cannot stop
        _, said = _one(tmp_path, "plain", FIRST)
        assert said and confine.missing() in said and "UDP" in confine.missing()
        return
    result, said = _one(tmp_path, f"to_{family}", SOCKETS.format(family=family, where=where))
    assert result[f"to_{family}"].forfeits == 0, result[f"to_{family}"].reasons
    assert not reached()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")
def test_a_referee_that_starts_bot_files_is_not_dumpable_and_reaps_their_orphans(tmp_path):
    import ctypes

    _one(tmp_path, "plain", FIRST, games=1)  # this process was the referee
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    reaper = ctypes.c_int(0)
    assert prctl(3, 0, 0, 0, 0) == 0  # PR_GET_DUMPABLE: its memory, pipes and environment are closed to others
    assert prctl(37, ctypes.byref(reaper), 0, 0, 0) == 0 and reaper.value == 1  # PR_GET_CHILD_SUBREAPER


FILLER = """
import os
_written = [0]

def choose(view):
    # Many files, each well under the per-file limit; 40 MB in all at most, whatever happens.
    while _written[0] < 40:
        try:
            with open(f"fill{_written[0]}.bin", "wb") as f:
                f.write(os.urandom(1 << 20))
        except OSError:
            break
        _written[0] += 1
    return view.legal_moves[0]
"""


@pytest.mark.skipif(os.name != "posix", reason="bot files run on Linux and macOS")
def test_a_bot_that_writes_many_files_is_stopped_at_its_disk_budget_by_name(tmp_path):
    from classroom.botproc import Limits as L

    where = tmp_path / "bots"
    where.mkdir()
    (where / "filler.py").write_text(FILLER)
    (where / "honest.py").write_text(LIKE_EASY)
    result = tournament(bots_in(where), Rules.switch(players=2), games=2, seed=3,
                        limits=L(move_time=2.0, game_time=30, memory=512, strikes=0, disk=8))
    assert result["honest"].forfeits == 0
    assert result["filler"].forfeits == 2
    assert {kind for kind, _, _ in result["filler"].reasons} == {"disk"}
    assert "wrote more than 8 MB or 1000 files in its scratch folder" in result["filler"].reasons[0][2]


#: Three children of 90 MB each: under each process's limit, over the bot's budget of 200 MB together.
CHILD_HOG = """
import os, time
_started = []

def choose(view):
    if not _started:
        _started.append(1)
        for _ in range(3):
            if os.fork() == 0:
                try:
                    block = bytearray(90 << 20)
                    for i in range(0, len(block), 4096):
                        block[i] = 1
                    time.sleep(20)
                finally:
                    os._exit(0)
        time.sleep(1.5)  # while the children fill up
    return view.legal_moves[0]
"""

NO_GROUP = "No memory group (cgroup) can be made for the bots here"


def _groups() -> list[str]:
    """The memory groups of the bots this process (their referee) started, by name."""
    from classroom import botproc, memgroup

    where, setup = memgroup.parent(), botproc._setup
    if where is None or setup is None:
        return []
    return sorted(n for n in os.listdir(where[1]) if n.startswith(os.path.basename(setup.root) + "-"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="cgroups are Linux's")
def test_a_bot_whose_children_together_pass_its_memory_budget_is_stopped_by_name(tmp_path):
    # Children allowed: the seccomp filter is told to let them be born (and, not as root, the process limit).
    limits = Limits(move_time=5.0, game_time=60, memory=200, strikes=0, children=True)
    name = f"hog_{uuid.uuid4().hex[:8]}"
    if not HAVE["memory_group"]:  # not run here: the run says each process keeps its own limit
        _, said = _one(tmp_path, "plain", FIRST, games=1, limits=limits)
        assert said and NO_GROUP in said[0]
        return
    seen = []
    result, said = _one(tmp_path, name, CHILD_HOG, games=2, limits=limits,
                        progress=lambda done, total: seen.append(_groups()))
    assert not said
    assert result["honest"].forfeits == 0
    assert result[name].forfeits == 2, result[name].reasons
    assert {kind for kind, _, _ in result[name].reasons} == {"memory"}
    assert "used more than 200 MB with its children" in result[name].reasons[0][2]
    assert not _marked(name)
    assert min(len(now) for now in seen) >= 1  # the bots had their groups during the run...
    assert _groups() == []  # ...and none is left


@pytest.mark.parametrize("children", [False, True])
def test_without_a_memory_group_the_start_up_note_says_each_process_keeps_its_own_limit(monkeypatch, tmp_path,
                                                                                          children):
    monkeypatch.setattr(confine, "memory_group", lambda: False)
    limits = Limits(move_time=2.0, game_time=30, memory=512, strikes=0, children=children)
    result, said = _one(tmp_path, "plain", FIRST, games=1, limits=limits)
    assert result["plain"].forfeits == 0  # the run goes on with each process's own limit
    # Only where a bot may start processes does it matter: one process alone is held by its own limit.
    may_start = children or not HAVE["no_children"]
    assert (NO_GROUP in " ".join(said)) == (may_start and sys.platform.startswith("linux"))
    assert (NO_GROUP in confine.missing(children=children)) == (may_start and sys.platform.startswith("linux"))


@pytest.mark.skipif(not sys.platform.startswith("linux") or os.geteuid() != 0,
                    reason="the teacher as root on a system without seccomp: a bot may start processes")
def test_as_root_without_seccomp_or_a_memory_group_the_note_names_both(monkeypatch, tmp_path, capsys):
    from classroom.cli import build_parser
    from classroom.cli_tournament import run_tournament

    monkeypatch.setattr(confine, "seccomp_arch", lambda: "")
    monkeypatch.setattr(confine, "memory_group", lambda: False)
    (tmp_path / "amy.py").write_text(FIRST)
    args = build_parser().parse_args(["tournament", "--bots-dir", str(tmp_path), "--bots", "easy", "--games", "1"])
    assert run_tournament(args) == 0
    note = [line for line in capsys.readouterr().err.splitlines() if line.startswith("Note: ")]
    assert len(note) == 1 and "as root" in note[0] and NO_GROUP in note[0]
