"""Translated lessons come from the English sources and cannot drift.

A lesson is translated paragraph by paragraph (``tools/lesson_translations.py``):
each language has a gettext catalogue per lesson in ``locale/``, and
``notebooks/<lang>/NN_name.ipynb`` is the English notebook with each
paragraph replaced by its translation. These tests check that

* every catalogue has an entry for every English paragraph of today;
* a translated notebook has the English one's cells, code, tags and ids,
  and is what the builder makes from the catalogue today;
* every paragraph of a translated lesson has a translation that is not
  fuzzy, that is not the English itself, and that keeps the paragraph's
  code and links; a changed English paragraph fails, naming the paragraph;
* links in a translated lesson open a notebook that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tools import lesson_translations as lt
from tools.build_lessons import LESSONS

ROOT = Path(__file__).resolve().parent.parent
SOURCES = LESSONS.lessons()
TRANSLATED = sorted((source, lang) for source in SOURCES for lang in lt.LANGUAGES
                    if lt.translated_notebook(source, lang).exists())
UPDATE = "python -m tools.lesson_translations update"


def _ids(params):
    return [f"{lang}-{source.stem}" for source, lang in params]


def _messages(catalogue) -> dict:
    return {m.id: m for m in catalogue if m.id}


# ---------------------------------------------------------------------------
# The catalogues follow the English
# ---------------------------------------------------------------------------

def test_lesson_00_is_translated_into_french():
    assert (SOURCES[0], "fr") in TRANSLATED, "notebooks/fr/00_start_here.ipynb is missing"


@pytest.mark.parametrize("lang", lt.LANGUAGES)
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_catalogue_has_every_english_paragraph_of_today(source, lang):
    catalogue = lt.read(source, lang)
    assert catalogue is not None, f"{lt.catalogue_path(source, lang)} is missing; run {UPDATE}"
    english = [entry.msgid for entry in lt.entries(lt.english(source))]
    found = _messages(catalogue)
    missing = [msgid for msgid in english if msgid not in found]
    gone = [msgid for msgid in found if msgid not in english]
    assert not missing and not gone, (
        f"{lt.catalogue_path(source, lang).relative_to(ROOT)} is older than {source.name}; run {UPDATE} "
        f"{source.name[:2]}\nnew English: {[m[:60] for m in missing]}\nno longer English: {[m[:60] for m in gone]}")


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_splitting_a_lesson_into_paragraphs_loses_nothing(source):
    nb = lt.english(source)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            assert lt.join(lt.markdown_pieces(cell.source)) == cell.source, f"{source.name}, cell {index + 1}"
        else:
            assert lt.translate_code(cell.source, {}) == cell.source, f"{source.name}, cell {index + 1}"
    assert lt.entries(nb), f"{source.name} has nothing to translate"


# ---------------------------------------------------------------------------
# Translated notebooks
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_a_translated_notebook_has_the_cells_and_code_of_the_english_one(source, lang):
    english = lt.english(source)
    translated = nbformat.read(lt.translated_notebook(source, lang), as_version=4)
    cells = lt.without_language_cell(translated)
    shape = [(c.id, c.cell_type, c.metadata.get("tags")) for c in english.cells]
    assert [(c.id, c.cell_type, c.metadata.get("tags")) for c in cells] == shape, (
        f"notebooks/{lang}/{source.stem}.ipynb does not have the cells of {source.name}; "
        f"run python -m tools.build_lessons translations {source.name[:2]} --lang {lang}")
    for index, (mine, theirs) in enumerate(zip(cells, english.cells)):
        if theirs.cell_type == "code":
            assert lt.code_only(mine.source) == lt.code_only(theirs.source), (
                f"{lang}/{source.stem}, cell {index + 1}: the code differs from the English")
        else:
            assert mine.source != theirs.source or not lt.has_words(theirs.source), (
                f"{lang}/{source.stem}, cell {index + 1}: still in English")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_a_translated_notebook_starts_its_code_in_its_language(source, lang):
    cells = nbformat.read(lt.translated_notebook(source, lang), as_version=4).cells
    code = [c for c in cells if c.cell_type == "code"]
    assert [c for c in cells if "language" in c.metadata.get("tags", [])] == code[:1], (
        f"{lang}/{source.stem}: the language cell must be the first code cell, and the only one")
    assert code[0].source == lt.language_cell(lang).source
    assert code[0].source.endswith(f'tutorial.language("{lang}")')
    assert code[0].id == "language" and "language" not in {c.id for c in lt.english(source).cells}


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_a_translated_notebook_is_built_from_its_catalogue_of_today(source, lang):
    path = lt.translated_notebook(source, lang)
    assert not lt.problems(source, lang), "see test_every_paragraph_of_a_translated_lesson_is_translated"
    fresh = lt.translate(lt.english(source), source, lang)
    committed = nbformat.read(path, as_version=4)
    assert [c.source for c in committed.cells] == [c.source for c in fresh.cells], (
        f"notebooks/{lang}/{source.stem}.ipynb is older than its catalogue; "
        f"run python -m tools.build_lessons translations {source.name[:2]} --lang {lang}")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_every_paragraph_of_a_translated_lesson_is_translated(source, lang):
    found = [p for p in lt.problems(source, lang) if p.kind != "english"]
    assert not found, (f"{lt.catalogue_path(source, lang).relative_to(ROOT)}: {len(found)} paragraph(s) of "
                       f"{source.name} have no usable translation:\n{lt.describe(found)}")


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_no_translated_paragraph_is_the_english_one(source, lang):
    found = [p for p in lt.problems(source, lang) if p.kind == "english"]
    assert not found, f"{lt.catalogue_path(source, lang).relative_to(ROOT)}:\n{lt.describe(found)}"


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=_ids(TRANSLATED))
def test_links_in_a_translated_lesson_open_a_notebook(source, lang):
    path = lt.translated_notebook(source, lang)
    nb = nbformat.read(path, as_version=4)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    links = re.findall(r"\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)", text)
    assert links, f"{path.name} links to no other notebook"
    broken = [link for link in links if not (path.parent / link).is_file()]
    assert not broken, f"{lang}/{path.name} links to notebooks that do not exist: {broken}"


@pytest.mark.parametrize("lang", lt.LANGUAGES)
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_finished_translation_is_built(source, lang):
    if lt.translated(source, lang):
        assert lt.translated_notebook(source, lang).exists(), (
            f"{source.stem} is translated into {lang}; run python -m tools.build_lessons translations "
            f"{source.name[:2]} --lang {lang}")


# ---------------------------------------------------------------------------
# The checks notice a change of the English
# ---------------------------------------------------------------------------

SAMPLE = '''# %% [markdown]
"""
# Lesson 42 · A sample

Cards have a **suit** and a rank; see [the rules](rules.ipynb).

1. one item
2. another item
"""

# %%
hand = ["7H", "QS"]  # the cards you hold
check(len(hand), 2, hint='Count the cards in "hand".')
'''
FRENCH = {
    "Lesson 42 · A sample": "Leçon 42 · Un exemple",
    "Cards have a **suit** and a rank; see [the rules](rules.ipynb).":
        "Les cartes ont une **couleur** et une valeur ; voir [les règles](rules.ipynb).",
    "one item": "un élément",
    "another item": "un autre élément",
    "the cards you hold": "les cartes que tu as en main",
    'Count the cards in "hand".': "Compte les cartes de « hand ».",
}


@pytest.fixture
def sample(tmp_path, monkeypatch):
    """A lesson source in a scratch folder, with its French catalogue filled in."""
    monkeypatch.setattr(lt, "LOCALE", tmp_path / "locale")
    monkeypatch.setattr(lt, "LESSONS", tmp_path / "lessons")
    monkeypatch.setattr(lt, "NOTEBOOKS", tmp_path / "notebooks")
    source = tmp_path / "lessons" / "42_sample.py"
    source.parent.mkdir()
    source.write_text(SAMPLE, encoding="utf-8")
    assert lt.update(source, "fr")
    fill_catalogue(source, FRENCH)
    return source


def fill_catalogue(source: Path, words: dict[str, str]) -> None:
    """Write ``words`` (English paragraph: translation) into the French
    catalogue of ``source``, as a translator does."""
    from babel.messages.pofile import read_po, write_po

    path = lt.catalogue_path(source, "fr")
    with path.open("rb") as file:
        catalogue = read_po(file, locale="fr")
    for message in catalogue:
        if message.id in words:
            message.string = words[message.id]
            message.flags.discard("fuzzy")
    with path.open("wb") as file:
        write_po(file, catalogue, include_lineno=False)


def test_a_translation_replaces_the_words_and_keeps_the_code(sample):
    assert lt.problems(sample, "fr") == []
    nb = lt.translate(lt.english(sample), sample, "fr")
    assert nb.cells[1].metadata.tags == ["language"] and nb.cells[1].source.endswith('tutorial.language("fr")')
    del nb.cells[1]
    assert nb.cells[0].source == ("# Leçon 42 · Un exemple\n\n"
                                  "Les cartes ont une **couleur** et une valeur ; voir [les règles](../rules.ipynb).\n\n"
                                  "1. un élément\n2. un autre élément")
    assert nb.cells[1].source == ('hand = ["7H", "QS"]  # les cartes que tu as en main\n'
                                  "check(len(hand), 2, hint='Compte les cartes de « hand ».')")
    assert lt.code_only(nb.cells[1].source) == lt.code_only(lt.english(sample).cells[1].source) == (
        'hand = ["7H", "QS"]\ncheck(len(hand), 2, hint=\'\')')


def test_a_translated_hint_keeps_a_valid_string(sample):
    fill_catalogue(sample, {'Count the cards in "hand".': "Compte l'ensemble des cartes de \"hand\"."})
    code = lt.without_language_cell(lt.translate(lt.english(sample), sample, "fr"))[1].source
    assert code.endswith("hint='Compte l\\'ensemble des cartes de \"hand\".')")
    compile(code, "cell", "exec")


def test_a_changed_english_paragraph_fails_by_name_until_translated_again(sample):
    changed = "another item, the last"
    sample.write_text(SAMPLE.replace("another item", changed), encoding="utf-8")
    assert [(p.kind, p.msgid) for p in lt.problems(sample, "fr")] == [("missing", changed)]
    assert "not in the catalogue" in lt.describe(lt.problems(sample, "fr")) and changed in lt.describe(
        lt.problems(sample, "fr"))
    lt.update(sample, "fr")
    message = lt.read(sample, "fr").get(changed)
    assert message.fuzzy and message.string == "un autre élément"
    assert f'#| msgid "another item"\nmsgid "{changed}"' in lt.catalogue_path(sample, "fr").read_text("utf-8")
    assert [(p.kind, p.msgid) for p in lt.problems(sample, "fr")] == [("fuzzy", changed)]
    fill_catalogue(sample, {changed: "un autre élément, le dernier"})
    assert lt.problems(sample, "fr") == []


def test_a_translation_that_is_the_english_or_drops_a_link_is_refused(sample):
    fill_catalogue(sample, {"one item": "one item",
                        "Cards have a **suit** and a rank; see [the rules](rules.ipynb).": "Les cartes ont une couleur."})
    assert sorted((p.kind, p.msgid) for p in lt.problems(sample, "fr")) == [
        ("code", "Cards have a **suit** and a rank; see [the rules](rules.ipynb)."), ("english", "one item")]


def test_an_update_twice_changes_nothing(sample):
    assert not lt.update(sample, "fr")


def test_a_functions_docstring_is_translated_and_its_code_kept():
    code = 'def suit_of(card):\n    """The suit letter of a card: suit_of("7H") is "H"."""\n    return card[-1]\n'
    texts = lt.code_texts(code)
    assert [t.entry.msgid for t in texts] == ['The suit letter of a card: suit_of("7H") is "H".']
    french = lt.translate_code(code, {texts[0].entry.msgid: 'La lettre de la couleur : suit_of("7H") vaut "H".'})
    assert french.splitlines()[1] == '    """La lettre de la couleur : suit_of("7H") vaut "H"."""'
    ending = lt.translate_code(code, {texts[0].entry.msgid: 'Elle finit par "H"'})  # no """" in the code
    assert compile(ending, "cell", "exec") and eval(ending.splitlines()[1].strip()) == 'Elle finit par "H"'
    assert lt.code_only(french) == lt.code_only(code)
    assert lt.code_texts('x = """not a docstring"""\n') == []
