"""StepThrough: forward and back give identical states; the learner chooses."""

import pytest

from switchcore import Play, parse_move
from tutorial import StepThrough, load_scenario, scenario_names


def play_through(st: StepThrough):
    """Press Next to the end, making the first accepted move at choose steps."""
    seen = [st.game.state()]
    while st.step is not None:
        if st.choosing():
            move = st.scenario.choices(st.game, st.step)[0]
            events = st.controller.apply(move, st.game.turn)   # as the hand does on a click
            st._moved(move, events)
        else:
            st.next_button.click()
        seen.append(st.game.state())
    return seen


@pytest.mark.parametrize("name", scenario_names())
def test_forward_and_back_give_identical_states(name):
    scenario = load_scenario(name)
    st = StepThrough(scenario)
    forward = play_through(st)
    assert forward == [g.state() for g in scenario.states()]
    back = [st.game.state()]
    while st.index:
        st.prev_button.click()
        back.append(st.game.state())
    assert back == forward[::-1] and not st.errors


def test_next_waits_for_the_learners_move():
    st = StepThrough(load_scenario("walkthrough"))
    assert st.choosing() and st.next_button.disabled
    st.next()
    assert st.index == 0 and "Your move first" in st.message.value


def test_an_illegal_choice_shows_the_rule_and_a_legal_one_unlocks_next():
    st = StepThrough(load_scenario("walkthrough"))
    before = st.game.state()
    st.hand.button("KD").click()
    assert st.game.state() == before and "K♦ matches neither" in st.hand.message_text()
    # The walkthrough asks with hints off: the tooltip (read after the name) does not say what fits.
    assert not st.hand.hints and st.hand.button("KD").tooltip == "king of diamonds"
    st.hand.hints = True
    assert st.hand.button("KD").tooltip.endswith("(X-2)")
    st.hand.hints = False
    st.hand.button("7S").click()
    assert st.index == 1 and not st.next_button.disabled and "Spades is now the suit" in st.say_text()
    st.next_button.click()
    assert st.index == 2 and "Ben has no spade" in st.say_text()


def test_a_legal_move_the_example_does_not_make_is_explained_not_played():
    st = StepThrough(load_scenario("walkthrough"))
    st.hand.button("7S").click()
    for _ in range(3):
        st.next_button.click()
    assert st.choosing() and "8♣" in st.say_text()
    before = st.game.state()
    st.hand.button("8C").click()
    st.hand.suit_buttons[list(st.hand.suit_buttons)[0]].click()   # clubs, not diamonds
    assert st.game.state() == before and st.hand.message_text() == (
        "8♣ and clubs is a legal move here too: 8♣ is wild: it can be played on anything, with a declared "
        "suit. But this example plays 8♣ and diamonds: play that to follow it.")


def test_the_line_beside_the_buttons_matches_their_state():
    st = StepThrough(load_scenario("walkthrough"))
    assert st.next_button.disabled and st.todo_text().startswith("Your move")
    st.hand.button("7S").click()
    assert not st.next_button.disabled and st.todo_text() == "Press Next ▶ to go on."
    play_through(st)
    assert st.next_button.disabled and st.todo_text().startswith("The end")


def test_a_which_card_fits_question_starts_without_hints():
    st = StepThrough(load_scenario("walkthrough"))
    assert not st.hand.hints and "sc-legal" not in st.hand.button("7S")._dom_classes
    st.hand.hints_toggle.value = True
    assert "sc-legal" in st.hand.button("7S")._dom_classes


def test_the_learner_plays_another_seat_when_the_scenario_says_so():  # S-13
    st = StepThrough(load_scenario("no_mixing"))
    st.next_button.click()
    assert st.choosing() and st.hand.seat == 1
    before = st.game.state()
    st.hand.button("8C").click()
    assert st.game.state() == before and "8♣ does not answer it" in st.hand.message_text()
    assert st.hand.button("8C").tooltip.endswith("(S-13)")
    st.hand.button("2D").click()
    assert st.game.pending.amount == 4


def test_prev_takes_back_the_learners_move():
    st = StepThrough(load_scenario("walkthrough"))
    start = st.game.state()
    st.hand.button("7S").click()
    st.prev_button.click()
    assert st.game.state() == start and st.choosing() and st.index == 0


def test_reset_goes_back_to_the_start():
    st = StepThrough(load_scenario("twos"))
    play_through(st)
    st.reset_button.click()
    assert st.index == 0 and st.game == st.scenario.start


# -- what the step-through says: every move, the newest in sight, nothing stale -------


def click_through(st: StepThrough):
    """Press Next to the end and click the expected card at choose steps, as a
    learner does; yield what is said after each step."""
    while st.step is not None:
        if st.choosing():
            move = st.scenario.choices(st.game, st.step)[0]
            st.hand.button(move.card).click()
            if move.suit is not None:
                st.hand.suit_buttons[move.suit].click()
        else:
            st.next_button.click()
        yield st.say_text()


@pytest.mark.parametrize("name", ["walkthrough", "jacks"])
def test_every_step_is_said_the_other_players_moves_too(name):  # C-3, S-10
    scenario = load_scenario(name)
    st = StepThrough(scenario)
    said = list(click_through(st))
    for step, text in zip(scenario.steps, said):
        assert text.startswith(step.then if step.kind == "choose" else step.say), (step.number, text)
    # Where a prompt follows another player's move, both are on show, the move first.
    for step, following in zip(scenario.steps, scenario.steps[1:]):
        if step.kind != "choose" and following.kind == "choose":
            assert said[step.number - 1] == f"{step.say} {following.say}"
    assert not st.errors


def test_bens_queen_is_said_before_the_learners_next_prompt():  # C-3
    st = StepThrough(load_scenario("walkthrough"))
    st.hand.button("7S").click()
    for _ in range(3):
        st.next_button.click()
    assert st.choosing() and st.say_text() == (
        "Ben plays Q♠. Spades is still the suit to follow. Your turn. K♦ does not fit on Q♠, but an 8 fits on "
        "anything. Play 8♣ and ask for diamonds.")


def test_the_story_and_the_table_log_show_the_newest_first():
    scenario = load_scenario("walkthrough")
    st = StepThrough(scenario)
    st.hand.button("7S").click()
    st.next_button.click()
    st.next_button.click()
    assert st.story_text() == [scenario.steps[1].say, scenario.steps[0].then, scenario.intro]
    assert st.table.log_text()[:2] == ["Ben drew Q♠.", "Ben drew 4♥."] and st.table.log_text()[-1] == "Ann played 7♠."
    assert "reversed" in st.table.log_box.value


@pytest.mark.parametrize("back", ["reset", "prev"])
def test_back_at_step_0_shows_step_0s_text_and_nothing_from_later(back):
    scenario = load_scenario("walkthrough")
    st = StepThrough(scenario)
    at_start = (st.say_text(), st.story_text(), st.hand.message_text(), st.table.log_text())
    assert at_start == (f"{scenario.intro} {scenario.steps[0].say}", [], "", [])
    list(click_through(st))
    assert st.hand.message_text() or st.story_text()       # later steps left words behind ...
    if back == "reset":
        st.reset_button.click()
    else:
        while st.index:
            st.prev_button.click()
    # ... and none of them is on show at step 0.
    assert (st.say_text(), st.story_text(), st.hand.message_text(), st.table.log_text()) == at_start
    assert st.counter.value == f"Step 0 of {len(scenario.steps)}" and not st.hand.asking_suit()


# -- the step-throughs that teach a rule in a lesson: clicked as a learner clicks ------------


def learner_click(st: StepThrough, move) -> None:
    """Click ``move`` in the step-through's hand: a card (and its suit), or an action button."""
    if isinstance(move, Play):
        st.hand.button(move.card).click()
        if move.suit is not None:
            st.hand.suit_buttons[move.suit].click()
    else:
        st.hand.action_buttons[move].click()


def clicked_through(name: str) -> tuple[StepThrough, list[str]]:
    st = StepThrough(load_scenario(name))
    said = []
    while st.step is not None:
        if st.choosing():
            learner_click(st, st.scenario.choices(st.game, st.step)[0])
        else:
            st.next_button.click()
        said.append(st.say_text())
    assert not st.errors
    return st, said


def test_reshuffle_by_a_click_on_draw():
    st = StepThrough(load_scenario("reshuffle"))
    assert st.choosing() and "Draw" in st.hand.shown_actions() and st.game.stock_size == 0
    st.hand.action_buttons[parse_move("draw")].click()
    assert st.index == 1 and st.table.log_text()[:2] == ["Ann drew 5♦.", (
        "The stock ran out: the discards under the top card (4) are shuffled into a new stock (X-3).")]
    assert st.say_text().startswith("The four cards under 9♣ were shuffled") and st.game.stock_size == 3
    st.next_button.click()
    assert st.step is None and st.game.stock_size == 2


@pytest.mark.parametrize("name, rule, scores", [("blocked_switch", "X-8", (0, 14, 22)),
                                                ("blocked_crazy_eights", "C-6", (0, 12, 0)),
                                                ("repetition", "X-10", (0, 19))])
def test_a_blocked_round_by_clicks(name, rule, scores):  # X-8, C-6, X-10
    st, said = clicked_through(name)
    assert st.game.round_over and st.game.result.rule == rule and st.game.result.scores == scores
    assert said[-1].startswith(st.scenario.steps[-1].say)
    assert any(f"({rule})" in line for line in st.table.log_text())


def test_the_dealer_moves_a_seat_at_next():  # S-4, X-4
    st = StepThrough(load_scenario("dealer"))
    assert st.game.dealer == 1
    st.hand.button("5H").click()
    assert st.game.round_over
    st.next_button.click()
    assert st.game.round_no == 2 and st.game.dealer == 2 and st.game.turn == 0
    assert "Cat deals now" in st.say_text() and st.choosing()
    st.prev_button.click()
    assert st.game.round_no == 1 and st.game.round_over


def test_special_cards_by_clicks():  # C-7
    st = StepThrough(load_scenario("special_cards"))
    st.hand.button("QH").click()
    assert st.game.turn == 2 and "Ben misses his turn" in st.say_text()
    st.next_button.click()
    st.next_button.click()
    assert st.choosing() and st.game.pending.amount == 2
    st.hand.button("5H").click()                     # refused: the two comes first
    assert len(st.game.hands[0]) == 2 and "C-7" in st.hand.button("5H").tooltip
    st.hand.action_buttons[parse_move("take")].click()
    assert len(st.game.hands[0]) == 4 and st.step is None


def test_the_buried_eight_is_in_the_log_at_step_0():  # C-2
    st = StepThrough(load_scenario("eight_starter"))
    assert any("(C-2)" in line and "8♥" in line for line in st.table.log_text())
    assert st.say_text().startswith(st.scenario.intro) and str(st.game.top) == "2♦"
    st.hand.button("9D").click()
    assert st.index == 1 and "The 8♥ is still in the stock" in st.say_text()
