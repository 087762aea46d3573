#!/usr/bin/env python3
"""Set up switchcore and run it, with nothing but Python 3.10+.

    python3 dev.py lab [--lang fr]   open the lessons in JupyterLab; with
                                     --lang (fr, it, nl, es), the lessons in
                                     that language and JupyterLab's menus too
    python3 dev.py game [--lang fr] [ARGS]
                                  play against the bots on a web page without
                                  code (lesson 10 in Voila; ARGS go to voila)
    python3 dev.py test [ARGS]    run the whole test suite (ARGS go to pytest)
    python3 dev.py site [ARGS]    build the lessons as a static JupyterLite site
                                  in _site/ (ARGS go to tools/site/build.py)

Each command creates a virtual environment in .venv next to this file on
first use and installs the project into it (editable). Later runs skip the
install unless pyproject.toml changed or a package folder appeared.
Delete .venv to start over.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
MIN_PYTHON = (3, 10)
# Bump when the install recipe below changes, so old stamps are ignored.
RECIPE = "2"
# Extras that include other extras: an environment set up for "test" also
# serves "lab".
IMPLIED_BY = {"lab": ("lab", "test"), "test": ("test",), "site": ("site", "test")}
# The project's top-level packages. An editable install maps only those
# present when it ran, so a package that appears later means a reinstall.
PACKAGES = ("switchcore", "classroom", "tutorial", "grading")
# The lessons' languages besides English, and the locale of JupyterLab's
# language pack for each (jupyterlab-language-pack-fr-FR ..., in the lab extra).
LAB_LOCALES = {"fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "es": "es_ES"}
# Where JupyterLab reads default settings in the environment: a file of ours
# in overrides.d sets the display language, and is removed for English.
LAB_LANGUAGE_FILE = Path("share", "jupyter", "lab", "settings", "overrides.d", "switchcore-language.json")
#: The table of pyproject.toml whose files an install puts beside JupyterLab
#: (its default settings, the server config that enables tutorial.lab).
DATA_FILES_TABLE = "[tool.setuptools.data-files]"
#: The versions Binder installs (binder/requirements.txt): every environment
#: dev.py makes is held to them, so the lessons a learner opens here, the
#: tests and Binder run the same JupyterLab, widgets and checkers.
PINS = Path("binder", "requirements.txt")
BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def say(message: str) -> None:
    print(f"[dev.py] {message}", flush=True)


def die(message: str, code: int = 1) -> NoReturn:
    print(f"[dev.py] ERROR: {message}", file=sys.stderr, flush=True)
    raise SystemExit(code)


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def run(cmd: list[str], **kwargs) -> int:
    return subprocess.run(cmd, **kwargs).returncode


def run_in_foreground(cmd: list[str], **kwargs) -> int:
    """Run a long command that handles Ctrl+C itself (JupyterLab asks for
    confirmation, pytest tears its fixtures down): wait for it to finish
    instead of killing it when Ctrl+C reaches this script too."""
    process = subprocess.Popen(cmd, **kwargs)
    while True:
        try:
            return process.wait()
        except KeyboardInterrupt:
            continue


# --------------------------------------------------------------------------
# The virtual environment
# --------------------------------------------------------------------------

def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def venv_works() -> bool:
    python = venv_python()
    if not python.exists():
        return False
    check = "import sys; assert sys.version_info >= %r" % (MIN_PYTHON,)
    return run([str(python), "-c", check], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0


def ensure_venv() -> Path:
    if sys.version_info < MIN_PYTHON:
        die(
            "switchcore needs Python %d.%d or newer; this is %s. "
            "Run dev.py with a newer python3." % (*MIN_PYTHON, platform.python_version())
        )
    if venv_works():
        return venv_python()
    if VENV.exists():
        say(f"{VENV.name} is broken or too old; making a new one")
        shutil.rmtree(VENV)
    say(f"Creating a virtual environment in {VENV.name} with Python {platform.python_version()}")
    result = subprocess.run(
        [sys.executable, "-m", "venv", str(VENV)], capture_output=True, text=True
    )
    if result.returncode != 0 or not venv_works():
        shutil.rmtree(VENV, ignore_errors=True)
        details = (result.stderr or result.stdout).strip()
        hint = ""
        if "ensurepip" in details:
            hint = (
                "\nOn Debian or Ubuntu install the venv module first: "
                "sudo apt-get install python3-venv"
            )
        die(f"could not create {VENV.name}:\n{details}{hint}")
    return venv_python()


def install_fingerprint(extra: str) -> str:
    digest = hashlib.sha256()
    digest.update(RECIPE.encode())
    digest.update(extra.encode())
    digest.update(str(ROOT).encode())
    digest.update((ROOT / "pyproject.toml").read_bytes())
    digest.update((ROOT / PINS).read_bytes())
    for package in PACKAGES:
        digest.update(f"{package}:{(ROOT / package / '__init__.py').exists()}".encode())
    return digest.hexdigest()


def stamp_path(extra: str) -> Path:
    return VENV / f".switchcore-installed-{extra}"


def installed(extra: str) -> bool:
    for candidate in IMPLIED_BY[extra]:
        stamp = stamp_path(candidate)
        try:
            if stamp.read_text().strip() == install_fingerprint(candidate):
                return True
        except OSError:
            pass
    return False


def ensure_installed(extra: str) -> Path:
    python = ensure_venv()
    if installed(extra):
        install_lab_files()  # an environment made before they were listed gets them too
        return python
    say(f"Installing switchcore[{extra}] into {VENV.name} (the first time takes a few minutes)")
    for stale in VENV.glob(".switchcore-installed-*"):
        stale.unlink()
    cmd = [str(python), "-m", "pip", "install", "--disable-pip-version-check"]
    if in_ci():
        cmd.append("--progress-bar=off")
    cmd += ["-c", str(PINS), "-e", f".[{extra}]"]
    if run(cmd, cwd=ROOT) != 0:
        die(f"pip could not install switchcore[{extra}]; see the messages above")
    stamp_path(extra).write_text(install_fingerprint(extra) + "\n")
    install_lab_files()
    return python


def lab_files() -> list[tuple[Path, Path]]:
    """``(file of the project, where it goes under an environment's
    prefix)`` for each file of pyproject.toml's data-files table.

    The table is read line by line (``"folder" = ["file", ...]``), since
    Python 3.10 has no TOML reader."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = text.split(DATA_FILES_TABLE, 1)[1].split("\n[", 1)[0]
    found = []
    for line in table.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        folder, _, files = line.partition("=")
        for name in json.loads(files):
            source = ROOT / name
            found.append((source, Path(json.loads(folder)) / source.name))
    return found


def install_lab_files(prefix: Path | None = None) -> list[Path]:
    """Copy the data-files of pyproject.toml into the environment at
    ``prefix`` (the virtual environment by default), where JupyterLab and
    its server read them; return the files written. An editable install
    (``pip install -e``, which :func:`ensure_installed` makes) leaves
    data-files out, a regular one (Binder's) puts them there itself: either
    way the environment ends with the same files. A file already as it
    should be is left alone, so running this again changes nothing."""
    prefix = VENV if prefix is None else prefix
    written = []
    for source, relative in lab_files():
        target = prefix / relative
        content = source.read_bytes()
        if target.is_file() and target.read_bytes() == content:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        written.append(target)
    return written


# --------------------------------------------------------------------------
# Chromium, for the browser tests
# --------------------------------------------------------------------------

def find_browser() -> str | None:
    override = os.environ.get("SWITCHCORE_BROWSER")
    if override:
        return override if Path(override).exists() else shutil.which(override)
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def is_debian_like() -> bool:
    try:
        text = Path("/etc/os-release").read_text()
    except OSError:
        return False
    fields = {}
    for line in text.splitlines():
        key, _, value = line.partition("=")
        fields[key] = value.strip().strip('"').lower()
    ids = {fields.get("ID", "")} | set(fields.get("ID_LIKE", "").split())
    return bool(ids & {"debian", "ubuntu"})


def ensure_browser() -> None:
    if find_browser():
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if sys.platform.startswith("linux") and is_root and is_debian_like() and shutil.which("apt-get"):
        say("Chromium is missing; installing the distribution's package (apt-get)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        ok = run(["apt-get", "update"], env=env) == 0
        ok = ok and run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env) == 0
        if not ok:
            say("apt-get could not install chromium")
    if find_browser():
        return
    message = (
        "Chromium was not found, so the browser tests cannot run. Install it "
        "(Debian/Ubuntu: apt-get install chromium) or point SWITCHCORE_BROWSER "
        "at a Chromium or Chrome executable."
    )
    if in_ci():
        die(message)
    say("WARNING: " + message + " They will be skipped.")


# --------------------------------------------------------------------------
# hunspell and its dictionaries, for the spelling check of the catalogues
# --------------------------------------------------------------------------

#: The Debian packages of the spelling check: hunspell and one dictionary per language of the lessons.
SPELLING_PACKAGES = ("hunspell", "hunspell-fr", "hunspell-it", "hunspell-nl", "hunspell-es")
#: The dictionaries those packages install (in /usr/share/hunspell).
DICTIONARIES = ("fr_FR", "it_IT", "nl_NL", "es_ES")


def has_dictionaries() -> bool:
    folder = Path("/usr/share/hunspell")
    return bool(shutil.which("hunspell")) and all((folder / f"{name}.dic").exists() for name in DICTIONARIES)


def ensure_dictionaries() -> None:
    if has_dictionaries():
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if sys.platform.startswith("linux") and is_root and is_debian_like() and shutil.which("apt-get"):
        say("hunspell or a dictionary is missing; installing the distribution's packages (apt-get)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        ok = run(["apt-get", "update"], env=env) == 0
        ok = ok and run(["apt-get", "install", "-y", "--no-install-recommends", *SPELLING_PACKAGES], env=env) == 0
        if not ok:
            say("apt-get could not install " + " ".join(SPELLING_PACKAGES))
    if has_dictionaries():
        return
    message = (
        "hunspell and its French, Italian, Dutch and Spanish dictionaries were not found, so the "
        "spelling check of the catalogues cannot run. Install them (Debian/Ubuntu: apt-get install "
        + " ".join(SPELLING_PACKAGES) + ")."
    )
    if in_ci():
        die(message)
    say("WARNING: " + message + " The spelling tests will be skipped.")


# --------------------------------------------------------------------------
# npm, for the JupyterLite site (Pyodide's core is an npm package)
# --------------------------------------------------------------------------

def ensure_npm() -> None:
    if shutil.which("npm"):
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if sys.platform.startswith("linux") and is_root and is_debian_like() and shutil.which("apt-get"):
        say("npm is missing; installing the distribution's package (apt-get)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        ok = run(["apt-get", "update"], env=env) == 0
        ok = ok and run(["apt-get", "install", "-y", "--no-install-recommends", "npm"], env=env) == 0
        if not ok:
            say("apt-get could not install npm")
    if shutil.which("npm"):
        return
    message = (
        "npm was not found, so the JupyterLite site cannot be built (Pyodide's core "
        "comes from the npm package pyodide). Install Node.js and npm "
        "(Debian/Ubuntu: apt-get install npm)."
    )
    if in_ci():
        die(message)
    say("WARNING: " + message + " The site tests will be skipped.")


# --------------------------------------------------------------------------
# Commands
# --------------------------------------------------------------------------

def take_lang(args: list[str]) -> tuple[str | None, list[str]]:
    """The value of --lang (or --lang=xx) among ``args``, and the other arguments."""
    rest, lang = [], None
    items = iter(args)
    for arg in items:
        if arg == "--lang":
            lang = next(items, None)
            if lang is None:
                die("--lang needs a language: " + ", ".join(LAB_LOCALES))
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
        else:
            rest.append(arg)
    if lang == "en":
        lang = None
    if lang is not None and lang not in LAB_LOCALES:
        die(f"--lang {lang}: the lessons are in en, " + ", ".join(LAB_LOCALES))
    return lang, rest


def set_lab_language(lang: str | None) -> None:
    """Make JupyterLab's menus in ``lang`` (English for None) by default in
    the environment: the translation extension's ``locale`` setting, through
    an overrides file. A language a learner picks in Settings > Language
    still wins."""
    path = VENV / LAB_LANGUAGE_FILE
    if lang is None:
        if path.exists():
            path.unlink()
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    setting = {"@jupyterlab/translation-extension:plugin": {"locale": LAB_LOCALES[lang]}}
    path.write_text(json.dumps(setting, indent=2) + "\n", encoding="utf-8")


def lesson_in(lang: str | None, name: str = "00_start_here.ipynb") -> Path:
    """The lesson ``name`` in ``lang`` when it is translated, else in English."""
    english = ROOT / "notebooks" / name
    if lang is None:
        return english
    translated = ROOT / "notebooks" / lang / english.name
    if not translated.exists():
        say(f"notebooks/{lang}/{english.name} is not built yet: opening the English lesson")
        return english
    return translated


def lab_command(python: Path, lang: str | None, args: list[str], *, root: Path = ROOT) -> list[str]:
    """The command that starts JupyterLab in the folder ``root`` (run it
    there) on the first lesson in ``lang``, with ``args`` for JupyterLab.
    It adds no settings of its own: JupyterLab reads those the environment
    holds (:func:`install_lab_files`, :func:`set_lab_language`), so a test
    that starts it this way sees what a learner gets."""
    start = lesson_in(lang).relative_to(ROOT)
    target = [str(start)] if (root / start).exists() else []
    if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in args:
        target.append("--allow-root")
    return [str(python), "-m", "jupyterlab", *target, *args]


def cmd_lab(args: list[str]) -> int:
    lang, args = take_lang(args)
    python = ensure_installed("lab")
    set_lab_language(lang)
    say("Starting JupyterLab; press Ctrl+C twice to stop it")
    return run_in_foreground(lab_command(python, lang, args), cwd=ROOT)


def cmd_game(args: list[str]) -> int:
    lang, args = take_lang(args)
    python = ensure_installed("lab")
    notebook = lesson_in(lang, "10_play_against_bots.ipynb")
    if not notebook.exists():
        die(f"{notebook.relative_to(ROOT)} is missing")
    env = dict(os.environ)
    # Quiet a debugger warning that every kernel prints on Python 3.11+.
    env.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    if lang is not None:
        env["SWITCHCORE_LANG"] = lang  # the kernel's tutorial speaks it (see tutorial.language)
    say("Starting the game page (Voila); press Ctrl+C to stop it")
    return run_in_foreground(game_command(python, notebook.relative_to(ROOT), args), cwd=ROOT, env=env)


def game_command(python: Path, notebook: Path, args: list[str]) -> list[str]:
    """The command that shows ``notebook`` as a page without code (Voila),
    with ``args`` for Voila; the browser test of the game page starts it
    the same way."""
    return [str(python), "-m", "voila", str(notebook), "--strip_sources=True", *args]


def cmd_site(args: list[str]) -> int:
    python = ensure_installed("site")
    ensure_npm()
    if not shutil.which("npm"):
        die("npm is needed to build the site; see the warning above")
    return run([str(python), str(ROOT / "tools" / "site" / "build.py"), *args], cwd=ROOT)


def parallel(args: list[str]) -> list[str]:
    """pytest-xdist's options for a run on every core (up to 4), unless the
    arguments choose for themselves. Each test file (or class) keeps to one
    process, so what a file sets up once (a server, the site, a sum of
    figures) is set up once."""
    workers = min(os.cpu_count() or 1, 4)
    chosen = any(a in ("-n", "--numprocesses", "no:xdist") or a.startswith(("-n", "--numprocesses=")) for a in args)
    return [] if chosen or workers < 2 else ["-n", str(workers), "--dist", "loadscope"]


def cmd_test(args: list[str]) -> int:
    python = ensure_installed("test")
    ensure_browser()
    ensure_npm()
    ensure_dictionaries()
    env = dict(os.environ)
    browser = find_browser()
    if browser:
        env["SWITCHCORE_BROWSER"] = browser
    # Quiet a debugger warning that every kernel prints on Python 3.11+.
    env.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    # The whole suite ends with its slowest tests, to show where time goes.
    args = parallel(args) + ([] if args else ["--durations=15"]) + args
    cmd = [str(python), "-m", "pytest", *args]
    say("Running " + " ".join(["pytest", *args]))
    code = run_in_foreground(cmd, cwd=ROOT, env=env)
    if code == 5:
        if args:
            say("pytest collected no tests for the arguments given")
        else:
            say("pytest collected no tests at all: the suite is broken")
            return 1
    return code


COMMANDS = {"lab": cmd_lab, "game": cmd_game, "test": cmd_test, "site": cmd_site}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__.strip())
        return 0 if argv and argv[0] in {"-h", "--help", "help"} else 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
