"""A game's Rules view: every clause by rulebook section, with "Show me" on the table.

Each clause shows its badge (RULEBOOK for a rule restated from the rulebook, RULING where the
rulebook is silent and we decided), its title and text in the chosen language, the rulebook
section it cites, and the option that gives the other reading. "Show me" calls ``on_show`` with
the clause's :class:`~pyramid_explorer.games.examples.Example` (the dashboard opens it in the
explorer); a clause no seeded game reaches says why instead.

>>> view = RulesView("dice-pyramid")
>>> len(view.rows) - view.count_shown()         # the Golden Ankh is never held: no example
1
>>> view.set_filter("ruling"); all(r.kind == "ruling" for r in view.visible_rows())
True
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from ... import games
from ...engine import RULES
from ...engine.rules import RuleClause
from ...engine.text import TextTable
from ...games.examples import Example, clause_ids, examples, no_example
from ..common.styles import style_tag

rules_view_text = TextTable("rules view", {
    "heading": ("Rules of {game}", "Regeln: {game}"),
    "counts": ("{seed} rules from the rulebook, {ruling} rulings where it is silent.",
               "{seed} Regeln aus dem Regelheft, {ruling} Entscheide, wo es schweigt."),
    "all": ("All", "Alle"),
    "seed": ("Rulebook", "Regelheft"),
    "ruling": ("Rulings", "Entscheide"),
    "badge_seed": ("RULEBOOK", "REGELHEFT"),
    "badge_ruling": ("RULING", "ENTSCHEID"),
    "show_me": ("Show me", "Zeig es mir"),
    "show_me_tip": ("Open the table at a position where this rule applies",
                    "Den Tisch an einer Stelle öffnen, an der diese Regel gilt"),
    "option": ("Other reading: option “{option}”", "Andere Lesart: Option „{option}“"),
    "kernel": ("Every game", "Jedes Spiel"),
    "no_example": ("No example: {reason}", "Kein Beispiel: {reason}"),
})


def section_of(clause: RuleClause, lang: str = "en") -> str:
    """The rulebook section a clause cites (in ``lang``): the source after its first comma.

    >>> section_of(RULES.get("dp.turn.rerolls"))
    'Turn Structure'
    >>> section_of(RULES.get("ib.turn.end"), "de")
    'Spielablauf'
    """
    source = clause.cite(lang).replace(" (project ruling)", "").replace(
        " (Entscheid des Projekts)", "")
    return source.split(", ", 1)[1] if ", " in source else source


@dataclass
class _Row:
    clause: RuleClause
    example: Example | None
    text: widgets.HTML
    button: widgets.Button | None
    box: widgets.Widget

    @property
    def kind(self) -> str:
        return self.clause.kind


class RulesView:
    """Every rule clause of ``game_id`` (and the kernel's), grouped by rulebook section."""

    def __init__(self, game_id: str, *, lang: str = "en",
                 on_show: Callable[[Example], Any] | None = None) -> None:
        self.game_id = game_id
        self.lang = lang
        self.on_show = on_show
        self.filter = "all"
        self._examples = examples(game_id)
        self._reasons = no_example(game_id)
        self.heading = widgets.HTML()
        self.kinds = widgets.ToggleButtons(options=self._filter_options(), value="all")
        self.kinds.add_class("pe-rules-filter")
        self.kinds.observe(lambda change: self.set_filter(change["new"]), "value")
        self.rows = [self._row(RULES.get(rule_id)) for rule_id in clause_ids(game_id)]
        self.sections = widgets.VBox()
        self.widget = widgets.VBox([widgets.HTML(CSS), self.heading, self.kinds, self.sections])
        self.widget.add_class("pe-rules-view")
        self._render()

    # ----------------------------------------------------------------- public
    def set_language(self, lang: str) -> None:
        """Show every text in ``lang`` ("en" or "de")."""
        self.lang = lang
        with self.kinds.hold_trait_notifications():
            value = self.kinds.value
            self.kinds.options = self._filter_options()
            self.kinds.value = value
        self._render()

    def set_filter(self, kind: str) -> None:
        """Show ``"all"`` clauses, only the rulebook's (``"seed"``) or only the rulings."""
        self.filter = kind
        if self.kinds.value != kind:
            self.kinds.value = kind
        self._render()

    def visible_rows(self) -> list[_Row]:
        return [r for r in self.rows if self.filter in ("all", r.kind)]

    def count_shown(self) -> int:
        """How many clauses have a "Show me" button."""
        return sum(1 for r in self.rows if r.button is not None)

    def show(self, rule_id: str) -> None:
        """What "Show me" does for ``rule_id``."""
        example = self._examples[rule_id]
        if self.on_show is not None:
            self.on_show(example)

    # ----------------------------------------------------------------- building
    def _filter_options(self) -> list[tuple[str, str]]:
        return [(rules_view_text(k, self.lang), k) for k in ("all", "seed", "ruling")]

    def _row(self, clause: RuleClause) -> _Row:
        example = self._examples.get(clause.id)
        text = widgets.HTML()
        text.add_class("pe-rule-row-text")
        button = None
        children: list[widgets.Widget] = [text]
        if example is not None:
            button = widgets.Button(icon="eye", layout=widgets.Layout(width="auto",
                                                                      min_width="130px"))
            button.add_class("pe-show-me")
            button.on_click(lambda _b, rid=clause.id: self.show(rid))
            children.append(button)
        box = widgets.HBox(children, layout=widgets.Layout(align_items="center"))
        box.add_class("pe-rule-row")
        box.add_class(f"pe-rule-{clause.kind}")
        return _Row(clause, example, text, button, box)

    def _render(self) -> None:
        lang = self.lang
        spec = games.spec(self.game_id)
        counts = {k: sum(1 for r in self.rows if r.kind == k and not _is_kernel(r.clause))
                  for k in ("seed", "ruling")}
        self.heading.value = (f"<h3>{html.escape(rules_view_text('heading', lang, game=spec.name.get(lang)))}"
                              f"</h3><p>{rules_view_text('counts', lang, **counts)}</p>")
        groups: dict[str, list[_Row]] = {}
        for row in self.visible_rows():
            title = rules_view_text("kernel", lang) if _is_kernel(row.clause) else section_of(row.clause, lang)
            groups.setdefault(title, []).append(row)
        for row in self.rows:
            row.text.value = self._row_html(row)
            if row.button is not None:
                row.button.description = rules_view_text("show_me", lang)
                row.button.tooltip = rules_view_text("show_me_tip", lang)
        self.sections.children = tuple(
            widgets.VBox([widgets.HTML(f'<h4 class="pe-rules-section">{html.escape(t)}</h4>'),
                          *(r.box for r in rows)]) for t, rows in groups.items())

    def _row_html(self, row: _Row) -> str:
        c, lang = row.clause, self.lang
        badge = rules_view_text(f"badge_{c.kind}", lang)
        option = (f'<div class="pe-rule-option">{html.escape(rules_view_text("option", lang, option=c.option))}'
                  f"</div>" if c.option else "")
        reason = ""
        if row.example is None and c.id in self._reasons:
            reason = (f'<div class="pe-rule-none">'
                      f'{html.escape(rules_view_text("no_example", lang, reason=_reason(self._reasons[c.id], lang)))}'
                      f"</div>")
        return (f'<div data-rule-id="{html.escape(c.id)}">'
                f'<span class="pe-rule-badge pe-rule-badge-{c.kind}">{badge}</span> '
                f"<b>{html.escape(c.title.get(lang))}</b> <code>{html.escape(c.id)}</code><br>"
                f"{html.escape(c.text.get(lang))} <i>({html.escape(c.cite(lang))})</i>"
                f"{option}{reason}</div>")


def _is_kernel(clause: RuleClause) -> bool:
    return clause.game_prefix == "engine"


def _reason(reason: Any, lang: str) -> str:
    """A stored reason: ``[English, German]`` (or plain English text)."""
    if isinstance(reason, list | tuple):
        return reason[1] if lang == "de" and len(reason) > 1 else reason[0]
    return str(reason)


CSS = style_tag("rules_view.css")
"""The CSS of ``ui/common/css/rules_view.css`` in a ``<style>`` element."""
