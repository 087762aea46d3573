"""The kernel ``nbgrader autograde`` runs a hand-in on, confined.

:class:`ConfinedKernelManager` (set as ``c.Execute.kernel_manager_class`` in
``course/nbgrader_config.py``) starts each notebook's kernel through
:func:`launch`, which:

* copies the hand-in's folder into a scratch folder of its own, where the
  kernel starts (a cell that writes files, as lesson 10's do, writes there);
* becomes a child subreaper and starts the kernel as its child; the kernel
  confines itself with the classroom's confinement
  (:func:`classroom.confine.confine_self`: Landlock, no new privileges,
  memory and file limits, capabilities dropped when run as root) before
  ipykernel starts: it may read the Python installation, the course's
  packages and its connection file, and write only in the scratch folder,
  so it cannot touch the gradebook, the course folder or the teacher's
  files; it talks to nbgrader over unix sockets in the scratch folder
  (Landlock also refuses it TCP from ABI 4 on);
* when the kernel ends, kills every process it left behind (they are the
  starter's children, as it reaps orphans), then removes the scratch folder.

The manager itself, when it shuts a kernel down, kills any process of the
kernel's that outlived the starter (nbgrader's process is a subreaper too).
What holds where: :func:`classroom.confine.protections`; without Landlock
(not Linux, or an old kernel) the kernel is not confined, and the teacher
guide says so.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

from jupyter_client.manager import AsyncKernelManager

ROOT = Path(__file__).resolve().parent.parent
#: Megabytes of memory the kernel may use.
MEGABYTES = 4096


from .judge import children as _children  # noqa: E402
from .judge import kill_children as _kill_all  # noqa: E402


class ConfinedKernelManager(AsyncKernelManager):
    """A kernel manager whose kernels run confined (see the module docstring)."""

    def __init__(self, **kwargs):
        self._scratch = tempfile.mkdtemp(prefix="grading-kernel-")
        os.chmod(self._scratch, 0o700)
        kwargs.setdefault("transport", "ipc")
        kwargs.setdefault("ip", os.path.join(self._scratch, "kernel"))
        super().__init__(**kwargs)
        from classroom import confine

        confine.become_subreaper()
        self._before = _children()

    def format_kernel_cmd(self, extra_arguments=None):
        command = super().format_kernel_cmd(extra_arguments)
        boot = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from grading.kernel import launch; launch()"
        return [sys.executable, "-I", "-c", boot, self._scratch, self.connection_file, "--", *command]

    async def _async_shutdown_kernel(self, now: bool = False, restart: bool = False) -> None:
        try:
            await super()._async_shutdown_kernel(now=now, restart=restart)
        finally:
            _kill_all(self._before)
            if not restart:
                shutil.rmtree(self._scratch, ignore_errors=True)


def launch() -> None:
    """``python -c '...launch()' SCRATCH CONNECTION_FILE -- KERNEL COMMAND...``: see the module docstring."""
    scratch, connection = sys.argv[1], sys.argv[2]
    command = sys.argv[sys.argv.index("--") + 1:]
    work = os.path.join(scratch, "work")
    _copy(os.getcwd(), work)
    from classroom import confine

    confine.become_subreaper()
    pid = os.fork()
    if pid == 0:
        try:
            _confine_and_run(scratch, work, connection, command)
        finally:
            os._exit(1)
    signal.signal(signal.SIGTERM, lambda *args: os.kill(pid, signal.SIGKILL))
    signal.signal(signal.SIGINT, lambda *args: os.kill(pid, signal.SIGINT))  # nbgrader interrupts a cell
    status = 1
    while True:
        try:
            done, code = os.waitpid(pid, 0)
        except InterruptedError:
            continue
        except ChildProcessError:
            break
        if done == pid:
            status = os.waitstatus_to_exitcode(code)
            break
    _kill_all()
    shutil.rmtree(work, ignore_errors=True)
    os._exit(max(status, 0))


#: How much of the hand-in's folder is copied for the kernel: files, and bytes in all.
COPY_FILES, COPY_BYTES = 500, 200 << 20


def _copy(source: str, target: str) -> None:
    """The hand-in's folder (its files and folders, up to :data:`COPY_FILES` files and :data:`COPY_BYTES`
    bytes; no symbolic link) into ``target``."""
    files = size = 0
    os.makedirs(target, exist_ok=True)
    for folder, subfolders, names in os.walk(source):
        subfolders[:] = [d for d in subfolders if d != ".ipynb_checkpoints"
                         and not os.path.islink(os.path.join(folder, d))]
        here = os.path.join(target, os.path.relpath(folder, source))
        os.makedirs(here, exist_ok=True)
        for name in names:
            path = os.path.join(folder, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            files, size = files + 1, size + os.path.getsize(path)
            if files > COPY_FILES or size > COPY_BYTES:
                return
            shutil.copy2(path, os.path.join(here, name))


def _confine_and_run(scratch: str, work: str, connection: str, command: list) -> None:
    import ctypes

    from classroom import confine

    ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG: ends with its starter
    os.chdir(work)
    for name in ("HOME", "IPYTHONDIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "MPLCONFIGDIR", "TMPDIR",
                 "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
        os.environ[name] = scratch
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
    # A shell command (`!pytest`) runs without a terminal: a confined kernel may open no pty.
    startup = os.path.join(scratch, "profile_default", "startup")
    os.makedirs(startup, exist_ok=True)
    with open(os.path.join(startup, "00-no-pty.py"), "w") as f:
        f.write("get_ipython().system = get_ipython().system_raw\n")
    lib = os.path.join(scratch, "lib")  # the course's packages, and nothing else of their folder
    os.makedirs(lib, exist_ok=True)
    for name in ("grading", "switchcore", "classroom", "tutorial"):
        if (ROOT / name).is_dir() and not os.path.exists(os.path.join(lib, name)):
            os.symlink(ROOT / name, os.path.join(lib, name))
    os.environ["PYTHONPATH"] = lib
    reads = confine.read_paths() + [str(ROOT / name) for name in ("grading", "tutorial")
                                    if (ROOT / name).is_dir()] + [
        connection, "/etc/passwd", "/etc/group", "/etc/hosts", "/etc/nsswitch.conf", "/etc/mime.types",
        "/usr/share", "/etc/ssl", "/etc/localtime", "/bin", "/usr/bin", "/usr/local/bin"]
    # a kernel needs its sockets (to nbgrader, over unix sockets in the scratch folder) and its threads;
    # Landlock keeps its files in, and its starter reaps what it leaves
    confine.confine_self(scratch, reads, MEGABYTES, processes=True, sockets=False)
    os.execv(command[0] if os.path.isabs(command[0]) else shutil.which(command[0]) or command[0], command)
