"""The game-agnostic kernel: state protocol, actions, rule clauses, timeline, save files.

>>> from pyramid_explorer.engine import Action, IllegalAction, RULES
>>> issubclass(IllegalAction, ValueError)
True
"""

from . import clauses as _clauses  # noqa: F401  (registers engine.* rules)
from .action import Action
from .bots import Bot, RandomBot
from .errors import IllegalAction, OptionError, SaveError, TimelineError
from .options import OptionSpec, build_options
from .rules import RULES, Bilingual, RuleClause, RuleRegistry
from .savefile import SAVE_FORMAT, SAVE_MAX_CHARS, SAVE_VERSION
from .state import CHANCE, TERMINAL, GameState
from .timeline import Timeline, replay

__all__ = [
    "Action",
    "Bilingual",
    "Bot",
    "RandomBot",
    "CHANCE",
    "GameState",
    "IllegalAction",
    "OptionError",
    "OptionSpec",
    "RULES",
    "RuleClause",
    "RuleRegistry",
    "SAVE_FORMAT",
    "SAVE_MAX_CHARS",
    "SAVE_VERSION",
    "SaveError",
    "TERMINAL",
    "TimelineError",
    "Timeline",
    "build_options",
    "replay",
]
