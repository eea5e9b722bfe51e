"""English and German names for Kōhaku's pieces (used by scoring reasons, the view and the log)."""
from __future__ import annotations

COLOUR = {
    "en": {"black": "black", "red": "red", "white": "white", "yellow": "yellow", "blue": "blue"},
    "de": {"black": "schwarz", "red": "rot", "white": "weiß", "yellow": "gelb", "blue": "blau"},
}
COLOUR_CAP = {
    "en": {"black": "Black", "red": "Red", "white": "White", "yellow": "Yellow", "blue": "Blue"},
    "de": {"black": "Schwarze", "red": "Rote", "white": "Weiße", "yellow": "Gelbe", "blue": "Blaue"},
}
KIND = {
    "en": {"single_flower": "flower", "dual_flower": "Dual flower", "butterfly": "butterfly",
           "turtle": "Turtle", "frog": "Frog", "rock": "Rock", "statue": "Statue", "bamboo": "Bamboo reeds",
           "cat": "Cat", "fountain": "Fountain", "heron": "Heron", "duck": "Mandarin duck",
           "wildflower": "Wildflowers", "sundial": "Sundial", "koi": "Koi", "blue_koi": "Blue koi"},
    "de": {"single_flower": "Blume", "dual_flower": "Doppelblume", "butterfly": "Schmetterling",
           "turtle": "Schildkröte", "frog": "Frosch", "rock": "Felsen", "statue": "Statue",
           "bamboo": "Bambus", "cat": "Katze", "fountain": "Brunnen", "heron": "Reiher",
           "duck": "Mandarinente", "wildflower": "Wildblumen", "sundial": "Sonnenuhr", "koi": "Koi",
           "blue_koi": "Blauer Koi"},
}
KIND_PLURAL = {
    "en": {"single_flower": "Single flowers", "dual_flower": "Dual flowers", "butterfly": "Butterflies",
           "turtle": "Turtles", "frog": "Frogs", "rock": "Rocks", "statue": "Statues", "bamboo": "Bamboo reeds",
           "cat": "Cats", "fountain": "Fountains", "heron": "Herons", "duck": "Mandarin ducks",
           "wildflower": "Wildflowers"},
    "de": {"single_flower": "Einzelblumen", "dual_flower": "Doppelblumen", "butterfly": "Schmetterlinge",
           "turtle": "Schildkröten", "frog": "Frösche", "rock": "Felsen", "statue": "Statuen",
           "bamboo": "Bambus", "cat": "Katzen", "fountain": "Brunnen", "heron": "Reiher",
           "duck": "Mandarinenten", "wildflower": "Wildblumen"},
}
DIRECTION = {"en": {"N": "North", "E": "East", "S": "South", "W": "West"},
             "de": {"N": "Norden", "E": "Osten", "S": "Süden", "W": "Westen"}}

COMPASS = {
    "en": {"dragonfly": "Dragonfly: 1 per dragonfly", "baby": "Baby koi: 1 per baby koi",
           "white": "White: 1 per koi with white", "yellow": "Yellow: 1 per koi with yellow",
           "red": "Red: 1 per koi with red", "black": "Black: 1 per koi with black",
           "coin": "Coin: 2 per coin", "statue": "Statue: 3 per statue", "rock": "Rock: 3 per rock",
           "flower": "Flower: 1 per flower", "turtle": "Turtle: 3 per turtle", "frog": "Frog: 3 per frog",
           "butterfly": "Butterfly: 3 per butterfly", "bamboo": "Bamboo: 3 per bamboo reeds",
           "cat": "Cat: 3 per cat", "fountain": "Fountain: 3 per fountain", "heron": "Heron: 3 per heron",
           "duck": "Duck: 3 per mandarin duck"},
    "de": {"dragonfly": "Libelle: 1 je Libelle", "baby": "Babykoi: 1 je Babykoi",
           "white": "Weiß: 1 je Koi mit Weiß", "yellow": "Gelb: 1 je Koi mit Gelb",
           "red": "Rot: 1 je Koi mit Rot", "black": "Schwarz: 1 je Koi mit Schwarz",
           "coin": "Münze: 2 je Münze", "statue": "Statue: 3 je Statue", "rock": "Felsen: 3 je Felsen",
           "flower": "Blume: 1 je Blume", "turtle": "Schildkröte: 3 je Schildkröte",
           "frog": "Frosch: 3 je Frosch", "butterfly": "Schmetterling: 3 je Schmetterling",
           "bamboo": "Bambus: 3 je Bambus", "cat": "Katze: 3 je Katze", "fountain": "Brunnen: 3 je Brunnen",
           "heron": "Reiher: 3 je Reiher", "duck": "Ente: 3 je Mandarinente"},
}

OBJECTIVE = {
    "en": {
        "classic_keeper": ("Classic Keeper", "{per} per koi tile with black or white"),
        "colorful_keeper": ("Colorful Keeper", "{per} per koi tile with red or yellow"),
        "diverse_decorator": ("Diverse Decorator", "{per} per different feature kind"),
        "sculptor": ("Sculptor", "{per} per statue with koi on all 4 sides"),
        "curious_cats": ("Curious Cats", "{per} per cat with 3 adjacent koi"),
        "feathered_friends": ("Feathered Friends", "{per} per heron + mandarin duck set"),
        "fountain_of_wealth": ("Fountain of Wealth", "{per} per coin on your koi"),
        "friendly_flies": ("Friendly Flies", "{per} per dragonfly on koi in a row/column with a butterfly"),
        "balanced_keeper": ("Balanced Keeper", "{per} per set of koi with each of the 4 colours"),
        "fry_free": ("Fry Free", "{per} per koi tile without baby koi"),
        "florist": ("Florist", "{per} per set of 4 flower colours"),
        "bug_repellent": ("Bug Repellent", "{per} per koi tile without dragonflies"),
        "creature_keeper": ("Creature Keeper", "{per} per frog + turtle set"),
        "zen_square": ("Zen to be Square", "largest filled square: 3×3 → 5, 4×4 → 10"),
        "nosy_neighbor": ("Nosy Neighbor", "{per} per feature kind you have more of than your left neighbour"),
        "rainbow_rocks": ("Rainbow Rocks", "{per} per koi type with baby koi touching a rock"),
        "simple_beauty": ("Simple Beauty", "{per} per solid (or blue) koi"),
        "through_the_reeds": ("Through the Reeds", "{per} per baby koi/dragonfly on koi between two bamboo reeds"),
    },
    "de": {
        "classic_keeper": ("Klassischer Hüter", "{per} je Koi-Plättchen mit Schwarz oder Weiß"),
        "colorful_keeper": ("Bunter Hüter", "{per} je Koi-Plättchen mit Rot oder Gelb"),
        "diverse_decorator": ("Vielseitiger Gestalter", "{per} je verschiedener Merkmalsart"),
        "sculptor": ("Bildhauer", "{per} je Statue mit Koi an allen 4 Seiten"),
        "curious_cats": ("Neugierige Katzen", "{per} je Katze mit 3 angrenzenden Koi"),
        "feathered_friends": ("Gefiederte Freunde", "{per} je Satz Reiher + Mandarinente"),
        "fountain_of_wealth": ("Brunnen des Reichtums", "{per} je Münze auf deinen Koi"),
        "friendly_flies": ("Freundliche Fliegen", "{per} je Libelle auf Koi in Reihe/Spalte mit Schmetterling"),
        "balanced_keeper": ("Ausgewogener Hüter", "{per} je Satz Koi mit allen 4 Farben"),
        "fry_free": ("Ohne Brut", "{per} je Koi-Plättchen ohne Babykoi"),
        "florist": ("Florist", "{per} je Satz aus 4 Blumenfarben"),
        "bug_repellent": ("Insektenschutz", "{per} je Koi-Plättchen ohne Libellen"),
        "creature_keeper": ("Tierhüter", "{per} je Satz Frosch + Schildkröte"),
        "zen_square": ("Zen im Quadrat", "größtes volles Quadrat: 3×3 → 5, 4×4 → 10"),
        "nosy_neighbor": ("Neugieriger Nachbar", "{per} je Merkmalsart, von der du mehr hast als dein linker Nachbar"),
        "rainbow_rocks": ("Regenbogenfelsen", "{per} je Koi-Art mit Babykoi an einem Felsen"),
        "simple_beauty": ("Schlichte Schönheit", "{per} je einfarbigem (oder blauem) Koi"),
        "through_the_reeds": ("Durchs Schilf", "{per} je Babykoi/Libelle auf Koi zwischen zwei Bambus"),
    },
}

RIVAL = {"en": {"easy": "Easy (yellow)", "medium": "Medium (red)", "hard": "Hard (black)"},
         "de": {"easy": "Leicht (gelb)", "medium": "Mittel (rot)", "hard": "Schwer (schwarz)"}}


def colour_list(cols, lang: str) -> str:
    return "/".join(COLOUR[lang if lang in COLOUR else "en"][c] for c in cols)


def tile_label(tid: str, lang: str = "en") -> str:
    from .tiles import TILES
    lang = lang if lang in KIND else "en"
    t = TILES[tid]
    k = t["kind"]
    cols = t["colours"]
    if k == "koi":
        name = ("Koi " if lang == "de" else "") + colour_list(cols, lang) + ("" if lang == "de" else " koi")
        bits = []
        if t["babies"]:
            bits.append(f"{t['babies']} " + ("Babykoi" if lang == "de" else "baby koi"))
        if t["dragonflies"]:
            bits.append(f"{t['dragonflies']} " + ("Libellen" if lang == "de" else "dragonflies"))
        if t["coins"]:
            bits.append(f"{t['coins']} " + ("Münze" if lang == "de" else "coin"))
        return name + (" (" + ", ".join(bits) + ")" if bits else "")
    if k in ("single_flower", "butterfly"):
        if lang == "de":
            return f"{KIND[lang][k]} ({colour_list(cols, lang)})"
        return f"{COLOUR_CAP[lang][cols[0]]} {KIND[lang][k]}"
    if k == "dual_flower":
        return f"{KIND[lang][k]} ({colour_list(cols, lang)})"
    return KIND[lang][k]
