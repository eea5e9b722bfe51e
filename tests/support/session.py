"""What the session tests share: the clickable elements of a rendered page, a markup balance check, a clock
that moves on at every reading, the session's timer run to the end, and a fresh session."""
import json
from html.parser import HTMLParser

from pondside.app.session import MemoryStore, Session, parse_hash


class Clicks(HTMLParser):
    """The clickable elements of a page: (kind, json data, attrs) for data-act / data-sel / data-nav."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "disabled" in a:
            return
        for kind in ("data-act", "data-sel", "data-nav"):
            if kind in a:
                self.found.append((kind, json.loads(a[kind]), a))

    handle_startendtag = handle_starttag


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# elements the HTML parser closes by itself (the views close them anyway; these are only the optional ends)
OPTIONAL_END = {"p", "li", "option", "td", "th", "tr", "tbody", "thead", "dt", "dd"}


class Balance(HTMLParser):
    """Every element the markup opens is closed by its own end tag, in order: the browser's parser would
    otherwise repair the tree (which is not what the view wrote), and static/morph.js's quick patch gives
    up on such markup and re-parses the whole screen at every click."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.svg = [], [], 0

    def handle_starttag(self, tag, attrs):
        if tag == "svg":
            self.svg += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if not self.svg and tag not in VOID:
            self.errors.append(f"<{tag}/> opens an HTML element that never closes")

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            if len(self.errors) < 5:
                self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else '(nothing)'}>: "
                                   f"{self.rawdata[max(0, self.getpos()[1] - 160):self.getpos()[1]][-160:]!r}")
            while self.stack and self.stack[-1] != tag and self.stack[-1] in OPTIONAL_END:
                self.stack.pop()
            if not self.stack or self.stack[-1] != tag:
                return
        self.stack.pop()
        if tag == "svg":
            self.svg -= 1


def unbalanced(html) -> list:
    b = Balance()
    b.feed(html)
    b.close()
    return b.errors + ([f"never closed: {b.stack}"] if b.stack else [])


def clicks(html, kind=None):
    p = Clicks()
    p.feed(html)
    return [c for c in p.found if kind is None or c[0] == kind]


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.5          # every reading moves time on: a slice ends after a few readings
        return self.now


def run_timers(s, limit=20000):
    """Fire the session's timer until nothing is pending (the computer has moved, or waits for a person)."""
    fired = 0
    while s.timer is not None and fired < limit:
        s.tick()
        fired += 1
    assert fired < limit, "the computer never finished"
    return fired


def new_session(store=None, hash_="", **kw):
    return Session(store if store is not None else MemoryStore(), parse_hash(hash_), clock=Clock(), **kw)
