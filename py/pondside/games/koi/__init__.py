"""KOI (dV Giochi, 2–4 players): pond building with the sensei board, storage and helper cards."""
from ...core import GameInfo

INFO = GameInfo(
    "koi",
    title={"en": "KOI", "de": "KOI"},
    description={"en": "Build a pond of several levels with your sensei, your storage and your helpers. "
                       "(No solo game yet: its rules are not published.)",
                 "de": "Einen Teich auf mehreren Ebenen bauen, mit Sensei, Lager und Helfern. "
                       "(Noch kein Solospiel: seine Regeln sind nicht veröffentlicht.)"},
    min_players=2, max_players=4, hidden_information=True,
)
