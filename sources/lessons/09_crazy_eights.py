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
#     summary: "Lesson 09: Crazy Eights: wild eights and the declared suit (C-4), drawing\
#       \ until a card fits (C-5), special cards (C-7), the 7\u2665 walkthrough."
# ---

# %% [markdown]
"""
# Lesson 09 · Crazy Eights

*About 35 minutes.*

Crazy Eights is the American cousin of Switch. It is simpler in one way, because only one card is special,
and trickier in another, because that card can go anywhere.

**In this lesson you will:**

1. play a wild eight and choose the next suit;
2. draw until a card fits, and play it straight away;
3. switch on the special cards, where queens skip, aces reverse and twos draw two;
4. step through the whole 7♥ example, turn by turn, with a sentence for every step.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **wild** | a wild card may be played on any card |
| **declare a suit** | say which suit the next player must follow; you do this when you play a wild card |
| **current suit** | the suit the next card must have: the top card's suit, or the suit just declared |
| **draw until it fits** | take cards from the stock one at a time until one of them may be played |
| **special cards** | in Crazy Eights, an option that gives queens, aces and twos an effect |
| **step-through** | a widget that replays a game one step at a time, with Prev, Next and Reset buttons |
"""

# %% [markdown]
"""
## How Crazy Eights differs

The matching rule is the same as in Switch: same suit or same rank.
The differences are:

* with two players each gets 7 cards; with three or more, 5 each;
* the eights are **wild**, and no other card is special unless you ask for it;
* you may draw **only** when nothing fits, and then you keep drawing until something does;
* the winner of a round collects points from the other hands (C-8, lessons 06 and 07).

The table of special cards is short:
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Game, Rules

crazy = Rules.crazy_eights(players=2)
print(crazy.effects)

# %%
Rules.crazy_eights(players=2).hand_size, Rules.crazy_eights(players=4).hand_size

# %% [markdown]
"""
An eight is never used as the first card of the discard pile. If one is turned up, it goes back into the stock,
and another card is turned up instead. With seed 4 that happens:
"""

# %%
dealt = Game(crazy, seed=4)
for event in dealt.log:
    print(event)

# %% [markdown]
"""
### Try it: the eight that went back (C-2)

Here is the same deal as a table you can play. Before you move, read the list of what happened:
the 8♥ went back into the stock, and 2♦ starts the pile. Then play a card that fits on 2♦.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("eight_starter"))

# %% [markdown]
"""
## Wild eights (C-4)

Ann holds 8♣, K♦ and 3♠, and the top card is 7♥. Neither K♦ nor 3♠ fits.
The eight fits anyway, because it is wild. Look at the list of legal moves: the same card appears four times,
once for each suit Ann could choose.
"""

# %%
wild = Game.from_position(crazy, hands=["8C KD 3S", "2H 3C 9H 5D"], top="7H")
wild.legal_moves()

# %% [markdown]
"""
So playing an eight always comes with a choice of suit. If Ann forgets to choose, the game refuses the move
and tells her what to write instead (this cell is *meant* to be refused):
"""

# %% tags=["raises-exception"]
wild.apply("8C")

# %% [markdown]
"""
In code, the suit goes after the card: `"8C D"` means *play 8♣ and declare diamonds*.
Ann chooses diamonds because she holds K♦, so she will be able to play it next time.
"""

# %%
for event in wild.apply("8C D"):
    print(event)

# %% [markdown]
"""
The top card is now 8♣, but the current suit is diamonds:
"""

# %%
wild.top, wild.suit

# %% [markdown]
"""
Ben must follow diamonds or play an eight. His hearts and clubs are no use now:
"""

# %%
for card in wild.hand(1):
    print(wild.explain(card, seat=1))

# %% [markdown]
"""
### Try it: choose a suit

Click 8♣ below. Because it is wild, you are asked which suit to declare.
Pick one and watch what the table says Ben must play next.
"""

# %%
from tutorial import GameController, HandWidget, TableWidget
import ipywidgets as widgets

controller = GameController(Game.from_position(crazy, hands=["8C KD 3S", "2H 3C 9H 5D"], top="7H"))
widgets.VBox([TableWidget(controller, show_all=True), HandWidget(controller, seat=0)])

# %% [markdown]
"""
## Drawing until a card fits (C-5)

In Switch you may draw even when a card fits, and you draw only one.
Crazy Eights is stricter. You may draw **only when nothing fits**, and then you draw one card at a time until one fits.
The card that fits must be played at once.

Here Ann holds 2♥, 3♣ and 9♥ on a 7♠: nothing fits, so drawing is her only move.
We fix the order of the stock so we know what she will draw: 4♥, then 10♦, then Q♠.
"""

# %%
drawing = Game.from_position(crazy, hands=["2H 3C 9H", "8C KD"], top="7S", stock="4H 10D QS")
drawing.legal_moves()

# %%
for event in drawing.apply("draw"):
    print(event)
drawing.legal_moves()

# %% [markdown]
"""
4♥ does not fit on 7♠, so Ann keeps it and must draw again.
"""

# %%
for event in drawing.apply("draw"):
    print(event)
drawing.legal_moves()

# %%
for event in drawing.apply("draw"):
    print(event)
drawing.legal_moves()

# %% [markdown]
"""
Q♠ is a spade, so it fits. Now playing it is the **only** legal move: she may not keep it and draw on.
"""

# %%
for event in drawing.apply("QS"):
    print(event)
drawing.hand(0)

# %% [markdown]
"""
And a player who holds a card that fits may not draw at all. Ann holds 7♣ here, which matches the rank of 7♠
(this cell is *meant* to be refused):
"""

# %% tags=["raises-exception"]
Game.from_position(crazy, hands=["2H 7C 9H", "8C KD"], top="7S").apply("draw")

# %% [markdown]
"""
### Exercise 1: how many draws?

The top card is 9♣ and Ann holds K♥ and 3♦. The stock will give, in this order: 5♥, 2♦, J♣, 9♠.
How many cards does Ann draw before she can play?
"""

# %%
from tutorial.checks import position

practice = position("quiz_draws_until_it_fits")
practice

# %% tags=["answer"]
draws = ...

# %% tags=["check"]
from switchcore import DRAW
from tutorial.checks import check, position

replay = position("quiz_draws_until_it_fits")
while replay.legal_moves() == [DRAW]:   # draw as long as drawing is the only move
    replay.apply("draw")
check(draws, len(replay.hand(0)) - len(position("quiz_draws_until_it_fits").hand(0)),
      hint="Go through the stock card by card and ask each time: may Ann play this on 9♣? Remember which cards fit on anything.")

# %% [markdown]
"""
## Special cards (C-7)

Many players like a little more action. The **special cards** option gives three more ranks an effect:
"""

# %%
special = Rules.crazy_eights(players=3, special_cards=True)
print(special.effects)

# %% [markdown]
"""
With three players, Ann, Ben and Cat, here is a queen. Ben misses his turn and Cat plays next:
"""

# %%
table = ["2H QH AH 5C", "2C 9S 4D", "6C 10D 3S"]
skip = Game.from_position(special, hands=table, top="7H")
for event in skip.apply("QH"):
    print(event)
skip.player

# %% [markdown]
"""
An ace turns play round, so after Ann it is Cat's turn the other way:
"""

# %%
turn = Game.from_position(special, hands=table, top="7H")
for event in turn.apply("AH"):
    print(event)
turn.player

# %% [markdown]
"""
A two makes the next player draw two and miss their turn. Unlike Switch, the twos of Crazy Eights do **not** stack:
Ben holds 2♣, but he cannot pass the penalty on. Taking it is his only move.
"""

# %%
two = Game.from_position(special, hands=table, top="7H")
two.apply("2H")
two.legal_moves()

# %%
for event in two.apply("take"):
    print(event)
two.player

# %% [markdown]
"""
### Try it: the three special cards in a row

You are Ann, with the special cards switched on. Play the queen, then press **Next ▶** to watch the ace turn play round and Ben's 2 come to you.
Watch who plays after each card, and notice that you cannot answer the 2 with a card of your own.
"""

# %%
StepThrough(load_scenario("special_cards"))

# %% [markdown]
"""
## A blocked round (C-6)

When the stock and the discard pile are both used up, a player who cannot play passes.
If every player passes in a row, the round is blocked, and the lowest hand wins it.
Click **Pass**, then press **Next ▶** and watch what the winner scores: the other hands minus their own.
"""

# %%
StepThrough(load_scenario("blocked_crazy_eights"))

# %% [markdown]
"""
## Playing to a target (C-9)

A match of Crazy Eights goes on, round after round, until someone's total reaches the target:
200 points, unless the players choose another target from 50 to 500.
Here the target is 50. Play your last card and watch what the round gives you.
"""

# %%
StepThrough(load_scenario("target_score"))

# %% [markdown]
"""
## The 7♥ example, from start to finish

You met this example in lesson 01. Now you know every rule it uses, so let's play all of it.
It is a game of Crazy Eights for two players with no special cards. You are Ann.

One thing is simplified: each of you holds only 3 or 4 cards, so that the example ends in a few turns.
In a real deal of Crazy Eights for two, each player starts with 7 cards; the rules are the same.

| step | what happens |
|---|---|
| 1 | The top card is 7♥. You hold 7♠, 8♣ and K♦. K♦ is neither a heart nor a seven, but 7♠ has the same rank. You play it, and spades becomes the suit to follow. |
| 2 | Ben holds no spade, no seven and no eight, so he must draw. His first card, 4♥, does not fit, so he keeps it and draws again. |
| 3 | His second card, Q♠, is a spade. It fits, so he must play it straight away. |
| 4 | Ben plays Q♠. Spades is still the suit. |
| 5 | K♦ does not fit on Q♠, but your 8♣ fits on anything. You play it and declare diamonds, the suit of your king. |
| 6 | Ben needs a diamond or an eight. He plays 5♦. |
| 7 | Your K♦ is a diamond, so it fits. You play it, your hand is empty, and you win the round. |
| 8 | Now imagine a different ending: Ben goes out first while you still hold 8♣ and K♦. |
| 9 | Ben plays his last card. He collects 50 for your eight and 10 for your king: 60 points. |

### Try it: step through

Press **Next ▶** to move on, **◀ Prev** to go back, and **Reset** to start again.
The line beside the buttons says what to do now. At steps 1, 5 and 7 it is your move: click the card you want to play.
(At step 5 you will be asked for a suit: choose diamonds.) Another legal card is not played but explained:
the step-through follows the example, and you can try other moves in the widgets above.
"""

# %%
from tutorial import StepThrough, load_scenario

walkthrough = load_scenario("walkthrough")
StepThrough(walkthrough)

# %% [markdown]
"""
The same example in code. `states()` gives the game after every step, so we can print what the game recorded at each one:
"""

# %%
states = walkthrough.states()
for step, before, after in zip(walkthrough.steps, states, states[1:]):
    new = after.log if step.kind == "position" else after.log[len(before.log):]
    print(f"step {step.number}:", " ".join(str(event) for event in new) or "(a new position)")

# %% [markdown]
"""
Here is the table just after step 5, when Ann has played her eight and asked for diamonds:
"""

# %%
after_eight = states[5]
after_eight

# %% [markdown]
"""
### Exercise 2: after the eight

At that moment Ben holds 2♥, 3♣, 5♦, 9♥ and 4♥. Which of them may he play?
"""

# %%
after_eight.hand(1)

# %% tags=["answer"]
ben_can_play = "..."

# %% tags=["check"]
from tutorial.checks import check_playable, position

at_step_5 = position("walkthrough", "7S", "draw", "draw", "QS", "8C D")   # the example after step 5
check_playable(ben_can_play, at_step_5,
               hint="Look at the current suit, not at the suit of the eight on top. And which cards fit on anything?")

# %% [markdown]
"""
## Recap

* Eights are wild: play one on anything, and declare the suit the next player must follow (C-4). In code: `"8C D"`.
* After an eight, the declared suit counts, not the eight's own suit.
* You may draw only when nothing fits; draw one card at a time until one fits, then play it at once (C-5).
* With the special cards option, queens skip, aces reverse and twos make the next player draw two, without stacking (C-7).
* An eight turned up first goes back into the stock (C-2); in a blocked round the lowest hand scores the others minus its own (C-6).
* In the 7♥ example you went out by following the rank, then the wild eight, then the declared suit.

← [08 · House rules](08_house_rules.ipynb) · [Index](00_start_here.ipynb) · **Next:** [10 · Play against bots](10_play_against_bots.ipynb) →
"""
