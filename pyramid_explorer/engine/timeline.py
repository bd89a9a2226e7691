"""Time travel over a game: undo, redo, jump to any step, branch, replay.

>>> from pyramid_explorer.games import new_game
>>> t = Timeline(new_game("dice-pyramid", seed=1))
>>> t.step()          # the opening roll, drawn from the seed
>>> t.position
1
>>> t.undo(); t.position
0
>>> t.redo(); t.position
1
"""

from __future__ import annotations

from collections.abc import Sequence

from .action import Action
from .errors import TimelineError
from .state import GameState


class Timeline:
    """The states of one line of play, with a cursor.

    Applying an action when the cursor is not at the end drops the steps after the cursor
    (like typing after undo in an editor); :meth:`branch` first when you want to keep them.
    """

    def __init__(self, root: GameState, actions: Sequence[Action] = ()) -> None:
        self._states: list[GameState] = [root]
        for action in actions:
            self._states.append(self._states[-1].apply(action))
        self.position = len(self._states) - 1

    # -- reading
    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self._states[self.position]

    @property
    def root(self) -> GameState:
        return self._states[0]

    def __len__(self) -> int:
        """Number of steps in this line (the last index the cursor can take)."""
        return len(self._states) - 1

    def states(self) -> list[GameState]:
        return list(self._states)

    def actions(self) -> list[Action]:
        """Every action of the line, including those after the cursor."""
        return list(self._states[-1].history[len(self.root.history):])

    def can_undo(self) -> bool:
        return self.position > 0

    def can_redo(self) -> bool:
        return self.position < len(self._states) - 1

    # -- moving the cursor
    def undo(self) -> None:
        """Step back one action (no-op at the start)."""
        if self.can_undo():
            self.position -= 1

    def redo(self) -> None:
        """Step forward along the line (no-op at its end)."""
        if self.can_redo():
            self.position += 1

    def jump(self, n: int) -> None:
        """Put the cursor at step ``n`` (0 is the start); :class:`TimelineError` (an
        ``IndexError``, in English and German) outside the line."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise TimelineError(f"a step is a whole number, not {n!r}",
                                de=f"Ein Schritt ist eine ganze Zahl, nicht {n!r}")
        if not 0 <= n < len(self._states):
            last = len(self._states) - 1
            raise TimelineError(f"step {n} is outside this timeline (0..{last})",
                                de=f"Schritt {n} liegt außerhalb dieses Spielverlaufs (0..{last})")
        self.position = n

    # -- changing the line
    def apply(self, action: Action) -> GameState:
        """Apply ``action`` at the cursor; later steps are dropped. Illegal actions change nothing."""
        new = self.state.apply(action)  # raises before anything changes
        del self._states[self.position + 1:]
        self._states.append(new)
        self.position += 1
        return new

    def step(self) -> None:
        """Resolve a chance step with the seeded generator (bots move through :meth:`apply`)."""
        self.apply(self.state.sample_chance())

    def branch(self) -> Timeline:
        """A new timeline holding this one's steps up to the cursor; this one is unchanged."""
        other = Timeline.__new__(Timeline)
        other._states = self._states[: self.position + 1]
        other.position = self.position
        return other


def replay(root: GameState, actions: Sequence[Action]) -> GameState:
    """The state reached by applying ``actions`` to ``root`` (seed + actions = the same game)."""
    return root.apply_all(actions)
