"""The model the widgets share: one game, and the widgets watching it.

Widgets never change the game themselves: they ask the controller, which
applies the move with the engine and then tells every observer to refresh.
So a hand and a table built on one controller always show the same game.

>>> from switchcore import Game, Rules
>>> ctl = GameController(Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H"))
>>> seen = []
>>> ctl.observe(lambda c: seen.append(str(c.game.top)))
>>> [str(e) for e in ctl.apply("7S", seat=0)]
['Ann played 7♠.']
>>> seen
['7♠']
"""

from __future__ import annotations

from switchcore import Game

__all__ = ["GameController", "as_controller"]


class GameController:
    """Holds ``game`` and the functions to call when it changes."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._observers: list = []

    def observe(self, callback) -> None:
        """Call ``callback(controller)`` after every change."""
        self._observers.append(callback)

    def unobserve(self, callback) -> None:
        self._observers.remove(callback)

    def notify(self) -> None:
        """Tell every observer that the game changed."""
        for callback in list(self._observers):
            callback(self)

    def apply(self, move, seat: int | None = None) -> list:
        """Apply ``move`` for ``seat`` with the engine, then notify. A refused
        move raises :class:`switchcore.IllegalMoveError` and changes nothing."""
        events = self.game.apply(move, seat)
        self.notify()
        return events

    def next_round(self) -> list:
        """Deal the next round of the match, then notify."""
        events = self.game.next_round()
        self.notify()
        return events

    def set_game(self, game: Game) -> None:
        """Watch another game from now on (a new position, a scenario step)."""
        self.game = game
        self.notify()


def as_controller(game_or_controller) -> GameController:
    """A controller for a game, or the controller itself."""
    if isinstance(game_or_controller, GameController):
        return game_or_controller
    if isinstance(game_or_controller, Game):
        return GameController(game_or_controller)
    from .friendly import ArgumentError
    from .words import say

    raise ArgumentError(say("widget.bad_kind", name="game", kind=say("widget.a_game"),
                            value=type(game_or_controller).__name__))
