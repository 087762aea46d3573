"""How many messages the widgets send the page.

Every widget is a model on the page; making one, or changing one, is a
message from the kernel on its IOPub channel. The kernel keeps at most
1,000 of them waiting for each reader and drops the rest, so a page that
sends thousands in a few seconds to a busy Jupyter server loses some:
Run All of the rules page (25 step-throughs) once sent about 6,000 and
now and then lost the "idle" that ends a cell, which left JupyterLab busy
for ever. These tests count the messages of the rules page's widgets, as
the page's cells make them, and hold them to a budget."""

from __future__ import annotations

import collections
import json
import re
from pathlib import Path

import pytest

comm = pytest.importorskip("comm")
W = pytest.importorskip("ipywidgets")

import tutorial  # noqa: E402
from comm.base_comm import BaseComm  # noqa: E402

#: The most messages a step-through may send the page when it is made,
#: once the models every widget shares exist (about 56 now; about 230
#: before widgets were made whole and shared their layouts and styles).
BUDGET = 70
#: The most a Run All of the rules page may send (about 1,450 now, from
#: about 6,100): under the 2,000 that the kernel's queue (1,000) and the
#: server's own (as many again) hold between them.
PAGE_BUDGET = 1_600
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


class _Counting(BaseComm):
    sent: collections.Counter = collections.Counter()

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        _Counting.sent[msg_type] += 1


@pytest.fixture
def count(monkeypatch):
    monkeypatch.setattr(comm, "create_comm", lambda *args, **kwargs: _Counting(*args, **kwargs))
    _Counting.sent.clear()
    yield _Counting.sent
    tutorial.language("en")


def _rules_page_scenarios(language: str) -> list[str]:
    path = NOTEBOOKS / ("rules.ipynb" if language == "en" else f"{language}/rules.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [found.group(1) for cell in cells if cell["cell_type"] == "code"
            for found in [re.search(r'load_scenario\("(\w+)"\)', "".join(cell["source"]))] if found]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_sends_the_page_few_messages(count, language):
    tutorial.language(language)
    names = _rules_page_scenarios(language)
    assert len(names) >= 20, names
    each = []
    for name in names:
        before = sum(count.values())
        tutorial.StepThrough(tutorial.load_scenario(name))
        each.append(sum(count.values()) - before)
    total = sum(count.values())
    print(f"\nrules page ({language}): {len(names)} step-throughs, {total} messages "
          f"({count['comm_open']} models made, {count['comm_msg']} changes); "
          f"the heaviest step-through {max(each[1:])}")
    assert max(each[1:]) <= BUDGET, list(zip(names, each))
    assert total <= PAGE_BUDGET


def test_widgets_that_never_change_their_layout_share_one(count):
    first = tutorial.StepThrough(tutorial.load_scenario("walkthrough"))
    second = tutorial.StepThrough(tutorial.load_scenario("walkthrough"))
    assert first.say.layout is second.say.layout and first.say.style is second.say.style
    assert first.children[0] is second.children[0]      # one style sheet for every widget
    # The widgets hidden and shown again have their own, which the others do not feel.
    assert first.hand.layout is not second.hand.layout
    assert first.hand.suits_box.layout is not second.hand.suits_box.layout
    first.hand.layout.display = "none"
    assert second.hand.layout.display is None


def test_a_click_through_every_step_changes_no_shared_layout(count):
    """A shared layout refuses a change (it would reach every widget); a
    step-through clicked to its end and back never asks for one."""
    for name in tutorial.scenario_names():
        st = tutorial.StepThrough(tutorial.load_scenario(name))
        for _ in range(len(st.scenario.steps) + 1):
            if st.choosing():
                st.hand.refresh()
                break
            st.next_button.click()
        st.prev_button.click()
        st.reset_button.click()
        assert not st.errors and not st.hand.errors and not st.table.errors, (name, st.errors)


def test_a_match_that_bots_play_at_once_sends_its_end_not_every_move(count, monkeypatch):
    """Lesson 10's watched match (bots without pauses) sent the page every
    move, about 7 MB; the page now gets the table as each round ends."""
    sizes = []
    publish = _Counting.publish_msg

    def measured(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        sizes.append(len(json.dumps(data, default=str)))
        publish(self, msg_type, data, metadata, buffers, **keys)

    monkeypatch.setattr(_Counting, "publish_msg", measured)
    watch = tutorial.BotGame(players=4, family="switch", levels=["easy", "medium", "hard", "random"],
                             length=3, seed=3, delay=0)
    before = sum(count.values())
    watch.play_match()
    sent = sum(count.values()) - before
    print(f"\na match of {len(watch.game.results)} rounds played at once: {sent} messages, "
          f"{sum(sizes) / 1e6:.2f} MB in all")
    assert watch.game.match_over and not watch.errors
    assert sent <= 200 and sum(sizes) <= 1_000_000, (sent, sum(sizes))


def test_widgets_made_after_every_widget_was_closed_get_open_shared_models(count):
    """A learner's ``W.Widget.close_all()`` closes the shared layouts and
    style sheet too; the next widget must not point the page at them."""
    before = tutorial.StepThrough(tutorial.load_scenario("walkthrough"))
    W.Widget.close_all()
    assert before.say.layout.comm is None
    after = tutorial.StepThrough(tutorial.load_scenario("walkthrough"))
    assert after.say.layout is not before.say.layout
    shared_parts = [after.say.layout, after.say.style, after.children[0], after.hand.cards_box.layout]
    assert all(part.comm is not None for part in shared_parts)
