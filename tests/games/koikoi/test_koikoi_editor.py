"""The Koi-Koi position editor (docs/editor.md): the rows of cards a person taps (both hands, the table, both
players' captures, the draw pile), the settings, and a position made by tapping checked by ``position.parse``."""
import copy
import re

import pytest
from support.play import walk

from pondside import PositionError, games
from pondside.games.koikoi import editor as E
from pondside.games.koikoi import position as KP
from pondside.games.koikoi.cards import CARDS
from pondside.games.koikoi.data import HAND_SIZE, START_POINTS
from pondside.games.koikoi.text import TEXT
from support.positions import KOIKOI_MONTH3_DECK

GAME = games.get("koikoi")
LANGS = ("en", "de")
ID_LIKE = re.compile(r"\b\d{1,2}-\d\b|hand:|captures:|option:|deck:|\b(True|False|None)\b|_|\{|\[")

BASE = KOIKOI_MONTH3_DECK      # Ann to play, Ben has the moon viewing and called Koi once


def _fresh(seed=1, names=("Ann", "Ben"), options=None):
    return GAME.position_of(GAME.new_game(list(names), seed, options or {}))


def _late():
    """Positions along random games (every preset), a few points of each."""
    out = []
    for k, opts in enumerate(GAME.presets.values()):
        states = [s for s, _ in walk(GAME, ["Ann", "Ben"], 70 + k, opts) if KP.can_write(s)]
        out += [GAME.position_of(s) for s in states[5::23]] + [GAME.position_of(states[-1])]
    return out


LATE = _late()
FRESH = [_fresh(seed, names) for seed, names in ((1, ("Ann", "Ben")), (7, ("Jo", "Kim")), (12, ("Mia", "Player 2")))]
SAMPLES = FRESH + [_fresh(3, options={"months": 12, "scoring": "hard"})] + LATE


def _zone(data, key, lang="en"):
    return next(z for z in E.zones(data, lang) if z["key"] == key)


def _where(data):
    """{card: zone key} of every card the data places."""
    return {s["piece"]: z["key"] for z in E.zones(data, "en") for s in z["slots"] if s["piece"]}


def _reads(data):
    """The data's text, read back by the rules (raises PositionError when it breaks one)."""
    return KP.parse(KP.write(data))


# ------------------------------------------------------------------------------------------------- zones
def test_late_positions_reach_far_into_the_match():
    assert len(LATE) >= 12
    assert max(d["month"] for d in LATE) >= 3
    assert any(d["captures"][0] and d["captures"][1] for d in LATE)
    assert any(sum(map(len, d["hands"])) < 2 * HAND_SIZE - 6 for d in LATE)


@pytest.mark.parametrize("i", range(len(SAMPLES)))
def test_zones_describe_the_position_exactly(i):
    data = SAMPLES[i]
    zones = E.zones(data, "en")
    assert [z["key"] for z in zones] == ["hand:0", "hand:1", "table", "captures:0", "captures:1", "deck"]
    lists = [data["hands"][0], data["hands"][1], data["table"], data["captures"][0], data["captures"][1], data["deck"]]
    for z, cards in zip(zones, lists):
        assert z["layout"] == "row" and z["pieces"] == CARDS
        assert [s["piece"] for s in z["slots"]] == cards + [None]      # its cards in order, then one empty slot
        assert len({s["place"] for s in z["slots"]}) == len(z["slots"])
    assert sorted(_where(data)) == sorted(CARDS)                       # all 48, each once
    before = copy.deepcopy(data)
    for z in zones:
        for s in z["slots"]:
            assert E.put(data, s["place"], s["piece"], "en") == data, (z["key"], s)
    assert data == before


def test_a_deck_left_out_has_no_zone_and_its_cards_are_nowhere():
    data = KP.parse(BASE.split("deck:")[0])
    assert "deck" not in data
    assert [z["key"] for z in E.zones(data, "en")][-1] == "captures:1"
    assert len(_where(data)) == len(CARDS) - 18


# ------------------------------------------------------------------------------------------------ putting
@pytest.mark.parametrize("i", [0, 1, len(SAMPLES) - 1])
def test_every_palette_card_goes_onto_every_zone_s_first_empty_slot(i):
    data = SAMPLES[i]
    for zone in E.zones(data, "en"):
        empty = next(s["place"] for s in zone["slots"] if s["piece"] is None)
        for card in zone["pieces"]:
            new = E.put(data, empty, card, "en")
            KP.write(new)                                              # always writes
            where = _where(new)
            assert where[card] == zone["key"] and sorted(where) == sorted(CARDS)   # moved, never copied or lost
            if _where(data)[card] != zone["key"]:
                assert len(_zone(new, zone["key"])["slots"]) == len(zone["slots"]) + 1


def test_a_card_is_moved_from_where_it_was_and_a_card_it_replaces_takes_its_place():
    data = KP.parse(BASE)
    new = E.put(data, "hand:0:5", "moon", "en")                      # Ben's captured moon into Ann's hand
    assert "8-1" in new["hands"][0] and "8-1" not in new["captures"][1]
    assert len(new["captures"][1]) == len(data["captures"][1]) - 1
    swap = E.put(data, "hand:0:0", "7-1", "en")                       # Ann's 2-1 for the boar, the deck's top card
    assert swap["hands"][0] == ["4-2", "7-1", "8-3", "10-3", "11-2"]  # (hands in month order)
    assert swap["deck"][0] == "2-1" and len(swap["deck"]) == len(data["deck"])
    state = GAME.from_position(_reads(swap), seed=1)                  # still a position of the game
    assert state["hands"][0] == swap["hands"][0] and state["deck"][-1] == "2-1"
    assert data == KP.parse(BASE)                                     # the input is unchanged


def test_emptying_a_slot_takes_the_card_away_to_the_bottom_of_the_draw_pile():
    data = KP.parse(BASE)
    new = E.put(data, "table:1", None, "en")
    assert new["table"] == ["5-4", "11-3", "7-3"] and new["deck"][-1] == "6-3"
    assert len(_where(new)) == len(CARDS)
    with pytest.raises(PositionError):                                # too few cards on the table now
        _reads(new)
    gone = E.put(data, "deck:0", None, "en")                          # off the pile: nowhere
    assert "7-1" not in _where(gone)
    with pytest.raises(PositionError) as err:
        _reads(gone)
    assert err.value.line == KP.write(gone).splitlines().index(
        next(ln for ln in KP.write(gone).splitlines() if ln.startswith("deck:"))) + 1
    shuffled = E.set_setting(data, "deck", "shuffled", "en")
    taken = E.put(shuffled, "captures:1:0", None, "en")
    assert "8-2" not in _where(taken) and "deck" not in taken
    assert E.put(data, "hand:1:5", None, "en") == data                # the empty slot stays empty


def test_the_deal_multiplier_follows_the_brights_on_a_fresh_table_unless_it_was_set():
    data = _fresh(4)
    assert data["multiplier"] == KP.deal_multiplier(data["table"], {"scoring": "soft", "bright_mult": "one_plus"})
    brights = [c for c in ("1-1", "3-1", "8-1", "11-1", "12-1") if c not in data["table"]]
    new = E.put(data, "table:0", brights[0], "en")
    assert new["multiplier"] == KP.deal_multiplier(new["table"], {"scoring": "soft", "bright_mult": "one_plus"})
    assert "deal multiplier" not in KP.write(new)
    fixed = E.set_setting(data, "multiplier", "6", "en")
    assert E.put(fixed, "table:0", brights[0], "en")["multiplier"] == 6


# ------------------------------------------------------------------------------------------ the rules
def _line(text, start):
    return next(n for n, ln in enumerate(text.splitlines(), 1) if ln.strip().startswith(start))


def _rule(lang, key):
    parts = re.split(r"\{[a-z_]+\}", TEXT.table(lang)["pos_" + key])
    return re.compile(".*".join(re.escape(p) for p in parts), re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_a_ninth_card_in_a_hand_is_refused_naming_the_hand_s_line(lang):
    data = _fresh(2)
    assert len(data["hands"][0]) == HAND_SIZE
    new = E.put(data, f"hand:0:{HAND_SIZE}", data["deck"][0], lang)
    text = KP.write(new)
    with pytest.raises(PositionError) as err:
        KP.parse(text, lang)
    assert err.value.line == _line(text, "Ann:") and _rule(lang, "hand_size").fullmatch(err.value.message)


@pytest.mark.parametrize("lang", LANGS)
def test_four_cards_of_a_month_on_the_table_are_refused_naming_the_table(lang):
    data = KP.parse(BASE)
    for k, card in enumerate(("7-1", "7-2", "7-4")):
        data = E.put(data, f"table:{k}", card, lang)
    assert sorted(c for c in data["table"] if c.startswith("7-")) == ["7-1", "7-2", "7-3", "7-4"]
    text = KP.write(data)
    with pytest.raises(PositionError) as err:
        KP.parse(text, lang)
    assert err.value.line == _line(text, "table:") and _rule(lang, "table_four").fullmatch(err.value.message)


# ---------------------------------------------------------------------------------------------- settings
@pytest.mark.parametrize("i", [0, 3, len(SAMPLES) - 1])
def test_every_choice_of_every_setting_is_taken_and_writes(i):
    data = SAMPLES[i] if i != 0 else KP.parse(BASE)
    before = copy.deepcopy(data)
    for s in E.settings(data, "en"):
        assert s["value"] in [v for v, _ in s["choices"]], s["key"]
        for value, _label in s["choices"]:
            new = E.set_setting(data, s["key"], value, "en")
            KP.write(new)
            now = next((t for t in E.settings(new, "en") if t["key"] == s["key"]), None)
            if s["key"] == "past" and value == "none":
                assert now is None and "past" not in new
            else:
                assert now["value"] == value, (s["key"], value)
    assert data == before


def test_the_settings_change_what_the_text_says():
    data = KP.parse(BASE)
    assert "points: Ann 60, Ben 40" in KP.write(E.set_setting(data, "points:0", "60", "en"))
    assert "turn: Ben" in KP.write(E.set_setting(data, "turn", "1", "en"))
    assert "now: koi or stop" in KP.write(E.set_setting(data, "now", "koi", "en"))
    assert "koi: Ann 2, Ben 1" in KP.write(E.set_setting(data, "koi:0", "2", "en"))
    assert "options: hard koi" in KP.write(E.set_setting(data, "option:scoring", "hard", "en"))
    assert E.set_setting(E.set_setting(data, "option:end_at_zero", "on", "en"),
                         "option:end_at_zero", "off", "en")["options"] == {}      # a default is not kept
    assert E.set_setting(data, "option:end_at_zero", "on", "en")["options"] == {"end_at_zero": True}
    laid = E.set_setting(E.set_setting(data, "deck", "shuffled", "en"), "deck", "laid", "en")
    assert sorted(_where(laid)) == sorted(CARDS)
    _reads(laid)


def test_the_month_keeps_the_past_months_that_lead_up_to_it():
    data = KP.parse(BASE)
    back = E.set_setting(data, "month", "2", "en")
    assert back["past"] == [{"month": 1, "winner": 1, "transfer": 5, "kind": "stop"}]
    assert back["points"] == [START_POINTS - 5, START_POINTS + 5]      # what month 1 adds up to
    on = E.set_setting(data, "month", "5", "en")
    assert "past" not in on and on["points"] == data["points"]
    assert "past months" not in KP.write(on)


def test_unknown_settings_and_choices_are_refused_in_player_words():
    data = KP.parse(BASE)
    for key, value in (("weather", "1"), ("month", "7"), ("turn", "2"), ("option:scoring", "medium")):
        for lang in LANGS:
            with pytest.raises(PositionError) as err:
                E.set_setting(data, key, value, lang)
            assert err.value.message == TEXT(lang, "ed_no_setting")


# ------------------------------------------------------------------------------------------------ words
def _labels(data, lang):
    out = [E.piece_label(c, lang) for c in CARDS]
    for z in E.zones(data, lang):
        out += [z["label"]] + [s["label"] for s in z["slots"]]
    for s in E.settings(data, lang):
        out += [s["label"]] + [label for _, label in s["choices"]]
    return out


def test_labels_are_player_words_in_each_language():
    data = KP.parse(BASE)
    for lang in LANGS:
        for label in _labels(data, lang):
            assert label.strip() and not ID_LIKE.search(label), (lang, label)
        names = [E.piece_label(c, lang) for c in CARDS]
        assert len(set(names)) == len(CARDS)                          # every card told apart (chaff numbered)
    en, de = E.zones(data, "en"), E.zones(data, "de")
    assert all(a["label"] != b["label"] for a, b in zip(en, de))
    assert all(a["label"] != b["label"] for a, b in zip(E.settings(data, "en"), E.settings(data, "de")))
    assert [E.piece_label(c, "en") for c in CARDS] != [E.piece_label(c, "de") for c in CARDS]
    assert E.piece_label("1-3", "en") == "Chaff 1 (Jan · Pine, Chaff)"
    assert E.zones(data, "de")[0]["label"] == "Hand von Ann"


@pytest.mark.parametrize("lang", LANGS)
def test_every_palette_piece_is_drawn_with_its_name(lang):
    for card in _zone(_fresh(), "table", lang)["pieces"]:
        html = E.piece_html(card, lang)
        name = E.piece_label(card, lang)
        assert html.startswith("<svg") and f'aria-label="{name}"' in html and f"<title>{name}</title>" in html
        visible = re.sub(r"<title>.*?</title>|<[^>]+>", " ", html)
        assert visible.strip() and not re.search(r"\b\d{1,2}-\d\b", visible), (card, visible)
    assert E.piece_html("moon", lang) == E.piece_html("8-1", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_places_and_cards_are_refused_in_player_words(lang):
    data = KP.parse(BASE)
    for place, piece in (("pond:0", "8-1"), ("hand:2:0", "8-1"), ("hand:0:9", "8-1"), ("table:x", None),
                         ("table:0", "dragon"), ("table:0", "13-1"), ("deck", "8-1")):
        with pytest.raises(PositionError) as err:
            E.put(data, place, piece, lang)
        msg = str(err.value)
        assert msg and not re.search(r"Traceback|KeyError|ValueError|hand:|\bNone\b|'", msg), msg
        if piece not in ("8-1", None):
            assert "“" in msg                                          # names the word the person gave
    assert str(pytest.raises(PositionError, E.put, data, "pond:0", "8-1", "de").value) != \
        str(pytest.raises(PositionError, E.put, data, "pond:0", "8-1", "en").value)
