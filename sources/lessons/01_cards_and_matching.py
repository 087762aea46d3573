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
#     summary: "Lesson 01: suit or rank (X-2), clickable hands, the first turn of the\
#       \ 7\u2665 walkthrough."
# ---

# %% [markdown]
"""
# Lesson 01 · Cards and matching

*About 25 minutes.*

Every turn in Switch and Crazy Eights starts with one question: *which of my cards may I play?*
This lesson answers it.

**In this lesson you will:**

1. name the suit and the rank of any card;
2. decide whether a card matches the top card;
3. click cards in a hand and see which ones light up;
4. play the first turn of the 7♥ example and see the suit change.
"""

# %% [markdown]
"""
### Words used in this lesson

| word | meaning |
|---|---|
| **suit** | the symbol family of a card: clubs ♣, diamonds ♦, hearts ♥ or spades ♠ |
| **rank** | the value of a card: A (ace), 2 to 10, J (jack), Q (queen), K (king) |
| **top card** | the card on top of the discard pile |
| **current suit** | the suit the next card must follow; usually the top card's suit |
| **match** (or **fit**) | have the same suit as the current suit, or the same rank as the top card |
| **legal** | allowed by the rules |
"""

# %% [markdown]
"""
## Suit and rank

Every card has two parts: a **rank** and a **suit**. Let's take the nine of clubs apart.
"""

# %%
import tutorial  # card pictures, calm messages and self-checks for the lessons
from switchcore import Card, Game, Rules, cards

nine = Card.parse("9C")
nine

# %%
nine.rank

# %%
nine.suit

# %% [markdown]
"""
There are four suits. Hearts and diamonds are red; clubs and spades are black.
Colour does not matter for matching, only the suit itself.
"""

# %%
from switchcore import Suit

for suit in Suit:
    print(suit.symbol, suit.noun, "(red)" if suit.is_red else "(black)")

# %% [markdown]
"""
Several cards at once are written with spaces in between. `cards` turns the text into a row of cards:
"""

# %%
hand = cards("9H 3C KD 5S QC")
hand

# %% [markdown]
"""
## The matching rule

Here is the rule that decides every turn (X-2):

> A card may be played when it has the **same suit** as the top card, **or** the **same rank**.

One of the two is enough. On the nine of clubs you may play any club, or any nine.

Let's set up a table with exactly that situation.
Ann holds the hand above and it is her turn. Ben is the other player.
"""

# %%
game = Game.from_position(Rules.switch(players=2),
                          hands=["9H 3C KD 5S QC", "4D 6H 2S"], top="9C")
game

# %% [markdown]
"""
The top card is 9♣. Which of Ann's cards fit? We can ask the game about each one with `explain`:
"""

# %%
for card in game.hand():
    print(game.explain(card))

# %% [markdown]
"""
Three cards fit: 9♥ has the same rank, and 3♣ and Q♣ have the same suit.
K♦ and 5♠ match neither, so they cannot be played now.

Notice that Q♣ fits only because of its suit. A queen is not a nine, but a club is a club.
"""

# %% [markdown]
"""
### Try it: click the cards

Below is Ann's hand again. Each card is a button: click a card picture.
If it fits, it is played. If it does not, a message under the hand says why, and nothing changes.
The cards that fit are lit up in orange; switch **Show hints** off to hide that and test yourself.
"""

# %%
from tutorial import HandWidget

HandWidget(game.copy(), seat=0)

# %% [markdown]
"""
We handed the widget a *copy* of the game, so clicking does not change `game` itself.
Run the cell again to get the full hand back.
"""

# %% [markdown]
"""
### Exercise 1: which cards fit?

Here is a new table, one that the lesson has ready under the name `"quiz_six_of_diamonds"`.
The top card is 6♦. Look at Ann's hand and decide which cards she may play.
"""

# %%
from tutorial.checks import position

quiz = position("quiz_six_of_diamonds")
quiz.top

# %%
quiz.hand()

# %% [markdown]
"""
Write the cards that fit between the quotes, separated by spaces, like `"7H 8C"`. Then run the next two cells.
"""

# %% tags=["answer"]
playable = ...

# %% tags=["check"]
from tutorial.checks import check_playable

check_playable(playable, "quiz_six_of_diamonds",
               hint="Look for every diamond first, then for every card with the same rank as the top card.")

# %% [markdown]
"""
## What if you try anyway?

If a player tries a card that does not fit, the game refuses the move.
The message says why in one sentence, gives the rule in plain words with a link to it on the
[rules page](rules.ipynb), and nothing on the table changes.
(This cell is *meant* to be refused.)
"""

# %% tags=["raises-exception"]
game.apply("KD")

# %% [markdown]
"""
Ann still holds all five cards, and 9♣ is still on top:
"""

# %%
print(game)

# %% [markdown]
"""
## The 7♥ example, first turn

This example comes back in later lessons. It is a game of **Crazy Eights**, the cousin of Switch.
The top card is 7♥, so hearts is the current suit. You are Ann, holding 7♠, 8♣ and K♦.
"""

# %%
walk = Game.from_position(Rules.crazy_eights(players=2),
                          hands=["7S 8C KD", "2H 3C 5D 9H"], top="7H")
walk

# %%
for card in walk.hand():
    print(walk.explain(card))

# %% [markdown]
"""
K♦ does not fit: it is not a heart and not a seven.
7♠ fits because it is a seven, like the top card.
8♣ also fits, but for a different reason: in Crazy Eights every eight is *wild* and may go on anything.
Lesson 09 is all about that. For now, let's play the seven.
"""

# %%
for event in walk.apply("7S"):
    print(event)

# %% [markdown]
"""
The seven of spades is now on top. Here is the important part: the **current suit has changed** to spades.
From now on, Ben must play a spade, a seven, or an eight.
"""

# %%
walk.suit

# %%
walk

# %% [markdown]
"""
Ben holds 2♥, 3♣, 5♦ and 9♥: no spade, no seven and no eight. Nothing fits.
Lesson 02 shows what a player does then.

### Try it: your first turn

Here is the same moment as a step-through. The line beside its buttons always says what to do now.
It starts with your move, so click one of your cards: K♦ is refused with the reason, and a card that fits is played.
No card is lit up this time, because the question is yours to answer (**Show hints** lights them up).
Then press **Next ▶** to watch the rest of the game: lessons 02 and 09 explain each step.

The example has two endings. In the first, you go out with K♦ and win the round.
In the second (the last two steps), we go back a little and suppose that Ben goes out first,
while you still hold 8♣ and K♦. The scoring lessons (06 and 07) count what those two cards cost you.
"""

# %%
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("walkthrough"))

# %% [markdown]
"""
### Exercise 2: after the switch

Suppose Ben held the queen of hearts, Q♥. Could he play it on the 7♠ that is on top now?
Answer `True` or `False` (or `"yes"` or `"no"`).
"""

# %% tags=["answer"]
queen_fits = ...

# %% tags=["check"]
from switchcore import Card
from tutorial.checks import check, position

after_seven = position("walkthrough", "7S")   # the 7♥ example, after Ann's 7♠
check(queen_fits, after_seven.fits(Card.parse("QH")),
      hint="Which suit must Ben follow now? Is the queen a seven?")

# %% [markdown]
"""
## Recap

* A card has a **suit** (♣ ♦ ♥ ♠) and a **rank** (A, 2 to 10, J, Q, K).
* You may play a card with the same suit as the current suit **or** the same rank as the top card (X-2).
* `game.explain(card)` says whether a card fits and why; a refused move says why, links to its rule, and changes nothing.
* After you play a card, its suit becomes the current suit, so the next player has a new target (C-3).
* In Crazy Eights an eight fits on anything (C-4); more on that in lesson 09.
* Each rule has an id, such as X-2; the [rules page](rules.ipynb) lists them all.

← [00 · Start here](00_start_here.ipynb) · **Next:** [02 · Drawing and the stock](02_drawing_and_the_stock.ipynb) →
"""
