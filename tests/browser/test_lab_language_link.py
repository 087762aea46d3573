"""The Binder link of a translated lesson opens it with JupyterLab's menus in
the lesson's language: the README links ``switchcore/fr/lab/tree/...``
(tutorial.lab), which sets the language in an English JupyterLab and opens
the lesson; ``switchcore/en/lab/...`` brings English back. A learner who
is not logged in changes nothing."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

import pytest

from tutorial import lab as tutorial_lab
from tests.browser import lab

LESSON = "fr/00_start_here.ipynb"


@pytest.fixture(scope="module")
def english_lab(tmp_path_factory, chromium_path):
    # A server of its own: the test changes its language.
    server = lab.start_lab(tmp_path_factory.mktemp("jupyterlab-link"), notebooks=lab.NOTEBOOKS / "fr")
    yield server
    lab.stop_lab(server)


def locale_setting(server: lab.LabServer) -> str | None:
    settings = server.api("GET", "lab/api/settings/@jupyterlab/translation-extension:plugin")["settings"]
    return settings.get("locale")


def menus(page) -> list[str]:
    bar = page.locator(".lm-MenuBar-itemLabel")
    bar.first.wait_for()
    return bar.all_inner_texts()


def open_through_link(page, server: lab.LabServer, lang: str, path: str) -> None:
    page.goto(f"{server.url}{tutorial_lab.route(lang, 'lab/tree/' + path)}?token={server.token}&reset")
    assert re.search(r"/lab/tree/" + re.escape(path), page.url), page.url
    tab = page.locator(".lm-TabBar-tab.jp-mod-current .lm-TabBar-tabLabel")
    tab.filter(has_text=path.rsplit("/", 1)[-1]).wait_for()


def test_a_binder_link_opens_the_lesson_with_jupyterlab_in_its_language(english_lab, browser):
    server = english_lab
    assert locale_setting(server) in (None, "en")
    french = lab.lab_words("fr_FR")
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    try:
        page = context.new_page()
        # Without the token (not logged in), the address asks to log in and changes nothing.
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.build_opener(_NoRedirect).open(f"{server.url}{tutorial_lab.route('fr')}")
        assert refused.value.code == 302 and "/login" in refused.value.headers["Location"]
        assert locale_setting(server) in (None, "en")

        open_through_link(page, server, "fr", "00_start_here.ipynb")
        assert french["menu:File"] in menus(page) and "File" not in menus(page), menus(page)
        assert locale_setting(server) == "fr_FR"

        # And back: JupyterLab in English again, the setting the learner's own.
        open_through_link(page, server, "en", "00_start_here.ipynb")
        assert "File" in menus(page) and french["menu:File"] not in menus(page), menus(page)
        assert locale_setting(server) == "en"
        # The lesson's kernel has started (a server stops slowly while one is starting).
        lab.wait_for_session(page, server, "00_start_here.ipynb")
    finally:
        context.close()
        server.shutdown_kernels()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
