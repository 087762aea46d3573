"""Compiled Python for the site, made once when the site is built.

Python compiles a module from its source the first time it is imported,
and keeps the result (a ``.pyc`` file) for the next time. In the site there
is no next time: Pyodide's Python lives in a browser tab and forgets what it
compiled when the tab closes, and what the site serves is source only (the
standard library in Pyodide's npm package, and the wheels from the package
index). So every visit to a lesson compiled IPython, its packages and half
the standard library again: about 5 of the 16 seconds a later visit took
before Python was ready.

:func:`add_bytecode` writes each module's ``.pyc`` into the zip file that
holds the module: beside it (``mod.pyc``, where ``zipimport`` looks, for the
standard library's zip) or in ``__pycache__/`` (for wheels, which Pyodide
unpacks into ``site-packages``). The ``.pyc`` files are "unchecked hash"
ones (PEP 552): Python takes them without comparing dates or checksums with
the source, which never changes in a built site. The sources stay, for
tracebacks and for the learner who reads them.

Bytecode is particular to one Python version, so it is made by the site's
own Python: :func:`compile_for_site` runs Pyodide in Node.js (the site
build needs Node.js already) and has it run this file's
:func:`add_bytecode` over every zip. This module imports nothing at its top
that Pyodide lacks, for that reason.
"""

from __future__ import annotations

import sys
import zipfile

#: Where the compiled files of each kind of zip go.
BESIDE, IN_PYCACHE = "beside", "__pycache__"


def pyc_name(name: str, where: str) -> str:
    """The name, in the zip, of the compiled file of the module ``name``.

    >>> pyc_name("json/decoder.py", BESIDE)
    'json/decoder.pyc'
    >>> pyc_name("traitlets/utils/bunch.py", IN_PYCACHE).replace(sys.implementation.cache_tag, "TAG")
    'traitlets/utils/__pycache__/bunch.TAG.pyc'
    """
    if where == BESIDE:
        return name + "c"
    folder, _, file = name.rpartition("/")
    return f"{folder + '/' if folder else ''}__pycache__/{file[:-3]}.{sys.implementation.cache_tag}.pyc"


def _is_module(name: str) -> bool:
    top = name.split("/")[0]
    return name.endswith(".py") and not top.endswith((".dist-info", ".data"))


def add_bytecode(source: str, target: str, where: str) -> int:
    """Copy the zip file ``source`` to ``target`` with a compiled file for
    each module, made by the Python running this; returns how many. A
    module this Python cannot compile (one written for Python 2, in a test
    folder) keeps its source alone, as it would in an installed package.
    A wheel's ``RECORD`` lists the new files (with no checksum, as the wheel
    format allows for compiled files)."""
    import importlib._bootstrap_external as bootstrap
    import importlib.util
    import warnings

    made = []
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zout:
        infos = zin.infolist()
        record = next((i for i in infos if i.filename.endswith(".dist-info/RECORD")), None)
        for info in infos:
            data = zin.read(info)
            if info is not record:
                zout.writestr(info, data)
            if not _is_module(info.filename):
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True)
                except (SyntaxError, ValueError):
                    continue
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            compiled = zipfile.ZipInfo(pyc_name(info.filename, where), date_time=info.date_time)
            compiled.external_attr = 0o644 << 16
            zout.writestr(compiled, pyc, zipfile.ZIP_DEFLATED)
            made.append(compiled.filename)
        if record is not None:
            lines = zin.read(record).decode("utf-8").rstrip("\n").split("\n")
            lines[-1:-1] = [f"{name},," for name in made]
            zout.writestr(record, ("\n".join(lines) + "\n").encode("utf-8"))
    return len(made)


def _run_jobs(folder: str) -> None:
    """Inside Pyodide: compile every zip that ``folder/jobs.json`` lists."""
    import json
    import os

    with open(os.path.join(folder, "jobs.json"), encoding="utf-8") as file:
        jobs = json.load(file)
    for job in jobs:
        add_bytecode(os.path.join(folder, job["source"]), os.path.join(folder, job["target"]), job["where"])


# ---------------------------------------------------------------------------
# On the machine that builds the site
# ---------------------------------------------------------------------------

#: Node.js's side: start the site's Pyodide, show it the work folder, and
#: run this file in it.
_NODE = """
import { pathToFileURL } from "node:url";
const [core, work, code] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(core + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: core + "/" });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/work");
pyodide.runPython(code + "\\n_run_jobs('/work')\\n");
"""


class BytecodeError(Exception):
    pass


def compile_for_site(core, files, cache) -> None:
    """Replace each zip file in ``files`` (paths) by a copy with its
    compiled modules, made by the Pyodide whose core files are in ``core``
    (a folder). Copies already made for the same file and the same Pyodide
    are taken from ``cache`` (a folder)."""
    import hashlib
    import json
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    core, cache = Path(core), Path(cache)
    node = shutil.which("node")
    if not node:
        raise BytecodeError("Node.js is needed to compile the site's Python (node is not on PATH)")
    version = json.loads((core / "package.json").read_text(encoding="utf-8"))["version"]
    store = cache / f"bytecode-{version}"
    store.mkdir(parents=True, exist_ok=True)
    todo, used = {}, set()
    for path in map(Path, files):
        kept = store / f"{hashlib.sha256(path.read_bytes()).hexdigest()[:24]}-{path.name}"
        used.add(kept)
        if kept.is_file():
            shutil.copyfile(kept, path)
        else:
            todo[path] = kept
    for old in set(store.iterdir()) - used:  # copies of files no longer in the site
        old.unlink()
    if not todo:
        return
    with tempfile.TemporaryDirectory(prefix="bytecode-") as work:
        jobs = []
        for n, path in enumerate(todo):
            shutil.copyfile(path, Path(work) / f"{n}.zip")
            where = BESIDE if path.name == "python_stdlib.zip" else IN_PYCACHE
            jobs.append({"source": f"{n}.zip", "target": f"{n}.out", "where": where})
        (Path(work) / "jobs.json").write_text(json.dumps(jobs), encoding="utf-8")
        result = subprocess.run(
            [node, "--input-type=module", "-e", _NODE, str(core.resolve()), work,
             Path(__file__).read_text(encoding="utf-8")],
            capture_output=True, text=True,
        )
        if result.returncode != 0:
            raise BytecodeError(f"Pyodide in Node.js could not compile the site's Python:\n{result.stderr[-3000:]}")
        for n, (path, kept) in enumerate(todo.items()):
            shutil.copyfile(Path(work) / f"{n}.out", kept)
            shutil.copyfile(kept, path)
