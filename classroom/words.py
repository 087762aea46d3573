"""Every word the classroom's command line and tables print, by id.

``python -m classroom play | tournament | leaderboard`` write their prompts,
lines and table headers from these English templates, in the language the
engine speaks (:func:`switchcore.messages.use_language`, chosen with
``--lang`` or from ``LANG``); the translations are the gettext catalogues
``classroom/locale/<lang>/LC_MESSAGES/classroom.po``, made and compiled by
``python -m tools.i18n`` as the engine's are.

>>> say("play.goodbye"), say("play.goodbye", language="fr")
('Goodbye.', 'Au revoir.')
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

from switchcore.messages import Catalogue

__all__ = ["ENGLISH", "SINGULAR", "say"]

ENGLISH = MappingProxyType({
    # a game in the terminal
    "play.start": "{rules} (seed {seed}). You are {name}; the others are {bot} bots.",
    "play.hand": "Your hand: {hand}",
    "play.prompt": "Your move (number, card such as 7H, draw, help, quit): ",
    "play.number": "Choose a number from 1 to {last}.",
    "play.refused": "Not allowed: {reason}",
    "play.late": 'You did not call "last card". Type "last" to call it now, or press Enter: ',
    "play.goodbye": "Goodbye.",
    "rules.name": "{family}, {count} players",
    # a tournament's table
    "table.title": "{done} {what} of {rules};{seed} points are {kind}.",
    "table.seed": " seed {seed};",
    "table.of": "{done} of {planned}",
    "table.games": "games",
    "table.matches": "matches",
    "table.penalty": "penalty, low is good",
    "table.points": "points, high is good",
    "table.strategy": "strategy",
    "table.wins": "wins",
    "table.win_rate": "win rate",
    "table.interval": "95% interval",
    "table.average": "avg points",
    "table.turns": "turns/round",
    "table.forfeits": "forfeits",
    "table.round_length": "Average round length: {moves} moves.",
    "table.stalled": "{count} games went past the move limit and count as lost by everyone.",
    "table.forfeited": "{count} games with a forfeit: the seat's turns were played by the easy bot and the game "
                       "counts as lost for it.",
})

#: The English for a count of one, where it differs (a plural entry's msgid).
SINGULAR = MappingProxyType({
    "rules.name": "{family}, {count} player",
    "table.stalled": "{count} game went past the move limit and counts as lost by everyone.",
    "table.forfeited": "{count} game with a forfeit: the seat's turns were played by the easy bot and the game "
                       "counts as lost for it.",
})

LOCALE = Path(__file__).with_name("locale")
CATALOGUE = Catalogue("classroom", ENGLISH, SINGULAR, LOCALE)


def say(key: str, language: str | None = None, **values) -> str:
    """The words ``key`` with ``values`` filled in, in ``language`` (by
    default the engine's)."""
    return CATALOGUE.words(key, values.get("count", 1), language).format(**values)


def rules_name(rules) -> str:
    """``rules`` as the table's title names them: the family and the players
    in words, then any setting changed, as Python writes it."""
    from switchcore.messages import say as engine_say

    name = say("rules.name", family=engine_say(f"family.{rules.family.value}"), count=rules.players)
    return name + str(rules)[len(f"{rules.family}, {rules.players} players"):]
