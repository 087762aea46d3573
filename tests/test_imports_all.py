"""No package of the project, and none of its tools, imports itself in a
circle: each module can be read before the modules it leans on, from the
rules core up to the lessons' tools.

Every ``import`` counts, those inside functions too: a loop worked around
with an import inside a function is still a loop. Imports under ``if
TYPE_CHECKING:`` are for type checkers only and are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("switchcore", "classroom", "tutorial", "grading", "tools")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT, packages=PACKAGES) -> dict[str, Path]:
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            if "__pycache__" not in path.parts and (path.parent / "__init__.py").is_file():
                found[module_name(path, root)] = path
    return found


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project's modules that module ``name`` (at ``path``) imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for n in ast.walk(node))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:  # a name inside a module: the module
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):  # not its own package
                found.add(target)
    return found


def find_loop(edges: dict[str, set[str]]) -> list[str] | None:
    done, path = set(), []

    def visit(module):
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        path.append(module)
        for other in sorted(edges[module]):
            loop = visit(other)
            if loop:
                return loop
        path.pop()
        done.add(module)
        return None

    for module in sorted(edges):
        loop = visit(module)
        if loop:
            return loop
    return None


def graph(root: Path = ROOT, packages=PACKAGES) -> dict[str, set[str]]:
    known = modules(root, packages)
    edges = {name: imports_of(name, path, known) for name, path in known.items()}
    # a package's __init__ runs before any of its modules: importing a module
    # of a package is importing the package too
    for name in list(edges):
        edges[name] |= {parent for target in edges[name] for parent in _parents(target)
                        if parent in known and not name.startswith(parent + ".") and parent != name}
    return edges


def _parents(name: str):
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def test_no_package_of_the_project_imports_itself_in_a_circle():
    loop = find_loop(graph())
    assert loop is None, "import loop: " + " -> ".join(loop)


def test_the_loop_finder_finds_a_loop_hidden_in_a_function(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from .b import x\n")
    (package / "b.py").write_text("def f():\n    from .a import y\n")
    (package / "c.py").write_text("from pkg import a\nfrom . import b\n")
    edges = graph(tmp_path, ("pkg",))
    assert edges["pkg.c"] == {"pkg.a", "pkg.b"}
    assert find_loop(edges) == ["pkg.a", "pkg.b", "pkg.a"]
