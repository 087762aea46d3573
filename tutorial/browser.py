"""The lessons in a browser's own Python (Pyodide, as on the JupyterLite
site that ``python3 dev.py site`` builds).

Two things differ there from a Python on a computer:

* a web page cannot start processes, so tournaments of students' bot files,
  which run each bot in a process of its own, need a full Python
  (:data:`FULL_PYTHON_ONLY` says so in one sentence); bots given as
  functions, as in the lessons, play in the page as everywhere;
* the browser kernel hands widget messages to JavaScript in a way that turns
  a ``None`` into "no value at all", so a widget told ``layout.display =
  None`` (show it again) would stay hidden. :func:`install` sends those
  messages as JSON instead, where ``None`` stays ``null``.

* there is no shell: a ``!`` command cannot start a program, and ``%pip``
  finds only the packages the site holds. :func:`install` makes each say
  so in one sentence in the lesson's language (:func:`no_shell`,
  :func:`pip_install`) instead of a traceback. The course's ``!python -m
  pytest ...`` (course lesson 10) runs pytest in the kernel itself instead:
  :mod:`grading.browser`, installed when the course's lessons import
  :mod:`grading`;
* matplotlib is not there (Pyodide publishes its build only on its own
  servers), so the site has a small stand-in for the lessons' charts that
  draws SVG; the match's chart (:func:`tutorial.chart.totals_picture`)
  uses only the calls both have.

Nothing here does anything outside the browser:

>>> IN_BROWSER
False
>>> install()
False
"""

from __future__ import annotations

import json
import sys

__all__ = ["IN_BROWSER", "FULL_PYTHON_ONLY", "full_python_only", "install", "no_shell", "pip_install"]

#: True in a browser's Python (Pyodide).
IN_BROWSER = sys.platform == "emscripten"


def full_python_only() -> str:
    """What cannot run in the browser, in one sentence, in the lessons' language.

    >>> full_python_only().startswith("In this browser version the bots play inside the page")
    True
    """
    from .words import say

    return say("browser.full_python")


def __getattr__(name: str):
    if name == "FULL_PYTHON_ONLY":  # :func:`full_python_only` in English
        from .words import ENGLISH

        return ENGLISH["browser.full_python"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def no_shell(command: str) -> int:
    """What a ``!`` line (or ``%%bash`` and the like) does in the browser:
    say in one sentence that it needs a full Python. Returns an exit code.

    >>> no_shell("ls -l")
    This browser version has no command line, so “ls -l” cannot run here: run it with a full Python (Binder or a computer).
    1
    """
    from .words import say

    print(say("browser.no_shell", command=" ".join(command.split())))
    return 1


async def pip_install(requirements: list[str], **options) -> None:
    """``%pip install ...`` in the browser: the site's own packages install
    as usual (through the kernel's piplite); anything else says in one
    sentence that it needs a full Python, instead of a traceback."""
    from .words import say

    try:
        import piplite

        await piplite.install(requirements, **options)
    except Exception:  # not in the site's lockfile, and no package index to ask
        print(say("browser.no_package", packages=", ".join(requirements)))


def _pip_line(line: str) -> str | None:
    """The code that replaces a ``%pip`` line, or None for another line."""
    import re
    import shlex

    match = re.match(r"^(\s*)%pip\b(.*)$", line)
    if not match:
        return None
    words = [w for w in shlex.split(match[2]) if not w.startswith("-")]
    if words[:1] == ["install"] and len(words) > 1:
        return f"{match[1]}await __import__('tutorial.browser', fromlist=['pip_install']).pip_install({words[1:]!r})\n"
    return f"{match[1]}__import__('tutorial.browser', fromlist=['no_shell']).no_shell({('%pip' + match[2]).strip()!r})\n"


def _install_commands(shell) -> None:
    """``!``, ``!!``, ``%sx``, ``%%bash``, ``%%sh``, ``%%script`` and ``%pip``
    in one sentence each (see the module's doc). The course's own ``!``
    (:mod:`grading.browser`), when installed, is left as it is."""
    if getattr(shell.system, "__name__", "") != "_browser_system":
        def _no_system(command):
            shell.user_ns["_exit_code"] = no_shell(shell.var_expand(command, depth=1))

        _no_system.__name__ = "_no_system"
        shell.system = _no_system

    def _no_output(command, split=True, depth=0):
        no_shell(command)
        return []

    shell.getoutput = _no_output
    for name in ("bash", "sh", "script", "system"):
        shell.register_magic_function(lambda line, cell=None, _name=name: no_shell(f"%%{_name} {line}".strip()),
                                      "cell", name)
    try:
        from pyodide_kernel import kernel_instance
    except ImportError:
        return

    async def pip_lines(lines):
        return [_pip_line(line) or line for line in lines]

    manager = kernel_instance.lite_transform_manager
    manager.line_transforms = [pip_lines, *(f for f in manager.line_transforms if f.__name__ != "pip_magic")]

_installed = False


def install() -> bool:
    """In the browser kernel, send comm messages (widgets) as JSON so that
    ``None`` reaches the page as ``null``. Returns whether it did."""
    global _installed
    if not IN_BROWSER or _installed:
        return _installed
    try:
        import js
        from pyodide_kernel.comm import Comm
    except ImportError:  # not the JupyterLite kernel
        return False
    from IPython.core.getipython import get_ipython

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        content = dict(data={} if data is None else data, comm_id=self.comm_id, **keys)
        metadata = {} if metadata is None else metadata
        if buffers is not None:
            buffers = [(b.tobytes() if hasattr(b, "tobytes") else b) for b in buffers]
        try:
            content, metadata = js.JSON.parse(json.dumps(content)), js.JSON.parse(json.dumps(metadata))
        except (TypeError, ValueError):  # not JSON: send it as the kernel does
            pass
        get_ipython().send_comm(msg_type, content, metadata, self.topic, buffers)

    Comm.publish_msg = publish_msg
    shell = get_ipython()
    if shell is not None:
        _install_commands(shell)

    _installed = True
    return True
