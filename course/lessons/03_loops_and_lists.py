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
#     summary: 'Course lesson 03 (about 40 minutes): lists, for loops, append, building
#       a new list without changing the old one; the learner writes playable(hand, top,
#       suit) and compares it with the engine''s legal moves.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 03 · Loops and lists: every card that fits

A player holds a whole hand, and wants to know **all** the cards they may play. In this lesson you will keep a hand in a **list**,
walk through it with a **loop**, and collect the cards that fit: the first thing every bot needs.

**In this lesson you will:**

1. keep several cards in a **list**, and read its length and its items;
2. repeat code for every card with a `for` loop;
3. build a new list with `append`, leaving the hand as it was;
4. write `playable(hand, top, suit)` and compare it with the engine's list of legal moves.

**Time:** about 40 minutes. **You need:** lessons 01 and 02 (strings, functions, `if`).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **list** | several values in order, between square brackets: `["7S", "8C", "KD"]` |
| **item** | one value in a list; `hand[0]` is the first |
| **loop** | code that runs again for each item: `for card in hand:` |
| **append** | add an item at the end of a list: `found.append(card)` |
| **empty list** | a list with nothing in it yet: `[]` |
"""

# %%
from switchcore import Game, Rules
from grading import check, check_function, try_it

# %% [markdown]
"""
The functions of lessons 01 and 02, ready to use:
"""


# %%
def rank_of(card):
    return card[:-1]

def suit_of(card):
    return card[-1]

def fits(card, top, suit):
    return suit_of(card) == suit or rank_of(card) == rank_of(top)


# %% [markdown]
"""
## A hand is a list

A **list** keeps cards in order. Indexes work as they do for strings, and `len` counts the items. `split()` turns text with spaces into a list:
"""

# %%
hand = ["7S", "8C", "KD"]
print(hand[0], hand[-1], len(hand))
print("7H 8C KD 3H".split())

# %% [markdown]
"""
`in` asks whether a list holds an item:
"""

# %%
print("KD" in hand, "QS" in hand)

# %% [markdown]
"""
## The for loop

`for card in hand:` runs its indented block once for each card, with `card` naming the current one:
"""

# %%
for card in hand:
    print(card, "has the suit", suit_of(card))

# %% [markdown]
"""
A loop can count. Start from 0 and add one each time a card is what you look for:
"""

# %%
hand = ["7S", "8C", "KD", "2S", "QS"]
spades = 0
for card in hand:
    if suit_of(card) == "S":
        spades = spades + 1
print(spades, "spades")

# %% [markdown]
"""
## Building a new list

Start from an empty list and `append` what you keep. The old list is not changed:
"""

# %%
black = []
for card in hand:
    if suit_of(card) in "CS":
        black.append(card)
print(black)
print(hand)

# %% [markdown]
"""
**Do not remove cards from the list you are looping over.** Python walks the list by position; when a card disappears, the next one slides into its place and is skipped.
Building a new list avoids the problem, and the caller still has their whole hand.

## Exercise 1: playable, in Switch

Write `playable(hand, top, suit)`: it gives back a **new list** of the cards in `hand` that fit on `top` with `suit` to follow, **in the order of the hand**.
When no card fits, it gives back an empty list `[]`. Use your `fits` from lesson 02 (defined above).
"""


# %% solution="playable"
def playable(hand, top, suit):
    """The cards of hand that fit on top with suit to follow (Switch, X-2), in hand order."""
    ### BEGIN SOLUTION
    found = []
    for card in hand:
        if fits(card, top, suit):
            found.append(card)
    return found
    ### END SOLUTION


# %%
try_it(playable, ["7S", "8C", "KD", "3H"], "7H", "H")

# %% [markdown]
"""
The check tries 400 hands, from the empty hand to ten cards, on top cards of every kind:
"""

# %% tests="playable_tests" points=2
# Autograder test (2 points): playable in Switch, 400 hands.
check("playable")

# %% [markdown]
"""
## The engine agrees

The engine lists every legal move of the player to act. In Switch a player may also **draw** instead of playing (S-6), so its list ends with `draw`.
Compare its cards with your `playable`:
"""

# %%
game = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD 3H", "2C"], top="7H")
for move in game.legal_moves():
    print(move)
try_it(playable, ["7S", "8C", "KD", "3H"], "7H", "H")

# %% [markdown]
"""
## Exercise 2: playable, in Crazy Eights

Here is a `crazy_fits` as you wrote it in lesson 02. Write `crazy_playable(hand, top, suit)`, the same as `playable` but with the Crazy Eights rule.
"""


# %%
def crazy_fits(card, top, suit):
    return rank_of(card) == "8" or fits(card, top, suit)


# %% solution="crazy_playable"
def crazy_playable(hand, top, suit):
    """The cards of hand that fit on top with suit to follow (Crazy Eights, C-4), in hand order."""
    ### BEGIN SOLUTION
    found = []
    for card in hand:
        if crazy_fits(card, top, suit):
            found.append(card)
    return found
    ### END SOLUTION


# %% tests="crazy_playable_tests" points=2
# Autograder test (2 points): crazy_playable in Crazy Eights, 400 hands.
check("crazy_playable")

# %% [markdown]
"""
## A shorter way to write it (read only)

Python has a one-line way to build a list from a loop, a **list comprehension**. It does exactly what your loop does:
"""

# %%
hand = ["7S", "8C", "KD", "3H"]
[card for card in hand if fits(card, "7H", "H")]

# %% [markdown]
"""
Read it as "the list of `card`, for each `card` in `hand`, if it fits". Use whichever way you find clearer; the loop is never wrong.

## Try it yourself (not graded)

1. What does the engine list for Crazy Eights in the position above? Change `Rules.switch` to `Rules.crazy_eights` and count the moves of the 8: why are there four?
2. Write `count_suit(hand, suit)`, which counts the cards of one suit in a hand, in a new cell.
"""

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Why should `playable` build a new list instead of removing cards from the hand it was given? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Removing from the list you loop over skips cards, and it changes the hand of the caller; a new list leaves the hand as it was.
"""

# %% [markdown]
"""
## The engine's own `playable`, and its legal moves

The engine has a `playable` too. Print its source and compare it with yours:
"""

# %%
import inspect
from switchcore import legal

print(inspect.getsource(legal.playable))

# %% [markdown]
"""
It is your loop written as a **list comprehension**: `[card for card in hand if fits(card, top, suit, wilds)]` builds the same new list as `found = []`, the `for`, the `if` and `append`, in one line.

The engine lists every legal move of a turn the same way: it goes through every move the player could try and keeps those that no rule refuses. `refusal` gives the rule that refuses a move, or `None` when the move is legal.
"""

# %%
print(inspect.getsource(legal.legal_moves))

# %%
game = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD 3H", "2H"], top="7H")
print(legal.playable(game.hand(0), game.top, game.suit))
print(legal.legal_moves(game))

# %% [markdown]
"""
## Recap

- A **list** keeps items in order: `hand[0]`, `len(hand)`, `card in hand`.
- `for card in hand:` runs its block once per card.
- To keep some cards, start with `[]` and `append`; never remove from the list you loop over.
- `playable` gives the cards that fit, in hand order; the engine's `legal_moves()` gives the same cards as moves.

**Next:** [Lesson 04 · Dictionaries](../04_dictionaries/04_dictionaries.ipynb): what the cards left in a hand are worth.
"""
