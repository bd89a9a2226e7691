"""What a class costs the server: a light kernel start, templates compiled once, a capped pool."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from jupyter_client.session import Session

from pyramid_explorer.commands import dashboard
from pyramid_explorer.serve import speed
from pyramid_explorer.serve.launch import PLOTLY_ESM_ENV
from pyramid_explorer.serve.pool import cap_pool
from pyramid_explorer.serve.server import LearnerKernelManager

ROOT = Path(__file__).resolve().parents[1]


def test_the_dashboard_kernel_starts_without_pandas_plotly_or_dask():
    # what the dashboard notebook runs in every learner's kernel, until the page is drawn
    code = textwrap.dedent("""
        import json, sys
        from pyramid_explorer.ui.dashboard import Dashboard, fast_start
        fast_start()
        Dashboard()
        print(json.dumps(sorted({m.split(".")[0] for m in sys.modules})))
    """)
    # as the dashboard command starts its kernels: with plotly's code served as a file
    env = {**os.environ, PLOTLY_ESM_ENV: "/voila/templates/x/static/plotly-widget.js"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=True, env=env)
    loaded = set(json.loads(out.stdout.splitlines()[-1]))
    assert "ipywidgets" in loaded and "pyramid_explorer" in loaded  # it did build the page
    assert not loaded & {"pandas", "plotly", "dask", "matplotlib", "scipy"}


def _iopub(session: Session, msg_type: str, content: dict, parent_type: str) -> list[bytes]:
    parent = session.msg(parent_type, {})
    msg = session.msg(msg_type, content, parent=parent)
    return [b"kernel.iopub", *session.serialize(msg)]


class _Kernel:
    execution_state = "starting"


def test_kernel_activity_is_recorded_as_jupyter_server_does_from_real_messages():
    session = Session(key=b"secret")
    manager = LearnerKernelManager()
    kernel, seen = _Kernel(), []
    record = speed.record_activity_lean(kernel, lambda: seen.append(True),
                                        manager.track_message_type)
    # the first status after start: "idle" even in answer to an untracked request
    record(_iopub(session, "status", {"execution_state": "idle"}, "kernel_info_request"))
    assert kernel.execution_state == "idle" and seen == []
    # a click on a widget: the kernel is busy, sends an update, is idle again
    record(_iopub(session, "status", {"execution_state": "busy"}, "comm_msg"))
    assert kernel.execution_state == "busy"
    record(_iopub(session, "comm_msg", {"data": {"method": "update"}}, "comm_msg"))
    record(_iopub(session, "status", {"execution_state": "idle"}, "comm_msg"))
    assert kernel.execution_state == "idle" and len(seen) == 3  # all three are activity


def test_voila_compiles_its_page_templates_once_per_server():
    from voila.exporter import VoilaExporter

    speed.share_template_cache()
    speed.share_template_cache()  # twice is the same as once
    first, second = VoilaExporter(), VoilaExporter()  # Voila makes one for every page
    assert first.environment is not second.environment
    assert first.environment.bytecode_cache is speed.TEMPLATES
    assert second.environment.bytecode_cache is speed.TEMPLATES


class _PoolingManager:
    """What cap_pool needs of Voila's kernel manager: its pool config and fill_if_needed."""

    def __init__(self, pool_size: int) -> None:
        self.kernel_pools_config = {"default": {"pool_size": pool_size}}
        self.learners = 0
        self.filled: list[int] = []

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs) -> None:
        config = self.kernel_pools_config
        self.filled.append(config.get(notebook_name, config["default"])["pool_size"])


def test_a_pool_as_large_as_the_class_is_never_refilled_past_it():
    manager = _PoolingManager(pool_size=30)
    cap_pool(manager, 30, lambda km: km.learners)
    manager.learners = 10  # ten learners took pre-heated kernels
    manager.fill_if_needed(notebook_name="dashboard.ipynb")
    manager.learners = 30  # the class is complete: keep one ready for whoever replaces someone
    manager.fill_if_needed(notebook_name="dashboard.ipynb")
    assert manager.filled == [20, 1]
    assert manager.kernel_pools_config == {"default": {"pool_size": 30}}  # config unchanged


def test_preheat_may_be_as_large_as_the_class_cap(capsys):
    def serving(*args: str) -> dashboard.Serving:
        import argparse

        parser = argparse.ArgumentParser(prog="pyramid-explorer")
        dashboard.register(parser.add_subparsers())
        return dashboard.serving_for(parser.parse_args(["dashboard", "--port", "0", *args]))

    assert serving("--max-learners", "30", "--preheat", "30").preheat == 30
    assert serving("--preheat", "4").preheat == 4
    for args, most in ((["--preheat", "31", "--max-learners", "30"], 30),
                       (["--preheat", "5"], 4)):
        try:
            serving(*args)
        except dashboard.DashboardError as exc:
            assert f"--preheat must be between 0 and {most}" in str(exc)
        else:
            raise AssertionError(f"{args} was accepted")
