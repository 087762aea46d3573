"""Every sentence a learner reads, in one catalogue.

Events, refusals and explanations are written from these templates, keyed by
a short id. A template holds the words only: the id of the rule behind a
sentence is data (an event's ``rule``, an error's ``rule``), added at the end
of the sentence when rule ids are shown, and left out when they are not.

>>> say("event.played", player="Ann", card="7♠")
'Ann played 7♠.'
>>> say("event.skipped", rule="S-9", player="Ben")
'Ben misses a turn (S-9).'
>>> say("event.skipped", rule="S-9", player="Ben", rule_ids=False)
'Ben misses a turn.'

:func:`speak` chooses, for the whole program, whether sentences cite their
rule ids (they do unless told otherwise) and the language they are written
in: English, or French, Italian, Dutch or Spanish, the languages of the
rules' sources (:func:`use_language`). Each translation is a gettext
catalogue, ``locale/<lang>/LC_MESSAGES/switchcore.po``, compiled to the
``.mo`` file read here: an entry's context (``msgctxt``) is the message id,
its ``msgid`` the English template, and placeholders are named, so a
translation may put them in any order. ``python -m tools.i18n`` extracts,
updates and compiles the catalogues.

>>> say("event.played", player="Ann", card="7♠", language="it")
'Ann ha giocato 7♠.'
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from .errors import LanguageError, shown
from .rulebook import RULEBOOK

__all__ = ["CATALOGUE", "Catalogue", "ENGLISH", "LANGUAGES", "and_list", "clause_list", "language",
           "language_of_environment", "say", "speak", "template", "translation",
           "use_language", "with_rule"]

ENGLISH = MappingProxyType({
    # events: one short sentence each
    "event.dealt": "Round {round}: {player} deals {count} cards each.",
    "event.starter": "The starter is {card}; it has no effect.",
    "event.starter_effect": "The starter is {card}, and its effect applies.",
    "event.starter_buried": "The starter {card} is an eight, so it goes back into the stock.",
    "event.starter_wild": "The starter {card} is wild, so it goes back into the stock.",
    "event.first": "{player} plays first.",
    "event.played": "{player} played {card}.",
    "event.declared": "{player} declared {suit}: the next card must be {suit} or wild.",
    "event.called": '{player} called "last card".',
    "event.forgot": '{player} did not call "last card" and draws {count} as a penalty.',
    "event.called_late": '{player} called "last card" after the play, before the next player acted: in time.',
    "event.drew": "{player} drew {card}.",
    "event.drew_hidden": "{player} drew a card.",
    "event.kept": "{player} kept the drawn card.",
    "event.passed": "{player} passed: there is nothing to draw.",
    "event.passed_limit": "{player} passed after drawing {count}, the most a turn allows.",
    "event.lapsed": "Nothing can be drawn, so {card} makes nobody draw.",
    "event.play_limit": "{count} cards have been played, the most these rules allow: the round stops.",
    "event.skipped": "{player} misses a turn.",
    "event.reversed": "The direction of play is reversed.",
    "event.reversed_two": "With two players the reverse is a skip: {player} plays again.",
    "event.pending": "{player} must {text}.",
    "event.stacked": "{player} adds to the chain: now {count}.",
    "event.cancelled": "{player} cancels the pick-up with {card}: nobody draws.",
    "event.penalty": "{player} draws {count} as the penalty and misses the turn.",
    "event.forgiven": "Only {count} could be drawn; the rest is forgiven.",
    "event.reshuffled": "The stock ran out: the discards under the top card ({count}) are shuffled into a new stock.",
    "event.circle": "The same position has come back a third time: the round is blocked.",
    "event.went_out": "{player} played their last card and wins the round.",
    "event.blocked": "Nobody can draw or play: the round is blocked.",
    "event.scored": "{player} scores {count}.",
    "event.eliminated": "{player} is eliminated with {count} points.",
    "event.match_over": "The match is over: {player} wins.",
    "event.match_over_shared": "The match is over: {players} win.",
    # refusals: why a move is not allowed
    "input.language": "unknown language {value}: choose one of {choices}",
    "input.catalogue": "a catalogue of one's own is a mapping of message ids to words, not {value}",
    "input.message_ids": "unknown message ids in the catalogue: {names}",
    "input.keywords": "unknown keyword arguments: {names}; the ones there are: {valid}",
    "refuse.round_over": "the round is over; start the next round before moving",
    "refuse.round_not_over": "the round is not over yet",
    "refuse.match_over": "the match is over; no more rounds are played",
    "refuse.not_in_hand": "{player} has no {card} in hand",
    "refuse.no_match": "{card} matches neither the current suit ({suit}) nor the rank of {top}",
    "refuse.pending": "{player} must {what}; {card} does not answer it",
    "refuse.pending_draw": "{player} must {what} before anything else",
    "refuse.wild_needs_suit": "{card} is wild: declare a suit with it (as in '{code} H')",
    "refuse.not_wild": "{card} is not wild, so no suit can be declared with it",
    "refuse.drawn_only": "{player} has just drawn {card}: only that card can be played now, or kept",
    "refuse.must_play_drawn": "{player} drew {card}, which fits, so it must be played now",
    "refuse.draw_playable": "{player} holds a card that fits ({card}), so drawing is not allowed",
    "refuse.pass_playable": "{player} holds a card that fits ({card}), so passing is not allowed",
    "refuse.no_draw_left": "there is nothing left to draw, so the move is to pass",
    "refuse.draw_now": "{player} can still draw, so passing is not allowed",
    "refuse.draw_limit": "{player} has drawn {count} cards this turn, the most allowed: play a card that fits or pass",
    "refuse.nothing_to_keep": "only a card just drawn can be kept",
    "refuse.nothing_to_take": "there is no penalty to take",
    "refuse.announce_wrong": 'a "last card" call goes with a play that leaves exactly one card',
    "refuse.announce_off": 'these rules have no "last card" call (the penalty is off)',
    "refuse.out_of_turn": "it is {player}'s turn, not {other}'s",
    "refuse.not_a_move": "{move!r} is not a move: give one of legal_moves(), or text such as '7H', '8C D' or 'draw'",
    "refuse.unreadable": "{move!r} is not a move: write a card such as 7H, 10D or Q♠ (a wild card with its suit: "
                         "8C D), or draw, keep, take, pass or last",
    "refuse.no_seat": "there is no seat {seat!r}: seats are whole numbers from 0 to {last}",
    "refuse.late_call": '{player} cannot call "last card" now: only a player whose play just left one card, '
                        'without the call, may still call it, and only until the next player acts',
    "refuse.late_seat": '{caller} may still call "last card", but not for the player to act: give the call '
                        'with her seat (seat={seat})',
    "refuse.late_off": 'these rules want the "last card" call with the play (late_call is off), so it cannot '
                       'come on its own',
    "refuse.nothing_to_undo": "there is no move to undo in this round",
    # rule settings that cannot go together (a learner meets them in the rules panel)
    # values a program gives that a game cannot take
    "input.rules": "rules must be a Rules value, such as Rules.switch() or Rules.crazy_eights(), not {value!r}",
    "input.seed": "the seed must be a whole number or text, not {value!r}",
    "input.names": "names must be a list of {count} names, one per seat, not {value!r}",
    "input.names_differ": "give {count} different names (text on one line, not empty), one per seat, not {value!r}",
    "input.dealer": "the dealer must be a seat from 0 to {last}, not {value!r}",
    "input.chance": "chance must be a function of (n, stock, why) or None, not {value!r}",
    "input.seat": "there is no seat {value!r}; seats are 0 to {last}",
    # rule settings that cannot be (RulesError)
    "setting.bool": "{name} must be True or False, not {value}",
    "setting.whole": "{name} must be a whole number, not {value}",
    "setting.far": "{name} is far out of range: {value}",
    "setting.choice": "{name} must be one of {choices}, not {value}",
    "setting.unknown": "unknown rule settings: {names}",
    "setting.preset": "a preset sets the family itself: use Rules.switch() or Rules.crazy_eights()",
    "setting.mapping": "rules must be a mapping of settings, not {kind}",
    "setting.effects": "an effect table is made from a Rules value, not {value}",
    "setting.range": "{what} must be a whole number from {low} to {high}, not {value}",
    "setting.players": "{family} is for {low} to {high} players, not {value}",
    "setting.decks_switch": "Switch uses one or two decks, not {value}",
    "setting.decks_crazy": "Crazy Eights uses one deck (two as a house rule), not {value}",
    "setting.jokers": "a game has no, one or two jokers, not {value}",
    "setting.hand_size": "a hand holds at least 1 card; the hand size cannot be {value}",
    "setting.deck_short": "{players} hands of {size} cards and a starter need {needed} cards, but the deck has {cards}",
    "setting.no_starter": "{players} hands of {size} cards leave {count} cards in the stock, and they could all be "
                          "{what} ({buried} in the deck), which are never the starter: no starter could be turned up",
    "setting.penalty": "the last-card penalty must be 0 (off) to 10 cards, not {value}",
    "setting.draw_limit": "the draw limit must be 0 (none) to 100 cards a turn, not {value}",
    "setting.draw_one": "drawing one card has no draw limit; use it with until_playable or free drawing",
    "setting.twos_switch": "twos_stack makes the twos of C-7 stack; in Switch, twos always stack by S-8",
    "setting.twos_special": "twos only stack when they draw two: turn on special_cards",
    "setting.blocked": "a blocked round needs 0 (one per player) or {players} to 100 passes in a row, not {value}",
    "setting.early_reshuffle": "early_reshuffle says when the discards are reshuffled; turn on reshuffle too",
    "setting.play_limit": "the play limit must be 0 (none) to 100000 cards, not {value}",
    "setting.repetition": "without the repetition rule a round could go on for ever: set a play_limit too",
    "setting.house_eights": "V-9 brings Crazy Eights' wild eights into Switch; Crazy Eights has them already",
    "setting.special_switch": "special_cards is the Crazy Eights option C-7; Switch always has its special cards",
    "setting.black_jacks": "black jacks can only stack when they make the next player pick up seven",
    "setting.stacked_skips": "skips can only stack when eights are skip cards",
    "setting.target": "the target score must be 50 to 500 in steps of 50, not {value}",
    "setting.cap": "the elimination cap must be 10 to 1000, not {value}",
    "setting.rounds": "a match of rounds has 1 to 100 rounds, not {value}",
    "setting.target_points": "a target score needs points scoring (C-8); penalty points use elimination",
    "setting.elimination": "elimination needs penalty scoring (S-15)",
    "setting.openspiel": "OpenSpiel's {name} must be 1 or more, not {value}",
    "setting.steps": "steps must be a whole number, 0 or more, not {value}",
    "what.jokers": "jokers",
    "what.wild_cards": "wild cards",
    "what.cutting": "the number of players cutting for the deal",
    "what.turn": "the seat to act",
    "what.dealer": "the dealer's seat",
    "what.seat": "a seat",
    # positions set up by hand that cannot be (PositionError)
    "position.cards": "{where}: give cards as text such as '7H 8C' or a list of cards, not {value}",
    "position.why": "{where}: {reason}",
    "position.names": "give different names (texts, in a list or a tuple), one per seat in order, not {value}",
    "position.hands": "hands must be a list of {players} hands, one per seat, not {value}",
    "position.too_many": "{given} hands given for {players} players",
    "position.too_few": '{given} hands given for {players} players: give one hand per seat (an empty hand as "")',
    "position.no_top": "a position needs a top card on the discard pile",
    "position.one_top": "the top card is one card, not {value}",
    "position.direction": "the direction is 1 (clockwise) or -1, not {value}",
    "position.placed_none": "{card} is placed {times} times, but the deck has no {card}",
    "position.placed": "{card} is placed {times} times, but the deck has only {have}",
    "position.joker_top": "the top card is a joker: say which suit was declared",
    "position.not_pending": "{card} leaves nothing pending under these rules",
    "where.hand": "hand {seat}",
    "where.top": "top card",
    "where.discard": "discard pile",
    "where.stock": "stock",
    # saved games that cannot be loaded (SaveError)
    "save.missing": "the saved game has no {entry}",
    "save.kind": "{entry} should be {kind}, not {value}",
    "save.texts": "{what} should be a list of texts, not {value}",
    "save.not_utf8": "not a saved game: its bytes are not UTF-8 text",
    "save.not_text": "not a saved game: a saved game is JSON text, not {kind}",
    "save.deep": "not a saved game: it is nested too deeply ({depth} levels; a saved game has at most {most})",
    "save.not_json": "not a saved game: it is not JSON text (line {line}, column {column})",
    "save.why": "not a saved game: {reason}",
    "save.digits": "a number in it has {digits} digits, more than a saved game holds",
    "save.constant": "{name} is not a number a saved game holds",
    "save.twice": "the key {entry} is given twice in one mapping",
    "save.no_digests": "the saved game has no digests ({name}), or they are not a mapping",
    "save.digest_gone": "the saved game has no {entry}, which {name} lists (the file was changed)",
    "save.digest_extra": "the saved game has an entry {entry} that {name} does not list (the file was changed)",
    "save.digest_changed": "{entry} was changed after the game was saved: it does not match its digest in {name}",
    "save.format": "not a saved switchcore game (its 'format' is missing or wrong)",
    "save.old": "its 'version' is {version}, an older format without digests, in which a change made by hand "
                "could go unseen; this switchcore reads version {current} only",
    "save.version": "its 'version' is {version}; this switchcore reads version {current}",
    "save.differs": "the saved {what} does not follow from the moves: {where} is {saved}, but the moves give "
                    "{worked} (the file was changed)",
    "save.differ": "the saved {what} do not follow from the moves: {where} is {saved}, but the moves give "
                   "{worked} (the file was changed)",
    "save.rules": "the saved rules are not valid: {reason}",
    "save.seed": "'seed' should be a whole number or text, not {value}",
    "save.dealer": "the game cannot be set up again: the first dealer must be a seat from 0 to {last}, not {value}",
    "save.setup": "the game cannot be set up again: {reason}",
    "save.chance": "a card chosen by chance is not a card: {reason}",
    "save.no_hook": "this game was saved without a chance hook: its shuffles come from its seed",
    "save.start": "'start' should be a position or null, not {value}",
    "save.start_unknown": "the starting position has unknown entries: {names}",
    "save.start_impossible": "the starting position cannot exist: {reason}",
    "save.no_rounds": "'rounds' should hold the moves of at least one round",
    "save.deal": "round {round} cannot be dealt: {reason}",
    "save.move": "round {round}, move {number} ({code}) cannot be played: {reason}",
    "saved.round": "round number",
    "saved.dealer": "dealer",
    "saved.totals": "totals",
    "saved.out": "eliminations",
    "saved.results": "results of the finished rounds",
    "saved.now": "current position",
    "saved.rounds": "a list of rounds",
    "saved.settings": "a mapping of settings",
    "saved.names": "a list of names",
    "saved.seat": "a seat number",
    "saved.moves": "round {round}'s moves",
    # moves written in code that are not moves, and chance hooks that cannot be
    "move.play": "play {card}",
    "move.declare": "{play} and declare {suit}",
    "move.calling": '{play}, calling "last card"',
    "move.draw": "draw a card",
    "move.keep": "keep the drawn card",
    "move.take": "take the penalty",
    "move.pass": "pass",
    "move.last": 'call "last card"',
    "move.why": "{move} is not a move: {reason}",
    "move.give": "{move} is not a move: give a move or text such as '7H', not a {kind}",
    "move.plain": "{move} is not a move: give plain text such as '7H' or 'draw', not a {kind}",
    "move.empty": "{move} is not a move: it is empty (write 7H, 8C D, draw, keep, take or pass)",
    "move.too_many": "{word} is one word too many",
    "move.card": "the card is a Card (Card.parse('7H')), not {value}",
    "move.suit": "the declared suit is a Suit (Suit.HEARTS) or None, not {value}",
    "move.call": 'the "last card" call is True or False, not {value}',
    "card.not_str": "{value} is not text: write a card as '7H', a suit as 'H'",
    "card.made": "make cards with Card.parse('7H'), not Card(...): the 53 cards are made once",
    "chance.hook": "a chance hook is a function of (n, stock, why) or None, not {value}",
    "chance.three": "a chance hook is called with three values, hook(n, stock, why), but this one takes {signature}",
    "chance.order": "a deck order is cards, as text such as '7S 2H' or a list: {reason}",
    "chance.answered": "the chance hook answered {value}: {reason}",
    "chance.answer": "the chance hook must answer a card or None, not {value}",
    "chance.failed": "the chance hook failed when asked for card {number} ({why}): {error}",
    "chance.not_in_stock": "the chance hook chose {card} to {why}, but it is not in the stock (card {number} taken "
                           "from the stock, X-7)",
    "chance.wild_starters": "the chance hook turned up {tries} wild cards in a row as the starter (C-2)",
    # explanations of a card in a position
    "explain.wild": "{card} is wild: it can be played on anything, with a declared suit.",
    "explain.suit": "{card} follows the current suit, {suit}.",
    "explain.rank": "{card} matches the rank of {top}.",
    "explain.answer": "{card} answers the pending effect.",
    "explain.refused": "{reason}.",
    "explain.can": "{card} can be played: {reason}",
    "explain.cannot": "{card} cannot be played: {reason}",
    # parts of sentences
    "words.and": "{first} and {last}",
    "words.or": "{first} or {last}",
    "words.clauses_and": "{first}, and {last}",
    "words.clauses_and_long": "{first}; and {last}",
    "words.clauses_next": "{first}; {next}",
    "pending.draw": "draw {count}",
    "pending.skip": "miss a turn",
    "pending.skips": "miss a turn ({count} players skipped)",
    "pending.or_play": "{what} or play {cards}",
    "answer.rank": "a {rank}",
    "answer.rank_an": "an {rank}",
    "effect.wild": "wild: play on anything, declare a suit",
    "effect.draw": "next player draws {count} and misses a turn",
    "effect.skip": "next player misses a turn",
    "effect.reverse": "reverses the direction of play",
    "effect.none": "no effect",
    "effects.title": "{family}, {count} players: what the special cards do",
    "effects.card": "card",
    "effects.effect": "effect",
    "effects.answered": "answered by",
    "effects.rule": "rule",
    "effects.adds": "adds {count}",
    "effects.adds_skip": "adds a skip",
    "effects.cancels": "cancels",
    "effects.ordinary": "Every other card is ordinary.",
    "family.switch": "Switch",
    "family.crazy_eights": "Crazy Eights",
    # a set of rules in words (Rules.describe): the settings that differ from the family's preset
    "describe.rules": "{family} for {count} players.",
    "describe.rules_changed": "{family} for {count} players; {changes}.",
    "describe.decks": "{count} decks are shuffled together",
    "describe.hand_size": "each player is dealt {count} cards",
    "describe.draw_one": "a player may draw one card instead of playing",
    "describe.draw_until_playable": "a player draws only when nothing fits and keeps drawing until a card fits",
    "describe.draw_free": "a player may draw whenever they like",
    "describe.draw_limit": "a player draws at most {count} cards a turn",
    "describe.no_reshuffle": "the discards are never shuffled into a new stock",
    "describe.early_reshuffle": "the discards are shuffled into a new stock as soon as the stock runs out",
    "describe.no_call": 'nobody has to call "last card"',
    "describe.call_penalty": 'forgetting to call "last card" costs {count} cards',
    "describe.call_with_play": '"last card" must be called with the play',
    "describe.special_cards": "queens skip the next player, aces reverse the direction of play and twos make the "
                              "next player draw two",
    "describe.twos_stack": "a two may answer a two and the cards to draw add up",
    "describe.reverse_nothing": "with two players a reverse card does nothing",
    "describe.wild_jacks": "jacks are wild",
    "describe.fours_draw_four": "fours make the next player draw four",
    "describe.king_stop": "kings make the next player miss a turn",
    "describe.queens_reverse": "queens reverse the direction of play instead of aces",
    "describe.jokers": "{count} wild jokers are added to the deck",
    "describe.black_jacks_stack": "a black jack may answer a black jack and the cards to draw add up",
    "describe.stacked_skips": "an eight may answer an eight and the missed turns add up",
    "describe.starter_effects": "the starter's effect applies to the first player",
    "describe.crazy_eights_house": "eights are wild as in Crazy Eights",
    "describe.black_jack_fifty": "a black jack left in a hand costs 50 penalty points",
    "describe.blocked_passes": "the round is blocked after {count} passes in a row",
    "describe.play_limit": "the round stops after {count} cards have been played",
    "describe.no_repetition": "a position that comes back does not block the round",
    "describe.scoring_points": "the player who goes out scores the other hands",
    "describe.scoring_penalty": "the other players record their hands as penalty points",
    "describe.match_single": "the match is a single round",
    "describe.match_rounds": "the match lasts {count} rounds",
    "describe.match_elimination": "a player whose total goes over {cap} is out",
    "describe.match_target": "the match goes on until someone's total reaches {target}",
    # suits, ranks and cards in words
    "suit.clubs": "clubs",
    "suit.diamonds": "diamonds",
    "suit.hearts": "hearts",
    "suit.spades": "spades",
    "rank.ace": "ace",
    "rank.two": "two",
    "rank.three": "three",
    "rank.four": "four",
    "rank.five": "five",
    "rank.six": "six",
    "rank.seven": "seven",
    "rank.eight": "eight",
    "rank.nine": "nine",
    "rank.ten": "ten",
    "rank.jack": "jack",
    "rank.queen": "queen",
    "rank.king": "king",
    "card.joker": "joker",
    "card.name": "{rank} of {suit}",
    "cards.none": "(no cards)",
    # text that is not a card
    "card.not_suit": "{text!r} is not a suit (use C, D, H or S, or ♣ ♦ ♥ ♠)",
    "card.not_rank": "{text!r} is not a rank (use A, 2-10 or T, J, Q, K)",
    "card.not_text": "{text!r} is not a card: expected text such as '7H'",
    "card.empty": "{text!r} is not a card: it is empty (write a card as 7H, 10D, Q♠ or joker)",
    "card.short": "{text!r} is not a card: it needs a rank and a suit, as in 7H",
    "card.not_card": "{text!r} is not a card: {reason}",
    "card.not_cards": "{text!r} is not cards: give text such as '7H 8C' or a list of cards",
    # card notation in a language (Card.parse(text, language=...))
    "card.bad": "{text!r} is not a card: write a rank then a suit, as in 7♥, 10D, Q♠ or KH",
    "card.bad_suit": "{text!r} is not a suit: write ♣ ♦ ♥ ♠, or C, D, H, S",
    "card.ambiguous": "{text!r} is not clear: {letter} could mean {one} or {other}. Write {first} or {second}",
    # the table as text, and the end of a round or a match
    "table.top": "Top card {card}{note}, play goes {direction}, {count} in stock.",
    "table.note": " (current suit {suit})",
    "table.clockwise": "clockwise",
    "table.anticlockwise": "anticlockwise",
    "table.must": "{player} must {what}.",
    "table.cards": "{count} cards",
    "table.total": "total {total}",
    "table.current_suit": "Current suit",
    "svg.face_down": "card face down",
    "svg.empty_pile": "empty pile",
    "result.went_out": "Round {round}: {players} went out",
    "result.lowest": "Round {round}: {players} had the lowest hand",
    "result.row": "hand {points:>3}  scores {scores:>3}  total {total:>4}",
    "result.out": "(out of the match)              total {total:>4}",
    "match.won": "{player} wins the match: {reason}. Totals: {totals}",
    "match.won_shared": "{players} win the match together: {reason}. Totals: {totals}",
    "match_end.single_round": "the match was a single round",
    "match_end.rounds_played": "all the rounds have been played",
    "match_end.last_standing": "everyone else is out",
    "match_end.target_reached": "the target score has been reached",
    # the rules page (notebooks/rules.ipynb, and notebooks/<lang>/rules.ipynb)
    "rulebook.title": "The rules, one by one",
    "rulebook.intro": "Every rule of Switch and Crazy Eights that switchcore plays, with its id. The lessons and the "
                      "engine's messages name these ids; `python -m switchcore rules` prints the same list.",
    "rulebook.X": "Both games",
    "rulebook.S": "Switch",
    "rulebook.C": "Crazy Eights",
    "rulebook.V": "House rules (variants)",
    # the rule book's summaries, one per rule id
    **{f"rule.{rule}": summary for rule, summary in RULEBOOK.items()},
})

#: The English for a count of one, where it differs from :data:`ENGLISH`
#: (a plural entry's ``msgid``; its ``msgid_plural`` is in :data:`ENGLISH`).
SINGULAR = MappingProxyType({
    "event.dealt": "Round {round}: {player} deals {count} card each.",
    "table.cards": "{count} card",
    "describe.rules": "{family} for {count} player.",
    "describe.rules_changed": "{family} for {count} player; {changes}.",
    "describe.decks": "a single deck is used",
    "describe.hand_size": "each player is dealt {count} card",
    "describe.draw_limit": "a player draws at most {count} card a turn",
    "describe.call_penalty": 'forgetting to call "last card" costs {count} card',
    "describe.jokers": "a wild joker is added to the deck",
    "describe.blocked_passes": "the round is blocked after {count} pass in a row",
    "describe.play_limit": "the round stops after {count} card has been played",
    "describe.match_rounds": "the match lasts {count} round",
    "setting.no_starter": "{players} hands of {size} cards leave {count} card in the stock, and they could all be "
                          "{what} ({buried} in the deck), which are never the starter: no starter could be turned up",
})

#: Every language the engine speaks; ``en`` is :data:`ENGLISH` itself.
LANGUAGES = ("en", "fr", "it", "nl", "es")

#: Where the compiled catalogues are: ``locale/<lang>/LC_MESSAGES/switchcore.mo``.
LOCALE = Path(__file__).with_name("locale")

_voice = {"catalogue": ENGLISH, "rule_ids": True, "language": "en"}


class Catalogue:
    """One gettext domain: its English words by key (the source of truth),
    the singular forms of the counted ones, and a compiled catalogue per
    language in ``locale``. The engine's is :data:`CATALOGUE`; the notebook
    layer, the classroom and the course's checker each make their own."""

    def __init__(self, domain: str, english, singular, locale) -> None:
        self.domain, self.english, self.singular, self.locale = domain, english, singular, locale
        #: counted words (``{count}``) are plural entries (``msgid_plural``)
        self.plural = frozenset(key for key, text in english.items() if "{count}" in text)
        self._translations: dict = {}

    def translation(self, language: str) -> gettext.NullTranslations:
        """The compiled catalogue of ``language`` (one of :data:`LANGUAGES`);
        a :class:`~switchcore.errors.LanguageError` for any other value."""
        if type(language) is not str or language not in LANGUAGES:
            language = check_language(language)
        if language not in self._translations:
            self._translations[language] = (gettext.NullTranslations() if language == "en" else
                                            gettext.translation(self.domain, self.locale, languages=[language]))
        return self._translations[language]

    def words(self, key: str, count: int = 1, language: str | None = None) -> str:
        """The words of ``key`` in ``language`` (by default the one chosen
        now), before the values are filled in."""
        language = language or _voice["language"]
        english = self.english[key]
        if language == "en":
            return self.singular.get(key, english) if count == 1 else english
        if key in self.plural:
            return self.translation(language).npgettext(key, self.singular.get(key, english), english, count)
        return self.translation(language).pgettext(key, english)


CATALOGUE = Catalogue("switchcore", ENGLISH, SINGULAR, LOCALE)


def check_language(language) -> str:
    """``language`` when the engine speaks it (one of :data:`LANGUAGES`);
    otherwise a :class:`~switchcore.errors.LanguageError` that lists them.

    >>> check_language("de")
    Traceback (most recent call last):
    ...
    switchcore.errors.LanguageError: unknown language 'de': choose one of en, fr, it, nl, es
    """
    if isinstance(language, str) and str.__str__(language) in LANGUAGES:
        return str.__str__(language)
    raise LanguageError(say("input.language", value=shown(language), choices=", ".join(LANGUAGES)))
translation = CATALOGUE.translation


def language() -> str:
    """The language sentences are written in now (``en`` unless told)."""
    return _voice["language"]


def template(key: str, count: int = 1, language: str | None = None) -> str:
    """The words of message ``key`` in ``language`` (by default the one
    :func:`speak` chose), before the values are filled in."""
    if (language or _voice["language"]) == "en" and not (count == 1 and key in SINGULAR):
        return _voice["catalogue"].get(key) or ENGLISH[key]  # a catalogue given to speak() is English
    return CATALOGUE.words(key, count, language)


def with_rule(sentence: str, rule: str | None, rule_ids: bool | None = None) -> str:
    """``sentence`` citing ``rule`` before its final full stop, when rule
    ids are shown (and there is a rule).

    >>> with_rule("Ben misses a turn.", "S-9")
    'Ben misses a turn (S-9).'
    """
    if not rule or not (_voice["rule_ids"] if rule_ids is None else rule_ids):
        return sentence
    if sentence.endswith("."):
        return f"{sentence[:-1]} ({rule})."
    return f"{sentence} ({rule})"


def say(key: str, rule: str | None = None, rule_ids: bool | None = None, language: str | None = None,
        **values) -> str:
    """The sentence ``key`` with ``values`` filled in, citing ``rule`` when
    rule ids are shown (``rule_ids``: this once; by default as :func:`speak`
    set), in ``language`` (this once; by default as :func:`speak` set). A
    suit among the values is written as its noun in that language.

    >>> say("event.scored", player="Ann", count=12, language="fr", rule_ids=False)
    'Ann marque 12 points.'
    """
    for name, value in values.items():
        key_of = getattr(value, "message_key", None)
        if key_of is not None:
            values[name] = template(key_of, 1, language)
    text = template(key, values.get("count", 1), language).format(**values)
    return with_rule(text, rule, rule_ids)


def and_list(items, language: str | None = None, key: str = "words.and") -> str:
    """Words joined as a list: 'Ann, Ben and Cat' (``key='words.or'``: '... or ...')."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    return say(key, language=language, first=", ".join(items[:-1]), last=items[-1])


def clause_list(clauses, language: str | None = None) -> str:
    """Short clauses joined as one list: 'a, b, and c'; when a clause holds
    a comma of its own, 'a; b; and c', so that the list still reads as one.

    >>> clause_list(["jacks are wild", "kings skip", "queens reverse"])
    'jacks are wild, kings skip, and queens reverse'
    >>> clause_list(["i fanti sono jolly", "i re fanno saltare il turno"], language="it")
    'i fanti sono jolly e i re fanno saltare il turno'
    """
    clauses = [str(clause) for clause in clauses]
    if len(clauses) < 2:
        return "".join(clauses)
    long = any("," in clause for clause in clauses)
    first = clauses[0]
    for clause in clauses[1:-1]:
        first = say("words.clauses_next", language=language, first=first, next=clause) if long else f"{first}, {clause}"
    last = "words.clauses_and_long" if long else "words.clauses_and"
    return say(last, language=language, first=first, last=clauses[-1])


def speak(rule_ids: bool | None = None, catalogue=None, language: str | None = None) -> dict:
    """Choose how sentences are written from now on: whether they cite their
    rule ids (they do unless told otherwise) and their ``language`` (one of
    :data:`LANGUAGES`), or a ``catalogue`` of one's own (a mapping with the
    keys of :data:`ENGLISH`; missing keys stay English). Returns the
    previous choice, as keyword arguments for a later call."""
    before = dict(_voice)
    if language is not None:
        language = check_language(language)  # refused before anything changes
    if catalogue is not None:
        if not isinstance(catalogue, Mapping):
            raise LanguageError(say("input.catalogue", value=shown(catalogue)))
        unknown = [shown(key) for key in catalogue if not isinstance(key, str) or key not in ENGLISH]
        if unknown:
            raise LanguageError(say("input.message_ids", names=", ".join(sorted(unknown))))
        catalogue = MappingProxyType(dict(catalogue))
    if rule_ids is not None:
        _voice["rule_ids"] = bool(rule_ids)
    if language is not None:
        translation(language)
        _voice["language"] = language
    if catalogue is not None:
        _voice["catalogue"] = catalogue
        _voice["language"] = "en"
    return before


def language_of_environment(environ=None) -> str:
    """The language the usual locale variables ask for (``LANGUAGE``,
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, in gettext's order), when it is
    one of :data:`LANGUAGES`; English otherwise.

    >>> language_of_environment({"LANG": "fr_FR.UTF-8"}), language_of_environment({"LANG": "de_DE"})
    ('fr', 'en')
    """
    import os

    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def use_language(language) -> None:
    """Write every sentence in ``language`` from now on: ``"fr"``, ``"it"``,
    ``"nl"``, ``"es"`` or ``"en"`` (or a catalogue of one's own, a mapping).

    >>> use_language("nl"); print(say("event.skipped", player="Ben", rule_ids=False)); use_language("en")
    Ben slaat een beurt over.

    Any other value is refused with a :class:`~switchcore.errors.LanguageError`,
    and nothing changes.
    """
    if isinstance(language, str):
        language = check_language(language)
        speak(language=language, catalogue={} if language == "en" else None)
    elif isinstance(language, Mapping):
        speak(catalogue=language)
    else:
        raise LanguageError(say("input.language", value=shown(language), choices=", ".join(LANGUAGES)))
