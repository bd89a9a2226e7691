"""The Pyramidenbau table as a learner sees it: readable, bilingual, nothing hidden leaks."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import Action
from pyramid_explorer.games.pyramidenbau import geometry as geo


def position():
    s = games.new_game("pyramidenbau", seed=2)
    stacks = list(s.stacks)
    stacks[geo.index((1, 2))] = (2, 0)            # c2: 2 of 2, blue on top
    stacks[geo.index((2, 3))] = (1,)              # d3: 1 of 3, red on top
    workers = [-1] * 16
    workers[5] = 3
    return replace(s, colour=0, stacks=tuple(stacks), workers=tuple(workers),
                   workplaces=((0, 1, 1),) + ((),) * 15, caps=(2,))


@pytest.mark.rules("pb.board.plan", "pb.board.sides")
def test_cells_show_height_and_visible_colour_letter():
    html = position().render_html(0)
    assert re.search(r'data-cell="c2".*?>B</text>.*?>2/2</text>', html)
    assert re.search(r'data-cell="d3".*?>R</text>.*?>1/3</text>', html)
    assert html.count("<line") >= 2                       # the two diagonals outline the sides
    assert 'data-wp="N1"' in html and 'data-wp="W4"' in html


@pytest.mark.rules("pb.board.workplaces", "pb.cap.points", engine=False)
def test_workplaces_market_quarry_scores_caps_cards_are_shown():
    s = position()
    html = s.render_html(None)
    n1 = re.search(r'data-wp="N1".*?</g>', html).group(0)
    assert n1.count("<rect") == 1 + 3                      # box + three stones
    e2 = re.search(r'data-wp="E2".*?</g>', html).group(0)
    assert "<circle" in e2 and ">V</text>" in e2           # the violet worker
    assert "Quarry: B 30, R 30, G 30, V 30" in html and "Market: B 4, R 4" in html
    assert "cap +10" in html and "Cards (reconstructed deck): 36 face down" in html
    top = s.deck.card(s.discard[-1]).text("en")
    assert f"Top discard: {top}" in html
    assert "layer 1" in html and "P1 ●" in html


@pytest.mark.rules("pb.deck.reconstructed", engine=False)
def test_german_table_reads_german_and_fonts_are_large():
    html = position().render_html(1, "de")
    for word in ("Steinbruch", "Markt", "rekonstruiertes Deck", "Schicht 1", "Punkte",
                 "Sicht von P2", "am Zug: würfeln"):
        assert word in html, word
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', html)]
    sizes += [int(x) for x in re.findall(r"font-size:(\d+)px", html)]
    assert sizes and min(sizes) >= 14


@pytest.mark.rules("pb.setup.cards")
def test_the_face_down_order_never_appears():
    s = position()
    nxt = s.deck.card(s.draw[0]).text("en")
    for viewer in (None, 0, 1):
        html = s.render_html(viewer)
        assert "36 face down" in html
    later = s.apply(Action("roll", (5,)))
    assert later.render_html(0) == replace(later, draw=later.draw[::-1]).render_html(0)
    assert nxt  # (its text may equal a visible card; what matters is the order stays out)


@pytest.mark.rules("pb.end.turn-cap")
@pytest.mark.rules("pb.score.winner", engine=False)
def test_the_end_names_the_winner_and_a_turn_cap():
    from pyramid_explorer.engine import RandomBot
    from pyramid_explorer.sim import play_out
    s = play_out(games.new_game("pyramidenbau", seed=2, turn_cap=3), [RandomBot()])
    html = s.render_html(None)
    assert "Game over (turn cap reached)" in html and "Winner" in html
