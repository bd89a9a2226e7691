"""A served dashboard's kernel keeps its errors off learners' pages (classroom mode)."""

from __future__ import annotations

import io
import logging
import sys

from comm.base_comm import BaseComm, CommManager

from pyramid_explorer.ui.dashboard.start import KERNEL_LOGGERS, keep_tracebacks_off_the_page


class PageComm(BaseComm):
    """A widget's comm whose handler fails on a malformed message, as a modified page sends."""

    def publish_msg(self, *args, **kwargs) -> None:  # nothing to send in a test
        pass


def test_a_malformed_widget_message_is_reported_on_the_terminal_not_on_the_page(monkeypatch):
    page, terminal = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stderr", page)  # ipykernel forwards sys.stderr to the page
    monkeypatch.setattr(sys, "__stderr__", terminal)  # the server's own terminal
    saved = {name: (logging.getLogger(name).handlers[:], logging.getLogger(name).propagate)
             for name in KERNEL_LOGGERS}
    try:
        keep_tracebacks_off_the_page()
        manager = CommManager()
        comm = PageComm(comm_id="c1", target_name="jupyter.widget", primary=False)
        comm.on_msg(lambda msg: msg["content"]["data"]["state"]["value"] + 1)  # malformed
        manager.register_comm(comm)
        manager.comm_msg(None, None, {"content": {"comm_id": "c1", "data": {"state": {}}}})
        assert page.getvalue() == ""  # no traceback, no server path on the page
        assert "Exception in comm_msg" in terminal.getvalue()
        assert "KeyError" in terminal.getvalue()
    finally:
        for name, (handlers, propagate) in saved.items():
            logging.getLogger(name).handlers, logging.getLogger(name).propagate = handlers, propagate


def test_a_failing_widget_callback_prints_its_traceback_on_the_terminal(monkeypatch):
    page, terminal = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stderr", page)
    monkeypatch.setattr(sys, "__stderr__", terminal)

    class Shell:
        def showtraceback(self) -> None:  # IPython's: to the page
            print("Traceback (most recent call last): /home/teacher/...", file=sys.stderr)

    shell = Shell()
    saved = {name: (logging.getLogger(name).handlers[:], logging.getLogger(name).propagate)
             for name in KERNEL_LOGGERS}
    try:
        keep_tracebacks_off_the_page(shell)
        try:
            raise ValueError("boom")
        except ValueError:
            shell.showtraceback()  # what ipywidgets calls when a callback fails
        assert page.getvalue() == "" and "ValueError: boom" in terminal.getvalue()
    finally:
        for name, (handlers, propagate) in saved.items():
            logging.getLogger(name).handlers, logging.getLogger(name).propagate = handlers, propagate
