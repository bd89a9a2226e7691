"""Print ``name==version`` for every package the dashboard runs on, as installed here.

Run: ``.venv/bin/python binder/pins.py`` — it walks the runtime dependencies of
pyramid-explorer (pyproject's ``dependencies``, not the test extras) through the installed
distributions, so the output pins exactly the environment the tests just passed on. Paste it
under the ``.`` line of ``binder/requirements.txt``.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys

from packaging.requirements import Requirement


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_closure(package: str = "pyramid-explorer") -> dict[str, str]:
    """Installed version of every package ``package`` needs at run time (not itself)."""
    todo = [Requirement(r) for r in metadata.requires(package) or []]
    found: dict[str, str] = {}
    while todo:
        req = todo.pop()
        if req.marker and not req.marker.evaluate({"extra": ""}):
            continue  # an extra (test tools) or another platform's dependency
        name = canonical(req.name)
        if name in found:
            continue
        try:
            dist = metadata.distribution(req.name)
        except metadata.PackageNotFoundError:
            sys.exit(f"{req.name} is not installed: install pyramid-explorer first")
        found[name] = dist.version
        todo.extend(Requirement(r) for r in dist.requires or [])
    return found


if __name__ == "__main__":
    for name, version in sorted(runtime_closure().items()):
        print(f"{name}=={version}")
