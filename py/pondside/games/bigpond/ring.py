"""The Big Pond draft ring: geometry, skip costs, token, refill.

The board is modelled as a cyclic list of ``S`` typed slots in clockwise order
(slot 0 = the upper-left koi space; koi slots are the even slots).  A slot holds
a tile id or ``None`` and may carry coins paid to skip it.

Two readings of the token are offered (option ``token_space``, see engine.py):

* ``"empty"`` (default): the token stands *on* a space and that space stays empty
  while it is there.  The free pair is the two tiles right after the token; the
  token moves onto the farther emptied space; the refill fills every other empty
  space clockwise from the token.  This makes the rulebook's remark that a refill
  can bring "2 koi tiles or 2 feature tiles instead of one of each" come true
  (after skipping an odd number of tiles) and matches its end-game sentence
  ("the empty koi space is directly counter-clockwise to the draft marker").
* ``"filled"``: the digest's model: the token's space holds a tile too (it is the
  last one reachable in the circle), and the refill fills every empty space.

These functions are pure over plain lists so they are easy to test on their own.
"""
from __future__ import annotations


def slot_is_koi(slot: int) -> bool:
    return slot % 2 == 0


def order_after(token: int, size: int) -> list:
    """Slots clockwise after the token, ending with the token's own slot."""
    return [(token + k) % size for k in range(1, size + 1)]


def sequence(ring: list, token: int) -> list:
    """The slots holding a tile, in drafting order (clockwise after the token;
    empty slots are passed over for free)."""
    return [s for s in order_after(token, len(ring)) if ring[s] is not None]


def picks(ring: list, token: int, is_koi, coins: int | None = None) -> list:
    """Every pick as ``(first_slot, second_slot, cost)``: two tiles next to each
    other in drafting order, one koi and one feature, paying one coin for each
    tile skipped before them.  ``coins`` (if given) caps the cost."""
    seq = sequence(ring, token)
    out = []
    for i in range(len(seq) - 1):
        if coins is not None and i > coins:
            break
        a, b = seq[i], seq[i + 1]
        if is_koi(ring[a]) != is_koi(ring[b]):
            out.append((a, b, i))
    return out


def refill(ring: list, token: int, token_space: str, koi_deck: list, feat_deck: list) -> bool:
    """Fill empty slots in place, walking clockwise from the slot after the token
    (so an unfillable slot ends up counter-clockwise of the token).  Decks are
    drawn from the end (``list.pop``).  Returns False when some slot could not
    be filled because its deck is empty (the end-game trigger)."""
    ok = True
    for s in order_after(token, len(ring)):
        if s == token and token_space == "empty":
            continue
        if ring[s] is not None:
            continue
        deck = koi_deck if slot_is_koi(s) else feat_deck
        if deck:
            ring[s] = deck.pop()
        else:
            ok = False
    return ok
