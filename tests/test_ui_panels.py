"""Every panel says what the state says, at every step of whole games in both languages."""

from __future__ import annotations

import re

import pytest

from pyramid_explorer.engine import RULES
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.common.html import clause_html, status_html
from pyramid_explorer.ui.common.problems import Problem, problem_html
from pyramid_explorer.ui.model.session import HUMAN, Session

STEPS = 60


def check_common(ex: Explorer) -> None:
    s = ex.session
    state = ex.state
    assert f"Step {s.position} of {s.length}" in ex.state_html or \
        f"Schritt {s.position} von {s.length}" in ex.state_html
    for rule_id in state.last_rules:
        if rule_id in RULES:
            assert f'data-rule-id="{rule_id}"' in ex.rule_html
    assert len(ex.log_texts) == s.length + 1
    assert ex.panels.timeline.slider.value == s.position
    assert ex.panels.timeline.label.value == f"<b>{s.position}/{s.length}</b>"
    legal = state.legal_actions() if state.current_player() >= 0 else []
    covered = [a for a in legal if ex.composer is not None and ex.composer.covers(a)]
    assert len(ex.move_labels) == len(legal) - len(covered)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_dice_pyramid_panels_agree_with_the_state(lang):
    ex = Explorer("dice-pyramid", seed=21)
    ex.set_language(lang)
    for _ in range(STEPS):
        if not ex.step():
            break
        check_common(ex)
        state = ex.state
        table = ex.state_html.split('class="pe-own-hand"')[0]  # (a phone draws the dice again)
        shown = tuple(int(v) for v in re.findall(r'class="die" data-value="(\d)"', table))
        assert shown == (state.dice or (0,) * 5)
        odds = ex.odds.current
        if state.phase == "play":
            assert odds.dice == state.dice and odds.rerolls_left == state.rerolls_left
            assert odds.rooms == tuple(state.open_rooms())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_im_bann_panels_agree_with_the_state(lang):
    ex = Explorer("im-bann-der-pyramide", seed=5, players=4)
    ex.set_language(lang)
    draw = "Nachziehstapel" if lang == "de" else "Draw pile"
    for _ in range(STEPS):
        if not ex.step():
            break
        check_common(ex)
        state = ex.state
        assert f"{draw}: {len(state.draw_pile)}" in ex.state_html
        odds = ex.odds.current
        assert odds.depot == state.depot and odds.seat == max(state.current_player(), 0)


def test_panels_follow_time_travel():
    ex = Explorer("dice-pyramid", seed=3)
    for _ in range(10):
        ex.step()
    for n in (0, 7, 3, 10, 1):
        ex.jump(n)
        check_common(ex)


def test_clause_and_status_html():
    clause = RULES.get("engine.over")
    assert 'class="pe-badge pe-badge-ruling">RULING' in clause_html(clause, "en")
    assert "ENTSCHEID" in clause_html(clause, "de") and "Spiel vorbei" in clause_html(clause, "de")
    assert "Game over" in status_html(3, 3, -2, "en")
    assert "roll the dice" in status_html(0, 0, -1, "en")
    notice = problem_html(Problem("Your move", "P1 plays by hand", level="info"), "en")
    assert 'role="status"' in notice and "pe-badge-error" not in notice
    alert = problem_html(Problem("Not allowed", "No.", "engine.over"), "en")
    assert 'role="alert"' in alert and 'data-rule-id="engine.over"' in alert


def test_session_seats_and_errors():
    s = Session("im-bann-der-pyramide", seed=1, players=2)
    assert s.seats == ["heuristic", "heuristic"]
    s.set_seat(1, HUMAN)
    with pytest.raises(ValueError, match="unknown bot"):
        s.set_seat(0, "grandmaster")
    with pytest.raises(ValueError, match="no seat 3"):
        s.set_seat(2, HUMAN)
    while s.to_move() != 1:
        assert s.step() is not None
    assert s.is_human_turn() and s.next_action() is None


def test_a_group_of_many_moves_becomes_a_chooser_that_plays_the_chosen_move():
    from pyramid_explorer.engine import Action
    from pyramid_explorer.ui.common.pools import MAX_BUTTONS_PER_GROUP, ActionPad

    played = []
    pad = ActionPad(played.append)
    many = [(f"Flip die {i}", Action("use", ("Sphinx's Ring", (i,), 0)))
            for i in range(MAX_BUTTONS_PER_GROUP + 3)]
    pad.update([("Use Sphinx's Ring", many), ("End", [("End turn", Action("end"))])], "Play")
    row = pad.rows[0]
    assert row.chooser.index == 0 and row.chooser.value == "Flip die 0"   # never blank
    assert [b.description for b in pad.visible_buttons()] == ["End turn"]
    assert pad.labels() == [label for label, _ in many] + ["End turn"]
    row.chooser.index = 4
    row.chooser_button.click()
    assert played == [many[4][1]]
    pad.update([("End", [("End turn", Action("end"))])], "Play")              # fewer groups
    assert row.chooser_box.layout.display == "none"                       # row 0 reused
    assert pad.rows[1].box.layout.display == "none" and pad.labels() == ["End turn"]


class StrictRecorder:
    """A commands object that records calls and refuses any name that is not a command."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def __getattr__(self, name: str):
        from pyramid_explorer.ui.explorer.commands import Commands

        assert name in vars(Commands), f"a panel called {name!r}, which is no command"
        return lambda *args, **kwargs: self.calls.append((name, *args))


def test_every_command_is_a_public_method_of_the_explorer():
    from pyramid_explorer.ui.explorer.commands import Commands

    names = [n for n in vars(Commands) if not n.startswith("_")]
    assert len(names) >= 25
    assert [n for n in names if not callable(getattr(Explorer, n, None))] == []


def test_each_button_of_the_layout_calls_its_command_and_nothing_else():
    from pyramid_explorer.ui.explorer.layout import ExplorerLayout

    commands = StrictRecorder()
    layout = ExplorerLayout(commands)
    expected = {"undo": "undo", "step": "step", "redo": "redo", "autoplay": "autoplay",
                "stop": "stop", "branch": "branch", "roll": "roll",
                "apply_outcome": "set_outcome", "advisor_play": "play_advisor",
                "start_of_turn": "start_of_turn", "next_turn": "next_turn", "to_end": "to_end",
                "undo_new": "undo_new_game", "copy_link": "copy_link", "new_game": "new_game"}
    assert sorted(layout.buttons) == sorted(expected)
    for key, command in expected.items():
        commands.calls.clear()
        layout.buttons[key].click()
        assert [call[0] for call in commands.calls] == [command], key
    layout.panels.header.relabel("en")
    commands.calls.clear()
    layout.panels.header.language.value = "de"                      # the EN/DE switch
    layout.panels.curtain.toggle.value = True                       # Pass and play
    layout.panels.log.first_only.value = True                       # the log's filter
    assert commands.calls == [("set_language", "de"), ("set_pass_and_play", True),
                              ("show_first_uses", True)]
