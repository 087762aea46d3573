"""The leaderboard of a tournament: a table, an HTML page and a chart.

For each strategy: the games it sat in, its wins, its win rate with a 95%
Wilson interval, its average points, its own moves per round, and its
forfeits with their reasons. A forfeited game counts as a game lost (see
:mod:`classroom.referee`), and in the average points as the worst total at
its table, so that forfeiting never pays.

The chart is an SVG picture (win rate bars with their interval as whiskers),
drawn with the standard library only; in a notebook, a result shows itself
as the table and the chart.
"""

from __future__ import annotations

import html
import math
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

from switchcore.rules import Match, Rules, Scoring

from .words import kind_words, reason_words, rules_name, say

__all__ = ["wilson", "StrategyStats", "TournamentResult"]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default).

    >>> low, high = wilson(30, 100)
    >>> round(low, 3), round(high, 3)
    (0.219, 0.396)
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _figure(value: float | None, places: int, missing: str = "–") -> str:
    """A figure rounded for the table, or ``missing`` when there is none."""
    return missing if value is None else f"{value:.{places}f}"


#: Characters that start a formula in a spreadsheet (after NFKC, which folds the full-width ＝ and the like).
_FORMULA = ("=", "+", "-", "@")


def shown(text, limit: int = 0) -> str:
    """``text`` (a bot's name, a file name, a reason a bot's code wrote) safe
    to show anywhere: control characters, terminal escapes, line breaks and
    the invisible characters that reorder text are written as ``\\x1b``,
    ``\\n``, ``\\u202e``; with ``limit``, text longer than that keeps its
    start and end around an ellipsis.

    >>> shown("amy\\n\\x1b[2Kfake  99  99  100.0%")
    'amy\\\\n\\\\x1b[2Kfake  99  99  100.0%'
    >>> shown("a" * 30 + "b" * 30, limit=20)
    'aaaaaaaaaaaaa…bbbbbb'
    """
    text = str(text)
    if not text.isprintable() or any(unicodedata.category(c) in ("Cf", "Zl", "Zp") for c in text):
        text = "".join(c if c.isprintable() and unicodedata.category(c) not in ("Cf", "Zl", "Zp")
                       else repr(c)[1:-1] if c in "\n\r\t" else f"\\x{ord(c):02x}" if ord(c) < 256
                       else f"\\u{ord(c):04x}" if ord(c) < 65536 else f"\\U{ord(c):08x}" for c in text)
    if limit and len(text) > limit:
        head = limit * 2 // 3
        text = text[:head] + "…" + text[len(text) - (limit - head - 1):]
    return text


def _cell(text: str) -> str:
    """A CSV cell a spreadsheet shows as text: shown safely, and with a
    leading apostrophe when it would start like a formula, after spaces or
    in its full-width form (``＝``) too."""
    text = shown(text)
    start = unicodedata.normalize("NFKC", text).lstrip()[:1]
    return "'" + text if start in _FORMULA or text[:1].isspace() else text


#: The longest name the table and the chart show whole.
NAME_WIDTH = 40
CHART_NAME = 28


@dataclass(frozen=True)
class StrategyStats:
    """One strategy's figures: ``games`` it sat in, ``wins`` (games in which
    one of its seats won; a shared win counts for each winner), the win rate
    and its 95% Wilson interval, the average final total of its seats
    (``points``: a forfeited game counts as the worst total at its table;
    None when it finished no game), its own moves per round (``turns``,
    None when it played no turn), the games it ``forfeits`` and their ``reasons``: one
    ``(kind, count, example)`` triple per kind of fault."""

    name: str
    games: int
    wins: int
    win_rate: float
    low: float
    high: float
    points: float | None
    turns: float | None
    forfeits: int
    reasons: tuple = ()

    @property
    def errors(self) -> int:
        """The games it forfeited (the name of earlier versions)."""
        return self.forfeits


@dataclass
class TournamentResult:
    """The games of a tournament and the figures of each strategy.
    ``str(result)`` is a table, :meth:`html` a page with the chart;
    :meth:`to_rows` and :meth:`totals_by_game` give the figures as plain
    data for plots. ``planned`` is the number of games asked for; fewer are
    in ``records`` when the tournament was stopped."""

    rules: Rules
    names: tuple
    records: list
    seed: object = 0
    stats: dict = field(default_factory=dict)
    planned: int = 0
    files: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.records = sorted((r for r in self.records if r is not None), key=lambda r: r.index)
        self.planned = self.planned or len(self.records)
        if not self.stats:
            self.stats = {n: self._figures(n) for n in self.names}

    def _figures(self, name: str) -> StrategyStats:
        games = wins = forfeits = 0
        points, turns, rounds = [], 0, 0
        kinds: Counter = Counter()
        example: dict = {}
        for r in self.records:
            seats = [s for s, n in enumerate(r.lineup) if n == name]
            if not seats:
                continue
            games += 1
            lost = [s for s in seats if r.forfeited(s)]
            if lost:
                forfeits += 1
                for s, kind, reason in r.forfeits:
                    if s in lost:
                        kinds[kind] += 1
                        example.setdefault(kind, reason)
                        break
            playing = [s for s in seats if s not in lost]
            wins += any(s in r.winners for s in playing)
            if not r.stalled:
                points.extend(r.totals[s] for s in playing)
                worst = max(r.totals) if self.rules.scoring is Scoring.PENALTY else min(r.totals)
                points.extend(worst for _ in lost)
                turns += sum(r.turns[s] for s in playing)
                rounds += r.rounds * len(playing)
        low, high = wilson(wins, games)
        reasons = tuple((k, c, example[k]) for k, c in kinds.most_common())
        return StrategyStats(name, games, wins, wins / games if games else 0.0, low, high,
                             sum(points) / len(points) if points else None, turns / rounds if rounds else None,
                             forfeits, reasons)

    def __getitem__(self, name: str) -> StrategyStats:
        return self.stats[name]

    @property
    def errors(self) -> list[str]:
        """The message of the first forfeit of every game with one (or why it stalled)."""
        return [r.error for r in self.records if r.error]

    @property
    def round_length(self) -> float:
        """The average number of moves in a round, over the games that finished."""
        done = [r for r in self.records if not r.stalled]
        rounds = sum(r.rounds for r in done)
        return sum(r.moves for r in done) / rounds if rounds else 0.0

    def ranking(self) -> list[str]:
        """The strategy names, best win rate first; between equal win rates,
        fewer forfeits first."""
        stats = self.stats
        return sorted(self.names, key=lambda n: (-stats[n].win_rate, stats[n].forfeits / max(1, stats[n].games), n))

    def to_rows(self) -> list[dict]:
        """One dict per strategy, best first: the figures of the table."""
        return [vars(self.stats[n]).copy() for n in self.ranking()]

    def totals_by_game(self) -> dict:
        """For each strategy, its running number of wins after each game
        (a list as long as the tournament), for plotting."""
        out = {n: [] for n in self.names}
        count = dict.fromkeys(self.names, 0)
        for r in self.records:
            for n in self.names:
                seats = [s for s, x in enumerate(r.lineup) if x == n and not r.forfeited(s)]
                count[n] += any(s in r.winners for s in seats)
                out[n].append(count[n])
        return out

    # -- as text --------------------------------------------------------------------

    def _rows(self) -> list[tuple]:
        rows = []
        for n in self.ranking():
            s = self.stats[n]
            rows.append((shown(n, NAME_WIDTH), str(s.games), str(s.wins), f"{s.win_rate:.1%}", f"{s.low:.1%} - {s.high:.1%}",
                         _figure(s.points, 1), _figure(s.turns, 1), str(s.forfeits)))
        return rows

    @property
    def _HEAD(self) -> tuple:
        """The table's column headers, in the language chosen."""
        return tuple(say(f"table.{key}") for key in ("strategy", "games", "wins", "win_rate", "interval", "average",
                                                     "turns", "forfeits"))

    def _title(self) -> str:
        kind = say("table.penalty" if self.rules.scoring is Scoring.PENALTY else "table.points")
        whole = say("table.matches" if self.rules.match is not Match.SINGLE else "table.games")
        done = say("table.of", done=len(self.records), planned=self.planned) if len(self.records) < self.planned \
            else str(self.planned)
        # With bot files at the table the seed is a secret (a bot that knew it could rebuild the deals):
        # it is kept in the results file only. Tournaments of trusted code in a lesson show it.
        seed = "" if self.files else say("table.seed", seed=self.seed)
        return say("table.title", done=done, what=whole, rules=rules_name(self.rules), seed=seed, kind=kind)

    def forfeit_lines(self) -> list[str]:
        """One line per kind of forfeit of each strategy: how many, and an example of the reason."""
        lines = []
        for n in self.ranking():
            for kind, count, reason in self.stats[n].reasons:
                where = f" ({shown(self.files[n])})" if n in self.files else ""
                lines.append(f"{shown(n)}{where}: {count} x {kind_words(kind)}: {shown(reason_words(reason))}")
        return lines

    def __str__(self) -> str:
        rows = [self._HEAD] + self._rows()
        widths = [max(len(r[i]) for r in rows) for i in range(len(self._HEAD))]
        lines = [self._title()]
        for i, r in enumerate(rows):
            lines.append("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(r, widths))))
            if i == 0:
                lines.append("  ".join("-" * w for w in widths))
        lines.append(say("table.round_length", moves=f"{self.round_length:.1f}"))
        stalled = sum(r.stalled for r in self.records)
        if stalled:
            lines.append(say("table.stalled", count=stalled))
        forfeits = self.forfeit_lines()
        if forfeits:
            lines.append(say("table.forfeited", count=sum(1 for r in self.records if r.forfeits)))
            lines.extend("  " + line for line in forfeits)
        return "\n".join(lines)

    def csv(self) -> str:
        """The table as CSV text, one row per strategy, best first (for a
        spreadsheet or a grade book); ``forfeit reasons`` joins the kinds
        with their counts, as in ``time 3; raised 1``."""
        import csv
        import io

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["strategy", "file", "games", "wins", "win rate", "low", "high", "avg points",
                         "turns/round", "forfeits", "forfeit reasons"])
        for n in self.ranking():
            s = self.stats[n]
            writer.writerow([_cell(n), _cell(self.files.get(n, "")), s.games, s.wins, f"{s.win_rate:.4f}", f"{s.low:.4f}",
                             f"{s.high:.4f}", _figure(s.points, 2, ""), _figure(s.turns, 2, ""), s.forfeits,
                             "; ".join(f"{kind} {count}" for kind, count, _ in s.reasons)])
        return out.getvalue()

    # -- as a picture and a page ------------------------------------------------------

    def svg(self, width: int = 560) -> str:
        """The win rates as horizontal bars, best at the top, each with its
        95% interval as a whisker (an SVG picture)."""
        names = self.ranking()
        label = 8 + 7 * max([len(shown(n, CHART_NAME)) for n in names] + [4])
        bar_h, top = 22, 28
        plot = width - label - 20
        height = top + bar_h * len(names) + 30
        esc = html.escape
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="sc-leaderboard-chart" width="{width}" '
                 f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
                 f'<text x="{label}" y="16" font-weight="bold">{esc(say("page.chart"))}</text>']
        for tick in range(0, 101, 25):
            x = label + plot * tick / 100
            parts.append(f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{height - 24}" stroke="#ddd"/>'
                         f'<text x="{x:.1f}" y="{height - 10}" text-anchor="middle" fill="#555">{tick}%</text>')
        for i, n in enumerate(names):
            s = self.stats[n]
            y = top + i * bar_h
            mid = y + bar_h / 2
            colour = "#d9534f" if s.forfeits else "#4a90d9"
            bar = say("page.bar", name=shown(n), rate=f"{s.win_rate:.1%}", low=f"{s.low:.1%}", high=f"{s.high:.1%}")
            parts.append(f'<text x="{label - 6}" y="{mid + 4:.1f}" text-anchor="end">{esc(shown(n, CHART_NAME))}'
                         f'<title>{esc(shown(n))}</title></text>')
            parts.append(f'<rect x="{label}" y="{y + 4}" width="{plot * s.win_rate:.1f}" height="{bar_h - 8}" '
                         f'fill="{colour}"><title>{esc(bar)}</title></rect>')
            x1, x2 = label + plot * s.low, label + plot * s.high
            parts.append(f'<path d="M{x1:.1f} {mid:.1f}H{x2:.1f}M{x1:.1f} {mid - 5:.1f}V{mid + 5:.1f}'
                         f'M{x2:.1f} {mid - 5:.1f}V{mid + 5:.1f}" stroke="#333" stroke-width="1.5" fill="none"/>')
        parts.append("</svg>")
        return "".join(parts)

    def table_html(self) -> str:
        """The table as an HTML ``<table>``, with the forfeits under it."""
        esc = html.escape
        head = "".join(f"<th>{esc(h)}</th>" for h in self._HEAD)
        body = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" if j == 0 else f"<td style='text-align:right'>"
                                         f"{esc(c)}</td>" for j, c in enumerate(row)) + "</tr>"
                       for row in self._rows())
        forfeits = "".join(f"<li>{esc(line)}</li>" for line in self.forfeit_lines())
        notes = (f"<p>{esc(say('page.forfeits'))}</p>"
                 f"<ul class='sc-forfeits'>{forfeits}</ul>") if forfeits else ""
        return (f"<div class='sc-leaderboard'><p>{esc(self._title())}</p>"
                f"<table class='sc-leaderboard-table'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
                f"<p>{esc(say('table.round_length', moves=f'{self.round_length:.1f}'))}</p>{notes}</div>")

    def _repr_html_(self) -> str:
        return self.table_html() + self.svg()

    def html(self, title: str | None = None) -> str:
        """A whole HTML page: the table, the forfeits and the chart (in the
        language chosen; ``title`` by default "Tournament" in that language)."""
        from switchcore.messages import language

        esc = html.escape
        title = say("page.title") if title is None else title
        return (f"<!DOCTYPE html>\n<html lang='{language()}'><head><meta charset='utf-8'>"
                f"<title>{esc(title)}</title><style>body{{font-family:sans-serif;margin:2em}}"
                "table{border-collapse:collapse}td,th{padding:2px 10px;border-bottom:1px solid #ddd}</style>"
                f"</head><body><h1>{esc(title)}</h1>{self.table_html()}{self.svg()}</body></html>\n")
