# ---
# jupyter:
#   jupytext:
#     cell_markers: '"""'
#     cell_metadata_filter: tags,solution,tests,task,points,-all
#     notebook_metadata_filter: lesson
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
#   lesson:
#     summary: 'Course lesson 10 (about 35 minutes): assert, test functions, tests good
#       enough to catch planted bugs (mutation testing), a test file written with %%writefile
#       and run by pytest, a test of a bot; the learner writes test_next_seat and test_turn_after.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 10 · Testing: prove it works

In every lesson so far the engine checked your functions for you. Real programmers check their own code,
with **tests**: small pieces of code that call a function and state what it must give back.
In this lesson you write tests for the functions of lesson 05 and for a bot, and run them the way
professional Python programmers do, with **pytest**.

**In this lesson you will:**

1. state a fact about your code with `assert`;
2. collect asserts in a **test function**;
3. make your tests good enough to catch bugs: the check plants wrong versions of `next_seat` and
   tells you whether your test catches each one;
4. write a test file with `%%writefile` and run it with pytest;
5. test a bot from lesson 08 on a position and on a whole game.

**Time:** about 35 minutes. **You need:** lessons 05 (whose turn) and 08 (a bot).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **test** | code that calls a function and checks what it gives back |
| **`assert`** | `assert condition`: nothing happens when the condition is true; an `AssertionError` when it is false |
| **bug** | a mistake in a program |
| **test function** | a function whose name starts with `test_`, holding asserts |
| **mutation** | a planted bug: a slightly wrong copy of a function, used to find out whether tests notice |
| **pytest** | the tool that finds every `test_` function in files named `test_*.py`, runs them and reports |
| **`%%writefile`** | a first line that makes a notebook cell save its text in a file instead of running it |
"""

# %%
import importlib
import os
import sys
import tempfile

from grading import check, check_function, try_it

# %% [markdown]
"""
## `assert`: a fact about your code

Here is the `next_seat` of lesson 05. An `assert` states a fact about it. When the fact is true, nothing happens:
"""


# %%
def next_seat(seat, players, direction):
    return (seat + direction) % players

assert next_seat(1, 4, 1) == 2
assert next_seat(3, 4, 1) == 0
print("both facts are true")

# %% [markdown]
"""
When a fact is false, `assert` stops the program with an `AssertionError`, and the text after the comma says what was wrong.
Here `try` and `except` catch the error so that the lesson goes on; normally the cell would stop with a red message.
"""

# %%
try:
    assert next_seat(3, 4, 1) == 4, "after seat 3 of 4 players comes seat 4"
except AssertionError as error:
    print("AssertionError:", error)

# %% [markdown]
"""
The fact was wrong, not the function: with 4 players there is no seat 4. A failing test means that the code
**or the test** has a bug, and you must find out which.

## A test function

Asserts are kept in **test functions**, whose names start with `test_`. Calling one runs every assert in it:
"""


# %%
def test_clockwise():
    assert next_seat(0, 4, 1) == 1
    assert next_seat(3, 4, 1) == 0

test_clockwise()
print("test_clockwise passed")

# %% [markdown]
"""
## Is the test any good?

A test that passes proves little if it would also pass a **wrong** function. To find out, the check puts wrong versions
of `next_seat` in place of the right one (each with one planted bug, a **mutation**) and runs your test again:
a good test fails on every one of them.
"""

# %%
check_function(test_clockwise, "next_seat_tests")

# %% [markdown]
"""
`test_clockwise` lets a bug through: it never tries anticlockwise play.

### Exercise 1: a test that catches every bug

Write `test_next_seat()`: asserts about `next_seat` that a right version passes and every wrong version fails.
Think of the cases where a mistake is likely: the last seat clockwise, seat 0 anticlockwise, two players, three players.
Work out each expected answer by hand first.
"""


# %% solution="test_next_seat"
def test_next_seat():
    """Asserts that every wrong next_seat fails."""
    ### BEGIN SOLUTION
    assert next_seat(1, 4, 1) == 2
    assert next_seat(3, 4, 1) == 0
    assert next_seat(0, 4, -1) == 3
    assert next_seat(2, 4, -1) == 1
    assert next_seat(0, 2, 1) == 1
    assert next_seat(1, 2, 1) == 0
    assert next_seat(2, 3, 1) == 0
    ### END SOLUTION


# %% tests="test_next_seat_tests" points=3
check("test_next_seat")

# %% [markdown]
"""
## A test file and pytest

Programmers keep their code in files, and the tests in files whose names start with `test_`.
A cell that starts with `%%writefile name.py` saves its text in that file instead of running it.
So that the lesson folder stays tidy, we first move to a new, empty scratch folder:
"""

# %%
os.chdir(tempfile.mkdtemp())
print(os.listdir("."))

# %% [markdown]
"""
The code to test, `next_seat` and `turn_after` of lesson 05, goes in `whose_turn.py`. Copy the bodies of **your own**
two functions from your lesson 05 notebook into this cell, then run it to save the file. (The check below tries your
test on its own right and wrong versions, so it is graded even if your lesson 05 answers are not finished.)
"""


# %% solution="whose_turn"
# %%writefile whose_turn.py
def next_seat(seat, players, direction):
    ### BEGIN SOLUTION
    return (seat + direction) % players
    ### END SOLUTION


def turn_after(seat, players, direction, card):
    ### BEGIN SOLUTION
    rank = card[:-1]
    if rank == "8":
        return next_seat(next_seat(seat, players, direction), players, direction), direction
    if rank == "A":
        direction = -direction
        if players == 2:
            return seat, direction
    return next_seat(seat, players, direction), direction
    ### END SOLUTION


# %% [markdown]
"""
### Exercise 2: a test file for `turn_after`

Fill in `test_turn_after()` in the file `test_whose_turn.py`. It imports `turn_after` from `whose_turn.py`.
Cover an ordinary card, an eight both ways round (S-9), an ace with more players and with two (S-12), and a two (S-8):
each assert compares `turn_after(seat, players, direction, card)` with the pair `(seat, direction)` you expect.
Run the cell to save the file.
"""

# %% solution="test_turn_after"
# %%writefile test_whose_turn.py
from whose_turn import turn_after


def test_turn_after():
    ### BEGIN SOLUTION
    assert turn_after(0, 4, 1, "5H") == (1, 1)
    assert turn_after(0, 3, 1, "8C") == (2, 1)
    assert turn_after(0, 3, -1, "8C") == (1, -1)
    assert turn_after(1, 4, 1, "AS") == (0, -1)
    assert turn_after(0, 2, 1, "AS") == (0, -1)
    assert turn_after(0, 3, 1, "2D") == (1, 1)
    ### END SOLUTION


# %% [markdown]
"""
Now let pytest run it. `!` runs a command as if typed in a terminal, and `{sys.executable}` is the Python
of this notebook. `-qq` asks for a very short report: one dot for each test that passes, an `F` and the failing line
for each one that fails; `--color=yes` makes the dots green and the failures red.
"""

# %%
# !{sys.executable} -m pytest -qq --color=yes test_whose_turn.py

# %% [markdown]
"""
The check imports your file afresh and tries your test on wrong versions of `turn_after`:
"""

# %% tests="test_turn_after_tests" points=3
check("test_turn_after")

# %% [markdown]
"""
## Testing a bot

A bot is a function too. Copy the body of **your own** `keep_eights` from lesson 08 into the cell below and run it to
save it in a file; the cell after it holds two tests of it: one on a position set up by hand, and one that plays a
whole seeded game and asserts that every move the bot makes is legal.
"""

# %% solution="my_bot_file"
# %%writefile my_bot.py
from switchcore import Play


def keep_eights(view):
    ### BEGIN SOLUTION
    for move in view.legal_moves:
        if isinstance(move, Play) and move.card.rank != 8:
            return move
    return view.legal_moves[0]
    ### END SOLUTION


# %%
# %%writefile test_my_bot.py
from switchcore import Game, Rules
from my_bot import keep_eights


def test_it_keeps_its_eight_when_a_seven_fits():
    game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
    assert keep_eights(game.view(0)).card.code == "7S"


def test_every_move_of_a_whole_game_is_legal():
    game = Game(Rules.crazy_eights(players=3), seed=4)
    while not game.round_over:
        move = keep_eights(game.view(game.turn))
        assert move in game.legal_moves()
        game.apply(move)


# %%
# !{sys.executable} -m pytest -qq --color=yes test_my_bot.py

# %% [markdown]
"""
Two dots: both tests pass. Try it yourself (not graded): add a third test to `test_my_bot.py`, for instance that
in the position with hand 8♣ K♦ 8♥ and K♠ on top the bot plays K♦, then run the file again. Then break `keep_eights`
on purpose (change `!= 8` into `== 8`), save it, and watch pytest report an `F`.
"""

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: A wrong `next_seat` passed your first test. What kind of case did you add to catch it, and why was it likely to be wrong? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Seat 0 going anticlockwise: going round the table is where `% players` is forgotten, so the ends of the table are likely bugs.
"""

# %% [markdown]
"""
## Recap

- `assert condition` does nothing when the condition is true and stops with an `AssertionError` when it is false.
- A **test function** (`def test_...():`) holds asserts; a failing test means a bug in the code **or** in the test.
- A good test catches bugs: try it on wrong versions (**mutations**), as the check did.
- `%%writefile name.py` saves a cell as a file; `pytest` runs every `test_` function of the files `test_*.py`.
- A bot is tested like any function: on positions set up by hand, and on whole seeded games.

You have finished the course. Well done! Keep improving your bot, and keep writing tests for it.
"""
