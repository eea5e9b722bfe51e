"""Every string a Big Pond player reads, in English and German (``pondside.ui.i18n.Texts`` tables).

The pieces' names (colours, tiles, feature kinds) are Kōhaku's (``kohaku/text.py``: ``NAMES``, ``tile_label``);
this module holds what is the Big Pond's own: the screen, the log, the rule messages, the options and the rules
page.  Numbers are placeholders (``{coins}``), formatted from ``data``.
"""
from __future__ import annotations

from pondside.ui.i18n import Texts, plural

TEXT = Texts(
    "bigpond",
    en={
        # (the verbs of a turn's sentences, turned to "you" for a player named by the word for "you": i18n.address)
        "you_forms": "",
        "ring": "Draft ring", "pond": "The big pond", "players": "Players",
        "token": "Draft token", "free": "free", "cost": "{coins}",
        "info_token": "The pair right after the token (clockwise) is free; every tile you skip costs one coin, put on that tile.",
        "info_empty": "Empty space", "info_empty_ring": "It is refilled clockwise from the token once the turn's tiles are taken.",
        "info_player": "Score now: {p} (coins count too). Coins: {c}.",
        "coins": "Coins", "markers": "Markers", "points": "Points", "score": "Score",
        "n_points": {"one": "Point", "other": "Points"}, "n_coins_word": {"one": "Coin", "other": "Coins"},
        "deck_koi": "Koi deck {n}", "deck_feat": "feature deck {n}",
        "your_turn_pick": "Your turn: take two neighbouring tiles (one koi, one feature) from the ring. "
                          "The pair right after the token is free; each tile skipped costs one coin.",
        "your_turn_place": "Place your tiles in the big pond: touching the pond, koi never next to koi. "
                           "Choose a tile, then a highlighted space.",
        "your_turn_score": "You may score any of your marked features now (+1 for each adjacent koi "
                           "showing {colour}), or end your turn.",
        "must_score": "You have placed your last marker: you must score at least one feature.",
        "waiting": "{name} is taking their turn.",
        "held": "Your drafted tiles", "choose_tile": "Place {tile}",
        "place_at": "Place {tile} {where}",
        "pick_label": "{a} and {b}, {cost}", "pick_coins_on": "{coins} on them",
        "pick_choose_label": "Choose {what}", "pick_confirm_label": "Take {what}",
        "pick_chosen": "Chosen: {a} and {b} — {cost}.", "take_pair": "Take them ({cost})", "cancel": "Cancel",
        "zoom_in": "Zoom in", "zoom_out": "Zoom out", "fit": "Fit",
        "zoom_to_place": "Zoom in to place or score: the spaces are too small to tap at this size.",
        "discard_tile": "Discard {tile}",
        "score_btn": "Score now", "score_label": "Score now +{points}: {feature} {where}",
        "score_mark_label": "{feature} {where}, marker {letter} +{points}: score now",
        "end_turn": "End turn", "claims": "Scored claims", "final": "final", "preview": "worth now",
        "your_claims": "Your marked features", "no_claims": "No marked features.",
        "marker_of": "{name}'s marker", "marker_of_you": "your marker", "seed": "first koi", "end_triggered":
            "End of the game: a deck could not refill the ring — the round is finished so that everyone has "
            "the same number of turns.",
        "total": "{pts} points + {coins} coins = {total}",
        "final_scores": "Final scores", "winner": "Winner",
        "last_pick": "Last pick: {name} took {a} and {b}{extra}.", "paid": ", paid {n}",
        "gained": ", gained {coins}",
        "turns": "Turns", "empty": "empty space", "slot": "Ring space {n}",
        "hint_keys": "Tip: every tile and space can be reached with Tab and chosen with Enter.",
        "colour": "colour",
        "n_coins": {"one": "{n} coin", "other": "{n} coins"},
        # ---- log
        "log_take": "{name} takes {a} and {b}",
        "log_skip": " (skips {n}, pays {coins})",
        "log_gain": ", gains {coins}",
        "log_place": "{name} places {tile} {where}",
        "log_discard": "{name} discards {tile} (no space for it)",
        "log_score": "{name} scores: {reason}",
        "log_end": "{name} ends the turn",
        # ---- a turn in words (status line) and the end screen's lines
        "sum_who": "{name}: {what}",
        "sum_take": "{name} took {a} and {b}",
        "sum_paid": " (paid {coins})",
        "sum_gained": " and gained {coins}",
        "sum_placed_both": "placed them",
        "sum_placed": "placed {tile}",
        "sum_discarded": "discarded {tile} (it fit nowhere)",
        "sum_scored_one": "scored {tile} for {n}",
        "sum_scored": "scored {k} features for {n}",
        "sum_ended": "{name} ended the turn",
        "sum_final": "The game is over: every marked feature scored.",
        "result": "{name}: {pts} points from features + {coins} coins = {total}",
        "result_tie_coins": " — most coins ({n}) breaks the tie",
        "result_tie_shared": " — a shared win",
        # ---- rules broken (why an action is refused)
        "no_more": "The game is over: no more moves can be made",
        "malformed": "Your turn: that move is malformed (spaces are given as whole numbers)",
        "unknown": "Your turn: that is not a move of this game",
        "wrong_step": "Your turn: now is the time to {step}",
        "step_pick": "take two tiles from the ring", "step_place": "place your drafted tiles",
        "step_score": "score your features or end your turn",
        "pick_slot": "Taking tiles: that ring space holds no tile",
        "pick_last": "Taking tiles: the last tile of the ring has no next tile to take with it",
        "pick_types": "Taking tiles: the two tiles must be one koi and one feature",
        "pick_coins": "Taking tiles: skipping {n} tiles costs {n} coins, and you have {coins}",
        "pick_other": "Taking tiles: not a pair you can take now",
        "place_own": "Placing tiles: that is not one of the tiles you took this turn",
        "place_cell": "Placing tiles: a space needs two whole-number coordinates",
        "place_taken": "Placing tiles: that space of the pond already holds a tile",
        "place_touch": "Placing tiles: a new tile must touch a tile already in the pond",
        "checkerboard": "Checkerboard: a koi may never touch another koi, nor a feature another feature",
        "heron": "Heron: no koi may be placed next to a heron on a later turn",
        "cat_shore": "Cat: no koi may be placed on a cat's shore side",
        "cat_koi": "Cat: a cat may not be placed with a koi on its shore side",
        "place_other": "Placing tiles: not a space this tile may go to",
        "discard_only": "Placing tiles: a tile may only be discarded when none of your tiles fits anywhere",
        "score_own": "Scoring: you can only score a feature that carries your marker",
        "score_one": "Scoring: in this game only one feature may be scored per turn",
        "score_other": "Scoring: not possible now",
        "end_must": "Scoring: you have just placed your last marker, so you must score at least one of your "
                    "features before ending your turn",
        "end_other": "Your turn: you cannot end your turn now",
        "sets": "Feature sets: choose {n} different sets",
    },
    de={
        "you_forms": ("nahm>nahmst zahlte>zahltest nimmt>nimmst überspringt>überspringst zahlt>zahlst erhält>erhältst erhielt>erhieltst "
                      "legt>legst wirft>wirfst wertet>wertest beendet>beendest hat>hast"),
        "ring": "Auswahlring", "pond": "Der große Teich", "players": "Spieler",
        "token": "Auswahlstein", "free": "frei", "cost": "{coins}",
        "info_token": "Das Paar direkt nach dem Stein (im Uhrzeigersinn) ist frei; jedes übersprungene Plättchen kostet eine Münze, die darauf gelegt wird.",
        "info_empty": "Leeres Feld", "info_empty_ring": "Es wird im Uhrzeigersinn ab dem Stein aufgefüllt, sobald die Plättchen des Zugs genommen sind.",
        "info_player": "Stand jetzt: {p} (Münzen zählen mit). Münzen: {c}.",
        "coins": "Münzen", "markers": "Marker", "points": "Punkte", "score": "Wertung",
        "n_points": {"one": "Punkt", "other": "Punkte"}, "n_coins_word": {"one": "Münze", "other": "Münzen"},
        "deck_koi": "Koi-Stapel {n}", "deck_feat": "Merkmal-Stapel {n}",
        "your_turn_pick": "Du bist dran: nimm zwei benachbarte Plättchen (ein Koi, ein Merkmal) aus dem Ring. "
                          "Das Paar direkt nach dem Stein ist frei; jedes übersprungene Plättchen kostet eine Münze.",
        "your_turn_place": "Lege deine Plättchen in den großen Teich: angrenzend an den Teich, nie Koi neben Koi. "
                           "Wähle ein Plättchen, dann ein markiertes Feld.",
        "your_turn_score": "Du darfst jetzt eigene markierte Merkmale werten (+1 für jeden angrenzenden Koi "
                           "mit {colour}) oder deinen Zug beenden.",
        "must_score": "Du hast deinen letzten Marker gelegt: du musst mindestens ein Merkmal werten.",
        "waiting": "{name} ist am Zug.",
        "held": "Deine gewählten Plättchen", "choose_tile": "{tile} legen",
        "place_at": "{tile} {where} legen",
        "pick_label": "{a} und {b}, {cost}", "pick_coins_on": "{coins} darauf",
        "pick_choose_label": "Wählen: {what}", "pick_confirm_label": "Nehmen: {what}",
        "pick_chosen": "Gewählt: {a} und {b} — {cost}.", "take_pair": "Nehmen ({cost})", "cancel": "Abbrechen",
        "zoom_in": "Vergrößern", "zoom_out": "Verkleinern", "fit": "Einpassen",
        "zoom_to_place": "Vergrößere, um zu legen oder zu werten: so klein lassen sich die Felder nicht antippen.",
        "discard_tile": "{tile} abwerfen",
        "score_btn": "Jetzt werten", "score_label": "Jetzt werten +{points}: {feature} {where}",
        "score_mark_label": "{feature} {where}, Marker {letter} +{points}: jetzt werten",
        "end_turn": "Zug beenden", "claims": "Gewertete Merkmale", "final": "Schluss", "preview": "jetzt wert",
        "your_claims": "Deine markierten Merkmale", "no_claims": "Keine markierten Merkmale.",
        "marker_of": "Marker von {name}", "marker_of_you": "dein Marker", "seed": "erster Koi", "end_triggered":
            "Spielende: ein Stapel konnte den Ring nicht auffüllen — die Runde wird beendet, damit alle "
            "gleich viele Züge haben.",
        "total": "{pts} Punkte + {coins} Münzen = {total}",
        "final_scores": "Endwertung", "winner": "Sieg",
        "last_pick": "Letzte Wahl: {name} nahm {a} und {b}{extra}.", "paid": ", zahlte {n}",
        "gained": ", erhielt {coins}",
        "turns": "Züge", "empty": "leeres Feld", "slot": "Ringfeld {n}",
        "hint_keys": "Tipp: jedes Plättchen und Feld ist mit Tab erreichbar und mit Enter wählbar.",
        "colour": "Farbe",
        "n_coins": {"one": "{n} Münze", "other": "{n} Münzen"},
        "log_take": "{name} nimmt {a} und {b}",
        "log_skip": " (überspringt {n}, zahlt {coins})",
        "log_gain": ", erhält {coins}",
        "log_place": "{name} legt {tile} {where}",
        "log_discard": "{name} wirft {tile} ab (passt nirgends)",
        "log_score": "{name} wertet: {reason}",
        "log_end": "{name} beendet den Zug",
        "sum_who": "{name}: {what}",
        "sum_take": "{name} hat {a} und {b} genommen",
        "sum_paid": " (für {coins})",
        "sum_gained": " und {coins} bekommen",
        "sum_placed_both": "beide gelegt",
        "sum_placed": "{tile} gelegt",
        "sum_discarded": "{tile} abgeworfen (passte nirgends)",
        "sum_scored_one": "{tile} für {n} gewertet",
        "sum_scored": "{k} Merkmale für {n} gewertet",
        "sum_ended": "{name} hat den Zug beendet",
        "sum_final": "Das Spiel ist vorbei: jedes markierte Merkmal wurde gewertet.",
        "result": "{name}: {pts} Punkte aus Merkmalen + {coins} Münzen = {total}",
        "result_tie_coins": " — die meisten Münzen ({n}) entscheiden den Gleichstand",
        "result_tie_shared": " — ein geteilter Sieg",
        "no_more": "Das Spiel ist vorbei: es sind keine Züge mehr möglich",
        "malformed": "Dein Zug: dieser Zug ist fehlerhaft (Felder werden als ganze Zahlen angegeben)",
        "unknown": "Dein Zug: das ist kein Zug dieses Spiels",
        "wrong_step": "Dein Zug: jetzt ist die Zeit, {step}",
        "step_pick": "zwei Plättchen aus dem Ring zu nehmen", "step_place": "deine Plättchen zu legen",
        "step_score": "deine Merkmale zu werten oder den Zug zu beenden",
        "pick_slot": "Plättchen nehmen: auf diesem Ringfeld liegt kein Plättchen",
        "pick_last": "Plättchen nehmen: das letzte Plättchen des Rings hat kein nächstes zum Mitnehmen",
        "pick_types": "Plättchen nehmen: die zwei Plättchen müssen ein Koi und ein Merkmal sein",
        "pick_coins": "Plättchen nehmen: {n} Plättchen zu überspringen kostet {n} Münzen, und du hast {coins}",
        "pick_other": "Plättchen nehmen: dieses Paar kannst du jetzt nicht nehmen",
        "place_own": "Plättchen legen: das ist keines der Plättchen, die du in diesem Zug genommen hast",
        "place_cell": "Plättchen legen: ein Feld braucht zwei ganze Koordinaten",
        "place_taken": "Plättchen legen: auf diesem Feld des Teichs liegt schon ein Plättchen",
        "place_touch": "Plättchen legen: ein neues Plättchen muss ein Plättchen des Teichs berühren",
        "checkerboard": "Schachbrett: ein Koi darf nie einen anderen Koi berühren, ein Merkmal nie ein anderes Merkmal",
        "heron": "Reiher: in späteren Zügen darf kein Koi neben einen Reiher",
        "cat_shore": "Katze: kein Koi darf an die Uferseite einer Katze",
        "cat_koi": "Katze: eine Katze darf nicht gelegt werden, wenn an ihrer Uferseite ein Koi liegt",
        "place_other": "Plättchen legen: auf dieses Feld darf dieses Plättchen nicht",
        "discard_only": "Plättchen legen: abwerfen darfst du nur, wenn keines deiner Plättchen irgendwo passt",
        "score_own": "Werten: du kannst nur ein Merkmal mit deinem Marker werten",
        "score_one": "Werten: in dieser Partie darf pro Zug nur ein Merkmal gewertet werden",
        "score_other": "Werten: jetzt nicht möglich",
        "end_must": "Werten: du hast gerade deinen letzten Marker gelegt und musst mindestens eines deiner "
                    "Merkmale werten, bevor du den Zug beendest",
        "end_other": "Dein Zug: du kannst den Zug jetzt nicht beenden",
        "sets": "Merkmalssätze: wähle {n} verschiedene Sätze",
    },
)


OPTION = Texts(
    "bigpond.options",
    en={
        "feature_sets": "Feature sets (choose {n})",
        "feature_sets_help": "The {n} feature sets shuffled in with the {singles} single flowers.",
        "token_space": "The draft token's space",
        "token_space_help": "The rules move the token onto the farther emptied space and then refill the ring, "
                            "and say a refill can bring two koi or two features. We leave the token's space "
                            "empty, which makes that happen. The other choice refills the token's space too.",
        "token_empty": "stays empty", "token_filled": "is refilled too",
        "ring_slots": "Spaces on the draft ring",
        "ring_slots_help": "The rulebook doesn't show the Big Pond board's layout. We use a ring of {n} spaces, "
                           "alternating koi and features. Other choices make the ring smaller or larger.",
        "ring_n": "{n} spaces",
        "skip_coins": "Coins paid to skip tiles",
        "skip_coins_help": "The rules say you pay a coin for each tile you skip and may gain the coins on the "
                           "tiles you take, but not where the paid coins go. We put one on each skipped tile, "
                           "for whoever takes it later. The other choice pays them to the bank.",
        "skip_on_tiles": "go on the skipped tiles", "skip_bank": "go to the bank",
        "score_choice": "Features scored per turn",
        "score_choice_help": "The rules say you may score your marked features after placing. We let you score "
                             "any number of them. The other choice allows at most one per turn.",
        "score_any": "any number", "score_one": "at most one",
        "blue_bonus": "Blue koi and your colour bonus",
        "blue_bonus_help": "The rules say a blue koi is one colour of your choice for each scoring, and give "
                           "you +1 for each adjacent koi of your colour, but not how the two meet. We let a blue "
                           "koi play one colour for both. The other choice counts a blue koi for your colour "
                           "bonus always.",
        "blue_same": "one colour for both", "blue_free": "always counts for your bonus",
        "restrictions": "Cats and herons block koi in the big pond",
        "restrictions_help": "The rules for cats and herons are written for your own pond and don't say "
                             "whether they hold in the shared pond. We apply them there too. Off: any koi may go "
                             "next to a cat or a heron.",
        "heron_same_turn": "Koi taken with a heron may go next to it",
        "heron_same_turn_help": "The rules say a heron blocks koi \u201con future turns\u201d. We let the koi you "
                                "took together with the heron still go next to it. Off: a heron blocks every koi "
                                "at once.",
        "cat_shore": "A cat's shore side",
        "cat_shore_help": "The rules say a cat's shore is its edge with rocks and grass, but not which edge it "
                          "is. We use the top edge (north). Another choice turns the shore to that side.",
    },
    de={
        "feature_sets": "Merkmalssätze (wähle {n})",
        "feature_sets_help": "Die {n} Merkmalssätze, die mit den {singles} Einzelblumen gemischt werden.",
        "token_space": "Das Feld des Auswahlsteins",
        "token_space_help": "Die Regel setzt den Stein auf das fernere geleerte Feld und füllt dann den Ring auf, "
                            "und sie sagt, ein Auffüllen könne zwei Koi oder zwei Merkmale bringen. Wir lassen das "
                            "Feld des Steins leer, dann geschieht genau das. Die andere Wahl füllt auch das Feld "
                            "des Steins auf.",
        "token_empty": "bleibt leer", "token_filled": "wird mit aufgefüllt",
        "ring_slots": "Felder im Auswahlring",
        "ring_slots_help": "Die Regel zeigt den Aufbau des Big-Pond-Plans nicht. Wir nehmen einen Ring aus {n} "
                           "Feldern, abwechselnd Koi und Merkmale. Andere Werte machen den Ring kleiner oder größer.",
        "ring_n": "{n} Felder",
        "skip_coins": "Münzen fürs Überspringen",
        "skip_coins_help": "Die Regel sagt, du zahlst eine Münze je übersprungenem Plättchen und bekommst die "
                           "Münzen auf den Plättchen, die du nimmst, aber nicht, wohin die bezahlten Münzen "
                           "gehen. Wir legen je eine auf jedes übersprungene Plättchen, für wen es später nimmt. "
                           "Die andere Wahl zahlt sie an die Bank.",
        "skip_on_tiles": "auf übersprungene Plättchen", "skip_bank": "an die Bank",
        "score_choice": "Gewertete Merkmale pro Zug",
        "score_choice_help": "Die Regel sagt, du darfst nach dem Legen deine markierten Merkmale werten. Wir "
                             "erlauben beliebig viele. Die andere Wahl erlaubt höchstens eines pro Zug.",
        "score_any": "beliebig viele", "score_one": "höchstens eines",
        "blue_bonus": "Blaue Koi und dein Farbbonus",
        "blue_bonus_help": "Die Regel sagt, ein blauer Koi ist bei jeder Wertung eine Farbe deiner Wahl, und gibt "
                           "dir +1 je angrenzendem Koi deiner Farbe, aber nicht, wie beides zusammenpasst. Bei uns "
                           "spielt ein blauer Koi für beides eine Farbe. Die andere Wahl zählt einen blauen Koi "
                           "immer für deinen Farbbonus.",
        "blue_same": "eine Farbe für beides", "blue_free": "zählt immer für deinen Bonus",
        "restrictions": "Katzen und Reiher sperren Koi im großen Teich",
        "restrictions_help": "Die Regeln für Katzen und Reiher sind für den eigenen Teich geschrieben und sagen "
                             "nicht, ob sie im gemeinsamen Teich gelten. Wir wenden sie auch dort an. Aus: jeder "
                             "Koi darf neben eine Katze oder einen Reiher.",
        "heron_same_turn": "Koi vom Zug des Reihers dürfen daneben",
        "heron_same_turn_help": "Die Regel sagt, ein Reiher sperrt Koi \u201ein zukünftigen Zügen\u201c. Der Koi, "
                                "den du zusammen mit dem Reiher genommen hast, darf bei uns noch daneben. Aus: ein "
                                "Reiher sperrt sofort jeden Koi.",
        "cat_shore": "Uferseite der Katze",
        "cat_shore_help": "Die Regel sagt, das Ufer einer Katze ist ihre Kante mit Steinen und Gras, aber nicht, "
                          "welche Kante das ist. Wir nehmen die obere Kante (Norden). Eine andere Wahl legt das "
                          "Ufer auf jene Seite.",
    },
)

LEVEL = Texts(
    "bigpond.levels",
    en={"easy": "Easy — takes the best turn it sees now, and sometimes slips",
        "greedy": "Medium — takes the turn worth most now, for itself and against the others",
        "lookahead": "Strong — weighs how features can grow and what the next player could take; sees only "
                     "what you could see"},
    de={"easy": "Leicht — nimmt den besten Zug, den es jetzt sieht, und patzt manchmal",
        "greedy": "Mittel — nimmt den Zug, der jetzt am meisten bringt, für sich und gegen die anderen",
        "lookahead": "Stark — bedenkt, wie Merkmale wachsen und was der nächste Spieler nehmen könnte; sieht nur, "
                     "was du sehen könntest"},
)

RULES = Texts(
    "bigpond.rules",
    en={
        "title": "Kōhaku: The Big Pond",
        "intro": "<p>All players build <b>one shared pond</b>. You own features by putting your markers on them "
                 "and score them when it suits you. Each player has a koi colour, {markers} markers and {coins} "
                 "coins.</p>",
        "setup_h": "Set-up",
        "setup": "<ul><li>Koi deck ({koi}): the {no_stones} two-tone koi without stones, the {four} with four "
                 "stones and the {blue} blue koi.</li><li>Feature deck: {singles} single flowers ({per} of each "
                 "colour) and {n} feature sets ({sets}) — {nfeat} tiles.</li><li>The draft token starts on the "
                 "upper-left koi space of the ring; the ring is filled; one koi starts the big pond.</li></ul>",
        "turn_h": "Your turn",
        "turn": "<ol><li><b>Select</b> two neighbouring tiles, one koi and one feature. The pair right after the "
                "token (clockwise) is free; every tile you skip costs one coin, which is put on that tile. No "
                "gaps. Coins on the tiles you take are yours.</li><li><b>Token and refill:</b> the token moves to "
                "the farther emptied space, then empty spaces are refilled clockwise from the token (koi on koi "
                "spaces, features on feature spaces) — this can bring two koi or two features.</li><li><b>Place"
                "</b> both tiles in the big pond: touching the pond, koi never next to koi (a checkerboard); they "
                "need not touch each other. Put a marker on the feature you placed.</li><li><b>Score</b> "
                "(optional) any of your marked features: its normal value plus <b>+1 for each adjacent koi "
                "showing your colour</b>. The marker comes back. If you just placed your last marker you must "
                "score at least one.</li></ol>",
        "end_h": "End",
        "end": "<p>When a deck cannot refill the ring, the round is finished so that everyone has had the same "
               "number of turns. Then every feature still marked scores (with the colour bonus), and each coin is "
               "a point. Most points wins; ties go to the most coins, then the victory is shared.</p>",
        "features_h": "Features",
        "house_h": "House rules",
        "house_intro": "Points the printed rules leave open, what we chose and what the other choice does. Change "
                       "them in the new-game dialog.",
        "now": "In this game: {value}",
        "on": "on", "off": "off",
    },
    de={
        "title": "Kōhaku: Der große Teich",
        "intro": "<p>Alle bauen <b>einen gemeinsamen Teich</b>. Merkmale gehören dir, wenn dein Marker darauf "
                 "steht; du wertest sie, wann es dir passt. Jede Person hat eine Koi-Farbe, {markers} Marker und "
                 "{coins} Münzen.</p>",
        "setup_h": "Aufbau",
        "setup": "<ul><li>Koi-Stapel ({koi}): die {no_stones} zweifarbigen Koi ohne Steine, die {four} mit vier "
                 "Steinen und die {blue} blauen Koi.</li><li>Merkmal-Stapel: {singles} Einzelblumen (je {per} pro "
                 "Farbe) und {n} Merkmalssätze ({sets}) — {nfeat} Plättchen.</li><li>Der Auswahlstein beginnt auf "
                 "dem Koi-Feld oben links im Ring; der Ring wird gefüllt; ein Koi beginnt den großen Teich.</li>"
                 "</ul>",
        "turn_h": "Dein Zug",
        "turn": "<ol><li><b>Wählen:</b> zwei benachbarte Plättchen, ein Koi und ein Merkmal. Das Paar direkt nach "
                "dem Stein (im Uhrzeigersinn) ist frei; jedes übersprungene Plättchen kostet eine Münze, die "
                "darauf gelegt wird. Keine Lücken. Münzen auf genommenen Plättchen gehören dir.</li><li><b>Stein "
                "und Auffüllen:</b> der Stein zieht auf das fernere geleerte Feld, dann werden leere Felder ab dem "
                "Stein im Uhrzeigersinn aufgefüllt — das kann zwei Koi oder zwei Merkmale bringen.</li><li><b>"
                "Legen:</b> beide Plättchen in den großen Teich, angrenzend an den Teich, nie Koi neben Koi "
                "(Schachbrett); sie müssen sich nicht berühren. Dein Marker kommt auf das gelegte Merkmal.</li>"
                "<li><b>Werten</b> (freiwillig): beliebige eigene markierte Merkmale — normaler Wert plus <b>+1 "
                "für jeden angrenzenden Koi mit deiner Farbe</b>. Der Marker kommt zurück. Hast du gerade deinen "
                "letzten Marker gelegt, musst du mindestens eines werten.</li></ol>",
        "end_h": "Ende",
        "end": "<p>Kann ein Stapel den Ring nicht auffüllen, wird die Runde beendet, damit alle gleich viele Züge "
               "hatten. Dann punkten alle noch markierten Merkmale (mit Farbbonus), jede Münze ist ein Punkt. Die "
               "meisten Punkte gewinnen; bei Gleichstand die meisten Münzen, sonst geteilter Sieg.</p>",
        "features_h": "Merkmale",
        "house_h": "Hausregeln",
        "house_intro": "Punkte, die die gedruckte Regel offen lässt: was wir gewählt haben und was die andere Wahl "
                       "bewirkt. Du kannst sie im Dialog für ein neues Spiel ändern.",
        "now": "In dieser Partie: {value}",
        "on": "an", "off": "aus",
    },
)


def coins(n: int, lang: str) -> str:
    """``n`` coins in words: "1 coin", "3 Münzen"."""
    return plural(TEXT(lang, "n_coins"), n, lang)


# the guided first game's tips at The Big Pond's own moments (coach.GUIDE_MOMENTS; pondside/app/coach.py)
GUIDE = Texts(
    "bigpond.guide",
    en={
        "first": "Your first Big Pond, step by step. Everyone builds one shared pond. You own the features you "
                 "mark: each scores for you from the koi around it, and a point more for each koi beside it that "
                 "shows your colour. Tap Hint whenever you like to see a good move and why.",
        "place": "Put both tiles into the shared pond. Your marker then goes on the feature you placed: from now "
                 "on it scores for you, so choose a spot where koi of your colour can gather around it.",
        "cash": "Score a marked feature now, or leave its marker there while the pond grows around it. A scored "
                "feature gives its marker back; once all your markers are out, you must score one.",
    },
    de={
        "first": "Dein erster großer Teich, Schritt für Schritt. Alle bauen an einem gemeinsamen Teich. Dir "
                 "gehören die Merkmale, die du markierst: Jedes bringt dir Punkte durch die Koi um es herum, und "
                 "einen Punkt mehr für jeden Koi daneben, der deine Farbe zeigt. Tippe auf Tipp, wann immer du "
                 "einen guten Zug und den Grund sehen willst.",
        "place": "Lege beide Plättchen in den gemeinsamen Teich. Dein Marker kommt dann auf das Merkmal, das du "
                 "gelegt hast: Ab jetzt punktet es für dich, also wähle einen Platz, an dem sich Koi deiner Farbe "
                 "darum sammeln können.",
        "cash": "Werte ein markiertes Merkmal jetzt, oder lass den Marker liegen, während der Teich um es herum "
                "wächst. Ein gewertetes Merkmal gibt seinen Marker zurück; liegen alle deine Marker, musst du "
                "eines werten.",
    },
)


# The rules a set-up position can break (``position.py``): each message names the rule as a player says it.
# Numbers come from ``data`` (``{n}``, ``{total}``); tiles are named with Kōhaku's ``tile_label``.
POSITION = Texts(
    "bigpond.position",
    en={
        # what a word of the text is (``pondside.position.lookup``: "there is no {what} called …")
        "what_tile": "tile", "what_colour": "colour", "what_option": "option", "what_coins": "a player's coins",
        "what_points": "a player's points", "what_space": "a ring space", "what_cell": "a space of the pond",
        "name_number": "write a player's name, then a number (“Ann 3”), not “{text}”",
        "name_colour": "write a player's name, then a colour (“Ann red”), not “{text}”",
        "given_twice": "{name} is named twice here",
        "colour_twice": "two players cannot have the same colour ({colour})",
        "sets": "Feature sets: choose {n} different sets",
        "option_clash": "“{a}” and “{b}” are two choices of the same option",
        "turn_missing": "a position says whose turn it is (“turn: {name}”, or “turn: game over”)",
        "ring_missing": "a position shows the draft ring: “ring:”, then one line per space, like “1: token”",
        "ring_line": "a space of the ring is written as its number, a colon and what lies there (“2: turtle”), "
                     "not “{text}”",
        "ring_twice": "space {n} of the ring is given twice",
        "ring_gap": "space {n} of the ring is missing: the ring has {size} spaces, and each one is listed",
        "ring_word": "a space of the ring holds one tile, “empty”, a number of coins (“2 coins”) or “token”, "
                     "not “{text}”",
        "ring_koi": "space {n} is a koi space: the ring alternates koi and feature spaces, starting with a koi "
                    "space at 1",
        "ring_feature": "space {n} is a feature space: the ring alternates koi and feature spaces, starting with "
                        "a koi space at 1",
        "token_none": "the ring has no draft token (write “token” on its space)",
        "token_twice": "there is only one draft token",
        "token_space": "the draft token's space stays empty: no tile lies under the token",
        "coins_empty": "coins lie only on tiles of the ring, and space {n} is empty",
        "no_pick": "{name} cannot take a koi and a feature from this ring, so the game would already be over",
        "last_round": "an empty space on the ring means a deck ran out: that is the last round, and it ends "
                      "before {name}, the first player, has a turn again",
        "deck_out": "space {n} of the ring stayed empty, so the {deck} is used up; but {k} of its tiles are "
                    "not in the pond, on the ring or discarded",
        "deck_left": "space {n} of the ring stayed empty, so the {deck} is used up and holds no tile",
        "deck_koi": "koi deck", "deck_feature": "feature deck",
        "over_full": "the game ends only when a deck runs out, and every space of this ring is filled",
        "pond_missing": "a position shows the big pond: “pond:”, then one line per tile, like “0,0: blue koi”",
        "pond_line": "a tile of the pond is written as its space, a colon and the tile (“1,0: turtle”), "
                     "not “{text}”",
        "pond_twice": "space {x},{y} of the pond is given twice",
        "pond_word": "after a tile of the pond comes only its marker (“marked by Ann”), not “{text}”",
        "first_koi": "the first koi of the big pond lies at 0,0",
        "koi_touch": "Checkerboard: a koi may not touch another koi ({x},{y} touches the koi at {a},{b})",
        "feature_touch": "Checkerboard: a feature may not touch another feature ({x},{y} touches the feature "
                         "at {a},{b})",
        "cut_off": "every tile of the pond touches the tiles placed before it, and {x},{y} is cut off from the "
                   "first koi at 0,0",
        "cat_shore": "Cat: no koi may lie on a cat's shore side ({side} of the cat at {x},{y})",
        "marker_koi": "markers go on features, never on a koi",
        "markers_many": "{name} has {n} markers in the pond, but a player always keeps one of their {total} "
                        "back: placing the last one makes them score one at once",
        "markers_over": "at the end of the game every marked feature has been scored: no marker is left in "
                        "the pond",
        "koi_not_in": "{tile} is not in the Big Pond: it uses the two-coloured koi without stones or with 4 "
                      "stones, and the blue koi",
        "feature_not_in": "{tile} is not in this game: its feature sets are {sets}",
        "tile_not_in": "{tile} is not in the Big Pond",
        "singles": "the Big Pond has only {n} single flowers of each colour",
        "tile_twice": "{tile} is in two places, and every tile is in one place only",
        "coins_ring_bank": "in this game skipped coins go to the bank, so no coins lie on the ring",
        "what_step": "step of a turn", "what_scored": "the number of features scored this turn",
        "step_over": "at the end of the game nobody is taking a turn",
        "drafted_step": "only a player who is placing their tiles has drafted tiles (“step: place”)",
        "drafted_none": "a player who is placing has one or two drafted tiles to place (“drafted: …”)",
        "drafted_pair": "a turn takes one koi and one feature: the drafted tiles and those placed this turn are "
                        "one of each",
        "new_step": "tiles are placed this turn only while placing or scoring (“step: place”)",
        "new_two": "a turn places one koi and one feature, not two of a kind",
        "drafted_one": "{name} took two tiles this turn: each is drafted, placed this turn (“placed this turn”) or "
                       "discarded",
        "new_marker": "the marker goes on the new feature only once both tiles are placed",
        "new_unmarked": "the feature placed this turn carries {name}'s marker until it is scored",
        "heron_new": "Heron: no koi may be placed next to a heron from an earlier turn ({x},{y} is next to the "
                     "heron at {a},{b})",
        "scored_step": "features are scored this turn only in the scoring step (“step: score”)",
        "markers_only": "{name} has only {total} markers",
        "deck_only_koi": "the koi deck holds only koi, and {tile} is a feature",
        "deck_only_feature": "the feature deck holds only features, and {tile} is a koi",
        "coins_total": "a game of {n} has {total} coins, and here the players hold {held} and the ring {ring}",
        "coins_more": "a game of {n} has only {total} coins, and here the players hold {held} and the ring {ring}",
    },
    de={
        "what_tile": "Plättchen", "what_colour": "Farbe", "what_option": "Option", "what_coins": "Münzen eines Spielers",
        "what_points": "Punkte eines Spielers", "what_space": "Ringfeld", "what_cell": "Teichfeld",
        "name_number": "schreibe den Namen eines Spielers und dann eine Zahl („Ann 3“), nicht „{text}“",
        "name_colour": "schreibe den Namen eines Spielers und dann eine Farbe („Ann red“), nicht „{text}“",
        "given_twice": "{name} steht hier zweimal",
        "colour_twice": "zwei Spieler können nicht dieselbe Farbe haben ({colour})",
        "sets": "Merkmalssätze: wähle {n} verschiedene Sätze",
        "option_clash": "„{a}“ und „{b}“ sind zwei Werte derselben Option",
        "turn_missing": "eine Stellung sagt, wer am Zug ist („turn: {name}“ oder „turn: game over“)",
        "ring_missing": "eine Stellung zeigt den Auswahlring: „ring:“, dann eine Zeile je Feld, etwa „1: token“",
        "ring_line": "ein Ringfeld wird als seine Nummer, ein Doppelpunkt und was dort liegt geschrieben "
                     "(„2: turtle“), nicht „{text}“",
        "ring_twice": "Feld {n} des Rings steht zweimal da",
        "ring_gap": "Feld {n} des Rings fehlt: der Ring hat {size} Felder, und jedes wird aufgeführt",
        "ring_word": "auf einem Ringfeld liegt ein Plättchen, „empty“, Münzen („2 coins“) oder „token“, "
                     "nicht „{text}“",
        "ring_koi": "Feld {n} ist ein Koi-Feld: im Ring wechseln Koi- und Merkmalsfelder ab, beginnend mit einem "
                    "Koi-Feld bei 1",
        "ring_feature": "Feld {n} ist ein Merkmalsfeld: im Ring wechseln Koi- und Merkmalsfelder ab, beginnend "
                        "mit einem Koi-Feld bei 1",
        "token_none": "der Ring hat keinen Auswahlstein (schreibe „token“ auf sein Feld)",
        "token_twice": "es gibt nur einen Auswahlstein",
        "token_space": "das Feld des Auswahlsteins bleibt leer: unter dem Stein liegt kein Plättchen",
        "coins_empty": "Münzen liegen nur auf Plättchen des Rings, und Feld {n} ist leer",
        "no_pick": "{name} kann aus diesem Ring keinen Koi mit einem Merkmal nehmen, also wäre das Spiel schon "
                   "vorbei",
        "last_round": "ein leeres Feld im Ring heißt, dass ein Stapel aufgebraucht ist: das ist die letzte Runde, "
                      "und sie endet, bevor {name} als Startspieler wieder dran ist",
        "deck_out": "Feld {n} des Rings blieb leer, also ist der {deck} aufgebraucht; aber {k} seiner Plättchen "
                    "sind weder im Teich noch im Ring noch abgeworfen",
        "deck_left": "Feld {n} des Rings blieb leer, also ist der {deck} aufgebraucht und enthält kein Plättchen",
        "deck_koi": "Koi-Stapel", "deck_feature": "Merkmal-Stapel",
        "over_full": "das Spiel endet erst, wenn ein Stapel aufgebraucht ist, und jedes Feld dieses Rings ist belegt",
        "pond_missing": "eine Stellung zeigt den großen Teich: „pond:“, dann eine Zeile je Plättchen, etwa "
                        "„0,0: blue koi“",
        "pond_line": "ein Plättchen des Teichs wird als sein Feld, ein Doppelpunkt und das Plättchen geschrieben "
                     "(„1,0: turtle“), nicht „{text}“",
        "pond_twice": "Feld {x},{y} des Teichs steht zweimal da",
        "pond_word": "nach einem Plättchen des Teichs kommt nur sein Marker („marked by Ann“), nicht „{text}“",
        "first_koi": "der erste Koi des großen Teichs liegt auf 0,0",
        "koi_touch": "Schachbrett: ein Koi darf keinen anderen Koi berühren ({x},{y} berührt den Koi auf {a},{b})",
        "feature_touch": "Schachbrett: ein Merkmal darf kein anderes Merkmal berühren ({x},{y} berührt das "
                         "Merkmal auf {a},{b})",
        "cut_off": "jedes Plättchen des Teichs berührt die zuvor gelegten, und {x},{y} ist vom ersten Koi auf 0,0 "
                   "abgeschnitten",
        "cat_shore": "Katze: kein Koi darf an der Uferseite einer Katze liegen ({side} der Katze auf {x},{y})",
        "marker_koi": "Marker kommen auf Merkmale, nie auf einen Koi",
        "markers_many": "{name} hat {n} Marker im Teich, aber jeder behält einen seiner {total} Marker zurück: "
                        "wer den letzten legt, muss sofort eines werten",
        "markers_over": "am Spielende ist jedes markierte Merkmal gewertet: kein Marker liegt mehr im Teich",
        "koi_not_in": "{tile} gehört nicht zum großen Teich: er nutzt die zweifarbigen Koi ohne Steine oder mit "
                      "4 Steinen und die blauen Koi",
        "feature_not_in": "{tile} gehört nicht zu dieser Partie: ihre Merkmalssätze sind {sets}",
        "tile_not_in": "{tile} gehört nicht zum großen Teich",
        "singles": "der große Teich hat nur {n} Einzelblumen jeder Farbe",
        "tile_twice": "{tile} liegt an zwei Orten, und jedes Plättchen liegt an nur einem Ort",
        "coins_ring_bank": "in dieser Partie gehen Münzen fürs Überspringen an die Bank, also liegen keine Münzen "
                           "im Ring",
        "what_step": "Schritt eines Zugs", "what_scored": "die Zahl der in diesem Zug gewerteten Merkmale",
        "step_over": "am Spielende ist niemand am Zug",
        "drafted_step": "nur wer gerade seine Plättchen legt, hat gewählte Plättchen („step: place“)",
        "drafted_none": "wer gerade legt, hat ein oder zwei gewählte Plättchen zu legen („drafted: …“)",
        "drafted_pair": "ein Zug nimmt einen Koi und ein Merkmal: die gewählten und die in diesem Zug gelegten "
                        "Plättchen sind je eines davon",
        "new_step": "Plättchen werden in diesem Zug nur beim Legen oder Werten gelegt („step: place“)",
        "new_two": "ein Zug legt einen Koi und ein Merkmal, nicht zwei von einer Art",
        "drafted_one": "{name} hat in diesem Zug zwei Plättchen genommen: jedes ist gewählt, in diesem Zug gelegt "
                       "(„placed this turn“) oder abgeworfen",
        "new_marker": "der Marker kommt erst auf das neue Merkmal, wenn beide Plättchen liegen",
        "new_unmarked": "das in diesem Zug gelegte Merkmal trägt den Marker von {name}, bis es gewertet ist",
        "heron_new": "Reiher: kein Koi darf neben einen Reiher aus einem früheren Zug gelegt werden ({x},{y} "
                     "liegt neben dem Reiher auf {a},{b})",
        "scored_step": "Merkmale werden in diesem Zug nur im Wertungsschritt gewertet („step: score“)",
        "markers_only": "{name} hat nur {total} Marker",
        "deck_only_koi": "der Koi-Stapel enthält nur Koi, und {tile} ist ein Merkmal",
        "deck_only_feature": "der Merkmal-Stapel enthält nur Merkmale, und {tile} ist ein Koi",
        "coins_total": "eine Partie zu {n} hat {total} Münzen, und hier haben die Spieler {held} und der Ring {ring}",
        "coins_more": "eine Partie zu {n} hat nur {total} Münzen, und hier haben die Spieler {held} und der Ring "
                      "{ring}",
    },
)


# The position editor's words (editor.py): its places, the pieces that are not tiles, its settings and what it
# refuses.  Tiles, colours, the token, coins and markers are named with the words above and Kōhaku's.
EDITOR = Texts(
    "bigpond.editor",
    en={
        "ring_marks": "Draft token and coins on the ring", "pond_marks": "Markers, and tiles placed this turn",
        "drafted": "Drafted tiles, not placed yet", "discarded": "Discarded tiles",
        "cell": "space {where}", "cell_of": "{what}, {where}", "empty_cell": "empty space {where}",
        "ring_space": "ring space {n}: {what}",
        "nth": "tile {n}", "add": "empty place: add a tile",
        "placed": "Placed this turn",
        "turn": "Whose turn", "over": "Game over",
        "step": "Step of the turn", "step_take": "Taking two tiles", "step_place": "Placing the tiles",
        "step_score": "Scoring features", "scored": "Features scored this turn",
        "coins_of": "{name}'s coins", "points_of": "{name}'s points", "colour_of": "{name}'s colour",
        "no_place": "there is no such place on this board",
        "no_piece": "there is no piece called “{piece}” in this place",
        "no_setting": "there is no such setting",
        "no_choice": "“{value}” is not a choice of “{setting}”",
        "token_stays": "the draft token always stands on a space of the ring: put it on another space to move it",
        "on": "on", "off": "off", "set_of": "Feature set: {kind}",
    },
    de={
        "ring_marks": "Auswahlstein und Münzen im Ring", "pond_marks": "Marker und in diesem Zug gelegte Plättchen",
        "drafted": "Gewählte, noch nicht gelegte Plättchen", "discarded": "Abgeworfene Plättchen",
        "cell": "Feld {where}", "cell_of": "{what}, {where}", "empty_cell": "leeres Feld {where}",
        "ring_space": "Ringfeld {n}: {what}",
        "nth": "Plättchen {n}", "add": "freier Platz: ein Plättchen hinzufügen",
        "placed": "In diesem Zug gelegt",
        "turn": "Wer ist am Zug", "over": "Spiel vorbei",
        "step": "Schritt des Zugs", "step_take": "Zwei Plättchen nehmen", "step_place": "Plättchen legen",
        "step_score": "Merkmale werten", "scored": "In diesem Zug gewertete Merkmale",
        "coins_of": "Münzen von {name}", "points_of": "Punkte von {name}", "colour_of": "Farbe von {name}",
        "no_place": "diesen Platz gibt es auf diesem Spielbrett nicht",
        "no_piece": "hier gibt es kein Teil namens „{piece}“",
        "no_setting": "diese Einstellung gibt es nicht",
        "no_choice": "„{value}“ ist keine Wahl für „{setting}“",
        "token_stays": "der Auswahlstein steht immer auf einem Ringfeld: lege ihn auf ein anderes Feld, um ihn zu "
                      "versetzen",
        "on": "an", "off": "aus", "set_of": "Merkmalssatz: {kind}",
    },
)
