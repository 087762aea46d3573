"""axe-core, the standard accessibility checker, over a page of the lessons.

:func:`audit` runs axe (shipped by the ``axe-playwright-python`` package)
on the whole page and sorts every violation by whose markup it is in: the
project's (what a lesson shows: its text, its outputs and widgets, the
Voilà page's own layout) or the page's host (JupyterLab's menus, toolbars
and panels, which the project does not write and reports upstream).
:func:`assert_no_serious` fails on a serious or critical violation in the
project's markup and lists the host's, so a test report shows both; a
page the project lays out whole (Voilà's) also fails on the moderate rules
of :data:`LANDMARKS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.needs import need

#: The impacts that fail a test (axe's scale: minor, moderate, serious, critical).
FAILING = ("serious", "critical")

#: Where a lesson's own markup is, in JupyterLab (and its static site): the
#: rendered text of a lesson's cells and the outputs of its code cells.
LAB_OWN = ".jp-MarkdownOutput, .jp-OutputArea-output"

#: The rules of a page's landmarks, moderate in axe's scale: a page with no
#: ``main`` landmark (a screen reader cannot jump to its content) and
#: content outside every landmark. They fail a page the project lays out
#: whole, such as the game page; in JupyterLab the layout is JupyterLab's.
LANDMARKS = ("landmark-one-main", "region")


@dataclass
class Audit:
    """The violations axe found on one page, by owner: ``own`` and ``host``
    each map a rule id to ``(impact, number of nodes, one target)``."""

    page: str
    own: dict = field(default_factory=dict)
    host: dict = field(default_factory=dict)

    def failing(self, also=()) -> dict:
        """The violations in the project's markup that fail a test: those
        serious or critical, and those of the rules ``also`` whatever their impact."""
        return {rule: found for rule, found in self.own.items() if found[0] in FAILING or rule in also}

    def count(self, owner: str = "own", impacts=FAILING) -> int:
        """The number of nodes with a violation of one of ``impacts``."""
        return sum(n for impact, n, _target in getattr(self, owner).values() if impact in impacts)

    def summary(self) -> str:
        def lines(found):
            return "".join(f"\n  {rule} ({impact}, {n} nodes), e.g. {target}"
                           for rule, (impact, n, target) in sorted(found.items())) or " none"
        return (f"{self.page}: axe, the project's markup:{lines(self.own)}\n"
                f"{self.page}: axe, the host's markup (not counted):{lines(self.host)}")


def audit(page, name: str, *, own: str | None = LAB_OWN) -> Audit:
    """Run axe on ``page`` and sort its violations. A node is the project's
    when it is inside ``own`` (a CSS selector); ``own=None`` makes every node
    the project's (a page the project writes whole, such as Voilà's)."""
    sync = need("axe_playwright_python.sync_playwright", "pip install -e .[test] (axe-playwright-python)")
    results = sync.Axe().run(page, options={"resultTypes": ["violations"]}).response
    found = Audit(name)
    for violation in results["violations"]:
        for node in violation["nodes"]:
            target = node["target"]
            selector = target[-1] if isinstance(target[-1], str) else target[-1][-1]
            mine = own is None or page.evaluate(
                "([selector, own]) => { const el = document.querySelector(selector);"
                " return !!(el && el.closest(own)); }", [selector, own])
            where = found.own if mine else found.host
            impact, n, first = where.get(violation["id"], (violation["impact"], 0, selector))
            where[violation["id"]] = (impact, n + 1, first)
    return found


def assert_no_serious(page, name: str, *, own: str | None = LAB_OWN, also=()) -> Audit:
    """:func:`audit`, failing on a serious or critical violation in the
    project's markup, or on one of the rules ``also`` (such as
    :data:`LANDMARKS`); the summary is printed for the test report."""
    found = audit(page, name, own=own)
    print(found.summary())
    assert not found.failing(also), found.summary()
    return found
