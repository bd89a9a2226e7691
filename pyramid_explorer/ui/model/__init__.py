"""The widget-free model of the user interface: the session, the Why panel's words, jumps,
share links and the panels' HTML. Nothing here imports ipywidgets or plotly.
"""
