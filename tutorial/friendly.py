"""Calm messages in a notebook kernel.

When :mod:`tutorial` is imported in a notebook, three things change for that
kernel only (never in plain Python, so scripts and tests see the engine as
it is):

* the engine's sentences leave out their rule ids ("Ben misses a turn."
  rather than "Ben misses a turn (S-9)."): every event and refusal carries
  its rule as data, and the engine is told not to cite it
  (:func:`switchcore.messages.speak`);
* a move, a card or a suit at the end of a cell is shown in words
  (``[play 9♥, draw]``, not ``[Play(Card('9H')), DRAW]``; see
  :mod:`tutorial.readable`);
* an error of switchcore raised by a cell (a refused move, a card that does
  not exist, rules that cannot go together) is shown as one sentence, the
  rule in plain words and a link to it on the rules page, instead of a
  traceback. The cell still counts as failed, so Run All stops there unless
  the cell is tagged ``raises-exception``.

``tutorial.settings.show_rule_codes = True`` brings the codes back;
``tutorial.settings.friendly_errors = False`` brings tracebacks back.

>>> from switchcore import Game, IllegalMoveError, Rules
>>> game = Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C")
>>> try:
...     game.apply("KD")
... except IllegalMoveError as exc:
...     print(message_text(exc))
Not allowed: K♦ matches neither the current suit (clubs) nor the rank of 9♣.
The rule: a card fits when it matches the top card's suit (or the declared suit) or its rank.
Nothing on the table changed.
"""

from __future__ import annotations

import html

from switchcore import CardError, PositionError, RulesError, SwitchcoreError
from switchcore.messages import say as sentence_of
from switchcore.messages import speak

from . import readable
from .settings import settings
from .words import say

__all__ = ["message_text", "message_html", "install", "uninstall", "installed", "RULES_PAGE"]

#: The rules page, relative to the lessons (every rule id is a heading there).
RULES_PAGE = "rules.ipynb"


def rules_page() -> str:
    """The rules page as a lesson links to it: ``rules.ipynb`` beside it, in
    ``notebooks/`` for English and ``notebooks/<lang>/`` in each language."""
    return RULES_PAGE


_state = {"installed": False}


def _parts(exc: BaseException) -> tuple[str, str | None]:
    """(the sentence, the rule id or None) of a switchcore error."""
    rule = getattr(exc, "rule", None)
    reason = getattr(exc, "reason", None) or str(exc)
    return reason.strip().rstrip(".") or type(exc).__name__, rule


def _rule_words(rule: str) -> str:
    """The rule book's summary of ``rule``, in the lessons' language."""
    try:
        text = sentence_of(f"rule.{rule}", rule_ids=False)
    except KeyError:
        return ""
    return text[:1].lower() + text[1:]


def _opening(exc: BaseException) -> str:
    if isinstance(exc, CardError):
        return say("friendly.card")
    if isinstance(exc, PositionError):
        return say("friendly.position")
    if isinstance(exc, RulesError):
        return say("friendly.rules")
    return say("friendly.move")


def message_text(exc: BaseException) -> str:
    """The error as a learner reads it: what was wrong, the rule in plain
    words, and that nothing changed.

    >>> from switchcore import Game, Rules, RulesError
    >>> try:
    ...     Rules.switch(players=3, black_jacks_stack=True, wild_jacks=True)
    ... except RulesError as exc:
    ...     print(message_text(exc))
    These rules cannot go together: black jacks can only stack when they make the next player pick up seven.
    The rule: black jacks stack: 7, 14, ... until a red jack cancels or someone takes them all.
    Nothing was changed.
    >>> try:
    ...     Game.from_position(Rules.switch(players=2), hands=["9H KD", "4D"], top="9C").apply("1H")
    ... except Exception as exc:
    ...     print(message_text(exc))
    That is not a card or a move: '1H' is not a move: '1H' is not a card: '1' is not a rank (use A, 2-10 or T, J, Q, K).
    Nothing on the table changed.
    """
    reason, rule = _parts(exc)
    code = f" ({rule})" if rule and settings.show_rule_codes else ""
    lines = [say("friendly.line", opening=_opening(exc), reason=reason) + code]
    words = _rule_words(rule) if rule and not isinstance(exc, CardError) else ""
    if words:
        lines.append(say("friendly.rule", words=words))
    lines.append(say("friendly.nothing" if isinstance(exc, RulesError) else "friendly.table"))
    return "\n".join(lines)


def message_html(exc: BaseException) -> str:
    """:func:`message_text` as HTML, the rule linked to the rules page."""
    reason, rule = _parts(exc)
    first, *rest = message_text(exc).splitlines()
    out = [f"<div class='sc-friendly-error' style='border-left:4px solid #e08a00;padding:4px 10px;"
           f"background:#fff7e6'><b>✋ {html.escape(first)}</b>"]
    words = say("friendly.rule", words="")
    for line in rest:
        if line.startswith(words) and rule:
            out.append(f"<br>{html.escape(line)} <a href='{rules_page()}#{rule}'>"
                       f"{html.escape(say('friendly.link', rule=rule))}</a>")
        else:
            out.append(f"<br>{html.escape(line)}")
    return "".join(out) + "</div>"


def _handler(shell, etype, value, tb, tb_offset=None):
    if not settings.friendly_errors:
        stb = shell.InteractiveTB.structured_traceback(etype, value, tb, tb_offset=tb_offset)
        shell._showtraceback(etype, value, stb)
        return stb
    from IPython.display import display

    display({"text/html": message_html(value), "text/plain": message_text(value)}, raw=True)
    return []


def _apply_language(_settings=None) -> None:
    speak(rule_ids=settings.show_rule_codes)


def installed() -> bool:
    return _state["installed"]


def install(shell=None) -> bool:
    """Install the calm messages in ``shell`` (by default the running
    IPython kernel). Returns False, and changes nothing, outside a kernel."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
        if shell is None or not hasattr(shell, "kernel"):
            return False
    shell.set_custom_exc((SwitchcoreError,), _handler)
    readable.install(shell)
    if not _state["installed"]:
        settings.on_change(_apply_language)
    _apply_language()
    _state["installed"] = True
    return True


def uninstall(shell) -> None:
    """Undo :func:`install`: the engine's own sentences and tracebacks again."""
    shell.set_custom_exc((), None)
    readable.uninstall(shell)
    speak(rule_ids=True)
    if _apply_language in settings._listeners:
        settings._listeners.remove(_apply_language)
    _state["installed"] = False
