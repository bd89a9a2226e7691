"""Serving the dashboard to a room: Voila with kernels given back, a cap, and friendly pages.

``python -m pyramid_explorer.serve NOTEBOOK [Voila options]`` runs :class:`DashboardServer`
(:mod:`pyramid_explorer.serve.server`), which ``pyramid-explorer dashboard`` starts. The pages
a visitor may see instead of the dashboard are in :mod:`pyramid_explorer.serve.pages`; the
classroom helpers (LAN address, token, QR code, warning) in
:mod:`pyramid_explorer.serve.classroom`. Only the server module imports Voila.
"""
