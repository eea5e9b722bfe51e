"""Kokonana! (2–4 players): memory and race across a river to the temple."""
from .engine import GAME, Kokonana  # noqa: F401
