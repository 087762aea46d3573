"""The results file (one line per finished game, resumable) and the
leaderboard (table, HTML page, chart)."""

from __future__ import annotations

import json
from xml.etree import ElementTree

import pytest

from classroom.bots import BOTS
from switchcore import Rules
from classroom.results import ResultsError, read_results
from classroom.tournament import TournamentInterrupted, tournament

RULES = Rules.switch(players=3)
BOTS3 = {n: BOTS[n] for n in ("hard", "easy", "random")}


def test_games_are_written_as_they_finish_and_a_rerun_plays_only_the_rest(tmp_path):
    file = tmp_path / "r.jsonl"
    seen = []

    def stop_after_five(done, total):
        seen.append(len(file.read_text().splitlines()) - 1)  # already in the file when reported
        if done == 5:
            raise KeyboardInterrupt

    with pytest.raises(TournamentInterrupted) as info:
        tournament(BOTS3, RULES, games=12, seed=3, results=file, progress=stop_after_five)
    assert seen == [1, 2, 3, 4, 5] and len(info.value.result.records) == 5
    assert "5 of 12 games" in str(info.value.result)
    played = []
    rest = tournament(BOTS3, RULES, games=12, results=file, progress=lambda d, t: played.append(d))
    assert played == list(range(6, 13)) and rest.seed == 3  # the seed comes from the file
    whole = tournament(BOTS3, RULES, games=12, seed=3)
    assert rest.records == whole.records and str(rest) == str(whole)
    indices = [json.loads(line)["index"] for line in file.read_text().splitlines()[1:]]
    assert sorted(indices) == list(range(12))
    assert str(read_results(file)) == str(whole)  # the same leaderboard from the file, in a notebook


def test_a_line_cut_short_is_dropped_and_the_game_played_again(tmp_path):
    file = tmp_path / "r.jsonl"
    tournament(BOTS3, RULES, games=4, seed=1, results=file)
    lines = file.read_text().splitlines(keepends=True)
    file.write_text("".join(lines[:-1]) + lines[-1][:20])  # the machine stopped mid-line
    again = tournament(BOTS3, RULES, games=4, seed=1, results=file)
    assert len(again.records) == 4 and len(file.read_text().splitlines()) == 5
    assert all(json.loads(line) for line in file.read_text().splitlines())


@pytest.mark.parametrize("change", [dict(seed=2), dict(rules=Rules.switch(players=4)),
                                    dict(strategies={"hard": BOTS["hard"], "easy": BOTS["easy"]})])
def test_a_file_of_another_tournament_is_refused(tmp_path, change):
    file = tmp_path / "r.jsonl"
    tournament(BOTS3, RULES, games=3, seed=1, results=file)
    before = file.read_text()
    options = dict(strategies=BOTS3, rules=RULES, games=3, seed=1, results=file) | change
    with pytest.raises(ResultsError, match="holds the results of another tournament"):
        tournament(**options)
    assert file.read_text() == before  # left as it was
    (tmp_path / "other.txt").write_text("hello\n")
    with pytest.raises(ResultsError, match="is not a switchcore tournament results file"):
        tournament(BOTS3, RULES, games=3, seed=1, results=tmp_path / "other.txt")


def test_the_leaderboard_as_html_page_and_chart():
    def broken(view):
        return "KZ"

    result = tournament({**BOTS3, "broken": broken}, RULES, games=8, seed=5)
    page = result.html("Class 4B")
    assert page.startswith("<!DOCTYPE html>") and "<title>Class 4B</title>" in page
    for name in result.names:
        assert f"<td>{name}</td>" in page
    assert "broken: 6 x not a move" in page or "broken: " in page
    chart = ElementTree.fromstring(result.svg())
    bars = [e for e in chart.iter("{http://www.w3.org/2000/svg}rect")]
    assert len(bars) == 4
    widths = [float(b.get("width")) for b in bars]
    assert widths == sorted(widths, reverse=True)  # best at the top
    whiskers = [e for e in chart.iter("{http://www.w3.org/2000/svg}path")]
    assert len(whiskers) == 4
    assert result._repr_html_().count("<svg") == 1 and "<table" in result._repr_html_()
    row = result.to_rows()[-1]
    assert row["name"] == "broken" and row["forfeits"] == row["games"] and row["reasons"][0][0] == "not a move"


def test_a_bot_file_changed_between_a_stop_and_a_resume_is_named(tmp_path, folder):
    from classroom.tournament import bots_in

    where = folder(alice__py="def choose(view):\n    return view.legal_moves[0]\n",
                   bob__py="def choose(view):\n    return view.legal_moves[-1]\n")
    file = tmp_path / "r.jsonl"
    tournament(bots_in(where), Rules.switch(players=2), games=2, seed=1, results=file)
    (where / "bob.py").write_text("def choose(view):\n    return 'draw'\n")
    (where / "cat.py").write_text("def choose(view):\n    return 'draw'\n")
    with pytest.raises(ResultsError, match=r"\(new bot files: cat; bot files changed: bob\)"):
        tournament(bots_in(where), Rules.switch(players=2), games=2, seed=1, results=file)


def test_a_tournament_can_be_extended_with_more_games(tmp_path):
    file = tmp_path / "r.jsonl"
    tournament(BOTS3, RULES, games=4, seed=6, results=file)
    more = tournament(BOTS3, RULES, games=7, seed=6, results=file)
    assert more.records == tournament(BOTS3, RULES, games=7, seed=6).records
    saved = read_results(file)
    assert saved.planned == 7 and len(saved.records) == 7 and str(saved) == str(more)
