"""The widgets of the lessons (see :mod:`tutorial` for the list)."""

from ..browser import install as _install_browser_comms
from .base import CSS, style_widget
from .botgame import BotGame, available_bots, bots_match, describe_bots
from .hand import HandWidget
from .rules_panel import RulesPanel
from .stepper import StepThrough
from .table import TableWidget

_install_browser_comms()  # in a browser's Python only (see tutorial/browser.py)

__all__ = ["CSS", "style_widget", "BotGame", "available_bots", "bots_match", "describe_bots", "HandWidget", "RulesPanel", "StepThrough",
           "TableWidget"]
