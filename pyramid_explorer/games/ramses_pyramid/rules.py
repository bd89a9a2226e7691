"""The rule clauses of Ramses Pyramid (ids ``rp.*``), in our own words, EN and DE.

Three sources, said in each clause's ``source``: the seed page (the movement-and-climbing page
of the German rulebook, ``shared/seeds/ramses-pyramid.rules-excerpt.de.txt``, kind ``seed``);
the published game as public reviews describe it (kind ``seed`` with a source starting
"Published game", saying how sure the fact is); and our rulings (kind ``ruling``, written up in
``docs/rulings/ramses-pyramid.md``, most with an option for the other reading).

>>> RULES.get("rp.track.lap").kind, RULES.get("rp.ruling.bump-to").option
('seed', 'bumped_to')
>>> RULES.get("rp.die.faces").source.startswith("Published game")
True
>>> len(CLAUSES) > 30
True
"""

from __future__ import annotations

from ...engine.rules import RULES, clause, with_german_sources

GAME_ID = "ramses-pyramid"
BOOK = "Ramses Pyramid rulebook (LEGO 3843), seed page"
REVIEWS = "Published game (several reviews agree)"
ONE_REVIEW = "Published game (one review; reconstructed)"
QUOTED = "Published game (rulebook as quoted in reviews)"
RULING = "Ruling (the seed page and the reviews are silent)"
SOURCES_DE = {  # the seed page's headings are German already: only our words are translated
    BOOK: "Spielregel Ramses Pyramid (LEGO 3843), Seed-Seite",
    REVIEWS: "Veröffentlichtes Spiel (mehrere Rezensionen stimmen überein)",
    ONE_REVIEW: "Veröffentlichtes Spiel (eine Rezension; rekonstruiert)",
    QUOTED: "Veröffentlichtes Spiel (Spielregel, wie in Rezensionen zitiert)",
    RULING: "Entscheid (die Seed-Seite und die Rezensionen schweigen dazu)",
}


def german_source(source: str) -> str:
    """A citation of this game in German.

    >>> german_source(f"{BOOK}, Das Spiel")
    'Spielregel Ramses Pyramid (LEGO 3843), Seed-Seite, Das Spiel'
    """
    for en, de in SOURCES_DE.items():
        source = source.replace(en, de)
    return source


_c = clause  # (English, German) pairs -> a RuleClause


SEED = (
    _c("rp.turn.order", "seed", f"{BOOK}, Das Spiel",
       ("Who starts", "Wer beginnt"),
       ("The youngest player (here P1) starts; turns then go clockwise (P1, P2, …).",
        "Der jüngste Spieler (hier P1) fängt an; danach geht es im Uhrzeigersinn weiter.")),
    _c("rp.track.move", "seed", f"{BOOK}, Das Spiel",
       ("Round the pyramid", "Um die Pyramide herum"),
       ("Roll and move your adventurer clockwise from the entrance over the brown spaces; each "
        "space is one step.",
        "Würfle und ziehe deinen Abenteurer vom Eingang im Uhrzeigersinn über die braunen "
        "Felder; jedes Feld ist ein Schritt.")),
    _c("rp.track.lap", "seed", f"{BOOK}, Das Spiel",
       ("The lap ends at the entrance", "Die Runde endet am Eingang"),
       ("Your last move on the brown spaces ends when you reach the entrance again after one "
        "lap; steps left over are lost.",
        "Dein letzter Zug auf den braunen Feldern endet, sobald du nach einer Runde wieder den "
        "Eingang erreichst; übrige Schritte verfallen.")),
    _c("rp.track.enter", "seed", f"{BOOK}, Das Spiel",
       ("Onto the pyramid", "Auf die Pyramide"),
       ("On the turn after the lap, pick one of the four sides of the dark bottom layer, stand "
        "there, roll and start to climb.",
        "Im Zug nach der Runde wählst du eine der vier Seiten der dunklen untersten Stufe, "
        "stellst dich dorthin, würfelst und beginnst den Aufstieg.")),
    _c("rp.space.crystal", "seed", f"{BOOK}, Die braunen Bewegungsfelder (1)",
       ("Take the crystal", "Das Juwel nehmen"),
       ("On a brown space with a crystal you may take it and lay it beside your tent.",
        "Auf einem braunen Feld mit Juwel darfst du es nehmen und neben dein Zelt legen.")),
    _c("rp.space.peek", "seed", f"{BOOK}, Die braunen Bewegungsfelder (2)",
       ("Look into the secret temple", "In den geheimen Tempel schauen"),
       ("Or look secretly at the crystal in the temple beside your space (only you see it), "
        "then move that temple to another empty temple space.",
        "Oder sieh dir heimlich das Juwel im Tempel neben deinem Feld an (nur du siehst es) und "
        "versetze den Tempel dann auf ein anderes leeres Tempelfeld.")),
    _c("rp.space.nothing", "seed", f"{BOOK}, Die braunen Bewegungsfelder (3)",
       ("An empty space", "Ein leeres Feld"),
       ("On a space with neither a crystal nor a temple nothing happens.",
        "Auf einem Feld ohne Juwel und ohne Tempel geschieht nichts.")),
    _c("rp.pyramid.decide", "seed", f"{BOOK}, Die Pyramide",
       ("Decide before you roll", "Vor dem Würfeln entscheiden"),
       ("On the pyramid you choose before rolling: roll and change layers, or move sideways "
        "without rolling.",
        "Auf der Pyramide entscheidest du vor dem Würfeln: würfeln und die Stufe wechseln oder "
        "ohne Würfeln seitwärts ziehen.")),
    _c("rp.pyramid.step", "seed", f"{BOOK}, Die Pyramide (1)",
       ("One layer per step", "Eine Stufe pro Schritt"),
       ("After rolling you move up or down the layers; each layer is one step.",
        "Nach dem Würfeln ziehst du die Stufen hinauf oder hinab; jede Stufe ist ein Schritt.")),
    _c("rp.pyramid.colour", "seed", f"{BOOK}, Die Pyramide (1a, 1b)",
       ("The matching colour", "Die passende Farbe"),
       ("Every layer-side you enter needs its colour: a crystal of that colour beside your tent "
        "(used when you have one), or the right secret temple.",
        "Jede Stufenseite, die du betrittst, verlangt ihre Farbe: ein Juwel dieser Farbe neben "
        "deinem Zelt (es wird genutzt, wenn du es hast) oder den richtigen geheimen Tempel.")),
    _c("rp.pyramid.temple", "seed", f"{BOOK}, Die Pyramide (1b)",
       ("Open a temple", "Einen Tempel öffnen"),
       ("Open the temple where you expect the colour and show its crystal to everybody; then "
        "move the temple to another free temple space.",
        "Öffne den Tempel, in dem du die Farbe vermutest, und zeige allen das Juwel; dann "
        "stellst du den Tempel auf ein anderes freies Tempelfeld.")),
    _c("rp.pyramid.wrong-temple", "seed", f"{BOOK}, Die Pyramide (1b)",
       ("The wrong temple", "Der falsche Tempel"),
       ("If the temple holds another colour, your adventurer goes one layer down and your turn "
        "ends.",
        "Enthält der Tempel eine andere Farbe, geht dein Abenteurer eine Stufe zurück und dein "
        "Zug endet.")),
    _c("rp.pyramid.sideways", "seed", f"{BOOK}, Die Pyramide (2)",
       ("Sideways instead of rolling", "Seitwärts statt würfeln"),
       ("Instead of rolling you may move to one of the other three sides of your layer (to its "
        "middle); it needs the matching colour too.",
        "Statt zu würfeln darfst du auf eine der drei anderen Seiten deiner Stufe ziehen (in "
        "ihre Mitte); auch dafür brauchst du die passende Farbe.")),
)

PUBLISHED = (
    _c("rp.board.layout", "seed", REVIEWS,
       ("The board", "Der Spielplan"),
       ("Around the pyramid lie the entrance and 8 brown spaces, 8 temple spaces with the "
        "secret temples, loose crystals, and one tent per player.",
        "Um die Pyramide liegen der Eingang und 8 braune Felder, 8 Tempelfelder mit den "
        "geheimen Tempeln, lose Juwelen und ein Zelt je Spieler.")),
    _c("rp.pyramid.layers", "seed", REVIEWS,
       ("Six layers of colours", "Sechs Stufen voller Farben"),
       ("Six layers lie below Ramses, the bottom one dark; each side of a layer shows one of "
        "six crystal colours.",
        "Sechs Stufen liegen unter Ramses, die unterste ist dunkel; jede Stufenseite zeigt eine "
        "von sechs Juwelenfarben.")),
    _c("rp.pyramid.turn", "seed", REVIEWS,
       ("Turning a layer", "Eine Stufe drehen"),
       ("From the second layer up a layer can be turned; every layer above it, with whoever "
        "stands on them, turns with it.",
        "Ab der zweiten Stufe lässt sich eine Stufe drehen; alle Stufen darüber drehen sich mit, "
        "samt allen, die darauf stehen.")),
    _c("rp.die.faces", "seed", ONE_REVIEW,
       ("The LEGO die", "Der LEGO-Würfel"),
       ("Faces 1, 1, 2, 2, 3, 3: both 1s also turn a layer, one 2 also steals a crystal, both "
        "3s move the mummies.",
        "Seiten 1, 1, 2, 2, 3, 3: beide 1en drehen zusätzlich eine Stufe, eine 2 stiehlt ein "
        "Juwel, beide 3en bewegen die Mumien.")),
    _c("rp.die.steal", "seed", ONE_REVIEW,
       ("Steal a crystal", "Ein Juwel stehlen"),
       ("The steal face takes a crystal from another player's tent to yours.",
        "Die Stehlen-Seite holt ein Juwel vom Zelt eines Mitspielers an deines.")),
    _c("rp.mummy.roll", "seed", QUOTED,
       ("The mummy roll", "Der Mumienwurf"),
       ("One mummy still at the top comes down one layer on its side, all mummies already below "
        "the top go one layer further down, then you move up to 3 (1, 2 or 3 brown spaces, or "
        "up to 3 layers), wherever you stand.",
        "Eine Mumie, die noch oben steht, kommt auf ihrer Seite eine Stufe herab, alle schon "
        "tieferen Mumien gehen eine Stufe weiter, dann ziehst du bis zu 3 (1, 2 oder 3 braune "
        "Felder oder bis zu 3 Stufen), wo immer du stehst.")),
    _c("rp.mummy.block", "seed", REVIEWS,
       ("Mummies block", "Mumien versperren"),
       ("A layer-side with a mummy on it may never be entered.",
        "Eine Stufenseite mit einer Mumie darf nie betreten werden.")),
    _c("rp.mummy.bump", "seed", REVIEWS,
       ("A mummy sends you back", "Eine Mumie schickt dich zurück"),
       ("A mummy coming down onto your layer-side sends your adventurer back to the start of "
        "the climb.",
        "Kommt eine Mumie auf deine Stufenseite herab, muss dein Abenteurer zurück an den "
        "Anfang des Aufstiegs.")),
    _c("rp.win.ramses", "seed", REVIEWS,
       ("Defeat Ramses", "Ramses besiegen"),
       ("Standing on the layer just below Ramses, roll the mummy face on a later turn to "
        "defeat him and win.",
        "Stehst du auf der Stufe direkt unter Ramses, besiegst du ihn in einem späteren Zug mit "
        "der Mumienseite des Würfels und gewinnst.")),
    _c("rp.variant.team", "seed", QUOTED,
       ("Team play", "Teamspiel"),
       ("Play in teams of two, or all together against the Mummy King: you lose together if all "
        "8 mummies reach the brown spaces first.",
        "Spielt in Zweierteams oder alle gemeinsam gegen den Mumienkönig: Ihr verliert "
        "gemeinsam, wenn zuerst alle 8 Mumien die braunen Felder erreichen."), "team"),
    _c("rp.variant.treasure", "seed", QUOTED,
       ("The treasure room", "Die Schatzkammer"),
       ("Whoever defeats Ramses must then name the colours of the four secret temples to take "
        "the Golden Scorpion; otherwise they are trapped.",
        "Wer Ramses besiegt, muss danach die Farben der vier geheimen Tempel nennen, um den "
        "Goldenen Skorpion zu nehmen; sonst ist er gefangen."), "treasure_room"),
)

RULINGS = (
    _c("rp.ruling.setup", "ruling", RULING,
       ("Setting up", "Aufbau"),
       ("Four secret temples with four different colours stand on four random temple spaces; "
        "each of up to four brown spaces without a temple holds a loose crystal of a random "
        "colour; layers 2–6 show four different colours each.",
        "Vier geheime Tempel mit vier verschiedenen Farben stehen auf vier zufälligen "
        "Tempelfeldern; bis zu vier braune Felder ohne Tempel tragen ein loses Juwel "
        "zufälliger Farbe; die Stufen 2–6 zeigen je vier verschiedene Farben."), "loose_crystals"),
    _c("rp.ruling.dark-layer", "ruling", RULING,
       ("The dark layer is free", "Die dunkle Stufe ist frei"),
       ("The dark bottom layer needs no crystal: you enter it, go back down to it and move "
        "sideways on it freely.",
        "Die dunkle unterste Stufe braucht kein Juwel: Du betrittst sie, steigst auf sie zurück "
        "und ziehst auf ihr seitwärts ohne Farbe.")),
    _c("rp.ruling.crystal-kept", "ruling", RULING,
       ("Crystals stay at the tent", "Juwelen bleiben am Zelt"),
       ("Using a crystal does not use it up: it stays beside your tent.",
        "Ein genutztes Juwel wird nicht verbraucht: Es bleibt neben deinem Zelt."),
       "spend_crystals"),
    _c("rp.ruling.steal", "ruling", RULING,
       ("What a steal takes", "Was gestohlen wird"),
       ("You choose one crystal from any other player's tent; with no crystal at another tent "
        "the steal does nothing.",
        "Du wählst ein Juwel vom Zelt eines beliebigen Mitspielers; liegt bei keinem eines, "
        "bewirkt das Stehlen nichts.")),
    _c("rp.ruling.track-exact", "ruling", RULING,
       ("Exact steps on the track, up to on the pyramid", "Genau auf dem Weg, bis zu auf der "
        "Pyramide"),
       ("On the brown spaces a turn, steal or plain roll moves you exactly the number rolled "
        "(a mummy roll: up to 3, as the rulebook says); on the pyramid every roll moves you up "
        "to the number (you may stop earlier).",
        "Auf den braunen Feldern ziehst du nach einem Dreh-, Stehlen- oder einfachen Wurf genau "
        "die Augenzahl (nach einem Mumienwurf bis zu 3, wie die Regel sagt); auf der Pyramide "
        "ziehst du nach jedem Wurf bis zur Augenzahl (du darfst früher anhalten)."),
       "track_up_to"),
    _c("rp.ruling.bump-to", "ruling", RULING,
       ("Where a bumped adventurer goes", "Wohin ein Verdrängter geht"),
       ("Back to the dark bottom layer of the same side; off the pyramid if a mummy stands "
        "there or you were already on it.",
        "Zurück auf die dunkle unterste Stufe derselben Seite; von der Pyramide, wenn dort "
        "eine Mumie steht oder du schon dort warst."), "bumped_to"),
    _c("rp.ruling.mummy-ground", "ruling", RULING,
       ("Mummies on the ground", "Mumien am Boden"),
       ("A mummy coming down from the dark layer stays on the first free brown space of its "
        "side (clockwise onwards); mummies there block nobody.",
        "Eine Mumie, die von der dunklen Stufe herabkommt, bleibt auf dem ersten freien braunen "
        "Feld ihrer Seite (im Uhrzeigersinn weiter); dort versperrt sie niemandem den Weg.")),
    _c("rp.ruling.pairs-mummies", "ruling", RULING,
       ("Pairs lose to the mummies too", "Auch Paare verlieren gegen die Mumien"),
       ("In team play by pairs, all 8 mummies on the brown spaces end the game and both pairs "
        "lose: the rulebook's sentence names both ways of team play.",
        "Im Teamspiel in Paaren beenden alle 8 Mumien auf den braunen Feldern das Spiel, und "
        "beide Paare verlieren: Der Satz der Regel nennt beide Arten des Teamspiels."),
       "pairs_mummies"),
    _c("rp.ruling.die-order", "ruling", RULING,
       ("First the die's symbol, then the steps", "Erst das Symbol, dann die Schritte"),
       ("The die's symbol (turn, steal, mummies) is carried out before you move, as the "
        "rulebook says for the mummy roll.",
        "Das Würfelsymbol (drehen, stehlen, Mumien) wird vor dem Ziehen ausgeführt, wie es die "
        "Regel für den Mumienwurf sagt.")),
    _c("rp.ruling.turn-layer", "ruling", RULING,
       ("How a layer turns", "Wie eine Stufe sich dreht"),
       ("You turn one layer from 2 to 6 a quarter turn either way; turning is part of the roll "
        "and must be done.",
        "Du drehst eine Stufe von 2 bis 6 um eine Vierteldrehung in eine Richtung; das Drehen "
        "gehört zum Wurf und muss sein.")),
    _c("rp.ruling.space-choice", "ruling", RULING,
       ("Use your space", "Nutze dein Feld"),
       ("On a space with a crystal or a temple you must take the crystal or look into the "
        "temple (your choice if both).",
        "Auf einem Feld mit Juwel oder Tempel musst du das Juwel nehmen oder in den Tempel "
        "schauen (bei beidem nach Wahl)."), "may_pass_space"),
    _c("rp.ruling.wrong-moves", "ruling", RULING,
       ("An opened temple always moves", "Ein geöffneter Tempel zieht immer um"),
       ("A temple you open is moved to another empty temple space whether it was right or "
        "wrong; a wrong temple on the dark layer leaves you there.",
        "Ein geöffneter Tempel wird immer auf ein anderes leeres Tempelfeld versetzt, ob richtig "
        "oder falsch; ein falscher Tempel auf der dunklen Stufe lässt dich dort.")),
    _c("rp.ruling.one-direction", "ruling", f"{RULING}; {BOOK}, Die Pyramide",
       ("One roll, one direction", "Ein Wurf, eine Richtung"),
       ("The steps of one roll all go the same way: either up or down the layers, never up "
        "and down in the same roll.",
        "Die Schritte eines Wurfs gehen alle in dieselbe Richtung: entweder hinauf oder hinab, "
        "nie im selben Wurf hinauf und hinab."), "change_direction"),
    _c("rp.ruling.wrong-down", "ruling", f"{RULING}; {BOOK}, Die Pyramide (1b)",
       ("A wrong temple on the way down", "Ein falscher Tempel auf dem Weg hinab"),
       ("A wrong temple on a step down leaves you on the layer you stand on, and your turn "
        "ends: going one layer back would take you where you were heading.",
        "Ein falscher Tempel bei einem Schritt hinab lässt dich auf deiner Stufe, und dein Zug "
        "endet: Eine Stufe zurück brächte dich genau dorthin, wohin du wolltest."),
       "wrong_down"),
    _c("rp.ruling.wrong-sideways", "ruling", f"{RULING}; {BOOK}, Die Pyramide (2)",
       ("A wrong temple when moving sideways", "Ein falscher Tempel beim Seitwärtsziehen"),
       ("The wrong-temple penalty holds for a sideways move too: you go one layer down on the "
        "side you stand on, and your turn ends.",
        "Die Strafe für den falschen Tempel gilt auch beim Seitwärtsziehen: Du gehst auf deiner "
        "Seite eine Stufe hinab, und dein Zug endet."), "wrong_sideways"),
    _c("rp.ruling.share-side", "ruling", RULING,
       ("Adventurers may share", "Abenteurer dürfen teilen"),
       ("Several adventurers may stand on the same space or layer-side; only mummies block.",
        "Mehrere Abenteurer dürfen auf demselben Feld oder derselben Stufenseite stehen; nur "
        "Mumien versperren.")),
    _c("rp.ruling.enter-blocked", "ruling", RULING,
       ("Nowhere to go", "Kein Weg frei"),
       ("If mummies block every side you could enter, you pass this turn.",
        "Versperren Mumien jede Seite, die du betreten könntest, setzt du diesen Zug aus.")),
    _c("rp.ruling.ramses-first", "ruling", RULING,
       ("Ramses before the mummies", "Ramses vor den Mumien"),
       ("Rolling the mummy face just below Ramses defeats him at once; no mummy moves.",
        "Würfelst du direkt unter Ramses die Mumienseite, ist er sofort besiegt; keine Mumie "
        "bewegt sich.")),
    _c("rp.ruling.memory", "ruling", RULING,
       ("What everybody sees", "Was alle sehen"),
       ("Everybody sees which temple a player looks into and where every temple moves; only "
        "the colour inside stays secret to the one who looked.",
        "Alle sehen, in welchen Tempel jemand schaut und wohin jeder Tempel zieht; nur die "
        "Farbe darin kennt allein, wer hineingeschaut hat.")),
    _c("rp.ruling.trapped", "ruling", RULING,
       ("Trapped in the treasure room", "Gefangen in der Schatzkammer"),
       ("You name the four temples' colours one by one and learn only at the end whether all "
        "were right; trapped, you are out of the game.",
        "Du nennst die Farben der vier Tempel nacheinander und erfährst erst am Ende, ob alle "
        "stimmten; gefangen scheidest du aus."), "trapped"),
    _c("rp.ruling.turn-cap", "ruling", RULING,
       ("Turn cap", "Zuggrenze"),
       ("So that every simulated game ends, a game stops after the turn cap with nobody "
        "winning.",
        "Damit jede simulierte Partie endet, stoppt ein Spiel nach der Zuggrenze ohne Sieger."),
       "turn_cap"),
)

CLAUSES = SEED + PUBLISHED + RULINGS
CLAUSES = with_german_sources(CLAUSES, {c.source: german_source(c.source) for c in CLAUSES})
RULES.register(GAME_ID, CLAUSES)
