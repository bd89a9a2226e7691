"""The coach (pyramid_explorer.coach): it ranks only from what the seat to move knows, never
recommends an illegal move, gives estimates inside their intervals, and repeats itself for the
same seed; the ``coach`` bot finishes games of every player count and option set."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from pyramid_explorer import coach, games
from pyramid_explorer.engine import IllegalAction, OptionError
from pyramid_explorer.games.examples import option_sets
from pyramid_explorer.sim import play_out

COACHED = ("im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau")
CUT = {"pyramidenbau": 12}  # playouts cut short: ~100 moves, a whole playout ~0.1 s (points count)


def position(game_id: str, seed: int, players: int = 4, after: int = 40, **options):
    """A position ``after`` bot steps into a seeded game where the seat to move has a choice."""
    state = games.new_game(game_id, seed=seed, players=players, **options)
    bot = games.spec(game_id).bots[coach.playout_bot_name(game_id)]()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        if steps >= after and len(state.legal_actions()) > 1:
            return state
        state = state.apply(bot.choose(state))
        steps += 1
    raise AssertionError("the game ended before a choice")


def rank(state, **kw):
    kw.setdefault("positions", 2)
    cut = coach.SearchConfig(playout_steps=CUT.get(state.game_id))
    return coach.rank_moves(state, config=cut.replace(**kw))


@pytest.mark.parametrize("game_id", COACHED)
def test_the_ranking_depends_only_on_what_the_seat_to_move_knows(game_id):
    state = position(game_id, seed=3, after=12)
    seat = state.current_player()
    spec = games.spec(game_id)
    ranking = rank(state, seed=11)
    redrawn = 0
    for k in range(3):
        # the same table for this seat: its hidden part redrawn, and another game seed
        other = replace(spec.resample_hidden(state, seat, random.Random(k)), seed=1000 + k)
        assert other.observation(seat) == state.observation(seat)
        redrawn += other.snapshot() != state.snapshot()
        assert rank(other, seed=11) == ranking
    assert redrawn >= 2


@pytest.mark.parametrize("game_id", COACHED)
def test_every_ranked_move_is_legal_and_every_legal_move_is_ranked(game_id):
    for seed in (1, 2):
        state = position(game_id, seed=seed, after=25 * seed)
        ranking = rank(state, seed=seed)
        legal = state.legal_actions()
        assert sorted(map(str, (m.action for m in ranking.moves))) == sorted(map(str, legal))
        assert ranking.best.action in legal
        state.apply(ranking.best.action)               # does not raise


@pytest.mark.parametrize("game_id", COACHED)
def test_estimates_lie_in_their_intervals_and_same_seed_same_ranking(game_id):
    state = position(game_id, seed=4, players=3)
    ranking = rank(state, seed=5, positions=3)
    assert ranking.iterations == 3 and not ranking.stopped
    for m in ranking.moves:
        lo, hi = m.win_interval
        assert 0.0 <= lo <= m.win_chance <= hi <= 1.0
        assert m.playouts == 3
        if m.score is not None:
            assert m.score_interval[0] <= m.score <= m.score_interval[1]
    assert rank(state, seed=5, positions=3) == ranking
    chances = [m.win_chance for m in ranking.moves]
    assert chances == sorted(chances, reverse=True)      # best first


def test_pyramidenbau_ranks_with_points_and_im_bann_multi_game_with_minus_points():
    pb = rank(position("pyramidenbau", seed=2))
    assert pb.score_kind == coach.POINTS and all(m.score is not None for m in pb.moves)
    ib = coach.rank_moves(position("im-bann-der-pyramide", seed=2, multi_game=True),
                          config=coach.SearchConfig(positions=2))
    assert ib.score_kind == coach.MINUS_POINTS
    assert all(m.score is not None and m.score >= 0 for m in ib.moves)
    plain = coach.rank_moves(position("im-bann-der-pyramide", seed=2),
                             config=coach.SearchConfig(positions=1))
    assert plain.score_kind is None and plain.best.score is None


def test_progress_reports_each_iteration_and_stop_cancels():
    state = position("ramses-pyramid", seed=5)
    seen = []
    coach.rank_moves(state, config=coach.SearchConfig(positions=3),
                     on_progress=lambda r: seen.append(r.iterations))
    assert seen == [1, 2, 3]
    cancelled = coach.rank_moves(state, config=coach.SearchConfig(positions=50), stop=lambda: True)
    assert cancelled.stopped and cancelled.playouts == 0
    assert len(cancelled.moves) == len(state.legal_actions())
    assert all(m.win_interval == (0.0, 1.0) for m in cancelled.moves)
    timed = coach.rank_moves(state, config=coach.SearchConfig(budget_s=0.05))
    assert timed.stopped and timed.iterations >= 1


def test_the_coach_refuses_a_chance_step_and_a_seat_not_to_move():
    state = games.new_game("ramses-pyramid", seed=1, players=2)
    with pytest.raises(ValueError, match="chance step"):
        coach.rank_moves(state, config=coach.SearchConfig(positions=1))
    state = state.apply(state.sample_chance())
    with pytest.raises(ValueError, match="not to move"):
        coach.rank_moves(state, 1 - state.current_player(), config=coach.SearchConfig(positions=1))


def test_your_move_against_the_best_move():
    state = position("im-bann-der-pyramide", seed=6)
    ranking = coach.rank_moves(state, config=coach.SearchConfig(positions=3, seed=2))
    worst = ranking.moves[-1].action
    compared = coach.compare_move(state, worst, config=coach.SearchConfig(positions=3, seed=2))
    assert compared.best == ranking.best and compared.played == ranking.estimate(worst)
    assert compared.same is (worst == ranking.best.action)
    assert compared.loss == pytest.approx(max(0.0, ranking.best.win_chance
                                              - ranking.estimate(worst).win_chance))
    assert coach.compare_move(state, ranking.best.action,
                              config=coach.SearchConfig(positions=3, seed=2)).same
    taken = state.history[-1]
    with pytest.raises(IllegalAction):
        coach.compare_move(state, replace(taken, args=("no such move",)),
                           config=coach.SearchConfig(positions=1))


@pytest.mark.parametrize("game_id", COACHED)
def test_the_coach_bot_is_registered_and_replays(game_id):
    bot = games.spec(game_id).bots["coach"]()
    assert isinstance(bot, coach.CoachBot) and bot.name == "coach"
    state = position(game_id, seed=7)
    quick = bot.quick()
    move = quick.choose(state)
    assert move in state.legal_actions() and quick.choose(state) == move


def _bot_game(game_id, players, options, seed=1):
    """A game with the quick coach in seat 0 (``players`` seats, else the usual count when
    an option needs it), or ``None`` when the option needs yet another count."""
    spec = games.spec(game_id)
    for n in dict.fromkeys((players, spec.default_players, spec.max_players)):
        try:
            state = games.new_game(game_id, seed=seed, players=n, **options)
        except OptionError:          # an option that needs another player count
            continue
        players = n
        break
    else:
        return None
    spec = games.spec(game_id)
    bots = [coach.CoachBot().quick()] + [spec.bots[coach.playout_bot_name(game_id)]()
                                          for _ in range(players - 1)]

    return play_out(state, bots)


@pytest.mark.parametrize("game_id", COACHED)
def test_the_coach_bot_finishes_games_of_every_player_count_and_option_set(game_id):
    spec = games.spec(game_id)
    runs = [(n, {}) for n in range(spec.min_players, spec.max_players + 1)]
    runs += [(spec.min_players, o) for o in option_sets(game_id)[1:]]
    for players, options in runs:
        final = _bot_game(game_id, players, options)
        assert final is not None and final.is_terminal(), (players, options)
        again = games.new_game(game_id, seed=1, players=final.num_players, **options)
        assert again.apply_all(final.history) == final


def test_simulate_takes_the_coach_with_a_budget_and_refuses_one_for_other_bots():
    from pyramid_explorer.sim import simulate
    from pyramid_explorer.sim.plan import make_plan

    result = simulate("ramses-pyramid", games=1, players=2, bots=["coach:2", "memory"],
                      workers=1, progress=False)
    assert result.played == 1 and not result.partial
    assert list(result.table["bot_p1"]) == ["coach:2"]
    with pytest.raises(OptionError, match="takes no budget"):
        make_plan("ramses-pyramid", games=1, seed=0, players=2, bots=["memory:5", "memory"])
    with pytest.raises(OptionError, match="at least 1"):
        make_plan("ramses-pyramid", games=1, seed=0, players=2, bots=["coach:0", "memory"])


@pytest.mark.parametrize("game_id", ("im-bann-der-pyramide", "ramses-pyramid"))
def test_the_coach_bot_keeps_its_policy_move_unless_another_is_clearly_better(game_id):
    """Anchored search: with an unreachable margin (margin = ∞) the bot plays its own policy's
    choice (the game's ``coach_policy``: Im Bann's strategist; Ramses' memory bot); with the
    default margin it leaves it only for a move whose paired estimate is better (never on a
    tie)."""
    import math

    from pyramid_explorer.coach.playout import determinize
    from pyramid_explorer.engine.fastrng import StepRandom

    spec = games.spec(game_id)
    bot = spec.bots[spec.coach_policy or coach.playout_bot_name(game_id)]()  # the anchor's bot
    for seed in (1, 2, 3):
        state = position(game_id, seed=seed, after=10 * seed)
        anchor = bot.choose(determinize(state, state.current_player(),
                                        StepRandom(f"coach:{seed}:shortlist")))
        stubborn = coach.best_move(
            state, config=coach.SearchConfig(playouts=16, seed=seed, margin=math.inf))
        assert stubborn.best.action == anchor
        ranking = coach.best_move(state, config=coach.SearchConfig(playouts=16, seed=seed))
        if ranking.best.action != anchor:
            assert ranking.best.win_chance > ranking.estimate(anchor).win_chance or (
                ranking.best.score is not None)


def test_the_search_plays_from_the_positions_its_draw_makes():
    """``draw`` decides the drawn positions (the skill-ceiling benchmark passes one that keeps
    the real hidden part): it is asked for the seat to move only, the default is the
    seat's-knowledge draw, and a draw that keeps the real temples changes what the coach sees."""
    from pyramid_explorer.coach.playout import determinize

    state = position("ramses-pyramid", seed=2, after=30)
    seat = state.current_player()
    asked, colours = [], []

    def keep_hidden(real, who, rng):
        asked.append(who)
        drawn = replace(real, seed=rng.getrandbits(62))
        colours.append(drawn.temple_colours)
        return drawn

    coach.best_move(state, config=coach.SearchConfig(playouts=8, seed=1, draw=keep_hidden))
    assert asked and set(asked) == {seat}
    assert set(colours) == {state.temple_colours}  # the real temples in every drawn position
    eight = coach.SearchConfig(playouts=8, seed=1)
    assert coach.best_move(state, config=eight) == coach.best_move(
        state, config=eight.replace(draw=determinize))
    bot = coach.CoachBot(coach.bot.BOT_SEARCH.replace(playouts=8, draw=keep_hidden))
    assert bot.quick().config.draw is keep_hidden


def test_own_bot_plays_the_seat_in_its_playouts_and_gives_the_anchor():
    """``own_bot`` is the seat's own policy: with an unreachable margin the coach plays that
    bot's choice (here the random bot), and its playouts differ from the
    heuristic's."""
    import math

    from pyramid_explorer.coach.playout import determinize
    from pyramid_explorer.engine.fastrng import StepRandom

    own = games.spec("ramses-pyramid").bots["random"]()
    differs = False
    for seed in (1, 2, 3, 4):
        state = position("ramses-pyramid", seed=seed, after=8 * seed)
        drawn = determinize(state, state.current_player(), StepRandom(f"coach:{seed}:shortlist"))
        chosen = coach.best_move(state, config=coach.SearchConfig(
            playouts=8, seed=seed, margin=math.inf, own_bot="random"))
        assert chosen.best.action == own.choose(drawn)
        bot = coach.CoachBot(coach.bot.BOT_SEARCH.replace(playouts=8, margin=math.inf,
                                                          own_bot="random"))
        assert bot.quick().config.own_bot == "random"
        four = coach.SearchConfig(positions=4, seed=seed)
        differs |= (coach.rank_moves(state, config=four.replace(own_bot="random"))
                    != coach.rank_moves(state, config=four))
    assert differs
