"""What a phone says when it refuses a message from another phone, in player words."""
from __future__ import annotations

from ..ui.i18n import Texts

TEXT = Texts(
    "tables",
    en={
        "version": "The other phone runs another version of Pondside: open Pondside again on both phones "
                   "(with a connection to the internet) so that both update.",
        "malformed": "A message from the other phone could not be read.",
        "too_long": "A message from the other phone was too long to be a move.",
        "session": "That phone belongs to another table.",
        "seat": "There is no such seat at this table for another phone.",
        "token": "That seat is held by another phone. To take it back, scan the code for it again.",
        "not_started": "The game has not started yet: the other players are still joining.",
        "stale": "That move came after the table had moved on; your phone now shows the table as it is.",
        "turn": "It is not your turn.",
        "illegal": "That move is not allowed: {why}",
        "over": "The game is over.",
        "tampered": "The record of the game does not match what this phone was shown: the host's phone "
                    "changed the game.",
        "seed_cheat": "The host's phone did not deal the cards it promised to deal.",
    },
    de={
        "version": "Das andere Telefon hat eine andere Version von Pondside: Öffne Pondside auf beiden "
                   "Telefonen noch einmal (mit Internetverbindung), damit beide aktualisiert werden.",
        "malformed": "Eine Nachricht vom anderen Telefon ließ sich nicht lesen.",
        "too_long": "Eine Nachricht vom anderen Telefon war zu lang für einen Zug.",
        "session": "Dieses Telefon gehört zu einem anderen Tisch.",
        "seat": "An diesem Tisch gibt es keinen solchen Platz für ein anderes Telefon.",
        "token": "Diesen Platz hält ein anderes Telefon. Um ihn zurückzubekommen, scanne seinen Code noch "
                 "einmal.",
        "not_started": "Das Spiel hat noch nicht begonnen: Die anderen kommen noch an den Tisch.",
        "stale": "Dieser Zug kam, nachdem am Tisch schon weitergespielt wurde; dein Telefon zeigt jetzt den "
                 "Tisch, wie er ist.",
        "turn": "Du bist nicht am Zug.",
        "illegal": "Dieser Zug ist nicht erlaubt: {why}",
        "over": "Das Spiel ist vorbei.",
        "tampered": "Die Aufzeichnung des Spiels passt nicht zu dem, was dieses Telefon gezeigt bekam: Das "
                    "Telefon des Gastgebers hat das Spiel verändert.",
        "seed_cheat": "Das Telefon des Gastgebers hat nicht so gemischt, wie es versprochen hatte.",
    },
)
