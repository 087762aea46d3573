"""What a test needs from the machine (a browser, an extra package): where
it is missing, the test is skipped with the reason; in CI (``CI=true``),
where everything must run, it fails instead, so no skip hides a gap."""

from __future__ import annotations

import importlib
import os
from typing import NoReturn

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def unavailable(reason: str, *, allow_module_level: bool = False) -> NoReturn:
    """Skip with ``reason``, or fail in CI."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: this test must run)", pytrace=False)
    pytest.skip(reason, allow_module_level=allow_module_level)


def need(module: str, install: str = "pip install -e .[test]", *, allow_module_level: bool = False):
    """Import ``module``, or be :func:`unavailable` saying how to install it."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        unavailable(f"{module} is not installed ({error}): {install}", allow_module_level=allow_module_level)
