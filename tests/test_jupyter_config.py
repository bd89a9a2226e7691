"""What pip installs for Jupyter besides the package (pyproject's data-files).

``jupyter lab``, ``jupyter notebook`` and ``jupyter server`` read
``<prefix>/etc/jupyter/jupyter_server_config.d/``: the package's file there turns on its two
server extensions (Voila's pages give their kernel back; they ask no CDN for MathJax and load
no Notebook 7 lab extension). An editable install (``pip install -e``) copies no data-files:
see docs/dashboard.md, "JupyterLab and Notebook 7".
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import tomllib

from pyramid_explorer.serve.offline import VOILA_UNUSED_EXTENSIONS

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "jupyter-config" / "jupyter_server_config.d" / "pyramid_explorer.json"


def _data_files() -> dict[str, list[str]]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "data-files"]


def test_pip_installs_the_server_configuration_where_jupyter_reads_it():
    files = _data_files()
    assert files["etc/jupyter/jupyter_server_config.d"] == [str(CONFIG.relative_to(ROOT))]
    assert CONFIG.is_file()


def test_the_configuration_turns_on_extensions_that_load():
    config = json.loads(CONFIG.read_text())
    extensions = config["ServerApp"]["jpserver_extensions"]
    assert extensions == {"pyramid_explorer.serve.xsrf": True,
                          "pyramid_explorer.serve.offline": True}
    for name in extensions:
        module = importlib.import_module(name)
        assert module._jupyter_server_extension_points() == [{"module": name}]
        assert callable(module._load_jupyter_server_extension)
    assert set(config) == {"ServerApp"}  # jupyter_server reads nothing else from config.d


def test_the_offline_extension_keeps_notebook7s_lab_extension_off_voilas_pages():
    from traitlets.config import Config

    from pyramid_explorer.serve.offline import deny_unused_extensions

    config = Config({"VoilaConfiguration": {"extension_denylist": ["an-admins-choice"]}})
    assert deny_unused_extensions(config)
    assert config.VoilaConfiguration.extension_denylist == ["an-admins-choice",
                                                            *VOILA_UNUSED_EXTENSIONS]
