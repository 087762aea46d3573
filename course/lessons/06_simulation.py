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
#     summary: 'Course lesson 06 (about 40 minutes): driving the engine from Python,
#       seeded random choices and a while loop that plays a whole round; the learner
#       writes random_move and playout. Lesson 07 counts what many rounds do.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 06 · Simulation: let the computer play

How many moves does a round of Crazy Eights take? Does the player who starts win more often?
You could play a hundred games and keep a tally, or let the computer do it in a second. Playing many games
at random and counting what happens is called a **simulation**.

**In this lesson you will:**

1. drive the engine from Python: ask for the legal moves, apply one, see whether the round is over;
2. pick at random with a **seeded** generator, so that every run gives the same games;
3. write a `while` loop that plays a whole round: `playout(players, seed)`;
4. see why random rounds of Switch last longer than rounds of Crazy Eights.

Lesson 07 goes on from here: it plays hundreds of rounds, counts what happens and draws it.

**Time:** about 40 minutes. **You need:** lessons 01 to 05 (functions, `if`, loops and lists), and how a round of Crazy Eights ends.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **simulation** | letting the computer play many games to find out what usually happens |
| **playout** | one round played to the end with random moves |
| **random generator** | an object that picks at random: `rng.choice(a_list)` |
| **seed** | the number a generator starts from; the same seed gives the same picks every time |
| **`while` loop** | code that runs again and again *while* a condition is true |
"""

# %%
import random

from switchcore import Game, Rules
from grading import check, check_function, try_it

# %% [markdown]
"""
## A game, driven from Python

`Game(rules, seed=...)` deals a new round. The seed decides the shuffle, so seed 1 always deals the same cards.
"""

# %%
game = Game(Rules.crazy_eights(players=3), seed=1)
print(game)

# %% [markdown]
"""
Three things are all you need to play: the list of legal moves, `apply` to make one, and `round_over`.
"""

# %%
moves = game.legal_moves()
for move in moves:
    print(move)

# %%
for event in game.apply(moves[0]):
    print(event)
print("moves so far:", len(game.moves), " round over:", game.round_over)

# %% [markdown]
"""
## Random, but always the same

A **random generator** picks from a list with `choice`. Made with a seed, it picks the same things every time you run
the cell; that makes a simulation repeatable, and a bug in it easy to find again.
"""

# %% [markdown]
"""
**Predict, then run.** The cell below makes a generator with seed 7 and picks twice, then makes a new one with seed 7
and picks twice again. Will the two lines be the same? Say (or write on paper) what you expect before you run it.
"""

# %%
rng = random.Random(7)
print(rng.choice(["rock", "paper", "scissors"]), rng.choice(["rock", "paper", "scissors"]))
rng = random.Random(7)
print(rng.choice(["rock", "paper", "scissors"]), rng.choice(["rock", "paper", "scissors"]))

# %% [markdown]
"""
### Exercise 1: a random move

Write `random_move(game, rng)`: it gives back one of the game's legal moves, picked with the generator `rng`
it was given (not a new one). It must not change the game: only pick.
"""


# %% solution="random_move"
def random_move(game, rng):
    """One of the legal moves of `game`, picked by `rng`."""
    ### BEGIN SOLUTION
    return rng.choice(game.legal_moves())
    ### END SOLUTION


# %% tests="random_move_tests" points=1
check("random_move")

# %% [markdown]
"""
## A whole round: `while`

A `for` loop runs once for each item of a list. But how many moves will a round take? We do not know in advance.
A `while` loop runs **as long as** its condition is true:
"""

# %%
cards_left = 3
while cards_left > 0:
    print("play a card;", cards_left, "left")
    cards_left = cards_left - 1
print("out!")

# %% [markdown]
"""
### Exercise 2: a playout

Write `playout(players, seed)`, which plays one whole round of Crazy Eights at random and gives back the finished game.
Follow this recipe exactly, so that the engine can check your round move by move:

1. `game = Game(Rules.crazy_eights(players=players), seed=seed)`
2. `rng = random.Random(seed)`
3. while the round is not over (`not game.round_over`), apply `random_move(game, rng)`;
4. give back `game`.
"""


# %% solution="playout"
def playout(players, seed):
    """One round of Crazy Eights for `players`, played at random."""
    ### BEGIN SOLUTION
    game = Game(Rules.crazy_eights(players=players), seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        game.apply(random_move(game, rng))
    return game
    ### END SOLUTION


# %% [markdown]
"""
Try it on one round first: `try_it` shows what your function gave back, here the finished game.
"""

# %%
try_it(playout, 3, 0)

# %% tests="playout_tests" points=2
check("playout")

# %% [markdown]
"""
## Switch is different

In Switch a player may draw even when a card fits (S-6), so a random player draws a lot, and random rounds last
much longer. The engine's copy of the recipe, with Switch rules for two:
"""

# %% [markdown]
"""
**Predict, then run.** A random round of Crazy Eights for two takes a few dozen moves. How many will this round of
Switch for two take: twice as many, five times as many, more? Write your guess down, then run the cell.
"""

# %%
rng = random.Random(0)
switch = Game(Rules.switch(players=2), seed=0)
while not switch.round_over:
    switch.apply(rng.choice(switch.legal_moves()))
print("one random round of Switch for two:", len(switch.moves), "moves")

# %% [markdown]
"""
## Try it yourself (not graded)

1. Change the numbers in the cell below to play rounds with your `playout` for other numbers of players and other
   seeds: `try_it(playout, players, seed)`. Which seed gives the shortest round you can find?
2. Change the `while` loop of the Switch cell so that it prints each move as it is played (`print(move)`),
   and read one whole random round of Switch. Why does the random player draw so often?
"""

# %%
try_it(playout, 2, 5)

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Your `playout` takes a seed. Why does the same seed always give the same round, and why does that matter? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
The generator `random.Random(seed)` makes the same choices for the same seed, so a round can be played again to check it or find a bug.
"""

# %% [markdown]
"""
## Recap

- `game.legal_moves()`, `game.apply(move)` and `game.round_over` are all you need to play a round from Python.
- `random.Random(seed)` makes a generator; the same seed gives the same picks, so a simulation can be repeated exactly.
- A `while` loop runs as long as its condition is true: right for "until the round is over".

**Next:** [Lesson 07 · Many rounds](../07_many_rounds/07_many_rounds.ipynb): play hundreds of rounds, count what happens and draw it.
"""
