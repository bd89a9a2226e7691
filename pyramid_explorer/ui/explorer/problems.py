"""How the explorer keeps every problem out of its callbacks: :func:`safe` (the problem itself
and its HTML are :mod:`..common.problems`; the explorer's ``show_problem`` puts it on screen).

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
from typing import Any, Protocol, TypeVar

from ...engine import IllegalAction, SaveError
from ...engine.errors import OptionError
from ..common.problems import Problem, problem_for

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])


class ShowsProblems(Protocol):
    lang: str

    def show_problem(self, problem: Problem) -> None: ...


def safe(method: F) -> F:
    """Run a method so no exception escapes: ``self.show_problem`` shows it instead.

    Returns the method's result, or ``None`` after a problem (``self.problem`` says which).
    """

    @functools.wraps(method)
    def wrapper(self: ShowsProblems, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except (IllegalAction, SaveError, OptionError) as exc:
            self.show_problem(problem_for(exc, self.lang))
        except Exception as exc:  # noqa: BLE001 - the user must never see a traceback
            log.exception("explorer callback failed")
            self.show_problem(problem_for(exc, self.lang))
        return None

    return wrapper  # type: ignore[return-value]


__all__ = ["safe"]
