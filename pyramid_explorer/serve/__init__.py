"""Serving the dashboard to a room: Voila with kernels given back, a cap, and friendly pages.

``python -m pyramid_explorer.serve NOTEBOOK [Voila options]`` runs :class:`DashboardServer`
(:mod:`pyramid_explorer.serve.server`), which ``pyramid-explorer dashboard`` starts. The pages
a visitor may see instead of the dashboard are in :mod:`pyramid_explorer.serve.pages`; the
classroom helpers (LAN address, token, QR code, warning) in
:mod:`pyramid_explorer.serve.classroom`; the pre-heated pool that never outgrows the class in
:mod:`pyramid_explorer.serve.pool`; less work per learner in :mod:`pyramid_explorer.serve.speed`;
the learners' lighter kernels (no debugger, no input history) in
:mod:`pyramid_explorer.serve.kernel`.
:mod:`pyramid_explorer.serve.xsrf` is a Jupyter server extension for Voila under ``jupyter
server`` (Binder). Only the server, speed and xsrf modules import Voila (speed and xsrf
when called).
"""
