"""Every ```python example in README.md and docs/ runs as written.

One namespace per file, its blocks in order (a later block may use what an earlier one made),
in a scratch working directory. A block written as a doctest (``>>>`` prompts) must also print
what it shows (ellipses allowed); any other block must run without an error. A block that is not meant to run says so in its fence:
```python no-run — and the test lists those, so none is skipped silently.
"""

from __future__ import annotations

import doctest
import io
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FILES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```python([^\n]*)\n(.*?)^```\s*$", re.M | re.S)
NOT_RUN = {"README.md": 0}
"""How many blocks each file marks ``no-run`` (any other count fails: nothing is dropped quietly)."""


def python_blocks(path: Path) -> list[tuple[int, str, bool]]:
    """(line, code, runs) of every ```python block in ``path``."""
    text = path.read_text(encoding="utf-8")
    out = []
    for m in FENCE.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        out.append((line, m.group(2), "no-run" not in m.group(1).split()))
    return out


WITH_EXAMPLES = [p for p in FILES if python_blocks(p)]


def test_the_collector_finds_the_examples():
    names = {p.relative_to(ROOT).as_posix() for p in WITH_EXAMPLES}
    assert {"README.md", "docs/odds.md", "docs/games/pyramidenbau.md"} <= names
    not_run = {p.relative_to(ROOT).as_posix(): sum(not r for _, _, r in python_blocks(p))
               for p in WITH_EXAMPLES}
    assert {k: v for k, v in not_run.items() if v} == {k: v for k, v in NOT_RUN.items() if v}


@pytest.mark.parametrize("path", WITH_EXAMPLES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_python_example_runs(path, tmp_path):
    namespace: dict[str, object] = {"__name__": f"docs_example_{path.stem}"}
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        for line, code, runs in python_blocks(path):
            if not runs:
                continue
            where = f"{path.relative_to(ROOT)} line {line}"
            if code.lstrip().startswith(">>>"):
                _run_doctest(code, namespace, where)
                continue
            try:
                exec(compile(code, where, "exec"), namespace)  # noqa: S102
            except Exception as exc:  # noqa: BLE001 - say which example broke and how
                pytest.fail(f"{where}: {type(exc).__name__}: {exc}")
    finally:
        os.chdir(here)


def _run_doctest(code: str, namespace: dict[str, object], where: str) -> None:
    test = doctest.DocTestParser().get_doctest(code, namespace, where, where, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    out = io.StringIO()
    runner.run(test, out=out.write, clear_globs=False)
    if runner.failures:
        pytest.fail(f"{where}:\n{out.getvalue()}")
