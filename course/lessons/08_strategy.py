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
#     summary: 'Lesson 07 of Python with cards: a bot as a plain function (view in,
#       move out), built in four checked steps (if/else, a loop, a list, a count), then
#       a tournament and a chart.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 07 · Write a bot

A bot is a computer player, and in this package a bot is nothing but a Python function: it looks at the table
from its seat and gives back a move. You will write one for Crazy Eights, make it smarter one step at a time,
and measure it against the built-in bots in a tournament.

**In this lesson you will:**

1. read a **view**: what one seat at the table may see;
2. write a bot, `view` in, move out, and let the engine check that it never breaks a rule;
3. improve it in four steps: with `if`/`else`, with a loop, with a list, and with a count;
4. run a **tournament** and draw its results as a chart;
5. judge how much of a win is skill and how much is luck.

**Time:** about 45 minutes. **You need:** lessons 01 to 06; the rules of Crazy Eights: match the suit or the rank,
eights are wild, and an eight left in your hand at the end costs 50 points (C-8).
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **bot** | a computer player; here, a Python function that chooses a move |
| **view** | what one seat can see: its own hand, the top card, the suit, the legal moves, how many cards the others hold |
| **legal moves** | the moves the rules allow right now, in a list |
| **`Play`** | a move that plays a card; `move.card` is the card and `move.suit` the suit an eight declares |
| **tournament** | many games between several bots, with the seats swapped round to be fair |
| **win rate** | the share of its games a bot won, for example 40% |
| **interval** | the range the true win rate very likely lies in; fewer games give a wider range |
"""

# %% [markdown]
"""
## What a bot can see

Here is a position of Crazy Eights for two. Ann (seat 0) holds 7♠, 8♣ and K♦; the top card is 7♥.
"""

# %%
from switchcore import Game, Play, Rules, card_points
from grading import check_function
from grading.bots import try_bot

rules = Rules.crazy_eights(players=2)
start = Game.from_position(rules, hands=["7S 8C KD", "2H 3C 9H 5D"], top="7H")
start

# %% [markdown]
"""
A bot never gets the game itself, only the **view** from its seat:
"""

# %%
view = start.view(0)
print("hand:", view.hand)
print("top card:", view.top, " suit to follow:", view.suit.noun)
print("cards in each hand:", view.hand_sizes)

# %% [markdown]
"""
Most useful of all, the view lists the legal moves. The eight can be played with any of four suits declared,
so it gives four moves:
"""

# %%
for move in view.legal_moves:
    print(move)

# %% [markdown]
"""
A move that plays a card is a `Play`. It knows its card, and for an eight the suit it declares.
Drawing a card is the move `"draw"`, which is not a `Play`; `isinstance(move, Play)` tells them apart.

In the engine a card is not a piece of text but an object that knows its parts: `card.code` is the text
you know from lesson 01, and `card.rank` its rank as a number, from 1 (ace) to 13 (king), so an eight is `8`.
"""

# %%
move = view.legal_moves[1]
print(isinstance(move, Play), move.card.code, move.card.rank, move.suit)
print(move.card.rank == 8)

# %% [markdown]
"""
## The simplest bot

A bot is a function that takes a view and returns a move. The simplest one takes the first legal move.
`try_bot` shows what a bot chooses in five positions of Crazy Eights set up by hand
(the first is the 7♥ position above; in the last, nothing fits):
"""


# %%
def first_move(view):
    return view.legal_moves[0]

try_bot(first_move)

# %% [markdown]
"""
Look at positions 2 and 3: `first_move` throws its precious eight away, although K♦ fits in position 2 and 5♦ and K♣ in position 3.
We will do better. But first, is it a *legal* bot? `check_function` lets the engine try it in hundreds of positions
of both games (Switch and Crazy Eights), at every kind of decision:
"""

# %%
check_function(first_move, "bot")

# %% [markdown]
"""
And a bot that always draws? In Crazy Eights you may draw only when nothing fits (C-5).
The check shows the first position where the rules refuse its move, and why:
"""


# %%
def always_draw(view):
    return "draw"

check_function(always_draw, "bot")

# %% [markdown]
"""
## Step 1 · `if` and `else`: do not open with an eight

`first_move` throws away its eight whenever the eight comes first in its hand.
The legal moves list the cards in the order of the hand, so a first idea:
when the first move plays an eight, take the **last** legal move instead; it may be another card.

### Exercise 1

Write `eight_last(view)`: if the first legal move is a `Play` of an eight (`move.card.rank == 8`),
return the last legal move (`view.legal_moves[-1]`); else return the first.
"""


# %% solution="eight_last"
def eight_last(view):
    """The first legal move, unless it plays an eight: then the last one."""
    ### BEGIN SOLUTION
    first = view.legal_moves[0]
    if isinstance(first, Play) and first.card.rank == 8:
        return view.legal_moves[-1]
    else:
        return first
    ### END SOLUTION


# %%
try_bot(eight_last)

# %% tests="eight_last_tests" points=1
import runpy as _runpy_eight_last_tests
_runpy_eight_last_tests.run_module("grading.autograde")["verify"](eight_last, "bot_eight_last")

# %% [markdown]
"""
## Step 2 · a loop: look at every move

`eight_last` still plays an eight when the last move is an eight too, for example with 8♣ K♦ 8♥ in hand.
A loop does better: look at the legal moves one by one, and return the first `Play` that is **not** an eight.
Only when the loop finds none, fall back on the first legal move (an eight, or drawing).

### Exercise 2

Write `keep_eights(view)` with a `for` loop. The check now also makes sure your bot never plays an eight
in Crazy Eights when another card fits.
"""


# %% solution="keep_eights"
def keep_eights(view):
    """The first card that fits and is not an eight; else the first legal move."""
    ### BEGIN SOLUTION
    for move in view.legal_moves:
        if isinstance(move, Play) and move.card.rank != 8:
            return move
    return view.legal_moves[0]
    ### END SOLUTION


# %%
try_bot(keep_eights)

# %% tests="keep_eights_tests" points=2
import runpy as _runpy_keep_eights_tests
_runpy_keep_eights_tests.run_module("grading.autograde")["verify"](keep_eights, "bot_keeps_eights")

# %% [markdown]
"""
## Step 3 · a list: get rid of the expensive cards

When someone goes out, every card left in your hand counts against you: in Crazy Eights kings, queens and jacks
are worth 10 each (C-8); in Switch a jack is worth 20 and an ace 25 (S-15). So when several cards fit, play the
one **worth most** first and keep the cheap ones. `card_points(card, view.rules)`, the engine's own scoring
(lesson 04), gives what a card is worth under the rules of the game being played.

First collect the good moves in a **list**, then walk through the list to find the best one:
"""

# %%
numbers = []
for n in [3, 11, 8, 5]:
    if n != 8:
        numbers.append(n)
best = numbers[0]
for n in numbers:
    if n > best:
        best = n
print(numbers, best)

# %% [markdown]
"""
### Exercise 3

Write `shed_high(view)`: make a list of the plays that are not eights; if the list is empty, return the first
legal move; otherwise return the play in the list whose card is worth most, `card_points(move.card, view.rules)`
(the first such play when two are worth the same).
"""


# %% solution="shed_high"
def shed_high(view):
    """The card worth most that fits and is not an eight; else the first legal move."""
    ### BEGIN SOLUTION
    plays = []
    for move in view.legal_moves:
        if isinstance(move, Play) and move.card.rank != 8:
            plays.append(move)
    if not plays:
        return view.legal_moves[0]
    best = plays[0]
    for move in plays:
        if card_points(move.card, view.rules) > card_points(best.card, view.rules):
            best = move
    return best
    ### END SOLUTION


# %%
try_bot(shed_high)

# %% tests="shed_high_tests" points=2
import runpy as _runpy_shed_high_tests
_runpy_shed_high_tests.run_module("grading.autograde")["verify"](shed_high, "bot_sheds_high")

# %% [markdown]
"""
## Step 4 · a count: which suit to ask for

When an eight is your only choice, you may ask for any suit. Ask for the suit you hold **most** of,
so that your next turn is easy. To know which, count your cards suit by suit in a dictionary (lesson 04):
"""

# %%
counts = {}
for card in view.hand:
    counts[card.suit] = counts.get(card.suit, 0) + 1
counts

# %% [markdown]
"""
### Exercise 4

Write `my_bot(view)`. Start from `move = shed_high(view)`. If that move is not an eight, return it.
If it is an eight, count the suits of the *other* cards in your hand (skip the eight itself:
`if card != move.card:`), then return the play of that eight whose declared suit (`m.suit`) has the biggest count.
"""


# %% solution="my_bot"
def my_bot(view):
    """shed_high, and an eight asks for the suit the hand holds most of."""
    ### BEGIN SOLUTION
    move = shed_high(view)
    if not (isinstance(move, Play) and move.card.rank == 8):
        return move
    counts = {}
    for card in view.hand:
        if card != move.card:
            counts[card.suit] = counts.get(card.suit, 0) + 1
    best = move
    for m in view.legal_moves:
        if isinstance(m, Play) and m.card == move.card and counts.get(m.suit, 0) > counts.get(best.suit, 0):
            best = m
    return best
    ### END SOLUTION


# %%
try_bot(my_bot)

# %% tests="my_bot_tests" points=3
import runpy as _runpy_my_bot_tests
_runpy_my_bot_tests.run_module("grading.autograde")["verify"](my_bot, "bot_long_suit")

# %% [markdown]
"""
## A tournament

One game proves very little: the cards you are dealt matter a lot. To compare bots fairly we play many games.
`tournament` seats the bots, swaps the seats from game to game so that everyone gets every seat,
and adds everything up. Each game is one round of Crazy Eights for three players.
A bot that is not finished yet breaks off its games; the table's last column counts them.
"""

# %%
from classroom.bots import BOTS
from classroom.tournament import tournament

contest = {"first_move": first_move, "eight_last": eight_last, "keep_eights": keep_eights,
           "shed_high": shed_high, "my_bot": my_bot, "easy": BOTS["easy"], "hard": BOTS["hard"]}
result = tournament(contest, Rules.crazy_eights(players=3, match="single"), games=210, seed=0)
print(result)

# %% [markdown]
"""
How to read the table:

* **games** and **wins**: how many games the bot sat in, and won. With three at the table, pure luck wins about 33%;
* **95% interval**: the true win rate very likely lies in this range. When two ranges overlap a lot,
  210 games are not enough to be sure which bot is better;
* **avg points**: its average score (high is good in Crazy Eights);
* the **last column**: games the bot lost by breaking a rule, or by not being written yet.

## A chart

The figures are also plain data, one dictionary per bot, best first. A bar chart shows them at a glance:
each bar is a win rate, and the black line across it its interval.
"""

# %%
import matplotlib.pyplot as plt

rows = result.to_rows()
names = [row["name"] for row in rows]
rates = [row["win_rate"] for row in rows]
below = [max(0, row["win_rate"] - row["low"]) for row in rows]  # how far the interval reaches down
above = [max(0, row["high"] - row["win_rate"]) for row in rows]  # and up
plt.figure(figsize=(8, 3))
plt.bar(names, rates, yerr=[below, above], capsize=4, color="#4c72b0")
plt.axhline(1 / 3, color="grey", linestyle="--")
plt.ylabel("win rate")
plt.show()

# %% [markdown]
"""
The dashed line is the win rate of pure luck with three players. Did each step of your bot help?
Look at the intervals before you answer.

## Luck or skill?

A different `seed` deals different cards. Here is the same tournament with another seed:
bots whose intervals are far apart keep their order, those that overlap may swap places.
"""

# %%
again = tournament(contest, Rules.crazy_eights(players=3, match="single"), games=210, seed=1)
print(again.ranking())

# %% [markdown]
"""
To separate two close bots, play more games: try `games=1000` (a few seconds).

## Try it yourself (not graded)

Ideas to make your bot stronger (change `my_bot`, run the tournament again, and compare the intervals):

* watch `view.hand_sizes`: when an opponent is down to one card, get rid of your expensive cards at once;
* play a card of the suit you hold most of, not only the highest one;
* try your bot at Switch too: `check_function(my_bot, "bot")` already tried it there.
"""

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Which step of your bot helped it most in the tournament? Use the intervals to say whether you are sure. Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Keeping the eights helped most: its win rate is well above the first bot's, and their intervals do not overlap.
"""

# %% [markdown]
"""
## Recap

* A bot is a function: `def my_bot(view): ... return move`. It sees only its own seat's view.
* Choosing from `view.legal_moves` keeps a bot inside the rules; `check_function(bot, "bot")` proves it on many positions.
* `if`/`else` makes one decision, a `for` loop looks at every move, a list collects the good ones,
  and a dictionary counts.
* `tournament(...)` plays many seeded games with the seats swapped; `result.to_rows()` gives the figures for a chart.
* Win rates come with an interval: when intervals overlap, play more games before you name a winner.
* Your teacher can enter this very notebook in a class tournament: the function called `my_bot` is the
  one that plays, in a process of its own, against the bots of the whole class.

**Next:** [08 · Testing](../08_testing/08_testing.ipynb): write your own tests, the way the engine's authors do.
"""
