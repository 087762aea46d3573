"""The site as a school would hand it out: every language of the lessons,
JupyterLab's own menus in each, an address per language, saved outputs shown
as a Jupyter server shows them, and a visible line where the site is served
so that the browser cannot keep files.

The checks of the built folder need no browser; the French lesson and the
hosting line are tried in headless Chromium, with the network cut as in
``test_site.py``.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.browser import lab
from tests.needs import unavailable
from tests.site import offline
from tests.site.test_site import KERNEL_START_MS, RUN_ALL_MS, assert_nothing_left
from tools.site import build
from tutorial.words import say

try:
    from playwright.sync_api import expect
except ImportError:  # the fixtures then skip (or fail in CI)
    expect = None

LESSON_01 = "01_cards_and_matching.ipynb"


def _site_notebooks(built_site):
    return sorted((built_site / "files").rglob("*.ipynb"))


def test_every_language_and_the_french_course_are_in_the_site(built_site):
    for lang in build.LANGUAGES:
        wanted = sorted(path.name for path in (lab.NOTEBOOKS / lang).glob("*.ipynb"))
        assert wanted, f"notebooks/{lang} has no lesson"
        held = sorted(path.name for path in (built_site / "files" / lang).glob("*.ipynb"))
        assert held == wanted, f"the site's {lang}/ folder: {held}"
    for lang in build.COURSE_LANGUAGES:
        release = lab.ROOT / "course" / lang / "release"
        wanted = sorted(p.relative_to(release).as_posix() for p in release.rglob("*.ipynb"))
        folder = built_site / "files" / "course" / lang
        held = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.ipynb"))
        assert wanted and held == wanted, f"the site's course/{lang}/: {held}"


def test_the_site_has_jupyterlabs_language_packs(built_site):
    folder = built_site / "api" / "translations"
    offered = json.loads((folder / "all.json").read_text(encoding="utf-8"))["data"]
    for locale in build.LANGUAGES.values():
        assert locale in offered, f"Settings > Language would not offer {locale}: {sorted(offered)}"
        pack = json.loads((folder / f"{locale}.json").read_text(encoding="utf-8"))["data"]
        assert pack.get("jupyterlab"), f"{locale}.json has no JupyterLab messages"


def test_each_language_has_an_address_that_opens_its_first_lesson(built_site):
    for lang, locale in build.LANGUAGES.items():
        landing = (built_site / lang / "index.html").read_text(encoding="utf-8")
        target = re.search(r'url=([^"]+)"', landing).group(1)
        assert target == f"lab/index.html?path={lang}/{build.FIRST_LESSON}"
        assert (built_site / "files" / lang / build.FIRST_LESSON).is_file()
        page = (built_site / lang / "lab" / "index.html").read_text(encoding="utf-8")
        config = re.search(r'<script id="jupyter-config-data" type="application/json"[^>]*>(.*?)</script>',
                           page, re.S).group(1)
        assert json.loads(config)["settingsOverrides"][build.TRANSLATION_PLUGIN] == {"locale": locale}
        # every file the page loads is there, one folder deeper than lab/
        for href in re.findall(r"""(?:href|src)=["']([^"'?]+)""", page) + re.findall(r"import\(\s*'([^'?]+)", page):
            assert (built_site / lang / "lab" / href).resolve().is_file(), f"{lang}/lab/index.html loads {href}"


def test_saved_outputs_are_served_as_a_jupyter_server_serves_them(built_site):
    """A server joins a notebook's lists of lines into one text; the site
    does it when it is built, or JupyterLite would show the list as it is
    (lines joined by commas, a table of contents that fails)."""
    notebooks = _site_notebooks(built_site)
    assert len(notebooks) > 60
    lists = []
    for path in notebooks:
        for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if isinstance(cell["source"], list):
                lists.append(f"{path.name} cell {index}: source")
            for output in cell.get("outputs", []):
                values = [output.get("text", "")] + [v for mime, v in output.get("data", {}).items()
                                                     if not mime.endswith("json")]
                if any(isinstance(value, list) for value in values):
                    lists.append(f"{path.name} cell {index}: output")
    assert not lists, f"{len(lists)} texts stored as lists: {lists[:5]}"


def test_normal_notebook_joins_what_a_file_stores_as_lines(tmp_path):
    path = tmp_path / "n.ipynb"
    path.write_text(json.dumps({"cells": [{"cell_type": "code", "source": ["a = 1\n", "a"], "outputs": [
        {"output_type": "stream", "name": "stdout", "text": ["one\n", ", two\n"]},
        {"output_type": "execute_result", "data": {"text/plain": ["1\n", "2"], "application/json": {"x": [1]}}},
    ]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")
    cell = json.loads(build.normal_notebook(path))["cells"][0]
    assert cell["source"] == "a = 1\na"
    assert cell["outputs"][0]["text"] == "one\n, two\n"
    assert cell["outputs"][1]["data"] == {"text/plain": "1\n2", "application/json": {"x": [1]}}


def test_lesson_01_in_french_with_french_menus_offline(site, site_page, outside, report_figures):
    """The French address opens the French first lesson with JupyterLab's
    menus in French; lesson 01 in French then runs through in the browser's
    Python with no error, its refusal in French as the lesson shows it."""
    page = site_page
    page.goto(f"{site.url}fr/")
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
    words = lab.lab_words("fr_FR")
    menus = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert words["menu:File"] in menus and words["menu:Run"] in menus, menus
    assert "File" not in menus, menus
    expect(page.locator(".jp-NotebookPanel-toolbar, .lm-TabBar-tabLabel", has_text="00_start_here")).not_to_have_count(0)

    page.goto(f"{site.url}fr/lab/index.html?path=fr/{LESSON_01}")
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
    idle = words["Idle"]
    page.locator(".jp-StatusBar-TextItem", has_text=re.compile(rf"Pyodide.*\| {re.escape(idle)}")).first.wait_for(
        timeout=KERNEL_START_MS)
    lab.wait_for_kernel_idle(page, timeout=KERNEL_START_MS)
    lab.run_all_cells(page, timeout=RUN_ALL_MS, words=words)
    notebook = lab.NOTEBOOKS / "fr" / LESSON_01
    meant = lab.raises_exception_cells(notebook)
    errors = lab.error_outputs(page, ignore_cells=meant)
    assert not errors, "\n\n".join(f"cell {i}:\n{text[:1500]}" for i, text in errors)
    assert not lab.wait_for_widgets(page), "widgets not shown"
    (refused,) = meant
    stored = json.loads(notebook.read_text(encoding="utf-8"))["cells"][refused]["outputs"]
    stored_text = " ".join("".join(o.get("data", {}).get("text/plain", "")) for o in stored)
    first_sentence = stored_text.strip().splitlines()[0]
    assert first_sentence.startswith("Pas permis"), stored_text
    expect(lab.cells(page).nth(refused).locator(".sc-friendly-error")).to_contain_text(first_sentence)

    # What cannot run in a browser says so in one French sentence, not a traceback.
    code_cells = [i for i, c in enumerate(json.loads(notebook.read_text(encoding="utf-8"))["cells"])
                  if c["cell_type"] == "code"]
    last = code_cells[-1]
    lab.type_code(page, last, "!ls -l\n%pip install numpy\nprint('after')")
    shown = lab.run_cell(page, last, timeout=KERNEL_START_MS)
    wanted = [say("browser.no_shell", command="ls -l", language="fr"),
              say("browser.no_package", packages="numpy", language="fr"), "after"]
    assert shown.strip().split("\n") == wanted, shown
    assert not lab.error_outputs(page, ignore_cells=meant)
    assert_nothing_left(outside, report_figures, "lesson 01 in French")



@pytest.fixture
def school_browser(playwright_instance):
    """Chromium that reaches the local server under the name ``school.test``,
    as a learner reaches a school's server: an address that is neither
    localhost nor https, where the browser gives a page no service worker."""
    path = lab.find_chromium()
    if not path:
        unavailable("Chromium not found: install it (apt-get install chromium) or set SWITCHCORE_BROWSER")
    browser = playwright_instance.chromium.launch(
        executable_path=path, headless=True,
        args=[*lab.CHROMIUM_ARGS, *offline.QUIET_FLAGS, "--host-resolver-rules=MAP school.test 127.0.0.1"])
    yield browser
    browser.close()


def test_a_site_served_without_https_says_so(site, school_browser, site_page, outside):
    port = site.url.rstrip("/").rsplit(":", 1)[1]
    school = f"http://school.test:{port}/"
    proxy = outside.proxy()
    context = school_browser.new_context(proxy={**proxy, "bypass": f"{proxy['bypass']},school.test"})
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    outside.guard(context, school)
    try:
        page = context.new_page()
        for address, lang in ((f"{school}lab/index.html", "en"), (f"{school}fr/", "fr")):
            page.goto(address)
            note = page.locator(".switchcore-hosting-note")
            expect(note).to_be_visible(timeout=KERNEL_START_MS)
            expect(note).to_have_text(build.HOSTING_NOTE[lang])
            assert not page.evaluate("window.isSecureContext")
    finally:
        context.close()
    # On localhost (a secure context) the line is not there.
    site_page.goto(f"{site.url}lab/index.html")
    site_page.locator(".jp-LabShell").wait_for(timeout=KERNEL_START_MS)
    assert site_page.evaluate("window.isSecureContext")
    expect(site_page.locator(".switchcore-hosting-note")).to_have_count(0)
    assert outside.requests == [], outside.requests


#: The sources of the cells of a notebook the browser keeps for the learner
#: (JupyterLite's storage), as one text; nothing while it keeps none.
STORED_SOURCES = """async path => {
    const name = "JupyterLite Storage - /";  // the site is served at the root of its address
    if (!(await indexedDB.databases()).some(d => d.name === name)) { return null; }
    const db = await new Promise((ok, no) => { const r = indexedDB.open(name);
                                              r.onsuccess = () => ok(r.result); r.onerror = no; });
    if (!db.objectStoreNames.contains("files")) { db.close(); return null; }
    const store = db.transaction("files").objectStore("files");
    const model = await new Promise(ok => { const r = store.get(path); r.onsuccess = () => ok(r.result); });
    db.close();
    return model && model.content ? JSON.stringify(model.content.cells.map(c => c.source)) : null;
}"""


@pytest.fixture
def updated_site(built_site, tmp_path):
    """A copy of the built site served from 127.0.0.1, and a function that
    publishes a new version of one of its lessons, as a teacher who
    rebuilds and copies the site again does."""
    import shutil

    folder = tmp_path / "site"
    shutil.copytree(built_site, folder, symlinks=True)
    served = offline.serve(folder)

    def publish(path: str, extra: str) -> None:
        notebook = json.loads((folder / "files" / path).read_text(encoding="utf-8"))
        notebook["cells"].insert(1, {"cell_type": "markdown", "id": "new-in-this-version", "metadata": {},
                                     "source": extra})
        source = folder / "new.ipynb"
        source.write_text(json.dumps(notebook), encoding="utf-8")
        (folder / "files" / path).write_text(build.normal_notebook(source), encoding="utf-8")
        source.unlink()

    yield served, publish
    served.close()


def test_a_learner_who_saved_a_lesson_is_told_of_its_new_version(updated_site, site_browser, outside):
    """A learner saves lesson 00; the teacher publishes a new version; the
    next visit says so, and the button opens the new lesson and keeps the
    learner's copy under a new name, with what they wrote."""
    served, publish = updated_site
    context = site_browser.new_context(viewport={"width": 1280, "height": 900}, proxy=outside.proxy())
    context.set_default_timeout(lab.DEFAULT_TIMEOUT_MS)
    outside.guard(context, served.url)
    try:
        page = context.new_page()
        lesson = build.FIRST_LESSON
        page.goto(f"{served.url}lab/index.html?path={lesson}")
        page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
        note = page.locator(".switchcore-update-note")
        expect(note).to_have_count(0)
        code = [i for i, c in enumerate(json.loads((lab.NOTEBOOKS / lesson).read_text(encoding="utf-8"))["cells"])
                if c["cell_type"] == "code"][0]
        lab.type_code(page, code, "my_own_line = 1")
        page.keyboard.press("Control+s")
        for _ in range(120):  # until the browser keeps the saved lesson
            if page.evaluate(STORED_SOURCES, lesson):
                break
            page.wait_for_timeout(500)
        assert "my_own_line = 1" in page.evaluate(STORED_SOURCES, lesson)
        page.reload()
        page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
        page.wait_for_timeout(2000)
        expect(note).to_have_count(0)  # nothing new yet: no note

        publish(lesson, "This paragraph is new in this version.")
        page.reload()
        expect(note).to_be_visible(timeout=KERNEL_START_MS)
        expect(note).to_contain_text(f"A newer version of {lesson} is here.")
        page.wait_for_timeout(1000)  # let JupyterLab settle before the page reloads itself
        note.locator(".switchcore-update-open").click()
        page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
        expect(page.locator(".jp-NotebookPanel .jp-MarkdownCell", has_text="new in this version")).not_to_have_count(
            0, timeout=KERNEL_START_MS)
        mine = lesson.replace(".ipynb", " (mine).ipynb")
        expect(page.locator(".jp-DirListing-itemText", has_text=mine)).to_have_count(1, timeout=KERNEL_START_MS)
        kept = page.evaluate(STORED_SOURCES, mine)
        assert "my_own_line = 1" in kept and "new in this version" not in kept
        expect(note).to_have_count(0)
        assert outside.requests == [], outside.requests
    finally:
        context.close()



#: The workspace JupyterLite keeps in the browser's storage (its state
#: database, the workspace ``default``) has notebook ``path`` open in its
#: main area: the layout of the visit, saved a moment after it changes.
LAYOUT_HOLDS = """async (path) => {
    const names = (await indexedDB.databases()).map(d => d.name).filter(n => n.startsWith("JupyterLite Storage"));
    for (const name of names) {
        const db = await new Promise((ok, no) => { const r = indexedDB.open(name); r.onsuccess = () => ok(r.result);
                                                   r.onerror = () => no(r.error); });
        let open = [];
        if (db.objectStoreNames.contains("statedb")) {
            const stored = await new Promise(ok => {
                const r = db.transaction("statedb").objectStore("statedb").get("default");
                r.onsuccess = () => ok(r.result); });
            const main = stored && stored.data && stored.data["layout-restorer:data"]
                         && stored.data["layout-restorer:data"].main;
            open = (main && main.dock && main.dock.widgets) || [];
        }
        db.close();
        if (open.includes("notebook:" + path)) { return true; }
    }
    return false;
}"""


def notebook_tabs(page) -> list[str]:
    return page.locator("#jp-main-dock-panel .lm-TabBar-tab .lm-TabBar-tabLabel").all_inner_texts()


def test_a_lesson_opened_by_its_address_opens_alone(site, site_page, outside, report_figures):
    """A lesson opened by its address (a teacher's link, a language's
    address) opens alone: the lessons of an earlier visit are not reopened
    beside it, each of which would start a Python of its own."""
    page = site_page
    page.goto(f"{site.url}lab/index.html?path={LESSON_01}")
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
    page.wait_for_function(LAYOUT_HOLDS, arg=LESSON_01, timeout=KERNEL_START_MS, polling=500)

    page.goto(f"{site.url}fr/")
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for(timeout=KERNEL_START_MS)
    page.wait_for_function(LAYOUT_HOLDS, arg=f"fr/{build.FIRST_LESSON}", timeout=KERNEL_START_MS, polling=500)
    assert notebook_tabs(page) == [build.FIRST_LESSON]
    expect(page.locator(".jp-NotebookPanel")).to_have_count(1)
    assert_nothing_left(outside, report_figures, "a lesson opened by its address")
