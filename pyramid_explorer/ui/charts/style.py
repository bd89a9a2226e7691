"""What every dice-odds chart shares: Okabe–Ito colours, projector-sized fonts, the words.

The charts in :mod:`.room_odds`, :mod:`.keep` and :mod:`.die_distribution`
take their look from here, so a change of font or colour is made once for all three.

>>> text("rerolls", "de", n=2), text("chosen", "en")
('2 Neuwürfe', 'chosen')
>>> fig = layout(go.Figure(), "A title", 320)
>>> fig.layout.height, fig.layout.font.size, fig.layout.uniformtext.minsize
(320, 16, 14)
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

# Okabe & Ito (2008): distinguishable with the common colour-vision deficiencies.
REROLL_COLOURS = ("#E69F00", "#56B4E9", "#0072B2")  # 0, 1, 2 re-rolls: light to dark
CHOSEN_COLOUR = "#D55E00"
OPTION_COLOUR = "#009E73"
DIST_COLOUR = "#0072B2"
FONT_PX = 16
TICKS = (0, 0.2, 0.4, 0.6, 0.8, 1.0)
TEXT_PX = 14

TEXTS: dict[str, tuple[str, str]] = {
    "rooms_title": ("Chance to complete each room this turn",
                    "Chance, jeden Raum in diesem Zug zu schaffen"),
    "rerolls": ("{n} re-rolls", "{n} Neuwürfe"),
    "reroll1": ("1 re-roll", "1 Neuwurf"),
    "with": ("{label} + {relic}", "{label} + {relic}"),
    "chance": ("chance", "Chance"),
    "keep_title": ("Options for {dice} ({n} re-rolls left)",
                   "Möglichkeiten für {dice} (noch {n} Neuwürfe)"),
    "chosen": ("chosen", "gewählt"),
    "dist_title": ("{what} of {k} {dice} (faces {faces})", "{what} von {k} Würfel{n} (Seiten {faces})"),
    "sum": ("Sum", "Summe"),
    "result": ("Result", "Ergebnis"),
    "at_least": ("at least", "mindestens"),
}


def text(key: str, lang: str, **kw: Any) -> str:
    """The chart text ``key`` in ``lang`` (``"de"`` or English), with its fields filled in."""
    en, de = TEXTS[key]
    return (de if lang == "de" else en).format(**kw)


def layout(fig: go.Figure, title: str, height: int, *, top: int = 60,
           legend_y: float = -0.08, uniform_text: bool = True) -> go.Figure:
    """Give ``fig`` the shared title, fonts, margins and legend, and ``height`` pixels.

    ``top`` is the top margin, ``legend_y`` where the horizontal legend sits (below the plot),
    ``uniform_text`` keeps every bar label at least :data:`TEXT_PX` (the odds charts).
    """
    fig.update_layout(
        title={"text": title, "font": {"size": FONT_PX + 2}, "x": 0.01},
        font={"size": FONT_PX}, height=height, plot_bgcolor="#ffffff",
        margin={"l": 10, "r": 20, "t": top, "b": 40},
        legend={"font": {"size": TEXT_PX + 1}, "orientation": "h", "y": legend_y})
    if uniform_text:
        fig.update_layout(uniformtext={"minsize": TEXT_PX, "mode": "show"})
    return fig


__all__ = ["CHOSEN_COLOUR", "DIST_COLOUR", "FONT_PX", "OPTION_COLOUR", "REROLL_COLOURS", "TEXTS",
           "TEXT_PX", "TICKS", "layout", "text"]
