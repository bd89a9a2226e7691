"""How the explorer keeps every problem out of its callbacks: :class:`Problem`, :func:`safe`
and :func:`show_problem`.

Nothing a user does may raise out of a button: an illegal move shows its rule, a bad save file
says what is wrong, anything unexpected is logged and shown as a message, and nothing changes.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.load_json("not json") is None, ex.problem.title, ex.state.step
(True, 'Could not load this file', 0)
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .. import games
from ..engine import RULES, IllegalAction, SaveError
from ..engine.errors import OptionError
from .i18n import t
from .panels import error_html

if TYPE_CHECKING:
    from .explorer import Explorer

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Problem:
    """The last thing that could not be done: a title, a sentence, and the rule id if any."""

    title: str
    message: str
    rule_id: str | None = None
    level: str = "error"  # "info" for notices such as "it is your move"


def game_choices(current: str, lang: str) -> list[tuple[str, str]]:
    """(name, id) of every game that can be played, the current one included."""
    try:
        ids = games.available()
    except Exception:  # noqa: BLE001 - a broken game must not take the explorer down
        log.exception("listing the games failed")
        ids = []
    if current not in ids:
        ids = [*ids, current]
    return [(games.spec(g).name.get(lang), g) for g in ids]


def safe(method: F) -> F:
    """Run an explorer method so no exception escapes: show it in the rule panel instead.

    Returns the method's result, or ``None`` after a problem (``self.problem`` says which).
    """

    @functools.wraps(method)
    def wrapper(self: Explorer, *args: Any, **kwargs: Any) -> Any:
        try:
            result = method(self, *args, **kwargs)
        except IllegalAction as exc:
            self._show_problem(Problem(t("not_allowed", self.lang), exc.message(self.lang),
                                       exc.rule_id))
            return None
        except SaveError as exc:
            self._show_problem(Problem(t("load_failed", self.lang),
                                       t("load_failed_text", self.lang, message=exc.message(self.lang))))
            return None
        except OptionError as exc:
            self._show_problem(Problem(t("new_failed", self.lang), exc.message(self.lang)))
            return None
        except Exception as exc:  # noqa: BLE001 - the user must never see a traceback
            log.exception("explorer callback failed")
            message = str(exc) or type(exc).__name__
            self._show_problem(Problem(t("problem", self.lang),
                                       t("problem_text", self.lang, message=message)))
            return None
        return result

    return wrapper  # type: ignore[return-value]


def show_problem(ex: Explorer, problem: Problem) -> None:
    """Show ``problem`` in the rule panel (with its rule, if any); an error stops autoplay."""
    ex.problem = problem
    clause = RULES.get(problem.rule_id) if problem.rule_id and problem.rule_id in RULES else None
    ex._rule_panel.value = error_html(problem.title, problem.message, clause, ex.lang,
                                      problem.level)
    if problem.level == "error" and ex._play.playing:
        ex._play.playing = False
