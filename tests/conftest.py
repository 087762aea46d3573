"""Shared by the whole suite: a place for benchmark-style tests to report
their figures, printed at the end of the run (they are measurements, not
pass/fail timings), and the settings of the property tests."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

# Property tests judge the rules, not the machine: a busy machine may make
# examples slow to build or to run, which says nothing about the engine.
settings.register_profile("switchcore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("switchcore")

_FIGURES: list[tuple[str, str]] = []


@pytest.fixture
def report_figures():
    """``report_figures(title, text)`` prints ``text`` under ``title`` in the
    run's closing summary."""

    def report(title: str, text: str) -> None:
        _FIGURES.append((title, text))

    return report


def pytest_terminal_summary(terminalreporter):
    for title, text in _FIGURES:
        terminalreporter.write_sep("-", title)
        for line in text.splitlines():
            terminalreporter.write_line(line)
