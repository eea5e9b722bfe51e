"""Options in player words (issues 20 and 23): every choice of every option has a label in English and German,
labels and helps carry no internal words, and every option sits in a group the new-game dialog knows."""
import re

import pytest

from pondside import games
from pondside.core import Option, non_default

INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|§|\[(ASSUMED|PLACEHOLDER)\]|\.py\b|\.json\b|\bdigest\b|\bP\d+\b")


@pytest.mark.parametrize("name", games.names())
def test_every_choice_has_a_label_in_both_languages(name):
    for o in games.get(name).options_spec:
        assert o.group in Option.GROUPS, (name, o.key)
        assert o.label.get("en") and o.label.get("de"), (name, o.key)
        for c in o.choices or ():
            for lang in ("en", "de"):
                text = o.choice_label(c, lang)
                assert text and text != str(c) or str(c).isdigit(), f"{name}.{o.key}: choice {c!r} has no {lang} label"
                assert o.choice_labels.get(str(c), {}).get(lang), f"{name}.{o.key}: {c!r} unlabelled in {lang}"


@pytest.mark.parametrize("name", games.names())
def test_labels_and_helps_are_in_player_words(name):
    for o in games.get(name).options_spec:
        texts = [o.label.get(lang, "") for lang in ("en", "de")] + [o.help.get(lang, "") for lang in ("en", "de")]
        texts += [o.choice_label(c, lang) for c in (o.choices or ()) for lang in ("en", "de")]
        for text in texts:
            assert not INTERNAL.search(text), f"{name}.{o.key}: {text!r}"
        if o.assumed:
            assert o.group == "house" and o.help.get("en") and o.help.get("de"), (name, o.key)


def test_the_check_finds_an_unlabelled_choice():
    o = Option("grid", "5x4", ["5x4", "4x5"], label={"en": "Grid", "de": "Raster"},
               choice_labels={"5x4": {"en": "5 by 4", "de": "5 mal 4"}})
    assert o.choice_label("4x5", "de") == "4x5" and not o.choice_labels.get("4x5")


@pytest.mark.parametrize("name", games.names())
def test_every_option_says_itself_in_a_position_text(name):
    """An option is declared once: the words a position text gives each of its values live with the option,
    and the game's text writes them and reads them back (in either language) for every value a player can
    choose, on a table where the option applies."""
    from pondside import position as P
    g = games.get(name)
    text = games.module(name, "position")
    names = P.option_names(g.options_spec)
    for o in g.options_spec:
        for v in o.values():
            if v == o.default:
                continue
            assert str(v) in o.words, f"{name}.{o.key}: no words for {v!r}"
            for lang in ("en", "de"):
                assert names[P.norm(o.word(v, lang))] == (o.key, v)
            # (a table where it applies: an option may need another, as a cat's shore needs the cats)
            chosen, n = next((dict(preset, **{o.key: v}), k) for preset in g.presets.values()
                             for k in range(g.min_players, g.max_players + 1) if o.applies(dict(preset, **{o.key: v}), k))
            data = g.position_of(g.new_game([f"P{i}" for i in range(n)], 5, chosen))
            written = text.write(data)
            assert o.word(v) in written, (name, o.key, v)
            assert text.parse(written)["options"] == non_default(g.options_spec, chosen), (name, o.key, v)
            german = written.replace(o.word(v), o.word(v, "de"), 1)
            assert text.parse(german)["options"] == non_default(g.options_spec, chosen), (name, o.key, v, "de")
