"""Keyboard-only play in the browser: where the focus is, and a key press
that must not leave it on the page or on a button whose card changed."""

from __future__ import annotations

#: What the focused element is: its classes, its text (a card button's name),
#: whether it is the page itself, and the mark it was given (see :func:`press`).
_ACTIVE = """() => {
    const el = document.activeElement;
    return {page: !el || el === document.body || el === document.documentElement,
            classes: el ? (el.className || '').toString() : '',
            text: el ? (el.innerText || el.value || '').trim() : '',
            tag: el ? el.tagName.toLowerCase() : '', mark: el ? (el.scMark || 0) : 0,
            hand: !!(el && el.closest && el.closest('.sc-hand'))};
}"""


def active(page) -> dict:
    """The element that has the keyboard's focus (see :data:`_ACTIVE`)."""
    return page.evaluate(_ACTIVE)


def has_class(found: dict, name: str) -> bool:
    return name in found["classes"].split()


def press(page, key: str, settle=None) -> tuple[dict, dict]:
    """Press ``key`` on the focused element, call ``settle()`` (a wait for
    what the key does), and return the focus before and after. The element
    focused before is marked, so a focus that stayed on it is known, and
    then must still hold the same card or words: a button whose card
    changed under the focus would play a card the learner did not choose."""
    page.evaluate("() => { window.scMarks = (window.scMarks || 0) + 1;"
                  " if (document.activeElement) document.activeElement.scMark = window.scMarks; }")
    before = active(page)
    page.keyboard.press(key)
    if settle is not None:
        settle()
    # The widgets move the focus once the kernel has done the move: give the
    # last message a moment to arrive, then the focus must be somewhere.
    page.wait_for_timeout(150)
    try:
        page.wait_for_function("() => document.activeElement && document.activeElement !== document.body"
                               " && document.activeElement !== document.documentElement", timeout=5_000)
    except Exception:  # noqa: BLE001 - the assertion below says what went wrong
        pass
    after = active(page)
    assert not after["page"], f"{key} on {before['text']!r}: the focus fell to the page{where(page)}"
    if after["mark"] and after["mark"] == before["mark"]:
        assert after["text"] == before["text"], \
            f"{key} on {before['text']!r}: the focused button now says {after['text']!r}"
    return before, after


def where(page) -> str:
    """What a hand on the page shows, to say where a test went wrong."""
    return page.evaluate("""() => [...document.querySelectorAll('.sc-hand')].map(h =>
        '\\n  ' + (h.querySelector('.sc-hand-title') || {}).innerText
        + ' | buttons: ' + [...h.querySelectorAll('button')].filter(b => b.offsetParent !== null)
            .map(b => b.innerText.trim()).join(', ')
        + ' | says: ' + (h.querySelector('.sc-message') || {}).innerText).join('')""")


class TitleWatch:
    """Counts the changes of a bot game's hand title ("Ann · 7 cards · your
    turn"): the hand redraws it last, so a change means the kernel has
    answered. ``game`` is the CSS selector of that one game (the first
    match counts)."""

    def __init__(self, page, title, game: str = ".sc-bot-game") -> None:
        self.page = page
        self.game = game
        title.evaluate(
            """(el) => {
                window.scTitleChanges = 0;
                new MutationObserver(() => window.scTitleChanges++)
                    .observe(el, {subtree: true, childList: true, characterData: true});
            }"""
        )

    def count(self) -> int:
        return self.page.evaluate("window.scTitleChanges")

    def wait(self, after: int, *, or_visible=None, timeout: int = 120_000) -> None:
        """Wait until the title changed since count ``after`` and reads "your
        turn" or "round is over" (or until ``or_visible`` shows)."""
        self.page.wait_for_function(
            """([game, after, extra]) => {
                const title = document.querySelector(game + ' .sc-hand-title');
                const done = window.scTitleChanges > after
                    && /your turn|round is over/.test(title.innerText);
                const shown = extra && [...document.querySelectorAll(extra)]
                    .some(el => el.offsetParent !== null);
                return done || shown;
            }""",
            arg=[self.game, after, or_visible],
            timeout=timeout,
        )


def deal_with_keys(page, game, selector: str, seed: str) -> TitleWatch:
    """Type ``seed`` in the Seed box of the bot game ``game`` (a locator;
    ``selector`` finds it in the page), Tab to Deal and press Enter; return
    the watch of its hand's title once it is the learner's turn, the focus
    in the hand."""
    game.locator(".sc-seed input").focus()
    page.keyboard.type(seed)
    for _ in range(8):
        if has_class(active(page), "sc-start"):
            break
        press(page, "Tab")
    assert has_class(active(page), "sc-start"), active(page)
    hand = game.locator(".sc-hand")
    press(page, "Enter", lambda: hand.wait_for(state="visible"))
    title = hand.locator(".sc-hand-title")
    watch = TitleWatch(page, title, selector)
    if "your turn" not in title.inner_text():
        watch.wait(-1)
    assert active(page)["hand"], f"after Deal: the focus is not in the hand: {active(page)}"
    return watch


def play_round_with_keys(page, game, watch: TitleWatch, *, problems=None) -> list[str]:
    """Play the round of ``game`` to its end with Enter alone, on whatever
    the game gave the focus: after every move the focus must be in the hand
    (the card that fits, the drawn card, Draw, Take penalty, a suit, the late
    call), never on the page and never on a button whose card changed
    (:func:`press`); after the round, on Next round. ``problems()``, if
    given, lists what is wrong on the page and must stay empty. Returns the
    names of the buttons pressed, in order."""
    title = game.locator(".sc-hand .sc-hand-title")
    # A key has done its work when the hand's turn comes back, or it asks
    # for a suit, or it offers the late "last card" call (S-7).
    asks = f"{watch.game} .sc-hand .sc-suits, {watch.game} .sc-hand .sc-late-call"
    moves: list[str] = []
    while "round is over" not in title.inner_text():
        assert len(moves) < 200, f"the round did not end after {len(moves)} moves: {moves}"
        now = active(page)
        assert now["hand"], f"after {moves}: the focus is not in the hand: {now}"
        before = watch.count()
        moves.append(now["text"])
        late = has_class(now, "sc-late-call")
        _, after = press(page, "Enter", lambda: watch.wait(before, or_visible=None if late else asks))
        assert after["hand"] or has_class(after, "sc-next-round"), f"after {moves}: {after}"
        if problems is not None:
            assert problems() == [], f"after {moves}"
    assert has_class(active(page), "sc-next-round"), active(page)
    return moves
