"""The table in plain sentences: what a learner reads beside the pictures,
in the lessons' language (:func:`tutorial.language`).

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.switch(players=2), hands=["2S 9D 4C", "KH 3C 2D"], top="2H", pending=2, turn=1)
>>> for line in status_lines(g):
...     print(line)
Top card: 2♥. Current suit: hearts ♥.
Play goes clockwise ↻.
Ben must draw 2 or play a 2.
Stock: 45 cards. Discard pile: 1 card.
>>> print(refusal_text("KH", "X-2", "K♥ matches neither the current suit (spades) nor the rank of 7♠"))
K♥ cannot be played: K♥ matches neither the current suit (spades) nor the rank of 7♠.
"""

from __future__ import annotations

from switchcore import Card
from switchcore.messages import say as sentence_of

from .settings import cite
from .words import say

__all__ = ["status_lines", "suit_line", "direction_line", "pending_line", "count", "refusal_text", "plural"]


def plural(n: int, word: str) -> str:
    """'1 card', '2 cards' (in the lessons' language for cards)."""
    if word == "card":
        return say("text.cards", count=n)
    return f"{n} {word}" + ("" if n == 1 else "s")


count = plural


def suit_line(game) -> str:
    """The top card and the current suit, saying when a wild card declared it.

    >>> from switchcore import Game, Rules
    >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["KD", "2H"], top="8C", suit="D")
    >>> suit_line(g)
    'Top card: 8♣. Current suit: diamonds ♦ (declared with 8♣).'
    """
    top, suit = game.top, game.suit
    line = say("text.suit", card=top.text, suit=suit.word(), symbol=suit.symbol)
    if top.suit is not suit:
        line += say("text.declared", card=top.text)
    return line + "."


def direction_line(game) -> str:
    return say("text.clockwise" if game.direction == 1 else "text.anticlockwise")


def pending_line(game) -> str:
    """'Ben must draw 4 or play a 2.', or '' when nothing is pending."""
    if game.pending is None or game.round_over:
        return ""
    return sentence_of("table.must", player=game.player, what=game.pending.describe())


def status_lines(game) -> list[str]:
    """The state of the table, one sentence a line."""
    lines = [suit_line(game), direction_line(game)]
    if game.round_over:
        lines.append(say("text.round_over"))
    else:
        lines.append(pending_line(game) or say("text.to_play", player=game.player))
    lines.append(say("text.stock", count=game.stock_size) + " " + say("text.discard", count=len(game.discard)))
    return lines


def refusal_text(card, rule: str, reason: str) -> str:
    """Why ``card`` cannot be played; the rule id follows when
    ``tutorial.settings.show_rule_codes`` is on (the tooltip names it always)."""
    card = Card.parse(card)
    reason = cite(reason.rstrip("."), rule)
    return say("text.cannot", card=card.text, reason=reason)
