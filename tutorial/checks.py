"""Self-checks for the exercises of the lessons.

Each check prints one line: a tick when the answer is right, or a hint when
it is not. A check never prints the expected answer, so a learner can try
again. An answer left as ``...`` (the placeholder in the exercise cells) gets
a reminder to write something first.

>>> check(2 + 2, 4, hint="Count on your fingers.")
✓ Right!
>>> check(5, 4, hint="Count on your fingers.")
✗ Not yet. Hint: Count on your fingers.
>>> check(..., 4)
✎ Write your answer in the cell above (replace the ...), then run both cells again.

A check never reads a game that later cells may have changed: it takes the
position it asks about by the name of a shipped scenario (see
:func:`position`), as a function that builds it, or as a game (which it
copies). So "Run All, then answer", "answer, then Run All" and cells run out
of order all get the same verdict.

Yes and no may be written in any language of the lessons (oui, vrai, sì,
falso, ja, onwaar, sí, verdadero ...), and every verdict is written in the
language chosen with :func:`tutorial.language`. Card answers are written as
text, in any order, with symbols or letters (in the lessons' language, its
own letters too: D♠ or DP for the dame de pique in French):

>>> from switchcore import Game, Rules, cards
>>> check_cards("7♠ 8c", cards("8C 7S"))
✓ Right!
>>> check_cards("7S", cards("8C 7S"), hint="Look for the same rank too.")
✗ Not yet: a card that fits is missing. Hint: Look for the same rank too.
"""

from __future__ import annotations

from typing import Any, Callable

from switchcore import Card, CardError, Game, IllegalMoveError, Play, Suit, by_suit, cards, parse_move

from switchcore.explain import unreadable
from switchcore.messages import language
from switchcore.notation import read_card, read_suit

from .friendly import FailedAnswer
from .settings import cite
from .words import ENGLISH, say, yes_no

__all__ = ["check", "check_cards", "check_playable", "check_move", "playable_cards", "position"]

#: The verdicts in English (a check prints them in the lessons' language).
RIGHT = ENGLISH["check.right"]
WRONG = ENGLISH["check.wrong"]
EMPTY = ENGLISH["check.empty"]


def _blank(answer: Any) -> bool:
    return answer is ... or answer is None or (isinstance(answer, str) and not answer.strip())


def _unready(answer: Any) -> bool:
    """Print what to do when ``answer`` is no answer yet: blank, or left
    without a value by an answer cell that stopped with an error (whatever
    it held before is not judged). True when it printed.

    >>> _unready(FailedAnswer("my_game"))
    ✎ The cell above stopped with an error, so my_game has no answer: put it right, run it again, then this one.
    True
    """
    if isinstance(answer, FailedAnswer):
        print("✎ " + say("friendly.failed_answer", name=answer.name))
        return True
    if _blank(answer):
        print(say("check.empty"))
        return True
    return False


def _say(ok: bool, hint: str = "", right: str = "", detail: str = "") -> None:
    if ok:
        print(f"{say('check.right')} {right}".rstrip())
        return
    text = say("check.wrong") if not detail else say("check.wrong_because", detail=detail)
    if hint:
        text += " " + say("check.hint", hint=hint)
    print(text)


def _as_bool(answer: Any) -> bool | None:
    """Yes or no, as True or False, in any language of the lessons (oui,
    vrai, sì, falso, ja, onwaar, sí, verdadero ...)."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        return yes_no(answer)
    return None


def _same(answer: Any, expected: Any) -> bool:
    """Loose equality: text and numbers, yes and True, '7h' and 7♥ agree."""
    if isinstance(expected, bool):
        return _as_bool(answer) is expected
    if isinstance(expected, int):
        try:
            return int(str(answer).strip()) == expected and not isinstance(answer, bool)
        except ValueError:
            return False
    if isinstance(expected, Card):
        try:
            return Card.parse(str(answer).strip() if not isinstance(answer, Card) else answer,
                              language=language()) is expected
        except (CardError, ValueError):
            return False
    if isinstance(expected, str):
        return isinstance(answer, str) and answer.strip().lower() == expected.strip().lower()
    return answer == expected


def check(answer: Any, expected: Any, hint: str = "", *, right: str = "") -> None:
    """Print whether ``answer`` is right.

    ``expected`` is the right value (compared loosely: ``"yes"`` equals
    True, ``"12"`` equals 12, ``"7h"`` equals the card 7♥, text ignores
    case), or a function that takes the answer and returns True when it is
    right. ``hint`` is shown after a wrong answer, ``right`` after a right one.

    >>> check("YES", True)
    ✓ Right!
    >>> check(7, lambda a: a > 5, right="Any number above 5 will do.")
    ✓ Right! Any number above 5 will do.
    """
    if _unready(answer):
        return
    if callable(expected):
        try:
            ok = bool(expected(answer))
        except Exception:
            ok = False
    else:
        ok = _same(answer, expected)
    _say(ok, hint, right)


def _card_set(answer: Any) -> set | str:
    """The cards of ``answer``, or why it is not cards."""
    try:
        if isinstance(answer, Card):
            return {answer}
        if isinstance(answer, str):
            return {read_card(part, language()) for part in answer.replace(",", " ").split()}
        return set(cards(answer))
    except CardError as exc:
        if language() != "en":
            return exc.reason.rstrip(".")  # the language's own sentence, naming the notation
        return say("check.write_cards")
    except (ValueError, TypeError):
        return say("check.write_cards")


def check_cards(answer: Any, expected, hint: str = "", *, right: str = "") -> None:
    """Print whether the cards in ``answer`` (text such as ``"7S 8C"``, or
    cards) are exactly the cards ``expected``, in any order. A wrong answer
    is told whether a card is missing or one too many is listed, never which.

    >>> check_cards("7S 8C KD", cards("8C 7S"))
    ✗ Not yet: one card listed does not belong.
    >>> check_cards("7X", cards("8C 7S"))
    ✗ Not yet: write cards as in "7S 8C" or "7♠ 8♣".
    >>> check_cards("none", cards(""))
    ✓ Right!
    """
    if _unready(answer):
        return
    if isinstance(answer, str) and answer.strip().lower() in {"none", "nothing", "-", say("check.none")}:
        answer = ""
    got, want = _card_set(answer), set(cards(expected))
    if isinstance(got, str):
        _say(False, "", detail=got)
        return
    extra, missing = len(got - want), len(want - got)
    if not extra and not missing:
        _say(True, right=right)
        return
    parts = []
    if missing:
        parts.append(say("check.missing", count=missing))
    if extra:
        parts.append(say("check.extra", count=extra))
    _say(False, hint, detail=parts[0] if len(parts) == 1 else say("check.both", first=parts[0], second=parts[1]))


def position(name, *moves) -> Game:
    """A fresh game at the start of the shipped scenario ``name`` (see
    :func:`tutorial.scenario_names`), after ``moves`` (text or moves) are
    played. Every call builds a new game, so nothing a notebook did before
    can change it.

    >>> game = position("walkthrough", "7S", "draw")
    >>> str(game.top), [str(c) for c in game.hand(1)][-1]
    ('7♠', '4♥')
    >>> position("walkthrough").top is position("walkthrough").top
    True
    """
    from .scenario import load_scenario

    game = load_scenario(name).start.copy()
    for move in moves:
        game.apply(move)
    return game


def _game(where) -> Game:
    """The game a check asks about: a scenario name, a function that builds
    the game, or a game (copied, so the check never changes it)."""
    if isinstance(where, str):
        return position(where)
    if isinstance(where, Game):
        return where.copy()
    if callable(where):
        return where()
    raise TypeError(f"give a scenario name, a function that builds a game, or a Game, not {type(where).__name__}")


def playable_cards(game: Game, seat: int | None = None) -> set:
    """The cards that ``seat`` (the player to act by default) may play now.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD 2H", "3C"], top="7H")
    >>> sorted(c.code for c in playable_cards(g))
    ['2H', '7S']
    """
    if seat is not None and seat != game.turn:
        return set()
    return {move.card for move in game.legal_moves() if isinstance(move, Play)}


def check_playable(answer: Any, game, hint: str = "", *, seat: int | None = None, right: str = "") -> None:
    """Print whether ``answer`` lists exactly the cards the player to act
    could play now (X-2), without saying which they are. ``game`` is a
    scenario name, a function that builds the game, or a game.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD 2H", "3C"], top="7H")
    >>> check_playable("7S 2H", g)
    ✓ Right!
    >>> check_playable("7S", g, hint="Check the suit of the top card.")
    ✗ Not yet: a card that fits is missing. Hint: Check the suit of the top card.
    >>> check_playable("8C 7S", "walkthrough")
    ✓ Right!
    """
    check_cards(answer, sorted(playable_cards(_game(game), seat), key=by_suit), hint, right=right)


def check_move(answer: Any, game, right_move: Callable[[Any], bool] | None = None, hint: str = "",
               *, right: str = "") -> None:
    """Print whether ``answer`` (text such as ``"5H last"`` or ``"draw"``)
    is a legal move now and, with ``right_move``, the move the exercise asks
    for (``right_move`` gets the parsed move). ``game`` is a scenario name,
    a function that builds the game, or a game; it is never changed.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["7S 8C", "3C"], top="7H")
    >>> check_move("KD", g)
    ✗ Not yet: that move is not allowed here: Ann has no K♦ in hand.
    >>> check_move("7S", g, lambda m: m.announce, hint="Ann will have one card left.")
    ✗ Not yet. Hint: Ann will have one card left.
    >>> check_move("7S last", g, lambda m: m.announce)
    ✓ Right!
    """
    if _unready(answer):
        return
    game = _game(game)
    try:
        move = _read_move(answer)
    except (CardError, ValueError) as exc:
        reason = exc.reason.rstrip(".") if getattr(exc, "in_language", False) else unreadable(answer, exc)
        _say(False, hint, detail=say("check.not_a_move", reason=reason))
        return
    if not game.is_legal(move):
        why = _refusal(game, move)
        _say(False, "" if why else hint, detail=say("check.not_allowed_because", reason=why) if why
             else say("check.not_allowed"))
        return
    ok = right_move is None or bool(right_move(move))
    _say(ok, hint, right)


def _read_move(answer: Any):
    """A move as a learner writes it: in another language than English, the
    card and the declared suit may use that language's letters or words
    (``RP`` for the roi de pique, ``8T P`` for 8♣ asking for spades)."""
    lang = language()
    if lang == "en" or not isinstance(answer, str):
        return parse_move(answer)
    words = answer.replace(",", " ").split()
    if not words or words[0].lower() in {"draw", "keep", "take", "pass", "last"}:
        return parse_move(answer)
    try:
        words[0] = read_card(words[0], lang).code
        if len(words) > 1 and words[1].lower() not in {"last", "!", "lastcard", "last-card"}:
            words[1] = read_suit(words[1], lang).value
    except CardError as exc:
        exc.in_language = True  # the language's own sentence, naming the notation
        raise
    return parse_move(" ".join(words))


def _refusal(game: Game, move) -> str:
    """The engine's reason for refusing ``move``, tried on a copy."""
    try:
        game.copy().apply(move)
    except IllegalMoveError as exc:
        return cite(exc.reason, exc.rule)
    return ""
