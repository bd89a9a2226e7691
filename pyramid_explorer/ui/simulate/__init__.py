"""The dashboard's Simulate tab: settings, a background run, its charts.

>>> from pyramid_explorer.ui.simulate.tab import SimulateTab
>>> tab = SimulateTab(workers=1, lang="de")
>>> tab.game.value, tab.run_button.description
('dice-pyramid', 'Simulieren')
"""
