"""Compiled Ramses Pyramid equals the Python engine, step by step (issue #38).

Seeded games are played with the Python engine, the seats shared out among the memory bot as
the coach policy, the memory bot as the heuristic policy, and the random bot (so unusual moves
are taken too). At every step: (a) the compiled step of the taken move or die outcome gives the
encoded next state; (b) the compiled legal codes are the listed moves in order; (c) at every
decision both compiled policies pick the Python memory bot's move with its own streams; (d)
the returns agree at the end. Playouts: the compiled playout with the Python engine's keys
plays ``coach.playout.play_to_end`` move for move, and a compiled playout with its own streams
replayed through the Python engine ends with the same returns. Hand-built positions cover what
seeded games rarely reach (every dark side blocked, the treasure room's last name, a trapped
adventurer under a mummy); the compiled determinize keeps what the seat saw.

The CI sample is small; ``PYRAMID_SLOW=1`` runs the full count (2,000 games per player count
with the default options, 200 per option and player count, playouts from ~9,000 positions).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field, replace

import numpy as np
import pytest

from pyramid_explorer import games
from pyramid_explorer.coach import playout as py_playout
from pyramid_explorer.coach.compiled import COACH, HEURISTIC, module, stream
from pyramid_explorer.coach.compiled import ramses_pyramid as R
from pyramid_explorer.coach.compiled.ramses_pyramid.layout import first_difference
from pyramid_explorer.coach.compiled.ramses_pyramid.rules import returns as compiled_returns
from pyramid_explorer.engine import Action, RandomBot
from pyramid_explorer.games.ramses_pyramid import MemoryBot
from pyramid_explorer.games.ramses_pyramid.board import COLOURS

GAME = "ramses-pyramid"
SLOW = os.environ.get("PYRAMID_SLOW") == "1"

OPTION_CASES: tuple[tuple[str, dict, tuple[int, ...]], ...] = (
    ("team=all", {"team": "all"}, (2, 3, 4)),
    ("team=pairs", {"team": "pairs"}, (4,)),
    ("team=pairs+pairs_mummies=play_on", {"team": "pairs", "pairs_mummies": "play_on"}, (4,)),
    ("treasure_room", {"treasure_room": True}, (2, 3, 4)),
    ("treasure_room+trapped=retry", {"treasure_room": True, "trapped": "retry"}, (2, 3, 4)),
    ("bumped_to=entrance", {"bumped_to": "entrance"}, (2, 3, 4)),
    ("spend_crystals", {"spend_crystals": True}, (2, 3, 4)),
    ("track_up_to", {"track_up_to": True}, (2, 3, 4)),
    ("may_pass_space", {"may_pass_space": True}, (2, 3, 4)),
    ("loose_crystals=0", {"loose_crystals": 0}, (2, 3, 4)),
    ("loose_crystals=2", {"loose_crystals": 2}, (2, 3, 4)),
    ("turn_cap=40", {"turn_cap": 40}, (2, 3, 4)),
    ("turn_cap=0", {"turn_cap": 0}, (2, 3, 4)),
    ("change_direction", {"change_direction": True}, (2, 3, 4)),
    ("wrong_down=down", {"wrong_down": "down"}, (2, 3, 4)),
    ("wrong_sideways=stay", {"wrong_sideways": "stay"}, (2, 3, 4)),
)
"""Each option switched on alone (``trapped`` and ``pairs_mummies`` only act with the variant
they refine, so they come with it), and the player counts it allows."""


@dataclass
class Tally:
    """What one run compared."""

    games: int = 0
    steps: int = 0
    decisions: int = 0
    endings: Counter = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.steps += other.steps
        self.decisions += other.decisions
        self.endings.update(other.endings)


def seat_policies(seed: int, players: int) -> list[str]:
    """A seeded mix: ``coach``/``heuristic`` (both the memory bot) and ``random`` seats."""
    rng = random.Random(f"seats:{seed}:{players}")
    return [rng.choice(("coach", "heuristic", "heuristic", "random")) for _ in range(players)]


def check_game(seed: int, players: int, options: dict, where: str) -> Tally:
    """Play one seeded game with the Python engine, checking the compiled engine at every step
    (at most ``MAX_PLAYOUT_STEPS``: without a turn cap two random seats may never end)."""
    state = games.new_game(GAME, seed=seed, players=players, **options)
    return check_from(state, seat_policies(seed, players), where, py_playout.MAX_PLAYOUT_STEPS)


def check_from(state, kinds: list[str], where: str, max_steps: int = 100_000,
               first: Action | None = None) -> Tally:
    """Play ``state`` on (``kinds[seat]``: ``random`` or the memory bot; ``first``: the first
    action, if given), checking the compiled engine at every step: (a) the step, (b) the legal
    codes, (c) both policies, (d) the returns."""
    assert R.supports(state)
    seed = state.seed
    memory, rand = MemoryBot(), RandomBot()
    tally = Tally(games=1)
    while not state.is_terminal() and tally.steps < max_steps:
        vec = R.encode(state)
        here = f"{where} seed={seed} step={state.step} seats={kinds}"
        legal = state.legal_actions()
        codes = [R.action_code(state, a) for a in legal]
        got = R.legal_codes(vec).tolist()
        assert got == codes, f"{here}: legal codes {got} != {codes} ({[str(a) for a in legal]})"
        seat = state.current_player()
        if seat >= 0:
            main_key, guess_key = R.bot_keys(vec)
            assert main_key == f"{state.seed}:{state.step}:bot:memory"
            wanted = R.action_code(state, memory.choose(state))
            for policy in (HEURISTIC, COACH):
                picked = R.choose(vec, policy, stream.start(main_key), stream.start(guess_key))
                assert picked == wanted, (
                    f"{here}: policy {policy} picks {R.action_from_code(state, picked)} "
                    f"({picked}), the memory bot {R.action_from_code(state, wanted)} ({wanted})")
            tally.decisions += 1
            action = rand.choose(state) if kinds[seat] == "random" else memory.choose(state)
        else:
            action = state.sample_chance()
        if first is not None:
            action, first = first, None
        code = R.action_code(state, action)
        assert R.action_from_code(state, code) == action
        after = state.apply(action)
        expected, stepped = R.encode(after), R.step(vec, code)
        diff = first_difference(stepped, expected)
        assert diff is None, f"{here} action={action} ({code}): compiled != Python at {diff}"
        state = after
        tally.steps += 1
    py_returns = state.returns()
    assert compiled_returns(R.encode(state)).tolist() == py_returns, f"{where} seed={seed}"
    tally.endings[state.ending.value if state.ending else None] += 1
    return tally


def crafted(seed: int, players: int, options: dict | None = None, **fields):
    """A seeded game's start with ``fields`` replaced: positions seeded games rarely reach."""
    from pyramid_explorer.games.ramses_pyramid.quick import replace as quick_replace

    return quick_replace(games.new_game(GAME, seed=seed, players=players, **(options or {})),
                         **fields)


MUMMY_ROLL = Action("roll", (3, "mummy"))


def rare_positions():
    """(name, state, first action): every side of the dark layer blocked; a mummy arriving on the dark layer
    where an adventurer stands; the last name in the treasure room with everybody else out; a
    mummy arriving where a trapped adventurer stands."""
    from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer as A
    from pyramid_explorer.games.ramses_pyramid.state import Phase

    top = ((7, 0), (7, 1), (7, 2), (7, 3))
    yield "pass", crafted(1, 2, mummies=((1, 0), (1, 1), (1, 2), (1, 3)) + top,
                          advs=(A(lapped=True), A()), phase=Phase.DECIDE), None
    for bumped in ("bottom", "entrance"):
        yield f"bump on the dark layer ({bumped})", crafted(
            2, 3, {"bumped_to": bumped}, mummies=((2, 0), (4, 1), (2, 2), (1, 3)) + top,
            advs=(A(layer=1, side=0), A(layer=3, side=1), A(layer=1, side=2))), MUMMY_ROLL
    for trapped in ("out", "retry"):
        state = crafted(3, 2, {"treasure_room": True, "trapped": trapped},
                        advs=(A(layer=6, side=1), A(layer=6, side=2, out=True)),
                        phase=Phase.NAME, die=(3, "mummy"), steps=3)
        wrong = tuple(c for c in COLOURS if c not in state.temple_colours)[:3]
        yield f"last name, trapped={trapped}", replace(state, named=wrong), None
        yield (f"right names, trapped={trapped}",
               replace(state, named=state.temple_colours[:3]), None)
    yield "a trapped adventurer bumped", crafted(
        4, 2, {"treasure_room": True}, mummies=((7, 0), (5, 1), (5, 1), (5, 1), (5, 1), (5, 1),
                                                 (5, 1), (5, 1)),
        advs=(A(track=3), A(layer=6, side=0, out=True)), phase=Phase.ROLL), MUMMY_ROLL


@pytest.mark.parametrize("name,state,first", list(rare_positions()),
                         ids=[case[0] for case in rare_positions()])
def test_rare_positions_equal(name, state, first):
    for k in range(6):
        kinds = seat_policies(k, state.num_players)
        check_from(replace(state, seed=state.seed + 100 * k), kinds, name, 400, first)


def check_playouts(seed: int, players: int, options: dict, where: str) -> int:
    """Compiled playouts from a few positions of a seeded game against the Python engine."""
    state = games.new_game(GAME, seed=seed, players=players, **options)
    bots = py_playout.playout_bots(GAME, players)
    rng = random.Random(seed)
    checked = 0
    while not state.is_terminal():
        if rng.random() < 0.08:
            vec = R.encode(state)
            policies = [COACH if p == max(state.current_player(), 0) else HEURISTIC
                        for p in range(players)]
            end = py_playout.play_to_end(state, bots)
            ret, trace = R.play_to_end_traced(vec, policies, 0, python_keys=True)
            played = [R.action_code(None, a) for a in end.history[state.step:]]
            assert trace.tolist() == played, f"{where} seed={seed} step={state.step}: trace"
            assert ret.tolist() == end.returns(), f"{where} seed={seed} step={state.step}"
            ret, trace = R.play_to_end_traced(vec, policies, seed * 7919 + state.step)
            replay = state
            for code in trace.tolist():
                replay = replay.apply(R.action_from_code(replay, code))
            assert replay.is_terminal() or len(trace) == py_playout.MAX_PLAYOUT_STEPS
            assert ret.tolist() == replay.returns(), f"{where} seed={seed} step={state.step}"
            same = R.play_to_end(vec, policies, seed * 7919 + state.step)
            assert same.tolist() == ret.tolist()
            checked += 1
        state = state.advance(state.sample_chance() if state.is_chance_node()
                              else bots[state.current_player()].choose(state))
    return checked


def run_cases(players: int, options: dict, count: int, where: str, first: int = 0) -> Tally:
    tally = Tally()
    for seed in range(first, first + count):
        tally.add(check_game(seed, players, options, where))
    return tally


def test_module_is_registered():
    assert module(GAME) is R
    state = games.new_game(GAME, seed=1, players=4)
    assert R.supports(state)
    assert not R.supports(games.new_game("im-bann-der-pyramide", seed=1, players=3))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_default_options_equal(players):
    tally = run_cases(players, {}, 25, f"players={players}")
    assert tally.decisions > 25 * 40


@pytest.mark.parametrize("name,options,counts", OPTION_CASES, ids=[c[0] for c in OPTION_CASES])
def test_each_option_equal(name, options, counts):
    for players in counts:
        run_cases(players, options, 3, f"{name} players={players}", first=1000)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playouts_match_python(players):
    checked = sum(check_playouts(seed, players, {}, f"players={players}") for seed in range(2))
    assert checked > 3
    checked = check_playouts(5, players, {"treasure_room": True, "spend_crystals": True},
                             f"treasure+spend players={players}")
    assert checked > 0


def test_playouts_draw_fresh_streams():
    state = games.new_game(GAME, seed=4, players=3)
    vec = R.encode(state)
    results = {tuple(R.play_to_end_traced(vec, [HEURISTIC] * 3, seed)[1][:40].tolist())
               for seed in range(8)}
    assert len(results) > 4                      # the seed changes the playout
    again = R.play_to_end_traced(vec, [HEURISTIC] * 3, 3)[1]
    assert np.array_equal(again, R.play_to_end_traced(vec, [HEURISTIC] * 3, 3)[1])


def mid_game(seed: int, players: int, steps: int):
    """A seeded memory-bot game after ``steps`` steps, at a decision."""
    state = games.new_game(GAME, seed=seed, players=players)
    bots = py_playout.playout_bots(GAME, players)
    while state.step < steps or state.is_chance_node():
        state = state.advance(state.sample_chance() if state.is_chance_node()
                              else bots[state.current_player()].choose(state))
    return state


def test_compiled_determinize_redraws_only_what_the_seat_cannot_see():
    from pyramid_explorer.coach.compiled.ramses_pyramid.layout import SEED, TEMPLE_COLOURS

    state = mid_game(3, 3, 60)
    seat = state.current_player()
    known = {t: c for t, c in enumerate(state.temple_colours) if state.seen[seat][t] >= 0}
    assert 0 < len(known) < 4
    vec = R.encode(state)
    seen_colours = Counter()
    for draw in range(400):
        drawn = R.determinize(vec, seat, 17, draw)
        colours = [COLOURS[c] for c in drawn[TEMPLE_COLOURS:TEMPLE_COLOURS + 4]]
        assert len(set(colours)) == 4
        assert all(colours[t] == c for t, c in known.items())
        as_python = replace(state, temple_colours=tuple(colours), seed=int(drawn[SEED]))
        assert as_python.observation(seat) == state.observation(seat)
        assert first_difference(R.encode(as_python), drawn) is None
        seen_colours.update(c for t, c in enumerate(colours) if t not in known)
    pool = [c for c in COLOURS if c not in known.values()]
    assert set(seen_colours) == set(pool)
    expected = 400 * (4 - len(known)) / len(pool)
    assert all(abs(k - expected) < 0.25 * expected for k in seen_colours.values())


def test_play_many_is_paired_playouts_of_the_drawn_positions():
    from pyramid_explorer.coach.compiled.ramses_pyramid.layout import SEED

    state = mid_game(8, 4, 80)
    seat = state.current_player()
    codes = [R.action_code(state, a) for a in state.legal_actions()]
    policies = [COACH if p == seat else HEURISTIC for p in range(4)]
    vec = R.encode(state)
    many = R.play_many(vec, seat, codes, policies, 99, 6)
    assert many.shape == (6, len(codes), 4)
    for draw in range(6):
        drawn = R.determinize(vec, seat, 99, draw)
        for i, code in enumerate(codes):
            ret = R.play_to_end(R.step(drawn, code), policies, int(drawn[SEED]))
            assert many[draw, i].tolist() == ret.tolist()


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_count_default_options(players):
    tally = run_cases(players, {}, 2000, f"players={players}", first=10_000)
    print(f"\nplayers={players}: {tally}")


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")
@pytest.mark.parametrize("name,options,counts", OPTION_CASES, ids=[c[0] for c in OPTION_CASES])
def test_full_count_each_option(name, options, counts):
    for players in counts:
        tally = run_cases(players, options, 200, f"{name} players={players}", first=20_000)
        print(f"\n{name} players={players}: {tally}")


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="the full count: set PYRAMID_SLOW=1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_count_playouts(players):
    checked = sum(check_playouts(seed, players, {}, f"players={players}")
                  for seed in range(10_000, 10_100))
    for name, options, counts in OPTION_CASES:
        if players in counts:
            checked += sum(check_playouts(seed, players, options, f"{name} players={players}")
                           for seed in range(20_000, 20_010))
    print(f"\nplayers={players}: {checked} playouts from as many positions, each twice "
          "(the Python keys, move for move; own streams, replayed)")
