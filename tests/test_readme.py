"""The README's commands are the ones that exist, and CI runs the README's
test command, no more and no less."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

import dev
from tools.nbnorm import lesson_notebooks

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"
BINDER_URL = (
    "https://mybinder.org/v2/gh/switchcore/switchcore/HEAD"
    "?urlpath=lab/tree/notebooks/00_start_here.ipynb"
)


def readme_commands() -> dict[str, str]:
    """{name: command} for each fenced block marked ``<!-- command: name -->``."""
    found = {}
    pattern = re.compile(r"<!-- command: (\w+) -->\s*\n```[a-z]*\n(.*?)```", re.DOTALL)
    for name, body in pattern.findall(README.read_text(encoding="utf-8")):
        lines = [line.strip() for line in body.splitlines() if line.strip()]
        assert len(lines) == 1, f"README command {name!r} should be one line, not {lines}"
        assert name not in found, f"README marks two commands as {name!r}"
        found[name] = lines[0]
    return found


def ci_commands() -> list[str]:
    """The commands .ci/run runs, leaving out shell set-up (set, cd)."""
    commands = []
    for line in CI_RUN.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if re.match(r"(set|cd)\s", line):
            continue
        commands.append(line)
    return commands


def test_readme_has_the_lab_and_test_commands():
    commands = readme_commands()
    assert commands.keys() == {"lab", "test"}
    for name, command in commands.items():
        assert shlex.split(command) == ["python3", "dev.py", name]
        assert name in dev.COMMANDS


def test_ci_runs_exactly_the_readme_test_command():
    text = CI_RUN.read_text()
    assert text.startswith("#!"), ".ci/run needs a shebang line"
    assert "set -euo pipefail" in text
    assert ci_commands() == [readme_commands()["test"]]


#: The pages the README sends its readers on to, and a section each must have.
DOCS = {"docs/engine.md": "Play from Python", "docs/teachers.md": "For teachers",
        "docs/benchmarks.md": "Benchmarks", "docs/development.md": "Development"}


def test_readme_has_the_binder_badge_and_sections():
    text = README.read_text(encoding="utf-8")
    assert f"]({BINDER_URL})" in text, "the Binder badge must open notebooks/00_start_here.ipynb"
    headings = re.findall(r"^## (.+)$", text, re.MULTILINE)
    for heading in ("Try it", "Lessons", "Where to go next"):
        assert heading in headings, f"README has no '## {heading}' section"


def test_readme_is_short_and_links_the_long_parts():
    """The README is what a newcomer reads first: what it is, the two commands,
    the lessons, and where to go next; the long parts are pages of docs/."""
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250, "the README grew long: move the detail to a page of docs/"
    for page, heading in DOCS.items():
        assert f"]({page})" in text, f"the README does not link {page}"
        page_text = (ROOT / page).read_text(encoding="utf-8")
        assert re.search(rf"^## {re.escape(heading)}$", page_text, re.MULTILINE), f"{page} has no '## {heading}'"


def test_relative_links_of_the_readme_and_docs_lead_somewhere():
    for path in [README, *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)\s]+)\)", path.read_text(encoding="utf-8")):
            if re.match(r"(https?:|mailto:|#)", target):
                continue
            resolved = (path.parent / target.split("#", 1)[0]).resolve()
            assert resolved.exists(), f"{path.relative_to(ROOT)} links {target}, which does not exist"


def test_binder_badge_opens_a_lesson_that_exists():
    if not lesson_notebooks():
        pytest.skip("notebooks/ has no lessons yet")
    target = BINDER_URL.split("urlpath=lab/tree/", 1)[1]
    assert (ROOT / target).is_file(), f"the Binder badge opens {target}, which does not exist"


def test_engine_page_python_examples_run():
    """The engine page's Python story is a doctest: what it shows is what happens."""
    import doctest

    page = ROOT / "docs" / "engine.md"
    failures, tried = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert tried > 10, "docs/engine.md should show a game played from Python"
    assert failures == 0
