"""The Pyramidenbau notebook runs top to bottom and its exercises teach the rules they cite."""

from __future__ import annotations

import pytest
from test_notebooks import PACKAGED, SOURCE, assert_clean, check_exercises, run_teaching_notebook


def test_notebook_is_shipped_unchanged_and_without_outputs():
    import json
    name = "pyramidenbau.ipynb"
    assert (SOURCE / name).read_bytes() == (PACKAGED / name).read_bytes()
    nb = json.loads((SOURCE / name).read_text(encoding="utf-8"))
    assert all(not c.get("outputs") for c in nb["cells"] if c["cell_type"] == "code")


@pytest.mark.notebook
@pytest.mark.rules("pb.build.staffed", "pb.build.layers", "pb.move.worker", "pb.cap.place",
                   "pb.hire.colour", "pb.board.workplaces", engine=False)
def test_pyramidenbau_notebook_exercises_cite_the_rules():
    nb, exercises = run_teaching_notebook("pyramidenbau.ipynb")
    assert_clean(nb)
    cited = check_exercises(exercises)
    assert {"pb.build.staffed", "pb.build.layers", "pb.hire.colour"} <= cited["illegal"]
    assert {"pb.move.worker", "pb.cap.place"} <= cited["legal"]
