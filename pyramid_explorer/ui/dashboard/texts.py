"""The dashboard's words (English and German), its page CSS and a game tab's introduction.

>>> tr("odds_lab", "de")
'Würfel-Labor'
>>> "Dice Pyramid" in game_intro_html("dice-pyramid")
True
"""

from __future__ import annotations

import html

from ... import games
from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Pyramid Explorer", "Pyramiden-Entdecker"),
    "tagline": ("Learn pyramid board games step by step — every move explained by its rule.",
                "Pyramiden-Brettspiele Schritt für Schritt lernen — jeder Zug mit seiner Regel."),
    "odds_lab": ("Odds Lab", "Würfel-Labor"),
    "loading": ("Setting up the table …", "Der Tisch wird aufgebaut …"),
    "players": ("{lo}–{hi} players", "{lo}–{hi} Spieler"),
    "solo": ("Solo game", "Solospiel"),
    "how_to": ("Press the blue <b>Step ▶</b> button (it says what comes: <b>Roll ▶</b>, "
               "<b>P1 ● moves ▶</b>) to let chance or the bots play the next step, or choose "
               "<b>Play as</b> in the settings to play a seat yourself. <b>Undo</b> and "
               "<b>Redo</b> travel in time; the <b>Why</b> panel names the rule behind every step.",
               "Drücke den blauen <b>Schritt ▶</b>-Knopf (er sagt, was kommt: <b>Würfeln ▶</b>, "
               "<b>P1 ● zieht ▶</b>), damit Zufall oder Bots den nächsten Schritt spielen, oder "
               "wähle in den Einstellungen <b>Spielen als</b>, um einen Platz selbst zu spielen. "
               "<b>Zurück</b> und <b>Wiederholen</b> reisen in der Zeit; das Feld <b>Warum</b> "
               "nennt die Regel hinter jedem Schritt."),
    "odds_intro": ("Type a challenge in the dice notation, choose how many re-rolls and which "
                   "relics you hold, and see the exact chance of making it — and what the "
                   "advisor would keep.",
                   "Gib eine Aufgabe in der Würfelschreibweise ein, wähle Neuwürfe und Relikte "
                   "und sieh die genaue Chance, sie zu schaffen — und was der Berater behalten "
                   "würde."),
    "build_failed": ("This tab could not be set up: {message}",
                     "Dieser Reiter ließ sich nicht aufbauen: {message}"),
    "play_view": ("▶ Play", "▶ Spielen"),
    "rules_view": ("Rules", "Regeln"),
    "play_view_tip": ("The table: step through a game", "Der Spieltisch: eine Partie durchgehen"),
    "rules_view_tip": ("Every rule of this game, each with “Show me”",
                       "Alle Regeln dieses Spiels, jede mit „Zeig es mir“"),
    "about": ("ℹ About this game", "ℹ Über dieses Spiel"),
    "about_tip": ("Show or hide the short introduction to this game",
                  "Die kurze Einführung in dieses Spiel zeigen oder ausblenden"),
}


tr = TextTable("dashboard", TEXTS)


CSS = """
<style>
.pe-dashboard { font-size:16px; max-width:1900px; position:relative; }
/* one line: the title left of the tabs, the language switch right of them */
.pe-dashboard-header { position:absolute; top:0; left:0; right:0; height:42px; z-index:3;
                       display:flex; align-items:center; justify-content:space-between;
                       pointer-events:none; }
.pe-dashboard-header > * { pointer-events:auto; }
.pe-dashboard-title h1 { font-size:20px; margin:0; color:#0b2e4f; white-space:nowrap; }
.pe-dashboard-title h1.pe-title-long { font-size:17px; }
.pe-dashboard-title p { display:none; }
.pe-dashboard .pe-dashboard-tabs > .lm-TabBar { min-height:42px; padding-left:215px;
                       padding-right:120px; border-bottom:3px solid #0072B2; }
.pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-tab { flex:0 0 auto; max-width:none;
                       min-width:0; min-height:38px; font-size:16px; font-weight:600;
                       padding:4px 14px; line-height:28px; }
.pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-tabLabel { overflow:visible; }
/* readable tab names (WCAG AA contrast) and a focus ring a keyboard user can see */
.pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-tab { color:#1a1a1a; opacity:1; }
.pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-tab:not(.lm-mod-current) {
  background:#ececec; }
.pe-dashboard .jupyter-widget-Collapse-header, .pe-dashboard .jupyter-widget-Collapse-header span,
.pe-dashboard .p-Collapse-header span { color:#1a1a1a; }
.pe-dashboard :focus-visible { outline:3px solid #0b2e4f !important; outline-offset:2px; }
.pe-dashboard .pe-dashboard-tabs > .widget-tab-contents,
.pe-dashboard .pe-dashboard-tabs > .lm-StackedPanel { padding:4px 2px; }
@media (max-width: 1180px) {  /* the title gets its own line: the table that much less */
  .pe-dashboard-header { position:static; height:auto; }
  .pe-dashboard .pe-dashboard-tabs > .lm-TabBar { padding-left:0; padding-right:0; }
  .pe-dashboard .pe-root { --pe-chrome:250px; --pe-side-top:165px; }
  .pe-dashboard .pe-root.pe-presenting { --pe-chrome:210px; }
}
@media (max-width: 600px) {  /* a phone: every tab reachable (the row wraps), less margin */
  .pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-content { flex-wrap:wrap; }
  .pe-dashboard .pe-dashboard-tabs > .lm-TabBar .lm-TabBar-tab { padding:4px 8px; }
  .pe-dashboard .pe-dashboard-tabs > .lm-StackedPanel { padding:2px 0; }
  #rendered_cells { padding:4px 2px !important; }
  .pe-dashboard .pe-panel { margin:2px 0; padding:4px 6px; }
}
.pe-tab-bar { display:flex; flex-flow:row wrap; align-items:center; gap:6px; }
.pe-tab-bar .widget-toggle-button { min-height:32px; height:32px; font-size:15px; }
.pe-intro { background:#f4f8fb; border-left:5px solid #0072B2; padding:4px 12px;
            margin:2px 0 4px 0; font-size:16px; line-height:1.4; }
.pe-intro h2 { font-size:18px; margin:2px 0; }
.pe-intro p { margin:2px 0; }
/* presentation: the open game's table gets the whole screen (title and tab row hidden) */
.pe-tab:has(.pe-presenting) .pe-game-intro { display:none !important; }
.pe-dashboard:has(.pe-tab:not(.lm-mod-hidden) .pe-presenting) > .pe-dashboard-header,
.pe-dashboard:has(.pe-tab:not(.lm-mod-hidden) .pe-presenting) .pe-dashboard-tabs > .lm-TabBar {
  display:none !important; }
.pe-loading { color:#444; font-style:italic; padding:20px; }
.pe-build-error { border-left:5px solid #B00020; padding:6px 12px; color:#B00020; }
</style>
"""


def game_intro_html(game_id: str, lang: str = "en") -> str:
    """A short introduction to a game for the top of its tab: name, players, blurb, how to use."""
    spec = games.spec(game_id)
    if spec.max_players == 1:
        players = tr("solo", lang)
    else:
        players = tr("players", lang, lo=spec.min_players, hi=spec.max_players)
    blurb = html.escape(spec.blurb.get(lang)) if spec.blurb.get(lang) else ""
    return (f'<div class="pe-intro"><h2>{html.escape(spec.name.get(lang))} '
            f'<small style="font-weight:400;color:#444">· {players}</small></h2>'
            f"<p>{blurb}</p><p>{tr('how_to', lang)}</p></div>")
