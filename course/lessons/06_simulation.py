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
#       seeded random choices, a while loop that plays a whole round, a statistic over
#       many rounds and two charts; the learner writes random_move, playout, round_lengths
#       and wins_by_seat.'
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
4. collect a **statistic** over many rounds: `round_lengths(players, games)` and an average;
5. draw a histogram and a bar chart, and answer: does the first player win more often?

**Time:** about 40 minutes. **You need:** lessons 01 to 05 (functions, `if`, loops and lists), and how a round of Crazy Eights ends.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **simulation** | letting the computer play many games to find out what usually happens |
| **playout** | one round played to the end with random moves |
| **random generator** | an object that picks at random: `rng.choice(a_list)` |
| **seed** | the number a generator starts from; the same seed gives the same picks every time |
| **`while` loop** | code that runs again and again *while* a condition is true |
| **statistic** | one number that sums up many: an average, a largest, a count |
| **histogram** | a chart of how often each value (or range of values) came up |
"""

# %%
import random

import matplotlib.pyplot as plt
from switchcore import Game, Rules
from grading import check_function, grade, try_it
from grading.playouts import recipe

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
import runpy as _runpy_random_move_tests
_runpy_random_move_tests.run_module("grading.autograde")["verify"](random_move, "random_move")

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


# %% tests="playout_tests" points=2
import runpy as _runpy_playout_tests
_runpy_playout_tests.run_module("grading.autograde")["verify"](playout, "playout")

# %% [markdown]
"""
## Counting: how long is a round?

A finished game remembers its moves in `game.moves`, so `len(game.moves)` is the length of the round.

### Exercise 3: round lengths

Write `round_lengths(players, games)`: the list of the lengths of the rounds played with the seeds
`0, 1, 2, ...` up to `games - 1` (`for seed in range(games):`). For example `round_lengths(3, 2)` has two numbers.
"""


# %% solution="round_lengths"
def round_lengths(players, games):
    """The number of moves of each round, seeds 0 to games - 1."""
    ### BEGIN SOLUTION
    lengths = []
    for seed in range(games):
        lengths.append(len(playout(players, seed).moves))
    return lengths
    ### END SOLUTION


# %%
try_it(round_lengths, 3, 5)

# %% tests="round_lengths_tests" points=2
import runpy as _runpy_round_lengths_tests
_runpy_round_lengths_tests.run_module("grading.autograde")["verify"](round_lengths, "round_lengths")

# %% [markdown]
"""
## A statistic and a histogram

Five rounds say little. Let us play 500. So that this part of the lesson works even before your functions are done,
the cells below use the engine's own copy of the same recipe, `recipe.round_lengths`:
once your check says ✓, your `round_lengths` gives exactly the same numbers.
"""

# %%
lengths = recipe.round_lengths(3, 500)
print("rounds:", len(lengths))
print("average:", sum(lengths) / len(lengths))
print("shortest:", min(lengths), " longest:", max(lengths))

# %% [markdown]
"""
The average hides a lot. A **histogram** shows how often each length came up: the rounds are sorted into 25 bins
by their length, and each bar counts the rounds in its bin.
"""

# %%
plt.figure(figsize=(8, 3))
plt.hist(lengths, bins=25, color="#4c72b0")
plt.xlabel("moves in the round")
plt.ylabel("rounds")
plt.title("500 random rounds of Crazy Eights for 3")
plt.show()

# %% [markdown]
"""
Most rounds are short, but a few go on for a long time: the bars trail off to the right.

## Does the first player win more often?

`game.result.winners` holds the seats that won the round (usually one; a blocked round can have more, C-6).
Seat 0 always plays first in these rounds.

### Exercise 4: wins by seat

Write `wins_by_seat(players, games)`: a list with one count per seat, starting from `[0] * players`,
of how many of the rounds with seeds `0` to `games - 1` each seat won.
"""


# %% solution="wins_by_seat"
def wins_by_seat(players, games):
    """For each seat, how many of the rounds (seeds 0 to games - 1) it won."""
    ### BEGIN SOLUTION
    wins = [0] * players
    for seed in range(games):
        for seat in playout(players, seed).result.winners:
            wins[seat] = wins[seat] + 1
    return wins
    ### END SOLUTION


# %%
try_it(wins_by_seat, 3, 30)

# %% tests="wins_by_seat_tests" points=2
import runpy as _runpy_wins_by_seat_tests
_runpy_wins_by_seat_tests.run_module("grading.autograde")["verify"](wins_by_seat, "wins_by_seat")

# %% [markdown]
"""
Now 900 rounds for three players, as a bar chart. The dashed line is what each seat would win if the seat did not matter:
a third of the rounds.
"""

# %%
wins = recipe.wins_by_seat(3, 900)
print(wins)
plt.figure(figsize=(5, 3))
plt.bar(["seat 0 (first)", "seat 1", "seat 2"], wins, color="#55a868")
plt.axhline(900 / 3, color="grey", linestyle="--")
plt.ylabel("rounds won")
plt.show()

# %% [markdown]
"""
Is seat 0 ahead? A few rounds more or less could be luck: try other numbers of games, or four players,
and see whether the order of the bars stays the same. Lesson 07 shows how to tell luck from skill with an interval.

## Switch is different

In Switch a player may draw even when a card fits (S-6), so a random player draws a lot, and random rounds last
much longer. The engine's copy of the recipe, with Switch rules for two:
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

1. **Predict, then run:** are rounds for five players longer or shorter than rounds for two? Write your guess, then
   run the cell, which averages 100 rounds of the recipe for 2 to 5 players.
2. Change `100` to `1000`: do the averages move much? What does that tell you about 100 rounds?
"""

# %%
for players in range(2, 6):
    lengths = recipe.round_lengths(players, 100)
    print(players, "players:", round(sum(lengths) / len(lengths), 1), "moves on average")

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
- A **statistic** sums up many rounds: `sum(lengths) / len(lengths)` is the average; `min` and `max` the extremes.
- `plt.hist` draws a histogram, `plt.bar` a bar chart.

**Next:** [Lesson 07 · Write a bot](../07_strategy/07_strategy.ipynb): replace the random player with a smart one.
"""
