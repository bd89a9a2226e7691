"""The dashboard assembly: tabs from the game registry, built lazily, one language switch."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import ipywidgets as widgets
import pytest

from pyramid_explorer import games
from pyramid_explorer.ui.dashboard import ODDS_LAB, SIMULATE, TOOL_TABS, Dashboard, game_intro_html


def counting_builders(calls: list[str]) -> dict:
    def build(tab_id: str, lang: str) -> widgets.Widget:
        calls.append(tab_id)
        return widgets.HTML(f"{tab_id}:{lang}")
    return {tab_id: build for tab_id in [*games.available(), *TOOL_TABS]}


def test_one_tab_per_available_game_then_the_odds_lab_and_simulate():
    d = Dashboard(builders=counting_builders([]))
    assert d.tab_ids == [*games.available(), ODDS_LAB, SIMULATE]
    assert d.tabs.titles[:-2] == tuple(games.spec(g).name.en for g in games.available())
    assert d.tabs.titles[-2:] == ("Odds Lab", "Simulate")
    d.set_language("de")
    assert d.tabs.titles[-2:] == ("Würfel-Labor", "Simulieren")


def test_only_the_first_tab_is_built_at_start_the_others_when_opened():
    calls: list[str] = []
    d = Dashboard(builders=counting_builders(calls))
    assert calls == [d.tab_ids[0]]
    d.tabs.selected_index = d.tab_ids.index(ODDS_LAB)  # what a click on the tab does
    assert calls == [d.tab_ids[0], ODDS_LAB]
    d.tabs.selected_index = 0
    d.tabs.selected_index = d.tab_ids.index(ODDS_LAB)
    assert calls == [d.tab_ids[0], ODDS_LAB]  # built once


def test_a_tab_that_fails_to_build_shows_a_sentence_not_a_traceback():
    def broken(tab_id: str, lang: str) -> widgets.Widget:
        raise RuntimeError("the table is missing a leg")

    d = Dashboard(builders={ODDS_LAB: broken})
    d.select(ODDS_LAB)
    box = d.tabs.children[d.tab_ids.index(ODDS_LAB)]
    assert len(box.children) == 1
    text = box.children[0].value
    assert "could not be set up: the table is missing a leg" in text
    assert "Traceback" not in text


@pytest.mark.rules("dp.turn.roll")
def test_game_tabs_hold_an_intro_and_the_explorer_with_stable_button_classes():
    d = Dashboard()
    first = d.tab_ids[0]
    explorer = d.contents[first]
    bar, intro, main, rules = d.tabs.children[0].children
    switch = d.view_switches[first]
    assert switch in bar.children and "pe-tab-bar" in bar._dom_classes
    assert [o[1] for o in switch.options] == ["play", "rules"] and not rules.children
    assert games.spec(first).name.en in intro.value and "Step ▶" in intro.value
    assert main is explorer.widget
    assert "pe-btn-step" in explorer.buttons["step"]._dom_classes
    assert "pe-btn-undo" in explorer.buttons["undo"]._dom_classes
    explorer.step()
    assert "dp.turn.roll" in explorer.state.last_rules  # the explorer is live


def test_the_explorers_own_language_row_is_hidden_in_the_dashboard():
    d = Dashboard()
    explorer = d.contents[d.tab_ids[0]]
    hidden = [c for c in explorer.widget.children if "pe-explorer-header" in c._dom_classes]
    assert len(hidden) == 1 and hidden[0].layout.display == "none"
    visible = [c for c in explorer.widget.children if c.layout.display != "none"]
    assert explorer.widget.children[2] in visible  # the table row stays


@pytest.mark.rules("dp.turn.roll", engine=False)
def test_dashboard_explorers_draw_their_odds_chart_with_the_tab():
    """The odds chart (HTML bars) is in the tab from its first paint, with the current odds;
    the referee's whole-game upper bound still waits for its button (no solver unasked)."""
    d = Dashboard()
    explorer = d.contents["dice-pyramid"]

    def inside(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from inside(child)

    def charts():
        return [x for x in inside(d.widget) if "pe-chart-box" in x._dom_classes]

    assert charts() == [explorer.odds.figure.widget]
    assert "%" in explorer.odds.html()
    assert not explorer.odds.whole.upper_on
    rooms = explorer.odds.figure.rooms
    assert len(rooms.bars) > 1 and rooms.bars[0].shown in charts()[0].value  # current odds


def test_a_learner_who_plays_every_game_never_loads_plotly():
    """The explorer's charts are HTML bars: plotly (about 37 MB and 0.6 CPU-seconds a kernel)
    loads only with the Odds Lab or the Simulate tab (issue 28)."""
    import subprocess
    import sys

    code = """
import sys
from pyramid_explorer.games import available
from pyramid_explorer.ui.dashboard import Dashboard
d = Dashboard(tables=None)
for game in available():
    d.select(game)
    explorer = d.contents[game]
    for _ in range(6):
        explorer.step()
    assert explorer.odds is None or explorer.odds.chart_built or explorer.state.is_terminal(), game
print(sorted(m for m in ("plotly", "narwhals") if m in sys.modules))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_language_switch_relabels_titles_intros_and_built_explorers():
    d = Dashboard()
    d.select(ODDS_LAB)
    d.lang_switch.value = "de"  # the EN|DE toggle
    assert d.tabs.titles[d.tab_ids.index(ODDS_LAB)] == "Würfel-Labor"
    assert d.tabs.titles[0] == games.spec(d.tab_ids[0]).name.de
    explorer = d.contents[d.tab_ids[0]]
    assert explorer.buttons["step"].description == "Würfeln ▶"  # Step, named for the roll
    assert "Schritt" in d.tabs.children[0].children[1].value
    assert "Ein neuer Zug" in d.contents[ODDS_LAB].message.value
    # a tab opened later starts in the chosen language
    later = d.tab_ids[1]
    d.select(later)
    assert d.contents[later].buttons["step"].description.endswith("zieht ▶")


def test_intro_names_players_and_blurb():
    assert "Solo" in game_intro_html("dice-pyramid")
    im_bann = games.spec("im-bann-der-pyramide")
    players = f"{im_bann.min_players}–{im_bann.max_players}"
    assert f"· {players} players" in game_intro_html("im-bann-der-pyramide")
    assert f"· {players} Spieler" in game_intro_html("im-bann-der-pyramide", "de")
    assert "Solospiel" in game_intro_html("dice-pyramid", "de")


FAST_START = """
import json, sys
from pyramid_explorer.ui.dashboard import fast_start
took = fast_start()
from plotly.basewidget import BaseFigureWidget
import plotly.graph_objects as go
w = go.FigureWidget()
print(json.dumps({"took": took, "blocked": sys.modules.get("rfc3987_syntax", 0) is None,
                  "esm": w._esm, "jsonschema": "jsonschema" in sys.modules,
                  "nbformat": sys.modules.get("nbformat", 0) is not None}))
"""


def run_fast_start(env_extra: dict[str, str]) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYRAMID_EXPLORER_PLOTLY_ESM"}
    env.update(env_extra)
    out = subprocess.run([sys.executable, "-c", FAST_START], capture_output=True, text=True,
                         env=env, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_fast_start_points_charts_at_the_served_plotly_code():
    result = run_fast_start({"PYRAMID_EXPLORER_PLOTLY_ESM": "/voila/x/plotly-widget.js"})
    assert result["took"] and result["blocked"]
    assert not result["nbformat"] and not result["jsonschema"]  # plotly made its chart without
    assert len(result["esm"]) < 300 and '"/voila/x/plotly-widget.js"' in result["esm"]


def test_without_the_dashboard_command_charts_keep_their_own_code():
    result = run_fast_start({})
    assert len(result["esm"]) > 1_000_000


def test_odds_lab_tab_has_an_introduction_too():
    d = Dashboard()
    d.select(ODDS_LAB)
    intro, lab = d.tabs.children[d.tab_ids.index(ODDS_LAB)].children
    assert "exact chance" in intro.value
    assert lab is d.contents[ODDS_LAB].widget
    d.set_language("de")
    assert "genaue Chance" in intro.value


def test_rules_view_show_me_opens_the_position_on_the_table():
    dash = Dashboard(game_ids=["dice-pyramid"])
    dash.show_view("dice-pyramid", "rules")
    view = dash.rules["dice-pyramid"]
    main, rules_box = dash.views["dice-pyramid"]
    assert main.layout.display == "none" and rules_box.layout.display is None
    row = next(r for r in view.rows if r.clause.id == "dp.turn.take")
    row.button.click()
    explorer = dash.contents["dice-pyramid"]
    assert "dp.turn.take" in explorer.state.last_rules
    assert main.layout.display is None and dash.view_switches["dice-pyramid"].value == "play"
    dash.set_language("de")
    assert dash.view_switches["dice-pyramid"].options[1][0] == "Regeln"
    assert "REGELHEFT" in row.text.value


def test_show_me_for_a_forbidding_rule_shows_the_refusal():
    dash = Dashboard(game_ids=["im-bann-der-pyramide"])
    dash.show_view("im-bann-der-pyramide", "rules")
    dash.rules["im-bann-der-pyramide"].show("ib.turn.options")
    explorer = dash.contents["im-bann-der-pyramide"]
    assert explorer.problem is not None and "ib.turn.options" in explorer.rule_html


def test_the_simulate_tab_is_built_when_opened_with_its_intro():
    d = Dashboard()
    d.select(SIMULATE)
    content = d.contents[SIMULATE]
    intro, main = d.tabs.children[d.tab_ids.index(SIMULATE)].children
    assert main is content.widget and "Simulate" in intro.value
