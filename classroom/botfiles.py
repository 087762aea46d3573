"""Students' bot files: finding them, reading them, and finding the strategy
inside one.

A bot file is a ``.py`` file or a notebook (``.ipynb``); its name without
the ending is the bot's name in the tournament. The strategy in it is the
function named ``FUNCTION`` when one is given (``alice.py:first_card``),
else the one named ``choose``, ``strategy`` or ``bot``, else the only
function the file defines. A class derived from
:class:`~classroom.bots.Strategy` works too, and so does an object with a
``choose(view)`` method.

The files are read here, in the teacher's process, as text only; they are
run only in a bot's own process (see :mod:`classroom.bothost`). From a
notebook, only the imports, the definitions (``def``, ``class``) and
assignments of plain values are kept: cells that play games, print or run a
tournament are left out, so loading a lesson notebook stays quick.

>>> bot = BotFile("alice", "alice.py", "def choose(view):\\n    return view.legal_moves[0]\\n")
>>> bot.kind, len(bot.digest)
('py', 64)
"""

from __future__ import annotations

import ast
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["BotFile", "BotFileError", "read_bot", "find_bots", "notebook_source", "pick_strategy", "NAMES"]

#: The function names looked for, in order, when a file does not say which.
NAMES = ("choose", "strategy", "my_bot", "bot")
#: The endings of bot files.
ENDINGS = (".py", ".ipynb")


class BotFileError(ValueError):
    """A bot file or folder that cannot be used, said in one sentence."""


@dataclass(frozen=True)
class BotFile:
    """A student's strategy as source text, ready to run in its own process:
    ``name`` in the tournament, ``filename`` it came from, the ``source``
    text (a notebook's JSON for ``.ipynb``) and the ``function`` to use
    (empty: look for it as the module says). ``problem`` says why a file of
    a folder could not be read: that bot forfeits every game."""

    name: str
    filename: str
    source: str = field(repr=False)
    function: str = ""
    problem: str = ""

    @property
    def kind(self) -> str:
        return "ipynb" if self.filename.endswith(".ipynb") else "py"

    @property
    def digest(self) -> str:
        """The SHA-256 of the source: a results file notes it, so a file
        changed between a stop and a resume is noticed."""
        return hashlib.sha256(self.source.encode("utf-8", "surrogatepass")).hexdigest()


def read_bot(path, function: str = "", name: str | None = None) -> BotFile:
    """The bot in the file ``path``; ``function`` names its strategy (else
    it is looked for when the bot starts)."""
    file = Path(path)
    if file.suffix not in ENDINGS:
        raise BotFileError(f"{file.name} is not a bot file: a bot is a .py file or a notebook (.ipynb)")
    if not file.is_file():
        raise BotFileError(f"there is no file {str(file)!r}")
    try:
        text = file.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise BotFileError(f"{file.name} is not text in UTF-8, so it cannot be a Python file or a notebook") from None
    except OSError as exc:
        raise BotFileError(f"{file.name} cannot be read: {exc.strerror}") from None
    if file.suffix == ".ipynb":
        text = _code_cells(text)
    return BotFile(name or file.stem, file.name, text, function)


def _code_cells(text: str) -> str:
    """A notebook's JSON with its code cells' sources only (outputs and
    pictures can weigh megabytes, and the bot travels with every group of
    games). Text that is not a notebook is kept as it is: the bot's process
    reports it."""
    try:
        data = json.loads(text)
        cells = [{"cell_type": "code", "source": c["source"], "metadata": {}, "outputs": [],
                  "execution_count": None, **({"id": c["id"]} if "id" in c else {})}
                 for c in data["cells"] if c.get("cell_type") == "code"]
        return json.dumps({"cells": cells, "metadata": {}, "nbformat": data["nbformat"],
                           "nbformat_minor": data["nbformat_minor"]})
    except (ValueError, KeyError, TypeError, AttributeError):
        return text


def find_bots(folder) -> tuple[list, list]:
    """Every bot file in ``folder`` (not in its subfolders), by name, and the
    names of the other files there, which are left out."""
    where = Path(folder)
    if not where.exists():
        raise BotFileError(f"there is no folder {str(where)!r}")
    if not where.is_dir():
        raise BotFileError(f"{str(where)!r} is a file, not a folder of bot files")
    bots, skipped, seen = [], [], {}
    for file in sorted(where.iterdir()):
        if file.name.startswith((".", "_")) or file.is_dir():
            continue
        if file.suffix not in ENDINGS:
            skipped.append(file.name)
            continue
        if file.stem in seen:
            raise BotFileError(f"two files give the bot name {file.stem!r} ({seen[file.stem]} and {file.name}): "
                               "rename one of them")
        seen[file.stem] = file.name
        try:
            bots.append(read_bot(file))
        except BotFileError as exc:  # one student's unreadable file does not stop the class
            bots.append(BotFile(file.stem, file.name, "", "", str(exc)))
    if not bots:
        raise BotFileError(f"the folder {str(where)!r} holds no bot files (.py or .ipynb)")
    return bots, skipped


# -- in the bot's own process -------------------------------------------------------------


def _kept(node) -> bool:
    if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return True
    if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
        try:
            ast.literal_eval(node.value)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return False
        return True
    return False


def notebook_source(text: str, filename: str = "notebook.ipynb") -> str:
    """The Python of a notebook's code cells that defines things: imports,
    functions, classes and plain values (IPython's ``%`` and ``!`` lines
    and any other statement are left out). Read with nbformat when it is
    installed, else as JSON."""
    try:
        import nbformat
    except ImportError:
        nbformat = None
    try:
        if nbformat is not None:
            notebook = nbformat.reads(text, as_version=4)
            cells = [(c.cell_type, c.source) for c in notebook.cells]
        else:
            data = json.loads(text)
            cells = [(c.get("cell_type"), "".join(c.get("source", ""))) for c in data["cells"]]
    except Exception as exc:  # noqa: BLE001 - any way a notebook can be malformed
        raise BotFileError(f"{filename} is not a notebook that can be read: {type(exc).__name__}: {exc}") from None
    parts = []
    for kind, source in cells:
        if kind != "code" or source.lstrip().startswith("%%"):
            continue
        lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        code = "\n".join(lines)
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue  # an unfinished exercise cell; the bot may not need it
        for node in tree.body:
            if _kept(node):
                parts.append(ast.get_source_segment(code, node) or "")
    return "\n\n".join(parts) + "\n"


def pick_strategy(namespace: dict, function: str, filename: str):
    """The strategy a module defines (see the module's docstring)."""
    from .bots import Strategy

    if function:
        found = namespace.get(function)
        if found is None:
            raise BotFileError(f"{filename} has no strategy called {function!r}")
    else:
        found = next((namespace[n] for n in NAMES if n in namespace), None)
        if found is None:
            own = [v for k, v in namespace.items() if not k.startswith("_")
                   and (getattr(v, "__module__", None) == namespace.get("__name__"))
                   and (callable(v) or hasattr(v, "choose"))]
            if len(own) != 1:
                defined = ", ".join(sorted(getattr(v, "__name__", "?") for v in own)) or "none"
                raise BotFileError(f"{filename} should define its strategy as a function called choose(view) "
                                   f"(functions found: {defined})")
            found = own[0]
    if isinstance(found, type) and issubclass(found, Strategy):
        found = found()
    if not callable(found) and not callable(getattr(found, "choose", None)):
        raise BotFileError(f"{filename}: {function or 'its strategy'} is not a function")
    return found
