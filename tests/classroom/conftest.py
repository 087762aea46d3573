"""Helpers for the classroom tests: students' bot files written into a
temporary folder, and the command line run as a teacher runs it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests import needs

ROOT = Path(__file__).resolve().parents[2]

#: A plain student's bot: the first card that fits, else the other move.
FIRST = """
def choose(view):
    return view.legal_moves[0]
"""

#: A bot that plays exactly as the built-in easy bot does.
LIKE_EASY = """
from classroom.bots import EasyBot
_me = EasyBot()

def choose(view):
    return _me.choose(view)
"""


@pytest.fixture
def folder(tmp_path):
    """``folder(name=source, ...)`` writes bot files (``name`` with its
    ending, as ``alice.py``) into a fresh folder and returns it."""
    where = tmp_path / "submissions"
    where.mkdir()

    def write(**files) -> Path:
        for name, source in files.items():
            (where / name.replace("__", ".")).write_text(textwrap.dedent(source), encoding="utf-8")
        return where

    return write


def cli(*args, cwd=None, timeout=300):
    """Run ``python -m classroom ARGS`` and return the finished process."""
    return subprocess.run([sys.executable, "-m", "classroom", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=timeout)


def need(module: str):
    """Import ``module`` (an extra of the test environment): a missing one
    skips the test here, and fails it in CI (``CI=true``), where it must run."""
    return needs.need(module)
