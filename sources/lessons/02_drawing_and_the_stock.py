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
#     summary: 'Lesson 02: drawing (S-6 against C-5), reshuffling (X-3), passing, blocked
#       rounds (X-8, C-6).'
# ---

# %% [markdown]
"""
# Lesson 02 · Drawing and the stock

*About 30 minutes.*

Sometimes no card in your hand fits. Sometimes one fits but you would rather keep it.
Either way you take a card from the stock. Switch and Crazy Eights handle this in different ways.

**In this lesson you will:**

1. draw a card in Switch, then play it or keep it;
2. draw in Crazy Eights, again and again until a card fits;
3. watch an empty stock being rebuilt from the discard pile;
4. pass when there is nothing left to draw;
5. tell who wins a round that gets stuck.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **draw** | take the top card of the stock into your hand |
| **keep** | hold on to a card you just drew instead of playing it |
| **reshuffle** | mix the old discards to make a new stock |
| **pass** | end your turn without playing or drawing |
| **blocked** | nobody can play and nobody can draw, or the same position comes back a third time, so the round stops |
| **points** | what the cards left in a hand are worth at the end of a round |
"""

# %% [markdown]
"""
## Drawing in Switch (S-6)

In Switch you may always draw one card instead of playing, even if a card in your hand fits.
If the new card fits, you may play it straight away. If not, your turn is over.

Here Ann could play 9♥ or 3♣ on the 9♣. We also fix the next cards of the stock (Q♣, then 5♠) so the lesson always goes the same way.

The hands are short on purpose, shorter than a real deal: three cards each are enough to show the rule.
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Game, Rules

switch = Game.from_position(Rules.switch(players=2),
                            hands=["9H 3C KD", "4D 6H 2S"], top="9C", stock="QC 5S")
switch

# %% [markdown]
"""
The list of Ann's legal moves ends with *draw*, even though two of her cards fit:
"""

# %%
switch.legal_moves()

# %% [markdown]
"""
She decides to draw.
"""

# %%
for event in switch.apply("draw"):
    print(event)

# %% [markdown]
"""
Q♣ is a club, so it fits. Now Ann has exactly two choices: play the card she just drew, or keep it.
She cannot play a different card this turn.
"""

# %%
switch.legal_moves()

# %% [markdown]
"""
She keeps it, and the turn passes to Ben.
"""

# %%
for event in switch.apply("keep"):
    print(event)

# %% [markdown]
"""
Ben draws too. His new card, 5♠, is neither a club nor a nine, so his turn simply ends.
"""

# %%
for event in switch.apply("draw"):
    print(event)
switch.player

# %% [markdown]
"""
### Try it: draw with the buttons

Here is Ann's turn again as a clickable hand. Click **Draw**.
When Q♣ arrives you can click it to play it, or press **Keep**.
"""

# %%
from tutorial import HandWidget

HandWidget(Game.from_position(Rules.switch(players=2),
                              hands=["9H 3C KD", "4D 6H 2S"], top="9C", stock="QC 5S"), seat=0)

# %% [markdown]
"""
## Drawing in Crazy Eights (C-5)

Crazy Eights is stricter. You may draw **only** when nothing in your hand fits.
Then you keep drawing, one card at a time, until a card fits, and you **must** play that card.

Same table, Crazy Eights rules. Ann holds two cards that fit, so drawing is not allowed.
(The second cell is meant to be refused.)
"""

# %%
crazy = Game.from_position(Rules.crazy_eights(players=2),
                           hands=["9H 3C KD", "4D 6H 2S"], top="9C", stock="QC 5S")
crazy.legal_moves()

# %% tags=["raises-exception"]
crazy.apply("draw")

# %% [markdown]
"""
### Exercise 1: may Ann draw?

In both games Ann holds 9♥ 3♣ K♦ and the top card is 9♣.
Is drawing allowed in Switch? And in Crazy Eights? Answer `True` or `False` each time.
"""

# %% tags=["answer"]
draw_allowed_in_switch = ...
draw_allowed_in_crazy_eights = ...

# %% tags=["check"]
from tutorial.checks import check, position

check(draw_allowed_in_switch, position("quiz_draw_switch").is_legal("draw"),
      hint="Read the part on drawing in Switch again: does it matter that two of Ann's cards fit?")
check(draw_allowed_in_crazy_eights, position("quiz_draw_crazy_eights").is_legal("draw"),
      hint="Does any of Ann's cards fit on 9♣? Then read the part on drawing in Crazy Eights again.")

# %% [markdown]
"""
## The 7♥ example, second turn

Back to the example from lesson 01. Ann has played 7♠, so spades is the current suit.
Ben holds 2♥, 3♣, 5♦ and 9♥: no spade, no seven, no eight.
The next cards in the stock are 4♥ and then Q♠.
"""

# %%
walk = Game.from_position(Rules.crazy_eights(players=2),
                          hands=["7S 8C KD", "2H 3C 5D 9H"], top="7H", stock="4H QS")
walk.apply("7S")
walk.legal_moves()

# %% [markdown]
"""
Drawing is Ben's only move. He draws until something fits:
"""

# %%
for event in walk.apply("draw"):
    print(event)
walk.legal_moves()

# %% [markdown]
"""
4♥ does not fit on 7♠, so Ben stays on turn and must draw again.
"""

# %%
for event in walk.apply("draw"):
    print(event)
walk.legal_moves()

# %% [markdown]
"""
Q♠ is a spade. Ben has no choice left: he must play it.
"""

# %%
for event in walk.apply("QS"):
    print(event)
walk

# %% [markdown]
"""
### Try it: step through the example

Make your first move (the line beside the buttons says what to do), then keep pressing **Next ▶** to watch Ben draw.
Stop after Ben plays Q♠; the rest of the example belongs to lesson 09.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("walkthrough"))

# %% [markdown]
"""
## When the stock runs out (X-3)

The stock gets smaller with every draw. When a player must draw and it is empty,
the discard pile is turned into a new stock: the top card stays where it is, and all the cards under it are shuffled.

This table has an empty stock and five cards in the discard pile: four old cards under 9♣.
The lesson has it ready under the name `"quiz_reshuffle"`; `position` sets it up.
"""

# %%
from tutorial.checks import position

table = position("quiz_reshuffle")
table.stock_size, len(table.discard)

# %% [markdown]
"""
### Exercise 2: the new stock

Ann draws one card now. The old discards are reshuffled first.
After her draw, how many cards are left in the stock?
"""

# %% tags=["answer"]
stock_after = ...

# %% tags=["check"]
from tutorial.checks import check, position

after = position("quiz_reshuffle", "draw")   # the table again, after Ann's draw
check(stock_after, after.stock_size,
      hint="Which discards go into the new stock, and which one stays on the pile? And what does Ann's draw take away?")

# %% [markdown]
"""
Let's see it happen:
"""

# %%
for event in table.apply("draw"):
    print(event)
table.stock_size, len(table.discard), table.top

# %% [markdown]
"""
### Try it: draw from an empty stock

Now it is your turn at a table like that one. Nothing fits and the stock is empty, so click **Draw**.
Watch the list of what happened: first the reshuffle, then your card. 9♣ stays on top of the pile.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("reshuffle"))

# %% [markdown]
"""
## Passing

If the stock is empty **and** the discard pile holds only its top card, there is nothing to reshuffle.
A player who cannot play then **passes**: the turn ends without drawing.
"""

# %%
stuck = Game.from_position(Rules.crazy_eights(players=2),
                           hands=["9H 3C KD", "4D 6H 2C"], top="5S", fill=False)
stuck.stock_size, len(stuck.discard), stuck.legal_moves()

# %% [markdown]
"""
## Blocked rounds (X-8, C-6)

If **every** player passes, one after another, nobody can ever move again. The round is **blocked**.
The rules of Crazy Eights say what happens then: the player with the lowest hand (the fewest points left) wins it.

In Crazy Eights, a king is worth 10 and number cards their face value, so Ann's hand is worth 9 + 3 + 10 = 22 and Ben's 4 + 6 + 2 = 12.
"""

# %%
for event in stuck.apply("pass"):
    print(event)
for event in stuck.apply("pass"):
    print(event)

# %% [markdown]
"""
Ben has the lowest hand, so he wins. In Crazy Eights he scores the other hands minus his own:
22 − 12 = 10. The result table shows every hand:
"""

# %%
print(stuck.result)

# %% [markdown]
"""
The rules of Switch do not say what happens when a round gets stuck like this.
switchcore has to end it somehow, so it **decides** to do as Crazy Eights does: the lowest hand wins.
Points are bad news in Switch, so the winner records zero and everyone else records the points in their hand.
This is switchcore's own choice, written down as rule X-8, not a rule you will find in a book of Switch.
Lessons 06 and 07 have the full story of points.
"""

# %% [markdown]
"""
## The same position three times (X-10)

A round can also go round in circles. With the stock empty and only one card under the top card,
the players can draw the same cards and play them again, and the table comes back exactly as it was.
switchcore stops such a round as chess stops a game: when the whole position (every hand, the stock,
the discards, the top card and the suit, whose turn it is, and what is still owed) comes back a **third** time,
the round is **blocked**, and the lowest hand wins it, as above. This is switchcore's own rule, X-10.
Click **Draw**, then press **Next ▶** and count the times the table looks the same:
"""

# %%
StepThrough(load_scenario("repetition"))

# %% [markdown]
"""
### Exercise 3: who wins the stuck round?

Three players, Crazy Eights, and nothing left to draw. Nobody can play.
"""

# %%
three = position("quiz_blocked_three")
print(three)

# %% [markdown]
"""
Everyone will pass. How many points will the winner score? (In Crazy Eights, kings, queens and jacks are worth 10 each.)
"""

# %% tags=["answer"]
winner_scores = ...

# %% tags=["check"]
from tutorial.checks import check, position

blocked = position("quiz_blocked_three", "pass", "pass", "pass")   # everyone passes
check(winner_scores, max(blocked.result.scores),
      hint="Add up each hand, find the lowest, then score it the way Ben's win was scored above.")

# %% [markdown]
"""
## Recap

* **Switch (S-6):** draw one card whenever you like; if it fits you may play it, or keep it; otherwise your turn ends.
* **Crazy Eights (C-5):** draw only when nothing fits, keep drawing until a card fits, and play it.
* **Empty stock (X-3):** the discards under the top card are shuffled into a new stock.
* **Pass:** with nothing to draw and nothing to play, you pass.
* **Blocked round (C-6, X-8):** when everyone passes in a row, the lowest hand wins. Crazy Eights says so (C-6); for Switch it is switchcore's own choice (X-8).
* **The same position three times (X-10):** the round is blocked too, and the lowest hand wins. This is switchcore's own rule.

← [01 · Cards and matching](01_cards_and_matching.ipynb) · **Next:** [03 · Special cards](03_special_cards.ipynb) →
"""
