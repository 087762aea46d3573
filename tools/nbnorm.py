"""Run lesson notebooks on a fresh kernel and normalise what they store.

One normal form serves two purposes:

* ``tools/build_lessons.py`` writes it, so that building twice gives
  byte-identical files and diffs show only real changes;
* nbval compares committed notebooks with a fresh run after the same
  replacements, so run-specific values never cause a failure.

What the normal form does:

* outputs: consecutive stream outputs of one stream are merged; text is
  passed through the replacements of ``tools/nbval_sanitize.cfg`` (memory
  addresses, uuids, timings, IPython's temporary cell files: the same
  rules nbval uses); an error keeps its name and message, and its
  traceback becomes the single line ``Name: message`` (full tracebacks
  hold file paths and colour codes that differ between machines);
* widget model ids in outputs become ``00000000000000000000000000000001``,
  ``...02`` and so on, in order of first appearance;
* saved widget state (``metadata.widgets``) is dropped. JupyterLab 4 does
  not draw widgets from it (until a cell runs, a widget output shows its
  text fallback either way), GitHub does not either, and it would add
  hundreds of lines of JSON to every lesson and to every diff;
* run metadata is dropped: per-cell ``execution`` timings and the
  interpreter's patch version in ``language_info``.

Needs nbformat and nbclient (the project's ``test`` extra).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any, Callable

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
#: The replacements of run-specific text, shared with nbval (pyproject.toml's addopts).
SANITIZE_FILE = ROOT / "tools" / "nbval_sanitize.cfg"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif", "image/svg+xml")
RUN_METADATA = ("execution", "ExecuteTime")

DEFAULT_TIMEOUT = 600


# ---------------------------------------------------------------------------
# Which notebooks
# ---------------------------------------------------------------------------

def lesson_notebooks(folder: Path = NOTEBOOKS) -> list[Path]:
    """Every notebook under ``folder`` (checkpoints and hidden folders
    excluded), sorted by path."""
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.rglob("*.ipynb")):
        parts = path.relative_to(folder).parts
        if any(part.startswith(".") or part == "__pycache__" for part in parts):
            continue
        found.append(path)
    return found


# ---------------------------------------------------------------------------
# Sanitising text
# ---------------------------------------------------------------------------

def load_patterns(path: Path = SANITIZE_FILE) -> list[tuple[re.Pattern[str], str]]:
    """The (regex, replacement) pairs of an nbval sanitize file."""
    pairs = re.findall(r"^regex: (.*)$\n^replace: (.*)$", path.read_text(encoding="utf-8"), re.MULTILINE)
    return [(re.compile(regex), replace) for regex, replace in pairs]


_PATTERNS: list[tuple[re.Pattern[str], str]] | None = None


def sanitize(text: str) -> str:
    global _PATTERNS
    if _PATTERNS is None:
        _PATTERNS = load_patterns()
    for regex, replace in _PATTERNS:
        text = regex.sub(replace, text)
    return text


def _join(text: str | list[str]) -> str:
    return "".join(text) if isinstance(text, list) else text


# ---------------------------------------------------------------------------
# Normalising
# ---------------------------------------------------------------------------

class _Ids:
    """Gives each widget model id a stable replacement, in order of first sight."""

    def __init__(self) -> None:
        self.map: dict[str, str] = {}

    def __call__(self, model_id: str) -> str:
        if model_id not in self.map:
            self.map[model_id] = "%032x" % (len(self.map) + 1)
        return self.map[model_id]


def _normalise_outputs(outputs: list[Any], ids: Callable[[str], str]) -> list[Any]:
    merged: list[Any] = []
    for output in outputs:
        output = copy.deepcopy(output)
        kind = output.get("output_type")
        if kind == "stream":
            output["text"] = _join(output.get("text", ""))
            previous = merged[-1] if merged else None
            if previous and previous.get("output_type") == "stream" and previous.get("name") == output.get("name"):
                previous["text"] += output["text"]
                continue
        elif kind == "error":
            output["evalue"] = sanitize(output.get("evalue", ""))
            output["traceback"] = [f"{output.get('ename', 'Error')}: {output['evalue']}"]
        elif kind in ("display_data", "execute_result"):
            data = output.get("data", {})
            for mime, value in list(data.items()):
                if mime == WIDGET_VIEW and isinstance(value, dict) and "model_id" in value:
                    value["model_id"] = ids(value["model_id"])
                elif mime.startswith("text/"):
                    data[mime] = sanitize(_join(value))
        merged.append(output)
    for output in merged:
        if output.get("output_type") == "stream":
            output["text"] = sanitize(output["text"])
    return merged


def normalise(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A normalised deep copy of ``nb`` (see the module docstring)."""
    nb = copy.deepcopy(nb)
    ids = _Ids()
    for cell in nb.cells:
        for key in RUN_METADATA:
            cell.get("metadata", {}).pop(key, None)
        if cell.cell_type == "code":
            cell.outputs = _normalise_outputs(cell.get("outputs", []), ids)
    language = nb.metadata.get("language_info")
    if isinstance(language, dict):
        language.pop("version", None)
    nb.metadata.pop("widgets", None)
    return nbformat.from_dict(nb)


def dumps(nb: nbformat.NotebookNode) -> str:
    """The text JupyterLab itself would save for ``nb``."""
    text = nbformat.writes(nb)
    return text if text.endswith("\n") else text + "\n"


# ---------------------------------------------------------------------------
# Executing
# ---------------------------------------------------------------------------

def _this_python_kernels():
    """A kernel spec manager whose ``python3`` is this very interpreter.

    Without it a ``python3`` kernel spec in the user's Jupyter folders could
    run the lessons in some other Python.
    """
    from ipykernel.kernelspec import RESOURCES, get_kernel_dict
    from jupyter_client.kernelspec import KernelSpec, KernelSpecManager

    class ThisPython(KernelSpecManager):
        def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
            return KernelSpec(resource_dir=RESOURCES, **get_kernel_dict())

    return ThisPython()


def execute(path: Path, *, timeout: int = DEFAULT_TIMEOUT) -> nbformat.NotebookNode:
    """Run the notebook at ``path`` top to bottom on a fresh kernel of this
    interpreter, in the notebook's own folder, and return the result
    (not normalised; the file is not changed)."""
    return run(nbformat.read(path, as_version=4), path.parent, timeout=timeout)


def run(nb: nbformat.NotebookNode, folder: Path, *, timeout: int = DEFAULT_TIMEOUT) -> nbformat.NotebookNode:
    """Run a copy of ``nb`` top to bottom on a fresh kernel of this
    interpreter, in ``folder``, and return it (not normalised)."""
    from jupyter_client.manager import KernelManager
    from nbclient import NotebookClient

    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    km = KernelManager(kernel_name="python3", kernel_spec_manager=_this_python_kernels())
    client = NotebookClient(
        nb,
        km=km,
        timeout=timeout,
        kernel_name="python3",
        store_widget_state=True,
        record_timing=False,
        resources={"metadata": {"path": str(folder)}},
    )
    # The client shuts down only kernels it made itself unless told to.
    client.execute(cleanup_kc=True)
    return nb


def unexecuted_cells(nb: nbformat.NotebookNode) -> list[int]:
    """Indexes of code cells with source but no execution count."""
    return [
        index
        for index, cell in enumerate(nb.cells)
        if cell.cell_type == "code" and cell.source.strip() and cell.get("execution_count") is None
    ]


__all__ = [
    "NOTEBOOKS",
    "dumps",
    "execute",
    "lesson_notebooks",
    "normalise",
    "run",
    "sanitize",
    "unexecuted_cells",
]
