"""The Ramses Pyramid notebook runs top to bottom and its exercises cite the rules and the odds.

(``tests/test_notebooks.py`` lists the notebooks in ``EXPECTED``; this file reuses its runner.)
"""

from __future__ import annotations

import pytest
from test_notebooks import (
    PACKAGED,
    SOURCE,
    assert_clean,
    check_exercises,
    outputs,
    run_teaching_notebook,
    widget_views,
)

NAME = "ramses-pyramid.ipynb"


def test_packaged_copy_is_identical():
    assert (SOURCE / NAME).read_bytes() == (PACKAGED / NAME).read_bytes()


@pytest.mark.notebook
@pytest.mark.rules("rp.pyramid.temple", "rp.pyramid.wrong-temple", "rp.pyramid.colour",
                   "rp.pyramid.sideways", "rp.track.enter", "rp.ruling.space-choice",
                   "rp.space.peek", engine=False)
def test_ramses_notebook_exercises_cite_the_rules_and_the_odds():
    nb, exercises = run_teaching_notebook(NAME)
    assert_clean(nb)
    cited = check_exercises(exercises)
    assert {"rp.pyramid.colour", "rp.pyramid.sideways", "rp.track.enter",
            "rp.ruling.space-choice"} <= cited["illegal"]
    assert {"rp.pyramid.temple", "rp.pyramid.wrong-temple", "rp.space.peek"} <= cited["legal"]
    temple = next(ex for ex in exercises if "Which temple" in ex["prompt"])
    right = next(c for c in temple["choices"] if "(C)" in c["label"])
    assert right["good"] and "100 %" in right["odds"]
    wrong = next(c for c in temple["choices"] if "(A)" in c["label"])
    assert not wrong["good"] and "0 %" in wrong["odds"]
    side = next(ex for ex in exercises if "sideways" in ex["prompt"])
    south = next(c for c in side["choices"] if "south" in c["label"])
    climb = next(c for c in side["choices"] if c["label"].startswith("Climb"))
    assert south["good"] and not climb["good"] and "33.3 %" in climb["odds"]
    assert widget_views(nb) >= 5  # the explorer and the exercises
    assert sum("application/vnd.plotly.v1+json" in out.get("data", {})
               for out in outputs(nb)) >= 2
