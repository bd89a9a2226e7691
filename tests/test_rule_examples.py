"""Every rule of every game can be shown: a stored position where it applies, or a reason why not.

The examples are found by ``python -m pyramid_explorer.games.examples GAME`` (seeded bot games)
and stored in ``pyramid_explorer/data/examples/GAME.json``; the Rules view's "Show me" opens them.
"""

from __future__ import annotations

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import IllegalAction
from pyramid_explorer.games import examples as ex

GAMES = games.available()
HINT = "run: python -m pyramid_explorer.games.examples {game}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_clause_has_an_example_or_a_reason(game_id):
    shown = ex.examples(game_id)
    reasons = ex.no_example(game_id)
    missing = [r for r in ex.clause_ids(game_id) if r not in shown and r not in reasons]
    assert missing == [], HINT.format(game=game_id)
    # a reason a learner can read, in English and German
    assert all(len(r) == 2 and all(len(t) > 20 for t in r) and r != ex.NO_REASON
               for r in reasons.values())
    assert not set(shown) & set(reasons)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_example_still_shows_its_clause(game_id):
    stale = [r for r, e in ex.examples(game_id).items() if not e.shows_its_rule()]
    assert stale == [], HINT.format(game=game_id)


@pytest.mark.rules("ib.turn.options")
def test_a_refusal_example_is_refused_by_its_rule():
    example = ex.examples("im-bann-der-pyramide")["ib.turn.options"]
    state = example.position()
    assert example.refused is not None and example.refused not in state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply(example.refused)
    assert err.value.rule_id == "ib.turn.options"


def test_a_set_up_rule_is_shown_by_a_new_game_with_its_option():
    example = ex.examples("dice-pyramid")["dp.option.great-pyramid"]
    assert example.at_deal and example.options == {"great_pyramid": True}
    assert len(example.position().pyramid) == 15


def test_rules_view_shows_every_clause_and_opens_its_example():
    from pyramid_explorer.ui.dashboard.rules_view import RulesView

    opened = []
    view = RulesView("im-bann-der-pyramide", lang="de", on_show=opened.append)
    assert len(view.rows) == len(ex.clause_ids("im-bann-der-pyramide"))
    row = next(r for r in view.rows if r.clause.id == "ib.stall.pass")
    assert row.button is None and "Kein Beispiel" in row.text.value
    shown = next(r for r in view.rows if r.clause.id == "ib.turn.options")
    assert shown.button.description == "Zeig es mir" and "REGELHEFT" in shown.text.value
    shown.button.click()
    assert opened and opened[0].rule_id == "ib.turn.options"
    view.set_filter("ruling")
    sections = [box for section in view.sections.children for box in section.children[1:]]
    assert sections and all("pe-rule-ruling" in box._dom_classes for box in sections)


def test_search_finds_the_shortest_position_for_a_move_rule():
    found = ex.search("dice-pyramid", seeds_per_set=1, max_steps=6)
    take = found["dp.turn.roll"]
    assert take.actions and len(take.actions) == 1 and take.shows_its_rule()
