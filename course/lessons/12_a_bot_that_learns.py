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
#     summary: 'Course lesson 12 (about 45 minutes, after lesson 09): a bot that learns
#       from its own games with numpy: features, probabilities (the learner writes probabilities
#       and nudge), training against the random bot, its win rate as it learns, and
#       a bot file for the class tournament.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 12 · A bot that learns

In lessons 08 and 09 you wrote a bot's rules yourself: keep the eights, play the card worth most. This time the bot
finds its own rules. It starts knowing nothing, plays hundreds of games against the random bot, and after each game
it changes its mind a little: a bit more of what it did when it won, a bit less when it lost.

**In this lesson you will:**

1. describe each move with a few **features**, numbers the bot can weigh;
2. turn the bot's scores into **probabilities** (you write `probabilities`);
3. change the **weights** after a game, the step that makes the bot learn (you write `nudge`);
4. train the bot, draw its **win rate** as it learns, and save it as a bot file for a class tournament.

**Time:** about 45 minutes, of which a minute or two of training. **You need:** lesson 09 (a bot, a tournament,
a win rate), and a little numpy: `np.array`, `np.exp`, `@`. numpy is not in the browser version of the course:
open this lesson in JupyterLab, or on Binder.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **feature** | a number that describes a move, such as 1 when it plays an eight and 0 when not |
| **weight** | how much the bot likes a feature: the bot learns the weights |
| **score** | the weights times the features, added up: the higher, the more the bot likes the move |
| **probability** | how likely the bot is to pick a move, between 0 and 1; a move's probabilities add up to 1 |
| **reward** | what a game was worth to the bot: +1 for a win, −1 for a loss |
| **training** | playing many games and changing the weights after each one |
"""

# %%
import numpy as np

from switchcore import Game, Play, Rules
from classroom.bots import BOTS
from grading import check, check_function, try_it

# %% [markdown]
"""
## Step 1 · features: a move as numbers

A bot that learns cannot read "keep your eights". It needs numbers. Here each move gets three **features**:

* is it a draw? (1 or 0)
* does it play an eight? (1 or 0)
* after it, how much of the hand is left in the suit to follow? (0 to 1)

The games are Crazy Eights for two players, one round each: the first to empty their hand wins.
"""


# %%
rules = Rules.crazy_eights(players=2, match="single")


def features(view, move):
    """Three numbers that describe a move: a draw, an eight, the share of the hand left in the suit to follow."""
    if not isinstance(move, Play):
        return [1.0, 0.0, 0.0]
    suit = move.suit if move.suit is not None else move.card.suit
    same = 0
    for card in view.hand:
        if card != move.card and card.suit == suit:
            same += 1
    return [0.0, float(move.card.rank == 8), same / len(view.hand)]


start = Game.from_position(rules, hands=["7S 8C KD 3S", "2H 3C 9H 5D"], top="7H")
view = start.view(0)
print("hand:", view.hand, " top:", view.top)
for move in view.legal_moves:
    print(move, features(view, move))

# %% [markdown]
"""
The bot gives each feature a **weight**. A move's **score** is each feature times its weight, added up: numpy's `@`
does exactly that. One row of `options` for each legal move:
"""

# %%
options = np.array([features(view, move) for move in view.legal_moves])
weights = np.array([0.0, -1.0, 2.0])
options @ weights

# %% [markdown]
"""
With these weights the bot dislikes eights (weight −1) and likes to stay in a suit it holds (weight 2), so 7♠ scores
best. But the bot will not be told these weights: it starts with `[0, 0, 0]` and finds its own.

## Step 2 · from scores to probabilities

While it learns, the bot must try things: not always the move it likes best, but the best ones more often. It turns
the scores into **probabilities** with a rule called *softmax*: each move gets `exp(score)`, and each is then
divided by their sum, so that they add up to 1. A score 1 higher makes a move about 2.7 times as likely.
"""

# %%
scores = np.array([1.0, 2.0, 3.0])
np.exp(scores), np.exp(scores) / np.exp(scores).sum()

# %% [markdown]
"""
There is a catch: `np.exp(1000)` is too big for a number in the computer, and gives `inf`. Subtracting the same
amount from every score does not change the probabilities, so subtract the largest score first: then the largest
`exp` is `exp(0) = 1`.

### Exercise 1

Write `probabilities(scores)`: `scores` is a numpy array; give back a numpy array of the same length: `np.exp` of
each score minus the largest, divided by the sum of them all. `np.max(scores)` is the largest score.
"""


# %% solution="probabilities"
def probabilities(scores):
    """The softmax of the scores: positive numbers that add up to 1."""
    ### BEGIN SOLUTION
    e = np.exp(scores - np.max(scores))
    return e / e.sum()
    ### END SOLUTION


# %%
try_it(probabilities, np.array([1.0, 2.0, 3.0]))

# %% tests="probabilities_tests" points=2
# Autograder test (2 points): probabilities on 36 arrays of scores, very large ones too.
check("probabilities")

# %% [markdown]
"""
The bot picks a move with those probabilities, as a die with uneven sides would. `rng` is numpy's random number
generator, seeded so that every run of this notebook plays the same games:
"""


# %%
def choose(weights, view, rng):
    """The bot's move while it learns: its features, their probabilities, and the one it took."""
    options = np.array([features(view, move) for move in view.legal_moves])
    probs = probabilities(options @ weights)
    taken = rng.choice(len(probs), p=probs)
    return options, probs, taken


# %% [markdown]
"""
## Step 3 · learning: a nudge after each game

After a game, the bot looks back at every move it made. If it won (reward +1) it nudges its weights towards the
features of the moves it took; if it lost (reward −1), away from them. Towards what exactly? Towards the features of
the move taken **minus** the features of an average move, `probs @ options`: a move like all the others teaches
nothing. The **rate** says how big a nudge is, for example 0.05:

    new weights = weights + rate × reward × (options[taken] − probs @ options)

This is the simplest *policy gradient* (its name in books: REINFORCE).

### Exercise 2

Write `nudge(weights, options, probs, taken, reward, rate)` that gives back the new weights with this formula.
`options[taken]` is the row of the move taken.
"""


# %% solution="nudge"
def nudge(weights, options, probs, taken, reward, rate):
    """The weights after one move of a game that gave ``reward``."""
    ### BEGIN SOLUTION
    return weights + rate * reward * (options[taken] - probs @ options)
    ### END SOLUTION


# %%
try_it(nudge, np.array([0.0, 0.0, 0.0]), options, np.full(len(options), 1 / len(options)), 0, 1.0, 0.1)

# %% tests="nudge_tests" points=2
# Autograder test (2 points): nudge on 40 moves, after wins and losses.
check("nudge")

# %% [markdown]
"""
## Step 4 · training

Everything is ready. `learn_from_game` plays one game against a bot, the learner in `seat`, and nudges the weights
after every move it made. `win_rate` measures how well some weights play: the learner then takes the move with the
highest score (one at random among those that score the same), in many seeded games, half in each seat.
"""


# %%
def learn_from_game(weights, opponent, seed, seat, rng, rate=0.05):
    """Play one game against ``opponent``, then nudge the weights for every move the learner made."""
    game = Game(rules, seed=seed)
    moves = []
    while not game.round_over:
        view = game.view(game.turn)
        if game.turn == seat:
            options, probs, taken = choose(weights, view, rng)
            moves.append((options, probs, taken))
            game.apply(view.legal_moves[taken])
        else:
            game.apply(opponent(view))
    reward = 1.0 if seat in game.result.winners else -1.0
    for options, probs, taken in moves:
        weights = nudge(weights, options, probs, taken, reward, rate)
    return weights


def best_move(weights, view, rng):
    """The move with the highest score (one of the best at random when several tie)."""
    scores = np.array([features(view, move) for move in view.legal_moves]) @ weights
    best = np.flatnonzero(scores == scores.max())
    return view.legal_moves[rng.choice(best)]


def win_rate(weights, opponent, games=100, first_seed=100_000):
    """The share of ``games`` seeded games the learner wins with these weights."""
    rng = np.random.default_rng(0)
    wins = 0
    for n in range(games):
        seat = n % 2
        game = Game(rules, seed=first_seed + n)
        while not game.round_over:
            view = game.view(game.turn)
            game.apply(best_move(weights, view, rng) if game.turn == seat else opponent(view))
        wins += seat in game.result.winners
    return wins / games


# %% [markdown]
"""
**Predict, then run.** The untrained bot, with weights `[0, 0, 0]`, scores every move 0: it plays at random. What
will its win rate be against the random bot? And after 600 games of training? (The cell takes a minute or so.)
"""

# %%
rng = np.random.default_rng(12)
weights = np.zeros(3)
history = [(0, win_rate(weights, BOTS["random"]), win_rate(weights, BOTS["easy"]))]
try:
    for game_no in range(1, 601):
        weights = learn_from_game(weights, BOTS["random"], game_no, game_no % 2, rng)
        if game_no % 200 == 0:
            history.append((game_no, win_rate(weights, BOTS["random"]), win_rate(weights, BOTS["easy"])))
except NotImplementedError:
    print("probabilities or nudge is not written yet, so the bot cannot learn: it still plays, at random.")
for game_no, against_random, against_easy in history:
    print(f"after {game_no:3} games: wins {against_random:.0%} against random, {against_easy:.0%} against easy")
print("weights:", np.round(weights, 2))

# %% [markdown]
"""
## Its win rate as it learns
"""

# %%
import matplotlib.pyplot as plt
from tutorial.chart import show_chart

played = [row[0] for row in history]
plt.figure(figsize=(7, 3))
plt.plot(played, [row[1] for row in history], marker="o", label="against random")
plt.plot(played, [row[2] for row in history], marker="s", label="against easy")
plt.axhline(0.5, color="grey", linestyle="--")
plt.xlabel("games of training")
plt.ylabel("win rate")
plt.legend()
show_chart()

# %% [markdown]
"""
The dashed line is luck: two bots that play equally well each win half their games. Read the weights too: which
features did the bot learn to like, and which to avoid? Do they agree with the rules you wrote in lesson 09?

## How sure are we?

A hundred games are few (lesson 09: look at the interval). So here is the trained bot against the random bot in
400 other games. **It should win at least 55% of them**, clearly more than luck; the untrained bot wins about half.
"""

# %%
final = win_rate(weights, BOTS["random"], games=400, first_seed=200_000)
untrained = win_rate(np.zeros(3), BOTS["random"], games=400, first_seed=200_000)
print(f"the trained bot wins {final:.0%} of 400 games against the random bot (untrained: {untrained:.0%})")

# %% [markdown]
"""
## A bot file for the class tournament

The learned weights are just three numbers. The cell below writes them, with the features, into a bot file,
`learned_bot.py`, beside this notebook: a bot like those of lesson 09, which your teacher can enter in the class
tournament. It plays the move with the highest score.
"""

# %%
import textwrap
from pathlib import Path

bot_code = textwrap.dedent(f'''\
    """A bot that learned its weights in lesson 12."""
    from switchcore import Play

    WEIGHTS = {[round(float(w), 3) for w in weights]}


    def features(view, move):
        if not isinstance(move, Play):
            return [1.0, 0.0, 0.0]
        suit = move.suit if move.suit is not None else move.card.suit
        same = sum(1 for card in view.hand if card != move.card and card.suit == suit)
        return [0.0, float(move.card.rank == 8), same / len(view.hand)]


    def choose(view):
        def score(move):
            return sum(w * f for w, f in zip(WEIGHTS, features(view, move)))
        return max(view.legal_moves, key=score)
    ''')
Path("learned_bot.py").write_text(bot_code, encoding="utf-8")
print(bot_code)

# %% [markdown]
"""
Here it is in a small tournament of two-player games, in a process of its own, as in a class tournament:
"""

# %%
from classroom.tournament import tournament

result = tournament({"learned_bot": "learned_bot.py", "random": BOTS["random"], "easy": BOTS["easy"]},
                    rules, games=90, seed=0)
print(result)

# %% [markdown]
"""
## Try it yourself (not graded)

* Add a feature: the card's points (`card_points(move.card, view.rules)`, lesson 04), or how many cards the other
  player holds (`view.hand_sizes`). Add a weight for it too (`np.zeros(4)`), train again and compare.
* Train against the easy bot instead of the random one: does it learn something else?
* Change the rate: 0.5, or 0.005. What happens to the weights, and to the win rate?

## Going further: the environment for learning agents

Libraries for learning agents expect a game as an *environment* with a standard interface. switchcore has one:
`classroom.rl` (it needs `pip install switchcore[rl]`, and is not in the browser version of the course). Each
move is a number, and each observation is an array of numbers:

    from classroom.rl import SeatEnv
    env = SeatEnv(rules, opponents=[BOTS["random"]])
    observation, info = env.reset(seed=1)
"""

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: which weights did your bot learn, and what do they tell a player of
Crazy Eights? Would you trust it against a strong player? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
My bot learned to like staying in a suit it holds, which is what my bot of lesson 09 did when it asked for its
longest suit. It only ever played the random bot, so it learned to beat a weak player; I would train it against
stronger bots before trusting it.
"""

# %% [markdown]
"""
## Recap

* A learning bot describes each move with **features** and weighs them: score = `options @ weights`.
* **Softmax** turns scores into probabilities; subtract the largest score first so that `np.exp` does not overflow.
* After each game, `nudge` moves the weights towards the moves of a win and away from those of a loss: a policy
  gradient.
* Training is many seeded games; the **win rate** against fixed bots, in games the bot did not learn from, tells
  whether it learned.
* The learned weights are a few numbers: a bot file carries them into the class tournament.

**Back to:** [09 · A better bot and a tournament](../09_tournament/09_tournament.ipynb).
"""
