"""What the phones of a table say: the screens that pair them, and a refusal of a message from another phone,
in player words."""
from __future__ import annotations

from ..ui.i18n import Texts

TEXT = Texts(
    "tables",
    en={
        "own_phones": "Players on their own phones",
        "own_phones_note": "Every other person plays on their own phone and sees only their own hand. All phones "
                           "on one Wi-Fi; no internet needed. This phone holds the whole game: play with people "
                           "you trust.",
        "need_two": "To play on several phones, choose at least two people.",
        "pair_intro": "Each person scans their code with their phone's camera. Their phone then shows a code of its "
                      "own: tap Scan and hold that code up to this phone.",
        "code_for": "Code for {name}",
        "making": "Making the code…",
        "as_link": "Send it as a link instead",
        "send_link": "Send the link",
        "copy_link": "Copy the link",
        "scan": "Scan a phone's code",
        "scan_stop": "Stop scanning",
        "scanning": "Hold the other phone's code in front of the camera.",
        "joined": "{name} is at the table.",
        "joining": "{name}'s phone is connecting…",
        "waiting_for": "Waiting for {name}'s phone.",
        "lost": "{name}'s phone lost its connection. Show {name} the code again to bring it back.",
        "show_again": "Show {name}'s code again",
        "one_phone": "Play on one phone instead",
        "cancel": "Stop the table",
        "to_game": "Back to the game",
        "again_wait": "Waiting for the other phones to start the next game…",
        "guest_intro": "Show this code to the phone that started the game.",
        "guest_code": "Code for the host's phone",
        "guest_wait": "Connected. Waiting for the others to join…",
        "guest_lost": "The connection to the host's phone was lost. Scan its code for you again to come back.",
        "audit_ok": "This phone replayed the whole game: it is what it was shown, dealt as every phone agreed.",
        "no_wifi": "This phone has no Wi-Fi address. Join the same Wi-Fi as the others, or play on one phone.",
        "failed": "The phones could not reach each other. Are they on the same Wi-Fi? Some Wi-Fi networks (guest "
                  "networks, for example) keep phones apart. Or play on one phone.",
        "camera": "The camera could not be opened. Allow the camera for this page, or play on one phone.",
        "unreadable": "No code could be read in that picture.",
        "not_answer": "That is not a code from a phone of this table.",
        "webrtc": "This browser cannot connect phones directly. Try another browser, or play on one phone.",
        "answer": "The other phone's code does not fit this table's code for it: scan again.",
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
        "undo": "That move cannot be taken back any more.",
        "tampered": "The record of the game does not match what this phone was shown: the host's phone "
                    "changed the game.",
        "seed_cheat": "The host's phone did not deal the cards it promised to deal.",
    },
    de={
        "own_phones": "Jeder auf seinem Telefon",
        "own_phones_note": "Alle anderen spielen auf ihrem eigenen Telefon und sehen nur ihre eigene Hand. Alle "
                           "Telefone im selben WLAN; kein Internet nötig. Dieses Telefon hält das ganze Spiel: "
                           "Spielt mit Leuten, denen ihr vertraut.",
        "need_two": "Für mehrere Telefone wähle mindestens zwei Personen.",
        "pair_intro": "Jede Person scannt ihren Code mit der Kamera ihres Telefons. Ihr Telefon zeigt dann einen "
                      "eigenen Code: Tippe auf Scannen und halte diesen Code vor dieses Telefon.",
        "code_for": "Code für {name}",
        "making": "Code wird erstellt…",
        "as_link": "Stattdessen als Link senden",
        "send_link": "Link senden",
        "copy_link": "Link kopieren",
        "scan": "Code eines Telefons scannen",
        "scan_stop": "Scannen beenden",
        "scanning": "Halte den Code des anderen Telefons vor die Kamera.",
        "joined": "{name} ist am Tisch.",
        "joining": "Das Telefon von {name} verbindet sich…",
        "waiting_for": "Warte auf das Telefon von {name}.",
        "lost": "Das Telefon von {name} hat die Verbindung verloren. Zeige {name} den Code noch einmal, um es "
                "zurückzuholen.",
        "show_again": "Code für {name} noch einmal zeigen",
        "one_phone": "Doch auf einem Telefon spielen",
        "cancel": "Tisch beenden",
        "to_game": "Zurück zum Spiel",
        "again_wait": "Warte, bis die anderen Telefone das nächste Spiel beginnen…",
        "guest_intro": "Zeige diesen Code dem Telefon, das das Spiel gestartet hat.",
        "guest_code": "Code für das Telefon des Gastgebers",
        "guest_wait": "Verbunden. Warte, bis alle anderen da sind…",
        "guest_lost": "Die Verbindung zum Telefon des Gastgebers ist abgerissen. Scanne deinen Code dort noch "
                      "einmal, um zurückzukommen.",
        "audit_ok": "Dieses Telefon hat das ganze Spiel nachgespielt: Es ist, was es gezeigt bekam, gemischt wie "
                    "alle Telefone es vereinbart hatten.",
        "no_wifi": "Dieses Telefon hat keine WLAN-Adresse. Geh ins selbe WLAN wie die anderen, oder spielt auf "
                   "einem Telefon.",
        "failed": "Die Telefone erreichen einander nicht. Sind sie im selben WLAN? Manche WLANs (Gästenetze zum "
                  "Beispiel) halten Telefone voneinander getrennt. Oder spielt auf einem Telefon.",
        "camera": "Die Kamera ließ sich nicht öffnen. Erlaube die Kamera für diese Seite, oder spielt auf einem "
                  "Telefon.",
        "unreadable": "In diesem Bild ließ sich kein Code lesen.",
        "not_answer": "Das ist kein Code eines Telefons dieses Tisches.",
        "webrtc": "Dieser Browser kann Telefone nicht direkt verbinden. Versuche einen anderen Browser, oder spielt "
                  "auf einem Telefon.",
        "answer": "Der Code des anderen Telefons passt nicht zum Code dieses Tisches für es: scanne noch einmal.",
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
        "undo": "Dieser Zug lässt sich nicht mehr zurücknehmen.",
        "tampered": "Die Aufzeichnung des Spiels passt nicht zu dem, was dieses Telefon gezeigt bekam: Das "
                    "Telefon des Gastgebers hat das Spiel verändert.",
        "seed_cheat": "Das Telefon des Gastgebers hat nicht so gemischt, wie es versprochen hatte.",
    },
)
