"""What a rules audit of Pyramidenbau found, one named test per finding."""

from __future__ import annotations

import pytest

from pyramid_explorer.engine import Action
from pyramid_explorer.games.pyramidenbau.geometry import SIDE_CELLS, cell_name, height
from pyramid_explorer.games.pyramidenbau.setup import position

NORTH_FULL = {cell_name(c): "R" * (height(c) - 1) + "B" for c in SIDE_CELLS[0]}


def _until_colour_rolls(s, colour: int):
    """Play the first listed move (chance: the seeded draw) until ``colour`` is to roll again."""
    s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
    while not (s.colour == colour and s.is_chance_node()):
        s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
    return s


@pytest.mark.rules("pb.cap.place")
def test_built_position_with_a_complete_side_offers_its_cap():
    s = position(cells=NORTH_FULL)                    # blue's side complete, built this turn
    assert s.complete_at[0] > 0 and not s.may_cap()   # finished now: the cap goes on next round
    later = _until_colour_rolls(s.apply(Action("roll", (5,))), 0).apply(Action("roll", (6,)))
    assert Action("cap") in later.legal_actions()
    assert later.apply(Action("cap")).caps == (0,)


def _finished(players: int, seed: int):
    from pyramid_explorer.games import new_game
    from pyramid_explorer.games.pyramidenbau import BuilderBot
    from pyramid_explorer.games.pyramidenbau.state import Termination
    from pyramid_explorer.sim import play_out

    s = play_out(new_game("pyramidenbau", seed=seed, players=players), [BuilderBot()] * players)
    assert s.termination is Termination.ALL_CAPS
    return s


@pytest.mark.rules("pb.score.visible", "pb.score.three-players", "pb.cap.points")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_total_points_of_finished_games_per_player_count(players):
    """84 points with all four colours in play; with three, the passive colour's stones score
    for nobody and only three caps go on, so at most 83 (``pb.score.three-players``)."""
    from pyramid_explorer.engine import RULES

    assert RULES.get("pb.score.three-players").kind == "ruling"       # what the clauses say
    assert "three players" in RULES.get("pb.score.visible").text.en
    for seed in range(8):
        s = _finished(players, seed)
        total = sum(s.seat_scores())
        tops = [stack[-1] for stack in s.stacks if stack]
        if players == 3:
            passive = s.owners.index(-1)
            assert len(s.caps) == 3 and passive not in s.caps
            assert total == sum(1 for c in tops if c != passive) + 10 + 6 + 3
            assert total <= 83
        else:
            assert total == 84 and len(tops) == 64


@pytest.mark.rules("pb.option.second-die")
def test_second_die_is_the_two_player_variant_unless_asked_for_any_count():
    from pyramid_explorer import games
    from pyramid_explorer.games import new_game

    def dice(players, **options):
        s = new_game("pyramidenbau", seed=1, players=players, **options)
        while not s.is_chance_node():
            s = s.apply(s.legal_actions()[0])
        return 2 if len(s.chance_outcomes()) == 21 else 1

    assert [dice(p) for p in (2, 3, 4)] == [1, 1, 1]
    assert [dice(p, second_die="two-players") for p in (2, 3, 4)] == [2, 1, 1]
    assert [dice(p, second_die="any") for p in (2, 3, 4)] == [2, 2, 2]
    spec = next(o for o in games.spec("pyramidenbau").options if o.name == "second_die")
    assert spec.choices == ("off", "two-players", "any")
    assert "not in the rulebook" in spec.help.en and "nicht in der Regel" in spec.help.de
    old = new_game("pyramidenbau", seed=1, players=4, second_die=True)   # earlier saves
    assert old.options.second_die == "any" and games.load(old.to_json()) == old
