"""The rules of a game, as one immutable value.

Switch and Crazy Eights are two families of the same shedding game (X-1):
match the top discard by suit or rank (X-2), be the first to empty your hand.
They differ in what the special cards do, in how drawing works and in how a
round is scored. A :class:`Rules` value holds every choice; the presets
:meth:`Rules.switch` and :meth:`Rules.crazy_eights` give the classic games, and
each house rule (V-1 to V-10) is one option. The settings are checked when
a value is made (:mod:`switchcore.rulecheck`). :meth:`Rules.describe` says
a value in words, in the learner's language.

OPTIONS_TABLE

(The table is made from :data:`switchcore.options.OPTIONS`, where every
setting is written once; ``print(options_table())`` shows it.)

The options of the middle block loosen drawing and the end of a round, as
computer versions of Crazy Eights play (:meth:`Rules.openspiel`). Rules
whose deal could leave no card that can be the starter are refused (X-5,
C-2; :mod:`switchcore.rulecheck`).

>>> r = Rules.switch(players=5)
>>> r.hand_size, r.decks
(5, 1)
>>> Rules.crazy_eights(players=2).hand_size
7
>>> Rules.crazy_eights(target=75)
Traceback (most recent call last):
...
switchcore.errors.RulesError: [C-9] the target score must be 50 to 500 in steps of 50, not 75
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field, fields

from .choices import DrawRule, Family, Match, Scoring
from .effects import EffectTable
from .errors import RulesError, frozen, shown
from .numbers import integer, whole
from .messages import clause_list, say, with_rule
from .options import OPTIONS, options_table
from .rulecheck import check_rules

__all__ = ["Family", "DrawRule", "Scoring", "Match", "Rules"]


@frozen
@dataclass(frozen=True, slots=True)
class Rules:
    """Every setting of a game. Build one with :meth:`switch` or
    :meth:`crazy_eights`, change it with :meth:`replace`; settings out of
    range are refused with :class:`~switchcore.errors.RulesError`.

    A Rules value never changes, as every game with these rules shares it
    (and its tables): it has no ``__dict__`` to write into.

    >>> Rules.switch(players=8)
    Traceback (most recent call last):
    ...
    switchcore.errors.RulesError: [S-1] Switch is for 2 to 7 players, not 8
    """

    family: Family = Family.SWITCH
    players: int = 4
    decks: int = 0
    """0 means: as the family's rule says (S-2, C-1)."""
    hand_size: int = 0
    """0 means: as the family's rule says (S-3, C-1)."""
    draw: DrawRule = DrawRule.ONE
    draw_limit: int = 0
    """Most cards a player may draw in one turn (``until_playable`` and
    ``free`` drawing); a player who reaches it and does not play passes.
    0 means no limit."""
    reshuffle: bool = True
    """X-3: rebuild an empty stock from the discards. When False, an empty
    stock stays empty: drawing gives way to passing, and a draw card played
    when nothing can be drawn has no effect (X-9 forgives it all)."""
    early_reshuffle: bool = False
    """X-3 as computer versions (OpenSpiel) play it: rebuild the stock as soon
    as it runs out (right after the draw that empties it, or after a play
    made while it is empty) rather than when a card must be drawn. The
    reshuffled cards differ, so a recorded game of such an engine replays
    only with it (see :mod:`switchcore.chance`). Needs ``reshuffle``."""
    last_card_penalty: int = 2
    late_call: bool = True
    """S-7: the "last card" call may still be made after the play, until the
    next player acts; the penalty is drawn when the next player acts. False:
    the call comes with the play, and a forgotten call is paid at once."""
    special_cards: bool = False
    twos_stack: bool = False
    """With C-7, twos stack as in S-8: a player facing a draw-two may answer
    with any 2 and pass on the total (2, 4, 6, ...); nothing else answers it."""
    two_player_reverse_skips: bool = True
    """S-12, C-7: between two players a reverse is a skip (the same player
    plays again). When False the reverse does nothing between two players."""
    wild_jacks: bool = False
    fours_draw_four: bool = False
    king_stop: bool = False
    queens_reverse: bool = False
    jokers: int = 0
    black_jacks_stack: bool = False
    stacked_skips: bool = False
    starter_effects: bool = False
    crazy_eights_house: bool = False
    black_jack_fifty: bool = False
    blocked_passes: int = 0
    """X-8, C-6: how many passes in a row, with nothing to draw, block the
    round. 0 means one per player still in; more gives every player a
    further look before the round ends."""
    play_limit: int = 0
    """Stop the round once this many cards have been played in it; the round
    is then scored like a blocked one (X-8, C-6). 0 means no limit."""
    repetition: bool = True
    """X-10: a round whose whole position comes back for the third time after
    a reshuffle is blocked (see :mod:`switchcore.repetition`). False turns the
    rule off; the rules then need a ``play_limit``, the one end left to a
    round that goes round in a circle."""
    scoring: Scoring = Scoring.PENALTY
    match: Match = Match.SINGLE
    rounds: int = 1
    cap: int = 100
    target: int = 200
    _effects: object = field(default=None, init=False, repr=False, compare=False)
    _hash: object = field(default=None, init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        # Rules are looked up by hash at every deal (their tables are built once):
        # hash the settings once and keep the result, as they never change.
        if self._hash is None:
            object.__setattr__(self, "_hash", hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare)))
        return self._hash

    def __reduce__(self):
        # Pickled as its settings: the hash (hashes of text differ from one process
        # to another) and the effect table (read-only mappings) are worked out again.
        return (Rules.from_dict, (self.to_dict(),))

    def __new__(cls, *args, **options):  # Rules(colour="red") is refused by name, not with Python's TypeError
        cls._known(options, preset=False)
        return object.__new__(cls)

    def __copy__(self, memo=None) -> "Rules":
        return self  # immutable: a copy, deep or not, would be the same value

    __deepcopy__ = __copy__

    # -- presets ---------------------------------------------------------

    @classmethod
    def _known(cls, options: dict, preset: bool = True) -> dict:
        """``options`` when each names a setting; otherwise a RulesError."""
        names = {f.name for f in dataclasses.fields(cls) if f.init}
        unknown = sorted(shown(k) for k in options if type(k) is not str or k not in names)
        if unknown:
            raise RulesError(say("setting.unknown", names=", ".join(unknown)))
        if preset and "family" in options:
            raise RulesError(say("setting.preset"))
        return options

    @classmethod
    def switch(cls, players: int = 4, **options) -> "Rules":
        """The classic Switch of S-1 to S-16, with any options changed."""
        return cls(family=Family.SWITCH, players=players, **cls._known(options))

    @classmethod
    def crazy_eights(cls, players: int = 4, **options) -> "Rules":
        """The classic Crazy Eights of C-1 to C-10, with any options changed."""
        settings = dict(
            draw=DrawRule.UNTIL_PLAYABLE,
            last_card_penalty=0,
            scoring=Scoring.POINTS,
            match=Match.TARGET,
        )
        settings.update(cls._known(options))
        return cls(family=Family.CRAZY_EIGHTS, players=players, **settings)

    @classmethod
    def openspiel(cls, players: int = 5, special_cards: bool = False, reshuffle: bool = False,
                  max_draw_cards: int = 5, max_turns: int = 100, **options) -> "Rules":
        """Crazy Eights as OpenSpiel's ``crazy_eights`` game plays it, with its
        parameters under their own names (``use_special_cards`` is
        ``special_cards``) and the same defaults.

        Each of OpenSpiel's rules is an ordinary option, set below. Scoring
        stays Crazy Eights' (C-8): OpenSpiel's own returns charge each
        player their hand by its card id.

        >>> r = Rules.openspiel(players=6, special_cards=True)
        >>> r.decks, r.draw.value, r.draw_limit, r.twos_stack, r.play_limit
        (2, 'free', 5, True, 100)
        >>> Rules.openspiel(max_draw_cards=0)
        Traceback (most recent call last):
        ...
        switchcore.errors.RulesError: [C-5] OpenSpiel's max_draw_cards must be 1 or more, not 0
        """
        for name, value in (("players", players), ("max_draw_cards", max_draw_cards), ("max_turns", max_turns)):
            if integer(value) is None:
                raise RulesError(say("setting.whole", name=name, value=shown(value)))
        players, max_draw_cards, max_turns = integer(players), integer(max_draw_cards), integer(max_turns)
        if max_draw_cards < 1:
            raise RulesError(say("setting.openspiel", name="max_draw_cards", value=shown(max_draw_cards)), "C-5")
        if max_turns < 1:
            raise RulesError(say("setting.openspiel", name="max_turns", value=shown(max_turns)), "X-8")
        settings = dict(
            decks=2 if players > 5 else 1,
            draw=DrawRule.FREE,
            draw_limit=max_draw_cards,
            reshuffle=reshuffle,
            early_reshuffle=reshuffle is True,
            special_cards=special_cards,
            twos_stack=special_cards,
            two_player_reverse_skips=False,
            starter_effects=special_cards,
            blocked_passes=players + 1,
            play_limit=max_turns,
            match=Match.SINGLE,
        )
        settings.update(cls._known(options))
        return cls.crazy_eights(players=players, **settings)

    def replace(self, **changes) -> "Rules":
        """A copy with some settings changed (and checked again).

        When the number of players (or the family) changes, a number of decks
        or a hand size that is the family's own for the old table becomes the
        family's own for the new one (S-2, S-3, C-1); one set to something
        else is kept (and refused if it no longer fits the new table).

        >>> Rules.switch().replace(king_stop=True).king_stop
        True
        >>> Rules.switch(players=5).replace(players=3).hand_size
        7
        >>> r = Rules.switch(players=3, decks=2, hand_size=10).replace(players=4)
        >>> r.decks, r.hand_size
        (2, 10)
        """
        self._known(changes, preset=False)
        if "players" in changes or "family" in changes:
            if "decks" not in changes and self.decks == Rules._family_decks(self.family, self.players):
                changes["decks"] = 0
            if "hand_size" not in changes and self.hand_size == Rules._family_size(self.family, self.players):
                changes["hand_size"] = 0
        return dataclasses.replace(self, **changes)

    # -- checks -----------------------------------------------------------

    def __post_init__(self) -> None:
        # Every setting is checked once, when the value is made (see switchcore.rulecheck).
        check_rules(self)

    # -- derived values ------------------------------------------------------

    @property
    def effects(self):
        """The card-effect table of these rules (see :mod:`switchcore.effects`)."""
        if self._effects is None:
            object.__setattr__(self, "_effects", EffectTable(self))
        return self._effects

    def deal_size(self, players: int) -> int:
        """Cards dealt to each of ``players`` players: the rules' hand size,
        or, when that is the family's own, the family's size for that many
        players (S-3, S-16: eliminated players change it).

        >>> Rules.switch(players=5).deal_size(4)
        7
        """
        switch = self.family is Family.SWITCH
        players = whole(players, "players", 2, 7 if switch else 8, rule="S-1" if switch else "C-1")
        own = Rules._family_size(self.family, self.players)
        return Rules._family_size(self.family, players) if self.hand_size == own else self.hand_size

    @staticmethod
    def _family_decks(family: Family, players: int) -> int:
        return 2 if family is Family.SWITCH and players >= 7 else 1

    @staticmethod
    def _family_size(family: Family, players: int) -> int:
        if family is Family.SWITCH:
            return 4 if players >= 7 else 5 if players >= 5 else 7
        return 7 if players == 2 else 5

    def changes(self) -> dict:
        """The settings that differ from the family's preset.

        >>> Rules.switch(king_stop=True, players=3).changes()
        {'king_stop': True}
        """
        base = (Rules.switch if self.family is Family.SWITCH else Rules.crazy_eights)(players=self.players)
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.init and getattr(self, f.name) != getattr(base, f.name)
        }

    def describe(self, language: str | None = None, rule_ids: bool | None = None) -> str:
        """These rules in words, in ``language`` (by default the one chosen
        with :func:`~switchcore.messages.use_language`): the family and the
        number of players, then each setting that differs from the family's
        preset (:meth:`changes`) as a short phrase (:meth:`changes_in_words`).
        Each phrase cites its rule when rule ids are shown (``rule_ids``:
        this once; by default as :func:`~switchcore.messages.speak` set).

        >>> mixed = Rules.switch(players=3, scoring="points", match="target", target=200)
        >>> print(mixed.describe(rule_ids=False))  # doctest: +NORMALIZE_WHITESPACE
        Switch for 3 players; the player who goes out scores the other hands,
        and the match goes on until someone's total reaches 200.
        >>> print(mixed.describe(language="fr", rule_ids=False))  # doctest: +NORMALIZE_WHITESPACE
        Switch à 3 joueurs ; celui qui n'a plus de cartes marque les mains des autres
        et la partie continue jusqu'à ce qu'un total atteigne 200.
        >>> print(Rules.crazy_eights(players=3, target=100).describe(rule_ids=True))
        Crazy Eights for 3 players; the match goes on until someone's total reaches 100 (C-9).
        >>> print(Rules.crazy_eights(players=2).describe(language="nl"))
        Crazy Eights voor 2 spelers.
        """
        phrases = list(self.changes_in_words(language, rule_ids).values())
        family = say(f"family.{self.family.value}", language=language)
        if not phrases:
            return say("describe.rules", language=language, family=family, count=self.players)
        return say("describe.rules_changed", language=language, family=family, count=self.players,
                   changes=clause_list(phrases, language))

    def changes_in_words(self, language: str | None = None, rule_ids: bool | None = None) -> dict:
        """The settings that differ from the family's preset (:meth:`changes`),
        each as a short phrase in ``language``, citing its rule when rule ids
        are shown: setting name to phrase, in the order of :meth:`changes`.
        A match's rounds, cap and target are said with the match, under
        ``"match"``; a setting that plays no part in these rules (a target in
        a match of one round, a late call without a last-card penalty) is
        left out.

        >>> Rules.switch(players=3, wild_jacks=True, jokers=2).changes_in_words(rule_ids=False)
        {'wild_jacks': 'jacks are wild', 'jokers': '2 wild jokers are added to the deck'}
        >>> Rules.crazy_eights(players=3, target=300).changes_in_words(language="es", rule_ids=True)
        {'match': 'la partida sigue hasta que un total llegue a 300 (C-9)'}
        """
        switch = self.family is Family.SWITCH
        words = {}

        def put(name: str, key: str, rule: str | None, **values) -> None:
            words[name] = with_rule(say(key, language=language, **values), rule, rule_ids)

        changed = self.changes()
        for name, value in changed.items():
            if name == "decks":
                put(name, "describe.decks", "S-2" if switch else "C-1", count=value)
            elif name == "hand_size":
                put(name, "describe.hand_size", "S-3" if switch else "C-1", count=value)
            elif name == "draw":
                rule = {DrawRule.ONE: "S-6", DrawRule.UNTIL_PLAYABLE: "C-5"}.get(value)
                put(name, f"describe.draw_{value.value}", rule)
            elif name == "draw_limit":
                put(name, "describe.draw_limit", "C-5", count=value)
            elif name in ("reshuffle", "early_reshuffle"):
                put(name, "describe.no_reshuffle" if name == "reshuffle" else "describe.early_reshuffle", "X-3")
            elif name == "last_card_penalty":
                if value:
                    put(name, "describe.call_penalty", "S-7", count=value)
                else:
                    put(name, "describe.no_call", "S-7")
            elif name == "late_call":
                if self.last_card_penalty:
                    put(name, "describe.call_with_play", "S-7")
            elif name == "two_player_reverse_skips":
                if any(effect.reverse for _cards, effect in self.effects):
                    put(name, "describe.reverse_nothing", "S-12" if switch else "C-7")
            elif name == "black_jack_fifty":
                if self.scoring is Scoring.PENALTY:
                    put(name, "describe.black_jack_fifty", "S-15")
            elif name == "jokers":
                put(name, "describe.jokers", "V-5", count=value)
            elif OPTIONS[name].phrase:  # a house rule switched on: one fixed phrase
                put(name, OPTIONS[name].phrase, OPTIONS[name].rule)
            elif name == "repetition":
                put(name, "describe.no_repetition", "X-10")
            elif name in ("blocked_passes", "play_limit"):
                put(name, f"describe.{name}", "C-6" if name == "blocked_passes" and not switch else "X-8",
                    count=value)
            elif name == "scoring":
                put(name, f"describe.scoring_{value.value}", "C-8" if value is Scoring.POINTS else "S-14")
        # the match, said with the number its mode plays to (rounds, cap or target)
        mode = self.match
        setting = {Match.ROUNDS: "rounds", Match.ELIMINATION: "cap", Match.TARGET: "target"}.get(mode)
        if "match" in changed or setting in changed:
            values = {} if setting is None else {"count" if setting == "rounds" else setting: getattr(self, setting)}
            put("match", f"describe.match_{mode.value}", "C-9" if mode is Match.TARGET else "S-16", **values)
        return words

    def to_dict(self) -> dict:
        """The settings as plain JSON-ready values."""
        out = {}
        for f in dataclasses.fields(self):
            if f.init:
                value = getattr(self, f.name)
                out[f.name] = value.value if isinstance(value, enum.Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        """Rules from :meth:`to_dict`'s output; unknown settings are refused."""
        if not isinstance(data, dict):
            raise RulesError(say("setting.mapping", kind=type(data).__name__))
        return cls(**cls._known(dict(data), preset=False))

    def __str__(self) -> str:
        extra = ", ".join(f"{k}={v.value if isinstance(v, enum.Enum) else v}" for k, v in self.changes().items())
        return say("rules.title", family=say("family." + self.family.value), count=self.players) \
            + (f" ({extra})" if extra else "")


__doc__ = __doc__.replace("OPTIONS_TABLE", options_table())
