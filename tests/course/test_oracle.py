"""The oracle passes right answers and catches every planted wrong one.

For each check of the course (grading), ``wrong_answers`` holds the
right function and a set of plausible wrong ones, each with words its
message must contain (the rule it breaks, or what the learner should look
at). A check that passes a wrong answer, or fails a right one, fails here.
"""

from __future__ import annotations

import time

import pytest

from tests.course import wrong_answers as answers
from tests.course.verdicts import caught, passes
from grading import CHECKS, CheckResult, check_function, grade
from grading.base import Student


def _options(key):
    name, family = key
    return name, ({"family": family[0]} if family else {})


def _id(key):
    name, family = key
    return "-".join([name, *family])


@pytest.mark.parametrize("key", list(answers.RIGHT), ids=_id)
def test_the_right_answer_passes(key):
    name, options = _options(key)
    result = passes(answers.RIGHT[key], name, **options)
    assert result.case is None


WRONG = [(key, fn, words) for key, cases in answers.WRONG.items() for fn, words in cases]


@pytest.mark.parametrize("key, fn, words", WRONG, ids=[f"{_id(k)}-{fn.__name__}" for k, fn, _ in WRONG])
def test_a_wrong_answer_is_caught_with_a_useful_message(key, fn, words):
    name, options = _options(key)
    caught(fn, name, words, shows_no_code=True, **options)


def test_every_course_check_has_wrong_answers_and_a_right_one():
    mine = {"rank_of", "suit_of", "parse_card", "is_red", "fits", "playable", "card_points", "hand_points"}
    assert mine <= set(CHECKS)
    assert {name for name, _ in answers.RIGHT} == mine
    assert {name for name, _ in answers.WRONG} == mine
    per_family = {}
    for (name, _), cases in answers.WRONG.items():
        family = {"rank_of": "cards", "suit_of": "cards", "parse_card": "cards", "is_red": "cards",
                  "fits": "matching", "playable": "matching"}.get(name, "points")
        per_family[family] = per_family.get(family, 0) + len(cases)
    assert all(count >= 12 for count in per_family.values()), per_family


def test_the_failing_case_is_given_as_data():
    result = check_function(answers.fits_eight_wild_in_switch, "fits", family="switch")
    assert result.case == {"card": "8D", "top": "AC", "suit": "C"}
    assert "8♦ (8D) on top A♣ (AC) with clubs the suit to follow" in result.message


def test_a_message_never_holds_the_model_answer():
    result = check_function(answers.ace_one_in_switch, "hand_points")
    assert "SOLUTION" not in result.message and "card[" not in result.message


def test_what_the_learner_prints_stays_out_of_the_notebook(capsys):
    def noisy(card):
        print("looking at", card)
        return card[-1]

    assert check_function(noisy, "suit_of")
    assert capsys.readouterr().out == ""


def test_the_time_limit_is_restored_after_a_check():
    import signal

    before = signal.getsignal(signal.SIGALRM)
    check_function(answers.fits_loops, "fits", time_limit=0.1)
    assert signal.getsignal(signal.SIGALRM) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_an_except_clause_cannot_swallow_the_time_limit():
    def stubborn(card):
        while True:
            try:
                while True:
                    pass
            except Exception:
                continue

    result = check_function(stubborn, "suit_of", time_limit=0.1)
    assert "still running" in result.message


def test_a_value_that_is_not_a_function_gets_a_sentence():
    result = check_function("7H", "suit_of")
    assert not result.ok and "expected a function" in result.message


def test_unknown_checks_and_options_are_refused_clearly():
    with pytest.raises(ValueError, match="no check called 'fit'"):
        check_function(answers.fits_switch, "fit")
    with pytest.raises(TypeError, match="takes no option colour"):
        check_function(answers.fits_switch, "fits", colour="red")
    with pytest.raises(ValueError, match="family must be"):
        check_function(answers.fits_switch, "fits", family="poker")


def test_a_result_is_true_only_when_the_check_passed():
    good, bad = check_function(answers.suit_of, "suit_of"), check_function(answers.suit_lowercase, "suit_of")
    assert isinstance(good, CheckResult) and good and not bad
    assert "sc-check-ok" in good._repr_html_() and "sc-check-not-yet" in bad._repr_html_()
    assert repr(bad) == bad.message


def test_grade_shows_the_verdict_and_stays_calm_outside_nbgrader(capsys):
    assert grade(answers.suit_lowercase, "suit_of") is None
    assert grade(answers.suit_of, "suit_of") is None
    shown = capsys.readouterr().out
    assert "Not yet" in shown and "✓ suit_of is right" in shown


def test_a_student_copies_its_arguments():
    seen = []

    def keeps(hand):
        seen.append(hand)
        return 0

    student = Student(keeps, "keeps", "hand_points")
    given = ["7H"]
    student(given, shown="keeps(['7H'])")
    assert seen[0] == given and seen[0] is not given


def test_a_right_but_slow_function_is_stopped_with_a_sentence():
    def slow(card, top, suit):
        time.sleep(0.001)
        return answers.fits_switch(card, top, suit)

    result = check_function(slow, "fits", total_limit=0.05)
    assert not result.ok and "too slow" in result.message and "right answers" in result.message


def test_arguments_can_be_passed_without_a_copy():
    seen = []
    student = Student(seen.append, "keep", "try_it")
    given = ["7H"]
    student(given, shown="keep(['7H'])", copy_args=False)
    assert seen[0] is given


def test_exit_inside_a_function_is_reported_not_obeyed():
    def leaves(card):
        exit()

    result = check_function(leaves, "suit_of")
    assert not result.ok and "called exit()" in result.message
