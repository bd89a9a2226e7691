"""The Why panel explains each step with what is on the table, says why a bot chose its move,
names chance steps in words, marks each rule's first use, and the log can keep only those.

Widget tests (no browser): every game, fixed seeds, English and German.
"""

from __future__ import annotations

import html
import re

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, Action
from pyramid_explorer.games.dice_pyramid.actions import CARD, ROOM_NUMBER, room_name
from pyramid_explorer.sim import play_out
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.common.widget_texts import widget_texts

NEW_MARK = re.compile(r'class="pe-rule pe-rule-new" data-rule-id="([^"]+)"><span class="pe-badge '
                      r'pe-badge-new"')


def step_text(ex: Explorer) -> str:
    """The step explanation line of the Why panel ("" when there is none)."""
    m = re.search(r'class="pe-why-step"[^>]*>(.*?)</div>', ex.rule_html)
    return html.unescape(m.group(1)) if m else ""


def bot_text(ex: Explorer) -> str:
    m = re.search(r'class="pe-why-bot"[^>]*>(.*?)</div>', ex.rule_html)
    return html.unescape(re.sub(r"<[^>]+>", "", m.group(1))) if m else ""


def shown_ids(ex: Explorer) -> list[str]:
    return re.findall(r'class="pe-rule[^"]*" data-rule-id="([^"]+)"', ex.rule_html)


def finished(game_id: str, seed: int, **options) -> Explorer:
    """An explorer at the end of the game its seats' bots play from ``seed`` (played out
    without drawing every step, then loaded: the same game as pressing Step to the end)."""
    ex = Explorer(game_id, seed=seed, **options)
    root = ex.state
    bots = [ex.session.bot(seat) for seat in range(root.num_players)]
    final = play_out(root, bots)
    assert ex.start_from(root, final.history[len(root.history):]), ex.problem
    ex.jump(ex.session.length)
    return ex


def step_until(ex: Explorer, done, limit: int = 3000) -> None:
    for _ in range(limit):
        assert ex.step(), ex.problem
        if done(ex):
            return
    raise AssertionError("the position never came")


# ------------------------------------------------------------------ what the step did
def test_taking_a_room_names_the_dice_on_the_table_and_the_rooms_pattern():
    ex = Explorer("dice-pyramid", seed=4)
    step_until(ex, lambda e: e.state.last_action().kind == "take"
               and e.state.last_action().args[0] != "Entrance")
    before = ex.session.log(range(ex.session.position, ex.session.position + 1))[0].before
    room = ex.state.last_action().args[0]
    card = CARD[ROOM_NUMBER[room]]
    dice = " ".join(map(str, before.dice))
    assert step_text(ex).startswith(f"Your {dice} meet {room}'s {card.challenge}: ")
    assert card.room_text.en in step_text(ex)
    ex.set_language("de")
    assert step_text(ex).startswith(f"Deine {dice} erfüllen {room_name(card.number, 'de')}")


def test_a_reroll_says_which_dice_were_kept():
    ex = Explorer("dice-pyramid", seed=3)
    assert ex.set_outcome("3 3 3 5 1")
    assert ex.apply(Action("reroll", (3, 4)))
    assert step_text(ex) == "Kept 3 3 3; 2 dice are rolled again (1 re-roll left after this)."
    ex.set_language("de")
    assert step_text(ex) == ("Behalten: 3 3 3; neu gewürfelt werden 2 Würfel "
                             "(danach noch 1 Neuwurf).")


def test_im_bann_completing_shows_the_showcase_sum_against_the_adventure():
    ex = Explorer("im-bann-der-pyramide", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "complete")
    entry = ex.session.log(range(ex.session.position, ex.session.position + 1))[0]
    seat, b = entry.seat, entry.before
    total, target = b.showcase_sum(seat), b.target(seat)
    assert f"showcase sums to {total} against" in step_text(ex)
    assert f"'s {target}: completed" in step_text(ex)
    ex.set_language("de")
    assert f"Auslage {total} gegen {target}" in step_text(ex)


def test_im_bann_playing_equipment_gives_the_new_sum_of_the_target():
    ex = Explorer("im-bann-der-pyramide", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "equip")
    seat = ex.session.log(range(ex.session.position, ex.session.position + 1))[0].seat
    s = ex.state
    assert f"sum {s.showcase_sum(seat)} of {s.target(seat)}" in step_text(ex)


def test_pyramidenbau_building_names_the_layer_and_how_full_it_is():
    ex = Explorer("pyramidenbau", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "build")
    text = step_text(ex)
    m = re.fullmatch(r"A \w+ stone on ([a-h][1-8]): layer (\d) of side ([NESW]) now has "
                     r"(\d+) of (\d+) stones\.", text)
    assert m, text
    assert 1 <= int(m.group(4)) <= int(m.group(5))


def test_ramses_climb_names_the_layer_and_an_opened_temple_only_to_who_may_know():
    ex = Explorer("ramses-pyramid", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "up"
               and isinstance(e.state.last_action().args[0], int))
    space = ex.state.last_action().args[0]
    referee = step_text(ex)
    assert re.search(rf"climbs to layer \d.*: the temple on space {space} showed \w+"
                     r"( – the wrong colour, P\d \S now stands on [^;]*)?(; .*)?\.$", referee), referee
    seat = ex.session.log(range(ex.session.position, ex.session.position + 1))[0].seat
    for viewer in range(ex.state.num_players):
        ex.set_view(viewer)
        knows = any(t["space"] == space and t["colour"]
                    for t in ex.state.observation(viewer)["temples"])
        assert ("showed" in step_text(ex)) == knows, (viewer, seat, step_text(ex))
        assert "climbs to layer" in step_text(ex)


# ------------------------------------------------------------------ chance steps and badges
@pytest.mark.parametrize("game_id", ["dice-pyramid", "ramses-pyramid", "pyramidenbau"])
def test_a_roll_is_named_in_words_not_as_the_internal_clause(game_id):
    ex = Explorer(game_id, seed=2)
    step_until(ex, lambda e: e.session.log(range(e.session.position,
                                                 e.session.position + 1))[0].seat < 0)
    assert "Chance: the dice were rolled." in ex.rule_html
    assert "engine.chance" not in shown_ids(ex)                  # no internal clause box
    assert "Chance decides" not in ex.rule_html and "(engine.chance)" not in ex.rule_html
    ex.set_language("de")
    assert "Zufall: Die Würfel wurden geworfen." in ex.rule_html


def test_the_rulebook_badge_replaces_seed_in_both_languages():
    ex = Explorer("dice-pyramid", seed=3)
    ex.step()
    ex.step()
    assert "RULEBOOK" in ex.rule_html and "SEED" not in ex.rule_html
    ex.set_language("de")
    assert "REGELHEFT" in ex.rule_html


# ------------------------------------------------------------------ bots say why
def test_the_greedy_bots_reroll_says_what_it_keeps_and_its_chance():
    ex = Explorer("dice-pyramid", seed=4)
    step_until(ex, lambda e: e.state.last_action().kind == "reroll")
    reason = bot_text(ex)
    assert re.search(r"greedy: keeps [1-6 ]+ \(aiming at [A-Z][\w' ]+\): \d+ % to meet an open "
                     r"room with this roll; \d re-rolls? left after it\.", reason), reason
    assert reason.split(": ", 1)[1] in ex.log_texts[-1]        # the log entry says it too
    ex.set_language("de")
    assert bot_text(ex).startswith("Warum der Bot so zog: gierig: behält ")


@pytest.mark.parametrize("game_id", ["im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau"])
def test_the_heuristic_bots_give_their_rule_of_thumb(game_id):
    ex = Explorer(game_id, seed=3)
    reasons = set()
    for _ in range(60):
        assert ex.step(), ex.problem
        entry = ex.session.log(range(ex.session.position, ex.session.position + 1))[0]
        if entry.seat >= 0:
            bot = ex.session.bot(entry.seat)
            expected = bot.reason(entry.before, entry.action, "en")
            if expected:
                assert bot_text(ex).endswith(expected)
                reasons.add(expected)
    assert reasons, "no bot move was explained"


def test_a_move_made_by_hand_is_not_explained_as_a_bots():
    ex = Explorer("dice-pyramid", seed=3)
    ex.set_seat(0, "human")
    assert ex.set_outcome("3 3 3 5 1")
    bot_move = ex.session.bot(0).choose(ex.state)
    assert ex.apply(bot_move)
    assert bot_text(ex) == ""
    assert " — " not in ex.log_texts[-1]


def test_another_players_bot_reason_stays_hidden_in_a_players_view():
    ex = Explorer("im-bann-der-pyramide", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "draw")
    seat = ex.session.log(range(ex.session.position, ex.session.position + 1))[0].seat
    assert bot_text(ex)                                        # the referee sees it
    ex.set_view(seat)
    assert bot_text(ex)                                        # so does the bot's own seat
    other = (seat + 1) % ex.state.num_players
    ex.set_view(other)
    assert bot_text(ex) == ""
    assert all("Why the bot" not in t and "has nothing useful" not in t
               for t in widget_texts(ex.widget))


def test_bot_names_are_german_in_the_seat_menu():
    ex = Explorer("dice-pyramid", seed=3)
    ex.set_language("de")
    texts = " ".join(widget_texts(ex.widget))
    assert "gierig" in texts and "zufällig" in texts


# ------------------------------------------------------------------ new rule and log filter
@pytest.mark.parametrize("game_id", games.available())
def test_new_rule_is_marked_at_first_use_only_and_the_log_filter_keeps_those_steps(game_id):
    ex = Explorer(game_id, seed=1)
    seen: set[str] = set()
    firsts = []
    for _ in range(40):
        if not ex.step():
            break
        shown = set(shown_ids(ex))
        marked = set(NEW_MARK.findall(ex.rule_html))
        fresh = shown - seen
        assert marked == fresh, (ex.session.position, marked, fresh)
        if fresh:
            firsts.append(ex.session.position)
        seen |= shown
    assert firsts and firsts[0] <= 2
    ex.panels.log.first_only.value = True
    steps = [int(t.split(".", 1)[0]) for t in ex.log_texts]
    assert steps == [0, *firsts]
    ex.panels.log.first_only.value = False
    assert len(ex.log_texts) == ex.session.length + 1


def test_the_first_use_filter_reaches_back_beyond_the_log_window_of_a_long_game():
    ex = finished("pyramidenbau", 3)
    assert ex.session.length > 1000 and ex.log_texts[0].startswith(f"{ex.session.length - 200}.")
    ex.panels.log.first_only.value = True
    steps = [int(t.split(".", 1)[0]) for t in ex.log_texts]
    assert steps[:2] == [0, 1] and steps == sorted(steps) and len(steps) < 80
    rules_met = set()
    for entry in ex.session.log():                    # kept: exactly the steps meeting a rule
        new = set(entry.after.last_rules) - rules_met - {"engine.chance"}
        assert (entry.step in steps) == bool(new), entry.step
        rules_met |= set(entry.after.last_rules)


def test_new_rule_marks_follow_the_line_after_undo():
    ex = Explorer("dice-pyramid", seed=3)
    for _ in range(3):
        ex.step()
    ex.undo()
    ex.undo()
    ex.redo()
    assert "New rule" in ex.rule_html                          # step 2 is still a first use
    ex.set_language("de")
    assert "Neue Regel" in ex.rule_html


# ------------------------------------------------------------------ end of the game
RESULTS = {
    "dice-pyramid": (4, "Won: the Golden Ankh in 13 turns (10 rooms).",
                     "Gewonnen: das Goldene Anch in 13 Zügen (10 Räume)."),
    "im-bann-der-pyramide": (3, "P2 ■ wins: first to complete the King's Chamber.",
                             "P2 ■ gewinnt: als Erster die Königskammer bestanden."),
    "ramses-pyramid": (3, "P1 ● wins: Ramses defeated.", "P1 ● gewinnt: Ramses besiegt."),
    "pyramidenbau": (3, "P4 ◆ wins with 27 points; P1 ● 25, P2 ■ 16, P3 ▲ 16.",
                     "P4 ◆ gewinnt mit 27 Punkten; P1 ● 25, P2 ■ 16, P3 ▲ 16."),
}


@pytest.mark.parametrize("game_id", sorted(RESULTS))
def test_the_end_of_a_seeded_game_in_words_and_in_the_odds_panel(game_id):
    seed, english, german = RESULTS[game_id]
    ex = finished(game_id, seed)
    assert ex.state.is_terminal()
    assert ex.step() is False and html.escape(english) in ex.rule_html   # Step says it too
    assert f"Result: {html.escape(english)}" in ex.state_html
    assert html.escape(english) in ex.odds.html()
    assert ex.odds.widget.children == (ex.odds.text,)          # no empty chart
    ex.set_language("de")
    assert html.escape(german) in ex.odds.html()
    assert f"Ergebnis: {html.escape(german)}" in ex.state_html
    ex.undo()                                                  # the game goes on: odds again
    assert "Das Spiel ist vorbei" not in ex.odds.html()
    assert ex.odds.figure is not None and ex.odds.widget.children[0] is not ex.odds.text


def test_a_lost_dice_pyramid_game_says_how_it_was_lost():
    ex = finished("dice-pyramid", 0)
    assert "Lost after 15 turns: no relic left to discard (9 rooms)." in ex.odds.html()


def test_im_bann_multi_game_result_lists_minus_points_fewest_first():
    ex = finished("im-bann-der-pyramide", 3, multi_game=True)
    minus = ex.state.minus_points()
    text = ex.adapter.result_text(ex.state, "en")
    assert text.startswith("Minus points (fewer is better): ")
    listed = [int(n) for n in re.findall(r"[●■▲◆] (\d+)", text)]
    assert listed == sorted(minus)
    assert ex.adapter.result_text(ex.state, "de").startswith("Minuspunkte")


# ------------------------------------------------------------------ German citations
NOT_TRANSLATED: set[str] = set()  # clause ids whose citation reads the same in both languages


def test_every_clause_cites_its_rulebook_in_german():
    for gid in games.available():
        games.spec(gid)
    same = [c.id for c in RULES.all() if c.cite("de") == c.source and c.id not in NOT_TRANSLATED]
    assert same == []
    assert RULES.get("dp.turn.rerolls").cite("de") == "Dice-Pyramid-Regelheft, Spielzug („Turn Structure“)"
    assert RULES.get("ib.turn.end").cite("de").startswith("Spielregel „Im Bann der Pyramide“, Spielablauf")


def test_the_why_panel_and_the_cli_show_german_citations(capsys):
    from pyramid_explorer.cli import main

    ex = Explorer("dice-pyramid", seed=3)
    ex.step()
    ex.set_language("de")
    assert "Regelheft: Dice-Pyramid-Regelheft, Spielzug" in ex.rule_html
    assert main(["rules", "ramses-pyramid", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "(Spielregel Ramses Pyramid (LEGO 3843), Seed-Seite, Das Spiel)" in out
    assert "seed page" not in out


def test_the_rules_view_groups_by_the_german_section_headings():
    from pyramid_explorer.ui.dashboard.rules_view import RulesView

    view = RulesView("im-bann-der-pyramide", lang="de")
    texts = " ".join(widget_texts(view.widget))
    assert "Spielablauf" in texts and "Course of Play" not in texts


def test_the_why_texts_are_widget_texts_so_the_hidden_information_test_compares_them():
    ex = Explorer("im-bann-der-pyramide", seed=3)
    step_until(ex, lambda e: e.state.last_action().kind == "equip")
    seat = ex.session.log(range(ex.session.position, ex.session.position + 1))[0].seat
    ex.set_view(seat)
    texts = "\n".join(widget_texts(ex.widget))
    assert step_text(ex) and html.escape(step_text(ex)) in texts
    assert bot_text(ex) and html.escape(bot_text(ex).split(": ", 1)[1]) in texts


# ------------------------------------------------------------------ Odds Lab
def test_each_relic_checkbox_shows_its_ability_next_to_its_name():
    from pyramid_explorer.games.dice_pyramid.actions import RELIC_NUMBER
    from pyramid_explorer.ui.odds_lab import OddsLab

    lab = OddsLab()
    assert lab.relic_boxes                                         # (the relic choices exist)
    for name, box in lab.relic_boxes.items():
        ability = CARD[RELIC_NUMBER[name]].relic_text
        assert box.description == name and box.tooltip == ability.en
        assert html.escape(ability.en) in lab.abilities[name].value
    lab.set_language("de")
    fang = lab.relic_boxes["Jackal's Fang"]
    assert fang.description == "Schakalzahn"
    assert "Drei Würfel deiner Wahl noch einmal werfen." in lab.abilities["Jackal's Fang"].value
    texts = widget_texts(lab.widget)
    where = next(i for i, t in enumerate(texts) if t == "Checkbox.description: Schakalzahn")
    assert "Drei Würfel deiner Wahl" in " ".join(texts[where:where + 4])   # right beside it
