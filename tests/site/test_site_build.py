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
