"""The Coach panel in the explorer: it ranks the moves of the seat to move, judges a person's
move against the best one, speaks only to whom it may, and never holds up a click."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.coach import SearchConfig, rank_moves
from pyramid_explorer.coach.race import race
from pyramid_explorer.engine import CHANCE
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.explorer.panels.coach import CoachPanel, table_html
from pyramid_explorer.ui.model.coach import coach_slice

ITER = 2  # iterations per search: enough to rank every move, quick enough for the suite


def to_seat(ex: Explorer, seat: int) -> None:
    """Step (rolls and bot moves) until ``seat`` chooses."""
    for _ in range(200):
        if ex.state.current_player() == seat:
            return
        assert ex.step()
    raise AssertionError(f"seat {seat} never came to move")


def coach_of(ex: Explorer, iterations: int | None = ITER) -> CoachPanel:
    """The explorer's Coach panel, each search capped at ``iterations`` (None: the budget)."""
    ex.coach.iterations = iterations
    return ex.coach


def text_of(panel: CoachPanel) -> str:
    return " ".join([panel.status.value, panel.table.value, panel.verdict.value])


def test_off_until_switched_on_then_every_legal_move_is_ranked():
    ex = Explorer("ramses-pyramid", seed=2, players=2)
    to_seat(ex, 0)
    panel = coach_of(ex)
    assert "is off" in panel.status.value and panel.table.value == ""
    panel.switch.value = True
    assert panel.wait(120)
    assert panel.table_rows() == len(ex.state.legal_actions())
    labels = [ex.adapter.action_label(ex.state, a, "en") for a in ex.state.legal_actions()]
    assert all(label in panel.table.value.replace("&#x27;", "'") for label in labels)
    assert "Ranked from 2 positions P1" in panel.status.value
    assert panel.table.value.count("(best)") == 1


def test_the_table_is_the_coachs_ranking_best_first():
    ex = Explorer("im-bann-der-pyramide", seed=5, players=3)
    to_seat(ex, 0)
    panel = coach_of(ex)
    panel.switch.value = True
    assert panel.wait(120)
    ranking = race(ex.state, config=SearchConfig(positions=ITER, seed=len(ex.state.history)))
    first_row = re.search(r'<th scope="row">(.*?) <span', panel.table.value).group(1)
    assert first_row == ex.adapter.action_label(ex.state, ranking.best.action, "en")
    assert f"{ranking.best.win_chance * 100:.0f} %" in panel.table.value


def test_in_german_every_word_is_german():
    ex = Explorer("ramses-pyramid", seed=2, players=2)
    ex.set_language("de")
    to_seat(ex, 0)
    panel = coach_of(ex)
    assert "Der Trainer ist aus" in panel.status.value
    panel.switch.value = True
    assert panel.wait(120)
    assert panel.switch.description == "Trainer: meine Züge bewerten"
    assert "Bewertet aus 2 Stellungen" in panel.status.value
    assert "Gewinnchance" in panel.table.value and "Chance to win" not in panel.table.value


def test_a_players_view_hears_nothing_about_another_seats_moves():
    """Another seat's ranking would name its cards ("lay Rope 3"): the panel says only who is
    to move, and no label of that seat's moves appears anywhere in the panel."""
    ex = Explorer("im-bann-der-pyramide", seed=4, players=3)
    ex.set_view(0)
    panel = coach_of(ex)
    panel.switch.value = True
    to_seat(ex, 1)
    assert panel.wait(120)
    text = text_of(panel)
    assert "P2" in text and "speaks only to the seat to move" in text
    assert panel.table.value == ""
    for action in ex.state.legal_actions():
        assert ex.adapter.action_label(ex.state, action, "en") not in text


def test_a_seats_ranking_does_not_change_when_what_it_cannot_see_is_redrawn():
    """Same position for P1, other hands redrawn: the panel's words are the same."""
    s = games.new_game("im-bann-der-pyramide", seed=9, players=3)
    while s.current_player() != 0:
        s = s.apply(s.sample_chance() if s.current_player() == CHANCE else s.legal_actions()[0])
    spec = games.spec("im-bann-der-pyramide")
    other = replace(spec.resample_hidden(s, 0, random.Random(3)), seed=1003)
    assert other.snapshot() != s.snapshot()  # the other hands did change

    def words(state):
        r = rank_moves(state, config=SearchConfig(positions=ITER, seed=1))
        return coach_slice(state, r, lang="en", label=lambda a: state.action_label(a, "en"))

    assert words(s) == words(other)


def test_a_persons_move_is_weighed_against_the_best_one():
    ex = Explorer("ramses-pyramid", seed=2, players=2)
    ex.set_seat(0, "human")
    to_seat(ex, 0)
    panel = coach_of(ex)
    panel.switch.value = True
    assert panel.wait(120)
    before = ex.state
    ranking = panel.runner.ranked(before)
    assert ranking is not None
    worst = ranking.moves[-1].action
    ex.apply(worst)
    assert panel.wait(120)
    played = ex.adapter.action_label(before, worst, "en")
    assert f"Your move “{played}”" in panel.verdict.value.replace("&#x27;", "'")
    best = ex.adapter.action_label(before, ranking.best.action, "en")
    if worst != ranking.best.action:
        assert best in panel.verdict.value.replace("&#x27;", "'")
    ex.undo()  # going back clears the verdict and shows the kept ranking at once
    assert panel.verdict.value == "" and panel.table_rows() == len(before.legal_actions())


def test_a_bots_move_gets_no_verdict():
    ex = Explorer("ramses-pyramid", seed=2, players=2)
    to_seat(ex, 0)
    panel = coach_of(ex)
    panel.switch.value = True
    ex.step()
    assert panel.wait(120)
    assert panel.verdict.value == ""


def test_pass_and_play_the_next_player_never_sees_the_verdict_on_the_last_move():
    ex = Explorer("im-bann-der-pyramide", seed=3, players=2)
    ex.set_seat(0, "human")
    ex.set_seat(1, "human")
    ex.set_pass_and_play(True)
    panel = coach_of(ex)
    panel.switch.value = True
    assert "waits until the next player" in panel.status.value  # curtain down for P1
    ex.reveal()
    to_seat_or_human = ex.state.current_player()
    assert to_seat_or_human == 0
    assert panel.wait(120) and panel.table_rows() > 0
    while ex.state.current_player() == 0:
        ex.apply(ex.state.legal_actions()[0])
    assert panel.wait(120)
    assert ex.state.current_player() == 1
    assert panel.verdict.value == "" and panel.table.value == ""
    assert "waits until the next player" in panel.status.value


def test_a_newer_step_stops_the_search_that_is_no_longer_on_screen():
    ex = Explorer("pyramidenbau", seed=3, players=2)
    to_seat(ex, 0)
    panel = coach_of(ex, None)  # by time budget only
    panel.budget.value = 5.0
    panel.switch.value = True
    first = panel.job
    assert first is not None and not first.done
    ex.step()  # the bot plays P1's move: the old position's search is stopped at once
    assert panel.wait(30)
    assert first.stopped and first.done


def test_dice_pyramid_has_no_coach_panel():
    ex = Explorer("dice-pyramid", seed=1)
    panel = coach_of(ex, None)
    panel.switch.value = True
    assert panel.widget.layout.display == "none"
    assert not panel.runner.busy


@pytest.mark.parametrize("game", ["im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau"])
def test_switched_off_it_stops_thinking(game):
    ex = Explorer(game, seed=1, players=2)
    to_seat(ex, 0)
    panel = coach_of(ex, None)
    panel.switch.value = True
    panel.switch.value = False
    assert panel.wait(30)
    assert "is off" in panel.status.value and panel.table.value == ""


def test_a_request_that_never_started_ends_stopped_when_a_newer_one_replaces_it():
    """Under load the coach's thread may not have picked a request up before the next step
    replaces it: that request must still end (stopped), never hang as "thinking"."""
    import threading

    from pyramid_explorer.games import new_game
    from pyramid_explorer.ui.model.coach_runner import CoachRunner

    entered, gate = threading.Event(), threading.Event()
    blocker = None

    def hold_the_thread(job):  # the thread reports on the first job, and waits there
        if job is blocker:
            entered.set()
            gate.wait(30)

    runner = CoachRunner(on_update=hold_the_thread)
    s = new_game("ramses-pyramid", seed=2, players=2)
    s = s.apply(s.sample_chance())
    blocker = runner.rank(s, SearchConfig(budget_s=30, positions=1))
    assert entered.wait(30)  # the thread is busy with the first job
    waiting = runner.rank(s.apply(s.legal_actions()[0]), SearchConfig(budget_s=30, positions=1))
    newest = runner.rank(s, SearchConfig(budget_s=30, positions=1))  # replaces the one that waits
    assert waiting.stopped and waiting.done and waiting.ranking is None
    gate.set()
    assert runner.wait(60)
    assert newest.done and not newest.stopped and blocker.done


def test_moves_the_race_cannot_tell_from_the_best_are_marked_and_said_so():
    """Issue 38: where 2 s cannot separate close moves, the panel does not crown one alone:
    every move whose interval against the best reaches zero is marked "≈ best" (read out in
    words), and the status line says how many (en/de); a clearly worse move is not marked."""
    s = games.new_game("ramses-pyramid", seed=2, players=4)
    while s.current_player() == CHANCE:
        s = s.apply(s.sample_chance())
    ranking = race(s, config=SearchConfig(positions=64, seed=1))
    level = [m.diff_interval[1] >= 0 for m in ranking.moves[1:]]
    assert any(level) and not all(level), level  # (a position with both kinds)
    part = coach_slice(s, ranking, lang="en", label=lambda a: s.action_label(a, "en"))
    assert [r.level for r in part.rows] == [False, *level]
    html = table_html(part)
    assert html.count("(≈ best)") == sum(level)
    assert html.count("(cannot be told from the best)") == sum(level)
    said = ("1 more move, marked" if sum(level) == 1 else f"{sum(level)} more moves, marked")
    assert f"{said} “≈ best”, cannot be told from the best" in part.status
    de = coach_slice(s, ranking, lang="de", label=lambda a: s.action_label(a, "de"))
    assert table_html(de).count("(≈ bester)") == sum(level)
    assert "nicht vom besten zu unterscheiden" in de.status


def test_a_move_the_race_set_aside_early_says_so_and_is_not_called_level():
    """A move the race stopped playing early (clearly behind the leader at a look) keeps the
    few positions it was played from, so its interval against the final best can be wide
    enough to reach zero: the panel says it was set aside (read out in full) instead of
    calling it "≈ best", and does not count it in the status line."""
    s = games.new_game("ramses-pyramid", seed=2, players=4)
    while s.current_player() == CHANCE:
        s = s.apply(s.sample_chance())
    ranking = race(s, config=SearchConfig(positions=64, seed=1))
    level = [i for i, m in enumerate(ranking.moves) if i and m.diff_interval[1] >= 0]
    assert level and all(m.playouts == 64 for m in ranking.moves)
    k = level[0]
    moves = list(ranking.moves)
    moves[k] = replace(moves[k], playouts=16, set_aside="behind")  # as at the look after 16
    aside = replace(ranking, moves=tuple(moves))
    part = coach_slice(s, aside, lang="en", label=lambda a: s.action_label(a, "en"))
    assert part.rows[k].dropped and not part.rows[k].level
    assert [r.dropped for r in part.rows].count(True) == 1
    html = table_html(part)
    assert html.count("(set aside: was clearly behind)") == 1
    assert "(set aside early, clearly behind the leader then: no more playouts)" in html
    assert html.count("(≈ best)") == len(level) - 1
    said = "1 more move, marked" if len(level) == 2 else f"{len(level) - 1} more moves, marked"
    assert said in part.status
    de = coach_slice(s, aside, lang="de", label=lambda a: s.action_label(a, "de"))
    assert table_html(de).count("(beiseitegelegt: lag klar zurück)") == 1


def test_moves_halved_away_are_not_called_clearly_worse_and_the_status_says_why():
    """The panel's race halves the candidates in rounds (``PANEL``): a move halved away was
    only outside the better half then, so it is not marked "set aside: was clearly behind";
    the status line says that the last rounds went to the leading moves, en and de."""
    from pyramid_explorer.coach.config import PANEL

    s = games.new_game("ramses-pyramid", seed=2, players=4)
    while s.current_player() == CHANCE:
        s = s.apply(s.sample_chance())
    ranking = race(s, config=PANEL.replace(budget_s=None, positions=64, seed=1))
    halved = [i for i, m in enumerate(ranking.moves) if m.set_aside == "halved"]
    assert len(halved) == 2
    part = coach_slice(s, ranking, lang="en", label=lambda a: s.action_label(a, "en"))
    assert not any(part.rows[i].dropped for i in halved)
    assert "set aside" not in table_html(part)
    assert "2 other moves were played from fewer positions" in part.status
    de = coach_slice(s, ranking, lang="de", label=lambda a: s.action_label(a, "de"))
    assert "2 andere Züge wurden aus weniger Stellungen gespielt" in de.status
