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
#     summary: 'Course lesson 08 (about 40 minutes): a bot as a plain function (view
#       in, move out), checked by the engine in hundreds of positions, and made better
#       in two checked steps (if/else, a loop); the learner writes eight_last and keep_eights.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 08 · Write a bot

A bot is a computer player, and in this package a bot is nothing but a Python function: it looks at the table
from its seat and gives back a move. You will write one for Crazy Eights, make it smarter one step at a time,
and measure it against the built-in bots in a tournament.

**In this lesson you will:**

1. read a **view**: what one seat at the table may see;
2. write a bot, `view` in, move out, and let the engine check that it never breaks a rule;
3. improve it in two steps: with `if`/`else`, and with a loop.

Lesson 09 goes on with two more steps, a list and a count, and a tournament.

**Time:** about 40 minutes. **You need:** lessons 01 to 06; the rules of Crazy Eights: match the suit or the rank,
eights are wild, and an eight left in your hand at the end costs 50 points (C-8).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **bot** | a computer player; here, a Python function that chooses a move |
| **view** | what one seat can see: its own hand, the top card, the suit, the legal moves, how many cards the others hold |
| **legal moves** | the moves the rules allow right now, in a list |
| **`Play`** | a move that plays a card; `move.card` is the card and `move.suit` the suit an eight declares |
"""

# %% [markdown]
"""
## What a bot can see

Here is a position of Crazy Eights for two. Ann (seat 0) holds 7♠, 8♣ and K♦; the top card is 7♥.
"""

# %%
from switchcore import Game, Play, Rules
from grading import check, check_function
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
**Predict, then run.** And a bot that always draws? Will the check accept `always_draw`? If not, in what kind of
position will it find the first illegal move? Guess before you run the cell: the check shows the first position
where the rules refuse its move, and why.
"""


# %%
def always_draw(view):
    return "draw"

check_function(always_draw, "bot")

# %% [markdown]
"""
Were you right? In Crazy Eights you may draw only when nothing fits (C-5), so the check stops at the first position
where a card fits.
"""

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
check("eight_last")

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
check("keep_eights")

# %% [markdown]
"""
## Try it yourself (not graded)

1. **Predict, then run:** write `last_move(view)`, which always returns the last legal move. Will the check call it
   legal? Will it keep its eights? Guess, then run `check_function(last_move, "bot")` and `try_bot(last_move)`.
2. In position 5 of `try_bot` nothing fits. What does each of your bots do there, and why can it do nothing else?
"""


# %%
def last_move(view):
    return view.legal_moves[-1]

check_function(last_move, "bot")

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: `try_bot` showed your bot in five positions, `check_function` tried it in hundreds. Why is it not enough that a bot looks right in five positions? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Five positions miss most cases: a bot can look right there and still break a rule or throw an eight away in a position nobody tried, so the check tries every kind of decision in both games.
"""

# %% [markdown]
"""
## Recap

* A bot is a function: `def my_bot(view): ... return move`. It sees only its own seat's view.
* Choosing from `view.legal_moves` keeps a bot inside the rules; `check_function(bot, "bot")` proves it on many positions.
* `if`/`else` makes one decision, and a `for` loop looks at every move.

**Next:** [Lesson 09 · A better bot and a tournament](../09_tournament/09_tournament.ipynb): two more steps, then the bots play each other.
"""
