"""Small helpers for the lessons: a first move to click (lesson 00), the
totals of a match round by round, as text and as a chart, and a quick look
at what a strategy (a function from a :class:`switchcore.SeatView` to a
move) does in a few positions. Every rule comes from ``switchcore``.

>>> from switchcore import Rules
>>> from switchcore.bots import BOTS
>>> from switchcore.tournament import play_match
>>> game = play_match(Rules.crazy_eights(players=2, target=100), [BOTS["easy"]] * 2, seed=1)
>>> print(totals_table(game).splitlines()[0])
round  Ann  Ben
"""

from __future__ import annotations

from typing import Callable, Sequence

from switchcore import Game, Play, parse_move

from .checks import EMPTY, RIGHT, WRONG

__all__ = ["totals_table", "totals_chart", "strategy_choices", "is_strategy", "check_strategy", "tournament_chart",
           "first_move"]


def totals_table(game: Game) -> str:
    """Each player's total after every round so far, as a text table.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["5H", "KD 3C"], top="5S")
    >>> _ = g.apply("5H")
    >>> print(totals_table(g))
    round  Ann  Ben
        1    0   13
    """
    widths = [max(3, len(name)) for name in game.names]
    lines = ["round  " + "  ".join(f"{name:>{w}}" for name, w in zip(game.names, widths))]
    for result in game.results:
        lines.append(f"{result.round:>5}  " + "  ".join(f"{t:>{w}}" for t, w in zip(result.totals, widths)))
    return "\n".join(lines)


def totals_chart(game: Game, title: str = "Totals after each round"):
    """The totals of ``game`` round by round as a line chart (an image
    that a notebook shows when it is the last line of a cell)."""
    from IPython.display import Image

    from .chart import totals_png

    return Image(data=totals_png([r.totals for r in game.results], game.names, title=title), format="png")


def strategy_choices(strategy: Callable, games: Sequence[Game]) -> list[str]:
    """What ``strategy`` chooses in each of ``games`` (from the view of the
    seat to act), one line each: the top card, the hand, the move.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["7S 8C KD", "2H"], top="7H")
    >>> strategy_choices(lambda view: view.legal_moves[0], [g])
    ['top 7♥, hand 7♠ 8♣ K♦ -> play 7♠']
    """
    lines = []
    for game in games:
        view = game.view(game.turn)
        move = strategy(view)
        lines.append(f"top {view.top}, hand {view.hand} -> {move}")
    return lines


def is_strategy(strategy: Callable, games: Sequence[Game]) -> bool:
    """True when ``strategy`` returns a legal move in every one of ``games``
    (tried on copies; the games are not changed).

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.switch(players=2), hands=["7S 8C", "2H"], top="7H")
    >>> is_strategy(lambda view: view.legal_moves[0], [g]), is_strategy(lambda view: "KD", [g])
    (True, False)
    """
    for game in games:
        try:
            move = strategy(game.view(game.turn))
            if not game.is_legal(move):
                return False
        except Exception:
            return False
    return True


def check_strategy(strategy: Callable, games: Sequence[Game], wanted: Callable | None = None,
                   hint: str = "") -> None:
    """Print whether ``strategy`` chooses a legal move in every one of
    ``games`` and, with ``wanted(view, move) -> bool``, the kind of move the
    exercise asks for. A wrong strategy is told the first position where it
    went wrong and what it chose there, never the move to make.

    >>> from switchcore import Rules
    >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
    >>> check_strategy(lambda view: view.legal_moves[0], [g])
    ✓ Right!
    >>> check_strategy(lambda view: "KD", [g], hint="Choose from view.legal_moves.")
    ✗ Not yet: in position 1 (top 7♥, hand 7♠ 8♣ K♦) your strategy chose 'KD', which the rules refuse. Hint: Choose from view.legal_moves.
    >>> no_eights = lambda view, move: move.card.rank != 8
    >>> check_strategy(lambda view: view.legal_moves[1], [g], no_eights, hint="Keep the eight.")
    ✗ Not yet: in position 1 (top 7♥, hand 7♠ 8♣ K♦) your strategy chose play 8♣ and declare clubs. Hint: Keep the eight.
    >>> check_strategy(..., [g])
    ✎ Write your answer in the cell above (replace the ...), then run both cells again.
    >>> check_strategy(lambda view: None, [g])
    ✗ Not yet: in position 1 (top 7♥, hand 7♠ 8♣ K♦) your strategy returned nothing (is a return line missing?).
    """
    if strategy is ... or strategy is None:
        print(EMPTY)
        return
    if not callable(strategy):
        print(f"{WRONG[:-1]}: a strategy is a function that takes a view and returns a move.")
        return
    for number, game in enumerate(games, 1):
        view = game.view(game.turn)
        where = f"in position {number} (top {view.top}, hand {view.hand})"
        try:
            move = strategy(view)
        except Exception as exc:  # the learner's bug: say where it happened
            problem = f"{where} your strategy stopped with {type(exc).__name__}: {exc}"
        else:
            if move is ...:
                print(EMPTY)
                return
            if move is None:
                problem = f"{where} your strategy returned nothing (is a return line missing?)"
                print(f"{WRONG[:-1]}: {problem}." + (f" Hint: {hint}" if hint else ""))
                return
            try:
                legal = game.is_legal(move)
            except Exception:
                legal = False
            if not legal:
                problem = f"{where} your strategy chose {move!r}, which the rules refuse"
            elif wanted is not None and not wanted(view, parse_move(move) if isinstance(move, str) else move):
                problem = f"{where} your strategy chose {move}"
            else:
                continue
        print(f"{WRONG[:-1]}: {problem}." + (f" Hint: {hint}" if hint else ""))
        return
    print(RIGHT)


def tournament_chart(result, title: str = "Win rate with its 95% interval"):
    """The win rate of each strategy of a tournament result as bars, best
    at the top, with a line for the range the true win rate is likely to
    be in (an image a notebook shows as the last line of a cell)."""
    import io

    from IPython.display import Image
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    rows = result.to_rows()[::-1]
    fig = Figure(figsize=(5.5, 0.5 * len(rows) + 1.2), dpi=90)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    names = [r["name"] for r in rows]
    rates = [100 * r["win_rate"] for r in rows]
    errors = [[max(0.0, 100 * (r["win_rate"] - r["low"])) for r in rows],   # rounding can make a gap of -1e-17
              [max(0.0, 100 * (r["high"] - r["win_rate"])) for r in rows]]
    ax.barh(names, rates, xerr=errors, color="#4a90d9", ecolor="#333333", capsize=4)
    ax.set_xlabel("games won (%)")
    ax.set_xlim(0, 100)
    ax.set_title(title)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return Image(data=buffer.getvalue(), format="png")



def first_move(game: Game, seat: int = 0):
    """The top card and the hand of ``seat``, to click a card that fits,
    with the hints off: a card that does not fit is refused with the reason
    (and nothing changes), a card that fits is played and gets a tick with
    the reason it fits.

    >>> from switchcore import Rules
    >>> box = first_move(Game.from_position(Rules.switch(players=2), hands=["KD 7S", "5C"], top="7H"))
    >>> hand = box.children[-1]
    >>> hand.hints
    False
    >>> hand.button("KD").click()
    >>> hand.message_text()
    'K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥.'
    >>> hand.button("7S").click()
    >>> hand.message_text()
    '✓ Right! 7♠ fits: 7♠ matches the rank of 7♥.'
    """
    import ipywidgets as W
    from switchcore.svg import card_svg

    from .settings import plain
    from .widgets import HandWidget
    from .widgets.base import classed, set_message

    reasons = {card: plain(game.explain(card, seat).reason) for card in game.hand(seat)}
    hand = HandWidget(game, seat, hints=False)

    def verdict(move, _events) -> None:
        if isinstance(move, Play):
            set_message(hand.message, f"{RIGHT} {move.card.text} fits: {reasons[move.card].rstrip('.')}.")

    hand.on_move = verdict
    top = classed(W.HTML(f"<div>Top card:</div>{card_svg(game.top, width=56)}"), "sc-first-top")
    return classed(W.VBox([top, hand]), "sc-first-move")
