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
