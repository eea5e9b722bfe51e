"""Kokonana! in player words (issue 23): every screen a player sees — the new-game dialog, the table at the start,
in the middle and at the end, the rules page, the log, the messages of refused moves — in English and German,
holds no internal word: no ids, no section signs or rule numbers of our notes, no raw values, no "Seat N"."""
import re
from html.parser import HTMLParser

import pytest

from pondside import IllegalAction, Rng, games
from pondside.app import newgame
from pondside.games.kokonana import bots, options as O

G = games.get("kokonana")
V = games.module("kokonana", "view")
NAMES = ["Ann", "Ben", "Cleo", "Dan"]

FORBIDDEN = [
    (re.compile(r"§"), "a section sign"),
    (re.compile(r"\[(ASSUMED|PLACEHOLDER)|ASSUMED|PLACEHOLDER", re.I), "an [ASSUMED] mark"),
    (re.compile(r"digest|placeholder|\.json|\.py\b|\.md\b", re.I), "a word of our notes or a file name"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case id"),
    (re.compile(r"\b(True|False|None)\b"), "a raw value"),
    (re.compile(r"\b(Seat|Platz|Player) \d"), "a seat number instead of a name"),
    (re.compile(r"[{}]|'t'|\"t\""), "unformatted text or a raw action"),
    (re.compile(r"\b(flip1|flip2|nohop|fhop|thop|tpeek|peeked)\b"), "a stage or action id"),
    (re.compile(r"\b[SD]\d+\b"), "a space id"),
]


class Visible(HTMLParser):
    """The text a person reads or hears: text nodes (not in style/script) and the names of elements."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        for k, v in attrs:
            if k in ("aria-label", "title", "placeholder", "alt") and v:
                self.parts.append(v)

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.parts.append(data)


def visible(html):
    p = Visible()
    p.feed(html)
    return p.parts


def problems(where, texts, skip=()):
    out = []
    for text in texts:
        for rx, what in FORBIDDEN:
            if what in skip:
                continue
            m = rx.search(text)
            if m:
                out.append(f"{where}: {what} ({m.group(0)!r}) in {text[:120]!r}")
    return out


def test_the_detector_finds_internal_words():
    assert problems("x", ["Hop (§5 step 1)"]) and problems("x", ["grid4x5 bank_capacity"])
    assert problems("x", ["Seat 1"]) and problems("x", ["value True"]) and problems("x", ["tile S13"])
    assert problems("x", ["{name} is playing"]) and problems("x", ["[ASSUMED §9.1]"])
    assert not problems("x", ["Ann is playing…", "Hop to the sandbank", "Temple tile 3"])


def positions(n, seed):
    """States of one game from start to end (every step), played by the computer levels."""
    s = G.new_game([{"name": NAMES[i]} for i in range(n)], seed)
    rng = Rng(seed)
    out = [s]
    while not G.is_over(s):
        seat = s["to_move"]
        level = "memory" if seat % 2 == 0 else "random"
        a = bots.BOTS[level](G, G.view(s, seat), G.legal_actions(s), rng)
        s = G.apply(s, a)
        out.append(s)
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_dialog_and_rules_page_in_player_words(lang):
    found = []
    setup = newgame.default_setup(G)
    for count in range(G.min_players, G.max_players + 1):
        setup["count"] = count
        # the seat rows' "Seat 1" labels are the shell's own (reported to the lead), not this game's
        found += problems(f"dialog {count}", visible(newgame.render_setup(G, lang, setup)),
                          skip=("a seat number instead of a name",))
    for preset in G.presets.values():
        opts = G.check_options(preset)
        found += problems("rules page", visible(V.rules_html(lang, opts)))
    for o in G.options_spec:
        found += problems(f"option {o.key}", [o.label[lang], o.help[lang]]
                          + [o.choice_label(c, lang) for c in (o.choices or [])])
    from pondside.games.kokonana.bots import BOT_LABELS
    found += problems("levels", [v[lang] for v in BOT_LABELS.values()])
    assert not found, "\n".join(found[:30])


def test_every_choice_has_a_label_in_both_languages():
    for o in G.options_spec:
        for c in o.choices or []:
            for lang in ("en", "de"):
                assert o.choice_label(c, lang) != str(c), (o.key, c, lang)
    assert O.OPTIONS[0].group == "module" and all(o.group == "house" for o in O.OPTIONS if o.assumed)
    peek = next(o for o in O.OPTIONS if o.key == "talisman_peek_wins")
    assert peek.applies({"young_children": False}, 2) and not peek.applies({"young_children": True}, 2)


def test_counts_stay_whole_numbers():
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"bank_capacity": True})
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"talismans_per_turn": 99})
    assert G.new_game(2, 1, {"bank_capacity": 2})["options"]["bank_capacity"] == 2


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_table_log_and_refusals_in_player_words(lang, n):
    found = []
    states = positions(n, 40 + n)
    picks = sorted({0, 1, 2, len(states) // 3, len(states) // 2, len(states) - 2, len(states) - 1}
                   | set(range(0, len(states), max(1, len(states) // 25))))
    for k in picks:
        s = states[k]
        for seat in [None] + list(range(n)):
            legal = G.legal_actions(s) if seat is not None and s["to_move"] == seat else []
            for compact in (False, True):
                ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {}, "compact": compact, "changed": set()}
                found += problems(f"step {k} seat {seat}", visible(V.render(G.view(s, seat), ctx)))
            for mode in ("thop", "tpeek"):
                if any(a["t"] == mode for a in legal):
                    ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {"mode": mode}, "compact": True}
                    found += problems(f"step {k} {mode}", visible(V.render(G.view(s, seat), ctx)))
        if k + 1 < len(states):
            a = states[k + 1]["actions"][-1]
            found += problems(f"log {k}", [G.log_line(s, a, lang)])
    # the refusals (English: the message of IllegalAction)
    if lang == "en":
        for s in states[:: max(1, len(states) // 40)]:
            if G.is_over(s):
                continue
            seat = s["to_move"]
            tries = [{"t": "hop", "to": "T"}, {"t": "hop", "to": "S3"}, {"t": "flip", "s": "D", "i": 0},
                     {"t": "flip", "s": "S", "i": 0}, {"t": "key", "k": "black"}, {"t": "tpeek", "i": 0},
                     {"t": "peek", "i": 0}, {"t": "end"}, {"t": "thop", "to": "S0"}, {"t": "fhop", "to": "B"},
                     {"t": "talisman"}, {"t": "nohop"}, {"t": "zzz"}, "junk", None, {"t": "hop", "to": "Q9"}]
            for a in tries:
                if a in G.legal_actions(s):
                    continue
                with pytest.raises(IllegalAction) as e:
                    G.apply(s, a)
                found += problems(f"refusal of {a}", [str(e.value)])
                assert str(e.value)[0].isupper() and str(e.value).endswith("."), str(e.value)
            assert seat is not None
    assert not found, "\n".join(found[:30])
