"""The compiled Im Bann (``coach/compiled/im_bann``) equals the Python engine step by step.

Seeded games are played with the Python engine, the strategist (the coach policy), the
heuristic bot and the random bot sharing the seats; at every step the compiled rules must give
(a) the same next state for the same move, (b) the same legal moves in the same order, (c) the
same choice of both compiled policies as the Python bots (same stream), and (d) the same
returns at the end. A compiled playout must be the Python playout from the same seed.

CI runs a sample; ``PYRAMID_SLOW=1`` runs the full count (2,000 games per player count with
the default options, 200 per option).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import replace

import numpy as np
import pytest

from pyramid_explorer import games
from pyramid_explorer.coach.compiled import COACH, HEURISTIC, module, stream
from pyramid_explorer.coach.playout import determinize, play_to_end
from pyramid_explorer.games.im_bann import HeuristicBot, RandomImBannBot, StrategistBot

C = module("im-bann-der-pyramide")
GAME = "im-bann-der-pyramide"
SLOW = os.environ.get("PYRAMID_SLOW") == "1"
slow = pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")

OPTION_VALUES = [
    ("adventure_side", "low"), ("chamber_side", "low"), ("chamber_side", "high"),
    ("advanced", True), ("multi_game", True), ("mummy_recipient", "choice"),
    ("curse_protected", "kind"), ("turn_cap", 40), ("adv_chamber_play", "stop"),
    ("magic_same_item", True), ("shed_then_complete", True),
]
"""Each option switched on alone (every non-default value; ``data_file`` is not compiled)."""

MIXES = ([COACH, HEURISTIC, HEURISTIC, "random", HEURISTIC],
         [HEURISTIC, COACH, "random", COACH, HEURISTIC],
         [COACH, COACH, HEURISTIC, HEURISTIC, COACH])
"""Who plays each seat (rotated by the seed): the coach policy, the heuristic, the random bot."""


RARE_RULES = ("ib.adv.empty_hand", "ib.adv.last_exact", "ib.adv.chamber", "ib.adv.curse_self",
              "ib.draw.exchange_short", "ib.stall.turn_cap", "ib.multi.round", "ib.stall.pass",
              "ib.curse.protected")
"""Rule clauses of rare transitions, counted to show the games reach them."""


def bot(who: object) -> object:
    return {COACH: StrategistBot, HEURISTIC: HeuristicBot, "random": RandomImBannBot}[who]()


def first_difference(got: np.ndarray, want: np.ndarray) -> str:
    """The first differing field of two vectors, named."""
    i = int(np.nonzero(got != want)[0][0])
    return f"{C.layout.field_at(i)}: compiled {int(got[i])}, Python {int(want[i])}"


def check_game(seed: int, players: int, options: dict, tally: Counter) -> tuple[int, int]:
    """Play one seeded game in Python, checking the compiled rules and policies at each step;
    (steps, policy decisions compared)."""
    state = games.new_game(GAME, seed=seed, players=players, **options)
    assert C.supports(state)
    mix = MIXES[seed % len(MIXES)]
    seats = [bot(mix[(seed + q) % len(mix)]) for q in range(players)]
    policies = {HEURISTIC: HeuristicBot(), COACH: StrategistBot()}
    vec = C.encode(state)
    steps = decisions = 0
    where = f"{players} players, options {options}, seed {seed}"
    while not state.is_terminal():
        listed = [C.action_code(state, a) for a in state.legal_actions()]
        compiled = C.legal_codes(vec).tolist()
        assert compiled == listed, (
            f"{where}, step {steps}: legal moves differ: compiled "
            f"{[str(C.action_from_code(state, c)) for c in compiled]}, Python "
            f"{[str(a) for a in state.legal_actions()]}")
        if len(listed) > 1:
            for policy, py_bot in policies.items():
                want = py_bot.choose(state)
                got = C.choose(vec, policy, stream.start(C.bot_key(vec, policy)))
                assert got == C.action_code(state, want), (
                    f"{where}, step {steps}: policy {py_bot.name} picks "
                    f"{C.action_from_code(state, got)} compiled, {want} in Python")
                decisions += 1
        action = seats[state.current_player()].choose(state)
        code = C.action_code(state, action)
        assert C.action_from_code(state, code) == action
        after = state.apply(action)
        got, want = C.step(vec, code), C.encode(after)
        assert (got == want).all(), (
            f"{where}, step {steps}, action {action} (code {code}): next state differs at "
            f"{first_difference(got, want)}")
        tally[action.kind] += 1
        tally[f"phase:{state.phase}"] += 1
        tally.update(rule for rule in after.last_rules if rule in RARE_RULES)
        if len(after.draw_pile) > len(state.draw_pile) and action.kind != "exchange_done":
            tally["reshuffle"] += 1
        state, vec = after, want
        steps += 1
    assert C.returns(vec).tolist() == state.returns(), f"{where}: returns differ"
    assert C.current_player(vec) == state.current_player()
    assert C.legal_codes(vec).tolist() == [] and C.choose(vec, COACH, 0) == -1
    return steps, decisions


def check_games(players: int, options: dict, seeds: range) -> Counter:
    tally: Counter = Counter()
    for seed in seeds:
        steps, decisions = check_game(seed, players, options, tally)
        tally["games"] += 1
        tally["steps"] += steps
        tally["decisions"] += decisions
    return tally


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_default_options_step_by_step(players):
    tally = check_games(players, {}, range(30))
    assert tally["games"] == 30
    # the sample reaches the rare moves too
    for kind in ("exchange", "magic", "curse", "scarab", "mummy", "protection", "complete",
                 "depot", "end"):
        assert tally[kind] > 0, kind


REACHED = {"advanced": "ib.adv.empty_hand", "multi_game": "ib.multi.round",
           "turn_cap": "ib.stall.turn_cap", "curse_protected": "give_up",
           "mummy_recipient": "mummy", "shed_then_complete": "phase:after_shed",
           "magic_same_item": "magic"}
"""What each option's games must reach to exercise it (counted in :func:`check_game`)."""


@pytest.mark.parametrize(("name", "value"), OPTION_VALUES)
def test_each_option_alone_step_by_step(name, value):
    tally = check_games(4, {name: value}, range(8))
    if name in REACHED:
        assert tally[REACHED[name]] > 0, f"{name}={value!r}: no {REACHED[name]} in the sample"


def test_advanced_variant_with_stop_at_the_chamber():
    check_games(3, {"advanced": True, "adv_chamber_play": "stop"}, range(8))


def test_rare_moves_are_covered():
    """Give-up choices, shedding the Mummy and passing it appear in the sample's games."""
    tally = check_games(4, {}, range(30, 60))
    tally += check_games(4, {"curse_protected": "kind"}, range(8, 16))
    for kind in ("give_up", "shed", "pass_mummy", "exchange_done", "draw", "reshuffle"):
        assert tally[kind] > 0, kind


def python_playout_bots(players: int, coached: int) -> list:
    return [StrategistBot() if q == coached else HeuristicBot() for q in range(players)]


PLAYOUT_CASES = [(2, {}), (3, {}), (4, {}), (5, {}), (4, {"advanced": True}),
                 (4, {"multi_game": True}), (4, {"mummy_recipient": "choice"}),
                 (3, {"curse_protected": "kind", "magic_same_item": True}),
                 (5, {"advanced": True, "adv_chamber_play": "stop", "shed_then_complete": True})]


def heuristic_position(seed: int, players: int, options: dict, moves: int):
    """The position after ``moves`` moves of a seeded game of heuristic bots (``None``: the
    game ended before)."""
    state = games.new_game(GAME, seed=seed, players=players, **options)
    bots = [HeuristicBot() for _ in range(players)]
    for _ in range(moves):
        if state.is_terminal():
            return None
        state = state.apply(bots[state.current_player()].choose(state))
    return None if state.is_terminal() else state


@pytest.mark.parametrize(("players", "options"), PLAYOUT_CASES)
def test_play_to_end_is_the_python_playout(players, options):
    """From determinized positions of seeded games: the compiled playout's moves, replayed in
    the Python engine, are legal and end with the same returns; the Python playout from the
    same seed takes the same moves."""
    rng = random.Random(players)
    for seed in range(4):
        state = heuristic_position(seed, players, options, 40 + 25 * seed)
        if state is None:
            continue
        seat = state.current_player()
        drawn = determinize(state, seat, rng)
        drawn = drawn.apply(drawn.legal_actions()[0])
        policies = [COACH if q == seat else HEURISTIC for q in range(players)]
        play_seed = rng.getrandbits(62)
        out, codes = C.play_recorded(C.encode(drawn), policies, play_seed)
        assert out.tolist() == C.play_to_end(C.encode(drawn), policies, play_seed).tolist()
        replay = replace(drawn, seed=play_seed)
        start = len(replay.history)
        for code in codes:
            replay = replay.apply(C.action_from_code(replay, int(code)))
        assert replay.is_terminal() and out.tolist() == replay.returns()
        python = play_to_end(replace(drawn, seed=play_seed), python_playout_bots(players, seat))
        assert [C.action_code(None, a) for a in python.history[start:]] == codes.tolist()
        assert python.returns() == out.tolist()


@pytest.mark.parametrize(("players", "options"), PLAYOUT_CASES)
def test_a_drawn_position_at_once_is_the_python_draw_and_playouts(players, options):
    """``lines_from`` (one compiled call per drawn position) draws the very position
    ``determinize`` draws with the same key (vector for vector) and gives every move the
    returns of the Python engine's playout from it; a search therefore ranks alike either way."""
    from pyramid_explorer.coach.config import SearchConfig
    from pyramid_explorer.coach.sampler import Sampler
    from pyramid_explorer.engine.fastrng import StepRandom

    for seed in range(3):
        state = heuristic_position(seed, players, options, 30 + 20 * seed)
        if state is None:
            continue
        seat = state.current_player()
        for i in range(3):
            key = f"race:{seed}:{i}"
            drawn = determinize(state, seat, StepRandom(key))
            vec = C.encode(state)
            rng = stream.new_stream(stream.start(key))
            C.drawn.redeal(vec, seat, np.concatenate([rng, np.zeros(1, dtype=np.uint64)]))
            C.rules.canonical(vec)
            assert (vec == C.encode(drawn)).all(), first_difference(vec, C.encode(drawn))
        moves = state.legal_actions()
        sampler = Sampler(state, None, SearchConfig(seed=seed), key="race")
        python = Sampler(state, None, SearchConfig(seed=seed, compiled=False), key="race")
        for i in range(2):
            lines = [(a,) for a in moves]
            at_once = sampler.values(i, lines)
            assert at_once == sampler.play_from(sampler.position(i), lines)
            assert [o.won for o in at_once[:2]] == [o.won for o in python.values(i, lines[:2])]


def test_unsupported_data_file_keeps_the_python_path(tmp_path):
    from pyramid_explorer.games.im_bann.data import DEFAULT_DATA

    other = tmp_path / "im_bann.json"
    other.write_text(DEFAULT_DATA.read_text())
    state = games.new_game(GAME, seed=1, players=3, data_file=str(other))
    assert not C.supports(state)


@slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_full_count_default_options(players):
    tally = check_games(players, {}, range(2000))
    print(f"\n{players} players: {tally['games']} games, {tally['steps']} steps, "
          f"{tally['decisions']} decisions; moves {dict(sorted(tally.items()))}")


@slow
@pytest.mark.parametrize(("name", "value"), OPTION_VALUES)
def test_full_count_each_option(name, value):
    tally = check_games(4, {name: value}, range(200))
    print(f"\n{name}={value!r}: {tally['games']} games, {tally['steps']} steps, "
          f"{tally['decisions']} decisions; moves {dict(sorted(tally.items()))}")
