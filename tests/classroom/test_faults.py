"""What a student's bot file can do wrong, and what the tournament makes of
it: every fault forfeits that game with its reason, the others play on."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest

from classroom.bots import BOTS
from switchcore import Rules
from classroom.botproc import Limits
from classroom.tournament import bots_in, tournament

from .conftest import FIRST, cli, need

QUICK = Limits(move_time=1.0, game_time=20, memory=256, strikes=0)


def run(where, games=8, players=3, **extra):
    bots = {**bots_in(where), **extra}
    return tournament(bots, Rules.switch(players=players), games=games, seed=1, limits=QUICK)


def reasons(result, name):
    return {kind: example for kind, _, example in result[name].reasons}


@pytest.mark.parametrize("source, kind, words", [
    ("def choose(view):\n    while True:\n        pass\n", "time", "took more than 1 s"),
    ("def choose(view):\n    return 1 / 0\n", "raised", "ZeroDivisionError: division by zero (bad.py, line 2)"),
    ("import sys\ndef choose(view):\n    sys.exit()\n", "exit", "called sys.exit() (bad.py, line 3)"),
    ("import os\ndef choose(view):\n    os._exit(0)\n", "exit", "its process ended (exit code 0)"),
    # an exit code is the bot's own, whatever it is: not the host's code for "it waited too long"
    ("import os\ndef choose(view):\n    os._exit(4)\n", "exit", "its process ended (exit code 4) in the middle of a game"),
    # a refusal names the bot by its file, not by the game's name for its seat (Ann, Ben...)
    ("def choose(view):\n    return view.top.code\n", "illegal", "which the rules refuse: bad.py "),
    # a bot file from before the bots moved to the classroom package is told where they went
    ("from switchcore.bots import EasyBot\n", "load",
     "bad.py could not be run: imports switchcore.bots, which is now classroom.bots: import that instead (bad.py, "
     "line 1)"),
    ("from switchcore import EasyBot\n", "load", "imports switchcore.EasyBot, which is now classroom.bots.EasyBot"),
    ("def choose(view):\n    raise KeyboardInterrupt\n", "interrupt", "raised KeyboardInterrupt"),
    # Play('7H') cannot be made (the card must be a Card): the bot's own code raises
    ("from switchcore import Play\ndef choose(view):\n    return Play('7H')\n", "raised",
     "is not a move: the card is a Card"),
    ("def choose(view):\n    return 42\n", "not a move", "returned 42, which is not a move"),
    ("def choose(view):\n    return 'JOKER'\n", "illegal", "[X-1] chose 'joker'"),
    ("def choose(view):\n    return bytearray(1 << 31)\n", "memory", "ran out of memory (the limit is 256 MB)"),
    ("def choose(view) return 1\n", "load", "bad.py has a syntax error on line 1"),
    ("import nothing_of_the_sort\n", "load", "bad.py could not be run: raised ModuleNotFoundError"),
])
def test_each_fault_forfeits_with_its_reason_and_the_others_play_on(folder, source, kind, words):
    where = folder(bad__py=source, alice__py=FIRST)
    result = run(where, easy=BOTS["easy"])
    bad = result["bad"]
    assert bad.games == bad.forfeits > 0 and bad.wins == 0, bad
    assert kind in reasons(result, "bad") and words in reasons(result, "bad")[kind], bad.reasons
    assert result.ranking()[-1] == "bad"
    # The tablemates' games all count: every game they sat in, with a winner among the seats that played on.
    for name in ("alice", "easy"):
        assert result[name].forfeits == 0
        assert result[name].games == sum(name in r.lineup for r in result.records)
    assert all(r.winners for r in result.records)


def test_a_bot_that_always_fails_is_ranked_last_and_voids_nothing(folder):
    where = folder(broken__py="def choose(view):\n    raise ValueError('oops')\n", alice__py=FIRST)
    result = run(where, games=12, players=2, hard=BOTS["hard"])
    assert result.ranking()[-1] == "broken"
    assert result["alice"].games + result["hard"].games + result["broken"].games == 24
    assert result["alice"].wins + result["hard"].wins >= 8  # the games against the stand-in are played out
    # Forfeiting never flatters the average: each forfeited game counts as the worst total at its table.
    worst = [max(r.totals) for r in result.records if "broken" in r.lineup]
    broken = result["broken"]
    assert broken.points == pytest.approx(sum(worst) / len(worst))
    assert broken.points >= max(result[n].points for n in ("alice", "hard"))  # penalty points: low is good
    assert broken.turns is None
    row = next(line for line in str(result).splitlines() if line.startswith("broken"))
    assert row.split()[-2] == "–"  # no turns of its own to average


def test_a_bot_name_that_looks_like_a_formula_is_plain_text_in_the_csv(folder):
    where = folder(**{"=1+2__py": FIRST, "alice__py": FIRST})
    result = run(where, games=4, players=2)
    names = [line.split(",")[0] for line in result.csv().splitlines()[1:]]
    assert sorted(names) == ["'=1+2", "alice"]


def test_every_student_naming_the_function_choose_is_told_apart_by_file_name(folder):
    where = folder(amy__py="def choose(view):\n    return 'KZ'\n", ben__py="def choose(view):\n    return None\n",
                   cat__py=FIRST)
    result = run(where, games=6)
    assert "amy" in result.files and result.files["amy"] == "amy.py"
    text = str(result)
    assert "amy (amy.py): " in text and "ben (ben.py): " in text and "'choose'" not in text
    assert "strategy 'amy' at seat" in " ".join(result.errors)


def test_prints_and_state_stay_in_the_bots_process(folder):
    where = folder(chatty__py="import sys\nseen = []\ndef choose(view):\n    print('thinking', view.hand)\n"
                              "    sys.stdout.write('7H\\n')\n    seen.append(view)\n    return view.legal_moves[-1]\n",
                   alice__py=FIRST)
    result = run(where, games=4)
    assert result["chatty"].forfeits == 0 and result["chatty"].games == 4


def test_a_course_notebook_plays_its_my_bot_and_a_blank_copy_forfeits(folder):
    # The course's lesson 09 ends with the learner's bot, my_bot, in the notebook a teacher collects.
    from .conftest import ROOT

    lesson = "09_tournament/09_tournament.ipynb"
    where = folder(alice__ipynb=(ROOT / "course" / "source" / lesson).read_text(encoding="utf-8"),
                   bob__ipynb=(ROOT / "course" / "release" / lesson).read_text(encoding="utf-8"))
    # Default limits: the notebook imports matplotlib, which needs more memory than QUICK gives.
    result = tournament(bots_in(where), Rules.crazy_eights(players=3, match="single"), games=6, seed=2)
    assert result["alice"].forfeits == 0 and result["alice"].games == 6
    assert result["bob"].forfeits == 6 and "NotImplementedError" in reasons(result, "bob")["raised"]


def test_a_notebook_is_a_bot_and_its_playing_cells_are_left_out(folder):
    nbformat = need("nbformat")
    notebook = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("My bot"),
        nbformat.v4.new_code_cell("%matplotlib inline\nfrom switchcore import Rules\nLIMIT = 3"),
        nbformat.v4.new_code_cell("def choose(view):\n    return view.legal_moves[0]"),
        nbformat.v4.new_code_cell("from classroom.tournament import tournament\n"
                                  "tournament({}, Rules.switch(), games=10**9)"),  # left out: not a definition
        nbformat.v4.new_code_cell("answer = ..."),
    ])
    where = folder(alice__py=FIRST)
    nbformat.write(notebook, str(where / "nora.ipynb"))
    (where / "notes.txt").write_text("not a bot")
    (where / "bad.ipynb").write_text("{ this is not json")
    (where / "latin.py").write_bytes("# caf\xe9\ndef choose(view):\n    return 'draw'\n".encode("latin-1"))
    result = run(where, games=6)
    assert result["nora"].forfeits == 0 and result["nora"].games > 0
    assert "latin.py is not text in UTF-8" in reasons(result, "latin")["load"]
    assert "bad.ipynb is not a notebook that can be read" in reasons(result, "bad")["load"]
    assert "notes" not in result.names


def test_a_bot_that_keeps_hanging_is_benched_after_its_strikes(folder):
    where = folder(slow__py="def choose(view):\n    while True:\n        pass\n", alice__py=FIRST)
    limits = Limits(move_time=0.2, game_time=10, memory=256, strikes=2)
    result = tournament(bots_in(where), Rules.switch(players=2), games=8, seed=2, limits=limits)
    kinds = {kind: count for kind, count, _ in result["slow"].reasons}
    assert kinds == {"time": 2, "benched": 6}
    assert "benched after 2 restarts of its process (the last one: took more than 0.2 s" in str(result)


def test_the_command_line_reports_faults_and_exits_0(folder):
    where = folder(quits__py="import sys\ndef choose(view):\n    sys.exit(0)\n",
                   dies__py="import os\ndef choose(view):\n    os._exit(0)\n", alice__py=FIRST)
    done = cli("tournament", "--bots-dir", where, "--bots", "easy", "--games", 6, "--move-time", 0.5)
    assert done.returncode == 0, done.stderr
    assert "quits (quits.py): " in done.stdout and "called sys.exit(0)" in done.stdout
    assert "dies (dies.py): " in done.stdout and "exit code 0" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("args, words", [
    (["--games", "0"], "--games must be 1 or more, not 0"),
    (["--games", "-1"], "--games must be 1 or more, not -1"),
    (["--games-per-bot", "0"], "--games-per-bot must be 1 or more"),
    (["--workers", "0"], "--workers must be 1 or more"),
    (["--bots-dir", "no/such/folder"], "there is no folder 'no/such/folder'"),
    (["--bots", "notes.txt"], "notes.txt is not a bot file"),
    (["--bots", "genius"], "unknown bot 'genius'"),
    (["--bots", "missing.py"], "there is no file 'missing.py'"),
    (["--move-time", "0"], "--move-time, --game-time and --load-time must be more than 0 seconds"),
    (["--load-time", "-1"], "--move-time, --game-time and --load-time must be more than 0 seconds"),
    (["--games", "many"], "invalid int value: 'many'"),
])
def test_bad_arguments_get_one_sentence_and_exit_2(tmp_path, args, words):
    (tmp_path / "notes.txt").write_text("hello")
    done = cli("tournament", *args, cwd=tmp_path)
    assert done.returncode == 2 and words in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_an_empty_folder_and_a_file_without_a_strategy_are_refused(folder, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    done = cli("tournament", "--bots-dir", empty)
    assert done.returncode == 2 and "holds no bot files" in done.stderr
    where = folder(two__py="def a(view):\n    return 'draw'\ndef b(view):\n    return 'draw'\n")
    done = cli("tournament", "--bots", f"{where / 'two.py'}", "--games", 1)
    assert done.returncode == 2 and "should define its strategy as a function called choose(view) " \
                                    "(functions found: a, b)" in done.stderr


def test_workers_are_capped_at_the_cpus_and_bot_files_do_not_force_one(folder):
    from classroom.tournament import available_cpus

    where = folder(alice__py=FIRST, bob__py=FIRST)
    done = cli("tournament", "--bots-dir", where, "--bots", "easy", "--games", 4, "--workers", 100)
    assert done.returncode == 0, done.stderr
    assert f"100 workers asked for, but {available_cpus()} CPUs are available" in done.stderr
    one = tournament(bots_in(where), Rules.switch(players=2), games=6, seed=4, limits=QUICK)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        two = tournament(bots_in(where), Rules.switch(players=2), games=6, seed=4, limits=QUICK, workers=2,
                         oversubscribe=True)
    sent = [str(w.message) for w in caught if "other processes" in str(w.message)]
    assert not sent  # bot files go to worker processes as they are
    assert one.records == two.records


@pytest.mark.parametrize("noise", [
    "print('x' * 400_000)\n    print('y' * 400_000, file=sys.stderr)",
    "os.write(2, b'z' * 2_000_000)\n    sys.__stderr__.write('w' * 1_000_000)",  # past print, straight to the pipe
])
def test_a_bot_that_prints_too_much_is_cut_short_not_the_disk(folder, tmp_path, noise):
    import os
    import stat

    from switchcore import Game
    from classroom.botproc import ERROR_TAIL, BotProcess
    from classroom.wire import view_data

    where = folder(loud__py=f"import os, sys\ndef choose(view):\n    {noise}\n    return view.legal_moves[0]\n")
    host = BotProcess(bots_in(where)["loud"], QUICK)
    try:
        game = Game(Rules.switch(players=2), seed=1)
        for _ in range(6):  # 4.8 or 18 MB written to the error output
            view = game.view(game.turn)
            game.apply(host.ask(1, game.rules, view_data(view, host.log_sent), 5.0, "late"))
            host.log_sent = len(view.log)
        assert host.alive and len(host._tail) <= ERROR_TAIL  # only the end is kept, in memory
        assert stat.S_ISFIFO(os.fstat(host._err).st_mode)  # a pipe, not a file that could grow
    finally:
        host.close()


def test_a_bot_slow_on_every_move_runs_out_of_its_time_for_the_game(folder):
    where = folder(slow__py="import time\ndef choose(view):\n    time.sleep(0.15)\n    return view.legal_moves[0]\n",
                   alice__py=FIRST)
    limits = Limits(move_time=1.0, game_time=0.5, memory=256, strikes=0)
    result = tournament(bots_in(where), Rules.switch(players=2), games=2, seed=3, limits=limits)
    assert {kind for kind, _, _ in result["slow"].reasons} == {"time"}
    assert "used up its 0.5 s for the game" in result["slow"].reasons[0][2]
    record = result.records[0]
    seat = record.lineup.index("slow")
    assert 1 <= record.turns[seat] <= 4  # about 0.5 s of moves, then the stand-in


def test_restarting_a_bot_many_times_leaks_no_files(folder):
    import os

    where = folder(dies__py="import os\ndef choose(view):\n    os._exit(0)\n", alice__py=FIRST)
    before = len(os.listdir("/proc/self/fd"))
    result = run(where, games=12, players=2)  # no strikes: a new process for each of its games
    assert result["dies"].forfeits == 12
    assert len(os.listdir("/proc/self/fd")) <= before + 2


def test_a_path_is_a_bot_file_for_tournament(folder):
    where = folder(alice__py=FIRST, loops__py="def choose(view):\n    while True:\n        pass\n")
    result = tournament({"a": str(where / "alice.py"), "b": where / "loops.py", "easy": BOTS["easy"]},
                        Rules.switch(players=3), games=3, seed=2, limits=QUICK)
    assert result.files == {"a": "alice.py", "b": "loops.py"}
    assert result["a"].forfeits == 0 and result["b"].forfeits == 3


@pytest.mark.skipif(os.name != "posix", reason="bot files run on Linux and macOS")
def test_the_folders_of_a_killed_run_are_removed_by_the_next(folder, tmp_path):
    import signal
    import subprocess
    import sys
    import tempfile
    import time

    from .conftest import ROOT

    where = folder(alice__py=FIRST, slow__py="import time\ndef choose(view):\n    time.sleep(0.5)\n"
                                           "    return view.legal_moves[0]\n")
    results = tmp_path / "r.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "classroom", "tournament", "--bots-dir", str(where), "--games", "50",
                            "--players", "2", "--results", str(results)], cwd=ROOT, start_new_session=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (results.exists() and len(results.read_text().splitlines()) > 1):
        time.sleep(0.05)
    left = [p for p in Path(tempfile.gettempdir()).glob(f"classroom-{run.pid}-*")]
    assert left and any((p / "lib").is_dir() for p in left)  # the bots' folders live there while it runs
    os.killpg(run.pid, signal.SIGKILL)  # no chance to clean up
    run.wait()
    assert all(p.exists() for p in left)
    again = cli("tournament", "--bots-dir", where, "--games", 1, "--players", 2)
    assert again.returncode == 0, again.stderr
    assert not any(p.exists() for p in left)
