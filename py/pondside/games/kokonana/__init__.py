"""Kokonana! (2–4 players): memory and race across a river to the temple."""
from ...core import GameInfo

INFO = GameInfo(
    "kokonana",
    title={"en": "Kokonana!", "de": "Kokonana!"},
    description={"en": "Memory and race across the river to the temple.",
                 "de": "Merken und Wettlauf über den Fluss zum Tempel."},
    min_players=2, max_players=4, hidden_information=True,
)
