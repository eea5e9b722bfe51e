"""The Big Pond's two decks as tile ids: which of Kōhaku's tiles are in the game.  Used by the
engine (the set-up, the invariants) and by ``position.py`` (a position's tiles), so neither imports the other."""
from __future__ import annotations

from ..kohaku import data as K
from ..kohaku import tiles as T
from .data import DATA


def koi_deck_ids() -> list:
    """The 40-tile Big Pond koi deck: the two-tone koi without stones and with four, and the blue koi."""
    no_stones = [t for t in K.TWO_TONE_KOI_IDS if K.TILES[t]["stones"] == 0]
    four = [t for t in K.TWO_TONE_KOI_IDS if K.TILES[t]["stones"] == 4]
    return no_stones + four + list(K.BLUE_KOI_IDS)


def feature_deck_ids(sets) -> list:
    """The single flowers (``single_flowers_per_colour`` of each colour) and the chosen feature sets."""
    per = DATA["single_flowers_per_colour"]
    singles = [f"F-SF-{K.LETTER[c]}-{n}" for c in K.COLOURS for n in range(1, per + 1)]
    return singles + T.feature_ids(sets)
