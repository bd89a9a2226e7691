"""The served dashboard's kernel: ipykernel without its debugger and its input history.

Every learner of a served dashboard has a kernel of their own, so what a kernel carries is
paid once per learner. Two parts of a normal ipykernel serve nobody on a Voila page: the
debugger (ipykernel imports ``debugpy`` and its pydevd at start, so that JupyterLab can
debug; a Voila page cannot) and the input history (an SQLite database and its thread, for
the up-arrow of a console). Without them a kernel starts with about 8 MB less (PSS 36 → 28 MB
before the notebook runs, measured with ``jupyter_client`` on the project's machine; see
``docs/serving.md``). Nothing else changes: the same ipykernel, the same notebook.

``pyramid-explorer dashboard`` writes the kernel spec (:func:`write_kernel_spec`) into its
own Jupyter data directory, which is first on the server's ``JUPYTER_PATH``, under the name
the notebook asks for (``python3``): only that server's kernels use it.

>>> import json, tempfile
>>> from pathlib import Path
>>> spec = write_kernel_spec(Path(tempfile.mkdtemp()))
>>> argv = json.loads(spec.read_text())["argv"]
>>> argv[1:4], "{connection_file}" in argv, "--HistoryManager.enabled=False" in argv
(['-m', 'pyramid_explorer.serve.kernel', '-f'], True, True)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

MODULE = "pyramid_explorer.serve.kernel"
KERNEL_NAME = "python3"   # the name in the dashboard notebook's metadata


def write_kernel_spec(data_dir: Path) -> Path:
    """Write ``kernels/python3/kernel.json`` under the Jupyter data directory ``data_dir``
    (this interpreter running :func:`main`); return its path."""
    folder = data_dir / "kernels" / KERNEL_NAME
    folder.mkdir(parents=True, exist_ok=True)
    spec = {"argv": [sys.executable, "-m", MODULE, "-f", "{connection_file}",
                     "--HistoryManager.enabled=False"],
            "display_name": "Python 3 (ipykernel)", "language": "python",
            "metadata": {"debugger": False}}
    path = folder / "kernel.json"
    path.write_text(json.dumps(spec, indent=1), encoding="utf-8")
    return path


def is_kernel(cmdline: list[str]) -> bool:
    """Whether a process's command line is a Jupyter kernel (this one or a plain ipykernel).

    >>> is_kernel(["python", "-m", "ipykernel_launcher", "-f", "k.json"])
    True
    >>> is_kernel(["python", "-m", MODULE, "-f", "k.json"]), is_kernel(["python", "-m", "voila"])
    (True, False)
    """
    return "ipykernel_launcher" in cmdline or MODULE in cmdline


def main() -> None:
    """Run ipykernel (its command line as usual) with ``debugpy`` marked absent: ipykernel
    then offers no debugger and never imports it."""
    sys.modules["debugpy"] = None  # type: ignore[assignment]
    from ipykernel import kernelapp

    kernelapp.launch_new_instance()


if __name__ == "__main__":
    main()
