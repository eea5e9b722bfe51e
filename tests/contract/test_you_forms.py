"""A lone player who gives no name is called "Du" in German (the shell's default, i18n.YOU), and the words about
their own turns speak to them: "Du legtest Wasser", "Du hast … genommen", never "Du legte", "Du hat".  Checked
on the log lines and turn sentences of random games of every game, against a control player named Ann, whose
sentences keep the third person."""
import random
import re

import pytest

from pondside import games
from pondside.ui import i18n

# the first word after the name, when the name starts a sentence or a clause: German's second person singular
# ends in -st ("legst", "legtest", "hast", "bist", "nahmst")
AFTER_DU = re.compile(r"(?<![\w-])Du (\w+)")


def _sentences(name, seed, first="Du", n_players=2, steps=120):
    """(log lines, turn sentences) of seat 0's moves in one random game, in German."""
    g = games.get(name)
    players = [{"name": first, "kind": "human"}] + [{"name": f"Ben{i}", "kind": "human"} for i in range(1, n_players)]
    state = g.new_game(players, seed, None)
    rng = random.Random(seed)
    logs, turns = [], []
    for _ in range(steps):
        if g.is_over(state):
            break
        legal = g.legal_actions(state)
        if not legal:
            break
        action = legal[rng.randrange(len(legal))]
        before = state
        state = g.apply(state, action)
        if before["to_move"] == 0:
            logs.append(g.log_line(before, action, "de"))
            turns.append(g.turn_summary([(before, action, state)], 0, "de"))
    return logs, turns


def _forms(name):
    text = games.module(name, "text").TEXT
    return dict(p.split(">", 1) for p in text("de", "you_forms").split()) if "you_forms" in text else {}


@pytest.mark.parametrize("name", games.names())
def test_a_player_called_du_is_spoken_to(name):
    g = games.get(name)
    said = []
    for seed in range(6):
        n = g.min_players if name == "kohaku" and seed % 2 else max(2, g.min_players)
        logs, turns = _sentences(name, seed, n_players=n)
        said += logs + turns
    assert said
    wrong = [s for s in said for w in AFTER_DU.findall(s) if not w.endswith("st")]
    assert not wrong, wrong[:5]
    third = set(_forms(name))
    left = [s for s in said if set(re.findall(r"\w+", s)) & third]
    assert not left, left[:5]


@pytest.mark.parametrize("name", [n for n in games.names() if _forms(n)])
def test_the_control_player_keeps_the_third_person(name):
    """The same games with seat 0 named Ann: her sentences use the game's third-person verbs (so the test above
    checks sentences that had them), and nothing is turned."""
    third = set(_forms(name))
    said = []
    for seed in range(6):
        logs, turns = _sentences(name, seed, first="Ann")
        said += logs + turns
    assert any(set(re.findall(r"\w+", s)) & third for s in said)
    assert not [s for s in said if set(re.findall(r"\w+", s)) & set(_forms(name).values())]


def test_address_changes_only_whole_words_and_only_for_you():
    forms = i18n.Texts("test.you_forms", en={"you_forms": ""}, de={"you_forms": "legt>legst hat>hast"})
    i18n.Texts.made.remove(forms)                        # (a table of this test's own, not the app's)
    assert i18n.address("Du legt Wasser und hat 2", "Du", "de", forms) == "Du legst Wasser und hast 2"
    assert i18n.address("Du hat gelegt", "Du", "de", forms) == "Du hast gelegt"       # "gelegt" is not "legt"
    assert i18n.address("Ann legt Wasser", "Ann", "de", forms) == "Ann legt Wasser"
    assert i18n.address("You placed water", "You", "en", forms) == "You placed water"
    assert i18n.address("Du legt", "Du", "en", forms) == "Du legt"                    # "Du" is no English "you"


# what a screen must never say of a player called by the word for "you", whoever reads it ("Pond of You"), and
# what that player must not read about their own turn in German ("Du legte"; a score "Du 12" is no verb)
OF_YOU = {"en": re.compile(r"\b(?:of|by) You\b|\bYou's\b"), "de": re.compile(r"\bvon Du\b")}
DU_VERB = re.compile(r"(?<![\w-])Du ([a-zäöüß]+)\b")       # (a verb: lower case, unlike a name or a noun)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", games.names())
def test_no_screen_speaks_of_you_as_of_another(name, lang):
    """Screens of random games, as that player, another seat and a spectator see them, with seat 0 called by the
    word for "you": Your pond, Dein Teich, claimed by you, dein Marker; never "Pond of You", "Teich von Du"."""
    from pondside.app import seats, shell

    g = games.get(name)
    you = i18n.YOU[lang]
    seen = 0
    for seed in range(3):
        players = [{"name": you, "kind": "human"}] + [{"name": f"Ben{i}", "kind": "human"}
                                                      for i in range(1, max(2, g.min_players))]
        state = g.new_game(players, seed, None)
        rng = random.Random(seed)
        for step in range(80):
            if g.is_over(state):
                break
            if step % 8 == 0:
                for seat in (0, 1, None):
                    ui = {"sel": {}, "seat": seat, "shown": seat, "pass_to": None, "thinking": None, "compact": False}
                    seats.settle_ui(g, state, ui, True)
                    page = shell.render_game(g, state, ui, lang)
                    text = re.sub(r"<[^>]+>", " ", page) + " " + " ".join(re.findall(r'aria-label="([^"]*)"', page))
                    bad = OF_YOU[lang].findall(text)
                    if seat == 0 and lang == "de":
                        bad += [w for w in DU_VERB.findall(text) if not w.endswith("st")]
                    assert not bad, (seed, step, seat, bad[:3])
                    seen += 1
            legal = g.legal_actions(state)
            state = g.apply(state, legal[rng.randrange(len(legal))])
    assert seen
