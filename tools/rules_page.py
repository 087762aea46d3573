"""Write ``notebooks/rules.ipynb``, the rules page: every rule of the rule
book under a heading named by its id, so that a lesson (or a refused move in
a cell) can link to ``rules.ipynb#X-2`` and JupyterLab opens the page at
that rule. It holds Markdown only, so it reads the same run or not. The
same page in each language of the lessons, ``notebooks/<lang>/rules.ipynb``,
comes from the engine's catalogues (the rule book's entries ``rule.X-2``),
so a translated lesson links to the rules in its own language.

    python -m tools.build_lessons rules           # write the page
    python -m tools.build_lessons rules --check   # exit 1 if it is out of date
"""

from __future__ import annotations

from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "notebooks" / "rules.ipynb"
#: The languages of the translated pages (besides English).
LANGUAGES = ("fr", "it", "nl", "es")

GROUPS = ("X", "S", "C", "V")


def path(lang: str = "en") -> Path:
    """Where the page in ``lang`` is written."""
    return PAGE if lang == "en" else PAGE.parent / lang / PAGE.name


def page(lang: str = "en") -> str:
    """The rules page in ``lang``, as the text of a notebook."""
    from switchcore.messages import say
    from switchcore.rulebook import RULEBOOK
    from tools.lesson_source import KERNEL, LANGUAGE

    def words(key: str) -> str:
        return say(key, language=lang, rule_ids=False)

    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": dict(LANGUAGE)}
    texts = [f"# {words('rulebook.title')}\n\n{words('rulebook.intro')}"]
    for letter in GROUPS:
        lines = [f"## {words('rulebook.' + letter)}"]
        for rule in RULEBOOK:
            if rule.split("-")[0] == letter:
                lines += [f"### {rule}", words("rule." + rule)]
        texts.append("\n\n".join(lines))
    for index, text in enumerate(texts):
        cell = nbformat.v4.new_markdown_cell(text)
        cell.id = f"rules-{index:02d}"
        nb.cells.append(cell)
    return nbformat.writes(nb) + "\n"


def write(*, check: bool = False) -> list[Path]:
    """Write the pages that changed (with ``check``, only report them);
    returns those that were out of date."""
    stale = []
    for lang in ("en", *LANGUAGES):
        target, text = path(lang), page(lang)
        changed = not target.exists() or target.read_text(encoding="utf-8") != text
        print(f"{target.relative_to(ROOT).as_posix()}: {'changed' if changed else 'unchanged'}"
              f"{' (not written)' if check and changed else ''}", flush=True)
        if changed and not check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        if changed:
            stale.append(target)
    return stale
