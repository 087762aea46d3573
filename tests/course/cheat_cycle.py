"""Cheats under the real nbgrader cycle, as a clever learner would write them.

Each cheat is a learner's copy of a lesson with one answer cell changed: a
wrong answer, plus a few lines of ordinary Python that tried to get points
for it anyway. :func:`cycle` runs them through ``nbgrader
generate_assignment``, ``autograde`` and ``generate_feedback`` in a course
folder of its own, and gives each fake student's points per exercise.
``tests/course/test_cheats.py`` asserts that every cheat's wrong answer
earns nothing; run as a script it prints the table of points (for a course
tree given as its argument, to compare with an older tree)::

    python tests/course/cheat_cycle.py [COURSE_ROOT] [WORDS OF A CHEAT'S NAME ...]

Needs nothing but nbformat and nbgrader: it works on any version of the
course, which is how the table's "before" column is measured.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parents[2]

WRONG = "def suit_of(card):\n    return 'x'\n"
#: A forged verdict, as the checking process of the course before the judge wrote it.
FORGED = '{"ok": true, "message": "\\u2713 right", "case": null}'

# -- in the learner's kernel ---------------------------------------------------------------

JSON_LOADS = f"""
import json
_loads = json.loads
def _forged(text, *args, **kwargs):  # the verdict only: the kernel's own messages still work
    found = _loads(text, *args, **kwargs)
    if isinstance(found, dict) and "ok" in found and "message" in found:
        return {{"ok": True, "message": "✓ right", "case": None}}
    return found
json.loads = _forged
{WRONG}"""

FDOPEN = f"""
import io, os
os.fdopen = lambda *args, **kwargs: io.BytesIO({FORGED!r}.encode())
{WRONG}"""

READ_BYTES = f"""
import pathlib
pathlib.Path.read_bytes = lambda self: b""  # no NBGRADER_EXECUTION: a "not yet" raises nothing
{WRONG}"""

GRADING_PATH = f"""
import os, tempfile, grading
folder = tempfile.mkdtemp()
with open(os.path.join(folder, "autograde.py"), "w") as f:
    f.write("def verify(*args, **kwargs):\\n    pass\\n")
grading.__path__.insert(0, folder)
{WRONG}"""

POPEN = f"""
import os, subprocess
class Popen:
    def __init__(self, *args, pass_fds=(), **kwargs):
        for fd in pass_fds:
            os.write(fd, {FORGED!r}.encode())
        self.returncode = 0
    def communicate(self, *args, **kwargs):
        return b"", b""
    def kill(self):
        pass
    def wait(self, *args, **kwargs):
        return 0
subprocess.Popen = Popen
{WRONG}"""

CUSTOM_EXC = f"""
get_ipython().set_custom_exc((AssertionError,), lambda *args, **kwargs: None)
{WRONG}"""

# -- inside the answer function, where the check used to run it ------------------------------

DUMPS_INSIDE = f"""
def suit_of(card):
    import json
    json.dumps = lambda *args, **kwargs: {FORGED!r}
    return 'x'
"""

REDUCE = f"""
class Payload:
    def __reduce__(self):
        return (exec, ("import json; json.dumps = lambda *a, **k: " + repr({FORGED!r}),))

def suit_of(card, _payload=Payload()):
    return 'x'
"""

MODULE = f"""
import os, sys
with open("helper_cards.py", "w") as f:
    f.write("import json, sys\\nif 'ipykernel' not in sys.modules:\\n"
            "    json.dumps = lambda *a, **k: " + repr({FORGED!r}) + "\\n")
sys.path.insert(0, os.getcwd())
import helper_cards

def suit_of(card):
    helper_cards.json
    return 'x'
"""

PIPE = f"""
def suit_of(card):
    import os, sys
    for fd in range(3, 64):
        try:
            os.write(fd, {FORGED!r}.encode())
        except OSError:
            pass
    os._exit(0)
"""

FRAMES = """
def suit_of(card):
    import sys
    for frame in sys._current_frames().values():
        while frame is not None:
            scope = frame.f_globals
            if "passed" in scope and "fail" in scope:
                scope["fail"] = lambda name, message, case=None, found=scope: found["passed"](name, "right")
            frame = frame.f_back
    return 'x'
"""

SLEEP = """
import time

def suit_of(card):
    time.sleep(20)
    return 'x'
"""

# -- the gradebook -------------------------------------------------------------------------

_GRADEBOOK = """
import os, sqlite3, subprocess, sys
script = '''
import os, sqlite3, sys, time
time.sleep({wait})
path = sys.argv[1]
for _ in range(600):
    try:
        db = sqlite3.connect(path)
        best = "(select max_score from grade_cells where grade_cells.id = grade.cell_id)"
        db.execute("update grade set auto_score = " + best + ", manual_score = " + best + ", needs_manual_grade = 0")
        db.commit()
        db.close()
    except Exception:
        pass
    time.sleep(0.5)
'''
# Where the teacher's gradebook is: a learner who knows the course's layout knows it (the harness fills it in).
path = "@GRADEBOOK@"
subprocess.Popen([sys.executable, "-c", script, path], start_new_session=True,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
""" + WRONG

#: name -> (lesson, {answer cell: its text}, what the cheat tries). Every cheat's suit_of is wrong.
CHEATS = {
    "json.loads patched in the kernel": ("01_cards_as_data", {"suit_of": JSON_LOADS}),
    "os.fdopen patched in the kernel": ("01_cards_as_data", {"suit_of": FDOPEN}),
    "Path.read_bytes patched in the kernel": ("01_cards_as_data", {"suit_of": READ_BYTES}),
    "json.dumps patched inside the answer": ("01_cards_as_data", {"suit_of": DUMPS_INSIDE}),
    "a __reduce__ payload in a default argument": ("01_cards_as_data", {"suit_of": REDUCE}),
    "a module imported by name patches json.dumps": ("01_cards_as_data", {"suit_of": MODULE}),
    "a forged verdict written to the pipe": ("01_cards_as_data", {"suit_of": PIPE}),
    "a folder of one's own first on grading.__path__": ("01_cards_as_data", {"suit_of": GRADING_PATH}),
    "subprocess.Popen replaced": ("01_cards_as_data", {"suit_of": POPEN}),
    "the checker's objects through sys._current_frames()": ("01_cards_as_data", {"suit_of": FRAMES}),
    "AssertionError swallowed by a custom exception handler": ("01_cards_as_data", {"suit_of": CUSTOM_EXC}),
    "sleep in every call": ("01_cards_as_data", {"suit_of": SLEEP}),
    "a detached process rewrites the gradebook during autograde": (
        "01_cards_as_data", {"suit_of": _GRADEBOOK.format(wait=0)}),
    "a detached process rewrites the gradebook after autograde": (
        "01_cards_as_data", {"suit_of": _GRADEBOOK.format(wait=30)}),
}
#: Seconds after autograde began when the gradebook is read: the gradebook cheats' processes have written by then
#: (one from the start, one from 30 seconds on), and keep writing for minutes after.
SETTLE = 45

RIGHT_01 = {
    "rank_of": "def rank_of(card):\n    return card[:-1]\n",
    "parse_card": "def parse_card(card):\n    return (rank_of(card), suit_of(card))\n",
    "is_red": "def is_red(card):\n    return suit_of(card) in ('H', 'D')\n",
}


def _meta(cell) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {})


def nbgrader(args: list[str], course: Path, root: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = str(root)
    return subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env, capture_output=True,
                          text=True)


def hand_in(course: Path, student: str, lesson: str, answers: dict[str, str]) -> None:
    notebook = nbformat.read(course / "release" / lesson / f"{lesson}.ipynb", as_version=4)
    filled = set()
    for cell in notebook.cells:
        grade_id = _meta(cell).get("grade_id")
        if grade_id in answers and _meta(cell).get("solution"):
            cell.source = answers[grade_id]
            filled.add(grade_id)
    assert filled == set(answers), f"{lesson} has no answer cell {set(answers) - filled}"
    target = course / "submitted" / student / lesson
    target.mkdir(parents=True)
    nbformat.write(notebook, target / f"{lesson}.ipynb")


def student_id(name: str) -> str:
    return "s" + "".join(c if c.isalnum() else "_" for c in name)[:60]


def cycle(root: Path, students: dict[str, tuple[str, dict]], work: Path, feedback: bool = True) -> dict:
    """{student: {"scores": {grade_id: (score, max)}, "feedback": html or ""}} after the whole cycle,
    for the course of the tree ``root``."""
    from nbgrader.api import Gradebook

    course = work / "course"
    lessons = sorted({lesson for lesson, _ in students.values()})
    for lesson in lessons:
        shutil.copytree(root / "course" / "source" / lesson, course / "source" / lesson)
    shutil.copy(root / "course" / "nbgrader_config.py", course / "nbgrader_config.py")
    done = nbgrader(["generate_assignment", "*", "--force"], course, root)
    assert done.returncode == 0, done.stderr[-3000:]
    gradebook = str((course / "gradebook.db").resolve())
    for name, (lesson, answers) in students.items():
        hand_in(course, student_id(name), lesson,
                {cell: text.replace("@GRADEBOOK@", gradebook) for cell, text in answers.items()})
    started = time.monotonic()
    # A hand-in nbgrader cannot grade is left out of the gradebook (and reported as such): not an error here.
    nbgrader(["autograde", "*", "--create", "--force"], course, root)
    if feedback:
        nbgrader(["generate_feedback", "*", "--force"], course, root)
    time.sleep(max(0.0, SETTLE - (time.monotonic() - started)))
    found = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for name, (lesson, _) in students.items():
            try:
                notebook = gradebook.find_submission_notebook(lesson, lesson, student_id(name))
            except Exception:  # nbgrader could not grade it
                found[name] = {"scores": {}, "feedback": ""}
                continue
            page = course / "feedback" / student_id(name) / lesson / f"{lesson}.html"
            found[name] = {"scores": {g.name: (g.score, g.max_score) for g in notebook.grades
                                      if g.max_score and not g.needs_manual_grade},
                           "feedback": page.read_text(encoding="utf-8") if page.exists() else ""}
    return found


def main(argv: list[str]) -> None:
    root = Path(argv[0]).resolve() if argv else HERE
    only = argv[1:]
    students = {name: (lesson, {**RIGHT_01, **answers}) for name, (lesson, answers) in CHEATS.items()
                if not only or any(words in name for words in only)}
    # A cheat of an older course may leave a process behind that still writes there: not our failure.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as work:
        found = cycle(root, students, Path(work))
    print(f"{'cheat':62} suit_of  lesson")
    for name, result in found.items():
        scores = result["scores"]
        if not scores:
            print(f"{name:62} not graded (nbgrader failed on it)")
            continue
        mine = scores.get("suit_of_tests", (0, 0))
        total = sum(s for s, _ in scores.values()), sum(m for _, m in scores.values())
        print(f"{name:62} {mine[0]:g}/{mine[1]:g}    {total[0]:g}/{total[1]:g}")


if __name__ == "__main__":
    main(sys.argv[1:])
