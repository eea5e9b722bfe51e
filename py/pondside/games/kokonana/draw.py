"""Kokonana! pictures: pure SVG drawing, cached."""
from __future__ import annotations

from functools import lru_cache

from ...ui.html import esc
from . import data as D

RUNNER_FILL = ["#2f6fd6", "#2e9a4a", "#d23b3b", "#e7b416"]
KEY_FILL = {"black": "#222", "purple": "#7b3fa0", "orange": "#e08a1e", "white": "#f4f1e8", "green": "#2f8f4e"}
# a short code and a hue per motif: a tile is never told apart by colour alone
MOTIF_CODE = {m: m[:2].upper() for sec in D.SECTIONS for m in D.MOTIFS[sec]}
MOTIF_CODE.update({"seahorse": "SH", "starfish": "ST", "shell": "SL", "lantern": "LA", "lily": "LI", "log": "LG"})
MOTIF_HUE = {m: (i * 37) % 360 for i, m in enumerate(D.MOTIFS["S"] + D.MOTIFS["D"])}


@lru_cache(maxsize=256)
def runner(cx, cy, seat, label) -> str:
    return (f'<g class="kn-runner" role="img" aria-label="{esc(label)}">'
            f'<circle cx="{cx}" cy="{cy}" r="11" fill="{RUNNER_FILL[seat]}" stroke="#fff" stroke-width="2.5"/>'
            f'<text x="{cx}" y="{cy + 0.5}" text-anchor="middle" dominant-baseline="middle" '
            f'class="kn-runnerno">{seat + 1}</text></g>')


def dot(seat) -> str:
    return (f'<svg class="kn-dot" viewBox="0 0 28 28" aria-hidden="true">'
            f'<circle cx="14" cy="14" r="12.5" fill="{RUNNER_FILL[seat]}" stroke="#fff" stroke-width="2"/>'
            f'<text x="14" y="19" text-anchor="middle">{seat + 1}</text></svg>')


def key_disc(kx, ky, key, letter) -> str:
    return (f'<circle cx="{kx}" cy="{ky}" r="9" fill="{KEY_FILL[key]}" stroke="#333" stroke-width="1.5"/>'
            f'<text x="{kx}" y="{ky + 0.5}" class="kn-keyletter" text-anchor="middle" dominant-baseline="middle" '
            f'fill="{"#000" if key in ("white", "orange") else "#fff"}">{esc(letter)}</text>')
