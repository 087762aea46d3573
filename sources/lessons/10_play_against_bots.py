# ---
# jupyter:
#   jupytext:
#     cell_markers: '"""'
#     cell_metadata_filter: tags,-all
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
#     summary: 'Lesson 10: a whole match against bots (BotGame): 2 to 8 seats, bot levels,
#       either family, a fresh deal each time with its seed shown, totals, the reveal
#       after each round. `python3 dev.py game` shows this lesson as a web page without
#       code (Voila): cells tagged notebook-only are hidden there by the style in the
#       first cell, so that page never asks to edit or run code.'
# ---

# %% [markdown]
"""
# Lesson 10 · Play against bots

*About 30 minutes.*

You know the rules of both games now. Time to play!
The computer deals, keeps the score, and fills the empty seats with **bots**.

<style>body[data-voila] .celltag_notebook-only { display: none; }</style>
"""

# %% [markdown] tags=["notebook-only"]
"""
**In this lesson you will:**

1. meet the four bots and learn how they play;
2. play a whole match of Switch or Crazy Eights against them, for 2 to 8 players;
3. read the reveal at the end of each round and follow the running totals;
4. set up a game of your own choice in code.
"""

# %% [markdown] tags=["notebook-only"]
"""
## How fast the bots move

Bots can move in a flash, but then you cannot see what they did.
The number below is how many seconds each bot waits before it moves.
Make it bigger to slow them down, or `0` to make them instant. Run the cell after changing it.
"""

# %%
delay = 0.6

# %% [markdown]
"""
## Your game

Here is a table for four: you sit in seat 1, and the *easy*, *medium* and *hard* bots take the others.
Press **Deal** to start.
"""

# %%
from tutorial import BotGame, describe_bots

game = BotGame(players=4, family="switch", levels=["human", "easy", "medium", "hard"], delay=delay)
game

# %% [markdown]
"""
Everything above the **Deal** button can be changed before you start:

* **Players**: from 2 up to 7 for Switch, or up to 8 for Crazy Eights;
* **Switch** or **Crazy Eights**, and any house rules you like (lesson 08);
* **Rounds** (Switch: the lowest total after that many rounds wins) or **Target** (Crazy Eights: the first to reach it wins; the menu offers 50 to 500, and 200 is the usual target);
* the level of each seat: *human* is you;
* the **Seed**: leave it empty and every **Deal** shuffles afresh.

The number of the deal appears under the **Deal** button:
type it in the Seed box to play exactly the same cards again, for example with the whole class.
When it is your turn, click a card that fits, or the draw button.
Forgot to call "last card"? The bots wait a few seconds before the next one plays:
press **Call "last card" now** in time and you escape the penalty, just as in lesson 05.
The newest move is always at the top of the list under the table.
When a round ends, every hand is shown with its points and the new totals, and a chart of the totals appears.
Press **Next round** to deal the next round.

## Meet the bots

There are four bots, from weakest to strongest. Here is how each one plays:
"""

# %%
describe_bots()

# %% [markdown]
"""
### Words used on this page

| word | meaning |
|---|---|
| **bot** | a computer player; it chooses its moves by following a fixed plan |
| **level** | how well a bot plays: random, easy, medium or hard |
| **seat** | a place at the table; seat 1 plays first in the first round |
| **reveal** | the end of a round, when every hand is turned face up and counted |
| **running total** | a player's score added up over the rounds played so far |
| **seed** | the number that fixes the shuffle: the same seed deals the same cards |
"""

# %% [markdown] tags=["notebook-only"]
"""
## Watching a match

Let's also watch the bots play a whole match on their own, and read what happens in text.
This time nobody is human, so `play_match()` plays every round to the end at once.
We set the delay to `0`, because nobody needs to watch this one move by move.
"""

# %% tags=["notebook-only"]
watch = BotGame(players=4, family="switch", levels=["easy", "medium", "hard", "random"],
                length=3, seed=3, delay=0)
watch.play_match()
watch.levels()

# %% [markdown] tags=["notebook-only"]
"""
Ann is the *easy* bot, Ben *medium*, Cat *hard* and Dan *random*.
Here is the reveal at the end of each round, just as the table shows it:
every hand left, its points, what each player records, and the new total.
"""

# %% tags=["notebook-only"]
for result in watch.game.results:
    print(result)
    print()

# %% [markdown] tags=["notebook-only"]
"""
The running totals, round by round, and the winner of the match:
"""

# %% tags=["notebook-only"]
from tutorial.lessons_extra import totals_chart, totals_table

print(totals_table(watch.game))
print(watch.game.match)

# %% tags=["notebook-only"]
totals_chart(watch.game)

# %% [markdown] tags=["notebook-only"]
"""
The *random* bot often draws even when it could play, so it tends to be caught with a big hand.
One short match proves little, though: any bot can get lucky. It takes hundreds of games to find out who is really best.

### Exercise 1: read the reveal

Look at the reveal of round 2 above. How many penalty points did Dan record in that round?
"""

# %% tags=["notebook-only", "answer"]
dan_round_2 = ...

# %% [markdown] tags=["notebook-only"]
"""
The check plays the same match again (the same seed gives the same game), so it works in any order.
"""

# %% tags=["notebook-only", "check"]
from tutorial import BotGame
from tutorial.checks import check

again = BotGame(players=4, family="switch", levels=["easy", "medium", "hard", "random"], length=3, seed=3, delay=0)
again.play_match()
check(dan_round_2, again.game.results[1].scores[3],
      hint="Find the block that starts with 'Round 2', then the line for Dan, and read the number after 'scores'.")

# %% [markdown] tags=["notebook-only"]
"""
## Eight at the table

Switch stops at seven players, but Crazy Eights can seat eight.
With so many players each one gets just five cards, and rounds are quick.
"""

# %% tags=["notebook-only"]
party = BotGame(players=8, family="crazy_eights", levels=["hard"] * 4 + ["easy"] * 4,
                length=100, seed=1, delay=0)
party.play_match()
print(party.game.results[-1])
print(party.game.match)

# %% [markdown] tags=["notebook-only"]
"""
Crazy Eights scores the other way round from Switch: the winner of a round collects all the points left in the other hands.
So here a single round was enough to pass the target of 100.

## What a bot is allowed to see

A bot is a fair player. It never looks at the game itself, only at the **view** from its own seat:
its own hand, how many cards the others hold, the top card, and what everybody has played.
Here is what Ben saw at the end of the last round of the four-player match:
"""

# %% tags=["notebook-only"]
view = watch.game.view(1)
print("my hand:", view.hand)
print("hand sizes:", view.hand_sizes)
print("top card:", view.top)

# %% [markdown] tags=["notebook-only"]
"""
The other hands are not in the view at all, so a bot cannot cheat even by accident:
"""

# %% tags=["notebook-only"]
hasattr(view, "hands")

# %% [markdown] tags=["notebook-only"]
"""
In the course *Python with cards* you will write a bot of your own that plays from exactly this kind of view.

### Exercise 2: set up your own game

Make a game of **Crazy Eights** with **five** seats: you in seat 1 and four *medium* bots.
Play to a target of **150**. Replace the `...` with a `BotGame(...)` like the ones above.
(Remember `family=`, `levels=`, `length=` and `delay=delay`.)
"""

# %% tags=["notebook-only", "answer"]
my_game = ...

# %% tags=["notebook-only", "check"]
from tutorial.checks import check

def is_my_game(g):
    return (g.players.value == 5 and g.family.value == "crazy_eights" and g.length.value == 150
            and g.levels() == ["human", "medium", "medium", "medium", "medium"])

check(my_game, is_my_game,
      hint="Check the number of players, the family, the target (length) and the five levels, starting with 'human'.")

# %% [markdown] tags=["notebook-only"]
"""
When the check says ✓, run the cell below, press **Deal** and have fun.
(Until you have written your game, it only shows `Ellipsis`: that is Python's name for `...`.)
"""

# %% tags=["notebook-only"]
my_game

# %% [markdown] tags=["notebook-only"]
"""
## Recap

* `BotGame` deals a whole match: 2 to 7 players for Switch, up to 8 for Crazy Eights.
* Every **Deal** shuffles afresh and shows its seed; type a seed in the box to play that deal again (X-6).
* Each seat is `human` or a bot: `random`, `easy`, `medium` or `hard`.
* At the end of each round every hand is revealed with its points and the new totals (C-10); a chart follows the totals.
* `delay` sets how long each bot thinks; `0` makes them instant.
* A bot only sees the view from its own seat, never the other hands.

← [09 · Crazy Eights](09_crazy_eights.ipynb) · [Index](00_start_here.ipynb)

**Next:** *Python with cards*, a programming course in the `course` folder, where you write a bot of your own.
"""
