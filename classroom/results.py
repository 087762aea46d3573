"""A tournament's results file: one JSON line per finished game.

The first line is a header that says what the tournament is (the rules,
the bots and their files' digests, the seed, the seating); every later line
is one finished game (see :class:`~classroom.referee.GameRecord`), written
and flushed as soon as the game ends, in the order games finish. A run that
stops (Ctrl-C, a crash, the machine turned off) keeps every game written;
running the same tournament with the same file plays only the games not in
it yet. A file whose header describes another tournament is refused, and a
last line cut short by a crash is dropped.

The header holds the seed, so that a stopped run can go on with the same
deals: keep the file from the students until the tournament is over.
"""

from __future__ import annotations

import json
from pathlib import Path

from .referee import GameRecord
from .words import say

__all__ = ["ResultsError", "ResultsFile", "FORMAT", "read_results"]

FORMAT = "switchcore-tournament"
VERSION = 1
#: The header fields that must match for a file to be resumed.
SAME = ("rules", "bots", "seed", "seats", "rotate")


class ResultsError(ValueError):
    """A results file that cannot be used for this tournament."""


class ResultsFile:
    """A results file opened for one tournament: ``records`` holds the games
    already in it; :meth:`add` writes more."""

    def __init__(self, path, header: dict) -> None:
        self.path = Path(path)
        self.header = dict(header, format=FORMAT, version=VERSION)
        self.records: dict = {}
        self._file = None

    @staticmethod
    def read_header(path) -> dict | None:
        """The header of an existing file, or None when there is no file yet."""
        path = Path(path)
        if not path.exists() or path.stat().st_size == 0:
            return None
        with path.open("rb") as f:
            first = f.readline()
        try:
            header = json.loads(first)
        except ValueError:
            header = None
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            raise ResultsError(say("results.not_ours", path=path))
        if header.get("version") != VERSION:
            raise ResultsError(say("results.version", path=path, version=repr(header.get("version"))))
        return header

    def open(self) -> "ResultsFile":
        """Read the games already in the file (checking that it belongs to
        this tournament), or start the file with its header."""
        old = self.read_header(self.path)
        if old is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("w", encoding="utf-8")
            self._write(self.header)
            return self
        for key in SAME:
            if old.get(key) != self.header.get(key):
                what = say("results.differs." + key)
                if key == "bots" and isinstance(old.get("bots"), dict):
                    was, now = old["bots"], self.header["bots"]
                    parts = [say(change, names=", ".join(sorted(names))) for names, change in (
                        (set(now) - set(was), "results.joined"), (set(was) - set(now), "results.left"),
                        ({n for n in set(now) & set(was) if now[n] != was[n]}, "results.changed")) if names]
                    what = "; ".join(parts) or what
                raise ResultsError(say("results.other", path=self.path, what=what))
        good = 0
        with self.path.open("rb") as f:
            good = len(f.readline())
            for line in f:
                if not line.endswith(b"\n"):
                    break  # cut short by a crash: dropped
                try:
                    record = GameRecord.from_dict(json.loads(line))
                except (ValueError, KeyError, TypeError):
                    raise ResultsError(say("results.damaged", path=self.path, games=len(self.records))) from None
                self.records.setdefault(record.index, record)
                good += len(line)
        if old.get("games") != self.header.get("games"):  # more (or fewer) games asked for: say so in the header
            with self.path.open("rb") as f:
                f.readline()
                kept = f.read(good - f.tell())
            spare = self.path.with_name(self.path.name + ".new")
            with spare.open("wb") as f:
                f.write(json.dumps(self.header, ensure_ascii=False).encode() + b"\n" + kept)
            spare.replace(self.path)
        else:
            with self.path.open("rb+") as f:
                f.truncate(good)
        self._file = self.path.open("a", encoding="utf-8")
        return self

    def _write(self, data: dict) -> None:
        self._file.write(json.dumps(data, ensure_ascii=False) + "\n")

    def add(self, records) -> None:
        """Write finished games, at once (flushed to the system)."""
        for record in records:
            if record.index not in self.records:
                self.records[record.index] = record
                self._write(record.to_dict())
        self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            file, self._file = self._file, None
            try:
                file.close()
            except OSError:  # a full disk: what could not be written is lost, what was flushed stays
                pass

    def __enter__(self) -> "ResultsFile":
        return self.open()

    def __exit__(self, *exc) -> None:
        self.close()


def read_results(path):
    """The leaderboard of a results file, finished or not (in a notebook, it
    shows itself as the table and the chart)."""
    from .leaderboard import TournamentResult
    from switchcore.rules import Rules

    header = ResultsFile.read_header(path)
    if header is None:
        raise ResultsError(say("results.missing", path=repr(str(path))))
    records: dict = {}
    with Path(path).open("rb") as f:
        f.readline()
        for line in f:
            try:
                record = GameRecord.from_dict(json.loads(line))
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short by a stop
            records.setdefault(record.index, record)
    planned = header.get("games", len(records))
    try:
        rules, bots, seed = Rules.from_dict(header["rules"]), tuple(header["bots"]), header["seed"]
    except (KeyError, TypeError, ValueError):  # a header edited by hand, or cut short
        raise ResultsError(say("results.not_ours", path=path)) from None
    return TournamentResult(rules, bots, [r for i, r in records.items() if i < planned], seed, planned=planned,
                            files=header.get("files", {}))
