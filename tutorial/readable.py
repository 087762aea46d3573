"""Values as a learner reads them, in a notebook kernel.

A cell that ends with a move, a card or a suit shows it the way the
lessons say it, in the lessons' language, instead of the Python form a
programmer types (the repr, which stays as it is everywhere else)::

    game.legal_moves()     # a lesson shows  [play 9♥, play 3♣, draw]
                           # not             [Play(Card('9H')), Play(Card('3C')), DRAW]

Only IPython's plain-text display changes (:func:`install`, called when
:mod:`tutorial` is imported in a kernel): ``repr()``, ``print()`` and
scripts see the engine as it is.

>>> from switchcore import DRAW, Card, Play, Suit
>>> move_text(Play(Card.parse("8C"), Suit.DIAMONDS)), move_text(DRAW)
('play 8♣ and declare diamonds', 'draw')
>>> move_text(Play(Card.parse("5H"), announce=True))
'play 5♥ and call "last card"'
"""

from __future__ import annotations

import enum

from switchcore import DRAW, KEEP, LAST, PASS, TAKE, Card, Play, Suit
from switchcore.cards import Cards
from switchcore.moves import PlainMove

from .words import say

__all__ = ["move_text", "install"]

_PLAIN = {DRAW: "move.draw", KEEP: "move.keep", TAKE: "move.take", PASS: "move.pass", LAST: "move.last"}


def move_text(move) -> str:
    """A move in the lessons' words and language."""
    if isinstance(move, Play):
        if move.suit is not None:
            text = say("move.play_suit", card=move.card.text, suit=move.suit.word())
        else:
            text = say("move.play", card=move.card.text)
        return say("move.and_call", move=text) if move.announce else text
    return say(_PLAIN[move]) if move in _PLAIN else str(move)


def _printer(text_of):
    def pretty(value, p, cycle):
        p.text(text_of(value))
    return pretty


def _setting(member) -> str:
    """A setting's value as it is written (``"rounds"``); a family by its name."""
    from switchcore import Family

    return str(member) if isinstance(member, Family) else str(member.value)


def install(shell) -> None:
    """Show moves, cards, suits and the engine's settings readably in
    ``shell``'s plain-text display."""
    from switchcore import choices

    plain = shell.display_formatter.formatters["text/plain"]
    plain.for_type(Play, _printer(move_text))
    plain.for_type(PlainMove, _printer(move_text))
    plain.for_type(Card, _printer(lambda card: card.text))
    plain.for_type(Cards, _printer(str))
    plain.for_type(Suit, _printer(lambda suit: suit.word()))
    for kind in vars(choices).values():
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            plain.for_type(kind, _printer(_setting))


def uninstall(shell) -> None:
    """Undo :func:`install`: the Python forms again."""
    from switchcore import choices

    plain = shell.display_formatter.formatters["text/plain"]
    kinds = [Play, PlainMove, Card, Cards, Suit]
    kinds += [k for k in vars(choices).values() if isinstance(k, type) and issubclass(k, enum.Enum)]
    for kind in kinds:
        plain.type_printers.pop(kind, None)
