"""Issue 23 for Koi-Koi: words a player understands, everywhere a player can read them (board, prompts,
dialogs, status, game log, rules page, the new-game dialog's options and levels) in English and German:
no internal ids, no section signs or notes' tags, no file names, no "Seat N"."""
import re
import pytest

from support.koikoi import readable

from pondside import Rng, games
from pondside.games.koikoi.bots import BOT_LABELS, BOTS, choose_heuristic
from pondside.games.koikoi.options import OPTIONS
from pondside.games.koikoi.view import render, rules_html

G = games.get("koikoi")
BAD = [
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "snake_case id"),
    (re.compile(r"§|\[ASSUMED|\[ANGENOMMEN|\[PLACEHOLDER"), "notes' marks"),
    (re.compile(r"\bdigest\b|\.json\b|\.py\b", re.I), "file or notes"),
    (re.compile(r"\b(Seat|Platz) \d"), "seat number"),
    (re.compile(r"(?<![\w-])\d{1,2}-\d(?![\w-])"), "card id"),
    (re.compile(r"\{|\}|\bNone\b|\bnull\b|\bundefined\b|'t'|\"t\""), "raw data"),
    (re.compile(r"\b(one_plus|seat0|heuristic|bga|nintendo|improve|rainman|november)\b"), "choice id"),
]


def check(text, where):
    for rx, what in BAD:
        m = rx.search(text)
        assert not m, f"{where}: {what} {m.group(0)!r} in …{text[max(0, m.start() - 60):m.end() + 60]}…"


def _walk(seed, options):
    s = G.new_game([{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "heuristic"}],
                   seed, options)
    rng = Rng(seed)
    while True:
        yield s
        if G.is_over(s):
            return
        seat = s["to_move"]
        a = choose_heuristic(G, G.view(s, seat), G.legal_actions(s), rng)
        s = G.apply(s, a)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("preset", sorted(G.presets))
def test_every_screen_speaks_player_words(lang, preset):
    phases = set()
    opts = dict(G.presets[preset], months=3)
    for i, s in enumerate(_walk(7, opts)):
        phases.add(s["phase"])
        if i % 3 and s["phase"] == "play":
            continue
        for seat in (0, 1, None):
            legal = G.legal_actions(s) if seat is not None and s["to_move"] == seat else []
            sel = {}
            if legal and any("take" in a for a in legal if a.get("t") == "play"):
                sel = {"card": next(a["card"] for a in legal if "take" in a)}
            for compact in (False, True):
                page = render(G.view(s, seat), {"lang": lang, "seat": seat, "legal": legal, "sel": sel,
                                                "compact": compact, "changed": set()})
                check(readable(page), f"{preset} {s['phase']} seat {seat}")
        if s["actions"]:
            before = G.replay_state(s, len(s["actions"]) - 1)
            check(G.log_line(before, s["actions"][-1], lang), "log")
            check(G.turn_summary([(before, s["actions"][-1], s)], 0, lang), "status")
    assert {"play", "koi", "summary", "over"} <= phases or preset != "default"
    check(readable(rules_html(lang, opts)), "rules page")
    check("\n".join(G.result_lines(s, lang)), "end screen")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dialogs_words(lang):
    """What the new-game dialog shows of Koi-Koi: options, their help and choices, and the levels."""
    for o in OPTIONS:
        check(o.label[lang] + "\n" + o.help[lang], o.key)
        for c in o.choices or ():
            check(o.choice_label(c, lang), f"{o.key}={c}")
            assert o.choice_label(c, lang) != str(c)
    assert set(BOT_LABELS) == set(BOTS)
    for level, label in BOT_LABELS.items():
        check(label[lang], level)
        assert " — " in label[lang], "a level says what it does"
    strong = BOT_LABELS["strong"][lang].lower()
    assert ("sees only what you could see" in strong or "sieht nur, was du auch sehen könntest" in strong)
    assert "unseen" not in strong and "verdeckt" not in strong


def test_the_checker_finds_internal_words():
    for bad in ("Soft-Koi start: one_plus", "see §11.2", "[ASSUMED] months", "Seat 1 wins", "took 9-1",
                "from rules_provisional.json", "value None", "{name} plays", "Platz 2"):
        with pytest.raises(AssertionError):
            check(bad, "sample")
    for ok in ("Computer played Sake cup (Chrysanthemum)", "Month 2 of 6", "Stop · +10", "Multiplier ×3",
               "A yaku total of 7 or more is doubled", "Soft-Koi"):
        check(ok, "sample")
    assert readable('<div aria-label="Play X" class="kk_slot" data-act="{}">A<title>T</title></div>') == "Play X\nA\nT"
