"""Every refusal a learner can meet is available in German, and the explorer shows it.

Two guards: an AST scan (every ``IllegalAction(...)`` in the engine, the games and the
explorer passes a German ``de=`` text) and a sweep that tries many wrong moves along real games
and checks each refusal really carries its own German sentence. Then the explorer in German
mode: an illegal attempt shows the German reason together with the rule it breaks.
"""

from __future__ import annotations

import ast
import html
from pathlib import Path

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, Action, GameState, IllegalAction
from pyramid_explorer.games import new_game
from pyramid_explorer.sim import play_out
from pyramid_explorer.ui import Explorer

PACKAGE = Path(games.__file__).parent.parent
SCANNED = ("engine", "games", "ui")


def illegal_action_calls() -> list[tuple[str, int, ast.Call]]:
    """(file, line, call) of every ``IllegalAction(...)`` call in the scanned packages."""
    found = []
    for folder in SCANNED:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id == "IllegalAction"):
                    found.append((str(path.relative_to(PACKAGE)), node.lineno, node))
    return found


def test_the_scan_finds_the_refusals_of_both_games():
    files = {f for f, _, _ in illegal_action_calls()}
    assert "games/dice_pyramid/state.py" in files
    assert "games/im_bann/state.py" in files
    assert "engine/state.py" in files


def test_every_illegal_action_raised_passes_a_german_text():
    missing = []
    for file, line, call in illegal_action_calls():
        de = next((k.value for k in call.keywords if k.arg == "de"), None)
        if de is None or (isinstance(de, ast.Constant) and not de.value):
            missing.append(f"{file}:{line}")
    assert not missing, f"IllegalAction(...) without a German de= text: {missing}"


# ------------------------------------------------------------------ sweep of real refusals
MALFORMED = (
    Action("dance", ()), Action("roll", (1, 2, 3, 4, 5)), Action("roll", (9,)),
    Action("reroll", ()), Action("reroll", (4, 0)), Action("take", ()),
    Action("take", ("Nowhere",)), Action("take", ("Grand Gallery",)),
    Action("take", ("Treasure Chamber",)), Action("use", ("Cat Statue",)),
    Action("use", ("Cat Figure", (1,), 0)), Action("use", ("Cat Statue", (0,), 1)),
    Action("use", ("Jackal's Fang", (0, 1, 2), 0)), Action("use", ("Golden Ankh", (), 0)),
    Action("discard", ("Nothing",)), Action("discard", ("Cat Statue",)), Action("end", (1,)),
    Action("draw", (3,)), Action("draw", (1,)), Action("exchange", ("rope-9",)),
    Action("exchange_done", ()), Action("equip", ("torch-5",)), Action("equip", ("ladder-1",)),
    Action("magic", ("ladder",)), Action("mummy", ()), Action("mummy", (0,)),
    Action("curse", ()), Action("curse", (True,)), Action("protection", ()),
    Action("scarab", ()), Action("complete", ()), Action("shed", ("rope-3",)),
    Action("pass_mummy", (1,)), Action("pass", ()), Action("give_up", ("protection",)),
    Action("depot", ("rope",)), Action("end", ()),
)


def game_states(game_id: str, seeds: range, **kw: object) -> list[GameState]:
    """Every position of bot games of ``game_id``, one per seed (fixed seeds)."""
    spec = games.spec(game_id)
    states: list[GameState] = []
    for seed in seeds:
        start = new_game(game_id, seed=seed, **kw)
        bots = [next(iter(spec.bots.values()))() for _ in range(start.num_players)]
        states.append(start)
        for action in play_out(start, bots).history:
            states.append(states[-1].apply(action))
    return states


def refusals(states: list[GameState]) -> list[IllegalAction]:
    """The refusal of every probe (malformed moves and moves legal elsewhere) in every state."""
    probes = list(MALFORMED)
    for s in states[::7]:
        probes.extend(a for a in s.legal_actions() if a.kind != "roll")
    probes = list(dict.fromkeys(probes))
    out = []
    for s in states[::3]:
        for action in probes:
            try:
                s.apply(action)
            except IllegalAction as err:
                out.append(err)
    return out


DP_RULES = ("engine.chance", "engine.action", "engine.over", "dp.turn.rerolls",
            "dp.pyramid.open", "dp.turn.relics", "dp.turn.miss", "dp.ruling.must-take",
            "dp.card.grand-gallery", "dp.relic.marble-beetle")
IB_RULES = ("engine.action", "ib.turn.options", "ib.draw.draw", "ib.draw.limit",
            "ib.draw.exchange", "ib.play.equipment", "ib.play.special", "ib.complete.sum",
            "ib.complete.once", "ib.curse.protected", "ib.mummy.pass_chamber", "ib.magic.other",
            "ib.stall.pass")
SWEEP = [
    pytest.param("dice-pyramid", range(1, 9), {}, DP_RULES, id="dice-pyramid",
                 marks=pytest.mark.rules(
                     "engine.chance", "engine.action", "engine.over", "dp.turn.rerolls",
                     "dp.pyramid.open", "dp.turn.relics", "dp.turn.miss", "dp.ruling.must-take",
                     "dp.card.grand-gallery", "dp.relic.marble-beetle")),
    pytest.param("im-bann-der-pyramide", range(5, 6), {"players": 3}, IB_RULES, id="im-bann",
                 marks=pytest.mark.rules(
                     "engine.action", "ib.turn.options", "ib.draw.draw", "ib.draw.limit",
                     "ib.draw.exchange", "ib.play.equipment", "ib.play.special",
                     "ib.complete.sum", "ib.complete.once", "ib.curse.protected",
                     "ib.mummy.pass_chamber", "ib.magic.other", "ib.stall.pass")),
]


@pytest.mark.parametrize(("game_id", "seeds", "kw", "expected_rules"), SWEEP)
def test_every_refusal_met_in_a_game_has_its_own_german_sentence(game_id, seeds, kw,
                                                                 expected_rules):
    errors = refusals(game_states(game_id, seeds, **kw))
    assert set(expected_rules) <= {e.rule_id for e in errors}
    for err in errors:
        german = err.message("de")
        assert german and german != err.reason, (err.rule_id, err.reason)
        assert err.message("en") == err.reason


@pytest.mark.rules("dp.turn.rerolls")
def test_the_third_re_roll_is_refused_in_german_with_the_english_text_unchanged():
    s = new_game("dice-pyramid", seed=2)
    s = s.apply(Action("roll", (1, 2, 3, 4, 6)))
    for _ in range(2):
        s = s.apply(Action("reroll", (0,))).apply(Action("roll", (5,)))
    with pytest.raises(IllegalAction) as info:
        s.apply(Action("reroll", (0,)))
    err = info.value
    assert err.rule_id == "dp.turn.rerolls"
    assert err.reason == "You have already re-rolled twice this turn."
    assert "Neuwürfe" in err.message("de") and "zweimal" in err.message("de")


@pytest.mark.rules("dp.card.grand-gallery", "ib.complete.sum")
def test_german_refusals_use_the_games_german_names():
    s = new_game("dice-pyramid", seed=2).apply(Action("roll", (1, 2, 3, 4, 6)))
    with pytest.raises(IllegalAction) as info:
        s.apply(Action("take", ("Grand Gallery",)))   # open, but 1 2 3 4 6 is no X X X
    assert info.value.rule_id == "dp.card.grand-gallery"
    german = info.value.message("de")
    assert "1 2 3 4 6" in german and "„Große Galerie“" in german
    assert "Grand Gallery" not in german
    ib = new_game("im-bann-der-pyramide", seed=1, players=3)
    with pytest.raises(IllegalAction) as info:
        ib.apply(Action("complete", ()))
    assert info.value.rule_id == "ib.complete.sum"
    assert "Abenteuer" in info.value.message("de")


# ------------------------------------------------------------------ the explorer
def rerolled_twice(ex: Explorer) -> Explorer:
    assert ex.set_outcome("1 2 3 4 6"), ex.problem
    for _ in range(2):
        assert ex.apply(Action("reroll", (0,))), ex.problem
        assert ex.set_outcome("5"), ex.problem
    return ex


@pytest.mark.rules("dp.turn.rerolls")
def test_explorer_in_german_shows_the_german_reason_and_the_rule():
    ex = rerolled_twice(Explorer("dice-pyramid", seed=7))
    ex.set_language("de")
    before = ex.state
    assert ex.apply(Action("reroll", (0,))) is None
    assert ex.state is before                                     # nothing changed
    assert ex.problem is not None and ex.problem.rule_id == "dp.turn.rerolls"
    assert ex.problem.title == "Nicht erlaubt"
    assert "zweimal neu gewürfelt" in ex.problem.message
    panel = ex.rule_html
    assert html.escape(ex.problem.message) in panel
    assert "re-rolled twice" not in panel
    assert 'data-rule-id="dp.turn.rerolls"' in panel
    assert html.escape(RULES.get("dp.turn.rerolls").title.de) in panel


@pytest.mark.rules("dp.turn.rerolls")
def test_explorer_in_english_keeps_the_english_reason():
    ex = rerolled_twice(Explorer("dice-pyramid", seed=7))
    ex.apply(Action("reroll", (0,)))
    assert ex.problem.message == "You have already re-rolled twice this turn."
    assert 'data-rule-id="dp.turn.rerolls"' in ex.rule_html


@pytest.mark.rules("engine.chance")
def test_explorer_in_german_explains_badly_typed_dice_in_german():
    ex = Explorer("dice-pyramid", seed=7)
    ex.set_language("de")
    assert ex.set_outcome("3 x 5") is None
    assert ex.problem.rule_id == "engine.chance"
    assert "'x' ist keine ganze Zahl" in ex.problem.message
    assert ex.set_outcome("3 3 5") is None
    assert "Dieser Wurf braucht 5 Würfelwerte" in ex.problem.message
    assert ex.state.step == 0


@pytest.mark.rules("ib.turn.options")
def test_explorer_in_german_refuses_an_im_bann_move_in_german():
    ex = Explorer("im-bann-der-pyramide", seed=4, players=3)
    ex.set_language("de")
    assert ex.apply(Action("end", ())) is None
    assert ex.problem.rule_id == "ib.turn.options"
    assert ex.problem.message == "Wähle Option A oder B, bevor du deinen Zug beendest."
    assert 'data-rule-id="ib.turn.options"' in ex.rule_html


def test_explorer_own_error_sentences_follow_the_language():
    ex = Explorer("dice-pyramid", seed=7)
    ex.set_language("de")
    ex.set_view(4)
    assert ex.problem.title == "Etwas ist schiefgegangen"
    assert "keinen Spieler 5" in ex.problem.message
    ex.set_seat(3, "human")
    assert "keinen Platz 4" in ex.problem.message
    ex.set_language("en")
    ex.set_view(4)
    assert "there is no player 5" in ex.problem.message
