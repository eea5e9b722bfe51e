"""English and German text of Koi-Koi (card names, yaku, prompts, log lines)."""
from __future__ import annotations

from ...ui.html import t as _t
from .cards import CATEGORY, KIND, MONTH

MONTHS = {
    "en": ["", "January · Pine", "February · Plum", "March · Cherry", "April · Wisteria", "May · Iris",
           "June · Peony", "July · Bush clover", "August · Susuki grass", "September · Chrysanthemum",
           "October · Maple", "November · Willow", "December · Paulownia"],
    "de": ["", "Januar · Kiefer", "Februar · Pflaume", "März · Kirsche", "April · Glyzinie", "Mai · Iris",
           "Juni · Pfingstrose", "Juli · Buschklee", "August · Susuki-Gras", "September · Chrysantheme",
           "Oktober · Ahorn", "November · Weide", "Dezember · Paulownie"],
}
MONTH_SHORT = {
    "en": ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "de": ["", "Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
}
PLANT = {
    "en": ["", "Pine", "Plum", "Cherry", "Wisteria", "Iris", "Peony", "Bush clover", "Susuki", "Chrysanthemum",
           "Maple", "Willow", "Paulownia"],
    "de": ["", "Kiefer", "Pflaume", "Kirsche", "Glyzinie", "Iris", "Pfingstrose", "Buschklee", "Susuki",
           "Chrysantheme", "Ahorn", "Weide", "Paulownie"],
}
CATEGORY_NAME = {
    "en": {"bright": "Bright", "animal": "Animal", "ribbon": "Ribbon", "chaff": "Chaff"},
    "de": {"bright": "Licht", "animal": "Tier", "ribbon": "Band", "chaff": "Kasu"},
}
CATEGORY_PLURAL = {
    "en": {"bright": "Brights", "animal": "Animals", "ribbon": "Ribbons", "chaff": "Chaff"},
    "de": {"bright": "Lichter", "animal": "Tiere", "ribbon": "Bänder", "chaff": "Kasu"},
}
KIND_NAME = {
    "en": {"crane": "Crane and sun", "curtain": "Curtain", "moon": "Full moon", "rainman": "Rain man",
           "phoenix": "Phoenix", "warbler": "Bush warbler", "cuckoo": "Cuckoo", "bridge": "Eight-plank bridge",
           "butterflies": "Butterflies", "boar": "Boar", "geese": "Geese", "sake": "Sake cup", "deer": "Deer",
           "swallow": "Swallow", "poetry": "Red poetry ribbon", "blue": "Blue ribbon", "red": "Red ribbon",
           "plain": "Chaff", "lightning": "Lightning (chaff)"},
    "de": {"crane": "Kranich und Sonne", "curtain": "Vorhang", "moon": "Vollmond", "rainman": "Regenmann",
           "phoenix": "Phönix", "warbler": "Buschsänger", "cuckoo": "Kuckuck", "bridge": "Achtplankenbrücke",
           "butterflies": "Schmetterlinge", "boar": "Wildschwein", "geese": "Wildgänse", "sake": "Sake-Schale",
           "deer": "Hirsch", "swallow": "Schwalbe", "poetry": "Rotes Gedichtband", "blue": "Blaues Band",
           "red": "Rotes Band", "plain": "Kasu", "lightning": "Blitz (Kasu)"},
}
YAKU_NAME = {
    "en": {"goko": "Gokō · Five Brights", "shiko": "Shikō · Four Brights", "ameshiko": "Ame-Shikō · Rainy Four",
           "sanko": "Sankō · Three Brights", "hanami": "Hanami-zake · Flower viewing",
           "tsukimi": "Tsukimi-zake · Moon viewing", "inoshikacho": "Inoshikachō · Boar, Deer, Butterflies",
           "tane": "Tane · Animals", "akatan": "Akatan · Red poetry ribbons", "aotan": "Aotan · Blue ribbons",
           "akaao": "Akatan-Aotan · Red and blue ribbons", "tan": "Tanzaku · Ribbons", "kasu": "Kasu · Chaff",
           "teshi": "Teshi · Four of a month dealt", "kuttsuki": "Kuttsuki · Four pairs dealt"},
    "de": {"goko": "Gokō · Fünf Lichter", "shiko": "Shikō · Vier Lichter", "ameshiko": "Ame-Shikō · Regen-Vier",
           "sanko": "Sankō · Drei Lichter", "hanami": "Hanami-zake · Kirschblüten betrachten",
           "tsukimi": "Tsukimi-zake · Mond betrachten", "inoshikacho": "Inoshikachō · Eber, Hirsch, Schmetterlinge",
           "tane": "Tane · Tiere", "akatan": "Akatan · Rote Gedichtbänder", "aotan": "Aotan · Blaue Bänder",
           "akaao": "Akatan-Aotan · Rote und blaue Bänder", "tan": "Tanzaku · Bänder", "kasu": "Kasu · Spreu",
           "teshi": "Teshi · Vier eines Monats auf der Hand", "kuttsuki": "Kuttsuki · Vier Paare auf der Hand"},
}
YAKU_SHORT = {
    "en": {"goko": "Gokō", "shiko": "Shikō", "ameshiko": "Ame-Shikō", "sanko": "Sankō", "hanami": "Hanami",
           "tsukimi": "Tsukimi", "inoshikacho": "Inoshikachō", "tane": "Tane", "akatan": "Akatan",
           "aotan": "Aotan", "akaao": "Akatan-Aotan", "tan": "Tan", "kasu": "Kasu", "teshi": "Teshi",
           "kuttsuki": "Kuttsuki"},
}
YAKU_SHORT["de"] = YAKU_SHORT["en"]

S = {
    "en": {
        "you": "You", "opponent": "Opponent", "spectator": "Spectator",
        "month_of": "Month {m} of {n}", "points": "{p} points", "mult": "Multiplier ×{m}",
        "deck": "Draw pile: {n}", "deck_short": "Pile {n}", "table": "Table", "hand": "Your hand", "opp_hand": "{name}'s hand ({n})",
        "pile": "{name}'s captures", "your_pile": "Your captures", "winner_col": "Winner", "no_cards": "no cards yet", "yaku_now": "Yaku now",
        "none": "none", "your_turn": "Your turn: play a card", "waiting": "{name} is to move",
        "must_capture": "You can capture, so you must play a matching card (highlighted).",
        "no_capture": "No card matches the table: discard one card.",
        "pick_target": "{card} matches two table cards: choose which to take.",
        "draw_choice": "The drawn card {card} matches two table cards: choose which to take.",
        "draw_choice_other": "{name} chooses which card the drawn {card} takes.",
        "koi_title": "You made a yaku!", "koi_q": "Stop now, or call Koi and play on?",
        "stop_scores": "Stopping now scores {total} points",
        "stop_btn": "Stop (shōbu) · +{total}", "koi_btn": "Koi! · play on",
        "koi_other": "{name} decides: stop or Koi?", "koi_called": "Koi called: {a} / {b}",
        "round_over": "End of month {m}", "winner_round": "{name} wins the month: +{pts}", "you_win_round": "You win the month: +{pts}",
        "you_win_game": "You win the game with {p} points", "you_instant": "You were dealt {yaku}: +{pts}",
        "draw_round": "Nobody stopped: the month is drawn, no points.",
        "dealer_round": "Nobody stopped: the start player {name} gets {pts}.",
        "instant_round": "{name} was dealt {yaku}: +{pts}",
        "continue": "Next month", "continue_aria": "Deal the next month",
        "game_over": "Game over", "game_winner": "{name} wins the game with {p} points",
        "game_tie": "A tie: both players have {p} points", "last_month": "Last month",
        "history": "Months", "base": "Base {b}", "total": "Total", "transfer": "Transfer",
        "doubles_seven": "7+ points: ×2", "doubles_opp_koi": "opponent called Koi: ×2",
        "last_turn": "Last turn: {name} played {played}, drew {drawn}",
        "last_turn_you": "Last turn: you played {played}, drew {drawn}", "plus_sake": "+1 sake cup",
        "captured": "took {cards}", "playable": "playable", "choose": "choose",
        "selected": "selected", "cancel": "Cancel", "progress": "Progress",
        "starts": "starts", "you_start": "You start this month.",
        "rules": "Rules", "assumed": "Assumed options (our reading of open points)",
        "card_aria": "{card}", "play_aria": "Play {card}", "take_aria": "Take {card} with {with_}",
        "discard_aria": "Discard {card}", "pick_aria": "Choose {card} (matches two table cards)",
        "stack": "stack of 3", "back": "face-down card", "value": "value",
        "auto": "(last turn: scored automatically)", "hand_revealed": "Dealt hand",
    },
    "de": {
        "you": "Du", "opponent": "Gegner", "spectator": "Zuschauer",
        "month_of": "Monat {m} von {n}", "points": "{p} Punkte", "mult": "Multiplikator ×{m}",
        "deck": "Nachziehstapel: {n}", "deck_short": "Stapel {n}", "table": "Auslage", "hand": "Deine Hand", "opp_hand": "Hand von {name} ({n})",
        "pile": "Eroberungen von {name}", "your_pile": "Deine Eroberungen", "winner_col": "Gewinner", "no_cards": "noch keine Karten", "yaku_now": "Yaku jetzt",
        "none": "keine", "your_turn": "Du bist dran: spiele eine Karte", "waiting": "{name} ist am Zug",
        "must_capture": "Du kannst schlagen, also musst du eine passende Karte spielen (markiert).",
        "no_capture": "Keine Karte passt zur Auslage: lege eine Karte ab.",
        "pick_target": "{card} passt zu zwei Karten der Auslage: wähle, welche du nimmst.",
        "draw_choice": "Die gezogene Karte {card} passt zu zwei Karten: wähle, welche sie nimmt.",
        "draw_choice_other": "{name} wählt, welche Karte die gezogene {card} nimmt.",
        "koi_title": "Du hast ein Yaku!", "koi_q": "Jetzt werten oder Koi rufen und weiterspielen?",
        "stop_scores": "Jetzt werten bringt {total} Punkte",
        "stop_btn": "Werten (Shōbu) · +{total}", "koi_btn": "Koi! · weiterspielen",
        "koi_other": "{name} entscheidet: werten oder Koi?", "koi_called": "Koi gerufen: {a} / {b}",
        "round_over": "Ende von Monat {m}", "winner_round": "{name} gewinnt den Monat: +{pts}", "you_win_round": "Du gewinnst den Monat: +{pts}",
        "you_win_game": "Du gewinnst das Spiel mit {p} Punkten", "you_instant": "Du hast {yaku} auf der Hand: +{pts}",
        "draw_round": "Niemand hat gewertet: der Monat endet unentschieden, keine Punkte.",
        "dealer_round": "Niemand hat gewertet: Startspieler {name} erhält {pts}.",
        "instant_round": "{name} hat {yaku} auf der Hand: +{pts}",
        "continue": "Nächster Monat", "continue_aria": "Nächster Monat: jetzt geben",
        "game_over": "Spielende", "game_winner": "{name} gewinnt das Spiel mit {p} Punkten",
        "game_tie": "Unentschieden: beide haben {p} Punkte", "last_month": "Letzter Monat",
        "history": "Monate", "base": "Basis {b}", "total": "Summe", "transfer": "Übertrag",
        "doubles_seven": "7+ Punkte: ×2", "doubles_opp_koi": "Gegner rief Koi: ×2",
        "last_turn": "Letzter Zug: {name} spielte {played}, zog {drawn}",
        "last_turn_you": "Letzter Zug: Du spieltest {played}, zogst {drawn}", "plus_sake": "+1 Sake-Schale",
        "captured": "nahm {cards}", "playable": "spielbar", "choose": "wählen",
        "selected": "ausgewählt", "cancel": "Abbrechen", "progress": "Fortschritt",
        "starts": "beginnt", "you_start": "Du beginnst diesen Monat.",
        "rules": "Regeln", "assumed": "Angenommene Optionen (unsere Lesart offener Punkte)",
        "card_aria": "{card}", "play_aria": "{card} spielen", "take_aria": "{card} mit {with_} nehmen",
        "discard_aria": "{card} ablegen", "pick_aria": "{card} wählen (passt zu zwei Karten)",
        "stack": "Stapel aus 3", "back": "verdeckte Karte", "value": "Wert",
        "auto": "(letzter Zug: automatisch gewertet)", "hand_revealed": "Ausgeteilte Hand",
    },
}


def tr(lang, key, **kw):
    return _t(S, lang, key, **kw)


def L(table, lang):
    return table.get(lang) or table["en"]


def card_name(card, lang="en") -> str:
    """E.g. 'Rain man (Nov · Willow, Bright)'."""
    m = MONTH[card]
    kind = L(KIND_NAME, lang)[KIND[card]]
    return f"{kind} ({L(MONTH_SHORT, lang)[m]} · {L(PLANT, lang)[m]}, {L(CATEGORY_NAME, lang)[CATEGORY[card]]})"


def yaku_name(y, lang="en") -> str:
    return L(YAKU_NAME, lang).get(y, y)


def player_name(state, seat) -> str:
    return state["players"][seat]["name"]


def log_line(game, before, action, lang="en") -> str:
    seat = before["to_move"]
    who = player_name(before, seat)
    t = action.get("t")
    de = lang == "de"
    if t in ("play", "take"):
        after = game.apply(before, action, check=False)
        last = after.get("last") or {}
        parts = []
        if t == "play":
            parts.append((f"{who} spielt " if de else f"{who} plays ") + card_name(action["card"], lang))
        else:
            parts.append((f"{who} nimmt mit " if de else f"{who} takes with ") + card_name(last.get("drawn"), lang))
        if t == "play" and last.get("drawn"):
            parts.append(("zieht " if de else "draws ") + card_name(last["drawn"], lang))
        cap = last.get("captured") or []
        if cap:
            parts.append(("erobert " if de else "captures ") + ", ".join(card_name(c, lang) for c in cap))
        return "; ".join(parts)
    if t == "koi":
        return f"{who} ruft Koi!" if de else f"{who} calls Koi!"
    if t == "stop":
        after = game.apply(before, action, check=False)
        pts = after["result"]["transfer"]
        return f"{who} wertet: +{pts}" if de else f"{who} stops and scores {pts}"
    if t == "next":
        return f"Monat {before['month'] + 1} wird gegeben" if de else f"Month {before['month'] + 1} is dealt"
    return f"{who}: {action}"
