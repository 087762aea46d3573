"""Fixtures for browser tests: a JupyterLab server and Chromium pages.

``lab_server`` (session)  a running JupyterLab serving a copy of notebooks/
``browser``    (session)  headless Chromium driven by Playwright
``page``       (test)     a new page in a new browser context; its kernels are
                          stopped afterwards, and a screenshot of a failed test
                          is saved in test-artifacts/

A missing Chromium or Playwright skips these tests on a workstation (with the
reason shown) and fails them in CI (``CI=true``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser import lab
from tests.needs import unavailable

ARTIFACTS = lab.ROOT / "test-artifacts"


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = lab.find_chromium()
    if not path:
        unavailable("Chromium not found: install it (apt-get install chromium) or set SWITCHCORE_BROWSER")
    return path


@pytest.fixture(scope="session")
def browser(playwright_instance, chromium_path):
    browser = playwright_instance.chromium.launch(
        executable_path=chromium_path, headless=True, args=lab.CHROMIUM_ARGS
    )
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory, chromium_path):
    server = lab.start_lab(tmp_path_factory.mktemp("jupyterlab"))
    yield server
    lab.stop_lab(server)


@pytest.fixture
def page(request, browser, lab_server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    page = context.new_page()
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        name = re.sub(r"[^\w.-]+", "_", request.node.nodeid)
        try:
            path = lab.screenshot(page, ARTIFACTS / f"{name}.png")
            print(f"screenshot of the failure: {path.relative_to(lab.ROOT)}")
        except Exception as error:  # a broken page must not hide the failure
            print(f"no screenshot: {error}")
    context.close()
    lab_server.shutdown_kernels()
