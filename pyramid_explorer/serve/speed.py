"""Less work in the Voila server per learner: found with a profile of a class on the server.

A profile of the server (``benchmarks/bench_classroom.py --clients ws``, six learners) showed
three costs that are Voila's and jupyter_server's defaults rather than the dashboard's:

* **Every page compiled Voila's page templates again.** Voila makes a new exporter, and so a new
  Jinja environment with an empty template cache, for every page it renders (each visitor, and
  each kernel it pre-heats): about 14 templates compiled per page.
  :class:`SharedTemplateCache` keeps the compiled templates for the whole server (checked
  against the template's source, so an edited template is compiled again);
  :func:`share_template_cache` gives it to every Voila exporter.
* **Every message of every kernel was decoded twice.** To know when a kernel was last busy (for
  culling), jupyter_server decodes the header of every message a kernel sends, with dates
  parsed by ``dateutil``, which is slow; a page's first request returns hundreds of widget
  messages. :func:`record_activity_lean` records the same activity from the two JSON parts it
  needs (``LearnerKernelManager`` uses it).
* **The server's start** imported ``rfc3987_syntax`` (through jupyter_events' jsonschema), which
  compiles a grammar, about 2.5 s; nothing in the server validates IRIs, so
  :func:`skip_rfc3987_grammar` marks it absent, as the dashboard's kernel does
  (:func:`pyramid_explorer.ui.dashboard.fast_start`).

>>> cache = SharedTemplateCache()
>>> from jinja2 import DictLoader, Environment
>>> first = Environment(loader=DictLoader({"t": "Hello {{ x }}"}), bytecode_cache=cache)
>>> first.get_template("t").render(x="class")
'Hello class'
>>> len(cache)
1
>>> second = Environment(loader=DictLoader({"t": "Hello {{ x }}"}), bytecode_cache=cache)
>>> second.get_template("t").render(x="again"), cache.hits
('Hello again', 1)
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket


class SharedTemplateCache(BytecodeCache):
    """Compiled Jinja templates in memory, shared by every environment of the process.

    Keyed by template and source checksum: a template whose source changed is compiled anew.
    """

    def __init__(self) -> None:
        self._code: dict[tuple[str, str], Any] = {}
        self.hits = 0

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get((bucket.key, bucket.checksum))
        if code is not None:
            bucket.code = code
            self.hits += 1

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[(bucket.key, bucket.checksum)] = bucket.code

    def __len__(self) -> int:
        return len(self._code)


TEMPLATES = SharedTemplateCache()


def share_template_cache(cache: SharedTemplateCache = TEMPLATES) -> None:
    """Give every Voila exporter (one per page rendered) the process's template cache."""
    from voila.exporter import VoilaExporter

    if getattr(VoilaExporter, "_pe_shared_cache", None) is cache:
        return
    create = VoilaExporter._create_environment

    def _create_environment(self: Any) -> Any:
        environment = create(self)
        environment.bytecode_cache = cache
        return environment

    VoilaExporter._create_environment = _create_environment
    VoilaExporter._pe_shared_cache = cache


def record_activity_lean(kernel: Any, on_activity: Callable[[], None],
                         tracked: Callable[[str | None], bool]) -> Callable[[list], None]:
    """A callback for a kernel's IOPub stream that does what jupyter_server's does, cheaply.

    As jupyter_server's ``record_activity``: every message of a tracked type (or whose parent
    is, or while the kernel is busy) is activity (``on_activity()``, which sets the times);
    a ``status`` message sets ``kernel.execution_state``. Only the header, the parent header
    and, for ``status``, the content are read, with plain JSON.

    >>> class K: execution_state = "starting"
    >>> kernel, seen = K(), []
    >>> record = record_activity_lean(kernel, lambda: seen.append(1), lambda t: t != "status")
    >>> parts = [b"<IDS|MSG>", b"sig", b'{"msg_type": "status"}',
    ...          b'{"msg_type": "comm_msg"}', b"{}", b'{"execution_state": "busy"}']
    >>> record(parts)
    >>> kernel.execution_state, len(seen)
    ('busy', 1)
    """
    def record(msg_list: list) -> None:
        parts = [bytes(p) for p in msg_list]
        try:
            start = parts.index(b"<IDS|MSG>") + 2  # after the delimiter and the signature
        except ValueError:
            return
        header = json.loads(parts[start])
        parent = json.loads(parts[start + 1]) if len(parts) > start + 1 else {}
        msg_type = header.get("msg_type")
        parent_type = parent.get("msg_type") if parent else None
        if tracked(msg_type) or tracked(parent_type) or kernel.execution_state == "busy":
            on_activity()
        if msg_type == "status" and len(parts) > start + 3:
            state = json.loads(parts[start + 3]).get("execution_state")
            if tracked(parent_type):
                kernel.execution_state = state
            elif kernel.execution_state == "starting" and state != "starting":
                kernel.execution_state = "idle"
    return record


def now() -> datetime:
    """The time as jupyter_server keeps it (aware, UTC)."""
    return datetime.now(timezone.utc)


def skip_rfc3987_grammar() -> bool:
    """Mark ``rfc3987_syntax`` absent before anything imports jsonschema; True if it took."""
    if "jsonschema" in sys.modules or "rfc3987_syntax" in sys.modules:
        return False
    sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]
    return True
