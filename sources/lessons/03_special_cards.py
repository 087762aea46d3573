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
#     summary: 'Lesson 03: the special cards of Switch: twos, eights, black and red
#       jacks, aces (S-8 to S-12).'
# ---

# %% [markdown]
"""
# Lesson 03 · Special cards

*About 30 minutes.*

In Switch, five kinds of card do something extra when you play them.
They still follow the matching rule: a special card must fit the top card like any other.
What changes is what happens **next**.

**In this lesson you will:**

1. read the table of special cards for a game;
2. make the next player pick up two with a 2;
3. make the next player miss a turn with an 8;
4. make the next player pick up seven with a black jack, and see that a red jack on its own is plain;
5. turn play round with an ace, and see what an ace does between two players.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **special card** | a card with an effect on the next player or on the direction of play |
| **effect** | what a special card makes happen |
| **penalty** | cards a player must pick up because of someone else's card |
| **miss a turn** | be skipped: the turn goes straight to the player after you |
| **direction of play** | the order of turns: clockwise (Ann → Ben → Cat) or anticlockwise (Ann → Cat → Ben) |
| **black jack / red jack** | J♠ and J♣ are black; J♥ and J♦ are red |
| **starter** | the first card turned up on the discard pile |
"""

# %% [markdown]
"""
## The table of special cards

The rules of a game can print their own list of special cards. Here are the ones for Switch:
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Game, Rules

rules = Rules.switch(players=3)
print(rules.effects)

# %% [markdown]
"""
The *answered by* column is about answering a pending penalty. That is lesson 04.
For now, watch what each card does when nobody answers.

We use three players, Ann, Ben and Cat, sitting clockwise. Ann always has the turn.
"""

# %% [markdown]
"""
## Twos: pick up two (S-8)

Play a 2, and the player after you must pick up two cards and lose their turn. (They can escape by playing a 2 of their own, as lesson 04 shows.)
"""

# %%
twos = Game.from_position(rules, hands=["2H 4S KD", "4D 6C 9S", "KC QD 3H"], top="5H")
for event in twos.apply("2H"):
    print(event)

# %% [markdown]
"""
Ben holds no 2, so taking the penalty is his only move:
"""

# %%
twos.legal_moves()

# %%
for event in twos.apply("take"):
    print(event)
twos.player

# %% [markdown]
"""
Ben drew two cards and lost his turn; Cat plays next. Ben's hand grew from three cards to five:
"""

# %%
twos.hand(1)

# %% [markdown]
"""
### Try it: play a two

Play your 2♥ when the line beside the buttons says it is your move, then keep pressing **Next ▶** to see what Ben and Cat do.
(Ben answers with a 2 of his own: that trick is lesson 04.)
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("twos"))

# %% [markdown]
"""
## Eights: miss a turn (S-9)

An 8 makes the next player miss their turn. They draw nothing; they simply wait.
"""

# %%
eights = Game.from_position(rules, hands=["8H 4S KD", "4D 6C 9S", "KC QD 3H"], top="5H")
for event in eights.apply("8H"):
    print(event)
eights.player

# %% [markdown]
"""
### Try it: play an eight

Click 8♥ in your hand when it is your move (press **Next ▶** until it is). Watch who plays after you.
"""

# %%
StepThrough(load_scenario("eights"))

# %% [markdown]
"""
## Black jacks: pick up seven (S-10)

The jack of spades and the jack of clubs are the most feared cards in Switch.
The next player must draw **seven** cards and miss their turn, unless they can answer with a red jack (lesson 04).
"""

# %%
from tutorial.checks import position

black = position("quiz_black_jack")   # the same table as Rules.switch(players=3) above, ready-made
for event in black.apply("JS"):
    print(event)

# %% [markdown]
"""
### Exercise 1: how big does Ben's hand get?

Ben holds three cards and has no red jack, so he must take the penalty.
How many cards will he hold after that?
"""

# %% tags=["answer"]
ben_cards = ...

# %% tags=["check"]
from tutorial.checks import check, position

after = position("quiz_black_jack", "JS", "take")   # Ann's black jack, then Ben takes it
check(ben_cards, len(after.hand(1)),
      hint="Count Ben's cards now, then look back at what a black jack makes the next player do.")

# %% [markdown]
"""
Here it is:
"""

# %%
for event in black.apply("take"):
    print(event)
black.hand(1)

# %% [markdown]
"""
### Try it: play a black jack

Play J♠ when it is your move. In the first part Ben has a surprise for you (lesson 04 explains it).
In the second part he has no answer and must pick up seven.
"""

# %%
StepThrough(load_scenario("jacks"))

# %% [markdown]
"""
## Red jacks: plain cards (S-11)

J♥ and J♦ have no effect of their own. Played on an ordinary card, a red jack is just a jack.
Their only power is to stop a black jack, which we save for lesson 04.
"""

# %%
red = Game.from_position(rules, hands=["JH 4H KD", "4D 6C 9S", "KC QD 3S"], top="5H")
for event in red.apply("JH"):
    print(event)
red.player, red.pending

# %% [markdown]
"""
Nothing is pending (`None`), and it is simply Ben's turn.
"""

# %% [markdown]
"""
## Aces: change direction (S-12)

An ace turns play round. Play was going clockwise, Ann → Ben → Cat.
After Ann's ace it goes anticlockwise, so Cat plays next, not Ben.
"""

# %%
aces = Game.from_position(rules, hands=["AH 4H KD", "4D 6C 9S", "KC QD 3H"], top="5H")
for event in aces.apply("AH"):
    print(event)
print(aces)

# %% [markdown]
"""
With only **two** players, turning round changes nothing: the other player would still be next.
So between two players an ace works like a skip, and the same player plays again.
"""

# %%
duel = Game.from_position(Rules.switch(players=2), hands=["AH 5C 9H", "4D 6C 9S"], top="5H")
for event in duel.apply("AH"):
    print(event)
duel.player

# %% [markdown]
"""
### Try it: play an ace

First with three players: play A♥ when it is your move, then press **Next ▶** and follow the new direction round the table.
"""

# %%
StepThrough(load_scenario("aces"))

# %% [markdown]
"""
And with two players, where the ace gives you another turn:
"""

# %%
StepThrough(load_scenario("aces_two_players"))

# %% [markdown]
"""
### Exercise 2: who plays after the ace?

Four players sit clockwise: Ann, Ben, Cat and Dan. It is Ben's turn, and he plays an ace.
Who plays next? Write the name between quotes, like `"Ann"`.
"""

# %%
four = position("quiz_ace_four_players")
print(four)

# %% tags=["answer"]
next_player = ...

# %% tags=["check"]
from tutorial.checks import check, position

after_ace = position("quiz_ace_four_players", "AH")   # Ben plays his ace
check(next_player, after_ace.player,
      hint="Draw the four seats in a circle. Which way did play go before the ace, and which way after it?")

# %% [markdown]
"""
## The starter never counts (X-5)

The very first card turned up at the deal is called the **starter**. Even when it is a special card, it does nothing.
In this deal the starter is an ace, and play still goes clockwise from Ann:
"""

# %%
dealt = Game(Rules.switch(players=3), seed=1)
for event in dealt.log:
    print(event)
dealt.direction

# %% [markdown]
"""
(`1` means clockwise. Some tables play it differently; that is the house rule V-8 in lesson 08.)
"""

# %% [markdown]
"""
## Recap

| card | what it does | rule |
|---|---|---|
| any 2 | the next player draws 2 and misses a turn | S-8 |
| any 8 | the next player misses a turn | S-9 |
| J♠, J♣ | the next player draws 7 and misses a turn | S-10 |
| J♥, J♦ | nothing, unless they answer a black jack | S-11 |
| any A | play changes direction; with two players, you play again | S-12 |

* A special card must still fit the top card (X-2).
* The starter has no effect (X-5).

← [02 · Drawing and the stock](02_drawing_and_the_stock.ipynb) · **Next:** [04 · Stacking and countering](04_stacking_and_countering.ipynb) →
"""
