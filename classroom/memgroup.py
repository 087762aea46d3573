"""A memory budget for a bot and every process it starts, together: a cgroup.

``RLIMIT_AS`` (see :mod:`classroom.confine`) limits each process on its own;
a bot that may start processes could use the limit once per process. Where
the teacher may make a cgroup, the referee makes one per bot process, with
the bot's memory limit, and puts the bot's process in it before the
student's code runs: its children are born in it, and the kernel stops the
group's processes when they use more together. The referee reads the
group's count of such stops and forfeits the bot by name.

Two kinds of cgroup are supported, under the referee's own group (as
``/proc/self/cgroup`` names it):

* **cgroup v2** (one unified tree, as systemd desktops have): the folder of
  the referee's group must be writable and have the memory controller, and
  that controller must be on (or turned on here) for its child groups
  (``cgroup.subtree_control``);
* **cgroup v1** (a tree per controller, as many containers have): the
  memory tree's folder of the referee's group must be writable.

Elsewhere :func:`parent` is ``None`` and each process keeps its own limit
only (the start-up note says so where a bot may start processes). Each
group is named after the run's folder (``classroom-PID-XXXX``), so that the
start-up sweep of a dead run's folders removes its groups too
(see :mod:`classroom.botproc`).
"""

from __future__ import annotations

import os
import signal
import time

__all__ = ["parent", "MemoryGroup", "sweep", "sweep_left"]

_found: dict = {}


def _mounts() -> dict:
    """Where cgroup v2 and the v1 memory controller are mounted: {"v2" or "v1": (mount point, its root)}."""
    found = {}
    try:
        with open("/proc/self/mountinfo") as f:
            lines = f.read().splitlines()
    except OSError:
        return found
    for line in lines:
        fields = line.split()
        if " - " not in line:
            continue
        after = line.split(" - ", 1)[1].split()
        kind, options = after[0], after[2].split(",") if len(after) > 2 else []
        if kind == "cgroup2":
            found.setdefault("v2", (fields[4], fields[3]))
        elif kind == "cgroup" and "memory" in options:
            found.setdefault("v1", (fields[4], fields[3]))
    return found


def _own_groups() -> dict:
    """This process's group in each tree: {"v2": path, "v1": path} (as /proc/self/cgroup says)."""
    found = {}
    try:
        with open("/proc/self/cgroup") as f:
            lines = f.read().splitlines()
    except OSError:
        return found
    for line in lines:
        _, controllers, path = line.split(":", 2)
        if controllers == "":
            found["v2"] = path
        elif "memory" in controllers.split(","):
            found["v1"] = path
    return found


def _folder(mount: tuple, path: str) -> str:
    point, root = mount
    if root != "/" and path.startswith(root):
        path = path[len(root):]
    return os.path.join(point, path.lstrip("/"))


def _read(path: str) -> str:
    with open(path) as f:
        return f.read()


def _write(path: str, text: str) -> None:
    with open(path, "w") as f:
        f.write(text)


def _v2_ready(folder: str) -> bool:
    """The memory controller is on for the child groups of ``folder`` (turned on here if it can be)."""
    try:
        if "memory" not in _read(os.path.join(folder, "cgroup.controllers")).split():
            return False
        if "memory" in _read(os.path.join(folder, "cgroup.subtree_control")).split():
            return True
        _write(os.path.join(folder, "cgroup.subtree_control"), "+memory")
        return True
    except OSError:  # not there, not ours, or a group with processes of its own (cgroup v2 allows no controller then)
        return False


def _can_make(kind: str, folder: str) -> bool:
    """Try it: make a group with a limit and remove it."""
    probe = os.path.join(folder, f"classroom-probe-{os.getpid()}")
    try:
        os.mkdir(probe)
    except OSError:
        return False
    try:
        _write(os.path.join(probe, "memory.max" if kind == "v2" else "memory.limit_in_bytes"), str(64 << 20))
        return True
    except OSError:
        return False
    finally:
        try:
            os.rmdir(probe)
        except OSError:
            pass


def parent() -> tuple[str, str] | None:
    """("v2" or "v1", the folder in which this process may make memory groups), or None where it may not
    (not Linux, no cgroup mounted, a folder that is not writable, no memory controller). Found once a process."""
    pid = os.getpid()
    if pid not in _found:
        _found.clear()
        _found[pid] = None
        mounts, own = _mounts(), _own_groups()
        for kind in ("v2", "v1"):
            if kind in mounts and kind in own:
                folder = _folder(mounts[kind], own[kind])
                if os.access(folder, os.W_OK) and (kind == "v1" or _v2_ready(folder)) and _can_make(kind, folder):
                    _found[pid] = (kind, folder)
                    break
    return _found[pid]


class MemoryGroup:
    """One bot's group: ``megabytes`` for all its processes together. :meth:`add` a process before the
    student's code runs; :meth:`passed` says whether the kernel had to stop one of them for memory;
    :meth:`remove` kills whatever is left in it and removes the group."""

    def __init__(self, name: str, megabytes: int) -> None:
        found = parent()
        if found is None:
            raise OSError("no memory group can be made here")
        self.kind, where = found
        self.folder = os.path.join(where, name)
        os.mkdir(self.folder)
        try:
            if self.kind == "v2":
                self._set("memory.max", megabytes << 20)
                self._set("memory.swap.max", 0, needed=False)  # no way round the budget through swap
            else:
                self._set("memory.limit_in_bytes", megabytes << 20)
                self._set("memory.memsw.limit_in_bytes", megabytes << 20, needed=False)  # memory and swap together
        except OSError:
            self.remove()
            raise

    def _set(self, name: str, value: int, needed: bool = True) -> None:
        try:
            _write(os.path.join(self.folder, name), str(value))
        except OSError:
            if needed:
                raise

    def add(self, pid: int) -> None:
        _write(os.path.join(self.folder, "cgroup.procs"), str(pid))

    def passed(self) -> bool:
        """Whether the group's processes used more than its budget (the kernel stopped one for it)."""
        try:
            text = _read(os.path.join(self.folder, "memory.events" if self.kind == "v2" else "memory.oom_control"))
        except OSError:
            return False
        counts = dict(line.split() for line in text.splitlines() if len(line.split()) == 2)
        return int(counts.get("oom_kill", 0)) > 0

    def remove(self) -> bool:
        """Kill every process left in the group and remove it; whether it is gone."""
        return _remove(self.folder)


def _remove(folder: str) -> bool:
    for _ in range(50):  # a process being killed, or not yet reaped, keeps the group busy for a moment
        try:
            os.rmdir(folder)
            return True
        except FileNotFoundError:
            return True
        except OSError:
            pass
        try:
            pids = [int(p) for p in _read(os.path.join(folder, "cgroup.procs")).split()]
        except (OSError, ValueError):
            pids = []
        for pid in pids:
            if pid <= 0:  # 0: a process of another PID namespace, which this one cannot name (nor may kill)
                continue
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.02)
    return False


def sweep_left(runs_here, older: float = 60.0) -> None:
    """Remove the groups left by runs whose folders are gone (a group the kernel still counted busy when
    its run ended): those of no run folder in ``runs_here`` (the names of the runs' folders that exist),
    with no process in them, made more than ``older`` seconds ago (a run that is starting a bot has just
    made its group, and puts the bot in it at once)."""
    found = parent()
    if found is None:
        return
    try:
        names = os.listdir(found[1])
    except OSError:
        return
    runs_here = set(runs_here)
    for name in names:
        parts = name.split("-")
        if len(parts) < 4 or parts[0] != "classroom" or not parts[1].isdigit() or "-".join(parts[:3]) in runs_here:
            continue
        folder = os.path.join(found[1], name)
        try:
            if _read(os.path.join(folder, "cgroup.procs")).split() or time.time() - os.stat(folder).st_mtime < older:
                continue
            os.rmdir(folder)
        except OSError:
            pass


def sweep(run: str) -> None:
    """Remove the groups of the run whose folder is called ``run`` (a run that ended without removing them)."""
    found = parent()
    if found is None:
        return
    try:
        names = os.listdir(found[1])
    except OSError:
        return
    for name in names:
        if name.startswith(run + "-"):
            _remove(os.path.join(found[1], name))
