"""Course lesson 12 keeps its word: the bot it trains beats the random bot
by the margin the lesson states.

The source notebook is run afresh by nbval in every run of the suite, with
its outputs compared with the committed ones (``course/source`` is among
pytest's test paths), so the figures read here are those of a seeded run
of today's code; this test holds them to what the lesson's text promises.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
LESSON = "12_a_bot_that_learns"
NOTEBOOKS = [ROOT / "course" / "source" / LESSON / f"{LESSON}.ipynb",
             ROOT / "course" / "fr" / "source" / LESSON / f"{LESSON}.ipynb"]


def _printed(path: Path) -> str:
    notebook = nbformat.read(path, as_version=4)
    return "".join(o.get("text", "") for c in notebook.cells if c.cell_type == "code" for o in c.get("outputs", []))


def _promise(path: Path) -> int:
    text = "".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown")
    stated = re.search(r"\*\*(?:It should win|Il devrait en gagner) at least (\d+) ?%|au moins (\d+) ?%", text)
    return int(stated[1] or stated[2])


def test_the_trained_bot_beats_the_random_bot_by_the_stated_margin():
    for path in NOTEBOOKS:
        printed = _printed(path)
        found = re.search(r"the trained bot wins (\d+)% of 400 games against the random bot \(untrained: (\d+)%\)",
                          printed)
        assert found, f"{path.name}: no final win rate in its outputs"
        trained, untrained = int(found[1]), int(found[2])
        assert trained >= _promise(path) == 55, (path, trained)
        assert trained >= untrained + 10, (path, trained, untrained)


def test_the_training_shows_the_bot_learning():
    rates = [int(r) for r in re.findall(r"after +\d+ games: wins (\d+)% against random", _printed(NOTEBOOKS[0]))]
    assert len(rates) == 4 and rates[-1] > rates[0], rates


def test_the_learned_bot_file_plays_a_whole_tournament_without_a_forfeit():
    row = re.search(r"^learned_bot +(\d+) +(\d+) .* (\d+)$", _printed(NOTEBOOKS[0]), re.M)
    assert row and int(row[1]) == 60 and int(row[3]) == 0, row


# -- the checker on numpy answers ------------------------------------------------------


def test_the_checks_pass_right_answers_and_name_what_is_wrong():
    import numpy as np

    from grading import check_function

    def probabilities(scores):
        e = np.exp(scores - np.max(scores))
        return e / e.sum()

    def overflowing(scores):
        e = np.exp(scores)
        return e / e.sum()

    def nudge(weights, options, probs, taken, reward, rate):
        return weights + rate * reward * (options[taken] - probs @ options)

    def forgets_the_average(weights, options, probs, taken, reward, rate):
        return weights + rate * reward * options[taken]

    assert check_function(probabilities, "probabilities")
    with np.errstate(over="ignore", invalid="ignore"):
        message = check_function(overflowing, "probabilities").message
    assert "np.exp gives inf" in message, message
    assert check_function(nudge, "nudge")
    message = check_function(forgets_the_average, "nudge").message
    assert "probs @ options" in message and "gave back" in message, message


def test_try_it_shows_numpy_arrays_and_catches_a_changed_argument():
    import numpy as np

    from grading import try_it

    assert str(try_it(lambda a: a * 2, np.array([1.0, 2.0]))).endswith("gave back np.array([2.0, 4.0])")

    def changes(a):
        a[0] = 5.0
        return a

    assert "changed what it was given" in str(try_it(changes, np.array([1.0, 2.0])))
