"""A Jupyter server extension: Voila's pages under ``jupyter server`` give their kernel back too.

Binder (and JupyterHub) run Voila inside ``jupyter server`` (``/voila/render/<notebook>``), not
through ``pyramid-explorer dashboard``. There, too, Voila's page sends ``POST
/voila/api/shutdown/<kernel id>`` with the ``_xsrf`` value from ``document.cookie`` when the
tab is closed or reloaded, and Voila never sets that cookie, so the request fails with ``403
'_xsrf' argument missing`` and the kernel stays until the idle culler ends it. This extension
makes Voila's page handler set the cookie with the page, as
:class:`~pyramid_explorer.serve.server.DashboardPageHandler` does for our own server.

Turn it on in the environment's Jupyter configuration (``binder/postBuild`` does)::

    {"ServerApp": {"jpserver_extensions": {"pyramid_explorer.serve.xsrf": true}}}

or ``jupyter server --ServerApp.jpserver_extensions=pyramid_explorer.serve.xsrf=True``.

>>> _jupyter_server_extension_points()
[{'module': 'pyramid_explorer.serve.xsrf'}]
"""

from __future__ import annotations

import functools
from typing import Any


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "pyramid_explorer.serve.xsrf"}]


def set_xsrf_cookie(handler: Any) -> None:
    """Give the visitor the ``_xsrf`` cookie that Voila's page reads (reading it sets it)."""
    handler.xsrf_token  # noqa: B018


def patch_voila_page_handler() -> bool:
    """Make Voila's notebook page handler set the cookie; False if it already does."""
    from voila.tornado.handler import TornadoVoilaHandler

    if getattr(TornadoVoilaHandler.get, "_pe_sets_xsrf", False):
        return False
    original = TornadoVoilaHandler.get

    @functools.wraps(original)
    async def get(self: Any, *args: Any, **kwargs: Any) -> Any:
        set_xsrf_cookie(self)
        return await original(self, *args, **kwargs)

    get._pe_sets_xsrf = True  # type: ignore[attr-defined]
    TornadoVoilaHandler.get = get
    return True


def _load_jupyter_server_extension(server_app: Any) -> None:
    if patch_voila_page_handler():
        server_app.log.info("pyramid-explorer: Voila's pages set the _xsrf cookie, so a closed "
                            "tab gives its kernel back")
