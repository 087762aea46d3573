"""The doctests of this package need the ``rl`` extra: where it is missing
they are left out of the run, except in CI, where everything must run."""

import importlib.util

from tests.needs import in_ci

_MISSING = [name for name in ("numpy", "pettingzoo", "gymnasium") if importlib.util.find_spec(name) is None]
collect_ignore_glob = ["*.py"] if _MISSING and not in_ci() else []
