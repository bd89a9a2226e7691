"""The explorer's panels as HTML strings: pure functions of the state, easy to test.

>>> from pyramid_explorer.engine import RULES
>>> html = rule_html([RULES.get("engine.over")], "en")
>>> "RULING" in html and "engine.over" in html and "Game over" in html
True
>>> "P2" in status_html(step=3, total=9, to_move=1, lang="de")
True
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence

from ...engine import CHANCE, TERMINAL, RuleClause
from ..common.i18n import t
from ..common.theme import seat_name, seat_tag


def esc(text: object) -> str:
    return _html.escape(str(text))


def clause_html(clause: RuleClause, lang: str) -> str:
    """One rule clause: RULEBOOK/RULING badge, title, our text, rulebook source, id."""
    badge = t("badge_seed" if clause.kind == "seed" else "badge_ruling", lang)
    other = ""
    if clause.option:
        other = f'<div class="pe-rule-source">{esc(t("other_reading", lang, option=clause.option))}</div>'
    return (
        f'<div class="pe-rule" data-rule-id="{esc(clause.id)}">'
        f'<span class="pe-badge pe-badge-{clause.kind}">{esc(badge)}</span> '
        f'<span class="pe-rule-title">{esc(clause.title.get(lang))}</span> '
        f'<span class="pe-rule-id">({esc(clause.id)})</span>'
        f"<div>{esc(clause.text.get(lang))}</div>"
        f'<div class="pe-rule-source">{esc(t("source", lang))}: {esc(clause.cite(lang))}</div>'
        f"{other}</div>")


def rule_html(clauses: Sequence[RuleClause], lang: str, heading: str = "") -> str:
    """The rule panel for a played step: a heading and every clause behind it."""
    head = f'<div class="pe-status">{esc(heading)}</div>' if heading else ""
    return head + "".join(clause_html(c, lang) for c in clauses)


def status_html(step: int, total: int, to_move: int, lang: str, extra: str = "") -> str:
    """The line above the table: which step this is and who is to move."""
    where = esc(t("step_of", lang, pos=step, total=total))
    if to_move == TERMINAL:
        who = f"<b>{esc(t('game_over', lang))}</b>"
    elif to_move == CHANCE:
        who = esc(t("chance_to_move", lang))
    else:
        who = seat_tag(to_move, lang, t("seat_to_move", lang, seat=seat_name(to_move, lang)))
    tail = f" · {esc(extra)}" if extra else ""
    return f'<div class="pe-status">{where} · {who}{tail}</div>'


def panel(title: str, body: str) -> str:
    """A titled panel box."""
    return f'<div class="pe-panel-title">{esc(title)}</div>{body}'
