"""Player words only (issue 23): every screen of Kōhaku and The Big Pond — the new-game dialog, a game's start,
middle and end in every mode, the rules page, the log and the status line — in English and German, holds no
internal word: no snake_case id, no section sign, no [PLACEHOLDER]/[ASSUMED], no "digest", no file name, no
"Seat N", no raw option value."""
import re
from html.parser import HTMLParser

import pytest

from pondside import Rng, games
from pondside.app import newgame, shell

BAD = [re.compile(p) for p in (r"\b[a-z]+_[a-z_]+\b", r"§", r"\[(PLACEHOLDER|ASSUMED|PLATZHALTER)\]", r"(?i)digest",
                                r"\b\w+\.(py|json|md)\b", r"\bSeat \d", r"\bPlatz \d", r"\{\w*\}", r"\((you|du)\)")]
READ = ("aria-label", "title", "alt", "placeholder")


class Words(HTMLParser):
    """The text a person can read or hear: text nodes and naming attributes (not classes, not data-*)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        self.out += [v for k, v in attrs if k in READ and v]
        if tag == "option":
            pass

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.out.append(data)


def words(markup):
    p = Words()
    p.feed(markup)
    return p.out


def bad_words(markup):
    found = []
    for text in words(markup):
        for pat in BAD:
            m = pat.search(text)
            if m:
                found.append((m.group(0), text[:120]))
    return found


MODES = {
    "kohaku": [(2, {}), (1, {"sundials": True, "blue_koi": True, "new_features": True, "solo_rival": "hard"}),
               (3, {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True,
                    "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]}), (4, {"objectives": True})],
    "bigpond": [(2, {}), (3, {"feature_sets": ["bamboo", "cat", "fountain", "heron"]}),
                (4, {"feature_sets": ["wildflower", "cat", "duck", "heron"], "skip_coins": "bank"})],
}


def _screens(name, n, opts, seed):
    g = games.get(name)
    view = games.module(name, "view")
    players = [{"name": "You", "kind": "human"}] + [{"name": f"Computer {i}", "kind": "computer", "bot": "x"}
                                                   for i in range(1, n)]
    s = g.new_game(players, seed, opts)
    r = Rng.from_seed(f"words{seed}")
    steps = 0
    while True:
        if steps % 9 == 0 or g.is_over(s):
            for lang in ("en", "de"):
                for seat in (s["to_move"], None, 0):
                    legal = g.legal_actions(s) if seat is not None and seat == s["to_move"] else []
                    ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {}, "compact": True, "changed": set()}
                    yield f"{name} {n}p step {steps} seat {seat} {lang}", view.render(g.view(s, seat), ctx)
        if g.is_over(s):
            for lang in ("en", "de"):
                yield f"{name} end lines {lang}", " ".join(g.result_lines(s, lang))
                yield f"{name} log {lang}", " ".join(shell.log_lines(g, s, lang))
            return
        legal = g.legal_actions(s)
        a = r.choice(legal)
        after = g.apply(s, a)
        if steps % 3 == 0:
            for lang in ("en", "de"):
                yield f"{name} summary {lang}", g.turn_summary([(s, a, after)], 0, lang)
        s = after
        steps += 1


@pytest.mark.parametrize("name", ["kohaku", "bigpond"])
def test_dialog_rules_and_every_screen_are_in_player_words(name):
    g = games.get(name)
    view = games.module(name, "view")
    problems = []
    for lang in ("en", "de"):
        setup = newgame.default_setup(g)
        for n in range(g.min_players, g.max_players + 1):
            setup["count"] = n
            # the game's part of the dialog: its options (seats and names are the shell's)
            page = newgame.render_setup(g, lang, setup)
            part = page[page.index('<fieldset class="options">'):]
            problems += [("dialog", lang, n, b) for b in bad_words(part)]
        for _, opts in MODES[name]:
            problems += [("rules", lang, b) for b in bad_words(view.rules_html(lang, opts))]
        for o in g.options_spec:
            for c in (o.choices or []):
                label = o.choice_label(c, lang)
                assert label != str(c) or not re.search(r"[a-z]_|^[a-z]+$", str(c)), (o.key, c, lang)
    for seed, (n, opts) in enumerate(MODES[name]):
        for where, markup in _screens(name, n, opts, seed):
            problems += [(where, b) for b in bad_words(markup)]
    assert not problems, problems[:12]


def test_the_detector_finds_what_it_should():
    assert bad_words('<p>dual_flower</p>') and bad_words('<p title="§9.2">x</p>') and bad_words("<p>Seat 1</p>")
    assert bad_words("<p>[PLACEHOLDER]</p>") and bad_words("<p>rules_provisional.json</p>")
    assert not bad_words('<p class="kohaku_x" data-act="{&quot;t&quot;:&quot;take&quot;}">Red flower</p>')


# the characters every device's basic fonts draw (Latin letters and punctuation, and the WGL4 arrows and
# signs the explanations use): anything else, an emoji or a dingbat, may show as an empty box (issue 24)
BASIC = {chr(c) for c in range(0x20, 0x250)} | set("–—‘’‚“”„†‡•…‰′″‹›€→←↑↓−×÷·\u00a0\u202f")


@pytest.mark.parametrize("name", ["kohaku", "bigpond"])
def test_every_text_and_control_label_is_in_a_basic_font(name):
    view = games.module(name, "view")
    outside = set()
    for seed, (n, opts) in enumerate(MODES[name][:2]):
        for where, markup in _screens(name, n, opts, seed):
            outside |= {(ch, where) for text in words(markup) for ch in text if ch not in BASIC}
    for lang in ("en", "de"):
        outside |= {(ch, "rules") for text in words(view.rules_html(lang, {})) for ch in text if ch not in BASIC}
    assert not outside, sorted(outside)[:10]
    assert "✕" not in BASIC and "🏆" not in BASIC and "★" not in BASIC      # the check can fail
