"""Calm messages in an IPython shell: sentences without rule ids, and a
refused move shown as one sentence, its rule in plain words and a link."""

import json
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

from switchcore import Game, Rules
from tutorial import friendly, settings

REFUSED = 'from switchcore import Game, Rules\nGame.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C").apply("KD")'


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    assert friendly.install(shell)
    yield shell
    friendly.uninstall(shell)
    settings.show_rule_codes = False
    settings.friendly_errors = True
    InteractiveShell.clear_instance()


def test_outside_a_kernel_nothing_is_installed():
    assert not friendly.install() and not friendly.installed()


def test_a_refused_move_is_one_calm_message(shell, capsys):
    result = shell.run_cell(REFUSED)
    out = capsys.readouterr()
    assert not result.success                      # the cell still fails, so Run All stops there
    assert out.out.startswith("Not allowed: K♦ matches neither the current suit (clubs) nor the rank of 9♣.\n")
    assert "The rule: a card fits when it matches" in out.out
    assert "Traceback" not in out.out + out.err and "(X-2)" not in out.out


def test_the_link_leads_to_the_rule_on_the_rules_page():
    game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
    try:
        game.apply("KD")
    except Exception as exc:   # the engine's IllegalMoveError
        page = friendly.message_html(exc)
    assert "href='rules.ipynb#cell-id=X-2'" in page and "Nothing on the table changed." in page
    # The rules page has that cell: the rule's heading, with an anchor for rules.ipynb#X-2 as well.
    rules = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / "rules.ipynb").read_text(encoding="utf-8"))
    (cell,) = [cell for cell in rules["cells"] if cell["id"] == "X-2"]
    assert "".join(cell["source"]).startswith('### <span id="X-2"></span>X-2 · Matching a card\n')


def test_sentences_lose_their_rule_ids_until_a_teacher_asks(shell, capsys):  # S-9
    shell.run_cell('from switchcore import Game, Rules\n'
                   'g = Game.from_position(Rules.switch(players=3), hands=["8H 4S", "4D 6C", "KC 3H"], top="5H")\n'
                   'print(*g.apply("8H"), sep="\\n")')
    assert capsys.readouterr().out.splitlines()[-1] == "Ben misses a turn."
    settings.show_rule_codes = True
    shell.run_cell('g.undo()\nprint(*g.apply("8H"), sep="\\n")')
    assert capsys.readouterr().out.splitlines()[-1] == "Ben misses a turn (S-9)."


def test_a_teacher_can_have_the_traceback_back(shell, capsys):
    settings.friendly_errors = False
    shell.run_cell(REFUSED)
    out = capsys.readouterr()
    assert "IllegalMoveError" in out.out + out.err and "Not allowed:" not in out.out
