"""The lessons in other languages, paragraph by paragraph, as Sphinx documents
are translated (sphinx-intl).

Each lesson has one gettext catalogue per language,
``sources/locale/<lang>/LC_MESSAGES/lessons/NN_name.po``, read and written with
Babel, so a teacher can correct or add a language with the usual tools
(Poedit, Weblate, any text editor). Its entries are the words a learner
reads in ``sources/lessons/NN_name.py``:

* every block of a Markdown cell: a paragraph, a heading (without its
  ``#``), a table (whole, with its ``|``), one item of a list (without its
  ``1.`` or ``-``), a block quote (without its ``>``);
* in code cells, every comment (the text after ``#``), a function's
  one-line docstring, and the text of a check's ``hint="..."`` and a
  chart's ``title="..."``.

Code is never an entry: the rest of the code cells, HTML blocks, fenced
code, and blocks with no word in them (only code, symbols or links) are
shared, not copied. Other strings in code are data (cards, moves, names of
positions) and stay as they are.
``notebooks/<lang>/NN_name.ipynb`` is the English notebook with each entry
replaced by its translation, so its cells, code, tags and exercises are the
English ones and cannot drift; one cell is added before the first code
cell, the language cell (tag ``language``), which calls
``tutorial.language("fr")`` so that the lesson's code speaks French too. In a translated notebook, a link to another
lesson opens that lesson in the same language when it is translated, and
the English one (``../``) until then.

A lesson is translated into a language when every entry of its catalogue
has a translation that is not marked fuzzy; only then is its notebook
built. When the English changes, ``update`` gives the catalogues the new
paragraphs: an entry whose English changed a little keeps its old
translation marked fuzzy (with the previous English beside it, ``#|``),
a new one starts empty, and one that is gone is kept at the end of the
file (``#~``) for reuse. The tests then fail for every translated lesson
until the translation is brought up to date and the notebook rebuilt.

    python -m tools.lesson_translations update              # every lesson, every language
    python -m tools.lesson_translations update 03 --lang fr
    python -m tools.lesson_translations status              # how far each catalogue is
    python -m tools.lesson_translations update 02 --lang fr --course

The course "Python with cards" is translated the same way, one catalogue
per course lesson, ``sources/locale/<lang>/LC_MESSAGES/course/NN_slug.po``
(``--course``). Its translated model notebooks form a course folder of
their own for nbgrader, ``course/<lang>/source/NN_slug/NN_slug.ipynb``,
from which nbgrader makes the learners' copies in
``course/<lang>/release/``; the code cells, and so the exercises, answers,
tests and their ids and points, are the English ones.
"""

from __future__ import annotations

import argparse
import ast
import copy
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "sources" / "locale"
NOTEBOOKS = ROOT / "notebooks"
LESSONS = ROOT / "sources" / "lessons"
#: The course "Python with cards": its sources, and the folder of each
#: language's nbgrader tree (``course/<lang>/source/NN_slug/NN_slug.ipynb``).
COURSE_LESSONS = ROOT / "course" / "lessons"
COURSE = ROOT / "course"
#: The languages the rules this package teaches were written in, in the README's order.
LANGUAGES = ("fr", "it", "nl", "es")
LANGUAGE_NAMES = {"fr": "French", "it": "Italian", "nl": "Dutch", "es": "Spanish"}
WIDTH = 76  # .po line width, as pybabel writes


# ---------------------------------------------------------------------------
# Entries: the words of a lesson
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Entry:
    """A piece of a cell that is translated: ``msgid``, laid out with
    ``first`` before its first line and ``rest`` before each other line."""

    msgid: str
    first: str = ""
    rest: str = ""
    what: str = "a paragraph"  # said to the translator as an extracted comment

    def render(self, text: str) -> str:
        lines = text.split("\n")
        out = [self.first + lines[0]]
        out += [self.rest + line if line else self.rest.rstrip() for line in lines[1:]]
        return "\n".join(out)


_WORD = re.compile(r"[^\W\d_]{2,}")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_LINK_TARGET = re.compile(r"\]\(([^)\s]*)\)")
_HTML_TAG = re.compile(r"<[^>]*>")
_LIST_MARKER = re.compile(r"^([-*+]|\d{1,9}[.)])( +)")
_HEADING = re.compile(r"^(#{1,6} +)(.*?)$")


def has_words(text: str) -> bool:
    """Whether ``text`` holds words to translate once code spans, link
    targets and HTML tags are left out."""
    text = _LINK_TARGET.sub("]", _CODE_SPAN.sub(" ", _HTML_TAG.sub(" ", text)))
    return bool(_WORD.search(text))


def code_and_links(text: str) -> tuple[list[str], list[str]]:
    """The code spans and link targets of a paragraph, sorted: a translation
    keeps them all."""
    return sorted(m[2] for m in _CODE_SPAN.finditer(text)), sorted(_LINK_TARGET.findall(text))


def _markdown():
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table")


def _entry(lines: list[str], first: str, rest: str, what: str) -> Entry | None:
    """The entry for ``lines`` with that layout, or None if the lines are not
    laid out so (then the block is taken whole)."""
    if not lines or not lines[0].startswith(first):
        return None
    body = [lines[0][len(first):]]
    for line in lines[1:]:
        if line == rest.rstrip() or not line.strip():
            body.append("")
        elif line.startswith(rest):
            body.append(line[len(rest):])
        else:
            return None
    entry = Entry("\n".join(body), first, rest, what)
    return entry if entry.render(entry.msgid) == "\n".join(lines) else None


def _block(lines: list[str], kind: str) -> list:
    """The pieces of one top-level Markdown block."""
    text = "\n".join(lines)
    if kind in ("html_block", "fence", "code_block", "hr") or not has_words(text):
        return [text]
    entry = None
    if kind == "heading_open" and len(lines) == 1:
        match = _HEADING.match(lines[0])
        if match:
            entry = Entry(match[2], match[1], "", "a heading: keep it on one line")
    elif kind == "blockquote_open":
        entry = _entry(lines, "> ", "> ", "a block quote")
    elif kind == "table_open":
        entry = Entry(text, what="a table: keep its | and its --- line")
    return [entry or Entry(text)]


def _list_pieces(lines: list[str], start: int, items: list[tuple[int, int]]) -> list | None:
    """One entry per item of a list starting at line ``start``, or None when
    an item is laid out in a way this does not handle (the list is then one
    entry)."""
    pieces: list = []
    at = start
    for begin, end in items:
        if begin > at:
            pieces.append("\n".join(lines[at:begin]))
        item = lines[begin:end]
        while item and not item[-1].strip():
            item.pop()
        match = _LIST_MARKER.match(item[0]) if item else None
        if not match:
            return None
        entry = _entry(item, match[0], " " * len(match[0]), "one item of a list")
        if entry is None:
            return None
        pieces.append(entry if has_words(entry.msgid) else "\n".join(item))
        at = begin + len(item)
    return pieces + (["\n".join(lines[at:items[-1][1]])] if at < items[-1][1] else [])


def markdown_pieces(text: str) -> list:
    """A Markdown cell as literal text and entries; joined back with the
    English (``join(pieces, {})``) they give ``text`` exactly."""
    lines = text.split("\n")
    tokens = _markdown().parse(text)
    pieces: list = []
    at = 0
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1 or not token.map:
            continue
        begin, end = token.map
        block = lines[begin:end]
        while block and not block[-1].strip():
            block.pop()
        end = begin + len(block)
        if begin > at:
            pieces.append("\n".join(lines[at:begin]))
        found = None
        if token.type in ("bullet_list_open", "ordered_list_open"):
            items = [(t.map[0], t.map[1]) for t in tokens[index:] if t.type == "list_item_open" and t.level == 1]
            items = [(b, min(e, end)) for b, e in items if begin <= b < end]
            found = _list_pieces(lines, begin, items) if items else None
        pieces += found if found is not None else _block(block, token.type)
        at = end
    if at < len(lines):
        pieces.append("\n".join(lines[at:]))
    return _with_newlines(pieces, text)


def _with_newlines(pieces: list, text: str) -> list:
    """Put the line breaks between consecutive pieces back as literal text."""
    out: list = []
    for piece in pieces:
        if out:
            out.append("\n")
        out.append(piece)
    if join(out) != text:  # a layout this module does not know: the whole cell is one entry
        return [Entry(text)] if has_words(text) else [text]
    return out


def join(pieces: list, translations: dict[str, str] | None = None) -> str:
    """The text of ``pieces`` with each entry's translation (the English
    where ``translations`` has none)."""
    translations = translations or {}
    return "".join(p if isinstance(p, str) else p.render(translations.get(p.msgid, p.msgid)) for p in pieces)


#: Keyword arguments whose text a learner reads: a check's hint, a chart's title.
TEXT_ARGUMENTS = ("hint", "title")


@dataclass(frozen=True)
class CodeText:
    """Words in a code cell: a comment (``#`` to the end of its line), a
    one-line docstring or the string given to one of :data:`TEXT_ARGUMENTS`, on line ``line``
    (counted from 0) between columns ``start`` and ``end``."""

    line: int
    start: int
    end: int
    entry: Entry
    quote: str = ""  # a string's quotes (one character, or three for a docstring); "" for a comment

    def render(self, text: str) -> str:
        if not self.quote:
            return self.entry.first + text
        if self.quote in text or "\\" in text or "\n" in text or (len(self.quote) == 3 and text.endswith(self.quote[0])):
            return repr(text)
        return self.quote + text + self.quote

    @property
    def placeholder(self) -> str:
        """What stands for it when code is compared with the English code."""
        return self.quote * 2


#: nbgrader's markers in a code cell, which nbgrader reads: never translated.
_NBGRADER_MARK = re.compile(r"(BEGIN|END) (SOLUTION|HIDDEN TESTS)")


def code_texts(source: str) -> list[CodeText]:
    """The comments of a code cell, and the strings of its hints and titles,
    that hold words; none when the cell is not plain Python (a magic or a
    shell line)."""
    found = []
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
                  if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []
    for index, token in enumerate(tokens):
        (line, start), (end_line, end) = token.start, token.end
        if token.type == tokenize.COMMENT:
            match = re.match(r"#+ *", token.string)
            text = token.string[match.end():]
            if has_words(text) and not re.match(r"(noqa|type:|pragma|fmt:)", text) and not _NBGRADER_MARK.fullmatch(text):
                found.append(CodeText(line - 1, start, end, Entry(text, match[0], what="a comment in the code")))
        elif (token.type == tokenize.STRING and index >= 2 and line == end_line
              and tokens[index - 1].string == "=" and tokens[index - 2].string in TEXT_ARGUMENTS
              and token.string[0] in "'\""
              and not (index + 1 < len(tokens) and tokens[index + 1].type == tokenize.STRING)):
            text = ast.literal_eval(token.string)
            if has_words(text) and token.string[1:-1] == text:
                what = f"the {tokens[index - 2].string} a learner reads; keep it short"
                found.append(CodeText(line - 1, start, end, Entry(text, what=what), quote=token.string[0]))
        elif (token.type == tokenize.STRING and index >= 1 and tokens[index - 1].string == ":"
              and line > tokens[index - 1].start[0] and line == end_line and token.string[:3] in ('"""', "'''")):
            text = ast.literal_eval(token.string)  # a one-line docstring, the first line of a function's body
            if has_words(text) and token.string[3:-3] == text:
                found.append(CodeText(line - 1, start, end, Entry(text, what="a function's docstring"),
                                      quote=token.string[:3]))
    return found


def translate_code(source: str, translations: dict[str, str]) -> str:
    """A code cell with its comments, hints and titles translated, and the
    rest of its code unchanged."""
    lines = source.split("\n")
    for text in sorted(code_texts(source), key=lambda t: (t.line, -t.start)):
        line = lines[text.line]
        lines[text.line] = line[:text.start] + text.render(translations.get(text.entry.msgid, text.entry.msgid)) \
            + line[text.end:]
    return "\n".join(lines)


def code_only(source: str) -> str:
    """A code cell without its words (comments left out, hints and titles
    emptied): what a translation must keep exactly."""
    lines = source.split("\n")
    for text in sorted(code_texts(source), key=lambda t: (t.line, -t.start)):
        line = lines[text.line]
        lines[text.line] = (line[:text.start] + text.placeholder + line[text.end:]).rstrip()
    return "\n".join(lines)


def entries(nb: nbformat.NotebookNode) -> list[Entry]:
    """Every entry of a notebook, in order, each once."""
    seen: dict[str, Entry] = {}
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            found = [p for p in markdown_pieces(cell.source) if isinstance(p, Entry)]
        else:
            found = [text.entry for text in code_texts(cell.source)]
        for entry in found:
            seen.setdefault(entry.msgid, entry)
    return list(seen.values())


def is_course(source: Path) -> bool:
    """Whether ``source`` is a lesson of the course (``course/lessons/``)."""
    return source.parent == COURSE_LESSONS


def english(source: Path) -> nbformat.NotebookNode:
    """The English notebook of a lesson source, as the builder makes it (no outputs)."""
    from tools.lesson_source import COURSE_LESSONS as COURSE_SEQUENCE
    from tools.lesson_source import LESSONS as SEQUENCE
    from tools.lesson_source import build

    return build(source, COURSE_SEQUENCE if is_course(source) else SEQUENCE)


# ---------------------------------------------------------------------------
# Catalogues
# ---------------------------------------------------------------------------

def catalogue_path(source: Path, lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / ("course" if is_course(source) else "lessons") / f"{source.stem}.po"


def translated_notebook(source: Path, lang: str) -> Path:
    """The translated notebook of a lesson; for the course, the model
    notebook of the language's nbgrader tree (nbgrader makes its release)."""
    if is_course(source):
        return COURSE / lang / "source" / source.stem / f"{source.stem}.ipynb"
    return NOTEBOOKS / lang / f"{source.stem}.ipynb"


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name


def template(source: Path):
    """The catalogue template (a Babel ``Catalog``, no language) of a lesson."""
    from babel.messages.catalog import Catalog

    catalogue = Catalog(project="switchcore", version="lessons", fuzzy=False)
    for entry in entries(english(source)):
        catalogue.add(entry.msgid, locations=[(_relative(source), None)], auto_comments=[entry.what])
    return catalogue


def read(source: Path, lang: str):
    """The catalogue of ``source`` in ``lang`` (a Babel ``Catalog``), or None."""
    from babel.messages.pofile import read_po

    path = catalogue_path(source, lang)
    if not path.exists():
        return None
    with path.open("rb") as file:
        return read_po(file, locale=lang)


def _text(catalogue) -> str:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalogue, width=WIDTH, include_lineno=False, ignore_obsolete=False, include_previous=True)
    return out.getvalue().decode("utf-8")


_DATES = re.compile(r'^"(POT-Creation-Date|PO-Revision-Date|Generated-By): .*\\n"$', re.M)


def update(source: Path, lang: str) -> bool:
    """Bring the catalogue of ``source`` in ``lang`` up to date with the
    English (a new catalogue has every entry empty). True when the file
    changed; dates alone do not count as a change."""
    from babel.messages.catalog import Catalog

    path = catalogue_path(source, lang)
    catalogue = read(source, lang)
    if catalogue is None:
        catalogue = Catalog(locale=lang, project="switchcore", version="lessons",
                            header_comment=f"# {LANGUAGE_NAMES[lang]} translation of the lesson {source.stem}.\n"
                                           f"# One entry per paragraph of {_relative(source)}; see the README,\n"
                                           "# \"Translating the lessons\".\n#")
    catalogue.update(template(source), no_fuzzy_matching=False, update_header_comment=False,
                     update_creation_date=False)
    text = _text(catalogue)
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old is not None and _DATES.sub("", old) == _DATES.sub("", text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


@dataclass(frozen=True)
class Problem:
    """Why an English entry has no usable translation: ``kind`` is one of
    ``missing``, ``fuzzy``, ``empty``, ``english``, ``code``, ``heading``."""

    kind: str
    msgid: str

    WHY = {
        "missing": "not in the catalogue (the English changed; run the update)",
        "fuzzy": "fuzzy (the English changed; check the translation)",
        "empty": "not translated",
        "english": "translated as the English itself",
        "code": "the translation changes its code or links",
        "heading": "a heading's translation must be one line",
    }

    @property
    def why(self) -> str:
        return self.WHY[self.kind]

    def __str__(self) -> str:
        shown = " ".join(self.msgid.split())
        return f"{self.why}: {shown[:90] + '...' if len(shown) > 90 else shown!r}"


def problems(source: Path, lang: str) -> list[Problem]:
    """What keeps the lesson at ``source`` from being translated into
    ``lang``: each English entry that is missing from the catalogue (the
    English changed, run ``update``), fuzzy (it changed, check the
    translation), untranslated, the same as the English, or that drops a
    piece of code or a link. Empty when the lesson is translated."""
    catalogue = read(source, lang)
    found = []
    for entry in entries(english(source)):
        message = catalogue.get(entry.msgid) if catalogue is not None else None
        if message is None:
            found.append(Problem("missing", entry.msgid))
        elif message.fuzzy:
            found.append(Problem("fuzzy", entry.msgid))
        elif not message.string:
            found.append(Problem("empty", entry.msgid))
        elif message.string == entry.msgid:
            found.append(Problem("english", entry.msgid))
        elif code_and_links(message.string) != code_and_links(entry.msgid):
            found.append(Problem("code", entry.msgid))
        elif "\n" in message.string and entry.first and not entry.rest:
            found.append(Problem("heading", entry.msgid))
    return found


def describe(found: list[Problem]) -> str:
    return "\n".join(f"  {problem}" for problem in found)


def translated(source: Path, lang: str) -> bool:
    return not problems(source, lang)


#: The cell a translated lesson starts its code with: it chooses the language
#: of everything the lesson's code says (the engine, the widgets, the checks).
#: It is the one cell the English lesson does not have, tagged ``language``.
LANGUAGE_CELL = {
    "fr": "# Les cartes, les widgets et les vérifications parlent français.",
    "it": "# Le carte, i widget e le verifiche parlano italiano.",
    "nl": "# De kaarten, de widgets en de controles spreken Nederlands.",
    "es": "# Las cartas, los widgets y las comprobaciones hablan español.",
}


def language_cell(lang: str) -> nbformat.NotebookNode:
    """The language cell of a lesson in ``lang`` (its id is ``language``)."""
    cell = nbformat.v4.new_code_cell(f'{LANGUAGE_CELL[lang]}\nimport tutorial\n\ntutorial.language("{lang}")',
                                     metadata={"tags": ["language"]})
    cell.id = "language"
    return cell


def without_language_cell(nb: nbformat.NotebookNode) -> list:
    """The cells of a translated notebook that the English one has too."""
    return [cell for cell in nb.cells if "language" not in cell.metadata.get("tags", [])]


_LESSON_LINK = re.compile(r"\]\(((?:[0-9][0-9]_[a-z0-9_]+|rules)\.ipynb)(#[^)\s]*)?\)")
#: A course lesson's link to another one: ``../NN_slug/NN_slug.ipynb``.
_COURSE_LINK = re.compile(r"\]\(\.\./([0-9][0-9]_[a-z0-9_]+)/\1\.ipynb(#[^)\s]*)?\)")


def translate(nb: nbformat.NotebookNode, source: Path, lang: str) -> nbformat.NotebookNode:
    """The English notebook ``nb`` of ``source`` in ``lang``: every entry
    replaced by its translation, links to lessons not translated yet
    pointing at the English ones."""
    catalogue = read(source, lang)
    translations = {m.id: m.string for m in catalogue if m.id and m.string and not m.fuzzy}
    folder = COURSE_LESSONS if is_course(source) else LESSONS
    here = {path.stem for path in folder.glob("[0-9][0-9]_*.py") if translated(path, lang)}
    if not is_course(source) and (NOTEBOOKS / lang / "rules.ipynb").exists():  # tools/rules_page.py
        here.add("rules")

    def link(match: re.Match) -> str:
        target, anchor = match[1], match[2] or ""
        if target[:-len(".ipynb")] not in here:
            target = "../" + target
        return f"]({target}{anchor})"

    def course_link(match: re.Match) -> str:  # course/<lang>/source/NN/ and course/<lang>/release/NN/
        name, anchor = match[1], match[2] or ""
        where = f"../{name}" if name in here else f"../../../release/{name}"  # the English learners' copy
        return f"]({where}/{name}.ipynb{anchor})"

    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            text = join(markdown_pieces(cell.source), translations)
            cell.source = _COURSE_LINK.sub(course_link, text) if is_course(source) else _LESSON_LINK.sub(link, text)
        else:
            cell.source = translate_code(cell.source, translations)
    first_code = next((i for i, cell in enumerate(nb.cells) if cell.cell_type == "code"), len(nb.cells))
    nb.cells.insert(first_code, language_cell(lang))
    return nb


# ---------------------------------------------------------------------------
# The command line
# ---------------------------------------------------------------------------

def lessons(prefixes: list[str], course: bool = False) -> list[Path]:
    found = sorted((COURSE_LESSONS if course else LESSONS).glob("[0-9][0-9]_*.py"))
    return [p for p in found if not prefixes or any(p.name.startswith(x) for x in prefixes)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["update", "status"])
    parser.add_argument("lessons", nargs="*", help="name prefixes, such as 03 (default: every lesson)")
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="only this language (may be repeated)")
    parser.add_argument("--course", action="store_true", help="the course's lessons (course/lessons/)")
    args = parser.parse_args(argv)
    languages = args.lang or list(LANGUAGES)
    for source in lessons(args.lessons, course=args.course):
        for lang in languages:
            if args.command == "update":
                changed = update(source, lang)
                print(f"{_relative(catalogue_path(source, lang))}: {'updated' if changed else 'unchanged'}")
            else:
                total = len(entries(english(source)))
                found = problems(source, lang)
                state = "translated" if not found else f"{total - len(found)} of {total} entries translated"
                print(f"{source.stem} [{lang}]: {state}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
