"""A game: the state machine that deals, lists legal moves and applies them.

A :class:`Game` is a whole match of one or more rounds. Ask it for
``legal_moves()``, give one to ``apply()``, read the events it returns:

>>> from switchcore import Game, Rules
>>> game = Game(Rules.crazy_eights(players=2), seed=7)
>>> game.turn, len(game.hands[0]), game.stock_size
(0, 7, 37)
>>> move = game.legal_moves()[0]
>>> for event in game.apply(move):
...     print(event)
Ann played 7♠.

A move the rules refuse raises :class:`~switchcore.errors.IllegalMoveError`,
naming the rule, and changes nothing:

>>> game.apply("KH")
Traceback (most recent call last):
...
switchcore.errors.IllegalMoveError: [X-1] Ben has no K♥ in hand

The class is one, its methods are kept by topic in modules of their own:

=========================  =====================================================
:mod:`switchcore.turns`    the legal moves, ``apply()``, refusals (X-1, X-2)
:mod:`switchcore.plays`    a card played: its suit, "last card", its effect (S-7)
:mod:`switchcore.drawing`  draws, penalties taken, the reshuffle (X-3, S-6, C-5)
:mod:`switchcore.ending`   passes, a round's end, the match's (X-8, S-14, C-9)
:mod:`switchcore.dealing`  the deal, the starter, the next round (X-4, X-5, C-2)
:mod:`switchcore.reading`  seats, the position, views, explanations (X-7)
=========================  =====================================================

This module holds what the game keeps (its slots and ``__init__``), its
snapshots, copies and saves.
"""

from __future__ import annotations

from .checks import NAMES, check_game
from .dealing import Dealing
from .drawing import Drawing
from .ending import Ending
from .events import Event
from .plays import Plays
from .reading import Reading
from .rules import DrawRule, Rules
from .scoring import RoundResult
from .tables import tables
from .turns import DRAWN, MUST_PLAY, NORMAL, Turns

__all__ = ["Game", "NAMES"]


_UNSET = object()  # an attribute not set yet (a game set up without a deal)


class Game(Turns, Plays, Drawing, Ending, Dealing, Reading):
    """A match of Switch or Crazy Eights between ``rules.players`` seats.

    The seat to act is ``turn``; seats are numbered 0 upwards in clockwise
    order, and the first player sits left of the dealer (X-4). The same
    ``seed`` and the same moves always give the same game (X-6). ``late``
    is the seat that may still call "last card" before the next player acts
    (S-7, ``Rules.late_call``), or None.
    """

    # Every attribute the game keeps, named once: reading a slot is quicker
    # than reading an entry of the instance's dictionary, which counts on the
    # hot path. ``__dict__`` still takes anything else (a view's cached logs).
    __slots__ = (
        # the match
        "rules", "seed", "names", "totals", "out", "round_no", "dealer", "results", "match", "log",
        # the round
        "active", "hands", "stock", "discard", "suit", "turn", "direction", "pending", "phase", "drawn",
        "passes", "reshuffles", "draws", "played", "result", "moves",
        # read from the rules once (see __init__), and kept for the hot path
        "_tables", "_plays", "_called", "_fits", "_fit_plays", "_fit_called", "_dupes", "_effects",
        "_wilds", "_until", "_free", "_reshuffle", "_max_draws", "_play_limit", "_penalty", "_rings",
            # the legal moves, until a move changes them; the round's start, for undo
        "_legal", "_start", "_start_log",
        # the seat that may still call "last card" late (S-7), the moves of finished rounds,
        # the position a game set up by hand started from, the chance hook and the cards it chose
        "late", "_past", "_origin", "_chance", "_taken", "_late_call", "_late_mark", "_start_taken",
        "_first_dealer", "_early",
        "__dict__", "__weakref__",
    )

    def __init__(self, rules: Rules | None = None, seed=0, names=None, dealer: int | None = None,
                 deal: bool = True, chance=None) -> None:
        """``rules``: a :class:`Rules` value (Switch for four by default);
        ``seed``: a whole number or text that fixes every shuffle (X-6);
        ``names``: one different name per seat; ``dealer``: the first
        dealer's seat (by default the last seat, so seat 0 plays first, X-4);
        ``chance``: a hook that decides what comes out of the stock instead
        of the seeded shuffle (see :mod:`switchcore.chance`)."""
        rules, seed, names, dealer = check_game(rules, seed, names, dealer, deal, chance)
        self.rules, self.seed, self.names = rules, seed, names
        n = rules.players
        self.totals = [0] * n
        self.out = [False] * n
        self.round_no = 0
        self.dealer = self._first_dealer = dealer
        self._chance = chance
        self._taken: list = []  # every card the chance hook chose (a save replays them)
        self._past: list = []  # the moves of each finished round
        self._origin = None  # the position of round 1, for a game set up with from_position
        self.late = None
        self._late_call = rules.late_call and rules.last_card_penalty > 0
        self.results: list[RoundResult] = []
        self.match = None
        self.log: list[Event] = []
        t = self._tables = tables(rules)  # built once for these rules
        self._plays, self._called, self._fits = t.plays, t.called, t.fits
        self._fit_plays, self._fit_called = t.fit_plays, t.fit_called
        self._dupes = rules.decks > 1 or rules.jokers > 1  # can a hand hold two equal cards?
        self._effects = rules.effects.by_index
        self._wilds = rules.effects.wilds
        self._until = rules.draw is DrawRule.UNTIL_PLAYABLE
        self._free = rules.draw is DrawRule.FREE
        self._reshuffle = rules.reshuffle
        self._early = rules.early_reshuffle
        self._max_draws = rules.draw_limit or 1 << 30
        self._play_limit = rules.play_limit
        self._penalty = rules.last_card_penalty
        self._start_round(deal=deal)


    # -- snapshots, undo, copies -------------------------------------------------

    def _snapshot(self) -> tuple:
        return (
            [list(h) for h in self.hands], list(self.stock), list(self.discard), self.suit, self.turn,
            self.direction, self.pending, self.phase, self.drawn, self.passes, self.reshuffles,
        )

    def _restore(self, snap: tuple) -> None:
        (hands, stock, discard, self.suit, self.turn, self.direction, self.pending,
         self.phase, self.drawn, self.passes, self.reshuffles) = snap
        self.hands = [list(h) for h in hands]
        self.stock, self.discard = list(stock), list(discard)
        self.draws = self.played = 0  # a snapshot is taken at the start of a round
        self.late = None
        self._legal = None

    def undo(self) -> object:
        """Take back the last move of this round and return it; the game is
        as it was before that move (replayed from the round's start, X-6)."""
        from .history import undo

        return undo(self)

    def copy(self) -> "Game":
        """An independent copy of the game (same position, same future)."""
        from .history import copy

        return copy(self)

    def __getstate__(self) -> tuple:
        from .history import getstate

        return getstate(self)

    def __setstate__(self, state: tuple) -> None:
        from .history import setstate

        setstate(self, state)

    def state(self) -> tuple:
        """Everything that defines the game, as one comparable value. Its
        text (``repr``) is the same in every process."""
        return (self.rules, self.seed, self.names, tuple(self.totals), tuple(self.out), self.round_no,
                self.dealer, tuple(tuple(h) for h in self.hands), tuple(self.stock), tuple(self.discard),
                self.suit, self.turn, self.direction, self.pending, self.phase, self.drawn, self.passes,
                self.reshuffles, tuple(self.moves), self.result, self.match, self.late, self.draws, self.played)

    def __eq__(self, other) -> bool:
        return isinstance(other, Game) and self.state() == other.state()

    __hash__ = None

    def __repr__(self) -> str:
        return f"<Game {self.rules}, round {self.round_no}, {self.player} to play>"

    # -- positions, saving -----------------------------------------------------------

    @classmethod
    def from_position(cls, rules: Rules | None = None, hands=(), top=None, **position) -> "Game":
        """A game set up at an exact position (see :func:`switchcore.position.setup`).
        The top card is a card already played: its effect as a starter (V-8)
        is never applied, whatever ``rules.starter_effects`` says; give
        ``pending``, ``turn`` and ``direction`` to set up an effect."""
        from .position import setup

        return setup(cls, rules, hands, top, **position)

    def to_json(self) -> str:
        """The game as JSON text; :meth:`from_json` reads it back equal."""
        from .save import dumps

        return dumps(self)

    @classmethod
    def from_json(cls, text: str, chance=None) -> "Game":
        """A game from :meth:`to_json`'s text, replayed move by move from its
        deal and checked against what the file says. ``chance``: the hook of
        a game saved with one, to choose the cards after those recorded."""
        from .save import loads

        return loads(cls, text, chance)


#: The names of the game's own attributes (its slots, less __dict__ and __weakref__).
_STATE = tuple(name for name in Game.__slots__ if not name.startswith("__"))
_PHASES = {NORMAL: NORMAL, DRAWN: DRAWN, MUST_PLAY: MUST_PLAY}
_TABLES = frozenset(("_tables", "_plays", "_called", "_fits", "_fit_plays", "_fit_called"))

