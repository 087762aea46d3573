"""The rules part of the core stays small enough to read (tools/core_size.py)."""

from tools import core_size


def test_every_line_of_the_core_is_in_one_part():
    counts = core_size.sizes()
    files = sorted(core_size.CORE.glob("*.py")) + [core_size.CORE / "locale" / "en.json"]
    assert sum(counts.values()) == sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files)
    assert all(counts[part] > 0 for part in core_size.PARTS), counts


def test_the_pictures_part_holds_the_notebook_drawings_only():
    source = '''class Card:
    def fits(self):
        return True

    def _repr_html_(self):
        return "<svg/>"


def table_html(game):
    return ""
'''
    assert core_size._picture_lines(source) == 4


def test_the_rules_a_learner_reads_are_at_most_4500_lines():
    counts = core_size.sizes()
    assert counts["rules"] <= core_size.RULES_AT_MOST == 4500, core_size.report(counts)
