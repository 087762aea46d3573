"""The words of the checker's verdicts, in the learner's language.

The English is here (``ENGLISH``, the source of truth); each language has
a gettext catalogue ``grading/locale/<lang>/LC_MESSAGES/grading.po``, kept
with ``python -m tools.i18n`` like the engine's and the widgets'. The
language is the one chosen with ``tutorial.language("fr")`` (the engine's,
``switchcore.messages.language()``); the checking process of
``grading.autograde`` is told it through ``SWITCHCORE_LANG``.

Every sentence of a verdict is here: the frame (✓, "Not yet"), a function
not written yet, an error and its hint for beginners, a missing
``return``, what ``try_it`` and ``try_bot`` show, each check's
case-by-case explanations and its ✓, and what the checking process says
when it cannot check. Cards are written with their symbols (7♥), and the
suits and what a pending card asks come from the engine's own catalogue
(``switchcore.messages``), so the checker never translates them again;
numbers are written as the language writes them (:func:`number`). Code
stays code: what a function gave back, a call, a rule id.
"""

from __future__ import annotations

from pathlib import Path

from switchcore.messages import Catalogue, fill, language

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
    # what a check wants back, in words ("it should give back ...")
    "want.rank": "the rank as text, such as '7' or '10' or 'K'",
    "want.suit": "the suit letter as text, such as 'H'",
    "want.pair": "a tuple of two pieces of text, such as ('7', 'H')",
    "want.bool": "True or False",
    "want.cards": "a list of cards, such as ['7S', '8C'] (or [] when none fits)",
    "want.points": "a whole number, such as 10",
    "want.hand_points": "a whole number, such as 35",
    "want.seat": "a whole number (an int), the seat, such as 2",
    "want.seat_direction": "two values, the seat and the direction",
    "want.seats": "a list of seats such as [0, 1, 0]",
    "want.numbers": "a list of whole numbers",
    "want.per_seat": "a list with one number per seat",
    # types, in words a beginner knows
    "type.bool": "True or False (a bool)",
    "type.int": "a whole number (an int)",
    "type.float": "a decimal number (a float)",
    "type.str": "a piece of text (a str)",
    "type.list": "a list",
    "type.tuple": "a tuple",
    "type.dict": "a dictionary (a dict)",
    "type.set": "a set",
    "type.other": "a {kind}",
    "value.holding": "a {kind} holding other objects",
    "value.object": "a {kind} object",
    "value.game_over": "a Game (round over, {number} moves)",
    "value.game_on": "a Game (round not over, {number} moves)",
    "value.values": "a {kind} of {number} values",
    "value.card_object": "a Card object ({code}), not a card written as text: write cards as text such as '7H' "
                         "(card.code gives that text)",
    "value.own_text": "text of a kind of its own ({kind}), not ordinary text",
    "value.own_number": "a number of a kind of its own ({kind}), not an ordinary number",
    "value.own_object": "an object of a kind of its own ({kind}), which the check cannot compare",
    # how a call of the learner's function can go wrong
    "student.too_slow": "{name} gave right answers in the {calls} cases tried, but it is too slow: they took "
                        "{seconds} seconds, and the check stops after {limit}. Look for work it repeats that it "
                        "could do once.",
    "student.too_long_one": "{shown} was still running after {limit} second, so the check gave up. Is there a loop "
                            "that never ends, such as a while loop whose condition never becomes False?",
    "student.too_long": "{shown} was still running after {limit} seconds, so the check gave up. Is there a loop "
                        "that never ends, such as a while loop whose condition never becomes False?",
    "student.exit": "{shown} called exit(), which would stop Python itself; use `return` instead.",
    "student.changed": "{shown} changed what it was given. A function that answers a question should leave its "
                       "inputs as they were (make a new list instead of changing the old one; do not play a move "
                       "on a game you are given).",
    "student.changed_to": "{shown} changed what it was given: afterwards the arguments were {value}. A function that "
                          "answers a question should leave its inputs as they were (make a new list instead of "
                          "changing the old one; do not play a move on a game you are given).",
    "student.not_plain": "{shown} gave back {what}.",
    "student.not_plain_part": "{shown} gave back {value}; one is {what}.",
    "student.wrong_type": "{shown} gave back {value}, which is {kind}, but it should give back {wanted}.",
    "student.not_a_function": "expected a function, such as {name}, but got {value}, which is {kind}. Pass the "
                              "function itself, without brackets after its name.",
    # the beginners' hints after an error
    "hint.unbound": "A name used here gets its value only inside a loop or an `if` further down, or later in the "
                    "function; give it a starting value before the loop (for example `total = 0` before the `for`).",
    "hint.name": "Check the spelling of every name, and that each one is defined before it is used.",
    "hint.int": "int() turns only digits into a number: 'J', 'Q', 'K' and 'A' are not numbers, so look them up "
                "(in a dictionary, say) before you use int() on the rest.",
    "hint.index": "A position in a string or list is past its end; remember that '10H' has three characters.",
    "hint.key": "A dictionary was asked for a key it does not have: is every rank in it, written the same way?",
    "hint.type": "A value is not of the type the code expects: a card is a piece of text such as '7H'.",
    "hint.recursion": "The function calls itself again and again without end.",
    # lesson 01: cards as data
    "cards.wrong": "for the card {card}, {shown} gave back {got}, but the answer is {right}. {why}",
    "cards.rank_rule": "A card is written rank first, then one letter for the suit; the rank is everything before "
                       "the last letter, and 10 is the one rank with two characters.",
    "cards.suit_rule": "The suit is always the last letter of the card, however long the rank is.",
    "cards.swapped": "{shown} gave back {got}: the rank and the suit are the wrong way round. The tuple should hold "
                     "the rank first, then the suit.",
    "cards.is_red": "{shown} gave back {got}, but {card} is red: hearts (H) and diamonds (D) are red, clubs (C) and "
                    "spades (S) are black.",
    "cards.is_black": "{shown} gave back {got}, but {card} is black: hearts (H) and diamonds (D) are red, clubs (C) "
                      "and spades (S) are black.",
    # lessons 02 and 03: which cards may be played
    "fits.wild": "In Crazy Eights an 8 is wild: it may be played on anything ({rule}).",
    "fits.declared": "The suit to follow is {suit}, declared with {top}; a declared suit takes the place of the top "
                     "card's suit ({rule}).",
    "fits.suit": "It matches the suit to follow, {suit} ({rule}).",
    "fits.rank": "It matches the rank of {top}: a card fits when it matches the suit or the rank ({rule}).",
    "fits.eight_in_switch": "In Switch an 8 is not wild: like any card it must match the suit or the rank ({rule}); "
                            "what it does is make the next player miss a turn ({rule2}).",
    "fits.not_declared": "After {top} the suit to follow is {suit}, not the top card's suit: the declared suit "
                         "replaces it ({rules}).",
    "fits.neither": "It matches neither the suit to follow ({suit}) nor the rank of {top}, and a card fits only when "
                    "it matches the suit or the rank ({rule}).",
    "fits.wrong_fits": "in {family}, for card {card} on top {top} with {suit} the suit to follow, {shown} said {got}, "
                       "but the card fits. {reason}",
    "fits.wrong_does_not_fit": "in {family}, for card {card} on top {top} with {suit} the suit to follow, {shown} "
                               "said {got}, but the card does not fit. {reason}",
    "playable.wrong": "in {family}, with top {top} and {suit} to follow, {shown}: {detail}",
    "playable.not_in_hand": "it gave back {got}, which is not in the hand at all.",
    "playable.unfit": "it gave back {card}, which does not fit. {reason}",
    "playable.left_out": "it left out {card}, which fits. {reason}",
    "playable.order": "it gave back {got}: the right cards, but not in the order of the hand, which is {right}.",
    "playable.twice": "it gave back {got}, with a card more than once; the cards that fit are {right}.",
    # lesson 04: what cards are worth
    "points.table_switch": "penalty points ({rule}): A 25, J 20, K and Q 10, 10 down to 2 their face value",
    "points.table_crazy_eights": "points for the winner ({rule}): 8 50, K, Q and J 10, A 1, the others their face value",
    "points.worth": "{card} is worth {worth} in {family}, whose table gives {table}.",
    "points.wrong_card": "{shown} gave back {got}, but {why}",
    "points.wrong_hand": "in {family}, {shown} gave back {got}, but {why}",
    "points.empty": "an empty hand is worth 0: the player who went out has nothing left to count.",
    "points.one": "the answer is {right}: {why}",
    "points.sum": "the answer is {parts} = {right}: a hand is worth the sum of its cards ({rule}).",
    # lesson 05: whose turn is next
    "turns.rule_plain": "after an ordinary card the turn passes to the next seat in the direction of play ({rule}; "
                        "clockwise means to the next higher seat, {rule2})",
    "turns.rule_8": "an eight makes the next player miss their turn, so the player after them plays ({rule})",
    "turns.rule_A": "an ace reverses the direction of play, and the next seat in the new direction plays ({rule})",
    "turns.rule_A2": "with two players an ace acts as a skip: the same player plays again, and the direction is "
                     "still reversed ({rule})",
    "turns.rule_2": "after a two the next player must answer it (play a two or draw two), so it is their turn ({rule})",
    "turns.rule_J": "after a black jack the next player must answer it (a red jack, or pick up seven), so it is "
                    "their turn ({rule})",
    "turns.rule_JR": "a red jack is an ordinary card when there is no black jack to cancel ({rule})",
    "turns.clockwise": "clockwise (1)",
    "turns.anticlockwise": "anticlockwise (-1)",
    "turns.where": "with {players} players (seats 0 to {last}), seat {seat} to play and play going {way}",
    "turns.not_a_seat": "gave back {got}, but a seat is a whole number (an int) such as 0 or 2",
    "turns.not_a_seat_next": "gave back as the next seat: {got}, but a seat is a whole number (an int) such as 0 or 2",
    "turns.no_such_seat": "gave back seat {got}, but with {players} players the seats are 0 to {last}: after the "
                          "last seat comes seat 0, and before seat 0 comes the last seat",
    "turns.no_such_seat_next": "gave back as the next seat: seat {got}, but with {players} players the seats are 0 "
                               "to {last}: after the last seat comes seat 0, and before seat 0 comes the last seat",
    "turns.next_is": "gave back {got}, but the next seat is {right}",
    "turns.wrong_next_seat": "{where}, {shown} {problem}. Remember: {rule}.",
    "turns.lead_turn_after": "{where}, who plays {card}: {shown}",
    "turns.two_values": "{lead} gave back {got}, but it should give back two values, the next seat and the "
                        "direction, separated by a comma.",
    "turns.seat_problem": "{lead} {problem}.",
    "turns.bad_direction": "{lead} gave back the direction {got}, but a direction is 1 (clockwise) or -1 "
                           "(anticlockwise).",
    "turns.other_seat": "says seat {got} plays next, but it is seat {right}",
    "turns.other_way": "gets the next seat right, but play should then go {right}, not {got}",
    "turns.remember": "{lead} {problem}. Remember: {rule}.",
    "turns.lead_who_plays": "with {players} players, {shown}",
    "turns.not_seats": "{lead} gave back {got}, but it should give back a list of seats (whole numbers).",
    "turns.how_many": "{lead} gave back {number} seat(s), {got}, but there should be one seat for each card, "
                      "{right} in all.",
    "turns.first": "{lead} gave back {got}, but seat 0 plays the first card: seat 0 starts.",
    "turns.goes_wrong": "{lead} gave back {got}, which goes wrong at card {index} ({card}): seat {seat} played "
                        "{before} while play went {way}, so seat {right} plays next, not seat {wrong}. Remember: "
                        "{rule}.",
    "verdict.right_next_seat": "{name} is right on all {number} cases (every seat of every table from 2 to 8 "
                               "players, both ways round).",
    "verdict.right_turn_after": "{name} is right on all {number} cases (every seat of every Switch table, both ways "
                                "round, after an ordinary card, an eight, an ace, a two and a jack).",
    "verdict.right_who_plays": "{name} is right on all {number} runs of cards, at every Switch table.",
    # lesson 06: random playouts
    "playouts.recipe": "the recipe of the lesson: game = Game(Rules.crazy_eights(players=players), seed=seed), "
                       "rng = random.Random(seed), then rng.choice(game.legal_moves()) for every move until the "
                       "round is over",
    "playouts.lead": "in a game of Crazy Eights for {players} after {moves} moves, {shown}",
    "playouts.none": "{lead} gave back None: did you forget `return`?",
    "playouts.not_legal": "{lead} gave back {got}, which is not one of game.legal_moves() ({moves}). A random player "
                          "picks only legal moves.",
    "playouts.not_chosen": "{lead} gave back {got}, a legal move, but not the one the generator it was given picks. "
                           "Pick with rng.choice(...) from the legal moves, using the rng passed in, so that the same "
                           "seed always gives the same game ({rule}).",
    "playouts.not_a_game": "{shown} gave back {got}, but it should give back the finished game (a Game), the game "
                           "itself, not a part of it such as game.moves.",
    "playouts.not_over": "{shown} gave back a game whose round is not over yet, after {number} moves: keep playing "
                         "while the round is not over (the round ends when a player goes out, {rule}, or is blocked, "
                         "{rule2}).",
    "playouts.other_rules": "{shown} played other rules ({rules}); the lesson's rounds are Crazy Eights for "
                            "{players} players.",
    "playouts.other_moves": "{shown} played {number} moves, the recipe {right}; they part at move {index}. Follow "
                            "{recipe}: the same seed must always give the same game ({rule}).",
    "playouts.how_many": "{shown} gave back {number} numbers, but there should be {right}: {what}.",
    "playouts.which": "{shown} gave back {got}: number {index} should be {right}, not {wrong} ({what}).",
    "playouts.lengths": "one number per round, the seeds 0 to {last}, each the number of moves of that round, "
                        "len(game.moves)",
    "playouts.no_rounds": "no rounds at all, so an empty list",
    "playouts.wins": "one count per seat, {players} in all, of the rounds it won; game.result.winners holds the "
                     "winners of a round (a blocked round can have two, {rule})",
    "playouts.shared": "with rounds whose winners are {winners} (a blocked round can have two winners, {rule}), {shown} "
                       "gave back {got}, but it is {right}: count every seat in game.result.winners, not only the "
                       "first.",
    "verdict.right_random_move": "{name} picks the generator's choice of legal move in all {number} positions.",
    "verdict.right_playout": "{name} plays exactly the recipe's round in all {number} cases (2 to 8 players, three "
                             "seeds each).",
    "verdict.right_round_lengths": "{name} counts the moves of every round right in all {number} cases (none to five "
                                   "rounds, 2 to 5 players).",
    "verdict.right_wins_by_seat": "{name} counts every seat's wins right in all {number} cases (2 to 6 players, up "
                                  "to twelve rounds), and in rounds won by two seats.",
    # lesson 07: bots
    "bots.position": "position {number} ({table}, {players} players)",
    "bots.position_game": "position {number} ({table}, {players} players, game {game}, move {move})",
    "bots.shown": "{name}(view) in {position}",
    "bots.by_hand": "Crazy Eights, set up by hand",
    "bots.special_cards": "Crazy Eights with special cards ({rule})",
    "bots.table": "top card {top}, suit to follow {suit}; hand {hand}; legal moves: {moves}",
    "bots.table_pending": "top card {top}, suit to follow {suit}, {player} must {what}; hand {hand}; legal moves: "
                          "{moves}",
    "bots.table_drawn": "top card {top}, suit to follow {suit}, just drew {card}; hand {hand}; legal moves: {moves}",
    "bots.table_pending_drawn": "top card {top}, suit to follow {suit}, {player} must {what}, just drew {card}; hand "
                                "{hand}; legal moves: {moves}",
    "bots.none": "your bot returned None. Is the `return` line missing?",
    "bots.ellipsis": "your bot returned ... (the blank of the exercise): write its body.",
    "bots.card": "your bot returned the card {card}, which is not a move: return one of view.legal_moves (for "
                 "example a Play), or text such as '{code}'.",
    "bots.unreadable": "your bot returned {got}, which is not a move ({reason}).",
    "bots.not_a_move": "your bot returned a {kind} object, which is not a move: return one of view.legal_moves, or "
                       "text such as '7H' or 'draw'.",
    "bots.refused": "your bot chose {move}, which the rules refuse: {reason} ({rule}).",
    "bots.not_legal": "your bot chose {move}, which is not one of the legal moves.",
    "bots.in_position": "In {position}: {problem} The position: {table}.",
    "bots.wasted_eight": "In {position}: your bot played {card} although another card fits ({fits}). Keep an eight "
                         "for when nothing else fits: it is wild ({rule}), and one left in your hand at the end costs "
                         "{points} points ({rule2}). The position: {table}.",
    "bots.low_card": "In {position}: your bot played {card} ({worth} points), but {highest} fits too and is worth "
                     "more ({best} points). Play the card worth most first: a card left in hand counts against you "
                     "({rule}). The position: {table}.",
    "bots.not_first_kept": "In {position}: your bot played {move}, but the first legal move that plays a card and "
                           "not an eight is {right}: return the first one your loop finds. The position: {table}.",
    "bots.not_first_fallback": "In {position}: no legal move plays a card that is not an eight, so the bot should "
                               "fall back on the first legal move, {right}, but it chose {move}. The position: "
                               "{table}.",
    "bots.not_first_high": "In {position}: your bot played {card}, but {first} is worth as much ({worth} points) "
                           "and comes first in the legal moves: of two plays worth the same, keep the first. The "
                           "position: {table}.",
    "bots.eight_first": "the first legal move plays an eight, so the bot takes the last legal move",
    "bots.not_eight_first": "the first legal move does not play an eight, so the bot takes it",
    "bots.not_eight_last": "In {position}: your bot chose {move}, but {why}: {right}. The position: {table}.",
    "bots.held": "{suit}: {number}",
    "bots.short_suit": "In {position}: your bot played {card} and declared {suit}, but after that play it holds "
                       "{held}. Declare a suit you hold most of, so that your next turn is easy ({rule}). The position: "
                       "{table}.",
    "bots.not_a_function": "a {kind} is not a function",
    "bots.try_line": "{number}. top {top}, hand {hand}",
    "move.play": "play {card}",
    "move.play_declare": "play {card} and declare {suit}",
    "move.calling": '{move}, calling "last card"',
    "move.draw": "draw a card",
    "move.keep": "keep the drawn card",
    "move.take": "take the penalty",
    "move.pass": "pass",
    "move.last": 'call "last card"',
    "verdict.right_bot": "{name} chose a legal move in all {number} positions (Switch and Crazy Eights, 2 to 5 "
                         "players, every kind of decision).",
    "verdict.right_bot_eight_last": "{name} chose the first legal move, or the last when the first plays an eight, "
                                    "in all {number} positions (Switch and Crazy Eights, 2 to 5 players, every kind "
                                    "of decision).",
    "verdict.right_bot_keeps_eights": "{name} chose a legal move and kept its eights in all {number} positions "
                                      "(Switch and Crazy Eights, 2 to 5 players, every kind of decision).",
    "verdict.right_bot_sheds_high": "{name} chose a legal move, kept its eights and played its highest card in all "
                                    "{number} positions (Switch and Crazy Eights, 2 to 5 players, every kind of "
                                    "decision).",
    "verdict.right_bot_long_suit": "{name} chose a legal move, kept its eights and asked for its longest suit in all "
                                   "{number} positions (Switch and Crazy Eights, 2 to 5 players, every kind of "
                                   "decision).",
    # lesson 08: the learner's own tests
    "tests.wrong_clockwise": "one that always goes clockwise, whatever the direction",
    "tests.wrong_no_wrap": "one that does not go round the table: after the last seat it gives a seat that does not "
                           "exist",
    "tests.wrong_minus_one": "one that goes round clockwise but not anticlockwise: before seat 0 it gives -1",
    "tests.wrong_two_players": "one that gets two players wrong: it always gives seat 1",
    "tests.wrong_last_seat": "one that forgets the last seat of a table of three or more",
    "tests.wrong_ace": "one that forgets that an ace reverses the direction ({rule})",
    "tests.wrong_eight_clockwise": "one where an eight always skips clockwise, even when play goes anticlockwise "
                                   "({rule})",
    "tests.wrong_ace_two": "one where, with two players, an ace passes the turn on instead of letting the same player "
                           "go again ({rule})",
    "tests.wrong_two_skips": "one where a two skips the next player, although that player must answer it ({rule})",
    "tests.wrong_ace_direction": "one that moves the turn the right way after an ace but gives back the old "
                                 "direction ({rule})",
    "tests.wrong_eight_two": "one where an eight skips two players instead of one ({rule})",
    "tests.wrong_seat_only": "one that gives back only the seat, without the direction",
    "tests.rule_next_seat": "{rule}, {rule2}: seats go round clockwise with direction 1",
    "tests.rule_turn_after": "{rule} for eights, {rule2} for aces",
    "tests.arguments": "{name} should be a test function with no arguments, such as test_{function}(), that calls "
                       "{function} and asserts what it gives back.",
    "tests.never": "{name} never calls {function} by that name, so it cannot test it: write asserts that compare "
                   "what {function}(...) gives back with the answer you expect.",
    "tests.assert_line": "`{line}` is not true for it",
    "tests.an_assert": "an assert in it is not true for it",
    "tests.fails_right": "{shown} fails on a {function} that follows the rules: {what}. Work out the answer you "
                         "expect again, by hand, with the rules ({rule}).",
    "tests.passes_wrong": "{shown} passes a wrong {function}, {words}. Add an assert that this wrong version would "
                          "fail.",
    "verdict.right_tests": "{name} passes a right {function} and catches all {number} wrong versions the check "
                           "tried.",
    # lesson 12: a bot that learns
    "want.numbers": "a numpy array of numbers, such as np.array([0.25, 0.75])",
    "learning.not_numbers": "{shown} gave back {got}, which is not a list or an array of numbers; it should give "
                            "back {wanted}.",
    "learning.shape": "{shown} gave back {got}: there should be {size} numbers, one for each {what}.",
    "learning.one_score": "score",
    "learning.one_weight": "weight",
    "learning.wrong_probabilities": "{shown} gave back {got}, but the probabilities are {right}: each is exp of its "
                                    "score, divided by the sum of exp of every score.",
    "learning.overflow": "{shown} gave back {got}: with scores as large as these, np.exp gives inf. Subtract the "
                         "largest score from every score first; the probabilities stay the same.",
    "learning.wrong_nudge": "{shown} gave back {got}, but the new weights are {right}: weights + rate × reward × "
                            "(options[taken] − probs @ options).",
    "verdict.right_probabilities": "{name} is right on all {number} lists of scores, very large ones included.",
    "verdict.right_nudge": "{name} is right on all {number} cases (good and bad rewards, two to seven moves).",
    # the checking process
    "apart.cannot_copy": "{shown} uses something that cannot be copied out of the notebook for checking ({error}). "
                         "Keep to plain values, functions and the modules you import.",
    "apart.cpu": "{shown} kept the check busy for more than {seconds} seconds of computing, so it was stopped. Is "
                 "there a loop that never ends?",
    "apart.stopped": "the check of {shown} stopped before it could give a verdict (exit status {status}). Does "
                     "{shown} stop Python itself, or use up all the memory?",
    "apart.not_a_function": "{name} should be a function, but it is a {kind}.",
    "apart.unpack": "the function could not be checked ({error}).",
    # the judge (grading/judge.py)
    "apart.cells_late": "the notebook's cells took more than {seconds} seconds to run before the check could "
                        "start. Is there a loop that never ends, or a very long simulation, outside a function?",
    "apart.cells_stopped": "the notebook's cells stopped Python before the check could start. Does a cell stop "
                           "Python itself, or use up all the memory?",
    "apart.no_function": "there is no function called {name} in the notebook yet. Did you run its cell, and "
                         "keep its name?",
    "apart.late": "the check of {name} took more than {seconds} seconds on the clock, so it was stopped. Does "
                  "{name} wait, or sleep?",
    "apart.judge_later": "under nbgrader autograde, the judge gives this cell its points after the notebook has "
                         "run (grading.nbjudge in the course's nbgrader_config.py).",
    "apart.no_exercise": "this test cell asks for an exercise the course does not have: {name}.",
}
#: The rules each sentence cites, as data: the ids fill its ``{rule}`` and
#: ``{rule2}`` slots in order, so no catalogue writes a rule id and every
#: language cites the same rules (the rule book"s ids, ``switchcore.rulebook``).
RULES: dict[str, tuple[str, ...]] = {
    "fits.wild": ("C-4",),
    "fits.declared": ("X-2",),
    "fits.suit": ("X-2",),
    "fits.rank": ("X-2",),
    "fits.eight_in_switch": ("X-2", "S-9"),
    "fits.neither": ("X-2",),
    "points.table_switch": ("S-15",),
    "points.table_crazy_eights": ("C-8",),
    "turns.rule_plain": ("X-1", "S-1"),
    "turns.rule_8": ("S-9",),
    "turns.rule_A": ("S-12",),
    "turns.rule_A2": ("S-12",),
    "turns.rule_2": ("S-8",),
    "turns.rule_J": ("S-10",),
    "turns.rule_JR": ("S-11",),
    "playouts.not_chosen": ("X-6",),
    "playouts.not_over": ("X-1", "C-6"),
    "playouts.other_moves": ("X-6",),
    "playouts.wins": ("C-6",),
    "playouts.shared": ("C-6",),
    "bots.special_cards": ("C-7",),
    "bots.wasted_eight": ("C-4", "C-8"),
    "bots.short_suit": ("C-4",),
    "tests.wrong_ace": ("S-12",),
    "tests.wrong_eight_clockwise": ("S-9",),
    "tests.wrong_ace_two": ("S-12",),
    "tests.wrong_two_skips": ("S-8",),
    "tests.wrong_ace_direction": ("S-12",),
    "tests.wrong_eight_two": ("S-9",),
    "tests.rule_next_seat": ("X-1", "S-1"),
    "tests.rule_turn_after": ("S-9", "S-12"),
}
#: No message here counts anything in words (no ``{count}``), so none is plural.
SINGULAR: dict[str, str] = {}
CATALOGUE = Catalogue("grading", ENGLISH, SINGULAR, LOCALE)


def say(key: str, **values) -> str:
    """The words ``key`` with ``values`` filled in, in the learner's language,
    citing the rules of :data:`RULES`.

    >>> say("fits.suit", suit="hearts")
    'It matches the suit to follow, hearts (X-2).'
    """
    cited = {"rule" if n == 1 else f"rule{n}": rule for n, rule in enumerate(RULES.get(key, ()), start=1)}
    return fill(CATALOGUE.words(key, language=language()), {**cited, **values}, language())


def number(value: int) -> str:
    """A whole number as the learner's language writes it: 2,080 in
    English, 2 080 in French, 2.080 in Italian and Dutch, 2080 in Spanish
    (which groups from five digits on: 20.800)."""
    text = f"{value:,}"
    lang = language()
    if lang == "fr":
        return text.replace(",", "\u202f")
    if lang == "es" and abs(value) < 10_000:
        return text.replace(",", "")
    return text if lang == "en" else text.replace(",", ".")


def decimal(value: float, style: str = "g") -> str:
    """A number of seconds as the language writes it: 0.5 in English, 0,5 elsewhere."""
    text = format(value, style)
    return text if language() == "en" else text.replace(".", ",")


def family(name: str) -> str:
    """A game's name as the verdicts write it."""
    return say("family.switch" if name == "switch" else "family.crazy_eights")
