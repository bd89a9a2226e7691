"""Im Bann der Pyramide follows the template: each rule once (logic.py), phases and moves named
once with one table, typed endings. Unit tests of the pure rule functions, and checks that the
state, the transition, the labels and the renderer all read the same tables."""

from __future__ import annotations

import pytest
from test_im_bann_helpers import act, play, pos

from pyramid_explorer import games
from pyramid_explorer.games.im_bann import Move, Phase, Termination, action_label, logic
from pyramid_explorer.games.im_bann.bots import RandomImBannBot
from pyramid_explorer.games.im_bann.data import load_data
from pyramid_explorer.games.im_bann.draft import TurnDraft
from pyramid_explorer.games.im_bann.kinds import PHASES
from pyramid_explorer.games.im_bann.moves import CLOSED_PHASE_REFUSALS, GROUPS, MOVES
from pyramid_explorer.sim import play_out

GID = "im-bann-der-pyramide"
CARDS = load_data().cards
ID = {c.code: c.id for c in reversed(CARDS)}  # code -> lowest id


# ---------------------------------------------------------------------------------- logic.py
@pytest.mark.rules("ib.sum.protection", engine=False)
def test_showcase_sum_counts_equipment_values_and_nothing_for_special_cards():
    assert logic.showcase_sum([ID["rope-3"], ID["torch-5"], ID["protection"]], CARDS) == 8
    assert logic.showcase_sum([], CARDS) == 0


@pytest.mark.rules("ib.complete.mummy", "ib.chamber.mummy", engine=False)
def test_target_is_the_adventure_or_the_chamber_plus_the_mummy_penalty():
    advs = (7, 8, 9, 10)
    assert logic.target(advs, 12, 0, False, 3) == 7
    assert logic.target(advs, 12, 3, True, 3) == 13
    assert logic.target(advs, 12, 4, False, 3) == 12  # the King's Chamber
    assert logic.target(advs, 12, 4, True, 3) == 15


@pytest.mark.rules("ib.complete.sum", "ib.chamber.exact", engine=False)
def test_an_adventure_needs_at_least_its_value_the_chamber_exactly():
    assert logic.meets(9, 8, at_chamber=False) and logic.meets(8, 8, at_chamber=False)
    assert not logic.meets(7, 8, at_chamber=False)
    assert logic.meets(12, 12, at_chamber=True) and not logic.meets(13, 12, at_chamber=True)


@pytest.mark.rules("ib.mummy.choice", "ib.mummy.pass_chamber", engine=False)
def test_who_is_still_in_the_game_and_who_stands_at_the_chamber():
    positions = (0, 4, 5, 2)  # chamber index 4: P2 at the Chamber, P3 entered it
    assert logic.others_in_game(positions, 0, 4) == [1, 3]
    assert logic.others_in_game(positions, 1, 4) == [0, 3]
    assert logic.others_at_chamber(positions, 0, 4) == [1]
    assert logic.others_at_chamber(positions, 1, 4) == []
    assert logic.entered(5, 4) and not logic.entered(4, 4)


@pytest.mark.rules("ib.mummy.pass_chamber", engine=False)
def test_shedding_needs_the_mummy_a_player_at_the_chamber_and_three_points():
    assert logic.can_shed(True, [1], 3, 3)
    assert not logic.can_shed(True, [1], 2, 3)
    assert not logic.can_shed(True, [], 9, 3)
    assert not logic.can_shed(False, [1], 9, 3)


@pytest.mark.rules("ib.draw.draw", "ib.draw.limit", "ib.draw.exchange_short", engine=False)
def test_drawing_and_exchanging_limits():
    assert logic.may_draw(5, 2, 7, 2) and not logic.may_draw(6, 2, 7, 9)
    assert not logic.may_draw(0, 2, 7, 1)
    assert logic.exchange_cap(10, 0, 5) == 5 and logic.exchange_cap(2, 1, 5) == 3
    assert logic.exchange_cap(0, 0, 5) == 0


@pytest.mark.rules("ib.play.equipment", engine=False)
def test_indicated_codes_are_the_distinct_depot_items_in_hand_lowest_first():
    hand = [ID["ladder-4"], ID["ladder-1"], ID["rope-2"], ID["magic"]]
    assert logic.indicated_codes(hand, CARDS, "ladder") == ["ladder-1", "ladder-4"]
    assert logic.indicated_codes(hand, CARDS, "torch") == []
    assert logic.holds(hand, CARDS, "magic") and not logic.holds(hand, CARDS, "curse")


@pytest.mark.rules("ib.curse.protected", engine=False)
def test_a_protected_victim_chooses_by_card_or_by_kind():
    show = [ID["protection"], ID["rope-2"], ID["ladder-2"]]
    assert logic.give_up_choices(show, CARDS, "card") == ["protection", "ladder-2", "rope-2"]
    assert logic.give_up_choices(show, CARDS, "kind") == ["protection", "equipment"]
    assert logic.give_up_choices([ID["protection"]], CARDS, "kind") == ["protection"]


@pytest.mark.rules("ib.multi.minus", "ib.multi.floor", engine=False)
def test_minus_points_are_the_open_values_less_the_showcase_never_below_zero():
    advs = (7, 8, 9, 10)
    assert logic.minus_points(advs, 12, 4, False, 3, 3) == 9   # rulebook example
    assert logic.minus_points(advs, 12, 3, True, 3, 0) == 25   # rulebook example
    assert logic.minus_points(advs, 12, 4, False, 3, 20) == 0  # no bonus
    assert logic.minus_points(advs, 12, 5, True, 3, 0) == 0    # entered the Chamber


def test_the_state_and_the_transition_ask_the_same_rules():
    s = pos(hands=[["ladder-2"], [], []], showcases=[["ladder-5"], ["rope-1"], []],
            positions=[1, 4, 5], mummy=0, depot="ladder")
    draft = TurnDraft(s)
    for seat in range(3):
        assert draft.total(seat) == s.showcase_sum(seat)
        assert draft.need(seat) == s.target(seat)
        assert draft.others_in_game(seat) == s.others_in_game(seat)


# ---------------------------------------------------------------------------------- the tables
def test_every_phase_lists_only_moves_of_the_table_and_every_move_has_texts():
    for phase, spec in PHASES.items():
        assert set(spec.moves) <= set(MOVES), phase
        assert spec.name.en and spec.name.de and spec.name.en != spec.name.de, phase
    assert set(Phase) == set(PHASES)
    assert set(Move) == set(MOVES)
    for move, spec in MOVES.items():
        assert GROUPS[str(move)].en and GROUPS[str(move)].de
        assert spec.takes.en and spec.takes.de


@pytest.mark.rules("ib.draw.exchange_steps")
@pytest.mark.rules("ib.curse.protected", "ib.complete.exact", engine=False)
def test_a_closed_phase_refuses_every_other_move_with_its_own_reason():
    assert set(CLOSED_PHASE_REFUSALS) == {p for p, spec in PHASES.items() if spec.closed}
    s = games.new_game(GID, seed=3, players=3)
    s = s.apply(act("exchange", s.codes(s.hands[0])[0]))
    assert s.phase == Phase.EXCHANGE
    for kind in ("draw", "end", "complete", "dance"):
        args = (1,) if kind == "draw" else ()
        err = s._reject(act(kind, *args))
        assert err is not None and err.rule_id == "ib.draw.exchange_steps", kind


def test_enum_values_are_the_saved_strings():
    assert [str(p) for p in Phase][:3] == ["start", "exchange", "after_a"]
    assert Phase("curse") is Phase.CURSE and f"{Phase.SHED}" == "shed"
    assert Move("pass_mummy") is Move.PASS_MUMMY
    assert [t.value for t in Termination] == ["win", "cap", "round"]


def test_along_random_games_every_legal_move_is_one_its_phase_lists_and_labels_agree():
    bot = RandomImBannBot()
    for seed in range(4):
        opts = {"advanced": seed % 2 == 1, "multi_game": seed == 2, "turn_cap": 60}
        final = play_out(games.new_game(GID, seed=seed, players=3, **opts), [bot])
        state = games.new_game(GID, seed=seed, players=3, **opts)
        for action in final.history:
            allowed = PHASES[state.phase].moves + ((PHASES[state.phase].fallback,)
                                                   if PHASES[state.phase].fallback else ())
            for legal in state.legal_actions():
                assert legal.kind in allowed, (state.phase, legal)
                assert str(legal) == action_label(legal) == MOVES[legal.kind].label(legal.args, "en")
                assert action_label(legal, "de") != ""
            state = state.apply(action)
        assert isinstance(final.termination, Termination)
        assert final.over == final.termination.value


@pytest.mark.rules("ib.end.win")
def test_a_win_is_typed_and_the_renderer_names_the_winner():
    s = pos(hands=[["ladder-2"], ["torch-1"]], showcases=[["ladder-5", "ladder-4", "ladder-1"], []],
            positions=[4, 0], depot="ladder")
    s = play(s, act("equip", "ladder-2"), act("complete"))
    assert s.termination is Termination.WIN and s.winner == 0 and s.over == "win"
    assert "Sieger: P1" in s.render_html(viewer=1, lang="de")
    assert "Winner: P1" in s.render_html(viewer=None, lang="en")


def test_the_renderer_names_the_phase_from_the_phase_table():
    s = games.new_game(GID, seed=1, players=3).apply(act("draw", 1))
    assert PHASES[Phase.AFTER_A].name.de in s.render_html(viewer=0, lang="de")
    assert PHASES[Phase.AFTER_A].name.en in s.render_html(viewer=0, lang="en")
