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
#     summary: 'Lesson 07: whole matches, played round by round: Switch''s three match
#       modes (S-16), Crazy Eights to a target (C-9), blocked rounds (C-6 from the source,
#       X-8 for Switch as this package''s decision), ties, and mixing the scoring (V-10).'
# ---

# %% [markdown]
"""
# Lesson 07 · Winning a match

*About 30 minutes.*

Lesson 06 counted the points of one round. A game night is longer than that:
the rounds add up, and the totals decide who wins the **match**.

**In this lesson you will:**

1. choose between three kinds of Switch match: one round, a fixed number of rounds, or elimination;
2. play a match round by round, and watch the table and the chart of the totals grow;
3. change the cap of an elimination match and see who survives;
4. play Crazy Eights to a target score;
5. see what happens when a round is blocked, or two players tie;
6. borrow the scoring of one game for the other.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **match** | one or more rounds, played until the rules say someone has won |
| **total** | a player's score added up over all the rounds so far |
| **cap** | in an elimination match, the total you must not go over |
| **target** | in Crazy Eights, the total that wins the match |
| **blocked round** | a round that stops because nobody can play and there is nothing left to draw, or because the same position came back a third time |
| **bot** | a computer player; lesson 10 has you play against them |
"""

# %% [markdown]
"""
## Three ways to play a match of Switch

A Switch match can be played in three ways. The `match` setting chooses one.

| match | ends when | winner |
|---|---|---|
| `"single"` (the default) | after one round | whoever went out |
| `"rounds"` | after a fixed number of rounds | the lowest total |
| `"elimination"` | when only one player is left | the last player whose total is not over the cap |

A single round is over as soon as someone goes out. Ann goes out here, so she wins the match:
"""

# %%
from switchcore import Game, Rules, cards, hand_points

switch = Rules.switch(players=3)
game = Game.from_position(switch, hands=["5H", "AS JC 10H", "KD QC 2S 9D"], top="5S")
game.apply("5H")
print(game.match)

# %% [markdown]
"""
### A match of five rounds, round by round

Three **bots** sit at the table below, and you deal. Press **Play next round**: the bots play a whole round,
and the table gets a new row with everyone's total. The chart gets a new point for each player.

Keep pressing until the match is over. The totals only ever go up, because penalty points are never taken away,
and the lowest line on the chart wins. Watch the line under the buttons: it says who has the best total so far.
"""

# %%
from tutorial.matches import MatchWidget

MatchWidget(Rules.switch(players=3, match="rounds", rounds=5), seed=1)

# %% [markdown]
"""
The bots play the same cards every time, so **Start again** replays exactly the same match.
In code, `play_match` plays a whole match at once. Here is the same match, and its verdict:
"""

# %%
from classroom.bots import BOTS
from classroom.tournament import play_match
from tutorial.lessons_extra import totals_table

bot = BOTS["medium"]
five = play_match(Rules.switch(players=3, match="rounds", rounds=5), [bot, bot, bot], seed=1)
print(totals_table(five))
print(five.match)

# %%
# Who deals the first round, and who deals the next ones: step through it.
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("dealer"))

# %% [markdown]
"""
### Elimination: who survives?

In an elimination match, anyone whose total goes **over** the cap (100 unless you choose another) is out.
The others play on; the deal follows the number of players still in. The last player left wins.

Play this match to the end with the cap at 100. A total in red, with a ✗, is a player knocked out in that round.
Then choose another cap in the menu: the match starts again with the same deals.
With a cap of 50, of 100 and of 150, a different player wins each time!
"""

# %%
MatchWidget(Rules.switch(players=4, match="elimination", cap=100), seed=1)

# %% [markdown]
"""
### Exercise 1: still in?

In an elimination match with the cap at 100, Ben has a total of 91.
The next round ends with K♣ and 3♦ in his hand. Is Ben eliminated? Answer `True` or `False`.
"""

# %% tags=["answer"]
ben_is_out = ...

# %% tags=["check"]
from tutorial.checks import check
from tutorial.matches import goes_over

check(ben_is_out, goes_over(91, "KC 3D", cap=100),
      hint="Add the points of Ben's two cards to 91. He is out only if the new total is more than 100.")

# %% [markdown]
"""
### Exercise 2: click who is out

Another elimination match, cap 100. Dan has just gone out, so he adds nothing.
The table shows each player's total before this round and the cards left in their hand.
**Click the name of the player this round knocks out.** A wrong click tells you that player stays in: try again.
"""

# %%
from tutorial.matches import KnockoutQuiz

KnockoutQuiz({"Ann": (97, "2H"), "Ben": (72, "AS"), "Cat": (85, "8C 9D"), "Dan": (40, "")}, cap=100)

# %% [markdown]
"""
## Crazy Eights: playing to a target

A Crazy Eights match goes on until somebody's total reaches the **target**: 200 unless you choose another
(any multiple of 50 from 50 to 500). If several players get there in the same round, the highest total wins.
"""

# %%
from tutorial.lessons_extra import totals_chart

race = play_match(Rules.crazy_eights(players=3, target=200), [bot] * 3, seed=8)
print(totals_table(race))
print(race.match)

# %% [markdown]
"""
This time the **highest** line wins. Look at Cat: after four rounds she had only 31 points, far behind Ann's 89.
Then she won the next two rounds, worth 88 and 94 points, and reached the target first.
A single round can be worth a lot of points, so the player in front is never safe.
"""

# %%
totals_chart(race, title="Crazy Eights to 200")

# %% [markdown]
"""
## A blocked round of Crazy Eights

Very rarely, a round gets stuck: the stock is empty, no discards are left to shuffle,
and nobody can play. Every player passes in turn, and the round is **blocked**.

The Crazy Eights rules say what happens then: the player with the lowest hand wins the round,
and scores the points of all the other hands *minus* the points of their own.
Here Ann and Ben both hold 7 points, and Cat holds 55. Nobody holds a diamond or an eight, and there is nothing to draw:
"""

# %%
stuck = Game.from_position(Rules.crazy_eights(players=3, target=50),
                           hands=["3H 4H", "2C 5C", "KS QS JS 10S 9S 6S"], top="7D", fill=False)
stuck.legal_moves()

# %%
for _ in range(3):
    stuck.apply("pass")
for event in stuck.log:
    print(event)

# %% [markdown]
"""
Ann and Ben tie for the lowest hand, so **each** of them scores that way: Cat's 55 plus the other's 7, minus their own 7.
"""

# %%
print(stuck.result)

# %% [markdown]
"""
The target in this game was only 50, so both reached it in the same round, with equal totals.
That is the one case where a game of Crazy Eights has two winners: they share it.
"""

# %%
print(stuck.match)

# %% [markdown]
"""
### Exercise 3: a blocked round

Another blocked round of Crazy Eights: Ann holds 3♥ (3 points), Ben holds 2♣ and 5♣ (7 points), Cat holds K♠ (10 points).
How many points does Ann score?
"""

# %% tags=["answer"]
ann_scores = ...

# %% [markdown]
"""
The check deals this position, lets all three players pass, and compares your answer with Ann's score:
"""

# %% tags=["check"]
from switchcore import Game, Rules
from tutorial.checks import check

blocked = Game.from_position(Rules.crazy_eights(players=3), hands=["3H", "2C 5C", "KS"], top="7D", fill=False)
for _ in range(3):
    blocked.apply("pass")
check(ann_scores, blocked.result.scores[0],
      hint="Ann has the lowest hand. Add up the other two hands, then take away her own points.")

# %% [markdown]
"""
## A blocked round of Switch

The rules of Switch that this package follows do not say what happens in a blocked round:
with a whole deck to draw from, it almost never happens at a real table. But a program has to do *something*,
so switchcore makes a decision of its own, close to an ordinary Switch ending: the lowest hand wins the round
and records zero, everybody else records their hand as usual, and equal lowest hands all record zero.
This is rule X-8 of switchcore's rule book: a choice of this package, not a rule of the game.
"""

# %%
switch_stuck = Game.from_position(Rules.switch(players=3), hands=["3H 4H", "5C 9C", "KS QS 2S"],
                                  top="7D", fill=False)
for _ in range(3):
    switch_stuck.apply("pass")
print(switch_stuck.result)

# %%
StepThrough(load_scenario("blocked_switch"))

# %% [markdown]
"""
## Mixing and matching

The scoring and the match mode are separate settings, so you can borrow them from the other game.
For example, here is Switch, with its special cards, scored like Crazy Eights to a target of 200:
"""

# %%
mixed = Rules.switch(players=3, scoring="points", match="target", target=200)
print(mixed.describe())

# %% [markdown]
"""
## Recap

* A Switch match is a single round, a fixed number of rounds (lowest total wins), or elimination (over the cap and you are out) (S-16).
* The same deals can give another winner with another cap: the cap is part of the rules (S-16).
* In Crazy Eights the first total to reach the target wins; if several get there in one round, the highest wins, and equal highest totals share the game (C-9).
* In a blocked round of Crazy Eights, the lowest hand wins and scores the others minus its own (C-6).
* A blocked round of Switch is this package's own decision: the lowest hand records zero, the others their hands (X-8).
* A round whose whole position comes back a third time is blocked too, and scored the same way (X-10).
* The scoring and the match mode of one game can be used with the other (V-10).

← [06 · Scoring and winning a round](06_scoring_and_winning.ipynb) · [Index](00_start_here.ipynb) · **Next:** [08 · House rules](08_house_rules.ipynb) →
"""
