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
#     summary: 'Course lesson 11 (about 30 minutes, best after lesson 04): finding a
#       bug: reading a traceback from the bottom, printing values inside a loop, and
#       calling the function on the case the check names.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 11 · Debugging: finding the bug

Every programmer writes bugs; the skill is finding them. This short lesson uses a function you know from lesson 04,
`hand_points`, with bugs planted in it, and three tools to find them. Your teacher may give it to you right after
lesson 04, or whenever errors get in the way.

**In this lesson you will:**

1. read a **traceback**, the report Python gives when a line fails, from the bottom up;
2. **print** values inside a loop to watch what the code really does;
3. call a function on the exact case a check names (its **counterexample**) and compare with the rule;
4. fix a broken `hand_points` for Switch (S-15), and say in a sentence which tool helped you most.

**Time:** about 30 minutes. **You need:** lessons 01 to 04.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **bug** | a mistake in code that makes it give a wrong answer or stop |
| **traceback** | Python's report of an error: the lines that were running, the last one first to read at the bottom |
| **counterexample** | one case where the code gives a wrong answer: the check names the first one it finds |
"""

# %%
import sys
import traceback

from grading import check, check_function, try_it

# %% [markdown]
"""
## Tool 1 · read a traceback from the bottom

Here is a first try at the value of one card in Switch (A 25, J 20, Q and K 10, the others their number):
"""


# %%
def card_value(card):
    special = {"A": 25, "J": 20, "Q": 10, "K": 10}
    return special.get(card[:-1], int(card[:-1]))


# %% [markdown]
"""
**Predict, then run.** `card_value("7S")` works. What will `card_value("QS")` do? Write your guess down, then run the cell.
(The cell catches the error and prints the traceback, the way Python prints it in a terminal.)
"""

# %%
try:
    card_value("QS")
except ValueError:
    traceback.print_exc(file=sys.stdout)

# %% [markdown]
"""
Read a traceback **from the bottom up**:

1. the **last line** says what went wrong: `ValueError: invalid literal for int() with base 10: 'Q'`: `int()` was given
   `'Q'`, which is not a number;
2. the lines just above it say **where**: the file, the line number, and the line itself,
   `return special.get(card[:-1], int(card[:-1]))`;
3. higher lines show who called that line (here, our cell).

So the line with `.get` runs `int("Q")`. Why, when `"Q"` is in the dictionary? Because Python works out **every
argument before** it calls `.get`, so `int(card[:-1])` runs even when the default is not needed. The fix: look up first,
and only use `int()` when the rank is not in the dictionary:
"""


# %%
def card_value(card):
    special = {"A": 25, "J": 20, "Q": 10, "K": 10}
    rank = card[:-1]
    if rank in special:
        return special[rank]
    return int(rank)


print(card_value("QS"), card_value("7S"), card_value("10D"))

# %% [markdown]
"""
## Tool 2 · print what the loop does

This `broken_hand_points` adds up a hand, but gives wrong totals. Run it:
"""


# %%
def broken_hand_points(hand):
    for card in hand:
        total = 0
        total = total + card_value(card)
    return total


print(broken_hand_points(["QS", "7S"]))

# %% [markdown]
"""
10 + 7 is 17, not 7. To see why, **print** inside the loop: each time round, show the card and the total. A `print` in
a function changes nothing it gives back; it only shows you what happens.
"""


# %%
def broken_hand_points(hand):
    for card in hand:
        total = 0
        total = total + card_value(card)
        print("card", card, "total", total)
    return total


print(broken_hand_points(["QS", "7S"]))

# %% [markdown]
"""
The total goes back to 0 at every card: `total = 0` is **inside** the loop. Keep this in mind for the exercise.

## Tool 3 · the check's counterexample

A check names the **first case** it gets wrong. Here is another broken version; run the check and read the case:
"""


# %%
def early_hand_points(hand):
    total = 0
    for card in hand:
        total = total + card_value(card)
        return total
    return total


check_function(early_hand_points, "hand_points", family="switch")

# %% [markdown]
"""
The message gives the hand, what the function gave back and the right answer. Now call the function on that very hand
with `try_it`, work out the answer by hand with the rule (S-15), and compare. Add a `print` in the loop if you need to.
Which line is wrong?
"""

# %%
try_it(early_hand_points, ["AC", "8H", "9S", "3C"])

# %% [markdown]
"""
## Exercise: fix `hand_points`

Write `hand_points(hand)`: the penalty points of a Switch hand (S-15), using `card_value` from above. Start from
`broken_hand_points` and fix it: where should `total = 0` go, and where the `return`? Take the `print` out when you are
done. An empty hand is worth 0.
"""


# %% solution="hand_points"
def hand_points(hand):
    """The penalty points of a Switch hand: hand_points(["QS", "7S"]) is 17."""
    ### BEGIN SOLUTION
    total = 0
    for card in hand:
        total = total + card_value(card)
    return total
    ### END SOLUTION


# %%
try_it(hand_points, ["QS", "7S"])

# %% tests="hand_points_tests" points=2
check("hand_points")

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: which of the three tools (the traceback, a `print`, the check's
counterexample) helped you most to find a bug today, and why? Double-click the cell to write in it.
"""

# %% [markdown] task="debugging_reflection" points=1
"""
The `print` in the loop helped most: it showed the total going back to 0 at every card, so I could see that
`total = 0` was inside the loop and had to move above it.
"""

# %% [markdown]
"""
## Try it yourself (not graded)

1. Break your `hand_points` on purpose (put `total = 0` back inside the loop), run the check, and read which hand it
   names first. Why that hand?
2. Give `try_it(hand_points, ["7S", "ZZ"])` a card that does not exist. Read the message from the bottom up: which line
   would you change so that the message is clearer?

## Recap

- Read a **traceback** from the bottom: the last line says what went wrong, the lines above say where.
- Every argument is worked out **before** a function is called: `d.get(key, int(x))` runs `int(x)` every time.
- A `print` inside a loop shows what the code really does, step by step; take it out when the bug is fixed.
- A check's **counterexample** is a case to try by hand: call the function on it, work out the rule's answer, compare.
"""
