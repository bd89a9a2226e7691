"""Im Bann der Pyramide: completing an adventure after shedding the Mummy (``shed_then_complete``).

Ruling ``ib.mummy.shed_timing``: by default nothing can be completed after the Mummy was passed
to a player at the King's Chamber by discarding equipment. With the option
``shed_then_complete`` an adventure may still be completed after option B, and since the Mummy
is gone its +3 no longer counts: discarding can turn a non-exact sum into an exact one.
"""

from __future__ import annotations

import random

import pytest
from test_im_bann_helpers import act, labels, play, pos, rejected

from pyramid_explorer import games
from pyramid_explorer.games.im_bann import GAME
from pyramid_explorer.sim import play_out

GID = "im-bann-der-pyramide"
ON = {"shed_then_complete": True}


def at_nine(**options: object):
    """P1 holds the Mummy before a 9 with Rope 5, 4, 3 shown; P2 stands at the King's Chamber."""
    return pos(hands=[["rope-1", "rope-2"], []], showcases=[["rope-5", "rope-4", "rope-3"], []],
               positions=[0, 4], mummy=0, depot="rope", adventures=(9, 8, 10, 11), **options)


@pytest.mark.rules("ib.mummy.shed_timing", engine=False)
def test_the_option_exists_is_off_by_default_and_belongs_to_the_ruling():
    spec = next(o for o in GAME.options if o.name == "shed_then_complete")
    assert spec.default is False and spec.rule_id == "ib.mummy.shed_timing"
    assert spec.label.de and spec.help.de and spec.label.en != spec.label.de
    assert games.new_game(GID, seed=3).options.shed_then_complete is False
    from pyramid_explorer.engine import RULES
    assert RULES.get("ib.mummy.shed_timing").option == "shed_then_complete"


@pytest.mark.rules("ib.mummy.shed_timing", "ib.mummy.pass_chamber")
@pytest.mark.rules("ib.complete.mummy", engine=False)
def test_default_no_completion_after_shedding_even_when_the_sum_would_be_exact():
    s = play(at_nine(), act("equip", "rope-1"))  # 5 + 4 + 3 + 1 = 13
    assert "Complete adventure" in labels(s)  # with the Mummy 13 meets 12 ...
    s = play(s, act("shed", "rope-4"), act("pass_mummy", 1))  # ... but the player sheds
    assert s.mummy == 1 and s.showcase_sum(0) == 9 and s.phase == "end"
    assert labels(s) == ["End turn"]
    err = rejected(s, act("complete"), "ib.mummy.shed_timing")
    assert "After shedding the Mummy" in err.reason
    assert err.message("de").startswith("Nach dem Abgeben der Mumie")


@pytest.mark.rules("ib.mummy.shed_timing", "ib.complete.exact", "ib.complete.sum")
def test_option_on_shedding_turns_a_non_exact_sum_into_an_exact_one():
    s = play(at_nine(**ON), act("equip", "rope-1"))  # 13 against 12: would not be exact
    s = play(s, act("shed", "rope-4"))
    rejected(s, act("complete"), "ib.mummy.shed_timing")  # shedding must be finished first
    s = s.apply(act("pass_mummy", 1))
    assert s.phase == "after_shed" and s.mummy == 1 and s.target(0) == 9
    assert labels(s) == ["Complete adventure", "End turn"]
    rejected(s, act("equip", "rope-2"), "ib.turn.options")  # option B is over
    s = s.apply(act("complete"))
    assert s.positions[0] == 1 and s.mummy == 1  # the Mummy stays where it went
    assert s.phase == "depot" and "ib.complete.exact" in s.last_rules  # 9 == 9: extra turn
    assert not s.showcases[0] and len(s.all_cards()) == 54


@pytest.mark.rules("ib.mummy.shed_timing", "ib.complete.sum")
@pytest.mark.rules("ib.complete.mummy", engine=False)
def test_option_on_the_threshold_is_the_value_without_the_mummy():
    # 5 + 4 + 2 + 1 = 12 meets 9 + 3 with the Mummy; after shedding the 9 alone counts
    s = pos(hands=[["rope-1"], []], showcases=[["rope-5", "rope-4", "ladder-2"], []],
            positions=[0, 4], mummy=0, depot="rope", adventures=(9, 8, 10, 11), **ON)
    s = s.apply(act("equip", "rope-1"))
    assert s.target(0) == 12 and "Complete adventure" in labels(s)
    done = play(s, act("shed", "ladder-2"), act("shed", "rope-1"), act("pass_mummy", 1))
    assert done.showcase_sum(0) == 9 and done.target(0) == 9
    done = done.apply(act("complete"))
    assert done.positions[0] == 1 and done.phase == "depot"  # exactly 9: extra turn
    # shedding the 4 leaves 5 + 2 + 1 = 8 < 9: refused, naming the plain sum rule and the 9
    short = play(s, act("shed", "rope-4"), act("pass_mummy", 1))
    assert short.showcase_sum(0) == 8 and labels(short) == ["End turn"]
    err = rejected(short, act("complete"), "ib.complete.sum")
    assert "at least 9" in err.reason and "mindestens 9" in err.message("de")


@pytest.mark.rules("ib.mummy.shed_timing", "ib.chamber.exact", "ib.chamber.mummy", "ib.end.win")
def test_option_on_at_the_kings_chamber_the_exact_sum_is_the_value_without_the_mummy():
    def chamber(**options: object):
        s = pos(hands=[["rope-4"], []], showcases=[["pickaxe-5", "rope-5", "rope-3"], []],
                positions=[4, 4], mummy=0, depot="rope", chamber=12, **options)
        s = s.apply(act("equip", "rope-4"))  # 17: not the 12 + 3 = 15 needed with the Mummy
        rejected(s, act("complete"), "ib.chamber.mummy")
        return play(s, act("shed", "rope-5"), act("pass_mummy", 1))  # 12 left, Mummy gone
    off = chamber()
    rejected(off, act("complete"), "ib.mummy.shed_timing")
    won = chamber(**ON).apply(act("complete"))
    assert won.is_terminal() and won.winner == 0 and won.returns() == [1.0, -1.0]
    assert "ib.chamber.exact" in won.last_rules


@pytest.mark.rules("ib.mummy.shed_timing", "ib.complete.sum", "ib.draw.draw")
def test_option_on_shedding_after_option_a_still_allows_no_completion():
    s = play(at_nine(**ON), act("draw", 1), act("shed", "rope-3"), act("pass_mummy", 1))
    assert s.phase == "end" and s.showcase_sum(0) == 9  # 9 would do, but no cards were played
    err = rejected(s, act("complete"), "ib.complete.sum")
    assert "option B" in err.reason and "Option B" in err.message("de")


@pytest.mark.rules("ib.mummy.shed_timing", "ib.scarab.turn", "ib.turn.options")
def test_option_on_shedding_ends_the_scarab_plays():
    s = pos(hands=[["scarab", "rope-1", "rope-2"], []], showcases=[["rope-5", "rope-4"], []],
            positions=[0, 4], mummy=0, depot="rope", adventures=(9, 8, 10, 11), **ON)
    s = play(s, act("scarab"), act("equip", "rope-1"), act("shed", "rope-4"),
             act("pass_mummy", 1))
    assert s.phase == "after_shed" and s.showcase_sum(0) == 6
    assert labels(s) == ["End turn"]  # 6 < 9, and the Scarab's plays are over
    err = rejected(s, act("equip", "rope-2"), "ib.turn.options")
    assert "passing on the Mummy" in err.reason


@pytest.mark.rules("ib.mummy.shed_timing", "ib.mummy.pass_chamber", "ib.setup.deal")
def test_random_games_with_the_option_keep_all_54_cards_and_end():
    heuristic, random_bot = GAME.bots["heuristic"](), GAME.bots["random"]()
    seen_after_shed = 0
    for seed in range(16):
        players = 2 + seed % 4
        state = games.new_game(GID, seed=seed, players=players, turn_cap=300,
                               advanced=bool(seed % 2), **ON)
        rng = random.Random(seed)
        for _ in range(20_000):
            if state.is_terminal():
                break
            assert sorted(state.all_cards()) == list(range(54)), "every card exactly once"
            seen_after_shed += state.phase == "after_shed"
            if rng.random() < 0.7:
                state = state.apply(heuristic.choose(state))
            else:
                state = state.apply(random_bot.choose(state))
        assert state.is_terminal() and sorted(state.all_cards()) == list(range(54))
    assert seen_after_shed > 0, "the random games exercise completing after shedding"


@pytest.mark.rules("ib.mummy.shed_timing")
def test_heuristic_bot_completes_after_shedding_when_allowed():
    s = play(at_nine(**ON), act("equip", "rope-1"), act("shed", "rope-4"),
             act("pass_mummy", 1))
    bot = GAME.bots["heuristic"]()
    assert bot.choose(s) == act("complete")
    final = play_out(games.new_game(GID, seed=5, players=3, turn_cap=300, **ON), [bot])
    assert final.is_terminal()
