"""Benchmark: from opening a teaching notebook to its first explorer drawn, in JupyterLab and
Notebook 7, and the share of it that is the package's own import.

Run ``.venv/bin/python benchmarks/bench_lab_open.py [--runs 3] [--interfaces lab notebook]``.

For each interface one server is started as the browser tests start it
(``tests/browser/jupyter.py``: 127.0.0.1 only, a token, private Jupyter folders, the venv's
kernel), and for each run a fresh copy of ``dice-pyramid.ipynb`` is opened in a fresh Chromium
context (so a new kernel starts) and *Run All* is clicked once the kernel is ready. Measured
from the navigation:

- ``kernel``: the notebook's kernel connected and idle (the page and the kernel starting);
- ``explorer``: the first explorer's table drawn (``.pe-root .pe-state svg``), the cells
  before it run (the imports, the table's repr, the explorer's construction).

The import share is measured apart, in fresh interpreters that have already imported what a
kernel holds (``ipykernel``): the notebook's first cell (its imports) and then the first
explorer (``Explorer("dice-pyramid", seed=...)`` and its first draw to HTML), median over
``--runs``. ``python -X importtime`` of the first cell is summarised (the slowest modules
of the package's own import path).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NOTEBOOK = "dice-pyramid.ipynb"

KERNEL_LIKE = "import ipykernel.ipkernel, ipykernel.zmqshell, IPython"
"""What a kernel has imported before the notebook's first cell runs."""


def first_cell() -> str:
    """The teaching notebook's first code cell (its imports)."""
    nb = json.loads((ROOT / "pyramid_explorer" / "notebooks" / NOTEBOOK).read_text())
    return next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")


IMPORT_PROBE = """
import time, json
{kernel}
t0 = time.perf_counter()
{cell}
t1 = time.perf_counter()
explorer = Explorer(GAME, seed=SEED)
explorer.widget  # built
t2 = time.perf_counter()
print(json.dumps({{"import": t1 - t0, "first_explorer": t2 - t1}}))
"""


def import_share(runs: int) -> dict[str, float]:
    """Median seconds of the first cell's imports and of the first explorer, fresh
    interpreters with a kernel's imports done."""
    code = IMPORT_PROBE.format(kernel=KERNEL_LIKE, cell=first_cell())
    results = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {key: statistics.median(r[key] for r in results) for key in results[0]}


def slowest_imports(top: int = 12) -> list[tuple[float, str]]:
    """``-X importtime`` of the first cell after a kernel's imports: the slowest modules
    (cumulative ms) imported by it, outermost first."""
    code = f"{KERNEL_LIKE}\nimport sys; sys.stderr.write('--- cell ---\\n')\n{first_cell()}"
    err = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True,
                         text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}).stderr
    cell = err.split("--- cell ---", 1)[1]
    rows = []
    for line in cell.splitlines():
        if not line.startswith("import time:"):
            continue
        _self, cumulative, name = line.split("|")
        depth = (len(name) - len(name.lstrip()) - 1) // 2
        if depth <= 1:
            rows.append((int(cumulative) / 1000, name.strip()))
    return sorted(rows, reverse=True)[:top]


def open_times(kind: str, runs: int) -> list[dict[str, float]]:
    """Seconds from navigation to the kernel ready and to the first explorer drawn."""
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, VIEWPORT
    from tests.browser.jupyter import (
        KERNEL_READY,
        RUN_TIMEOUT_MS,
        WAIT_APP,
        JupyterApp,
        wait_explorers,
    )

    times = []
    app = JupyterApp(kind, Path(tempfile.mkdtemp(prefix=f"bench-{kind}-")))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                        headless=True)
            for run in range(runs):
                name = f"run{run}-{NOTEBOOK}"
                (app.notebooks / name).write_bytes(
                    (ROOT / "pyramid_explorer" / "notebooks" / NOTEBOOK).read_bytes())
                context = browser.new_context(viewport=VIEWPORT)
                page = context.new_page()
                start = time.monotonic()
                page.goto(app.notebook_url(name))
                page.wait_for_function(WAIT_APP, timeout=RUN_TIMEOUT_MS)
                page.wait_for_function(KERNEL_READY, timeout=RUN_TIMEOUT_MS, polling=50)
                kernel = time.monotonic() - start
                page.evaluate("() => { window.jupyterapp.commands"
                              ".execute('notebook:run-all-cells'); return true; }")
                wait_explorers(page, 1)
                explorer = time.monotonic() - start
                times.append({"kernel": kernel, "explorer": explorer})
                context.close()
                app.shut_down_kernels()
            browser.close()
    finally:
        app.stop()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--interfaces", nargs="+", default=["lab", "notebook"],
                        choices=["lab", "notebook"])
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    sys.path.insert(1, str(HERE))
    from machine import describe

    print("machine:", describe())
    for kind in args.interfaces:
        times = open_times(kind, args.runs)
        kernel = [t["kernel"] for t in times]
        explorer = [t["explorer"] for t in times]
        print(f"{kind:9s} kernel ready {min(kernel):5.1f}–{max(kernel):5.1f} s, first explorer "
              f"drawn {min(explorer):5.1f}–{max(explorer):5.1f} s "
              f"(median {statistics.median(explorer):.1f} s, {args.runs} opens)")
    share = import_share(args.runs)
    print(f"in a fresh kernel-like interpreter (median of {args.runs}): the first cell's "
          f"imports {share['import']:.2f} s, the first explorer {share['first_explorer']:.2f} s")
    print("slowest imports of the first cell (cumulative ms, after a kernel's own imports):")
    for ms, name in slowest_imports():
        print(f"  {ms:8.1f}  {name}")


if __name__ == "__main__":
    main()
