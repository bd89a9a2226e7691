"""The kernel's own rules and the Timeline, exercised with Dice Pyramid."""

from __future__ import annotations

import pytest
from test_dice_pyramid_helpers import END, new, rejected, reroll, roll, take

from pyramid_explorer.engine import CHANCE, TERMINAL, Action, IllegalAction, Timeline, replay
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.sim import play_out


@pytest.mark.rules("engine.over")
def test_engine_over_no_move_after_the_game_ends():
    final = play_out(new(30), [GreedyBot()])
    assert final.current_player() == TERMINAL and final.is_terminal()
    assert final.legal_actions() == [] and final.chance_outcomes() == []
    err = rejected(final, END, "engine.over")
    assert "over" in err.reason
    with pytest.raises(IllegalAction) as info:
        final.sample_chance()
    assert info.value.rule_id == "engine.chance"


@pytest.mark.rules("engine.chance")
def test_engine_chance_rolls_only_at_chance_steps_and_by_the_seed():
    s = new(12)
    assert s.current_player() == CHANCE and s.is_chance_node()
    # the seeded draw is the same every time, and is one of the listed outcomes
    a, b = s.sample_chance(), s.sample_chance()
    assert a == b and a in s.legal_actions()
    assert a in [o for o, _ in s.chance_outcomes()]
    rejected(s, reroll(0), "engine.chance")
    t = s.apply(a)
    assert t.current_player() == 0
    rejected(t, Action("roll", (1, 1, 1, 1, 1)), "engine.chance")
    with pytest.raises(IllegalAction) as info:
        t.sample_chance()
    assert info.value.rule_id == "engine.chance"
    assert t.last_rules[0] == "engine.chance" and t.explain_last()[0].id == "engine.chance"


@pytest.mark.rules("engine.chance", engine=False)
def test_different_seeds_roll_differently():
    firsts = {new(seed).sample_chance() for seed in range(50)}
    assert len(firsts) > 45


@pytest.mark.rules("engine.action")
def test_engine_action_only_listed_moves():
    s = roll(new(12), 1, 2, 3, 4, 6)
    rejected(s, Action("fly", ()), "engine.action")
    with pytest.raises(IllegalAction) as info:
        s.apply("End turn")  # type: ignore[arg-type]
    assert info.value.rule_id == "engine.action"


@pytest.mark.rules("dp.turn.take")
@pytest.mark.rules("dp.turn.rerolls", engine=False)
def test_explain_last_gives_the_clauses_in_both_languages():
    s = roll(new(12), 1, 2, 3, 4, 6).apply(take("Entrance"))
    clauses = s.explain_last()
    assert [c.id for c in clauses][:3] == ["dp.turn.take", "dp.pyramid.open", "dp.card.entrance"]
    assert all(c.title.get("de") and c.text.get("de") for c in clauses)


@pytest.mark.rules("dp.turn.rerolls", "dp.turn.roll")
def test_timeline_undo_redo_jump_and_branch():
    t = Timeline(new(40))
    t.step()                                   # opening roll from the seed
    t.apply(reroll(0, 1))
    t.step()
    assert len(t) == 3 and t.position == 3
    after_reroll = t.state
    t.undo()
    assert t.state.is_chance_node() and t.state.pending == (0, 1)
    t.redo()
    assert t.state == after_reroll
    t.jump(1)
    assert t.state.rerolls_left == 2 and t.can_redo()
    other = t.branch()                         # keep the old line, try something else
    other.apply(reroll(4))
    assert other.state.pending == (4,) and len(other) == 2
    assert len(t) == 3 and t.state.rerolls_left == 2    # the original line is untouched
    t.jump(3)
    assert t.state == after_reroll
    with pytest.raises(IndexError):
        t.jump(9)
    # an illegal move on the timeline changes nothing
    t.jump(0)
    with pytest.raises(IllegalAction):
        t.apply(END)
    assert t.position == 0 and len(t) == 3
    # applying after undo drops the later steps; replay reproduces any line
    t.jump(1)
    t.apply(take("Entrance"))
    assert len(t) == 2 and t.actions()[-1] == take("Entrance")
    assert replay(t.root, t.actions()) == t.state


@pytest.mark.rules("engine.chance")
def test_the_step_generator_is_fixed_by_seed_step_and_purpose():
    from collections import Counter

    from pyramid_explorer.engine.fastrng import StepRandom

    s = new(5)
    assert [s.rng("bot:x").random() for _ in range(3)] == [s.rng("bot:x").random()] * 3
    assert s.rng("bot:x").random() != s.rng("bot:y").random()
    t = s.apply(s.sample_chance())
    assert t.rng("bot:x").random() != s.rng("bot:x").random()      # another step
    r = StepRandom("k")
    r.getrandbits(5)
    state = r.getstate()
    first = [r.randrange(100) for _ in range(5)]
    r.setstate(state)
    assert [r.randrange(100) for _ in range(5)] == first
    # the opening rolls over 3,000 seeds: every face about equally often at every position
    counts = [Counter() for _ in range(5)]
    for seed in range(3000):
        for i, v in enumerate(new(seed).sample_chance().args):
            counts[i][v] += 1
    for c in counts:
        assert set(c) == {1, 2, 3, 4, 5, 6}
        assert all(400 < n < 600 for n in c.values())   # 500 expected, sd about 20
