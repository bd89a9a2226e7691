"""A Jupyter server extension: Voila's pages under ``jupyter server`` ask no CDN for MathJax
and load no extension they cannot use.

Under ``jupyter lab``, ``jupyter notebook`` or ``jupyter server`` (JupyterLab's "Render with
Voilà" button, Binder), Voila's page configuration names MathJax 3 on cdnjs
(``fullMathjaxUrl``), and Voila's page then loads it from there: offline a failed request,
online a page that calls the internet. Voila's own application (which ``pyramid-explorer
dashboard`` runs) leaves both MathJax settings empty instead, and its page then typesets with
the MathJax that JupyterLab bundles with the page. This extension does the same under
``jupyter server`` (through Voila's ``page_config_hook``), unless the page names another
MathJax than cdnjs's (an administrator's local copy). The package turns it on wherever it is installed
(``etc/jupyter/jupyter_server_config.d/pyramid_explorer.json``). Font Awesome, the other
request to a CDN, comes from Voila's "lab" page template: the package's notebooks name their
own offline template instead (see ``static/jupyter/voila/templates/pyramid-explorer``).

>>> _jupyter_server_extension_points()
[{'module': 'pyramid_explorer.serve.offline'}]
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
CDN_MATHJAX = "https://cdnjs.cloudflare.com/ajax/libs/mathjax/3.2.2/es5/latest.min.js"
"""Where Voila 0.5's page loads MathJax from under ``jupyter server`` (``voila.utils``)."""


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


def bundled_mathjax(page_config: dict[str, Any], **_context: Any) -> dict[str, Any]:
    """Voila's page configuration with both MathJax settings empty: the page then typesets
    with the MathJax bundled with it (what Voila's own application does), unless a MathJax
    other than cdnjs's is named (an administrator's local copy).

    >>> bundled_mathjax({"fullMathjaxUrl": CDN_MATHJAX, "mathjaxConfig": "TeX-AMS_CHTML-full,Safe"})
    {'fullMathjaxUrl': None, 'mathjaxConfig': None}
    >>> bundled_mathjax({"fullMathjaxUrl": "/static/mathjax/tex-chtml.js"})
    {'fullMathjaxUrl': '/static/mathjax/tex-chtml.js'}
    """
    if page_config.get("fullMathjaxUrl") in (None, CDN_MATHJAX):
        page_config["fullMathjaxUrl"] = None
        page_config["mathjaxConfig"] = None
    return page_config


def use_bundled_mathjax(config: Any) -> bool:
    """Make :func:`bundled_mathjax` Voila's ``page_config_hook`` (after any hook already
    configured); False if the hook configured is not a function, which is then left alone.

    Only Voila's pages: the server's own ``mathjax_url`` setting is read by Notebook 7 too,
    whose page handler fails on an empty one.

    >>> from traitlets.config import Config
    >>> config = Config()
    >>> use_bundled_mathjax(config)
    True
    >>> config.VoilaConfiguration.page_config_hook({"fullMathjaxUrl": CDN_MATHJAX})
    {'fullMathjaxUrl': None, 'mathjaxConfig': None}
    """
    section = config.VoilaConfiguration
    before = section.get("page_config_hook")
    if before is None:
        section.page_config_hook = bundled_mathjax
        return True
    if not callable(before):
        return False

    def chained(page_config: dict[str, Any], **context: Any) -> dict[str, Any]:
        return bundled_mathjax(before(page_config, **context), **context)

    section.page_config_hook = chained
    return True


def _load_jupyter_server_extension(server_app: Any) -> None:
    if deny_unused_extensions(server_app.config):
        server_app.log.info("pyramid-explorer: Voila's pages leave out %s",
                            ", ".join(VOILA_UNUSED_EXTENSIONS))
    if use_bundled_mathjax(server_app.config):
        server_app.log.info("pyramid-explorer: Voila's pages typeset with the bundled MathJax, "
                            "not one from a CDN")
