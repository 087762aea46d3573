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
#     summary: 'Lesson 04: chains of twos (S-8), the red-jack counter (S-10), no mixing
#       (S-13), house rules V-6 and V-7.'
# ---

# %% [markdown]
"""
# Lesson 04 · Stacking and countering

*About 30 minutes.*

In lesson 03 every penalty was simply taken. But a player facing a penalty does not always have to accept it.
Sometimes they can pass it on, bigger, to the next player. Sometimes they can cancel it.

**In this lesson you will:**

1. build a chain of twos, from 2 up to 8 cards;
2. cancel a black jack with a red jack;
3. explain why a 2 cannot answer a black jack, or an 8 a 2;
4. try two house rules: black jacks that stack and eights that stack.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **pending** | waiting: a penalty that the player to act must answer or take |
| **stack** | answer a penalty with the same kind of card, so the penalty grows and moves on |
| **chain** | a run of stacked cards, such as 2, 2, 2 |
| **counter** | answer a penalty with a card that cancels it |
| **take the penalty** | accept it: draw the cards (or miss the turn) |
| **house rule** | an extra rule some tables agree to play with |
"""

# %% [markdown]
"""
## A chain of twos (S-8)

When a 2 is played, the next player has two choices: take the penalty, or play a 2 of their own.
Playing a 2 **adds** two more cards to the penalty and hands it on to the next player.
The first player who does not add a 2 picks up everything collected so far.

Four players each hold a 2. Watch the penalty grow.
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Game, Rules

rules = Rules.switch(players=4)
chain = Game.from_position(rules, hands=["2H 5C 9C", "2C 9D 8H", "2S KS 4C", "2D QH 6S"], top="5H")
chain

# %%
for event in chain.apply("2H"):
    print(event)

# %%
for event in chain.apply("2C"):
    print(event)

# %%
for event in chain.apply("2S"):
    print(event)

# %%
for event in chain.apply("2D"):
    print(event)

# %% [markdown]
"""
The chain has gone all the way round the table and come back to Ann. All four twos are used up, so the total stops at eight.
Ann has no 2 left, and her only move is to take the penalty:
"""

# %%
chain.pending.describe()

# %%
chain.legal_moves()

# %%
for event in chain.apply("take"):
    print(event)
chain.player

# %% [markdown]
"""
Ann draws eight cards and misses her turn, and Ben plays next.

Remember: a player who *does* hold a 2 may still choose to take the penalty instead of playing it.

### Exercise 1: how big is the chain?

A different table. Ann plays 2♥, Ben answers with 2♣, and Cat has no 2.
How many cards will Cat draw?
"""

# %%
from tutorial.checks import position

short = position("quiz_short_chain")
short

# %% tags=["answer"]
cat_draws = ...

# %% tags=["check"]
from tutorial.checks import check, position

trial = position("quiz_short_chain", "2H", "2C")   # Ann's 2♥, then Ben's 2♣
check(cat_draws, trial.pending.amount,
      hint="Each 2 in the chain adds two cards to the penalty.")

# %% [markdown]
"""
## Only a 2 answers a 2 (S-13)

A player facing a pending 2 may answer **only** with a 2. Any other card is refused, even one that matches the suit.
Here Ben faces 2♥. He holds 2♣, 9♦, 8♥ and J♠.
"""

# %%
facing = Game.from_position(rules, hands=["5C 3D 7C", "2C 9D 8H JS", "2S KS 4C", "2D QH 6S"],
                            top="2H", pending=2, turn=1)
for card in facing.hand():
    print(facing.explain(card))

# %% [markdown]
"""
8♥ is a heart, and in a normal turn it would fit on 2♥. But a penalty is pending, so it cannot be played now.
A penalty can only be answered by its own kind of card; two kinds of special never mix. If Ben tries anyway, the game says no.
(This cell is meant to be refused.)
"""

# %% tags=["raises-exception"]
facing.apply("8H")

# %% [markdown]
"""
### Try it: answer the 2

Now you are Ben. Press **Next ▶** to let Ann play her 2; then it is your move.
Click 8♣ or J♠ and read why they are refused. Then answer with the right card.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("no_mixing"))

# %% [markdown]
"""
You can also try Ben's hand from the table above on its own. Click any card, or **Take penalty**:
"""

# %%
from tutorial import HandWidget

HandWidget(facing.copy(), seat=1)

# %% [markdown]
"""
### Exercise 2: what may Cat answer with?

Cat faces a pending 2 on 2♠. Which of her cards may she play? (If none, write `"none"`.)
"""

# %%
cat_turn = position("quiz_cat_faces_a_two")
cat_turn.hand()

# %% tags=["answer"]
cat_answers = ...

# %% tags=["check"]
from tutorial.checks import check_playable

check_playable(cat_answers, "quiz_cat_faces_a_two",
               hint="A pending 2 can only be answered with a 2 (S-13). The suit does not matter here.")

# %% [markdown]
"""
## The red-jack counter (S-10)

A black jack (J♠ or J♣) tells the next player to pick up seven.
A red jack (J♥ or J♦) is the only answer: it **cancels** the penalty. Nobody draws anything.
The red jack stays on top as an ordinary card, so the next player must match it,
and the turn moves on as usual to the player after the one who countered.
"""

# %%
r3 = Rules.switch(players=3)
counter = Game.from_position(r3, hands=["JS 5C 9C", "JH 9D 2S", "KS 4C 7D"], top="5S")
for event in counter.apply("JS"):
    print(event)
counter.legal_moves()

# %% [markdown]
"""
Ben could take seven cards, but he holds J♥. He plays it.
"""

# %%
for event in counter.apply("JH"):
    print(event)
counter.player, counter.suit, counter.pending

# %% [markdown]
"""
Nobody drew. It is Cat's turn, the current suit is hearts (from J♥), and nothing is pending any more.

A 2 does not help against a black jack: different specials never mix.
"""

# %%
counter_again = Game.from_position(r3, hands=["JS 5C 9C", "JH 9D 2S", "KS 4C 7D"], top="5S")
counter_again.apply("JS")
print(counter_again.explain("2S"))

# %% [markdown]
"""
## House rule V-6: black jacks stack

Some tables let a black jack answer a black jack. The penalty then grows by seven each time: 7, 14, and so on.
A red jack still cancels the **whole** chain. Switch this on with `black_jacks_stack=True`.
"""

# %%
v6 = Rules.switch(players=3, black_jacks_stack=True)
stacking = Game.from_position(v6, hands=["JS 5C 9C", "JC 9D 2S", "JH KS 4C"], top="5S")
for event in stacking.apply("JS"):
    print(event)
for event in stacking.apply("JC"):
    print(event)
stacking.legal_moves()

# %% [markdown]
"""
Cat now faces fourteen cards. Luckily, she holds J♥:
"""

# %%
for event in stacking.apply("JH"):
    print(event)

# %% [markdown]
"""
### Try it: a stacked black jack
"""

# %%
StepThrough(load_scenario("black_jacks_stack"))

# %% [markdown]
"""
## House rule V-7: stacked skips

Normally an 8 simply skips the next player. With stacked skips, the player who is about to lose their turn can put down an 8 too.
Each 8 in the chain adds one skip. When someone has no 8 to add, the skips are handed out in order: that player and the ones after them miss their turns, one player per skip.
Switch it on with `stacked_skips=True`.
"""

# %%
v7 = Rules.switch(players=4, stacked_skips=True)
skips = Game.from_position(v7, hands=["8H 5C 9C", "8C 9D 2S", "KS 4C 7D", "3D 6S QS"], top="5H")
for event in skips.apply("8H"):
    print(event)
for event in skips.apply("8C"):
    print(event)

# %% [markdown]
"""
Cat has no 8. She takes the skips, and two players miss their turn: Cat and Dan. Play comes back to Ann.
"""

# %%
for event in skips.apply("take"):
    print(event)
skips.player

# %% [markdown]
"""
### Try it: stacked skips with three players

With three players, two skips after Ben's 8 mean Cat **and** you miss a turn, so Ben plays again.
"""

# %%
StepThrough(load_scenario("stacked_skips"))

# %% [markdown]
"""
With both house rules on, the table of special cards shows the new answers:
"""

# %%
print(Rules.switch(players=4, black_jacks_stack=True, stacked_skips=True).effects)

# %% [markdown]
"""
## Recap

* **Twos stack (S-8):** answer a 2 with a 2 and the penalty grows by two: 2, 4, 6, 8. The first player who does not add a 2 draws it all.
* **Red jacks counter (S-10):** a red jack cancels a black jack's seven; nobody draws, and play carries on matching the red jack.
* **No mixing (S-13):** a pending 2 is answered only by a 2, a black jack only by a red jack; otherwise take the penalty.
* **V-6:** black jacks may stack (7, 14, ...), and a red jack still cancels the lot.
* **V-7:** eights may stack, and the skips add up.

← [03 · Special cards](03_special_cards.ipynb) · **Next:** [05 · Last card](05_last_card.ipynb) →
"""
