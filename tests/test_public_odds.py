"""The room's odds: Im Bann der Pyramide's and Ramses Pyramid's odds in a shared table's public
view, computed from what a viewer who holds no seat can see (issue 25).

The key test: every number and every word of the public odds stays the same when each seat's
``resample_hidden`` in turn redraws what that seat cannot see (so every hand, the draw order and
every temple nobody opened), while the referee's odds — the same panel for a knowing seat —
do change under those redraws (so the comparison would catch a public view that read them).
Then the numbers themselves on fixed seeds, checked by hand, and the seats' own odds: they use
only what that seat knows.
"""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction
from math import comb
from typing import Any

import pytest
from playouts import cases, spread, trajectory
from test_tables_public import redrawn_for_everyone, shown

from pyramid_explorer import games
from pyramid_explorer.games import new_game
from pyramid_explorer.games.im_bann.odds import draw_odds
from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer
from pyramid_explorer.games.ramses_pyramid.quick import replace
from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.adapters.im_bann import summary_html as im_bann_html
from pyramid_explorer.ui.adapters.ramses_pyramid import ramses_odds
from pyramid_explorer.ui.adapters.ramses_pyramid import summary_html as ramses_html
from pyramid_explorer.ui.tables.public_page import PublicPage
from pyramid_explorer.ui.tables.public_view import onlooker

IB, RP = "im-bann-der-pyramide", "ramses-pyramid"
ODDS = {IB: (draw_odds, im_bann_html), RP: (ramses_odds, ramses_html)}
POSITIONS = 12
REDRAWS = 3


def odds_and_words(state: Any, viewer: int | None) -> tuple[Any, str, str]:
    """The odds (exact numbers) and their text in both languages, as ``viewer`` may know them."""
    compute, words = ODDS[state.game_id]
    odds = compute(state, viewer)
    return odds, words(odds, "en"), words(odds, "de")


def privately_seen(state: Any) -> bool:
    """Ramses: the player to move stands on the pyramid and saw a temple nobody opened (its
    climb odds then depend on colours the room cannot see)."""
    seat = state.player
    opened = {tid for *_, tid, how in state.looks if how == "open"}
    return state.advs[seat].on_pyramid and any(
        state.knows(seat, t) and t not in opened for t in range(len(state.temple_colours)))


@pytest.mark.parametrize("game_id", [IB, RP])
def test_the_rooms_odds_stay_the_same_whatever_nobody_can_see(game_id):
    compared = referee_changed = telling = 0
    for case in cases(seeds=(1, 2, 3)):
        if case[0] != game_id:
            continue
        _, seed, n, options = case
        states = trajectory(game_id, seed, n, options)
        for i in spread(states, POSITIONS):
            state = states[i]
            if state.is_terminal():
                continue
            viewer = onlooker(state)
            mine = odds_and_words(state, viewer)
            assert mine[0].public and "room" in mine[1] and "Raum" in mine[2]
            assert f"P{viewer + 1}" not in mine[1] + mine[2]          # no seat that is nobody's
            referee = odds_and_words(state, None)
            telling += game_id == IB or privately_seen(state)
            rng = random.Random(f"{game_id}:{seed}:{n}:{i}")
            for _ in range(REDRAWS):
                other = redrawn_for_everyone(state, rng)
                assert other.observation(viewer) == state.observation(viewer)
                assert odds_and_words(other, viewer) == mine, (seed, n, i)
                compared += 1
                referee_changed += odds_and_words(other, None) != referee
    assert compared > 100 and telling > 10
    # the referee's odds (a knowing seat's) move with the redraws: reading them would fail above
    assert referee_changed > 10


def test_the_public_page_shows_the_rooms_odds_the_same_whatever_the_hidden_cards(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    for game_id in (IB, RP):
        table = store.open(game_id, seed=2, players=3, humans=[0, 1, 2])
        page = PublicPage(store, table.code, lang="de")
        states = trajectory(game_id, 2, 3, {})
        for i in spread(states, 6):
            if states[i].is_terminal():
                continue
            texts = shown(page, states[i])
            assert page.odds.widget.layout.display != "none"              # shown, not a note
            assert any(page.odds.html() in text for text in texts) and "Raum" in page.odds.html()
            other = redrawn_for_everyone(states[i], random.Random(i))
            assert shown(page, other) == texts


# ---------------------------------------------------------------------------- Im Bann, by hand
def test_im_bann_rooms_odds_at_the_start_by_hand():
    """54 cards: 9 equipment cards of each of the 4 items, 18 special cards; at the start no
    card is open, so all 54 are unseen (39 in the pile, 3 × 5 in hands) and a card of the
    depot's item or a special card — 9 + 18 = 27 — is playable."""
    s = new_game(IB, seed=3, players=3)
    odds = draw_odds(s, onlooker(s))
    assert (odds.unseen, odds.pile, odds.in_hands, odds.playable) == (54, 39, 15, 27)
    assert odds.p_next == pytest.approx(27 / 54)
    assert odds.p_two == pytest.approx(1 - comb(27, 2) / comb(54, 2))    # 1 - 351/1431
    assert dict(odds.by_category)["special"] == 18
    text = im_bann_html(odds, "en")
    assert "50.0 %</b> (27 of 54)" in text and "75.5 %" in text
    assert "39 in the draw pile, 15 in hands" in text
    assert "27 von 54" in im_bann_html(odds, "de")
    seat = draw_odds(s, 0)                        # P1 knows its own 5 cards: 49 unseen
    assert seat.unseen == 49 and not seat.public


def test_im_bann_an_open_showcase_leaves_the_rooms_unseen_cards():
    """A card put in a showcase is open to all: the room's unseen count drops by one and, if
    it was playable, so does the playable count."""
    states = trajectory(IB, 1, 2, {})
    for before, after in zip(states, states[1:], strict=False):
        shown_before = sum(len(c) for c in before.observation(2)["showcases"])
        shown_after = sum(len(c) for c in after.observation(2)["showcases"])
        if shown_after == shown_before + 1 and len(after.discard) == len(before.discard):
            a, b = draw_odds(before, 2), draw_odds(after, 2)
            assert b.unseen == a.unseen - 1
            return
    pytest.fail("no card went into a showcase in this game")


def test_im_bann_an_empty_draw_pile_means_the_discards_come_next():
    """Seed 3, three players, the 39 cards of the draw pile moved to the discard pile: they
    are reshuffled to come next (``ib.draw.reshuffle``) and are open to all. Ladders are the
    depot's item: 8 ladders and 10 special cards of the 39 are playable, so the next card is
    with 18/39 and one of two with 1 - C(21, 2)/C(39, 2) = 1 - 210/741."""
    s = new_game(IB, seed=3, players=3)
    s = dataclasses.replace(s, draw_pile=(), discard=tuple(s.discard) + tuple(s.draw_pile))
    assert s.depot == "ladder"
    odds = draw_odds(s, onlooker(s))
    assert (odds.pile, odds.unseen, odds.in_hands) == (0, 15, 15)
    assert odds.p_next == pytest.approx(18 / 39)
    assert odds.p_two == pytest.approx(1 - 210 / 741)
    text = im_bann_html(odds, "en")
    assert "46.2 %" in text and "71.7 %" in text and "reshuffled discards" in text
    assert "Ablagestapel" in im_bann_html(odds, "de")


# ---------------------------------------------------------------------------- Ramses, by hand
def ramses_on_the_dark_layer() -> Any:
    """Seed 3, two players: P1 on the dark layer's north side, no crystal at any tent, P1 has
    looked into temple A (the room does not know what it saw), no temple opened."""
    s = new_game(RP, seed=3, players=2)
    return replace(s, advs=(Adventurer(layer=1, side=0),) + s.advs[1:],
                   seen=((0, -1, -1, -1), (-1, -1, -1, -1)), looks=((0, 0, 0, "peek"),))


def test_ramses_rooms_climb_odds_by_hand():
    """P1 needs layer 2's north colour (blue) and holds no crystal: only a temple it saw
    holding blue lets it climb without guessing. The room does not know A's colour: one of six,
    so A holds blue with 1/6. The plain 2, the steal (no tent has a crystal to steal) and the
    mummy roll (the mummies are far above) leave the colour blue: sure with 1/6. "1 + turn"
    lets P1 turn layer 2 a quarter either way (or turn another layer and keep it): three of
    layer 2's four different colours can face north, so sure when A holds one of them, 3/6.
    In all 1/3 · 1/2 + 2/3 · 1/6 = 5/18. Blue is in one of the four temples with 4/6."""
    s = ramses_on_the_dark_layer()
    assert s.colour_at(2, 0) == "blue" and len({s.colour_at(2, k) for k in range(4)}) == 4
    odds = ramses_odds(s, onlooker(s))
    room = odds.room
    assert odds.public and room is not None and odds.climb is None
    assert {e: p for _, e, _, p in room.outcomes} == {
        "turn": Fraction(1, 2), "steal": Fraction(1, 6), "plain": Fraction(1, 6),
        "mummy": Fraction(1, 6)}
    assert room.sure == Fraction(5, 18)
    assert (room.colour, room.in_temple, room.seat_knows) == ("blue", Fraction(2, 3),
                                                             Fraction(1, 6))
    assert odds.looked == (("A", (0,)),) and odds.knows == ()
    en, de = ramses_html(odds, "en"), ramses_html(odds, "de")
    assert "climb without guessing: 27.8 % (5/18)" in en
    assert "needs blue (B): in some temple 66.7 % (2/3)" in en
    assert "P1 ● looked into 1 unopened and knows where: 16.7 % (1/6)" in en
    assert "ohne Raten klettern: 27.8 % (5/18)" in de and "weiß, wo: 16.7 % (1/6)" in de
    # P1 itself knows A's colour: blue, sure on every roll; one of the colours a quarter turn
    # brings north, sure on the turn (1/3); else never
    a = s.temple_colours[0]
    turnable = {s.colour_at(2, k) for k in (0, 1, 3)}
    expected = 1 if a == "blue" else Fraction(1, 3) if a in turnable else 0
    assert ramses_odds(s, 0).climb.sure == expected


def test_ramses_a_temple_opened_on_the_pyramid_is_the_rooms_knowledge():
    """Opened in front of everyone: the room knows its colour (the public view's table and
    odds name it); if it holds the colour P1 needs, P1 climbs for sure on every roll."""
    s = ramses_on_the_dark_layer()
    blue = s.temple_colours.index("blue") if "blue" in s.temple_colours else None
    colours = list(s.temple_colours)
    if blue is None:
        colours[1] = "blue"
        blue = 1
    s = replace(s, temple_colours=tuple(colours),
                seen=tuple(tuple(3 if t == blue else row[t] for t in range(4)) for row in s.seen),
                looks=s.looks + ((3, 1, blue, "open"),))
    viewer = onlooker(s)
    temples = s.observation(viewer)["temples"]
    assert [t["colour"] for t in temples] == ["blue" if t == blue else None for t in range(4)]
    odds = ramses_odds(s, viewer)
    assert odds.room.sure == 1 and odds.room.in_temple == 1 and odds.room.seat_knows == 1
    assert "Opened for all: " + "ABCD"[blue] + " blue (B)" in ramses_html(odds, "en")
    assert "Vor allen geöffnet: " + "ABCD"[blue] + " blau (Bl)" in ramses_html(odds, "de")


def test_ramses_below_ramses_and_on_the_brown_spaces_the_rooms_odds_are_public_facts():
    s = new_game(RP, seed=3, players=2)
    odds = ramses_odds(s, 2)
    assert odds.room is None
    assert [str(p) for p in odds.lap[:4]] == ["0", "0", "1/27", "31/81"]   # 9 spaces, 1–3 a roll
    top = replace(s, advs=(Adventurer(layer=6, side=0),) + s.advs[1:])
    assert ramses_odds(top, 2).room.sure == Fraction(1, 3)                  # the mummy face
    assert "Next roll defeats Ramses: 33.3 % (1/3)" in ramses_html(ramses_odds(top, 2), "en")


# ---------------------------------------------------------------------------- the seats' own odds
@pytest.mark.parametrize("game_id", [IB, RP])
def test_a_seats_odds_use_only_what_that_seat_knows(game_id):
    """A seat's odds (the explorer's panel in that seat's view) stay the same when
    ``resample_hidden`` redraws what that seat cannot see."""
    resample = games.spec(game_id).resample_hidden
    compared = 0
    for case in cases(seeds=(1,)):
        if case[0] != game_id:
            continue
        _, seed, n, options = case
        states = trajectory(game_id, seed, n, options)
        for i in spread(states, 8):
            state = states[i]
            if state.is_terminal():
                continue
            rng = random.Random(i)
            for seat in range(n):
                mine = odds_and_words(state, seat)
                assert not getattr(mine[0], "public", False)
                other = resample(state, seat, rng)
                assert odds_and_words(other, seat) == mine
                compared += 1
    assert compared > 20


def test_the_room_and_the_seat_differ_where_the_seat_knows_more():
    """At Im Bann's start P1's odds leave out its own five cards; the room's count them."""
    s = new_game(IB, seed=3, players=3)
    room, p1 = draw_odds(s, 3), draw_odds(s, 0)
    assert room.unseen == p1.unseen + 5 and room.in_hands == p1.in_hands + 5


def test_ramses_a_temple_opened_in_a_played_game_shows_on_the_public_page(tmp_path):
    """Seeded games: once a temple is opened on the pyramid, the public page's table and odds
    name its colour (everyone watched it open); a temple only looked into stays unknown."""
    store = TableStore(tmp_path / "t.sqlite3")
    for seed in (1, 2, 3):
        states = trajectory(RP, seed, 3, {})
        at = next((i for i, s in enumerate(states)
                   if any(how == "open" for *_, how in s.looks) and not s.is_terminal()), None)
        if at is None:
            continue
        state = states[at]
        tid = next(tid for *_, tid, how in state.looks if how == "open")
        colour = state.temple_colours[tid]
        table = store.open(RP, seed=seed, players=3, humans=[0, 1, 2])
        page = PublicPage(store, table.code)
        shown(page, state)
        letter = "ABCD"[tid]
        assert f"{colour} " in page.table.value and "opened temples only" in page.table.value
        assert f"Opened for all: {letter} {colour}" in page.odds.html()
        peeked = [t for t in range(4) if t not in {tid for *_, tid, how in state.looks
                                                   if how == "open"}]
        temples = state.observation(onlooker(state))["temples"]
        assert all(temples[t]["colour"] is None for t in peeked)
        return
    pytest.fail("no temple was opened in these games")
