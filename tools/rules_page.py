"""Write ``notebooks/rules.ipynb``, the rules page: every rule of the rule
book under a heading with its id and its name ("X-2 · Matching a card"),
in a cell whose id is the rule id, so that a refused move in a cell can
link to ``rules.ipynb#cell-id=X-2`` (:func:`tutorial.friendly.rule_link`)
and JupyterLab opens the page at that rule: it finds a cell by its id as
soon as the page opens. A link ``rules.ipynb#X-2`` finds an empty
``<span id="X-2">`` in the heading (JupyterLab's sanitizer turns its id
into ``data-jupyter-id``, where JupyterLab looks for a fragment; it would
leave the id of an ``<a>`` as it is, and not find it), once the page is
drawn (the heading's own id is made of its whole text, which differs in
every language).

Under each rule that a lesson steps through (a scenario whose title cites
the rule, among those whose words are translated,
:data:`tutorial.words.SCENARIOS`), a code cell shows the same
step-through, so the rule is taught by a click on the page too. The page is
committed run, as the lessons are, and nbval runs it again. The same page
in each language of the lessons, ``notebooks/<lang>/rules.ipynb``, comes
from the engine's catalogues (the rule book's entries ``rule.X-2`` and
``rule_name.X-2``), so a translated lesson links to the rules in its own
language.

    python -m tools.build_lessons rules           # write (and run) the page
    python -m tools.build_lessons rules --check   # exit 1 if it is out of date
    python -m tools.rules_page                    # which rule each step-through teaches
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "notebooks" / "rules.ipynb"
#: The languages of the translated pages (besides English).
LANGUAGES = ("fr", "it", "nl", "es")

GROUPS = ("X", "S", "C", "V")
_RULE_ID = re.compile(r"\b[XSCV]-\d+\b")


def path(lang: str = "en") -> Path:
    """Where the page in ``lang`` is written."""
    return PAGE if lang == "en" else PAGE.parent / lang / PAGE.name


def scenario_rules(name: str) -> list[str]:
    """The rule ids the shipped scenario ``name`` cites in its title.

    >>> scenario_rules("dealer")
    ['S-4', 'X-4']
    """
    from tutorial.scenario import HERE

    title = json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))["title"]
    return _RULE_ID.findall(title)


def step_throughs() -> dict[str, str]:
    """rule id: the step-through the page shows under it (the first
    translated scenario that cites the rule).

    >>> step_throughs()["X-3"]
    'reshuffle'
    """
    from tutorial.words import SCENARIOS

    found: dict[str, str] = {}
    for name in SCENARIOS:
        for rule in scenario_rules(name):
            found.setdefault(rule, name)
    return found


def heading(rule: str, lang: str = "en") -> str:
    """The Markdown heading of ``rule``: an anchor named by the id, the id
    and the rule's name.

    >>> heading("X-2")
    '### <span id="X-2"></span>X-2 · Matching a card'
    """
    from switchcore.messages import say

    return f'### <span id="{rule}"></span>{rule} · {say("rule_name." + rule, language=lang, rule_ids=False)}'


def notebook(lang: str = "en") -> nbformat.NotebookNode:
    """The rules page in ``lang``, not yet run."""
    from switchcore.messages import say
    from switchcore.rulebook import RULEBOOK
    from tools.lesson_source import KERNEL, LANGUAGE

    def words(key: str) -> str:
        return say(key, language=lang, rule_ids=False)

    shown = step_throughs()
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": dict(LANGUAGE)}
    language = "" if lang == "en" else f'tutorial.language("{lang}")\n'
    cells = [("rules-00", nbformat.v4.new_markdown_cell(
                 f"# {words('rulebook.title')}\n\n{words('rulebook.intro')}\n\n{words('rulebook.play')}"))]
    for letter in GROUPS:
        cells.append((f"rules-{letter}", nbformat.v4.new_markdown_cell(f"## {words('rulebook.' + letter)}")))
        for rule in RULEBOOK:
            if rule.split("-")[0] != letter:
                continue
            # The rule's cell is named by the rule id: the target of rules.ipynb#cell-id=X-2.
            cells.append((rule, nbformat.v4.new_markdown_cell(f"{heading(rule, lang)}\n\n{words('rule.' + rule)}")))
            if rule in shown:
                # A cell of its own, run alone by a learner the link brought here.
                cells.append((f"{rule}-step-through", nbformat.v4.new_code_cell(
                    f'import tutorial\n\n{language}tutorial.StepThrough(tutorial.load_scenario("{shown[rule]}"))')))
    for name, cell in cells:
        cell.id = name
        nb.cells.append(cell)
    return nb


def _sources(nb: nbformat.NotebookNode) -> list[tuple[str, str, str]]:
    return [(cell.id, cell.cell_type, "".join(cell.source)) for cell in nb.cells]


def page(lang: str = "en") -> str:
    """The rules page in ``lang``, as the text of a notebook not yet run."""
    return nbformat.writes(notebook(lang)) + "\n"


def up_to_date(lang: str = "en") -> bool:
    """True when the written page holds the cells :func:`notebook` makes
    (its outputs are nbval's to compare) and every code cell was run."""
    from tools import nbnorm

    target = path(lang)
    if not target.exists():
        return False
    written = nbformat.read(target, as_version=4)
    return _sources(written) == _sources(notebook(lang)) and not nbnorm.unexecuted_cells(written)


def write(*, check: bool = False, run: bool = True) -> list[Path]:
    """Write (and run) the pages that changed (with ``check``, only report
    them); returns those that were out of date."""
    from tools import nbnorm

    stale = []
    for lang in ("en", *LANGUAGES):
        target = path(lang)
        changed = not up_to_date(lang)
        print(f"{target.relative_to(ROOT).as_posix()}: {'changed' if changed else 'unchanged'}"
              f"{' (not written)' if check and changed else ''}", flush=True)
        if changed and not check:
            target.parent.mkdir(parents=True, exist_ok=True)
            nb = notebook(lang)
            text = nbnorm.dumps(nbnorm.normalise(nbnorm.run(nb, target.parent))) if run else nbnorm.dumps(nb)
            target.write_text(text, encoding="utf-8")
        if changed:
            stale.append(target)
    return stale


def table() -> str:
    """Every rule taught by a click in a lesson, as a Markdown table: the
    rule, the lesson and the step-through (read from the lessons' sources)."""
    rows = {}
    for source in sorted((ROOT / "sources" / "lessons").glob("[0-9][0-9]_*.py")):
        for name in re.findall(r'StepThrough\(load_scenario\("(\w+)"\)\)', source.read_text(encoding="utf-8")):
            for rule in scenario_rules(name):
                rows.setdefault(rule, []).append(f"{source.stem[:2]} · `{name}`")
    order = {rule: index for index, rule in enumerate(_all_rules())}
    lines = ["| rule | lesson · step-through |", "|---|---|"]
    lines += [f"| {rule} | {', '.join(rows[rule])} |" for rule in sorted(rows, key=order.__getitem__)]
    return "\n".join(lines)


def _all_rules() -> list[str]:
    from switchcore.rulebook import RULEBOOK

    return list(RULEBOOK)


if __name__ == "__main__":
    print(table())
