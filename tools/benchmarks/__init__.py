"""Benchmarks: each prints its figures (``python -m tools.benchmarks.bench`` and the like)."""

from __future__ import annotations

import io
import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def extract_revision(rev: str, paths: list[str], where: Path) -> None:
    """Write ``paths`` (folders or files of this repository) as they were at
    git revision ``rev`` into the folder ``where``: the code a benchmark's
    ``--before REV`` measures beside today's."""
    archive = subprocess.run(["git", "archive", rev, *paths], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(where)  # noqa: S202 - this repository's own history
