"""Shared by the whole suite: a place for benchmark-style tests to report
their figures, printed at the end of the run (they are measurements, not
pass/fail timings), the settings of the property tests, and how the run
is shared between processes (``python3 dev.py test`` runs pytest-xdist)."""

from __future__ import annotations


import pytest
from hypothesis import HealthCheck, settings

from tests.needs import need

# Property tests judge the rules, not the machine: a busy machine may make
# examples slow to build or to run, which says nothing about the engine.
settings.register_profile("switchcore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("switchcore")

_FIGURES: list[tuple[str, str]] = []
_FIGURE = "switchcore-figure"


@pytest.fixture
def report_figures(request):
    """``report_figures(title, text)`` prints ``text`` under ``title`` in the
    run's closing summary. The figure travels in the test's report, so it
    reaches the summary from any process of a parallel run."""

    def report(title: str, text: str) -> None:
        request.node.user_properties.append((_FIGURE, (title, text)))

    return report


def pytest_runtest_logreport(report):
    if report.when == "teardown":
        _FIGURES.extend(tuple(value) for name, value in report.user_properties if name == _FIGURE)


def pytest_terminal_summary(terminalreporter):
    for title, text in _FIGURES:
        terminalreporter.write_sep("-", title)
        for line in text.splitlines():
            terminalreporter.write_line(line)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Each phase's report on its test (``item.report_call``), so a fixture
    can tell in its teardown that the test failed (the browser tests then
    keep a screenshot)."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def playwright_instance():
    """One Playwright for the whole run, shared by the browser tests of
    JupyterLab and of the static site: its synchronous API runs an event
    loop of its own, and two cannot run at once. Missing, it skips a
    workstation's browser tests (with the reason) and fails them in CI."""
    sync_api = need("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        yield playwright
