"""Every string of Kokonana! a player reads, in English and German (``pondside.ui.i18n.Texts``).

Numbers of the rules are placeholders filled from ``data.py`` where the text is used.
"""
from __future__ import annotations

from ...ui.i18n import Texts

TEXT = Texts(
    "kokonana",
    en={
        # ---------------------------------------------------------------- places and pieces
        "village": "Village bank", "sandbank": "Sandbank", "templebank": "Temple bank", "temple": "Temple",
        "shallow": "Shallow water", "deep": "Deep water",
        "facedown": "Face-down {sec} tile, column {c}, lane {r}", "faceup": "{motif} ({sec}, column {c}, lane {r})",
        "stone": "stepping stone", "flip": "Flip", "hopto": "Hop to {where}",
        "nohop": "Don't hop", "talisman": "Take a talisman", "end": "End turn", "gotit": "Got it — turn them back",
        "thop": "Talisman: extra hop", "tpeek": "Talisman: peek at a temple tile", "cancel": "Cancel",
        "wall": "a wall", "lock": "the {colour} lock", "key": "{colour} key",
        "templeslot": "Temple tile {i}", "seen_as": "you saw: {what}",
        "talismans": "talismans", "supply": "Talisman supply: {n}", "nokey": "no key yet", "haskey": "key: {colour}",
        "runner": "{name}'s runner ({colour})", "you": "you",
        "peekedby": "{name} peeked at tile {i}",
        "space": "{sec} {c}/{r}",
        # ---------------------------------------------------------------- prompts
        "p_hop": "Hop one space forward, diagonally or sideways onto a stepping stone — or don't.",
        "p_key": "You reached the sandbank: choose your key.",
        "p_flip1": "Flip a face-down {sec} tile.",
        "p_flip2": "Flip a second {sec} tile.",
        "p_reward": "A match! Take a free hop, or a talisman instead.",
        "p_after_match": "You may still spend a talisman, or end your turn.",
        "p_after_nomatch": "No match — Kokonana! Remember them, then turn them back.",
        "p_peek": "Peek at one temple tile. If it is your lock, you win!",
        "p_peeked": "You looked at temple tile {i}: {what}.",
        "p_wait": "{name} is playing…", "p_won": "{name} opened the temple and wins!",
        "p_thop": "Choose where to hop (costs 1 talisman).", "p_tpeek": "Choose a temple tile to look at (costs 1 talisman).",
        # ---------------------------------------------------------------- names
        "motif": {"turtle": "turtle", "catfish": "catfish", "rocks": "rocks", "log": "log", "frog": "frog",
                  "lily": "lily", "reeds": "reeds", "snail": "snail", "crab": "crab", "shell": "shell",
                  "koi": "koi", "eel": "eel", "octopus": "octopus", "jellyfish": "jellyfish",
                  "seahorse": "seahorse", "starfish": "starfish", "whale": "whale", "pearl": "pearl",
                  "anchor": "anchor", "lantern": "lantern"},
        "colour": {"black": "black", "purple": "purple", "orange": "orange", "white": "white", "green": "green"},
        "runner_colour": ["blue", "green", "red", "yellow"],
        # ---------------------------------------------------------------- game log
        "log_hop": "{p} hops to {to}", "log_fhop": "{p} takes a free hop to {to}",
        "log_thop": "{p} spends a talisman to hop to {to}", "log_nohop": "{p} does not hop",
        "log_key": "{p} takes the {k} key", "log_nokey": "{p} takes no key", "log_flip": "{p} flips {where}: {m}",
        "log_talisman": "{p} takes a talisman", "log_end": "{p} ends the turn",
        "log_peek": "{p} peeks at temple tile {i}", "log_tpeek": "{p} spends a talisman to peek at temple tile {i}",
        # ---------------------------------------------------------------- why an action is not allowed
        "r_turn": "Turn order (§4.6)", "r_hop": "Hop (§5 step 1, §3)", "r_cap": "Capacity (§3)",
        "r_face": "Stepping stones (§3): face-down tiles can never be entered", "r_flip": "Flip (§5 step 2)",
        "r_key": "Sandbank keys (§5)", "r_tal": "Talismans (§6)", "r_temple": "Temple bank (§7)",
        "x_over": "Game over: the temple has been opened",
        "x_notaction": "an action is an object with a type 't', not {action}",
        "x_choosekey": "you reached the sandbank — choose your key first",
        "x_reward": "after a match take the free hop or a talisman first",
        "x_hopstep": "the hop is step 1, before flipping (now: {st})",
        "x_fhop": "a free hop is only the reward for a match",
        "x_notalisman": "you hold no talisman",
        "x_midstep": "a talisman cannot be spent in the middle of this step ({st})",
        "x_nothop": "{to} is not one hop forward, diagonally forward or sideways from {here}",
        "x_full": "{to} already holds {n} runner(s)", "x_full2": " — {cap} per stone in a 2-player game",
        "x_fulln": " — {cap} per stone",
        "x_flipstep": "flipping is step 2 of the turn (now: {st})",
        "x_different": "the second tile must be a different tile (§9.7)",
        "x_section": "you must flip {sec} tiles now (before the sandbank: Shallow while any is face down; after it: Deep only)",
        "x_section_S": "Shallow water", "x_section_D": "Deep water",
        "x_notdown": "that tile is not face down",
        "x_keyonly": "a key is taken only on arriving at the sandbank",
        "x_nokeythere": "key {k} is not on the sandbank",
        "x_young": "in the variant for younger children talismans are only for hops (§8)",
        "x_needkey": "a talisman peek needs a key",
        "x_peekstep": "the peek step is only for a runner on the temple bank, once per turn",
        "x_endstep": "the turn cannot end yet (now: {st})",
        "x_limit": "at most {n} talisman(s) per turn (option)",
        "x_notnow": "{action} is not possible now (step: {st})",
        # ---------------------------------------------------------------- options
        "o_young": "Variant for younger children",
        "o_young_help": "No wall tiles in the temple; talismans only for extra hops (§8).",
        "o_grid": "Water grid (depth × lanes)",
        "o_grid_help": "'4 rows of 5' read as 5 steps deep and 4 lanes wide (12 hops to the temple); 4×5 gives 10 hops. [§9.1]",
        "o_grid_5x4": "5×4", "o_grid_4x5": "4×5",
        "o_diag": "Diagonal-forward hops",
        "o_diag_help": "The detailed hop rule allows diagonal-forward hops; the summary mentions only forward and sideways. [§9.13]",
        "o_bank": "Runners per bank (0 = no limit)",
        "o_bank_help": "The limit is stated only for stepping stones; banks and the sandbank are taken as unlimited. [§9.3]",
        "o_perturn": "Talismans per turn (0 = no limit)",
        "o_perturn_help": "'At any time during your turn' sets no limit. [§9.9]",
        "o_peekwins": "A talisman peek can win",
        "o_peekwins_help": "Winning is described only for the temple-bank peek; a talisman peek just informs. [§9.10]",
        "o_keymust": "Taking a key is mandatory",
        "o_keymust_help": "The text says 'may', but without a key no one can win. [§9.11]",
        # ---------------------------------------------------------------- rules page
        "rules": """<h2>Kokonana! — how to play</h2>
<p>{min}–{max} players race from the village across shallow and deep water to the temple. The water tiles lie face down;
two tiles with the same motif make a pair of <b>stepping stones</b> that everyone may use.</p>
<h3>Your turn</h3>
<ol><li><b>Hop</b> (optional): one space forward, diagonally forward or sideways onto a face-up stepping stone
(at most {cap} runners per stone; {cap2} in a 2-player game). Reaching the <b>sandbank</b> gives you a key.
Reaching the <b>temple bank</b> before flipping lets you peek instead of flipping.</li>
<li><b>Flip</b> two face-down tiles — shallow ones until you reach the sandbank (deep ones when no shallow tile is left),
deep ones after it. A <b>match</b> stays face up and gives you a free hop, or a talisman instead. No match: remember
them, they turn back.</li></ol>
<p><b>Talismans</b> ({supply} in the supply): at any time on your turn, spend one for an extra hop, or — if you hold a key —
to look secretly at a temple tile.</p>
<p><b>Temple:</b> on the temple bank each turn you peek at one temple tile. Find the lock of your key's colour and you
win at once. Walls and other locks go back face down.</p>
<p><b>Variant for younger children:</b> no wall tiles; talismans only for hops.</p>""",
        "assumed_head": "Our readings of open points (switch them in the new-game dialog)",
        "fixed": ["Motif names beyond {known}, and the key colours beyond {keys}, are placeholders (cosmetic) [§9.4, §9.5].",
                  "A bank touches every lane of the next column; no sideways moves on banks [§9.2].",
                  "The two flipped tiles must be different; no face-down tile allowed → no flip [§9.7, §9.8].",
                  "An empty talisman supply means the match reward is lost [§9.6]."],
        "and": " and ", "list_sep": ", ",
        # ---------------------------------------------------------------- computer levels
        "bot_random": "Random", "bot_memory": "Perfect memory",
    },
    de={
        "village": "Dorfufer", "sandbank": "Sandbank", "templebank": "Tempelufer", "temple": "Tempel",
        "shallow": "Flachwasser", "deep": "Tiefwasser",
        "facedown": "Verdecktes {sec}-Plättchen, Spalte {c}, Bahn {r}", "faceup": "{motif} ({sec}, Spalte {c}, Bahn {r})",
        "stone": "Trittstein", "flip": "Aufdecken", "hopto": "Hüpfe nach {where}",
        "nohop": "Nicht hüpfen", "talisman": "Talisman nehmen", "end": "Zug beenden", "gotit": "Gemerkt — zurückdrehen",
        "thop": "Talisman: Extra-Hüpfer", "tpeek": "Talisman: Tempelplättchen ansehen", "cancel": "Abbrechen",
        "wall": "eine Mauer", "lock": "das {colour}e Schloss", "key": "Schlüssel {colour}",
        "templeslot": "Tempelplättchen {i}", "seen_as": "gesehen: {what}",
        "talismans": "Talismane", "supply": "Talisman-Vorrat: {n}", "nokey": "noch kein Schlüssel",
        "haskey": "Schlüssel: {colour}", "runner": "Läufer von {name} ({colour})", "you": "du",
        "peekedby": "{name} sah Plättchen {i} an",
        "space": "{sec} {c}/{r}",
        "p_hop": "Hüpfe ein Feld vorwärts, diagonal oder seitwärts auf einen Trittstein — oder nicht.",
        "p_key": "Du hast die Sandbank erreicht: wähle deinen Schlüssel.",
        "p_flip1": "Decke ein verdecktes {sec}-Plättchen auf.",
        "p_flip2": "Decke ein zweites {sec}-Plättchen auf.",
        "p_reward": "Ein Paar! Hüpfe gratis oder nimm stattdessen einen Talisman.",
        "p_after_match": "Du kannst noch einen Talisman einsetzen oder den Zug beenden.",
        "p_after_nomatch": "Kein Paar — Kokonana! Merk sie dir, dann umdrehen.",
        "p_peek": "Sieh dir ein Tempelplättchen an. Ist es dein Schloss, gewinnst du!",
        "p_peeked": "Du hast Tempelplättchen {i} angesehen: {what}.",
        "p_wait": "{name} ist am Zug…", "p_won": "{name} öffnet den Tempel und gewinnt!",
        "p_thop": "Wohin hüpfen? (kostet 1 Talisman)", "p_tpeek": "Welches Tempelplättchen ansehen? (kostet 1 Talisman)",
        "motif": {"turtle": "Schildkröte", "catfish": "Wels", "rocks": "Felsen", "log": "Baumstamm",
                  "frog": "Frosch", "lily": "Seerose", "reeds": "Schilf", "snail": "Schnecke", "crab": "Krebs",
                  "shell": "Muschel", "koi": "Koi", "eel": "Aal", "octopus": "Krake", "jellyfish": "Qualle",
                  "seahorse": "Seepferdchen", "starfish": "Seestern", "whale": "Wal", "pearl": "Perle",
                  "anchor": "Anker", "lantern": "Laterne"},
        "colour": {"black": "schwarz", "purple": "lila", "orange": "orange", "white": "weiß", "green": "grün"},
        "runner_colour": ["blau", "grün", "rot", "gelb"],
        "log_hop": "{p} hüpft nach {to}", "log_fhop": "{p} hüpft gratis nach {to}",
        "log_thop": "{p} hüpft mit Talisman nach {to}", "log_nohop": "{p} hüpft nicht",
        "log_key": "{p} nimmt den Schlüssel {k}", "log_nokey": "{p} nimmt keinen Schlüssel",
        "log_flip": "{p} deckt {where} auf: {m}", "log_talisman": "{p} nimmt einen Talisman",
        "log_end": "{p} beendet den Zug", "log_peek": "{p} sieht Tempelplättchen {i} an",
        "log_tpeek": "{p} sieht mit Talisman Tempelplättchen {i} an",
        "r_turn": "Zugfolge (§4.6)", "r_hop": "Hüpfen (§5 Schritt 1, §3)", "r_cap": "Platz (§3)",
        "r_face": "Trittsteine (§3): verdeckte Plättchen darf man nie betreten", "r_flip": "Aufdecken (§5 Schritt 2)",
        "r_key": "Schlüssel auf der Sandbank (§5)", "r_tal": "Talismane (§6)", "r_temple": "Tempelufer (§7)",
        "x_over": "Spiel vorbei: der Tempel ist geöffnet",
        "x_notaction": "eine Aktion ist ein Objekt mit einem Typ 't', nicht {action}",
        "x_choosekey": "du hast die Sandbank erreicht — wähle zuerst deinen Schlüssel",
        "x_reward": "nach einem Paar zuerst gratis hüpfen oder einen Talisman nehmen",
        "x_hopstep": "Hüpfen ist Schritt 1, vor dem Aufdecken (jetzt: {st})",
        "x_fhop": "gratis hüpfen ist nur die Belohnung für ein Paar",
        "x_notalisman": "du hast keinen Talisman",
        "x_midstep": "ein Talisman kann mitten in diesem Schritt nicht eingesetzt werden ({st})",
        "x_nothop": "{to} ist kein Hüpfer vorwärts, diagonal vorwärts oder seitwärts von {here}",
        "x_full": "auf {to} stehen schon {n} Läufer", "x_full2": " — {cap} pro Stein im Spiel zu zweit",
        "x_fulln": " — {cap} pro Stein",
        "x_flipstep": "Aufdecken ist Schritt 2 des Zuges (jetzt: {st})",
        "x_different": "das zweite Plättchen muss ein anderes sein (§9.7)",
        "x_section": "du musst jetzt {sec}-Plättchen aufdecken (vor der Sandbank: Flachwasser, solange eins verdeckt ist; danach nur Tiefwasser)",
        "x_section_S": "Flachwasser", "x_section_D": "Tiefwasser",
        "x_notdown": "dieses Plättchen ist nicht verdeckt",
        "x_keyonly": "einen Schlüssel nimmt man nur beim Erreichen der Sandbank",
        "x_nokeythere": "Schlüssel {k} liegt nicht auf der Sandbank",
        "x_young": "in der Variante für jüngere Kinder sind Talismane nur zum Hüpfen (§8)",
        "x_needkey": "ein Talisman-Blick braucht einen Schlüssel",
        "x_peekstep": "in den Tempel schaut nur ein Läufer auf dem Tempelufer, einmal pro Zug",
        "x_endstep": "der Zug kann noch nicht enden (jetzt: {st})",
        "x_limit": "höchstens {n} Talisman(e) pro Zug (Option)",
        "x_notnow": "{action} ist jetzt nicht möglich (Schritt: {st})",
        "o_young": "Variante für jüngere Kinder",
        "o_young_help": "Ohne Mauerplättchen im Tempel; Talismane nur für Extra-Hüpfer (§8).",
        "o_grid": "Wasserfeld (Tiefe × Bahnen)",
        "o_grid_help": "„4 Reihen zu 5“ gelesen als 5 Schritte tief und 4 Bahnen breit (12 Hüpfer); 4×5 ergibt 10. [§9.1]",
        "o_grid_5x4": "5×4", "o_grid_4x5": "4×5",
        "o_diag": "Diagonal vorwärts hüpfen",
        "o_diag_help": "Die ausführliche Regel erlaubt diagonale Hüpfer nach vorn; die Kurzfassung nennt nur vorwärts und seitwärts. [§9.13]",
        "o_bank": "Läufer pro Ufer (0 = unbegrenzt)",
        "o_bank_help": "Die Grenze gilt laut Regel nur für Trittsteine; Ufer und Sandbank gelten als unbegrenzt. [§9.3]",
        "o_perturn": "Talismane pro Zug (0 = unbegrenzt)",
        "o_perturn_help": "„Jederzeit im eigenen Zug“ nennt keine Grenze. [§9.9]",
        "o_peekwins": "Talisman-Blick kann gewinnen",
        "o_peekwins_help": "Gewinnen ist nur beim Blick vom Tempelufer beschrieben; ein Talisman-Blick informiert nur. [§9.10]",
        "o_keymust": "Schlüssel nehmen ist Pflicht",
        "o_keymust_help": "Der Text sagt „darf“, doch ohne Schlüssel kann niemand gewinnen. [§9.11]",
        "rules": """<h2>Kokonana! — so wird gespielt</h2>
<p>{min}–{max} Spieler laufen vom Dorf über Flach- und Tiefwasser zum Tempel. Die Wasserplättchen liegen verdeckt; zwei gleiche
Motive bilden ein Paar <b>Trittsteine</b>, die alle benutzen dürfen.</p>
<h3>Dein Zug</h3>
<ol><li><b>Hüpfen</b> (freiwillig): ein Feld vorwärts, diagonal vorwärts oder seitwärts auf einen offenen Trittstein
(höchstens {cap} Läufer pro Stein, {cap2} im Spiel zu zweit). Auf der <b>Sandbank</b> nimmst du einen Schlüssel. Wer das
<b>Tempelufer</b> vor dem Aufdecken erreicht, schaut statt aufzudecken in den Tempel.</li>
<li><b>Aufdecken</b>: zwei verdeckte Plättchen — Flachwasser, bis du die Sandbank erreichst (Tiefwasser, wenn kein
Flachwasser mehr verdeckt ist), danach Tiefwasser. Ein <b>Paar</b> bleibt offen und du hüpfst gratis oder nimmst einen
Talisman. Kein Paar: merken, umdrehen.</li></ol>
<p><b>Talismane</b> ({supply} im Vorrat): jederzeit im eigenen Zug abgeben für einen Extra-Hüpfer oder — mit Schlüssel —
um heimlich ein Tempelplättchen anzusehen.</p>
<p><b>Tempel:</b> auf dem Tempelufer siehst du jeden Zug ein Tempelplättchen an. Findest du das Schloss in der Farbe
deines Schlüssels, gewinnst du sofort.</p>
<p><b>Variante für jüngere Kinder:</b> ohne Mauern; Talismane nur zum Hüpfen.</p>""",
        "assumed_head": "Unsere Auslegung offener Punkte (im Dialog „Neues Spiel“ umschaltbar)",
        "fixed": ["Motivnamen außer {known} sowie Schlüsselfarben außer {keys} sind Platzhalter (nur Optik) [§9.4, §9.5].",
                  "Ein Ufer grenzt an jede Bahn der nächsten Spalte; kein Seitwärtsziehen auf Ufern [§9.2].",
                  "Die zwei aufgedeckten Plättchen müssen verschieden sein; ohne erlaubtes Plättchen entfällt das Aufdecken [§9.7, §9.8].",
                  "Ist der Talisman-Vorrat leer, verfällt die Belohnung [§9.6]."],
        "and": " und ", "list_sep": ", ",
        "bot_random": "Zufall", "bot_memory": "Perfektes Gedächtnis",
    },
)


def names_list(lang, names) -> str:
    """``a, b and c`` in the player's language."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return TEXT(lang, "list_sep").join(names[:-1]) + TEXT(lang, "and") + names[-1]


def motif_name(lang, motif) -> str:
    return TEXT(lang, "motif").get(motif, str(motif))


def colour_name(lang, key) -> str:
    return TEXT(lang, "colour").get(key, str(key))


def space_name(lang, dims, space) -> str:
    """A space in words: a bank, or a water tile by its column and lane."""
    depth, lanes = dims
    if space in ("V", "B", "T"):
        return TEXT(lang, {"V": "village", "B": "sandbank", "T": "templebank"}[space])
    sec, i = space[0], int(space[1:])
    c, r = divmod(i, lanes)
    return TEXT(lang, "space", sec=TEXT(lang, "shallow" if sec == "S" else "deep"), c=c + 1, r=r + 1)


def temple_what(lang, tile) -> str:
    """What a temple tile shows: a wall or a lock of a colour."""
    if tile == "wall":
        return TEXT(lang, "wall")
    return TEXT(lang, "lock", colour=colour_name(lang, tile))
