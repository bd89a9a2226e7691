"""Serving a class: idle culling and pool flags, classroom mode's settings, the refusal pages."""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from pyramid_explorer import cli
from pyramid_explorer.commands import dashboard
from pyramid_explorer.serve import classroom, pages
from pyramid_explorer.serve.server import LearnerKernelManager, learner_kernel_count


def cli_args(*args: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="pyramid-explorer")
    dashboard.register(parser.add_subparsers())
    return parser.parse_args(["dashboard", *args])


def command(*args: str) -> list[str]:
    return dashboard.voila_command(Path("x.ipynb"), dashboard.serving_for(cli_args(*args)))


def test_idle_kernels_are_culled_after_the_time_asked_for():
    assert "--MappingKernelManager.cull_idle_timeout=90" in command("--cull-idle", "90s")
    assert "--MappingKernelManager.cull_interval=30" in command("--cull-idle", "90s")
    assert "--MappingKernelManager.cull_idle_timeout=7200" in command("--cull-idle", "2h")
    assert "--MappingKernelManager.cull_interval=60" in command("--cull-idle", "2h")
    assert not [a for a in command("--cull-idle", "0") if "cull" in a]  # 0: never


def test_a_bad_duration_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["dashboard", "--cull-idle", "soon", "--no-browser"])
    assert exit_.value.code == 2
    assert "not a duration: 'soon' (write e.g. 15m, 90s or 0)" in capsys.readouterr().err


def test_the_preheated_pool_stays_small(capsys):
    assert "--preheat_kernel=False" in command("--preheat", "0")
    assert "--pool_size=3" in command("--preheat", "3")
    assert cli.main(["dashboard", "--preheat", "9", "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "--preheat must be between 0 and 4, not 9" in err and "Traceback" not in err


def test_max_learners_caps_the_server_and_must_be_positive(capsys):
    assert "--DashboardServer.max_learners=12" in command("--max-learners", "12")
    assert cli.main(["dashboard", "--max-learners", "0", "--no-browser"]) == 2
    assert "--max-learners must be at least 1, not 0" in capsys.readouterr().err


def test_loopback_stays_the_default():
    serving = dashboard.serving_for(cli_args("--port", "0"))
    assert serving.host == "127.0.0.1" and serving.token is None and serving.max_learners == 0
    assert serving.url.startswith("http://127.0.0.1:") and "token" not in serving.url


def test_classroom_serves_the_network_address_behind_a_fresh_token(monkeypatch):
    monkeypatch.setattr(dashboard, "lan_address", lambda: "192.0.2.7")  # detected, not used
    first = dashboard.serving_for(cli_args("--classroom", "--host", "127.0.0.1", "--port", "0"))
    second = dashboard.serving_for(cli_args("--classroom", "--host", "127.0.0.1", "--port", "0"))
    assert first.host == "127.0.0.1"
    assert first.token and second.token and first.token != second.token
    assert first.url == f"http://127.0.0.1:{first.port}/?token={first.token}"
    assert first.max_learners == dashboard.CLASSROOM_MAX_LEARNERS
    capped = dashboard.serving_for(cli_args("--classroom", "--host", "127.0.0.1",
                                            "--max-learners", "5", "--port", "0"))
    assert capped.max_learners == 5


def test_classroom_defaults_to_the_detected_network_address(monkeypatch):
    monkeypatch.setattr(dashboard, "lan_address", lambda: "192.0.2.7")
    monkeypatch.setattr(dashboard, "check_port", lambda port, host: None)  # bind nothing
    serving = dashboard.serving_for(cli_args("--classroom", "--port", "8866"))
    assert serving.host == "192.0.2.7" and serving.url.startswith("http://192.0.2.7:8866/?token=")


def test_host_is_an_ipv4_address_and_goes_with_classroom(capsys):
    assert cli.main(["dashboard", "--host", "127.0.0.1", "--no-browser"]) == 2
    assert "--host goes with --classroom" in capsys.readouterr().err
    assert cli.main(["dashboard", "--classroom", "--host", "evil.example", "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "--host must be an IPv4 address" in err and "Traceback" not in err


class _FakeUdp:
    """A UDP socket that sends nothing: ``connect`` only records where it would go."""

    def __init__(self, address: str | None) -> None:
        self.address, self.connected = address, None

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None

    def connect(self, target) -> None:
        if self.address is None:
            raise OSError("Network is unreachable")
        self.connected = target

    def getsockname(self):
        return (self.address, 40000)


@pytest.mark.parametrize("address, expected", [
    ("192.168.1.20", "192.168.1.20"), ("127.0.0.1", None), ("0.0.0.0", None), (None, None)])
def test_the_network_address_is_the_one_the_system_would_route_through(monkeypatch, address,
                                                                        expected):
    fake = _FakeUdp(address)
    monkeypatch.setattr(classroom.socket, "socket", lambda *a: fake)
    if expected is None:
        with pytest.raises(classroom.NoNetworkError, match="Wi-Fi or cable"):
            classroom.lan_address()
    else:
        assert classroom.lan_address() == expected
        assert fake.connected == classroom.PROBE_ADDRESS  # a TEST-NET-2 address: nothing is sent


def test_classroom_without_a_network_says_so(monkeypatch, capsys):
    def offline() -> str:
        raise classroom.NoNetworkError("this computer is on no network (connect it to the "
                                       "room's Wi-Fi or cable)")

    monkeypatch.setattr(dashboard, "lan_address", offline)
    assert cli.main(["dashboard", "--classroom", "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "--classroom: this computer is on no network" in err and "Traceback" not in err


def test_the_warning_says_what_classroom_mode_exposes():
    text = classroom.exposure_warning("http://10.0.0.5:8866/?token=t", 30)
    assert "whole local network" in text
    assert "token in the link is the only protection" in text and "plain HTTP" in text
    assert "At most 30 learners" in text and "http://10.0.0.5:8866/?token=t" in text


class _Done:
    """A finished pool task, as Voila keeps them (its result names the kernel)."""

    def __init__(self, kernel_id: str | None, error: Exception | None = None) -> None:
        self._id, self._error = kernel_id, error

    def done(self) -> bool:
        return True

    def cancelled(self) -> bool:
        return False

    def exception(self) -> Exception | None:
        return self._error

    def result(self) -> dict:
        return {"kernel_id": self._id}


class _KernelManager:
    def __init__(self, running: list[str], pool: list) -> None:
        self._running, self._pools = running, {"dashboard.ipynb": pool}

    def list_kernel_ids(self) -> list[str]:
        return list(self._running)


def test_preheated_kernels_do_not_count_as_learners():
    starting = asyncio.new_event_loop().create_future()  # a pool kernel running the notebook
    km = _KernelManager(["a", "b", "pool", "warming"], [_Done("pool"), starting])
    assert learner_kernel_count(km) == 2
    # right after the server starts: the only kernel is the pool's, still warming up, so the
    # first learner of the lesson is not told the class is full (seen in CI with a cap of 1)
    assert learner_kernel_count(_KernelManager(["warming"], [starting])) == 0
    assert learner_kernel_count(_KernelManager(["a"], [_Done(None, RuntimeError())])) == 1
    assert learner_kernel_count(_KernelManager([], [])) == 0


def test_refusal_pages_speak_the_visitors_language_first():
    full = pages.class_full_page(25, "de-CH,de;q=0.9,en;q=0.5")
    assert full.index("Die Klasse ist voll") < full.index("The class is full")
    assert "Alle Plätze auf diesem Dashboard (25)" in full and "dashboard (25) are taken" in full
    assert '<html lang="de">' in full
    missing = pages.no_access_page("en-US")
    assert missing.index("missing its key") < missing.index("fehlt der Schlüssel")
    assert "QR code" in missing and "QR-Code" in missing


class _Kernel:
    kernel_name = "python3"
    execution_state = "idle"

    class kernel_spec:  # noqa: N801  (the attribute jupyter_server reads)
        metadata: dict = {}

    def __init__(self, idle_for: float) -> None:
        self.last_activity = datetime.now(timezone.utc) - timedelta(seconds=idle_for)


def test_a_kernel_handed_to_a_learner_is_not_culled_before_its_page_connects():
    manager = LearnerKernelManager(cull_idle_timeout=60)
    ended: list[str] = []

    async def shutdown(self, kernel_id: str, *args, **kwargs) -> None:
        ended.append(kernel_id)

    manager._kernels["k"] = _Kernel(idle_for=3600)  # waited an hour in the pre-heated pool
    manager._kernel_connections["k"] = 0

    def run(coroutine):  # on a thread of its own: an earlier test may leave a loop running here
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, coroutine).result()

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(AsyncMappingKernelManager, "shutdown_kernel", shutdown)
        run(manager.cull_kernel_if_idle("k"))  # first look: its idle clock starts now
        assert ended == []
        run(manager.cull_kernel_if_idle("k"))  # still within the timeout
        assert ended == []
        manager._kernels["k"].last_activity -= timedelta(seconds=61)  # no page came
        run(manager.cull_kernel_if_idle("k"))
        assert ended == ["k"]
