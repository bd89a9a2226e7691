"""The server's log says what happened without the link's key or, in classroom mode, kernel ids.

The terminal of a classroom server is projected for the class (the link's QR code is on it),
and every kernel id printed there would be a handle on a learner's kernel; every logged
request URL carried the token. :func:`scrub` takes both out of a log line;
:class:`ScrubFilter` does it for every record a log handler writes, and :func:`log_request`
is tornado's per-request log line (its ``log_function`` setting), scrubbed.

>>> scrub("GET /?token=s3cret&x=1", "s3cret")
'GET /?token=[secret]&x=1'
>>> scrub("Kernel started: 0c8e1a52-3f7e-4d6b-9a55-6f1d2c3b4a59", "", kernel_ids=True)
'Kernel started: <kernel>'
>>> scrub("Kernel started: 0c8e1a52-3f7e-4d6b-9a55-6f1d2c3b4a59", "")
'Kernel started: 0c8e1a52-3f7e-4d6b-9a55-6f1d2c3b4a59'
"""

from __future__ import annotations

import logging
import re
from typing import Any

_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_TOKEN_PARAM = re.compile(r"(token=)[^&\s#\"']*")


def scrub(text: str, token: str, *, kernel_ids: bool = False) -> str:
    """``text`` without the token (its value and any ``token=`` parameter) and, with
    ``kernel_ids``, without kernel ids."""
    if token:
        text = text.replace(token, "[secret]")
    text = _TOKEN_PARAM.sub(r"\1[secret]", text)
    if kernel_ids:
        text = _UUID.sub("<kernel>", text)
    return text


class ScrubFilter(logging.Filter):
    """A log filter that rewrites each record's message with :func:`scrub`."""

    def __init__(self, token: str, *, kernel_ids: bool) -> None:
        super().__init__()
        self.token, self.kernel_ids = token, kernel_ids

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = scrub(message, self.token, kernel_ids=self.kernel_ids)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        return True


def scrub_handlers(loggers: list[logging.Logger], log_filter: ScrubFilter) -> None:
    """Put ``log_filter`` on every handler of ``loggers`` (records that propagate to a handler
    pass its filters too)."""
    for logger in loggers:
        for handler in logger.handlers:
            if log_filter not in handler.filters:
                handler.addFilter(log_filter)


def request_logger(log: logging.Logger, token: str, *, kernel_ids: bool) -> Any:
    """tornado's ``log_function``: one line per request, scrubbed; successes at debug level."""

    def log_request(handler: Any) -> None:
        status = handler.get_status()
        request = handler.request
        level = (logging.DEBUG if status < 300 or status == 304 else
                 logging.INFO if status < 400 else
                 logging.WARNING if status < 500 else logging.ERROR)
        uri = scrub(request.uri or "", token, kernel_ids=kernel_ids)
        log.log(level, "%d %s %s %.2fms", status, request.method, uri,
                1000.0 * request.request_time())

    return log_request
