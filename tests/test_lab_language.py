"""JupyterLab in the lessons' languages: ``python3 dev.py lab --lang fr``
opens the French lessons with JupyterLab's menus in French, and the game
page speaks the language asked for. (Starting JupyterLab itself is left to
the browser tests; this checks what the command sets up.)"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import dev
from tutorial import lab as tutorial_lab

ROOT = Path(__file__).resolve().parent.parent


def test_the_language_packs_are_in_the_lab_extra_and_installed():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    lab = pyproject.split("\nlab = [", 1)[1].split("]", 1)[0]
    installed = {e.name for e in entry_points(group="jupyterlab.languagepack")}
    for locale in dev.LAB_LOCALES.values():
        pack = "jupyterlab-language-pack-" + locale.replace("_", "-")
        assert f'"{pack}"' in lab, f"the lab extra lacks {pack}"
        assert re.search(rf"^{pack}==", (ROOT / "binder" / "requirements.txt").read_text(), re.M | re.I)
        assert locale in installed, f"{pack} is not installed in the test environment"


@pytest.mark.parametrize("lang", sorted(dev.LAB_LOCALES))
def test_lab_lang_sets_jupyterlab_s_display_language_and_english_takes_it_back(lang, tmp_path, monkeypatch):
    from jupyterlab_server.settings_utils import _get_overrides

    monkeypatch.setattr(dev, "VENV", tmp_path)
    settings = tmp_path / "share" / "jupyter" / "lab" / "settings"
    dev.set_lab_language(lang)
    overrides, error = _get_overrides(str(settings))  # as JupyterLab's server reads its defaults
    assert not error
    assert overrides["@jupyterlab/translation-extension:plugin"]["locale"] == dev.LAB_LOCALES[lang]
    dev.set_lab_language(None)
    assert _get_overrides(str(settings))[0] == {}


def test_lab_lang_opens_the_translated_first_lesson():
    assert dev.take_lang(["--lang", "fr", "--no-browser"]) == ("fr", ["--no-browser"])
    assert dev.take_lang(["--lang=nl"]) == ("nl", [])
    assert dev.take_lang(["--lang", "en"]) == (None, [])
    assert dev.lesson_in("fr") == ROOT / "notebooks" / "fr" / "00_start_here.ipynb"
    assert dev.lesson_in(None) == ROOT / "notebooks" / "00_start_here.ipynb"
    # python3 dev.py game --lang fr opens the game page in the same way
    assert dev.lesson_in("fr", "10_play_against_bots.ipynb") == ROOT / "notebooks" / "fr" / "10_play_against_bots.ipynb"
    with pytest.raises(SystemExit):
        dev.take_lang(["--lang", "de"])


def test_a_kernel_started_for_a_language_speaks_it():
    code = "import tutorial; from tutorial.checks import check; check('vero', True); print(tutorial.language())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"SWITCHCORE_LANG": "it", "PYTHONPATH": str(ROOT), "PATH": ""}).stdout
    assert out.splitlines() == ["✓ Giusto!", "it"]



def test_the_readme_lesson_table_has_a_column_per_language_linking_every_built_translation():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    header = next(line for line in text.splitlines() if line.startswith("| lesson | what it teaches |"))
    assert header.split("|")[4:8] == [" français ", " italiano ", " Nederlands ", " español "]
    binder = "https://mybinder.org/v2/gh/switchcore/switchcore/HEAD?urlpath="
    for lang in dev.LAB_LOCALES:
        for notebook in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
            target = f"notebooks/{lang}/{notebook.name}"
            # On Binder, through the address that also sets JupyterLab's menus in the lesson's language.
            link = binder + tutorial_lab.route(lang, f"lab/tree/{target}")
            assert f"]({target})" in text and f"]({link})" in text, f"README does not link {target} ({link})"
    linked = re.findall(r"\]\((?:" + re.escape(binder) + r"[^)]*?lab/tree/)?(notebooks/([a-z]{2})/[^)]+\.ipynb)\)", text)
    assert linked
    for target, _lang in linked:
        assert (ROOT / target).is_file(), f"README links {target}, which does not exist"
    # No Binder link opens a translated lesson with JupyterLab's menus left in English.
    for prefix, lang in re.findall(re.escape(binder) + r"([^)]*?)lab/tree/notebooks/([a-z]{2})/", text):
        assert prefix == f"switchcore/{lang}/", f"a Binder link opens notebooks/{lang}/ through {prefix or 'no language'}"


# --- Binder: links that open JupyterLab in a lesson's language (tutorial.lab) ---

def test_the_link_extension_knows_every_lesson_language_and_only_opens_jupyterlab():
    assert tutorial_lab.LAB_LOCALES == {"en": "en", **dev.LAB_LOCALES}
    assert tutorial_lab.route("nl", "lab/tree/notebooks/nl/rules.ipynb") == "switchcore/nl/lab/tree/notebooks/nl/rules.ipynb"
    for lang, path in (("de", "lab"), ("fr", "api/contents"), ("fr", "laboratory")):
        with pytest.raises(ValueError):
            tutorial_lab.route(lang, path)


def test_the_link_extension_is_enabled_where_the_project_is_installed():
    """pyproject.toml installs the shipped server config into
    jupyter_server_config.d, beside JupyterLab's own (Binder's install
    included), and that config enables the extension, a module of the
    notebook layer's package."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    data_files = pyproject.split("[tool.setuptools.data-files]", 1)[1].split("\n[", 1)[0]
    shipped = re.findall(r'^"etc/jupyter/jupyter_server_config.d" = \["([^"]+)"\]$', data_files, re.M)
    assert shipped == ["tutorial/lab/switchcore_lab.json"], shipped
    packages = pyproject.split("[tool.setuptools.packages.find]", 1)[1].split("\n[", 1)[0]
    assert '"tutorial.*"' in packages
    config = json.loads((ROOT / shipped[0]).read_text(encoding="utf-8"))
    assert config == {"ServerApp": {"jpserver_extensions": {"tutorial.lab": True}}}
    assert tutorial_lab._jupyter_server_extension_points() == [{"module": "tutorial.lab"}]


class _LabApp:
    """What set_lab_locale reads of a running JupyterLab: its folders."""

    def __init__(self, settings_dir: Path):
        from jupyterlab.commands import get_app_dir

        self.user_settings_dir = str(settings_dir)
        self.app_settings_dir = str(Path(get_app_dir(), "settings"))
        self.schemas_dir = str(Path(get_app_dir(), "schemas"))
        self.labextensions_path, self.extra_labextensions_path = [], []


def test_the_link_sets_the_learner_s_display_language_as_settings_language_does(tmp_path):
    from jupyterlab_server.settings_utils import get_settings

    app = _LabApp(tmp_path)
    plugin = tmp_path / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    plugin.parent.mkdir(parents=True)
    # What the learner set before stays: here a setting of the same plugin, written with a comment.
    plugin.write_text('{\n  // mine\n  "displayStringsInPseudoLanguage": false\n}\n', encoding="utf-8")
    for lang, locale in (("fr", "fr_FR"), ("es", "es_ES"), ("en", "en")):
        assert tutorial_lab.set_lab_locale(app, tutorial_lab.LAB_LOCALES[lang]) == plugin
        # As JupyterLab's settings API reads it back for the page.
        found, _ = get_settings(app.app_settings_dir, app.schemas_dir, app.user_settings_dir,
                                schema_name=tutorial_lab.TRANSLATION_PLUGIN, labextensions_path=[])
        assert found["settings"] == {"locale": locale, "displayStringsInPseudoLanguage": False}, found


# --- What every install puts beside JupyterLab (pyproject.toml's data-files) ---

def _toml(path: Path) -> dict:
    try:
        import tomllib
    except ImportError:  # Python 3.10: pip carries the same reader
        from pip._vendor import tomli as tomllib
    return tomllib.loads(path.read_text(encoding="utf-8"))


def test_dev_py_reads_the_data_files_table_as_pip_does():
    table = _toml(ROOT / "pyproject.toml")["tool"]["setuptools"]["data-files"]
    expected = sorted((ROOT / name, Path(folder) / Path(name).name) for folder, names in table.items() for name in names)
    assert sorted(dev.lab_files()) == expected
    assert {target.name for _, target in expected} == {"switchcore-widgets.json", "switchcore-news.json",
                                                        "switchcore_lab.json"}


def test_dev_py_puts_jupyterlab_s_settings_and_the_server_config_into_its_environment(tmp_path, monkeypatch):
    """An editable install (what dev.py makes) copies no data-files: dev.py
    writes them into the environment itself, on every command, once."""
    from jupyterlab_server.settings_utils import _get_overrides

    monkeypatch.setattr(dev, "VENV", tmp_path)
    monkeypatch.setattr(dev, "ensure_venv", lambda: tmp_path / "bin" / "python")
    monkeypatch.setattr(dev, "installed", lambda extra: True)  # an environment installed before
    dev.ensure_installed("lab")
    overrides, error = _get_overrides(str(tmp_path / "share" / "jupyter" / "lab" / "settings"))
    assert not error
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
    assert overrides["@jupyterlab/apputils-extension:notification"] == {"fetchNews": "false", "checkForUpdates": False}
    config = json.loads((tmp_path / "etc" / "jupyter" / "jupyter_server_config.d" / "switchcore_lab.json").read_text())
    assert config["ServerApp"]["jpserver_extensions"] == {"tutorial.lab": True}
    assert dev.install_lab_files(tmp_path) == []          # a second run changes nothing
    # A file left from an older version is brought up to date.
    stale = tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.d" / "switchcore-news.json"
    stale.write_text("{}")
    assert dev.install_lab_files(tmp_path) == [stale]
    assert _get_overrides(str(stale.parent.parent))[0]["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


def test_dev_py_lab_starts_jupyterlab_with_no_settings_of_its_own():
    """What JupyterLab reads comes from the environment only, so the browser
    test that starts it with the same command sees what a learner gets."""
    command = dev.lab_command(Path("python"), None, ["--no-browser"])
    assert command[:3] == ["python", "-m", "jupyterlab"]
    assert command[3] == "notebooks/00_start_here.ipynb"
    assert all(arg in ("--no-browser", "--allow-root") for arg in command[4:]), command
