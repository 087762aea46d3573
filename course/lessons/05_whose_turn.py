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
#     summary: 'Lesson 05 of Python with cards: state (seat and direction) and functions
#       that return it; next_seat, turn_after and who_plays, checked against the engine
#       (S-9, S-12).'
# ---

# %% [markdown]
"""
# Python with cards · Lesson 05 · Whose turn is it?

In Switch the turn does not always pass to the next player: an eight makes the next player miss their turn (S-9),
and an ace turns the direction of play round (S-12). In this lesson you teach the computer whose turn comes next,
and the engine checks every answer.

**In this lesson you will:**

1. keep the **state** of the table in two variables: the seat to play and the direction;
2. go round the table with `%`, the remainder;
3. write `next_seat(seat, players, direction)`;
4. write `turn_after(seat, players, direction, card)`, a function that gives back two values;
5. follow a whole run of cards with a loop: `who_plays(cards, players)`.

**Time:** about 40 minutes. **You need:** lessons 01 to 04 (text, `if`, loops and lists), and the eights and aces of Switch.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **seat** | a place at the table, numbered 0, 1, 2 ... clockwise |
| **direction** | `1` when play goes clockwise (to the next higher seat), `-1` when it goes anticlockwise |
| **state** | the values that describe the game right now; here the seat to play and the direction |
| **parameter** | a name in the brackets of `def`, which gets a value each time the function is called |
| **return value** | what a function hands back with `return` |
| **remainder** | what is left over after a division: `7 % 4` is `3` |
| **tuple** | a few values kept together, written with commas: `(2, -1)` |
"""

# %% [markdown]
"""
## The table as data

Four players sit round a table. We number the seats clockwise from 0, and keep two numbers:
who is to play, and which way play goes.
"""

# %%
names = ["Ann", "Ben", "Cat", "Dan"]
players = len(names)
seat = 0
direction = 1
print(names[seat], "plays; direction", direction, "means clockwise")

# %% [markdown]
"""
The engine keeps exactly the same two numbers. Here is a real game of Switch for four:
"""

# %%
from switchcore import Game, Rules
from grading import check, check_function, try_it

game = Game(Rules.switch(players=4), seed=1)
print("seat to play:", game.turn, " direction:", game.direction)

# %% [markdown]
"""
## Going round the table with `%`

After seat 0 comes seat 1, then 2, then 3. After seat 3? There is no seat 4: we are back at seat 0.
Python's `%` gives the **remainder** of a division, and it is exactly what we need to go round:
"""

# %%
print(4 % 4, 5 % 4, 7 % 4)
print(-1 % 4)

# %% [markdown]
"""
`4 % 4` is 0: four seats after seat 0 is seat 0 again. And `-1 % 4` is 3: one seat *before* seat 0 is the last seat,
which is just what we need when play goes anticlockwise.

### Exercise 1: the next seat

Write `next_seat(seat, players, direction)`: the seat that plays after `seat` when an ordinary card is played.

* clockwise, `next_seat(1, 4, 1)` is `2`, and `next_seat(3, 4, 1)` is `0`;
* anticlockwise, `next_seat(0, 4, -1)` is `3`.

Replace the line `raise NotImplementedError()` with your code, run the cell, then run the cells below it.
"""


# %% solution="next_seat"
def next_seat(seat, players, direction):
    """The seat that plays after `seat` when an ordinary card is played."""
    ### BEGIN SOLUTION
    return (seat + direction) % players
    ### END SOLUTION


# %% [markdown]
"""
Try it on one case first: `try_it` calls your function and shows what it gave back.
"""

# %%
try_it(next_seat, 3, 4, 1)

# %% [markdown]
"""
The check plays an ordinary card from every seat of every table, from 2 to 8 players, both ways round,
and compares your answer with the engine's. If one answer is wrong it tells you which case and which rule.
"""

# %% tests="next_seat_tests" points=2
check("next_seat")

# %% [markdown]
"""
## Cards that change the turn

In Switch some cards change whose turn it is:

* an **eight** makes the next player miss their turn (S-9): the player after them plays;
* an **ace** reverses the direction of play (S-12): the next seat in the *new* direction plays.
  With only two players, reversing means the same player plays again;
* a **two** or a **black jack** does not move the turn any further: the next player must answer it
  (play a two, or a red jack, or take the penalty), so it is their turn.

A card is a piece of text such as `"8C"`, as in lesson 01: everything but the last letter is its rank.
"""

# %%
card = "8C"
rank = card[:-1]
print(rank, rank == "8", "AS"[:-1] == "A", "10H"[:-1])

# %% [markdown]
"""
Let us watch the engine. Ben (seat 1) holds 8♣ and plays it, with play going clockwise.
Who plays next?
"""

# %%
position = Game.from_position(Rules.switch(players=4), hands=["3C", "8C 4D 5S", "6S", "7C"],
                              top="QC", turn=1, direction=1)
position.apply("8C")
print("seat to play:", position.turn, " direction:", position.direction)

# %% [markdown]
"""
Cat (seat 2) was skipped, so Dan (seat 3) plays. Now the ace: it flips the direction.
"""

# %%
position = Game.from_position(Rules.switch(players=4), hands=["3C", "AS 4D 5C", "6S", "7C"],
                              top="QS", turn=1, direction=1)
position.apply("AS")
print("seat to play:", position.turn, " direction:", position.direction)

# %% [markdown]
"""
## A function that returns two values

After an ace, two things change: the seat *and* the direction. A function can return both at once,
separated by a comma; Python keeps them together in a **tuple**. You unpack them the same way:
"""


# %%
def both():
    return 2, -1

new_seat, new_direction = both()
print(new_seat, new_direction)

# %% [markdown]
"""
### Exercise 2: the turn after a card

Write `turn_after(seat, players, direction, card)`. It returns two values: the seat that plays next,
and the direction of play after `seat` has played `card` in Switch.

* an ordinary card (and a two, a jack, a red jack): the next seat, same direction;
* an eight (`card[:-1] == "8"`): skip one seat;
* an ace (`card[:-1] == "A"`): the direction flips (`-direction`), and the next seat in the new direction plays,
  except with two players, when the same seat plays again (the direction still flips).

Use your `next_seat` inside: `next_seat(next_seat(seat, players, direction), players, direction)` is two seats on.
"""


# %% solution="turn_after"
def turn_after(seat, players, direction, card):
    """The seat to play and the direction after `seat` plays `card` (S-9, S-12)."""
    ### BEGIN SOLUTION
    rank = card[:-1]
    if rank == "8":
        skipped = next_seat(seat, players, direction)
        return next_seat(skipped, players, direction), direction
    if rank == "A":
        direction = -direction
        if players == 2:
            return seat, direction
    return next_seat(seat, players, direction), direction
    ### END SOLUTION


# %%
try_it(turn_after, 1, 4, 1, "AS")

# %% [markdown]
"""
This check plays a card of every kind (`"5H"`, `"KD"`, `"8C"`, `"AS"`, `"2D"`, `"JS"`, `"JH"`) from every seat of every Switch table,
both ways round: 378 cases, each played by the engine.
"""

# %% tests="turn_after_tests" points=3
check("turn_after")

# %% [markdown]
"""
## Following a whole run of cards

The state changes after every card. A loop can follow it: start at seat 0, clockwise, and for each card
remember who played it, then move the state on with `turn_after`.

### Exercise 3: who played each card?

Write `who_plays(cards, players)`: the list of the seats that play each card of `cards` in turn,
when seat 0 starts and play goes clockwise. For example, `who_plays(["5H", "AS", "5H"], 4)`:
seat 0 plays 5♥, seat 1 plays A♠ (now anticlockwise), and seat 0 plays the last 5♥, so the answer is `[0, 1, 0]`.

Some help, if you need it: the state is two values, the seat and the direction; what are they before the first card?
You build a list, so it starts empty. For each card, two things happen, in this order: note who plays it, then move
the state on. `turn_after` gives back **both** parts of the new state, and a tuple can be unpacked into two names at
once: `a, b = (1, -1)`.
"""


# %% solution="who_plays"
def who_plays(cards, players):
    """The seat that plays each of `cards`, seat 0 first, clockwise."""
    ### BEGIN SOLUTION
    seat, direction = 0, 1
    seats = []
    for card in cards:
        seats.append(seat)
        seat, direction = turn_after(seat, players, direction, card)
    return seats
    ### END SOLUTION


# %%
try_it(who_plays, ["5H", "AS", "5H"], 4)

# %% tests="who_plays_tests" points=2
check("who_plays")

# %% [markdown]
"""
## Try it yourself (not graded)

1. **Predict, then run:** with 3 players, who plays each card of `5H`, `AS`, `8C`, `5H`? Work it out on paper with
   the rules S-9 and S-12, then ask your `who_plays`.
2. With two players an ace lets the same player go again (S-12). Find a run of four cards where one player plays
   three of them, and check it with `who_plays`.
"""

# %%
try_it(who_plays, ["5H", "AS", "8C", "5H"], 3)

# %% [markdown]
"""
## Your reflection (graded by your teacher)

**In a sentence or two,** in the cell below: `turn_after` uses `next_seat`. Why is it better to call `next_seat` than to write `(seat + direction) % players` again? Double-click the cell to write in it.
"""

# %% [markdown] task="reflection" points=1
"""
The rule for going round the table is then written once: if it were wrong it would be fixed in one place, and the code says what it means.
"""

# %% [markdown]
"""
## The engine's own `next_seat`

Here is the function the engine uses to find the next seat, printed with `inspect.getsource`:
"""

# %%
import inspect
from switchcore import legal

print(inspect.getsource(legal.next_seat))

# %% [markdown]
"""
Its first three arguments are yours, in the same order, and its first line is your whole function. It adds `out`, the seats of players knocked out of a match (S-16): while the seat it lands on is out, it takes one more step. Without anyone out it gives what yours gives:
"""

# %%
print(legal.next_seat(3, 4, 1), legal.next_seat(0, 4, -1))
print(legal.next_seat(1, 4, 1, out={2}))

# %% [markdown]
"""
## Recap

* The **state** of the turn is two numbers: the seat to play and the direction (`1` or `-1`).
* `%` keeps a seat on the table: `(seat + direction) % players` goes round in either direction.
* A function can **return** two values, `return seat, direction`, and you unpack them with `a, b = ...`.
* Eights skip (S-9); aces reverse, and between two players an ace lets the same player go again (S-12).
* A loop that updates the state card after card follows a whole game.

**Next:** [06 · Simulation](../06_simulation/06_simulation.ipynb): let the computer play thousands of games and count what happens.
"""
