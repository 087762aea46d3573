"""A referee and its bots' processes keep to one CPU while they play
(:func:`classroom.tournament.keep_to_one_cpu`): each move of a bot file is
a message to the bot's process and back, and a message to another CPU
wakes it from its sleep, which costs more than the move.
``tools/benchmarks/tournament_bench.py`` measures what it saves."""

from __future__ import annotations

import os
import uuid

import pytest

from classroom.tournament import bots_in, tournament
from switchcore import Rules

pytestmark = pytest.mark.skipif(
    not hasattr(os, "sched_setaffinity") or not os.path.isdir("/proc") or len(os.sched_getaffinity(0)) < 2,
    reason="needs a system where a process's CPUs can be chosen, with 2 or more of them",
)

BOT = "def choose(view):\n    return view.legal_moves[0]\n"


def _tree() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as stat:
                    parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    return children


def _cpus_of(pid: int):
    try:
        return frozenset(os.sched_getaffinity(pid))
    except OSError:  # ended meanwhile
        return None


def _bots_below(pid: int, names: list[str]) -> dict[int, frozenset]:
    """The CPUs of the bots' processes started below ``pid``, by process id
    (a bot's process has its file's name as its last argument)."""
    tree, found, todo = _tree(), {}, [pid]
    while todo:
        for child in tree.get(todo.pop(), []):
            todo.append(child)
            try:
                with open(f"/proc/{child}/cmdline", "rb") as cmdline:
                    last = cmdline.read().rstrip(b"\0").rsplit(b"\0", 1)[-1].decode()
            except OSError:
                continue
            if any(last.startswith(name) for name in names):
                cpus = _cpus_of(child)
                if cpus is not None:
                    found[child] = cpus
    return found


def _class(tmp_path, count: int) -> list[str]:
    names = [f"cpu_{uuid.uuid4().hex[:8]}" for _ in range(count)]
    for name in names:
        (tmp_path / f"{name}.py").write_text(BOT)
    return names


def test_a_referee_in_this_process_keeps_its_bots_on_its_cpu_and_gives_its_cpus_back(tmp_path):
    names = _class(tmp_path, 2)
    before = os.sched_getaffinity(0)
    seen = []

    def progress(done, total):
        seen.append((_cpus_of(0), _bots_below(os.getpid(), names)))

    result = tournament(bots_in(tmp_path), Rules.switch(players=2), games=3, seed=1, progress=progress)
    assert [result[n].games for n in names] == [3, 3]
    assert os.sched_getaffinity(0) == before  # the teacher's process has its CPUs back
    assert len(seen) == 3
    for referee, bots in seen:
        assert len(referee) == 1 and referee <= before
        assert len(bots) == 2 and set(bots.values()) == {referee}, (referee, bots)


def test_in_process_bots_alone_leave_the_cpus_as_they_are(tmp_path):
    before = os.sched_getaffinity(0)
    seen = []
    tournament({"a": lambda view: view.legal_moves[0], "b": lambda view: view.legal_moves[-1]},
               Rules.switch(players=2), games=2, seed=1, progress=lambda done, total: seen.append(_cpus_of(0)))
    assert seen == [before, before]


def test_each_worker_keeps_its_bots_on_a_cpu_of_its_own(tmp_path):
    names = _class(tmp_path, 2)
    seen = []

    def progress(done, total):
        workers = [child for child in _tree().get(os.getpid(), []) if _bots_below(child, names)]
        seen.append({worker: (_cpus_of(worker), set(_bots_below(worker, names).values())) for worker in workers})

    result = tournament(bots_in(tmp_path), Rules.switch(players=2), games=80, seed=1, workers=2,
                        progress=progress)
    assert [result[n].games for n in names] == [80, 80]
    cpus = {}
    for workers in seen:
        for worker, (own, bots) in workers.items():
            if own is None:
                continue
            assert len(own) == 1 and bots <= {own}, (own, bots)
            cpus[worker] = own
    assert len(cpus) == 2 and len(set(cpus.values())) == 2, cpus  # two workers, two CPUs
