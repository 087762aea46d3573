"""A tournament on a Dask cluster through its executor gives the same games
as one played here; bot files go to the cluster's workers as text and play
in processes of their own there."""

from __future__ import annotations

import os
import re

import pytest

from classroom.bots import BOTS
from switchcore import Rules
from classroom.botproc import Limits
from classroom.tournament import bots_in, tournament

from .conftest import FIRST, LIKE_EASY, need

distributed = need("distributed")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        yield cluster


@pytest.fixture
def client(cluster):
    with distributed.Client(cluster) as client:
        yield client


WHERE = """
import os

def choose(view):
    raise RuntimeError(f"REFEREE {os.getppid()}")  # a bot can write nowhere outside its folder: it tells this way
"""


def test_a_dask_cluster_plays_the_same_games_as_one_process(client, folder):
    where = folder(alice__py=FIRST, bob__py=LIKE_EASY, crash__py="def choose(view):\n    return 1 / 0\n",
                   where__py=WHERE)
    found = bots_in(where)
    spy = found.pop("where")
    bots = {**found, "hard": BOTS["hard"]}
    rules = Rules.switch(players=3)
    limits = Limits(move_time=2.0, memory=512)
    here = tournament(bots, rules, games=24, seed=9, limits=limits)
    there = tournament(bots, rules, games=24, seed=9, limits=limits, executor=client.get_executor())
    assert there.records == here.records and str(there) == str(here)
    assert there["crash"].forfeits == there["crash"].games > 0
    # The games were refereed in the workers' processes, not here.
    workers = set(client.run(lambda: __import__("os").getpid()).values())
    told = tournament({**bots, "where": spy}, rules, games=8, seed=9, limits=limits, executor=client.get_executor())
    referees = {int(m) for r in told.records for _, _, reason in r.forfeits
                for m in re.findall(r"REFEREE ([0-9]+)", reason)}
    assert referees and referees <= workers and os.getpid() not in referees



@pytest.mark.slow
def test_the_command_line_plays_on_a_dask_scheduler(cluster, folder):
    from .conftest import cli

    where = folder(alice__py=FIRST, bob__py=LIKE_EASY)
    args = ["tournament", "--bots-dir", where, "--bots", "hard", "--players", 3, "--games", 9, "--seed", 4]
    here = cli(*args)
    there = cli(*args, "--dask", cluster.scheduler_address)
    assert there.returncode == 0, there.stderr
    assert there.stdout == here.stdout and "9 games of Switch, 3 players; points" in there.stdout
    nowhere = cli(*args, "--dask", "tcp://127.0.0.1:9")
    assert nowhere.returncode == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in nowhere.stderr
