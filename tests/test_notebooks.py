"""The notebooks: committed without outputs, shipped inside the package, and runnable top to bottom.

``notebooks/`` (repository top level, what Binder and JupyterLab users open) is the source;
``pyramid_explorer/notebooks/`` holds byte-identical copies so ``pyramid-explorer dashboard``
works from an installed package. After editing a notebook, strip its outputs and copy it::

    cp notebooks/*.ipynb pyramid_explorer/notebooks/
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from pyramid_explorer import games

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "notebooks"
PACKAGED = ROOT / "pyramid_explorer" / "notebooks"
# the dashboard, the Odds Lab, and one teaching notebook per game
EXPECTED = {"dashboard.ipynb", "odds-lab.ipynb"} | {f"{g}.ipynb" for g in games.available()}
ALL_COMMITTED = sorted([*SOURCE.glob("*.ipynb"), *PACKAGED.glob("*.ipynb"),
                        *(ROOT / "benchmarks").glob("*.ipynb")])


def test_every_notebook_is_there():
    assert {p.name for p in SOURCE.glob("*.ipynb")} == EXPECTED


def test_packaged_copies_are_identical_to_the_sources():
    assert {p.name for p in PACKAGED.glob("*.ipynb")} == EXPECTED
    stale = [name for name in sorted(EXPECTED)
             if (SOURCE / name).read_bytes() != (PACKAGED / name).read_bytes()]
    assert not stale, f"run: cp notebooks/*.ipynb pyramid_explorer/notebooks/  (stale: {stale})"


@pytest.mark.parametrize("path", ALL_COMMITTED, ids=lambda p: str(p.relative_to(ROOT)))
def test_committed_notebooks_have_no_outputs(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    dirty = [i for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "code"
             and (cell.get("outputs") or cell.get("execution_count") is not None)]
    assert not dirty, f"{path.name}: cells {dirty} carry outputs; clear them before committing"
    assert "widgets" not in nb.get("metadata", {}), f"{path.name} stores widget state"


def run_notebook(name: str) -> nbformat.NotebookNode:
    nb = nbformat.read(SOURCE / name, as_version=4)
    NotebookClient(nb, timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(SOURCE)}}).execute()
    return nb


def outputs(nb: nbformat.NotebookNode) -> list[dict]:
    return [out for cell in nb.cells if cell.cell_type == "code" for out in cell.outputs]


def widget_views(nb: nbformat.NotebookNode) -> int:
    return sum("application/vnd.jupyter.widget-view+json" in out.get("data", {})
               for out in outputs(nb))


def assert_clean(nb: nbformat.NotebookNode) -> None:
    errors = [out for out in outputs(nb) if out.get("output_type") == "error"]
    assert not errors
    stderr = [out.get("text", "") for out in outputs(nb)
              if out.get("output_type") == "stream" and out.get("name") == "stderr"]
    assert not any("Traceback" in text or "Error" in text for text in stderr), stderr


@pytest.mark.notebook
def test_dashboard_notebook_shows_one_widget_and_no_code_output():
    nb = run_notebook("dashboard.ipynb")
    assert_clean(nb)
    assert widget_views(nb) == 1
    # under Voila only outputs show: nothing else may print
    assert all(out.get("output_type") != "stream" for out in outputs(nb))


@pytest.mark.notebook
def test_odds_lab_notebook_runs_and_draws_charts():
    nb = run_notebook("odds-lab.ipynb")
    assert_clean(nb)
    plotly = [out for out in outputs(nb) if "application/vnd.plotly.v1+json" in out.get("data", {})
              or "application/vnd.jupyter.widget-view+json" in out.get("data", {})]
    assert plotly, "the odds lab notebook shows no chart"


VERDICTS_CELL = """
import json as _json
from pyramid_explorer.ui.exercises import Exercise as _Exercise
_found = [v for v in Out.values() if isinstance(v, _Exercise)]
print(_json.dumps([{"prompt": str(ex.prompt), "link": 'href="' in ex.link_html.value, "choices": [
    {"label": str(c.label), "legal": v.legal, "good": v.good, "rules": list(v.rule_ids),
     "reason": v.reason, "odds": v.odds}
    for c, v in ((c, ex.verdict(c)) for c in ex.choices)]} for ex in _found]))
"""


def run_teaching_notebook(name: str) -> tuple[nbformat.NotebookNode, list[dict]]:
    """Execute a teaching notebook, then ask every exercise it showed for its verdicts."""
    nb = nbformat.read(SOURCE / name, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(VERDICTS_CELL))
    NotebookClient(nb, timeout=180, kernel_name="python3",
                   resources={"metadata": {"path": str(SOURCE)}}).execute()
    last = nb.cells.pop()
    exercises = json.loads("".join(o.get("text", "") for o in last.outputs))
    return nb, exercises


def check_exercises(exercises: list[dict]) -> dict[str, set[str]]:
    """At least three exercises, each with a legal good move, a cited rule for every choice,
    and an "Open this position in the dashboard" link to exactly its position."""
    from pyramid_explorer import games
    from pyramid_explorer.engine import RULES

    for game_id in games.available():
        games.spec(game_id)  # registers the game's rule clauses
    assert len(exercises) >= 3
    cited: dict[str, set[str]] = {"illegal": set(), "legal": set()}
    for ex in exercises:
        kinds = [c["legal"] for c in ex["choices"]]
        assert ex["link"], f"{ex['prompt']}: no dashboard link"
        assert any(c["legal"] and c["good"] for c in ex["choices"]), ex["prompt"]
        assert len(set(kinds)) == 2 or all(kinds), ex["prompt"]
        for c in ex["choices"]:
            assert c["rules"] and all(r in RULES for r in c["rules"]), c
            cited["legal" if c["legal"] else "illegal"].update(c["rules"])
            if not c["legal"]:
                assert c["reason"].endswith("."), c  # a sentence, not a traceback
    return cited


@pytest.mark.notebook
@pytest.mark.rules("dp.turn.rerolls", "dp.turn.miss", "dp.relic.granite-idol", "dp.dice.flip",
                   "dp.card.hall-of-hieroglyphs", "dp.card.ascending-passage", "dp.turn.take",
                   engine=False)
def test_dice_pyramid_notebook_exercises_cite_the_rules():
    nb, exercises = run_teaching_notebook("dice-pyramid.ipynb")
    assert_clean(nb)
    cited = check_exercises(exercises)
    # the lessons the notebook promises: no third re-roll, relics flip, a miss costs a relic
    assert {"dp.turn.rerolls", "dp.card.hall-of-hieroglyphs", "dp.card.ascending-passage",
            "dp.relic.granite-idol", "dp.turn.miss"} <= cited["illegal"]
    assert {"dp.turn.take", "dp.dice.flip"} <= cited["legal"]
    # the advisor's verdicts carry exact chances
    assert any("%" in c["odds"] for ex in exercises for c in ex["choices"])
    ending = next(ex for ex in exercises if "no re-rolls left" in ex["prompt"])
    flip = next(c for c in ending["choices"] if c["label"].startswith("Use Granite Idol on die 1"))
    assert flip["good"] and "100 %" in flip["odds"]
    whole = next(ex for ex in exercises if "Take it now?" in ex["prompt"])  # the game value
    assert [c["good"] for c in whole["choices"]] == [False, True]
    assert all("whole game" in c["odds"] for c in whole["choices"])
    assert widget_views(nb) >= 5  # the explorer and the exercises
    assert any("application/vnd.plotly.v1+json" in out.get("data", {}) for out in outputs(nb))


@pytest.mark.notebook
@pytest.mark.rules("ib.complete.exact", "ib.chamber.exact", "ib.complete.mummy",
                   "ib.play.equipment", "ib.mummy.pass_complete", engine=False)
def test_im_bann_notebook_exercises_cite_the_rules():
    nb, exercises = run_teaching_notebook("im-bann-der-pyramide.ipynb")
    assert_clean(nb)
    cited = check_exercises(exercises)
    assert {"ib.chamber.exact", "ib.complete.mummy", "ib.play.equipment"} <= cited["illegal"]
    assert {"ib.complete.exact", "ib.mummy.pass_complete"} <= cited["legal"]
    assert widget_views(nb) >= 4
    assert any("application/vnd.plotly.v1+json" in out.get("data", {}) for out in outputs(nb))
