"""The central pond Kōhaku drafts from: its spaces, the pairs that may be taken, and what a take leaves.

The board is ``data.BOARD_ROWS`` x ``data.BOARD_COLS`` spaces in reading order (space 0 top left); koi lie where
row + column is even, features on the others.  Taking two neighbouring tiles empties their spaces; the tiles left
on the two centre spaces then slide out into the gaps of their type, and the centre is refilled from the decks
(the engine's business: it needs the decks).  Used by the engine and by the bots' look-ahead.
"""
from __future__ import annotations

from . import data

ROWS, COLS = data.BOARD_ROWS, data.BOARD_COLS
SPACES = ROWS * COLS
CENTRE_KOI, CENTRE_FEATURE = data.CENTRE_KOI, data.CENTRE_FEATURE


def slot_is_koi(i: int) -> bool:
    return (i // COLS + i % COLS) % 2 == 0


def adjacent(i: int, j: int) -> bool:
    ri, ci, rj, cj = i // COLS, i % COLS, j // COLS, j % COLS
    return abs(ri - rj) + abs(ci - cj) == 1


# every pair of neighbouring spaces (a < b): always one koi space and one feature space
PAIRS = [(i, j) for i in range(SPACES) for j in range(i + 1, SPACES) if adjacent(i, j)]


def take(board: list, a: int, b: int) -> list:
    """Take the tiles of spaces ``a`` and ``b`` from ``board`` (in place) and slide the centre tiles out into
    the gaps; returns the taken ``[koi, feature]``.  The centre spaces are left empty for the refill."""
    ks, fs = (a, b) if slot_is_koi(a) else (b, a)
    hand = [board[ks], board[fs]]
    board[ks] = board[fs] = None
    if ks != CENTRE_KOI:
        board[ks], board[CENTRE_KOI] = board[CENTRE_KOI], None
    if fs != CENTRE_FEATURE:
        board[fs], board[CENTRE_FEATURE] = board[CENTRE_FEATURE], None
    return hand
