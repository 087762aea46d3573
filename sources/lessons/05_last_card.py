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
#     summary: 'Lesson 05: the "last card" call and its penalty (S-7).'
# ---

# %% [markdown]
"""
# Lesson 05 · Last card

*About 30 minutes.*

In Switch you must warn the table when you are about to win.
When your play leaves you with just one card, you say **"last card!"**, at the latest before the next player takes their turn.
Forget, and you pay for it.

**In this lesson you will:**

1. tell when the call is needed, and when it is not;
2. make the call in code and with the buttons, with the play or just after it;
3. see the penalty for forgetting;
4. change the size of the penalty, make the call stricter, or turn the rule off.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **call** (or **announce**) | say "last card" out loud, with your play or just after it |
| **go out** | play your final card, leaving your hand empty; you win the round |
| **penalty draw** | cards you must take from the stock as a punishment |
| **option** | a setting of the rules that a table may change |
"""

# %% [markdown]
"""
## When must you call?

The rule is short (S-7):

* if your play leaves **exactly one** card in your hand, call "last card";
* you may call as you play, or just after, but **before the next player takes their turn**;
* if the next player's turn comes and you have not called, you draw **two** cards as a penalty;
* playing your final card (going out) needs no call.

switchcore plays it that way: the call may come with the play, or as a move of its own
just after it, until the next player acts.

Ann holds two cards, 5♥ and 9♣. The top card is 5♠, so 5♥ fits. After playing it she will hold one card.
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Game, Rules
from tutorial.checks import position

rules = Rules.switch(players=2)
table = position("quiz_last_card_move")   # Switch, two players, ready-made
table

# %% [markdown]
"""
Her legal moves now include two ways to play 5♥: with the call (`announce=True`) and without it.
"""

# %%
table.legal_moves()

# %% [markdown]
"""
## Making the call

In code, write the word `last` after the card. Let's try it on a copy of the table, so we can go back later.
"""

# %%
called = table.copy()
for event in called.apply("5H last"):
    print(event)
called.hand(0)

# %% [markdown]
"""
Ann holds one card, and everyone knows she is one step from winning.

## Calling just after the play

Now the same play without the call:
"""

# %%
forgot = table.copy()
for event in forgot.apply("5H"):
    print(event)
forgot.hand(0)

# %% [markdown]
"""
Nothing has happened yet: Ann holds one card, and it is Ben's turn, but Ben has not acted.
Until he does, Ann may still call. `forgot.late` names the seat that may still call (0 is Ann):
"""

# %%
forgot.late

# %% [markdown]
"""
The late call is a move of its own, `"last"`, made by the player who needs it (`seat=0` for Ann):
"""

# %%
in_time = forgot.copy()
for event in in_time.apply("last", seat=0):
    print(event)
in_time.hand(0)

# %% [markdown]
"""
## Forgetting the call

If Ben acts first, it is too late. Here Ben draws a card, and before his move counts, Ann pays the penalty:
"""

# %%
too_late = forgot.copy()
for event in too_late.apply("draw"):
    print(event)
too_late.hand(0)

# %% [markdown]
"""
Ann drew two cards. Instead of one card she now holds three.

### Exercise 1: write the move

Write Ann's move from the start position: play 5♥ **and** call "last card".
Use the same short form as above, as text between quotes.
"""

# %% tags=["answer"]
ann_move = ...

# %% tags=["check"]
from tutorial.checks import check_move

check_move(ann_move, "quiz_last_card_move", lambda move: move.announce,
           hint='Write the card first, then the word that makes the call, such as "7S last".')

# %% [markdown]
"""
### Try it: the call button

When a play would leave one card, the hand shows a **Call "last card"** toggle.
Switch it on, then click 5♥. Run the cell again and play 5♥ without the toggle:
the hand then offers **Call "last card" now**, which stays until the next player acts.
"""

# %%
from tutorial import HandWidget

HandWidget(table.copy(), seat=0)

# %% [markdown]
"""
### Watch it: calling and forgetting

Press **Next ▶** to step through a short game: first with the call, then, from the same start, without it,
until Ben moves and the penalty comes.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("last_card"))

# %% [markdown]
"""
## Going out needs no call

When you play your very last card you win at once, so there is nothing to warn about.
Here Ann holds only 9♣ and the top card is 9♠:
"""

# %%
final = Game.from_position(rules, hands=["9C", "4D 6C 7S"], top="9S")
final.legal_moves()

# %% [markdown]
"""
There is no call among the moves. She plays and wins the round.
"""

# %%
for event in final.apply("9C"):
    print(event)

# %% [markdown]
"""
## Calling at the wrong moment

The call belongs only to a play that leaves exactly one card. With three cards in hand, Ann cannot call yet.
The game refuses and says why. (This cell is meant to be refused.)
"""

# %% tags=["raises-exception"]
early = Game.from_position(rules, hands=["5H 9C 3D", "4D 6C 9S"], top="5S")
early.apply("5H last")

# %% [markdown]
"""
## Special cards and the call

The call comes with any play that leaves one card, special or not.
If Ann plays a 2 without the call and Ben acts before she calls, she draws her own two-card penalty first,
and then Ben's answer to the 2 counts. Ben has no 2, so he takes two cards:
"""

# %%
special = Game.from_position(Rules.switch(players=3), hands=["2S 9C", "4D 6C 9S", "KD 3H QS"], top="5S")
for move in ["2S", "take"]:
    for event in special.apply(move):
        print(event)

# %% [markdown]
"""
### Exercise 2: how many cards after forgetting?

Ben holds 4♦, 6♣ and 9♠, and the top card is 9♦. He plays 9♠ and says nothing at all.
How many cards does he hold once his turn is over? Think carefully before you answer.
"""

# %%
forgetful = position("quiz_forgetful_ben")
forgetful.hand(1)

# %% tags=["answer"]
ben_holds = ...

# %% tags=["check"]
from tutorial.checks import check, position

trial = position("quiz_forgetful_ben", "9S")   # Ben plays 9♠ and says nothing
check(ben_holds, len(trial.hand(1)),
      hint="Does his play leave exactly one card? If it does, he draws the penalty on top of it.")

# %% [markdown]
"""
## Changing the penalty

The size of the penalty is an option of the rules, `last_card_penalty`. Some tables make it four cards:
"""

# %%
harsh = Game.from_position(Rules.switch(players=2, last_card_penalty=4),
                           hands=["5H 9C", "4D 6C 9S"], top="5S")
for move in ["5H", "draw"]:   # Ann forgets, then Ben draws
    for event in harsh.apply(move):
        print(event)

# %% [markdown]
"""
Some tables are stricter about the moment: the call must come **with** the play, and a play without it costs the
penalty at once. The option `late_call=False` plays that way:
"""

# %%
strict = Game.from_position(Rules.switch(players=2, late_call=False),
                            hands=["5H 9C", "4D 6C 9S"], top="5S")
for event in strict.apply("5H"):
    print(event)

# %% [markdown]
"""
Setting it to `0` turns the rule off, and there is no call at all.
Crazy Eights plays that way by default:
"""

# %%
Rules.crazy_eights().last_card_penalty

# %%
no_call = Game.from_position(Rules.crazy_eights(players=2), hands=["5H 9C", "4D 6C 9S"], top="5S")
no_call.legal_moves()

# %% [markdown]
"""
## Recap

* When your play leaves exactly one card, call "last card" before the next player acts (S-7). In code: with the play, `"5H last"`, or just after it, `game.apply("last", seat=...)`.
* Forget until the next player acts, and you draw two cards before that player's move counts.
* Going out with your final card needs no call; a call at any other time is refused.
* `last_card_penalty` sets the size of the penalty; `0` turns the rule off, as in Crazy Eights.
* `late_call=False` makes the call come with the play, or cost the penalty at once.

You now know how a round of Switch is played, from the first card to the last.
Next, find out how the cards left in the losers' hands are counted.

← [04 · Stacking and countering](04_stacking_and_countering.ipynb) · **Next:** [06 · Scoring and winning](06_scoring_and_winning.ipynb) →
"""
