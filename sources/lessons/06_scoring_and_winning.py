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
#     summary: 'Lesson 06: scoring one round: penalty points (S-14, S-15) and what the
#       winner collects in Crazy Eights (C-8). Lesson 07 goes on to whole matches.'
# ---

# %% [markdown]
"""
# Lesson 06 · Scoring and winning a round

*About 20 minutes.*

Going out first wins the round. But the other players do not just lose: the cards left in their hands
are counted, and those points are what a game night is decided on.
This lesson counts the points of **one round**; lesson 07 adds the rounds up into a match.

**In this lesson you will:**

1. count the penalty points of a Switch hand;
2. read the table shown at the end of a round, and finish a round yourself;
3. see how two house rules change the price of a card;
4. score a round of Crazy Eights, where the winner collects the points.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **round** | one deal, played until someone runs out of cards |
| **go out** | play your last card; you win the round |
| **penalty points** | in Switch, the points of the cards you are left holding; they count *against* you |
| **points** | in Crazy Eights, what the winner of a round collects from the other hands; they count *for* you |
| **total** | your score added up over all the rounds so far |
"""

# %% [markdown]
"""
## What each card costs in Switch

When a round of Switch ends, every card still in your hand costs you points.
Picture cards hurt more than small cards, and the special cards hurt most.
`card_points` tells us the value of one card under a set of rules:
"""

# %%
from switchcore import Card, Game, Rules, cards, card_points, hand_points

switch = Rules.switch(players=3)
for card in cards("AS KH QD JC 10S 9H 5C 2D"):
    print(card, card_points(card, switch))

# %% [markdown]
"""
So an ace costs 25, a jack 20, a king or queen 10, and every other card its number.
`hand_points` adds up a whole hand:
"""

# %%
hand_points(cards("AS JC 10H"), switch)

# %% [markdown]
"""
### Exercise 1: count a hand

After a round you are caught holding Q♠, 7♦ and A♣. How many penalty points is that?
Work it out in your head, then write the number in place of the `...` and run the cell.
"""

# %% tags=["answer"]
my_penalty = ...

# %% [markdown]
"""
Now run the check. It works out the answer again by itself, so it gives the same verdict
whichever cells you ran before.
"""

# %% tags=["check"]
from switchcore import Rules, cards, hand_points
from tutorial.checks import check

check(my_penalty, hand_points(cards("QS 7D AC"), Rules.switch(players=3)),
      hint="Look up each card in the list above, then add the three values.")

# %% [markdown]
"""
## The end of a round

Here Ann holds a single card that fits. When she plays it, the round is over.
She has no cards left, so she records zero; Ben and Cat record the points of the cards they still hold.
"""

# %%
game = Game.from_position(switch, hands=["5H", "AS JC 10H", "KD QC 2S 9D"], top="5S")
for event in game.apply("5H"):
    print(event)

# %% [markdown]
"""
The game keeps the whole result. Printing it shows every hand, what it is worth, and the new totals:
"""

# %%
print(game.result)

# %% [markdown]
"""
In Switch, **low is good**. Ann's total of 0 is the best you can have.

### Try it: finish the round yourself

Here is the same table before Ann's last play. Click her last card:
the table then turns every hand face up and shows the scores.
"""

# %%
from tutorial import GameController, HandWidget, TableWidget
import ipywidgets as widgets

controller = GameController(Game.from_position(switch, hands=["5H", "AS JC 10H", "KD QC 2S 9D"], top="5S"))
widgets.VBox([TableWidget(controller, show_all=True), HandWidget(controller, seat=0)])

# %% [markdown]
"""
## Two changes to the price list

Some tables charge more for the most feared cards.
With the house option `black_jack_fifty`, each black jack costs 50 instead of 20:
"""

# %%
harsh = Rules.switch(players=3, black_jack_fifty=True)
jack = Card.parse("JS")
card_points(jack, switch), card_points(jack, harsh)

# %% [markdown]
"""
Aces cost 25 because they are special: they turn play round.
With the house rule *queens reverse* (lesson 08) the queens do that job instead, so aces become ordinary and cost only 15:
"""

# %%
queens = Rules.switch(players=3, queens_reverse=True)
ace = Card.parse("AS")
card_points(ace, switch), card_points(ace, queens)

# %% [markdown]
"""
## Crazy Eights: the winner collects

Crazy Eights counts the other way round. The player who goes out **collects** the points of every card left in the other hands,
so **high is good**. The values are different too: an eight is worth 50, and an ace only 1.
"""

# %%
eights = Rules.crazy_eights(players=2)
for card in cards("8S KH QD JC 10S 9H 5C AD"):
    print(card, card_points(card, eights))

# %% [markdown]
"""
Let's see it at the end of a round. Ann still holds 8♣ and K♦. Ben has one card left, 6♠,
and the top card is Q♠, so his six fits. It is Ben's turn:
"""

# %%
ending = Game.from_position(eights, hands=["8C KD", "6S"], top="QS", turn=1)
print(ending)

# %% [markdown]
"""
Ben plays his last card and goes out:
"""

# %%
for event in ending.apply("6S"):
    print(event)

# %%
print(ending.result)

# %% [markdown]
"""
Ben collects 60: 50 for Ann's eight and 10 for her king. Ann scores nothing this round.
Being caught with an eight is expensive, so it is often wise to play your eights before the end.

### Exercise 2: collect the points

Three players are playing Crazy Eights. Ann goes out.
Ben is left with 8♥ and 3♠, and Cat with K♣ and A♦. How many points does Ann collect?
"""

# %% tags=["answer"]
ann_collects = ...

# %% [markdown]
"""
The check plays that round's ending itself and compares your answer with what Ann collects:
"""

# %% tags=["check"]
from switchcore import Game, Rules
from tutorial.checks import check

three = Game.from_position(Rules.crazy_eights(players=3), hands=["5H", "8H 3S", "KC AD"], top="5S")
three.apply("5H")
check(ann_collects, three.result.scores[0],
      hint="Ann collects from both hands. An eight is 50, a king 10, an ace only 1, and other cards their number.")

# %% [markdown]
"""
## Recap

* In Switch, the cards left in your hand are **penalty points**: A 25, J 20, K and Q 10, others their number (S-15). Low is good.
* The player who goes out records zero; everyone else records their hand (S-14).
* House rules can change a price: black jacks at 50, or aces at 15 when queens reverse (S-15, V-4).
* In Crazy Eights the winner **collects** the other hands: 8 is 50, K, Q and J are 10, A is 1, others their number (C-8). High is good.

← [05 · Last card](05_last_card.ipynb) · [Index](00_start_here.ipynb) · **Next:** [07 · Winning a match](07_winning_a_match.ipynb) →
"""
