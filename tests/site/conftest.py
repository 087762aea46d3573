"""Fixtures for the JupyterLite site: built, served on 127.0.0.1, and opened
in headless Chromium with the network cut.

``built_site`` (per run)  the site in ``_site/``, built by ``tools/site/build.py``
                          (skipped when none of its inputs changed)
``site``       (per run)  that folder served by a static web server
``site_browser``(per run) headless Chromium driven by Playwright
``outside``    (test)     counts the requests that try to leave the server
``site_page``  (test)     a page in a new browser context (empty browser
                          storage, as a learner's first visit) whose every
                          request to anywhere but the server is stopped and
                          counted by ``outside``

Missing build tools (the ``site`` extra, npm), Chromium or Playwright skip
these tests on a workstation with the reason shown, and fail them in CI
(``CI=true``). A build that fails fails.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser import lab
from tests.needs import unavailable
from tests.site import offline

ARTIFACTS = lab.ROOT / "test-artifacts"


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents and "built_site" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def built_site() -> Path:
    from tools.site import build

    try:
        build.Versions.installed()
    except build.SiteError as error:
        unavailable(str(error))
    try:
        return build.build(build.DEFAULT_OUT)
    except build.SiteError as error:
        pytest.fail(f"the site could not be built: {error}", pytrace=False)


@pytest.fixture(scope="session")
def site(built_site):
    served = offline.serve(built_site)
    yield served
    served.close()


@pytest.fixture(scope="session")
def site_browser(playwright_instance):
    path = lab.find_chromium()
    if not path:
        unavailable("Chromium not found: install it (apt-get install chromium) or set SWITCHCORE_BROWSER")
    browser = playwright_instance.chromium.launch(
        executable_path=path, headless=True, args=[*lab.CHROMIUM_ARGS, *offline.QUIET_FLAGS]
    )
    yield browser
    browser.close()


@pytest.fixture
def outside():
    counter = offline.Outside()
    yield counter
    counter.close()


@pytest.fixture
def site_page(request, site_browser, site, outside):
    context = site_browser.new_context(viewport={"width": 1280, "height": 900}, proxy=outside.proxy())
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    outside.guard(context, site.url)
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
