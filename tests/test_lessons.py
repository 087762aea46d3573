"""Every lesson keeps the promises of the lesson format.

Each notebook states what the learner will be able to do, has at least one
exercise with a self-check, ends with a recap, links to its neighbours, holds
no game logic of its own (no long code cells), and, where the lesson is about
taking turns, gives the learner widgets to click.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))

#: The widgets each lesson must let the learner click (lesson number -> classes).
WIDGETS = {
    "00": {"DealSizes"},
    "01": {"HandWidget"},
    "02": {"HandWidget"},
    "03": {"StepThrough"},
    "04": {"HandWidget", "StepThrough"},
    "05": {"HandWidget"},
    "06": {"TableWidget"},
    "07": {"MatchWidget", "KnockoutQuiz"},
    "08": {"RulesPanel", "HandWidget"},
    "09": {"StepThrough"},
    "10": {"BotGame"},
}
#: The self-check helpers a lesson may use (tutorial.checks, tutorial.lessons_extra).
CHECKS = re.compile(r"\b(check|check_cards|check_playable|check_move)\(")
LONGEST_CELL = 12  # lines of code, comments and blank lines not counted


def cells(path: Path, kind: str) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def test_the_sequence_is_complete_and_numbered():
    numbers = [p.name[:2] for p in NOTEBOOKS]
    assert numbers == [f"{i:02d}" for i in range(len(numbers))], numbers
    assert len(numbers) >= 10, "lessons 00 to 09 are promised in the README"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lesson_states_its_objective_first(path):
    first = cells(path, "markdown")[0]
    assert first.startswith("# Lesson"), f"{path.name} should open with its title"
    intro = "\n".join(cells(path, "markdown")[:3])
    assert re.search(r"you will", intro, re.I), f"{path.name} should say what the learner will be able to do"
    assert re.search(r"^\*About \d+ minutes\.\*$", first, re.M), f"{path.name} should say how long it takes"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lesson_has_an_exercise_with_a_self_check(path):
    markdown = "\n".join(cells(path, "markdown"))
    assert re.search(r"exercise|your turn", markdown, re.I), f"{path.name} has no exercise"
    checks = [c for c in cells(path, "code") if CHECKS.search(c)]
    assert checks, f"{path.name} has no self-check cell"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lesson_ends_with_a_recap_and_links_on(path):
    markdown = cells(path, "markdown")
    tail = "\n".join(markdown[-3:])
    assert re.search(r"recap", tail, re.I), f"{path.name} should end with a recap"
    number = int(path.name[:2])
    links = set(re.findall(r"\(([0-9][0-9]_[a-z_]+\.ipynb)\)", "\n".join(markdown)))
    known = {p.name for p in NOTEBOOKS}
    assert links <= known, f"{path.name} links to missing lessons: {sorted(links - known)}"
    if number + 1 < len(NOTEBOOKS):
        assert NOTEBOOKS[number + 1].name in links, f"{path.name} should link to the next lesson"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lesson_holds_no_game_logic(path):
    for source in cells(path, "code"):
        lines = [line for line in source.splitlines() if line.strip() and not line.strip().startswith("#")]
        assert len(lines) <= LONGEST_CELL, (
            f"{path.name} has a code cell of {len(lines)} lines; longer code belongs in tutorial or switchcore:\n"
            + source[:300]
        )


@pytest.mark.parametrize("number,widgets", sorted(WIDGETS.items()))
def test_lesson_has_widget_driven_turns(number, widgets):
    (path,) = [p for p in NOTEBOOKS if p.name.startswith(number)]
    code = "\n".join(cells(path, "code"))
    used = set(re.findall(r"\b(HandWidget|StepThrough|TableWidget|RulesPanel|BotGame|MatchWidget|KnockoutQuiz|DealSizes)\(", code))
    assert widgets <= used, f"{path.name} should let the learner use {sorted(widgets - used)}"


def _tagged_cells(path: Path) -> list[tuple[str, list[str], str]]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["cell_type"], c.get("metadata", {}).get("tags", []), "".join(c["source"])) for c in nb["cells"]]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_check_is_tagged_and_follows_its_answer_cell(path):
    """A browser test finds exercises by these tags (tests/browser/lab.py:
    exercise_cells), so an untagged check would go unanswered there."""
    waiting = False
    for kind, tags, source in _tagged_cells(path):
        if kind != "code":
            continue
        if "answer" in tags:
            assert "..." in source, f"{path.name}: an answer cell should start as a placeholder (...)"
            waiting = True
        elif CHECKS.search(source):
            assert "check" in tags, f"{path.name}: a self-check cell without the 'check' tag:\n{source[:200]}"
            assert waiting, f"{path.name}: a check cell with no answer cell before it:\n{source[:200]}"
            waiting = False


def rules_page_cells(path: Path) -> dict[str, tuple[str, str]]:
    """cell id: (its kind, its source) for the rules page at ``path``, in order."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return {cell["id"]: (cell["cell_type"], "".join(cell["source"])) for cell in cells}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl", "es"])
def test_the_rules_page_names_every_rule_and_plays_what_the_lessons_play(lang):
    from switchcore.messages import say
    from switchcore.rulebook import RULEBOOK
    from tools import rules_page

    cells = rules_page_cells(rules_page.path(lang))
    order = list(cells)
    for rule in RULEBOOK:   # the link of a refusal, rules.ipynb#cell-id=X-2, finds the rule's cell
        kind, source = cells[rule]
        name = say("rule_name." + rule, language=lang, rule_ids=False)
        assert kind == "markdown" and source.startswith(f'### <span id="{rule}"></span>{rule} · {name}\n'), source
    # Every rule a lesson teaches by a step-through is played under its heading on the page.
    taught = {rule for source in (ROOT / "sources" / "lessons").glob("[0-9][0-9]_*.py")
              for name in re.findall(r'StepThrough\(load_scenario\("(\w+)"\)\)', source.read_text(encoding="utf-8"))
              for rule in rules_page.scenario_rules(name)}
    assert taught
    for rule in taught:
        kind, source = cells[order[order.index(rule) + 1]]
        assert kind == "code" and re.search(r'tutorial\.StepThrough\(tutorial\.load_scenario\("\w+"\)\)$', source), (rule, source)


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl", "es"])
def test_the_rules_page_is_up_to_date(lang):
    from tools import rules_page

    path = rules_page.path(lang)
    assert rules_page.up_to_date(lang), (
        f"{path.relative_to(ROOT)} is out of date: run python -m tools.build_lessons rules")
