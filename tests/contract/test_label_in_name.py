"""WCAG 2.5.3 "label in name" for every clickable piece of every game, over many positions.

A control named with ``aria-label`` must have its visible text as a contiguous run of words of that name
(what voice-control users say to click it).  This is axe-core's ``label-content-name-mismatch`` rule,
reimplemented here (same tokenising: NFKD, bracketed parts dropped, anything but letters and digits is a
separator) so that it runs over hundreds of random deals instead of the one a browser test happens to see.
"""
import re
import unicodedata
from html.parser import HTMLParser

import pytest

from pondside import Rng, games
from pondside.app import shell

# HTML elements without an end tag (SVG shapes are self-closed: HTMLParser reports them as startend)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def tokens(text: str) -> list:
    text = unicodedata.normalize("NFKD", text)
    prev = None
    while prev != text:
        prev, text = text, re.sub(r"\([^()]*\)", "", text)
    text = "".join(ch if ch.isalnum() else " " for ch in text)
    return text.lower().split()


def contains(name: list, label: list) -> bool:
    if not label:
        return True
    return any(name[i:i + len(label)] == label for i in range(len(name) - len(label) + 1))


class Controls(HTMLParser):
    """Collects (aria-label, visible text) for each element that is a button and is named by aria-label."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []      # [tag, control-index or None, hidden-text?]
        self.found = []      # [label, [text parts]]

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        hidden = tag in ("title", "style", "script", "desc") or bool(self.stack and self.stack[-1][2])
        ctl = None
        if (a.get("role") == "button" or tag == "button") and a.get("aria-label"):
            ctl = len(self.found)
            self.found.append([a["aria-label"], []])
        if tag in VOID:
            return
        self.stack.append([tag, ctl, hidden])

    def handle_startendtag(self, tag, attrs):
        a = dict(attrs)
        if (a.get("role") == "button" or tag == "button") and a.get("aria-label"):
            self.found.append([a["aria-label"], []])

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        if not self.stack or self.stack[-1][2]:
            return
        for _, ctl, _ in self.stack:
            if ctl is not None:
                self.found[ctl][1].append(data)


def mismatches(html: str) -> list:
    p = Controls()
    p.feed(html)
    bad = []
    for label, parts in p.found:
        text = " ".join("".join(parts).split()).lower()
        if len(text) == 1 and not text.isdigit() or text in ("aa", "abc"):
            continue     # axe: not "human interpretable" (a single letter or symbol), so not judged
        visible = tokens(text)
        if visible and not contains(tokens(label), visible):
            bad.append((label, "".join(parts).strip()))
    return bad


def test_the_checker_finds_a_mismatch():
    assert mismatches('<div role="button" aria-label="Take the crane"><svg><text>1</text> <text>Jan</text>'
                      '<text>Crane</text></svg></div>') == [("Take the crane", "1 JanCrane")]
    assert mismatches('<div role="button" aria-label="Take 1 Jan Crane (Pine, Bright)"><svg><title>x</title>'
                      '<text>1</text> <text>Jan</text> <text>Crane</text></svg></div>') == []
    assert mismatches('<button type="button">Undo</button>') == []


@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_named_control_contains_its_visible_text(name, lang):
    g = games.get(name)
    seen = 0
    for seed in range(6):
        n = g.min_players if g.min_players > 1 else min(2, g.max_players)
        s = g.new_game(n, seed=seed)
        rng = Rng.from_seed(seed)
        steps = 0
        while not g.is_over(s) and steps < 300:
            seat = s["to_move"]
            if steps % 3 == 0:
                html = shell.render_game(g, s, {"seat": seat, "sel": {}}, lang)
                bad = mismatches(html)
                assert not bad, (name, seed, steps, bad[:3])
                seen += 1
            s = g.apply(s, rng.choice(g.legal_actions(s)))
            steps += 1
    assert seen > 50
