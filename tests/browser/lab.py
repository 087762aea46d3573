"""Drive JupyterLab in headless Chromium: helpers for browser tests.

The fixtures in ``conftest.py`` beside this file give a test a running
JupyterLab (``lab_server``) and a fresh browser page (``page``); the
functions here do what a learner does with them::

    from playwright.sync_api import expect
    from tests.browser import lab

    def test_deal_button(lab_server, page):
        lab.open_notebook(page, lab_server, "03_play.ipynb")
        lab.run_all_cells(page)
        lab.widget(page, "switch-deal").click()
        expect(lab.widget(page, "switch-hand")).to_contain_text("7♥")
        assert lab.error_outputs(page) == []

Widgets are found by the CSS classes the notebook layer gives them with
``add_class``; notebook paths are relative to ``notebooks/`` (the server
serves a temporary copy of it, ``lab_server.root_dir``, where a test may
also write notebooks of its own).
"""

from __future__ import annotations

import functools
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # playwright is only needed once a browser test runs
    from playwright.sync_api import Locator, Page

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

STDERR_OUTPUT = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
WIDGET_PROBLEMS = ("Error displaying widget", "Loading widget...")
#: What ipywidgets draws in the place of a widget whose view failed ("Click to show javascript error.").
WIDGET_ERROR = ".jupyter-widgets-error-widget"

# Settings of the test server for a predictable page: every cell stays in
# the DOM (no windowing), no extension manager. The project's own defaults
# (widget state saved, no news) and its server config (tutorial.lab) are
# not given here: the server reads them from the environment, where the
# project's install put them (dev.install_lab_files), as a learner's does.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/extensionmanager-extension/plugin.jupyterlab-settings": {"enabled": False},
}

DEFAULT_TIMEOUT_MS = 60_000


def find_chromium() -> str | None:
    """Path of a Chromium (or Chrome) executable, or None: the one the test
    command installs or finds (``SWITCHCORE_BROWSER`` overrides)."""
    import dev

    return dev.find_browser()


# ---------------------------------------------------------------------------
# The server
# ---------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class LabServer:
    """A JupyterLab started for tests (see :func:`start_lab`)."""

    url: str  # "http://127.0.0.1:PORT/"
    token: str
    root_dir: Path  # what the server serves: a copy of notebooks/
    home: Path  # all of the server's config, data, runtime, settings
    log_path: Path
    process: subprocess.Popen = field(repr=False)

    def lab_url(self, path: str = "", *, reset: bool = True) -> str:
        """The address that opens ``path`` (relative to root_dir) in Lab."""
        query = f"token={self.token}" + ("&reset" if reset else "")
        return f"{self.url}lab/tree/{path}?{query}"

    def api(self, method: str, endpoint: str) -> Any:
        """Call the server's REST API, e.g. ``api("GET", "api/kernels")``."""
        request = urllib.request.Request(
            f"{self.url}{endpoint}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            body = response.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Stop every kernel the server runs (tests call it between tests)."""
        for kernel in self.api("GET", "api/kernels"):
            try:
                self.api("DELETE", f"api/kernels/{kernel['id']}")
            except urllib.error.HTTPError:
                pass

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def start_lab(home: Path, notebooks: Path = NOTEBOOKS, *, timeout: float = 120,
              settings: dict | None = None) -> LabServer:
    """Start JupyterLab on 127.0.0.1 with everything under ``home``.

    The server gets its own config, data, runtime, settings and workspace
    folders and a random token, and serves a copy of ``notebooks`` (an empty
    folder if there is none). Kernels run in this interpreter. ``settings``
    adds JupyterLab settings (file name to content), such as its language.
    The server also reads the settings of :data:`LAB_SETTINGS` (no
    windowing, no extension manager); the rest is the environment's, which
    must hold what the project installs (:func:`environment_lacks_lab_files`).
    A test of exactly what a learner gets uses :func:`start_lab_as_dev_py`.
    """
    _need_lab_files()
    root_dir = home / "root"
    if notebooks.is_dir():
        shutil.copytree(notebooks, root_dir, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    else:
        root_dir.mkdir(parents=True)
    dirs = _user_dirs(home)
    for name, value in {**LAB_SETTINGS, **(settings or {})}.items():
        target = dirs["settings"] / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(value))
    port = _free_port()
    token = secrets.token_hex(16)
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        *_network_args(port, token),
        "--ServerApp.allow_root=True",
        f"--ServerApp.root_dir={root_dir}",
        f"--LabApp.user_settings_dir={dirs['settings']}",
        f"--LabApp.workspaces_dir={dirs['workspaces']}",
    ]
    return _start(cmd, home, root_dir, port, token, timeout)


def start_lab_as_dev_py(home: Path, notebooks: Path = NOTEBOOKS, *, timeout: float = 120) -> LabServer:
    """Start JupyterLab as ``python3 dev.py lab`` does (:func:`dev.lab_command`),
    for a learner with a fresh home: the settings, the server config and the
    extensions it reads are the environment's alone (what the project's
    install put there), none of the test's. It runs in a folder laid out as
    the project is, with a copy of ``notebooks`` in ``notebooks/``, which it
    serves (it opens the first lesson, so it serves the lesson's folder);
    the only arguments added choose its address, its token and no browser."""
    import dev

    _need_lab_files()
    project = home / "project"
    shutil.copytree(notebooks, project / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    _user_dirs(home)
    port = _free_port()
    token = secrets.token_hex(16)
    cmd = dev.lab_command(Path(sys.executable), None, _network_args(port, token), root=project)
    server = _start(cmd, home, project, port, token, timeout)
    server.root_dir = project / "notebooks"
    return server


def environment_lacks_lab_files() -> list[str]:
    """The files of pyproject.toml's data-files that this environment does
    not hold as the project has them (``python3 dev.py`` puts them there)."""
    import dev

    prefix = Path(sys.prefix)
    return [str(relative) for source, relative in dev.lab_files()
            if not (prefix / relative).is_file() or (prefix / relative).read_bytes() != source.read_bytes()]


def _need_lab_files() -> None:
    missing = environment_lacks_lab_files()
    if missing:
        raise RuntimeError(f"this environment ({sys.prefix}) lacks {', '.join(missing)}, which python3 dev.py "
                           "puts there (dev.install_lab_files): a JupyterLab started here is not the one a "
                           "learner gets. Set the environment up with dev.py.")


def _user_dirs(home: Path) -> dict[str, Path]:
    """Empty Jupyter config, data, runtime, settings and workspace folders
    under ``home``: a user who has set nothing."""
    dirs = {name: home / name for name in ("config", "data", "runtime", "settings", "workspaces")}
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    return dirs


def _network_args(port: int, token: str) -> list[str]:
    return ["--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}"]


def _start(cmd: list[str], home: Path, root_dir: Path, port: int, token: str, timeout: float) -> LabServer:
    dirs = _user_dirs(home)
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    env.update(
        JUPYTER_CONFIG_DIR=str(dirs["config"]),
        JUPYTER_DATA_DIR=str(dirs["data"]),
        JUPYTER_RUNTIME_DIR=str(dirs["runtime"]),
        JUPYTERLAB_SETTINGS_DIR=str(dirs["settings"]),
        JUPYTERLAB_WORKSPACES_DIR=str(dirs["workspaces"]),
        JUPYTER_PLATFORM_DIRS="1",
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )
    log_path = home / "jupyterlab.log"
    log = log_path.open("wb")
    process = subprocess.Popen(
        cmd, cwd=root_dir, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    log.close()
    server = LabServer(f"http://127.0.0.1:{port}/", token, root_dir, home, log_path, process)

    def answers() -> bool:
        try:
            server.api("GET", "api/status")
            urllib.request.urlopen(server.lab_url(), timeout=30).read()
            return True
        except (OSError, urllib.error.URLError):
            return False

    return wait_until_up("JupyterLab", server, answers, stop_lab, timeout)


def wait_until_up(name: str, server, answers, stop, timeout: float):
    """Poll ``answers()`` until the server started as ``server.process``
    responds, and return ``server``. If the process dies, or nothing answers
    within ``timeout`` seconds (then ``stop(server)``), raise with the tail of
    its log."""
    deadline = time.monotonic() + timeout
    while True:
        if server.process.poll() is not None:
            raise RuntimeError(f"{name} exited with code {server.process.returncode}:\n{server.log_tail()}")
        if answers():
            return server
        if time.monotonic() > deadline:
            stop(server)
            raise RuntimeError(f"{name} did not answer within {timeout:.0f} s:\n{server.log_tail()}")
        time.sleep(0.25)


def stop_lab(server: LabServer, *, timeout: float = 20) -> None:
    """Stop the server and everything it started (kernels included)."""
    process = server.process
    if process.poll() is not None:
        return
    try:
        server.shutdown_kernels()
    except Exception:  # the server may already be going down
        pass
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=timeout)
            break
        except subprocess.TimeoutExpired:
            continue
    # Kernels live in the server's process group; make sure none is left.
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


# ---------------------------------------------------------------------------
# The page
# ---------------------------------------------------------------------------

ENGLISH_WORDS = {"menu:Run": "Run", "Run All Cells": "Run All Cells", "Idle": "Idle", "menu:File": "File"}


@functools.cache
def language_pack(locale: str) -> dict:
    """The messages of JupyterLab's own interface in ``locale`` (such as
    ``fr_FR``), read from its installed language pack."""
    import importlib.util

    spec = importlib.util.find_spec(f"jupyterlab_language_pack_{locale}")
    if spec is None:
        raise LookupError(f"no JupyterLab language pack for {locale} (jupyterlab-language-pack-{locale.replace('_', '-')})")
    path = Path(spec.origin).parent / "locale" / locale / "LC_MESSAGES" / "jupyterlab.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return data.get("locale_data", {}).get("jupyterlab", data)


def pack_word(locale: str, label: str, context: str | None = None) -> str:
    """``label`` as JupyterLab shows it in ``locale``: ``trans._p(context,
    label)``, or ``trans.__(label)`` without a context. A menu title is
    looked up in the "menu" context only (the Italian pack translates the
    action Run but not the menu Run); a label the pack leaves out stays
    English."""
    found = language_pack(locale).get(f"{context}\u0004{label}" if context else label)
    return found[0] if found and found[0] else label


def lab_words(locale: str | None = None) -> dict:
    """The words of JupyterLab's own interface the helpers look for, in the
    language of ``locale`` (such as ``fr_FR``), read from its installed
    language pack: ``menu:Run`` (the menu), ``Run All Cells``, ``Idle``,
    ``menu:File``. English without a locale."""
    words = {}
    for key, english in ENGLISH_WORDS.items():
        context, _, word = key.rpartition(":")
        words[key] = pack_word(locale, word, context or None) if locale else english
    return words


def wait_for_session(page: Page, server: LabServer, path: str, *, timeout: int = DEFAULT_TIMEOUT_MS) -> None:
    """Wait until the server has an idle kernel for the notebook at ``path``;
    raise ``TimeoutError`` after ``timeout`` ms. Only that notebook's
    session counts: a page left before its kernel connected leaves a
    session whose kernel says "starting" for ever."""
    deadline = time.monotonic() + timeout / 1000
    while not any(
        session.get("path") == path and (session.get("kernel") or {}).get("execution_state") == "idle"
        for session in server.api("GET", "api/sessions")
    ):
        if time.monotonic() > deadline:
            raise TimeoutError(f"no idle kernel for {path} after {timeout} ms")
        page.wait_for_timeout(250)


def open_notebook(page: Page, server: LabServer, path: str, *, timeout: int = DEFAULT_TIMEOUT_MS,
                  words: dict | None = None) -> None:
    """Open ``path`` (relative to the server's root) in a fresh workspace
    and wait until its kernel is idle."""
    page.goto(server.lab_url(path), timeout=timeout)
    panel = page.locator(".jp-NotebookPanel").filter(has=page.locator(".jp-Notebook")).first
    panel.wait_for(state="visible", timeout=timeout)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(state="attached", timeout=timeout)
    # The toolbar may say "idle" before a kernel exists: wait for the
    # server to have one for this notebook, and for the page to be
    # connected to it (the status bar then reads "... | Idle").
    wait_for_session(page, server, path, timeout=timeout)
    idle = (words or ENGLISH_WORDS)["Idle"]
    page.locator(".jp-StatusBar-TextItem", has_text=f"| {idle}").first.wait_for(timeout=timeout)
    wait_for_kernel_idle(page, timeout=timeout)


def run_all_cells(page: Page, *, wait: bool = True, timeout: int = DEFAULT_TIMEOUT_MS,
                  words: dict | None = None) -> None:
    """Run > Run All Cells, as from the menu bar (in the words of
    :func:`lab_words`); by default wait until every cell has run and the
    kernel is idle again."""
    words = words or ENGLISH_WORDS
    page.locator(".lm-MenuBar-itemLabel").filter(has_text=re.compile("^" + re.escape(words["menu:Run"]) + "$")).click()
    page.locator("#jp-mainmenu-run .lm-Menu-itemLabel").filter(
        has_text=re.compile("^" + re.escape(words["Run All Cells"]) + "$")).click()
    if wait:
        _wait_for_run_to_start(page)
        wait_for_kernel_idle(page, timeout=timeout)


def restart_and_run_all(page: Page, *, wait: bool = True, timeout: int = DEFAULT_TIMEOUT_MS) -> None:
    """Kernel > Restart Kernel and Run All Cells..., confirming the dialog;
    by default wait until the run is over."""
    page.locator('.lm-MenuBar-itemLabel:text-is("Kernel")').click()
    page.locator("#jp-mainmenu-kernel .lm-Menu-itemLabel").filter(
        has_text=re.compile(r"^Restart Kernel and Run All Cells")
    ).click()
    page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept").click()
    if wait:
        _wait_for_run_to_start(page)
        wait_for_kernel_idle(page, timeout=timeout)


def _wait_for_run_to_start(page: Page, timeout: int = 5_000) -> None:
    # A short run may be over before it is seen; then the wait just ends.
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            """() => {
                const panel = [...document.querySelectorAll('.jp-NotebookPanel')]
                    .find(p => !p.classList.contains('lm-mod-hidden'));
                if (!panel) return false;
                const indicator = panel.querySelector('.jp-Notebook-ExecutionIndicator');
                if (indicator && indicator.getAttribute('data-status') === 'busy') return true;
                return [...panel.querySelectorAll('.jp-InputArea-prompt')]
                    .some(p => p.textContent.includes('*'));
            }""",
            timeout=timeout,
        )
    except PlaywrightTimeout:
        pass


def run_command(page: Page, label: str) -> None:
    """Run a command by its exact label through the command palette
    (Ctrl+Shift+C), as a person would, e.g. ``run_command(page, "Run All Cells")``.
    It does not wait for the command to finish: follow a run with
    :func:`wait_for_kernel_idle`."""
    page.keyboard.press("Control+Shift+C")
    page.locator(".lm-CommandPalette-input").fill(label)
    exact = re.compile("^" + re.escape(label) + "$")
    # The palette redraws its list as it filters: wait until the best match
    # is the command asked for, then take it with Enter.
    page.locator(".lm-CommandPalette-item.lm-mod-active .lm-CommandPalette-itemLabel").filter(
        has_text=exact
    ).wait_for()
    page.keyboard.press("Enter")


def wait_for_kernel_idle(page: Page, *, timeout: int = DEFAULT_TIMEOUT_MS) -> None:
    """Wait until the notebook's kernel is idle and no cell is queued or
    running (no ``[*]`` prompt)."""
    page.wait_for_function(
        """() => {
            const panel = [...document.querySelectorAll('.jp-NotebookPanel')]
                .find(p => !p.classList.contains('lm-mod-hidden'));
            if (!panel) return false;
            const indicator = panel.querySelector('.jp-Notebook-ExecutionIndicator');
            if (!indicator || indicator.getAttribute('data-status') !== 'idle') return false;
            const prompts = [...panel.querySelectorAll('.jp-InputArea-prompt')];
            return !prompts.some(p => p.textContent.includes('*'));
        }""",
        timeout=timeout,
    )


def cells(page: Page) -> Locator:
    """All cells of the open notebook, in order (``cells(page).nth(i)``)."""
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell")


def error_outputs(page: Page, *, ignore_cells: set[int] | frozenset[int] = frozenset()) -> list[tuple[int, str]]:
    """``(cell index, text)`` of every stderr output and error traceback
    shown in the open notebook, except in the cells listed in ``ignore_cells``.
    The text is read whether or not the browser has drawn the cell (where
    JupyterLab leaves cells out of view undrawn, their ``innerText`` is empty)."""
    found = page.evaluate(
        """(selector) => {
            const panel = [...document.querySelectorAll('.jp-NotebookPanel')]
                .find(p => !p.classList.contains('lm-mod-hidden'));
            const cells = [...panel.querySelectorAll('.jp-Notebook .jp-Cell')];
            const out = [];
            cells.forEach((cell, i) => {
                cell.querySelectorAll(selector).forEach(el => out.push([i, el.textContent]));
            });
            return out;
        }""",
        STDERR_OUTPUT,
    )
    return [(index, text) for index, text in found if index not in ignore_cells]


def widget_problems(page: Page) -> list[str]:
    """Texts such as "Error displaying widget" or "Loading widget..." still
    shown in the open notebook's outputs, and the widgets drawn in the place
    of a view that failed, whether the browser has drawn their cells or not
    (see :func:`error_outputs`)."""
    outputs = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output")
    found = [text.strip() for text in outputs.all_text_contents() if any(p in text for p in WIDGET_PROBLEMS)]
    return found + [f"a widget's view failed: {text.strip()}"
                    for text in outputs.locator(WIDGET_ERROR).all_text_contents()]


def wait_for_widgets(page: Page, *, timeout: int = 15_000) -> list[str]:
    """Give widgets up to ``timeout`` ms to render; return the problems
    still shown then (see :func:`widget_problems`; empty when all is well)."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        problems = widget_problems(page)
        if not problems or time.monotonic() > deadline:
            return problems
        page.wait_for_timeout(250)


def widgets(page: Page, css_class: str) -> Locator:
    """Every widget carrying ``css_class`` (given with ``add_class``)."""
    return page.locator(f".jp-NotebookPanel:not(.lm-mod-hidden) .{css_class.lstrip('.')}")


def widget(page: Page, css_class: str) -> Locator:
    """The one widget carrying ``css_class``; fails on use if there are several."""
    return widgets(page, css_class)


def screenshot(page: Page, path: str | os.PathLike[str], *, full_page: bool = True) -> Path:
    """Save a PNG of the page (folders are made as needed) and return its path."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), full_page=full_page)
    return target


def raises_exception_cells(notebook: Path) -> set[int]:
    """Indexes of cells tagged ``raises-exception`` (errors there are meant)."""
    data = json.loads(notebook.read_text(encoding="utf-8"))
    return {
        index
        for index, cell in enumerate(data.get("cells", []))
        if "raises-exception" in cell.get("metadata", {}).get("tags", [])
    }


# ---------------------------------------------------------------------------
# Exercises: an answer cell (tagged ``answer``) and its check (tagged ``check``)
# ---------------------------------------------------------------------------

def exercise_cells(notebook: Path) -> list[tuple[int, int]]:
    """``(answer cell, check cell)`` indexes of every exercise of ``notebook``:
    each code cell tagged ``answer`` with the next cell tagged ``check``."""
    data = json.loads(notebook.read_text(encoding="utf-8"))
    tagged = [(index, cell.get("metadata", {}).get("tags", [])) for index, cell in enumerate(data["cells"])]
    pairs = []
    for index, tags in tagged:
        if "answer" in tags:
            check = next((i for i, t in tagged if i > index and "check" in t), None)
            if check is None:
                raise ValueError(f"{notebook.name}: the answer cell {index} has no check cell after it")
            pairs.append((index, check))
    return pairs


def run_cell(page: Page, index: int, *, timeout: int = DEFAULT_TIMEOUT_MS) -> str:
    """Run cell ``index`` (Ctrl+Enter in its editor, as a person would) and
    return the text of its output once its new prompt shows."""
    cell = cells(page).nth(index)
    prompt = cell.locator(".jp-InputArea-prompt")
    before = prompt.inner_text()
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+Enter")
    handle = cell.element_handle()
    page.wait_for_function(
        """([cell, before]) => {
            const text = cell.querySelector('.jp-InputArea-prompt').textContent;
            return text !== before && !text.includes('*');
        }""",
        arg=[handle, before],
        timeout=timeout,
    )
    wait_for_kernel_idle(page, timeout=timeout)
    return cell.locator(".jp-OutputArea").inner_text()


def type_code(page: Page, index: int, code: str) -> None:
    """Replace the code of cell ``index`` as a learner does: click into it,
    select everything, delete it, type the new code line by line.

    The editor indents a new line by itself (after a colon, or as deep as
    the line before): each line after the first starts from a cleared line
    and is typed with its own indent."""
    cells(page).nth(index).locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    for number, line in enumerate(code.strip("\n").splitlines()):
        if number:
            page.keyboard.press("Enter")
            page.keyboard.press("Shift+Home")
            page.keyboard.press("Delete")
        page.keyboard.insert_text(line)


def output_text(page: Page, index: int) -> str:
    """The text of every output of cell ``index``, one after another. The
    cell is scrolled into view first: JupyterLab draws only the cells near
    the view of a long notebook."""
    cell = cells(page).nth(index)
    cell.scroll_into_view_if_needed()
    cell.locator(".jp-OutputArea").first.wait_for(state="attached")
    _wait_until_drawn(page, cell)
    return "\n".join(cell.locator(".jp-OutputArea-output").all_inner_texts())


def _wait_until_drawn(page: Page, cell: Locator, timeout: int = 10_000) -> None:
    """Wait until the outputs of ``cell``, just scrolled into view, are drawn.
    JupyterLab's default for notebooks (the site's, ``windowingMode``
    ``contentVisibility``) leaves cells out of view undrawn, and the text of
    an undrawn output reads as empty (``innerText``) until the browser's next
    frame draws it; the text it holds (``textContent``) is there all along."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            """cell => [...cell.querySelectorAll('.jp-OutputArea-output')]
                .every(o => o.textContent.trim() === '' || o.innerText.trim() !== '')""",
            arg=cell.element_handle(), timeout=timeout,
        )
    except PlaywrightTimeout:
        pass  # read as it is: the caller's check then says what it found


def answer_exercise(page: Page, answer: int, check: int, source: str, *,
                    timeout: int = DEFAULT_TIMEOUT_MS) -> str:
    """Write ``source`` into the answer cell (replacing its code), run it, run
    the check cell, and return what the check printed."""
    editor = cells(page).nth(answer).locator(".cm-content")
    editor.click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(source)
    run_cell(page, answer, timeout=timeout)
    return run_cell(page, check, timeout=timeout).strip()


# -- exercises ------------------------------------------------------------------

RIGHT, WRONG = "✓ Right!", "✗ Not yet"


def verdicts(text: str) -> list[str]:
    """The verdict lines a check printed: right, not yet, or still blank."""
    return [line for line in text.splitlines() if line.startswith(("✓", "✗", "✎"))]


def copy_notebook(server: LabServer, name: str) -> str:
    """Copy lesson ``name`` into the server's folder under a name of its own,
    so that what a test types never reaches another test; return that name."""
    copy = "answered-" + name.replace("/", "-")
    shutil.copy(NOTEBOOKS / name, server.root_dir / copy)
    return copy


def answer_every_exercise(page: Page, server: LabServer, name: str, answers: list, *, early: int) -> None:
    """Answer every exercise of lesson ``name`` as a learner does after Run
    All, first right, then wrong, on a copy of the lesson. ``answers`` holds
    a (right, wrong) pair of answer code for each exercise, in order.

    Exercise ``early`` (an index into ``answers``) is answered right before
    Run All too: a check rebuilds the position it asks about, so the cells
    Run All runs after it must leave its verdict as it was. Run All itself
    must show no error output and no traceback, and axe no serious or
    critical violation in the lesson's own markup (tests/browser/axe.py)."""
    exercises = exercise_cells(NOTEBOOKS / name)
    assert len(exercises) == len(answers), f"{name}: answers are listed for {len(answers)} exercises"
    open_notebook(page, server, copy_notebook(server, name))

    (first_answer, first_check), (right, _wrong) = exercises[early], answers[early]
    before = answer_exercise(page, first_answer, first_check, right)
    assert verdicts(before) and all(v.startswith(RIGHT) for v in verdicts(before)), before

    run_all_cells(page, timeout=300_000)
    errors = error_outputs(page, ignore_cells=raises_exception_cells(NOTEBOOKS / name))
    assert not errors, f"{name}: error output after Run All:\n{errors}"
    outputs = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output").all_text_contents()
    assert not [text for text in outputs if "Traceback" in text], f"{name}: a traceback after Run All"
    problems = wait_for_widgets(page)
    assert not problems, f"{name}: widgets not shown after Run All: {problems}"
    from tests.browser import axe  # the lesson's own markup: no serious or critical violation

    axe.assert_no_serious(page, name)
    after_run_all = cells(page).nth(first_check).locator(".jp-OutputArea").inner_text()
    assert verdicts(after_run_all) == verdicts(before), after_run_all

    for number, ((answer, check), (right, wrong)) in enumerate(zip(exercises, answers), 1):
        said = answer_exercise(page, answer, check, right)
        found = verdicts(said)
        assert found and all(v.startswith(RIGHT) for v in found), f"exercise {number}, right answer: {said}"
        said = answer_exercise(page, answer, check, wrong)
        found = verdicts(said)
        assert found and all(v.startswith(WRONG) for v in found), f"exercise {number}, wrong answer: {said}"
        assert "Traceback" not in said and "Error" not in said, said
