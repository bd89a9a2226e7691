"""JupyterHub for a class: every learner's server opens the Pyramid Explorer dashboard, and
every server keeps shared tables in one PostgreSQL database, so a table opened in one
learner's dashboard is joined from another's. Idle servers and kernels are culled.

Run it with ``jupyterhub -f deploy/jupyterhub/jupyterhub_config.py``; it is set through the
environment (nothing to edit for a first try — see deploy/jupyterhub/README.md):

- ``PYRAMID_EXPLORER_TABLES``: the shared store, ``postgresql://user:password@host/database``
  (required: without it every learner's tables would be their own);
- ``PYRAMID_HUB_URL``: where the hub listens (default ``http://127.0.0.1:8000``; behind the
  school's TLS proxy, or ``https://…`` with ``c.JupyterHub.ssl_cert``/``ssl_key``);
- ``PYRAMID_HUB_AUTH``: ``dummy`` for a trial (any name, any password — never on a network
  others reach); otherwise set the school's authenticator below (``oauthenticator``,
  ``ldapauthenticator``, ``nativeauthenticator``…);
- ``PYRAMID_HUB_SPAWNER``: ``simple`` for a trial (every learner runs as the hub's own user,
  homes under ``PYRAMID_HUB_HOMES``); otherwise JupyterHub's ``LocalProcessSpawner``: one
  system user per learner, their server in their home;
- ``PYRAMID_HUB_IDLE``: seconds after which an idle learner's server is stopped (default 3600).

Scaling out — the hub's own way, untested here: replace the spawner by
``dockerspawner.DockerSpawner`` or ``kubespawner.KubeSpawner`` with an image that has
``pip install 'pyramid-explorer[tables-postgres]'`` and the dashboard notebook in its working
folder, keep ``c.Spawner.environment`` and ``c.Spawner.default_url`` as below, and point
``PYRAMID_EXPLORER_TABLES`` at a managed PostgreSQL (any PostgreSQL 12 or newer). Nothing
else changes: the servers talk to each other only through that database.
"""

import os
import shutil
import sys
from importlib import resources

c = get_config()  # noqa: F821 - JupyterHub's config loader provides it

env = os.environ
tables = env.get("PYRAMID_EXPLORER_TABLES", "")
if not tables.startswith(("postgresql://", "postgres://")):
    raise SystemExit("Set PYRAMID_EXPLORER_TABLES=postgresql://user:password@host/database: "
                     "every learner's server must share one table store.")
idle = int(env.get("PYRAMID_HUB_IDLE", "3600"))

c.JupyterHub.bind_url = env.get("PYRAMID_HUB_URL", "http://127.0.0.1:8000")
c.JupyterHub.hub_ip = "127.0.0.1"  # the hub's API: for the proxy and the servers only
c.ConfigurableHTTPProxy.api_url = env.get("PYRAMID_HUB_PROXY_API", "http://127.0.0.1:8001")

# ------------------------------------------------------------------ logins
if env.get("PYRAMID_HUB_AUTH") == "dummy":
    c.JupyterHub.authenticator_class = "dummy"
    c.Authenticator.allow_all = True
else:  # the school's: e.g. "github", "ldapauthenticator.LDAPAuthenticator", "native"
    c.JupyterHub.authenticator_class = env.get("PYRAMID_HUB_AUTH") or "pam"
    c.Authenticator.allow_all = True  # (or c.Authenticator.allowed_users = {...})

# ------------------------------------------------------------------ every learner's server
if env.get("PYRAMID_HUB_SPAWNER") == "simple":
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(
        env.get("PYRAMID_HUB_HOMES", "/tmp/pyramid-hub-homes"), "{username}")

c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.default_url = "/voila/render/dashboard.ipynb"  # the dashboard, not JupyterLab
c.Spawner.environment = {
    "PYRAMID_EXPLORER_TABLES": tables,  # the shared table store, for every learner's kernels
    **({"PYTHONPATH": env["PYTHONPATH"]} if env.get("PYTHONPATH") else {}),
}
c.Spawner.args = [
    # a closed tab gives its kernel back (pyramid_explorer/serve/xsrf.py)
    "--ServerApp.jpserver_extensions=pyramid_explorer.serve.xsrf=True",
    "--MappingKernelManager.cull_idle_timeout=900",  # kernels of closed tabs: 15 minutes
    "--MappingKernelManager.cull_interval=60",
    f"--ServerApp.shutdown_no_activity_timeout={idle}",  # the learner's server, if idle
    *(["--ServerApp.allow_root=True"] if os.geteuid() == 0 and
      env.get("PYRAMID_HUB_SPAWNER") == "simple" else []),
]
c.Spawner.mem_limit = "1G"  # one dashboard kernel holds about 60-110 MB; leave room
c.Spawner.http_timeout = 120  # a cold server imports the package once
c.Spawner.start_timeout = 120


def put_dashboard(spawner) -> None:
    """The dashboard notebook in the learner's home, where ``default_url`` opens it."""
    home = getattr(spawner, "home_dir", None) or os.path.expanduser(f"~{spawner.user.name}")
    os.makedirs(home, exist_ok=True)
    notebook = resources.files("pyramid_explorer") / "notebooks" / "dashboard.ipynb"
    with resources.as_file(notebook) as source:
        shutil.copyfile(source, os.path.join(home, "dashboard.ipynb"))


c.Spawner.pre_spawn_hook = put_dashboard

# ------------------------------------------------------------------ culling idle servers
services: list[dict] = []
roles: list[dict] = []
try:
    import jupyterhub_idle_culler  # noqa: F401 - pip install jupyterhub-idle-culler
except ImportError:
    pass  # (each server still stops itself: shutdown_no_activity_timeout above)
else:
    services.append({
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={idle}"],
    })
    roles.append({
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    })

# ------------------------------------------------------------------ a service token (tests)
if env.get("PYRAMID_HUB_ADMIN_TOKEN"):  # (stops and starts servers through the hub's API)
    services.append({"name": "pyramid-admin", "api_token": env["PYRAMID_HUB_ADMIN_TOKEN"]})
    roles.append({"name": "pyramid-admin", "scopes": ["admin:users", "admin:servers"],
                  "services": ["pyramid-admin"]})
c.JupyterHub.services = services
c.JupyterHub.load_roles = roles
