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
#     summary: 'Course lesson 02 (about 40 minutes): True and False, comparisons, and,
#       or, not, if/elif/else; the learner writes fits(card, top, suit) for Switch
#       and Crazy Eights (C-4).'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 02 · Conditionals: does the card fit?

Every turn of Switch and Crazy Eights starts with one question: **may I play this card?**
In this lesson you will write that rule in Python, and the engine will check your answer on every card, on every top card.

**In this lesson you will:**

1. compare values with `==` and `!=` and get `True` or `False` (a **bool**);
2. combine questions with `and`, `or` and `not`;
3. make your code choose with `if`, `elif` and `else`;
4. write `fits(card, top, suit)` for Switch (rule X-2), then for Crazy Eights, where an eight is wild (rule C-4).

**Time:** about 40 minutes. **You need:** lesson 01 (strings, indexes, functions).
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **bool** | one of the two values `True` and `False` |
| **comparison** | a question with a bool answer: `a == b` (equal), `a != b` (not equal), `a < b` |
| **condition** | a question that decides what the code does next |
| **if / elif / else** | run a block of code only when a condition is `True`; `elif` tries another condition, `else` catches the rest |
| **suit to follow** | the suit the next card must match: the top card's suit, or the suit declared with a wild card |
"""

# %%
from switchcore import Game, Rules, cards
from grading import check, check_function, try_it

# %% [markdown]
"""
Here are the functions from lesson 01, so that you can use them:
"""


# %%
def rank_of(card):
    return card[:-1]

def suit_of(card):
    return card[-1]


# %% [markdown]
"""
## True and False

A comparison gives back a **bool**: `True` or `False`. Note the two equals signs: `=` gives a name to a value, `==` asks whether two values are equal.
"""

# %%
top = "7H"
print(suit_of("3H") == suit_of(top))
print(rank_of("7S") == rank_of(top))
print(rank_of("KD") != rank_of(top))

# %% [markdown]
"""
## and, or, not

- `a and b` is `True` only when **both** are `True`;
- `a or b` is `True` when **at least one** is `True`;
- `not a` turns `True` into `False` and back.
"""

# %%
same_suit = suit_of("7S") == "H"
same_rank = rank_of("7S") == rank_of("7H")
print(same_suit, same_rank)
print(same_suit and same_rank, same_suit or same_rank, not same_suit)

# %% [markdown]
"""
## if, elif, else

`if` runs its indented block only when its condition is `True`. `elif` (else if) asks the next question when the first was `False`, and `else` runs when no condition was `True`.
Only one of the blocks runs.
"""

# %%
card = "QS"
if suit_of(card) == "H":
    print(card, "is a heart")
elif suit_of(card) == "S" or suit_of(card) == "C":
    print(card, "is black")
else:
    print(card, "is a diamond")

# %% [markdown]
"""
Change `card` to `"7H"` or `"9D"` and run the cell again: each time only one of the three blocks runs.
"""

# %% [markdown]
"""
## `if` and `return` in a function, worked through

Inside a function, `return` ends the function at once. So an `if` whose block returns decides the answer, and the
lines after it run only when its condition was `False`. Read `is_heart` line by line:

* `if suit_of(card) == "H":` asks a question about the card;
* when the answer is `True`, `return True` gives back `True` and the function stops there;
* when it is `False`, Python skips the indented block and goes on to `return False`.
"""


# %%
def is_heart(card):
    """True when the card is a heart: is_heart("7H") is True."""
    if suit_of(card) == "H":
        return True
    return False


print(is_heart("7H"), is_heart("QS"))

# %% [markdown]
"""
## The rule X-2

> **X-2** A card is playable when it matches the top discard by suit or by rank. When a suit has been declared (wild card), the declared suit replaces the top card's suit for matching; rank still matches the top card.

So your function gets three things: the `card` you want to play, the `top` card of the discard pile, and `suit`, the suit to follow. Usually `suit` is the top card's own suit;
after a wild card it is the suit its player declared. Match the **card's suit with `suit`**, and the **card's rank with the top card's rank**.

Here is what the engine says about the 7♥ example: the top card is 7♥ and hearts is the suit to follow.
"""

# %%
game = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD 3H", "2C"], top="7H")
for card in game.hand(0):
    print(card, game.fits(card))

# %% [markdown]
"""
## Exercise 1: fits, in Switch

Write `fits(card, top, suit)` for Switch: `True` when the card matches the suit to follow **or** the rank of the top card, `False` otherwise.
In classic Switch no card is wild: an 8 makes the next player miss a turn (S-9), but it must match like any other card.

You may write it with `if`/`else`, or return one condition directly. Both are fine.
"""


# %% solution="fits"
def fits(card, top, suit):
    """True when card may be played on top, with suit the suit to follow (Switch, X-2)."""
    ### BEGIN SOLUTION
    if suit_of(card) == suit:
        return True
    if rank_of(card) == rank_of(top):
        return True
    return False
    ### END SOLUTION


# %%
try_it(fits, "7S", "7H", "H")

# %% [markdown]
"""
The check tries your `fits` on every card, on every top card, and on a jack with every suit declared (as when jacks
are wild, house rule V-1), so that `suit` matters: 3,328 cases.
"""

# %% tests="fits_tests" points=2
# Autograder test (2 points): fits in Switch, every card on every top card.
check("fits")

# %% [markdown]
"""
## How to read a "not yet"

When a function is wrong, the check tells you the **first case** it gets wrong, and why, with the rule.
Here is a function that forgets the rank. Read its message, then compare it with the rule above:
"""


# %%
def forgets_the_rank(card, top, suit):
    return suit_of(card) == suit

check_function(forgets_the_rank, "fits", family="switch")

# %% [markdown]
"""
## Exercise 2: fits, in Crazy Eights

In Crazy Eights an eight is **wild**:

> **C-4** Eights are wild: an 8 may be played on anything, even on another 8, and the player declares a suit; the next player must follow that suit or play an 8.

Write `crazy_fits(card, top, suit)`: like `fits`, but any 8 fits, whatever the top card. Think of the order of the questions: which should come first?

A trap to avoid: after a wild 8, the suit to follow is the **declared** suit (`suit`), not the suit of the 8 on top.
"""


# %% solution="crazy_fits"
def crazy_fits(card, top, suit):
    """True when card may be played on top, with suit the suit to follow (Crazy Eights, X-2 and C-4)."""
    ### BEGIN SOLUTION
    if rank_of(card) == "8":
        return True
    return fits(card, top, suit)
    ### END SOLUTION


# %%
try_it(crazy_fits, "8C", "KD", "D")

# %% [markdown]
"""
In Crazy Eights the check also tries every suit that can be declared with an 8 on top: 3,328 cases.
"""

# %% tests="crazy_fits_tests" points=2
# Autograder test (2 points): crazy_fits in Crazy Eights, every card, top card and declared suit.
check("crazy_fits")

# %% [markdown]
"""
## Try it yourself (not graded)

Does your Switch `fits` pass the Crazy Eights check? Run the cell and read why not: which rule is missing?
"""

# %%
check_function(fits, "fits", family="crazy_eights")

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Your `fits` for Switch and your `crazy_fits` differ in one condition. Which one, and which rule does it come from? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
`crazy_fits` also lets any eight through, because eights are wild in Crazy Eights (C-4); in Switch an eight must match like any card.
"""

# %% [markdown]
"""
## The engine's own `fits`

The engine that deals and checks every game of this course answers X-2 with a small function too. `inspect.getsource` prints the source of a function: here is the engine's own `fits`, exactly as the engine runs it.
"""

# %%
import inspect
from switchcore import Card, Suit, legal

print(inspect.getsource(legal.fits))

# %% [markdown]
"""
Compare it with your `fits` and your `crazy_fits`. Its cards are values, not text, so it reads `card.suit` and `top.rank` where you wrote `suit_of(card)` and `rank_of(top)`, and it joins its conditions with `or` in one `return`. Its last argument, `wilds`, holds the wild cards: empty in Switch, the four eights in Crazy Eights. That is the condition your `crazy_fits` adds.
"""

# %%
eights = Rules.crazy_eights().effects.wilds
eight, top = Card.parse("8C"), Card.parse("7H")
print(legal.fits(eight, top, Suit.HEARTS))
print(legal.fits(eight, top, Suit.HEARTS, eights))

# %% [markdown]
"""
## Recap

- `==` and `!=` compare; the answer is a **bool**, `True` or `False`.
- `and` needs both, `or` needs one, `not` turns a bool round.
- `if` / `elif` / `else` choose which block runs; `return` inside a block ends the function at once.
- **X-2:** a card fits when it matches the suit to follow or the top card's rank. **C-4:** in Crazy Eights an 8 fits on anything.
- The check's message names the first case your function gets wrong and the rule behind it.

**Next:** [Lesson 03 · Loops and lists](../03_loops_and_lists/03_loops_and_lists.ipynb): every playable card of a whole hand.
"""
