"""The rule book: every rule id with a one-line summary.

Ids follow the project's rules contract: X for both games, S for Switch, C for
Crazy Eights, V for variants (house rules). The engine's errors, events and
docstrings cite these ids, and every id has a test.

>>> print(RULEBOOK["S-8"])
Twos: the next player draws 2 and misses the turn unless they play a 2; twos stack.
>>> len(RULEBOOK)
46

The rule book is read-only, as every game and lesson reads it:

>>> RULEBOOK["S-8"] = "Twos do nothing."
Traceback (most recent call last):
...
TypeError: 'mappingproxy' object does not support item assignment
"""

from types import MappingProxyType

RULEBOOK: "MappingProxyType[str, str]" = MappingProxyType({
    "X-1": "Players take turns playing one card; the first to empty their hand wins the round.",
    "X-2": "A card fits when it matches the top card's suit (or the declared suit) or its rank.",
    "X-3": "An empty stock is rebuilt from the discards under the top card; with nothing to draw, pass.",
    "X-4": "The player left of the dealer starts; the deal moves one seat a round; play starts clockwise.",
    "X-5": "The first card turned up has no effect.",
    "X-6": "The same seed and the same moves always give the same game.",
    "X-7": "No card is ever created or lost: each is in the stock, the discard pile or one hand.",
    "X-8": "When nobody can draw and everyone passes in turn, the round is blocked; the lowest hand wins.",
    "X-9": "A penalty larger than what can be drawn draws what there is; the rest is forgiven.",
    "X-10": "A round whose whole position comes back a third time is blocked; the lowest hand wins, as in X-8. "
            "The position is compared after each move that reshuffled the discards, and all of it counts: the "
            "hands, the stock, the discards, the top card and the suit, the direction, the player to act, a "
            "pending effect, a 'last card' penalty still owed, and the draws and passes of the turn. As in "
            "chess, any repetition counts, forced or not: the players let the position come back when they "
            "could have played otherwise, and a round played the same way each time would never end. "
            "repetition=False turns the rule off, and a play limit must then end the round.",
    "S-1": "Switch: 2 to 7 players, each for themselves, clockwise.",
    "S-2": "One 52-card deck up to 6 players, two decks for 7; no jokers in the classic game.",
    "S-3": "Seven cards each; five with 5 or 6 players; four with 7.",
    "S-4": "The first dealer is chosen by cutting (lowest deals); the deal moves clockwise.",
    "S-5": "Play one card matching the top card by suit or rank.",
    "S-6": "Instead of playing, draw one card; if it fits you may play it at once.",
    "S-7": "Call 'last card' when your play leaves one card (or after it, before the next player acts), "
           "or draw 2 as a penalty.",
    "S-8": "Twos: the next player draws 2 and misses the turn unless they play a 2; twos stack.",
    "S-9": "Eights: the next player misses a turn.",
    "S-10": "Black jacks: the next player picks up seven unless a red jack cancels it.",
    "S-11": "Red jacks are ordinary cards, except when they cancel a black jack.",
    "S-12": "Aces reverse the direction of play; with two players an ace is a skip.",
    "S-13": "Different specials never combine: a pending effect is answered only by its own answers.",
    "S-14": "When a player goes out, every other player records the points left in their hand.",
    "S-15": "Penalty points: A 25 (15 when aces do not reverse), K and Q 10, J 20, others face value.",
    "S-16": "Matches: one round, a fixed number of rounds, or elimination above a cap.",
    "C-1": "Crazy Eights: 2 to 8 players, one deck, 7 cards each for two, 5 each for more.",
    "C-2": "An eight turned up as the starter goes back into the stock and another is turned.",
    "C-3": "Follow the current suit or the top card's rank; a new suit becomes the current suit.",
    "C-4": "Eights are wild: play one on anything and declare the next suit.",
    "C-5": "Draw only when nothing fits, one card at a time, and play the first card that fits.",
    "C-6": "With nothing to draw, drawing passes; if everyone passes the lowest hand wins.",
    "C-7": "Special cards option: queens skip, aces reverse, twos make the next player draw two.",
    "C-8": "The player who goes out scores the other hands: eights 50, pictures 10, aces 1.",
    "C-9": "The first total to reach the target (50 to 500, default 200) wins; the highest if several.",
    "C-10": "At the end of a round every hand is shown with its points and the new totals.",
    "V-1": "Wild jacks: every jack is wild and declares a suit.",
    "V-2": "Fours draw four, stacking with other fours.",
    "V-3": "King stop: a king skips the next player.",
    "V-4": "Queens reverse instead of aces; aces then score 15.",
    "V-5": "One or two jokers, wild and playable on anything.",
    "V-6": "Black jacks stack: 7, 14, ... until a red jack cancels or someone takes them all.",
    "V-7": "Stacked skips: answer an eight with an eight; the skips add up.",
    "V-8": "The starter's effect applies to the first player.",
    "V-9": "Crazy Eights inside Switch: eights wild, twos draw two, black jacks plain.",
    "V-10": "Either family's scoring and match modes may be used with the other's rules.",
})
