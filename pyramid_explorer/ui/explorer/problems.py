"""How the explorer keeps every problem out of its callbacks: :func:`safe` and
:func:`show_problem` (the problem itself and its HTML are :mod:`..common.problems`).

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
from typing import TYPE_CHECKING, Any, TypeVar

from ...engine import IllegalAction, SaveError
from ...engine.errors import OptionError
from ..common.problems import Problem, problem_for, problem_html

if TYPE_CHECKING:
    from .explorer import Explorer

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])


def safe(method: F) -> F:
    """Run an explorer method so no exception escapes: show it in the rule panel instead.

    Returns the method's result, or ``None`` after a problem (``self.problem`` says which).
    """

    @functools.wraps(method)
    def wrapper(self: Explorer, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except (IllegalAction, SaveError, OptionError) as exc:
            self._show_problem(problem_for(exc, self.lang))
        except Exception as exc:  # noqa: BLE001 - the user must never see a traceback
            log.exception("explorer callback failed")
            self._show_problem(problem_for(exc, self.lang))
        return None

    return wrapper  # type: ignore[return-value]


def show_problem(ex: Explorer, problem: Problem) -> None:
    """Show ``problem`` in the rule panel (with its rule, if any); an error stops autoplay."""
    ex.problem = problem
    ex.panels.why.show_problem(problem_html(problem, ex.lang))
    if problem.level == "error" and ex._play.playing:
        ex._play.playing = False


__all__ = ["safe", "show_problem"]
