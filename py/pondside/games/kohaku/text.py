"""Every string a Kōhaku player reads, in English and German (``pondside.ui.i18n.Texts`` tables).

``NAMES`` names the pieces (colours, kinds, compass cards, objectives, rivals, directions); ``TEXT`` holds the
screen, the log, the status line, the rule messages, the options and the rules page; ``REASON`` the lines that
explain a score.  Numbers of the rules are placeholders here (``{statue}``), formatted from ``data``.
The Big Pond reuses ``NAMES`` and :func:`tile_label` (its own words are in ``bigpond/text.py``).
"""
from __future__ import annotations

from pondside.ui.i18n import Texts, plural

from .data import TILES

NAMES = Texts(
    "kohaku.names",
    en={
        "colour": {"black": "black", "red": "red", "white": "white", "yellow": "yellow", "blue": "blue"},
        # the colour as a word after "with" ("koi with red")
        "colour_noun": {"black": "black", "red": "red", "white": "white", "yellow": "yellow", "blue": "blue"},
        "colour_cap": {"black": "Black", "red": "Red", "white": "White", "yellow": "Yellow", "blue": "Blue"},
        "kind": {"single_flower": "flower", "dual_flower": "Dual flower", "butterfly": "butterfly",
                 "turtle": "Turtle", "frog": "Frog", "rock": "Rock", "statue": "Statue", "bamboo": "Bamboo reeds",
                 "cat": "Cat", "fountain": "Fountain", "heron": "Heron", "duck": "Mandarin duck",
                 "wildflower": "Wildflowers", "sundial": "Sundial", "koi": "Koi", "blue_koi": "Blue koi"},
        "kind_plural": {"single_flower": "Single flowers", "dual_flower": "Dual flowers", "butterfly": "Butterflies",
                        "turtle": "Turtles", "frog": "Frogs", "rock": "Rocks", "statue": "Statues",
                        "bamboo": "Bamboo reeds", "cat": "Cats", "fountain": "Fountains", "heron": "Herons",
                        "duck": "Mandarin ducks", "wildflower": "Wildflowers"},
        # the short name printed on a feature tile's picture
        "short": {"single_flower": "Flower", "dual_flower": "Dual", "butterfly": "Butterfly", "turtle": "Turtle",
                  "frog": "Frog", "rock": "Rock", "statue": "Statue", "bamboo": "Bamboo", "cat": "Cat",
                  "fountain": "Fountain", "heron": "Heron", "duck": "Duck", "wildflower": "Wild",
                  "sundial": "Sundial"},
        "direction": {"N": "North", "E": "East", "S": "South", "W": "West"},
        "direction_letter": {"N": "N", "E": "E", "S": "S", "W": "W"},
        # the colour's letter on a tile's picture (colour is never the only signal)
        "letter": {"black": "B", "red": "R", "white": "W", "yellow": "Y", "blue": "U"},
        "koi": "{colours} koi",
        "koi_babies": "{n} baby koi",
        "koi_dragonflies": {"one": "{n} dragonfly", "other": "{n} dragonflies"},
        "koi_coins": "{n} coin",
        # a flower's and a butterfly's name by its colour (adjective forms: the German ones differ)
        "colour_f": {"black": "Black", "red": "Red", "white": "White", "yellow": "Yellow", "blue": "Blue"},
        "colour_m": {"black": "Black", "red": "Red", "white": "White", "yellow": "Yellow", "blue": "Blue"},
        "single_flower_of": "{Colour} flower",
        "butterfly_of": "{Colour} butterfly",
        "two_colour_feature": "{kind} ({colours})",
        "wild": "WILD",
        # compass cards: what each counts (the points per item come from data)
        "compass": {"dragonfly": "Dragonfly", "baby": "Baby koi", "white": "White", "yellow": "Yellow",
                    "red": "Red", "black": "Black", "coin": "Coin", "statue": "Statue", "rock": "Rock",
                    "flower": "Flower", "turtle": "Turtle", "frog": "Frog", "butterfly": "Butterfly",
                    "bamboo": "Bamboo", "cat": "Cat", "fountain": "Fountain", "heron": "Heron", "duck": "Duck"},
        "compass_counts": {"dragonfly": "dragonfly", "baby": "baby koi", "white": "koi with white",
                           "yellow": "koi with yellow", "red": "koi with red", "black": "koi with black",
                           "coin": "coin", "statue": "statue", "rock": "rock", "flower": "flower",
                           "turtle": "turtle", "frog": "frog", "butterfly": "butterfly", "bamboo": "bamboo reeds",
                           "cat": "cat", "fountain": "fountain", "heron": "heron", "duck": "mandarin duck"},
        "compass_card": "{name}: {per} per {counts}",
        "objective": {
            "classic_keeper": ["Classic Keeper", "{per} per koi tile with black or white"],
            "colorful_keeper": ["Colorful Keeper", "{per} per koi tile with red or yellow"],
            "diverse_decorator": ["Diverse Decorator", "{per} per different feature kind"],
            "sculptor": ["Sculptor", "{per} per statue with koi on all 4 sides"],
            "curious_cats": ["Curious Cats", "{per} per cat with 3 adjacent koi"],
            "feathered_friends": ["Feathered Friends", "{per} per heron + mandarin duck set"],
            "fountain_of_wealth": ["Fountain of Wealth", "{per} per coin on your koi"],
            "friendly_flies": ["Friendly Flies", "{per} per dragonfly on koi in a row or column with a butterfly"],
            "balanced_keeper": ["Balanced Keeper", "{per} per set of koi with each of the 4 colours"],
            "fry_free": ["Fry Free", "{per} per koi tile without baby koi"],
            "florist": ["Florist", "{per} per set of 4 flower colours"],
            "bug_repellent": ["Bug Repellent", "{per} per koi tile without dragonflies"],
            "creature_keeper": ["Creature Keeper", "{per} per frog + turtle set"],
            "zen_square": ["Zen to be Square", "largest filled square: 3×3 → {s3}, 4×4 → {s4}"],
            "nosy_neighbor": ["Nosy Neighbor", "{per} per feature kind you have more of than your left neighbour"],
            "rainbow_rocks": ["Rainbow Rocks", "{per} per koi type with baby koi touching a rock"],
            "simple_beauty": ["Simple Beauty", "{per} per solid (or blue) koi"],
            "through_the_reeds": ["Through the Reeds",
                                  "{per} per baby koi or dragonfly on koi between two bamboo reeds"],
        },
        "rival": {"easy": "Easy (yellow)", "medium": "Medium (red)", "hard": "Hard (black)"},
    },
    de={
        "colour": {"black": "schwarz", "red": "rot", "white": "weiß", "yellow": "gelb", "blue": "blau"},
        "colour_noun": {"black": "Schwarz", "red": "Rot", "white": "Weiß", "yellow": "Gelb", "blue": "Blau"},
        "colour_cap": {"black": "Schwarze", "red": "Rote", "white": "Weiße", "yellow": "Gelbe", "blue": "Blaue"},
        "kind": {"single_flower": "Blume", "dual_flower": "Doppelblume", "butterfly": "Schmetterling",
                 "turtle": "Schildkröte", "frog": "Frosch", "rock": "Felsen", "statue": "Statue",
                 "bamboo": "Bambus", "cat": "Katze", "fountain": "Brunnen", "heron": "Reiher",
                 "duck": "Mandarinente", "wildflower": "Wildblumen", "sundial": "Sonnenuhr", "koi": "Koi",
                 "blue_koi": "Blauer Koi"},
        "kind_plural": {"single_flower": "Einzelblumen", "dual_flower": "Doppelblumen", "butterfly": "Schmetterlinge",
                        "turtle": "Schildkröten", "frog": "Frösche", "rock": "Felsen", "statue": "Statuen",
                        "bamboo": "Bambus", "cat": "Katzen", "fountain": "Brunnen", "heron": "Reiher",
                        "duck": "Mandarinenten", "wildflower": "Wildblumen"},
        "short": {"single_flower": "Blume", "dual_flower": "Doppel", "butterfly": "Falter", "turtle": "Schildkr.",
                  "frog": "Frosch", "rock": "Felsen", "statue": "Statue", "bamboo": "Bambus", "cat": "Katze",
                  "fountain": "Brunnen", "heron": "Reiher", "duck": "Ente", "wildflower": "Wild",
                  "sundial": "Sonnenuhr"},
        "direction": {"N": "Norden", "E": "Osten", "S": "Süden", "W": "Westen"},
        "direction_letter": {"N": "N", "E": "O", "S": "S", "W": "W"},
        "letter": {"black": "S", "red": "R", "white": "W", "yellow": "G", "blue": "B"},
        "koi": "Koi {colours}",
        "koi_babies": "{n} Babykoi",
        "koi_dragonflies": {"one": "{n} Libelle", "other": "{n} Libellen"},
        "koi_coins": "{n} Münze",
        "colour_f": {"black": "Schwarze", "red": "Rote", "white": "Weiße", "yellow": "Gelbe", "blue": "Blaue"},
        "colour_m": {"black": "Schwarzer", "red": "Roter", "white": "Weißer", "yellow": "Gelber", "blue": "Blauer"},
        "single_flower_of": "{Colour} Blume",
        "butterfly_of": "{Colour} Schmetterling",
        "two_colour_feature": "{kind} ({colours})",
        "wild": "JOKER",
        "compass": {"dragonfly": "Libelle", "baby": "Babykoi", "white": "Weiß", "yellow": "Gelb",
                    "red": "Rot", "black": "Schwarz", "coin": "Münze", "statue": "Statue", "rock": "Felsen",
                    "flower": "Blume", "turtle": "Schildkröte", "frog": "Frosch", "butterfly": "Schmetterling",
                    "bamboo": "Bambus", "cat": "Katze", "fountain": "Brunnen", "heron": "Reiher", "duck": "Ente"},
        "compass_counts": {"dragonfly": "Libelle", "baby": "Babykoi", "white": "Koi mit Weiß",
                           "yellow": "Koi mit Gelb", "red": "Koi mit Rot", "black": "Koi mit Schwarz",
                           "coin": "Münze", "statue": "Statue", "rock": "Felsen", "flower": "Blume",
                           "turtle": "Schildkröte", "frog": "Frosch", "butterfly": "Schmetterling",
                           "bamboo": "Bambus", "cat": "Katze", "fountain": "Brunnen", "heron": "Reiher",
                           "duck": "Mandarinente"},
        "compass_card": "{name}: {per} je {counts}",
        "objective": {
            "classic_keeper": ["Klassischer Hüter", "{per} je Koi-Plättchen mit Schwarz oder Weiß"],
            "colorful_keeper": ["Bunter Hüter", "{per} je Koi-Plättchen mit Rot oder Gelb"],
            "diverse_decorator": ["Vielseitiger Gestalter", "{per} je verschiedener Merkmalsart"],
            "sculptor": ["Bildhauer", "{per} je Statue mit Koi an allen 4 Seiten"],
            "curious_cats": ["Neugierige Katzen", "{per} je Katze mit 3 angrenzenden Koi"],
            "feathered_friends": ["Gefiederte Freunde", "{per} je Satz Reiher + Mandarinente"],
            "fountain_of_wealth": ["Brunnen des Reichtums", "{per} je Münze auf deinen Koi"],
            "friendly_flies": ["Freundliche Fliegen", "{per} je Libelle auf Koi in Reihe oder Spalte mit Schmetterling"],
            "balanced_keeper": ["Ausgewogener Hüter", "{per} je Satz Koi mit allen 4 Farben"],
            "fry_free": ["Ohne Brut", "{per} je Koi-Plättchen ohne Babykoi"],
            "florist": ["Florist", "{per} je Satz aus 4 Blumenfarben"],
            "bug_repellent": ["Insektenschutz", "{per} je Koi-Plättchen ohne Libellen"],
            "creature_keeper": ["Tierhüter", "{per} je Satz Frosch + Schildkröte"],
            "zen_square": ["Zen im Quadrat", "größtes volles Quadrat: 3×3 → {s3}, 4×4 → {s4}"],
            "nosy_neighbor": ["Neugieriger Nachbar", "{per} je Merkmalsart, von der du mehr hast als dein linker Nachbar"],
            "rainbow_rocks": ["Regenbogenfelsen", "{per} je Koi-Art mit Babykoi an einem Felsen"],
            "simple_beauty": ["Schlichte Schönheit", "{per} je einfarbigem (oder blauem) Koi"],
            "through_the_reeds": ["Durchs Schilf", "{per} je Babykoi oder Libelle auf Koi zwischen zwei Bambus"],
        },
        "rival": {"easy": "Leicht (gelb)", "medium": "Mittel (rot)", "hard": "Schwer (schwarz)"},
    },
)


def names(lang, key) -> dict:
    """One names-by-id table of ``NAMES`` (colours, kinds, ...) in ``lang``."""
    return NAMES(lang, key)


def colour_list(cols, lang: str) -> str:
    c = NAMES(lang, "colour")
    return "/".join(c[x] for x in cols)


def tile_label(tid: str, lang: str = "en") -> str:
    """A tile in words: "red koi (2 baby koi, 1 coin)", "Red flower", "Dual flower (black/red)"."""
    t = TILES[tid]
    k = t["kind"]
    cols = t["colours"]
    if k == "koi":
        bits = []
        if t["babies"]:
            bits.append(NAMES(lang, "koi_babies", n=t["babies"]))
        if t["dragonflies"]:
            bits.append(plural(NAMES(lang, "koi_dragonflies"), t["dragonflies"], lang))
        if t["coins"]:
            bits.append(NAMES(lang, "koi_coins", n=t["coins"]))
        name = NAMES(lang, "koi", colours=colour_list(cols, lang))
        return name + (" (" + ", ".join(bits) + ")" if bits else "")
    if k == "single_flower":
        return NAMES(lang, "single_flower_of", Colour=NAMES(lang, "colour_f")[cols[0]])
    if k == "butterfly":
        return NAMES(lang, "butterfly_of", Colour=NAMES(lang, "colour_m")[cols[0]])
    kind = NAMES(lang, "kind")[k]
    if k == "dual_flower":
        return NAMES(lang, "two_colour_feature", kind=kind, colours=colour_list(cols, lang))
    return kind


REASON = Texts(
    "kohaku.reason",
    en={
        "single_flower": "{name}: {n} adjacent koi with {noun} → {p}",
        "wildflower": "Wildflowers as {colour}: {n} adjacent koi with {noun} → {p}",
        "dual_flower": "{name}: {both} koi with both, {one} with one colour → {p}",
        "butterfly": "{name}: {n} koi with {noun} in its row or column → {p}",
        "frog": "Frog: {n} dragonflies on adjacent koi → {p}",
        "rock": "Rock: {n} baby koi on adjacent koi → {p}",
        "statue": "Statue: {n} adjacent koi → {p}",
        "turtle": "Turtle: always → {p}",
        "heron": "Heron: always → {p}",
        "cat_missing": "Cat: adjacent koi lack {missing} → {p}",
        "cat_all": "Cat: adjacent koi show all 4 colours → {p}",
        "bamboo": "Bamboo reeds: {n} adjacent {type} koi → {p}",
        "fountain": "Fountain: {n} different features diagonally → {p}",
        "duck": "Mandarin duck: {n} ducks × {per} → {p}",
        "sundial": "Sundial: scores through the compass cards → {p}",
        "other": "{kind} → {p}",
        "blue_one": "a blue koi as {colour}",
        "blue": " ({list})",
        "bonus": "; +{n} bonus for {colour}",
        "coins": "Coins: {n} on solid koi → {p}",
        "compass": "{direction} – {card}: {n} → {p}",
        "compass_blue": " ({n} blue koi counted as {colour})",
        "objective": "{name}: {n} → {p}",
    },
    de={
        "single_flower": "{name}: {n} angrenzende Koi mit {noun} → {p}",
        "wildflower": "Wildblumen als {colour}: {n} angrenzende Koi mit {noun} → {p}",
        "dual_flower": "{name}: {both} Koi mit beiden, {one} mit einer Farbe → {p}",
        "butterfly": "{name}: {n} Koi mit {noun} in Reihe oder Spalte → {p}",
        "frog": "Frosch: {n} Libellen auf angrenzenden Koi → {p}",
        "rock": "Felsen: {n} Babykoi auf angrenzenden Koi → {p}",
        "statue": "Statue: {n} angrenzende Koi → {p}",
        "turtle": "Schildkröte: immer → {p}",
        "heron": "Reiher: immer → {p}",
        "cat_missing": "Katze: angrenzenden Koi fehlt {missing} → {p}",
        "cat_all": "Katze: angrenzende Koi zeigen alle 4 Farben → {p}",
        "bamboo": "Bambus: {n} angrenzende Koi der Art {type} → {p}",
        "fountain": "Brunnen: {n} verschiedene Merkmale diagonal → {p}",
        "duck": "Mandarinente: {n} Enten × {per} → {p}",
        "sundial": "Sonnenuhr: punktet über die Kompasskarten → {p}",
        "other": "{kind} → {p}",
        "blue_one": "ein blauer Koi als {colour}",
        "blue": " ({list})",
        "bonus": "; +{n} Bonus für {colour}",
        "coins": "Münzen: {n} auf einfarbigen Koi → {p}",
        "compass": "{direction} – {card}: {n} → {p}",
        "compass_blue": " ({n} blauer Koi zählt als {colour})",
        "objective": "{name}: {n} → {p}",
    },
)

TEXT = Texts(
    "kohaku",
    en={
        # (the verbs of a turn's sentences, turned to "you" for a player named by the word for "you": i18n.address)
        "you_forms": "",
        # ---- status and prompts
        "turn_you": "Your turn", "turn_other": "{name} is playing", "position": "Position",
        "p_take": "Take two neighbouring tiles from the central pond: tap one, then a highlighted neighbour.",
        "p_take_other": "{name} is choosing two tiles.",
        "p_place": "Place your tiles: pick a tile, tap a highlighted space, check the preview, then place it.",
        "p_place_other": "{name} is placing tiles.",
        "p_keep": "Keep one of your two hidden objectives (the other goes back).",
        "p_keep_other": "{name} is choosing a hidden objective.",
        "p_rival": "The rivals revealed a blue koi and several koi types tie: choose what they take.",
        "koi_left": "Koi deck: {n}", "feat_left": "Feature deck: {n}",
        "ending": "Last round: the koi deck is empty.",
        # ---- board and pond
        "central": "Central pond", "hand": "Tiles to place", "pond_of": "Pond of {name}", "your_pond": "Your pond",
        "score": "Score", "total": "Total", "breakdown": "Why it scores",
        "coins": "Coins", "compass": "Compass cards", "objective": "Hidden objective",
        "objective_hidden": "hidden until the end", "preview": "Preview", "confirm": "Place here",
        "preview_of": "{tile} at {cell}",
        "gain": "{delta:+d} points", "cancel": "Cancel", "discard": "Discard {tile} (no space for it)",
        "zoom_in": "Zoom in", "zoom_out": "Zoom out", "fit": "Fit",
        "zoom_to_place": "Zoom in to place a tile: the spaces are too small to tap at this size.",
        "just_placed": "{name} just placed",
        "legal_cell": "Place {tile} at {cell} ({delta:+d} points)",
        "slot": "Space {i}: {tile}", "select": "select", "take_with": "take together with the selected tile",
        "selected": "selected", "empty": "empty space", "blocked": "No koi may go on this side",
        "rivals": "Rival keepers", "rival_pile": "Rival pile: {n} tiles",
        "rival_last": "Last rival phase: revealed {rev}; took {took}.", "nothing": "nothing",
        "chosen_rival": "chosen rival", "rival_take": "Rivals take {type} koi",
        "you_vs": "{name} {you} — rival {rival}: {res}", "win": "you beat the rival", "lose": "the rival wins",
        "winner": "Winner", "final": "Final scores", "player": "Player", "features": "Features",
        "player_n": "Player {n}",
        "show": "Show the pond of {name}", "show_you": "Show your pond", "pond_of_you": "Your pond", "keep": "Keep",
        # ---- log
        "log_take": "{name} takes {a} + {b}",
        "log_place": "{name} places {tile} {where}",
        "info_koi": "A koi scores nothing itself: the features beside it score from it.",
        "info_blue": "A blue koi counts as any one colour, whichever scores best at the end.",
        "info_coins": "Coins on it: {n}. A coin is worth {pts} at the end.",
        "info_rivals": "The rival koi keepers take koi from the deck after your turns and score by them at the end: finish above them to win.",
        "info_total": "Points now: {n}.",
        "w_left": "left of the {tile}", "w_right": "right of the {tile}", "w_above": "above the {tile}",
        "w_below": "below the {tile}", "w_first": "as the first tile",
        "log_discard": "{name} discards {tile} (no space for it)",
        "log_keep": "{name} keeps a hidden objective",
        "log_rival_type": "The rivals take {type} koi",
        # ---- a turn in words (status line) and the end screen's lines
        "sum_who": "{name}: {what}",
        "sum_keep": "{name} kept a hidden objective",
        "sum_take": "{name} took {a} and {b}",
        "sum_placed_both": "placed them",
        "sum_placed": "placed {tile}",
        "sum_discarded": "discarded {tile} (it fit nowhere)",
        "sum_scored": {"one": "scored {n}", "other": "scored {n}"},
        "sum_chose": "chose that the rivals take {type} koi",
        "sum_rivals": "The rivals revealed {rev} and took {n} tiles from the central pond.",
        "sum_rivals_none": "The rivals revealed {rev} and took nothing.",
        "result": "{name}: {total} points ({parts})",
        "result_features": "features {n}", "result_coins": "coins {n}", "result_compass": "compass cards {n}",
        "result_objective": "{card} {n}",
        "result_tie_coins": " — most coins ({n}) breaks the tie",
        "result_tie_shared": " — a shared win",
        "result_solo_win": "{name}: {total} points — beats the {rival} rival's {r}",
        "result_solo_lose": "{name}: {total} points — the {rival} rival's {r} wins",
        # ---- rules broken (why an action is refused)
        "no_more": "The game is over: no more moves can be made",
        "keep_first": "Hidden objectives: first keep one of your two objective cards",
        "keep_own": "Hidden objectives: you may only keep one of the two cards dealt to you",
        "rival_pick": "Solo: first choose which of the tied koi types the rivals take",
        "take_first": "Taking tiles: first take two neighbouring tiles from the central pond",
        "take_spaces": "Taking tiles: the central pond has spaces 1 to 12",
        "take_adjacent": "Taking tiles: the two tiles must be next to each other (not diagonally)",
        "take_order": "Taking tiles: name the lower space first",
        "take_empty": "Taking tiles: one of those spaces is empty",
        "place_first": "Placing tiles: place the two tiles you took first",
        "place_own": "Placing tiles: that tile is not one of the two you took this turn",
        "discard_only": "Placing tiles: a tile may only be discarded when it fits nowhere in your pond",
        "discard_later": "Placing tiles: place your other tile first; this one may fit beside it",
        "place_cell": "Placing tiles: a space needs whole-number coordinates",
        "place_start": "Placing tiles: the first tile of a pond starts it (space 0,0)",
        "place_taken": "Placing tiles: tiles are never stacked, moved or removed, and that space is taken",
        "place_pair": "Placing tiles: on your first turn the two tiles must touch each other",
        "place_touch": "Placing tiles: a tile must touch a tile already in your pond (not diagonally)",
        "place_other": "Placing tiles: not a space this tile may go to",
        "koi_touches_koi": "Checkerboard: a koi may never touch another koi",
        "feature_touches_feature": "Checkerboard: a feature may never touch another feature",
        "heron": "Heron: no koi may be placed next to a heron on a later turn",
        "cat_shore": "Cat: no koi may be placed on a cat's shore side",
        "cat_koi": "Cat: a cat may not be placed with a koi on its shore side",
        "setup_sets": "New feature tiles: choose exactly {n} different feature sets",
    },
    de={
        "you_forms": "nimmt>nimmst legt>legst muss>musst behält>behältst hat>hast",
        "turn_you": "Du bist am Zug", "turn_other": "{name} ist am Zug", "position": "Stellung",
        "p_take": "Nimm zwei benachbarte Plättchen aus dem Teich: tippe eines, dann einen markierten Nachbarn.",
        "p_take_other": "{name} wählt zwei Plättchen.",
        "p_place": "Lege deine Plättchen: Plättchen wählen, markiertes Feld tippen, Vorschau prüfen, legen.",
        "p_place_other": "{name} legt Plättchen.",
        "p_keep": "Behalte eines deiner zwei geheimen Ziele (das andere geht zurück).",
        "p_keep_other": "{name} wählt ein geheimes Ziel.",
        "p_rival": "Die Rivalen haben einen blauen Koi aufgedeckt und mehrere Arten sind gleichauf: wähle.",
        "koi_left": "Koi-Stapel: {n}", "feat_left": "Merkmal-Stapel: {n}",
        "ending": "Letzte Runde: der Koi-Stapel ist leer.",
        "central": "Zentraler Teich", "hand": "Zu legende Plättchen", "pond_of": "Teich von {name}",
        "your_pond": "Dein Teich",
        "score": "Punkte", "total": "Summe", "breakdown": "Warum es punktet",
        "coins": "Münzen", "compass": "Kompasskarten", "objective": "Geheimes Ziel",
        "objective_hidden": "bis zum Ende geheim", "preview": "Vorschau", "confirm": "Hier legen",
        "preview_of": "{tile} auf {cell}",
        "gain": "{delta:+d} Punkte", "cancel": "Abbrechen", "discard": "{tile} abwerfen (passt nirgends)",
        "zoom_in": "Vergrößern", "zoom_out": "Verkleinern", "fit": "Einpassen",
        "zoom_to_place": "Vergrößere, um ein Plättchen zu legen: so klein lassen sich die Felder nicht antippen.",
        "just_placed": "{name} hat gerade gelegt",
        "legal_cell": "{tile} auf {cell} legen ({delta:+d} Punkte)",
        "slot": "Feld {i}: {tile}", "select": "auswählen", "take_with": "zusammen mit dem gewählten nehmen",
        "selected": "gewählt", "empty": "leeres Feld", "blocked": "Auf diese Seite darf kein Koi",
        "rivals": "Rivalen", "rival_pile": "Rivalen-Stapel: {n} Plättchen",
        "rival_last": "Letzte Rivalenphase: aufgedeckt {rev}; genommen {took}.", "nothing": "nichts",
        "chosen_rival": "gewählter Rivale", "rival_take": "Rivalen nehmen {type}-Koi",
        "you_vs": "{name} {you} — Rivale {rival}: {res}", "win": "du schlägst den Rivalen",
        "lose": "der Rivale gewinnt",
        "winner": "Sieger", "final": "Endwertung", "player": "Spieler", "features": "Merkmale",
        "player_n": "Spieler {n}",
        "show": "Teich von {name} zeigen", "show_you": "Deinen Teich zeigen", "pond_of_you": "Dein Teich",
        "keep": "Behalten",
        "log_take": "{name} nimmt {a} + {b}",
        "log_place": "{name} legt {tile} {where}",
        "info_koi": "Ein Koi zählt selbst nichts: die Merkmale neben ihm punkten durch ihn.",
        "info_blue": "Ein blauer Koi zählt als eine beliebige Farbe, die am Ende am meisten bringt.",
        "info_coins": "Münzen darauf: {n}. Eine Münze zählt am Ende {pts}.",
        "info_rivals": "Die rivalisierenden Koi-Halter nehmen nach deinen Zügen Koi vom Stapel und punkten am Ende damit: schließe über ihnen ab, um zu gewinnen.",
        "info_total": "Punkte jetzt: {n}.",
        "w_left": "links neben {tile}", "w_right": "rechts neben {tile}", "w_above": "über {tile}",
        "w_below": "unter {tile}", "w_first": "als erstes Plättchen",
        "log_discard": "{name} muss {tile} abwerfen (passt nirgends)",
        "log_keep": "{name} behält ein geheimes Ziel",
        "log_rival_type": "Die Rivalen nehmen {type}-Koi",
        "sum_who": "{name}: {what}",
        "sum_keep": "{name} hat ein geheimes Ziel behalten",
        "sum_take": "{name} hat {a} und {b} genommen",
        "sum_placed_both": "beide gelegt",
        "sum_placed": "{tile} gelegt",
        "sum_discarded": "{tile} abgeworfen (passte nirgends)",
        "sum_scored": {"one": "{n} Punkt gemacht", "other": "{n} Punkte gemacht"},
        "sum_chose": "gewählt, dass die Rivalen {type}-Koi nehmen",
        "sum_rivals": "Die Rivalen haben {rev} aufgedeckt und {n} Plättchen aus dem Teich genommen.",
        "sum_rivals_none": "Die Rivalen haben {rev} aufgedeckt und nichts genommen.",
        "result": "{name}: {total} Punkte ({parts})",
        "result_features": "Merkmale {n}", "result_coins": "Münzen {n}", "result_compass": "Kompasskarten {n}",
        "result_objective": "{card} {n}",
        "result_tie_coins": " — die meisten Münzen ({n}) entscheiden den Gleichstand",
        "result_tie_shared": " — ein geteilter Sieg",
        "result_solo_win": "{name}: {total} Punkte — schlägt den Rivalen {rival} mit {r}",
        "result_solo_lose": "{name}: {total} Punkte — der Rivale {rival} gewinnt mit {r}",
        "no_more": "Das Spiel ist vorbei: es sind keine Züge mehr möglich",
        "keep_first": "Geheime Ziele: behalte zuerst eine deiner zwei Zielkarten",
        "keep_own": "Geheime Ziele: du kannst nur eine der zwei dir gegebenen Karten behalten",
        "rival_pick": "Solo: wähle zuerst, welche der gleichauf liegenden Koi-Arten die Rivalen nehmen",
        "take_first": "Plättchen nehmen: nimm zuerst zwei benachbarte Plättchen aus dem Teich",
        "take_spaces": "Plättchen nehmen: der Teich hat die Felder 1 bis 12",
        "take_adjacent": "Plättchen nehmen: die zwei Plättchen müssen nebeneinander liegen (nicht diagonal)",
        "take_order": "Plättchen nehmen: nenne das niedrigere Feld zuerst",
        "take_empty": "Plättchen nehmen: eines der Felder ist leer",
        "place_first": "Plättchen legen: lege zuerst die zwei genommenen Plättchen",
        "place_own": "Plättchen legen: das ist keines der zwei Plättchen, die du in diesem Zug genommen hast",
        "discard_only": "Plättchen legen: abwerfen darfst du ein Plättchen nur, wenn es nirgends in deinen Teich passt",
        "discard_later": "Plättchen legen: lege zuerst dein anderes Plättchen; dieses passt vielleicht daneben",
        "place_cell": "Plättchen legen: ein Feld braucht ganze Koordinaten",
        "place_start": "Plättchen legen: das erste Plättchen beginnt den Teich (Feld 0,0)",
        "place_taken": "Plättchen legen: Plättchen werden nie gestapelt, verschoben oder entfernt, und das Feld ist belegt",
        "place_pair": "Plättchen legen: im ersten Zug müssen sich die zwei Plättchen berühren",
        "place_touch": "Plättchen legen: ein Plättchen muss ein Plättchen deines Teichs berühren (nicht diagonal)",
        "place_other": "Plättchen legen: auf dieses Feld darf dieses Plättchen nicht",
        "koi_touches_koi": "Schachbrett: ein Koi darf nie einen anderen Koi berühren",
        "feature_touches_feature": "Schachbrett: ein Merkmal darf nie ein anderes Merkmal berühren",
        "heron": "Reiher: in späteren Zügen darf kein Koi neben einen Reiher",
        "cat_shore": "Katze: kein Koi darf an die Uferseite einer Katze",
        "cat_koi": "Katze: eine Katze darf nicht gelegt werden, wenn an ihrer Uferseite ein Koi liegt",
        "setup_sets": "Neue Merkmale: wähle genau {n} verschiedene Merkmalssätze",
    },
)

OPTION = Texts(
    "kohaku.options",
    en={
        "sundials": "Sundials (module 1)",
        "sundials_help": "Each pond starts from a sundial; four compass cards give bonus points for what lies "
                         "north, east, south and west of it.",
        "objectives": "Hidden objectives (module 2)",
        "objectives_help": "Each player keeps one of two secret objective cards, scored at the end (not in solo).",
        "blue_koi": "Blue koi (module 3)",
        "blue_koi_help": "Four wild blue koi join the koi deck.",
        "new_features": "New feature tiles (module 4)",
        "new_features_help": "The {singles} single flowers plus the {n} feature sets chosen below.",
        "feature_sets": "Feature sets (choose {n})",
        "feature_sets_help": "Exactly {n} sets besides the {singles} single flowers.",
        "solo_rival": "Solo rival",
        "solo_rival_help": "The rival keeper whose score you must beat.",
        "first_player": "First player",
        "first_player_help": "The base rulebook's first-player rule is not known (The Big Pond lets the calmest "
                             "player start). We choose at random. The other choice: the first player listed starts.",
        "first_random": "at random", "first_seat1": "the first player listed",
        "cat_shore": "A cat's shore side",
        "cat_shore_help": "The rules say a cat's shore is its edge with rocks and grass, and no koi may ever go "
                          "on that side, but not which edge it is. We use the top edge (north). Another choice "
                          "turns the shore to that side.",
        "heron_same_turn": "Koi taken with a heron may go next to it",
        "heron_same_turn_help": "The rules say a heron blocks koi \u201con future turns\u201d. We let the koi you "
                                "took together with the heron still go next to it. Off: a heron blocks every koi "
                                "at once, even the one taken with it.",
        "butterfly_blocked": "Gaps stop a butterfly",
        "butterfly_blocked_help": "The rules say a butterfly counts every koi in its row and column. We count them "
                                  "all, across gaps and other tiles. On: a gap or a feature in between stops the "
                                  "count.",
        "dual_flower_bonus": "Dual flowers: {full} when all four sides match",
        "dual_flower_bonus_help": "The rules give a single flower {full} points when all four sides match, and "
                                  "say no such thing of dual flowers. We give dual flowers no such bonus. On: a dual "
                                  "flower with four matching koi scores at least {full}.",
        "tie_break": "Tie-break",
        "tie_break_help": "The base rulebook's tie-break is not known. We use The Big Pond's: most coins wins, "
                          "else the victory is shared. The other choice: every tied player wins.",
        "tie_coins": "most coins", "tie_shared": "shared victory",
    },
    de={
        "sundials": "Sonnenuhren (Modul 1)",
        "sundials_help": "Jeder Teich beginnt mit einer Sonnenuhr; vier Kompasskarten geben Bonuspunkte für das, "
                         "was nördlich, östlich, südlich und westlich von ihr liegt.",
        "objectives": "Geheime Ziele (Modul 2)",
        "objectives_help": "Jeder behält eine von zwei geheimen Zielkarten, die am Ende punktet (nicht solo).",
        "blue_koi": "Blaue Koi (Modul 3)",
        "blue_koi_help": "Vier blaue Joker-Koi kommen in den Koi-Stapel.",
        "new_features": "Neue Merkmale (Modul 4)",
        "new_features_help": "Die {singles} Einzelblumen plus die {n} unten gewählten Merkmalssätze.",
        "feature_sets": "Merkmalssätze (wähle {n})",
        "feature_sets_help": "Genau {n} Sätze neben den {singles} Einzelblumen.",
        "solo_rival": "Solo-Rivale",
        "solo_rival_help": "Der Rivale, dessen Punkte du übertreffen musst.",
        "first_player": "Startspieler",
        "first_player_help": "Die Startspieler-Regel des Grundspiels ist nicht bekannt (bei The Big Pond beginnt, "
                             "wer am ruhigsten ist). Wir losen. Die andere Wahl: wer zuerst aufgeführt ist, beginnt.",
        "first_random": "ausgelost", "first_seat1": "wer zuerst aufgeführt ist",
        "cat_shore": "Uferseite der Katze",
        "cat_shore_help": "Die Regel sagt, das Ufer einer Katze ist ihre Kante mit Steinen und Gras und kein Koi "
                          "darf je an diese Seite, aber nicht, welche Kante das ist. Wir nehmen die obere Kante "
                          "(Norden). Eine andere Wahl legt das Ufer auf jene Seite.",
        "heron_same_turn": "Koi vom Zug des Reihers dürfen daneben",
        "heron_same_turn_help": "Die Regel sagt, ein Reiher sperrt Koi \u201ein zukünftigen Zügen\u201c. Der Koi, "
                                "den du zusammen mit dem Reiher genommen hast, darf bei uns noch daneben. Aus: ein "
                                "Reiher sperrt sofort jeden Koi, auch den mitgenommenen.",
        "butterfly_blocked": "Lücken stoppen Schmetterlinge",
        "butterfly_blocked_help": "Die Regel sagt, ein Schmetterling zählt jeden Koi in seiner Reihe und Spalte. "
                                  "Wir zählen alle, über Lücken und andere Plättchen hinweg. An: eine Lücke oder ein "
                                  "Merkmal dazwischen beendet die Zählung.",
        "dual_flower_bonus": "Doppelblumen: {full} bei vier passenden Seiten",
        "dual_flower_bonus_help": "Die Regel gibt einer Einzelblume {full} Punkte, wenn alle vier Seiten passen, "
                                  "und sagt das von Doppelblumen nicht. Wir geben Doppelblumen keinen solchen "
                                  "Bonus. An: eine Doppelblume mit vier passenden Koi punktet mindestens {full}.",
        "tie_break": "Gleichstand",
        "tie_break_help": "Die Gleichstandsregel des Grundspiels ist nicht bekannt. Wir nehmen die von The Big "
                          "Pond: die meisten Münzen gewinnen, sonst wird der Sieg geteilt. Die andere Wahl: alle "
                          "Gleichauf liegenden gewinnen.",
        "tie_coins": "meiste Münzen", "tie_shared": "geteilter Sieg",
    },
)

LEVEL = Texts(
    "kohaku.levels",
    en={"greedy": "Easy — takes the pair that scores most right now; sees only what you could see",
        "planner": "Strong — plans a turn ahead and watches what you could take; sees only what you could see"},
    de={"greedy": "Leicht — nimmt das Paar, das jetzt am meisten bringt; sieht nur, was du sehen könntest",
        "planner": "Stark — plant einen Zug voraus und achtet darauf, was du nehmen könntest; sieht nur, was du "
                   "sehen könntest"},
)

# The rules page: HTML templates whose numbers are formatted from data (view.rules_html).
RULES = Texts(
    "kohaku.rules",
    en={
        "title": "Kōhaku",
        "intro": "<p>Build the most beautiful koi pond. On your turn take two <b>neighbouring</b> tiles from the "
                 "{rows}×{cols} central pond (always one koi and one feature). Tiles left on the two centre spaces "
                 "slide out into the gaps, then the centre is refilled from the decks. Place both tiles in your "
                 "pond: on your first turn next to each other, later each next to a tile of your pond. "
                 "<b>Checkerboard:</b> a koi never touches a koi and a feature never touches a feature.</p>"
                 "<p>The game ends when the koi deck cannot refill the centre; the round is completed so everybody "
                 "has the same number of turns. Only features score, plus {coin} point per coin on solid koi. "
                 "Tie: most coins.</p>",
        "features_h": "Features",
        "single_flower": "Single flower: {per} per adjacent koi containing its colour; {full} if all four sides "
                         "match.",
        "dual_flower": "Dual flower: {both} per adjacent koi with both colours, {one} with one.",
        "butterfly": "Butterfly: {per} per koi with its colour anywhere in its row and column.",
        "frog_rock": "Frog: {frog} per dragonfly on adjacent koi. Rock: {rock} per baby koi on adjacent koi.",
        "statue_turtle": "Statue: {statue} for 1–4 adjacent koi. Turtle: {turtle}.",
        "bamboo": "Bamboo reeds: the largest group of identical adjacent koi: {bamboo} for 1–4.",
        "cat": "Cat: {cat} if adjacent koi show all four colours; no koi on its shore side (marked with a red bar).",
        "fountain_heron": "Fountain: {fountain} per different feature kind diagonally. Heron: {heron}; no koi next "
                          "to it on later turns (red bars).",
        "duck_wild": "Mandarin duck: {duck} × the ducks in all ponds (solo: yours). Wildflowers: like a flower of "
                     "your chosen colour, {per} per koi, {full} for four.",
        "modules_h": "Modules",
        "m_sundials": "Sundials: your pond starts at the sundial; four compass cards score what lies north, east, "
                      "south and west (a tile can be both north and west).",
        "m_objectives": "Hidden objectives: keep one of two secret cards; it scores at the end (not in solo).",
        "m_blue": "Blue koi: wild; for each scoring item it plays the single best colour, shown in the breakdown.",
        "m_new": "New feature tiles: the {singles} single flowers plus any {n} feature sets.",
        "solo_h": "Solo",
        "solo": "<p>After your turn the rivals reveal the top koi and take every koi of that exact type from the "
                "central pond (else they reveal a feature and take matching features); the gaps refill in place. "
                "Beat the chosen rival ({rivals}). With sundials the rivals get {bonus}.</p>",
        "house_h": "House rules",
        "house_intro": "Points the printed rules leave open, what we chose and what the other choice does. Change "
                       "them in the new-game dialog.",
        "now": "In this game: {value}",
        "on": "on", "off": "off",
        "numbers_h": "Numbers we had to fill in",
        "n_rivals": "The printed solo sheet's rival scores could not be found. We score the rivals' pile as: "
                    "{rivals}.",
        "n_rival": "{name} {per_tile} per tile",
        "n_rival_solid": "{name} {per_tile} per tile + {per_solid} per solid (or blue) koi",
        "n_objectives": "The point values of most hidden objective cards could not be found; only {known} are "
                        "printed. The others use the values shown on their cards here.",
        "n_compass": "Six compass cards are reconstructed ({cards}: {per} per tile).",
        "n_misc": "We use: one coin per solid koi, worth {coin} point; a sundial's directions are strict (a tile "
                  "in its own row is neither north nor south); the sundial is no feature kind; a tile that fits "
                  "nowhere is discarded.",
    },
    de={
        "title": "Kōhaku",
        "intro": "<p>Baue den schönsten Koi-Teich. Nimm in deinem Zug zwei <b>benachbarte</b> Plättchen aus dem "
                 "{rows}×{cols}-Teich (immer ein Koi und ein Merkmal). Plättchen auf den zwei Mittelfeldern "
                 "rutschen in die Lücken, dann wird die Mitte aus den Stapeln aufgefüllt. Lege beide in deinen "
                 "Teich: im ersten Zug nebeneinander, danach jedes an ein Plättchen deines Teichs. "
                 "<b>Schachbrett:</b> Koi berührt nie Koi, Merkmal nie Merkmal.</p>"
                 "<p>Das Spiel endet, wenn der Koi-Stapel die Mitte nicht mehr füllen kann; die Runde wird zu Ende "
                 "gespielt. Nur Merkmale punkten, dazu {coin} Punkt je Münze auf einfarbigen Koi. Gleichstand: "
                 "meiste Münzen.</p>",
        "features_h": "Merkmale",
        "single_flower": "Einzelblume: {per} je angrenzendem Koi mit ihrer Farbe; {full}, wenn alle vier Seiten "
                         "passen.",
        "dual_flower": "Doppelblume: {both} je Koi mit beiden Farben, {one} mit einer.",
        "butterfly": "Schmetterling: {per} je Koi seiner Farbe in Reihe und Spalte.",
        "frog_rock": "Frosch: {frog} je Libelle auf angrenzenden Koi. Felsen: {rock} je Babykoi auf angrenzenden "
                     "Koi.",
        "statue_turtle": "Statue: {statue} für 1–4 angrenzende Koi. Schildkröte: {turtle}.",
        "bamboo": "Bambus: die größte Gruppe gleicher angrenzender Koi: {bamboo} für 1–4.",
        "cat": "Katze: {cat}, wenn angrenzende Koi alle vier Farben zeigen; kein Koi an ihrer Uferseite (roter "
               "Balken).",
        "fountain_heron": "Brunnen: {fountain} je verschiedener Merkmalsart diagonal. Reiher: {heron}; ab dem "
                          "nächsten Zug kein Koi daneben (rote Balken).",
        "duck_wild": "Mandarinente: {duck} × Enten in allen Teichen (solo: deine). Wildblumen: wie eine Blume "
                     "deiner Wahl, {per} je Koi, {full} bei vier.",
        "modules_h": "Module",
        "m_sundials": "Sonnenuhren: dein Teich beginnt an der Sonnenuhr; vier Kompasskarten werten Norden, "
                      "Osten, Süden und Westen (ein Plättchen kann nördlich und westlich zugleich liegen).",
        "m_objectives": "Geheime Ziele: behalte eine von zwei Karten; sie punktet am Ende (nicht solo).",
        "m_blue": "Blaue Koi: Joker; für jede Wertung spielt er die beste einzelne Farbe (in der Aufschlüsselung "
                  "genannt).",
        "m_new": "Neue Merkmale: die {singles} Einzelblumen plus {n} beliebige Merkmalssätze.",
        "solo_h": "Solo",
        "solo": "<p>Nach deinem Zug decken die Rivalen den obersten Koi auf und nehmen alle Koi genau dieser Art "
                "aus dem Teich (sonst ein Merkmal und passende Merkmale); Lücken werden an Ort und Stelle gefüllt. "
                "Schlage den gewählten Rivalen ({rivals}). Mit Sonnenuhren erhalten die Rivalen {bonus}.</p>",
        "house_h": "Hausregeln",
        "house_intro": "Punkte, die die gedruckte Regel offen lässt: was wir gewählt haben und was die andere Wahl "
                       "bewirkt. Du kannst sie im Dialog für ein neues Spiel ändern.",
        "now": "In dieser Partie: {value}",
        "on": "an", "off": "aus",
        "numbers_h": "Zahlen, die wir ergänzen mussten",
        "n_rivals": "Die Rivalenwertung des gedruckten Solo-Blatts war nicht zu finden. Wir werten den "
                    "Rivalen-Stapel so: {rivals}.",
        "n_rival": "{name} {per_tile} je Plättchen",
        "n_rival_solid": "{name} {per_tile} je Plättchen + {per_solid} je einfarbigem (oder blauem) Koi",
        "n_objectives": "Die Punktwerte der meisten geheimen Ziele waren nicht zu finden; gedruckt sind nur "
                        "{known}. Die anderen nutzen die hier auf ihren Karten gezeigten Werte.",
        "n_compass": "Sechs Kompasskarten sind rekonstruiert ({cards}: {per} je Plättchen).",
        "n_misc": "Wir nehmen an: eine Münze je einfarbigem Koi, {coin} Punkt wert; die Richtungen der Sonnenuhr "
                  "sind streng (ein Plättchen in ihrer eigenen Reihe liegt weder nördlich noch südlich); die "
                  "Sonnenuhr ist keine Merkmalsart; ein Plättchen, das nirgends passt, wird abgeworfen.",
    },
)

# the guided first game's tips at Kōhaku's own moments (coach.GUIDE_MOMENTS; pondside/app/coach.py)
GUIDE = Texts(
    "kohaku.guide",
    en={
        "first": "Your first game, step by step. Take two tiles that touch from the board in the middle: "
                 "always one koi and one feature. Tap Hint whenever you like to see a good pair and why.",
        "place": "Now put both tiles in your pond. Koi and features alternate like a chessboard: a koi never "
                 "touches another koi, a feature never another feature. On your first turn the two tiles touch "
                 "each other; later each one only has to touch your pond.",
        "end": "The game is over. Only features score, from the koi beside them: a flower for koi of its "
               "colour, a frog for dragonflies, a rock for baby koi, a statue for every koi around it. {lines} "
               "Review my game shows the turns where a stronger move was there.",
    },
    de={
        "first": "Dein erstes Spiel, Schritt für Schritt. Nimm zwei benachbarte Plättchen vom Brett in der "
                 "Mitte: immer einen Koi und ein Merkmal. Tippe auf Tipp, wann immer du ein gutes Paar und den "
                 "Grund sehen willst.",
        "place": "Lege jetzt beide Plättchen in deinen Teich. Koi und Merkmale wechseln sich ab wie auf einem "
                 "Schachbrett: Ein Koi berührt nie einen Koi, ein Merkmal nie ein Merkmal. In deinem ersten Zug "
                 "berühren sich die beiden; später muss jedes nur an deinen Teich grenzen.",
        "end": "Das Spiel ist vorbei. Nur Merkmale bringen Punkte, durch die Koi neben ihnen: eine Blume für "
               "Koi ihrer Farbe, ein Frosch für Libellen, ein Felsen für Babykoi, eine Statue für jeden Koi um "
               "sie herum. {lines} „Mein Spiel durchsehen“ zeigt die Züge, in denen ein stärkerer Zug möglich "
               "war.",
    },
)

# A position's words (docs/positions/kohaku.md): the names of the tiles in a position text (``tilenames.py``)
# and the rules a position breaks (``position.py``).  Numbers are formatted from ``data``.
POSITION = Texts(
    "kohaku.position",
    en={
        # a tile's name in a position text: its parts (the English ones are the canonical names)
        "tn_colour": {"black": "black", "red": "red", "white": "white", "yellow": "yellow", "blue": "blue"},
        "tn_colour_m": {"black": "black", "red": "red", "white": "white", "yellow": "yellow", "blue": "blue"},
        "tn_pair": "{a}-{b}",
        "tn_koi": "{colours} koi",
        "tn_babies": "{koi} with {n} babies",
        "tn_dragonflies": "{koi} with {n} dragonflies",
        "tn_stones": "{koi} with {n} stones",
        "tn_blue": "blue koi",
        "tn_blue_plural": "blue koi",
        "tn_flower": "{colour} flower",
        "tn_flowers": "{colour} flowers",
        "tn_butterfly": "{colour} butterfly",
        "tn_butterflies": "{colour} butterflies",
        "tn_dual": "{colours} dual flower",
        "tn_kind": {"turtle": "turtle", "frog": "frog", "rock": "rock", "statue": "statue", "bamboo": "bamboo",
                    "cat": "cat", "fountain": "fountain", "heron": "heron", "duck": "duck",
                    "wildflower": "wildflower", "sundial": "sundial"},
        "tn_kind_plural": {"turtle": "turtles", "frog": "frogs", "rock": "rocks", "statue": "statues",
                           "bamboo": "bamboos", "cat": "cats", "fountain": "fountains", "heron": "herons",
                           "duck": "ducks", "wildflower": "wildflowers", "sundial": "sundials"},
        "tn_koi_plural": "{name}",
        "tn_numbered": "{name} {n}",
        "no_tile": "there is no tile called “{word}” (tiles are called like “red koi with 2 babies”, "
                   "“red-white koi with 3 stones”, “turtle 2”, “red flower 1”, “black-red dual flower”)",
        "only_copies": "there are only {n} {plural}",
        "only_one": "there is only one {name}",
        "copy_used": "“{name}” is already in another place (every tile is in one place only)",
        "over_words": ["over", "game over"],
        "none_words": ["none", "empty"],
        "empty_space": "empty",
        "direction_words": {"N": "north", "E": "east", "S": "south", "W": "west"},
        "opt_words": {"sundials": "sundials", "objectives": "hidden objectives", "blue_koi": "blue koi",
                      "new_features": "new features", "rival_easy": "easy rival", "rival_medium": "medium rival",
                      "rival_hard": "hard rival", "seat1": "first seat starts", "shore_N": "cat shore north",
                      "shore_E": "cat shore east", "shore_S": "cat shore south", "shore_W": "cat shore west",
                      "heron_now": "herons block at once", "butterfly_blocked": "gaps stop butterflies",
                      "dual_flower_bonus": "dual flower bonus", "shared_ties": "shared ties"},
        "set_words": {"single_flower": "single flowers", "dual_flower": "dual flowers", "butterfly": "butterflies",
                      "turtle": "turtles", "frog": "frogs", "rock": "rocks", "statue": "statues",
                      "bamboo": "bamboo", "cat": "cats", "fountain": "fountains", "heron": "herons",
                      "duck": "ducks", "wildflower": "wildflowers"},
        "an_option": "option", "a_feature_set": "feature set", "a_compass_card": "compass card",
        "an_objective": "hidden objective", "a_direction": "direction",
        "e_turn": "a position says whose turn it is (“turn: Ann”, or “turn: over”)",
        "e_stones": "{name} is not played with {n} players (koi with stones are left in the box)",
        "e_not_in_game": "{name} is not in this game (its feature set is not chosen)",
        "e_blue": "blue koi are a module: add “blue koi” to the options",
        "e_sundial_off": "sundials are a module: add “sundials” to the options",
        "e_koi_touch": "a koi may not touch another koi ({a} and {b})",
        "e_feature_touch": "a feature may not touch another feature ({a} and {b})",
        "e_cat_shore": "no koi may lie on a cat's shore side (the {side} side of the cat at {cell})",
        "e_piece": "a pond is all in one piece: the tile at {cell} is cut off from the tile at {first}",
        "e_cell_twice": "the space {cell} is given twice",
        "e_cell_form": "a pond's line is “x,y: tile” (x grows to the east, y to the south), not “{text}”",
        "e_sundial_missing": "with sundials, every pond begins with its sundial",
        "e_sundial_two": "a pond has only one sundial",
        "e_compass_off": "compass cards are only used with sundials: add “sundials” to the options",
        "e_compass_four": "the compass has one card for each of north, east, south and west",
        "e_compass_twice": "there is only one {card} compass card",
        "e_compass_kind": "the {card} compass card is not used without {kind}",
        "e_objective_off": "hidden objectives are a module: add “hidden objectives” to the options",
        "e_objective_solo": "hidden objectives are not played solo",
        "e_objective_twice": "there is only one {card} card",
        "e_objective_kind": "{card} is not used without {kind}",
        "e_board_shape": "the board has {rows} rows of {cols} spaces",
        "e_board_space": "{name} cannot lie on a {space} space (row {r}, space {c}): koi and features alternate "
                         "like a chessboard, and row 1 starts with a koi",
        "e_board_hole": "a {space} space of the board is empty only when the {space} tiles have run out, but "
                        "{n} are left",
        "e_board_stuck": "no two neighbouring tiles are left on the board: the game is over (write “turn: over”)",
        "e_hand_size": "a hand holds the two tiles just taken, or the one still to place",
        "e_hand_pair": "the two tiles taken are one koi and one feature",
        "e_hand_over": "nobody holds tiles when the game is over",
        "e_heron_new": "{cell} is not a heron in the pond of the player to move (new herons are placed this turn)",
        "e_left": "{n} {space} tiles are in no place (for example {name}): list them in the {space} deck or "
                  "leave the deck out",
        "e_short": "there are not enough {space} tiles for the board and the koi removed at set-up",
        "e_removed_count": "with {players} players {n} koi are removed at set-up, not {m}",
        "e_removed_blue": "blue koi are never removed at set-up",
        "e_not_koi": "{name} is not a koi",
        "e_not_feature": "{name} is not a feature",
        "e_rivals": "only a solo game has the rivals' pile",
        "e_sets": "new features use {n} different feature sets, not {m}",
        "e_sets_off": "feature sets are chosen only with “new features” in the options",
        "e_old": "this old position cannot be shown: {why}",
        "koi_space": "koi", "feature_space": "feature",
    },
    de={
        "tn_colour": {"black": "schwarz", "red": "rot", "white": "weiß", "yellow": "gelb", "blue": "blau"},
        "tn_colour_m": {"black": "schwarzer", "red": "roter", "white": "weißer", "yellow": "gelber",
                        "blue": "blauer"},
        "tn_pair": "{a}-{b}",
        "tn_koi": "Koi {colours}",
        "tn_babies": "{koi} mit {n} Babykoi",
        "tn_dragonflies": "{koi} mit {n} Libellen",
        "tn_stones": "{koi} mit {n} Steinen",
        "tn_blue": "blauer Koi",
        "tn_blue_plural": "blaue Koi",
        "tn_flower": "{colour}e Blume",
        "tn_flowers": "{colour}e Blumen",
        "tn_butterfly": "{colour} Schmetterling",
        "tn_butterflies": "{colour}e Schmetterlinge",
        "tn_dual": "Doppelblume {colours}",
        "tn_kind": {"turtle": "Schildkröte", "frog": "Frosch", "rock": "Felsen", "statue": "Statue",
                    "bamboo": "Bambus", "cat": "Katze", "fountain": "Brunnen", "heron": "Reiher",
                    "duck": "Ente", "wildflower": "Wildblume", "sundial": "Sonnenuhr"},
        "tn_kind_plural": {"turtle": "Schildkröten", "frog": "Frösche", "rock": "Felsen", "statue": "Statuen",
                           "bamboo": "Bambusse", "cat": "Katzen", "fountain": "Brunnen", "heron": "Reiher",
                           "duck": "Enten", "wildflower": "Wildblumen", "sundial": "Sonnenuhren"},
        "tn_koi_plural": "{name}",
        "tn_numbered": "{name} {n}",
        "no_tile": "es gibt kein Plättchen namens „{word}“ (Plättchen heißen etwa „red koi with 2 babies“, "
                   "„red-white koi with 3 stones“, „turtle 2“, „red flower 1“, „black-red dual flower“)",
        "only_copies": "es gibt nur {n} {plural}",
        "only_one": "es gibt nur ein Plättchen „{name}“",
        "copy_used": "„{name}“ liegt schon an einer anderen Stelle (jedes Plättchen liegt nur an einer Stelle)",
        "over_words": ["vorbei", "spielende"],
        "none_words": ["keine", "leer"],
        "empty_space": "leer",
        "direction_words": {"N": "norden", "E": "osten", "S": "süden", "W": "westen"},
        "opt_words": {"sundials": "sonnenuhren", "objectives": "geheime ziele", "blue_koi": "blaue koi",
                      "new_features": "neue merkmale", "rival_easy": "leichter rivale",
                      "rival_medium": "mittlerer rivale", "rival_hard": "schwerer rivale",
                      "seat1": "erster platz beginnt", "shore_N": "katzenufer norden",
                      "shore_E": "katzenufer osten", "shore_S": "katzenufer süden", "shore_W": "katzenufer westen",
                      "heron_now": "reiher sperren sofort", "butterfly_blocked": "lücken stoppen schmetterlinge",
                      "dual_flower_bonus": "doppelblumenbonus", "shared_ties": "geteilter sieg"},
        "set_words": {"single_flower": "einzelblumen", "dual_flower": "doppelblumen", "butterfly": "schmetterlinge",
                      "turtle": "schildkröten", "frog": "frösche", "rock": "felsen", "statue": "statuen",
                      "bamboo": "bambus", "cat": "katzen", "fountain": "brunnen", "heron": "reiher",
                      "duck": "enten", "wildflower": "wildblumen"},
        "an_option": "Option", "a_feature_set": "Merkmalsset", "a_compass_card": "Kompasskarte",
        "an_objective": "geheimes Ziel", "a_direction": "Richtung",
        "e_turn": "eine Stellung sagt, wer am Zug ist („turn: Ann“ oder „turn: over“)",
        "e_stones": "{name} wird mit {n} Spielern nicht gespielt (Koi mit Steinen bleiben in der Schachtel)",
        "e_not_in_game": "{name} ist nicht in diesem Spiel (sein Merkmalsset ist nicht gewählt)",
        "e_blue": "blaue Koi sind ein Modul: „blue koi“ zu den Optionen hinzufügen",
        "e_sundial_off": "Sonnenuhren sind ein Modul: „sundials“ zu den Optionen hinzufügen",
        "e_koi_touch": "ein Koi darf keinen anderen Koi berühren ({a} und {b})",
        "e_feature_touch": "ein Merkmal darf kein anderes Merkmal berühren ({a} und {b})",
        "e_cat_shore": "kein Koi darf an der Uferseite einer Katze liegen (die Seite {side} der Katze bei {cell})",
        "e_piece": "ein Teich hängt zusammen: das Plättchen bei {cell} ist vom Plättchen bei {first} getrennt",
        "e_cell_twice": "das Feld {cell} ist zweimal angegeben",
        "e_cell_form": "eine Teichzeile lautet „x,y: Plättchen“ (x wächst nach Osten, y nach Süden), nicht „{text}“",
        "e_sundial_missing": "mit Sonnenuhren beginnt jeder Teich mit seiner Sonnenuhr",
        "e_sundial_two": "ein Teich hat nur eine Sonnenuhr",
        "e_compass_off": "Kompasskarten gibt es nur mit Sonnenuhren: „sundials“ zu den Optionen hinzufügen",
        "e_compass_four": "der Kompass hat je eine Karte für Norden, Osten, Süden und Westen",
        "e_compass_twice": "es gibt nur eine Kompasskarte {card}",
        "e_compass_kind": "die Kompasskarte {card} wird ohne {kind} nicht verwendet",
        "e_objective_off": "geheime Ziele sind ein Modul: „hidden objectives“ zu den Optionen hinzufügen",
        "e_objective_solo": "geheime Ziele werden solo nicht gespielt",
        "e_objective_twice": "es gibt nur eine Karte {card}",
        "e_objective_kind": "{card} wird ohne {kind} nicht verwendet",
        "e_board_shape": "das Brett hat {rows} Reihen mit je {cols} Feldern",
        "e_board_space": "{name} kann nicht auf einem {space}-Feld liegen (Reihe {r}, Feld {c}): Koi und Merkmale "
                         "wechseln sich wie auf einem Schachbrett ab, Reihe 1 beginnt mit einem Koi",
        "e_board_hole": "ein {space}-Feld des Bretts ist nur leer, wenn die {space}-Plättchen ausgegangen sind, "
                        "aber {n} sind übrig",
        "e_board_stuck": "auf dem Brett liegen keine zwei benachbarten Plättchen mehr: das Spiel ist vorbei "
                         "(„turn: over“ schreiben)",
        "e_hand_size": "eine Hand hält die zwei eben genommenen Plättchen oder das eine, das noch zu legen ist",
        "e_hand_pair": "die zwei genommenen Plättchen sind ein Koi und ein Merkmal",
        "e_hand_over": "wenn das Spiel vorbei ist, hält niemand Plättchen",
        "e_heron_new": "{cell} ist kein Reiher im Teich des Spielers am Zug (neue Reiher wurden in diesem Zug gelegt)",
        "e_left": "{n} {space}-Plättchen liegen nirgends (zum Beispiel {name}): im {space}-Stapel aufführen oder "
                  "den Stapel weglassen",
        "e_short": "es gibt nicht genug {space}-Plättchen für das Brett und die beim Aufbau entfernten Koi",
        "e_removed_count": "mit {players} Spielern werden beim Aufbau {n} Koi entfernt, nicht {m}",
        "e_removed_blue": "blaue Koi werden beim Aufbau nie entfernt",
        "e_not_koi": "{name} ist kein Koi",
        "e_not_feature": "{name} ist kein Merkmal",
        "e_rivals": "nur ein Solospiel hat den Stapel der Rivalen",
        "e_sets": "neue Merkmale nutzen {n} verschiedene Merkmalssets, nicht {m}",
        "e_sets_off": "Merkmalssets werden nur mit „new features“ in den Optionen gewählt",
        "e_old": "diese alte Stellung kann nicht gezeigt werden: {why}",
        "koi_space": "Koi", "feature_space": "Merkmal",
    },
)

EDITOR = Texts(
    "kohaku.editor",
    en={
        "board_space": "Row {r}, space {c}: {tile}", "board_empty": "Row {r}, space {c}: empty",
        "cell": "{tile}, {where}", "cell_empty": "Empty space {where}",
        "row_tile": "Tile {i}: {tile}", "row_add": "Add a tile",
        "discarded": "Discarded tiles", "rival_pile": "Rivals' pile",
        "turn": "Whose turn", "over": "Nobody: the game is over", "first": "Who began",
        "on": "on", "off": "off", "set": "{kind} (feature set)",
        "compass": "Compass card {direction}", "random": "dealt at random",
        "objective": "Hidden objective of {name}",
        "no_place": "there is no such place on the table", "no_setting": "there is no such setting",
        "no_choice": "“{value}” is not one of the choices for {setting}",
    },
    de={
        "board_space": "Reihe {r}, Feld {c}: {tile}", "board_empty": "Reihe {r}, Feld {c}: leer",
        "cell": "{tile}, {where}", "cell_empty": "Leeres Feld {where}",
        "row_tile": "Plättchen {i}: {tile}", "row_add": "Ein Plättchen hinzufügen",
        "discarded": "Abgeworfene Plättchen", "rival_pile": "Stapel der Rivalen",
        "turn": "Wer ist am Zug", "over": "Niemand: das Spiel ist vorbei", "first": "Wer hat begonnen",
        "on": "an", "off": "aus", "set": "{kind} (Merkmalssatz)",
        "compass": "Kompasskarte {direction}", "random": "zufällig ausgeteilt",
        "objective": "Geheimes Ziel von {name}",
        "no_place": "diesen Platz gibt es auf dem Tisch nicht", "no_setting": "diese Einstellung gibt es nicht",
        "no_choice": "„{value}“ ist keine der Möglichkeiten für {setting}",
    },
)


# where a placed tile went, in words one can find on the board: beside which tile, on which side (y grows
# downwards on screen); the first side that has a tile, in the order left, right, above, below
_SIDES = (((1, 0), "w_left"), ((-1, 0), "w_right"), ((0, 1), "w_above"), ((0, -1), "w_below"))


def beside(tiles, x: int, y: int, lang: str = "en") -> str:
    """``tiles``: the pond before the tile went down ("x,y" → tile id).  "left of the red koi", "as the first
    tile" — never the grid's numbers, which nobody can find on the board."""
    for (dx, dy), key in _SIDES:
        tid = tiles.get(f"{x + dx},{y + dy}")
        if tid is not None and tid in TILES:
            return TEXT(lang, key, tile=tile_label(tid, lang).split(" (")[0])
    return TEXT(lang, "w_first")
