"""The explorer's frames (:mod:`pyramid_explorer.ui.model.frame`), built without a widget:
every registered game, both languages, the referee's and each player's view, and hidden
information compared across ``resample_hidden`` at frame level."""

from __future__ import annotations

import dataclasses
import random
import sys

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import TERMINAL
from pyramid_explorer.ui.adapters import get
from pyramid_explorer.ui.model.frame import REFEREE, Flags, Frame, make_frame
from pyramid_explorer.ui.model.session import HUMAN, Session

GAMES = games.available()
STEPS = 12


def played(game_id: str, steps: int = STEPS, **kwargs) -> Session:
    s = Session(game_id, seed=3, **kwargs)
    for _ in range(steps):
        if s.to_move() == TERMINAL:
            break
        s.step()
    return s


def texts(frame: Frame) -> list[str]:
    """Every text a frame holds (what reaches the page), its game states left out."""
    out: list[str] = []

    def walk(value) -> None:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                if f.compare and f.name not in ("state_id",):
                    walk(getattr(value, f.name))
        elif isinstance(value, (tuple, list)):
            for v in value:
                walk(v)
        elif isinstance(value, str):
            out.append(value)
        elif hasattr(value, "label") and hasattr(value, "kind"):  # an Action
            out.append(repr(value))

    walk(frame)
    return out


def test_a_frame_needs_no_widget_library():
    """Building a frame loads neither ipywidgets nor plotly (the adapter's words do not either;
    its odds panel, which draws, is made by the explorer, not the frame)."""
    import subprocess

    code = ("import sys; from pyramid_explorer.ui.model.frame import make_frame; "
            "from pyramid_explorer.ui.model.session import Session; "
            "from pyramid_explorer.ui.adapters.generic import ADAPTER; "
            "s = Session('ramses-pyramid', seed=1); s.step(); make_frame(s, ADAPTER); "
            "print(sorted(m for m in ('ipywidgets', 'plotly') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_frame_in_both_languages(game_id, lang):
    s = played(game_id)
    s.lang = lang
    frame = make_frame(s, get(game_id))
    assert frame.lang == lang and frame.game_id == game_id
    assert frame.timeline.position == s.position == frame.log.current
    assert f"{s.position}/{s.length}" in frame.timeline.label_html
    assert frame.table.html.startswith('<div class="pe-status">')
    assert frame.why.html and "Traceback" not in frame.why.html
    assert [e[0] for e in frame.log.entries][-1] == s.position
    assert frame.seats.seats == tuple(s.seats) and frame.seats.view == REFEREE
    assert frame.nav.undo_enabled == (s.position > 0)
    start = "0. Start of the game" if lang == "en" else "0. Spielbeginn"
    assert frame.log.entries[0][:2] == (0, start)   # the log begins with the deal, in lang
    if s.to_move() >= 0 and s.seats[s.to_move()] != HUMAN:
        labels = [label for _title, group in frame.moves.groups for label, _a in group]
        covered = get(game_id)
        assert labels or covered.make_composer(lambda a: None) is not None


def test_the_languages_differ_and_a_frame_is_a_value():
    s = played("im-bann-der-pyramide")
    en = make_frame(s, get(s.game_id))
    s.lang = "de"
    de = make_frame(s, get(s.game_id))
    assert en.nav.step_label != de.nav.step_label and en.why.html != de.why.html
    s.lang = "en"
    assert make_frame(s, get(s.game_id)) == en  # same session, same frame
    with pytest.raises(dataclasses.FrozenInstanceError):
        en.nav.step_label = "x"  # type: ignore[misc]


def test_flags_change_only_their_slices():
    s = played("dice-pyramid", 3)
    still = make_frame(s, get(s.game_id))
    running = make_frame(s, get(s.game_id), Flags(playing=True))
    assert (still.nav.stop_enabled, running.nav.stop_enabled) == (False, True)
    assert running.nav.autoplay_enabled is False
    assert (still.table, still.why, still.log, still.moves) == (
        running.table, running.why, running.log, running.moves)


@pytest.mark.parametrize("game_id", [g for g in GAMES if games.spec(g).hidden_information])
def test_a_player_view_hides_the_save_and_the_other_seats_moves(game_id):
    s = played(game_id, 8)
    for viewer in range(s.num_players):
        s.view = viewer
        frame = make_frame(s, get(game_id))
        assert frame.extras.referee_only and "pe-save-note" in frame.save.html
        assert "base64" not in frame.save.html
        to_move = s.to_move()
        if to_move >= 0 and to_move != viewer:
            assert frame.moves.groups == () and not frame.odds.advisor_shown


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", [g for g in GAMES
                                     if games.spec(g).resample_hidden is not None])
def test_a_player_view_frame_is_the_same_for_every_hidden_deal(game_id, lang):
    """Redraw what the viewer cannot see: every text of the frame stays the same."""
    resample = games.spec(game_id).resample_hidden
    base = played(game_id, 10)
    for viewer in range(base.num_players):
        seen = set()
        for k in range(3):
            state = resample(base.state, viewer, random.Random(f"{game_id}:{viewer}:{k}"))
            s = Session(game_id, seed=base.seed, players=base.num_players)
            s.start_from(state)
            s.view = viewer
            s.lang = lang
            seen.add(tuple(texts(make_frame(s, get(game_id)))))
        s = Session(game_id, seed=base.seed, players=base.num_players)
        s.start_from(base.state)
        s.view, s.lang = viewer, lang
        seen.add(tuple(texts(make_frame(s, get(game_id)))))
        assert len(seen) == 1, f"{game_id}: viewer {viewer} can tell the deals apart"


def test_the_referee_frame_does_show_the_deal():
    """The comparison above can fail: the referee's frame does change with the hidden deal."""
    game_id = next(g for g in GAMES if games.spec(g).resample_hidden is not None)
    resample = games.spec(game_id).resample_hidden
    base = played(game_id, 10)
    frames = set()
    for k in range(4):
        s = Session(game_id, seed=base.seed, players=base.num_players)
        s.start_from(resample(base.state, 0, random.Random(k)))
        frames.add(tuple(texts(make_frame(s, get(game_id)))))
    assert len(frames) > 1
