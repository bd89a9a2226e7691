"""Subcommands of the ``pyramid-explorer`` command, one module each.

Each has ``register(subparsers)`` and ``run(args)``; :mod:`pyramid_explorer.cli` puts them
together:

>>> import pkgutil
>>> sorted(m.name for m in pkgutil.iter_modules(__path__))
['dashboard', 'odds', 'rules', 'simulate']
"""
