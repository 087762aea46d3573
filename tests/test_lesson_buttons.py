"""A translated lesson names the widgets' buttons as the learner sees them.

The widgets speak the lesson's language (``tutorial.language``), so a French
lesson that says "press **Next ▶**" sends the learner looking for a button
that reads "Suite ▶". The words on the buttons, toggles, boxes and menus are
found in the widgets' code (every ``description=say(...)``, the hand's
action buttons, the rule options and the families), with the verdicts of the
checks; in every translated lesson, none of them may stand in bold in English
where the language's word differs.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tools import lesson_translations as lt
from tools.build_lessons import LESSONS
from tutorial.options import FAMILIES, OPTIONS
from tutorial.widgets.hand import _ACTIONS
from tutorial.words import ENGLISH, say

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = sorted((source, lang) for source in LESSONS.lessons() for lang in lt.LANGUAGES
                    if lt.translated_notebook(source, lang).exists())


def _label_keys() -> list[str]:
    code = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "tutorial").rglob("*.py"))
    keys = {key for call in re.findall(r"description\s*=\s*say\(([^)]*)\)", code)
            for key in re.findall(r'"(\w+\.[\w.]+)"', call)}
    keys |= {key for _move, key, _css in _ACTIONS}
    keys |= {f"option.{name}" for name, _rule, _label, _families in OPTIONS}
    keys |= {f"family.{value}" for _name, value in FAMILIES}
    keys |= {"bot.human", "check.right", "check.wrong"}
    return sorted(key for key in keys if "{" not in ENGLISH[key])


LABELS = _label_keys()


def _forms(text: str) -> set[str]:
    """A label as a lesson may write it: whole, without its colon, and
    without a closing remark in brackets ("Queens reverse (aces ordinary)")."""
    text = text.strip().rstrip(":").strip()
    return {text, text.split(" (")[0]}


def test_the_labels_are_found_in_the_widgets():
    for key in ("step.next", "step.prev", "step.reset", "hand.hints", "hand.call", "hand.call_now", "hand.draw",
                "hand.keep", "hand.take", "bot.deal", "bot.seed", "bot.players", "bot.target", "match.next",
                "option.king_stop", "family.crazy_eights"):
        assert key in LABELS


@pytest.mark.parametrize("source, lang", TRANSLATED, ids=[f"{lang}-{source.stem}" for source, lang in TRANSLATED])
def test_a_translated_lesson_names_the_buttons_in_its_language(source, lang):
    nb = nbformat.read(lt.translated_notebook(source, lang), as_version=4)
    markdown = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "markdown")
    found = []
    for key in LABELS:
        english, shown = _forms(ENGLISH[key]), _forms(say(key, language=lang))
        for word in sorted(english - shown):
            if f"**{word}**" in markdown:
                found.append(f"**{word}** (the widget shows {say(key, language=lang).strip()!r})")
    assert not found, (f"{lt.translated_notebook(source, lang).relative_to(ROOT)} names buttons in English; "
                       f"correct {lt.catalogue_path(source, lang).relative_to(ROOT)}: " + "; ".join(found))
