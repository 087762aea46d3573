"""How the referee finds where it may make a memory group, and reads a
group's count of processes the kernel stopped for memory, under cgroup v2
and v1. The files of a cgroup folder are played by plain files here; the
groups themselves are made, filled and removed by the hostile tests and
the run tests, where this machine allows them."""

from __future__ import annotations

import pytest

from classroom import memgroup


def test_a_group_folder_is_found_under_the_mount_point_of_its_tree():
    assert memgroup._folder(("/sys/fs/cgroup", "/"), "/user.slice/app.scope") == "/sys/fs/cgroup/user.slice/app.scope"
    # A container's mount may show a tree from below its root: the part above is not in the folder's path.
    assert memgroup._folder(("/sys/fs/cgroup/memory", "/docker/abc"), "/docker/abc/job") == \
        "/sys/fs/cgroup/memory/job"


def test_cgroup_v2_needs_the_memory_controller_for_the_child_groups(tmp_path):
    (tmp_path / "cgroup.controllers").write_text("cpu io pids\n")
    (tmp_path / "cgroup.subtree_control").write_text("")
    assert not memgroup._v2_ready(str(tmp_path))  # not delegated here
    (tmp_path / "cgroup.controllers").write_text("cpu io memory pids\n")
    assert memgroup._v2_ready(str(tmp_path))  # turned on for the children
    assert (tmp_path / "cgroup.subtree_control").read_text() == "+memory"
    (tmp_path / "cgroup.subtree_control").write_text("memory pids\n")
    assert memgroup._v2_ready(str(tmp_path))


@pytest.mark.parametrize("kind, limit, counts, stopped", [
    ("v2", "memory.max", "low 0\nhigh 0\nmax 12\noom 1\noom_kill 0\n", False),  # at the limit, nothing stopped
    ("v2", "memory.max", "low 0\nhigh 0\nmax 40\noom 2\noom_kill 1\noom_group_kill 0\n", True),
    ("v1", "memory.limit_in_bytes", "oom_kill_disable 0\nunder_oom 0\noom_kill 0\n", False),
    ("v1", "memory.limit_in_bytes", "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n", True),
])
def test_a_group_says_when_the_kernel_stopped_one_of_its_processes(monkeypatch, tmp_path, kind, limit, counts,
                                                                   stopped):
    monkeypatch.setattr(memgroup, "parent", lambda: (kind, str(tmp_path)))
    group = memgroup.MemoryGroup("classroom-1-x-bot-y", 200)
    assert (tmp_path / "classroom-1-x-bot-y" / limit).read_text() == str(200 << 20)
    assert not group.passed()  # no count yet
    (tmp_path / "classroom-1-x-bot-y" / ("memory.events" if kind == "v2" else "memory.oom_control")).write_text(counts)
    assert group.passed() is stopped


def test_the_sweep_removes_the_empty_groups_of_runs_whose_folders_are_gone():
    import os
    import uuid

    from classroom import confine

    if not confine.memory_group():  # nothing to sweep where no group can be made
        memgroup.sweep_left([], older=0)
        return
    mark = uuid.uuid4().hex[:8]
    gone = memgroup.MemoryGroup(f"classroom-4194301-gone{mark}-bot-x", 64)
    here = memgroup.MemoryGroup(f"classroom-4194301-here{mark}-bot-x", 64)
    try:
        memgroup.sweep_left([f"classroom-4194301-here{mark}"], older=3600)
        assert os.path.isdir(gone.folder), "a group made a moment ago was removed"
        memgroup.sweep_left([f"classroom-4194301-here{mark}"], older=0)
        assert not os.path.exists(gone.folder)
        assert os.path.isdir(here.folder)  # its run's folder is there: the run's own sweep decides
    finally:
        gone.remove()
        here.remove()
