"""Every rule id has a test: each id of the rule book is cited in at least one
other test file, and the rule book agrees with the rules reference."""

import re
from pathlib import Path

import pytest

from switchcore import RULEBOOK

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
REFERENCE = ROOT.parent / "shared" / "RULES.md"
ID = re.compile(r"^- ([XSCV]-\d+) ", re.MULTILINE)
#: Rules the engine adds to the reference, each closing a gap it leaves open.
#: X-10: under some rules a round can go round in a circle for ever (two seats
#: passing two aces through a one-card reshuffle), and no rule of the
#: reference ends it.
ADDED = {"X-10"}


def cited_in():
    """The text of every test file except this one."""
    here = Path(__file__).resolve()
    return {path: path.read_text(encoding="utf-8") for path in sorted(TESTS.rglob("test_*.py"))
            if path.resolve() != here}


def test_rulebook_ids_are_well_formed():
    assert RULEBOOK
    for rule, summary in RULEBOOK.items():
        assert re.fullmatch(r"[XSCV]-\d+", rule), rule
        assert summary.strip() and summary.endswith(".")


@pytest.mark.skipif(not REFERENCE.exists(), reason="the rules reference is kept beside the repository")
def test_rulebook_agrees_with_the_rules_reference():
    listed = ID.findall(REFERENCE.read_text(encoding="utf-8"))
    assert len(listed) == len(set(listed)), "an id is listed twice in the reference"
    assert set(listed) == set(RULEBOOK) - ADDED
    assert not ADDED & set(listed), "a rule added by the engine is now in the reference: drop it from ADDED"


@pytest.mark.parametrize("rule", sorted(RULEBOOK, key=lambda r: (r[0], int(r[2:]))))
def test_every_rule_has_a_test(rule):
    pattern = re.compile(rf"\b{re.escape(rule)}\b")
    files = [path.name for path, text in cited_in().items() if pattern.search(text)]
    assert files, f"no test file cites {rule}: {RULEBOOK[rule]}"
