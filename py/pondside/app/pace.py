"""The table's pace: how long the computer thinks before the page runs again, how long its moves stay on
screen at each speed (the setting "speed"), and how long pieces take to travel."""
from __future__ import annotations

SLICE_MS = 8                 # a computer player thinks in slices this long, then lets the page run
# the pause after each move of the computer before its next one (a person must follow): setting "speed"
SPEEDS = {"slow": 2000, "normal": 1200, "fast": 800, "instant": 0}
DEFAULT_SPEED = "normal"
# how long a piece takes to travel to where it lands (static/motion.js), and how long each stage of a move
# that does several things in turn stays on screen (Koi-Koi's play, then its draw), at each speed
MOTION_MS = {"slow": 650, "normal": 420, "fast": 260, "instant": 0}
STAGE_MS = {"slow": 1100, "normal": 700, "fast": 450, "instant": 0}
MAX_MOTIONS = 24             # pieces flown at once (a new month's deal flies none: a whole new table)
FIRST_THINK_MS = 450         # after a person's move, the computer starts after this (capped by the speed)
MAX_BOT_DELAY_MS = 10_000    # `#botdelay=` (tests, the benchmark) is clamped to this
