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
notebook, everything a learner writes at top level is kept (imports,
definitions, constants, comprehensions, helper classes, loops that fill a
table), except what shows things or plays games: imports of plotting and
widget modules, cells' displayed values, and statements that call
``tournament``, ``play_match`` and the like, or use what was left out. So
loading a lesson notebook stays quick, and an error names the notebook's
code cell and line. The strategy is the function the file defines itself
(``choose``, ``strategy``, ``my_bot`` or ``bot``), never a name it imported.

>>> bot = BotFile("alice", "alice.py", "def choose(view):\\n    return view.legal_moves[0]\\n")
>>> bot.kind, len(bot.digest)
('py', 64)
"""

from __future__ import annotations

import ast
import builtins
import hashlib
import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["BotFile", "BotFileError", "read_bot", "find_bots", "notebook_code", "notebook_source", "own_names",
           "pick_strategy", "NAMES", "skipped_reason"]

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


def skipped_reason(file: Path) -> str | None:
    """Why a file of a bot folder is not a bot (None: it is one), in the
    language chosen (:func:`switchcore.messages.use_language`)."""
    from .words import say

    if file.is_dir():
        return say("skipped.folder")
    if file.name.startswith("."):
        return say("skipped.hidden")
    if file.name.startswith("_"):
        return say("skipped.private")
    if file.suffix not in ENDINGS:
        return say("skipped.ending")
    return None


def find_bots(folder, reserved=None) -> tuple[list, list]:
    """Every bot file in ``folder`` (not in its subfolders), by name, and
    the files there that are left out, as ``(file name, reason)`` pairs. A
    file named like a built-in bot (``hard.py``) is called by its whole
    name (``hard.py``), so that it can never stand in for the built-in one."""
    if reserved is None:
        from .bots import BOTS

        reserved = BOTS
    where = Path(folder)
    if not where.exists():
        raise BotFileError(f"there is no folder {str(where)!r}")
    if not where.is_dir():
        raise BotFileError(f"{str(where)!r} is a file, not a folder of bot files")
    bots, skipped, seen = [], [], {}
    for file in sorted(where.iterdir()):
        reason = skipped_reason(file)
        if reason is not None:
            skipped.append((file.name, reason))
            continue
        name = file.name if file.stem in reserved else file.stem
        if name in seen:
            raise BotFileError(f"two files give the bot name {name!r} ({seen[name]} and {file.name}): "
                               "rename one of them")
        seen[name] = file.name
        try:
            bots.append(read_bot(file, name=name))
        except BotFileError as exc:  # one student's unreadable file does not stop the class
            bots.append(BotFile(name, file.name, "", "", str(exc)))
    if not bots:
        raise BotFileError(f"the folder {str(where)!r} holds no bot files (.py or .ipynb)")
    return bots, skipped


# -- in the bot's own process -------------------------------------------------------------

#: Modules a notebook uses to show or check things, not to choose moves (the
#: course's checker, grading, included, and runpy, which older test cells
#: loaded it with): their imports are left out of a bot's process (loading
#: them takes seconds), and so is every cell statement that uses them.
DISPLAY = ("matplotlib", "ipywidgets", "IPython", "tutorial", "grading", "runpy", "nbformat", "pandas", "seaborn",
           "plotly", "bokeh", "altair", "tqdm", "voila")
#: Functions that play games or show things: a notebook statement (outside a
#: ``def``) that calls one is left out, with everything that uses its result.
RUNNERS = frozenset({"tournament", "play_match", "play_game", "display", "show", "interact", "input",
                     "read_results", "bots_in"})


def _bound(node) -> set:
    """The names a top-level statement binds."""
    names = set()
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(a.asname or a.name).split(".")[0] for a in node.names if a.name != "*"}
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, (ast.Store, ast.Del)):
            names.add(sub.id)
    return names


def _used(node) -> set:
    return {sub.id for sub in ast.walk(node) if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load)}


def _public(module: str) -> set:
    """The names ``from module import *`` binds (the module is imported, as running the cell would)."""
    try:
        found = importlib.import_module(module)
    except Exception:  # noqa: BLE001 - running the cell reports it
        return set()
    return set(getattr(found, "__all__", None) or [n for n in dir(found) if not n.startswith("_")])


def _display_import(node) -> bool:
    modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
    return any(m.split(".")[0] in DISPLAY for m in modules)


def _keep(node, dropped: set) -> bool:
    """Whether a notebook's top-level statement is kept in the bot's process:
    definitions always; imports unless of a module for showing things; any
    other statement unless it only shows a value, or uses something left out
    or a function that plays games or shows things."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return True
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return not _display_import(node)
    if isinstance(node, ast.Expr) and not isinstance(node.value, (ast.Call, ast.Await, ast.Yield)):
        return False  # a value shown as the cell's output
    return not (_used(node) & dropped)


def notebook_code(text: str, filename: str = "notebook.ipynb") -> list:
    """A notebook's code cells compiled for a bot's process: a list of
    ``(code, text)``, one per code cell, each compiled under the name
    ``"FILENAME, code cell N"`` with the cell's own line numbers, so that an
    error points at the notebook's cell and line. What is kept is said by
    :func:`_keep`; IPython's ``%`` and ``!`` lines are blanked and cells
    that are not Python yet (an unfinished exercise) are left out. The
    notebook is read as JSON: no notebook library is imported."""
    out, dropped = [], set(RUNNERS)
    known, hidden = set(dir(builtins)), False  # hidden: a module for showing things was star-imported
    for number, code in _cells(text, filename):
        try:
            tree = ast.parse(code)
        except (SyntaxError, ValueError):
            continue  # an unfinished exercise cell; the bot may not need it (see syntax_errors)
        kept = []
        for node in tree.body:
            star = isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names)
            if star and _display_import(node):
                hidden = True  # its names are unknown: a later statement using an unknown name is left out
            elif star:
                known |= _public(node.module or "")
            keep = _keep(node, dropped)
            if keep and hidden and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                                           ast.Import, ast.ImportFrom)):
                keep = not (_used(node) - known - _bound(node))
            if keep:
                kept.append(node)
                known |= _bound(node)
            else:
                dropped |= _bound(node)
        if not kept:
            continue
        name = f"{filename}, code cell {number}"
        module = ast.Module(body=kept, type_ignores=[])
        out.append((compile(module, name, "exec", dont_inherit=True),
                    "\n".join(ast.get_source_segment(code, node) or "" for node in kept)))
    return out


def _cells(text: str, filename: str):
    """A notebook's code cells as ``(number, code)``, counting code cells from 1, with IPython's ``%`` and
    ``!`` lines blanked (a ``%%`` cell is not Python and is left out)."""
    try:
        data = json.loads(text)
        cells = [(c.get("cell_type"), c.get("source", "")) for c in data["cells"]]
        cells = [(kind, "".join(src) if isinstance(src, list) else str(src)) for kind, src in cells]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BotFileError(f"{filename} is not a notebook that can be read ({type(exc).__name__}: {exc})") from None
    number = 0
    for kind, source in cells:
        if kind != "code":
            continue
        number += 1
        if not source.lstrip().startswith("%%"):
            yield number, "\n".join("" if line.lstrip().startswith(("%", "!")) else line
                                    for line in source.split("\n"))


def syntax_errors(text: str, filename: str = "notebook.ipynb") -> list[str]:
    """The syntax errors of a notebook's code cells that :func:`notebook_code` leaves out, in words with their
    cell and line: what a bot's process says when the notebook then cannot be loaded, since a definition the
    bot needs may be in such a cell."""
    found = []
    for number, code in _cells(text, filename):
        try:
            ast.parse(code)
        except SyntaxError as exc:
            found.append(f"{filename} has a syntax error in code cell {number}, line {exc.lineno}: {exc.msg}")
        except ValueError:  # a NUL character: not a cell anyone wrote
            pass
    return found


def notebook_source(text: str, filename: str = "notebook.ipynb") -> str:
    """The Python a bot's process keeps of a notebook (see :func:`notebook_code`), as one text."""
    return "\n\n".join(part for _, part in notebook_code(text, filename)) + "\n"


def own_names(texts) -> set:
    """The names a file binds by its own statements (definitions and
    assignments, not imports): only these can be its strategy."""
    names = set()
    for text in texts:
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        for node in tree.body:
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                names |= _bound(node)
    return names


def pick_strategy(namespace: dict, function: str, filename: str, own=None):
    """The strategy a module defines (see the module's docstring): a name
    the file binds itself (``own``), never one it imported."""
    from .bots import Strategy

    own = set(namespace) if own is None else set(own)
    if function:
        found = namespace.get(function) if function in own else None
        if found is None:
            raise BotFileError(f"{filename} has no strategy called {function!r}")
    else:
        found = next((namespace[n] for n in NAMES if n in own and n in namespace), None)
        if found is None:
            mine = [v for k, v in namespace.items() if k in own and not k.startswith("_")
                    and (getattr(v, "__module__", None) == namespace.get("__name__"))
                    and (callable(v) or hasattr(v, "choose"))]
            if len(mine) != 1:
                defined = ", ".join(sorted(getattr(v, "__name__", "?") for v in mine)) or "none"
                raise BotFileError(f"{filename} should define its strategy as a function called choose(view) "
                                   f"(functions found: {defined})")
            found = mine[0]
    if isinstance(found, type) and issubclass(found, Strategy):
        found = found()
    if not callable(found) and not callable(getattr(found, "choose", None)):
        raise BotFileError(f"{filename}: {function or 'its strategy'} is not a function")
    return found
