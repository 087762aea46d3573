"""What the operating system can do to confine a student's bot, without root.

A bot file runs in a process of its own (see :mod:`classroom.botproc`).
Before the student's code runs, that process confines itself with
:func:`confine_self`, and the referee's process protects itself with
:func:`protect_referee`. On Linux:

* **Landlock** (kernel 5.13 and later, when enabled): the bot may read and
  run only what Python needs (the Python installation, its site-packages,
  the system's libraries, the switchcore and classroom packages) and read
  and write only in its own scratch folder. It cannot read ``/proc``, the
  teacher's files, the results file or other students' files, nor write
  anywhere else. With Landlock ABI 4 and later it can neither open nor
  accept a TCP connection; with ABI 6 and later it can send no signal and
  reach no abstract unix socket outside its own process. Landlock also keeps
  it from tracing, or opening the memory, file descriptors or environment of,
  any process but its own children.
* ``PR_SET_NO_NEW_PRIVS``: no program it starts gains privileges.
* A **seccomp** filter (x86_64 and aarch64) refuses, for the bot and every
  thread it has, the system calls that make or reach a socket (``socket``,
  ``socketpair``, ``connect``, ``bind``, ``listen``, ``accept``, ``sendto``,
  ``sendmsg``...) and ``io_uring`` (which can do the same): no socket of any
  family, Unix sockets with a path (which Landlock does not cover, such as a
  desktop's session bus or a container daemon's), abstract ones, UDP and TCP.
  It also refuses new processes and threads (``fork``, ``vfork``, ``clone``,
  ``clone3``), which binds a teacher running as root, whom ``RLIMIT_NPROC``
  does not: with no children, the memory limit of the bot's one process is
  the whole bot's. Any other architecture's calls (a 32-bit ``int 0x80``,
  x32) are all refused. The filter is a small BPF program written here and
  installed with the kernel's own interface through :mod:`ctypes`, so that
  the standard library is enough (libseccomp's Python binding is not on
  PyPI, and a bot's process must import little before it is confined).
* Resource limits: memory (``RLIMIT_AS``, for each process; where the
  referee can make a cgroup, the bot and every process it starts have one
  budget together: see :mod:`classroom.memgroup`), no core files, files of at most
  :data:`FILE_LIMIT` bytes, and no new processes (``RLIMIT_NPROC``, which
  the kernel does not apply to the root user; the seccomp filter does).
* The bot and the referee are not dumpable (``PR_SET_DUMPABLE`` 0): without
  Landlock too, a process of the same user cannot open their ``/proc``
  memory, file descriptors or environment, so no bot can reach another
  bot's pipes or the referee's secrets.
* The referee is a child subreaper: a process a bot leaves behind becomes
  the referee's child and is killed with the bot (see :mod:`classroom.botproc`).
* When the teacher runs as root, the bot drops every capability first.

:func:`protections` says what holds on this machine; :func:`missing`, in
one sentence, what does not.

>>> sorted(protections())[:3]
['landlock', 'landlock_abi', 'limits']
"""

from __future__ import annotations

import os
import sys

__all__ = ["landlock_abi", "seccomp_arch", "memory_group", "protections", "gaps", "missing", "confine_self", "protect_referee",
           "become_subreaper", "read_paths", "FILE_LIMIT"]

#: The largest file a bot may write (its scratch files; its error output is a pipe, capped by the referee).
FILE_LIMIT = 16 << 20

_PR_SET_DUMPABLE, _PR_CAPBSET_DROP, _PR_SET_SECUREBITS = 4, 24, 28
_PR_SET_CHILD_SUBREAPER, _PR_SET_NO_NEW_PRIVS = 36, 38
#: The Landlock system calls: the same numbers on x86_64 and aarch64 (and every architecture of the common table).
_CREATE, _ADD_RULE, _RESTRICT = 444, 445, 446
_VERSION_FLAG = 1
_RULE_PATH_BENEATH = 1
# Filesystem rights, by the ABI that introduced them.
_EXECUTE, _WRITE_FILE, _READ_FILE, _READ_DIR = 1, 2, 4, 8
_FS_ABI1 = (1 << 13) - 1
_REFER, _TRUNCATE, _IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
_NET_BIND_TCP, _NET_CONNECT_TCP = 1, 2
_SCOPE_ABSTRACT_UNIX, _SCOPE_SIGNAL = 1, 2
_FILE_RIGHTS = _EXECUTE | _WRITE_FILE | _READ_FILE | _TRUNCATE | _IOCTL_DEV

# seccomp: the filter's words (classic BPF), the data it reads, and what it answers.
_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, _SECCOMP_SET_MODE_FILTER, _SECCOMP_FILTER_FLAG_TSYNC = 22, 2, 1, 1
_LOAD_WORD, _JUMP_EQUAL, _JUMP_AT_LEAST, _RETURN = 0x20, 0x15, 0x35, 0x06  # BPF_LD|W|ABS, JMP|JEQ|K, JMP|JGE|K, RET|K
_NR, _ARCH = 0, 4  # offsets in struct seccomp_data
_ALLOW, _REFUSE = 0x7FFF0000, 0x00050000 | 1  # SECCOMP_RET_ALLOW; SECCOMP_RET_ERRNO with EPERM
_X32 = 0x40000000
#: By machine: its audit architecture, the number of the seccomp system call, and the numbers of the calls
#: that make or reach a socket (socket, socketpair, connect, bind, listen, accept, accept4, sendto, sendmsg,
#: sendmmsg, and io_uring's three, which can open and connect sockets too) and of those that start a process
#: or a thread (clone, clone3, and fork and vfork where they exist).
_SECCOMP = {
    "x86_64": (0xC000003E, 317, (41, 53, 42, 49, 50, 43, 288, 44, 46, 307, 425, 426, 427), (56, 435, 57, 58)),
    "aarch64": (0xC00000B7, 277, (198, 199, 203, 200, 201, 202, 242, 206, 211, 269, 425, 426, 427), (220, 435)),
}

_libc = None


def _c():
    global _libc
    if _libc is None:
        import ctypes

        _libc = ctypes.CDLL(None, use_errno=True)
        _libc.syscall.restype = ctypes.c_long
    return _libc


def _linux() -> bool:
    return sys.platform.startswith("linux")


def landlock_abi() -> int:
    """The Landlock ABI version this kernel offers (0: none, or not Linux)."""
    if not _linux():
        return 0
    try:
        import ctypes

        found = _c().syscall(_CREATE, None, ctypes.c_size_t(0), ctypes.c_uint32(_VERSION_FLAG))
    except (OSError, AttributeError):
        return 0
    return max(0, int(found))


def seccomp_arch() -> str:
    """The machine whose system calls the seccomp filter knows ("" where
    there is none: not Linux, another architecture, or a kernel without
    seccomp filters)."""
    if not _linux():
        return ""
    machine = os.uname().machine.lower()
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    if machine not in _SECCOMP or sys.maxsize <= 2**32:  # a 32-bit Python on a 64-bit kernel
        return ""
    try:
        import ctypes

        # PR_GET_SECCOMP is 0 (not filtered yet) or 2 (filtered already): filters are there either way.
        if _c().prctl(ctypes.c_int(21), ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0),
                      ctypes.c_ulong(0)) < 0:
            return ""
    except (OSError, AttributeError):
        return ""
    return machine


def memory_group() -> bool:
    """Whether the referee can make a memory group (cgroup) per bot here (see :mod:`classroom.memgroup`)."""
    from . import memgroup

    return _linux() and memgroup.parent() is not None


def protections(abi: int | None = None, seccomp: bool | None = None, group: bool | None = None) -> dict:
    """What confines a bot here: each protection's name and whether it holds.
    ``sockets`` is the seccomp filter (no socket of any family),
    ``no_children`` that a bot can start no process (the filter, or the
    process limit where the teacher is not root) and ``memory_group`` that
    a bot's processes have one memory budget together (a cgroup)."""
    abi = landlock_abi() if abi is None else abi
    seccomp = bool(seccomp_arch()) if seccomp is None else seccomp
    group = memory_group() if group is None else group
    linux = _linux()
    return {"landlock_abi": abi, "landlock": abi >= 1, "net": abi >= 4 or seccomp, "signals": abi >= 6,
            "sockets": seccomp, "no_new_privs": linux, "not_dumpable": linux, "subreaper": linux,
            "limits": os.name == "posix", "no_children": seccomp or (os.name == "posix" and os.geteuid() != 0),
            "memory_group": group}


def gaps(abi: int | None = None, seccomp: bool | None = None, group: bool | None = None, *,
         children: bool = False) -> list[str]:
    """What this machine cannot confine, one sentence each (none when
    everything holds), in the language chosen (:func:`switchcore.messages.use_language`).
    ``children``: the run lets bots start processes (``Limits.children``)."""
    from .words import say

    have = protections(abi, seccomp, group)
    if not _linux():
        return [say("confine.no_landlock_here")]
    found = []
    if not have["landlock"]:  # the seccomp filter, where it holds, still keeps the network out
        found.append(say("confine.no_landlock_seccomp" if have["sockets"] else "confine.no_landlock"))
    elif not have["signals"]:
        found.append(say("confine.signals", abi=have["landlock_abi"]))
    if not have["sockets"]:
        if have["landlock"] and not have["net"]:
            found.append(say("confine.no_seccomp_tcp", abi=have["landlock_abi"]))
        elif have["landlock"]:
            found.append(say("confine.no_seccomp"))
    if not have["no_children"]:
        found.append(say("confine.root_children"))
    if (children or not have["no_children"]) and not have["memory_group"]:
        found.append(say("confine.no_memory_group"))  # each process keeps its own limit (RLIMIT_AS)
    return found


def missing(abi: int | None = None, seccomp: bool | None = None, group: bool | None = None, *,
            children: bool = False) -> str:
    """What this machine cannot confine, in one sentence per protection that
    does not hold ("" when everything holds; see :func:`gaps`)."""
    return " ".join(gaps(abi, seccomp, group, children=children))


def _prctl(option: int, value: int) -> bool:
    import ctypes

    return _c().prctl(ctypes.c_int(option), ctypes.c_ulong(value), ctypes.c_ulong(0), ctypes.c_ulong(0),
                      ctypes.c_ulong(0)) == 0


def protect_referee() -> None:
    """Make this process (a referee) unreadable by its bots: not dumpable, so
    that its ``/proc`` memory, file descriptors and environment cannot be
    opened by another process of the same user."""
    if _linux():
        _prctl(_PR_SET_DUMPABLE, 0)


def become_subreaper() -> bool:
    """Make this process the reaper of its descendants' orphans (Linux)."""
    return _linux() and _prctl(_PR_SET_CHILD_SUBREAPER, 1)


def read_paths() -> list[str]:
    """The folders (and files) a bot may read and run: the Python
    installation, its site-packages, the system's libraries and the
    switchcore and classroom packages. Not the current folder, nor
    ``PYTHONPATH``, nor anything of the teacher's."""
    import site
    import sysconfig

    here = os.path.dirname(os.path.abspath(__file__))
    import switchcore

    found = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix, here,
             os.path.dirname(os.path.abspath(switchcore.__file__)), os.path.dirname(os.path.realpath(sys.executable))]
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        found.append(sysconfig.get_paths().get(key, ""))
    try:
        found.extend(site.getsitepackages())
    except AttributeError:  # an old virtualenv's site module
        pass
    found += ["/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib", "/etc/ld.so.cache", "/etc/localtime",
              "/usr/share/zoneinfo"]
    seen, out = set(), []
    for path in found:
        if path:
            real = os.path.realpath(path)
            if real not in seen and os.path.exists(real) and real != "/":
                seen.add(real)
                out.append(real)
    return out


def _drop_root() -> bool:
    """Running as root: give up every capability for good (the user stays root, with no powers beyond its files)."""
    import ctypes

    libc = _c()
    try:
        with open("/proc/sys/kernel/cap_last_cap") as f:
            last = int(f.read())
    except (OSError, ValueError):
        last = 40
    for cap in range(last + 1):
        _prctl(_PR_CAPBSET_DROP, cap)
    # SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP | its lock | SECBIT_KEEP_CAPS_LOCKED
    # | SECBIT_NO_CAP_AMBIENT_RAISE | its lock: running a program as root gives back nothing.
    _prctl(_PR_SET_SECUREBITS, 0x1 | 0x2 | 0x4 | 0x8 | 0x20 | 0x40 | 0x80)

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    header, data = Header(0x20080522, 0), (Data * 2)()
    return libc.capset(ctypes.byref(header), data) == 0


def _landlock(abi: int, reads: list, scratch: str, devices: list) -> bool:
    import ctypes

    libc = _c()

    class Attr(ctypes.Structure):
        _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]

    class Beneath(ctypes.Structure):
        _pack_ = 1
        _fields_ = [("allowed", ctypes.c_uint64), ("fd", ctypes.c_int32)]

    fs = _FS_ABI1 | (_REFER if abi >= 2 else 0) | (_TRUNCATE if abi >= 3 else 0) | (_IOCTL_DEV if abi >= 5 else 0)
    attr = Attr(fs, (_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0,
                (_SCOPE_ABSTRACT_UNIX | _SCOPE_SIGNAL) if abi >= 6 else 0)
    size = 8 if abi < 4 else 16 if abi < 6 else 24
    ruleset = libc.syscall(_CREATE, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if ruleset < 0:
        return False
    try:
        read = _EXECUTE | _READ_FILE | _READ_DIR
        rules = [(p, read) for p in reads] + [(scratch, fs)] + [(d, _READ_FILE | _WRITE_FILE) for d in devices]
        for path, rights in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue
            try:
                if not os.path.isdir(path):
                    rights &= _FILE_RIGHTS
                rights &= fs
                rule = Beneath(rights, fd)
                if libc.syscall(_ADD_RULE, ctypes.c_int(ruleset), ctypes.c_int(_RULE_PATH_BENEATH), ctypes.byref(rule),
                                ctypes.c_uint32(0)) != 0:
                    return False
            finally:
                os.close(fd)
        return libc.syscall(_RESTRICT, ctypes.c_int(ruleset), ctypes.c_uint32(0)) == 0
    finally:
        os.close(ruleset)


def _filter(machine: str, sockets: bool = True, children: bool = True) -> list[tuple]:
    """The seccomp program: (code, jump if true, jump if false, value) words."""
    arch, _, making, starts = _SECCOMP[machine]
    refused = (list(making) if sockets else []) + (list(starts) if children else [])
    words = [(_LOAD_WORD, 0, 0, _ARCH), (_JUMP_EQUAL, 1, 0, arch), (_RETURN, 0, 0, _REFUSE),
             (_LOAD_WORD, 0, 0, _NR)]
    if machine == "x86_64":  # the x32 calls have the same architecture and numbers from 0x40000000 on
        words.append((_JUMP_AT_LEAST, len(refused) + 1, 0, _X32))
    for i, number in enumerate(refused):  # to the refusal, past the remaining tests and the allowing return
        words.append((_JUMP_EQUAL, len(refused) - i, 0, number))
    return words + [(_RETURN, 0, 0, _ALLOW), (_RETURN, 0, 0, _REFUSE)]


def _seccomp(sockets: bool, children: bool) -> bool:
    """Install the filter for every thread of this process (no new privileges must be set first)."""
    import ctypes

    machine = seccomp_arch()
    if not machine:
        return False

    class Word(ctypes.Structure):
        _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]

    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(Word))]

    words = _filter(machine, sockets, children)
    table = (Word * len(words))(*[Word(*w) for w in words])
    program = Program(len(words), table)
    libc = _c()
    # The seccomp call with TSYNC filters the threads started before (the bot's watcher) too; prctl only this one.
    if libc.syscall(ctypes.c_long(_SECCOMP[machine][1]), ctypes.c_uint(_SECCOMP_SET_MODE_FILTER),
                    ctypes.c_uint(_SECCOMP_FILTER_FLAG_TSYNC), ctypes.byref(program)) == 0:
        return True
    return libc.prctl(ctypes.c_int(_PR_SET_SECCOMP), ctypes.c_ulong(_SECCOMP_MODE_FILTER), ctypes.byref(program),
                      ctypes.c_ulong(0), ctypes.c_ulong(0)) == 0


def confine_self(scratch: str, reads: list, megabytes: int, processes: bool = False, *, sockets: bool = True,
                 children: bool = True, file_limit: int | None = None) -> list[str]:
    """Confine this process (a bot's, before the student's code runs) as the
    module's docstring says; return the protections that failed (empty when
    all that the system offers holds). With ``sockets`` (the default) the
    seccomp filter refuses every socket, and with ``children`` (the default)
    every new process and thread, as the process limit does; start the
    threads the process needs before.
    ``file_limit`` is the largest file in bytes (by default :data:`FILE_LIMIT`);
    the budget of all files together is the referee's to keep (see
    :class:`classroom.botproc.Limits`). ``processes=True`` leaves out the
    limit on new processes and threads (and the seccomp filter's refusal of
    them), for a process that needs them: the kernel of a notebook being
    graded, whose starter reaps what it leaves."""
    failed = []
    children = children and not processes
    try:
        import resource
    except ImportError:  # Windows: bot files do not run there
        return ["limits"]

    def limit(which, value):
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            failed.append(f"limit {which}")

    if megabytes > 0:  # the address space where the system limits it (Linux), else the data segment (macOS)
        try:
            resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
        except (ValueError, OSError):
            limit(getattr(resource, "RLIMIT_DATA", resource.RLIMIT_AS), megabytes << 20)
    limit(resource.RLIMIT_CORE, 0)
    limit(resource.RLIMIT_FSIZE, FILE_LIMIT if file_limit is None else file_limit)
    if children and hasattr(resource, "RLIMIT_NPROC"):
        limit(resource.RLIMIT_NPROC, 0)  # no new processes (nor threads): every thread it needs is started
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a file too big is an error (EFBIG), not a dead bot
    if not _linux():
        return failed
    if not _prctl(_PR_SET_DUMPABLE, 0):
        failed.append("not dumpable")
    if os.geteuid() == 0 and not _drop_root():
        failed.append("capabilities")
    if not _prctl(_PR_SET_NO_NEW_PRIVS, 1):
        failed.append("no new privileges")
    abi = landlock_abi()
    if abi and not _landlock(abi, reads, scratch, ["/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"]):
        failed.append("landlock")
    if (sockets or children) and seccomp_arch() and not _seccomp(sockets, children):  # last: Landlock needs no socket
        failed.append("seccomp")
    return failed
