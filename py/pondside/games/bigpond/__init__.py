"""Kōhaku: The Big Pond — the competitive mode on one shared pond (2–4 players)."""
from ...core import GameInfo

INFO = GameInfo(
    "bigpond",
    title={"en": "Kōhaku: The Big Pond", "de": "Kōhaku: Der große Teich"},
    description={"en": "One shared pond: draft from the ring, claim features with your markers.",
                 "de": "Ein gemeinsamer Teich: vom Ring wählen, Elemente mit Markern beanspruchen."},
    min_players=2, max_players=4, hidden_information=True,
)
