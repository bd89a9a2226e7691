"""The compiled Pyramidenbau playouts are the Python engine's, step for step.

Seeded games are played with the Python engine (the strategist, the builder and the random bot
mixed over the seats) and at every step the compiled module must agree: (a) the next state's
vector, (b) the legal moves in order, (c) at every decision the builder's and the strategist's
choice with the Python bot's stream (and the strategist's shortlist), (d) the returns at the
end. A compiled playout replayed through the Python engine ends with the same returns.

CI runs a sample; ``PYRAMID_SLOW=1`` runs the issue's full count (2,000 games per player count
with the default options, 200 per option).
"""

from __future__ import annotations

import json
import os
from dataclasses import replace

import numpy as np
import pytest

from pyramid_explorer import games
from pyramid_explorer.coach.compiled import COACH, HEURISTIC, stream
from pyramid_explorer.coach.compiled import pyramidenbau as pb
from pyramid_explorer.coach.compiled.pyramidenbau.layout import (
    C_REVEAL,
    DISCARD,
    DRAW,
    NDISCARD,
    NDRAW,
    code_kind_args,
    field_name,
)
from pyramid_explorer.engine import RandomBot
from pyramid_explorer.games.pyramidenbau import BuilderBot, StrategistBot

SLOW = os.environ.get("PYRAMID_SLOW") == "1"
GAME = "pyramidenbau"
MAX_STEPS = 20_000
DECK = {"format": "pyramidenbau-cards", "version": 1, "copies": 4, "reconstructed": False,
        "cards": [{"id": "p1", "action": "place", "count": 1},
                  {"id": "p3", "action": "place", "count": 3},
                  {"id": "t4", "action": "take", "count": 4},
                  {"id": "t1", "action": "take", "count": 1},
                  {"id": "b2", "action": "build", "count": 2},
                  {"id": "b4", "action": "build", "count": 4},
                  {"id": "m1", "action": "move", "count": 1},
                  {"id": "r", "action": "roll"},
                  {"id": "f", "action": "fire"},
                  {"id": "h", "action": "hire"}]}
OPTIONS: list[dict] = [
    {"second_die": "two-players"}, {"second_die": "any"}, {"hire_any_colour": True},
    {"turns": "players"}, {"turn_cap": 30}, {"turn_cap": 0}, {"deck_file": "DECK"},
]
"""Each option switched on alone (``turns`` and ``second_die="two-players"`` only change a game
of two; the deck file is written per test)."""


@pytest.fixture(scope="module")
def deck_path(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("decks") / "own-deck.json"
    path.write_text(json.dumps(DECK), encoding="utf-8")
    return str(path)


def _options(opts: dict, deck_path: str) -> dict:
    return {k: (deck_path if v == "DECK" else v) for k, v in opts.items()}


def _diff(a: np.ndarray, b: np.ndarray) -> str:
    i = int(np.flatnonzero(a != b)[0])
    return f"first differing field {field_name(i)}: Python {a[i]}, compiled {b[i]}"


def _seat_bots(seed: int, players: int) -> list:
    """The strategist and the builder alternate; one game in two has a random seat (unusual
    moves; it makes games long, its side is slow to finish)."""
    bots = [(StrategistBot, BuilderBot)[(seed + k) % 2]() for k in range(players)]
    if seed % 2 == 0:
        bots[(seed // 2) % players] = RandomBot()
    return bots


def check_game(seed: int, players: int, options: dict, start=None) -> tuple[int, int]:
    """Play one seeded game (or on from ``start``) with the Python engine, checking the
    compiled module at every step; (steps, decisions compared)."""
    state = start or games.new_game(GAME, seed=seed, players=players, **options)
    assert pb.supports(state)
    bots = _seat_bots(seed, players)
    builder, strategist = BuilderBot(), StrategistBot()
    steps = decisions = 0
    vec = pb.encode(state)
    while not state.is_terminal() and steps < MAX_STEPS:
        where = f"seed {seed}, {players} players, {options}, step {state.step}"
        legal = state.legal_actions()
        codes = pb.legal_codes(vec)
        assert codes.tolist() == [pb.action_code(state, a) for a in legal], \
            f"{where}: legal moves differ"
        if state.is_chance_node():
            action = state.sample_chance()
        else:
            chosen = {}
            for bot, policy in ((builder, HEURISTIC), (strategist, COACH)):
                first = stream.start(f"{state.seed}:{state.step}:bot:{bot.name}")
                got = pb.choose(vec, policy, first)
                chosen[bot.name] = bot.choose(state)
                want = pb.action_code(state, chosen[bot.name])
                assert got == want, (f"{where}: {bot.name} chooses {chosen[bot.name]}, "
                                     f"compiled {code_kind_args(got)}")
            if decisions % 5 == 0:
                want = [pb.action_code(state, a) for a in strategist.ranked(state)[:8]]
                assert pb.shortlist(vec, 8, 0).tolist() == want, f"{where}: shortlist differs"
            decisions += 1
            seat_bot = bots[state.current_player()]
            action = chosen.get(seat_bot.name) or seat_bot.choose(state)  # same key, same move
        code = pb.action_code(state, action)
        nxt = state.apply(action)
        got = pb.step(vec, code)
        want = pb.encode(nxt)
        assert np.array_equal(want, got), f"{where}, action {action}: {_diff(want, got)}"
        state, vec = nxt, got
        steps += 1
    assert pb.returns(vec).tolist() == state.returns(), f"seed {seed}: returns differ"
    return steps, decisions


def check_playout(seed: int, players: int, options: dict, policies: list[int]) -> int:
    """A compiled playout from a seeded position, replayed through the Python engine: every
    code is legal there, every state the same, the returns the same; the steps."""
    state = games.new_game(GAME, seed=seed, players=players, **options)
    bots = [BuilderBot() for _ in range(players)]
    for _ in range(seed % 40):                        # start somewhere in the game
        if state.is_terminal():
            break
        state = state.apply(state.sample_chance() if state.is_chance_node()
                            else bots[state.current_player()].choose(state))
    vec = pb.encode(state)
    codes, states = pb.trace(vec, policies, seed)
    py_bots = {HEURISTIC: BuilderBot(), COACH: StrategistBot()}
    for k, code in enumerate(codes):
        where = f"playout seed {seed}, {players} players, {options}, step {state.step}"
        action = pb.action_from_code(state, int(code))
        if not state.is_chance_node():                # one of the bot's best moves
            bot = py_bots[policies[state.current_player()]]
            scores = bot._scores(state, state.legal_actions())
            assert scores[state.legal_actions().index(action)] == max(scores), where
        state = state.apply(action)
        if code == C_REVEAL and states[k][NDRAW] == 1:  # the playout's own reshuffle
            nxt = states[k + 1]
            state = replace(state, draw=tuple(int(c) for c in nxt[DRAW:DRAW + nxt[NDRAW]]),
                            discard=tuple(int(c) for c in nxt[DISCARD:DISCARD + nxt[NDISCARD]]))
        want = pb.encode(state)
        assert np.array_equal(want, states[k + 1]), f"{where}: {_diff(want, states[k + 1])}"
    assert state.is_terminal() or len(codes) == MAX_STEPS
    end = pb.play_to_end(vec, policies, seed)
    assert end.tolist() == state.returns() == pb.returns(states[-1]).tolist()
    return len(codes)


def _games(players: int, options: dict, seeds: range) -> None:
    steps = decisions = 0
    for k, seed in enumerate(seeds):
        s, d = check_game(seed, players, options)
        steps, decisions = steps + s, decisions + d
        if SLOW and (k + 1) % 200 == 0:
            print(f"  {players} players {options}: {k + 1} games, {steps} steps, "
                  f"{decisions} decisions", flush=True)
    print(f"{players} players {options}: {len(seeds)} games, {steps} steps, "
          f"{decisions} decisions compared")


@pytest.mark.parametrize("players", [4, 3, 2])
def test_default_options_step_for_step(players):
    _games(players, {}, range(6))


@pytest.mark.parametrize("opts", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_each_option_step_for_step(opts, deck_path):
    players = 2 if "turns" in opts or opts.get("second_die") == "two-players" else 3
    _games(players, _options(opts, deck_path), range(100, 102))


@pytest.mark.parametrize("players", [4, 3, 2])
def test_compiled_playouts_replay_in_python(players):
    for seed in range(3):
        policies = [COACH if k == seed % players else HEURISTIC for k in range(players)]
        check_playout(seed, players, {}, policies)


def test_compiled_playouts_replay_with_options(deck_path):
    for k, opts in enumerate(OPTIONS):
        players = 2 if "turns" in opts or opts.get("second_die") == "two-players" else 4
        check_playout(50 + k, players, _options(opts, deck_path), [COACH] + [HEURISTIC] * 3)


def test_ratings_are_the_python_ratings():
    """Every move's rating, float for float, for both policies at every decision (the
    shortlist's order and every tie-break rest on them)."""
    from pyramid_explorer.coach.compiled.pyramidenbau import policies

    for players, seed in ((4, 7), (3, 8), (2, 9)):
        state = games.new_game(GAME, seed=seed, players=players)
        bots = _seat_bots(seed, players)
        codes = np.empty(policies.MAX_MOVES, dtype=np.int64)
        scores = np.empty(policies.MAX_MOVES, dtype=np.float64)
        scratch = np.empty(policies.MAX_MOVES, dtype=np.int64)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            vec = pb.encode(state)
            n = policies.list_moves(vec, codes)
            for bot, policy in ((BuilderBot(), policies.BUILDER),
                                (StrategistBot(), policies.STRATEGIST)):
                policies.rate(vec, policy, codes, n, scores, scratch)
                want = bot._scores(state, state.legal_actions())
                assert scores[:n].tolist() == want, f"seed {seed}, step {state.step}, {bot.name}"
            state = state.apply(bots[state.current_player()].choose(state))


def test_instruction_worths_are_the_python_worths():
    """What every instruction of the deck is worth (the reveal's and follow's rating rests on
    it), float for float, in every decision of seeded games: the compiled strategist rates a
    representative of each group of placings, takes and builds it cannot tell apart, and must
    find the same best move per count as the Python bot's full listing. The games reach an
    empty quarry (placing becomes taking), two colours per seat and passive colours; one hires
    any colour."""
    from pyramid_explorer.coach.compiled.pyramidenbau import policies
    from pyramid_explorer.coach.compiled.pyramidenbau.layout import QUARRY
    from pyramid_explorer.games.pyramidenbau.strategy import site_needs

    strategist = StrategistBot()
    scratch = np.empty(policies.MAX_MOVES, dtype=np.int64)
    seen = {"empty quarry": 0, "partners": 0, "states": 0}
    for players, seed, options in ((4, 11, {}), (3, 12, {}), (2, 13, {}), (4, 14, {}),
                                   (3, 15, {"hire_any_colour": True})):
        state = games.new_game(GAME, seed=seed, players=players, **options)
        bots = _seat_bots(seed, players)
        while not state.is_terminal():
            if not state.is_chance_node():
                vec = pb.encode(state)
                needs = site_needs(state)
                partners = tuple(c for c in state.seat_colours() if c != state.colour)
                mask = sum(1 << c for c in partners)
                table = np.full((7, 5), -1.0)
                for i in range(10):
                    got = policies.instruction_worth(
                        vec, i, needs.tops, needs.covered, needs.leader, needs.short, mask,
                        scratch, table)
                    want = strategist._instruction_worth(state, state.deck.card(4 * i), needs,
                                                         partners)
                    assert got == want, f"seed {seed}, step {state.step}, instruction {i}"
                    assert got <= policies.WORTH_BOUND  # (a reveal above it is never rated)
                seen["states"] += 1
                seen["empty quarry"] += int(vec[QUARRY:QUARRY + 4].sum() == 0)
                seen["partners"] += bool(partners)
            state = state.apply(state.sample_chance() if state.is_chance_node()
                                else bots[state.current_player()].choose(state))
    assert min(seen.values()) > 0, seen


def test_built_positions_step_for_step():
    """Lesson positions (``position``): complete sides, caps due, full workplaces, a passive
    colour, a seat with two colours."""
    from pyramid_explorer.games.pyramidenbau.geometry import SIDE_CELLS, cell_name, height
    from pyramid_explorer.games.pyramidenbau.setup import position

    full = {cell_name(c): "R" * (height(c) - 1) + "B" for c in SIDE_CELLS[0]}
    starts = [
        position(seed=1, cells=full, complete_before=True, roll=6),
        position(seed=2, players=3, cells=full, workplaces={"E1": "RRRR", "S2": "GGBV"},
                 workers={"E1": "R", "N3": "V"}, roll=2),
        position(seed=3, players=2, colour=1, workplaces={"N2": "BBRR", "E2": "RRGG"},
                 workers={"N2": "B", "E2": "R"}, turns="players"),
        position(seed=4, workplaces={"N2": "RR"}, workers={"N2": "B"},
                 second_die="any", hire_any_colour=True),
    ]
    for k, start in enumerate(starts):
        check_game(k, start.num_players, {}, start)


def test_compiled_determinize_draws_what_python_draws():
    from pyramid_explorer.coach.playout import determinize
    from pyramid_explorer.engine.fastrng import StepRandom

    for players in (2, 3, 4):
        state = games.new_game(GAME, seed=players, players=players)
        bots = [BuilderBot() for _ in range(players)]
        for k in range(300):
            state = state.apply(state.sample_chance() if state.is_chance_node()
                                else bots[state.current_player()].choose(state))
            if k % 50 == 0:
                key = f"coach:lines:{k}:{players}"
                drawn = determinize(state, 0, StepRandom(key))
                got = pb.determinize(pb.encode(state), stream.start(key))
                want = pb.encode(drawn)
                assert np.array_equal(want, got), _diff(want, got)
        seat = state.current_player() if state.current_player() >= 0 else 0
        rows = pb.playouts(pb.encode(state), pb.legal_codes(pb.encode(state))[0],
                           [COACH] * players, [stream.start(f"p{i}") for i in range(4)])
        assert rows.shape == (4, players) and (rows.sum(axis=1) > 0).all(), seat


def _reveal_with_one_card_left(seed: int):
    """The first position of a seeded 2-player builders' game where a reveal reshuffles."""
    state = games.new_game(GAME, seed=seed, players=2)
    bots = [BuilderBot(), BuilderBot()]
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        vec = pb.encode(state)
        if vec[NDRAW] == 1 and C_REVEAL in pb.legal_codes(vec):
            return state
        state = state.apply(bots[state.current_player()].choose(state))
    raise AssertionError(f"seed {seed}: no reveal with one card left")


def test_a_drawn_position_at_once_is_the_per_move_path():
    """``lines_from`` (the drawn position and every candidate move in one compiled call) gives
    what ``Sampler`` got one move at a time: the Python draw, ``step`` for the move (a reveal's
    reshuffle from the drawn state's ``rng("shuffle")``) and ``play_to_end``."""
    from pyramid_explorer.coach.config import SearchConfig
    from pyramid_explorer.coach.sampler import Sampler

    states = [_reveal_with_one_card_left(0)]
    for players in (2, 3, 4):
        state = games.new_game(GAME, seed=20 + players, players=players)
        bots = [BuilderBot() for _ in range(players)]
        for _ in range(120):
            state = state.apply(state.sample_chance() if state.is_chance_node()
                                else bots[state.current_player()].choose(state))
        while state.is_chance_node():
            state = state.apply(state.sample_chance())
        states.append(state)
    for state in states:
        sampler = Sampler(state, None, SearchConfig(seed=4), key="race")
        lines = [(a,) for a in state.legal_actions()]
        for i in range(3):
            assert sampler.values(i, lines) == sampler.play_from(sampler.position(i), lines)
    assert any(a.kind == "reveal" for a in states[0].legal_actions())


def test_playout_dice_are_keyed_by_turn_and_stay_fair():
    """Two candidate moves played from one position roll the same dice turn for turn (the
    race's paired differences are the moves', not the dice's); every roll of a turn draws
    anew from the turn's stream, and the faces come up evenly."""
    from pyramid_explorer.coach.compiled.pyramidenbau.layout import C_ROLL1, C_ROLL2, TURN

    state = games.new_game(GAME, seed=3, players=4)
    state = state.apply(state.sample_chance())
    vec = pb.encode(state)
    faces = np.zeros(6, dtype=np.int64)
    repeated = rerolls = 0
    by_line = []
    for line, code in enumerate(pb.legal_codes(vec)[:2]):
        for seed in range(40 if line == 0 else 1):  # (the faces: the first line's alone)
            taken, states = pb.trace(pb.step(vec, code), [COACH] + [HEURISTIC] * 3, seed)
            rolls: dict[int, list[int]] = {}
            for c, before in zip(taken.tolist(), states, strict=False):
                if c < C_ROLL2 + 36:
                    rolls.setdefault(int(before[TURN]), []).append(c)
                    pair = [c - C_ROLL1] if c < C_ROLL2 else list(divmod(c - C_ROLL2, 6))
                    for face in pair if line == 0 else ():
                        faces[face] += 1
            for turn_rolls in rolls.values():
                rerolls += len(turn_rolls) - 1
                repeated += sum(a == b for a, b in zip(turn_rolls, turn_rolls[1:], strict=False))
            if seed == 0:
                by_line.append(rolls)
    first, second = by_line
    common = set(first) & set(second)
    assert len(common) > 100
    assert all(first[t][0] == second[t][0] for t in common)
    assert rerolls > 20 and repeated < rerolls / 2
    expected = faces.sum() / 6
    chi2 = ((faces - expected) ** 2 / expected).sum()
    assert chi2 < 20.5, (chi2, faces)  # chi-square, 5 dof, p 0.001


def test_unsupported_states_say_so():
    s = games.new_game(GAME, seed=1)
    assert pb.supports(s) and not pb.supports(replace(s, seed=1 << 70))


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")
@pytest.mark.parametrize("players", [4, 3, 2])
def test_full_count_default_options(players):
    _games(players, {}, range(1000, 3000))


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")
@pytest.mark.parametrize("opts", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_full_count_each_option(opts, deck_path):
    two_only = "turns" in opts or opts.get("second_die") == "two-players"  # else no change
    for players in (2,) if two_only else (2, 3, 4):
        _games(players, _options(opts, deck_path), range(5000, 5200))
