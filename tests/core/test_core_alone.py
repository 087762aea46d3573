"""The rules core stands alone: it imports nothing of the classroom, the
lessons or the widgets, and loading it starts no process, thread or signal
machinery (the classroom's bots and tournaments live in ``classroom``)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "switchcore"
#: Packages above the core, and what the core must not load to be imported.
ABOVE = {"classroom", "tutorial", "ipywidgets", "IPython", "matplotlib", "nbformat"}
HEAVY = ("subprocess", "threading", "signal", "tempfile", "multiprocessing", "concurrent.futures", "classroom",
         "tutorial")


def _imported(path: Path) -> set[str]:
    """Every module named by an import statement of ``path``, at any depth (inside functions too)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_no_core_module_imports_the_classroom_the_lessons_or_widgets():
    modules = sorted(CORE.rglob("*.py"))
    assert len(modules) > 20  # the walk found the core
    found = {f"{path.relative_to(ROOT)} imports {name}" for path in modules for name in _imported(path)
             if name.split(".")[0] in ABOVE}
    assert not found, sorted(found)


def test_the_walk_would_see_an_import_inside_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from classroom.bots import BOTS\n    import tutorial.widgets\n")
    assert {"classroom.bots", "tutorial.widgets"} <= _imported(sample)


def test_importing_the_core_loads_no_process_thread_or_signal_machinery():
    # A fresh interpreter: the test run itself has loaded all of these.
    probe = ("import sys, json; before = set(sys.modules); import switchcore; "
             "print(json.dumps(sorted(set(sys.modules) - before)))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout))
    assert "switchcore.game" in loaded  # the probe saw the core load
    assert not loaded & set(HEAVY), sorted(loaded & set(HEAVY))


def test_python_m_switchcore_rules_prints_the_rule_book_and_points_to_the_classroom():
    def run(*args):
        return subprocess.run([sys.executable, "-m", "switchcore", *args], capture_output=True, text=True, cwd=ROOT,
                              timeout=60)

    done = run("rules", "--family", "crazy_eights")
    assert done.returncode == 0, done.stderr
    assert "C-4" in done.stdout and "wild: play on anything" in done.stdout and "S-8" not in done.stdout
    helped = run("--help")
    assert helped.returncode == 0 and "python -m classroom" in helped.stdout
