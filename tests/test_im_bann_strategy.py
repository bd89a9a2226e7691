"""Im Bann der Pyramide: the strategist bot plays legal, replayable games from what its seat
knows, makes the four decisions it is built for, and explains them in English and German."""

from __future__ import annotations

import random

import pytest
from test_im_bann_helpers import act, pos

from pyramid_explorer import games
from pyramid_explorer.coach.playout import play_to_end
from pyramid_explorer.games.im_bann import GAME, OPTIONS
from pyramid_explorer.games.im_bann.bots import HeuristicBot
from pyramid_explorer.games.im_bann.strategy import StrategistBot

GID = "im-bann-der-pyramide"
BOOLEAN_OPTIONS = [o.name for o in OPTIONS if o.default is False]


def strategist() -> StrategistBot:
    return GAME.bots["strategist"]()


def _mixed_game(seed: int, players: int, **options) -> tuple[list, object]:
    """A whole game with the strategist in seats 0 and 2, the heuristic elsewhere; every
    strategist choice checked to be legal. Returns (strategist decisions, final state)."""
    state = games.new_game(GID, seed=seed, players=players, **options)
    bots = [strategist() if q % 2 == 0 else HeuristicBot() for q in range(players)]
    decisions = []
    for _ in range(20_000):
        seat = state.current_player()
        if seat < 0:
            break
        choice = bots[seat].choose(state)
        assert choice in state.legal_actions(), (seed, players, options, choice)
        if isinstance(bots[seat], StrategistBot):
            decisions.append((state, choice))
        state = state.apply(choice)
    return decisions, state


def test_the_strategist_is_registered_between_the_heuristic_and_the_coach():
    names = list(GAME.bots)
    assert names.index("heuristic") < names.index("strategist") < names.index("coach")
    assert strategist().name == "strategist"
    from pyramid_explorer.coach import playout_bot_name
    assert playout_bot_name(GID) == "heuristic"  # the coach's playouts keep the heuristic


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_it_finishes_legal_games_of_every_player_count(players):
    decisions, final = _mixed_game(seed=players, players=players)
    assert final.is_terminal() and final.over in ("win", "round")
    assert len(decisions) > 20


@pytest.mark.parametrize("option", BOOLEAN_OPTIONS + ["mummy_recipient=choice",
                                                      "curse_protected=kind",
                                                      "adventure_side=low"])
def test_it_finishes_legal_games_with_every_option(option):
    name, _, value = option.partition("=")
    options = {name: value or True}
    decisions, final = _mixed_game(seed=3, players=4, **options)
    assert final.is_terminal(), options
    assert decisions


def test_its_choice_depends_only_on_what_its_seat_knows():
    """Redrawing the other hands and the draw pile (same seed) never changes its move."""
    checked = 0
    for seed in (1, 2):
        decisions, _final = _mixed_game(seed=seed, players=4)
        for state, choice in decisions[::3]:
            seat = state.current_player()
            for k in range(3):
                other = games.spec(GID).resample_hidden(state, seat, random.Random(k))
                assert other.observation(seat) == state.observation(seat)
                assert strategist().choose(other) == choice, (seed, state.turns, k)
                checked += 1
    assert checked > 100


def test_a_whole_game_replays_exactly():
    state = games.new_game(GID, seed=11, players=4)
    bots = [strategist() for _ in range(4)]
    first = play_to_end(state, bots)
    again = play_to_end(state, [strategist() for _ in range(4)])
    assert first.history == again.history and first.is_terminal()
    # and the recorded moves replay through apply (every one legal)
    replayed = state
    for action in first.history:
        replayed = replayed.apply(action)
    assert replayed.winner == first.winner


@pytest.mark.rules("ib.mummy.pass_chamber", engine=False)
def test_it_keeps_the_mummy_rather_than_discarding_showcase_equipment():
    s = pos(hands=[["ladder-1"], [], []], showcases=[["rope-5", "rope-3"], [], []],
            positions=[2, 4, 1], mummy=0)
    s = s.apply(act("equip", "ladder-1"))
    assert any(a.kind == "shed" for a in s.legal_actions())
    assert HeuristicBot().choose(s).kind == "shed"
    assert strategist().choose(s) == act("end")
    # in a turn with a special card and no equipment it still passes it on, as the heuristic
    s = pos(hands=[["protection"], [], []], showcases=[["rope-5", "rope-3"], [], []],
            positions=[2, 4, 1], mummy=0)
    s = s.apply(strategist().choose(s))
    assert s.phase == "special" and strategist().choose(s) == HeuristicBot().choose(s)
    assert strategist().choose(s).kind == "shed"


@pytest.mark.rules("ib.card.protection")
def test_it_lays_a_protection_at_once_and_then_an_equipment_card():
    s = pos(hands=[["protection", "ladder-2"], []])
    assert HeuristicBot().choose(s) == act("equip", "ladder-2")
    assert strategist().choose(s) == act("protection")
    s = s.apply(act("protection"))
    assert strategist().choose(s) == act("equip", "ladder-2")  # no turn lost


@pytest.mark.rules("ib.magic.other", "ib.chamber.exact", engine=False)
def test_at_the_chamber_it_keeps_magic_power_for_the_winning_card():
    s = pos(hands=[["torch-5", "magic"], []], positions=[4, 0], chamber=12)
    assert HeuristicBot().choose(s) == act("magic", "torch")
    assert strategist().choose(s) == act("draw", 2)
    # ... and plays it when it wins: 7 in the showcase, Torch 5 makes 12 exactly
    s = pos(hands=[["torch-5", "magic"], []], showcases=[["rope-4", "rope-3"], []],
            positions=[4, 0], chamber=12)
    assert strategist().choose(s) == act("magic", "torch")


@pytest.mark.rules("ib.chamber.exact", engine=False)
def test_at_the_chamber_it_leaves_a_rest_it_holds():
    s = pos(hands=[["ladder-2", "ladder-2", "ladder-3"], []],
            showcases=[["rope-4", "torch-4"], []], positions=[4, 0], chamber=12)
    assert HeuristicBot().choose(s) == act("equip", "ladder-3")  # leaves 1, not held
    assert strategist().choose(s) == act("equip", "ladder-2")  # leaves 2: the other Ladder 2


@pytest.mark.rules("ib.card.scarab")
@pytest.mark.rules("ib.chamber.exact", engine=False)
def test_after_a_scarab_it_plays_a_combination_that_hits_the_chamber_exactly():
    s = pos(hands=[["scarab", "ladder-5", "ladder-4", "ladder-3"], []], positions=[4, 0],
            showcases=[["rope-5"], []], chamber=12)  # 7 missing: 4 + 3, not 5 + ...
    s = s.apply(act("scarab"))
    for _ in range(2):
        s = s.apply(strategist().choose(s))
    assert s.showcase_sum(0) == 12 and strategist().choose(s) == act("complete")


def test_its_reasons_exist_in_english_and_german():
    decisions, _ = _mixed_game(seed=4, players=4)
    kinds = set()
    for state, choice in decisions:
        en = strategist().reason(state, choice, "en")
        de = strategist().reason(state, choice, "de")
        assert en and de and en != de, choice
        kinds.add(choice.kind)
    assert {"equip", "draw", "end"} <= kinds
    s = pos(hands=[["torch-5", "magic"], []], positions=[4, 0], chamber=12)
    assert "Magic Power" in strategist().reason(s, act("draw", 2), "en")
    assert "Zauberkraft" in strategist().reason(s, act("draw", 2), "de")
