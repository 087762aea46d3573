"""The words of the checker's verdicts, in the learner's language.

The English is here (``ENGLISH``, the source of truth); each language has
a gettext catalogue ``grading/locale/<lang>/LC_MESSAGES/grading.po``, kept
with ``python -m tools.i18n`` like the engine's and the widgets'. The
language is the one chosen with ``tutorial.language("fr")`` (the engine's,
``switchcore.messages.language()``); the checking process of
``grading.autograde`` is told it through ``SWITCHCORE_LANG``.

These are the sentences every lesson of the course shows: the frame of a
verdict (✓, "Not yet"), a function not written yet, an error, a missing
``return``, what ``try_it`` shows, and the ✓ of the checks of lessons 01
to 04. The rest of a failing case's explanation is in English for now.
"""

from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path

LOCALE = Path(__file__).with_name("locale")

ENGLISH = {
    "verdict.not_yet": "✗ Not yet: {message}",
    "verdict.right_cards": "{name} is right for all {number} cards.",
    "verdict.right_fits": "{name} is right in {family} on all {number} cases (every card on every top card, "
                          "with every suit that can be followed).",
    "verdict.right_playable": "{name} is right in {family} on all {number} hands (from the empty hand to ten cards).",
    "verdict.right_card_points": "{name} is right in {family} for all {number} cards.",
    "verdict.right_hand_points": "{name} is right in {family} on {number} hands "
                                 "(every card alone, the empty hand and many mixed hands).",
    "student.not_written": "{name} is not written yet: replace the line `raise NotImplementedError()` "
                           "with your code, run that cell, then run this one again.",
    "student.not_written_first": "{first} is not written yet, and {name} uses it: write {first} first (replace the "
                                 "line `raise NotImplementedError()` in it with your code and run its cell), then run "
                                 "this one again.",
    "student.error": "{shown} stopped with an error: {error}.",
    "student.none": "{shown} gave back None, which is what a function gives back when it ends without `return`; "
                    "it should give back {wanted}. Did you forget `return`?",
    "try.gave_back": "{shown} gave back {value}",
    "try.not_a_function": "{value} is not a function",
    "family.switch": "Switch",
    "family.crazy_eights": "Crazy Eights",
}
#: No message here counts anything in words (no ``{count}``), so none is plural.
SINGULAR: dict[str, str] = {}
LANGUAGES = ("en", "fr", "it", "nl", "es")


@lru_cache(maxsize=None)
def translation(language: str) -> gettext.NullTranslations:
    if language == "en" or language not in LANGUAGES:
        return gettext.NullTranslations()
    return gettext.translation("grading", LOCALE, languages=[language])


def language() -> str:
    """The language the learner chose (``en`` unless told)."""
    try:
        from switchcore.messages import language as chosen
    except ImportError:  # pragma: no cover - the engine is always there
        return "en"
    return chosen()


def say(key: str, **values) -> str:
    """The words ``key`` with ``values`` filled in, in the learner's language."""
    return translation(language()).pgettext(key, ENGLISH[key]).format(**values)


def family(name: str) -> str:
    """A game's name as the verdicts write it."""
    return say("family.switch" if name == "switch" else "family.crazy_eights")
