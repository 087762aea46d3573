"""tutorial: cards you can see and turns you can click, for the lessons.

Everything a lesson needs comes from this package; every rule comes from
``switchcore``. The widgets share one game through a :class:`GameController`
and redraw together after every move. Each widget has CSS classes
(``sc-hand``, ``sc-card-button``, ``sc-draw`` ...) so pages can find its parts.

``HandWidget(game, seat)`` -- one hand as buttons; legal cards stand out::

    game = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
    hand = HandWidget(game, seat=0)
    hand          # click K♦ to read why it does not fit (X-2), then 7♠

``TableWidget(game, show_all=False, seat=None)`` -- the table in pictures and sentences::

    ctl = GameController(game)
    table, hand = TableWidget(ctl, seat=0), HandWidget(ctl, 0)
    W.VBox([table, hand])   # both redraw after every move

``StepThrough(scenario)`` -- Prev / Next / Reset through a scripted scenario::

    from tutorial import StepThrough, load_scenario, scenario_names
    StepThrough(load_scenario("walkthrough"))     # scenario_names() lists them all

``RulesPanel(factory, players)`` -- the same position under rules you toggle::

    RulesPanel(lambda rules: Game.from_position(rules, hands=["8S JC 4H", "2H 3C"], top="7H"),
               players=2)

``BotGame(players, family, levels=..., delay=...)`` -- a whole match against bots::

    BotGame(players=4, family="switch", levels=["human", "first", "first", "first"],
            strategies={"first": lambda view: view.legal_moves[0]})   # or names from classroom.bots
    # press Deal; a chart of the totals follows each round

``Scenario.load(data)`` -- your own scenario from a dict or JSON (see :mod:`tutorial.scenario`).

``tutorial.checks`` -- self-checks for exercises. A check takes the position it
asks about by a shipped scenario's name, or rebuilds it with
``position(name, *moves)``, so no other cell can change its verdict::

    check_playable(playable, "quiz_six_of_diamonds")
    check(stock_after, position("quiz_reshuffle", "draw").stock_size)

``tutorial.language("fr")`` -- everything a learner reads in French (or
``it``, ``nl``, ``es``): widgets, checks, the engine's sentences.

In a notebook, importing ``tutorial`` makes messages calm (see
:mod:`tutorial.friendly`): sentences without rule codes, and a refused move
in a cell shown as one sentence with its rule in plain words instead of a
traceback. ``tutorial.settings.show_rule_codes = True`` brings the codes back.
"""

from .settings import settings  # noqa: I001 (first: the widgets read it)
import os as _os
from switchcore.messages import LANGUAGES, use_language
from switchcore.messages import language as _current_language
from .controller import GameController
from .friendly import install as _install_friendly
from .options import OPTIONS, rules_for
from .scenario import Scenario, ScenarioError, load_scenario, scenario_names
from .widgets import (CSS, BotGame, HandWidget, RulesPanel, StepThrough, TableWidget, available_bots, bots_match,
                      describe_bots, style_widget)

__all__ = ["language", "LANGUAGES", "settings", "GameController", "OPTIONS", "rules_for", "Scenario", "ScenarioError", "load_scenario",
           "scenario_names", "CSS", "BotGame", "HandWidget", "RulesPanel", "StepThrough", "TableWidget",
           "available_bots", "bots_match", "describe_bots", "style_widget"]



def language(lang: str | None = None) -> str | None:
    """Choose the language of everything a learner reads, in one call: the
    engine's sentences, the widgets, the checks and the calm errors; ``fr``,
    ``it``, ``nl``, ``es`` or ``en``. Widgets made after the call speak it.
    Without an argument, the language chosen now.

    >>> language("fr"); from tutorial.checks import check; check("vrai", True)
    ✓ Juste !
    >>> language("en"); language()
    'en'
    """
    if lang is None:
        return _current_language()
    use_language(lang)
    return None


_install_friendly()
# A kernel started for one language (python3 dev.py game --lang fr sets this)
# speaks it from the start.
if _os.environ.get("SWITCHCORE_LANG") in LANGUAGES:
    language(_os.environ["SWITCHCORE_LANG"])
