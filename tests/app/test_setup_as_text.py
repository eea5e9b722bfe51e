"""A game set up from a position keeps that position as its canonical text (issue 41, point 1).

``data/setup-as-data-records.json``: saves and links of every game made before the change (their ``setup``
is position data), three per game, each six moves past its position, with what they replayed to then.  They
load, replay to the same game, and are saved again with the position's text."""
import json
from pathlib import Path

import pytest

from pondside import games
from pondside.app import records

OLD = json.loads((Path(__file__).parent / "data" / "setup-as-data-records.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", games.names())
def test_saves_and_links_from_before_the_text_load_and_keep_the_text(name):
    g = games.get(name)
    assert len(OLD[name]) == 3
    for old in OLD[name]:
        assert isinstance(json.loads(old["save"])["setup"], dict)          # (made before the change)
        for state in (records.load_record(old["save"], expect=name), records.decode_link(old["link"])):
            assert state["setup"] == old["setup_text"]
            assert len(state["actions"]) == old["moves"] and g.to_move(state) == old["to_move"]
            assert len(g.legal_actions(state)) == old["legal"] and g.scores(state) == old["scores"]
            again = json.loads(records.save_text(state))
            assert again["setup"] == old["setup_text"]
            assert records.load_record(records.save_text(state)) == state
            assert records.decode_link(records.encode_link(state)) == state


@pytest.mark.parametrize("name", games.names())
def test_a_save_whose_starting_position_was_changed_is_refused_naming_it(name):
    state = records.load_record(OLD[name][0]["save"])
    for text, words in ((state["setup"] + "no such part: 1\n", "no such part"),
                        ("\n".join(state["setup"].splitlines()[1:]), "players"),
                        (7, "damaged")):
        rec = dict(json.loads(records.save_text(state)), setup=text)
        with pytest.raises(records.BadState) as err:
            records.load_record(json.dumps(rec))
        assert str(err.value).startswith("its starting position") and words in str(err.value), str(err.value)
