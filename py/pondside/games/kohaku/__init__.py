"""Kōhaku (1–4 players) with every module of The Big Pond expansion and solo rivals (see README.md)."""
from ...core import GameInfo

INFO = GameInfo(
    "kohaku",
    title={"en": "Kōhaku", "de": "Kōhaku"},
    description={"en": "Draft koi and features to build the finest pond; every module of The Big Pond, and solo rivals.",
                 "de": "Koi und Teichelemente wählen und den schönsten Teich bauen; alle Module von The Big Pond, Solo-Rivalen."},
    min_players=1, max_players=4, hidden_information=True,
)
