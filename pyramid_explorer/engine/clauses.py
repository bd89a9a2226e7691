"""The kernel's own rule clauses (they apply to every game).

A refusal the kernel makes itself cites one of them:

>>> from pyramid_explorer.engine import Action, IllegalAction
>>> from pyramid_explorer.games import new_game
>>> start = new_game("dice-pyramid", seed=7)             # the dice are to be rolled
>>> for state in (start, start.apply(start.sample_chance())):
...     try:
...         state.apply(Action("fly"))
...     except IllegalAction as refused:
...         print(refused.rule_id, "·", RULES.get(refused.rule_id).title.de)
engine.chance · Der Zufall entscheidet
engine.action · Nur Spielzüge
"""

from .rules import RULES, Bilingual, RuleClause

ENGINE_CLAUSES = (
    RuleClause(
        "engine.over", "ruling", "All rulebooks: end of the game",
        Bilingual("Game over", "Spiel vorbei"),
        Bilingual("Once the game has ended nobody moves any more.",
                  "Ist das Spiel zu Ende, wird nicht mehr gezogen."),
        source_de="Alle Spielregeln: Spielende"),
    RuleClause(
        "engine.chance", "ruling", "All rulebooks: dice and shuffles",
        Bilingual("Chance decides", "Der Zufall entscheidet"),
        Bilingual("A roll is decided by the dice, not by a player; only a roll can be "
                  "resolved at a chance step, and only at one.",
                  "Ein Wurf wird von den Würfeln entschieden, nicht von einem Spieler; "
                  "nur an einem Zufallsschritt wird gewürfelt."),
        source_de="Alle Spielregeln: Würfel und Mischen"),
    RuleClause(
        "engine.action", "ruling", "All rulebooks",
        Bilingual("Moves only", "Nur Spielzüge"),
        Bilingual("Only a move the game lists can be played.",
                  "Nur ein Zug, den das Spiel anbietet, kann gespielt werden."),
        source_de="Alle Spielregeln"),
)

RULES.register("engine", ENGINE_CLAUSES)
