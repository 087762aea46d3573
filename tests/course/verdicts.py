"""What every test of a course check asserts about its verdict.

A right answer passes with a message that starts with a tick. A wrong one is
refused with "✗ Not yet: " and a message holding the words listed for it
(the case, the rule it breaks, what to look at), never a traceback; for most
checks, never the code of an answer either.
"""

from __future__ import annotations

from grading import CheckResult, check_function


def passes(fn, name: str, **options) -> CheckResult:
    """The result of the check ``name`` on ``fn``, asserted to pass."""
    result = check_function(fn, name, **options)
    assert result.ok, result.message
    assert result.message.startswith("✓ ")
    return result


def caught(fn, name: str, words, *, time_limit: float = 0.2, shows_no_code: bool = False,
           **options) -> CheckResult:
    """The result of the check ``name`` on the wrong answer ``fn``, asserted
    to refuse it with each of ``words`` in a message without a traceback
    (and, with ``shows_no_code``, without a line of code)."""
    result = check_function(fn, name, time_limit=time_limit, **options)
    assert not result.ok, f"{fn.__name__} passed the check {name}"
    assert result.message.startswith("✗ Not yet: ")
    for word in words:
        assert word in result.message, f"{word!r} missing from: {result.message}"
    assert "Traceback" not in result.message
    if shows_no_code:
        assert "def " not in result.message and "return " not in result.message, "a message must not show code"
    return result
