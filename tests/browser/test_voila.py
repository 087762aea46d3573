"""Lesson 10 as a web page without code (``python3 dev.py game``): Voila
serves it, the learner presses Deal and plays a round against the bots.

The server runs on 127.0.0.1 with its own config, data and runtime folders,
on a copy of the lesson whose bots move without a pause. A server that does
not start is a failure; a missing Voila skips on a workstation and fails in
CI (``CI=true``).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

import dev
from tests.browser import axe, keys, lab
from tests.needs import need

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (or fails in CI)
    expect = None

LESSON = lab.NOTEBOOKS / "10_play_against_bots.ipynb"
ARTIFACTS = lab.ROOT / "test-artifacts"
TIMEOUT_MS = 120_000
PROBLEMS = ("Traceback", "There was an error when executing cell", "Error displaying widget",
            "Something went wrong", "Loading widget...")
# Words that ask the reader to edit or run code: the game page has no code
# to edit, so the cells that say them (tagged notebook-only) must not show.
CODE_TALK = re.compile(r"run the cell|run both cells|replace the|write your answer|\.\.\.|\bin code\b|exercise",
                       re.IGNORECASE)


@dataclass
class VoilaServer:
    url: str
    home: Path
    log_path: Path
    process: subprocess.Popen

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def instant_bots(notebook: Path) -> str:
    """The lesson with the bots' pause set to 0 (the cell ``delay = 0.6``)."""
    data = json.loads(notebook.read_text(encoding="utf-8"))
    changed = 0
    for cell in data["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and re.fullmatch(r"\s*delay = [\d.]+\s*", source):
            cell["source"] = "delay = 0\n"
            changed += 1
    assert changed == 1, f"{notebook.name}: no single cell 'delay = ...' to set the bots' pause"
    return json.dumps(data)


def start_voila(home: Path, *, lesson: Path = LESSON, timeout: float = 120) -> VoilaServer:
    """Voila serving ``lesson`` (with instant bots) as ``python3 dev.py game`` does."""
    root = home / "root"
    root.mkdir(parents=True)
    (root / lesson.name).write_text(instant_bots(lesson), encoding="utf-8")
    dirs = {name: home / name for name in ("config", "data", "runtime")}
    for path in dirs.values():
        path.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    env.update(
        JUPYTER_CONFIG_DIR=str(dirs["config"]),
        JUPYTER_DATA_DIR=str(dirs["data"]),
        JUPYTER_RUNTIME_DIR=str(dirs["runtime"]),
        JUPYTER_PLATFORM_DIRS="1",
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )
    port, token = _free_port(), secrets.token_hex(16)
    # As python3 dev.py game starts it (dev.game_command), at an address and with a token of its own.
    cmd = dev.game_command(Path(sys.executable), Path(lesson.name), [
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",
        f"--Voila.token={token}",
        f"--Voila.connection_dir_root={dirs['runtime']}",
    ])
    log_path = home / "voila.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    server = VoilaServer(f"http://127.0.0.1:{port}/?token={token}", home, log_path, process)

    def answers() -> bool:
        try:
            # Any answer will do: every other address runs the notebook.
            urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/static/", timeout=10)
        except urllib.error.HTTPError:
            pass
        except OSError:
            return False
        return True

    return lab.wait_until_up("Voila", server, answers, stop_voila, timeout)


def stop_voila(server: VoilaServer, *, timeout: float = 20) -> None:
    """Stop Voila and its kernels (they share its process group)."""
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(server.process.pid, sig)
        except ProcessLookupError:
            return
        try:
            server.process.wait(timeout=timeout)
            break
        except subprocess.TimeoutExpired:
            continue
    try:
        os.killpg(server.process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory):
    need("voila", "pip install -e .[lab]")
    server = start_voila(tmp_path_factory.mktemp("voila"))
    yield server
    stop_voila(server)


@pytest.fixture
def voila_page(request, browser, voila_server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        try:
            path = lab.screenshot(page, ARTIFACTS / f"{request.node.name}.png")
            print(f"screenshot of the failure: {path.relative_to(lab.ROOT)}")
        except Exception as error:  # a broken page must not hide the failure
            print(f"no screenshot: {error}")
        print(f"Voila's log:\n{voila_server.log_tail()}")
    context.close()


def code_lines(notebook: Path) -> list[str]:
    """Lines of the lesson's code that its text does not also show."""
    data = json.loads(notebook.read_text(encoding="utf-8"))
    text = " ".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "markdown")
    lines = {line.strip() for c in data["cells"] if c["cell_type"] == "code"
             for line in "".join(c["source"]).splitlines()}
    return sorted(line for line in lines if len(line) >= 15 and line not in text)


def problems_shown(page) -> list[str]:
    text = page.locator("body").inner_text()
    found = [problem for problem in PROBLEMS if problem in text]
    found += page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').all_inner_texts()
    found += page.locator(".sc-error").all_inner_texts()
    found += [f"a widget's view failed: {text.strip()}" for text in page.locator(lab.WIDGET_ERROR).all_text_contents()]
    return found


def play_one_turn(game, watch: keys.TitleWatch, *, forget: bool = False) -> str:
    """Make one move as a learner would: call "last card" when offered, play
    the first card that fits (choosing a suit for a wild one), or press the
    first action button (Draw, Keep, Take penalty, Pass). Returns the move.

    ``forget``: play without the call, then make it late, with the button
    the hand offers while the bots wait (S-7)."""
    hand = game.locator(".sc-hand")
    before = watch.count()
    call = hand.locator(".sc-last-card")
    if call.is_visible() and not forget and not call.locator("input").is_checked():
        call.locator("input").check()   # a check box: its state is read out (checked), not only shown
        expect(call.locator("input")).to_be_checked()
    legal = hand.locator(".sc-card-button.sc-legal")
    if legal.count():
        move = legal.first.inner_text()
        legal.first.click()
        if forget:
            late = hand.locator(".sc-late-call")
            expect(late).to_be_visible()
            expect(hand.locator(".sc-hand-title")).to_contain_text('you may still call "last card"')
            before = watch.count()
            late.click()
            watch.wait(before)
            expect(game.locator(".sc-table-widget .sc-log")).to_contain_text(
                'Ann called "last card" after the play, before the next player acted: in time.')
            expect(hand.locator(".sc-card-button")).to_have_count(1)   # no penalty cards
            return move + " (late call)"
        watch.wait(before, or_visible=".sc-bot-game .sc-hand .sc-suits")
        suits = hand.locator(".sc-suits")
        if suits.is_visible():
            choice = hand.locator(".sc-suit").first
            move += " " + choice.inner_text()
            choice.click()
            watch.wait(before)
        return move
    action = hand.locator(".sc-actions .sc-action").first
    move = action.inner_text()
    action.click()
    watch.wait(before)
    return move


def test_game_page_deals_and_plays_a_round(voila_page, voila_server):
    page = voila_page
    page.goto(voila_server.url, timeout=TIMEOUT_MS)
    game = page.locator(".sc-bot-game")
    expect(game).to_have_count(1, timeout=TIMEOUT_MS)
    expect(game).to_be_visible()
    assert problems_shown(page) == []

    # Code stays hidden: no editors, and none of the lesson's code lines.
    expect(page.locator(".jp-CodeCell .jp-InputArea, .jp-InputArea-editor, .cm-editor")).to_have_count(0)
    expect(page.locator(".jp-CodeCell")).not_to_have_count(0)
    text = page.locator("body").inner_text()
    shown = [line for line in code_lines(LESSON) if line in text]
    assert not shown, f"code is shown on the game page: {shown}"
    assert "Play against bots" in text
    talk = sorted({m.group(0) for m in CODE_TALK.finditer(text)})
    assert not talk, f"the game page asks for code to be edited or run: {talk}"
    notebook_only = page.locator(".celltag_notebook-only")
    expect(notebook_only).not_to_have_count(0)
    for index in range(notebook_only.count()):
        expect(notebook_only.nth(index)).to_be_hidden()

    # The game comes first; the bots' descriptions follow as ordinary text.
    about = page.get_by_text("counts the cards that have been played")
    expect(about).to_be_visible()
    assert about.evaluate("el => el.closest('pre') === null && getComputedStyle(el).fontFamily") \
        == page.locator("body").evaluate("el => getComputedStyle(el).fontFamily")
    assert game.bounding_box()["y"] < about.bounding_box()["y"]

    expect(game.locator(".sc-level")).to_have_count(4)
    expect(game.locator(".sc-table-widget")).to_have_count(0)
    # Seed 1: after five plays the learner's next card leaves one card (found
    # by playing the same moves in Python), the moment of the late call.
    game.locator(".sc-seed input").fill("1")
    game.locator(".sc-start").click()
    table, hand = game.locator(".sc-table-widget"), game.locator(".sc-hand")
    expect(table).to_be_visible()
    expect(hand).to_be_visible()
    # The page scrolls to the hand: all of it is in view after Deal.
    page.wait_for_function(
        """() => {
            const box = document.querySelector('.sc-bot-game .sc-hand').getBoundingClientRect();
            return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        }""", timeout=10_000)
    status = game.locator(":scope > .sc-play-area > .sc-message")
    expect(status).to_contain_text("Switch for 4 players; the match lasts 3 rounds. Round 1.")   # in words, no name=value
    expect(table.locator(".sc-log")).to_contain_text("Round 1:")
    expect(table.locator(".sc-seat")).to_have_count(4)
    deal = game.locator(".sc-deal")
    expect(deal).to_contain_text(re.compile(r"Seed of this deal: \d+\."))
    seed = re.search(r"\d+", deal.inner_text()).group(0)

    title = hand.locator(".sc-hand-title")
    watch = keys.TitleWatch(page, title)
    if "your turn" not in title.inner_text():
        watch.wait(-1)
    first_hand = hand.locator(".sc-card-button").all_inner_texts()
    # A card that does not fit is refused in a plain sentence, and stays in
    # the hand; its tooltip names the rule (X-2 and others).
    cards = hand.locator(".sc-card-button").all_inner_texts()
    dim = hand.locator(".sc-card-button.sc-dim").first
    expect(dim).to_have_attribute("title", re.compile(r"\((X|S|C|V)-\d+\)"))
    dim.click()
    expect(hand.locator(".sc-message")).to_contain_text("cannot be played")
    expect(hand.locator(".sc-message")).not_to_contain_text(re.compile(r"\((X|S|C|V)-\d+\)"))
    expect(hand.locator(".sc-card-button")).to_have_text(cards)
    moves = []
    while "round is over" not in title.inner_text():
        assert len(moves) < 200, f"the round did not end after {len(moves)} moves: {moves}"
        moves.append(play_one_turn(game, watch, forget=len(moves) == 5))
        assert problems_shown(page) == [], f"after {moves}"
    assert len(moves) > 5 and moves[5].endswith("(late call)"), moves

    # The reveal: every hand with its points, and the totals (C-10, S-14).
    result = table.locator(".sc-round-result")
    expect(result).to_contain_text("Round 1")
    expect(result.locator(".sc-result-row")).to_have_count(4)
    expect(table.locator(".sc-status")).to_contain_text("The round is over.")
    expect(game.locator(".sc-next-round")).to_be_visible()
    expect(game.locator(".sc-chart img")).to_have_count(1)
    assert problems_shown(page) == []
    # The newest event is at the top of the log, and nothing the hand said
    # during the round stays under it.
    expect(table.locator(".sc-log li").first).to_contain_text("scores")
    expect(hand.locator(".sc-message")).to_have_text("")
    expect(status).to_contain_text("Round 1 is over")
    print(f"{len(moves)} moves by the learner: {' | '.join(moves)}")

    # The seed typed in the box deals the same cards again; an empty box a new deal.
    game.locator(".sc-seed input").fill(seed)
    game.locator(".sc-start").click()
    expect(deal).to_have_text(f"Seed of this deal: {seed}.")
    expect(hand.locator(".sc-card-button")).to_have_text(first_hand)
    game.locator(".sc-seed input").fill("")
    game.locator(".sc-start").click()
    expect(deal).not_to_have_text(f"Seed of this deal: {seed}.")
    assert problems_shown(page) == []


def test_game_page_a_round_with_the_keyboard_only(voila_page, voila_server):  # S-7
    """A whole round played with Tab and Enter alone. After Deal and after
    every move the focus is in the hand (the card that fits, the drawn
    card, Draw, Take penalty, a suit, the late call), never on the page and
    never on a button whose card changed; after the round, on Next round.
    The page has its main landmark, and axe then finds no serious or
    critical violation on it, nor content outside a landmark."""
    page = voila_page
    page.goto(voila_server.url, timeout=TIMEOUT_MS)
    game = page.locator(".sc-bot-game")
    expect(game).to_be_visible(timeout=TIMEOUT_MS)
    # A screen reader's "go to main content" lands on the lesson, the game in it.
    expect(page.locator("main, [role=main]")).to_have_count(1)
    expect(page.locator("main .sc-bot-game, [role=main] .sc-bot-game")).to_have_count(1)
    # The deal of test_game_page_deals_and_plays_a_round.
    watch = keys.deal_with_keys(page, game, ".sc-bot-game", "1")
    moves = keys.play_round_with_keys(page, game, watch, problems=lambda: problems_shown(page))
    assert any(m.startswith('Call "last card"') for m in moves) or len(moves) > 3, moves
    print(f"{len(moves)} keys pressed in the hand: {' | '.join(moves)}")
    axe.assert_no_serious(page, "the game page after a round", own=None, also=axe.LANDMARKS)
