"""KOI (dV Giochi): pond building with the sensei board, storage and helper cards."""
from .engine import GAME, KoiGame  # noqa: F401
