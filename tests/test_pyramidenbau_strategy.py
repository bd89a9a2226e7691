"""The Pyramidenbau strategist: legal, complete, blind to the hidden cards, reproducible, and it
plays the habits that make it stronger than the builder (docs/coach.md)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from pyramid_explorer import coach, games
from pyramid_explorer.engine import TERMINAL, Action, RandomBot
from pyramid_explorer.games.pyramidenbau import BuilderBot, StrategistBot
from pyramid_explorer.games.pyramidenbau.geometry import (
    HEIGHTS,
    SIDE_CELLS,
    cell_name,
    workplace_side,
)
from pyramid_explorer.games.pyramidenbau.setup import position
from pyramid_explorer.games.pyramidenbau.state import Termination
from pyramid_explorer.games.pyramidenbau.strategy import ON_DIAGONAL, site_needs

GID = "pyramidenbau"

OPTION_SETS = [
    {},
    {"second_die": "any"},
    {"hire_any_colour": True},
    {"second_die": "any", "hire_any_colour": True},
]


def played(state, bots, steps=None):
    """``state`` played on with ``apply`` (every move checked against the rules), and the
    positions where a bot chose, with the bot's move."""
    seen = []
    for _ in itertools.count() if steps is None else range(steps):
        seat = state.current_player()
        if seat == TERMINAL:
            break
        if seat < 0:
            state = state.apply(state.sample_chance())
            continue
        move = bots[seat].choose(state)
        assert move in state.legal_actions()
        seen.append((state, move))
        state = state.apply(move)
    return state, seen


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_strategists_finish_games_of_every_player_count_and_option_set(players, options):
    s = games.new_game(GID, seed=11, players=players, **options)
    end, seen = played(s, [StrategistBot() for _ in range(players)])
    assert end.is_terminal() and end.termination is Termination.ALL_CAPS
    assert set(end.caps) == set(end.active_colours())
    assert {m.kind for _, m in seen} >= {"place", "build", "cap"}


def test_two_players_with_a_turn_per_player_finish_too():
    s = games.new_game(GID, seed=5, players=2, turns="players", second_die="two-players")
    end, seen = played(s, [StrategistBot(), BuilderBot()])
    assert end.termination is Termination.ALL_CAPS
    assert any(m.kind == "play_as" for _, m in seen) and any(m.kind == "first" for _, m in seen)


def test_it_plays_legal_moves_among_other_bots_and_replays_exactly():
    def game():
        s = games.new_game(GID, seed=23, players=4)
        return played(s, [StrategistBot(), RandomBot(), BuilderBot(), StrategistBot()],
                      steps=3000)[0]

    a, b = game(), game()
    assert a.history == b.history and a == b
    assert len(a.history) > 500


def positions(seed=3, players=4, steps=1500):
    """Positions of one strategist game where the strategist chooses (every 3rd, to keep it
    quick) and, at every 5–6, the card choice."""
    _, seen = played(games.new_game(GID, seed=seed, players=players),
                     [StrategistBot() for _ in range(players)], steps=steps)
    return [s for i, (s, _) in enumerate(seen) if i % 3 == 0 or "reveal" in s.kinds]


def test_its_choice_does_not_change_when_the_hidden_cards_are_redrawn():
    spec = games.spec(GID)
    bot = StrategistBot()
    redrawn = cards = 0
    for state in positions():
        seat = state.current_player()
        for k in range(2):
            other = spec.resample_hidden(state, seat, random.Random(k))
            assert other.observation(seat) == state.observation(seat)
            redrawn += other.draw != state.draw
            assert bot.choose(other) == bot.choose(state)
            assert bot.ranked(other) == bot.ranked(state)
        cards += "reveal" in state.kinds
    assert redrawn > 200 and cards > 20            # a real test: the hidden order did change


def test_its_reasons_exist_in_english_and_german_and_differ():
    bot = StrategistBot()
    kinds = set()
    for state in positions(seed=8, steps=900):
        move = bot.choose(state)
        en, de = bot.reason(state, move, "en"), bot.reason(state, move, "de")
        if move.kind in ("done", "pass", "first"):
            continue
        assert en and de and en != de, (move, en, de)
        kinds.add(move.kind)
    assert kinds >= {"place", "build", "hire", "move", "reveal", "follow"}


def test_it_keeps_its_colour_for_the_top_and_buries_the_others():
    s = position(workplaces={"N2": "BBRR"}, workers={"N2": "B"}, roll=4)   # blue builds north
    bot = StrategistBot()
    first = bot.choose(s)
    assert first.args[1] == 0 and HEIGHTS[first.args[2]] == 1               # blue on the rim
    only_red = position(workplaces={"N2": "RR"}, workers={"N2": "B"}, roll=2)
    move = bot.choose(only_red)
    assert move.args[1] == 1 and HEIGHTS[move.args[2]] > 1                  # red goes under
    assert not ON_DIAGONAL[move.args[2]]                  # not where it helps the neighbour
    # the builder puts its own colour under when it can: what the strategist avoids
    assert BuilderBot().ranked(s)[0].args[1] == 0
    buried_blue = [a for a in bot.ranked(s) if a.kind == "build" and a.args[1] == 0
                   and HEIGHTS[a.args[2]] > 1]
    buried_red = [a for a in bot.ranked(s) if a.kind == "build" and a.args[1] == 1
                  and HEIGHTS[a.args[2]] > 1]
    order = bot.ranked(s)
    assert order.index(buried_red[0]) < order.index(buried_blue[0])


def test_it_stops_rather_than_give_another_colour_the_top():
    full = {cell_name(c): "R" for c in SIDE_CELLS[0] if HEIGHTS[c[0] * 8 + c[1]] > 1}
    # layer 1 of the north side: only the rim (the visible places) is left, and red waits at N2
    s = position(cells=full, workplaces={"N2": "BR"}, workers={"N2": "B"}, roll=2)
    bot = StrategistBot()
    first = bot.choose(s)
    assert first.kind == "build" and first.args[1] == 0       # blue on the rim first
    s = s.apply(first)
    assert Action("done") in s.legal_actions()
    assert bot.choose(s) == Action("done")                     # not red on the rim
    assert BuilderBot().choose(s).kind == "build"              # the builder would


def test_it_brings_what_its_layers_need_and_gives_nothing_away():
    bot = StrategistBot()
    s = position(workplaces={"N1": "BBBB", "N2": "BBBB", "N3": "BBBB"}, roll=3)
    assert site_needs(s).tops == 14 - 12
    move = bot.choose(s)
    assert move.kind == "place" and workplace_side(move.args[2]) == 0
    assert move.args[0] != 0                                   # enough blue waits: another colour
    anywhere = [a for a in s.legal_actions() if a.kind == "place" and workplace_side(a.args[2]) != 0]
    ranked = bot.ranked(s)
    assert all(ranked.index(a) > ranked.index(move) for a in anywhere)
    assert all(bot._scores(s, [a])[0] < 1 for a in anywhere)


def test_it_is_listed_after_the_builder_and_the_coach_still_plays_out_with_the_builder():
    names = list(games.spec(GID).bots)
    assert names.index("builder") < names.index("strategist") < names.index("coach")
    assert coach.playout_bot_name(GID) == "builder"
    assert isinstance(games.spec(GID).bots["strategist"](), StrategistBot)


def with_top_discard(state, card_id):
    """``state`` with a card of instruction ``card_id`` swapped from the face-down pile to the
    top of the face-up pile (a position that can occur: the pile's order is seeded)."""
    discard, draw = list(state.discard), list(state.draw)
    j = next(i for i, c in enumerate(draw) if state.deck.card(c).id == card_id)
    discard[-1], draw[j] = draw[j], discard[-1]
    return replace(state, discard=tuple(discard), draw=tuple(draw))


def test_it_fires_an_idle_worker_when_no_workplace_of_its_site_has_room():
    north = ("N1", "N2", "N3", "N4")
    s = position(workplaces={"N2": "BBB", "N3": "B", "N4": "RR"},
                 workers=dict.fromkeys(north, "B"), roll=6)
    bot = StrategistBot()
    assert bot.choose(s) == Action("fire", (0,))               # N1: a worker without stones
    assert BuilderBot().choose(s).kind != "fire"               # the builder keeps it
    assert "idle" in bot.reason(s, Action("fire", (0,)), "en")
    assert "ohne Steine" in bot.reason(s, Action("fire", (0,)), "de")


def test_it_follows_the_top_discard_only_when_that_is_worth_more_than_a_card_from_the_pile():
    bot = StrategistBot()
    north = ("N1", "N2", "N3", "N4")
    staffed = position(workplaces=dict.fromkeys(north, "B"), workers=dict.fromkeys(north, "B"))
    s = with_top_discard(staffed, "place-4").apply(Action("roll", (6,)))
    assert bot.choose(s) == Action("reveal")      # no room on its site: placing would be a gift
    assert BuilderBot().choose(s).kind == "follow"
    stones_east = position(workplaces={"E1": "RR", "N2": "B"}, workers={"N2": "B"})
    s = with_top_discard(stones_east, "take-2").apply(Action("roll", (6,)))
    assert bot.choose(s).kind == "follow"          # two stones for its covered places
    assert BuilderBot().choose(s) == Action("reveal")
