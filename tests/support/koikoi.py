"""Helpers for the Koi-Koi tests: build a rigged state by placing named cards; read a page as a player does."""
from html.parser import HTMLParser

from pondside.games.koikoi.engine import GAME  # noqa: E402
from pondside.games.koikoi.cards import CARDS  # noqa: E402


def rig(options=None, hands=None, table=None, draws=None, piles=None, to_move=0, seed=1, **extra):
    """A state of month 1 with the given cards placed.

    ``hands``: two lists (missing cards are filled from the rest up to 8 unless
    the list is given as a tuple, which is kept exactly); ``draws``: the next
    cards drawn, in order; everything else goes to the bottom of the deck.
    """
    st = GAME.new_game(["Ann", "Ben"], seed, options or {})
    hands = [list(h) for h in (hands or ([], []))]
    table = list(table or [])
    draws = list(draws or [])
    piles = [list(p) for p in (piles or ([], []))]
    used = set(table) | set(draws) | set(piles[0]) | set(piles[1]) | set(hands[0]) | set(hands[1])
    assert len(used) == len(table) + len(draws) + sum(map(len, piles)) + sum(map(len, hands))
    rest = [c for c in CARDS if c not in used]
    # fill cards that can't match anything on the table to keep scenarios clean
    st["hands"] = hands
    st["table"] = table
    st["piles"] = piles
    st["deck"] = rest + list(reversed(draws))
    st["drawn"] = None
    st["koi"] = [0, 0]
    st["phase"] = "play"
    st["to_move"] = to_move
    st["start"] = to_move
    st["result"] = None
    st["before"] = {}
    st.update(extra)
    GAME.check_invariants(st)
    return st


def play(st, *actions):
    for a in actions:
        st = GAME.apply(st, a)
    return st


class Readable(HTMLParser):
    """The text a player can read or hear: text nodes, aria-labels, titles and alt texts."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        for k, v in attrs:
            if k in ("aria-label", "title", "alt", "placeholder") and v:
                self.parts.append(v)

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.parts.append(data)


def readable(html):
    p = Readable()
    p.feed(html)
    return "\n".join(p.parts)
