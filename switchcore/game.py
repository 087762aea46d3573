"""A game: the state machine that deals, lists legal moves and applies them.

A :class:`Game` is a whole match of one or more rounds. Ask it for
``legal_moves()``, give one to ``apply()``, read the events it returns:

>>> from switchcore import Game, Rules
>>> game = Game(Rules.crazy_eights(players=2), seed=7)
>>> game.turn, len(game.hands[0]), game.stock_size
(0, 7, 37)
>>> move = game.legal_moves()[0]
>>> for event in game.apply(move):
...     print(event)
Ann played 7♠.

A move the rules refuse raises :class:`~switchcore.errors.IllegalMoveError`,
naming the rule, and changes nothing:

>>> game.apply("KH")
Traceback (most recent call last):
...
switchcore.errors.IllegalMoveError: [X-1] Ben has no K♥ in hand
"""

from __future__ import annotations

import random

from .cards import JOKER, Card, Cards, Suit
from .effects import Pending
from .errors import CardError, ChanceError, IllegalMoveError, InvalidMoveError, SeatError
from .events import Event
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, _Plain, parse_move
from .chance import choose
from .checks import NAMES, check_game, check_seat
from .rules import DrawRule, Family, Match, Rules, Scoring
from .shuffle import shuffle
from .scoring import RoundEnd, RoundResult, lowest_hands, match_result, score_round
from .tables import rings, tables
from .messages import say

__all__ = ["Game", "NAMES"]


_UNSET = object()  # an attribute not set yet (a game set up without a deal)
_new = tuple.__new__  # builds an Event without the keyword handling of Event(...)

# Phases of a turn.
NORMAL, DRAWN, MUST_PLAY = "normal", "drawn", "must play"


class Game:
    """A match of Switch or Crazy Eights between ``rules.players`` seats.

    The seat to act is ``turn``; seats are numbered 0 upwards in clockwise
    order, and the first player sits left of the dealer (X-4). The same
    ``seed`` and the same moves always give the same game (X-6). ``late``
    is the seat that may still call "last card" before the next player acts
    (S-7, ``Rules.late_call``), or None.
    """

    # Every attribute the game keeps, named once: reading a slot is quicker
    # than reading an entry of the instance's dictionary, which counts on the
    # hot path. ``__dict__`` still takes anything else (a view's cached logs).
    __slots__ = (
        # the match
        "rules", "seed", "names", "totals", "out", "round_no", "dealer", "results", "match", "log",
        # the round
        "active", "hands", "stock", "discard", "suit", "turn", "direction", "pending", "phase", "drawn",
        "passes", "reshuffles", "draws", "played", "result", "moves",
        # read from the rules once (see __init__), and kept for the hot path
        "_tables", "_plays", "_called", "_fits", "_fit_plays", "_fit_called", "_dupes", "_effects",
        "_wilds", "_until", "_free", "_reshuffle", "_max_draws", "_play_limit", "_penalty", "_rings",
            # the legal moves, until a move changes them; the round's start, for undo
        "_legal", "_start", "_start_log",
        # the seat that may still call "last card" late (S-7), the moves of finished rounds,
        # the position a game set up by hand started from, the chance hook and the cards it chose
        "late", "_past", "_origin", "_chance", "_taken", "_late_call", "_late_mark", "_start_taken",
        "_first_dealer", "_early",
        "__dict__", "__weakref__",
    )

    def __init__(self, rules: Rules | None = None, seed=0, names=None, dealer: int | None = None,
                 deal: bool = True, chance=None) -> None:
        """``rules``: a :class:`Rules` value (Switch for four by default);
        ``seed``: a whole number or text that fixes every shuffle (X-6);
        ``names``: one different name per seat; ``dealer``: the first
        dealer's seat (by default the last seat, so seat 0 plays first, X-4);
        ``chance``: a hook that decides what comes out of the stock instead
        of the seeded shuffle (see :mod:`switchcore.chance`)."""
        rules, seed, names, dealer = check_game(rules, seed, names, dealer, deal, chance)
        self.rules, self.seed, self.names = rules, seed, names
        n = rules.players
        self.totals = [0] * n
        self.out = [False] * n
        self.round_no = 0
        self.dealer = self._first_dealer = dealer
        self._chance = chance
        self._taken: list = []  # every card the chance hook chose (a save replays them)
        self._past: list = []  # the moves of each finished round
        self._origin = None  # the position of round 1, for a game set up with from_position
        self.late = None
        self._late_call = rules.late_call and rules.last_card_penalty > 0
        self.results: list[RoundResult] = []
        self.match = None
        self.log: list[Event] = []
        t = self._tables = tables(rules)  # built once for these rules
        self._plays, self._called, self._fits = t.plays, t.called, t.fits
        self._fit_plays, self._fit_called = t.fit_plays, t.fit_called
        self._dupes = rules.decks > 1 or rules.jokers > 1  # can a hand hold two equal cards?
        self._effects = rules.effects.by_index
        self._wilds = rules.effects.wilds
        self._until = rules.draw is DrawRule.UNTIL_PLAYABLE
        self._free = rules.draw is DrawRule.FREE
        self._reshuffle = rules.reshuffle
        self._early = rules.early_reshuffle
        self._max_draws = rules.draw_limit or 1 << 30
        self._play_limit = rules.play_limit
        self._penalty = rules.last_card_penalty
        self._start_round(deal=deal)

    # -- dealing ------------------------------------------------------------

    def _start_round(self, deal: bool) -> None:
        self.round_no += 1
        self.active = tuple(s for s in range(self.rules.players) if not self.out[s])
        self._make_rings()
        self.hands: list[list[Card]] = [[] for _ in range(self.rules.players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.direction = 1
        self.pending: Pending | None = None
        self.phase = NORMAL
        self.drawn: Card | None = None
        self.passes = 0
        self.reshuffles = 0
        self.draws = 0  # cards drawn by the player to act this turn (draw_limit)
        self.played = 0  # cards played this round (play_limit)
        self.result: RoundResult | None = None
        self.moves: list = []
        self.late = None
        self._legal = None
        if deal:
            self._deal()
            self._mark_start()

    def _deal(self) -> None:
        rules = self.rules
        rng = random.Random(f"{self.seed}/deal/{self.round_no}")
        self.stock = cards = shuffle(list(self._tables.deck), rng)
        size = rules.deal_size(len(self.active))
        after = self._rings[1]  # the seat after each seat, clockwise, passing over those out
        first = after[self.dealer]
        order = [first]
        while len(order) < len(self.active):
            order.append(after[order[-1]])
        # One card at a time from the top of the stock (its end), starting left of the dealer:
        # the i-th player in order gets the i-th card from the top, then every len(order)-th.
        if self._chance is None:
            top = len(cards) - 1
            for i, seat in enumerate(order):
                self.hands[seat] = cards[top - i::-len(order)][:size]
            del cards[len(cards) - size * len(order):]
        else:
            for _ in range(size):
                for seat in order:
                    self.hands[seat].append(self._choose(cards, "deal"))
        self._event("dealt", self.dealer, count=size, text=str(self.round_no))
        wild_starter = self._wilds if rules.family is Family.CRAZY_EIGHTS else {JOKER}
        starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        tries = 0
        while starter in wild_starter:  # C-2 (and jokers, which have no suit); Rules makes sure it ends
            tries += 1
            if tries > 1000:  # only a chance hook can keep choosing wild starters
                raise ChanceError(f"the chance hook turned up {tries} wild cards in a row as the starter (C-2)")
            self._event("starter_buried" if starter.rank == 8 else "starter_wild", self.dealer, card=starter)
            cards.insert(rng.randrange(len(cards) + 1), starter)
            starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        self.discard.append(starter)
        self.suit = starter.suit
        self.turn = first
        effect = self._effects[starter.index]
        if rules.starter_effects and effect is not None and not effect.wild:
            self._event("starter_effect", self.dealer, card=starter)
            self._apply_effect(self.dealer, effect)
        else:
            self._event("starter", self.dealer, card=starter)
        self._event("first", self.turn)

    def _choose(self, stock: list, why: str) -> Card:
        """The card the chance hook chooses from ``stock``, taken out of it."""
        self._taken.append(choose(self._chance, len(self._taken), stock, why))
        return self._taken[-1]

    def _mark_start(self) -> None:
        self._start = self._snapshot()
        self._start_log = len(self.log)
        self._start_taken = len(self._taken)

    def next_round(self) -> list[Event]:
        """Deal the next round of the match: the deal moves one seat
        clockwise (X-4, S-4) and play starts clockwise again."""
        if self.result is None:
            raise IllegalMoveError("X-1", "the round is not over yet")
        if self.match is not None:
            raise IllegalMoveError("S-16", say("refuse.match_over"))
        mark = len(self.log)
        self._past.append(tuple(self.moves))
        self.dealer = self._next_in(self.dealer, 1, 1)
        self._start_round(deal=True)
        return self.log[mark:]

    # -- seats -------------------------------------------------------------

    def _make_rings(self) -> None:
        """For each direction, the seat after each seat, passing over
        eliminated players (so that the hot path only looks it up):
        ``_rings[1]`` clockwise and ``_rings[-1]`` anticlockwise."""
        self._rings = rings(self.rules.players, tuple(self.out))

    def _next_in(self, seat: int, steps: int, direction: int) -> int:
        n, out = self.rules.players, self.out
        for _ in range(steps):
            seat = (seat + direction) % n
            while out[seat]:
                seat = (seat + direction) % n
        return seat

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play,
        passing over eliminated players."""
        if type(steps) is not int or steps < 0:
            raise SeatError(f"steps must be a whole number, 0 or more, not {steps!r}")
        return self._next_in(self._seat(seat), steps, self.direction)

    # -- reading the position ------------------------------------------------

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard[-1]

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def player(self) -> str:
        """The name of the player to act."""
        return self.names[self.turn]

    @property
    def round_over(self) -> bool:
        return self.result is not None

    @property
    def match_over(self) -> bool:
        return self.match is not None

    def hand(self, seat: int | None = None) -> Cards:
        """A seat's hand (the player to act's by default)."""
        return Cards(self.hands[self.turn if seat is None else self._seat(seat)])

    def _seat(self, seat) -> int:
        """``seat`` when it is a seat of this game; otherwise a SeatError."""
        return check_seat(self.rules, seat)

    @property
    def hand_sizes(self) -> tuple:
        """How many cards each seat holds."""
        return tuple(len(h) for h in self.hands)

    @property
    def discard_size(self) -> int:
        return len(self.discard)

    @property
    def winners(self) -> tuple:
        """The seats that won the match (more than one when they share it, C-9),
        or () while the match goes on."""
        return self.match.winners if self.match is not None else ()

    @property
    def winner(self) -> int | None:
        """The seat that won the match, or None while it goes on or when
        several share it (see :attr:`winners`)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def deck(self) -> Cards:
        """Every card of the game's deck(s), in order (S-2, C-1, V-5)."""
        return Cards(self._tables.deck)

    def missing_cards(self) -> Cards:
        """Cards of the deck that are nowhere in play. Always none (X-7),
        except in a position set up with ``fill=False``, which leaves out
        the cards it does not place."""
        from collections import Counter

        missing = Counter(self._tables.deck)
        missing.subtract(self.cards_in_play())
        return Cards(sorted(missing.elements(), key=lambda c: c.index))

    def _drawable(self) -> int:
        """Cards that can still be drawn: the stock, and the discards under the
        top card when they are reshuffled (X-3), less a late penalty owed (S-7)."""
        left = len(self.stock) + (len(self.discard) - 1 if self._reshuffle else 0)
        return left - self._penalty if self.late is not None else left

    def can_draw(self) -> bool:
        """True when a card can be drawn: the stock has cards, or the discard
        pile has more than its top card to reshuffle (X-3). A "last card"
        penalty still owed (S-7) is drawn first."""
        if self.late is not None:
            return self._drawable() > 0
        return bool(self.stock) or (self._reshuffle and len(self.discard) > 1)

    def fits(self, card: Card) -> bool:
        """True when ``card`` matches the top discard: wild, or the current
        suit, or the top card's rank (X-2, C-3, C-4)."""
        if type(card) is not Card:
            card = Card.parse(card)
        return card in self._wilds or card.suit is self.suit or card.rank is self.discard[-1].rank

    def legal_moves(self) -> list:
        """Every move the player to act may make, each once.

        >>> from switchcore import Game, Rules, cards
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> g.legal_moves()
        [Play(Card('7S')), Play(Card('8C'), Suit.CLUBS), Play(Card('8C'), Suit.DIAMONDS), Play(Card('8C'), Suit.HEARTS), Play(Card('8C'), Suit.SPADES)]
        """
        moves = self._legal
        if moves is not None:
            return moves
        if self.result is not None:
            self._legal = []
            return self._legal
        hand = self.hands[self.turn]
        called = len(hand) == 2 and self._penalty  # a play leaving one card may call "last card" (S-7)
        moves = []
        if self.phase is NORMAL and self.pending is None:  # any card that fits, or draw (X-2, S-6, C-5)
            fits = (self._fit_called if called else self._fit_plays)[self.suit][self.discard[-1].rank]
            for card in dict.fromkeys(hand) if self._dupes else hand:
                plays = fits[card.index]  # the card's plays when it fits, else ()
                if plays:
                    moves += plays
            if not moves or not self._until:
                can = self.stock or (self._reshuffle and len(self.discard) > 1)
                if can and self.late is not None:  # S-7: the late penalty is drawn first
                    can = self._drawable() > 0
                moves.append(DRAW if can and self.draws < self._max_draws else PASS)
        elif self.phase is NORMAL:  # an answer to the pending effect, or take it (S-13)
            plays, answers = self._called if called else self._plays, self.pending.effect.answers
            for card in dict.fromkeys(hand) if self._dupes else hand:
                if card in answers:
                    moves += plays[card.index]
            moves.append(TAKE)
        else:  # the card just drawn, or keep it (S-6, C-5)
            moves += (self._called if called else self._plays)[self.drawn.index]
            if self.phase is DRAWN:
                moves.append(KEEP)
        self._legal = moves
        return moves

    def is_legal(self, move, seat: int | None = None) -> bool:
        """True when ``move`` (a move or its text) may be applied now (by
        ``seat``, as :meth:`apply` takes it)."""
        try:
            move = parse_move(move)
        except ValueError:
            return False
        if move is LAST:
            return type(seat) is int and seat == self.late
        return (seat is None or (type(seat) is int and seat == self.turn)) and _is_move(move) \
            and move in self.legal_moves()

    # -- applying moves ----------------------------------------------------------

    def apply(self, move, seat: int | None = None) -> list[Event]:
        """Apply ``move`` (a move, or text such as ``'7H'``, ``'8C D'``,
        ``'draw'``) for the player to act, and return the events it caused.
        With ``seat``, refuse the move unless it is that seat's turn. The late
        "last card" call (``'last'``, S-7) is made with the seat of the
        player who may still make it (``game.late``).

        A refused move raises :class:`~switchcore.errors.IllegalMoveError`
        naming the rule (its subclass
        :class:`~switchcore.errors.InvalidMoveError` for what is not a move
        at all, such as ``'1H'`` or a tuple that looks like a Play), and
        changes nothing.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_moves()
        kind = type(move)  # a real move, not a tuple or subclass that looks like one
        if move not in legal or (kind is not Play and kind is not _Plain) or (
                seat is not None and (seat != self.turn or type(seat) is not int)):
            if type(move) is str:  # text such as '7H': read it, then check it
                try:
                    move = parse_move(move)
                except CardError as exc:
                    raise InvalidMoveError(str(exc), move) from None
                return self.apply(move, seat)
            if move is LAST and type(seat) is int and seat == self.late:
                return self._call_late(seat)
            raise self._refusal(move, seat)
        self._legal = None
        self.moves.append(move)
        log = self.log
        mark = len(log)
        if self.late is not None:  # S-7: the call was not made before this player acted
            self._pay_late()
        if kind is Play:
            self._play(move)
            if self.late is not None and self.late == self.turn:
                self._late_comes_back()
        elif move is DRAW:
            self._draw(legal)
        elif move is TAKE:
            self._take()
        elif move is KEEP:
            self.phase, self.drawn, self.draws = NORMAL, None, 0
            self._event("kept", self.turn)
            self.turn = self._rings[self.direction][self.turn]
        else:
            self._pass()
        return log[mark:]

    def _call_late(self, seat: int) -> list[Event]:
        """S-7 (late call): ``seat`` calls "last card" before the next player acts."""
        self.late = None
        self._legal = None
        self.moves.append(LAST)
        mark = len(self.log)
        self._event("called_late", seat)
        return self.log[mark:]

    def _pay_late(self) -> None:
        """S-7: the next player acts and the call was not made: the penalty."""
        seat, self.late = self.late, None
        self._event("forgot", seat, count=self._penalty)
        self._draw_cards(seat, self._penalty)

    def _late_comes_back(self) -> None:
        """The turn came straight back to the player who did not call (a skip or
        a reverse between two): no other player acts first, so the call was
        due with the play and the penalty is drawn now, before the card's
        effect in the log, as when late calls are off."""
        log, mark = self.log, self._late_mark
        effects = log[mark:]
        del log[mark:]
        self._pay_late()
        log.extend(effects)

    def _event(self, kind: str, seat: int, card=None, count: int = 0, suit=None, rule: str = "", text: str = "") -> None:
        self.log.append(_new(Event, (kind, seat, self.names[seat], card, count, suit, rule, text)))

    def _play(self, move: Play) -> None:
        seat, card, suit = self.turn, move.card, move.suit
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        if self.phase is not NORMAL:
            self.phase, self.drawn = NORMAL, None
        self.passes = self.draws = 0
        self.played += 1
        self.log.append(_new(Event, ("played", seat, self.names[seat], card, 0, None, "", "")))
        if self._early and not self.stock:  # X-3, early_reshuffle: a play made while the stock is empty
            self._refill(seat)
        if suit is None:
            self.suit = card.suit
        else:
            self.suit = suit
            self._event("declared", seat, suit=suit)
        if len(hand) < 2 or self.played == self._play_limit:  # the round may end, or one card is left
            if not hand:
                self._event("went_out", seat)
                return self._end_round(RoundEnd.WENT_OUT, (seat,))
            if self.played == self._play_limit:
                rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
                self._event("play_limit", seat, count=self.played, rule=rule)
                return self._end_round(RoundEnd.PLAY_LIMIT, None, rule)
            if move.announce:  # S-7
                self._event("called", seat)
            elif self._late_call:  # S-7: the call may still come, until the next player acts
                self.late, self._late_mark = seat, len(self.log)
            elif self._penalty:
                self._event("forgot", seat, count=self._penalty)
                self._draw_cards(seat, self._penalty)
        effect = self._effects[card.index]
        pending = self.pending
        if pending is not None:
            if card in pending.effect.cancelled_by:
                self.pending = None
                self._event("cancelled", seat, card)
                self.turn = self._rings[self.direction][seat]
                return
            self.pending = Pending(effect, pending.amount + (effect.draw or effect.skip))
            self._event("stacked", seat, count=self.pending.amount, rule=effect.rule)
            self.turn = target = self._rings[self.direction][seat]
            self._event("pending", target, rule=effect.rule, text=self.pending.describe())
            return
        if effect is None:
            self.turn = self._rings[self.direction][seat]
        else:
            self._apply_effect(seat, effect)

    def _apply_effect(self, seat: int, effect) -> None:
        """Apply a card's effect as played by ``seat`` (also the starter's, V-8)."""
        if effect.draw and not self._reshuffle and self._drawable() <= 0:  # nothing to draw, nothing to answer
            self._event("lapsed", seat, card=self.discard[-1], rule=effect.rule)
            self.turn = self._rings[self.direction][seat]
            return
        if effect.pends:
            self.pending = Pending(effect, effect.draw or effect.skip)
            self.turn = target = self._rings[self.direction][seat]
            self._event("pending", target, rule=effect.rule, text=self.pending.describe())
            return
        skip = effect.skip
        if effect.reverse:
            self.direction = -self.direction
            if len(self.active) == 2 and self.rules.two_player_reverse_skips:  # S-12: a skip between two
                self._event("reversed_two", seat, rule=effect.rule)
                self.turn = seat
                return
            self._event("reversed", seat, rule=effect.rule)
        if skip:
            skipped = self._rings[self.direction][seat]
            self._event("skipped", skipped, rule=effect.rule)
            self.turn = self._rings[self.direction][skipped]
        else:
            self.turn = self._rings[self.direction][seat]

    def _take(self) -> None:
        seat, pending = self.turn, self.pending
        self.pending, self.passes, self.draws = None, 0, 0
        effect = pending.effect
        if effect.draw:
            self._event("penalty", seat, count=pending.amount, rule=effect.rule)
            self._draw_cards(seat, pending.amount)
            self.turn = self._rings[self.direction][seat]
            return
        for _ in range(pending.amount):  # V-7: that many players miss their turn
            self._event("skipped", seat, rule=effect.rule)
            seat = self._rings[self.direction][seat]
        self.turn = seat

    def _draw(self, before: list) -> None:
        seat = self.turn
        self.passes = 0
        if self.stock and self._chance is None:
            card = self.stock.pop()
            self.hands[seat].append(card)
        else:
            card = self._draw_one(seat)
        self.draws += 1
        self.log.append(_new(Event, ("drew", seat, self.names[seat], card, 0, None, "", "")))
        if self._early and not self.stock:  # X-3, early_reshuffle: the stock ran out
            self._refill(seat)
        if self._free:  # the player plays any card that fits, draws again or passes
            self._legal = self._legal_after_free_draw(before, card)
            return
        if card in self._fits[self.suit][self.discard[-1].rank]:
            self.drawn = card
            self.phase = MUST_PLAY if self._until else DRAWN
        elif not self._until:
            self.draws = 0
            self.turn = self._rings[self.direction][seat]

    def _legal_after_free_draw(self, before: list, card: Card) -> list | None:
        """The legal moves after a free draw, from those ``before`` it: the same
        plays, then the drawn card's (it is the newest in the hand), then draw
        again or pass. None (list them afresh) when the hand's size changes
        which plays may call "last card" (S-7), or the card is a second copy."""
        hand = self.hands[self.turn]
        if self._penalty and len(hand) in (2, 3) or self._dupes and hand.count(card) > 1:
            return None
        moves = before[:-1]
        moves += self._fit_plays[self.suit][self.discard[-1].rank][card.index]
        can = self.stock or (self._reshuffle and len(self.discard) > 1)
        moves.append(DRAW if can and self.draws < self._max_draws else PASS)
        return moves

    def _pass(self) -> None:
        seat = self.turn
        # A pass while a card could still be drawn (after the draw limit) does not count towards
        # a blocked game (X-8, C-6); the events are made here directly, as in _play.
        if self.can_draw():
            self.passes = 0
            self.log.append(_new(Event, ("passed_limit", seat, self.names[seat], None, self.draws, None, "", "")))
        else:
            self.passes += 1
            self.log.append(_new(Event, ("passed", seat, self.names[seat], None, 0, None, "", "")))
        self.draws = 0
        if self.passes >= (self.rules.blocked_passes or len(self.active)):
            rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
            self._event("blocked", seat, rule=rule)
            return self._end_round(RoundEnd.BLOCKED, None, rule)
        self.turn = self._rings[self.direction][seat]

    def _draw_one(self, seat: int) -> Card | None:
        """Take the top card of the stock into ``seat``'s hand, reshuffling the
        discards first when the stock is empty (X-3)."""
        if not self.stock and not self._refill(seat):
            return None
        card = self.stock.pop() if self._chance is None else self._choose(self.stock, "draw")
        self.hands[seat].append(card)
        return card

    def _refill(self, seat: int) -> bool:
        """X-3: shuffle the discards under the top card into a new stock, when
        there are any and the rules reshuffle. True when it was done."""
        if len(self.discard) < 2 or not self._reshuffle:
            return False
        top = self.discard.pop()
        self.stock = self.discard
        self.discard = [top]
        self.reshuffles += 1
        shuffle(self.stock, random.Random(f"{self.seed}/{self.round_no}/{self.reshuffles}"))
        self._event("reshuffled", seat, count=len(self.stock))
        return True

    def _draw_cards(self, seat: int, count: int) -> int:
        """Draw up to ``count`` cards; what cannot be drawn is forgiven (X-9)."""
        for drawn in range(count):
            card = self._draw_one(seat)
            if card is None:
                self._event("forgiven", seat, count=drawn)
                return drawn
            self._event("drew", seat, card)
            if self._early and not self.stock:  # X-3, early_reshuffle
                self._refill(seat)
        return count

    # -- the end of a round ---------------------------------------------------------

    def _end_round(self, reason: RoundEnd, winners, rule: str = "") -> None:
        """Score the round; ``winners`` None means the lowest hands (X-8, C-6)."""
        rules = self.rules
        worth = self._tables.points  # card_points of each card, by index
        points = tuple(sum([worth[c.index] for c in h]) for h in self.hands)
        if winners is None:
            winners = lowest_hands(points, self.active)
        scores = score_round(rules, points, self.active, winners, reason)
        for seat in self.active:
            self.totals[seat] += scores[seat]
        rule = rule or ("S-14" if rules.scoring is Scoring.PENALTY else "C-8")
        for seat in self.active:
            if scores[seat]:
                self._event("scored", seat, count=scores[seat], rule=rule)
        eliminated = ()
        if rules.match is Match.ELIMINATION:
            eliminated = tuple(s for s in self.active if self.totals[s] > rules.cap)
            for seat in eliminated:
                self.out[seat] = True
                self._event("eliminated", seat, count=self.totals[seat])
        self.result = RoundResult(
            self.round_no, reason, tuple(winners), self.names,
            tuple(Cards(h) for h in self.hands), points, scores, tuple(self.totals), eliminated, rule, self.active,
        )
        self.results.append(self.result)
        still_in = tuple(s for s in self.active if not self.out[s])
        self.match = match_result(rules, self.round_no, self.totals, self.active, still_in, winners, self.names)
        if self.match is not None:
            who = " and ".join(self.names[s] for s in self.match.winners)
            rule = "C-9" if rules.match is Match.TARGET else "S-16"
            self._event("match_over", self.match.winners[0], rule=rule, text=who)
        self._legal = []

    # -- refusals ------------------------------------------------------------------

    def _refusal(self, move, seat: int | None = None) -> IllegalMoveError:
        """The error that says why ``move`` is refused (the state is untouched)."""
        from .explain import refusal

        return refusal(self, move, seat)

    def explain(self, card, seat: int | None = None):
        """Whether ``card`` can be played now, and why, citing the rule.

        >>> from switchcore import Game, Rules
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> print(g.explain("KD"))
        K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥ (X-2).
        >>> print(g.explain("7S"))
        7♠ can be played: 7♠ matches the rank of 7♥ (X-2).
        """
        from .explain import explain

        return explain(self, card, seat)

    # -- snapshots, undo, copies -------------------------------------------------

    def _snapshot(self) -> tuple:
        return (
            [list(h) for h in self.hands], list(self.stock), list(self.discard), self.suit, self.turn,
            self.direction, self.pending, self.phase, self.drawn, self.passes, self.reshuffles,
        )

    def _restore(self, snap: tuple) -> None:
        (hands, stock, discard, self.suit, self.turn, self.direction, self.pending,
         self.phase, self.drawn, self.passes, self.reshuffles) = snap
        self.hands = [list(h) for h in hands]
        self.stock, self.discard = list(stock), list(discard)
        self.draws = self.played = 0  # a snapshot is taken at the start of a round
        self.late = None
        self._legal = None

    def undo(self) -> object:
        """Take back the last move of this round and return it; the game is
        as it was before that move (replayed from the round's start, X-6)."""
        from .history import undo

        return undo(self)

    def copy(self) -> "Game":
        """An independent copy of the game (same position, same future)."""
        from .history import copy

        return copy(self)

    def __getstate__(self) -> tuple:
        from .history import getstate

        return getstate(self)

    def __setstate__(self, state: tuple) -> None:
        from .history import setstate

        setstate(self, state)

    def state(self) -> tuple:
        """Everything that defines the game, as one comparable value. Its
        text (``repr``) is the same in every process."""
        return (self.rules, self.seed, self.names, tuple(self.totals), tuple(self.out), self.round_no,
                self.dealer, tuple(tuple(h) for h in self.hands), tuple(self.stock), tuple(self.discard),
                self.suit, self.turn, self.direction, self.pending, self.phase, self.drawn, self.passes,
                self.reshuffles, tuple(self.moves), self.result, self.match, self.late, self.draws, self.played)

    def __eq__(self, other) -> bool:
        return isinstance(other, Game) and self.state() == other.state()

    __hash__ = None

    def cards_in_play(self) -> dict:
        """How many of each card are in the stock, the discard pile and the
        hands together; always the deck itself (X-7)."""
        from collections import Counter

        return Counter(self.stock + self.discard + [c for h in self.hands for c in h])

    # -- views and pictures ---------------------------------------------------------

    def view(self, seat: int):
        """What ``seat`` may see: its own hand, the sizes of the others, the
        table and the public log (see :class:`~switchcore.view.SeatView`)."""
        from .view import SeatView

        if type(seat) is not int or not 0 <= seat < self.rules.players:
            self._seat(seat)  # raises the SeatError
        return SeatView.of(self, seat)

    def __str__(self) -> str:
        from .view import table_text

        return table_text(self)

    def __repr__(self) -> str:
        return f"<Game {self.rules}, round {self.round_no}, {self.player} to play>"

    def _repr_html_(self) -> str:
        from .view import table_html

        return table_html(self)

    # -- positions, saving -----------------------------------------------------------

    @classmethod
    def from_position(cls, rules: Rules | None = None, hands=(), top=None, **position) -> "Game":
        """A game set up at an exact position (see :func:`switchcore.position.setup`).
        The top card is a card already played: its effect as a starter (V-8)
        is never applied, whatever ``rules.starter_effects`` says; give
        ``pending``, ``turn`` and ``direction`` to set up an effect."""
        from .position import setup

        return setup(cls, rules, hands, top, **position)

    def to_json(self) -> str:
        """The game as JSON text; :meth:`from_json` reads it back equal."""
        from .save import dumps

        return dumps(self)

    @classmethod
    def from_json(cls, text: str, chance=None) -> "Game":
        """A game from :meth:`to_json`'s text, replayed move by move from its
        deal and checked against what the file says. ``chance``: the hook of
        a game saved with one, to choose the cards after those recorded."""
        from .save import loads

        return loads(cls, text, chance)


#: The names of the game's own attributes (its slots, less __dict__ and __weakref__).
_STATE = tuple(name for name in Game.__slots__ if not name.startswith("__"))
_PHASES = {NORMAL: NORMAL, DRAWN: DRAWN, MUST_PLAY: MUST_PLAY}
_TABLES = frozenset(("_tables", "_plays", "_called", "_fits", "_fit_plays", "_fit_called"))


def _is_move(move) -> bool:
    """True for a real move: a Play of a card (with a suit or None, and the
    call as True or False), or one of the plain moves."""
    if type(move) is Play:
        card, suit, announce = move
        return type(card) is Card and (suit is None or type(suit) is Suit) and type(announce) is bool
    return type(move) is _Plain
