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
  the cell is tagged ``raises-exception``;
* a name not defined yet (a check run before its answer, a cell run before
  the cells it needs) is one sentence naming what is missing and saying to
  run the cells above first (:func:`undefined_text`); a bare word written
  as an answer (``queen_fits = no``) is told to be True or False, or text
  between quotes (:func:`bare_word_text`);
* a widget given a value it cannot take (``family="crazy eights"``) says
  which values it takes, in one sentence (:class:`ArgumentError`);
* a cell that stops with an error leaves no old value behind in the names
  it was to set: they hold a :class:`FailedAnswer`, so the check below it
  says to put the cell right instead of judging an earlier answer; after a
  syntax error (``playable = 6S 10D``) it shows the answer between quotes.

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

import ast
import builtins
import html
import re

from switchcore import CardError, PositionError, RulesError, SwitchcoreError
from switchcore.messages import say as sentence_of
from switchcore.messages import speak

from . import readable
from .settings import settings
from .words import say

__all__ = ["message_text", "message_html", "install", "uninstall", "installed", "RULES_PAGE", "ArgumentError",
           "FailedAnswer", "undefined_text", "missing_names"]

#: The rules page, relative to the lessons (every rule id is a heading there).
RULES_PAGE = "rules.ipynb"


def rules_page() -> str:
    """The rules page as a lesson links to it: ``rules.ipynb`` beside it, in
    ``notebooks/`` for English and ``notebooks/<lang>/`` in each language."""
    return RULES_PAGE


def rule_link(rule: str) -> str:
    """The link to ``rule`` on the rules page: the page's cell whose id is
    the rule's (``tools/rules_page.py``). JupyterLab finds a cell by its id
    as soon as the page opens; a heading's anchor (``#X-2``, which the
    page's headings also hold) only once the page is drawn, too late for a
    page the link itself opens.

    >>> rule_link("X-2")
    'rules.ipynb#cell-id=X-2'
    """
    return f"{rules_page()}#cell-id={rule}"


_state = {"installed": False, "before": None}


class ArgumentError(ValueError, TypeError):
    """A widget given a value it cannot take; the message names the values
    it takes. In a notebook it is shown as that one sentence."""


class FailedAnswer:
    """What a name holds after the cell that was to set it stopped with an
    error: a check given it says to put that cell right (never a verdict on
    an older answer), and the name shows the same in a cell. After a
    syntax error (``playable = 6S 10D``: the cell did not run at all),
    ``syntax`` is True and ``written`` holds what was written after the
    ``=``, so a check can show it between quotes."""

    def __init__(self, name: str, *, syntax: bool = False, written: str = "") -> None:
        self.name = name
        self.syntax = syntax
        self.written = written

    def quoted(self) -> str:
        """The answer as it should have been written: ``playable = "6S 10D"``."""
        words = " ".join(re.sub(r"[\"'“”«»,]", " ", self.written).split())
        return f'{self.name} = "{words or "7S 8C"}"'

    def __repr__(self) -> str:
        return say("friendly.failed_value", name=self.name)

    def __bool__(self) -> bool:
        return False


def _bound_names(tree: ast.AST) -> set[str]:
    """Every name a piece of code binds (assignments, imports, definitions,
    loop and function variables), wherever it does."""
    bound = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.alias):
            bound.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return bound


def _top_level_targets(tree: ast.Module) -> list[tuple[str, int]]:
    """(name, last line of its statement) for the names a cell assigns at its
    top level (``x = ...``, ``x: int = ...``, ``x += ...``), in order."""
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else [])
        for target in targets:
            for sub in ast.walk(target):
                if isinstance(sub, ast.Name):
                    names.append((sub.id, node.end_lineno or node.lineno))
    return names


def _parse(source: str) -> ast.Module | None:
    try:
        from IPython.core.inputtransformer2 import TransformerManager

        source = TransformerManager().transform_cell(source)
    except Exception:  # plain Python then
        pass
    try:
        return ast.parse(source)
    except SyntaxError:
        return None


def missing_names(source: str, namespace: dict, first: str | None = None) -> list[str]:
    """The names ``source`` reads that neither ``namespace``, the builtins
    nor the code itself define, in order of use (``first`` leading).

    >>> missing_names("my_game = BotGame(players=5, delay=delay)", {})
    ['BotGame', 'delay']
    >>> missing_names("from tutorial.checks import check; check(ben_cards, 3)", {}, first="ben_cards")
    ['ben_cards']
    """
    tree = _parse(source)
    found = [first] if first else []
    if tree is None:
        return found
    bound = _bound_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            name = node.id
            if name in bound or name in namespace or hasattr(builtins, name) or name in found:
                continue
            found.append(name)
    if first:
        found = [first] + sorted(found[1:], key=lambda n: source.find(n))
    else:
        found.sort(key=lambda n: source.find(n))
    return found


def _calls_a_check(source: str) -> bool:
    tree = _parse(source)
    if tree is None:
        return False
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.startswith("check")
               for node in ast.walk(tree))


def _bare_word(tree: ast.Module | None, source: str, name: str | None) -> tuple[str, str] | None:
    """(the name assigned, the words written) when the cell is one
    assignment of bare words (``queen_fits = no``, ``playable = KD, QS``), as
    an answer cell is, and ``name`` is one of them: words likely meant as
    text or as yes or no, not as names."""
    if tree is None or not name or len(tree.body) != 1:
        return None
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        value = node.value
        words = value.elts if isinstance(value, ast.Tuple) else [value]
        if all(isinstance(word, ast.Name) for word in words) and name in {word.id for word in words}:
            return node.targets[0].id, ast.get_source_segment(source, value) or name
    return None


def _reads_as_cards(written: str) -> bool:
    """True when every word of ``written`` is a card or a move word (in the
    lessons' language too)."""
    from switchcore import parse_move
    from switchcore.messages import language
    from switchcore.notation import read_card

    for word in written.replace(",", " ").split():
        try:
            read_card(word, language())
            continue
        except Exception:  # not a card: maybe a move word (draw, pass ...)
            pass
        try:
            parse_move(word)
        except Exception:
            return False
    return bool(written.split())


def bare_word_text(target: str, written: str, word: str) -> str:
    """The sentence for a bare word where text or yes/no was meant.

    >>> print(bare_word_text("queen_fits", "no", "no"))
    no on its own is a name Python does not know: answer True or False, or put the word between quotes, as in queen_fits = "no".
    >>> print(bare_word_text("playable", "KD, QS", "KD"))
    KD on its own is a name Python does not know: cards and moves are text, which goes between quotes, as in playable = "KD QS".
    """
    from .words import yes_no

    example = FailedAnswer(target, written=written).quoted()
    if yes_no(written) is not None:
        key = "friendly.bare_yes_no"
    elif _reads_as_cards(written):
        key = "friendly.bare_cards"
    else:
        key = "friendly.bare_word"
    return say(key, word=word, example=example)


def undefined_text(source: str, namespace: dict, name: str | None = None) -> str:
    """The sentence for a name not defined yet in the cell ``source``: it
    names every name the cell lacks and says to run the code cell above
    first (the answer, for a cell that calls a check) or the cells above. A
    cell that only assigns bare words (``queen_fits = no``) gets
    :func:`bare_word_text` instead.

    >>> print(undefined_text("check(ben_cards, 3)", {"check": print}, "ben_cards"))
    ben_cards is not defined yet: run the code cell above first, then this one.
    >>> print(undefined_text("next_player = Cat", {}, "Cat"))
    Cat is not defined yet: if it comes from a cell above, run the cells above first; if it is text, put it between quotes, as in next_player = "Cat".
    >>> print(undefined_text("my_game = BotGame(players=5, delay=delay)", {}, "BotGame"))
    BotGame and delay are not defined yet: they come from cells above, so run the cells above this one first, then this one.
    """
    from switchcore.messages import and_list

    bare = _bare_word(_parse(source), source, name)
    if bare is not None:
        return bare_word_text(*bare, name)
    names = missing_names(source, namespace, name)
    key = "friendly.undefined_check" if _calls_a_check(source) else "friendly.undefined"
    if len(names) > 1:
        key += "_many"
    return say(key, names=and_list(names))


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
            out.append(f"<br>{html.escape(line)} <a href='{rule_link(rule)}'>"
                       f"{html.escape(say('friendly.link', rule=rule))}</a>")
        else:
            out.append(f"<br>{html.escape(line)}")
    return "".join(out) + "</div>"


def _one_line_html(text: str, css: str) -> str:
    return (f"<div class='{css}' style='border-left:4px solid #e08a00;padding:4px 10px;background:#fff7e6'>"
            f"<b>✋ {html.escape(text)}</b></div>")


def _cell_source(shell) -> str:
    """The code of the cell that is running."""
    source = _state.get("source")
    if source is None:
        history = shell.user_ns.get("In") or [""]
        source = history[-1]
    return source or ""


def _handler(shell, etype, value, tb, tb_offset=None):
    if not settings.friendly_errors:
        stb = shell.InteractiveTB.structured_traceback(etype, value, tb, tb_offset=tb_offset)
        shell._showtraceback(etype, value, stb)
        return stb
    from IPython.display import display

    if isinstance(value, NameError):
        text = undefined_text(_cell_source(shell), shell.user_ns, getattr(value, "name", None))
        data = {"text/html": _one_line_html(text, "sc-friendly-error sc-not-defined"), "text/plain": "✋ " + text}
    elif isinstance(value, ArgumentError):
        text = str(value)
        data = {"text/html": _one_line_html(text, "sc-friendly-error sc-bad-argument"), "text/plain": "✋ " + text}
    else:
        data = {"text/html": message_html(value), "text/plain": message_text(value)}
    display(data, raw=True)
    return []


_ABSENT = object()
#: ``name = what was written`` on a line of its own, read without Python's
#: parser (for a cell that has a syntax error).
_SIMPLE_ASSIGNMENT = re.compile(r"^([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*(.*?)[ \t]*$", re.M)


def _before_cell(info) -> None:
    """Note the cell's code and what the names it assigns hold before it runs."""
    source = getattr(info, "raw_cell", "") or ""
    _state["source"] = source
    shell = _state.get("shell")
    tree = _parse(source)
    names = _top_level_targets(tree) if tree is not None else []
    namespace = shell.user_ns if shell is not None else {}
    _state["before"] = [(name, line, namespace.get(name, _ABSENT)) for name, line in names]


def _failed_line(error: BaseException, namespace: dict) -> int:
    """The line of the cell where ``error`` stopped it (0 when unknown)."""
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_globals is namespace and tb.tb_frame.f_code.co_name == "<module>":
            return tb.tb_lineno
        tb = tb.tb_next
    return 0


def _after_cell(result) -> None:
    """A cell that stopped with an error: each name it was to assign at or
    after the line that failed, and did not (it holds what it held before),
    holds a :class:`FailedAnswer`, so no check judges an earlier answer."""
    before, _state["before"] = _state.get("before"), None
    source, _state["source"] = _state.get("source"), None
    shell = _state.get("shell")
    if isinstance(getattr(result, "error_before_exec", None), SyntaxError) and shell is not None and source:
        # Nothing of the cell ran: every name it assigns on a line of its own has no answer.
        for name, written in _SIMPLE_ASSIGNMENT.findall(source):
            shell.user_ns[name] = FailedAnswer(name, syntax=True, written=written)
        return
    error = getattr(result, "error_in_exec", None)
    if not before or shell is None or error is None:
        return
    namespace = shell.user_ns
    failed = _failed_line(error, namespace)
    for name, line, old in before:
        if line >= failed and namespace.get(name, _ABSENT) is old:
            namespace[name] = FailedAnswer(name)


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
    shell.set_custom_exc((SwitchcoreError, NameError, ArgumentError), _handler)
    readable.install(shell)
    if not _state["installed"]:
        settings.on_change(_apply_language, "show_rule_codes")
    for event, hook in (("pre_run_cell", _before_cell), ("post_run_cell", _after_cell)):
        if hook not in shell.events.callbacks[event]:
            shell.events.register(event, hook)
    _state["shell"] = shell
    _apply_language()
    _state["installed"] = True
    return True


def uninstall(shell) -> None:
    """Undo :func:`install`: the engine's own sentences and tracebacks again."""
    shell.set_custom_exc((), None)
    readable.uninstall(shell)
    for event, hook in (("pre_run_cell", _before_cell), ("post_run_cell", _after_cell)):
        try:
            shell.events.unregister(event, hook)
        except ValueError:
            pass
    _state["shell"] = None
    speak(rule_ids=True)
    settings.remove_listener(_apply_language)
    _state["installed"] = False
