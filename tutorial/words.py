"""Every word of the notebook layer, by id, in the language of the lessons.

The buttons, labels, tooltips, status lines, verdicts and hints of the
widgets and checks are written from these English templates, as the engine
writes its sentences (:mod:`switchcore.messages`); their translations are
the gettext catalogues ``tutorial/locale/<lang>/LC_MESSAGES/tutorial.po``
(made and compiled by ``python -m tools.i18n``). The language is the
engine's: :func:`tutorial.language` chooses it for both in one call.

>>> say("check.right")
'✓ Right!'
>>> say("check.right", language="it")
'✓ Giusto!'
>>> say("text.stock", count=1, language="fr")
'Pioche : 1 carte.'
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType

from switchcore.messages import Catalogue, fill


__all__ = ["ENGLISH", "SINGULAR", "SCENARIOS", "say", "text", "yes_no", "translate_scenario"]

#: The shipped scenarios (``tutorial/scenarios/``) whose words are in the
#: catalogues: those the lessons step through. The others only set up
#: positions for checks; their words read in English until added here.
SCENARIOS = ("walkthrough", "twos", "eights", "jacks", "aces", "aces_two_players", "no_mixing", "black_jacks_stack",
             "stacked_skips", "last_card", "reshuffle", "special_cards", "eight_starter", "blocked_crazy_eights",
             "repetition", "blocked_switch", "dealer", "wild_jacks", "fours", "king_stop", "queens_reverse", "jokers",
             "starter_effects", "target_score", "borrowed_scoring", "crazy_eights_house")


def _scenario_words(data: dict, name: str):
    """(message id, English) for each text of a scenario: its title, its
    introduction, and what each step says (and says after the learner's move)."""
    yield f"scenario.{name}.title", data["title"]
    if data.get("intro"):
        yield f"scenario.{name}.intro", data["intro"]
    for number, step in enumerate(data["steps"], 1):
        for field in ("say", "then"):
            if step.get(field):
                yield f"scenario.{name}.{number}.{field}", step[field]


def _scenarios() -> dict:
    folder = Path(__file__).with_name("scenarios")
    found = {}
    for name in SCENARIOS:
        found.update(_scenario_words(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")), name))
    return found


#: The English label of each house rule, as the rules panels show it
#: (:data:`tutorial.options.OPTIONS`; their translations are in the catalogues).
LABELS = {
    "special_cards": "Special cards: Q skips, A reverses, 2 draws two",
    "twos_stack": "Twos stack",
    "wild_jacks": "Wild jacks",
    "fours_draw_four": "Fours draw four",
    "king_stop": "King stop",
    "queens_reverse": "Queens reverse (aces ordinary)",
    "jokers": "A joker (wild)",
    "black_jacks_stack": "Black jacks stack",
    "stacked_skips": "Stacked skips",
    "starter_effects": "Starter effects",
    "crazy_eights_house": "Crazy Eights house rule (8s wild)",
    "black_jack_fifty": "Black jacks cost 50",
}

ENGLISH = MappingProxyType({
    # status lines (tutorial.text)
    "text.suit": "Top card: {card}. Current suit: {suit} {symbol}",
    "text.declared": " (declared with {card})",
    "text.clockwise": "Play goes clockwise ↻.",
    "text.anticlockwise": "Play goes anticlockwise ↺.",
    "text.round_over": "The round is over.",
    "text.to_play": "{player} to play.",
    "text.stock": "Stock: {count} cards.",
    "text.discard": "Discard pile: {count} cards.",
    "text.cannot": "{card} cannot be played: {reason}.",
    "text.cards": "{count} cards",
    # self-checks (tutorial.checks)
    "check.right": "✓ Right!",
    "check.wrong": "✗ Not yet.",
    "check.wrong_because": "✗ Not yet: {detail}.",
    "check.hint": "Hint: {hint}",
    "check.empty": "✎ Write your answer in the code cell above (replace the ...), then run both cells again.",
    "check.write_cards": 'write cards as in "7S 8C" or "7♠ 8♣"',
    "check.missing": "{count} cards that fit are missing",
    "check.extra": "{count} cards listed do not belong",
    "check.both": "{first} and {second}",
    "check.not_a_move": "that is not a move ({reason})",
    "check.not_allowed": "that move is not allowed here",
    "check.not_allowed_because": "that move is not allowed here: {reason}",
    "check.none": "none",
    # calm errors (tutorial.friendly)
    "friendly.line": "{opening}: {reason}.",
    "friendly.card": "That is not a card or a move",
    "friendly.position": "That position cannot exist",
    "friendly.rules": "These rules cannot go together",
    "friendly.move": "Not allowed",
    "friendly.rule": "The rule: {words}",
    "friendly.nothing": "Nothing was changed.",
    "friendly.table": "Nothing on the table changed.",
    "friendly.link": "Read rule {rule} on the rules page",
    "friendly.undefined_check": "{names} is not defined yet: run the code cell above first, then this one.",
    "friendly.undefined_check_many": "{names} are not defined yet: run the code cell above first, then this one.",
    "friendly.undefined": "{names} is not defined yet: it comes from a cell above, so run the cells above this "
                          "one first, then this one.",
    "friendly.undefined_many": "{names} are not defined yet: they come from cells above, so run the cells above "
                               "this one first, then this one.",
    "friendly.failed_answer": "The code cell above stopped with an error, so {name} has no answer: put it right, "
                              "run it again, then this one.",
    "friendly.syntax_answer": "Python cannot read the code cell above as it is written, so {name} has no answer: "
                              "put it right, run it again, then this one.",
    "friendly.syntax_text": "Python cannot read the code cell above as it is written, so {name} has no answer: "
                            "cards and moves are text, which goes between quotes, as in {example}; run both "
                            "cells again.",
    "friendly.bare_yes_no": "{word} on its own is a name Python does not know: answer True or False, or put the "
                            "word between quotes, as in {example}.",
    "friendly.bare_cards": "{word} on its own is a name Python does not know: cards and moves are text, which "
                           "goes between quotes, as in {example}.",
    "friendly.bare_word": "{word} is not defined yet: if it comes from a cell above, run the cells above first; "
                          "if it is text, put it between quotes, as in {example}.",
    "friendly.failed_value": "{name} has no value: the cell that sets it stopped with an error.",
    "widget.bad_choice": "{name} must be {choices}, not {value}.",
    "widget.bad_number": "{name} must be a whole number from {low} to {high}, not {value}.",
    "widget.bad_delay": "{name} must be a number of seconds, 0 or more, not {value}.",
    "widget.bad_levels": "{name} needs one level for each of the {players} seats, not {given}.",
    "widget.bad_kind": "{name} must be {kind}, not {value}.",
    "widget.a_scenario": "a scenario, such as load_scenario(\"walkthrough\")",
    "widget.a_game": "a game or a GameController",
    "widget.went_wrong": "Something went wrong",
    "widget.details": "details",
    "widget.run_me": "run this cell to use it",
    "widget.stale": "Python behind this widget has stopped, so it no longer answers: run its cell again, after the cells above it, to use it.",
    # a move as a cell shows it (tutorial.readable)
    "move.play": "play {card}",
    "move.play_suit": "play {card} and declare {suit}",
    "move.and_call": '{move} and call "last card"',
    "move.draw": "draw",
    "move.keep": "keep",
    "move.take": "take the penalty",
    "move.pass": "pass",
    "move.last": 'call "last card"',
    # a hand (tutorial.widgets.hand)
    "hand.hints": "Show hints",
    "hand.hints_tip": "Light up the cards that may be played now",
    "hand.call": 'Call "last card"',
    "hand.call_tip": "S-7: call it with the play that leaves one card",
    "hand.call_now": 'Call "last card" now',
    "hand.call_now_tip": "S-7: the call may still come, until the next player acts",
    "hand.cancel": "Cancel",
    "hand.draw": "Draw",
    "hand.keep": "Keep",
    "hand.take": "Take penalty",
    "hand.pass": "Pass",
    "hand.round_over": "the round is over",
    "hand.your_turn": "your turn",
    "hand.your_turn_drawn": "your turn: play {card} or keep it",
    "hand.late": '{player} to play; you may still call "last card"',
    "hand.to_play": "{player} to play",
    "hand.gone": "That card is no longer in this hand.",
    "hand.look_only": "Not now: this hand is only for looking at.",
    "hand.wild": "{card} is wild: choose the suit to ask for.",
    "hand.wild_first": "Click a wild card first, then choose its suit.",
    "hand.not_allowed": "Not allowed: {reason}.",
    # the table (tutorial.widgets.table)
    "table.stock": "Stock",
    "table.discard": "Discard",
    "table.seat": "{cards}, total {total}",
    "table.player": "player",
    "table.hand": "hand",
    "table.hand_points": "hand points",
    "table.scores": "scores",
    "table.total": "total",
    "table.log": "Moves",
    # stepping through a scenario (tutorial.widgets.stepper)
    "step.story": "So far, newest first:",
    "step.prev": "◀ Prev",
    "step.next": "Next ▶",
    "step.reset": "Reset",
    "step.move_first": "Your move first: click a card or a button in your hand.",
    "step.start": "Here is the starting position.",
    "step.good": "Good choice.",
    "step.counter": "Step {step} of {steps}",
    "step.your_move": "Your move: click a card in your hand.",
    "step.end": "The end. Press Reset to start again.",
    "step.press_next": "Press Next ▶ to go on.",
    "step.other_move": "{move} is a legal move here too. But this example plays {wanted}: play that to follow it.",
    "step.other_move_why": "{move} is a legal move here too: {why}. But this example plays {wanted}: play that to "
                           "follow it.",
    "step.and_suit": "{card} and {suit}",
    # the game page (tutorial.widgets.botgame)
    "rules.cannot": "These rules cannot go together: {reason}",
    # the rule options' labels, from tutorial.options
    **{f"option.{name}": label for name, label in LABELS.items()},
    "family.switch": "Switch",
    "family.crazy_eights": "Crazy Eights",
    "bot.players": "Players",
    "bot.rounds": "Rounds",
    "bot.target": "Target",
    "bot.seed": "Seed",
    "bot.seed_tip": "Type the seed of an earlier deal to deal the same cards again; leave it empty for a new deal.",
    "bot.seed_placeholder": "empty: a new deal",
    "bot.deal": "Deal",
    "bot.next_round": "Next round",
    "bot.new_match": "New match",
    "bot.call_time": "Time left to call “last card”: {seconds} s.",
    "bot.seat": "Seat {seat}",
    "bot.four_colour": "Four-colour deck (diamonds blue, clubs green)",
    "bot.call_wait": 'Seconds to call "last card" late',
    "bot.human": "human",
    "bot.bad_seed": "The seed must be a whole number such as 42, or empty for a new deal, not {text!r}.",
    "bot.seed_line": "Seed of this deal: {seed}.",
    "bot.seed_line_tip": "Type this number in the Seed box to play this deal again.",
    "bot.not_over": "The round is not over yet.",
    "bot.no_round": "There is no round to deal.",
    "bot.round_over": "Round {round} is over: every hand is shown above. Press Next round to deal the next one.",
    "bot.round": "{rules}. Round {round}.",
    "bot.your_move": "Your move when it is your turn.",
    # the four bots in a line each (lesson 10)
    "bot.about.random": "plays any card that fits, or draws, at random: it often draws when it could play.",
    "bot.about.easy": 'plays the first card that fits and never plans ahead. Sometimes it forgets to call "last card".',
    "bot.about.medium": 'stays in the suit it holds most of and keeps its wild cards for later. It always calls '
                        '"last card".',
    "bot.about.hard": "counts the cards that have been played, and keeps its draw and skip cards for a player who "
                      "is about to go out.",
    # what a house rule changes (tutorial.differences)
    "diff.ordinary": "ordinary card",
    "diff.answered": "{effect}; answered by {answers}",
    "diff.not_in_deck": "not in the deck",
    "diff.these_rules": "these rules",
    "diff.title": "What changes with {settings}:",
    "diff.title_when": "What changes when {settings}:",
    "diff.same": "No card does anything new: the table is the same.",
    "diff.before": "before:",
    "diff.now": "now:",
    "diff.rest": "Every other card does what it did before.",
    # the first move and the chart of the lessons (tutorial.lessons_extra, tutorial.chart)
    "extra.fits": "{right} {card} fits: {reason}.",
    "extra.top": "Top card:",
    "chart.title": "Totals after each round",
    "chart.alt": "{title}: after round {round}, {totals}.",
    "chart.round": "round",
    "chart.total": "total",
    "chart.kind_bars": "A bar chart",
    "chart.kind_line": "A line chart",
    "chart.kind_titled": "{kind}, “{title}”",
    "chart.across": "Across: {label}",
    "chart.up": "Up: {label}",
    # whole matches, the knockout question and the deal sizes (tutorial.matches)
    "match.next": "Play next round",
    "match.to_end": "Play to the end",
    "match.again": "Start again",
    "match.cap": "Cap:",
    "match.over": "The match is over. Press “Start again” to play it again.",
    "match.rules_single": "One round: whoever goes out wins.",
    "match.rules_rounds": "{rounds} rounds: the lowest total wins.",
    "match.rules_elimination": "Elimination: a total over {cap} is out; the last player left wins.",
    "match.rules_target": "To {target}: the first total to reach {target} wins.",
    "match.none_yet": "No round played yet: press “Play next round”.",
    "match.knocked_out": "Knocked out in round {round}: {players}.",
    "match.best": "After round {round} the best total is {total}: {players}.",
    "quiz.before": "total before the round",
    "quiz.left": "cards left in hand",
    "quiz.click": "The cap is {cap}. Click the player this round knocks out.",
    "quiz.out": "{right} {player}: {before} + {points} = {total}, over the cap of {cap}, so {player} is out.",
    "quiz.stays": "{player} stays in: the new total is not over {cap}",
    "quiz.hint": "add the points of the cards left in each hand to the total before the round.",
    "deal.players": "{players} players",
    "deal.one_deck": "{players} players: {each} cards each, from one deck (52 cards). {stock} cards are left in the stock.",
    "deal.two_decks": ("{players} players: {each} cards each, from 2 decks shuffled together (104 cards). "
                       "{stock} cards are left in the stock."),
    "deal.first_hand": "{player}'s hand:",
    # what the browser's own Python (the static site) cannot do (tutorial.browser)
    "browser.full_python": ("In this browser version the bots play inside the page; tournaments of students' bot "
                            "files run each bot as a separate program, which a web page cannot start, so run those "
                            "with a full Python (python -m switchcore tournament, or the Binder version)."),
    "browser.no_shell": ("This browser version has no command line, so “{command}” cannot run here: "
                         "run it with a full Python (Binder or a computer)."),
    "browser.no_package": ("This browser version holds only the packages the lessons need, so {packages} cannot "
                           "be installed here: use a full Python (Binder or a computer) for it."),
    # the scenarios stepped through in the lessons
    **_scenarios(),
})

#: The English for a count of one, where it differs (a plural entry's msgid).
SINGULAR = MappingProxyType({
    "text.stock": "Stock: {count} card.",
    "text.discard": "Discard pile: {count} card.",
    "text.cards": "{count} card",
    "check.missing": "a card that fits is missing",
    "check.extra": "one card listed does not belong",
})

LOCALE = Path(__file__).with_name("locale")
CATALOGUE = Catalogue("tutorial", ENGLISH, SINGULAR, LOCALE)

#: Yes and no as a learner may answer, in every language of the lessons: a
#: check accepts them all, whatever the language chosen.
YES = {"en": {"yes", "y", "true"}, "fr": {"oui", "vrai"}, "it": {"sì", "si", "vero"},
       "nl": {"ja", "j", "waar"}, "es": {"sí", "si", "verdadero"}}
NO = {"en": {"no", "n", "false"}, "fr": {"non", "faux"}, "it": {"no", "falso"},
      "nl": {"nee", "onwaar"}, "es": {"no", "falso"}}


def say(key: str, language: str | None = None, **values) -> str:
    """The words ``key`` with ``values`` filled in, in ``language`` (by
    default the one chosen with :func:`tutorial.language`)."""
    return fill(CATALOGUE.words(key, values.get("count", 1), language), values, language)


def text(key: str, language: str | None = None) -> str:
    """The words ``key`` as they are, with nothing filled in (for texts such
    as a scenario's, which may hold braces)."""
    return CATALOGUE.words(key, language=language)


def translate_scenario(data: dict, name: str, language: str | None = None) -> dict:
    """A copy of the scenario ``data`` (shipped as ``name``) with its words in
    ``language``; words changed since the catalogue was made stay as given."""
    data = json.loads(json.dumps(data))
    steps = {f"scenario.{name}.{n}.": step for n, step in enumerate(data.get("steps", []), 1)}
    for key, english in _scenario_words(data, name) if name in SCENARIOS else ():
        if ENGLISH.get(key) != english:
            continue
        if key.endswith((".title", ".intro")):
            data[key.rsplit(".", 1)[1]] = text(key, language)
        else:
            prefix, field = key.rsplit(".", 1)
            steps[prefix + "."][field] = text(key, language)
    return data


def yes_no(answer: str) -> bool | None:
    """True for a yes, False for a no, in any language of the lessons; None
    for anything else.

    >>> yes_no("Vrai"), yes_no("falso"), yes_no(" ja "), yes_no("maybe")
    (True, False, True, None)
    """
    word = answer.strip().lower()
    if any(word in words for words in YES.values()):
        return True
    if any(word in words for words in NO.values()):
        return False
    return None
