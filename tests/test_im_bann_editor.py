"""The Im Bann position editor in the explorer: valid positions start the game there (undoable,
shareable), refused ones say why and lose nothing; only the referee may use it."""

from __future__ import annotations

import html

import pytest

from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model import share

GAME = "im-bann-der-pyramide"


@pytest.fixture
def ex() -> Explorer:
    explorer = Explorer(GAME, seed=5, players=3)
    for _ in range(4):
        explorer.step()
    return explorer


def editor(ex: Explorer):
    ed = ex.panels.extras.editor
    ed.toggle.value = True  # what clicking "Set up a position…" does
    return ed


def test_only_im_bann_has_the_editor_button():
    assert Explorer("dice-pyramid", seed=1).panels.extras.editor_slot.children == ()
    im_bann = Explorer(GAME, seed=1)
    assert im_bann.panels.extras.editor_slot.children[0].description == "✎ Set up a position…"


def test_the_fields_start_as_the_table_and_starting_from_them_keeps_the_position(ex):
    table = ex.state
    ed = editor(ex)
    assert ed.fields["hand0"].value.split() == table.codes(table.hands[0])
    assert ed.fields["depot"].value == table.depot
    ed.fields["rest"].value = "draw"
    assert ed.start()
    s = ex.state
    assert ex.session.position == 0 and ex.session.length == 0
    for q in range(3):
        assert s.codes(s.hands[q]) == table.codes(table.hands[q])
        assert sorted(s.codes(s.showcases[q])) == sorted(table.codes(table.showcases[q]))
    assert (s.depot, s.adventure_values, s.turn_player) == (
        table.depot, table.adventure_values, table.turn_player)


def test_a_teachers_position_is_played_on_undone_and_shared(ex):
    ed = editor(ex)
    f = ed.fields
    f["hand0"].value = "rope-3, torch-1 pickaxe-2"
    f["show0"].value = "pickaxe-5"
    f["hand1"].value = "rope-1"
    f["show1"].value = ""
    f["hand2"].value = "torch-4"
    f["show2"].value = "rope-2 rope-2"
    f["depot"].value = "rope"
    f["adventures"].value = "7, 8, 9, 10"
    f["turn"].value = 1
    f["mummy"].value = 2
    assert ed.start()
    s = ex.state
    assert s.codes(s.hands[0]) == ["pickaxe-2", "rope-3", "torch-1"]
    assert s.showcase_sum(0) == 5 and s.depot == "rope" and s.current_player() == 1
    assert s.mummy == 2 and "started from your position" in ed.message.value.lower()
    assert "Play Rope 1" in ex.move_labels  # the engine's moves in the new position
    link = share.decode(ex.share_fragment())
    assert link.notices == [] and link.final.snapshot() == s.snapshot()
    ex.step()
    ex.buttons["undo_new"].click()
    assert ex.session.position == 4 and ex.state.start_position() is None


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("hand0", "rope-3 dragon-9", "'dragon-9' is not a card"),
    ("hand1", " ".join(["magic"] * 9), "card counts do not add up"),
    ("adventures", "7 eight 9", "adventures must be whole numbers"),
    ("pos1", 9, "position of P2 must be"),
])
def test_an_impossible_position_is_refused_and_nothing_is_lost(ex, field, value, reason):
    before = ex.state
    ed = editor(ex)
    ed.fields[field].value = value
    assert not ed.start()
    message = html.unescape(ed.message.value)
    assert reason in message and "cannot exist" in message
    assert ed.fields[field].value == value            # what was typed stays
    assert ex.state is before and ex.session.position == 4  # the game is untouched


def test_german_refusal_and_labels_keep_the_typed_fields(ex):
    ed = editor(ex)
    ed.fields["hand0"].value = "rope-3 rope-3 rope-3 rope-3 rope-3 rope-3 rope-3 rope-3"
    ex.set_language("de")
    assert ed.fields["hand0"].description == "P1 ● Hand"
    assert ed.fields["hand0"].value.startswith("rope-3 rope-3")
    assert not ed.start()
    message = html.unescape(ed.message.value)
    assert "Diese Stellung ist nicht möglich" in message
    assert "die Kartenzahlen stimmen nicht" in message  # the engine's reason, in German too
    assert "do not add up" not in message


def test_in_a_players_view_the_editor_is_closed_holds_no_card_and_refuses(ex):
    ed = editor(ex)
    ed.fields["hand1"].value = "rope-1 torch-2"
    typed = {k: f.value for k, f in ed.fields.items()}
    ex.set_view(0)
    assert ed.toggle.disabled and ed.body.layout.display == "none"
    # not even the folded fields name a card while a player looks (the page could read them)
    assert all(f.value == "" for k, f in ed.fields.items() if k.startswith(("hand", "show")))
    ed.open()
    assert "referee" in ed.message.value and ed.body.layout.display == "none"
    ex.set_view(None)
    assert {k: f.value for k, f in ed.fields.items()} == typed  # nothing lost
