"""English and German text of The Big Pond's view, log and rules page."""
from __future__ import annotations

S = {
    "en": {
        "ring": "Draft ring", "pond": "The big pond", "players": "Players",
        "token": "Draft token", "free": "free", "cost": "{n} coin{s}",
        "coins": "Coins", "markers": "Markers", "points": "Points", "score": "Score",
        "deck": "Koi deck {k} · feature deck {f}",
        "your_turn_pick": "Your turn: take two neighbouring tiles (one koi, one feature) from the ring. "
                          "The pair right after the token is free; each tile skipped costs one coin.",
        "your_turn_place": "Place your tiles in the big pond: touching the pond, koi never next to koi. "
                           "Choose a tile, then a highlighted cell.",
        "your_turn_score": "You may score any of your marked features now (+1 for each adjacent koi "
                           "showing {colour}), or end your turn.",
        "must_score": "You have placed your third marker: you must score at least one feature.",
        "waiting": "{name} is taking their turn.",
        "held": "Your drafted tiles", "choose_tile": "Place {tile}",
        "place_at": "Place {tile} at {x},{y}",
        "pick_label": "Take {a} and {b}, {cost}", "pick_coins_on": "{n} coin{s} on it",
        "score_btn": "Score now", "score_label": "Score now +{points}: {feature} at {x},{y}",
        "score_mark_label": "{feature} at {x},{y}, marker {letter} +{points}: score now",
        "end_turn": "End turn", "claims": "Scored claims", "final": "final", "preview": "worth now",
        "your_claims": "Your marked features", "no_claims": "No marked features.",
        "marker_of": "{name}'s marker", "seed": "first koi", "end_triggered":
            "End game: a deck could not refill the ring — the round is finished so that everyone has "
            "the same number of turns.",
        "game_over": "Game over", "winner": "Winner: {names}", "winners": "Shared victory: {names}",
        "total": "{pts} points + {coins} coins = {total}",
        "last_pick": "Last pick: {name} took {a} and {b}{extra}.", "paid": ", paid {n}",
        "gained": ", gained {n} coin{s}",
        "you": "you", "turns": "Turns", "empty": "empty space", "slot": "Ring space {n}",
        "hint_keys": "Tip: every tile and space can be reached with Tab and chosen with Enter.",
        "rules": "Rules", "assumed": "Interpretations (assumed rules) in this game",
        "col": "colour",
    },
    "de": {
        "ring": "Auswahlring", "pond": "Der große Teich", "players": "Spieler",
        "token": "Auswahlstein", "free": "frei", "cost": "{n} Münze{s}",
        "coins": "Münzen", "markers": "Marker", "points": "Punkte", "score": "Wertung",
        "deck": "Koi-Stapel {k} · Merkmal-Stapel {f}",
        "your_turn_pick": "Du bist dran: nimm zwei benachbarte Plättchen (ein Koi, ein Merkmal) aus dem Ring. "
                          "Das Paar direkt nach dem Stein ist frei; jedes übersprungene Plättchen kostet eine Münze.",
        "your_turn_place": "Lege deine Plättchen in den großen Teich: angrenzend an den Teich, nie Koi neben Koi. "
                           "Wähle ein Plättchen, dann ein markiertes Feld.",
        "your_turn_score": "Du darfst jetzt eigene markierte Merkmale werten (+1 für jeden angrenzenden Koi "
                           "mit {colour}) oder deinen Zug beenden.",
        "must_score": "Du hast deinen dritten Marker gelegt: du musst mindestens ein Merkmal werten.",
        "waiting": "{name} ist am Zug.",
        "held": "Deine gewählten Plättchen", "choose_tile": "{tile} legen",
        "place_at": "{tile} auf {x},{y} legen",
        "pick_label": "{a} und {b} nehmen, {cost}", "pick_coins_on": "{n} Münze{s} darauf",
        "score_btn": "Jetzt werten", "score_label": "Jetzt werten +{points}: {feature} auf {x},{y}",
        "score_mark_label": "{feature} auf {x},{y}, Marker {letter} +{points}: jetzt werten",
        "end_turn": "Zug beenden", "claims": "Gewertete Merkmale", "final": "Schluss", "preview": "jetzt wert",
        "your_claims": "Deine markierten Merkmale", "no_claims": "Keine markierten Merkmale.",
        "marker_of": "Marker von {name}", "seed": "erster Koi", "end_triggered":
            "Spielende: ein Stapel konnte den Ring nicht auffüllen — die Runde wird beendet, damit alle "
            "gleich viele Züge haben.",
        "game_over": "Spielende", "winner": "Sieg: {names}", "winners": "Geteilter Sieg: {names}",
        "total": "{pts} Punkte + {coins} Münzen = {total}",
        "last_pick": "Letzte Wahl: {name} nahm {a} und {b}{extra}.", "paid": ", zahlte {n}",
        "gained": ", erhielt {n} Münze{s}",
        "you": "du", "turns": "Züge", "empty": "leeres Feld", "slot": "Ringfeld {n}",
        "hint_keys": "Tipp: jedes Plättchen und Feld ist mit Tab erreichbar und mit Enter wählbar.",
        "rules": "Regeln", "assumed": "Auslegungen (angenommene Regeln) in dieser Partie",
        "col": "Farbe",
    },
}


def plural_s(n: int, lang: str) -> str:
    if lang == "de":
        return "n" if n != 1 else ""
    return "s" if n != 1 else ""
