"""A check run before its answer, an answer cell that fails, and a widget
given a value it cannot take: one calm sentence each, never a traceback,
and never a verdict on an older answer."""

import pytest
from IPython.core.interactiveshell import InteractiveShell

import tutorial
from tutorial import BotGame, HandWidget, RulesPanel, StepThrough, friendly, settings
from tutorial.friendly import ArgumentError, FailedAnswer

# Lesson 03's exercise 1 and lesson 10's exercise 2, as their cells read.
CHECK_BEN = ('from tutorial.checks import check, position\n\n'
             'after = position("quiz_black_jack", "JS", "take")\n'
             'check(ben_cards, len(after.hand(1)), hint="Add the penalty.")')
RIGHT_GAME = ('my_game = BotGame(players=5, family="crazy_eights", levels=["human"] + ["medium"] * 4, '
              'length=150, delay=delay)')
CHECK_GAME = ('from tutorial.checks import check\n\n'
              'def is_my_game(g):\n'
              '    return (g.players.value == 5 and g.family.value == "crazy_eights" and g.length.value == 150\n'
              '            and g.levels() == ["human", "medium", "medium", "medium", "medium"])\n\n'
              'check(my_game, is_my_game, hint="Check the five levels.")')


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    assert friendly.install(shell)
    yield shell
    friendly.uninstall(shell)
    settings.friendly_errors = True
    tutorial.language("en")
    InteractiveShell.clear_instance()


def run(shell, capsys, source):
    result = shell.run_cell(source)
    out = capsys.readouterr()
    return result, out.out, out.err


def test_a_check_run_before_its_answer_says_to_run_the_code_cell_above(shell, capsys):
    result, out, err = run(shell, capsys, CHECK_BEN)
    assert not result.success                  # Run All still stops there
    # "the code cell above": the answer, even where a text cell stands between it and its check.
    assert out.strip() == "✋ ben_cards is not defined yet: run the code cell above first, then this one."
    assert "Traceback" not in out + err and "NameError" not in out + err
    run(shell, capsys, "ben_cards = 10")
    assert run(shell, capsys, CHECK_BEN)[1].strip() == "✓ Right!"


def test_an_answer_run_before_the_cells_it_needs_names_them_all(shell, capsys):
    result, out, err = run(shell, capsys, RIGHT_GAME)
    assert not result.success
    assert out.strip() == ("✋ BotGame and delay are not defined yet: they come from cells above, so run the "
                           "cells above this one first, then this one.")
    assert "Traceback" not in out + err
    # Its check then says the answer cell failed, not that it is undefined or right.
    assert run(shell, capsys, CHECK_GAME)[1].strip() == (
        "✎ The code cell above stopped with an error, so my_game has no answer: put it right, run it again, "
        "then this one.")
    run(shell, capsys, "from tutorial import BotGame\ndelay = 0")
    assert run(shell, capsys, RIGHT_GAME)[0].success
    assert run(shell, capsys, CHECK_GAME)[1].strip() == "✓ Right!"


def test_the_sentence_is_in_the_lessons_language(shell, capsys):
    tutorial.language("fr")
    out = run(shell, capsys, CHECK_BEN)[1]
    assert out.strip() == "✋ ben_cards n’est pas encore défini : exécute d’abord la cellule de code au-dessus, puis celle-ci."


def test_a_bad_widget_argument_is_one_sentence_and_resets_the_check(shell, capsys):
    run(shell, capsys, "from tutorial import BotGame\ndelay = 0")
    assert run(shell, capsys, RIGHT_GAME)[0].success
    assert run(shell, capsys, CHECK_GAME)[1].strip() == "✓ Right!"
    # The learner changes the answer and makes a slip: the old ✓ must not stay.
    result, out, err = run(shell, capsys, RIGHT_GAME.replace('"crazy_eights"', '"crazy eights"'))
    assert not result.success
    assert out.strip() == '✋ family must be "switch" or "crazy_eights", not "crazy eights".'
    assert "Traceback" not in out + err and "TraitError" not in out + err
    assert isinstance(shell.user_ns["my_game"], FailedAnswer)
    verdict = run(shell, capsys, CHECK_GAME)[1].strip()
    assert verdict.startswith("✎ The code cell above stopped with an error") and "✓" not in verdict


# Lesson 01's exercises 1 and 2, as their cells read.
CHECK_PLAYABLE = ('from tutorial.checks import check_playable\n\n'
                  'check_playable(playable, "walkthrough", hint="Look at the suit and the rank.")')
CHECK_QUEEN = ('from tutorial.checks import check\n\n'
               'check(queen_fits, True, hint="Look at the rank.")')


def test_cards_typed_without_quotes_are_explained_by_the_check_with_the_quotes(shell, capsys):
    assert run(shell, capsys, 'playable = "..."')[0].success     # the answer cell as the lesson gives it
    assert run(shell, capsys, CHECK_PLAYABLE)[1].strip().startswith("✎ Write your answer in the code cell above")
    result, _out, _err = run(shell, capsys, "playable = 8C 7S")  # a syntax error: the cell does not run
    assert not result.success
    said = run(shell, capsys, CHECK_PLAYABLE)[1].strip()
    assert said == ('✎ Python cannot read the code cell above as it is written, so playable has no answer: cards '
                    'and moves are text, which goes between quotes, as in playable = "8C 7S"; run both cells again.')
    assert run(shell, capsys, 'playable = "8C 7S"')[0].success
    assert run(shell, capsys, CHECK_PLAYABLE)[1].strip() == "✓ Right!"
    # A syntax error in an answer that is not text: no quotes advised.
    run(shell, capsys, "queen_fits = (True")
    assert run(shell, capsys, CHECK_QUEEN)[1].strip() == (
        "✎ Python cannot read the code cell above as it is written, so queen_fits has no answer: put it right, "
        "run it again, then this one.")


def test_a_bare_word_answer_is_told_about_true_false_and_quotes_not_the_cells_above(shell, capsys):
    result, out, err = run(shell, capsys, "queen_fits = no")
    assert not result.success
    assert out.strip() == ('✋ no on its own is a name Python does not know: answer True or False, or put the word '
                           'between quotes, as in queen_fits = "no".')
    assert "Traceback" not in out + err and "cells above" not in out
    out = run(shell, capsys, "playable = KD, QS")[1]
    assert out.strip() == ('✋ KD on its own is a name Python does not know: cards and moves are text, which goes '
                           'between quotes, as in playable = "KD QS".')
    out = run(shell, capsys, "next_player = Cat")[1]
    assert out.strip() == ('✋ Cat is not defined yet: if it comes from a cell above, run the cells above first; '
                           'if it is text, put it between quotes, as in next_player = "Cat".')
    assert run(shell, capsys, "queen_fits = True")[0].success
    assert run(shell, capsys, CHECK_QUEEN)[1].strip() == "✓ Right!"


def test_names_a_failed_cell_did_set_keep_their_values(shell, capsys):
    run(shell, capsys, "a = 1\nb = 2")
    assert not run(shell, capsys, "a = 5\nb = 1 / 0")[0].success
    assert shell.user_ns["a"] == 5 and isinstance(shell.user_ns["b"], FailedAnswer)
    assert repr(shell.user_ns["b"]) == "b has no value: the cell that sets it stopped with an error."


def test_a_teacher_still_gets_tracebacks_when_asked(shell, capsys):
    settings.friendly_errors = False
    _result, out, err = run(shell, capsys, CHECK_BEN)
    assert "NameError" in out + err


# -- widgets given values they cannot take (no shell: the error itself) -------------


@pytest.mark.parametrize("make, sentence", [
    (lambda: BotGame(players=4, family="crazy eights"),
     'family must be "switch" or "crazy_eights", not "crazy eights".'),
    (lambda: BotGame(players=9, family="crazy_eights"), "players must be a whole number from 2 to 8, not 9."),
    (lambda: BotGame(players=8, family="switch"), "players must be a whole number from 2 to 7, not 8."),
    (lambda: BotGame(players=3, levels=["human", "meduim", "easy"]),
     'levels must be "human", "easy", "hard", "medium" or "random", not "meduim".'),
    (lambda: BotGame(players=3, levels=["human", "easy"]), "levels needs one level for each of the 3 seats, not 2."),
    (lambda: BotGame(players=3, length="3"), 'length must be a whole number from 1 to 100, not "3".'),
    (lambda: BotGame(players=3, delay=-1), "delay must be a number of seconds, 0 or more, not -1."),
    (lambda: BotGame(players=3, choices={"wild_jack": True}), 'choices must be "special_cards", '),
    (lambda: RulesPanel(lambda r: None, players=2, family="eights"),
     'family must be "switch" or "crazy_eights", not "eights".'),
    (lambda: StepThrough("walkthru"), 'scenario must be "aces", '),
    (lambda: StepThrough(3), 'scenario must be a scenario, such as load_scenario("walkthrough"), not int.'),
    (lambda: HandWidget("7S 8C"), "game must be a game or a GameController, not str."),
])
def test_a_widget_names_the_values_it_takes(make, sentence):
    with pytest.raises(ArgumentError) as caught:
        make()
    assert str(caught.value).startswith(sentence)
    assert isinstance(caught.value, (ValueError, TypeError))


def test_a_step_through_takes_a_shipped_scenarios_name():
    assert StepThrough("walkthrough").scenario.title.startswith("The 7♥ walkthrough")


def test_a_name_set_before_the_failing_line_keeps_its_value_even_if_unchanged(shell, capsys):
    run(shell, capsys, "n = 3")
    assert not run(shell, capsys, "n = 3\nm = 1 / 0")[0].success
    assert shell.user_ns["n"] == 3 and isinstance(shell.user_ns["m"], FailedAnswer)
