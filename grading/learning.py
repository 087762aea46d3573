"""Checks for lesson 12 of the course: the two steps of a bot that learns.

* ``probabilities(scores)`` -> the softmax of a numpy array of scores: each
  ``exp(score)`` divided by the sum of them all, computed so that very large
  scores do not overflow (subtract the largest first);
* ``nudge(weights, options, probs, taken, reward, rate)`` -> the weights
  after one step of the policy gradient: ``weights + rate * reward *
  (options[taken] - probs @ options)``, where ``options`` holds one row of
  features for each legal move and ``probs`` their probabilities.

The right answers are reckoned number by number in plain Python, straight
from these definitions, not with numpy as a learner writes them: a second
way to the same numbers, which shares no slip with the learner's. Each case
is a fresh array, made for the call.

>>> import numpy as np
>>> from grading import check_function
>>> def probabilities(scores):
...     e = np.exp(scores)
...     return e / e.sum()
>>> print(check_function(probabilities, "probabilities").message)  # doctest: +ELLIPSIS
✗ Not yet: probabilities(np.array([1000.0, 999.0, 0.0])) gave back [nan, nan, 0.0]: with scores as large as these...
"""

from __future__ import annotations

import random

from .base import Student, check, passed
from .words import number, say

__all__ = ["right_probabilities", "right_nudge", "SCORES", "NUDGES"]


def right_probabilities(scores):
    """Each exp(score) over the sum of them all, each score first lowered
    by the largest (which changes no share, and keeps exp finite)."""
    import math

    import numpy as np

    values = [float(score) for score in scores]
    shares = [math.exp(value - max(values)) for value in values]
    return np.array([share / math.fsum(shares) for share in shares])


def right_nudge(weights, options, probs, taken, reward, rate):
    """Each weight moved by rate × reward × (the taken move's feature less
    that feature on average over the moves, by their probabilities)."""
    import math

    import numpy as np

    rows = [[float(x) for x in row] for row in options]
    average = [math.fsum(float(p) * row[j] for p, row in zip(probs, rows)) for j in range(len(rows[0]))]
    return np.array([float(w) + rate * reward * (rows[taken][j] - average[j]) for j, w in enumerate(weights)])


def _scores() -> list[list[float]]:
    rng = random.Random(12)
    cases = [[0.0, 0.0], [1.0, 2.0, 3.0], [2.5], [-1.0, 0.0, 1.0, 0.0], [1000.0, 999.0, 0.0], [-800.0, -801.0]]
    cases += [[round(rng.uniform(-5, 5), 2) for _ in range(rng.randint(1, 8))] for _ in range(30)]
    return cases


def _nudges() -> list[tuple]:
    rng = random.Random(21)
    cases = []
    for n in range(40):
        moves, size = rng.randint(2, 7), 3
        options = [[float(rng.choice((0, 1))) if f < 2 else round(rng.random(), 2) for f in range(size)]
                   for _ in range(moves)]
        raw = [rng.random() + 0.05 for _ in range(moves)]
        probs = [round(p / sum(raw), 3) for p in raw]
        weights = [round(rng.uniform(-1, 1), 2) for _ in range(size)]
        cases.append((weights, options, probs, rng.randrange(moves), (1.0, -1.0)[n % 2], (0.1, 0.05, 0.5)[n % 3]))
    return cases


SCORES = _scores()
NUDGES = _nudges()


def _shown_array(values) -> str:
    return f"np.array({[float(v) for v in values]!r})"


def _numbers(student: Student, got, shown: str, case: dict, count: int, what: str):
    """``got`` as a float array of ``count`` numbers, or a stop that says what is wrong."""
    import numpy as np

    try:
        array = np.asarray(got, dtype=float)
    except (TypeError, ValueError):
        array = None
    if array is None or array.ndim > 1 or isinstance(got, (str, bytes, dict, set)):
        raise student.stop(say("learning.not_numbers", shown=shown, got=repr(got)[:80],
                               wanted=say("want.numbers")), case)
    if array.shape != (count,):
        raise student.stop(say("learning.shape", shown=shown, got=_short(array), size=number(count), what=what), case)
    return array


def _short(array) -> str:
    import numpy as np

    return repr([round(float(v), 4) if np.isfinite(v) else float(v) for v in np.ravel(array)])


@check("probabilities")
def _probabilities(student: Student) -> object:
    """probabilities(scores) -> the softmax of the scores."""
    import numpy as np

    for scores in SCORES:
        shown = f"{student.name}({_shown_array(scores)})"
        case = {"scores": list(scores)}
        got = student(np.array(scores), shown=shown, case=case, copy_args=False)
        array = _numbers(student, got, shown, case, len(scores), say("learning.one_score"))
        right = right_probabilities(np.array(scores))
        if not np.allclose(array, right, atol=1e-9):
            key = "learning.overflow" if max(abs(s) for s in scores) > 700 else "learning.wrong_probabilities"
            raise student.stop(say(key, shown=shown, got=_short(array), right=_short(right)), case)
    return passed("probabilities", say("verdict.right_probabilities", name=student.name, number=number(len(SCORES))))


@check("nudge")
def _nudge(student: Student) -> object:
    """nudge(weights, options, probs, taken, reward, rate) -> the new weights."""
    import numpy as np

    for weights, options, probs, taken, reward, rate in NUDGES:
        shown = (f"{student.name}({_shown_array(weights)}, np.array({options!r}), {_shown_array(probs)}, {taken}, "
                 f"{reward}, {rate})")
        case = {"weights": weights, "options": options, "probs": probs, "taken": taken, "reward": reward,
                "rate": rate}
        args = (np.array(weights), np.array(options), np.array(probs), taken, reward, rate)
        got = student(*args, shown=shown, case=case, copy_args=False)
        array = _numbers(student, got, shown, case, len(weights), say("learning.one_weight"))
        right = right_nudge(np.array(weights), np.array(options), np.array(probs), taken, reward, rate)
        if not np.allclose(array, right, atol=1e-9):
            raise student.stop(say("learning.wrong_nudge", shown=shown, got=_short(array), right=_short(right)), case)
    return passed("nudge", say("verdict.right_nudge", name=student.name, number=number(len(NUDGES))))
