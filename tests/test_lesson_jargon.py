"""What the lessons' cells show a learner is words, not a programmer's forms.

Every built lesson, 00 to 10, in English and in each translation, is read
cell by cell: what a learner sees of each output (the HTML when there is
some, else the text) must hold no rule id in brackets or at the end of a
sentence ("(S-14).", "[V-6]": the calm sentences leave them out, see
tutorial.friendly) and no Python form of a move, a card or a setting
("Play(Card('9H'))", "DRAW", "Suit.CLUBS", "<Family.SWITCH: 'switch'>"; see
tutorial.readable), nor a setting of the rules as code ("scoring=points",
"wild_jacks=True": Rules.describe says them in words, in the lesson's
language). Rule ids stay where they are taught on purpose: the
tables of what the special cards do, which cite the rule of each effect,
and the rules page (not a lesson).
"""

import dataclasses
import html
import json
import re
from pathlib import Path

import pytest

from switchcore import Rules

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[01][0-9]_*.ipynb")) + sorted(NOTEBOOKS.glob("*/[01][0-9]_*.ipynb"))
#: The names of the rules' settings, longest first ("scoring", "wild_jacks", ...).
SETTINGS = sorted((f.name for f in dataclasses.fields(Rules) if f.init), key=len, reverse=True)

JARGON = {
    "a rule id ending a sentence": re.compile(r"\([A-Z]-\d+\)"),
    "a rule id in brackets": re.compile(r"\[[A-Z]-\d+\]"),
    "a card's Python form": re.compile(r"\bCards?\('|\bcards\('"),
    "a move's Python form": re.compile(r"\bPlay\(|(?<![\w\"'])(DRAW|KEEP|TAKE|PASS|LAST)(?![\w\"'])"),
    "a setting's Python form": re.compile(r"<(Family|Match|Scoring|DrawRule|Suit)\.|\b(Suit|Family|Match)\.[A-Z]"),
    "a setting written as code": re.compile(rf"\b({'|'.join(SETTINGS)})="),
}

#: Cells that teach the rule ids on purpose: what the special cards do, card by
#: card, with the rule of each effect (the effect table, and what a house rule changes).
TEACHES_RULE_IDS = re.compile(r"\.effects\b|effect_changes\(")


def _shown(output) -> str:
    """What a learner sees of one output."""
    if output["output_type"] == "stream":
        return "".join(output["text"])
    if output["output_type"] == "error":
        return f"{output['ename']}: {output['evalue']}"
    data = output.get("data", {})
    if "text/html" in data:
        return html.unescape(re.sub(r"<[^>]+>", " ", "".join(data["text/html"])))
    return "".join(data.get("text/plain", ""))


def _jargon(notebook: Path) -> list[str]:
    found = []
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    for number, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        teaches = bool(TEACHES_RULE_IDS.search("".join(cell["source"])))
        for output in cell.get("outputs", []):
            text = _shown(output)
            for what, pattern in JARGON.items():
                if teaches and "rule id" in what:
                    continue
                match = pattern.search(text)
                if match:
                    found.append(f"cell {number}: {what}: ...{text[max(0, match.start() - 40):match.end() + 20]!r}")
    return found


def test_every_lesson_and_translation_is_scanned():
    assert len(LESSONS) >= 11 * 5 - 5   # eleven lessons, each in English and most in four languages
    assert {p.parent.name for p in LESSONS} >= {"notebooks", "fr", "it", "nl", "es"}


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_lesson_outputs_are_words_not_codes(notebook):
    assert _jargon(notebook) == []


def test_the_scan_finds_jargon_where_there_is_some():
    """The patterns catch what the lessons used to show."""
    old = ["[Play(Card('9H')), Play(Card('3C')), DRAW]", "Round 1: Ann went out (S-14).", "(Card('8C'), Suit.DIAMONDS)",
           "These rules cannot go together: [V-6] black jacks ...", "<Family.SWITCH: 'switch'>",
           "Switch, 3 players (scoring=points, match=target)", "Ce qui change avec wild_jacks=True :",
           "Huit américain, 3 joueurs (match=single)"]
    for text in old:
        assert any(p.search(text) for p in JARGON.values()), text
    for text in old[-3:]:  # a set of rules as str() wrote it, and a house rule as code
        assert JARGON["a setting written as code"].search(text), text
    calm = ["[play 9♥, play 3♣, draw]", "Round 1: Ann went out.", "(8♣, diamonds)",
            "Read rule S-7 on the rules page",
            Rules.switch(players=3, scoring="points", match="target").describe(language="fr", rule_ids=False),
            "Ce qui change quand les valets sont des jokers :", "A match of 3 rounds: the lowest total wins."]
    assert not any(p.search(text) for p in JARGON.values() for text in calm)
