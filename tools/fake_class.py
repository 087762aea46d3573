"""A class of students' bot files, for the class test and the class benchmark:
27 ordinary students (the built-in bots, some with a twist) and three whose
bots break (one loops for ever, one crashes, one quits)."""

from __future__ import annotations

__all__ = ["write_class"]

LEVELS = ["random", "easy", "medium", "hard"]


def write_class(where) -> None:
    """27 ordinary students (the built-in bots, some with a twist) and three that break."""
    for i in range(27):
        level = LEVELS[i % 4]
        twist = "    if view.drawn is not None and len(view.legal_moves) > 1:\n        return view.legal_moves[-1]\n" \
            if i % 3 == 0 else ""
        (where / f"student{i:02}.py").write_text(
            f"from classroom.bots import BOTS\n_me = BOTS[{level!r}]\n\n"
            f"def choose(view):\n{twist}    return _me.choose(view)\n")
    (where / "looper.py").write_text("def choose(view):\n    while True:\n        pass\n")
    (where / "crasher.py").write_text("def choose(view):\n    return view.hand[99]\n")
    (where / "quitter.py").write_text("import sys\n\ndef choose(view):\n    sys.exit(1)\n")
