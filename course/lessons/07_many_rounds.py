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
#     summary: 'Course lesson 07 (about 40 minutes): a statistic over many random rounds,
#       a histogram and a bar chart; the learner writes round_lengths and wins_by_seat
#       on top of the playout of lesson 06.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 07 · Many rounds: count what happens

How many moves does a round of Crazy Eights take? Does the player who starts win more often?
You could play a hundred games and keep a tally, or let the computer do it in a second. Playing many games
at random and counting what happens is called a **simulation**.

**In this lesson you will:**

1. play many rounds with the `playout` of lesson 06 and collect a **statistic**: `round_lengths(players, games)`
   and an average;
2. draw a **histogram** of the lengths;
3. count the wins of each seat, `wins_by_seat(players, games)`, draw them as a bar chart,
   and answer: does the first player win more often?

**Time:** about 40 minutes. **You need:** lesson 06 (a playout), and lists and loops (lesson 03).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **simulation** | letting the computer play many games to find out what usually happens |
| **playout** | one round played to the end with random moves |
| **statistic** | one number that sums up many: an average, a largest, a count |
| **histogram** | a chart of how often each value (or range of values) came up |
"""

# %%
import random

import matplotlib.pyplot as plt
from tutorial.chart import show_chart
from switchcore import Game, Rules
from grading import check, check_function, try_it
from grading.playouts import recipe

# %% [markdown]
"""
## The playout of lesson 06

In lesson 06 you wrote `random_move(game, rng)` and `playout(players, seed)`. So that this lesson works whether or not
yours are finished, here is the engine's own copy of the same recipe; your functions give exactly the same rounds
when their checks say ✓. (If you like, paste your own two functions into this cell instead.)
"""

# %%
random_move = recipe.random_move
playout = recipe.playout

game = playout(3, 0)
print("moves:", len(game.moves), " winners:", game.result.winners)

# %% [markdown]
"""
**Predict, then run.** `playout(3, 0)` played the round with seed 0. If you run the cell again, will the number of
moves change? And with `playout(3, 1)`? Guess first, then try both.
"""

# %% [markdown]
"""
## Counting: how long is a round?

A finished game remembers its moves in `game.moves`, so `len(game.moves)` is the length of the round.

### Exercise 1: round lengths

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
check("round_lengths")

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
by their length, and each bar counts the rounds in its bin. `show_chart()` shows the chart with a sentence that says
what it is, its title and its axes, which a screen reader reads out to someone who cannot see the picture.
"""

# %%
plt.figure(figsize=(8, 3))
plt.hist(lengths, bins=25, color="#4c72b0")
plt.xlabel("moves in the round")
plt.ylabel("rounds")
plt.title("500 random rounds of Crazy Eights for 3")
show_chart()

# %% [markdown]
"""
Most rounds are short, but a few go on for a long time: the bars trail off to the right.

## Does the first player win more often?

`game.result.winners` holds the seats that won the round (usually one; a blocked round can have more, C-6).
Seat 0 always plays first in these rounds.

### Exercise 2: wins by seat

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
check("wins_by_seat")

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
show_chart()

# %% [markdown]
"""
Is seat 0 ahead? A few rounds more or less could be luck: try other numbers of games, or four players,
and see whether the order of the bars stays the same. Lesson 09 shows how to tell luck from skill with an interval.
"""

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

**In a sentence or two,** in the cell below: Does the first player win more often? Say what the bar chart shows, and how you could make sure it is not luck. Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Not clearly: in the chart each seat won close to a third of the rounds, and a difference that small could be luck; playing many more rounds, or other seeds, and seeing whether the order of the bars stays the same would tell.
"""

# %% [markdown]
"""
## Recap

- A **statistic** sums up many rounds: `sum(lengths) / len(lengths)` is the average; `min` and `max` the extremes.
- `plt.hist` draws a histogram, `plt.bar` a bar chart; `show_chart()` shows it with words for those who cannot see it.
- A few hundred random rounds show what usually happens; a small difference may still be luck.

**Next:** [Lesson 08 · Write a bot](../08_strategy/08_strategy.ipynb): replace the random player with a smart one.
"""
