"""Im Bann der Pyramide: the bots choose legal, sensible, reproducible moves."""

from __future__ import annotations

import pytest
from test_im_bann_helpers import act, pos

from pyramid_explorer import games
from pyramid_explorer.games.im_bann import GAME


def heuristic():
    return GAME.bots["heuristic"]()


@pytest.mark.rules("ib.complete.exact", engine=False)
def test_heuristic_prefers_the_exact_card():
    s = pos(hands=[["ladder-3", "ladder-2"], []], showcases=[["rope-5", "rope-2"], []],
            adventures=(9, 10, 11, 8))
    assert heuristic().choose(s) == act("equip", "ladder-2")  # 7 + 2 = 9 exactly


@pytest.mark.rules("ib.chamber.exact", engine=False)
def test_heuristic_does_not_overshoot_at_the_kings_chamber():
    s = pos(hands=[["ladder-3", "ladder-1"], []], showcases=[["rope-5", "torch-5"], []],
            positions=[4, 0], chamber=12)
    assert heuristic().choose(s) == act("equip", "ladder-1")  # 13 would block the Chamber


@pytest.mark.rules("ib.card.curse", engine=False)
def test_heuristic_curses_a_leader_with_a_big_showcase():
    s = pos(hands=[["curse", "torch-1"], []], showcases=[[], ["rope-5", "rope-4"]],
            positions=[1, 3])
    assert heuristic().choose(s) == act("curse")


@pytest.mark.rules("ib.mummy.pass_complete")
def test_heuristic_passes_the_mummy_to_the_leader():
    s = pos(hands=[["rope-4"], [], [], []], showcases=[["rope-5", "rope-3"], [], [], []],
            positions=[0, 1, 3, 2], mummy=0, depot="rope", adventures=(9, 10, 11, 8))
    s = s.apply(act("equip", "rope-4")).apply(act("complete"))
    assert heuristic().choose(s) == act("pass_mummy", 2)


@pytest.mark.rules("ib.turn.options")
def test_bots_are_legal_and_reproducible():
    s = games.new_game("im-bann-der-pyramide", seed=9, players=5)
    for name in ("random", "heuristic"):
        bot = GAME.bots[name]()
        state = s
        for _ in range(80):
            choice = bot.choose(state)
            assert choice in state.legal_actions()
            assert GAME.bots[name]().choose(state) == choice  # same position, same move
            state = state.apply(choice)
