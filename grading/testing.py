"""Checks for lesson 10 of the course: the learner's own tests, tried on wrong functions.

A test is good when it passes a function that follows the rules and fails
one that does not. The learner writes a test function with no arguments
that calls ``next_seat`` (or ``turn_after``) by that name and asserts what
it should give back. The check runs the test with the engine's answers in
place of that function, then once with each of a set of plausible wrong
versions instead (this is called mutation testing), and says, in words and
never in code, which wrong version the test let through.

* ``next_seat_tests``: a test of ``next_seat(seat, players, direction)``;
* ``turn_after_tests``: a test of ``turn_after(seat, players, direction, card)``,
  for instance in a file ``test_whose_turn.py`` run by pytest.

>>> from grading import check_function
>>> def test_next_seat():
...     assert next_seat(3, 4, 1) == 0
>>> print(check_function(test_next_seat, "next_seat_tests").message)  # doctest: +ELLIPSIS
✗ Not yet: test_next_seat() passes a wrong next_seat, one that always goes clockwise, whatever the direction...
"""

from __future__ import annotations

import traceback
import types

from .base import Student, check, passed
from .turns import engine_next_seat, engine_turn_after
from .words import number, say

__all__ = ["WRONG_NEXT_SEATS", "WRONG_TURN_AFTERS", "right_next_seat", "right_turn_after"]


def right_next_seat(seat, players, direction):
    """The engine's answer (S-1, X-1)."""
    return engine_next_seat(seat, players, direction)


def right_turn_after(seat, players, direction, card):
    """The engine's answer (S-9, S-12)."""
    return engine_turn_after(seat, players, direction, card)


def _rank(card) -> str:
    return str(card)[:-1]


def _two_on(seat, players, direction):
    return right_next_seat(right_next_seat(seat, players, direction), players, direction)


# Plausible wrong versions, each with the id of what is wrong with it in words (shown to the learner,
# grading/words.py).
WRONG_NEXT_SEATS = (
    (lambda seat, players, direction: (seat + 1) % players,
     "tests.wrong_clockwise"),
    (lambda seat, players, direction: seat + direction,
     "tests.wrong_no_wrap"),
    (lambda seat, players, direction: (seat + direction) % players if direction == 1 else seat - 1,
     "tests.wrong_minus_one"),
    (lambda seat, players, direction: 1 if players == 2 else (seat + direction) % players,
     "tests.wrong_two_players"),
    (lambda seat, players, direction: (seat + direction) % (players - 1) if players > 2 else (seat + direction) % 2,
     "tests.wrong_last_seat"),
)

WRONG_TURN_AFTERS = (
    (lambda seat, players, direction, card: (right_next_seat(seat, players, direction), direction)
        if _rank(card) == "A" else right_turn_after(seat, players, direction, card),
     "tests.wrong_ace"),
    (lambda seat, players, direction, card: ((seat + 2) % players, direction)
        if _rank(card) == "8" else right_turn_after(seat, players, direction, card),
     "tests.wrong_eight_clockwise"),
    (lambda seat, players, direction, card: (right_next_seat(seat, players, -direction), -direction)
        if _rank(card) == "A" else right_turn_after(seat, players, direction, card),
     "tests.wrong_ace_two"),
    (lambda seat, players, direction, card: (_two_on(seat, players, direction), direction)
        if _rank(card) == "2" else right_turn_after(seat, players, direction, card),
     "tests.wrong_two_skips"),
    (lambda seat, players, direction, card: (right_turn_after(seat, players, direction, card)[0], direction)
        if _rank(card) == "A" else right_turn_after(seat, players, direction, card),
     "tests.wrong_ace_direction"),
    (lambda seat, players, direction, card: (right_next_seat(_two_on(seat, players, direction), players, direction),
                                             direction)
        if _rank(card) == "8" else right_turn_after(seat, players, direction, card),
     "tests.wrong_eight_two"),
    (lambda seat, players, direction, card: right_turn_after(seat, players, direction, card)[0],
     "tests.wrong_seat_only"),
)


class _Failed(Exception):
    """The learner's test failed (an assert was not true)."""


def _failing_line(error: BaseException, test) -> str:
    """The line of the learner's test where ``error`` was raised, if it can be read."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == test.__code__.co_filename]
    return (frames[-1].line or "").strip() if frames else ""


def _places(test, name: str) -> list[dict]:
    """Where ``test`` can find ``name``: its own globals, and every module
    it imported by name that holds it (``import whose_turn`` and then
    ``whose_turn.turn_after(...)``)."""
    scope = test.__globals__
    places = [scope]
    for value in list(scope.values()):
        if isinstance(value, types.ModuleType) and name in vars(value) and \
                not value.__name__.split(".")[0] in ("switchcore", "grading", "builtins"):
            places.append(vars(value))
    return places


def _runner(test, name: str, any_error_fails: bool):
    """A function that runs ``test`` with ``impl`` in place of ``name`` and
    gives back (None, calls) when it passed, or (the line that failed,
    calls); ``calls`` counts the calls of ``impl``, wherever the test makes
    them (in a comprehension, a small function of its own, through a module). An
    error other than a failed assert is the learner's bug when ``impl`` is
    right (it goes on to the safe call, which words it), and a caught bug
    when ``impl`` is wrong."""

    def run(impl):
        calls = [0]

        def counted(*args, **kwargs):
            calls[0] += 1
            return impl(*args, **kwargs)

        missing = object()
        places = _places(test, name)
        before = [place.get(name, missing) for place in places]
        for place in places:
            place[name] = counted
        try:
            test()
        except AssertionError as error:
            return _failing_line(error, test), calls[0]
        except NotImplementedError:
            raise
        except NameError:
            if not calls[0] and not any_error_fails:  # it calls some other name instead: "never calls"
                return None, 0
            raise
        except Exception as error:
            if any_error_fails:
                return _failing_line(error, test) or type(error).__name__, calls[0]
            raise
        finally:
            for place, old in zip(places, before):
                if old is missing:
                    del place[name]
                else:
                    place[name] = old
        return None, calls[0]

    return run


def run_mutant(test, which: int, name: str, any_error_fails: bool):
    """Run the learner's ``test`` with ``name`` replaced by the right version
    (``which`` -1) or the planted wrong one number ``which``: (the failing
    line or None, how many calls). Where the judge checks apart
    (:mod:`grading.judge`), this runs in the confined process."""
    right, wrongs = MUTANTS[name]
    impl = right if which < 0 else wrongs[which][0]
    return _runner(test, name, any_error_fails)(impl)


def _mutation_check(student: Student, check_name: str, name: str, right, wrongs, rule: str) -> object:
    test = student.fn
    remote = getattr(test, "bound", None) is not None and type(test).__module__ == "grading.judge"
    argcount = test.info.get("argcount") if remote else getattr(getattr(test, "__code__", None), "co_argcount", None)
    if argcount is None or argcount:
        raise student.stop(say("tests.arguments", name=student.name, function=name))
    never = say("tests.never", name=student.name, function=name)
    shown = f"{student.name}()"

    def asker(any_error_fails: bool):
        if remote:  # run_mutant in the confined process, on the planted version by its number
            return Student(test.bound(via=run_mutant, extra=(name, any_error_fails)), student.name, check_name,
                           student.time_limit)
        runner = _runner(test, name, any_error_fails)
        return Student(lambda which: runner(right if which < 0 else wrongs[which][0]), student.name, check_name,
                       student.time_limit, isolated=student.isolated)

    on_right = asker(False)
    failed, calls = on_right(-1, shown=shown)  # an unwritten test stops here: "not written yet"
    if failed is not None and not isinstance(failed, str):
        failed = str(failed)
    if failed is not None:
        what = say("tests.assert_line", line=failed) if failed.startswith("assert") else say("tests.an_assert")
        raise student.stop(say("tests.fails_right", shown=shown, function=name, what=what, rule=say(rule)))
    if not calls:
        raise student.stop(never)
    on_wrong = asker(True)
    for which, (wrong, words) in enumerate(wrongs):
        if on_wrong(which, shown=shown)[0] is None:
            raise student.stop(say("tests.passes_wrong", shown=shown, function=name, words=say(words)))
    return passed(check_name, say("verdict.right_tests", name=student.name, function=name, number=number(len(wrongs))))


@check("next_seat_tests")
def _next_seat_tests(student: Student) -> object:
    """test() -> passes with a right next_seat, fails with each planted wrong one."""
    return _mutation_check(student, "next_seat_tests", "next_seat", right_next_seat, WRONG_NEXT_SEATS,
                           "tests.rule_next_seat")


@check("turn_after_tests")
def _turn_after_tests(student: Student) -> object:
    """test() -> passes with a right turn_after, fails with each planted wrong one."""
    return _mutation_check(student, "turn_after_tests", "turn_after", right_turn_after, WRONG_TURN_AFTERS,
                           "tests.rule_turn_after")


#: name -> (the right version, the planted wrong ones), for :func:`run_mutant`.
MUTANTS = {"next_seat": (right_next_seat, WRONG_NEXT_SEATS), "turn_after": (right_turn_after, WRONG_TURN_AFTERS)}
