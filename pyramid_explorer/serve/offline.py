"""A Jupyter server extension: Voila's pages under ``jupyter server`` ask no CDN for MathJax
and load no extension they cannot use.

Under ``jupyter lab``, ``jupyter notebook`` or ``jupyter server`` (JupyterLab's "Render with
Voilà" button, Binder), Voila's page configuration names MathJax 3 on cdnjs
(``fullMathjaxUrl``), and Voila's page then loads it from there: offline a failed request,
online a page that calls the internet. Voila's own application (which ``pyramid-explorer
dashboard`` runs) leaves both MathJax settings empty instead, and its page then typesets with
the MathJax that JupyterLab bundles with the page. This extension does the same under
``jupyter server``, unless the server's settings already name a MathJax (an administrator's
local copy). The package turns it on wherever it is installed
(``etc/jupyter/jupyter_server_config.d/pyramid_explorer.json``). Font Awesome, the other
request to a CDN, comes from Voila's "lab" page template: the package's notebooks name their
own offline template instead (see ``static/jupyter/voila/templates/pyramid-explorer``).

>>> settings = {}
>>> bundled_mathjax(settings)
True
>>> settings
{'mathjax_url': None, 'mathjax_config': None}
>>> bundled_mathjax({"mathjax_url": "/static/mathjax/tex-chtml.js"})
False
"""

from __future__ import annotations

from typing import Any

VOILA_UNUSED_EXTENSIONS = ("@jupyter-notebook/lab-extension",)
"""JupyterLab extensions a Voila page has no use for and must not load. Notebook 7's lab
extension (the "Open in…" buttons of JupyterLab's toolbar) is built against a newer JupyterLab
than Voila's page, so loading it logs version warnings ("does not satisfy the requirement") on
every Voila page of an environment where ``notebook>=7`` is installed. The dashboard's server
leaves it out (:mod:`pyramid_explorer.serve.server`), and so does this extension for
``/voila/render/…`` (:func:`deny_unused_extensions`)."""
MATHJAX_SETTINGS = ("mathjax_url", "mathjax_config")
"""The server settings Voila's page configuration reads (``voila.utils.get_page_config``)."""


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "pyramid_explorer.serve.offline"}]


def without_unused_extensions(denied: list[str] | None) -> list[str]:
    """A Voila ``extension_denylist`` that also leaves out :data:`VOILA_UNUSED_EXTENSIONS`.

    >>> without_unused_extensions(None)
    ['@jupyter-notebook/lab-extension']
    >>> without_unused_extensions(["my-ext"])
    ['my-ext', '@jupyter-notebook/lab-extension']
    """
    denied = list(denied or [])
    return denied + [name for name in VOILA_UNUSED_EXTENSIONS if name not in denied]


def deny_unused_extensions(config: Any) -> bool:
    """Add :data:`VOILA_UNUSED_EXTENSIONS` to the server's ``VoilaConfiguration
    .extension_denylist`` (keeping any list already configured); False if that setting is
    something else than a list, which is then left alone.

    jupyter_server loads its extensions in alphabetical order, so this runs before Voila's
    server extension reads its configuration (a ``jupyter_server_config.d`` file cannot say
    it: jupyter_server reads only ``jpserver_extensions`` from those files).

    >>> from traitlets.config import Config
    >>> config = Config()
    >>> deny_unused_extensions(config), config.VoilaConfiguration.extension_denylist
    (True, ['@jupyter-notebook/lab-extension'])
    """
    section = config.VoilaConfiguration
    current = section.get("extension_denylist")
    if current is not None and not isinstance(current, (list, tuple)):
        return False
    section.extension_denylist = without_unused_extensions(current)
    return True


def bundled_mathjax(settings: dict[str, Any]) -> bool:
    """Leave Voila's MathJax settings empty (the page's bundled MathJax); False if the server
    names a MathJax already."""
    if any(settings.get(key) for key in MATHJAX_SETTINGS):
        return False
    for key in MATHJAX_SETTINGS:
        settings[key] = None
    return True


def _load_jupyter_server_extension(server_app: Any) -> None:
    if deny_unused_extensions(server_app.config):
        server_app.log.info("pyramid-explorer: Voila's pages leave out %s",
                            ", ".join(VOILA_UNUSED_EXTENSIONS))
    if bundled_mathjax(server_app.web_app.settings):
        server_app.log.info("pyramid-explorer: Voila's pages typeset with the bundled MathJax, "
                            "not one from a CDN")
