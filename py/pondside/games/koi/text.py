"""Every string of KOI a player reads, in English and German (``pondside.ui.i18n.Texts`` tables), and the few
helpers that put them together (names of items and cards, counts, where a hex lies).

Tables: ``TEXT`` (board, status, log, summaries), ``RULES_TEXT`` (the rules page), ``MSG`` (why an action is
not allowed: the rule in player words), ``OPT`` (the new-game dialog).  Numbers of the rules are never typed
here: they are formatted in from ``data``.
"""
from __future__ import annotations

from ...ui import i18n
from ...ui.i18n import Texts, join
from . import data as D

TEXT = Texts("koi", en={
    # (the verbs of a turn's sentences, turned to "you" for a player named by the word for "you": i18n.address)
    "you_forms": "",
    # things, by id (a dict of names): singular, in a sentence ("placed a water tile")
    "name": {"water": "water tile", "shore": "shore tile", "foliage": "foliage tile", "spring": "spring",
             "lily": "water-lily", "lantern": "lantern", "S": "small koi", "M": "medium koi", "L": "large koi",
             "coin": "coin"},
    # as the subject of a sentence ("a small koi costs 1 coin")
    "nom": {"water": "water tile", "shore": "shore tile", "foliage": "foliage tile", "spring": "spring",
            "lily": "water-lily", "lantern": "lantern", "S": "small koi", "M": "medium koi", "L": "large koi",
            "coin": "coin"},
    # the same after a number ("2 water tiles", "1 small koi")
    "one": {"water": "{n} water tile", "shore": "{n} shore tile", "foliage": "{n} foliage tile",
            "S": "{n} small koi", "M": "{n} medium koi", "L": "{n} large koi", "coin": "{n} coin",
            "lily": "{n} water-lily", "lantern": "{n} lantern", "luck": "{n} luck token", "vp": "{n} point",
            "card": "{n} card", "turn": "{n} turn", "hex": "{n} hex"},
    "other": {"water": "{n} water tiles", "shore": "{n} shore tiles", "foliage": "{n} foliage tiles",
             "S": "{n} small koi", "M": "{n} medium koi", "L": "{n} large koi", "coin": "{n} coins",
             "lily": "{n} water-lilies", "lantern": "{n} lanterns", "luck": "{n} luck tokens", "vp": "{n} points",
             "card": "{n} cards", "turn": "{n} turns", "hex": "{n} hexes"},
    # short names on the board
    "short": {"water": "water", "shore": "shore", "foliage": "foliage", "spring": "spring", "lily": "water-lily",
              "lantern": "lantern", "S": "small koi", "M": "medium koi", "L": "large koi", "coin": "coin"},
    "tile_title": {"spring": "spring", "water": "water tile", "shore": "shore tile", "foliage": "foliage tile",
                   "lily": "water-lily on a foliage tile (2 levels)", "lantern": "lantern on a shore tile (2 levels)"},
    "coins": "coins", "luck": "luck tokens", "vp": "points", "or": "or",
    "card": {"breeder": "Breeder", "gardener": "Gardener", "builder": "Builder", "porter": "Porter",
             "storage": "Storage", "market": "Market", "rain": "Rain", "well": "Well", "parchment": "Parchment"},
    "eff": {"breeder": "Place 1 koi from storage, or move 1 koi in your pond.",
            "gardener": "Place 1 foliage tile from storage, or add 1 water-lily to a foliage tile.",
            "builder": "Place 1 shore tile from storage, or add 1 lantern to a shore tile (+{luck} luck token).",
            "porter": "Place up to {water} water tiles from storage.",
            "storage": "+{hexes} storage hexes (an expansion tile).",
            "market": "Buy 1 koi {d} coin cheaper: {prices}.",
            "rain": "Place at once in your pond:",
            "well": "Into your storage:",
            "parchment": "At the end: {vp} points per {what}."},
    "price_free": "{item} free", "price": "{item} {n}",
    "pk": {"lily": "water-lily", "S": "small koi", "M": "medium koi", "L": "large koi", "lantern": "lantern",
           "well": "Well card", "market": "Market card", "storage": "Storage card"},
    "pk_name": {"lily": "water-lily", "S": "small koi", "M": "medium koi", "L": "large koi", "lantern": "lantern",
               "well": "Well card", "market": "Market card", "storage": "Storage card"},
    # a Parchment's name as a player reads it on the table (not "Parchment: lantern")
    "parch_title": {"lily": "Water-lily parchment", "S": "Small-koi parchment", "M": "Medium-koi parchment",
                    "L": "Large-koi parchment", "lantern": "Lantern parchment", "well": "Well parchment",
                    "market": "Market parchment", "storage": "Storage parchment"},
    # "What is this?" (view.describe): what a piece is and what it scores or does
    "i_scores": "Scores {vp} at the end.",
    "i_tile": {"spring": "Your pond's first hex; it scores nothing itself.",
               "water": "Koi swim here: a small koi needs {kS}, a medium {kM}, a large {kL} of free water.",
               "shore": "A lantern may be built on it (it then scores {plantern}).",
               "foliage": "A water-lily may grow on it (it then scores {plily}).",
               "lily": "Scores {plily} at the end.", "lantern": "Scores {plantern} at the end."},
    "i_store": "In storage: your sensei action moves tiles and koi from here into your pond.",
    "i_storage": "Holds {used} of {cap}. What does not fit at the end of your turn must go.",
    "i_coins": "{n}. Coins pay for koi and for the first market spaces.",
    "i_luck": "{n}. Each scores {pluck} at the end; a lantern brings {lantern_luck}.",
    "i_vp": "{n} so far (koi, water-lilies, lanterns, luck, goals); Parchments are added at the end.",
    "i_space": "On this space: {bonus}.",
    "i_kept": "Kept face down; its points are added at the end.",
    "i_goal": "The first to have {n} {what} takes {vp}.",
    "i_goal_by": "Taken by {name}.",
    "standin_note": "KOI's full rulebook isn't public yet. What the cards and the published set-up say is "
                    "played exactly; where they are silent (the market's spaces, the goals, the sensei action, "
                    "a few numbers) we chose a rule of our own, patterned on Bonsai by the same designers. This "
                    "mark shows where one decides something; the rules page lists them all.",
    "helper": "Helper",
    # board
    "market_title": "Card market", "deck": "Deck", "deck_n": "{n} cards in the deck",
    "slot": "Space {n}", "pay": "pay {n}", "gain": "+{n}", "free": "free", "bonus_tile": "+{item}",
    "goals_title": "Goals",
    "goal_kind": {"koi": "koi in your pond", "lily": "water-lilies", "lantern": "lanterns",
                  "shore": "shore tiles", "foliage": "foliage tiles"},
    "goal_tier": "{n}+ → {vp} points", "claimed_by": "claimed by {name}", "open": "open",
    "claimed_by_you": "claimed by you", "pond_of_you": "Your pond", "show_pond_you": "Show your pond",
    "storage_title_you": "Your storage: {used} of {cap} hexes used",
    "storage_title": "Storage of {name}: {used} of {cap} hexes used", "store_short": "Storage {used}/{cap}",
    "pond_of": "Pond of {name}",
    "helpers_title": "Helpers", "kept_title": "Cards face down", "none": "none",
    "final_round": {"one": "Last round: {n} turn left", "other": "Last round: {n} turns left"},
    "winner": "Winner: {names}",
    "standin": "Our stand-in rule — your rulebook may differ",
    "standin_tag": "stand-in rule",
    "used": "{n} used", "done_mark": "done", "to_place": "To place",
    "sensei_does": "places {w} and {a} more tile or koi of any kind from storage",
    # prompts
    "p_turn": "Meditate (take a card) or Work (place from storage).",
    "p_market_card": "Market card: buy one koi {d} coin cheaper, or skip.",
    "p_well": "Well: choose one side.",
    "p_rain": "Rain: place the rain tiles in your pond now.",
    "p_buy": "You may buy one koi ({prices}), or skip and gain {n} coin.",
    "p_work": "Work: use your sensei action and helpers in any order, then end the turn.",
    "p_sensei": "Sensei action: place {w} water tile and {a} tile or koi of any kind from storage.",
    "p_helper": "{helper}: carry out its effect.",
    "p_goal": "You reached a goal: claim the tile or renounce it.",
    "p_discard": "Your storage holds {cap}: return items to the supply until it fits.",
    "p_wait": "Waiting for {name}…",
    "pick_item": "Choose what to place, then a highlighted hex.",
    "pick_anchor": "Tap a highlighted water hex for the koi.",
    "pick_shape": "Choose where the koi lies:",
    # actions
    "a_work": "Work", "a_sensei": "Sensei action", "a_helper": "Activate the {helper}",
    "a_end": "End turn", "a_done": "Finish", "a_skip": "Skip", "a_skip_coin": "Skip (+{n} coin)",
    "a_buy": "Buy a {item} ({price})", "a_koi": "Take a {item} ({price})", "a_well": "Take {items}",
    "a_claim": "Claim {what} ({vp} points)", "a_renounce": "Renounce", "a_discard": "Return a {item}",
    "a_stow": "No place for the {item}: set it aside", "a_pass": "Pass",
    "a_take": "Take {card} from space {n} ({bonus})", "a_place": "Place a {item} {where}",
    "a_place_luck": "Place a {item} {where}, spending 1 luck token", "a_upgrade": "Add a {up} {where}",
    "a_place_koi": "Place a {item} {where}", "a_move": "Move the koi {where}",
    "sel_item": "Choose a {item} to place ({n} in storage)", "sel_koi": "Choose your {item} to move it",
    "sel_anchor": "A koi {where}", "show_pond": "Show the pond of {name}",
    "cancel": "Cancel the choice",
    # where a hex lies, seen from the spring
    "at_spring": "on the spring", "from_spring": "{parts} of the spring",
    "rows_up": {"one": "{n} row up", "other": "{n} rows up"},
    "rows_down": {"one": "{n} row down", "other": "{n} rows down"},
    "left": {"one": "{n} hex left", "other": "{n} hexes left"},
    "right": {"one": "{n} hex right", "other": "{n} hexes right"},
    "half": "½",
    # scores
    "score_title": "Scores", "total": "Total",
    "b": {"koi_S": "small koi", "koi_M": "medium koi", "koi_L": "large koi", "lily": "water-lilies",
          "lantern": "lanterns", "luck": "luck tokens"},
    "b_goal": "Goal: {what}",
    # the game log: one line per action, with the player's name
    "log": "{name}: {text}",
    "l_take": "takes the {card} from space {n}", "l_work": "works", "l_sensei": "uses the sensei action",
    "l_helper": "activates the {helper}", "l_place": "places a {item} {where}", "l_luck": " (spending a luck token)",
    "l_upgrade": "adds a {up} {where}", "l_move": "moves a {item} {where}", "l_buy": "buys a {item}",
    "l_koi": "takes a {item} with the Market card", "l_skip": "skips", "l_skip_coin": "skips and gains {n} coin",
    "l_well": "takes {items} from the Well",
    "l_claim": "claims the goal tile {what}", "l_renounce": "renounces the goal tile {what}",
    "l_discard": "returns a {item} to the supply", "l_stow": "sets a rain {item} aside", "l_end": "ends the turn",
    "l_done": "finishes", "l_pass": "passes",
    # one turn in words, for the status line
    "s_turn": "{name} {parts}.",
    "s_took": "took the {card} from space {n}", "s_paid": "paid {n}", "s_gained": "gained {what}",
    "s_bought": "bought a {item}", "s_market": "took a {item} with the Market card",
    "s_coin": "took {n} coin for buying nothing",
    "s_placed": "placed {what}", "s_rain": "placed {what} from the rain", "s_upgraded": "added {what}",
    "s_moved": "moved {what}", "s_claimed": "claimed the goal {what} ({vp} points)",
    "s_renounced": "renounced the goal {what}", "s_returned": "returned {what} to the supply",
    "s_aside": "set {what} aside", "s_worked": "worked", "s_passed": "passed",
    "s_no_market": "let the Market card's cheaper koi go",
    "s_activated": "used the {helpers}",
    "s_scored": "scored {n} (now {total})",
    # the end
    "r_line": "{name}: {n} points — {parts}",
    "r_line_bare": "{name}: {n} points",
    "r_tie": "won the tie as the latest in turn order",
    "r_shared": "shares the win",
}, de={
    "you_forms": ("nahm>nahmst zahlte>zahltest erhielt>erhieltst kaufte>kauftest legte>legtest setzte>setztest "
                  "versetzte>versetztest verzichtete>verzichtetest gab>gabst arbeitete>arbeitetest passte>passtest "
                  "erzielte>erzieltest"),
    "name": {"water": "Wasser-Plättchen", "shore": "Ufer-Plättchen", "foliage": "Laub-Plättchen", "spring": "Quelle",
             "lily": "Seerose", "lantern": "Laterne", "S": "kleinen Koi", "M": "mittleren Koi", "L": "großen Koi",
             "coin": "Münze"},
    "nom": {"water": "Wasser-Plättchen", "shore": "Ufer-Plättchen", "foliage": "Laub-Plättchen", "spring": "Quelle",
            "lily": "Seerose", "lantern": "Laterne", "S": "kleiner Koi", "M": "mittlerer Koi", "L": "großer Koi",
            "coin": "Münze"},
    "one": {"water": "{n} Wasser-Plättchen", "shore": "{n} Ufer-Plättchen", "foliage": "{n} Laub-Plättchen",
            "S": "{n} kleinen Koi", "M": "{n} mittleren Koi", "L": "{n} großen Koi", "coin": "{n} Münze",
            "lily": "{n} Seerose", "lantern": "{n} Laterne", "luck": "{n} Glücksmarker", "vp": "{n} Punkt",
            "card": "{n} Karte", "turn": "{n} Zug", "hex": "{n} Feld"},
    "other": {"water": "{n} Wasser-Plättchen", "shore": "{n} Ufer-Plättchen", "foliage": "{n} Laub-Plättchen",
             "S": "{n} kleine Koi", "M": "{n} mittlere Koi", "L": "{n} große Koi", "coin": "{n} Münzen",
             "lily": "{n} Seerosen", "lantern": "{n} Laternen", "luck": "{n} Glücksmarker", "vp": "{n} Punkte",
             "card": "{n} Karten", "turn": "{n} Züge", "hex": "{n} Felder"},
    "short": {"water": "Wasser", "shore": "Ufer", "foliage": "Laub", "spring": "Quelle", "lily": "Seerose",
              "lantern": "Laterne", "S": "kleiner Koi", "M": "mittlerer Koi", "L": "großer Koi", "coin": "Münze"},
    "tile_title": {"spring": "Quelle", "water": "Wasser-Plättchen", "shore": "Ufer-Plättchen", "foliage": "Laub-Plättchen",
                   "lily": "Seerose auf einem Laub-Plättchen (2 Ebenen)", "lantern": "Laterne auf einem Ufer-Plättchen (2 Ebenen)"},
    "coins": "Münzen", "luck": "Glücksmarker", "vp": "Punkte", "or": "oder",
    "card": {"breeder": "Züchter", "gardener": "Gärtner", "builder": "Baumeister", "porter": "Träger",
             "storage": "Lager", "market": "Markt", "rain": "Regen", "well": "Brunnen", "parchment": "Pergament"},
    "eff": {"breeder": "1 Koi aus dem Lager legen oder 1 Koi im Teich versetzen.",
            "gardener": "1 Laub aus dem Lager legen oder 1 Seerose auf ein Laub setzen.",
            "builder": "1 Ufer aus dem Lager legen oder 1 Laterne auf ein Ufer setzen (+{luck} Glücksmarker).",
            "porter": "Bis zu {water} Wasser-Plättchen aus dem Lager legen.",
            "storage": "+{hexes} Lagerfelder (ein Erweiterungsplättchen).",
            "market": "1 Koi {d} Münze billiger kaufen: {prices}.",
            "rain": "Sofort in den Teich legen:",
            "well": "Ins Lager:",
            "parchment": "Am Ende: {vp} Punkte je {what}."},
    "price_free": "{item} gratis", "price": "{item} {n}",
    "pk": {"lily": "Seerose", "S": "kleinem Koi", "M": "mittlerem Koi", "L": "großem Koi", "lantern": "Laterne",
           "well": "Brunnen-Karte", "market": "Markt-Karte", "storage": "Lager-Karte"},
    "pk_name": {"lily": "Seerose", "S": "kleiner Koi", "M": "mittlerer Koi", "L": "großer Koi", "lantern": "Laterne",
                "well": "Brunnen-Karte", "market": "Markt-Karte", "storage": "Lager-Karte"},
    "parch_title": {"lily": "Seerosen-Pergament", "S": "Pergament der kleinen Koi", "M": "Pergament der mittleren Koi",
                    "L": "Pergament der großen Koi", "lantern": "Laternen-Pergament", "well": "Brunnen-Pergament",
                    "market": "Markt-Pergament", "storage": "Lager-Pergament"},
    "i_scores": "Bringt am Ende {vp}.",
    "i_tile": {"spring": "Das erste Feld deines Teichs; es bringt selbst keine Punkte.",
               "water": "Hier schwimmen Koi: ein kleiner braucht {kS}, ein mittlerer {kM}, ein großer {kL} freies Wasser.",
               "shore": "Darauf kann eine Laterne gebaut werden (sie bringt dann {plantern}).",
               "foliage": "Darauf kann eine Seerose wachsen (sie bringt dann {plily}).",
               "lily": "Bringt am Ende {plily}.", "lantern": "Bringt am Ende {plantern}."},
    "i_store": "Im Lager: die Sensei-Aktion legt Plättchen und Koi von hier in den Teich.",
    "i_storage": "Hält {used} von {cap}. Was am Ende deines Zuges nicht passt, muss weg.",
    "i_coins": "{n}. Mit Münzen bezahlst du Koi und die ersten Felder der Auslage.",
    "i_luck": "{n}. Jeder bringt am Ende {pluck}; eine Laterne bringt {lantern_luck}.",
    "i_vp": "{n} bisher (Koi, Seerosen, Laternen, Glück, Ziele); Pergamente kommen am Ende dazu.",
    "i_space": "Auf diesem Feld: {bonus}.",
    "i_kept": "Verdeckt behalten; seine Punkte kommen am Ende dazu.",
    "i_goal": "Wer zuerst {n} {what} hat, bekommt {vp}.",
    "i_goal_by": "Genommen von {name}.",
    "standin_note": "Das vollständige Regelheft von KOI ist noch nicht öffentlich. Was die Karten und der "
                    "veröffentlichte Aufbau sagen, wird genau so gespielt; wo sie schweigen (die Felder der "
                    "Auslage, die Ziele, die Sensei-Aktion, einige Zahlen), haben wir eine eigene Regel gewählt, "
                    "nach dem Vorbild von Bonsai derselben Autoren. Dieses Zeichen zeigt, wo eine davon etwas "
                    "entscheidet; die Regelseite nennt sie alle.",
    "helper": "Helfer",
    "market_title": "Kartenauslage", "deck": "Stapel", "deck_n": "{n} Karten im Stapel",
    "slot": "Feld {n}", "pay": "zahle {n}", "gain": "+{n}", "free": "gratis", "bonus_tile": "+{item}",
    "goals_title": "Ziele",
    "goal_kind": {"koi": "Koi im Teich", "lily": "Seerosen", "lantern": "Laternen",
                  "shore": "Ufer-Plättchen", "foliage": "Laub-Plättchen"},
    "goal_tier": "{n}+ → {vp} Punkte", "claimed_by": "genommen von {name}", "open": "offen",
    "claimed_by_you": "genommen von dir", "pond_of_you": "Dein Teich", "show_pond_you": "Deinen Teich zeigen",
    "storage_title_you": "Dein Lager: {used} von {cap} Feldern belegt",
    "storage_title": "Lager von {name}: {used} von {cap} Feldern belegt", "store_short": "Lager {used}/{cap}",
    "pond_of": "Teich von {name}",
    "helpers_title": "Helfer", "kept_title": "Verdeckte Karten", "none": "keine",
    "final_round": {"one": "Letzte Runde: noch {n} Zug", "other": "Letzte Runde: noch {n} Züge"},
    "winner": "Sieg: {names}",
    "standin": "Unsere Ersatzregel – dein Regelheft kann abweichen",
    "standin_tag": "Ersatzregel",
    "used": "{n} eingesetzt", "done_mark": "erledigt", "to_place": "Zu legen",
    "sensei_does": "legt {w} und {a} weiteres beliebiges Plättchen oder Koi aus dem Lager",
    "p_turn": "Meditieren (Karte nehmen) oder Arbeiten (aus dem Lager legen).",
    "p_market_card": "Markt-Karte: kaufe einen Koi {d} Münze billiger, oder verzichte.",
    "p_well": "Brunnen: wähle eine Seite.",
    "p_rain": "Regen: lege die Regen-Plättchen jetzt in deinen Teich.",
    "p_buy": "Du darfst einen Koi kaufen ({prices}) oder verzichten und {n} Münze nehmen.",
    "p_work": "Arbeiten: Sensei-Aktion und Helfer in beliebiger Reihenfolge, dann Zug beenden.",
    "p_sensei": "Sensei-Aktion: lege {w} Wasser-Plättchen und {a} beliebiges Plättchen oder Koi aus dem Lager.",
    "p_helper": "{helper}: führe die Wirkung aus.",
    "p_goal": "Du hast ein Ziel erreicht: nimm das Plättchen oder verzichte.",
    "p_discard": "Dein Lager fasst {cap}: gib Teile in den Vorrat zurück, bis es passt.",
    "p_wait": "Warte auf {name} …",
    "pick_item": "Wähle, was du legst, dann ein markiertes Feld.",
    "pick_anchor": "Tippe ein markiertes Wasserfeld für den Koi an.",
    "pick_shape": "Wähle, wo der Koi liegt:",
    "a_work": "Arbeiten", "a_sensei": "Sensei-Aktion", "a_helper": "{helper} einsetzen",
    "a_end": "Zug beenden", "a_done": "Fertig", "a_skip": "Verzichten", "a_skip_coin": "Verzichten (+{n} Münze)",
    "a_buy": "Einen {item} kaufen ({price})", "a_koi": "Einen {item} nehmen ({price})", "a_well": "{items} nehmen",
    "a_claim": "{what} nehmen ({vp} Punkte)", "a_renounce": "Verzichten", "a_discard": "{item} zurückgeben",
    "a_stow": "Kein Platz für {item}: beiseitelegen", "a_pass": "Passen",
    "a_take": "{card} aus Feld {n} nehmen ({bonus})", "a_place": "{item} legen, {where}",
    "a_place_luck": "{item} legen, {where}, 1 Glücksmarker abgeben", "a_upgrade": "{up} setzen, {where}",
    "a_place_koi": "{item} legen, {where}", "a_move": "Koi versetzen, {where}",
    "sel_item": "{item} zum Legen wählen ({n} im Lager)", "sel_koi": "Deinen {item} zum Versetzen wählen",
    "sel_anchor": "Ein Koi, {where}", "show_pond": "Teich von {name} zeigen",
    "cancel": "Auswahl aufheben",
    "at_spring": "auf der Quelle", "from_spring": "{parts} von der Quelle",
    "rows_up": {"one": "{n} Reihe höher", "other": "{n} Reihen höher"},
    "rows_down": {"one": "{n} Reihe tiefer", "other": "{n} Reihen tiefer"},
    "left": {"one": "{n} Feld links", "other": "{n} Felder links"},
    "right": {"one": "{n} Feld rechts", "other": "{n} Felder rechts"},
    "half": "½",
    "score_title": "Wertung", "total": "Summe",
    "b": {"koi_S": "kleine Koi", "koi_M": "mittlere Koi", "koi_L": "große Koi", "lily": "Seerosen",
          "lantern": "Laternen", "luck": "Glücksmarker"},
    "b_goal": "Ziel: {what}",
    "log": "{name}: {text}",
    "l_take": "nimmt „{card}“ aus Feld {n}", "l_work": "arbeitet", "l_sensei": "nutzt die Sensei-Aktion",
    "l_helper": "setzt den {helper} ein", "l_place": "legt {item}, {where}", "l_luck": " (mit einem Glücksmarker)",
    "l_upgrade": "setzt eine {up}, {where}", "l_move": "versetzt {item}, {where}", "l_buy": "kauft einen {item}",
    "l_koi": "nimmt mit der Markt-Karte einen {item}", "l_skip": "verzichtet",
    "l_skip_coin": "verzichtet und nimmt {n} Münze",
    "l_well": "nimmt {items} aus dem Brunnen",
    "l_claim": "nimmt das Zielplättchen {what}", "l_renounce": "verzichtet auf das Zielplättchen {what}",
    "l_discard": "gibt {item} in den Vorrat zurück", "l_stow": "legt {item} vom Regen beiseite",
    "l_end": "beendet den Zug", "l_done": "ist fertig", "l_pass": "passt",
    "s_turn": "{name} {parts}.",
    "s_took": "nahm „{card}“ aus Feld {n}", "s_paid": "zahlte {n}", "s_gained": "erhielt {what}",
    "s_bought": "kaufte einen {item}", "s_market": "nahm mit der Markt-Karte einen {item}",
    "s_coin": "nahm {n} Münze, weil nichts gekauft wurde",
    "s_placed": "legte {what}", "s_rain": "legte {what} vom Regen", "s_upgraded": "setzte {what}",
    "s_moved": "versetzte {what}", "s_claimed": "nahm das Ziel {what} ({vp} Punkte)",
    "s_renounced": "verzichtete auf das Ziel {what}", "s_returned": "gab {what} in den Vorrat zurück",
    "s_aside": "legte {what} beiseite", "s_worked": "arbeitete", "s_passed": "passte",
    "s_no_market": "verzichtete auf den billigeren Koi der Markt-Karte",
    "s_activated": "setzte {helpers} ein",
    "s_scored": "erzielte {n} (jetzt {total})",
    "r_line": "{name}: {n} Punkte – {parts}",
    "r_line_bare": "{name}: {n} Punkte",
    "r_tie": "gewinnt den Gleichstand als Letzte in der Zugfolge",
    "r_shared": "teilt sich den Sieg",
})


MSG = Texts("koi.msg", en={
    "over": "Game over: no more actions can be taken",
    "format": "That is not a move in KOI",
    "not_now": "{rule} — that is not possible now",
    "generic": "{rule}: that is not allowed now",
    "ph": {"turn": "On your turn choose one: Meditate (take a card from the market) or Work",
           "market_card": "With the Market card you may buy one koi {d} coin cheaper, or skip",
           "well": "The Well card: choose one of the sides separated by “/”",
           "rain": "The Rain card: place its tiles in your pond at once",
           "buy": "After taking a card you may buy one koi, or skip and gain {n} coin",
           "work": "Work: use the sensei action, activate a helper, or end your turn",
           "sensei": "The sensei action: place from storage, or finish it",
           "helper": "Carry out the effect of the helper you activated",
           "goal": "You reached a goal: claim its tile or renounce it",
           "discard": "Your storage holds {cap}: return items to the supply until it fits",
           "over": "The game is over"},
    "done_helper": "Only the Porter may stop after fewer placements (up to {n} water tiles)",
    "done_sensei": "Sensei action: place at least one thing before finishing it",
    "work_nothing": "Work: nothing in your storage or pond could be placed or upgraded",
    "pass": "You can only pass when you can neither Meditate nor Work",
    "slot_range": "The market has {n} card spaces, numbered 1 to {n}",
    "slot_empty": "Card space {n} is empty",
    "slot_cost": "Taking the card in space {n} costs {cost} coins; you have {have}",
    "koi_size": "Koi come in three sizes: small, medium and large",
    "koi_none": "No {item} is left in the supply",
    "koi_price": "A {item} costs {price} coins now; you have {have}",
    "helper_unknown": "There is no such helper",
    "helper_none": "You have no {helper} card",
    "helper_once": "Each {helper} card can be activated only once per Work turn",
    "helper_idle": "Your {helper} has nothing it could do right now",
    "sensei_once": "Sensei action: only one per Work turn",
    "sensei_nothing": "Sensei action: nothing in your storage can be placed",
    "sensei_used": "Sensei action: it places {w} water tile and {a} tile or koi of any kind; that part is already used",
    "end_early": "A Work turn must place or upgrade at least one thing while it still can",
    "up_none": "There is no tile there to upgrade",
    "up_kind": "A {up} can only go on an already placed {base}",
    "up_done": "That {base} is already upgraded (one upgrade per tile)",
    "goal_answer": "Claim or renounce the goal tile you reached",
    "discard_none": "You have no {item} in your storage",
    "well_alt": "Choose one of the {n} sides of the Well card",
    "stow": "A rain tile may only go to storage when it has no legal hex in your pond",
    "breeder_nokoi": "The Breeder: there is no such koi in your pond",
    "place_what": "That is not a tile or koi you can place",
    "rain_no": "This Rain card brings no {item}",
    "store_no": "You have no {item} in your storage",
    "helper_cannot": "The {helper} cannot place a {item}",
    "koi_list": "Say which water hexes the koi covers",
    "koi_cover": "A {item} covers {n} water hexes",
    "koi_water": "Koi swim only on placed water tiles (not on the spring, a shore or a foliage tile)",
    "koi_taken": "That hex already holds a koi",
    "koi_distinct": "A koi's hexes must be different",
    "koi_medium": "A medium koi needs {n} adjacent water hexes",
    "koi_large": "A large koi needs {n} mutually adjacent water hexes",
    "koi_order": "List the koi's hexes in order, as {order}",
    "koi_same": "The Breeder: the koi must move to a different spot",
    "koi_bad": "That is not a legal place for this koi",
    "hex_what": "Say which hex the tile goes on",
    "occupied": "That hex already holds a tile",
    "detached": "That hex does not touch your pond",
    "needs_water": "A {item} must touch a water tile or the spring",
    "foliage_touch": "A foliage tile may not touch another foliage tile",
    "luck_option": "In this game luck tokens only score points (the house rule chosen at the start)",
    "luck_none": "You have no luck token to spend",
    "luck_one": "One luck token ignores only one placement requirement",
    "luck_hint": " — spend a luck token to ignore it",
    "luck_needless": "This placement is legal without spending a luck token",
    "place_bad": "That placement is not legal now",
}, de={
    "over": "Spielende: es sind keine Züge mehr möglich",
    "format": "Das ist kein Zug in KOI",
    "not_now": "{rule} – das geht jetzt nicht",
    "generic": "{rule}: das ist jetzt nicht erlaubt",
    "ph": {"turn": "Wähle in deinem Zug eins: Meditieren (eine Karte aus der Auslage nehmen) oder Arbeiten",
           "market_card": "Mit der Markt-Karte darfst du einen Koi {d} Münze billiger kaufen oder verzichten",
           "well": "Die Brunnen-Karte: wähle eine der durch „/“ getrennten Seiten",
           "rain": "Die Regen-Karte: lege ihre Plättchen sofort in deinen Teich",
           "buy": "Nach der Karte darfst du einen Koi kaufen oder verzichten und {n} Münze nehmen",
           "work": "Arbeiten: Sensei-Aktion nutzen, einen Helfer einsetzen oder den Zug beenden",
           "sensei": "Die Sensei-Aktion: aus dem Lager legen oder sie beenden",
           "helper": "Führe die Wirkung des eingesetzten Helfers aus",
           "goal": "Du hast ein Ziel erreicht: nimm sein Plättchen oder verzichte",
           "discard": "Dein Lager fasst {cap}: gib Teile in den Vorrat zurück, bis es passt",
           "over": "Das Spiel ist vorbei"},
    "done_helper": "Nur der Träger darf nach weniger Plättchen aufhören (bis zu {n} Wasser-Plättchen)",
    "done_sensei": "Sensei-Aktion: lege mindestens ein Teil, bevor du sie beendest",
    "work_nothing": "Arbeiten: nichts in deinem Lager oder Teich kann gelegt oder aufgewertet werden",
    "pass": "Passen darfst du nur, wenn du weder meditieren noch arbeiten kannst",
    "slot_range": "Die Auslage hat {n} Kartenfelder, von 1 bis {n}",
    "slot_empty": "Kartenfeld {n} ist leer",
    "slot_cost": "Die Karte aus Feld {n} kostet {cost} Münzen; du hast {have}",
    "koi_size": "Koi gibt es in drei Größen: klein, mittel und groß",
    "koi_none": "Es ist kein {item} mehr im Vorrat",
    "koi_price": "Ein {item} kostet jetzt {price} Münzen; du hast {have}",
    "helper_unknown": "Diesen Helfer gibt es nicht",
    "helper_none": "Du hast keine {helper}-Karte",
    "helper_once": "Jede {helper}-Karte darf nur einmal pro Arbeiten-Zug eingesetzt werden",
    "helper_idle": "Dein {helper} kann gerade nichts tun",
    "sensei_once": "Sensei-Aktion: nur eine pro Arbeiten-Zug",
    "sensei_nothing": "Sensei-Aktion: nichts in deinem Lager kann gelegt werden",
    "sensei_used": "Sensei-Aktion: sie legt {w} Wasser-Plättchen und {a} beliebiges Plättchen oder Koi; dieser Teil ist schon genutzt",
    "end_early": "Ein Arbeiten-Zug muss mindestens ein Teil legen oder aufwerten, solange es geht",
    "up_none": "Dort liegt kein Plättchen zum Aufwerten",
    "up_kind": "Eine {up} darf nur auf ein schon gelegtes {base}",
    "up_done": "Dieses {base} ist schon aufgewertet (eine Aufwertung je Plättchen)",
    "goal_answer": "Nimm das erreichte Zielplättchen oder verzichte darauf",
    "discard_none": "In deinem Lager ist kein {item}",
    "well_alt": "Wähle eine der {n} Seiten der Brunnen-Karte",
    "stow": "Ein Regen-Plättchen darf nur ins Lager, wenn es in deinem Teich kein erlaubtes Feld hat",
    "breeder_nokoi": "Der Züchter: diesen Koi gibt es in deinem Teich nicht",
    "place_what": "Das ist kein Plättchen und kein Koi, das du legen kannst",
    "rain_no": "Diese Regen-Karte bringt kein {item}",
    "store_no": "In deinem Lager ist kein {item}",
    "helper_cannot": "Der {helper} legt so etwas nicht: {item}",
    "koi_list": "Gib an, welche Wasserfelder der Koi bedeckt",
    "koi_cover": "Ein {item} bedeckt {n} Wasserfelder",
    "koi_water": "Koi schwimmen nur auf gelegten Wasser-Plättchen (nicht auf der Quelle, Ufer oder Laub)",
    "koi_taken": "Auf diesem Feld liegt schon ein Koi",
    "koi_distinct": "Die Felder eines Koi müssen verschieden sein",
    "koi_medium": "Ein mittlerer Koi braucht {n} benachbarte Wasserfelder",
    "koi_large": "Ein großer Koi braucht {n} gegenseitig benachbarte Wasserfelder",
    "koi_order": "Nenne die Felder des Koi der Reihe nach, so: {order}",
    "koi_same": "Der Züchter: der Koi muss an eine andere Stelle",
    "koi_bad": "Dort darf dieser Koi nicht liegen",
    "hex_what": "Gib an, auf welches Feld das Plättchen kommt",
    "occupied": "Auf diesem Feld liegt schon ein Plättchen",
    "detached": "Dieses Feld grenzt nicht an deinen Teich",
    "needs_water": "Ein {item} muss an Wasser oder die Quelle grenzen",
    "foliage_touch": "Ein Laub-Plättchen darf nicht an anderes Laub grenzen",
    "luck_option": "In dieser Partie zählen Glücksmarker nur Punkte (die Hausregel vom Start)",
    "luck_none": "Du hast keinen Glücksmarker zum Abgeben",
    "luck_one": "Ein Glücksmarker hebt nur eine Legebedingung auf",
    "luck_hint": " – gib einen Glücksmarker ab, um das zu umgehen",
    "luck_needless": "So darfst du auch ohne Glücksmarker legen",
    "place_bad": "So darf jetzt nicht gelegt werden",
})


OPT = Texts("koi.options", en={
    "first_game": "First game: no goals",
    "first_game_help": "From the published set-up: for your first game, leave the Goal cards and tiles in the box.",
    "first_game_on": "Without goals", "first_game_off": "With goals",
    "luck_use": "Luck tokens",
    "luck_use_help": "The published cards say how you gain luck tokens (a lantern gives {gain}), not what they do. "
                     "We let you spend {cost} to ignore one placement requirement of one tile, and every token "
                     "left at the end scores {vp} point. The other choice: luck tokens only score points.",
    "luck_use_ignore": "Spend one to bend a placement rule; the rest score", "luck_use_points": "They only score points",
    "rain_overflow": "A rain tile with no place in your pond",
    "rain_overflow_help": "The Rain card says to place its tiles in your pond at once, not what happens to a tile "
                          "that has no legal hex. We put it into your storage if there is room, otherwise back to "
                          "the supply. The other choice: it always goes back to the supply.",
    "rain_overflow_store": "Into your storage if there is room", "rain_overflow_supply": "Back to the supply",
    "tie_break": "Ties",
    "tie_break_help": "The sources we could read don't say how a tie is broken. We follow Bonsai, the designers' "
                      "earlier game: the tied player latest in turn order wins. The other choice: the tied players "
                      "share the win.",
    "tie_break_latest": "Latest in turn order wins", "tie_break_shared": "Tied players share the win",
}, de={
    "first_game": "Erste Partie: ohne Ziele",
    "first_game_help": "Aus dem veröffentlichten Aufbau: in der ersten Partie bleiben Zielkarten und -plättchen in "
                       "der Schachtel.",
    "first_game_on": "Ohne Ziele", "first_game_off": "Mit Zielen",
    "luck_use": "Glücksmarker",
    "luck_use_help": "Die veröffentlichten Karten sagen, wie man Glücksmarker bekommt (eine Laterne bringt {gain}), "
                     "nicht, wozu sie dienen. Bei uns kannst du {cost} abgeben, um eine Legebedingung eines "
                     "Plättchens aufzuheben, und jeder am Ende übrige Marker zählt {vp} Punkt. Die andere Wahl: "
                     "Glücksmarker zählen nur Punkte.",
    "luck_use_ignore": "Einen abgeben, um eine Legeregel zu umgehen; übrige zählen",
    "luck_use_points": "Sie zählen nur Punkte",
    "rain_overflow": "Ein Regen-Plättchen ohne Platz im Teich",
    "rain_overflow_help": "Die Regen-Karte sagt, dass ihre Plättchen sofort in den Teich kommen, aber nicht, was mit "
                          "einem Plättchen ohne erlaubtes Feld geschieht. Bei uns kommt es ins Lager, wenn dort "
                          "Platz ist, sonst zurück in den Vorrat. Die andere Wahl: es kommt immer in den Vorrat.",
    "rain_overflow_store": "Ins Lager, wenn Platz ist", "rain_overflow_supply": "Zurück in den Vorrat",
    "tie_break": "Gleichstand",
    "tie_break_help": "Die Quellen, die wir lesen konnten, sagen nicht, wie ein Gleichstand entschieden wird. Wir "
                      "folgen Bonsai, dem früheren Spiel derselben Autoren: es gewinnt, wer von den Gleichen in der "
                      "Zugfolge am spätesten sitzt. Die andere Wahl: sie teilen sich den Sieg.",
    "tie_break_latest": "Wer am spätesten sitzt, gewinnt", "tie_break_shared": "Sie teilen sich den Sieg",
})



RULES_TEXT = Texts("koi.rules", en={
    "title": "KOI — rules",
    "intro": "KOI by dV Giochi, designed by Rosaria Battiato, Massimo Borzì and Martino Chiacchiera. The "
             "publisher's full rulebook isn't public yet, so this page tells two kinds of rules apart.",
    "confirmed": "Confirmed",
    "legend_confirmed": "from the cards and the published set-up.",
    "legend_standin": "the published sources are silent here, so we had to choose a rule for the game to be "
                      "playable. We patterned these on Bonsai, the designers' earlier game, which KOI closely "
                      "follows. A few of them can be switched under House rules when you start a game.",
    "solo": "The solo game's rules aren't published, so KOI is played here with {lo} to {hi} players.",
    "setup_h": "Set-up (confirmed)",
    "setup": "Each player takes a sensei board with its storage, a spring tile (the first hex of the pond), "
             "{coins} and {luck}. Koi leave the game by player count: with 3 players {r3}; with 2 players {r2}. "
             "Cards marked “4+” are removed with 3 players, those marked “3+” and “4+” with 2. The deck is "
             "shuffled and {slots} cards are laid face up. In turn order players take their starting tiles; the "
             "first player takes {water}. In your first game, play without goals.",
    "turn_h": "Your turn (confirmed)",
    "turn": "Choose exactly one. Meditate: take a card from the market, pay or gain the bonus of its space, use "
            "the card, and buy a koi. Or Work: your sensei action moves tiles and koi from your storage into your "
            "pond; you may also activate each of your helper cards once, before or after the sensei action, in "
            "any order, each with either of its effects.",
    "cards_h": "Cards (confirmed)",
    "rain": "take the tiles shown on the card from the supply and place them in your pond at once.",
    "well": "take the tiles and coins shown on the card (a “/” means: choose one side); tiles go into your storage.",
    "upg": "Upgrades go only on their own kind of tile: a water-lily (from the supply) only on a placed foliage "
           "tile, a lantern only on a placed shore tile; a lantern also gives {lantern_luck}. Rain tiles go "
           "into the pond at once; Well tiles and coins go into storage.",
    "storage": "A storage expansion adds {hexes} and must touch your storage; expansions may be rearranged at any "
               "time, so the board simply shows them attached.",
    "parch_h": "Parchments (confirmed, scored at the end)",
    "standin_h": "Our stand-in rules",
    "standin_keys": ["s_seats", "s_storage", "s_market", "s_buy", "s_sensei", "s_pond", "s_goals", "s_end",
                     "s_scoring", "s_cards"],
    "s_seats": "Starting tiles, in turn order: {seats}.",
    "seat_items": "{i}. {items}",
    "this_game": "in this game: {choice}",
    "s_storage": "Storage: {start} at the start, each tile or koi takes {per}; at the end of your turn whatever "
                 "does not fit goes back to the supply (you choose what).",
    "s_market": "Card spaces, from 1 (next to the deck) to {slots}: {bonuses}. If you cannot pay, you cannot take "
                "that card. The cards nearer the deck slide along and space 1 is refilled from the deck.",
    "s_buy": "After taking a card you may buy up to {buys} koi ({prices} coins), or take {coin} if you buy nothing.",
    "s_sensei": "The sensei action places {w} and {a} more tile or koi of any kind from your storage. A Work turn "
                "must place or upgrade something while it can.",
    "s_pond": "The pond: water and shore tiles must touch a water tile or the spring; a foliage tile must touch "
              "water or the spring and no other foliage; koi lie only on free water tiles (a small koi on {kS}, a "
              "medium koi on {kM} next to each other, a large koi on {kL} all touching); the Breeder moves a koi "
              "under the same rule.",
    "s_goals": "Goals: {goals} goal cards are drawn at random. Tiers: {tiers}. When your pond reaches a tier "
               "that is still free you must claim its tile or renounce it (checked at the end of your turn); at "
               "most one tile per goal card for each player.",
    "s_end": "The end: when the last card of the deck is revealed, every player, the one who revealed it "
             "included, has {extra} more.",
    "s_scoring": "Scoring: a small, medium and large koi in your pond score {pS}, {pM} and {pL}; each water-lily "
                 "{plily}, each lantern {plantern}, each luck token {pluck}; then the Parchments and goal tiles. "
                 "Coins and what is in your storage score nothing.",
    "s_cards": "The card list — how many copies of each card, what each Rain and Well shows, which cards carry "
               "“3+” or “4+” — is ours: {ncards} cards.",
    "house_h": "House rules of this game",
    "house": "Points the published sources leave open, where you can choose when you start a game:",
    "variant_h": "Variant (confirmed)",
}, de={
    "title": "KOI — Regeln",
    "intro": "KOI von dV Giochi, erdacht von Rosaria Battiato, Massimo Borzì und Martino Chiacchiera. Das "
             "vollständige Regelheft des Verlags ist noch nicht öffentlich, darum unterscheidet diese Seite zwei "
             "Arten von Regeln.",
    "confirmed": "Bestätigt",
    "legend_confirmed": "aus den Karten und dem veröffentlichten Aufbau.",
    "legend_standin": "hier schweigen die veröffentlichten Quellen, also mussten wir eine Regel wählen, damit man "
                      "spielen kann. Vorbild ist Bonsai, das frühere Spiel derselben Autoren, dem KOI eng folgt. "
                      "Einige davon lassen sich beim Start unter Hausregeln umstellen.",
    "solo": "Die Regeln des Solospiels sind nicht veröffentlicht, darum spielt man KOI hier zu {lo} bis {hi}.",
    "setup_h": "Aufbau (bestätigt)",
    "setup": "Jede Person nimmt ein Sensei-Tableau mit seinem Lager, eine Quelle (das erste Feld des Teichs), "
             "{coins} und {luck}. Nach Personenzahl nimmt man Koi aus dem Spiel: zu dritt {r3}; zu zweit {r2}. Karten mit "
             "„4+“ fallen zu dritt weg, mit „3+“ und „4+“ zu zweit. Der Stapel wird gemischt, {slots} Karten "
             "liegen offen aus. In Zugfolge nimmt man die Startplättchen; die erste Person nimmt {water}. In der "
             "ersten Partie spielt man ohne Ziele.",
    "turn_h": "Dein Zug (bestätigt)",
    "turn": "Wähle genau eins. Meditieren: eine Karte aus der Auslage nehmen, den Bonus ihres Feldes zahlen oder "
            "erhalten, die Karte nutzen und einen Koi kaufen. Oder Arbeiten: die Sensei-Aktion legt Plättchen und "
            "Koi aus dem Lager in den Teich; dazu darfst du jede deiner Helfer-Karten einmal einsetzen, vor oder "
            "nach der Sensei-Aktion, in beliebiger Reihenfolge, jeweils mit einer ihrer beiden Wirkungen.",
    "cards_h": "Karten (bestätigt)",
    "rain": "nimm die abgebildeten Plättchen aus dem Vorrat und lege sie sofort in deinen Teich.",
    "well": "nimm die abgebildeten Plättchen und Münzen (ein „/“ heißt: wähle eine Seite); Plättchen kommen ins Lager.",
    "upg": "Aufwertungen kommen nur auf ihre eigene Plättchenart: eine Seerose (aus dem Vorrat) nur auf ein "
           "gelegtes Laub, eine Laterne nur auf ein gelegtes Ufer; eine Laterne bringt außerdem {lantern_luck}. "
           "Regen-Plättchen kommen sofort in den Teich; Brunnen-Plättchen und Münzen ins Lager.",
    "storage": "Eine Lager-Erweiterung bringt {hexes} und muss am Lager anliegen; Erweiterungen dürfen jederzeit "
               "umgelegt werden, daher zeigt das Tableau sie einfach angelegt.",
    "parch_h": "Pergamente (bestätigt, am Ende gewertet)",
    "standin_h": "Unsere Ersatzregeln",
    "standin_keys": ["s_seats", "s_storage", "s_market", "s_buy", "s_sensei", "s_pond", "s_goals", "s_end",
                     "s_scoring", "s_cards"],
    "s_seats": "Zu Beginn nimmt in Zugfolge {seats}.",
    "seat_items": "die {i}. Person {items}",
    "this_game": "in dieser Partie: {choice}",
    "s_storage": "Lager: {start} zu Beginn, jedes Plättchen und jeder Koi belegt {per}; am Ende deines Zuges geht, "
                 "was nicht passt, in den Vorrat zurück (du wählst, was).",
    "s_market": "Kartenfelder, von 1 (neben dem Stapel) bis {slots}: {bonuses}. Wer nicht zahlen kann, kann die "
                "Karte nicht nehmen. Die Karten näher am Stapel rücken nach, Feld 1 wird vom Stapel aufgefüllt.",
    "s_buy": "Nach der Karte darfst du bis zu {buys} Koi kaufen ({prices} Münzen) oder {coin} nehmen, wenn du "
             "nichts kaufst.",
    "s_sensei": "Die Sensei-Aktion legt {w} und {a} weiteres beliebiges Plättchen oder Koi aus deinem Lager. Ein "
                "Arbeiten-Zug muss etwas legen oder aufwerten, solange es geht.",
    "s_pond": "Der Teich: Wasser und Ufer müssen an Wasser oder die Quelle grenzen; Laub an Wasser oder die Quelle "
              "und an kein anderes Laub; Koi liegen nur auf freiem Wasser (ein kleiner Koi auf {kS}, ein mittlerer "
              "auf {kM} nebeneinander, ein großer auf {kL}, die sich alle berühren); der Züchter versetzt einen "
              "Koi nach derselben Regel.",
    "s_goals": "Ziele: {goals} Zielkarten werden zufällig gezogen. Stufen: {tiers}. Erreicht dein Teich eine noch "
               "freie Stufe, musst du ihr Plättchen nehmen oder darauf verzichten (am Ende deines Zuges geprüft); "
               "höchstens ein Plättchen je Zielkarte und Person.",
    "s_end": "Das Ende: wird die letzte Karte des Stapels aufgedeckt, hat jede Person, auch die aufdeckende, noch "
             "{extra}.",
    "s_scoring": "Wertung: ein kleiner, mittlerer und großer Koi im Teich zählen {pS}, {pM} und {pL}; jede Seerose "
                 "{plily}, jede Laterne {plantern}, jeder Glücksmarker {pluck}; dazu Pergamente und Zielplättchen. "
                 "Münzen und was im Lager liegt zählen nichts.",
    "s_cards": "Die Kartenliste – wie viele Exemplare jeder Karte, was jeder Regen und Brunnen zeigt, welche "
               "Karten „3+“ oder „4+“ tragen – ist unsere: {ncards} Karten.",
    "house_h": "Hausregeln dieser Partie",
    "house": "Punkte, die die veröffentlichten Quellen offenlassen und bei denen du beim Start wählen kannst:",
    "variant_h": "Variante (bestätigt)",
})

# ------------------------------------------------------------------ helpers
def tr(lang, key, **kw):
    return TEXT(lang, key, **kw)


def pick(lang, key, sub, **kw):
    """One entry of a dict-valued text (``pick(lang, "card", "porter")``), formatted."""
    s = TEXT.table(lang)[key][sub]
    return s.format(**kw) if kw else s


def name(lang, thing):
    """A thing in a sentence: "water tile", "small koi"."""
    return TEXT.table(lang)["name"][thing]


def nom(lang, thing):
    """A thing as the subject of a sentence: "small koi" ("kleiner Koi")."""
    return TEXT.table(lang)["nom"][thing]


def count(lang, thing, n):
    """``n`` of a thing: "1 water tile", "2 water tiles", "3 points"."""
    return TEXT.table(lang)[i18n.plural_category(n, lang)][thing].format(n=n)


def plural(lang, key, n, **kw):
    """A text with a form per plural category (``{"one": …, "other": …}``: ``ui.i18n.plural``)."""
    return i18n.plural(TEXT.table(lang)[key], n, lang, **kw)


def card_name(card, lang):
    if card["type"] == "parchment":
        return pick(lang, "parch_title", card["contents"]["kind"])
    return pick(lang, "card", card["type"])


def breakdown_label(key, lang):
    """A row of the points table: "small koi", "Lantern parchment", "Goal: lanterns"."""
    if key.startswith("parchment_"):
        return pick(lang, "parch_title", key[10:])
    if key.startswith("goal_"):
        return TEXT(lang, "b_goal", what=pick(lang, "goal_kind", key[5:]))
    return pick(lang, "b", key)


def items_text(items, lang):
    """The contents of a Rain or a Well side: "2 water tiles and 1 coin"."""
    order = []
    for it in items:
        if it not in order:
            order.append(it)
    return join([count(lang, it, items.count(it)) for it in order], lang)


def prices_text(lang, discount=0):
    """"small koi 1, medium koi 2, large koi 3" (less ``discount``) from the stand-in prices."""
    out = []
    for s in D.KOI:
        n = max(0, D.RULES["market"]["koi_price"][s] - discount)
        short = TEXT.table(lang)["short"][s]
        out.append(TEXT(lang, "price_free", item=short) if n == 0 else TEXT(lang, "price", item=short, n=n))
    return ", ".join(out)


def price(lang, n):
    """A price: "free", "1 coin", "2 coins"."""
    return TEXT(lang, "free") if n == 0 else count(lang, "coin", n)


def card_effect(card, lang):
    """A card's effect in words, its numbers from the data (Rain and Well list their tiles separately)."""
    typ = card["type"]
    e = TEXT.table(lang)["eff"][typ]
    if typ == "parchment":
        return e.format(vp=card["contents"]["vp"], what=pick(lang, "pk", card["contents"]["kind"]))
    return e.format(luck=D.LUCK_PER_LANTERN, water=D.PORTER_WATER, hexes=D.EXPANSION_HEXES,
                    d=D.MARKET_DISCOUNT, prices=prices_text(lang, D.MARKET_DISCOUNT))


def bonus_text(b, lang):
    """A market space's bonus: "pay 2 coins", "+1 coin", "free", "+1 coin +water tile"."""
    if b["coins"] < 0:
        parts = [TEXT(lang, "pay", n=count(lang, "coin", -b["coins"]))]
    elif b["coins"] > 0:
        parts = [TEXT(lang, "gain", n=count(lang, "coin", b["coins"]))]
    else:
        parts = [TEXT(lang, "free")]
    for it in b["tiles"]:
        parts.append(TEXT(lang, "bonus_tile", item=name(lang, it)))
    return " ".join(parts)


def _steps(n, lang, one_key):
    whole, half = divmod(abs(n), 2)
    h = TEXT(lang, "half")
    num = (str(whole) if whole else "") + (h if half else "")
    key = "one" if abs(n) <= 2 else "other"          # (½ hex and 1 hex: one; 1½ hexes and more: other)
    return TEXT.table(lang)[one_key][key].format(n=num)


def where(lang, hexes):
    """Where a hex (or a koi's hexes) lies, in words, seen from the spring: "1 row down, ½ hex right of the
    spring".  (The hex keys themselves are coordinates, never shown.)"""
    if isinstance(hexes, str):
        hexes = [hexes]
    qs = [int(h.split(",")[0]) for h in hexes]
    rs = [int(h.split(",")[1]) for h in hexes]
    # the centre of the hexes, in half-hex steps across and rows down
    across2 = round(sum(2 * q + r for q, r in zip(qs, rs)) / len(hexes))
    down = round(sum(rs) / len(hexes))
    if across2 == 0 and down == 0:
        return TEXT(lang, "at_spring")
    parts = []
    if down:
        parts.append(plural(lang, "rows_down" if down > 0 else "rows_up", abs(down)))
    if across2:
        parts.append(_steps(across2, lang, "right" if across2 > 0 else "left"))
    return TEXT(lang, "from_spring", parts=", ".join(parts))


# the guided first game's tips at KOI's own moments (coach.GUIDE_MOMENTS; pondside/app/coach.py)
GUIDE = Texts("koi.guide", en={
    "first": "Your first game, step by step. Each turn choose one: Meditate — take a card from the market, and "
             "you may buy a koi — or Work — move what waits in your storage into your pond. Tap Hint whenever "
             "you like to see a good move and why.",
    "buy": "You may buy a koi now. It waits in your storage until a Work turn brings it into your pond, where "
           "it scores at the end.",
    "sensei": "Place from your storage: water and shore touch water or the spring, foliage touches water but no "
              "other foliage, and koi swim only on free water. Water lilies grow on foliage, lanterns stand on "
              "shore.",
}, de={
    "first": "Dein erstes Spiel, Schritt für Schritt. Wähle in jedem Zug eins: Meditieren — eine Karte aus der "
             "Auslage nehmen, und du darfst einen Koi kaufen — oder Arbeiten — was in deinem Lager wartet, in "
             "deinen Teich bringen. Tippe auf Tipp, wann immer du einen guten Zug und den Grund sehen willst.",
    "buy": "Du darfst jetzt einen Koi kaufen. Er wartet in deinem Lager, bis ein Arbeitszug ihn in deinen Teich "
           "bringt, wo er am Ende Punkte bringt.",
    "sensei": "Lege aus deinem Lager: Wasser und Ufer grenzen an Wasser oder die Quelle, Laub an Wasser, aber an "
              "kein anderes Laub, und Koi schwimmen nur auf freiem Wasser. Seerosen wachsen auf Laub, Laternen "
              "stehen am Ufer.",
})


# set-up positions (position.py, docs/positions/koi.md): the words of a position text that may be written in
# German too, and why a position is refused — the rule it breaks, in player words
POS = Texts("koi.position", en={
    "goal": {"koi": "koi", "lily": "water-lilies", "lantern": "lanterns", "shore": "shore tiles",
             "foliage": "foliage tiles"},
    "empty": "empty", "over": "over", "nothing": "none",
    "opt": {"first_game": "first game", "luck_use": "luck only scores", "rain_overflow": "rain tiles to the supply",
            "tie_break": "shared win"},
    "turns_left": {"one": "{n} turn left", "other": "{n} turns left"},
    "name_is_word": "a player may not be called “{name}”: that is a word of the position",
    "block_line": "“{text}” is not of the form “name: value”",
    "block_key": "a player's part has no “{part}” (it has: {known})",
    "block_twice": "“{part}” is given twice for {name}",
    "a_card": "card", "a_helper": "helper", "a_thing": "tile or koi", "a_goal": "goal card",
    "a_tile": "pond space", "an_option": "option", "a_round": "the round",
    "a_left": "the turns left",
    "market_size": "the market has {n} card spaces, not {m}",
    "market_gap": "empty market spaces are the ones next to the deck: space 1 first",
    "market_empty": "a market space stays empty only once the deck is used up",
    "not_helper": "“{card}” is not a helper: helpers are the {helpers}",
    "is_helper": "“{card}” is a helper: it goes under helpers, not under the cards kept face down",
    "card_players": "“{card}” is only in games of {n} or more players",
    "card_once": "there is only one “{card}” card",
    "card_count": "there are only {n} “{card}” cards in a game of {p} players",
    "cards_missing": "with the deck listed, every card is somewhere; these are nowhere: {cards}",
    "koi_count": "there are only {what} in a game of {p} players",
    "goals_first": "a first game is played without goals",
    "goal_count": "a game has {n} goal cards, not {m}",
    "goal_twice": "each goal card is in the game only once",
    "goal_absent": "“{goal}” is not one of this game's goal cards",
    "tier_none": "“{goal}” has no tile for {n}+ (its tiles: {tiers})",
    "tier_word": "“{text}” is not a goal tile (write it like “{example}”)",
    "tier_taken": "the goal tile {what} is claimed by one player only",
    "tier_one": "a player claims at most one tile of each goal card",
    "tier_both": "{name} cannot both claim and renounce the goal tile {what}",
    "tier_short": "{name}'s pond has {have}, not enough for the goal tile {what}",
    "tier_open": "{name}'s pond reaches the goal tile {what}, which is still free: at the end of a turn it is "
                 "claimed or renounced",
    "storage_full": "{name}'s storage holds {cap} tiles and koi ({start}, and {per} more for each Storage card), "
                    "not {n}",
    "upgrade_helper": "a {up} is added only by a {helper}, and {name} has none",
    "luck_most": "{name} has at most {most} ({start} from the start and {per} for each lantern, less one "
                 "for each of the {k} tiles laid against a placement rule), not {n}",
    "luck_exact": "when luck tokens only score, none is ever spent: {name} has {most} ({start} from the start and "
                  "{per} for each lantern), not {n}",
    "spring": "a pond has exactly one spring, where it began",
    "apart": "a pond is one piece: every tile touches the tiles laid before it",
    "water_chain": "a water tile must touch a water tile or the spring",
    "koi_number": "koi are numbered 1, 2, 3 … in the order they came into the pond (koi {n} is missing)",
    "koi_same": "all hexes of koi {n} name the same size",
    "last_deck": "the last round begins only when the last card of the deck is revealed",
    "last_need": "the deck is used up, so the last round is on: say how many turns are left (“last round: {n} "
                 "turns left”)",
    "last_most": "in the last round at most {n} turns are left",
    "last_over": "a finished game has no turns left: leave out the last round",
    "tier_order": "goal tiles are offered lowest first: before {what}, {name} renounced {lower} or another player "
                  "claimed it",
    "not_over": "the game ends only after the last round (or after {n} rounds)",
    "turn_need": "a position says whose turn it is (“turn: Ann”), or “turn: over”",
    "goals_need": "a position names the {n} goal cards in play (“goals: {example}”)",
}, de={
    "goal": {"koi": "Koi", "lily": "Seerosen", "lantern": "Laternen", "shore": "Ufer-Plättchen",
             "foliage": "Laub-Plättchen"},
    "empty": "leer", "over": "vorbei", "nothing": "keine",
    "opt": {"first_game": "erste Partie", "luck_use": "Glück zählt nur Punkte", "rain_overflow": "Regen in den Vorrat",
            "tie_break": "geteilter Sieg"},
    "turns_left": {"one": "noch {n} Zug", "other": "noch {n} Züge"},
    "name_is_word": "ein Spieler darf nicht „{name}“ heißen: das ist ein Wort der Stellung",
    "block_line": "„{text}“ hat nicht die Form „Name: Wert“",
    "block_key": "der Teil eines Spielers kennt kein „{part}“ (er kennt: {known})",
    "block_twice": "„{part}“ steht für {name} zweimal da",
    "a_card": "Karte", "a_helper": "Helfer", "a_thing": "Plättchen oder Koi", "a_goal": "Zielkarte",
    "a_tile": "Teichfeld", "an_option": "Option", "a_round": "die Runde",
    "a_left": "die Zahl der restlichen Züge",
    "market_size": "die Auslage hat {n} Kartenfelder, nicht {m}",
    "market_gap": "leere Felder der Auslage sind die am Stapel: zuerst Feld 1",
    "market_empty": "ein Feld der Auslage bleibt erst leer, wenn der Stapel aufgebraucht ist",
    "not_helper": "„{card}“ ist kein Helfer: Helfer sind {helpers}",
    "is_helper": "„{card}“ ist ein Helfer: er gehört zu den Helfern, nicht zu den verdeckten Karten",
    "card_players": "„{card}“ gibt es nur in Partien mit {n} oder mehr Spielern",
    "card_once": "es gibt nur eine Karte „{card}“",
    "card_count": "es gibt nur {n} Karten „{card}“ in einer Partie mit {p} Spielern",
    "cards_missing": "steht der Stapel da, muss jede Karte irgendwo sein; diese fehlen: {cards}",
    "koi_count": "es gibt nur {what} in einer Partie mit {p} Spielern",
    "goals_first": "die erste Partie wird ohne Ziele gespielt",
    "goal_count": "eine Partie hat {n} Zielkarten, nicht {m}",
    "goal_twice": "jede Zielkarte ist nur einmal im Spiel",
    "goal_absent": "„{goal}“ ist keine Zielkarte dieser Partie",
    "tier_none": "„{goal}“ hat kein Plättchen für {n}+ (seine Plättchen: {tiers})",
    "tier_word": "„{text}“ ist kein Zielplättchen (schreibe es wie „{example}“)",
    "tier_taken": "das Zielplättchen {what} nimmt nur ein Spieler",
    "tier_one": "ein Spieler nimmt höchstens ein Plättchen jeder Zielkarte",
    "tier_both": "{name} kann das Zielplättchen {what} nicht nehmen und zugleich darauf verzichten",
    "tier_short": "der Teich von {name} hat {have}, zu wenig für das Zielplättchen {what}",
    "tier_open": "der Teich von {name} erreicht das noch freie Zielplättchen {what}: am Ende eines Zuges wird es "
                 "genommen oder darauf verzichtet",
    "storage_full": "das Lager von {name} fasst {cap} Plättchen und Koi ({start}, und {per} mehr je Lager-Karte), "
                    "nicht {n}",
    "upgrade_helper": "eine {up} setzt nur der {helper}, und {name} hat keinen",
    "luck_most": "{name} hat höchstens {most} ({start} vom Start und {per} je Laterne, weniger einen für "
                 "jedes der {k} Plättchen, die gegen eine Legeregel gelegt wurden), nicht {n}",
    "luck_exact": "zählen Glücksmarker nur Punkte, wird keiner abgegeben: {name} hat {most} ({start} vom Start und "
                  "{per} je Laterne), nicht {n}",
    "spring": "ein Teich hat genau eine Quelle, an der er begann",
    "apart": "ein Teich ist ein Stück: jedes Plättchen grenzt an die vorher gelegten",
    "water_chain": "ein Wasser-Plättchen muss an Wasser oder die Quelle grenzen",
    "koi_number": "Koi sind in der Reihenfolge nummeriert, in der sie in den Teich kamen: 1, 2, 3 … (Koi {n} fehlt)",
    "koi_same": "alle Felder von Koi {n} nennen dieselbe Größe",
    "last_deck": "die letzte Runde beginnt erst, wenn die letzte Karte des Stapels aufgedeckt ist",
    "last_need": "der Stapel ist aufgebraucht, also läuft die letzte Runde: sag, wie viele Züge noch bleiben "
                 "(„last round: {n} turns left“)",
    "last_most": "in der letzten Runde bleiben höchstens {n} Züge",
    "last_over": "ein beendetes Spiel hat keine Züge mehr: lass die letzte Runde weg",
    "tier_order": "Zielplättchen werden von unten angeboten: vor {what} verzichtete {name} auf {lower}, oder ein "
                  "anderer Spieler nahm es",
    "not_over": "das Spiel endet erst nach der letzten Runde (oder nach {n} Runden)",
    "turn_need": "eine Stellung sagt, wer am Zug ist („turn: Ann“), oder „turn: over“",
    "goals_need": "eine Stellung nennt die {n} Zielkarten im Spiel („goals: {example}“)",
})


# the position editor (editor.py, docs/editor.md): the names of its zones, places and settings
EDIT = Texts("koi.editor", en={
    "pond": "Pond of {name}", "storage": "Storage of {name}", "helpers": "Helpers of {name}",
    "cards": "Cards {name} keeps face down", "claimed": "Goal tiles {name} claimed",
    "renounced": "Goal tiles {name} renounced", "goals": "Goal cards", "market": "Card market", "deck": "Deck",
    "hex": "{what}, {where}", "no_tile": "no tile",
    "space": "space {n}: {what}", "end": "free space at the end", "empty": "empty",
    "turn": "Whose turn", "over": "nobody: the game is over", "round": "Round", "last_round": "Last round",
    "not_last": "not yet (the deck still has cards)", "coins": "Coins of {name}", "luck": "Luck tokens of {name}",
    "bad_place": "there is no such place on the table", "bad_piece": "“{piece}” is not a piece that goes there",
    "bad_setting": "there is no such setting or choice", "last_spring": "the spring is the pond's last tile: "
                                                                     "put another tile first",
}, de={
    "pond": "Teich von {name}", "storage": "Lager von {name}", "helpers": "Helfer von {name}",
    "cards": "Verdeckte Karten von {name}", "claimed": "Von {name} genommene Zielplättchen",
    "renounced": "Zielplättchen, auf die {name} verzichtete", "goals": "Zielkarten", "market": "Kartenauslage",
    "deck": "Stapel",
    "hex": "{what}, {where}", "no_tile": "kein Plättchen",
    "space": "Feld {n}: {what}", "end": "freies Feld am Ende", "empty": "leer",
    "turn": "Wer ist am Zug", "over": "niemand: das Spiel ist vorbei", "round": "Runde", "last_round": "Letzte Runde",
    "not_last": "noch nicht (der Stapel hat noch Karten)", "coins": "Münzen von {name}",
    "luck": "Glücksmarker von {name}",
    "bad_place": "diesen Platz gibt es nicht", "bad_piece": "„{piece}“ gehört nicht an diesen Platz",
    "bad_setting": "diese Einstellung oder Wahl gibt es nicht", "last_spring": "die Quelle ist das letzte Plättchen "
                                                                          "des Teichs: lege zuerst ein anderes",
})
