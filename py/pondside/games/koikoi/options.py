"""The options of Koi-Koi.  Every [ASSUMED] point of the rules digest (§11) is an
option with ``assumed=True`` and the digest's recommended default."""
from __future__ import annotations

from ...core import Option
from .data import MONTH_CHOICES


def _o(key, default, choices=None, en="", de="", hen="", hde="", assumed=False):
    return Option(key, default, choices, label={"en": en, "de": de},
                  help={"en": hen, "de": hde}, assumed=assumed)


OPTIONS = [
    _o("scoring", "soft", ["soft", "hard"], "Scoring", "Wertung",
       "Soft-Koi: multiplier from brights on the table +1 per Koi. Hard-Koi: no multiplier; "
       "7+ points double, and the stopper doubles again if the opponent called Koi.",
       "Soft-Koi: Multiplikator aus Lichtern in der Auslage, +1 je Koi. Hard-Koi: kein "
       "Multiplikator; ab 7 Punkten doppelt, nochmals doppelt, wenn der Gegner Koi gerufen hat."),
    _o("viewing", "on", ["on", "rain", "off"], "Viewing yaku", "Landschafts-Yaku",
       "On; 'rain ruins the party' (a November card in your pile cancels them); or off.",
       "An; „Regen ruiniert das Fest“ (eine November-Karte im Stapel verhindert sie); oder aus."),
    _o("start_player", "winner", ["winner", "loser", "alternate"], "Start player", "Startspieler",
       "Who starts the next month: the winner, the loser, or alternating.",
       "Wer den nächsten Monat beginnt: Gewinner, Verlierer oder abwechselnd."),
    _o("months", 6, MONTH_CHOICES, "Game length (months)", "Spiellänge (Monate)",
       "3, 6 (BGA's default, half a year) or 12 months.",
       "3, 6 (BGA-Standard, ein halbes Jahr) oder 12 Monate.", assumed=True),
    _o("yaku_set", "bga", ["bga", "nintendo"], "Yaku table", "Yaku-Tabelle",
       "BGA emulation (flat 5 for Inoshikachō/Akatan/Aotan) or Nintendo (+1 per extra card, "
       "combined Akatan-Aotan 10).",
       "BGA-Nachbildung (pauschal 5 für Inoshikachō/Akatan/Aotan) oder Nintendo (+1 je weitere "
       "Karte, Akatan-Aotan zusammen 10).", assumed=True),
    _o("bright_mult", "one_plus", ["one_plus", "count", "off"], "Soft-Koi start multiplier",
       "Soft-Koi-Startmultiplikator",
       "1 + brights on the table after the deal; or the number of brights (at least 1); or none.",
       "1 + Lichter in der Auslage nach dem Geben; oder Anzahl der Lichter (mindestens 1); oder keiner.",
       assumed=True),
    _o("koi_mult", "shared", ["shared", "own"], "Soft-Koi multiplier", "Soft-Koi-Multiplikator",
       "Every Koi call raises one shared round multiplier; or only the stopper's own calls count.",
       "Jedes Koi erhöht einen gemeinsamen Multiplikator; oder nur die eigenen Koi des Beendenden zählen.",
       assumed=True),
    _o("draw_rule", "none", ["none", "dealer"], "Month without a stop", "Monat ohne Wertung",
       "No points to anyone; or the start player (dealer) gets 6.",
       "Keine Punkte; oder der Startspieler (Geber) erhält 6.", assumed=True),
    _o("first_start", "random", ["random", "seat0"], "First month's start player", "Startspieler im ersten Monat",
       "Drawn at random, or the first seat.", "Zufällig oder der erste Platz.", assumed=True),
    _o("after_draw", "keep", ["keep", "swap"], "Start player after a drawn month",
       "Startspieler nach einem Monat ohne Wertung",
       "With winner/loser starts: the same player starts again; or the other player.",
       "Bei Gewinner/Verlierer-Regel: derselbe Spieler beginnt erneut; oder der andere.", assumed=True),
    _o("both_instant", "play", ["play", "redeal"], "Both dealt an instant win", "Beide mit Sofortsieg",
       "Ignore both Teshi/Kuttsuki and play normally; or redeal.",
       "Beide Teshi/Kuttsuki ignorieren und normal spielen; oder neu geben.", assumed=True),
    _o("end_at_zero", False, None, "End when a player has 0 or less", "Ende bei 0 Punkten oder weniger",
       "End the game early once a player's points reach 0 or less.",
       "Das Spiel endet vorzeitig, sobald ein Spieler 0 oder weniger Punkte hat.", assumed=True),
    _o("koi_trigger", "improve", ["improve", "new"], "Koi decision after", "Koi-Entscheidung nach",
       "Any turn that makes a new yaku or raises one (e.g. an 11th chaff); or only a new yaku.",
       "Jeder Zug, der ein neues Yaku bildet oder eines erhöht (z. B. 11. Kasu); oder nur ein neues Yaku.",
       assumed=True),
    _o("strict_brights", False, None, "Strict bright exclusivity", "Strenge Licht-Exklusivität",
       "A bright used in a bright yaku may not also count for a viewing yaku (best split is taken).",
       "Ein Licht in einem Licht-Yaku zählt nicht auch für ein Landschafts-Yaku (beste Aufteilung zählt).",
       assumed=True),
    _o("sake_chaff", True, None, "Sake cup counts as chaff too", "Sake-Schale zählt auch als Kasu",
       "The sake cup counts both as an animal and as chaff.",
       "Die Sake-Schale zählt als Tier und zugleich als Kasu.", assumed=True),
    _o("rain_trigger", "november", ["november", "rainman"], "What rain ruins the party", "Was ist Regen",
       "With 'rain ruins the party': any November card, or only the rain man.",
       "Bei „Regen ruiniert das Fest“: jede November-Karte oder nur der Regenmann.", assumed=True),
    _o("forced_capture", True, None, "Forced capture", "Schlagzwang",
       "A hand card that can capture must be played if there is one.",
       "Kann eine Handkarte schlagen, muss eine solche gespielt werden.", assumed=True),
    _o("pairs_redeal", True, None, "Redeal on four pairs on the table", "Neu geben bei vier Paaren",
       "Redeal when the table shows four pairs (a table with four of a month always redeals).",
       "Neu geben, wenn die Auslage vier Paare zeigt (vier eines Monats führen immer zum Neugeben).",
       assumed=True),
    _o("last_auto_stop", True, None, "Stop automatically on the last turn", "Im letzten Zug automatisch werten",
       "When both hands are empty a new yaku scores at once (Koi would be pointless).",
       "Sind beide Hände leer, wird ein neues Yaku sofort gewertet (Koi wäre sinnlos).", assumed=True),
]

OPTION_KEYS = {o.key for o in OPTIONS}


def full_options(options=None) -> dict:
    out = {o.key: o.default for o in OPTIONS}
    if options:
        for k, v in options.items():
            if k in OPTION_KEYS:
                out[k] = v
    return out


PRESETS = {
    "default": {},
    "hard": {"scoring": "hard"},
    "no_viewing": {"viewing": "off"},
    "rain": {"viewing": "rain"},
    "nintendo": {"yaku_set": "nintendo"},
    "short": {"months": 3, "start_player": "alternate"},
}
