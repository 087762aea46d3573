"""The message catalogues of the engine and of the notebook layer, with Babel.

Four gettext domains, each with its English messages in one mapping (the
source of truth) and one catalogue per language:

* ``switchcore``: ``switchcore.messages.ENGLISH`` (events, refusals,
  explanations, suits, ranks, the rule book), read from the data file
  ``switchcore/locale/en.json``, in
  ``switchcore/locale/<lang>/LC_MESSAGES/switchcore.po``;
* ``tutorial``: ``tutorial.words.ENGLISH`` (buttons, labels, tooltips,
  status lines, verdicts), in ``tutorial/locale/<lang>/LC_MESSAGES/tutorial.po``;
* ``classroom``: ``classroom.words.ENGLISH`` (the command line's prompts and
  the tournament table), in ``classroom/locale/<lang>/LC_MESSAGES/classroom.po``;
* ``grading``: ``grading.words.ENGLISH`` (the course checker's verdicts),
  in ``grading/locale/<lang>/LC_MESSAGES/grading.po``.

An entry's context (``msgctxt``) is the message id, such as
``event.played``, and its ``msgid`` the English words; a message with a
``{count}`` is a plural entry (``msgid_plural``), so a language can word
"1 card" and "2 cards" apart. Placeholders are named (``{player}``), never
positional, so a translation may put them in any order.

    python -m tools.i18n extract     # the templates (.pot) from the English
    python -m tools.i18n update      # each .po brought up to date (changed English: fuzzy)
    python -m tools.i18n compile     # each .po to its .mo, which the packages read
    python -m tools.i18n check       # exit 1 if a template or a .mo is out of date

``update`` keeps every translation whose English is unchanged; an entry
whose English changed keeps its old translation marked ``#, fuzzy`` with
the previous English beside it (``#| msgid``), and is left out of the
``.mo`` (so it reads in English) until a translator checks it and removes
the flag; a new entry starts empty; an entry that is gone is dropped. The
``.mo`` files are committed, so the packages need only the standard
library's ``gettext`` at run time.
"""

from __future__ import annotations

import argparse
import importlib
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, unescape, write_po

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr", "it", "nl", "es")
#: gettext's usual plural rule for each language (two forms each).
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "it": "nplurals=2; plural=(n != 1);",
                "nl": "nplurals=2; plural=(n != 1);", "es": "nplurals=2; plural=(n != 1);"}
#: domain: (the module holding ENGLISH, the locale folder)
DOMAINS = {
    "switchcore": ("switchcore.messages", ROOT / "switchcore" / "locale"),
    "tutorial": ("tutorial.words", ROOT / "tutorial" / "locale"),
    "classroom": ("classroom.words", ROOT / "classroom" / "locale"),
    "grading": ("grading.words", ROOT / "grading" / "locale"),
}
WIDTH = 76
#: The dates in the catalogues' headers, fixed so that a catalogue's text
#: changes only when its messages do (git keeps the history).
STAMP = datetime(2026, 12, 1, tzinfo=timezone.utc)
HEADER = ("# Messages of switchcore, one entry per message id (msgctxt).\n"
          "# Made and kept up to date by `python -m tools.i18n`; see its docstring.\n#")


def english(domain: str) -> dict:
    """The English messages of ``domain``: id to words."""
    return dict(importlib.import_module(DOMAINS[domain][0]).ENGLISH)


def is_plural(text: str) -> bool:
    return "{count}" in text


def msgid(domain: str, key: str, text: str):
    """The catalogue's msgid for ``key``: its English, or for a plural entry
    (singular, plural), the singular from the module's SINGULAR when given."""
    if not is_plural(text):
        return text
    singular = getattr(importlib.import_module(DOMAINS[domain][0]), "SINGULAR", {})
    return (singular.get(key, text), text)


def template(domain: str) -> Catalog:
    """The template catalogue of ``domain``: every message, untranslated."""
    catalog = Catalog(project=domain, domain=domain, charset="utf-8", fuzzy=False, header_comment=HEADER,
                      creation_date=STAMP, revision_date=STAMP)
    for key, text in english(domain).items():
        catalog.add(msgid(domain, key, text), context=key)
    return catalog


def po_path(domain: str, lang: str) -> Path:
    return DOMAINS[domain][1] / lang / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path, lang: str) -> Catalog:
    return read_po_bytes(path.read_bytes(), lang, path.stem)


def read_po_bytes(data: bytes, lang: str, domain: str | None = None) -> Catalog:
    """A catalogue from .po text, with each fuzzy entry's previous English
    (its ``#|`` lines, which Babel's reader skips) kept."""
    catalog = read_po(io.BytesIO(data), locale=lang, domain=domain)
    previous = _previous_ids(data.decode("utf-8"))
    for message in catalog:
        if message.context in previous:
            message.previous_id = previous[message.context]
    return catalog


def _previous_ids(text: str) -> dict:
    """message id (msgctxt): the previous English of its ``#|`` lines."""
    found, parts, current = {}, [], None
    for line in text.splitlines():
        if line.startswith(("#| msgid ", "#| msgid_plural ")):
            current = [line.split(" ", 2)[2]]
            parts = parts + [current] if line.startswith("#| msgid_plural ") else [current]
        elif line.startswith('#| "') and current is not None:
            current.append(line[3:])
        elif line.startswith("msgctxt ") and parts:
            found[unescape(line[len("msgctxt "):])] = ["".join(unescape(p) for p in part) for part in parts]
            parts, current = [], None
        elif not line.startswith("#"):
            parts, current = [], None
    return found


def dump_po(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, omit_header=False, sort_output=False, include_previous=True,
             no_location=True)
    return out.getvalue()


def dump_mo(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def updated(domain: str, lang: str, old: Catalog | None) -> Catalog:
    """The catalogue of ``lang`` with the template's entries, keeping what
    ``old`` had translated (matched by message id, the context)."""
    new = Catalog(locale=lang, project=domain, domain=domain, charset="utf-8", fuzzy=False, header_comment=HEADER,
                  creation_date=STAMP, revision_date=STAMP)
    new.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    before = {m.context: m for m in old if m.id and m.context} if old is not None else {}
    for key, text in english(domain).items():
        msgid_ = msgid(domain, key, text)
        was = before.get(key)
        string = ("", "") if is_plural(text) else ""
        flags, previous = set(), []
        if was is not None:
            if isinstance(was.string, (tuple, list)) == is_plural(text):
                string = was.string
            elif was.string:  # singular became plural, or the reverse: keep the words, for checking
                first = was.string[0] if isinstance(was.string, (tuple, list)) else was.string
                string = (first, first) if is_plural(text) else first
                flags.add("fuzzy")
            old_id = list(was.id) if isinstance(was.id, (tuple, list)) else [was.id]
            if old_id != (list(msgid_) if isinstance(msgid_, tuple) else [msgid_]):
                flags.add("fuzzy")
                previous = old_id
            elif "fuzzy" in was.flags:  # still to be checked: keep the English it was made from
                previous = list(was.previous_id or [])
            flags |= set(was.flags)
        new[msgid_] = Message(msgid_, string, flags=flags, previous_id=previous, context=key,
                             auto_comments=was.auto_comments if was is not None else ())
    return new


def extract() -> None:
    for domain, (_, folder) in DOMAINS.items():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{domain}.pot").write_bytes(dump_po(template(domain)))
        print(f"wrote {(folder / f'{domain}.pot').relative_to(ROOT)}")


def update(langs=LANGUAGES) -> None:
    for domain in DOMAINS:
        for lang in langs:
            path = po_path(domain, lang)
            old = read(path, lang) if path.exists() else None
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(dump_po(updated(domain, lang, old)))
            print(f"updated {path.relative_to(ROOT)}")


def compile_all(langs=LANGUAGES) -> None:
    for domain in DOMAINS:
        for lang in langs:
            path = po_path(domain, lang)
            if path.exists():
                path.with_suffix(".mo").write_bytes(dump_mo(read(path, lang)))
                print(f"compiled {path.with_suffix('.mo').relative_to(ROOT)}")


def stale() -> list[str]:
    """Templates, catalogues and compiled files that are out of date."""
    found = []
    for domain, (_, folder) in DOMAINS.items():
        pot = folder / f"{domain}.pot"
        if not pot.exists() or pot.read_bytes() != dump_po(template(domain)):
            found.append(f"{pot.relative_to(ROOT)}: run `python -m tools.i18n extract`")
        for lang in LANGUAGES:
            path = po_path(domain, lang)
            if not path.exists():
                found.append(f"{path.relative_to(ROOT)} is missing: run `python -m tools.i18n update`")
                continue
            catalog = read(path, lang)
            if path.read_bytes() != dump_po(updated(domain, lang, catalog)):
                found.append(f"{path.relative_to(ROOT)}: run `python -m tools.i18n update`")
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != dump_mo(catalog):
                found.append(f"{mo.relative_to(ROOT)}: run `python -m tools.i18n compile`")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="only this language (repeat for more)")
    args = parser.parse_args(argv)
    langs = tuple(args.lang or LANGUAGES)
    if args.command == "extract":
        extract()
    elif args.command == "update":
        update(langs)
    elif args.command == "compile":
        compile_all(langs)
    else:
        problems = stale()
        print("\n".join(problems) or "every catalogue is up to date")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
