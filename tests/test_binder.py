"""The Binder environment works, without Docker.

Binder (repo2docker) builds from binder/: it installs binder/requirements.txt
into the Python of binder/runtime.txt, then runs binder/postBuild from the
repository root. These tests rebuild that environment in a fresh virtual
environment and run every lesson in it, and check that the pins in
binder/requirements.txt are the versions the test suite itself runs with.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import nbformat
import pytest

from tools.nbnorm import lesson_notebooks

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
PINNED = ("jupyterlab", "ipywidgets", "matplotlib", "voila")
# Not copied into the Binder build: environments, caches, local artefacts.
IGNORE = shutil.ignore_patterns(
    ".git", ".venv", "venv", "__pycache__", "*.egg-info", "build", "dist",
    ".pytest_cache", ".hypothesis", ".ipynb_checkpoints", "test-artifacts",
)


def binder_pins() -> dict[str, str]:
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*==\s*([^\s;]+)", line)
        assert match, f"binder/requirements.txt: pin with ==, not {line!r}"
        pins[match[1].lower()] = match[2]
    return pins


def binder_python_version() -> str:
    text = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(3\.\d+)", text)
    assert match, f"binder/runtime.txt should read like python-3.11, not {text!r}"
    return match[1]


def test_binder_files_are_complete():
    assert binder_python_version()
    assert set(PINNED) <= set(binder_pins()), "binder/requirements.txt must pin " + ", ".join(PINNED)
    post_build = BINDER / "postBuild"
    text = post_build.read_text()
    assert text.startswith("#!/bin/bash\n"), "binder/postBuild must start with #!/bin/bash"
    assert re.search(r"^set -e", text, re.MULTILINE), "binder/postBuild must stop on the first error (set -e)"
    assert "pip install --no-deps ." in text
    assert os.access(post_build, os.X_OK), "binder/postBuild must be executable (chmod +x)"


def test_binder_pins_match_the_test_environment():
    here = "%d.%d" % sys.version_info[:2]
    if here != binder_python_version():
        pytest.skip(f"the pins are for Python {binder_python_version()} (binder/runtime.txt); this is {here}")
    drift = {}
    for name, pinned in binder_pins().items():
        try:
            here = version(name)
        except PackageNotFoundError:
            here = "not installed"
        if here != pinned:
            drift[name] = (pinned, here)
    assert not drift, (
        "the test environment is not the one Binder installs: dev.py installs with binder/requirements.txt "
        "as its constraints, so a package here was installed another way (delete .venv to start over):\n"
        + "\n".join(f"  {name}: pinned {pinned}, tests use {here}" for name, (pinned, here) in drift.items())
    )


def _run(cmd, *, what: str, **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        output = (result.stdout + result.stderr).strip().splitlines()
        pytest.fail(
            f"Binder environment: {what} failed (exit {result.returncode}):\n$ {' '.join(map(str, cmd))}\n"
            + "\n".join(output[-40:]),
            pytrace=False,
        )
    return result


def _binder_base_python() -> str:
    """The interpreter runtime.txt asks for if there is one, else this one."""
    wanted = binder_python_version()
    if "%d.%d" % sys.version_info[:2] == wanted:
        return sys.executable
    return shutil.which(f"python{wanted}") or sys.executable


# Run by the Binder environment's Python: every notebook on a fresh kernel,
# from its own folder, the executed copy saved under the first argument.
RUN_ALL = """
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

out_dir = Path(sys.argv[1])
failed = []
for name in sys.argv[2:]:
    path = Path(name)
    nb = nbformat.read(path, as_version=4)
    try:
        NotebookClient(nb, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    except CellExecutionError as error:
        failed.append(f"{path.name}: {str(error)[-1500:]}")
    nbformat.write(nb, out_dir / path.name)
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def _probe_notebook(path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import sys, switchcore, tutorial, grading\n"
            "print(sys.prefix)\n"
            "print(switchcore.__file__)\n"
            "print(tutorial.__file__)\n"
            "print(grading._apart())"
        )
    ]
    nbformat.write(nb, path)


def binder_notebooks(repo: Path) -> list[Path]:
    """Every English lesson, one lesson in each other language, and every
    learner's copy of the course. A translated lesson has the English code
    cells (tests/test_translations.py), so what it can need from the
    environment beyond them is its language's catalogues; lesson 10, with
    the engine's events and the widgets' words, reads all of them. nbval
    runs every translated lesson in the test environment."""
    lessons = lesson_notebooks(repo / "notebooks")
    english = [path for path in lessons if path.parent == repo / "notebooks"]
    translated = [path for path in lessons if path.parent != repo / "notebooks" and path.name == "10_play_against_bots.ipynb"]
    return english + translated + sorted((repo / "course" / "release").glob("*/*.ipynb"))


def test_the_binder_run_covers_every_language():
    chosen = binder_notebooks(ROOT)
    languages = {path.parent.name for path in chosen if path.parent.parent == ROOT / "notebooks"}
    translated = {path.parent.name for path in lesson_notebooks(ROOT / "notebooks") if path.parent != ROOT / "notebooks"}
    assert translated and languages == translated, sorted(translated - languages)
    english = {path.name for path in lesson_notebooks(ROOT / "notebooks") if path.parent == ROOT / "notebooks"}
    assert english <= {path.name for path in chosen if path.parent == ROOT / "notebooks"}


@pytest.mark.slow
def test_binder_environment_runs_every_lesson(tmp_path):
    # repo2docker works on a copy of the repository; so do we (pip would
    # otherwise leave build files in the working tree).
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=IGNORE)
    env_dir = tmp_path / "binder-env"
    _run([_binder_base_python(), "-m", "venv", str(env_dir)], what="creating the virtual environment")
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(env_dir)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    for name in ("config", "data", "runtime"):
        (tmp_path / "jupyter" / name).mkdir(parents=True)
        env[f"JUPYTER_{name.upper()}_DIR"] = str(tmp_path / "jupyter" / name)

    _run(
        [str(python), "-m", "pip", "install", "-r", str(repo / "binder" / "requirements.txt")],
        what="pip install -r binder/requirements.txt",
        env=env,
    )
    _run(["bash", str(repo / "binder" / "postBuild")], what="binder/postBuild", cwd=repo, env=env)

    # The packages come from the environment, not from the source folder.
    imported = _run(
        [str(python), "-c", "import switchcore, tutorial; print(switchcore.__file__); print(tutorial.__file__)"],
        what="importing switchcore and tutorial",
        cwd=tmp_path,
        env=env,
    )
    for line in imported.stdout.split():
        assert Path(line).resolve().is_relative_to(env_dir.resolve()), f"imported from {line}, not from the Binder environment"
    # Every Jupyter server there loads tutorial.lab, whose addresses the README's
    # Binder links of translated lessons go through (JupyterLab's menus in their language).
    extensions = _run([str(python), "-m", "jupyter", "server", "extension", "list"],
                      what="listing the Jupyter server extensions", cwd=tmp_path, env=env)
    listed = extensions.stdout + extensions.stderr
    assert re.search(r"tutorial\.lab\s.*enabled", listed) and re.search(r"tutorial\.lab\s.*OK", listed), (
        "tutorial.lab is not enabled (and loadable) in the Binder environment:\n" + listed)

    # A probe notebook proves that kernels run in the Binder environment;
    # then every lesson, and every course lesson, runs there, in its own folder as on Binder.
    out_dir = tmp_path / "executed"
    probe = tmp_path / "probe.ipynb"
    _probe_notebook(probe)
    # The course opens on Binder as the learners' copies, answers blank: they run through too.
    notebooks = [probe] + binder_notebooks(repo)
    # One Python in the Binder environment runs them all, each on a fresh
    # kernel in its own folder, as `jupyter nbconvert --execute` would.
    out_dir.mkdir()
    runner = tmp_path / "run_all.py"
    runner.write_text(RUN_ALL)
    _run([str(python), str(runner), str(out_dir), *map(str, notebooks)],
         what="running every lesson and course lesson", cwd=tmp_path, env=env)
    executed_probe = json.loads((out_dir / "probe.ipynb").read_text())
    printed = "".join(executed_probe["cells"][0]["outputs"][0]["text"]).split()
    assert Path(printed[0]).resolve() == env_dir.resolve(), f"the kernel ran in {printed[0]}, not in the Binder environment"
    # In that kernel the course's checks run apart from the notebook (they need cloudpickle), so the
    # run of the learners' copies above sent every check and try_it to a process of its own.
    assert printed[3] == "True", "in the Binder kernel the course's checks would run inside the notebook: no cloudpickle?"
