"""Serving the dashboard to a room: Voila with kernels given back, a cap, and friendly pages.

``python -m pyramid_explorer.serve NOTEBOOK [Voila options]`` runs :class:`DashboardServer`
(:mod:`pyramid_explorer.serve.server`), which ``pyramid-explorer dashboard`` starts. The pages
a visitor may see instead of the dashboard are in :mod:`pyramid_explorer.serve.pages`; the
classroom helpers (LAN address, token, QR code, warning) in
:mod:`pyramid_explorer.serve.classroom`; the pre-heated pool that never outgrows the class and
warms a few kernels at a time in :mod:`pyramid_explorer.serve.pool`, and what the console says
meanwhile (with the memory the places hold) in :mod:`pyramid_explorer.serve.places`; less work per learner in :mod:`pyramid_explorer.serve.speed`;
the learners' lighter kernels (no debugger, no input history) in
:mod:`pyramid_explorer.serve.kernel`.
:mod:`pyramid_explorer.serve.xsrf` is a Jupyter server extension for Voila under ``jupyter
server`` (Binder). Only the server, speed and xsrf modules import Voila (speed and xsrf
when called).

>>> from pathlib import Path
>>> from pyramid_explorer.serve.launch import Serving, voila_command
>>> voila_command(Path("dashboard.ipynb"), Serving(port=8866))[1:4]
['-m', 'pyramid_explorer.serve', 'dashboard.ipynb']
>>> import subprocess, sys
>>> helpers = "classroom, kernel, launch, pages, places, pool, speed, xsrf"
>>> check = f"import sys; from pyramid_explorer.serve import {helpers}; print('voila' in sys.modules)"
>>> subprocess.run([sys.executable, "-c", check], capture_output=True, text=True).stdout.strip()
'False'
"""
