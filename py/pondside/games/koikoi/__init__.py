"""Koi-Koi (Hanafuda, 2 players) as Board Game Arena plays it."""
from .engine import GAME, KoiKoi, stop_score  # noqa: F401
from .yaku import instant_yaku, progress, score_yaku  # noqa: F401
