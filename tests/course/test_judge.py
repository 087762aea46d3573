"""grading.judge: the verdict is made where no learner code runs, and the learner's code runs confined.

The whole nbgrader cycle with cheats is in test_cheats.py; these are the
pieces, quicker to run and to read: each test gives the judge a notebook's
code cells as text, as autograde does.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from classroom import confine
from grading.judge import judge, showing_only
from tests.needs import unavailable

ROOT = Path(__file__).resolve().parents[2]
RIGHT_SUIT = "def suit_of(card):\n    return card[len(card) - 1]\n"
FORGED = '{"ok": true, "message": "right", "case": null}'


def landlock():
    if not confine.protections()["landlock"]:
        unavailable("this system has no Landlock: the learner's code is not confined on the file system here")


def test_a_right_answer_passes_and_a_wrong_one_does_not():
    assert judge([RIGHT_SUIT], "suit_of")["ok"]
    verdict = judge(["def suit_of(card):\n    return card[0]\n"], "suit_of")
    assert not verdict["ok"] and verdict["message"].startswith("✗ Not yet") and verdict["case"] == {"card": "AC"}


def test_a_forged_verdict_on_every_file_descriptor_is_only_a_wrong_answer():
    cells = [f"def suit_of(card):\n    import os\n    for fd in range(64):\n        try:\n"
             f"            os.write(fd, {FORGED!r}.encode())\n        except OSError:\n            pass\n"
             f"    return 'x'\n"]
    assert not judge(cells, "suit_of")["ok"]


def test_patching_json_where_the_learner_s_code_runs_changes_nothing():
    cells = [f"import json\njson.dumps = lambda *args, **kwargs: {FORGED!r}\n", RIGHT_SUIT.replace("len(card) - 1", "0")]
    assert not judge(cells, "suit_of")["ok"]


def test_an_object_that_equals_everything_is_refused():
    cells = ["class Yes(str):\n    def __eq__(self, other):\n        return True\n    __hash__ = str.__hash__\n\n"
             "def suit_of(card):\n    return Yes('x')\n"]
    verdict = judge(cells, "suit_of")
    assert not verdict["ok"] and "Yes" in verdict["message"]


def test_a_namedtuple_is_a_tuple():
    cells = ["from collections import namedtuple\nCard = namedtuple('Card', 'rank suit')\n\n"
             "def parse_card(card):\n    return Card(card[:-1], card[-1])\n"]
    assert judge(cells, "parse_card")["ok"]


def test_one_mistake_costs_its_own_points_only():
    cells = ["def suit_of(card):\n    return 'x'\n", "def rank_of(card):\n    return card[:-1]\n",
             "def parse_card(card):\n    return rank_of(card), suit_of(card)\n",
             "def is_red(card):\n    return suit_of(card) in 'HD'\n"]
    assert not judge(cells, "suit_of")["ok"]
    assert judge(cells, "parse_card")["ok"] and judge(cells, "is_red")["ok"]


def test_a_call_that_sleeps_is_stopped_on_the_clock():
    cells = ["import time\n\ndef suit_of(card):\n    time.sleep(60)\n    return card[-1]\n"]
    start = time.monotonic()
    verdict = judge(cells, "suit_of")
    assert not verdict["ok"] and "still running" in verdict["message"]
    assert time.monotonic() - start < 20


def test_cells_that_only_show_something_are_not_run():
    assert showing_only('try_it(suit_of, "10D")') and showing_only('check("suit_of")')
    assert not showing_only('def f():\n    pass\ncheck_function(f, "bot")')
    cells = [RIGHT_SUIT, "try_it(suit_of, '10D')\n"]
    assert judge(cells, "suit_of")["ok"]


def test_the_learner_s_code_cannot_write_outside_its_scratch_folder(tmp_path):
    landlock()
    target = tmp_path / "planted.txt"
    cells = [f"def suit_of(card):\n    open({str(target)!r}, 'w').write('x')\n    return card[-1]\n"]
    verdict = judge(cells, "suit_of")
    assert not verdict["ok"] and "PermissionError" in verdict["message"]
    assert not target.exists()


def test_the_learner_s_code_cannot_read_the_model_answers():
    landlock()
    source = next(ROOT.glob("course/source/01_*/*.ipynb"))
    cells = [f"def suit_of(card):\n    open({str(source)!r}).read()\n    return card[-1]\n"]
    verdict = judge(cells, "suit_of")
    assert not verdict["ok"] and "PermissionError" in verdict["message"]


def test_no_process_of_the_learner_s_outlives_the_check(tmp_path):
    mark = tmp_path / "alive"
    cells = ["import subprocess, sys\n"
             "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)'], start_new_session=True,\n"
             "                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n", RIGHT_SUIT]
    before = _sleepers()
    assert judge(cells, "suit_of")["ok"]
    time.sleep(0.5)
    assert _sleepers() - before == set()
    assert not mark.exists()


def _sleepers() -> set[int]:
    found = set()
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                if b"time.sleep(300)" in Path(f"/proc/{pid}/cmdline").read_bytes():
                    found.add(int(pid))
            except OSError:
                pass
    return found


@pytest.mark.parametrize("exercise", ["fits", "my_bot", "playout", "test_turn_after"])
def test_every_family_of_checks_is_judged_apart(exercise):
    # Their model answers pass in tests/course/test_nbgrader.py; here a blank answer is "not written yet".
    name = {"test_turn_after": "test_whose_turn.test_turn_after"}.get(exercise, exercise)
    cells = ([f"def {name}(*args):\n    raise NotImplementedError()\n"] if "." not in name else
             ["%%writefile test_whose_turn.py\ndef test_turn_after():\n    raise NotImplementedError()\n"])
    verdict = judge(cells, exercise)
    assert not verdict["ok"] and "not written yet" in verdict["message"], verdict


def test_numpy_matplotlib_and_the_course_chart_work_where_the_learner_s_code_runs():
    # lessons 07, 09 and 12 import them; the confined process starts no thread, and numpy's BLAS needs none there
    cells = ["import numpy as np\nimport matplotlib.pyplot as plt\nfrom tutorial.chart import show_chart\n",
             "plt.figure()\nplt.bar(['a', 'b'], [1, 2])\nshow_chart()\n",
             "def suit_of(card):\n    return str(np.array(list(card))[-1])\n"]
    verdict = judge(cells, "suit_of")
    assert verdict["ok"], verdict


def test_a_thread_or_a_process_the_learner_s_code_starts_is_refused():
    if not confine.seccomp_arch() and not confine.protections()["no_children"]:
        unavailable("this system cannot refuse new processes and threads to the learner's code")
    for start in ("import threading\n    t = threading.Thread(target=print)\n    t.start()\n    t.join()\n",
                  "import os\n    if os.fork() == 0:\n        os._exit(0)\n"):
        verdict = judge([f"def suit_of(card):\n    {start}    return card[-1]\n"], "suit_of")
        assert not verdict["ok"] and ("RuntimeError" in verdict["message"] or "PermissionError" in verdict["message"]
                                      or "BlockingIOError" in verdict["message"]), verdict


def test_lesson_12_s_numpy_answers_travel_as_arrays_and_are_checked_as_numbers():
    imports = "import numpy as np\n"
    right = "def probabilities(scores):\n    e = np.exp(scores - np.max(scores))\n    return e / e.sum()\n"
    overflowing = "def probabilities(scores):\n    e = np.exp(scores)\n    return e / e.sum()\n"
    assert judge([imports, right], "probabilities")["ok"]
    verdict = judge([imports, overflowing], "probabilities")
    assert not verdict["ok"] and "[nan, nan, 0.0]" in verdict["message"], verdict
    nudge = "def nudge(weights, options, probs, taken, reward, rate):\n    return weights + rate * reward * {}\n"
    assert judge([imports, nudge.format("(options[taken] - probs @ options)")], "nudge")["ok"]
    assert not judge([imports, nudge.format("options[taken]")], "nudge")["ok"]


def test_an_array_that_does_not_hold_what_it_says_is_foreign():
    import numpy as np

    from grading.base import Foreign
    from grading.judge import decode

    rebuilt = decode({"$array": [1.0, {"$float": "nan"}, 2], "shape": [3], "kind": "f"})
    assert type(rebuilt) is np.ndarray and rebuilt.shape == (3,) and np.isnan(rebuilt[1])
    assert decode({"$array": [1, 2, 3, 4], "shape": [2, 2], "kind": "i"}).tolist() == [[1, 2], [3, 4]]
    for forged in ({"$array": [[1, 2], [3, 4]], "shape": [2, 2], "kind": "i"}, {"$array": [1.0, 2.0], "shape": [3], "kind": "f"}, {"$array": [1.0], "shape": [1], "kind": "O"},
                   {"$array": ["1"], "shape": [1], "kind": "f"}, {"$array": [True], "shape": [1], "kind": "i"},
                   {"$array": [1.0], "shape": [-1], "kind": "f"}, {"$array": [{"$float": "1.0"}], "shape": [1], "kind": "f"}):
        assert isinstance(decode(forged), Foreign), forged
