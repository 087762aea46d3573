"""The rules core is a small, acyclic set of modules on the standard library.

Every ``import`` in a module counts, those inside functions too: a loop
worked around with an import inside a function is still a loop.
"""

import ast
import sys
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "switchcore"


def imports_of(path: Path) -> set[str]:
    """The modules ``path`` imports, as dotted names ("switchcore.cards", "json");
    imports under ``if TYPE_CHECKING:`` are for type checkers only and are left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for n in ast.walk(node))
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                found.add("switchcore" + (f".{node.module}" if node.module else ""))
            else:
                found.add(node.module)
    return found


def graph() -> dict[str, set[str]]:
    """Each core module and the core modules it imports."""
    modules = {f"switchcore.{p.stem}": p for p in CORE.glob("*.py") if p.stem not in ("__init__", "__main__")}
    return {name: {m for m in imports_of(path) if m in modules} for name, path in modules.items()}


def test_the_core_has_no_import_loop():
    edges = graph()
    done, path = set(), []

    def visit(module):
        if module in path:
            loop = path[path.index(module):] + [module]
            pytest.fail("import loop: " + " -> ".join(loop))
        if module in done:
            return
        path.append(module)
        for other in sorted(edges[module]):
            visit(other)
        path.pop()
        done.add(module)

    for module in sorted(edges):
        visit(module)


def test_the_core_imports_the_standard_library_only():
    allowed = set(sys.stdlib_module_names) | {"switchcore", "__future__"}
    for path in sorted(CORE.glob("*.py")):
        outside = {m for m in imports_of(path) if m.split(".")[0] not in allowed}
        assert not outside, f"{path.name} imports {sorted(outside)}"


def test_the_loop_finder_finds_a_loop(tmp_path, monkeypatch):
    """The test above can fail: two modules that import each other are a loop."""
    (tmp_path / "a.py").write_text("from .b import x\n")
    (tmp_path / "b.py").write_text("def f():\n    from .a import y\n")
    monkeypatch.setattr(sys.modules[__name__], "CORE", tmp_path)
    with pytest.raises(pytest.fail.Exception, match="import loop: switchcore.a -> switchcore.b -> switchcore.a"):
        test_the_core_has_no_import_loop()
