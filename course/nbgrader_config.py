"""nbgrader settings for the course "Python with cards".

Run nbgrader from this folder (``cd course``): the model notebooks are in
``source/NN_slug/``, ``nbgrader generate_assignment NN_slug`` writes the
learners' copies to ``release/NN_slug/``, and collected work goes to
``submitted/STUDENT/NN_slug/`` for ``nbgrader autograde NN_slug``.
See docs/teacher_guide.md.
"""

c = get_config()  # noqa: F821 (nbgrader provides it)

c.CourseDirectory.course_id = "python-with-cards"

# What replaces a model answer in the learner's copy. Every answer region
# of the course sits inside a function body, so this line only runs when
# the function is called, and the oracle turns it into "not written yet".
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"

# The autograder runs each notebook on a fresh kernel; a whole lesson
# takes a few seconds, a check never more than a few.
c.Execute.timeout = 120

# Lesson 12 writes the learner's bot file beside the notebook: it is the
# learner's work, never part of what is handed out.
c.CourseDirectory.ignore = [".ipynb_checkpoints", "*.pyc", "__pycache__", "feedback", "learned_bot.py"]
# The points come from the judge, outside the learner's kernel: once the
# notebook has run, grading.nbjudge.JudgeTests replaces what each test cell
# showed with the judge's verdict on the cells above it (docs/teacher_guide.md,
# "What the grading protects against"). The kernel itself runs confined: it
# can write only a scratch folder of its own, and leaves no process behind.
from grading.nbjudge import ConfinedKernelManager, autograde_preprocessors, judge_validate  # noqa: E402

c.Autograde.autograde_preprocessors = autograde_preprocessors()
judge_validate()  # nbgrader validate, run from this folder, takes its verdicts from the judge too
c.Execute.kernel_manager_class = ConfinedKernelManager
# A busy machine may take a few seconds to send a cell's last output.
c.Execute.iopub_timeout = 30
