"""The Simulate tab names bots and compared options in the reader's language (a German table
said "Serie: forgetful / forgetful" under a menu reading "vergesslich"); the CSV keeps the ids."""

from __future__ import annotations

from pyramid_explorer.sim import simulate
from pyramid_explorer.ui.charts.sim import charts_for, summary_html


def test_a_german_summary_and_its_charts_name_the_bots_in_german():
    r = simulate("ramses-pyramid", games=4, players=2, bots=["forgetful", "memory"], workers=1,
                 progress=False)
    html = summary_html(r, "de")
    assert "forgetful" not in html and "Serie: vergesslich / " in html
    assert "<td>vergesslich</td>" in html
    words = " ".join(str(t.name) + " " + " ".join(map(str, list(t.x) if t.x is not None else []))
                     for _, fig in charts_for(r, "de") for t in fig.data)
    assert "forgetful" not in words and "vergesslich" in words
    assert "forgetful" in r.to_csv()                       # the ids stay in the data
    assert "Serie: forgetful" not in summary_html(r, "en") and "Series: forgetful" in \
        summary_html(r, "en")


def test_a_compared_option_reads_as_its_name_and_on_or_off():
    r = simulate("dice-pyramid", games=4, bots=["greedy"], compare=("power_relics", [False, True]),
                 workers=1, progress=False)
    en, de = summary_html(r, "en"), summary_html(r, "de")
    assert "power_relics" not in en and "power_relics" not in de
    assert "greedy · Power Relics, Small Backpack: on" in en
    assert "gierig · Mächtige Relikte, kleiner Rucksack: an" in de
    assert "gierig · Mächtige Relikte, kleiner Rucksack: aus" in de
