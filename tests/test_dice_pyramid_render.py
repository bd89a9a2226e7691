"""The drawn table: each room's challenge appears as dice a learner can read, inside its card."""

from __future__ import annotations

import re

import pytest
from test_dice_pyramid_helpers import new, roll, with_bottom_row

from pyramid_explorer.dice import CARDS, Challenge
from pyramid_explorer.games.dice_pyramid.glyphs import challenge_svg
from pyramid_explorer.games.dice_pyramid.render import CARD_H, CARD_W

CARD_RULES = ("dp.card.entrance", "dp.card.treasure-chamber", "dp.card.sandstone-triad",
              "dp.card.basalt-triune", "dp.card.granite-triptych", "dp.card.descending-passage",
              "dp.card.ascending-passage", "dp.card.grand-gallery", "dp.card.royal-chamber",
              "dp.card.unstable-stairway", "dp.card.hall-of-hieroglyphs", "dp.card.inner-sanctum",
              "dp.card.antechamber", "dp.card.altar-of-the-sky", "dp.card.altar-of-the-depths")
GLYPH = re.compile(r'<g class="glyph (pip|any|letter)"(?: data-face="(\d)")?>.*?'
                   r'(?:>([^<]*)</text>)?</g>')


def glyphs(svg: str) -> list[str]:
    """Each drawn die of a challenge: its pips ("3"), or the text in its box ("?", "≥4", "X")."""
    return [face or text for _kind, face, text in GLYPH.findall(svg)]


# room -> the dice its card shows, line by line ("|" separates the lines joined by "or")
EXPECTED = {
    "Entrance": "? ? ? ? ?",
    "Treasure Chamber": "X X X X X",
    "Sandstone Triad": "6 6 6 | 1 1 1",
    "Basalt Triune": "5 5 5 | 2 2 2",
    "Granite Triptych": "4 4 4 | 3 3 3",
    "Descending Passage": "3 2 1",
    "Ascending Passage": "4 5 6",
    "Grand Gallery": "X X X",
    "Royal Chamber": "X X X X",
    "Unstable Stairway": "1 2 3 4 | 2 3 4 5 | 3 4 5 6",
    "Hall of Hieroglyphs": "1 2 3 4 5 | 2 3 4 5 6",
    "Inner Sanctum": "X X X Y Y",
    "Antechamber": "X X Y Y | X X X X",
    "Altar of the Sky": "≥4 ≥4 ≥4 ≥4 ≥4",
    "Altar of the Depths": "≤3 ≤3 ≤3 ≤3 ≤3",
}


@pytest.mark.rules(*CARD_RULES, engine=False)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.room)
def test_every_challenge_is_drawn_as_its_dice_with_or_between_alternatives(card, lang):
    svg = challenge_svg(card.challenge, 80, 26, lang)
    expected = EXPECTED[card.room]
    assert " ".join(glyphs(svg)) == expected.replace("| ", "")
    word = "oder" if lang == "de" else "or"
    assert svg.count(f">{word}</text>") == expected.count("|")
    # no cryptic notation reaches the picture: no '>' bounds, '*' repeats or '|' bars
    texts = "".join(re.findall(r">([^<]+)</text>", svg))
    assert not set(texts) & set("*|<>&")


@pytest.mark.rules("dp.card.inner-sanctum", "dp.card.antechamber", "dp.ruling.challenge-subset",
                   engine=False)
def test_letters_are_boxed_and_x_and_y_look_different():
    svg = challenge_svg(Challenge.parse("X X X Y Y"), 80, 26)
    boxes = re.findall(r'<g class="glyph letter"><rect [^>]*fill="([^"]+)"/><text[^>]*>([XY])</text>',
                       svg)
    assert [letter for _, letter in boxes] == ["X", "X", "X", "Y", "Y"]
    x_fill = {fill for fill, letter in boxes if letter == "X"}
    y_fill = {fill for fill, letter in boxes if letter == "Y"}
    assert len(x_fill) == 1 and len(y_fill) == 1 and x_fill != y_fill


CARD_G = re.compile(r'<g class="card[^"]*" data-card="(\d+)"[^>]*><title>([^<]*)</title>'
                    r'<rect x="([\d.]+)" y="([\d.]+)"')
GLYPH_RECT = re.compile(r'<g class="glyph [a-z]+"[^>]*><rect x="([\d.-]+)" y="([\d.-]+)" '
                        r'width="(\d+)"')


def card_glyph_boxes(html: str) -> dict[int, tuple[tuple[float, float], list[tuple[float, ...]]]]:
    """card number -> (its top-left corner, the boxes of its challenge dice)."""
    out = {}
    starts = list(CARD_G.finditer(html))
    for k, m in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else html.index('class="die"')
        boxes = [tuple(map(float, g.groups())) for g in GLYPH_RECT.finditer(html, m.end(), end)]
        out[int(m.group(1))] = ((float(m.group(3)), float(m.group(4))), boxes)
    return out


@pytest.mark.rules("dp.option.great-pyramid", "dp.option.i-know-the-way")
@pytest.mark.rules(*CARD_RULES, engine=False)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("five", [False, True])
def test_challenge_dice_stay_inside_their_card_between_name_and_badge(lang, five):
    s = roll(new(3, great_pyramid=True, i_know_the_way=True, full_house_five_of_a_kind=five),
             1, 2, 3, 4, 6)
    cards = card_glyph_boxes(s.render_html(0, lang))
    assert sorted(cards) == list(range(1, 16))       # all 15 cards face up, each drawn once
    for number, ((cx, cy), boxes) in cards.items():
        wanted = len(" ".join(EXPECTED[CARDS[number - 1].room].split("|")).split())
        assert len(boxes) == wanted + (5 if five and number == 12 else 0)
        for x, y, size in boxes:
            assert cx + 6 <= x and x + size <= cx + CARD_W - 6, (number, x)   # inside the frame
            assert cy + 22 <= y and y + size <= cy + CARD_H - 16, (number, y)   # name / ✓ line


@pytest.mark.rules("dp.setup.pyramid", "dp.setup.initial-row")
@pytest.mark.rules("dp.pyramid.open", engine=False)
def test_face_down_cards_show_no_challenge_and_no_tooltip_to_the_player():
    s = roll(new(6), 1, 2, 3, 4, 6)
    html = s.render_html(0, "en")
    assert html.count('class="challenge"') == 4 and html.count("<title>") == 1 + 4
    table, strip = html.split('class="pe-own-hand"')  # the table; the phone's own strip
    assert len(re.findall(r'class="die" data-value', table)) == 5    # the table's dice only
    assert len(re.findall(r'class="die" data-value', strip)) == 5    # drawn again on a phone
    assert 'class="glyph die' not in html and 'class="die glyph' not in html
    referee = s.render_html(None, "de")
    assert referee.count('class="challenge"') == 10
    assert "Schatzkammer: Alle fünf Würfel zeigen dieselbe Zahl." in referee


@pytest.mark.rules("dp.ruling.full-house")
@pytest.mark.rules("dp.card.inner-sanctum", engine=False)
def test_the_five_of_a_kind_option_shows_on_the_inner_sanctum_card():
    bottom = ["Inner Sanctum", "Royal Chamber", "Grand Gallery", "Entrance"]
    plain = with_bottom_row(new(5), bottom).render_html(0, "en")
    option = with_bottom_row(new(5, full_house_five_of_a_kind=True), bottom).render_html(0, "en")
    sanctum = re.compile(r'data-card="12"[^>]*><title>([^<]*)</title>.*?</g></g>')
    assert "Five of a kind counts too" not in sanctum.search(plain).group(1)
    assert "Five of a kind counts too" in sanctum.search(option).group(1)
    assert " ".join(glyphs(sanctum.search(plain).group(0))) == "X X X Y Y"
    assert " ".join(glyphs(sanctum.search(option).group(0))) == "X X X Y Y X X X X X"
