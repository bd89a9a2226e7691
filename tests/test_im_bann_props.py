"""Im Bann der Pyramide: properties over random seeds, player counts and random legal play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.games.im_bann import GAME, ImBannState
from pyramid_explorer.sim import play_out

GID = "im-bann-der-pyramide"


def random_line(seed: int, players: int, steps: int, **options) -> list[ImBannState]:
    """The states of a random legal line of play (seeded)."""
    state = games.new_game(GID, seed=seed, players=players, **options)
    rng = random.Random(seed * 7919 + players)
    line = [state]
    for _ in range(steps):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
        line.append(state)
    return line


lines = st.builds(
    lambda seed, players, advanced, multi: (seed, players, {"advanced": advanced,
                                                            "multi_game": multi}),
    st.integers(0, 10**6), st.integers(2, 5), st.booleans(), st.booleans())


@pytest.mark.rules("ib.setup.deal", "ib.draw.limit", "ib.draw.reshuffle", "ib.card.mummy")
@given(lines)
def test_cards_accounted_and_hand_limit(line):
    seed, players, options = line
    for s in random_line(seed, players, 250, **options):
        ids = s.all_cards()
        assert sorted(ids) == list(range(54)), "every card exactly once"
        assert all(len(h) <= 10 for h in s.hands)
        table = [i for h in s.hands for i in h] + list(s.draw_pile) + list(s.discard)
        table += [i for sc in s.showcases for i in sc]
        assert (s.data.mummy_id in table) == (s.mummy is None), "Mummy: in a pile/hand or held"


@pytest.mark.rules("ib.stall.turn_cap", "ib.end.win")
@pytest.mark.rules("ib.stall.pass", engine=False)
def test_bot_games_end_and_stalls_are_counted():
    random_bot, heuristic = GAME.bots["random"](), GAME.bots["heuristic"]()
    report = {"win": 0, "cap": 0, "round": 0}
    for seed in range(12):
        players = 2 + seed % 4
        bots = [heuristic] + [random_bot] * (players - 1)
        final = play_out(games.new_game(GID, seed=seed, players=players, turn_cap=300), bots)
        assert final.is_terminal()
        report[final.over] += 1
        if final.over == "cap":
            assert final.returns() == [0.0] * players and final.turns == 300
        else:
            assert final.winner is not None and final.returns()[final.winner] == 1.0
    print(f"\nIm Bann bot games: {report}")
    assert report["win"] >= 8  # the heuristic seat drives most games to a winner
