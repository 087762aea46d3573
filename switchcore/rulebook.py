"""The rule book: every rule id with a one-line summary.

Ids follow the project's rules contract: X for both games, S for Switch, C for
Crazy Eights, V for variants (house rules). The engine's errors, events and
docstrings cite these ids, and every id has a test.

>>> print(RULEBOOK["S-8"])
Twos: the next player draws 2 and misses the turn unless they play a 2; twos stack.
>>> len(RULEBOOK)
46

The rule book is read-only, as every game and lesson reads it:

>>> RULEBOOK["S-8"] = "Twos do nothing."
Traceback (most recent call last):
...
TypeError: 'mappingproxy' object does not support item assignment
"""

from types import MappingProxyType

from .messages import ENGLISH

#: rule id: its one-line summary, in the order of the rules page (the
#: English catalogue's ``rule.<id>`` entries, which the translations follow).
RULEBOOK: "MappingProxyType[str, str]" = MappingProxyType(
    {key[len("rule."):]: words for key, words in ENGLISH.items() if key.startswith("rule.")})
