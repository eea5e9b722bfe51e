"""The guided first game's tips at the moments that matter, per game (pondside/app/coach.py: guide_tip and
each game's coach.GUIDE_MOMENTS): every moment a game declares is met in play and says its own words in both
languages, a tip stays until it is dismissed or a newer moment comes, and no tip depends on a secret."""
import re

import pytest

from pondside import games
from pondside.app import coach
from pondside.core import Rng
from pondside.ui.i18n import LANGS

SEEDS = (1, 2, 3, 4)
ME = 0


def guided_play(name, seed):
    """A guided game of ``name`` played with random legal moves (seeded), and the tips seat 0 meets; each tip
    is dismissed the second time it is seen, so the later moments get their turn."""
    g = games.get(name)
    s = coach.guide_state(g)
    history, seen, met = [s], [], []
    rng = Rng.from_seed(seed)
    for _ in range(5000):
        tip = coach.guide_tip(g, history, ME, seen)
        if tip:
            if met and met[-1][0] == tip[0]:
                seen.append(tip[0])
            met.append((tip[0], len(history) - 1))
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        history.append(s)
    assert g.is_over(s), f"{name}: the guided game did not end"
    return g, history, met


@pytest.mark.parametrize("name", games.names())
def test_every_moment_a_game_declares_is_met_in_a_guided_game(name):
    keys = {k for k, _ in coach.guide_moments(games.get(name))} | {"first", "end"}
    met = set()
    for seed in SEEDS:
        met |= {k for k, _ in guided_play(name, seed)[2]}
    assert keys - {"score"} <= met, f"{name}: never met {sorted(keys - met)}"


@pytest.mark.parametrize("name", games.names())
def test_a_tip_speaks_the_games_own_words_in_each_language(name):
    g, history, met = guided_play(name, SEEDS[0])
    guide = games.module(name, "text").GUIDE
    for key, at in met:
        if key not in guide:
            continue
        texts = {lang: coach.guide_tip(g, history[:at + 1], ME, [], lang) for lang in LANGS}
        if any(t is None or t[0] != key for t in texts.values()):
            continue                    # an earlier step's moment, replaced by a newer one once undismissed
        assert texts["en"][1] != texts["de"][1], (name, key)
        for lang in LANGS:
            assert texts[lang][1].startswith(guide(lang, key).split("{", 1)[0][:20]), (name, key, lang)


@pytest.mark.parametrize("name", games.names())
def test_a_tip_stays_until_dismissed_or_replaced_by_a_newer_moment(name):
    g, history, met = guided_play(name, SEEDS[1])
    key, at = next((k, i) for k, i in met if k not in ("first", "end"))
    assert coach.guide_tip(g, history[:at + 1], ME, [])[0] == key
    assert coach.guide_tip(g, history[:at + 1], ME, [key]) is None or \
        coach.guide_tip(g, history[:at + 1], ME, [key])[0] != key, "dismissed: it stays away"
    # one step later, with nothing newer, the same tip is still there
    nxt = coach.guide_tip(g, history[:at + 2], ME, [])
    assert nxt is not None


@pytest.mark.parametrize("name", games.names())
def test_a_games_moments_read_the_players_view_only(name, monkeypatch):
    """A game's moment tests get the seat's view, never the state: a planted secret cannot reach them."""
    g, history, _ = guided_play(name, SEEDS[2])
    got = []
    real = g.view

    def spy(state, seat):
        v = real(state, seat)
        got.append(v)
        return v

    moments = coach.game_coach(name).GUIDE_MOMENTS
    calls = []
    def watched(t):
        return lambda game, b, a, af, seat: calls.append((b, af)) or t(game, b, a, af, seat)

    wrapped = tuple((k, watched(t)) for k, t in moments)
    monkeypatch.setattr(coach.game_coach(name), "GUIDE_MOMENTS", wrapped)
    monkeypatch.setattr(g, "view", spy)
    for n in range(2, len(history), max(1, len(history) // 12)):
        coach.guide_tip(g, history[:n], ME, [])
    assert calls, f"{name}: no moment was asked"
    ids = {id(v) for v in got}
    assert all(id(b) in ids and id(af) in ids for b, af in calls), "each test got views made for the seat"


def test_the_koikoi_decision_tip_comes_when_the_player_made_a_yaku():
    for seed in SEEDS:
        _, history, met = guided_play("koikoi", seed)
        for key, at in met:
            if key == "decide":
                s = history[at]
                assert s["phase"] == "koi" and s["to_move"] == ME
                return
    pytest.fail("no guided Koi-Koi game reached a Koi-or-stop decision")


def test_a_kokonana_pair_tip_follows_the_players_own_pair():
    for seed in SEEDS:
        g, history, met = guided_play("kokonana", seed)
        for key, at in met:
            if key == "match":
                before, after = history[at - 1], history[at]
                assert before["to_move"] == ME
                assert sum(map(sum, after["matched"].values())) == sum(map(sum, before["matched"].values())) + 2
                return
    pytest.fail("no guided Kokonana! game met a pair")


@pytest.mark.parametrize("name", games.names())
def test_a_points_tip_says_the_total_once_and_reads_as_one_sentence(name):
    """The first points: what the move gained and the new total, said to the player ("+2 for that move: you
    have 6 now"), not the turn's summary, which speaks of the mover in the third person ("You: placed …",
    "Du legte …")."""
    for seed in SEEDS:
        g, history, met = guided_play(name, seed)
        for _key, at in met:
            for lang in LANGS:
                tip = coach.guide_tip(g, history[:at + 1], ME, [], lang)
                if tip is None:
                    continue
                assert ".." not in tip[1] and ". ." not in tip[1], tip
                if tip[0] == "score":
                    total = g.scores(history[at])[ME]
                    gain, n = map(int, re.search(r"\+(\d+)\D+(\d+)\D*$", tip[1]).groups())
                    assert n == total and 0 < gain <= total, tip
                    step = (history[at - 1], history[at]["actions"][at - 1], history[at])
                    said = g.turn_summary([step], ME, lang).rstrip(".")
                    assert said not in tip[1], tip
