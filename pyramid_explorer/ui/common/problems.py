"""Friendly problems: what could not be done, as a :class:`Problem`, and the one way every
part of the user interface shows it (:func:`problem_html`). Never a traceback.

>>> from pyramid_explorer.engine import IllegalAction
>>> p = problem_for(ValueError("no such seat"), "en")
>>> p.title, p.message
('Something went wrong', 'The explorer could not do that: no such seat. Nothing was changed.')
>>> html = problem_html(Problem("Not allowed", "Roll first.", "engine.over"), "en")
>>> 'role="alert"' in html and 'data-rule-id="engine.over"' in html
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import RULES, IllegalAction, SaveError
from ...engine.errors import OptionError
from .html import clause_html, esc
from .i18n import t


@dataclass(frozen=True)
class Problem:
    """The last thing that could not be done: a title, a sentence, and the rule id if any."""

    title: str
    message: str
    rule_id: str | None = None
    level: str = "error"  # "info" for notices such as "it is your move"


def problem_for(exc: Exception, lang: str) -> Problem:
    """The friendly problem an exception stands for: a refused move names its rule, a bad save
    file or option says what is wrong, anything else is "something went wrong"."""
    if isinstance(exc, IllegalAction):
        return Problem(t("not_allowed", lang), exc.message(lang), exc.rule_id)
    if isinstance(exc, SaveError):
        return Problem(t("load_failed", lang),
                       t("load_failed_text", lang, message=exc.message(lang)))
    if isinstance(exc, OptionError):
        return Problem(t("new_failed", lang), exc.message(lang))
    message = str(exc) or type(exc).__name__
    return Problem(t("problem", lang), t("problem_text", lang, message=message))


def problem_html(problem: Problem, lang: str, *, css_class: str = "",
                 preformatted: bool = False) -> str:
    """A problem as HTML: a badge with its title, its sentence, and the rule clause behind it
    when it names one. ``level`` "info" is a notice that is not a mistake ("it is your move").

    ``css_class`` adds a class (``pe-odds-error``, ``pe-build-error``) for the page's styles;
    ``preformatted`` keeps the sentence's line breaks and spaces (a pointer under a typo).
    """
    extra = f" {css_class}" if css_class else ""
    message = esc(problem.message)
    if preformatted:
        message = f'<pre style="white-space:pre-wrap;font-size:15px">{message}</pre>'
    if problem.level == "info":
        return (f'<div class="pe-info{extra}" role="status"><b>{esc(problem.title)}</b>'
                f"<div>{message}</div></div>")
    body = (f'<div class="pe-error{extra}" role="alert"><span class="pe-badge pe-badge-error">'
            f"{esc(problem.title)}</span> {message}</div>")
    if problem.rule_id and problem.rule_id in RULES:
        body += clause_html(RULES.get(problem.rule_id), lang)
    return body


__all__ = ["Problem", "problem_for", "problem_html"]
