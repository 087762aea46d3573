"""JupyterLab in the lessons' languages: ``python3 dev.py lab --lang fr``
opens the French lessons with JupyterLab's menus in French, and the game
page speaks the language asked for. (Starting JupyterLab itself is left to
the browser tests; this checks what the command sets up.)"""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import dev

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
    assert dev.first_lesson("fr") == ROOT / "notebooks" / "fr" / "00_start_here.ipynb"
    assert dev.first_lesson(None) == ROOT / "notebooks" / "00_start_here.ipynb"
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
    binder = "https://mybinder.org/v2/gh/switchcore/switchcore/HEAD?urlpath=lab/tree/"
    for lang in dev.LAB_LOCALES:
        for notebook in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
            target = f"notebooks/{lang}/{notebook.name}"
            assert f"]({target})" in text and f"]({binder}{target})" in text, f"README does not link {target}"
    for target in re.findall(r"\]\((?:" + re.escape(binder) + r")?(notebooks/[a-z]{2}/[^)]+\.ipynb)\)", text):
        assert (ROOT / target).is_file(), f"README links {target}, which does not exist"
