"""Subcommands of the ``pyramid-explorer`` command, one module each."""
