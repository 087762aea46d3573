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
#     summary: 'Lesson 00: what the games are, how to run a cell, a first move to click,
#       the list of lessons.'
# ---

# %% [markdown]
"""
# Lesson 00 · Start here

*About 25 minutes.*

Welcome! These lessons teach two card games, **Switch** and **Crazy Eights**.
You will read a little, run a little code, and watch the cards appear on the screen.
No card-game experience is needed, and no programming experience either.

**In this lesson you will:**

1. find out what Switch and Crazy Eights are;
2. run your first code cell;
3. make your first move, by clicking a card that fits;
4. deal a game and look at it;
5. find out how many cards each player gets at a bigger table;
6. see how the eleven lessons fit together;
7. learn how to start a lesson again from a clean slate.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **hand** | the cards one player holds |
| **deal** | share out cards at the start, one at a time, to each player |
| **stock** | the face-down pile of cards nobody holds yet; you draw from it |
| **discard pile** | the face-up pile where cards are played |
| **top card** | the card on top of the discard pile; the next card must match it |
| **cell** | one box of this page; it holds either text or code |
| **run** | ask the computer to carry out the code in a cell |
| **kernel** | the part of Jupyter that runs your code and remembers its results |
"""

# %% [markdown]
"""
## Two games from one family

Switch and Crazy Eights are **shedding games**. *Shedding* means getting rid of things.
Each player starts with a hand of cards. On your turn you put one card on the discard pile.
The first player with no cards left wins the round.

You cannot play just any card. It must **match** the top card: the same suit, or the same rank.
On a 7♥ you may play any heart, or any seven.

**Switch** is the version many people in Britain grow up with.
Some of its cards are *special*: a 2 makes the next player pick up two cards, an ace turns play round, and so on.

**Crazy Eights** is its cousin, well known in America.
Its big idea is that every eight is *wild*: you may play it on anything and choose the next suit.

Both games follow a list of rules, and every rule has a short name such as **X-2** or **S-8**.
X rules belong to both games, S rules to Switch, C rules to Crazy Eights, and V rules are house rules you can switch on.
You do not need to learn the names: the recap at the end of each lesson gives them in brackets, like this: (X-2),
and the [rules page](rules.ipynb) lists them all.
"""

# %% [markdown]
"""
## Running a cell

The grey box below is a **code cell**. Click on it, then press **Shift+Enter**
(hold down Shift and press Enter). The code runs, and its result appears underneath.
You can also press the ▶ button in the toolbar at the top.
"""

# %%
from switchcore import Card, Game, Rules

Card.parse("7H")

# %% [markdown]
"""
You should see a picture of the seven of hearts.
`Card.parse` turned the short text `"7H"` (rank 7, suit **H**earts) into a card.
The other suit letters are **C** for clubs ♣, **D** for diamonds ♦ and **S** for spades ♠.
Tens can be written `10` or `T`, and the picture cards are `J`, `Q`, `K` and `A`.

A card also knows its own name:
"""

# %%
Card.parse("QS").name

# %% [markdown]
"""
## Cards in four colours

In the usual deck, hearts and diamonds are red, and clubs and spades are black.
If red and black are hard for you to tell apart, use the **four-colour deck**: diamonds turn blue and clubs green, so each suit has a colour of its own.

Change `False` to `True` in the cell below and run it.
Every card shown after that, in pictures and in games, uses the four colours; `False` brings back the usual deck.
Restarting the kernel forgets it, so run the same line at the top of any lesson where you want it.
In lesson 10, the game also has a box to tick for it.
"""

# %%
import tutorial

tutorial.settings.four_colour = False

# %% [markdown]
"""
## Your first move

The top card of the discard pile is 7♥, and the hand below is yours.
**Click a card that fits**: one with the same suit (hearts) or the same rank (a seven).

* A card that does not fit is refused, and a message under the hand says why. Nothing changes: try again.
* A card that fits is played, and you get a ✓.
"""

# %%
from switchcore import Game, Rules
from tutorial.lessons_extra import first_move

first_move(Game.from_position(Rules.crazy_eights(players=2), hands=["KD 7S 3C 4H", "5C 9D 2S"], top="7H"))

# %% [markdown]
"""
Two of your cards fit. Found one? Run the cell again (**Shift+Enter**) to get the whole hand back, and find the other one.
"""

# %% [markdown]
"""
## Dealing a game

Now let's deal a game of Switch for three players.
The `seed` is a number that fixes how the cards are shuffled.
The same seed always gives the same deal, so your screen shows the same cards as your teacher's.
"""

# %%
game = Game(Rules.switch(players=3), seed=1)
game

# %% [markdown]
"""
Everyone's hand is shown face up, which is handy for learning (in a real game you would only see your own!).
The two piles at the top are the stock, face down, and the discard pile with its top card.
Ann plays first, because she sits just after the dealer, Cat, in the order of play.

The same table can be printed as plain text:
"""

# %%
print(game)

# %% [markdown]
"""
The game also keeps a diary of everything that happened, called the **log**.
So far it only holds the deal:
"""

# %%
for event in game.log:
    print(event)

# %% [markdown]
"""
Deal again with the same seed and you get exactly the same cards. Try it:
"""

# %%
Game(Rules.switch(players=3), seed=1) == game

# %% [markdown]
"""
### Exercise: count a hand

How many cards did each player get in this three-player game?
Look at the picture or the text above. Then replace the `...` below with your answer and run the cell.
"""

# %% tags=["answer"]
cards_each = ...

# %% [markdown]
"""
Now run this cell to check. If the answer is not right yet, it gives you a hint: change your answer and run both cells again.
(The check deals the same game again by itself, so it is right whatever you ran before.)
"""

# %% tags=["check"]
from switchcore import Game, Rules
from tutorial.checks import check

check(cards_each, len(Game(Rules.switch(players=3), seed=1).hand(0)),
      hint="Count the cards in one player's row. Everyone gets the same number.")

# %% [markdown]
"""
## Bigger tables, smaller hands

Seven cards each is the deal for a small table. When more people play, Switch deals fewer cards, so that the stock does not run out:
7 cards each for 2, 3 or 4 players, 5 each for 5 or 6 players, and 4 each for 7 players.
Seven players share **two decks** shuffled together, 104 cards, so some cards are there twice.

Click a table size to deal it. You see how many cards each player gets, how many are left in the stock, and the first player's hand.
"""

# %%
from tutorial.matches import DealSizes

DealSizes()

# %% [markdown]
"""
## The lessons

There are eleven lessons. Take them in order: each one uses what the earlier ones taught.
Each lesson says at the top about how long it takes.

| lesson | what you learn |
|---|---|
| [00 · Start here](00_start_here.ipynb) | what the games are and how to use these pages (this lesson) |
| [01 · Cards and matching](01_cards_and_matching.ipynb) | which cards you may play: same suit or same rank |
| [02 · Drawing and the stock](02_drawing_and_the_stock.ipynb) | what to do when you cannot play, and what happens when the stock runs out |
| [03 · Special cards](03_special_cards.ipynb) | twos, eights, jacks and aces in Switch |
| [04 · Stacking and countering](04_stacking_and_countering.ipynb) | answering a 2 with a 2, and stopping a black jack with a red one |
| [05 · Last card](05_last_card.ipynb) | the warning you must call before your final card |
| [06 · Scoring and winning a round](06_scoring_and_winning.ipynb) | the points left in each hand when a round ends |
| [07 · Winning a match](07_winning_a_match.ipynb) | adding the rounds up: match modes, targets, blocked rounds |
| [08 · House rules](08_house_rules.ipynb) | popular variations you can switch on, and what each changes |
| [09 · Crazy Eights](09_crazy_eights.ipynb) | the American cousin, where eights are wild |
| [10 · Play against bots](10_play_against_bots.ipynb) | a whole game against computer players |

After these, *Python with cards* (in the `course` folder) teaches programming with the same cards,
up to writing a bot of your own.

Every lesson is built the same way:

* it starts with a list of what you will be able to do, and the new words it uses;
* each idea gets its own short text and one cell of code;
* there are exercises with a check cell: **✓ Right!** means well done, otherwise you get a hint, never the answer;
  the check works out the answer again by itself, so it does not matter which cells you ran before;
* it ends with a recap and a link to the next lesson.
"""

# %% [markdown]
"""
## Starting again

A notebook remembers what you ran, in the order you ran it.
If you ran cells out of order, changed something by accident, or just want a fresh start, use the menu:

**Kernel → Restart Kernel and Run All Cells…**

This forgets everything and runs the whole lesson again from the top.
Because every deal uses a fixed seed, you will see exactly the same cards as before.
Each lesson starts from nothing, so you can open any of them without running the others first.
"""

# %% [markdown]
"""
## Recap

* Switch and Crazy Eights are shedding games: whoever runs out of cards first wins the round (X-1).
* A card you play must match the top card by suit or by rank (X-2); in the lessons you play it by clicking its picture.
* In Switch some cards are special; in Crazy Eights the eights are wild (C-4).
* Switch deals 7 cards each to 2 to 4 players, 5 to 5 or 6 players, and 4 to 7 players, who play with two decks (S-2, S-3).
* **Shift+Enter** runs a cell; the same seed always deals the same cards (X-6).
* **Kernel → Restart Kernel and Run All Cells…** gives you a clean start.

**Next:** [01 · Cards and matching](01_cards_and_matching.ipynb) →
"""
