"""Python's full garbage collections no longer walk the objects that live as long as the
kernel (issue 28): once the compiled solver has loaded and once the explorer's whole-game
thread has started, those objects are in the collector's permanent generation
(:mod:`pyramid_explorer.solve.heap`), so a collection that falls into a click walks only what
was made since. Values stay the same. Each check runs in a fresh interpreter (the test
process has frozen objects of its own)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import gc, json
    import ipywidgets
    from pyramid_explorer.ui import Explorer

    def walked(obj):                    # does a full collection walk this object?
        return any(o is obj for o in gc.get_objects())

    out = {"frozen at start": gc.get_freeze_count()}
    ex = Explorer("dice-pyramid", seed=3, i_know_the_way=True, power_relics=True)
    panel = ex.widget                   # built before the thread starts, lives as long
    assert ex.odds.whole.wait(120)
    import numba
    out.update(frozen=gc.get_freeze_count(), panel_walked=walked(panel),
               numba_walked=walked(numba.njit), line=ex.odds.whole.line.value)
    out["fresh_walked"] = walked(fresh := ipywidgets.HTML())   # made after: still collected
    print(json.dumps(out))
""")


def run(**env: str) -> dict:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          timeout=300, env={**os.environ, **env})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_explorer_and_numba_are_out_of_the_collectors_walks_once_it_solves():
    settled, not_settled = run(), run(PYRAMID_SETTLE_HEAP="0")
    assert settled["frozen at start"] == 0
    assert settled["frozen"] > 100_000
    assert not settled["panel_walked"] and not settled["numba_walked"]
    assert settled["fresh_walked"]
    assert not_settled["frozen"] == 0 and not_settled["panel_walked"]
    assert "<b>" in settled["line"] and settled["line"] == not_settled["line"]   # same value
