"""One home for each rule (issue 20): the rules page formats its numbers from data, the placement rule is the
same for the engine and the bots, and a state and its view give the same scoring context."""
import html

import pytest

from pondside import Rng
from pondside.games.bigpond import data as BD
from pondside.games.bigpond import view as BV
from pondside.games.bigpond.engine import GAME as BP
from pondside.games.kohaku import data
from pondside.games.kohaku import view as V
from pondside.games.kohaku.bots import Ctx
from pondside.games.kohaku.engine import GAME as G
from pondside.games.kohaku.scoring import score_ctx


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_page_shows_the_numbers_of_the_data(monkeypatch, lang):
    before = V.rules_html(lang, {})
    assert "1 / 3 / 6 / 10" in before and "3 / 6 / 10 / 15" in before and "20 / 30 / 40" in before
    monkeypatch.setattr(data, "STATUE", [0, 2, 5, 9, 14])
    monkeypatch.setattr(data, "BAMBOO", [0, 4, 7, 11, 16])
    monkeypatch.setattr(data, "HERON", 17)
    monkeypatch.setattr(data, "SINGLE_FLOWER", {"per_koi": 2, "full": 13})
    monkeypatch.setitem(data.RIVALS, "hard", dict(data.RIVALS["hard"], sundial_bonus=44, per_solid=5))
    after = V.rules_html(lang, {})
    assert "2 / 5 / 9 / 14" in after and "1 / 3 / 6 / 10" not in after
    assert "4 / 7 / 11 / 16" in after and "20 / 30 / 44" in after
    assert ": 17" in after and "13" in after and "+ 5" in after
    # The Big Pond's page lists the same feature rules and its own numbers from its data
    monkeypatch.setitem(BD.DATA, "coins_per_player", 7)
    page = BV.rules_html(lang, {})
    assert "2 / 5 / 9 / 14" in page and " 7 " in page


def test_an_objective_card_shows_its_values_from_data(monkeypatch):
    monkeypatch.setitem(data.OBJECTIVES, "zen_square", dict(data.OBJECTIVES["zen_square"], by_size=[0, 0, 0, 6, 11]))
    assert V.objective_text("zen_square", "en")[1].endswith("3×3 → 6, 4×4 → 11")
    monkeypatch.setitem(data.OBJECTIVES, "sculptor", dict(data.OBJECTIVES["sculptor"], per=7))
    assert V.objective_text("sculptor", "de")[1].startswith("7 je Statue")


def _states(n, opts, seeds):
    for seed in seeds:
        s = G.new_game(n, seed, opts)
        r = Rng.from_seed(f"shape{seed}")
        while not G.is_over(s):
            yield s
            s = G.apply(s, r.choice(G.legal_actions(s)))


HERONS = {"new_features": True, "feature_sets": ["heron", "cat", "statue", "duck", "fountain", "bamboo"]}


@pytest.mark.parametrize("opts", [HERONS, dict(HERONS, heron_same_turn=False, cat_shore="W"),
                                  dict(HERONS, cat_shore="S")])
def test_the_bots_place_by_the_engines_rule(opts):
    """The bots' legal cells are the engine's (both ask placement.py), whatever the cat's shore."""
    checked = 0
    for s in _states(2, opts, range(3)):
        if s["phase"] != "place":
            continue
        seat = s["to_move"]
        view = G.view(s, seat)
        B = Ctx(G, view, seat)
        fresh = {tuple(int(v) for v in k.split(",")) for k in s["herons_new"]} if opts.get("heron_same_turn", True) else set()
        for tid in s["hand"]:
            mine = sorted(f"{x},{y}" for x, y in B.cells(dict(B.P), tid, fresh))
            assert mine == sorted(G.legal_cells(s, seat, tid)), (tid, s["ponds"][seat])
            checked += 1
    assert checked > 50


def test_a_state_and_its_view_give_the_same_scoring_context():
    for s in _states(3, G.presets["all_modules"], range(2)):
        for seat in range(3):
            assert score_ctx(G.view(s, seat), seat) == score_ctx(s, seat)


def test_a_cats_shore_is_the_same_rule_in_both_games():
    """A koi on the shore side of a cat is refused in a Kōhaku pond and in the big pond, with the same words."""
    for shore, (dx, dy) in data.STEP.items():
        s = G.new_game(2, 1, dict(HERONS, first_player="seat1", cat_shore=shore))
        s["ponds"][0] = {"0,0": "F-CA-1"}
        s["phase"], s["hand"] = "place", ["S-W-B2"]
        assert f"{dx},{dy}" not in G.legal_cells(s, 0, "S-W-B2")
        with pytest.raises(ValueError) as e1:
            G.apply(s, {"t": "place", "tile": "S-W-B2", "x": dx, "y": dy})
        b = BP.new_game(2, 1, {"feature_sets": ["heron", "cat", "duck", "fountain"], "cat_shore": shore})
        b["pond"], b["when"] = {"0,1": "F-CA-1", "0,0": b["pond"]["0,0"]}, {"0,1": 1, "0,0": 0}
        b["phase"], b["held"] = "place", ["T-BR-B2"]
        x, y = 0 + dx, 1 + dy
        if (x, y) == (0, 0):
            continue                  # the seed koi already lies on that side
        with pytest.raises(ValueError) as e2:
            BP.apply(b, {"t": "place", "tile": "T-BR-B2", "at": [x, y]}, check=True)
        assert "shore" in str(e1.value) and "shore" in str(e2.value)
        assert html.escape(str(e1.value)) == html.escape(str(e2.value))
