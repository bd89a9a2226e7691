"""pyramid-explorer: four pyramid board games, step by step, with exact dice odds.

>>> from pyramid_explorer import games
>>> state = games.new_game("dice-pyramid", seed=1)
>>> state.is_chance_node()   # every turn starts with a roll
True
"""

__version__ = "0.1.0"
