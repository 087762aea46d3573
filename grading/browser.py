"""The course's ``!`` line in a browser's own Python (Pyodide, as on the
JupyterLite site that ``python3 dev.py site`` builds).

A web page cannot start a program, so there IPython's ``!`` stops the cell
with "OSError: Not available", and a Run All stops with it. The one command
the course uses, ``!python -m pytest ...`` (course lesson 10), runs pytest in
the kernel itself instead; any other says, without an error, that it needs
a full Python. Importing :mod:`grading`, which every course lesson does
first, installs this (:func:`install_shell`).

Nothing here does anything outside the browser:

>>> install_shell()
False
"""

from __future__ import annotations

import sys

__all__ = ["NO_SHELL", "install_shell", "run_command"]

#: What a ``!`` command other than ``python -m pytest`` says in the browser.
NO_SHELL = (
    "This browser version has no command line: only `!python -m pytest ...` runs here (in the "
    "notebook's own Python); run other commands with a full Python (Binder or a computer)."
)


def run_command(command: str) -> int:
    """Run a ``!`` command in the browser: ``python -m pytest ARGS`` runs
    pytest here, on the files of the current folder (modules loaded from it
    are read afresh); anything else prints :data:`NO_SHELL`. Returns the
    exit code.

    >>> run_command("ls -l")
    This browser version has no command line: ...
    1
    """
    import importlib
    import os
    import shlex

    argv = shlex.split(command)
    if len(argv) < 3 or argv[1:3] != ["-m", "pytest"]:
        print(NO_SHELL)
        return 1
    import pytest

    here = os.path.abspath(os.getcwd()) + os.sep
    for name, module in list(sys.modules.items()):
        if (getattr(module, "__file__", None) or "").startswith(here):
            del sys.modules[name]
    importlib.invalidate_caches()
    return int(pytest.main(argv[3:]))


def install_shell() -> bool:
    """In a browser's Python with IPython running, make ``!`` lines call
    :func:`run_command`. Returns whether it did."""
    if sys.platform != "emscripten":
        return False
    try:
        from IPython.core.getipython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False
    if getattr(shell.system, "__name__", "") == "_browser_system":
        return True

    def _browser_system(command):  # what a ``!`` line calls, as IPython's own does
        code = run_command(shell.var_expand(command, depth=1))
        shell.user_ns["_exit_code"] = code

    shell.system = _browser_system
    return True
