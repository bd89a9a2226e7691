"""The compiled solver is loaded only when someone asks for a whole-game value (issue 28).

A dashboard kernel waits pre-heated for a learner, and most learners never ask for the
chance to win the whole game: such a kernel must not carry numba and the solver's pool
(about 170 MB together once a deal is solved). Each check runs in a fresh interpreter, since
this test process may have loaded numba already."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import json, sys
    from pyramid_explorer.ui.dashboard import Dashboard

    def loaded():
        pool = sys.modules.get("pyramid_explorer.solve.pool")
        return {"numba": "numba" in sys.modules,
                "solver": "pyramid_explorer.solve.perfect" in sys.modules,
                "pool rows": sum(len(p.index) for p in pool._POOLS.values()) if pool else 0}

    dashboard = Dashboard()             # its first tab: Dice Pyramid, the referee's view
    explorer = dashboard.contents["dice-pyramid"]
    whole = explorer.odds.whole
    for _ in range(6):                  # the learner clicks Step: roll, moves, ...
        explorer.step()
    assert whole.wait(30)
    out = {"view": explorer.session.view, "idle": loaded(), "line": whole.line.value}
    whole.ask.click()                   # the referee asks for the upper bound
    assert whole.wait(120)
    out["asked"] = loaded()
    out["asked line"] = whole.line.value
    explorer.step()                     # from now on it follows the game by itself
    assert whole.wait(120)
    out["next line"] = whole.line.value
    print(json.dumps(out))
""")


def run(script: str) -> dict:
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_dashboard_learner_who_never_asks_loads_no_compiled_solver():
    out = run(SCRIPT)
    assert out["view"] is None                      # the referee's view, where it may be shown
    assert out["idle"] == {"numba": False, "solver": False, "pool rows": 0}
    assert "click to compute" in out["line"] and "%" not in out["line"]
    assert out["asked"]["numba"] and out["asked"]["solver"] and out["asked"]["pool rows"] > 0
    assert "if every card were known (upper bound, referee's view): <b>" in out["asked line"]
    assert "if every card were known (upper bound, referee's view): <b>" in out["next line"]


OTHER_TABS = textwrap.dedent("""
    import json, sys
    from pyramid_explorer.ui.dashboard import Dashboard

    dashboard = Dashboard()
    used = []
    for tab in ("im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau", "odds-lab", "simulate"):
        dashboard.select(tab)           # the learner opens the tab ...
        content = dashboard.contents[tab]
        if hasattr(content, "step"):    # ... and plays: bot steps, a player's view, the referee's
            for _ in range(4):
                content.step()
            content.set_view(0)
            content.step()
            content.set_view(None)
            used.append(content.session.position)
    print(json.dumps({"numba": "numba" in sys.modules, "used": used,
                      "solver": "pyramid_explorer.solve.perfect" in sys.modules}))
""")


def test_a_learner_who_uses_only_the_other_tabs_loads_no_numba():
    """Im Bann, Ramses, Pyramidenbau, the Odds Lab and the Simulate tab never ask for a
    whole-game value, so opening and playing them loads no numba (issue 28)."""
    out = run(OTHER_TABS)
    assert len(out["used"]) == 3 and all(p > 0 for p in out["used"])
    assert out["numba"] is False and out["solver"] is False
