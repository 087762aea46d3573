"""Every word the classroom's command line and tables print, by id.

``python -m classroom play | tournament | leaderboard`` write their prompts,
lines and table headers from these English templates, in the language the
engine speaks (:func:`switchcore.messages.use_language`, chosen with
``--lang`` or from ``LANG``); the translations are the gettext catalogues
``classroom/locale/<lang>/LC_MESSAGES/classroom.po``, made and compiled by
``python -m tools.i18n`` as the engine's are.

>>> say("play.goodbye"), say("play.goodbye", language="fr")
('Goodbye.', 'Au revoir.')
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from pathlib import Path
from types import MappingProxyType

from switchcore.messages import Catalogue, fill

__all__ = ["ENGLISH", "SINGULAR", "say", "reason_words", "kind_words", "help_text", "argparse_words",
           "argparse_speaks"]

ENGLISH = MappingProxyType({
    # a game in the terminal
    "play.start": "{rules} (seed {seed}). You are {name}; the others are {bot} bots.",
    "play.hand": "Your hand: {hand}",
    "play.prompt": "Your move (number, card such as 7H, draw, help, quit): ",
    "play.number": "Choose a number from 1 to {last}.",
    "play.refused": "Not allowed: {reason}",
    "play.late": 'You did not call "last card". Type "last" to call it now, or press Enter: ',
    "play.goodbye": "Goodbye.",
    # the levels of the built-in bots, as the terminal game names them
    "bot.hard": "hard",
    "bot.medium": "medium",
    "bot.easy": "easy",
    "bot.random": "random",
    "rules.name": "{family}, {count} players",
    # a tournament's table
    "table.title": "{done} {what} of {rules};{seed} points are {kind}.",
    "table.seed": " seed {seed};",
    "table.of": "{done} of {planned}",
    "table.games": "games",
    "table.matches": "matches",
    "table.penalty": "penalty, low is good",
    "table.points": "points, high is good",
    "table.strategy": "strategy",
    "table.wins": "wins",
    "table.win_rate": "win rate",
    "table.interval": "95% interval",
    "table.average": "avg points",
    "table.turns": "turns/round",
    "table.forfeits": "forfeits",
    "table.round_length": "Average round length: {moves} moves.",
    "table.stalled": "{count} games went past the move limit and count as lost by everyone.",
    "table.forfeited": "{count} games with a forfeit: the seat's turns were played by the easy bot and the game "
                       "counts as lost for it.",
    # a results file that cannot be used
    "results.not_ours": "{path} is not a switchcore tournament results file; give another file name",
    "results.version": "{path} was written by another version of switchcore (format {version}); give another "
                       "file name",
    "results.other": "{path} holds the results of another tournament ({what}): give another file name, or the "
                     "same options and bot files as when it was started",
    "results.differs.rules": "its rules differ",
    "results.differs.bots": "its bots differ",
    "results.differs.seed": "its seed differs",
    "results.differs.seats": "its seats differ",
    "results.differs.rotate": "its seat rotation differs",
    "results.joined": "new bot files: {names}",
    "results.left": "bot files gone: {names}",
    "results.changed": "bot files changed: {names}",
    "results.damaged": "{path} has a damaged line after {games} games; give another file name",
    "results.missing": "there is no results file {path} (or it is empty)",
    # the command line's help (--help of each command); option names, metavars and choices stay as they are
    "cli.description": "Switch and Crazy Eights in class: play against bots, run tournaments between strategies, "
                       "show a leaderboard.",
    "cli.lang": "the language of the game's sentences (default: the one LANG asks for, else en)",
    "cli.examples": "examples:",
    "cli.example.play": "Switch against three medium bots",
    "cli.example.house": "Switch with two house rules",
    "cli.rulebook": "The rule book: {command}",
    "cli.see_help": "(see {prog} --help)",
    "cli.interrupted": "Stopped during the start-up check of the bot files; no game was played.",
    "play.help": "play a game in the terminal against bots",
    "play.description": "Play against bots. On your turn, type the number of a move, or the move itself: a card such "
                        "as 7H or 10D, a card and a suit for a wild card (8C D), '7H last' to call \"last card\", or "
                        "draw, keep, take, pass. Type 'help' for the rules of the current position, 'quit' to stop.",
    "play.bot": "how the other players play (default: medium)",
    "play.seed": "shuffle seed; the same seed deals the same cards",
    "group.rules": "rules",
    "option.family": "which game (default: switch)",
    "option.players": "number of players (default: {players})",
    "option.jokers": "add 0, 1 or 2 wild jokers",
    "option.last_card_penalty": 'cards drawn for not calling "last card"; 0 turns it off',
    "option.late_call": '"last card" must be called with the play, not after it',
    "option.match": "how the match ends; by default, the family's own",
    "option.target": "Crazy Eights target score, 50 to 500",
    "tournament.help": "play many games between bots and print the table",
    "tournament.description": (
        "Play seeded games between bots, rotating the seats, and print each bot's games, wins, win rate (with a 95% "
        "interval), average points, turns per round and forfeits. A class's bots are one file per student in a "
        "folder (--bots-dir): FILE.py or FILE.ipynb, whose name is the bot's name, defining a function choose(view) "
        "(or strategy, my_bot or bot). Each student's bot plays in a process of its own, with a time and a memory "
        "limit: one that runs too long, crashes, quits or answers nonsense forfeits that game (the easy bot plays its "
        "turns, it loses, the others play on). The processes keep honest mistakes and simple cheats apart; they are "
        "not a security sandbox for harmful code. With --results, every finished game is saved at once; Ctrl-C stops "
        "within seconds, and the same command goes on where it stopped."),
    "group.bots": "bots and games",
    "group.running": "running",
    "group.results": "results",
    "option.bots_dir": "a folder with one bot file per student (.py or .ipynb)",
    "option.bots": "comma-separated bots: built-in names (hard, medium, easy, random) or FILE.py[:FUNCTION] "
                   "(default: hard,medium,easy,random, or none with --bots-dir)",
    "option.games": "how many games in all (default: 200)",
    "option.games_per_bot": "enough games for each bot to sit in about N",
    "option.seed": "seed of the deals and seats (default: a new random secret each run; it is not passed to the bots, "
                   "and it is taken off the command line that other processes can see)",
    "option.workers": "games played at once, in as many processes (default: 1; at most the CPUs available)",
    "option.oversubscribe": "allow more workers than CPUs",
    "option.dask": "play on the Dask cluster whose scheduler is at ADDRESS (needs the dask extra)",
    "option.move_time": "time a bot file has for one move (default: 1)",
    "option.game_time": "thinking time a bot file has for a whole game (default: 60)",
    "option.load_time": "time a bot file has to load, once its Python is running (default: 20): its own CPU time "
                        "where the system tells it, at most twice that in all; one that runs out is tried once more, "
                        "alone, before it is blamed",
    "option.memory": "memory a bot file's process may use (default: 512; 0 for no limit)",
    "option.disk": "disk a bot file may use in its scratch folder, all its files together (default: 64)",
    "option.strikes": "restarts after which a bot that hangs or dies is benched for the rest of the run (default: 3; "
                      "0 never benches)",
    "option.results": "save each game as it finishes; run again with the same file to go on after a stop",
    "option.html": "also write the table and its chart as a web page",
    "option.csv": "also write the table as CSV, for a spreadsheet",
    "leaderboard.help": "print the table of a tournament's results file",
    "leaderboard.description": "Read a results file written by 'tournament --results' and print its table.",
    "option.file": "the results file",
    # argparse's own words, by its English (see argparse_words); the %-placeholders stay as argparse writes them
    "argparse.usage": "usage: ",
    "argparse.positionals": "positional arguments",
    "argparse.options": "options",
    "argparse.help": "show this help message and exit",
    "argparse.argument": "argument %(argument_name)s: %(message)s",
    "argparse.unrecognized": "unrecognized arguments: %s",
    "argparse.not_allowed": "not allowed with argument %s",
    "argparse.ignored": "ignored explicit argument %r",
    "argparse.required": "the following arguments are required: %s",
    "argparse.one_of": "one of the arguments %s is required",
    "argparse.expected_one": "expected one argument",
    "argparse.expected_at_most_one": "expected at most one argument",
    "argparse.expected_at_least_one": "expected at least one argument",
    "argparse.ambiguous": "ambiguous option: %(option)s could match %(matches)s",
    "argparse.invalid_value": "invalid %(type)s value: %(value)r",
    "argparse.invalid_choice": "invalid choice: %(value)r (choose from %(choices)s)",
    "argparse.unexpected": "unexpected option string: %s",
    # what a tournament tells the teacher on the error output
    "tournament.left_out": "Left out {name}: {reason}.",
    "tournament.note": "Note: {note}",
    "tournament.forfeits_all": "Warning: {reason}; {name} forfeits every game.",
    "tournament.not_held": "Note: the bots' processes could not set {protections} on this system, so they are less "
                           "confined than the table in docs/teachers.md says.",
    "tournament.cpus": "Note: {workers} workers asked for, but {cpus} CPUs are available; playing with {cpus} "
                       "(--oversubscribe allows more).",
    "tournament.cpus_api": "{workers} workers asked for, but {cpus} CPUs are available: playing with {cpus} "
                           "(oversubscribe=True allows more)",
    "tournament.in_process": "these strategies cannot be sent to other processes ({error}); playing in this one. "
                             "Save them in bot files to play in several processes.",
    "tournament.stopping": "Stopping: finishing the {count} groups of games being played (Ctrl-C again to stop at "
                           "once).",
    "tournament.stopped": "Stopped after {done} of {planned} games.",
    "tournament.saved": " They are saved in {file}.",
    "tournament.disk_full": "The disk is full ({error}): the tournament stopped after {done} of {planned} games.",
    "tournament.disk_culprit": " The bot file {name} had filled its scratch folder the most.",
    "tournament.again": " Run the same command again to go on from there.",
    "tournament.html": "The table and its chart are in {file}.",
    "tournament.csv": "The table as CSV is in {file}.",
    "skipped.folder": "a folder",
    "skipped.hidden": "a hidden file (its name starts with '.')",
    "skipped.private": "its name starts with '_' (kept out, as Python keeps such names private)",
    "skipped.ending": "not .py or .ipynb",
    "confine.no_landlock_here": "Bot files here run in processes of their own with time, memory and file limits, but "
                                "this system has no Landlock: a bot can read and change your files, use the network "
                                "and signal your processes, so run only bots you trust (see the table in docs/teachers.md).",
    "confine.no_landlock": "This Linux kernel has no Landlock (it needs 5.13 or later with Landlock enabled): bots "
                           "cannot reach the referee, but they can reach each other, read and change your files, use "
                           "the network and signal your processes, so run only bots you trust (see the table in "
                           "docs/teachers.md).",
    "confine.no_landlock_seccomp": "This Linux kernel has no Landlock (it needs 5.13 or later with Landlock enabled): "
                                   "bots cannot reach the referee, each other or the network, but they can read and "
                                   "change your files and signal your processes, so run only bots you trust (see the "
                                   "table in docs/teachers.md).",
    "confine.signals": "This kernel's Landlock (ABI {abi}) confines the bots' files but not everything: a bot can "
                       "still send signals to your other processes (see the table in docs/teachers.md).",
    "confine.no_seccomp": "This system has no seccomp filter for the bots (it needs Linux on x86_64 or aarch64): a "
                          "bot can still reach Unix sockets that have a path, such as your desktop's session bus, and "
                          "send UDP packets to other bots (see the table in docs/teachers.md).",
    "confine.no_seccomp_tcp": "This kernel's Landlock (ABI {abi}) does not cover the network and this system has no "
                              "seccomp filter for the bots: a bot can still open network connections, reach Unix "
                              "sockets that have a path and send UDP packets to other bots (see the table in docs/teachers.md).",
    "confine.root_children": "You run the tournament as root on a system with no seccomp filter for the bots: a bot "
                             "can start processes (they are killed with it).",
    "confine.no_memory_group": "No memory group (cgroup) can be made for the bots here, so a bot's memory limit holds "
                               "for each of its processes, not for all of them together (see the table in "
                               "docs/teachers.md).",
    # what is said about a bot file that cannot be used, and why a bot forfeits (the results file keeps these
    # reasons in English, as they happened; reason_words says them in the language chosen when they are shown)
    "reason.not_bot_file": "{file} is not a bot file: a bot is a .py file or a notebook (.ipynb)",
    "reason.no_file": "there is no file {path}",
    "reason.not_utf8": "{file} is not text in UTF-8, so it cannot be a Python file or a notebook",
    "reason.unreadable": "{file} cannot be read: {error}",
    "reason.no_folder": "there is no folder {path}",
    "reason.not_folder": "{path} is a file, not a folder of bot files",
    "reason.same_name": "two files give the bot name {name} ({first} and {second}): rename one of them",
    "reason.empty_folder": "the folder {path} holds no bot files (.py or .ipynb)",
    "reason.bad_notebook": "{file} is not a notebook that can be read ({error})",
    "reason.no_strategy": "{file} has no strategy called {function}",
    "reason.no_choose": "{file} should define its strategy as a function called choose(view) (functions found: "
                        "{defined})",
    "reason.no_choose_none": "{file} should define its strategy as a function called choose(view) (functions found: "
                             "none)",
    "reason.not_function": "{file}: {function} is not a function",
    "reason.strategy_not_function": "{file}: its strategy is not a function",
    "reason.syntax": "{file} has a syntax error on line {line}: {error}",
    "reason.not_compiled": "{file} cannot be compiled: {error}",
    "reason.cell_syntax": "{file} has a syntax error in code cell {cell}, line {line}: {error}",
    "reason.not_run": "{file} could not be run: {reason}",
    "place.line": "{file}, line {line}",
    "place.cell_line": "{file}, code cell {cell}, line {line}",
    "reason.memory": "ran out of memory (the limit is {megabytes} MB)",
    "reason.disk": "wrote more than {megabytes} MB or {files} files in its scratch folder",
    "reason.memory_group": "used more than {megabytes} MB with its children",
    "reason.exit": "called sys.exit({code})",
    "reason.interrupt": "raised KeyboardInterrupt",
    "reason.raised": "raised {error}",
    "reason.moved": "imports {old}, which is now {new}: import that instead",
    "reason.long_answer": "returned {text}..., which is not a move (return one of view.legal_moves, or text such as "
                          "'7H')",
    "reason.not_move": "returned {answer}, which is not a move (return one of view.legal_moves, or text such as '7H')",
    "reason.something": "returned something that is not a move",
    "reason.illegal": "chose {move}, which the rules refuse: {refusal}",
    "reason.unplayable": "returned {answer}, which cannot be played ({error})",
    "reason.game_time": "used up its {seconds} s for the game",
    "reason.move_time": "took more than {seconds} s to choose a move",
    "reason.only_posix": "bot files play in processes of their own only on Linux and macOS",
    "reason.no_python_within": "could not start its Python within {seconds} (the machine is very busy)",
    "reason.no_python": "could not start its Python",
    "reason.load_time": "took more than {seconds} to load its file",
    "reason.not_loaded": "could not be loaded",
    "reason.check_stopped": "the start-up check was stopped",
    "reason.too_long": "sent an answer too long to be a move",
    "reason.not_answer": "sent something that is not an answer",
    "reason.signal": "its process was killed by signal {signal}",
    "reason.signal_memory": "its process was killed by signal {signal}, perhaps for using too much memory",
    "reason.pipe": "closed its pipe to the referee in the middle of a game",
    "reason.ended_waiting": "its process ended (exit code {code}) while it was waiting",
    "reason.ended": "its process ended (exit code {code}) in the middle of a game, for example by os._exit() or a "
                    "crash",
    "reason.benched": "benched after {restarts} restarts of its process (the last one: {last})",
    # the kinds of forfeit, as the table's forfeit lines name them (the results file and the CSV keep the English)
    "kind.load": "load",
    "kind.time": "time",
    "kind.memory": "memory",
    "kind.disk": "disk",
    "kind.exit": "exit",
    "kind.raised": "raised",
    "kind.interrupt": "interrupt",
    "kind.not a move": "not a move",
    "kind.illegal": "illegal",
    "kind.benched": "benched",
    # the leaderboard as a web page (--html) and its chart
    "page.title": "Tournament",
    "page.forfeits": "Forfeits (the seat's turns were played by the easy bot; the game counts as lost):",
    "page.chart": "Win rate with its 95% interval",
    "page.bar": "{name}: {rate} ({low} to {high})",
    # a mistake on the command line of a tournament, in one sentence
    "usage.games": "--games must be 1 or more, not {value}",
    "usage.games_per_bot": "--games-per-bot must be 1 or more, not {value}",
    "usage.workers": "--workers must be 1 or more, not {value}",
    "usage.times": "--move-time, --game-time and --load-time must be more than 0 seconds",
    "usage.memory": "--memory and --strikes must be 0 or more",
    "usage.disk": "--disk must be 1 or more, not {value}",
    "usage.unknown_bot": "unknown bot {name}: choose from {bots}, or name a file as FILE.py",
    "usage.same_name": "two bots are called {name}: each bot needs a name of its own",
    "usage.no_bots": "no bots to play: give --bots, --bots-dir or both",
    "usage.no_dask": "--dask needs Dask's distributed package: pip install switchcore[dask]",
    "usage.dask": "cannot reach the Dask scheduler at {address}: {error}",
    "usage.write": "cannot write {file}: {error}",
    "usage.read": "cannot read {file}: {error}",
})

#: The English for a count of one, where it differs (a plural entry's msgid).
SINGULAR = MappingProxyType({
    "rules.name": "{family}, {count} player",
    "table.stalled": "{count} game went past the move limit and counts as lost by everyone.",
    "table.forfeited": "{count} game with a forfeit: the seat's turns were played by the easy bot and the game "
                       "counts as lost for it.",
    "tournament.stopping": "Stopping: finishing the {count} group of games being played (Ctrl-C again to stop at "
                           "once).",
})

LOCALE = Path(__file__).with_name("locale")
CATALOGUE = Catalogue("classroom", ENGLISH, SINGULAR, LOCALE)


def say(key: str, language: str | None = None, **values) -> str:
    """The words ``key`` with ``values`` filled in, in ``language`` (by
    default the engine's)."""
    return fill(CATALOGUE.words(key, values.get("count", 1), language), values, language)


#: Values of a reason that are reasons themselves, said in the language too.
_NESTED = ("reason", "last")
_WHERE = re.compile(r"^(?P<reason>.*) \((?P<place>[^()]*?, line \d+)\)$", re.S)
_RULE = re.compile(r"^(?P<rule>\[[\w-]+\] )(?P<reason>.*)$", re.S)


def _patterns(prefix: str):
    found = []
    for key, text in ENGLISH.items():
        if key.startswith(prefix):
            parts = re.split(r"\{(\w+)\}", text)
            regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.*?)" for i, p in enumerate(parts))
            found.append((len("".join(parts[::2])), key, re.compile(regex, re.S)))
    # the template with the most fixed words first: "raised KeyboardInterrupt" before "raised {error}"
    return [(key, pattern) for _, key, pattern in sorted(found, key=lambda f: -f[0])]


_REASONS, _PLACES = _patterns("reason."), _patterns("place.")


def reason_words(text, language: str | None = None) -> str:
    """A bot's reason (why its file cannot be used, why it forfeited), as
    the classroom writes it in English, said in ``language`` (by default the
    engine's): the English is matched against the ``reason.*`` templates
    above; words that are no such reason are given back as they are.
    The English is what the results file keeps, so a table read again later
    says it in the language of that day.

    >>> reason_words("took more than 1 s to load its file", "fr")
    'a mis plus de 1 s à charger son fichier'
    """
    from switchcore.messages import language as current

    text = str(text)
    language = language or current()
    if language == "en" or not text:
        return text
    rule = _RULE.match(text)
    if rule:
        return rule["rule"] + reason_words(rule["reason"], language)
    where = _WHERE.match(text)
    if where:
        place = where["place"]
        for key, pattern in _PLACES:
            found = pattern.fullmatch(place)
            if found:
                place = say(key, language, **found.groupdict())
                break
        return f"{reason_words(where['reason'], language)} ({place})"
    for key, pattern in _REASONS:
        found = pattern.fullmatch(text)
        if found:
            values = found.groupdict()
            for name in _NESTED:
                if values.get(name):
                    values[name] = reason_words(values[name], language)
            return say(key, language, **values)
    return text


def kind_words(kind: str, language: str | None = None) -> str:
    """A kind of forfeit (``time``, ``load``, ``raised``...) in ``language``;
    one the catalogue does not know, as it is."""
    return say(f"kind.{kind}", language) if f"kind.{kind}" in ENGLISH else kind


def rules_name(rules) -> str:
    """``rules`` as the table's title names them: the family and the players,
    then each setting changed, all in words (:meth:`Rules.changes_in_words
    <switchcore.Rules.changes_in_words>`).

    >>> from switchcore import Rules
    >>> rules_name(Rules.crazy_eights(players=3, match="single"))
    'Crazy Eights, 3 players (the match is a single round)'
    """
    from switchcore.messages import say as engine_say

    name = say("rules.name", family=engine_say(f"family.{rules.family.value}"), count=rules.players)
    changes = "; ".join(rules.changes_in_words(rule_ids=False).values())
    return f"{name} ({changes})" if changes else name


def help_text(key: str, **values) -> str:
    """The words ``key`` as an option's help, where argparse reads ``%`` as
    the start of a value (``%(default)s``): a ``%`` of the words is doubled."""
    return say(key, **values).replace("%", "%%")


#: argparse's English (its gettext msgid): our id for it.
_ARGPARSE = {text: key for key, text in ENGLISH.items() if key.startswith("argparse.")}
_ARGPARSE["optional arguments"] = "argparse.options"  # the heading's name before Python 3.10
_PERCENT = re.compile(r"%(?:\(\w+\))?[a-z]")


def argparse_words(text: str) -> str:
    """argparse's own words (``usage:``, ``options``, its error messages) in
    the language chosen, when the catalogue has them; otherwise as argparse
    wrote them. A translation is used only with the same ``%`` placeholders
    as argparse's English, so that argparse can always fill it in.

    >>> from switchcore.messages import use_language
    >>> use_language("fr"); argparse_words("usage: "), argparse_words("no such words"); use_language("en")
    ('utilisation : ', 'no such words')
    """
    from switchcore.messages import language

    key = _ARGPARSE.get(text)
    if key is None or language() == "en":
        return text
    words = CATALOGUE.words(key)
    return words if sorted(_PERCENT.findall(words)) == sorted(_PERCENT.findall(text)) else text


@contextmanager
def argparse_speaks():
    """argparse writes its own words with :func:`argparse_words` (in the
    language chosen) while this lasts: argparse looks them up through its
    module's ``_`` and ``ngettext`` (gettext's), which are swapped meanwhile."""
    import argparse

    before = argparse._, argparse.ngettext
    argparse._ = argparse_words
    argparse.ngettext = lambda one, many, n: argparse_words(one if n == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before
