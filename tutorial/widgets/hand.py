"""One seat's hand as cards you can click.

Each card picture is a button. With hints on (the "Show hints" toggle), the
cards that may be played now stand out; a click on any other card says why
it cannot be played and changes nothing (its tooltip names the rule). A
question such as "which of your cards fits?" starts with hints off. A wild card
asks for a suit. When the play leaves one card and the "last card" call
applies (S-7), a toggle offers the call with the play; when the rules allow
a late call and the play went down without it, a button offers the call
until the next player acts. Draw, Keep, Take penalty and Pass appear only
when they are legal.

>>> from switchcore import Game, Rules
>>> g = Game.from_position(Rules.crazy_eights(players=2), hands=["7S 8C KD", "2H 3C"], top="7H")
>>> hand = HandWidget(g, seat=0)
>>> hand.shown_cards()
['7♠', '8♣', 'K♦']
>>> hand.button("KD").description     # what a screen reader says
'king of diamonds'
>>> hand.button("KD").click()
>>> hand.message_text()
'K♦ cannot be played: K♦ matches neither the current suit (hearts) nor the rank of 7♥.'
>>> hand.button("7S").click()
>>> str(g.top), hand.shown_cards()
('7♠', ['8♣', 'K♦'])
"""

from __future__ import annotations

import base64
import html as _html
import re

import ipywidgets as W

from switchcore import DRAW, KEEP, LAST, PASS, TAKE, Card, IllegalMoveError, Play, Suit
from switchcore.svg import card_svg

from ..controller import as_controller
from ..settings import cite, sentence, settings
from ..text import plural, refusal_text
from ..words import say
from .base import ShortRepr, guarded, made, set_message, shared, style_widget, whole_number

__all__ = ["HandWidget"]

_ACTIONS = ((DRAW, "hand.draw", "sc-draw"), (KEEP, "hand.keep", "sc-keep"), (TAKE, "hand.take", "sc-take"),
            (PASS, "hand.pass", "sc-pass"))
_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class HandWidget(ShortRepr, W.VBox):
    """The hand of ``seat`` in ``game`` (a :class:`switchcore.Game` or a
    shared :class:`~tutorial.controller.GameController`).

    ``accept(move) -> str | None`` (optional) is asked before a legal move is
    made; a sentence it returns refuses the move (lessons use it to ask for a
    particular move). ``on_move(move, events)`` is called after a move.
    ``card_width`` is the width of each card picture in pixels. ``hints``
    lights up the cards that may be played (the learner can switch it with
    the "Show hints" check box).

    Keyboard and screen readers: each card is a button named in words
    ("seven of spades"); whether it fits is in its description only while
    hints are on. What a move did, and why a move is refused, is written
    into a live region that screen readers read out. After every action the
    keyboard's focus goes to a meaningful place (see :meth:`focus_next`),
    never to the page, and a card's button belongs to that card alone, so a
    second Enter never plays a card the learner did not choose.
    ``after_turn()`` (optional) is called instead when the learner's turn
    is over (a bot game then focuses its own buttons).
    """

    def __init__(self, game, seat: int = 0, *, card_width: int = 56, accept=None, on_move=None,
                 enabled: bool = True, hints: bool = True, after_turn=None) -> None:
        self.controller = as_controller(game)
        whole_number("seat", seat, 0, self.controller.game.rules.players - 1)
        self.seat = seat
        self.card_width = card_width
        self.accept = accept
        self.on_move = on_move
        self.enabled = enabled
        self.after_turn = after_turn
        #: False when the widget around the hand places the focus after a move itself.
        self.refocus = True
        self.errors: list = []
        self._cards: list = []          # the cards shown, in order
        self._slots: list = []          # their buttons, in the same order
        self._buttons: dict = {}        # (card, copy) -> its button, kept while the card comes and goes
        self._faces: set = set()        # the cards whose pictures the style sheet holds
        self._four = False              # whether they are drawn from the four-colour deck
        self._wild: Card | None = None  # a wild card waiting for its suit
        self.title = made(W.HTML, "sc-hand-title")
        self.hints_toggle = made(W.Checkbox, "sc-hints", "sc-check", fit=True, description=say("hand.hints"),
                                 value=bool(hints), indent=False, tooltip=say("hand.hints_tip"))
        self.hints_toggle.observe(lambda _change: self.refresh(), "value")
        self.faces = made(W.HTML, "sc-card-faces")
        self.cards_box = made(W.HBox, "sc-hand-cards", layout=shared(W.Layout, flex_flow="row wrap"))
        self.last_card = made(W.Checkbox, "sc-last-card", "sc-check", fit=True, description=say("hand.call"),
                              value=False, indent=False, tooltip=say("hand.call_tip"),
                              layout=W.Layout(width="auto", height="auto"))   # its own: shown only when it applies
        self.late_call = made(W.Button, "sc-late-call", fit=True, description=say("hand.call_now"), icon="bullhorn",
                              tooltip=say("hand.call_now_tip"))
        self.late_call.on_click(lambda _b: self._call_late())
        # Shown only while a wild card waits for its suit, so it has a layout of
        # its own; its buttons are made the first time they are needed.
        self.suits_box = made(W.HBox, "sc-suits", layout=W.Layout(display="none"))
        self.action_buttons = {}
        for move, label, css in _ACTIONS:
            b = made(W.Button, "sc-action", css, fit=True, description=say(label))
            b.on_click(lambda _b, m=move: self._act(m))
            self.action_buttons[move] = b
        self.actions = made(W.HBox, "sc-actions")
        self.message = made(W.HTML, "sc-message")
        header = made(W.HBox, "sc-hand-header", children=[self.title, self.hints_toggle])
        super().__init__([style_widget(), self.faces, header, self.cards_box, self.suits_box, self.actions,
                          self.message], _dom_classes=("sc-widget", "sc-hand", f"sc-seat-{seat}"))
        self.controller.observe(self._changed)
        settings.on_change(self._settings_changed, "four_colour")
        self.refresh()

    # -- reading what is shown -------------------------------------------------------

    @property
    def game(self):
        return self.controller.game

    @property
    def hints(self) -> bool:
        """True while the cards that may be played are lit up."""
        return self.hints_toggle.value

    @hints.setter
    def hints(self, value: bool) -> None:
        self.hints_toggle.value = bool(value)

    def shown_cards(self) -> list[str]:
        """The cards on show, as their short text (what the pictures show)."""
        return [card.text for card in self._cards]

    def shown_actions(self) -> list[str]:
        """The labels of the action buttons on show (Draw, Keep, ...)."""
        return [b.description for b in self.actions.children]

    def button(self, card, nth: int = 0) -> W.Button:
        """The button of ``card`` (the ``nth`` copy in a two-deck hand)."""
        card = Card.parse(card)
        found = [i for i, c in enumerate(self._cards) if c is card]
        if len(found) <= nth:
            raise KeyError(f"{card.text} is not shown in this hand")
        return self._slots[found[nth]]

    def message_text(self) -> str:
        """The message area as plain text."""
        return _html.unescape(re.sub(r"<details>.*?</details>|<[^>]+>", "", self.message.value, flags=re.S))

    @property
    def suit_buttons(self) -> dict:
        """The four buttons that give a wild card its suit, by suit."""
        return dict(zip(_SUITS, self._suit_picker()[1:5]))

    @property
    def suit_prompt(self) -> W.HTML:
        """The line above the suit buttons ("8♣ is wild: choose a suit")."""
        return self._suit_picker()[0]

    def _suit_picker(self) -> tuple:
        """The prompt, the four suit buttons and Cancel, made the first time
        they are needed: most hands never play a wild card, and every widget
        made is a message to the page."""
        if not self.suits_box.children:
            suits = []
            for suit in _SUITS:
                b = made(W.Button, "sc-suit", f"sc-suit-{suit.value}", fit=True,
                         description=f"{suit.symbol} {suit.word()}")
                b.on_click(lambda _b, s=suit: self._choose_suit(s))
                suits.append(b)
            cancel = made(W.Button, "sc-suit-cancel", fit=True, description=say("hand.cancel"))
            cancel.on_click(lambda _b: self._cancel_suit())
            self.suits_box.children = (made(W.HTML, "sc-suit-prompt"), *suits, cancel)
        return self.suits_box.children

    def asking_suit(self) -> bool:
        """True while a wild card waits for its suit."""
        return self.suits_box.layout.display != "none"

    # -- drawing --------------------------------------------------------------------

    def _changed(self, _controller) -> None:
        self.refresh()

    def _settings_changed(self, _settings) -> None:
        self.refresh()

    @guarded
    def refresh(self) -> None:
        """Show the hand and the buttons as the game now stands."""
        game, seat = self.game, self.seat
        hand = list(game.hands[seat])
        mine = game.turn == seat and not game.round_over and self.enabled
        legal = game.legal_moves() if mine else []
        playable = {m.card for m in legal if isinstance(m, Play)}
        self._show_faces(hand)
        slots, copies = [], {}
        for card in hand:
            key = (card, copies.get(card, 0))
            copies[card] = key[1] + 1
            mark = None if not (mine and self.hints) else ("legal" if card in playable else "dim")
            # What the card's button shows: a new button is made with it, one
            # already shown is told only what changed (each change is a message).
            shown = {"description": card.name, "tooltip": self._tooltip(card, mine),
                     "_dom_classes": ("sc-card-button", f"sc-card-{card.code}", f"sc-face-{card.code}")
                     + ((f"sc-{mark}",) if mark else ())}
            button = self._buttons.get(key)
            if button is None:
                button = self._buttons[key] = self._new_button(key, **shown)
            for name, value in shown.items():
                if getattr(button, name) != value:
                    setattr(button, name, value)
            slots.append(button)
        self._cards, self._slots = hand, slots
        self.cards_box.children = tuple(slots)
        self.actions.children = tuple(b for m, b in self.action_buttons.items() if m in legal)
        calls = any(isinstance(m, Play) and m.announce for m in legal)
        self.last_card.layout.display = None if calls else "none"
        if calls and self.last_card not in self.actions.children:
            self.actions.children = (self.last_card,) + self.actions.children
        if not calls:
            self.last_card.value = False
        late = getattr(game, "late", None) == seat and not game.round_over and self.enabled
        if late:
            self.actions.children = (self.late_call,) + self.actions.children
        if self._wild is not None and self._wild not in playable:
            self._wild = None
        self.suits_box.layout.display = None if self._wild is not None else "none"
        name = game.names[seat]
        if game.round_over:
            state = say("hand.round_over")
        elif mine:
            state = say("hand.your_turn") if game.drawn is None else say("hand.your_turn_drawn", card=game.drawn.text)
        elif late:
            state = say("hand.late", player=game.player)
        else:
            state = say("hand.to_play", player=game.player)
        self.title.value = f"<b>{_html.escape(name)}</b> · {plural(len(hand), 'card')} · {_html.escape(state)}"

    def _tooltip(self, card, mine: bool) -> str:
        """The card's name and, on the learner's turn with hints on, whether
        it fits and by which rule (tooltips always name the rule). With hints
        off it says no more than the name: the tooltip is also what a screen
        reader reads after the name, and must not answer "which card fits?"."""
        if not (mine and self.hints):
            return card.name
        why = self.game.explain(card, self.seat)
        return f"{card.name}: {why.sentence(rule_ids=False)} ({why.rule})"

    def _new_button(self, key, **shown):
        w = self.card_width
        button = W.Button(layout=shared(W.Layout, width=f"{w}px", height=f"{round(w * 1.4)}px"),
                          style=shared(W.ButtonStyle), **shown)
        button.on_click(lambda _b, k=key: self._click_card(k))
        return button

    def _show_faces(self, hand) -> None:
        """Keep a style sheet with the picture of every card shown: each card
        button wears its card's picture, so the picture is what is clicked."""
        four = settings.four_colour
        wanted = set(hand) | (self._faces if four == self._four else set())
        if wanted == self._faces and four == self._four and self.faces.value:
            return
        self._faces, self._four = wanted, four
        rules = []
        for card in sorted(wanted, key=lambda c: c.code):
            picture = card_svg(card, width=self.card_width, title=False, four_colour=four)
            data = base64.b64encode(str(picture).encode()).decode()
            rules.append(f".sc-card-button.sc-face-{card.code}{{background-image:url(data:image/svg+xml;base64,{data})}}")
        self.faces.value = "<style>" + "\n".join(rules) + "</style>"

    # -- clicks -----------------------------------------------------------------------

    def _click_card(self, key) -> None:
        button = self._buttons[key]
        index = next((i for i, b in enumerate(self._slots) if b is button), len(self._cards))
        self._click(index)

    @guarded
    def _click(self, index: int) -> None:
        if index >= len(self._cards):
            set_message(self.message, say("hand.gone"), "refused")
            return
        card, game = self._cards[index], self.game
        if not self.enabled:
            set_message(self.message, say("hand.look_only"), "refused")
            return
        legal = game.legal_moves() if game.turn == self.seat else []
        plays = [m for m in legal if isinstance(m, Play) and m.card is card]
        if not plays:
            why = game.explain(card, self.seat)
            set_message(self.message, refusal_text(card, why.rule, why.reason), "refused")
            return
        if any(m.suit is not None for m in plays):
            self._wild = card
            self.suit_prompt.value = _html.escape(say("hand.wild", card=card.text))
            self.suits_box.layout.display = None
            set_message(self.message, say("hand.wild", card=card.text))
            self.suit_buttons[_SUITS[0]].focus()
            return
        self._play(Play(card, None, self._announce(plays)))

    def _announce(self, plays) -> bool:
        return self.last_card.value and any(m.announce for m in plays)

    @guarded
    def _choose_suit(self, suit: Suit) -> None:
        card, self._wild = self._wild, None
        self.suits_box.layout.display = "none"
        if card is None:
            set_message(self.message, say("hand.wild_first"), "refused")
            return
        plays = [m for m in self.game.legal_moves() if isinstance(m, Play) and m.card is card]
        self._play(Play(card, suit, self._announce(plays)))

    @guarded
    def _cancel_suit(self) -> None:
        card, self._wild = self._wild, None
        self.suits_box.layout.display = "none"
        if card in self._cards:
            self._slots[self._cards.index(card)].focus()

    @guarded
    def _act(self, move) -> None:
        self._play(move)

    @guarded
    def _call_late(self) -> None:
        try:
            events = self.controller.apply(LAST, self.seat)
        except IllegalMoveError as exc:
            set_message(self.message, say("hand.not_allowed", reason=cite(exc.reason, exc.rule)), "refused")
            return
        set_message(self.message, " ".join(sentence(e) for e in events))
        self.focus_next()

    def _play(self, move) -> None:
        if self.accept is not None and self.game.is_legal(move) and self.game.turn == self.seat:
            refusal = self.accept(move)
            if refusal:
                set_message(self.message, refusal, "refused")
                return
        try:
            events = self.controller.apply(move, self.seat)
        except IllegalMoveError as exc:
            set_message(self.message, say("hand.not_allowed", reason=cite(exc.reason, exc.rule)), "refused")
            return
        self.last_card.value = False
        set_message(self.message, " ".join(sentence(e) for e in events))
        if self.on_move is not None:
            self.on_move(move, events)
        if self.refocus:
            self.focus_next()

    # -- the keyboard's focus -------------------------------------------------------------

    def focus_target(self):
        """Where the keyboard's focus belongs now: on the learner's turn the
        card drawn if it may be played, else (hints on) the first card that
        fits, else the first action (Draw, Take penalty...) when no card
        fits, else the first card (with hints off the focus gives nothing
        away); the late "last card" button while it is shown; after the turn, the first card of the hand. None when the
        hand shows nothing to focus."""
        game = self.game
        if self.late_call in self.actions.children:   # the late "last card" call, while it may be made
            return self.late_call
        if game.turn == self.seat and not game.round_over and self.enabled:
            legal = game.legal_moves()
            playable = [c for c in self._cards if any(isinstance(m, Play) and m.card is c for m in legal)]
            if game.drawn is not None and game.drawn in playable:
                return self._slots[self._cards.index(game.drawn)]
            if self.hints and playable:
                return self._slots[self._cards.index(playable[0])]
            actions = [b for b in self.actions.children if isinstance(b, W.Button)]
            if actions and (not playable or not self._slots):
                return actions[0]
        return self._slots[0] if self._slots else None

    def focus_next(self) -> None:
        """Give the keyboard's focus to :meth:`focus_target` (or, once the
        learner's turn is over, to ``after_turn()`` when it was given)."""
        game = self.game
        mine = game.turn == self.seat and not game.round_over
        if not mine and self.after_turn is not None:
            self.after_turn()
            return
        target = self.focus_target()
        if target is not None:
            target.focus()
