"""The site's build recipe and the README's instructions, without a browser.

The browser tests (test_site.py) use the built site; these check what the
build promises on its own: the wheel of the project holds the packages that
pyproject.toml lists, the stand-in for matplotlib draws the lessons' charts
and names what it cannot do, and the README says how to build and host it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile

from tools.site import build
from tests.browser import lab

ROOT = lab.ROOT


def test_the_wheel_holds_the_packages_pyproject_lists(tmp_path):
    """Built from a copy of the tree: the tree itself gets no build folders."""
    before = {p.name for p in ROOT.iterdir()}
    names = build.package_names()
    assert {"switchcore", "tutorial"} <= set(names), names
    wheel = build.build_project_wheel(tmp_path / "wheel")
    with zipfile.ZipFile(wheel) as archive:
        top = {name.split("/")[0] for name in archive.namelist() if not name.split("/")[0].endswith(".dist-info")}
        assert set(names) <= top, top
        # data files the lessons load (scenarios) are inside too
        assert any(n.startswith("tutorial/") and n.endswith(".json") for n in archive.namelist())
        # the engine's English sentences, which it reads at import
        assert "switchcore/locale/en.json" in archive.namelist()
    made = {p.name for p in ROOT.iterdir()} - before
    assert not made, f"building the wheel left {made} in the tree"


def test_the_standin_draws_the_lessons_charts_and_refuses_the_rest(tmp_path):
    wheel = build.build_standin_wheel(tmp_path)
    code = r'''
import io, sys
sys.path.insert(0, sys.argv[1])
import matplotlib.pyplot as plt
assert "standin" in plt.__file__ or plt.__file__.startswith(sys.argv[1]), plt.__file__
plt.figure(figsize=(8, 3))
plt.hist([1, 2, 2, 3, 3, 3, 9], bins=4, color="#4c72b0")
plt.axhline(2, color="grey", linestyle="--")
plt.title("t")
axes = plt.gca()  # what show_chart reads for the chart's words
assert (axes.get_title(), axes.get_xlabel(), len(axes.patches), axes.lines) == ("t", "", 4, []), vars(axes)
out = io.StringIO()
plt.savefig(out, format="svg")
svg = out.getvalue()
assert svg.startswith("<svg") and svg.count("<rect") == 5 and "stroke-dasharray" in svg, svg
try:
    plt.scatter([1], [2])
except NotImplementedError as error:
    print(error)
'''
    result = subprocess.run([sys.executable, "-c", code, str(wheel)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "matplotlib itself is not available here" in result.stdout and "pyplot.scatter" in result.stdout


def test_the_match_chart_is_drawn_by_the_one_drawing_with_the_standin(tmp_path):
    # The site draws a match's chart with the same function as the lessons'
    # PNG chart (tutorial.chart.totals_picture), through the stand-in.
    wheel = build.build_standin_wheel(tmp_path)
    code = r'''
import sys
sys.path.insert(0, sys.argv[1])
import matplotlib.pyplot as plt
assert "standin" in plt.__file__ or plt.__file__.startswith(sys.argv[1]), plt.__file__
from tutorial.chart import totals_picture
svg = totals_picture([(0, 10), (5, 30)], ["Ann", "Ben"], title="Crazy Eights to 200", format="svg")
assert svg.startswith("<svg") and "Crazy Eights to 200" in svg and "Ann" in svg and "Ben" in svg, svg
try:
    totals_picture([(0, 10)], ["Ann", "Ben"])
except NotImplementedError as error:
    print(error)
'''
    result = subprocess.run([sys.executable, "-c", code, str(wheel)], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "png pictures" in result.stdout


def test_readme_says_how_to_build_and_host_the_site():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, re.MULTILINE)
    assert "Without a server" in headings
    # next to the Binder button: right after "Try it"
    assert headings.index("Without a server") == headings.index("Try it") + 1
    section = text.split("## Without a server", 1)[1].split("\n## ", 1)[0]
    assert "python3 dev.py site" in section and "_site" in section
    assert "python3 -m http.server" in section
    assert "https" in section and "](docs/site.md)" in section
    hosting = (ROOT / "docs" / "site.md").read_text(encoding="utf-8")
    for needed in ("must be\nhttps", "tools.benchmarks.site_start", ".cache/lite", "`.venv`", "fr/"):
        assert needed in hosting, f"docs/site.md does not say {needed!r}"
    assert "opens in seconds" not in text, "Python takes longer than seconds to start in the browser"


def test_dev_py_has_the_site_command():
    import dev

    assert "site" in dev.COMMANDS
    assert "site" in dev.IMPLIED_BY["site"] and "test" in dev.IMPLIED_BY["site"]
    extras = (ROOT / "pyproject.toml").read_text()
    assert '"switchcore[site]"' in extras


# -- compiled Python (tools/site/bytecode.py) ---------------------------------

def _zip(path, files):
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def _replace_source(path, name, text):
    """The zip at ``path`` with ``name``'s source changed and its compiled
    file left as it was: what Python then runs tells which one it read."""
    with zipfile.ZipFile(path) as archive:
        files = {info.filename: archive.read(info) for info in archive.infolist()}
    files[name] = text.encode()
    _zip(path, files)


def _fresh_import(name, folder):
    code = f"import sys; sys.path.insert(0, {str(folder)!r}); import {name}; print({name}.WHERE)"
    return subprocess.run([sys.executable, "-B", "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_a_wheels_modules_get_compiled_files_that_python_uses_as_they_are(tmp_path):
    from tools.site import bytecode

    source = _zip(tmp_path / "demo-1.0-py3-none-any.whl", {
        "demo/__init__.py": "WHERE = 'compiled'\n",
        "demo/py2.py": "print 'Python 2'\n",
        "demo-1.0.dist-info/RECORD": "demo/__init__.py,sha256=x,19\ndemo-1.0.dist-info/RECORD,,\n",
    })
    target = tmp_path / "compiled.whl"
    assert bytecode.add_bytecode(str(source), str(target), bytecode.IN_PYCACHE) == 1
    pyc = f"demo/__pycache__/__init__.{sys.implementation.cache_tag}.pyc"
    with zipfile.ZipFile(target) as archive:
        names = archive.namelist()
        record = archive.read("demo-1.0.dist-info/RECORD").decode().splitlines()
        archive.extractall(tmp_path / "site-packages")
    assert {"demo/__init__.py", "demo/py2.py", pyc} <= set(names)  # sources kept; Python 2 left as source
    assert record[-1] == "demo-1.0.dist-info/RECORD,," and f"{pyc},," in record
    (tmp_path / "site-packages" / "demo" / "__init__.py").write_text("WHERE = 'source'\n")
    assert _fresh_import("demo", tmp_path / "site-packages") == "compiled"


def test_a_zip_of_modules_gets_compiled_files_beside_them_that_zipimport_uses(tmp_path):
    from tools.site import bytecode

    source = _zip(tmp_path / "stdlib.zip", {"lib_demo.py": "WHERE = 'compiled'\n"})
    target = tmp_path / "python_stdlib.zip"
    assert bytecode.add_bytecode(str(source), str(target), bytecode.BESIDE) == 1
    _replace_source(target, "lib_demo.py", "WHERE = 'source'\n")
    assert _fresh_import("lib_demo", target) == "compiled"


def test_the_compiled_files_names_are_where_python_looks():
    import doctest

    from tools.site import bytecode

    assert doctest.testmod(bytecode).failed == 0


def test_the_site_serves_every_module_compiled_for_its_python(built_site):
    """What a learner's browser loads: the standard library and every wheel
    of the site's lockfile, each module with the compiled file Pyodide's
    Python looks for (so no visit compiles them again)."""
    import json

    from tools.site import bytecode

    pyodide = built_site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    major, minor = lock["info"]["python"].split(".")[:2]
    tag = f"cpython-{major}{minor}"
    served = [("python_stdlib.zip", bytecode.BESIDE)]
    served += [(entry["file_name"], bytecode.IN_PYCACHE) for entry in lock["packages"].values()]
    assert len(served) > 20
    for file_name, where in served:
        with zipfile.ZipFile(pyodide / file_name) as archive:
            names = set(archive.namelist())
        modules = [n for n in names if bytecode._is_module(n) and "/tests/" not in n]
        assert modules, file_name
        missing = [n for n in modules if bytecode.pyc_name(n, where).replace(sys.implementation.cache_tag, tag) not in names]
        assert not missing, f"{file_name}: {len(missing)} of {len(modules)} modules not compiled, e.g. {missing[:3]}"
