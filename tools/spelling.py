"""The spelling of every catalogue, with Debian's hunspell dictionaries.

Every translation of every catalogue of a language (engine, widgets,
classroom, grading, lessons, course: :func:`tools.terms.messages`) is cut
into words, leaving out code, placeholders, tags, links, rule ids and
cards, and each word is looked up with hunspell in the dictionary of the
language (the Debian packages hunspell-fr, -it, -nl, -es). A word the
dictionary does not know must be in the short, reviewed list of the
language's accepted words: ``[spelling] accept`` in
``docs/glossary/<lang>.toml``, or in :data:`EVERYWHERE` (names of the
players and the games, Python and Jupyter names). An English word a
translation keeps (a command, a menu, a value a learner types) is accepted
only in the messages ``[spelling.english]`` lists for it, so English left
in any other sentence is found.

    python -m tools.spelling            # the unknown words of every language
    python -m tools.spelling fr
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same reader, from the test extra
    import tomli as tomllib
from pathlib import Path

from tools import terms

#: The dictionary of each language, as Debian installs it (/usr/share/hunspell).
DICTIONARIES = {"fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "es": "es_ES"}
FOLDER = Path("/usr/share/hunspell")
#: Words every language uses as they are: the players' names, the games', the tools'.
EVERYWHERE = frozenset("""
Ann Ben Cat Dan Eve Fay Gus Hal Alice Bob
Switch Crazy Eights Mao Mau Uno switchcore Python Jupyter JupyterLab JupyterLite JupyterHub Binder nbgrader
Voila Landlock Linux macOS Unix seccomp cgroup aarch root socket sockets Shift Enter Ctrl Tab Pyodide pytest assert bug bugs print
python numpy array exp inf softmax probs weights reward rate taken sleep options autograde docs
True False None bool int float str dict tuple tupla elif else pip py ipynb
""".split())

_LINK = re.compile(r"\]\([^)]*\)|https?://\S+")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_RULE = re.compile(r"\b[A-Z]{1,2}-\d+\b")
#: Code written in a sentence without backticks: a dotted name (game.result), a call (choose(view)),
#: an argument (players=2), a file name (bot.py), a name with an underscore (my_bot).
_CODE = re.compile(r"[\w.]*\w\.\w[\w.]*|\w+\([^()]*\)|\w+\(|\w+=\S*|\w*_\w*|--?[\w-]+")


def available() -> bool:
    """Whether hunspell and the four dictionaries are installed."""
    return bool(shutil.which("hunspell")) and all((FOLDER / f"{d}.dic").exists() for d in DICTIONARIES.values())


def _spelling(lang: str) -> dict:
    return tomllib.loads((terms.GLOSSARY / f"{lang}.toml").read_text(encoding="utf-8")).get("spelling", {})


def accepted(lang: str) -> frozenset:
    """The reviewed words of ``lang`` that its dictionary does not know."""
    return EVERYWHERE | frozenset(_spelling(lang).get("accept", ()))


def english(lang: str) -> dict[str, frozenset]:
    """Each English word the translations of ``lang`` keep, with the
    messages where it is read and kept."""
    return {word: frozenset(places) for word, places in _spelling(lang).get("english", {}).items()}


def words(text: str) -> list[str]:
    """The words of a translation, without its code, placeholders, links, rule ids and cards."""
    text = _CODE.sub(" ", _RULE.sub(" ", _LINK.sub(" ", terms.plain(text))))
    found = []
    for word in _WORD.findall(text):
        word = word.replace("’", "'")
        if len(word) < 2 or any(c.isupper() for c in word[1:]):  # a card (KC), an initialism (HTML), a Python name
            continue
        found.append(word)
    return found


def unknown(lang: str) -> dict[str, list[str]]:
    """Each word the dictionary of ``lang`` does not know and the list does
    not accept, with where it is used."""
    where: dict[str, list[str]] = {}
    kept = english(lang)
    for place, _english, translation in terms.messages(lang):
        for word in words(translation):
            bare = word.split("'", 1)[-1]
            if place not in kept.get(word, ()) and place not in kept.get(bare, ()):
                where.setdefault(word, []).append(place)
    ok = accepted(lang)
    asked = sorted(w for w in where if w not in ok and w.lower() not in ok)
    # an elided word (l'ordinateur, dell'asso) is looked up by what follows its apostrophe
    looked = {w: w.split("'", 1)[1] if "'" in w else w for w in asked}
    run = subprocess.run(["hunspell", "-d", str(FOLDER / DICTIONARIES[lang]), "-l"],
                         input="\n".join(sorted({*asked, *looked.values()})), capture_output=True, text=True,
                         check=True)
    wrong = set(run.stdout.split())
    still = {w for w, part in looked.items()
             if (w in wrong or "'" in w) and part in wrong and part not in ok and part.lower() not in ok}
    return {w: sorted(set(where[w])) for w in sorted(still)}


def main(argv: list[str] | None = None) -> int:
    langs = (argv if argv is not None else sys.argv[1:]) or list(DICTIONARIES)
    problems = 0
    for lang in langs:
        for word, places in unknown(lang).items():
            problems += 1
            print(f"{lang} {word}: {', '.join(places[:4])}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
