"""The position editor's screen (issue 25, point 1; docs/editor.md): reached from the home shelf and from any
game ("Edit from here"); a tap on a place and a tap on a piece change the position, the rules are checked after
every tap and a broken one is named with its line, "Play from here" starts that position, and its link sets
up the same game."""
import html as htmllib
import re

import pytest
from support.positions import KOKONANA_RUNNERS as KOKONANA
from support.positions import played
from support.session import Clock

from pondside import games
from pondside.app.session import Session, parse_hash


def session(hash_=""):
    s = Session(None, parse_hash(hash_), clock=Clock(), base_url="https://wiki.example/pondside/")
    s.boot()
    return s


def navs(html, cmd):
    """The data-nav payloads of the page's controls with ``cmd``, as dicts."""
    import json
    out = []
    for m in re.finditer(r'data-nav="([^"]*)"', html):
        d = json.loads(htmllib.unescape(m.group(1)))
        if d.get("cmd") == cmd or d.get("to") == cmd:
            out.append(d)
    return out


@pytest.mark.parametrize("name", games.names())
def test_the_shelf_opens_the_editor_and_a_tap_puts_a_piece(name):
    s = session()
    home = s.html()
    assert {"to": "editor", "game": name} in navs(home, "editor")
    s.nav({"to": "editor", "game": name})
    assert s.screen == "editor"
    page = s.html()
    assert 'id="editor-form"' in page and "data-ed-ok" in page, "a fresh deal keeps every rule"
    text0 = s.editor["text"]
    # tap a place (an empty one where there is one), then a piece its palette offers other than what is there
    mod = games.module(name, "editor")
    zones = mod.zones(s.editor["data"], "en")
    pairs = [(z, x) for z in zones for x in z["slots"]]
    zone, slot = next(((z, x) for z, x in pairs if x["piece"] is None), pairs[0])
    s.nav({"cmd": "ed_slot", "p": slot["place"]})
    page = s.html()
    assert "ed-palette" in page and navs(page, "ed_put")
    assert ' style="' not in page.split('class="ed-board"')[0], "the page's policy allows no style attribute"
    for piece in [p for p in zone["pieces"] if p != slot["piece"]][:4]:
        if s.editor["sel"] != slot["place"]:       # (a row's next empty place is chosen after a put)
            s.nav({"cmd": "ed_slot", "p": slot["place"]})
        s.nav({"cmd": "ed_put", "piece": piece})
        if s.editor["text"] != text0:      # (KOI: the spring put beside itself is the same pond)
            break
    assert s.editor["text"] != text0, "the text follows the tap"
    page = s.html()
    assert ("data-ed-ok" in page) != ("data-ed-error" in page), "the rules answer, one way or the other"
    if "data-ed-error" in page:
        assert re.search(r"line \d+", page), "a broken rule names its line"
        assert re.search(r'"cmd":"ed_play"[^>]*disabled', htmllib.unescape(page)), "no play from a broken one"


@pytest.mark.parametrize("name", games.names())
def test_edit_from_here_plays_from_here_and_gives_a_link(name):
    g = games.get(name)
    state = played(name, 8)
    s = session()
    s.open_game(state, save=False)
    assert navs(s.html(), "edit_here"), "the game offers Edit from here"
    s.nav({"cmd": "edit_here"})
    assert s.screen == "editor" and s.editor["error"] is None
    assert s.editor["text"] == games.module(name, "position").write(g.position_of(state))
    shown = re.search(r'value="([^"]*)" data-ed-link', s.html())
    assert shown and htmllib.unescape(shown.group(1)).startswith(f"https://wiki.example/pondside/#game={name}&position=")
    s.nav({"cmd": "ed_play"})
    assert s.screen == "game" and s.link_game
    assert g.position_of(s.state) == g.position_of(state)
    assert g.legal_actions(s.state) == g.legal_actions(state)
    # the link the editor gives sets up the same position in a new visit
    from pondside.app import editor
    ed = editor.new(name, g.position_of(state), "en")
    address = editor.link(ed, "https://wiki.example/pondside/")
    s2 = session(address.split("#", 1)[1])
    assert s2.screen == "game" and g.position_of(s2.state) == g.position_of(state)


def test_back_returns_to_the_game_and_a_typed_text_is_checked():
    s = session()
    s.open_game(played("koikoi", 6), save=False)
    s.nav({"cmd": "edit_here"})
    text = s.editor["text"]
    broken = re.sub(r"(?m)^turn: .*$", "turn: Zed", text)
    s.nav({"cmd": "ed_text"}, {"ed_text": broken})
    page = s.html()
    assert "data-ed-error" in page and "Zed" in page and re.search(r"line \d+", page)
    assert s.editor["text"] == broken, "the typed text stays on screen to be mended"
    s.nav({"cmd": "ed_text"}, {"ed_text": text})
    assert s.editor["error"] is None
    s.nav({"cmd": "ed_back"})
    assert s.screen == "game"


def test_a_setting_changes_whose_turn_it_is():
    s = session()
    s.nav({"to": "editor", "game": "koikoi"})
    mod = games.module("koikoi", "editor")
    turn = next(x for x in mod.settings(s.editor["data"], "en") if "turn" in x["label"].lower())
    other = next(v for v, _ in turn["choices"] if str(v) != str(turn["value"]))
    s.nav({"cmd": "ed_set", "k": turn["key"]}, {"set:" + turn["key"]: str(other)})
    assert str(next(x for x in mod.settings(s.editor["data"], "en") if x["key"] == turn["key"])["value"]) == str(other)


def test_the_editor_speaks_german():
    s = Session(None, {}, clock=Clock(), nav_lang="de")
    s.boot()
    s.nav({"to": "editor", "game": "kokonana"})
    page = s.html()
    assert "Stellung aufbauen" in page and "Von hier aus spielen" in page
    assert "Set up" not in page and "Play from here" not in page


def _board_pieces(page):
    """The piece ids drawn on the editor's board (not its places or palette)."""
    return re.findall(r'data-piece="([^"]*)"', page.split('class="ed-board"', 1)[1].split('id="share-form"', 1)[0])


@pytest.mark.parametrize("name", games.names())
def test_the_editor_exports_a_caption_marks_and_a_picture(name):
    """Issue 25 point 3 from the editor: a tapped piece of its board is marked there, in its link and in its
    frame's code; the caption goes into the frame and the picture's code; Download picture saves the board."""
    from pondside.app import shell
    s = session()
    s.nav({"to": "editor", "game": name})
    pieces = _board_pieces(s.html())
    assert pieces, "the board under the places draws pieces that can be marked"
    s.nav({"cmd": "mark", "piece": pieces[0]})
    assert not s.editor["marked"], "a tap marks nothing until Mark pieces is on"

    def board_inert():
        return re.search(r'<div class="game-area[^"]*"( inert)?', s.html().split('class="ed-board"', 1)[1]).group(1)
    assert board_inert() and not s.marking(), "nothing on the board can be tapped while not marking"
    s.nav({"cmd": "ed_mark_mode"})
    assert s.marking() and not board_inert(), "while marking, a tap reaches the board's pieces"
    s.nav({"cmd": "mark", "piece": pieces[0]})
    page = s.html()
    assert re.search(rf'data-piece="{re.escape(pieces[0])}"[^>]*data-marked', page), "the mark is drawn on the board"
    assert "1 marked." in page
    link = htmllib.unescape(re.search(r'value="([^"]*)" data-ed-link', page).group(1))
    assert "mark=" in link
    s.nav({"cmd": "ed_caption"}, {"caption": "This one scores 12"})
    page = htmllib.unescape(s.html())
    frame = re.search(r"data-ed-embed>([^<]*)<", s.html()).group(1)
    assert "caption=This%20one%20scores%2012" in htmllib.unescape(frame) and "mark=" in htmllib.unescape(frame)
    assert "<figcaption>This one scores 12</figcaption>" in htmllib.unescape(
        htmllib.unescape(re.search(r"data-ed-img>([^<]*)<", s.html()).group(1)))
    # the frame's address opens the position with its caption and the piece marked
    address = htmllib.unescape(re.search(r'src="([^"]*)"', htmllib.unescape(frame)).group(1))
    assert "?embed=1#" in address
    guest = Session(None, parse_hash("embed=1&" + address.split("#", 1)[1]), clock=Clock(),
                    base_url="https://wiki.example/pondside/")
    guest.boot()
    shown = guest.html()
    assert "This one scores 12" in shown
    assert re.search(rf'data-piece="{re.escape(pieces[0])}"[^>]*data-marked', shown)
    # Download picture: the board's SVG copied from the screen, or the picture the game draws itself
    s.nav({"cmd": "ed_picture"}, {"caption": "This one scores 12"})
    effect = s.effects[-1]
    if shell.BOARD_SVG.get(name):
        assert effect[0] == "picture" and effect[1].endswith(shell.BOARD_SVG[name])
        assert effect[2:4] == (f"pondside-{name}-position.svg", "This one scores 12")
    else:
        assert effect[0] == "download" and effect[1] == f"pondside-{name}-position.svg"
        assert "This one scores 12" in effect[2] and "mark" in effect[2]
    # a second tap takes the mark away; Take the marks away clears them
    s.nav({"cmd": "mark", "piece": pieces[0]})
    assert not s.editor["marked"]
    s.nav({"cmd": "mark", "piece": pieces[-1]})
    s.nav({"cmd": "ed_mark_clear"})
    assert not s.editor["marked"] and "mark=" not in s.html()


def test_edit_from_here_keeps_the_share_panels_marks_and_caption():
    s = session()
    s.open_game(played("koikoi", 6), save=False)
    s.nav({"cmd": "share"})
    s.nav({"cmd": "mark_mode"})
    piece = re.findall(r'data-piece="([^"]*)"', s.html())[0]
    s.nav({"cmd": "mark", "piece": piece})
    s.nav({"cmd": "share_opt"}, {"caption": "Look here"})
    s.nav({"cmd": "edit_here"})
    assert s.editor["marked"] == {piece} and s.editor["caption"] == "Look here"
    assert not s.marking(), "the editor opens with its own Mark pieces off"


# ---------------------------------------------------------------- counts: a stepper, not a choice list
def _stepper(page, key):
    """The stepper of setting ``key``: (its − button's nav or None when at the end, the value shown, the + nav)."""
    m = re.search(rf'<div class="ed-setting ed-count"[^>]*data-count="{re.escape(key)}">(.*?)</div>', page)
    assert m, f"{key} is shown as a stepper"
    buttons = re.findall(r"<button ([^>]*)>", m.group(1))
    assert len(buttons) == 2
    shown = re.search(r"<output[^>]*>([^<]*)</output>", m.group(1)) or re.search(
        r'<input type="number"[^>]*value="([^"]*)"', m.group(1))
    value = htmllib.unescape(shown.group(1))

    def nav(attrs):
        found = re.search(r'data-nav="([^"]*)"', attrs)
        if found is None:
            assert 'aria-disabled="true"' in attrs, "a button that does nothing says so"
            return None
        import json
        return json.loads(htmllib.unescape(found.group(1)))
    return nav(buttons[0]), value, nav(buttons[1]), [htmllib.unescape(re.search(r'aria-label="([^"]*)"', b).group(1))
                                                    for b in buttons]


@pytest.mark.parametrize("name, key, words", [("koi", "coins:0", "Coins"), ("koi", "luck:1", "Luck"),
                                              ("bigpond", "coins:1", "coins"), ("bigpond", "points:0", "points"),
                                              ("kokonana", "talismans:0", "talismans")])
def test_a_count_is_a_stepper_that_steps_one_up_and_one_down(name, key, words):
    s = session()
    s.nav({"to": "editor", "game": name})
    mod = games.module(name, "editor")
    setting = next(x for x in mod.settings(s.editor["data"], "en") if x["key"] == key)
    page = s.html()
    assert f'<select name="set:{key}"' not in page, "a count is no choice list"
    fewer, shown, more, names = _stepper(page, key)
    assert names == [f"{setting['label']}: one fewer", f"{setting['label']}: one more"]
    assert words in names[0]
    values = [str(v) for v, _ in setting["choices"]]
    i = values.index(str(setting["value"]))
    assert shown == setting["choices"][i][1]
    # down to the bottom of the range and up to its top (or 40 taps), one tap at a time: the data and the text
    # follow every tap, and only at an end does a button do nothing
    texts = {s.editor["text"]}

    def now():
        return str(next(x for x in mod.settings(s.editor["data"], "en") if x["key"] == key)["value"])
    while fewer is not None:
        assert fewer == {"cmd": "ed_set", "k": key, "v": values[i - 1]}
        s.nav(fewer)
        i -= 1
        fewer, shown, more, _ = _stepper(s.html(), key)
        assert now() == values[i] and shown == setting["choices"][i][1]
        texts.add(s.editor["text"])
    assert i == 0 and more == {"cmd": "ed_set", "k": key, "v": values[1]}, "at the bottom only + does something"
    while more is not None and i < 40:
        assert more == {"cmd": "ed_set", "k": key, "v": values[i + 1]}
        s.nav(more)
        i += 1
        fewer, shown, more, _ = _stepper(s.html(), key)
        assert now() == values[i] and fewer["v"] == values[i - 1]
        texts.add(s.editor["text"])
    assert i == min(40, len(values) - 1)
    assert len(texts) == i + 1, "each step writes a text of its own"


def test_a_bare_number_may_be_typed_into_its_stepper():
    """Big Pond points run to 150: a person types 85 rather than tapping + 85 times; a number past an end is that
    end, anything else leaves the count alone; + still steps from the value shown, whatever the form holds."""
    s = session()
    s.nav({"to": "editor", "game": "bigpond"})
    page = s.html()
    field = re.search(r'<input type="number"[^>]*name="set:points:0"[^>]*>', page).group(0)
    assert 'min="0"' in field and 'max="150"' in field and "aria-label=\"Player 1's points\"" in htmllib.unescape(field)
    assert "data-change=" in field
    mod = games.module("bigpond", "editor")

    def points():
        return next(x for x in mod.settings(s.editor["data"], "en") if x["key"] == "points:0")["value"]
    s.nav({"cmd": "ed_set", "k": "points:0"}, {"set:points:0": "85"})
    assert str(points()) == "85" and "85" in s.editor["text"]
    s.nav({"cmd": "ed_set", "k": "points:0", "v": "86"}, {"set:points:0": "85"})   # + with the field in the form
    assert str(points()) == "86"
    s.nav({"cmd": "ed_set", "k": "points:0"}, {"set:points:0": "999"})
    assert str(points()) == "150"
    s.nav({"cmd": "ed_set", "k": "points:0"}, {"set:points:0": "lots"})
    assert str(points()) == "150" and s.editor["error"] is None
    # a count in words is shown in words, not typed: Kokonana!'s talismans
    s.nav({"cmd": "ed_back"})
    s.nav({"to": "editor", "game": "kokonana"})
    assert '<output class="ed-count-value is-wide">0 talismans</output>' in s.html()


@pytest.mark.parametrize("name", ["koi", "bigpond", "kohaku", "koikoi"])
def test_a_game_s_options_are_folded_under_game_options(name):
    s = session()
    s.nav({"to": "editor", "game": name})
    page = s.html()
    folded = page.split('<details class="ed-options">', 1)
    assert len(folded) == 2, "the options are under their heading"
    inside = folded[1].split("</details>", 1)[0]
    assert "Game options" in inside and re.search(r'name="set:option:', inside)
    assert not re.search(r'name="set:option:', folded[0]), "no option outside the fold"
    if name == "bigpond":
        s.nav({"cmd": "ed_set", "k": "option:ring_slots"}, {"set:option:ring_slots": "10"})
        assert "\noptions: ring of 10 spaces\n" in s.editor["text"] and s.editor["error"] is None
    key = re.search(r'name="set:(option:[^"]*)"', inside).group(1)
    choice = re.search(rf'name="set:{re.escape(key)}".*?<option value="([^"]*)"(?! selected)', inside).group(1)
    s.nav({"cmd": "ed_set", "k": key}, {"set:" + key: htmllib.unescape(choice)})
    assert '<details class="ed-options" open>' in s.html(), "the options stay open while they are changed"
    s.nav({"cmd": "ed_set", "k": "turn"}, {"set:turn": "0"})
    assert '<details class="ed-options">' in s.html()


def test_only_counts_are_steppers_and_the_buttons_speak_german():
    from pondside.app import editor
    assert editor.count_of({"key": "turn", "value": "0", "choices": [["0", "Ann"], ["1", "Ben"]]}) is None
    assert editor.count_of({"key": "c", "value": "1", "choices": [["0", "0"], ["2", "2"]]}) is None
    assert editor.count_of({"key": "c", "value": "1", "choices": [["0", "no talisman"], ["1", "1 talisman"]]}) is None
    assert editor.count_of({"key": "m", "value": "2", "choices": [["1", "Month 1 of 2"], ["2", "Month 2 of 2"]]}) == [1, 2]
    s = Session(None, {}, clock=Clock(), nav_lang="de")
    s.boot()
    s.nav({"to": "editor", "game": "kokonana"})
    page = s.html()
    _, shown, _, names = _stepper(page, "talismans:1")
    assert shown == "0 Talismane"
    assert names[1].endswith(": eins mehr") and names[0].endswith(": eins weniger")
    assert '<select name="set:turn"' in page, "whose turn stays a choice list"


# ---------------------------------------------------------------- tokens: Kokonana!'s runners and keys by tapping


def _kokonana(lang="en"):
    s = Session(None, {}, clock=Clock(), nav_lang=lang, base_url="https://wiki.example/pondside/")
    s.boot()
    s.nav({"to": "editor", "game": "kokonana"})
    s.nav({"cmd": "ed_text"}, {"ed_text": KOKONANA})
    assert s.editor["error"] is None
    return s


def _runner_line(s, name):
    return next(line.strip() for line in s.editor["text"].split("\n") if line.strip().startswith(name + ":"))


def _slot_attrs(page, place):
    """The attributes of the button that taps ``place``."""
    return next(m.group(1) for m in re.finditer(r"<button ([^>]*)>", page)
                if f'&quot;p&quot;:&quot;{place}&quot;' in m.group(1))


def test_a_runner_is_tapped_then_the_place_where_it_stands():
    s = _kokonana()
    page = s.html()
    assert "<select" in page and 'name="set:place' not in page and 'name="set:key' not in page, \
        "where a runner stands and its key are no choice lists"
    ann = htmllib.unescape(re.search(r'aria-label="(Ann — blue runner[^"]*)"', page).group(1))
    assert ann == "Ann — blue runner: Sandbank, Black key"
    assert "Sandbank \u2014 here: Ann — blue runner" in htmllib.unescape(_slot_attrs(page, "B"))
    # tap Ben, then the village bank: the bar says what to do while he is chosen, the stepping stones are marked
    s.nav({"cmd": "ed_slot", "p": "runner:1"})
    page = s.html()
    bar = re.search(r"<div class=\"ed-moving\" data-ed-moving>(.*?)</div>", page).group(1)
    assert "Ben — green runner: now tap the place where it stands." in htmllib.unescape(bar)
    assert "is-target" in _slot_attrs(page, "S0") and "is-off" in _slot_attrs(page, "S1"), \
        "a face-up turtle is a stepping stone, a seen crab is not"
    assert "is-target" in _slot_attrs(page, "V")
    s.nav({"cmd": "ed_slot", "p": "V"})
    assert _runner_line(s, "Ben") == "Ben: village bank, 2 talismans" and s.editor["sel"] is None
    assert s.editor["error"] is None and "data-ed-moving" not in s.html()
    # Cleo onto the sandbank too: two runners on one bank; a tap on a face-down tile is refused in words
    s.nav({"cmd": "ed_slot", "p": "runner:2"})
    s.nav({"cmd": "ed_slot", "p": "S1"})
    assert s.editor["sel"] == "runner:2" and _runner_line(s, "Cleo") == "Cleo: shallow row 1 lane 1"
    assert "A runner stands only on a stepping stone" in htmllib.unescape(s.html().split("data-ed-moving", 1)[1])
    s.nav({"cmd": "ed_slot", "p": "B"})
    assert _runner_line(s, "Cleo") == "Cleo: sandbank"
    assert "Cleo's runner has reached the sandbank" in s.editor["error"], "the rules ask for her key"
    # tap Cleo, then a key: she holds it; Ann's black key given to Cleo leaves Ann
    s.nav({"cmd": "ed_slot", "p": "runner:2"})
    assert navs(s.html(), "ed_put"), "a chosen runner offers the keys"
    s.nav({"cmd": "ed_put", "piece": "white key"})
    assert _runner_line(s, "Cleo") == "Cleo: sandbank, white key" and s.editor["error"] is None
    assert s.editor["sel"] is None
    s.nav({"cmd": "ed_slot", "p": "runner:2"})
    s.nav({"cmd": "ed_put", "piece": "black key"})
    assert _runner_line(s, "Ann") == "Ann: sandbank, 1 talisman" and _runner_line(s, "Cleo") == "Cleo: sandbank, black key"
    page = htmllib.unescape(s.html())
    assert "Sandbank \u2014 here: Ann — blue runner, Cleo — red runner" in page
    # a second tap on a chosen runner lets it go
    s.nav({"cmd": "ed_slot", "p": "runner:0"})
    s.nav({"cmd": "ed_slot", "p": "runner:0"})
    assert s.editor["sel"] is None


def test_a_chosen_runner_s_bar_also_says_the_rule_the_position_breaks():
    """The bar of a chosen runner stays at the top of the screen, over the status at the top of the form (which
    also stays there while the form scrolls): the rule the position breaks is in the bar too."""
    s = _kokonana()
    s.nav({"cmd": "ed_slot", "p": "runner:1"})
    assert s.editor["error"] is None and "ed-refused" not in s.html(), "a position that keeps every rule: no rule"
    s.nav({"cmd": "ed_slot", "p": "runner:1"})
    s.nav({"cmd": "ed_slot", "p": "T"})
    s.nav({"cmd": "ed_move", "t": "runner:1"})
    broken = s.editor["error"]
    assert "cannot have reached the temple bank" in broken
    s.nav({"cmd": "ed_slot", "p": "runner:0"})
    bar = htmllib.unescape(re.search(r'<div class="ed-moving" data-ed-moving>(.*?)</div>', s.html()).group(1))
    assert broken in bar and 'aria-hidden="true"' in bar, "shown in the bar, said once (by the status)"
    page = s.html()
    assert page.count('role="alert"') == 1


def test_a_place_is_tapped_then_the_runner_that_stands_there():
    s = _kokonana()
    s.nav({"cmd": "ed_slot", "p": "T"})
    page = htmllib.unescape(s.html())
    assert "Who stands here:" in page and "What goes on" not in page.split("ed-palette", 1)[1][:400]
    moves = navs(s.html(), "ed_move")
    assert [m["t"] for m in moves] == ["runner:0", "runner:1", "runner:2"]
    s.nav({"cmd": "ed_move", "t": "runner:1"})
    assert _runner_line(s, "Ben") == "Ben: temple bank, 2 talismans" and s.editor["sel"] is None
    assert "cannot have reached the temple bank: no path" in s.editor["error"], "the rules answer"
    # a stepping stone's palette offers the runners and its tiles; a face-down tile offers no runner
    s.nav({"cmd": "ed_slot", "p": "S3"})
    assert navs(s.html(), "ed_move") and navs(s.html(), "ed_put")
    s.nav({"cmd": "ed_slot", "p": "S1"})
    assert not navs(s.html(), "ed_move") and navs(s.html(), "ed_put")


def test_the_runners_speak_german_and_other_games_have_no_tokens():
    s = _kokonana("de")
    page = htmllib.unescape(s.html())
    assert "Ann — blauer Läufer" in page and "Tippe erst auf ein Teil, dann auf seinen Platz." in page
    s.nav({"cmd": "ed_slot", "p": "runner:0"})
    page = htmllib.unescape(s.html())
    assert "Ann — blauer Läufer: Tippe jetzt auf den Platz dafür." in page and "Oder gib ihm einen Schlüssel:" in page
    for name in ("koi", "bigpond", "kohaku", "koikoi"):
        s = session()
        s.nav({"to": "editor", "game": name})
        page = s.html()
        assert "ed-token" not in page and "data-ed-moving" not in page and "ed-area" not in page
