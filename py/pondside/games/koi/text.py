"""English and German text of KOI (view, log, rules page)."""
from __future__ import annotations

from ...ui.html import t as _t

STRINGS = {
    "en": {
        # items
        "water": "water", "shore": "shore", "foliage": "foliage", "spring": "spring",
        "lily": "water-lily", "lantern": "lantern", "S": "small koi", "M": "medium koi", "L": "large koi",
        "coin": "coin", "coins": "coins", "luck": "luck tokens", "vp": "VP",
        # cards
        "breeder": "Breeder", "gardener": "Gardener", "builder": "Builder", "porter": "Porter",
        "storage": "Storage", "market": "Market", "rain": "Rain", "well": "Well", "parchment": "Parchment",
        "eff_breeder": "Place 1 koi from storage, or move 1 koi in your pond.",
        "eff_gardener": "Place 1 foliage from storage, or add 1 water-lily to a foliage tile.",
        "eff_builder": "Place 1 shore from storage, or add 1 lantern to a shore tile (+1 luck).",
        "eff_porter": "Place up to 2 water tiles from storage.",
        "eff_storage": "+2 storage hexes (expansion tile).",
        "eff_market": "Buy 1 koi 1 coin cheaper: S free, M 1, L 2.",
        "eff_rain": "Place at once in your pond:",
        "eff_well": "To storage:",
        "eff_parchment": "End: {vp} VP per {what}.",
        "pk_lily": "water-lily", "pk_S": "small koi", "pk_M": "medium koi", "pk_L": "large koi",
        "pk_lantern": "lantern", "pk_well": "Well card", "pk_market": "Market card", "pk_storage": "Storage card",
        "helper": "Helper", "or": "or",
        # board
        "market_title": "Card market", "deck": "Deck", "deck_n": "{n} cards in the deck",
        "slot": "Space {n}", "pay": "pay {n}", "gain": "+{n}", "free": "free",
        "goals_title": "Goals", "goal_kind_koi": "koi in pond", "goal_kind_lily": "water-lilies",
        "goal_kind_lantern": "lanterns", "goal_kind_shore": "shore tiles", "goal_kind_foliage": "foliage tiles",
        "goal_tier": "{n}+ → {vp} VP", "claimed_by": "claimed by {name}", "open": "open",
        "storage_title": "Sensei board · storage {used}/{cap}", "store_short": "Storage {used}/{cap}", "pond_of": "Pond of {name}",
        "helpers_title": "Helpers", "kept_title": "Cards face down", "none": "none",
        "your_turn": "Your turn", "turn_of": "{name}'s turn", "final_round": "Final round: {n} turn(s) left",
        "game_over": "Game over", "winner": "Winner: {names}",
        "provisional_badge": "Provisional rules (P1–P10): our reading, not the publisher's",
        # prompts
        "p_turn": "Meditate (take a card) or Work (place from storage).",
        "p_market_card": "Market card: buy one koi at a 1-coin discount, or skip.",
        "p_well": "Well: choose one alternative.",
        "p_rain": "Rain: place the rain tiles in your pond now.",
        "p_buy": "You may buy one koi (S 1, M 2, L 3 coins), or skip and gain 1 coin.",
        "p_work": "Work: use your sensei action and helpers in any order, then end the turn.",
        "p_sensei": "Sensei action: place 1 water and 1 tile or koi of any type from storage.",
        "p_helper": "{helper}: carry out its effect.",
        "p_goal": "You reached a goal: claim the tile or renounce it.",
        "p_discard": "Storage is over capacity: return items to the supply.",
        "p_wait": "Waiting for {name}…",
        "pick_item": "Choose what to place (storage or rain tiles), then a highlighted hex.",
        "pick_anchor": "Click a highlighted water hex for the koi.",
        "pick_shape": "Choose the koi's position:",
        # actions
        "a_work": "Work", "a_sensei": "Sensei action", "a_helper": "Activate {helper}",
        "a_end": "End turn", "a_done": "Finish", "a_skip": "Skip", "a_skip_coin": "Skip (+1 coin)",
        "a_buy": "Buy {item} ({n} coins)", "a_koi": "Take {item} ({n} coins)", "a_well": "Take {items}",
        "a_claim": "Claim {what} ({vp} VP)", "a_renounce": "Renounce", "a_discard": "Return {item}",
        "a_stow": "No legal hex for {item}: set it aside (storage or supply)", "a_pass": "Pass",
        "a_take": "Take {card} from space {n} ({bonus})", "a_place": "Place {item} on hex {h}",
        "a_place_luck": "Place {item} on hex {h}, spending 1 luck token", "a_upgrade": "Add {up} on hex {h}",
        "a_place_koi": "Place {item} on {hs}", "a_move": "Move koi to {hs}",
        "sel_item": "Select {item} to place ({n} in storage)", "sel_koi": "Select your {item} to move it",
        "sel_anchor": "Koi on hex {h}", "show_pond": "Show the pond of {name}",
        "cancel": "Cancel selection",
        # scores
        "score_title": "Scores", "total": "Total",
        "b_koi_S": "small koi", "b_koi_M": "medium koi", "b_koi_L": "large koi", "b_lily": "water-lilies",
        "b_lantern": "lanterns", "b_luck": "luck tokens", "b_parchment": "Parchment: {what}", "b_goal": "Goal: {what}",
        # log
        "l_take": "takes {card} from space {n}", "l_work": "works", "l_sensei": "uses the sensei action",
        "l_helper": "activates {helper}", "l_place": "places {item} on {h}", "l_luck": " (luck token)",
        "l_upgrade": "adds a {up} on {h}", "l_move": "moves a koi to {h}", "l_buy": "buys a {item}",
        "l_koi": "takes a {item} with the Market card", "l_skip": "skips", "l_well": "takes {items} from the Well",
        "l_claim": "claims a goal tile", "l_renounce": "renounces a goal tile", "l_discard": "returns {item}",
        "l_stow": "sets a rain {item} aside", "l_end": "ends the turn", "l_done": "finishes", "l_pass": "passes",
    },
    "de": {
        "water": "Wasser", "shore": "Ufer", "foliage": "Laub", "spring": "Quelle",
        "lily": "Seerose", "lantern": "Laterne", "S": "kleiner Koi", "M": "mittlerer Koi", "L": "großer Koi",
        "coin": "Münze", "coins": "Münzen", "luck": "Glücksmarker", "vp": "SP",
        "breeder": "Züchter", "gardener": "Gärtner", "builder": "Baumeister", "porter": "Träger",
        "storage": "Lager", "market": "Markt", "rain": "Regen", "well": "Brunnen", "parchment": "Pergament",
        "eff_breeder": "1 Koi aus dem Lager legen oder 1 Koi im Teich versetzen.",
        "eff_gardener": "1 Laub aus dem Lager legen oder 1 Seerose auf ein Laub setzen.",
        "eff_builder": "1 Ufer aus dem Lager legen oder 1 Laterne auf ein Ufer setzen (+1 Glück).",
        "eff_porter": "Bis zu 2 Wasser aus dem Lager legen.",
        "eff_storage": "+2 Lagerfelder (Erweiterung).",
        "eff_market": "1 Koi 1 Münze billiger kaufen: S gratis, M 1, L 2.",
        "eff_rain": "Sofort in den Teich legen:",
        "eff_well": "Ins Lager:",
        "eff_parchment": "Ende: {vp} SP je {what}.",
        "pk_lily": "Seerose", "pk_S": "kleinem Koi", "pk_M": "mittlerem Koi", "pk_L": "großem Koi",
        "pk_lantern": "Laterne", "pk_well": "Brunnen-Karte", "pk_market": "Markt-Karte", "pk_storage": "Lager-Karte",
        "helper": "Helfer", "or": "oder",
        "market_title": "Kartenauslage", "deck": "Stapel", "deck_n": "{n} Karten im Stapel",
        "slot": "Feld {n}", "pay": "zahle {n}", "gain": "+{n}", "free": "gratis",
        "goals_title": "Ziele", "goal_kind_koi": "Koi im Teich", "goal_kind_lily": "Seerosen",
        "goal_kind_lantern": "Laternen", "goal_kind_shore": "Ufer-Plättchen", "goal_kind_foliage": "Laub-Plättchen",
        "goal_tier": "{n}+ → {vp} SP", "claimed_by": "genommen von {name}", "open": "offen",
        "storage_title": "Sensei-Tableau · Lager {used}/{cap}", "store_short": "Lager {used}/{cap}", "pond_of": "Teich von {name}",
        "helpers_title": "Helfer", "kept_title": "Verdeckte Karten", "none": "keine",
        "your_turn": "Du bist am Zug", "turn_of": "{name} ist am Zug", "final_round": "Letzte Runde: noch {n} Zug/Züge",
        "game_over": "Spielende", "winner": "Sieg: {names}",
        "provisional_badge": "Vorläufige Regeln (P1–P10): unsere Lesart, nicht die des Verlags",
        "p_turn": "Meditieren (Karte nehmen) oder Arbeiten (aus dem Lager legen).",
        "p_market_card": "Markt-Karte: kaufe einen Koi 1 Münze billiger, oder verzichte.",
        "p_well": "Brunnen: wähle eine Möglichkeit.",
        "p_rain": "Regen: lege die Regen-Plättchen jetzt in deinen Teich.",
        "p_buy": "Du darfst einen Koi kaufen (S 1, M 2, L 3 Münzen) oder verzichten und 1 Münze nehmen.",
        "p_work": "Arbeiten: Sensei-Aktion und Helfer in beliebiger Reihenfolge, dann Zug beenden.",
        "p_sensei": "Sensei-Aktion: lege 1 Wasser und 1 beliebiges Plättchen oder Koi aus dem Lager.",
        "p_helper": "{helper}: führe die Wirkung aus.",
        "p_goal": "Du hast ein Ziel erreicht: nimm das Plättchen oder verzichte.",
        "p_discard": "Das Lager ist zu voll: gib Teile in den Vorrat zurück.",
        "p_wait": "Warte auf {name} …",
        "pick_item": "Wähle, was du legst (Lager oder Regen), dann ein markiertes Feld.",
        "pick_anchor": "Klicke ein markiertes Wasserfeld für den Koi.",
        "pick_shape": "Wähle die Lage des Koi:",
        "a_work": "Arbeiten", "a_sensei": "Sensei-Aktion", "a_helper": "{helper} einsetzen",
        "a_end": "Zug beenden", "a_done": "Fertig", "a_skip": "Verzichten", "a_skip_coin": "Verzichten (+1 Münze)",
        "a_buy": "{item} kaufen ({n} Münzen)", "a_koi": "{item} nehmen ({n} Münzen)", "a_well": "{items} nehmen",
        "a_claim": "{what} nehmen ({vp} SP)", "a_renounce": "Verzichten", "a_discard": "{item} zurückgeben",
        "a_stow": "Kein Feld für {item}: beiseitelegen (Lager oder Vorrat)", "a_pass": "Passen",
        "a_take": "{card} aus Feld {n} nehmen ({bonus})", "a_place": "{item} auf Feld {h} legen",
        "a_place_luck": "{item} auf Feld {h} legen, 1 Glücksmarker abgeben", "a_upgrade": "{up} auf Feld {h} setzen",
        "a_place_koi": "{item} auf {hs} legen", "a_move": "Koi nach {hs} versetzen",
        "sel_item": "{item} zum Legen wählen ({n} im Lager)", "sel_koi": "Deinen {item} zum Versetzen wählen",
        "sel_anchor": "Koi auf Feld {h}", "show_pond": "Teich von {name} zeigen",
        "cancel": "Auswahl aufheben",
        "score_title": "Wertung", "total": "Summe",
        "b_koi_S": "kleine Koi", "b_koi_M": "mittlere Koi", "b_koi_L": "große Koi", "b_lily": "Seerosen",
        "b_lantern": "Laternen", "b_luck": "Glücksmarker", "b_parchment": "Pergament: {what}", "b_goal": "Ziel: {what}",
        "l_take": "nimmt {card} aus Feld {n}", "l_work": "arbeitet", "l_sensei": "nutzt die Sensei-Aktion",
        "l_helper": "setzt {helper} ein", "l_place": "legt {item} auf {h}", "l_luck": " (Glücksmarker)",
        "l_upgrade": "setzt eine {up} auf {h}", "l_move": "versetzt einen Koi nach {h}", "l_buy": "kauft einen {item}",
        "l_koi": "nimmt mit der Markt-Karte einen {item}", "l_skip": "verzichtet", "l_well": "nimmt {items} aus dem Brunnen",
        "l_claim": "nimmt ein Zielplättchen", "l_renounce": "verzichtet auf ein Zielplättchen", "l_discard": "gibt {item} zurück",
        "l_stow": "legt ein Regen-{item} beiseite", "l_end": "beendet den Zug", "l_done": "ist fertig", "l_pass": "passt",
    },
}


def tr(lang, key, **kw):
    return _t(STRINGS, lang, key, **kw)


def card_name(card, lang):
    name = tr(lang, card["type"])
    if card["type"] == "parchment":
        return f"{name}: {tr(lang, 'pk_' + card['contents']['kind'])}"
    return name


def items_text(items, lang):
    return " + ".join(tr(lang, it) for it in items)


def log_line(game, before, action, lang="en"):
    from .engine import card as _card
    seat = before["to_move"]
    who = before["players"][seat]["name"] if seat is not None else "?"
    t = action.get("t") if isinstance(action, dict) else None
    if t == "take":
        cid = before["market"][action["slot"]]
        text = tr(lang, "l_take", card=card_name(_card(before, cid), lang), n=action["slot"] + 1)
    elif t == "helper":
        text = tr(lang, "l_helper", helper=tr(lang, action["h"]))
    elif t == "place":
        where = action.get("hex") or "+".join(action.get("hexes", []))
        text = tr(lang, "l_place", item=tr(lang, action["item"]), h=where)
        if action.get("luck"):
            text += tr(lang, "l_luck")
    elif t == "upgrade":
        up = "lily" if before["ps"][seat]["pond"].get(action["hex"]) == "foliage" else "lantern"
        text = tr(lang, "l_upgrade", up=tr(lang, up), h=action["hex"])
    elif t == "move":
        text = tr(lang, "l_move", h="+".join(action["hexes"]))
    elif t in ("buy", "koi"):
        text = tr(lang, "l_" + t, item=tr(lang, action["size"]))
    elif t == "well":
        text = tr(lang, "l_well", items=items_text(before["pend"]["alts"][action["alt"]], lang))
    elif t == "goal":
        text = tr(lang, "l_claim" if action["claim"] else "l_renounce")
    elif t in ("discard", "stow"):
        text = tr(lang, "l_" + t, item=tr(lang, action["item"]))
    elif t in ("work", "sensei", "skip", "end", "done", "pass"):
        text = tr(lang, "l_" + t)
    else:
        text = str(action)
    return f"{who}: {text}"
