"""A run of the command line stopped every way a referee can be stopped,
and runs side by side: each stop leaves no bot process, no folder and a
results file the same command resumes; no run removes another's folders.

Every run here has a temporary folder of its own (``TMPDIR``), so what it
leaves behind is its own and nothing else's."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import signal
import subprocess
import sys
import time
import uuid

import pytest

from classroom import confine, memgroup
from classroom.botproc import LOCK_FILE
from classroom.results import ResultsFile

from .conftest import FIRST, ROOT
from .test_hostile import _marked  # the processes whose command line holds a token

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bot files' processes are watched "
                                "through /proc, on Linux")


def _class(tmp_path) -> tuple:
    """Three bot files with a name of this test's own, a results file, a TMPDIR and the command's arguments
    (but --games)."""
    token = f"run_{uuid.uuid4().hex[:8]}"
    bots = tmp_path / "bots"
    bots.mkdir()
    for i in range(3):
        (bots / f"{token}_{i}.py").write_text(FIRST)
    temp = tmp_path / "temp"
    temp.mkdir()
    results = tmp_path / "class.jsonl"
    args = [sys.executable, "-m", "classroom", "tournament", "--bots-dir", str(bots), "--players", "2",
            "--seed", "7", "--results", str(results)]
    return token, results, temp, args


def _games(results) -> int:
    try:
        return max(0, len(results.read_bytes().splitlines()) - 1)
    except OSError:
        return 0


def _started(results, ending) -> None:
    deadline = time.monotonic() + 60
    while _games(results) < 3:
        assert time.monotonic() < deadline and ending() is None, "the run did not start playing"
        time.sleep(0.05)


def _groups(runs) -> list[str]:
    """The memory groups of the runs whose folders are called ``runs`` (see classroom.memgroup)."""
    where = memgroup.parent()
    if where is None:
        return []
    return [n for n in os.listdir(where[1]) if any(n.startswith(run + "-") for run in runs)]


def _runs(temp) -> list[str]:
    """The folders of the runs playing in ``temp``; where memory groups can be made, each bot of theirs has one."""
    runs = [n for n in os.listdir(temp) if n.startswith("classroom-")]
    assert runs, "the run has no folder"
    if confine.memory_group():
        assert _groups(runs), "the bots have no memory group"
    return runs


def _nothing_left(token, temp, runs=()) -> None:
    deadline = time.monotonic() + 3
    while _marked(token) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _marked(token), "a bot's process outlived the run"
    assert os.listdir(temp) == [], f"the run left {os.listdir(temp)}"
    assert _groups(runs) == [], "the run left its memory groups"


def _resumable(results) -> int:
    store = ResultsFile(results, json.loads(results.read_text().splitlines()[0])).open()
    store.close()
    return len(store.records)


@pytest.mark.parametrize("signum, workers", [(signal.SIGINT, 1), (signal.SIGTERM, 1), (signal.SIGHUP, 1),
                                             (signal.SIGTERM, 2)])
def test_a_signal_to_the_referee_leaves_no_bot_and_no_folder(tmp_path, signum, workers):
    token, results, temp, args = _class(tmp_path)
    run = subprocess.Popen(args + ["--games", "3000", "--workers", str(workers), "--oversubscribe"], cwd=ROOT,
                           env=dict(os.environ, TMPDIR=str(temp)), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           start_new_session=True)
    try:
        _started(results, run.poll)
        assert _marked(token)
        runs = _runs(temp)
        os.kill(run.pid, signum)  # the referee alone, as timeout or a stopping server does
        run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 128 + signum
    _nothing_left(token, temp, runs)
    assert 0 < _resumable(results) < 3000


def test_closing_the_terminal_ends_the_run_cleanly_and_the_same_command_goes_on(tmp_path):
    token, results, temp, args = _class(tmp_path)
    pid, terminal = pty.fork()
    if pid == 0:  # the run, in a terminal of its own
        os.environ["TMPDIR"] = str(temp)
        os.chdir(ROOT)
        os.execv(sys.executable, args + ["--games", "3000"])

    def ending():
        done, status = os.waitpid(pid, os.WNOHANG)
        return None if done == 0 else status

    try:
        deadline = time.monotonic() + 60
        while _games(results) < 3:  # read what it prints, or it would wait on a full terminal
            assert time.monotonic() < deadline, "the run did not start playing"
            try:
                os.read(terminal, 65536)
            except OSError:
                pass
        runs = _runs(temp)
        os.close(terminal)  # the terminal is gone: its session gets SIGHUP
        deadline = time.monotonic() + 60
        status = None
        while status is None and time.monotonic() < deadline:
            status = ending()
            time.sleep(0.05)
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
    assert status is not None and os.waitstatus_to_exitcode(status) == 128 + signal.SIGHUP
    _nothing_left(token, temp, runs)
    played = _resumable(results)
    again = subprocess.run(args + ["--games", str(played + 4)], cwd=ROOT,
                           env=dict(os.environ, TMPDIR=str(temp)), capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
    assert _resumable(results) == played + 4


def test_a_run_removes_only_the_folders_whose_lock_is_free(tmp_path):
    # A folder named for a process this namespace cannot see, but whose lock another process holds: a live
    # run in another PID namespace (a container), which must be left alone. One whose lock is free is a
    # run that ended without cleaning up.
    # Their memory groups, where such groups can be made, go with them (the names are this test's own:
    # groups are not in the test's temporary folder).
    token, results, temp, args = _class(tmp_path)
    mark = uuid.uuid4().hex[:8]
    live, dead = temp / f"classroom-4194303-live{mark}", temp / f"classroom-4194302-dead{mark}"
    # And two with no lock file: one just made (a run that is starting: left alone) and one made long ago,
    # by a run that was stopped between making its folder and locking it (removed).
    starting, stale = temp / f"classroom-4194301-new{mark}", temp / f"classroom-4194300-old{mark}"
    for folder in (starting, stale):
        (folder / "bot-x").mkdir(parents=True)
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    groups = []
    for folder in (live, dead):
        (folder / "bot-x").mkdir(parents=True)
        (folder / LOCK_FILE).write_text("")
        if confine.memory_group():
            groups.append(memgroup.MemoryGroup(f"{folder.name}-bot-x", 64))
    holder = subprocess.Popen([sys.executable, "-c", "import fcntl, sys, time\n"
                               f"f = open({str(live / LOCK_FILE)!r}, 'r+'); fcntl.flock(f, fcntl.LOCK_EX)\n"
                               "print('held', flush=True); time.sleep(120)"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        done = subprocess.run(args + ["--games", "2"], cwd=ROOT,
                              env=dict(os.environ, TMPDIR=str(temp)), capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert (live / "bot-x").is_dir(), "a live run's folder was removed"
        assert (starting / "bot-x").is_dir(), "a starting run's folder was removed"
        assert not dead.exists() and not stale.exists()
        assert _groups([live.name, dead.name]) == [g.folder.rsplit("/", 1)[1] for g in groups[:1]]
    finally:
        holder.kill()
        holder.wait()
        for group in groups:
            group.remove()
    # The run's own folder was locked while it played, and is gone.
    assert sorted(os.listdir(temp)) == sorted([live.name, starting.name])
    with open(live / LOCK_FILE, "r+") as f:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)  # free again, now that its holder is gone


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is a disk that is always full")
def test_a_full_disk_ends_the_run_with_a_sentence_not_a_traceback(tmp_path):
    token, results, temp, args = _class(tmp_path)
    args[args.index(str(results))] = "/dev/full"
    done = subprocess.run(args + ["--games", "4"], cwd=ROOT, env=dict(os.environ, TMPDIR=str(temp)),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "The disk is full (No space left on device)" in done.stderr
    _nothing_left(token, temp)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_disk_that_fills_up_keeps_every_finished_game_and_the_run_goes_on_later(tmp_path, monkeypatch, workers):
    import errno

    from classroom.tournament import DiskFull, bots_in, tournament
    from switchcore import Rules

    token, results, temp, _ = _class(tmp_path)
    real, calls = ResultsFile.add, []

    def filling(self, records):
        calls.append(1)
        if len(calls) > 3:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(self, records)

    monkeypatch.setattr(ResultsFile, "add", filling)
    # One bot keeps 2 MB in its scratch folder, well within its budget: the most of any, so it is named,
    # also when it plays in a worker process (whose folders the referee does not keep).
    (tmp_path / "bots" / "writer.py").write_text("with open('big.bin', 'wb') as f:\n    f.write(bytes(2 << 20))\n"
                                                 + FIRST)
    bots = bots_in(tmp_path / "bots")
    with pytest.raises(DiskFull) as full:
        tournament(bots, Rules.switch(players=2), games=8, seed=5, results=results, workers=workers)
    # The games written before the disk filled, and only those: the run says it stopped after as many as the file holds.
    assert len(full.value.result.records) == 3 and full.value.culprit == "writer.py"
    assert _resumable(results) == 3
    monkeypatch.setattr(ResultsFile, "add", real)
    again = tournament(bots, Rules.switch(players=2), games=8, seed=5, results=results)
    assert len(again.records) == 8 and _resumable(results) == 8
