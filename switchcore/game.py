"""A game of Switch or Crazy Eights: the rules page, played.

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

This module reads top-down in the order of the rules page, each section
headed by the ids of the rules it plays:

1. A new game (X-4, X-6)
2. The deal (X-4, X-5, S-3, C-1, C-2, V-5, V-8)
3. A turn: the legal moves, and applying one (X-1, X-2, S-5, S-6, S-13, C-3, C-5)
4. Playing a card (X-1, X-2, C-4, S-14, C-8)
5. "Last card" (S-7)
6. Special cards (S-8 to S-13, C-7, V-1 to V-7, V-9): what the effects table says
7. Drawing (S-6, C-5, X-3, X-9)
8. Passing, and rounds that cannot go on (X-8, C-6, X-10: see :mod:`switchcore.repetition`)
9. The end of a round and of the match (S-14, S-15, S-16, C-8, C-9, V-10)
10. Reading the game (X-7)
11. Undo, copies, saves (X-6)

What a card does is not written here: it is read from the rules' effects
table (``print(rules.effects)``). Which moves are legal is written once, in
:mod:`switchcore.legal` (which card fits, the next seat, whether a card can
be drawn, why a move is refused); the game lists them quickly with
:mod:`switchcore.speed`, which makes its tables from those definitions.
"""

from __future__ import annotations

import random
from collections import Counter
from enum import Enum
from operator import attrgetter

from .cards import JOKER, Card, Cards, Suit
from .chance import Replay, choose
from .deal import shuffle
from .effects import Pending
from .errors import CardError, ChanceError, IllegalMoveError, InvalidMoveError, RulesError, SeatError, shown
from .events import Event
from .explain import Explanation, explain, is_move, unreadable, why_refused
from .inputs import NAMES, check_game, check_seat
from .legal import can_draw, fits, next_seat
from .messages import say
from .numbers import integer
from .moves import DRAW, KEEP, LAST, PASS, TAKE, Play, PlainMove, parse_move
from .choices import DrawRule, Family, Match, Scoring
from .rules import Rules
from .scoring import RoundEnd, RoundResult, lowest_hands, match_result, score_round
from .position import check_position
from .repetition import REPEATS, position
from .save import dumps, loads
from .speed import FastPath
from .view import SeatView, table_html, table_text


__all__ = ["Game", "NAMES", "Phase"]


class Phase(str, Enum):
    """Where a turn stands."""

    NORMAL = "normal"
    """Play a card that fits, or draw (X-2, S-6, C-5); facing a pending
    effect, answer it or take it (S-13)."""
    DRAWN = "drawn"
    """The card just drawn fits: play it, or keep it (S-6)."""
    MUST_PLAY = "must play"
    """The card just drawn fits, and must be played (C-5)."""


NORMAL, DRAWN, MUST_PLAY = Phase.NORMAL, Phase.DRAWN, Phase.MUST_PLAY
ONE, UNTIL_PLAYABLE, FREE = DrawRule.ONE, DrawRule.UNTIL_PLAYABLE, DrawRule.FREE  # the ways to draw (S-6, C-5)


class Game:
    """A match of Switch or Crazy Eights between ``rules.players`` seats.

    The seat to act is ``turn``; seats are numbered 0 upwards in clockwise
    order, and the first player sits left of the dealer (X-4). The same
    ``seed`` and the same moves always give the same game (X-6). ``late``
    is the seat that may still call "last card" before the next player acts
    (S-7, ``Rules.late_call``), or None.
    """

    # Every attribute the game keeps, named once.
    __slots__ = (
        # the match
        "rules", "seed", "names", "totals", "out", "round_no", "dealer", "results", "match", "log",
        # the round
        "active", "hands", "stock", "discard", "suit", "turn", "direction", "pending", "phase", "drawn",
        "passes", "reshuffles", "draws", "played", "result", "moves", "late",
        # the legal moves listed quickly (switchcore.speed), the seat after each seat, the legal moves
        # until a move changes them, where the log stood when a late call became possible (S-7)
        "_fast", "_seat_after", "_legal", "_late_effects",
        # how often each position was seen after a reshuffle
        "_seen",
        # the round's start, for undo and saves; the moves of finished rounds
        "_start", "_start_log", "_start_taken", "_past",
        # how the match began: its first dealer, a position set up by hand, the chance hook and its cards
        "_first_dealer", "_origin", "_chance", "_taken",
        # what each seat's view has seen of the log (switchcore.view), and weak references to the game
        "_public_logs", "__weakref__",
    )

    # -- 1. A new game (X-4, X-6) ---------------------------------------------------

    def __init__(self, rules: Rules | None = None, seed=0, names=None, dealer: int | None = None,
                 chance=None, **unknown) -> None:
        """``rules``: a :class:`Rules` value (Switch for four by default);
        ``seed``: a whole number or text that fixes every shuffle (X-6);
        ``names``: one different name per seat; ``dealer``: the first
        dealer's seat (by default the last seat, so seat 0 plays first, X-4);
        ``chance``: a hook that decides what comes out of the stock instead
        of the seeded shuffle (see :mod:`switchcore.chance`)."""
        if unknown:
            raise RulesError(say("input.keywords", names=", ".join(sorted(unknown)),
                                 valid="rules, seed, names, dealer, chance"))
        self._begin(*check_game(rules, seed, names, dealer, chance), chance)
        self._start_round()
        self._deal()
        self._mark_start()

    def _begin(self, rules: Rules, seed, names: tuple, dealer: int, chance) -> None:
        """The match before its first deal."""
        self.rules, self.seed, self.names = rules, seed, names
        self.totals = [0] * rules.players
        self.out = [False] * rules.players
        self.round_no = 0
        self.dealer = self._first_dealer = dealer
        self.results: list[RoundResult] = []
        self.match = None
        self.log: list[Event] = []
        self._fast = FastPath(rules)  # lists the legal moves quickly (switchcore.speed)
        self._chance = chance
        self._public_logs = {}  # what each seat's view has seen of the log (switchcore.view)
        self._taken: list = []  # every card the chance hook chose (a save replays them)
        self._past: list = []  # the moves of each finished round
        self._origin = None  # the position of round 1, for a game set up with from_position

    #: _event(kind, seat, card=None, count=0, suit=None, rule="", text=""): log one
    #: Event, with the rule that makes it happen (made quickly: switchcore.speed.log_event).
    _event = FastPath.log_event

    # -- 2. The deal (X-4, X-5, S-3, C-1, C-2, V-5, V-8) ---------------------------
    #
    # The deal goes one card at a time from a seeded shuffle, starting with
    # the player on the dealer's left, who then plays first. The hands hold
    # the family's number of cards (S-3, C-1). The next card is the starter; in
    # Crazy Eights a wild card, and in either family a joker, cannot be one and
    # goes back into the stock (C-2, V-5). The starter has no effect
    # unless the rules say so (V-8).

    def _start_round(self) -> None:
        """An empty table for the next round, nothing dealt yet."""
        self.round_no += 1
        self.active = tuple(s for s in range(self.rules.players) if not self.out[s])
        self.hands: list[list[Card]] = [[] for _ in range(self.rules.players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self._turn_to(1)
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
        self._late_effects = 0  # where the log stood when the late call became possible (S-7)
        self._legal = None  # the legal moves, until a move changes them
        self._seen = {}  # positions seen at reshuffles

    def _turn_to(self, direction: int) -> None:
        """Play goes ``direction`` (1 clockwise, -1 anticlockwise) from now on."""
        self.direction = direction
        # the seat after each seat that way, passing over the players out (legal.next_seat)
        self._seat_after = self._fast.seats_after(self.rules.players, direction, self.active)

    def _seats_out(self) -> tuple:
        """The seats of the players eliminated from the match (S-16)."""
        return tuple(seat for seat in range(self.rules.players) if self.out[seat])

    def _deal(self) -> None:
        rules = self.rules
        rng = random.Random(f"{self.seed}/deal/{self.round_no}")
        self.stock = cards = shuffle(list(self._fast.tables.deck), rng)
        size = rules.deal_size(len(self.active))
        order = [self._seat_after[self.dealer]]  # starting left of the dealer
        while len(order) < len(self.active):
            order.append(self._seat_after[order[-1]])
        for _ in range(size):  # one card at a time from the top of the stock
            for seat in order:
                self.hands[seat].append(cards.pop() if self._chance is None else self._choose(cards, "deal"))
        self._event("dealt", self.dealer, count=size, text=str(self.round_no))
        not_a_starter = rules.effects.wilds if rules.family is Family.CRAZY_EIGHTS else {JOKER}
        starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        tries = 0
        while starter in not_a_starter:  # C-2, V-5 (Rules makes sure this ends)
            tries += 1
            if tries > 1000:  # only a chance hook can keep choosing wild starters
                raise ChanceError(say("chance.wild_starters", tries=tries))
            self._event("starter_buried" if starter.rank == 8 else "starter_wild", self.dealer, card=starter,
                        rule="C-2" if starter.rank == 8 else "")
            cards.insert(rng.randrange(len(cards) + 1), starter)
            starter = cards.pop() if self._chance is None else self._choose(cards, "starter")
        self.discard.append(starter)
        self.suit = starter.suit
        self.turn = order[0]
        effect = rules.effects[starter]
        if rules.starter_effects and effect is not None and not effect.wild:  # V-8
            self._event("starter_effect", self.dealer, card=starter, rule="V-8")
            self._apply_effect(self.dealer, effect)
        else:
            self._event("starter", self.dealer, card=starter, rule="X-5")
        self._event("first", self.turn, rule="X-4")

    def _choose(self, stock: list, why: str) -> Card:
        """The card the chance hook chooses from ``stock`` (``why``: "deal",
        "starter" or "draw"), taken out of it."""
        self._taken.append(choose(self._chance, len(self._taken), stock, why))
        return self._taken[-1]

    def _mark_start(self) -> None:
        """Remember the round's start: undo and saves replay from here."""
        self._start = self._snapshot()
        self._start_log = len(self.log)
        self._start_taken = len(self._taken)

    # -- 3. A turn: the legal moves, and applying one (X-1, X-2, S-5, S-6, S-13, C-3, C-5)
    #
    # A turn is in one of three phases (Phase): play a card that fits or draw;
    # play the card just drawn or keep it (S-6); play the card just drawn (C-5).
    # Facing a pending effect, the only moves are its answers and taking it (S-13).

    def legal_moves(self) -> list:
        """Every move the player to act may make, each once, in a list of
        the caller's own: the moves that :func:`switchcore.legal.refusal`
        does not refuse (:func:`switchcore.legal.legal_moves`, one line),
        read from tables made from the same rules (:mod:`switchcore.speed`).

        >>> from switchcore import Game, Rules, cards
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> g.legal_moves()
        [Play(Card('7S')), Play(Card('8C'), Suit.CLUBS), Play(Card('8C'), Suit.DIAMONDS), Play(Card('8C'), Suit.HEARTS), Play(Card('8C'), Suit.SPADES)]
        """
        if self._legal is None:  # the moves legal.legal_moves(self) gives, listed quickly
            self._legal = self._fast.legal_moves(self)
        return self._legal.copy()

    def is_legal(self, move, seat: int | None = None) -> bool:
        """True when ``move`` (a move or its text) may be applied now (by
        ``seat``, as :meth:`apply` takes it)."""
        try:
            move = parse_move(move)
        except (CardError, ValueError, TypeError):
            return False
        if seat is not None and type(seat) is not int and integer(seat) is not None:
            seat = integer(seat)  # a numpy integer, say
        if move is LAST:
            return type(seat) is int and seat == self.late
        if seat is not None and (type(seat) is not int or seat != self.turn):
            return False
        kind = type(move)  # as apply() reads it: a move equal to a legal one
        return (kind is Play or kind is PlainMove) and move in self.legal_moves()

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
            self.legal_moves()
            legal = self._legal
        kind = type(move)  # a real move, not a tuple or a subclass that looks like one
        if (kind is not Play and kind is not PlainMove) or move not in legal or (
                seat is not None and (type(seat) is not int or seat != self.turn)):
            if kind is str:  # text such as '7H': read it, then check it
                try:
                    move = parse_move(move)
                except CardError as exc:
                    raise InvalidMoveError(unreadable(move, exc), move) from None
                return self.apply(move, seat)
            if move is LAST and type(seat) is int and seat == self.late:
                return self._call_late(seat)
            if seat is not None and type(seat) is not int and integer(seat) is not None:
                return self.apply(move, integer(seat))  # a numpy integer, say
            raise why_refused(self, move, seat)
        mark, mover, reshuffles = len(self.log), self.turn, self.reshuffles
        self._legal = None
        self.moves.append(move)
        try:
            if self.late is not None:  # S-7: the call was not made before this player acted
                self._pay_late()
            if kind is Play:
                self._play(move)
            elif move is DRAW:
                self._draw()
            elif move is TAKE:
                self._take()
            elif move is KEEP:
                self._keep()
            else:
                self._pass()
        except BaseException:  # a chance hook failed: the game goes back to where it was
            self._replay(self.moves[:-1])
            raise
        if self.reshuffles != reshuffles and self.result is None and self.rules.repetition:
            self._check_repetition(mover)  # X-10, once the move is over
        return self.log[mark:]

    # -- 4. Playing a card (X-1, X-2, C-4, S-14, C-8) ---------------------------------
    #
    # The card leaves the hand for the discard pile and sets the suit to follow:
    # its own, or the one declared with a wild card (X-2, C-4). An empty hand
    # wins the round (X-1, S-14, C-8); so the play limit, when there is one,
    # stops it (X-8, C-6). Then comes the card's effect (section 6).

    def _play(self, move: Play) -> None:
        seat, card, rules = self.turn, move.card, self.rules
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        self.phase, self.drawn = NORMAL, None
        self.passes = self.draws = 0
        self.played += 1
        self._event("played", seat, card)
        if rules.early_reshuffle and not self.stock:  # a play made while the stock is empty
            self._refill(seat)
        suit = move.suit
        if suit is None:
            self.suit = card.suit
        else:
            self.suit = suit
            self._event("declared", seat, suit=suit)
        if len(hand) < 2 or self.played == rules.play_limit:  # the round may end, or one card is left
            if not hand:
                self._event("went_out", seat, rule="X-1")
                return self._end_round(RoundEnd.WENT_OUT, (seat,))
            if self.played == rules.play_limit:
                rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
                self._event("play_limit", seat, count=self.played, rule=rule)
                return self._end_round(RoundEnd.PLAY_LIMIT, None, rule)
            self._one_card_left(seat, move.announce)
        effect = self._fast.tables.effects[card.index]  # what the card does (section 6)
        if self.pending is not None:
            self._answer(seat, card, effect, self.pending)
        elif effect is None:
            self.turn = self._seat_after[seat]
        else:
            self._apply_effect(seat, effect)
        if self.late is not None and self.late == self.turn:
            self._late_comes_back()

    # -- 5. "Last card" (S-7) --------------------------------------------------------
    #
    # A player whose play leaves one card calls "last card" with it. With
    # ``late_call`` the call may still come on its own, until the next player
    # acts; a call not made costs the penalty.

    def _one_card_left(self, seat: int, announce: bool) -> None:
        penalty = self.rules.last_card_penalty
        if announce:
            self._event("called", seat)
        elif not penalty:  # these rules have no call
            return
        elif self.rules.late_call:  # the call may still come, until the next player acts
            self.late, self._late_effects = seat, len(self.log)
        else:
            self._event("forgot", seat, count=penalty, rule="S-7")
            self._draw_cards(seat, penalty)

    def _call_late(self, seat: int) -> list[Event]:
        """``seat`` calls "last card" on its own, before the next player acts."""
        self.late = None
        self._legal = None
        self.moves.append(LAST)
        mark = len(self.log)
        self._event("called_late", seat, rule="S-7")
        return self.log[mark:]

    def _pay_late(self) -> None:
        """The next player acts and the call was not made: the penalty."""
        seat, self.late = self.late, None
        penalty = self.rules.last_card_penalty
        self._event("forgot", seat, count=penalty, rule="S-7")
        self._draw_cards(seat, penalty)

    def _late_comes_back(self) -> None:
        """The turn came straight back to the player who did not call (a skip
        or a reverse between two): no other player acts first, so the call
        was due with the play. The penalty is drawn now, and logged before
        the card's effect, as when late calls are off."""
        effects = self.log[self._late_effects:]
        del self.log[self._late_effects:]
        self._pay_late()
        self.log.extend(effects)

    # -- 6. Special cards (S-8 to S-13, C-7, V-1 to V-7, V-9) ---------------------------
    #
    # What a card does comes from the rules' effects table (print(rules.effects)):
    # a draw (S-8, S-10, V-2, C-7), a skip (S-9, V-3, C-7), a reverse (S-12,
    # V-4, C-7), or nothing. An effect that waits for an answer is pending: the
    # next player answers it with a card that stacks on it (S-8, V-6, V-7) or
    # cancels it (S-10, S-11), or takes it (section 7). Different specials
    # never combine (S-13).

    def _answer(self, seat: int, card: Card, effect, pending: Pending) -> None:
        """``card`` answers the pending effect: it cancels it (S-10) or adds to it (S-8, V-6, V-7)."""
        if card in pending.effect.cancelled_by:
            self.pending = None
            self._event("cancelled", seat, card, rule="S-10")
            self.turn = self._seat_after[seat]
            return
        self.pending = Pending(effect, pending.amount + (effect.draw or effect.skip))
        self._event("stacked", seat, count=self.pending.amount, rule=effect.rule)
        self.turn = target = self._seat_after[seat]
        self._event("pending", target, count=self.pending.amount, rule=effect.rule, text=effect.code)

    def _apply_effect(self, seat: int, effect) -> None:
        """Apply a card's effect as played by ``seat`` (also the starter's, V-8)."""
        if effect.draw and not self.rules.reshuffle and not self.can_draw():  # nothing to draw
            self._event("lapsed", seat, card=self.discard[-1], rule="X-9")
            self.turn = self._seat_after[seat]
            return
        if effect.pends:
            self.pending = Pending(effect, effect.draw or effect.skip)
            self.turn = target = self._seat_after[seat]
            self._event("pending", target, count=self.pending.amount, rule=effect.rule, text=effect.code)
            return
        if effect.reverse:
            self._turn_to(-self.direction)
            if len(self.active) == 2 and self.rules.two_player_reverse_skips:  # S-12: a skip between two
                self._event("reversed_two", seat, rule=effect.rule)
                self.turn = seat
                return
            self._event("reversed", seat, rule=effect.rule)
        if effect.skip:
            skipped = self._seat_after[seat]
            self._event("skipped", skipped, rule=effect.rule)
            self.turn = self._seat_after[skipped]
        else:
            self.turn = self._seat_after[seat]

    # -- 7. Drawing (S-6, C-5, X-3, X-9) -----------------------------------------------
    #
    # How a player draws is an option of the rules: one card, after which a card
    # that fits may be played (S-6); one card at a time until one fits, which is
    # then played (C-5); or freely, up to ``draw_limit`` a turn. A player facing
    # a pending effect who does not answer it takes it: draws its cards (S-8,
    # S-10) or misses the turns it counts (V-7). When the stock runs out, the
    # discards under the top card become the new stock; what cannot be
    # drawn at all is forgiven.

    def can_draw(self) -> bool:
        """True when a card can be drawn: the stock has cards, or the discard
        pile has more than its top card to reshuffle (X-3). A "last card"
        penalty still owed (S-7) is drawn first (:func:`switchcore.legal.can_draw`)."""
        owed = self.rules.last_card_penalty if self.late is not None else 0
        return can_draw(self.stock, self.discard, self.rules.reshuffle, owed)

    def _draw(self) -> None:
        """The player to act draws a card."""
        seat, rules = self.turn, self.rules
        self.passes = 0
        if not self.stock:  # X-3 (the move is legal, so there is a card to draw)
            self._refill(seat)
        card = self.stock.pop() if self._chance is None else self._choose(self.stock, "draw")
        self.hands[seat].append(card)
        self.draws += 1
        self._event("drew", seat, card)
        if rules.early_reshuffle and not self.stock:  # X-3, as soon as the stock runs out
            self._refill(seat)
        if rules.draw is FREE:  # the player plays any card that fits, draws again or passes
            return
        if fits(card, self.discard[-1], self.suit, rules.effects.wilds):  # S-6, C-5: the drawn card fits
            self.drawn = card
            self.phase = MUST_PLAY if rules.draw is UNTIL_PLAYABLE else DRAWN
        elif rules.draw is ONE:  # S-6: the card is kept and the turn ends
            self.draws = 0
            self.turn = self._seat_after[seat]

    def _keep(self) -> None:
        """S-6: the player keeps the card just drawn, and the turn ends."""
        self.phase, self.drawn, self.draws = NORMAL, None, 0
        self._event("kept", self.turn)
        self.turn = self._seat_after[self.turn]

    def _draw_one(self, seat: int) -> Card | None:
        """Take the top card of the stock into ``seat``'s hand, reshuffling the
        discards first when the stock is empty (X-3); None when nothing is left."""
        if not self.stock and not self._refill(seat):
            return None
        card = self.stock.pop() if self._chance is None else self._choose(self.stock, "draw")
        self.hands[seat].append(card)
        return card

    def _refill(self, seat: int) -> bool:
        """X-3: shuffle the discards under the top card into a new stock, when
        there are any and the rules reshuffle. True when it was done."""
        if len(self.discard) < 2 or not self.rules.reshuffle:
            return False
        top = self.discard.pop()
        self.stock = self.discard
        self.discard = [top]
        self.reshuffles += 1
        shuffle(self.stock, random.Random(f"{self.seed}/{self.round_no}/{self.reshuffles}"))
        self._event("reshuffled", seat, count=len(self.stock), rule="X-3")
        return True

    def _draw_cards(self, seat: int, count: int) -> int:
        """Draw up to ``count`` cards; what cannot be drawn is forgiven (X-9)."""
        for drawn in range(count):
            card = self._draw_one(seat)
            if card is None:
                self._event("forgiven", seat, count=drawn, rule="X-9")
                return drawn
            self._event("drew", seat, card)
            if self.rules.early_reshuffle and not self.stock:  # X-3, as soon as the stock runs out
                self._refill(seat)
        return count

    def _take(self) -> None:
        """The player to act takes the pending effect instead of answering it
        (S-13): draws its cards (S-8, S-10) or misses its turns (V-7)."""
        seat, pending = self.turn, self.pending
        self.pending, self.passes, self.draws = None, 0, 0
        effect = pending.effect
        if effect.draw:
            self._event("penalty", seat, count=pending.amount, rule=effect.rule)
            self._draw_cards(seat, pending.amount)
            self.turn = self._seat_after[seat]
            return
        for _ in range(pending.amount):  # V-7: that many players miss their turn
            self._event("skipped", seat, rule=effect.rule)
            seat = self._seat_after[seat]
        self.turn = seat

    # -- 8. Passing, and rounds that cannot go on (X-8, C-6, X-10) -----------------------
    #
    # With nothing to draw, a player who cannot play passes (X-3, C-6). When
    # every player still in passes in a row, the round is blocked (X-8, C-6).
    # A round that goes round in a circle is blocked too: when a move that
    # reshuffled the discards leaves the whole position as it was at the end of
    # two such moves before (X-10, switchcore.repetition).
    # A blocked round is won by the lowest hand.

    def _pass(self) -> None:
        """The player to act passes: nothing can be drawn (C-6), or the draw
        limit is reached, which does not count towards a blocked round."""
        seat = self.turn
        if self.can_draw():
            self.passes = 0
            self._event("passed_limit", seat, count=self.draws)
        else:
            self.passes += 1
            self._event("passed", seat, rule="X-3")
        self.draws = 0
        if self.passes >= (self.rules.blocked_passes or len(self.active)):
            rule = "C-6" if self.rules.family is Family.CRAZY_EIGHTS else "X-8"
            self._event("blocked", seat, rule=rule)
            return self._end_round(RoundEnd.BLOCKED, None, rule)
        self.turn = self._seat_after[seat]

    def _check_repetition(self, seat: int) -> None:
        """X-10: ``seat``'s move reshuffled the discards. When the whole
        position it leaves was left by ``REPEATS - 1`` such moves before, the
        round is blocked."""
        key = position(self)
        seen = self._seen[key] = self._seen.get(key, 0) + 1
        if seen >= REPEATS:
            self._event("circle", seat, count=REPEATS, rule="X-10")
            self._end_round(RoundEnd.BLOCKED, None, "X-10")

    # -- 9. The end of a round and of the match (S-14, S-15, S-16, C-8, C-9, V-10) -------
    #
    # The round is scored: penalty points left in each hand (S-14, S-15), or
    # the winner collects the others' points (C-8). In an elimination match,
    # players over the cap are out (S-16); the match ends as its mode says
    # (S-16, C-9, V-10). The next round is dealt by the next seat (X-4, S-4).

    def _end_round(self, reason: RoundEnd, winners, rule: str = "") -> None:
        """Score the round; ``winners`` None means the lowest hands (X-8, C-6, X-10)."""
        rules = self.rules
        worth = self._fast.tables.points
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
                self._event("eliminated", seat, count=self.totals[seat], rule="S-16")
        self.result = RoundResult(
            self.round_no, reason, tuple(winners), self.names,
            tuple(Cards(h) for h in self.hands), points, scores, tuple(self.totals), eliminated, rule, self.active,
        )
        self.results.append(self.result)
        still_in = tuple(s for s in self.active if not self.out[s])
        self.match = match_result(rules, self.round_no, self.totals, self.active, still_in, winners, self.names)
        if self.match is not None:
            winners = "\n".join(self.names[s] for s in self.match.winners)  # names, one a line: data
            rule = "C-9" if rules.match is Match.TARGET else "S-16"
            self._event("match_over", self.match.winners[0], rule=rule, text=winners)
        self._legal = []

    def next_round(self) -> list[Event]:
        """Deal the next round of the match: the deal moves one seat
        clockwise (X-4, S-4) and play starts clockwise again."""
        if self.result is None:
            raise IllegalMoveError("X-1", say("refuse.round_not_over"))
        if self.match is not None:
            raise IllegalMoveError("S-16", say("refuse.match_over"))
        mark = len(self.log)
        self._past.append(tuple(self.moves))
        self.dealer = next_seat(self.dealer, self.rules.players, 1, self._seats_out())
        self._start_round()
        self._deal()
        self._mark_start()
        return self.log[mark:]

    # -- 10. Reading the game (X-7) ----------------------------------------------------

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play,
        passing over eliminated players (S-16), those of the round over too:
        from a seat that is out, the first step goes to the next seat still in."""
        number = integer(steps)
        if number is None or number < 0:
            raise SeatError(say("setting.steps", value=shown(steps)))
        seat, steps, out = self._seat(seat), number, self._seats_out()
        still_in = self.rules.players - len(out)
        if not still_in:  # everyone went over the cap at once (S-16): no seat to go to
            return seat
        if steps > still_in:  # after the first step the seats still in come round again and again
            steps = (steps - 1) % still_in + 1
        for _ in range(steps):  # switchcore.legal.next_seat, one step at a time
            seat = next_seat(seat, self.rules.players, self.direction, out)
        return seat

    def _seat(self, seat) -> int:
        """``seat`` when it is a seat of this game; otherwise a SeatError."""
        return check_seat(self.rules, seat)

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard[-1]

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def discard_size(self) -> int:
        return len(self.discard)

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

    @property
    def hand_sizes(self) -> tuple:
        """How many cards each seat holds."""
        return tuple(len(h) for h in self.hands)

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
        return Cards(self._fast.tables.deck)

    def cards_in_play(self) -> Counter:
        """How many of each card are in the stock, the discard pile and the
        hands together; always the deck itself (X-7)."""
        return Counter(self.stock + self.discard + [c for h in self.hands for c in h])

    def missing_cards(self) -> Cards:
        """Cards of the deck that are nowhere in play. Always none (X-7),
        except in a position set up with ``fill=False``, which leaves out
        the cards it does not place."""
        missing = Counter(self._fast.tables.deck)
        missing.subtract(self.cards_in_play())
        return Cards(sorted(missing.elements(), key=_index))

    def fits(self, card: Card) -> bool:
        """True when ``card`` matches the top discard: wild, or the current
        suit, or the top card's rank (X-2, C-3, C-4; :func:`switchcore.legal.fits`)."""
        return fits(Card.parse(card), self.discard[-1], self.suit, self.rules.effects.wilds)

    def explain(self, card, seat: int | None = None) -> Explanation:
        """Whether ``card`` can be played now, and why, citing the rule.

        >>> from switchcore import Game, Rules
        >>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H"], top="7H")
        >>> print(g.explain("KD"))
        K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥ (X-2).
        >>> print(g.explain("7S"))
        7♠ can be played: 7♠ matches the rank of 7♥ (X-2).
        """
        return explain(self, card, seat)

    def view(self, seat: int):
        """What ``seat`` may see: its own hand, the sizes of the others, the
        table and the public log (see :class:`~switchcore.view.SeatView`)."""
        return SeatView.of(self, self._seat(seat))

    def __str__(self) -> str:
        return table_text(self)

    def _repr_html_(self) -> str:
        return table_html(self)

    def __repr__(self) -> str:
        if self.match is not None:
            state = "match over"
        elif self.result is not None:
            state = "round over"
        else:
            state = f"{self.player} to play"
        return f"<Game {self.rules}, round {self.round_no}, {state}>"

    # -- 11. Undo, copies, saves (X-6) -------------------------------------------------
    #
    # A game keeps the position at the start of its round and the moves since:
    # undo replays them all but the last. A copy shares nothing that
    # changes. A save holds what cannot be worked out (rules, seed, names,
    # the starting position, the moves) and is replayed when loaded.

    def _snapshot(self) -> tuple:
        return ([list(h) for h in self.hands], list(self.stock), list(self.discard), self.suit, self.turn,
                self.direction, self.pending, self.phase, self.drawn, self.passes, self.reshuffles)

    def _restore(self, snap: tuple) -> None:
        (hands, stock, discard, self.suit, self.turn, direction, self.pending,
         self.phase, self.drawn, self.passes, self.reshuffles) = snap
        self._turn_to(direction)
        self.hands = [list(h) for h in hands]
        self.stock, self.discard = list(stock), list(discard)
        self.draws = self.played = 0  # a snapshot is taken at the start of a round
        self.late = None
        self._legal = None
        self._seen = {}

    def _replay(self, moves: list) -> None:
        """Go back to the round's start and apply ``moves`` again (X-6)."""
        if self.result is not None:
            self.results.pop()
            for seat in self.active:
                self.totals[seat] -= self.result.scores[seat]
                self.out[seat] = False
            self.result, self.match = None, None
        hook = self._chance
        if hook is not None:  # the cards chosen since the round's start are chosen again
            self._chance, chosen = Replay(self._taken, hook), self._taken
            self._taken = chosen[:self._start_taken]
        self._restore(self._start)
        self.log = self.log[:self._start_log]  # a new list: views rebuild their public logs
        self.moves = []
        try:
            for move in moves:
                self.apply(move, self.late if move is LAST else None)
        finally:
            self._chance = hook

    def undo(self) -> object:
        """Take back the last move of this round and return it; the game is
        as it was before that move (replayed from the round's start, X-6)."""
        if not self.moves:
            raise IllegalMoveError("X-6", say("refuse.nothing_to_undo"))
        last = self.moves[-1]
        self._replay(self.moves[:-1])
        return last

    def copy(self) -> "Game":
        """An independent copy of the game (same position, same future)."""
        other = object.__new__(type(self))
        other.__setstate__(self.__getstate__())
        return other

    def __copy__(self) -> "Game":
        return self.copy()

    def __getstate__(self) -> dict:
        state = {name: getattr(self, name) for name in _STATE if hasattr(self, name)}
        state.update(getattr(self, "__dict__", {}))  # what a subclass of Game added
        state["_fast"] = None  # its tables are shared and read-only: made again from the rules
        state["_public_logs"] = {}  # the copy's views start their logs afresh
        return state

    def __setstate__(self, state: dict) -> None:
        for name, value in state.items():
            setattr(self, name, _fresh(value))
        self._fast = FastPath(self.rules)

    def state(self) -> tuple:
        """Everything that defines the game, as one comparable value. Its
        text (``repr``) is the same in every process."""
        return (self.rules, self.seed, self.names, tuple(self.totals), tuple(self.out), self.round_no,
                self.dealer, tuple(tuple(h) for h in self.hands), tuple(self.stock), tuple(self.discard),
                self.suit, self.turn, self.direction, self.pending, self.phase.value, self.drawn, self.passes,
                self.reshuffles, tuple(self.moves), self.result, self.match, self.late, self.draws, self.played)

    def __eq__(self, other) -> bool:
        return isinstance(other, Game) and self.state() == other.state()

    __hash__ = None

    @classmethod
    def from_position(cls, rules: Rules | None = None, hands=(), top=None, **position) -> "Game":
        """A game set up at an exact position (see :func:`switchcore.position.check_position`
        for what may be given). The top card is a card already played: its
        effect as a starter (V-8) is never applied, whatever
        ``rules.starter_effects`` says; give ``pending``, ``turn`` and
        ``direction`` to set up an effect."""
        setup = check_position(rules, hands, top, **position)
        game = object.__new__(cls)
        game._begin(*check_game(setup.rules, setup.seed, setup.names, 0, setup.chance), setup.chance)
        game._start_round()
        game.hands, game.stock, game.discard = setup.hands, setup.stock, setup.discard
        game.suit, game.turn, game.pending = setup.suit, setup.turn, setup.pending
        game._turn_to(setup.direction)
        dealer = setup.dealer  # by default the seat before the player to act
        if dealer is None:
            dealer = next_seat(setup.turn, setup.rules.players, -setup.direction, game._seats_out())
        game.dealer = game._first_dealer = dealer
        game._origin = setup.origin + (("dealer", dealer),)
        game._mark_start()
        return game

    def record(self) -> dict:
        """What a save of the game holds besides its position: how the match
        began (``first_dealer``, and ``start``, the position of a game set
        up by hand), the cards a chance hook chose (``chance``), and the
        moves of every round, this one last (``rounds``)."""
        return {
            "first_dealer": self._first_dealer,
            "start": dict(self._origin) if self._origin is not None else None,
            "chance": list(self._taken) if self._chance is not None else None,
            "rounds": [list(moves) for moves in self._past] + [list(self.moves)],
        }

    def to_json(self) -> str:
        """The game as JSON text; :meth:`from_json` reads it back equal."""
        return dumps(self)

    @classmethod
    def from_json(cls, text: str, chance=None) -> "Game":
        """A game from :meth:`to_json`'s text, replayed move by move from its
        deal and checked against what the file says. ``chance``: the hook of
        a game saved with one, to choose the cards after those recorded."""
        return loads(cls, text, chance)


_index = attrgetter("index")  # a card's place in the deck's order


def _fresh(value):
    """A copy of ``value`` that shares no list, dict or Counter with the original."""
    if type(value) is list:
        return [list(v) if type(v) is list else v for v in value]
    if type(value) is dict:
        return {k: Counter(v) if type(v) is Counter else v for k, v in value.items()}
    return value


#: The names of the game's own attributes (its slots, less __weakref__).
_STATE = tuple(name for name in Game.__slots__ if name != "__weakref__")
