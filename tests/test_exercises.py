""""Your move" exercises: legal or not, good or not, and always the rule that decides."""

from __future__ import annotations

import pytest

from pyramid_explorer import games
from pyramid_explorer.coach import SearchConfig
from pyramid_explorer.engine import Action
from pyramid_explorer.games.im_bann.state import ImBannState
from pyramid_explorer.ui.exercises import (
    Choice,
    Exercise,
    coach_judge,
    dice_pyramid_judge,
    rules_html,
)

EIGHT = SearchConfig(positions=8, seed=1)
"""A small coach search for exercises judged in tests (fixed seed)."""


@pytest.fixture
def three_threes():
    return games.new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))


@pytest.mark.rules("dp.card.hall-of-hieroglyphs", "dp.turn.take", "dp.card.grand-gallery")
def test_illegal_choice_cites_the_engine_rule_and_changes_nothing(three_threes):
    ex = Exercise(three_threes, "Which room?", [
        Choice("Take Hall of Hieroglyphs", [Action("take", ("Hall of Hieroglyphs",))]),
        Choice("Take Grand Gallery", [Action("take", ("Grand Gallery",))]),
    ], judge=dice_pyramid_judge())
    before = ex.position.to_json()
    v = ex.choose(0)
    assert not v.legal and v.rule_ids == ("dp.card.hall-of-hieroglyphs",)
    assert "do not meet" in v.reason
    feedback = ex.feedback.value
    assert "Not allowed" in feedback and "dp.card.hall-of-hieroglyphs" in feedback
    assert "Dice Pyramid cards" in feedback  # the rulebook section the rule comes from
    assert ex.choice_buttons[0].button_style == "danger"
    assert ex.position.to_json() == before  # the prepared position never changes
    v = ex.choose(1)
    assert v.legal and v.good
    assert {"dp.turn.take", "dp.card.grand-gallery"} <= set(v.rule_ids)
    assert "100 %" in v.odds
    assert ex.choice_buttons[1].button_style == "success" and ex.choice_buttons[0].button_style == ""
    assert "Jackal" in ex.after.value  # the position after the move: the room is a relic


@pytest.mark.rules("dp.turn.rerolls")
def test_advisor_judges_keeps_by_their_exact_chance(three_threes):
    state = (games.new_game("dice-pyramid", seed=7)
             .apply(Action("roll", (3, 3, 3, 5, 1))).apply(Action("take", ("Entrance",)))
             .apply(Action("roll", (4, 4, 4, 2, 6))).apply(Action("take", ("Granite Triptych",)))
             .apply(Action("roll", (4, 5, 2, 2, 1))))
    ex = Exercise(state, "Keep what?", [
        Choice("Keep 4 5", [Action("reroll", (2, 3, 4))]),
        Choice("Phoenix", [Action("use", ("Phoenix's Feather", (0, 1, 2, 3, 4), 0))]),
    ], judge=dice_pyramid_judge())
    keep, phoenix = ex.choose(0), ex.choose(1)
    assert keep.legal and not keep.good and "98.2 %" in keep.odds and "98.4 %" in keep.odds
    assert phoenix.good and phoenix.odds.startswith("Chance to make a room this turn: 98.4 %")
    assert "dp.turn.rerolls" in keep.rule_ids


@pytest.mark.rules("dp.turn.rerolls")
def test_teacher_verdict_overrides_an_equal_chance(three_threes):
    ex = Exercise(three_threes, "?", [
        Choice("Re-roll 4 and 5", [Action("reroll", (3, 4))], good=False, note="Wasted.")],
        judge=dice_pyramid_judge())
    v = ex.choose(0)
    assert v.legal and v.good is False and "100 %" in v.odds
    assert "Allowed, but not the best" in ex.feedback.value and "Wasted." in ex.feedback.value


@pytest.mark.rules("ib.complete.exact", "ib.chamber.exact", "ib.play.equipment")
def test_card_game_choices_play_several_steps_and_stop_at_the_first_illegal_one():
    exact = ImBannState.from_position(hands=[["ladder-2", "rope-3"], ["torch-1"]],
                                      showcases=[["ladder-4", "ladder-1"], []], depot="ladder")
    ex = Exercise(exact, "Exact sum?", [
        Choice("Ladder 2 and complete", [Action("equip", ("ladder-2",)), Action("complete")],
               good=True, note="Exact: another turn."),
        Choice("Rope 3 and complete", [Action("equip", ("rope-3",)), Action("complete")]),
    ], viewer=0)
    good = ex.choose(0)
    assert good.legal and good.good and "ib.complete.exact" in good.rule_ids
    assert good.after.phase == "depot"  # an exact sum turns the depot
    bad = ex.choose(1)
    assert not bad.legal and bad.rule_ids == ("ib.play.equipment",)
    chamber = ImBannState.from_position(hands=[["ladder-3"], ["torch-1"]],
                                        showcases=[["ladder-5", "ladder-4", "ladder-1"], []],
                                        positions=[4, 0], depot="ladder")
    v = Exercise(chamber, "?", [Choice("3 and enter", [Action("equip", ("ladder-3",)),
                                                       Action("complete")])]).choose(0)
    assert not v.legal and v.rule_ids == ("ib.chamber.exact",) and "exactly 12" in v.reason


@pytest.mark.rules("dp.turn.miss")
def test_german_texts_and_rule_list(three_threes):
    ex = Exercise(three_threes, "?", [Choice("Discard", [Action("discard", ("Cat Statue",))])],
                  lang="de")
    v = ex.choose(0)
    assert not v.legal and v.rule_ids == ("dp.turn.miss",)
    assert "Nicht erlaubt" in ex.feedback.value
    assert "Dein Zug" in ex.prompt_html.value
    rulings = rules_html("dice-pyramid", "ruling")
    assert "RULING" in rulings and "SEED" not in rulings.split("</style>")[1]
    assert "ENTSCHEID" in rules_html("dice-pyramid", "ruling", "de")


@pytest.mark.rules("dp.card.hall-of-hieroglyphs")
def test_a_german_learner_reads_the_refusal_in_german(three_threes):
    choices = [Choice("Halle", [Action("take", ("Hall of Hieroglyphs",))])]
    v = Exercise(three_threes, "?", choices, lang="de").choose(0)
    assert not v.legal and v.rule_ids == ("dp.card.hall-of-hieroglyphs",)
    assert "erfüllen die Aufgabe" in v.reason and "do not meet" not in v.reason
    ex = Exercise(three_threes, "?", choices, lang="de")
    ex.choose(0)
    assert "erfüllen die Aufgabe" in ex.feedback.value  # what the learner sees
    ex.set_language("en")  # the same choice in English gives the English sentence
    assert "do not meet" in ex.verdict(choices[0]).reason


def _chamber_choices():
    """Showcase 10 at the King's Chamber (12): Ladder 2 wins at once; Ladder 3 is not allowed."""
    state = ImBannState.from_position(hands=[["ladder-2", "ladder-3"], ["torch-1"]],
                                      showcases=[["ladder-5", "ladder-4", "ladder-1"], []],
                                      positions=[4, 0], depot="ladder", seed=3)
    choices = [
        Choice("Ladder 3, enter", [Action("equip", ("ladder-3",)), Action("complete")]),
        Choice("Ladder 2, enter", [Action("equip", ("ladder-2",)), Action("complete")]),
    ]
    return state, choices


@pytest.mark.rules("ib.chamber.exact")
def test_the_coach_judges_legal_choices_and_the_rule_the_illegal_one():
    state, choices = _chamber_choices()
    ex = Exercise(state, "Which card?", choices, judge=coach_judge(choices, config=EIGHT),
                  viewer=0)
    illegal, win = ex.choose(0), ex.choose(1)
    assert not illegal.legal and illegal.rule_ids == ("ib.chamber.exact",)  # the rule decides
    assert win.good and win.odds == ("The coach (each choice played on 8 times from what you "
                                     "can know, strong bots playing after it): this is its best "
                                     "choice: 100 % ± 16.2 % to win.")
    assert ex.choose(1) == win                                 # the same verdict again
    de = Exercise(state, "?", choices, judge=coach_judge(choices, "de", config=EIGHT),
                  lang="de").choose(1)
    assert de.good and "das ist seine beste Wahl: 100 % ± 16.2 % Siegchance" in de.odds


@pytest.mark.rules("rp.pyramid.temple", "rp.pyramid.wrong-temple")
def test_a_choice_is_good_when_the_coach_cannot_tell_it_from_its_best():
    from pyramid_explorer.coach import rank_lines
    from pyramid_explorer.games.ramses_pyramid import from_position

    west = 3
    which = from_position(seed=3, players=3, adventurers=[{"layer": 1, "side": west}, {}, {}],
                          tents=[[], [], []], seen={0: {"A": 2, "C": 5}}, player=0, turn=6)
    which = which.apply(Action("climb")).apply(Action("roll", (2, "plain")))
    choices = [Choice("Temple C", [Action("up", (6,))]), Choice("Temple A", [Action("up", (2,))]),
               Choice("Stop", [Action("stop")])]
    judge = coach_judge(choices, config=SearchConfig(positions=24, seed=2))
    ranked = rank_lines(which, [c.actions for c in choices],
                        config=SearchConfig(positions=24, seed=2))
    best = max(ranked, key=lambda e: e.win_chance)
    verdicts = [judge(which, c.actions, which) for c in choices]
    for (good, sentence), mine in zip(verdicts, ranked, strict=True):
        behind, margin = best.paired(mine)
        assert good is (behind - margin <= 0)                  # the paired interval decides
        if mine.win_chance < best.win_chance:
            label = choices[ranked.index(best)].label
            assert f"it prefers “{label}”" in sentence
        else:
            assert "this is its best choice" in sentence
    assert any(good for good, _ in verdicts)


def test_the_coachs_verdict_depends_only_on_what_the_learner_can_know():
    import random
    from dataclasses import replace

    from pyramid_explorer.coach import rank_lines

    state = games.new_game("im-bann-der-pyramide", seed=4, players=3)
    lines = [[a] for a in state.legal_actions()[:3]]
    seat = state.current_player()
    first = rank_lines(state, lines, config=SearchConfig(positions=6, seed=2))
    spec = games.spec(state.game_id)
    other = replace(spec.resample_hidden(state, seat, random.Random(9)), seed=77)
    assert other.observation(seat) == state.observation(seat) and other != state
    assert rank_lines(other, lines, config=SearchConfig(positions=6, seed=2)) == first
    choices = [Choice(str(line[0]), line) for line in lines]
    judge = coach_judge(choices, config=SearchConfig(positions=6, seed=2))
    verdicts = [judge(s, lines[1], s) for s in (state, other)]
    assert verdicts[0] == verdicts[1]


def test_the_coach_judges_pyramidenbau_by_points():
    from pyramid_explorer.games.pyramidenbau.geometry import SIDE_CELLS, cell_name
    from pyramid_explorer.games.pyramidenbau.setup import position

    full = {cell_name(c): "R" * min(c[0], c[1], 7 - c[0], 7 - c[1]) + "B" for c in SIDE_CELLS[0]}
    capped = position(seed=1, cells=full, complete_before=True, roll=5)
    choices = [Choice("Cap", [Action("cap")]), Choice("Reveal", [Action("reveal")])]
    judge = coach_judge(choices, config=SearchConfig(positions=4, seed=1))
    good, sentence = judge(capped, choices[0].actions, capped)
    assert " points (" in sentence and "% to win)" in sentence and "4 times" in sentence
