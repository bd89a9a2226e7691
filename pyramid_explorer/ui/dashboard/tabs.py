"""The ids of the dashboard's tool tabs (the game tabs are named by their game ids).

>>> TOOL_TABS
('odds-lab', 'simulate')
"""

ODDS_LAB = "odds-lab"
SIMULATE = "simulate"
TOOL_TABS = (ODDS_LAB, SIMULATE)

__all__ = ["ODDS_LAB", "SIMULATE", "TOOL_TABS"]
