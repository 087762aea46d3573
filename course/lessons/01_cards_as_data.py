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
#     summary: 'Course lesson 01 (about 50 minutes): a card is a piece of text; indexing
#       and slicing give its rank and suit; a tuple holds both; first functions with
#       return.'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 01 · Cards as data

You know the rules of Switch and Crazy Eights (lessons 00 to 09). Now you will teach a computer some of them, in Python.
In this course you write real parts of the game yourself, and the game engine, `switchcore`, checks them: it tries your code on every card and tells you when it is right, or which card it gets wrong and which rule that card follows.

**In this lesson you will:**

1. store a card as a piece of text (a **string**), such as `"7H"`;
2. take a card apart with **indexes** and **slices** to find its rank and its suit;
3. write your first **functions** with `def` and `return`;
4. keep two values together in a **tuple**.

**Time:** about 50 minutes. **You need:** nothing but the rules of the game.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **string** | a piece of text, written between quotes: `"7H"` |
| **index** | the position of one character in a string, counted from 0: `card[0]` |
| **slice** | a part of a string, from one position up to (not including) another: `card[0:2]` |
| **function** | a named piece of code that gets some values (its **arguments**) and gives back a result with `return` |
| **tuple** | a few values kept together in brackets: `("7", "H")` |
"""

# %% [markdown]
"""
## How to work in this notebook

Run each cell in order with **Shift+Enter**. Some cells are yours: they hold a function with the line `raise NotImplementedError()`.
Replace that line with your code, run your cell, then run the **check** cell below it. A check says **✓** when your function is right,
or **✗ Not yet** with the first card it gets wrong. Read the message: it tells you which rule that card follows.

First, load the tools of the course:
"""

# %%
from switchcore import Card, cards
from grading import check, check_function, try_it

# %% [markdown]
"""
## A card is a piece of text

People write cards as a rank and then a suit letter: `7H` is the seven of hearts, `10D` the ten of diamonds, `QS` the queen of spades.
The suits are `C` (clubs ♣), `D` (diamonds ♦), `H` (hearts ♥) and `S` (spades ♠).
In Python we keep such a card as a **string**, text between quotes:
"""

# %%
card = "7H"
print(card)
print(len(card), "characters")

# %% [markdown]
"""
The engine can show a string as a real card, which helps to see what we mean:
"""

# %%
cards("7H 10D QS")

# %% [markdown]
"""
## Indexes: one character

Each character of a string has a position, its **index**, counted from **0**. `card[0]` is the first character, `card[1]` the second.
A negative index counts from the end: `card[-1]` is the last character.
"""

# %%
card = "7H"
print(card[0], card[1], card[-1])

# %% [markdown]
"""
**Careful with 10.** `"10D"` has three characters, so its second character is `"0"`, not the suit:
"""

# %%
card = "10D"
print(len(card), card[0], card[1], card[-1])

# %% [markdown]
"""
## A first function, worked through

A **function** is a named piece of code that you can use again and again. Here is one, `first_character`, that gives
back the first character of any piece of text. Read it line by line:

* `def first_character(text):` starts it: `def`, the function's name, its **argument** `text` in brackets, a colon;
* the indented lines below are its **body**; the line in triple quotes says what the function does;
* `return text[0]` gives the first character **back** to whoever called the function.

Defining a function does not run it yet. **Calling** it, with a value in brackets, does: `first_character("QS")`.
"""


# %%
def first_character(text):
    """The first character of a piece of text: first_character("QS") is "Q"."""
    return text[0]


print(first_character("QS"))
print(first_character("7H"))

# %% [markdown]
"""
**Predict, then run.** Before you run the next cell, say (or write on paper) what it will show. Were you right?
Why is it not the rank of the card?
"""

# %%
first_character("10D")

# %% [markdown]
"""
## Exercise 1: the suit of a card

Write `suit_of(card)`: it gets a card such as `"7H"` or `"10D"` and gives back its suit letter, `"H"` or `"D"`.
Which index works for both? (Look at the cells above.) Write it like `first_character`: one `return` line,
with the right index.
"""


# %% solution="suit_of"
def suit_of(card):
    """The suit letter of a card: suit_of("7H") is "H"."""
    ### BEGIN SOLUTION
    return card[-1]
    ### END SOLUTION


# %% [markdown]
"""
Try your function on one card. `try_it` calls it and shows what it gave back:
"""

# %%
try_it(suit_of, "10D")

# %% [markdown]
"""
Now the check: it calls `suit_of` on all 52 cards and compares each answer with the engine's.
"""

# %% tests="suit_of_tests" points=1
# Autograder test (1 point): suit_of on all 52 cards.
check("suit_of")

# %% [markdown]
"""
## Slices: a part of a string

A **slice** takes several characters at once: `card[start:stop]` runs from index `start` up to, **not including**, index `stop`.
Leave out `start` to begin at the start; leave out `stop` to go to the end. Negative numbers count from the end here too.
"""

# %%
card = "10D"
print(card[0:2])    # indexes 0 and 1
print(card[:2])     # the same: from the start
print(card[1:])     # from index 1 to the end
print(card[:-1])    # everything but the last character

# %% [markdown]
"""
## Exercise 2: the rank of a card

Write `rank_of(card)`: it gives back the rank as a string: `rank_of("7H")` is `"7"`, `rank_of("10D")` is `"10"`, `rank_of("QS")` is `"Q"`.
Hint: the rank is everything **before** the suit letter.
"""


# %% solution="rank_of"
def rank_of(card):
    """The rank of a card, as text: rank_of("10D") is "10"."""
    ### BEGIN SOLUTION
    return card[:-1]
    ### END SOLUTION


# %%
try_it(rank_of, "10D")

# %% tests="rank_of_tests" points=1
# Autograder test (1 point): rank_of on all 52 cards.
check("rank_of")

# %% [markdown]
"""
## Tuples: two values together

A **tuple** keeps a few values together, in order, between round brackets. It is handy when a function has more than one thing to give back.
You can take a tuple apart again by **unpacking** it into names:
"""

# %%
pair = ("10", "D")
print(pair[0], pair[1])
rank, suit = pair
print("rank:", rank, " suit:", suit)

# %% [markdown]
"""
## Exercise 3: a card as a tuple

Write `parse_card(card)`: it gives back the tuple `(rank, suit)`, so `parse_card("10D")` is `("10", "D")`.
A function may call other functions: use the two you have written.
"""


# %% solution="parse_card"
def parse_card(card):
    """The rank and the suit of a card, as a tuple: parse_card("10D") is ("10", "D")."""
    ### BEGIN SOLUTION
    return (rank_of(card), suit_of(card))
    ### END SOLUTION


# %%
try_it(parse_card, "QS")

# %% tests="parse_card_tests" points=1
# Autograder test (1 point): parse_card on all 52 cards.
check("parse_card")

# %% [markdown]
"""
## Exercise 4: red or black?

Hearts and diamonds are red; clubs and spades are black. Write `is_red(card)`, which gives back `True` for a red card and `False` for a black one.

The operator `in` asks whether one string is inside another: `"H" in "HD"` is `True`. Its answer is already `True` or `False`, so you can return it directly.
"""

# %%
print("H" in "HD", "S" in "HD")


# %% solution="is_red"
def is_red(card):
    """True for hearts and diamonds, False for clubs and spades."""
    ### BEGIN SOLUTION
    return suit_of(card) in "HD"
    ### END SOLUTION


# %%
try_it(is_red, "KD")

# %% tests="is_red_tests" points=1
# Autograder test (1 point): is_red on all 52 cards.
check("is_red")

# %% [markdown]
"""
## What the engine does with the same idea

`switchcore` reads cards in the same way. `Card.parse` turns the text into a card object that knows its rank and suit;
you wrote the heart of it yourself.
"""

# %%
c = Card.parse("10D")
print(c.rank.symbol, c.suit.value, c.is_red, c.name)

# %% [markdown]
"""
## Try it yourself (not graded)

1. **Predict, then run:** what do `"10D"[:-1]`, `"QS"[0:1]` and `"7H"[5:]` give? Write your guesses down first.
2. Write `is_black(card)` in one line, using your `is_red`. (`not` turns True into False and False into True.)
"""

# %%
print("10D"[:-1], "QS"[0:1], repr("7H"[5:]))


def is_black(card):
    return False  # change this line: use is_red


try_it(is_black, "KS")

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: Why does `card[1]` give the suit of `"7H"` but not of `"10D"`, and what did you use instead? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
`"10D"` has three characters, so `card[1]` is `"0"`; the suit is always the last character, so `card[-1]` works for every card.
"""

# %% [markdown]
"""
## Recap

- A card is a **string** such as `"7H"`; `len` gives its length.
- `card[0]` is its first character, `card[-1]` its last (the suit); `card[:-1]` is everything but the last (the rank).
- `"10D"` has three characters: always take the suit from the end.
- `def name(arguments):` makes a **function**; `return` gives its result back.
- A **tuple** `(rank, suit)` keeps two values together; `rank, suit = pair` unpacks it.

**Next:** [Lesson 02 · Conditionals](../02_conditionals/02_conditionals.ipynb), where your code decides whether a card may be played.
"""
