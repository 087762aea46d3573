"""A learner's bot, tried on many positions of both families: the engine is the judge.

A bot (lessons 08 and 09) is a plain function ``bot(view) -> move``: a
:class:`switchcore.SeatView` in, one of ``view.legal_moves`` (or text such as
``'7H'`` or ``'draw'``) out. The oracle asks it for a move in a fixed set of
positions taken from seeded games of Switch and of Crazy Eights (with and
without the special cards of C-7), at every kind of decision: a card to
play, a penalty to answer, a drawn card to play or keep. A move the rules
refuse is reported with the position, the move and the engine's own reason
and rule id.

Four checks build on each other, as the steps of the lesson do:

* :func:`first_bad_move`: a legal move in every position;
* :func:`first_wasted_eight`: in Crazy Eights, never an eight while another card fits (C-4, C-8);
* :func:`first_low_card`: of the cards that fit and are not eights, the highest rank;
* :func:`first_short_suit`: an eight declares a suit the hand holds most of.

>>> len(positions()) > 200
True
>>> first_bad_move(lambda view: view.legal_moves[0]) is None
True
>>> print(first_bad_move(lambda view: "draw").split(":")[0])
In position 1 (Crazy Eights, set up by hand, 2 players)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from switchcore import Card, Game, IllegalMoveError, Play, Rules, parse_move
from classroom.bots import BOTS
from switchcore.scoring import card_points

from .base import Stop, Student, check, passed, same
from .words import family, number, say

__all__ = ["Position", "positions", "try_bot", "move_problem", "first_bad_move", "first_wasted_eight", "first_low_card",
           "first_short_suit"]

#: The tables the positions come from: (label, rules), each played for a few seeded games.
TABLES = (
    ("Crazy Eights", Rules.crazy_eights(players=2, match="single")),
    ("Switch", Rules.switch(players=2)),
    ("Crazy Eights", Rules.crazy_eights(players=4, match="single")),
    ("Switch", Rules.switch(players=3)),
    ("Crazy Eights with special cards (C-7)", Rules.crazy_eights(players=3, special_cards=True, match="single")),
    ("Switch", Rules.switch(players=5)),
)
GAMES_PER_TABLE = 3
#: Keep one ordinary decision in this many (every unusual one is kept).
EVERY = 5


@dataclass(frozen=True)
class Position:
    """One decision of a seeded game: ``game`` is left at that moment."""

    number: int
    label: str
    game: Game
    game_no: int
    move_no: int

    def name(self) -> str:
        players = self.game.rules.players
        if not self.game_no:
            return say("bots.position", number=self.number, table=_table_words(self.label), players=players)
        return say("bots.position_game", number=self.number, table=_table_words(self.label), players=players,
                   game=self.game_no, move=self.move_no)

    def describe(self) -> str:
        """The table as the seat to act sees it, and its legal moves."""
        view = self.game.view(self.game.turn)
        moves = ", ".join(m.code for m in view.legal_moves)
        key = "bots.table" + ("_pending" if view.pending is not None else "") + ("_drawn" if view.drawn is not None
                                                                                 else "")
        return say(key, top=view.top.text, suit=view.suit.word(), hand=view.hand, moves=moves, player=view.name,
                   what=view.pending.describe() if view.pending is not None else "",
                   card=view.drawn.text if view.drawn is not None else "")


def _table_words(label: str) -> str:
    """A table's label (:data:`TABLES`) in the learner's language."""
    return {"Switch": family("switch"), "Crazy Eights": family("crazy_eights"),
            "Crazy Eights, set up by hand": say("bots.by_hand"),
            "Crazy Eights with special cards (C-7)": say("bots.special_cards")}.get(label, label)


#: Positions set up by hand (Crazy Eights for two), tried first: the 7♥ walkthrough, two eights
#: round a king, three cards that fit, only an eight that fits, nothing that fits.
BY_HAND = (
    ("7S 8C KD", "7H"),
    ("8C KD 8H", "KS"),
    ("8H 5D KC 3H", "5C"),
    ("3S 8C KD 4D", "7H"),
    ("2S 3C 9S", "7H"),
)


@lru_cache(maxsize=1)
def positions() -> tuple[Position, ...]:
    """The positions every bot is tried on (built once): a few set up by hand
    (:data:`BY_HAND`), then copies of seeded games at their decisions, played
    by the built-in medium bot."""
    found: list[Position] = []
    rules = Rules.crazy_eights(players=2, match="single")
    for number, (hand, top) in enumerate(BY_HAND, 1):
        game = Game.from_position(rules, hands=[hand, "2H 3D 9C"], top=top)
        found.append(Position(number, "Crazy Eights, set up by hand", game, 0, 1))
    bot = BOTS["medium"]
    for label, rules in TABLES:
        for game_no in range(1, GAMES_PER_TABLE + 1):
            game = Game(rules, seed=game_no)
            move_no = 0
            while not game.round_over and move_no < 400:
                move_no += 1
                view = game.view(game.turn)
                unusual = view.pending is not None or view.drawn is not None
                if unusual or move_no % EVERY == 1:
                    found.append(Position(len(found) + 1, label, game.copy(), game_no, move_no))
                game.apply(bot(view))
    return tuple(found)


def _text(move) -> str:
    code = getattr(move, "code", None)
    return repr(code) if code is not None else repr(move)


def move_problem(position: Position, move) -> str | None:
    """Why ``move`` cannot be made in ``position``, in plain words with the rule; None when it is legal."""
    game = position.game
    if move is None:
        return say("bots.none")
    if move is ...:
        return say("bots.ellipsis")
    if isinstance(move, Card):
        return say("bots.card", card=move.text, code=move.code)
    if isinstance(move, str):
        try:
            move = parse_move(move)
        except ValueError as exc:
            return say("bots.unreadable", got=repr(move), reason=exc)
    elif not hasattr(move, "code"):
        return say("bots.not_a_move", kind=type(move).__name__)
    if not type(move).__module__.startswith("switchcore."):
        return say("bots.not_a_move", kind=type(move).__name__)
    if _legal(game, move) is not None:
        return None
    try:
        game.copy().apply(move)
    except IllegalMoveError as exc:
        return say("bots.refused", move=_text(move), reason=exc.reason, rule=exc.rule)
    return say("bots.not_legal", move=_text(move))


def _legal(game: Game, move):
    """The engine's legal move that ``move`` is (same type, equal by the
    engine's own ``==``), or None."""
    return next((legal for legal in game.legal_moves() if same(legal, move)), None)


def _ask(call, position: Position):
    """The move ``call`` makes in ``position``; a learner's function is called
    through its :class:`~grading.base.Student` wrapper (an error or an
    endless loop there stops the check with a friendly message)."""
    view = position.game.view(position.game.turn)
    if isinstance(call, Student):  # a view is immutable: no copy is needed (a deep copy of its log is slow)
        return call(view, shown=say("bots.shown", name=call.name, position=position.name()),
                    case={"position": position.number},
                    copy_args=False)
    return call(view)


def _answers(call) -> tuple[str | None, list]:
    """Ask ``call`` once in every position: (the first illegal move in words,
    or None; the (position, view, move) answers so far)."""
    found = []
    for position in positions():
        view = position.game.view(position.game.turn)
        move = _ask(call, position)
        problem = move_problem(position, move)
        if problem is not None:
            return say("bots.in_position", position=position.name(), problem=problem, table=position.describe()), found
        found.append((position, view, _legal(position.game, _as_move(move))))
    return None, found


def first_bad_move(call) -> str | None:
    """The first position where ``call(view)`` does not give a legal move, in
    plain words; None when every move is legal."""
    return _answers(call)[0]


def _plays(moves) -> list:
    return [m for m in moves if isinstance(m, Play)]


def _as_move(move):
    return parse_move(move) if isinstance(move, str) else move


def _wasted_eight(answers) -> str | None:
    for position, view, move in answers:
        if Card.parse("8C") not in position.game.rules.effects.wilds:
            continue  # eights are wild only in Crazy Eights
        others = [m for m in _plays(view.legal_moves) if m.card.rank != 8]
        if others and isinstance(move, Play) and move.card.rank == 8:
            fits = " ".join(dict.fromkeys(m.card.text for m in others))
            return say("bots.wasted_eight", position=position.name(), card=move.card.text, fits=fits,
                       points=card_points(move.card, position.game.rules), table=position.describe())
    return None


def _low_card(answers) -> str | None:
    for position, view, move in answers:
        others = [m.card for m in _plays(view.legal_moves) if m.card.rank != 8]
        if not others or not isinstance(move, Play) or move.card.rank == 8:
            continue
        rules = position.game.rules
        highest = max(others, key=lambda card: card_points(card, rules))
        worth, best = card_points(move.card, rules), card_points(highest, rules)
        if worth < best:
            rule = "S-15" if rules.family.value == "switch" else "C-8"
            return say("bots.low_card", position=position.name(), card=move.card.text, worth=worth,
                       highest=highest.text, best=best, rule=rule, table=position.describe())
    return None


def _not_first_kept(answers) -> str | None:
    """keep_eights (lesson 08): the first play that is not an eight, else the first legal move."""
    for position, view, move in answers:
        plays = [m for m in _plays(view.legal_moves) if m.card.rank != 8]
        right = plays[0] if plays else view.legal_moves[0]
        if not same(right, move):
            return say("bots.not_first_kept" if plays else "bots.not_first_fallback", position=position.name(),
                       move=move.code, right=right.code, table=position.describe())
    return None


def _not_first_high(answers) -> str | None:
    """shed_high (lesson 09): of the plays worth most, the first."""
    for position, view, move in answers:
        plays = [m for m in _plays(view.legal_moves) if m.card.rank != 8]
        if not plays or not isinstance(move, Play) or move.card.rank == 8:
            continue
        rules = position.game.rules
        best = max(card_points(m.card, rules) for m in plays)
        first = next(m for m in plays if card_points(m.card, rules) == best)
        if card_points(move.card, rules) == best and not same(first, move):
            return say("bots.not_first_high", position=position.name(), card=move.card.text, first=first.card.text,
                       worth=best, table=position.describe())
    return None


def _not_eight_last(answers) -> str | None:
    for position, view, move in answers:
        first = view.legal_moves[0]
        eight = isinstance(first, Play) and first.card.rank == 8
        right = view.legal_moves[-1] if eight else first
        if not same(right, move):
            why = say("bots.eight_first" if eight else "bots.not_eight_first")
            return say("bots.not_eight_last", position=position.name(), move=move.code, why=why, right=right.code,
                       table=position.describe())
    return None


def first_not_eight_last(call) -> str | None:
    """The first position where ``call`` does not choose as eight_last of
    lesson 08 does (the first legal move, or the last when the first plays an
    eight); None when it always does."""
    return _first(call, _not_eight_last)


def _suit_counts(hand, played: Card) -> dict:
    counts: dict = {}
    rest = list(hand)
    rest.remove(played)
    for card in rest:
        if card.suit is not None:
            counts[card.suit] = counts.get(card.suit, 0) + 1
    return counts


def _short_suit(answers) -> str | None:
    for position, view, move in answers:
        if not isinstance(move, Play) or move.suit is None:
            continue
        counts = _suit_counts(view.hand, move.card)
        most = max(counts.values(), default=0)
        if counts.get(move.suit, 0) < most:
            held = ", ".join(say("bots.held", number=n, suit=s.word())
                             for s, n in sorted(counts.items(), key=lambda item: -item[1]))
            return say("bots.short_suit", position=position.name(), card=move.card.text, suit=move.suit.word(),
                       held=held, table=position.describe())
    return None


def _first(call, *finders) -> str | None:
    problem, answers = _answers(call)
    if problem is not None:
        return problem
    for finder in finders:
        problem = finder(answers)
        if problem is not None:
            return problem
    return None


def first_wasted_eight(call) -> str | None:
    """The first Crazy Eights position where ``call`` plays an eight although a
    card that is not an eight fits too; None when it never does. (A legal
    move everywhere is checked first.)"""
    return _first(call, _wasted_eight)


def first_not_kept(call) -> str | None:
    """The first position where ``call`` does not choose as keep_eights of
    lesson 08 does (the first play that is not an eight, else the first legal
    move), after the checks of :func:`first_wasted_eight`; None when it always does."""
    return _first(call, _wasted_eight, _not_first_kept)


def first_not_first_high(call) -> str | None:
    """:func:`first_low_card`, then the first position where ``call`` plays
    a card worth most but not the first such play; None when it never does."""
    return _first(call, _wasted_eight, _low_card, _not_first_high)


def first_low_card(call) -> str | None:
    """The first position where ``call`` plays a card that is not an eight
    while another such card of a higher rank fits too; None when it never
    does. (A legal move and kept eights are checked first.)"""
    return _first(call, _wasted_eight, _low_card)


def first_short_suit(call) -> str | None:
    """The first position where ``call`` plays an eight (or another wild card)
    and declares a suit it holds fewer of than another, counting the cards left
    after the play; None when it never does. (A legal move and kept eights
    are checked first.)"""
    return _first(call, _wasted_eight, _short_suit)


def try_bot(bot, isolated: bool = False):
    """What ``bot`` chooses in each position set up by hand (:data:`BY_HAND`),
    one line each, called safely: a move the rules refuse says why, and a bot
    that stops or is not written yet gets a sentence instead of a traceback.

    >>> try_bot(lambda view: view.legal_moves[0])
    1. top 7♥, hand 7♠ 8♣ K♦: play 7♠
    2. top K♠, hand 8♣ K♦ 8♥: play 8♣ and declare clubs
    3. top 5♣, hand 8♥ 5♦ K♣ 3♥: play 8♥ and declare clubs
    4. top 7♥, hand 3♠ 8♣ K♦ 4♦: play 8♣ and declare clubs
    5. top 7♥, hand 2♠ 3♣ 9♠: draw a card
    """
    from . import Answer, _apart, _autograde

    if not callable(bot):
        return Answer(say("bots.not_a_function", kind=type(bot).__name__), False)
    if not isolated and _apart():  # in a notebook: in a process of its own (grading.autograde)
        verdict = _autograde("apart")("try_bot", bot, None, {})
        return Answer(verdict["message"], verdict["ok"])
    student = Student(bot, getattr(bot, "__name__", "the bot"), "try_bot", isolated=isolated)
    lines, ok = [], True
    for position in positions()[:len(BY_HAND)]:
        view = position.game.view(position.game.turn)
        where = say("bots.try_line", number=position.number, top=view.top, hand=view.hand)
        try:
            move = _ask(student, position)
        except Stop as stop:
            lines.append(f"{where}: {stop.result.message}")
            ok = False
            break
        problem = move_problem(position, move)
        ok = ok and problem is None
        lines.append(f"{where}: {problem or move_words(_as_move(move))}")
    return Answer("\n".join(lines), ok)


def move_words(move) -> str:
    """A move in words, in the learner's language: 'play 8♣ and declare clubs'."""
    if not isinstance(move, Play):
        return say(f"move.{move.code}") if move.code in ("draw", "keep", "take", "pass", "last") else str(move)
    if move.suit is not None:
        words = say("move.play_declare", card=move.card.text, suit=move.suit.word())
    else:
        words = say("move.play", card=move.card.text)
    return say("move.calling", move=words) if move.announce else words


def _run(student: Student, finder, name: str, what: str) -> object:
    """``what``: the id of the check's ✓ words."""
    problem = finder(student)
    if problem is not None:  # "In position 3 ...": after "Not yet:", with a small letter
        raise student.stop(problem[:1].lower() + problem[1:])
    return passed(name, say(what, name=student.name, number=number(len(positions()))))


@check("bot")
def _bot(student: Student) -> object:
    """bot(view) -> a legal move, in every position."""
    return _run(student, first_bad_move, "bot", "verdict.right_bot")


@check("bot_eight_last")
def _bot_eight_last(student: Student) -> object:
    """bot(view) -> the first legal move, or the last one when the first plays an eight."""
    return _run(student, first_not_eight_last, "bot_eight_last", "verdict.right_bot_eight_last")


@check("bot_keeps_eights")
def _bot_keeps_eights(student: Student) -> object:
    """bot(view) -> a legal move, and no eight while another card fits (Crazy Eights)."""
    return _run(student, first_not_kept, "bot_keeps_eights", "verdict.right_bot_keeps_eights")


@check("bot_sheds_high")
def _bot_sheds_high(student: Student) -> object:
    """bot(view) -> a legal move, no eight while another card fits, the highest card that fits."""
    return _run(student, first_not_first_high, "bot_sheds_high", "verdict.right_bot_sheds_high")


@check("bot_long_suit")
def _bot_long_suit(student: Student) -> object:
    """bot(view) -> a legal move, no eight while another card fits, and an eight asks for the longest suit."""
    return _run(student, first_short_suit, "bot_long_suit", "verdict.right_bot_long_suit")
