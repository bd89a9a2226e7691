"""The widget-free model of the user interface: the session, the Why panel's words, jumps,
share links and the panels' HTML. Nothing here imports ipywidgets or plotly:

>>> import subprocess, sys
>>> check = ("import importlib, pkgutil, sys, pyramid_explorer.ui.model as m; "
...          "[importlib.import_module(m.__name__ + '.' + x.name) for x in pkgutil.iter_modules(m.__path__)]; "
...          "print('ipywidgets' in sys.modules, 'plotly' in sys.modules)")
>>> subprocess.run([sys.executable, "-c", check], capture_output=True, text=True).stdout.strip()
'False False'
"""
