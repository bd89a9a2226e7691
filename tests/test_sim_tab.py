"""The Simulate tab headless: settings → background run → progress → summary and charts; Stop."""

from __future__ import annotations

import base64
import io
import time

import pandas as pd

from pyramid_explorer.ui.simulate.tab import SimulateTab

IB = "im-bann-der-pyramide"


def _wait_for(condition, timeout=60.0):
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)


def test_a_run_shows_progress_then_the_summary_charts_and_a_csv_of_every_game():
    tab = SimulateTab(workers=1)
    tab.game.value = IB
    assert tab.players.value == 4 and len(tab.bots_box.children) == 4
    tab.players.value = 3
    tab.games.value = 3
    tab.bot_widgets[1].value = "random"
    seen = []
    tab.progress.observe(lambda ch: seen.append(ch["new"]), "value")
    thread = tab.start()
    assert tab.run_button.disabled and not tab.stop_button.disabled
    thread.join(300)
    assert not thread.is_alive()
    assert seen[-1] == 3 and tab.progress.max == 3 and not tab.run_button.disabled
    assert "3 games in" in tab.status.value
    assert "P1 ●" in tab.summary.value and "random" in tab.summary.value
    assert len(tab.charts.children) >= 2  # win rate by seat and by bot, game length
    data = tab.download.value.split("base64,")[1].split('"')[0]
    table = pd.read_csv(io.StringIO(base64.b64decode(data).decode("utf-8")))
    assert list(table["seed"]) == [0, 1, 2] and set(table["bot_p2"]) == {"random"}


def test_stop_keeps_the_finished_games_and_says_the_result_is_partial():
    tab = SimulateTab(workers=1)
    tab.game.value = IB
    tab.games.value = 2000
    thread = tab.start()
    _wait_for(lambda: tab.progress.value >= 2)
    tab.stop()
    thread.join(300)
    assert tab.result.partial and 2 <= tab.result.played < 2000
    assert "Stopped" in tab.status.value and "partial" in tab.status.value
    tab.set_language("de")
    assert "Angehalten" in tab.status.value and "Teilergebnis" in tab.status.value


def test_a_solo_game_compares_the_chosen_bots_and_an_option():
    tab = SimulateTab(workers=1)
    assert tab.players.disabled and [w.description for w in tab.bot_widgets] == [
        "random", "greedy", "optimal (slow face-down)"]
    assert [w.value for w in tab.bot_widgets] == [True, True, False]  # the slow one starts off
    assert "unticked" in tab.bot_widgets[2].tooltip and not tab.bot_widgets[0].tooltip
    tab.set_language("de")                                   # names in German, ids for simulate
    assert [w.description for w in tab.bot_widgets][:2] == ["zufällig", "gierig"]
    assert "langsam bei verdeckten Karten" in tab.bot_widgets[2].description
    assert "Anfangs nicht angekreuzt" in tab.bot_widgets[2].tooltip
    tab.set_language("en")
    tab.bot_widgets[1].value = False  # random only
    tab.games.value = 3
    tab.compare.value = "power_relics"
    tab.start().join(300)
    assert list(tab.result.table["series"].unique()) == ["random, power_relics=false",
                                                         "random, power_relics=true"]


def test_bad_settings_show_a_message_and_start_nothing():
    tab = SimulateTab(workers=1)
    for w in tab.bot_widgets:
        w.value = False
    assert tab.start() is None and tab.result is None
    assert "choose at least one bot" in tab.status.value and "Traceback" not in tab.status.value
    tab.set_language("de")
    tab.start()
    assert "wähle mindestens einen Bot" in tab.status.value


def test_the_dashboard_builder_makes_a_german_tab_without_its_own_intro():
    from pyramid_explorer.ui.simulate.tab import build_simulate_tab, simulate_text

    tab = build_simulate_tab("simulate", "de")
    assert tab.labels["intro"].layout.display == "none"
    assert tab.run_button.description == "Simulieren" and tab.stop_button.description == "■ Anhalten"
    assert tab.options_panel.titles == ("Optionen",) and "Partie g" in simulate_text("intro", "de")
    assert tab.status.value == "Wähle die Einstellungen und drücke Simulieren."


def test_seats_start_with_the_strongest_quick_bot_and_the_coach_is_offered_by_name():
    """The coach (about a second a decision) is in every seat's menu, but no seat starts with
    it: a default run of 200 games must not take hours."""
    tab = SimulateTab(workers=1)
    for game_id, quick in [(IB, "strategist"), ("pyramidenbau", "strategist"),
                           ("ramses-pyramid", "forgetful")]:
        tab.game.value = game_id
        menus = tab.bots_box.children
        assert [m.value for m in menus] == [quick] * len(menus), game_id
        assert "coach" in [value for _, value in menus[0].options]
    tab.set_language("de")
    tab.game.value = IB
    assert ("Trainer", "coach") in list(tab.bots_box.children[0].options)
    assert ("Stratege", "strategist") in list(tab.bots_box.children[0].options)
