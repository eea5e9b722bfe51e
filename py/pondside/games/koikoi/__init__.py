"""Koi-Koi (Hanafuda, 2 players) as Board Game Arena plays it."""
from ...core import GameInfo

INFO = GameInfo(
    "koikoi",
    title={"en": "Koi-Koi", "de": "Koi-Koi"},
    description={"en": "Hanafuda for two: capture by month, build yaku, call koi or stop.",
                 "de": "Hanafuda zu zweit: nach Monaten stechen, Yaku bilden, Koi rufen oder aufhören."},
    min_players=2, max_players=2, hidden_information=True,
)
