"""A class arriving at once: classroom mode warms a place for every learner by default, a few
kernels at a time, serves meanwhile, and says on the console how far it is and what it holds."""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import re
import signal
import subprocess
import sys
import threading
import urllib.request

import psutil

from pyramid_explorer.commands import dashboard
from pyramid_explorer.serve.kernel import is_kernel
from pyramid_explorer.serve.launch import voila_command
from pyramid_explorer.serve.places import WarmUpReport, pss
from pyramid_explorer.serve.pool import PacedPool, is_warming

NOTEBOOK = "dashboard.ipynb"


def _serving(*args: str) -> dashboard.Serving:
    parser = argparse.ArgumentParser(prog="pyramid-explorer")
    dashboard.register(parser.add_subparsers())
    return dashboard.serving_for(parser.parse_args(["dashboard", "--port", "0", *args]))


def test_classroom_mode_warms_a_place_for_every_learner_by_default():
    classroom = ("--classroom", "--host", "127.0.0.1")
    assert _serving(*classroom).preheat == 30          # the default class of 30
    assert _serving(*classroom, "--max-learners", "12").preheat == 12
    assert _serving(*classroom, "--preheat", "2").preheat == 2  # the teacher's choice stays
    assert _serving(*classroom, "--preheat", "0").preheat == 0
    assert _serving().preheat == 1                      # one visitor at a time: one kernel
    assert _serving("--max-learners", "12").preheat == 1
    command = voila_command(dashboard.notebook_path("dashboard"), _serving(*classroom))
    assert "--preheat_kernel=True" in command and "--pool_size=30" in command


class _Voila:
    """Voila's pooling kernel manager as PacedPool sees it: ``_pools`` of tasks that start a
    kernel (their result holds the task running the notebook), and ``fill_if_needed``, which
    starts ``pool_size - len(pool)`` kernels. Created with the first kernels started, as
    Voila's is."""

    def __init__(self, loop: asyncio.AbstractEventLoop, pool_size: int) -> None:
        self.loop = loop
        self.kernel_pools_config = {"default": {"pool_size": pool_size}}
        self._pools: dict[str, list[asyncio.Future]] = {}
        self.learners = 0
        self.started = 0
        self.fill_if_needed(delay=0, notebook_name=NOTEBOOK)

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs) -> None:
        config = self.kernel_pools_config
        size = config.get(notebook_name, config["default"])["pool_size"]
        pool = self._pools.setdefault(notebook_name, [])
        for _ in range(size - len(pool)):
            pool.append(self.loop.create_future())
            self.started += 1

    def pool(self) -> list[asyncio.Future]:
        return self._pools[NOTEBOOK]

    def warm_one(self) -> None:
        """The oldest warming kernel starts and runs the notebook."""
        task = next(t for t in self.pool() if is_warming(t))
        if not task.done():
            render = self.loop.create_future()
            task.set_result({"kernel_id": f"k{self.started}", "task": render})
        task.result()["task"].set_result(None)
        self.settle()

    def take_one(self) -> None:
        """A learner takes the oldest pooled kernel (Voila then calls fill_if_needed)."""
        self.pool().pop(0)
        self.learners += 1
        self.fill_if_needed(delay=1, notebook_name=NOTEBOOK)
        self.settle()

    def settle(self) -> None:
        for _ in range(5):
            self.loop.run_until_complete(asyncio.sleep(0))


def test_the_class_is_warmed_two_kernels_at_a_time_and_never_past_the_class():
    loop = asyncio.new_event_loop()
    try:
        voila = _Voila(loop, pool_size=2)  # the server lowered Voila's pool to the pace
        warmed: list[int] = []
        paced = PacedPool(voila, size=6, max_learners=6, learners=lambda km: km.learners,
                          at_once=2, on_warm=lambda: warmed.append(1))
        paced.install()
        assert voila.started == 2  # not six at once: the first place is ready soon
        most_warming = 0
        while paced.counts(NOTEBOOK) != (6, 0):
            voila.warm_one()
            most_warming = max(most_warming, paced.counts(NOTEBOOK)[1])
            assert paced.counts(NOTEBOOK)[1] <= 2
        assert most_warming == 2 and voila.started == 6 and len(warmed) == 6
        voila.settle()
        assert len(warmed) == 6  # a warm kernel is reported once, nothing keeps firing
        # the class arrives: no kernel is started for places nobody can take ...
        for _ in range(5):
            voila.take_one()
        assert voila.started == 6
        # ... and with the whole class in, one is kept ready for whoever replaces someone
        voila.take_one()
        assert voila.started == 7
    finally:
        loop.close()


def test_a_learner_who_takes_a_warming_kernel_gets_the_cores_for_it():
    loop = asyncio.new_event_loop()
    try:
        voila = _Voila(loop, pool_size=2)
        paced = PacedPool(voila, size=6, max_learners=6, learners=lambda km: km.learners,
                          at_once=2)
        paced.install()
        taken = voila.pool()[0]
        paced.page_started()  # the class arrives while the server still warms
        voila.take_one()
        assert voila.started == 2  # no third kernel competes with the one the learner awaits
        # Voila stops the pooled rendering when a page takes the kernel; the page goes on
        taken.set_result({"kernel_id": "taken", "task": loop.create_future()})
        taken.result()["task"].set_result(None)
        voila.settle()
        assert voila.started == 2  # the learner's page still waits for the notebook
        paced.page_done()
        voila.settle()
        assert voila.started == 3  # the learner's page is there: the next place starts
    finally:
        loop.close()


def test_a_refill_after_the_class_left_is_paced_too():
    loop = asyncio.new_event_loop()
    try:
        voila = _Voila(loop, pool_size=1)
        paced = PacedPool(voila, size=30, max_learners=30, learners=lambda km: km.learners,
                          at_once=1)
        paced.install()
        voila.pool().clear()  # the last lesson's class has gone, the pool is empty
        voila.fill_if_needed(notebook_name=NOTEBOOK)
        assert voila.started == 2  # one more, not 30 at once
    finally:
        loop.close()


def test_the_console_says_how_far_the_warm_up_is_and_what_the_places_hold():
    out = io.StringIO()
    state = {"ready": 0, "complete": False}
    clock = iter(range(0, 1000, 3))  # 3 s between two warm kernels
    report = WarmUpReport(30, 2, ready=lambda: (state["ready"], state["complete"]),
                          pids=lambda: [os.getpid()], out=out, lang="en",
                          clock=lambda: next(clock))
    report.start()
    for ready in range(1, 31):
        state["ready"], state["complete"] = ready, ready == 30
        report.kernel_warm()
    report.kernel_warm()  # a later refill: silent
    lines = out.getvalue().splitlines()
    assert lines[0] == ("Warming 30 places for the class (2 at a time); learners can come in "
                        "already.")
    assert lines[1].startswith("warming 1/30 places… (") and lines[1].endswith(" GB)")
    assert lines[-2].startswith("warming 29/30 places…")
    assert lines[-1].startswith("30 places ready, ") and lines[-1].endswith(
        " GB of memory (server and kernels, measured).")
    assert sum("places ready" in line for line in lines) == 1
    german = io.StringIO()
    report = WarmUpReport(2, 2, ready=lambda: (2, True), pids=lambda: [], out=german,
                          lang="de")
    report.start()  # one round: nothing to announce
    report.kernel_warm()
    assert german.getvalue() == "2 Plätze bereit.\n"  # no memory to be read: none is claimed


def test_a_classroom_server_takes_learners_while_warming_and_reports_measured_memory():
    """The command a teacher types, its defaults, on 127.0.0.1, with a German console."""
    env = {**os.environ, "LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
           "PYRAMID_EXPLORER_WARM": "0"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--classroom", "--host",
         "127.0.0.1", "--port", "0", "--no-browser", "--max-learners", "3"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    printed: list[str] = []
    ready = threading.Event()
    try:
        assert proc.stdout is not None
        url = None
        for line in proc.stdout:
            printed.append(line)
            m = re.search(r"dashboard: (http://127\.0\.0\.1:\d+/\?token=\S+)", line)
            if m:
                url = m.group(1)
                break
        assert url, "".join(printed)

        def drain() -> None:
            for line in proc.stdout:
                printed.append(line)
                if "Plätze bereit" in line:
                    ready.set()

        threading.Thread(target=drain, daemon=True).start()
        warming_when_asked = not ready.is_set()
        with urllib.request.urlopen(url, timeout=180) as response:  # the first learner
            assert response.status == 200
            assert "application/vnd.jupyter.widget-view+json" in response.read().decode()
        assert warming_when_asked  # the page was asked for before every place was warm
        assert ready.wait(180), "".join(printed)
        line = next(x for x in printed if "Plätze bereit" in x)
        m = re.fullmatch(r"3 Plätze bereit, (\d+),(\d+) GB Arbeitsspeicher "
                         r"\(Server und Kernel, gemessen\)\.", line.strip())
        assert m, line
        said = float(f"{m.group(1)}.{m.group(2)}") * 2**30
        server = psutil.Process(proc.pid).children()  # Voila; its children are the kernels
        processes = [p for s in server for p in [s, *s.children(recursive=True)]]
        kernels = [p for p in processes if is_kernel(p.cmdline())]
        assert len(kernels) == 3  # the learner's and two places for the others, no more
        measured = sum(pss(p.pid) or 0 for p in processes)
        assert 0.7 * measured < said < 1.3 * measured, (said, measured)
        assert any("warming" in x or "vorgewärmt" in x or "Plätze für die Klasse" in x
                   for x in printed)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
