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
#     summary: 'Lesson 08: house rules V-1 to V-10, what each changes in the effect
#       table, and a panel of toggles on one position.'
# ---

# %% [markdown]
"""
# Lesson 08 · House rules

*About 35 minutes.*

Ask five families how they play Switch and you may hear five different answers.
Those little differences are called **house rules**. This lesson shows the popular ones,
and lets you switch them on and off to see what they change.

**In this lesson you will:**

1. print the table of special cards for any set of rules, and see exactly what a house rule changes in it;
2. switch on a house rule in code with one word, such as `king_stop=True`;
3. use a panel of switches and watch the same hand change before your eyes;
4. see which house rules cannot be used together, and why;
5. borrow the scoring of one game for the other.
"""

# %% [markdown]
"""
## Words used in this lesson

| word | meaning |
|---|---|
| **house rule** | a change to the usual rules that a group of players agrees on |
| **variant** | another word for a house rule; the lessons name them V-1 to V-10 |
| **option** | one setting of the rules, such as `king_stop`; `True` switches it on |
| **effect table** | the list of special cards and what each one does |
| **wild card** | a card you may play on anything; you then choose the next suit |
| **joker** | an extra card with a clown on it, added to the deck by one house rule |
"""

# %% [markdown]
"""
## The classic table

Every set of rules can print its own table of special cards.
Here is classic Switch for three players, which you met in lesson 03:
"""

# %%
from switchcore import Game, Rules

classic = Rules.switch(players=3)
print(classic.effects)

# %% [markdown]
"""
## One house rule at a time

A house rule is an option of `Rules`. Give its name and `True`, and the table changes.
Rather than print a whole new table for each one, `effect_changes` compares two sets of rules
and prints only the cards that behave differently: what each did **before**, and what it does **now**.
Every card it does not list does exactly what it did in the classic table above.

**Wild jacks (V-1).** All four jacks become wild, like the eights of Crazy Eights.
Black jacks lose their pick-up-seven sting.
"""

# %%
from tutorial.differences import effect_changes

print(effect_changes(classic, Rules.switch(players=3, wild_jacks=True)))

# %%
# Play it: each house rule that has a step-through comes with one, like this.
from tutorial import StepThrough, load_scenario

StepThrough(load_scenario("wild_jacks"))

# %% [markdown]
"""
**Fours draw four (V-2).** A 4 works like a 2, but with four cards. Fours stack only with other fours,
so the twos are not in the list: they work as before.
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, fours_draw_four=True)))

# %%
StepThrough(load_scenario("fours"))

# %% [markdown]
"""
**King stop (V-3).** A king makes the next player miss a turn, just like an 8.
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, king_stop=True)))

# %%
StepThrough(load_scenario("king_stop"))

# %% [markdown]
"""
**Queens reverse (V-4).** Queens turn play round instead of aces. Aces become ordinary cards
(and, as lesson 06 showed, cheaper to be caught with). That is two changes from one house rule:
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, queens_reverse=True)))

# %%
StepThrough(load_scenario("queens_reverse"))

# %% [markdown]
"""
**Jokers (V-5).** One or two jokers join the deck. A joker is wild: play it on anything and choose a suit.
Here the option is a number, the count of jokers:
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, jokers=1)))

# %%
StepThrough(load_scenario("jokers"))

# %% [markdown]
"""
**Black jacks stack (V-6).** A black jack can be answered with another black jack: 7, then 14 cards to pick up!
Only a red jack stops the chain.
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, black_jacks_stack=True)))

# %% [markdown]
"""
**Stacked skips (V-7).** A player about to be skipped by an 8 may answer with an 8 of their own,
passing the skip along and making it bigger.
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, stacked_skips=True)))

# %% [markdown]
"""
**Crazy Eights as a house rule (V-9).** Eights become wild, as in Crazy Eights, and black jacks become ordinary.
Twos still make the next player pick up two, which is why they are not listed.
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, crazy_eights_house=True)))

# %% [markdown]
"""
With eights wild, an eight may even go on another eight. Below, the top card is 8♣, and the player who put it there chose hearts.
Click Ann's cards: K♠ and 5♣ are refused, because the suit to follow is hearts now, not clubs.
8♦ fits: click it and choose the next suit yourself.
"""

# %%
from tutorial import HandWidget

HandWidget(Game.from_position(Rules.switch(players=2, crazy_eights_house=True),
                              hands=["8D KS 5C", "3H 4H"], top="8C", suit="H"), hints=False)

# %% [markdown]
"""
Now a few turns under this house rule: an eight, a black jack and two twos.
"""

# %%
StepThrough(load_scenario("crazy_eights_house"))

# %% [markdown]
"""
Several house rules can be switched on together. Here is the whole table with three of them,
and then what changed from the classic one:
"""

# %%
party = Rules.switch(players=3, wild_jacks=True, king_stop=True, queens_reverse=True)
print(party.effects)
print()
print(effect_changes(classic, party))

# %% [markdown]
"""
## Starter effects (V-8)

Normally the first card turned up at the start of a round does nothing, even if it is special.
With *starter effects* it counts, as if the dealer had just played it.
This house rule does not change the table; it changes the start of the round:
"""

# %%
print(effect_changes(classic, Rules.switch(players=3, starter_effects=True)))

# %%
StepThrough(load_scenario("starter_effects"))

# %% [markdown]
"""
With seed 1 the starter is an ace, so the direction of play turns round before anyone has played:
"""

# %%
game = Game(Rules.switch(players=3, starter_effects=True), seed=1)
for event in game.log[-3:]:
    print(event)

# %% [markdown]
"""
Cat dealt. Ann would normally play first, but the ace sent play the other way, so Ben starts.

## Watching a house rule work

Let's put a king stop into action. Ann plays K♥, and the next player, Ben, misses his turn:
"""

# %%
stop = Game.from_position(Rules.switch(players=3, king_stop=True),
                          hands=["KH 4C 9D", "5D 9C 3S", "6C 10D 2S"], top="7H")
for event in stop.apply("KH"):
    print(event)
stop.player

# %% [markdown]
"""
Without the house rule, the same card is ordinary, and Ben plays next as usual:
"""

# %%
plain = Game.from_position(classic, hands=["KH 4C 9D", "5D 9C 3S", "6C 10D 2S"], top="7H")
plain.apply("KH")
plain.player

# %% [markdown]
"""
### Exercise 1: which way now?

Same table, but now the house rule is *queens reverse*, and Ann plays Q♥.
Who plays next? Write the name between quotes, for example `"Ben"`.
"""

# %%
queens = Game.from_position(Rules.switch(players=3, queens_reverse=True),
                            hands=["QH 4C 9D", "5D 9C 3S", "6C 10D 2S"], top="7H")
queens

# %% tags=["answer"]
after_queen = "..."

# %% tags=["check"]
from switchcore import Game, Rules
from tutorial.checks import check

answer = Game.from_position(Rules.switch(players=3, queens_reverse=True),
                            hands=["QH 4C 9D", "5D 9C 3S", "6C 10D 2S"], top="7H")
answer.apply("QH")
check(after_queen, answer.player,
      hint="Play goes Ann → Ben → Cat → Ann. What happens to that order when the direction turns round?")

# %% [markdown]
"""
## The panel of switches

Here is a hand on the table, with a box for every house rule.
Tick a box, or change the game from Switch to Crazy Eights, and watch three things change:
which cards in Ann's hand light up, the table of special cards, and the message when two rules clash.

Things to try:

* **Wild jacks**: J♣ lights up, because a wild card fits on anything.
* **Crazy Eights house rule**: now 8♠ lights up instead.
* **King stop** and **Fours draw four**: the same cards light up, but the table says K♥ and 4♥ now do something.
* **Crazy Eights** at the top: eights are wild there anyway.
"""

# %%
from tutorial import RulesPanel

def position(rules):
    return Game.from_position(rules, hands=["8S JC 4H KH QH 2C", "5D 9C 3S", "6C 10D 2S"], top="7H")

RulesPanel(position, players=3)

# %% [markdown]
"""
Each time you tick a box, the panel deals the same position again under the new rules.
To ask the same question in code, `playable_cards` lists the cards the player to move may play:
"""

# %%
from tutorial.checks import playable_cards

for options in [{}, {"wild_jacks": True}, {"crazy_eights_house": True}]:
    rules = Rules.switch(players=3, **options)
    print(options, sorted(card.text for card in playable_cards(position(rules))))

# %% [markdown]
"""
### Exercise 2: a house full of wild cards

Ann's friends play with **wild jacks** and the **Crazy Eights house rule**, both at once.
The top card is 5♣. Which of Ann's cards may she play?
"""

# %%
wild = Game.from_position(Rules.switch(players=3, wild_jacks=True, crazy_eights_house=True),
                          hands=["JD 8H 5S KC 3H", "5D 9C 3S", "6C 10D 2S"], top="5C")
wild.hand()

# %% [markdown]
"""
Write the cards between the quotes, separated by spaces, like `"7H 8C"`.
"""

# %% tags=["answer"]
wild_playable = "..."

# %% tags=["check"]
from switchcore import Game, Rules
from tutorial.checks import check_playable

position = Game.from_position(Rules.switch(players=3, wild_jacks=True, crazy_eights_house=True),
                              hands=["JD 8H 5S KC 3H", "5D 9C 3S", "6C 10D 2S"], top="5C")
check_playable(wild_playable, position,
               hint="Two ranks are wild with these house rules. Then look for clubs, and for fives.")

# %% [markdown]
"""
## Rules that clash

Some house rules make no sense together. With wild jacks, a black jack no longer makes anyone pick up seven,
so there is nothing left for black jacks to stack. The rules refuse the mix, and say which rule is in the way.
(This cell is *meant* to be refused: you get the reason and a link to the rule.)
"""

# %% tags=["raises-exception"]
Rules.switch(players=3, wild_jacks=True, black_jacks_stack=True)

# %% [markdown]
"""
The panel does the same: tick both boxes and it shows this message instead of changing the table.

## Crazy Eights has house rules too

Most of the switches also work in Crazy Eights. The best known is **special cards**:
queens skip, aces reverse and twos make the next player draw two. Lesson 09 looks at it closely.
"""

# %%
print(effect_changes(Rules.crazy_eights(players=3), Rules.crazy_eights(players=3, special_cards=True)))

# %% [markdown]
"""
## Drawing the Crazy Eights way (C-5)

In Crazy Eights, a card you draw that fits **must** be played: you may not keep it, as you may in Switch (S-6).
Nothing in Ann's hand fits on 7♠. Click **Draw** until a card fits.
There is no **Keep** button: the only thing left to do is to play the card.
"""

# %%
HandWidget(Game.from_position(Rules.crazy_eights(players=2), hands=["2H 3C 9H", "8C KD"], top="7S",
                              stock="4H QS"), hints=False)

# %% [markdown]
"""
Some Switch players like this way of drawing too. It is one more option: `Rules.switch(draw="until_playable")`.
"""

# %% [markdown]
"""
## Borrowing the scoring (V-10)

Lessons 06 and 07 showed two ways to score: Switch's penalty points and Crazy Eights' points to a target.
Either way of scoring works with either game. Here is Crazy Eights scored like Switch, with elimination over 100:
"""

# %%
borrowed = Rules.crazy_eights(players=3, scoring="penalty", match="elimination", cap=100)
print(borrowed.describe())

# %% [markdown]
"""
`changes()` lists exactly the settings that differ from the usual rules of the game, which is handy when you write down your house rules for friends:
"""

# %%
borrowed.changes()

# %% [markdown]
"""
Play a round under these rules: go out, and watch who records what.
"""

# %%
StepThrough(load_scenario("borrowed_scoring"))

# %% [markdown]
"""
## Recap

* A house rule is an option of `Rules`: `Rules.switch(king_stop=True)` (V-1 to V-9).
* `print(rules.effects)` shows what every special card does under those rules; `effect_changes(before, after)` shows only what changed.
* Wild jacks (V-1), jokers (V-5) and the Crazy Eights house rule (V-9) add wild cards; fours (V-2) add a pick-up card; kings (V-3) add a skip; queens (V-4) take over the reverse from the aces.
* Black jacks (V-6) and eights (V-7) can be made to stack; starter effects (V-8) make the first card count.
* With eights wild, an eight may go on another eight (C-4, V-9).
* In Crazy Eights a drawn card that fits must be played; `draw="until_playable"` brings that rule to Switch (C-5).
* Rules that cannot go together are refused with the reason.
* The scoring and match of one game can be used with the other (V-10).

← [07 · Winning a match](07_winning_a_match.ipynb) · [Index](00_start_here.ipynb) · **Next:** [09 · Crazy Eights](09_crazy_eights.ipynb) →
"""
