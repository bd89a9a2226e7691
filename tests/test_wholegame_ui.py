"""The explorer's whole-game line and move tooltips (background thread, hidden cards kept).

The thread is waited on with a bounded ``wait``; most deals use Power Relics (about 0.1 s of
CPU), a few face-down base deals (about 2 s)."""

from __future__ import annotations

import threading

import pytest

from pyramid_explorer.engine import Action
from pyramid_explorer.games import new_game
from pyramid_explorer.solve import rank_moves, win_probability
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters.dice_pyramid_wholegame import WholeGame
from pyramid_explorer.ui.common.format import percent
from pyramid_explorer.ui.common.widget_texts import widget_texts

GAME = "dice-pyramid"
POWER = dict(i_know_the_way=True, power_relics=True)
WAIT = 120  # seconds at most (a shared machine); normally about one


def solved(ex: Explorer) -> str:
    assert ex.odds.whole.wait(WAIT), "the background computation did not finish"
    return ex.odds.html()


@pytest.mark.rules("dp.option.i-know-the-way", "dp.option.power-relics")
def test_the_odds_panel_shows_the_chance_to_win_after_the_background_computation():
    ex = Explorer(GAME, seed=11)
    ex.new_game(**POWER)
    text = solved(ex)
    exact = percent(win_probability(ex.state))
    assert f"Chance to win from here with best play: <b>{exact}</b>" in text
    ex.step()                                           # the roll: a new position
    text = solved(ex)
    assert percent(win_probability(ex.state)) in ex.odds.whole.line.value
    # this turn's chances, as text too
    assert "Chance to complete by the end of this turn (2 re-rolls left, best play):" in text
    assert "<div>Any open room: <b>" in text
    ex.language_toggle.value = "de"
    assert "Gewinnchance ab hier bei bestem Spiel" in ex.odds.html()


def test_each_move_button_says_its_chance_to_win_on_hover():
    ex = Explorer(GAME, seed=11)
    ex.new_game(**POWER)
    ex.step()
    solved(ex)
    ranked = {m.action: m.probability for m in rank_moves(ex.state)}
    buttons = ex.move_buttons()
    assert buttons
    for button in buttons:
        p = percent(ranked[button.pe_action])
        assert button.tooltip == f"{button.description} — chance to win after this move: {p}"


def test_a_newer_position_supersedes_an_older_one_still_waiting():
    whole = WholeGame()
    first = new_game(GAME, seed=12, **POWER)
    second = first.apply(first.sample_chance())
    whole.request(first, 0, "en")
    whole.request(second, 0, "en")
    assert whole.wait(WAIT)
    assert percent(win_probability(second)) in whole.line.value
    assert whole.computed <= 2                # the first one was skipped or already running


def test_a_newer_step_stops_a_solve_that_is_no_longer_on_screen(monkeypatch):
    """A fresh face-down base deal (seconds of CPU) is being solved for the referee when the
    learner moves on to a Power Relics game: the first solve stops, the second is shown,
    and nothing of the stopped one is kept as a result."""
    from pyramid_explorer.solve import pool, query
    from pyramid_explorer.ui.adapters import dice_pyramid_wholegame as wholegame

    monkeypatch.setattr(query, "_SOLVERS", [])         # nothing solved yet: a long solve
    monkeypatch.setattr(query, "_SHARED", {})
    monkeypatch.setattr(pool, "_POOLS", {})
    started = threading.Event()
    compute = wholegame.compute

    def observed(state, how):
        started.set()
        return compute(state, how)

    monkeypatch.setattr(wholegame, "compute", observed)
    whole = WholeGame()
    slow = new_game(GAME, seed=21)
    whole.request(slow, None, "en")
    assert started.wait(WAIT)
    quick = new_game(GAME, seed=21, **POWER)
    whole.request(quick, None, "en")
    assert whole.wait(WAIT)
    assert whole.cancelled == 1 and whole.computed == 1
    assert f"<b>{percent(win_probability(quick))}</b>" in whole.line.value
    assert wholegame.cached(wholegame.key_of(slow, "upper")) is None


@pytest.mark.rules("dp.setup.pyramid")
def test_face_down_player_view_shows_no_number_computed_from_hidden_cards():
    ex = Explorer(GAME, seed=7)
    ex.new_game(power_relics=True)
    ex.step()
    ex.set_view(0)
    line = ex.odds.whole.line.value
    assert "exact only with I Know the Way" in line and "%" not in line
    assert ex.odds.whole.ask.layout.display == "none"
    assert all(" — " not in b.tooltip for b in ex.move_buttons())
    texts = " ".join(widget_texts(ex.widget))
    upper = percent(win_probability(ex.state, referee=True))
    assert f"<b>{upper}</b>" not in texts


UPPER = "if every card were known (upper bound, referee's view): <b>{}</b>"


@pytest.mark.parametrize("options", [dict(power_relics=True), dict()], ids=["power", "base"])
def test_the_referee_gets_the_upper_bound_by_itself_labelled_so(options):
    """Face down, a base deal (about 2 s) or Power Relics (0.1 s): no click needed."""
    ex = Explorer(GAME, seed=7)
    ex.new_game(**options)
    ex.set_view(None)
    whole = ex.odds.whole
    assert whole.ask.layout.display == "none"
    solved(ex)
    upper = percent(win_probability(ex.state, referee=True))
    assert UPPER.format(upper) in whole.line.value
    ex.step()                                           # the roll: computed again, by itself
    solved(ex)
    assert UPPER.format(percent(win_probability(ex.state, referee=True))) in whole.line.value
    ranked = {m.action: m.probability for m in rank_moves(ex.state, referee=True)}
    for button in ex.move_buttons():
        assert button.tooltip.endswith(
            f"if every card were known: {percent(ranked[button.pe_action])}")
    ex.set_view(0)                                      # back to the player: gone
    assert "%" not in whole.line.value
    assert all(" — " not in b.tooltip for b in ex.move_buttons())


def test_a_player_view_chosen_while_the_upper_bound_computes_never_gets_it():
    ex = Explorer(GAME, seed=9)
    ex.new_game()                                       # face down, base: seconds of CPU
    ex.set_view(0)
    ex.step()                                           # the roll: move buttons to hover
    assert ex.odds.whole.wait(WAIT)
    whole = ex.odds.whole                               # (the referee's view of the deal)
    before = whole.computed + whole.cancelled
    ex.set_view(None)
    assert "if every card were known (upper bound, referee's view): computing…" in \
        ex.odds.whole.line.value
    ex.set_view(0)
    assert ex.odds.whole.wait(WAIT)
    # the referee's solve was stopped (or, with the deal already solved, finished)
    assert whole.computed + whole.cancelled == before + 1
    assert ex.move_buttons()
    line = ex.odds.whole.line.value
    assert "exact only with I Know the Way" in line and "%" not in line
    texts = " ".join(widget_texts(ex.widget))
    assert "upper bound" not in texts and "if every card were known" not in texts
    assert all(" — " not in b.tooltip for b in ex.move_buttons())


@pytest.mark.rules("dp.option.great-pyramid")
def test_the_great_pyramid_keeps_the_button_and_says_how_long_it_takes():
    ex = Explorer(GAME, seed=7)
    ex.new_game(great_pyramid=True)
    ex.set_view(None)
    whole = ex.odds.whole
    assert whole.ask.layout.display is None and whole.ask.description == "Upper bound (up to 11 s)"
    assert "click to compute" in whole.line.value and "up to 11 s" in whole.line.value
    assert whole.wait(1) and whole.computed == 0        # nothing started without the click
    ex.language_toggle.value = "de"
    assert whole.ask.description == "Obere Schranke (bis 11 s)"
    assert "zum Berechnen klicken" in whole.line.value
    ex.set_view(0)
    assert whole.ask.layout.display == "none" and "%" not in whole.line.value


def test_the_great_pyramid_with_power_relics_computes_the_upper_bound_by_itself():
    ex = Explorer(GAME, seed=7)
    ex.new_game(great_pyramid=True, power_relics=True)  # 0.2–0.7 s a deal
    ex.set_view(None)
    assert ex.odds.whole.ask.layout.display == "none"
    solved(ex)
    upper = percent(win_probability(ex.state, referee=True))
    assert UPPER.format(upper) in ex.odds.whole.line.value


def test_the_referee_clicks_for_the_great_pyramid_upper_bound():
    """The click starts the background solve (here on a position whose deal is solved)."""
    whole = WholeGame()
    state = new_game(GAME, seed=7, great_pyramid=True)
    win_probability(state, referee=True)                # the deal's memo: the click is quick
    whole.request(state, None, "en")
    whole.ask.click()
    assert whole.ask.layout.display == "none"
    assert whole.wait(WAIT)
    upper = percent(win_probability(state, referee=True))
    assert UPPER.format(upper) in whole.line.value


def test_the_explorer_never_waits_for_the_solver():
    """A click right after a fresh deal: the panel says "computing…" (it does not block)."""
    ex = Explorer(GAME, seed=13)
    ex.new_game(**POWER)                                # a fresh deal: about 1 s of CPU
    assert "computing…" in ex.odds.whole.line.value
    ex.apply(Action("roll", (3, 3, 3, 5, 1)))
    assert ex.problem is None and ex.state.dice == (3, 3, 3, 5, 1)
    solved(ex)
    assert percent(win_probability(ex.state)) in ex.odds.whole.line.value
