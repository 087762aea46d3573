"""What Binder serves to learners holds no model answer of the course.

Binder (repo2docker) copies the repository into the image and runs
binder/postBuild from its root. Here postBuild runs on a small stand-in
for the repository (with ``pip`` replaced by a no-op, the install being
tested by tests/test_binder.py), and afterwards neither the model answers
(``course/source/``) nor the git history that holds them may be there,
while the learners' copies are.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_postbuild_leaves_no_model_answer_in_the_image(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "binder", repo / "binder")
    shutil.copytree(ROOT / "course" / "source", repo / "course" / "source")
    shutil.copytree(ROOT / "course" / "release", repo / "course" / "release")
    (repo / ".git").mkdir()
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    shim = tmp_path / "bin"
    shim.mkdir()
    pip = shim / "pip"
    pip.write_text("#!/bin/sh\nexit 0\n")
    pip.chmod(pip.stat().st_mode | stat.S_IXUSR)
    env = {**os.environ, "PATH": f"{shim}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", str(repo / "binder" / "postBuild")], cwd=repo, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert not (repo / "course" / "source").exists()
    assert not (repo / ".git").exists()
    left = [p for p in repo.rglob("*.ipynb")]
    assert left and all("release" in p.parts for p in left)
    text = "\n".join(p.read_text(encoding="utf-8") for p in left)
    assert "BEGIN SOLUTION" not in text
