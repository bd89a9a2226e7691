"""A learner without a browser: websocket messages that drive the dashboard as its page does.

Used by ``bench_classroom.py --clients ws``. One learner

1. GETs the dashboard page (keeping its cookies: ``_xsrf`` and Voila's user cookie) and reads
   the kernel id from the page's ``jupyter-config-data``;
2. connects to ``/api/kernels/<id>/channels`` (with the page's protocol, ``v1.kernel.websocket.
   jupyter.org``, in which the server passes the kernel's frames through), asks for the
   kernel's info, opens the ``jupyter.widget.control`` comm and sends ``request_states``, as
   ipywidgets' page manager does; the ``update_states`` answer is **page ready**;
3. tells a widget waiting to hear that the page has been drawn (``rendered = true``, what the
   browser sends after the first paint; the explorer of an older checkout measured as a
   baseline built its odds charts only then; the explorer now has none) and waits until the
   kernel is idle again;
4. clicks the first tab's Step and Undo buttons (``_dom_classes`` ``pe-btn-step`` /
   ``pe-btn-undo``) alternately: a ``comm_msg`` ``{"method": "custom", "content": {"event":
   "click"}}``; **click -> panel** is until the kernel's ``update`` of the table panel's HTML
   (the ``value`` of a widget inside the ``pe-state`` box) caused by that click;
5. closes the tab as the page does on unload: ``POST /voila/api/shutdown/<id>`` with the
   ``_xsrf`` cookie, so the kernel is given back.

It draws nothing, so it leaves the cores to the server; the browser's own drawing time (a few
ms for the panel on a laptop) is not in its figures. Loopback only; every wait is bounded.

>>> frame = serialize_msg_to_ws_v1([b'{"msg_type": "status"}', b'{}', b'{}', b'{"a": 1}'], "iopub")
>>> msg = _decode(frame)
>>> msg["channel"], msg["msg_type"], msg["content"]
('iopub', 'status', {'a': 1})
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timezone
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs, urlsplit

from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

PROTOCOL = "v1.kernel.websocket.jupyter.org"
"""What JupyterLab's services (and so Voila's page) ask for: the server passes frames through."""
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]+)"')
CLICK_TIMEOUT = 10.0
LOAD_TIMEOUT = 300.0
Message = dict[str, Any]


def _decode(frame: str | bytes) -> Message:
    """A websocket frame as a message: the ``v1.kernel.websocket.jupyter.org`` binary frame that
    jupyter_server sends a page (the message's parts as the kernel wrote them, not re-encoded
    by the server), or a JSON text (the older protocol). Buffers are not needed here."""
    if isinstance(frame, str):
        return json.loads(frame)
    channel, parts = deserialize_msg_from_ws_v1(frame)
    header, parent, metadata, content = (json.loads(p) for p in parts[:4])
    return {"channel": channel, "header": header, "msg_type": header.get("msg_type"),
            "parent_header": parent, "metadata": metadata, "content": content}


class WidgetPage:
    """One learner's page: its kernel connection and the widget models it knows."""

    def __init__(self, ws: Any, session: str) -> None:
        self.ws = ws
        self.session = session
        self.models: dict[str, Message] = {}  # model id -> {"model_name", "state"}
        self._waiters: list[tuple[Callable[[Message], bool], asyncio.Future]] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        while True:
            frame = await self.ws.read_message()
            if frame is None:
                for _, future in self._waiters:
                    if not future.done():
                        future.set_exception(ConnectionError("the kernel's websocket closed"))
                return
            msg = _decode(frame)
            self._track(msg)
            for waiter in list(self._waiters):
                if not waiter[1].done() and waiter[0](msg):
                    waiter[1].set_result(msg)
                    self._waiters.remove(waiter)

    def _track(self, msg: Message) -> None:
        kind, content = msg.get("msg_type"), msg.get("content", {})
        data = content.get("data", {})
        if kind == "comm_open" and content.get("target_name") == "jupyter.widget":
            self.models[content["comm_id"]] = {"model_name": data.get("state", {}).get(
                "_model_name"), "state": dict(data.get("state", {}))}
        elif kind == "comm_msg" and data.get("method") == "update_states":
            for model_id, model in data["states"].items():
                self.models[model_id] = {"model_name": model.get("model_name"),
                                         "state": dict(model.get("state", {}))}
        elif kind == "comm_msg" and data.get("method") in ("update", "echo_update"):
            model = self.models.get(content.get("comm_id"))
            if model is not None:
                model["state"].update(data.get("state", {}))
        elif kind == "comm_close":
            self.models.pop(content.get("comm_id"), None)

    def send(self, msg_type: str, content: Message, channel: str = "shell",
             metadata: Message | None = None) -> str:
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "msg_type": msg_type, "session": self.session,
                  "username": "learner", "version": "5.3",
                  "date": datetime.now(timezone.utc).isoformat()}
        if self.ws.selected_subprotocol == PROTOCOL:
            parts = [json.dumps(x).encode() for x in (header, {}, metadata or {}, content)]
            self.ws.write_message(serialize_msg_to_ws_v1(parts, channel), binary=True)
        else:
            self.ws.write_message(json.dumps({
                "header": header, "parent_header": {}, "metadata": metadata or {},
                "content": content, "channel": channel, "buffers": []}))
        return msg_id

    async def wait(self, predicate: Callable[[Message], bool], timeout: float) -> Message:
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, future))
        try:
            return await asyncio.wait_for(future, timeout)
        finally:
            with contextlib.suppress(ValueError):
                self._waiters.remove((predicate, future))

    def close(self) -> None:
        self._reader.cancel()
        self.ws.close()

    # ------------------------------------------------------------------ the widget tree
    def descendants(self, model_id: str) -> list[str]:
        """``model_id`` and every widget inside it (through ``children``)."""
        out, todo = [], [model_id]
        while todo:
            current = todo.pop()
            out.append(current)
            for child in self.models.get(current, {}).get("state", {}).get("children", []):
                if isinstance(child, str) and child.startswith("IPY_MODEL_"):
                    todo.append(child[len("IPY_MODEL_"):])
        return out

    def find(self, css_class: str, within: str | None = None) -> str | None:
        ids = self.descendants(within) if within else list(self.models)
        for model_id in ids:
            if css_class in self.models.get(model_id, {}).get("state", {}).get("_dom_classes", []):
                return model_id
        return None

    def first_tab(self) -> str | None:
        for model in self.models.values():
            if model["model_name"] == "TabModel" and model["state"].get("children"):
                return model["state"]["children"][0][len("IPY_MODEL_"):]
        return None


def _replies_to(msg_id: str, kind: str | None = None) -> Callable[[Message], bool]:
    def match(msg: Message) -> bool:
        return (msg.get("parent_header", {}).get("msg_id") == msg_id
                and (kind is None or msg.get("msg_type") == kind))
    return match


def _idle_after(msg_id: str) -> Callable[[Message], bool]:
    def match(msg: Message) -> bool:
        return (_replies_to(msg_id, "status")(msg)
                and msg["content"].get("execution_state") == "idle")
    return match


def _cookie_header(response: Any) -> tuple[str, str]:
    jar = SimpleCookie()
    for value in response.headers.get_list("Set-Cookie"):
        jar.load(value)
    xsrf = jar["_xsrf"].value if "_xsrf" in jar else ""
    return "; ".join(f"{k}={m.value}" for k, m in jar.items()), xsrf


async def learn_ws(url: str, delay: float, seconds: float, think: float, rng: random.Random,
                   out: Any) -> Any:
    """One learner's visit (see the module's text); fills ``out`` (a ``Learner``)."""
    await asyncio.sleep(delay)
    parts = urlsplit(url)
    token = parse_qs(parts.query).get("token", [""])[0]
    origin = f"{parts.scheme}://{parts.netloc}"
    client = AsyncHTTPClient(force_instance=True, max_clients=1000)  # tornado's default: 10
    t0 = time.monotonic()
    try:
        response = await client.fetch(HTTPRequest(url, request_timeout=LOAD_TIMEOUT,
                                                  connect_timeout=30))
    except HTTPClientError as exc:
        out.errors.append(f"HTTP {exc.code} on opening ({exc.message})")
        client.close()
        return out
    cookies, xsrf = _cookie_header(response)
    found = KERNEL_ID.search(response.body.decode("utf-8", "replace"))
    if found is None:
        out.errors.append("no kernel id in the page")
        client.close()
        return out
    kernel_id = found.group(1)
    query = f"session_id={uuid.uuid4().hex}" + (f"&token={token}" if token else "")
    ws_url = f"ws://{parts.netloc}/api/kernels/{kernel_id}/channels?{query}"
    page = None
    try:
        ws = await websocket_connect(HTTPRequest(
            ws_url, headers={"Cookie": cookies, "Origin": origin}, connect_timeout=30,
            request_timeout=LOAD_TIMEOUT), max_message_size=64 * 2**20, subprotocols=[PROTOCOL])
        page = WidgetPage(ws, uuid.uuid4().hex)
        await _visit(page, t0, seconds, think, rng, out)
    except Exception as exc:  # a learner's failure is a figure, not the end of the run  # noqa: BLE001
        out.errors.append(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
    finally:
        if page is not None:
            page.close()
        with contextlib.suppress(Exception):  # the page's unload beacon
            await client.fetch(HTTPRequest(
                f"{origin}/voila/api/shutdown/{kernel_id}", method="POST", body="",
                headers={"Cookie": cookies, "X-XSRFToken": xsrf}, request_timeout=30))
        client.close()
    return out


async def load_widget_states(page: WidgetPage) -> None:
    """What a browser does once its kernel answers: ask for every widget's state (as the
    widget manager's control comm does) and wait until they have all come."""
    info = page.send("kernel_info_request", {})
    await page.wait(_replies_to(info, "kernel_info_reply"), LOAD_TIMEOUT)
    control = uuid.uuid4().hex
    page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                            "data": {}}, metadata={"version": "1.0.0"})
    page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    await page.wait(lambda m: m.get("content", {}).get("data", {}).get("method")
                    == "update_states", LOAD_TIMEOUT)


async def _visit(page: WidgetPage, t0: float, seconds: float, think: float,
                 rng: random.Random, out: Any) -> None:
    await load_widget_states(page)
    out.first_paint_s = time.monotonic() - t0
    tab = page.first_tab()
    step, undo = page.find("pe-btn-step", tab), page.find("pe-btn-undo", tab)
    panel_box = page.find("pe-state", tab)
    if None in (tab, step, undo, panel_box):
        out.errors.append("the first tab has no Step/Undo buttons or table panel")
        return
    panel = {m for m in page.descendants(panel_box) if "value" in page.models[m]["state"]}
    for model_id, model in list(page.models.items()):  # (an older checkout's explorer)
        if "rendered" in model["state"] and not model["state"]["rendered"]:
            sent = page.send("comm_msg", {"comm_id": model_id, "data": {
                "method": "update", "state": {"rendered": True}, "buffer_paths": []}})
            await page.wait(_idle_after(sent), LOAD_TIMEOUT)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        button = (step, undo)[len(out.clicks_ms) % 2]
        for _ in range(1000):  # a button is enabled by its own message after the panel's
            if not page.models.get(button, {}).get("state", {}).get("disabled"):
                break
            await asyncio.sleep(0.01)
        clicked = time.monotonic()
        sent = page.send("comm_msg", {"comm_id": button, "data": {
            "method": "custom", "content": {"event": "click"}}})
        try:
            await page.wait(lambda m, s=sent: _replies_to(s, "comm_msg")(m)
                            and m["content"]["comm_id"] in panel
                            and "value" in m["content"]["data"].get("state", {}), CLICK_TIMEOUT)
            out.clicks_ms.append((time.monotonic() - clicked) * 1000)
        except asyncio.TimeoutError:
            out.errors.append(f"no panel change within {CLICK_TIMEOUT:.0f} s after a click")
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
