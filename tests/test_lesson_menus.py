"""A translated lesson names JupyterLab's menus as the learner sees them.

A learner whose link opens JupyterLab in their language sees its menus
translated by the JupyterLab language pack of that language (a dependency
of the project), or in English where the pack leaves a label untranslated.
A lesson that tells them to use **Kernel → Restart Kernel and Run All
Cells…** must write that path in the same words, so these tests read the
words from the installed language packs, the way JupyterLab does:

* the first part of a path is a menu of the menu bar, whose title JupyterLab
  translates in the ``menu`` context;
* the other parts are menu items, whose labels it translates with no context;
* a label the pack does not translate stays in English.

In a translated paragraph, every bold menu path (``**A → B**``) must be a
path of its English paragraph in the language pack's words. The English
path may follow in italics, for a learner whose JupyterLab stays English;
any other emphasised menu path is a made-up translation and fails.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser import lab
from tools import lesson_translations as lt
from tools.build_lessons import LESSONS

SOURCES = LESSONS.lessons()
LOCALES = {"fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "es": "es_ES"}
ARROW = "→"
BOLD = re.compile(r"\*\*(.+?)\*\*", re.S)
ITALIC = re.compile(r"(?<!\*)\*(?!\*)([^*]+?)(?<!\*)\*(?!\*)")


def shown(lang: str, label: str, context: str | None = None) -> str:
    """``label`` as JupyterLab shows it in ``lang``."""
    return lab.pack_word(LOCALES[lang], label, context)


def parts(path: str) -> list[str]:
    return [" ".join(part.split()) for part in path.split(ARROW)]


def menu_paths(text: str, pattern: re.Pattern = BOLD) -> list[list[str]]:
    """The menu paths (``A → B``) written in ``text`` with ``pattern``'s emphasis."""
    return [parts(span) for span in pattern.findall(text) if ARROW in span]


def in_lab(lang: str, path: list[str]) -> list[str]:
    """The English menu path ``path`` as JupyterLab shows it in ``lang``."""
    menu, *items = path
    return [shown(lang, menu, "menu"), *(shown(lang, item) for item in items)]


def problems(source: Path, lang: str) -> list[str]:
    """What is wrong with the menu paths of the catalogue of ``source`` in ``lang``."""
    catalogue = lt.read(source, lang)
    if catalogue is None:
        return []
    found = []
    for message in catalogue:
        if not message.id or not message.string or ARROW not in message.string:
            continue
        english = menu_paths(message.id)
        wanted = [in_lab(lang, path) for path in english]
        written = menu_paths(message.string)
        for path in written:
            if path not in wanted:
                found.append(f"**{' → '.join(path)}** should be one of "
                             f"{[' → '.join(p) for p in wanted]} in {message.id!r}")
        for path in wanted:
            if path not in written:
                found.append(f"missing **{' → '.join(path)}** in the translation of {message.id!r}")
        for path in menu_paths(message.string, ITALIC):
            if path not in english and path not in wanted:
                found.append(f"*{' → '.join(path)}* is neither JupyterLab's words nor the English "
                             f"in the translation of {message.id!r}")
    return found


@pytest.mark.parametrize("lang", lt.LANGUAGES)
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_translated_lesson_names_the_menus_in_the_words_of_jupyterlab(source, lang):
    found = problems(source, lang)
    assert not found, f"{lt.catalogue_path(source, lang)}:\n" + "\n".join(found)


def test_the_language_packs_translate_the_menus_the_lessons_name():
    # The lessons' one menu path, as each pack shows it: a pack that
    # changes these words changes what the lessons must say.
    path = ["Kernel", "Restart Kernel and Run All Cells…"]
    assert in_lab("fr", path) == ["Noyau", "Redémarrer le noyau et exécuter toutes les cellules…"]
    assert in_lab("it", path) == ["Kernel", "Riavvia Kernel ed Esegui Tutte le Celle…"]
    assert in_lab("es", path) == ["Kernel", "Reiniciar intérprete y ejecutar todas las celdas"]
    assert in_lab("nl", path) == path


def test_a_menu_path_in_english_fails_where_the_pack_translates_it(tmp_path, monkeypatch):
    english = "**Kernel → Restart Kernel and Run All Cells…** gives you a clean start."
    po = tmp_path / "it.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'msgid "{english}"\nmsgstr "**Kernel → Restart Kernel and Run All Cells…** ti fa ripartire da zero."\n',
        encoding="utf-8")
    monkeypatch.setattr(lt, "catalogue_path", lambda source, lang: po)
    assert any("Riavvia Kernel ed Esegui Tutte le Celle…" in problem for problem in problems(SOURCES[0], "it"))
    po.write_text(po.read_text(encoding="utf-8").replace(
        "msgstr \"**Kernel → Restart Kernel and Run All Cells…**",
        "msgstr \"**Kernel → Riavvia Kernel ed Esegui Tutte le Celle…**"), encoding="utf-8")
    assert problems(SOURCES[0], "it") == []
