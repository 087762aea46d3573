"""switchcore: the rules of Switch and Crazy Eights, small and readable.

>>> from switchcore import Game, Rules
>>> game = Game(Rules.switch(players=3), seed=1)
>>> print(game.top, game.player, len(game.legal_moves()) > 0)
A♠ Ann True

Play random legal moves to the end of the round:

>>> import random
>>> rng = random.Random(0)
>>> while not game.round_over:
...     _ = game.apply(rng.choice(game.legal_moves()))
>>> print(game.result.reason.value, game.names[game.result.winners[0]])
went out Ann

Bots, tournaments between strategies and the command line to play against
them are the classroom's, a package above this one: ``python -m classroom``.

Every sentence comes in French, Italian, Dutch or Spanish too, chosen with
one call:

>>> use_language("es"); print(game.log[0]); use_language("en")
Mano 1: Cat reparte 7 cartas a cada uno.
"""

from .chance import DeckOrder
from .cards import ALL_CARDS, JOKER, Card, Cards, Rank, Suit, by_rank, by_suit, cards, deck
from .deal import cut_for_dealer
from .effects import Effect, EffectTable, Pending
from .errors import (CardError, ChanceError, IllegalMoveError, InvalidMoveError, LanguageError, PositionError,
                     RulesError, SaveError, SeatError, SwitchcoreError)
from .events import Event
from .explain import Explanation
from .game import NAMES, Game
from .messages import say, speak, use_language
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, parse_move
from .rulebook import RULEBOOK
from .choices import DrawRule, Family, Match, Scoring
from .rules import Rules
from .scoring import MatchEnd, MatchResult, RoundEnd, RoundResult, card_points, hand_points
from .view import SeatView

__version__ = "0.1.0"

__all__ = [
    "ALL_CARDS", "JOKER", "Card", "Cards", "Rank", "Suit", "by_rank", "by_suit", "cards", "deck",
    "cut_for_dealer", "DeckOrder",
    "Effect", "EffectTable", "Pending",
    "CardError", "ChanceError", "IllegalMoveError", "InvalidMoveError", "LanguageError", "PositionError", "RulesError",
    "SaveError", "SeatError", "SwitchcoreError",
    "Event", "Explanation", "NAMES", "Game", "say", "speak", "use_language",
    "DRAW", "KEEP", "LAST", "PASS", "TAKE", "Play", "parse_move", "RULEBOOK",
    "DrawRule", "Family", "Match", "Rules", "Scoring",
    "MatchEnd", "MatchResult", "RoundEnd", "RoundResult", "card_points", "hand_points", "SeatView",
]
