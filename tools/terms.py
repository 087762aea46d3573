"""One word per idea: the terminology table of each language, and where a
catalogue or a lesson's output strays from it.

``docs/glossary/<lang>.toml`` names, for each idea of the games (the current
suit, the stock, the discard pile, a penalty, a round, going out, the
last-card call, clockwise ...), the one word of that language, taken from
its rule text, and the words not to use for it. Two things are checked:

* wherever the English of a message names the idea (the term's ``english``,
  a regular expression), the translation uses the word (``pattern``, the
  forms it takes): a "missing" word;
* no translation, in any catalogue (engine, widgets, classroom, grading,
  lessons, course), and no stored output of a translated notebook uses a
  word to ``avoid``: a "forbidden" word.

Code (```...```), placeholders (``{player}``) and HTML tags are left out
before a text is read, so a Python name is never taken for a word.

    python -m tools.terms            # every problem, every language
    python -m tools.terms fr         # one language
"""

from __future__ import annotations

import json
import re
import sys
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same reader, from the test extra
    import tomli as tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary"
LANGUAGES = ("fr", "it", "nl", "es")

_CODE = re.compile(r"(`+)(.+?)\1", re.S)
_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")
_TAG = re.compile(r"<[^>]*>")


@dataclass(frozen=True)
class Term:
    """An idea and the one word a language has for it."""

    idea: str
    word: str
    english: str = ""  # where the English names the idea (a regular expression); "" for no such check
    pattern: str = ""  # the word's forms in a translation (a regular expression)
    seed: str = ""  # the words of the rule text that give it
    avoid: tuple[str, ...] = ()  # words not to use for it (regular expressions)
    unless: str = ""  # English that names the idea but where the word is not wanted (a regular expression)


def table(lang: str) -> list[Term]:
    """The terms of ``lang``, from ``docs/glossary/<lang>.toml``."""
    data = tomllib.loads((GLOSSARY / f"{lang}.toml").read_text(encoding="utf-8"))
    return [Term(**{**entry, "avoid": tuple(entry.get("avoid", ()))}) for entry in data["term"]]


def plain(text: str) -> str:
    """``text`` without its code, placeholders and tags, with one kind of apostrophe."""
    text = _CODE.sub(" ", text)
    text = _TAG.sub(" ", _PLACEHOLDER.sub(" ", text))
    return text.replace("’", "'").replace("\u202f", " ").replace("\xa0", " ")


def _forms(value) -> list[str]:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def messages(lang: str) -> Iterator[tuple[str, str, str]]:
    """(where, English, translation) for every message of ``lang``: the four
    domains' catalogues and the lessons' and the course's."""
    from babel.messages.pofile import read_po

    from tools import i18n
    from tools import lesson_translations as lt

    for domain in i18n.DOMAINS:
        for message in i18n.read(i18n.po_path(domain, lang), lang):
            if message.id:
                for english, form in zip(_forms(message.id), _forms(message.string)):
                    yield f"{domain} {message.context}", english, form or ""
    for path in sorted((lt.LOCALE / lang / "LC_MESSAGES").rglob("*.po")):
        with path.open("rb") as file:
            for message in read_po(file, locale=lang):
                if message.id:
                    yield f"{path.parent.name}/{path.stem}", message.id, message.string or ""


def outputs(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every stored output of the translated lessons of ``lang``."""
    from tools import lesson_translations as lt

    for path in sorted((lt.NOTEBOOKS / lang).glob("*.ipynb")):
        for index, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            for output in cell.get("outputs", ()):
                texts = [output.get("text", "")]
                data = output.get("data", {})
                texts += [data.get(kind, "") for kind in ("text/plain", "text/html", "text/markdown")]
                for text in texts:
                    text = "".join(text) if isinstance(text, list) else text
                    if text:
                        yield f"{path.name} cell {index}", text


def missing(lang: str) -> list[str]:
    """Messages whose English names an idea and whose translation does not say its word."""
    found = []
    terms = [t for t in table(lang) if t.english]
    for where, english, translation in messages(lang):
        for term in terms:
            english = plain(english)
            if not re.search(term.english, english, re.I) or term.unless and re.search(term.unless, english, re.I):
                continue
            if not re.search(term.pattern, plain(translation), re.I):
                found.append(f"{lang} {where}: says no {term.word!r} for {term.idea!r}: {translation!r}")
    return found


def forbidden(lang: str, *, with_outputs: bool = True) -> list[str]:
    """Translations and stored outputs that use a word to avoid."""
    found = []
    terms = [t for t in table(lang) if t.avoid]
    texts = [(where, translation) for where, _english, translation in messages(lang)]
    if with_outputs:
        texts += list(outputs(lang))
    for where, text in texts:
        clean = plain(text)
        for term in terms:
            for avoid in term.avoid:
                hit = re.search(avoid, clean, re.I)
                if hit:
                    found.append(f"{lang} {where}: {hit[0]!r}, not the word for {term.idea!r} "
                                 f"(say {term.word!r}): {text[:200]!r}")
    return found


def main(argv: list[str] | None = None) -> int:
    langs = (argv if argv is not None else sys.argv[1:]) or LANGUAGES
    problems = [p for lang in langs for p in (*missing(lang), *forbidden(lang))]
    print("\n".join(problems) or "every catalogue and output keeps to the terms")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
