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
#     summary: 'Course lesson 04 (about 40 minutes): dictionaries as lookup tables,
#       get and in, looping to add up; the learner writes card_points and hand_points
#       for Switch penalties (S-15) and Crazy Eights points (C-8).'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 04 · Dictionaries: what a hand is worth

When a round ends, the cards left in the losers' hands are counted. Switch and Crazy Eights count them differently,
and each uses a **table**: this card is worth so much. In Python such a table is a **dictionary**.

**In this lesson you will:**

1. make a **dictionary** that looks up a value by a **key**;
2. ask whether a key is there with `in`, and use `.get` with a default;
3. write `card_points(card)` and `hand_points(hand)` for Switch's penalty points (S-15);
4. do the same for Crazy Eights, where the winner collects the points (C-8), and check the 7♥ example: 60 points.

**Time:** about 40 minutes. **You need:** lessons 01 to 03 (strings, `if`, loops).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **dictionary** | a table of **keys** and their **values**, between curly brackets: `{"K": 10, "Q": 10}` |
| **key** | what you look up: here a rank such as `"K"` |
| **value** | what the key gives: here the points, `10` |
| **int** | a whole number; `int("7")` turns the text `"7"` into the number `7` |
| **penalty points** | Switch: the points a loser records for the cards left in hand; low is good (S-14) |
"""

# %%
from switchcore import Rules, cards, hand_points as engine_points
from grading import check, check_function, try_it


# %%
def rank_of(card):
    return card[:-1]


# %% [markdown]
"""
## The two tables

> **S-15** (Switch) Penalty values: A = 25 when aces are the reversing card (the default); K = 10; Q = 10; J = 20; 10 down to 2 = face value.
>
> **C-8** (Crazy Eights) The player who goes out scores the cards left in all other hands: each 8 = 50, K/Q/J = 10, A = 1, other cards face value.

## A dictionary is a lookup table

Write pairs `key: value` between curly brackets. Square brackets look a key up:
"""

# %%
faces = {"K": 10, "Q": 10, "J": 20}
print(faces["K"], faces["J"])
print(len(faces), "keys")

# %% [markdown]
"""
Looking up a key that is not there is an error (a `KeyError`). Ask first with `in`, or use `.get(key, default)`, which gives the default instead:
"""

# %%
print("7" in faces, "Q" in faces)
print(faces.get("Q", 0), faces.get("7", 0))

# %% [markdown]
"""
You can add or change an entry by giving a key a value:
"""

# %%
faces["A"] = 25
faces

# %% [markdown]
"""
## From text to number

`rank_of("7H")` is the **text** `"7"`. Text cannot be added to numbers; `int` turns it into the number 7:
"""

# %%
print(int(rank_of("7H")) + 3)
print(int("10") * 2)

# %% [markdown]
"""
## Exercise 1: what one card costs in Switch

Write `card_points(card)` for Switch: look the rank up in a dictionary of the special values; a rank that is not in the dictionary is worth its number.
Make the dictionary yourself, with the values of S-15.
"""


# %% solution="card_points"
def card_points(card):
    """Penalty points of one card in Switch (S-15): card_points("JS") is 20."""
    ### BEGIN SOLUTION
    special = {"A": 25, "K": 10, "Q": 10, "J": 20}
    rank = rank_of(card)
    if rank in special:
        return special[rank]
    return int(rank)
    ### END SOLUTION


# %%
try_it(card_points, "AS")

# %% tests="card_points_tests" points=1
# Autograder test (1 point): card_points in Switch, all 52 cards.
check("card_points")

# %% [markdown]
"""
## Adding up in a loop

A running total starts at 0 and grows in the loop, like the counter of lesson 03. Python also has `sum`, which adds up numbers:
"""

# %%
total = 0
for number in [10, 25, 7]:
    total = total + number
print(total, sum([10, 25, 7]))

# %% [markdown]
"""
## Exercise 2: what a hand costs in Switch

Write `hand_points(hand)`: the sum of `card_points` over the cards of the hand. An empty hand, the winner's, is worth 0.
Watch where your `return` is: inside the loop it would stop after the first card.
"""


# %% solution="hand_points"
def hand_points(hand):
    """Penalty points of a hand in Switch (S-14, S-15): hand_points(["AS", "JC", "10H"]) is 55."""
    ### BEGIN SOLUTION
    total = 0
    for card in hand:
        total = total + card_points(card)
    return total
    ### END SOLUTION


# %%
try_it(hand_points, ["AS", "JC", "10H"])

# %% tests="hand_points_tests" points=2
# Autograder test (2 points): hand_points in Switch, every card alone, the empty hand, 300 mixed hands.
check("hand_points")

# %% [markdown]
"""
The engine counts in the same way:
"""

# %%
engine_points(cards("AS JC 10H"), Rules.switch())

# %% [markdown]
"""
## Exercise 3: Crazy Eights points

In Crazy Eights the table is different (C-8): an 8 is worth 50, the king, queen and jack 10 each, the ace only 1.
Write `crazy_card_points(card)` with its own dictionary, and `crazy_hand_points(hand)` that adds them up.
"""


# %% solution="crazy_card_points"
def crazy_card_points(card):
    """Points of one card in Crazy Eights (C-8): crazy_card_points("8C") is 50."""
    ### BEGIN SOLUTION
    special = {"8": 50, "K": 10, "Q": 10, "J": 10, "A": 1}
    rank = rank_of(card)
    if rank in special:
        return special[rank]
    return int(rank)
    ### END SOLUTION


# %% solution="crazy_hand_points"
def crazy_hand_points(hand):
    """Points of a hand in Crazy Eights (C-8)."""
    ### BEGIN SOLUTION
    return sum(crazy_card_points(card) for card in hand)
    ### END SOLUTION


# %% tests="crazy_card_points_tests" points=1
# Autograder test (1 point): crazy_card_points in Crazy Eights, all 52 cards.
check("crazy_card_points")

# %% tests="crazy_hand_points_tests" points=2
# Autograder test (2 points): crazy_hand_points in Crazy Eights, many hands.
check("crazy_hand_points")

# %% [markdown]
"""
## The 7♥ example, counted

In the last step of the 7♥ walkthrough someone goes out while you still hold 8♣ and K♦. The winner scores your hand: 50 for the eight and 10 for the king.
"""

# %%
try_it(crazy_hand_points, ["8C", "KD"])

# %% [markdown]
"""
## Try it yourself (not graded)

1. With the house rule V-4 (queens reverse instead of aces) an ace costs only 15 in Switch. Which line of your `card_points` would change?
2. A dictionary can count too. Run the cell below, then change it to count ranks instead of suits.
"""

# %%
hand = ["7S", "8C", "KD", "2S", "QS"]
count = {}
for card in hand:
    suit = card[-1]
    count[suit] = count.get(suit, 0) + 1
count

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Where must `total = 0` go in `hand_points`, and what goes wrong if it is inside the loop? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
Before the loop: inside it, the total starts again at every card, and an empty hand never gets a total at all.
"""

# %% [markdown]
"""
## Recap

- A **dictionary** maps keys to values: `table["K"]`; `key in table` asks whether it is there; `table.get(key, default)` never fails.
- `int("7")` turns text into a number.
- A running total starts at 0 and grows in a loop; `return` goes **after** the loop.
- **S-15** Switch penalties: A 25, J 20, K and Q 10, others face value. **C-8** Crazy Eights: 8 is 50, K, Q and J 10, A 1, others face value.

**Next:** [Lesson 05 · Whose turn is it?](../05_whose_turn/05_whose_turn.ipynb): skips and reverses.
"""
