"""Shared test fixtures and the ``rules`` marker used for rule coverage."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The dashboards the tests start skip the coach's warm-up process: `.ci/run` compiles the
# playouts ahead once, and a warm-up process would count in the servers' memory and process
# checks. `test_the_dashboard_opens_as_fast_while_the_coach_compiles_ahead` starts it on purpose.
os.environ.setdefault("PYRAMID_EXPLORER_WARM", "0")
