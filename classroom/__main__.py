"""``python -m classroom``: see :mod:`classroom.cli`.

A seed given on the command line (``--seed 1234``) would be visible to every
process of the same user, bots included, in ``ps`` and
``/proc/<pid>/cmdline``. So before anything else this process starts itself
again without it, handing the seed over through a pipe (``--seed-fd``).
"""

import os
import sys


def _without_seed(argv: list) -> tuple[list, str | None]:
    """``argv`` without ``--seed VALUE`` (or ``--seed=VALUE``), and the value."""
    out, seed, i = [], None, 0
    while i < len(argv):
        if argv[i] == "--seed" and i + 1 < len(argv):
            seed, i = argv[i + 1], i + 2
            continue
        if argv[i].startswith("--seed="):
            seed = argv[i].split("=", 1)[1]
        else:
            out.append(argv[i])
        i += 1
    return out, seed


def _command(argv: list) -> str | None:
    """The command in ``argv`` (``play``, ``tournament`` ...), wherever ``--lang X`` is."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in ("--la", "--lan", "--lang"):
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def _hide_seed() -> None:
    argv = list(getattr(sys, "orig_argv", []))
    if os.name != "posix" or not argv or _command(sys.argv[1:]) != "tournament":
        return
    rest, seed = _without_seed(argv)
    if seed is None or "--seed-fd" in " ".join(argv):
        return
    read, write = os.pipe()
    os.write(write, seed.encode())
    os.close(write)
    os.set_inheritable(read, True)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, [rest[0] if rest else sys.executable, *rest[1:], "--seed-fd", str(read)])


if __name__ == "__main__":
    _hide_seed()
    from classroom.cli import main

    sys.exit(main())
