"""One i18n for every game and the shell (pondside/ui/i18n.py): every table has each key in both languages with
the same placeholders, and no module builds text by comparing the language by hand."""
import re
import string
from pathlib import Path

import pytest

from pondside import games
from pondside.ui import i18n

PKG = Path(games.__file__).resolve().parents[1]     # py/pondside


def _load_all_texts():
    import pondside.app.text  # noqa: F401
    for name in games.names():
        games.module(name, "text")
    return list(i18n.Texts.made)


def _fields(s):
    return sorted({f for _, f, _, _ in string.Formatter().parse(s) if f is not None})


def _compare(path, en, de, problems):
    if isinstance(en, dict):
        if not isinstance(de, dict):
            problems.append(f"{path}: a dict in English, {type(de).__name__} in German")
            return
        for k in sorted(set(en) | set(de), key=str):
            if k not in de:
                problems.append(f"{path}.{k}: missing in German")
            elif k not in en:
                problems.append(f"{path}.{k}: missing in English")
            else:
                _compare(f"{path}.{k}", en[k], de[k], problems)
    elif isinstance(en, (list, tuple)):
        if not isinstance(de, (list, tuple)) or len(en) != len(de):
            problems.append(f"{path}: lists of different lengths")
            return
        for i, (a, b) in enumerate(zip(en, de)):
            _compare(f"{path}[{i}]", a, b, problems)
    elif isinstance(en, str):
        if not isinstance(de, str):
            problems.append(f"{path}: text in English, {type(de).__name__} in German")
        elif _fields(en) != _fields(de):
            problems.append(f"{path}: placeholders {_fields(en)} in English, {_fields(de)} in German")
        elif en.strip() and not de.strip():
            problems.append(f"{path}: empty in German")


def test_every_table_has_every_key_in_both_languages():
    tables = _load_all_texts()
    names = {t.name for t in tables}
    assert "shell" in names and set(games.names()) <= {n.split(".")[0] for n in names}, names
    problems = []
    for t in tables:
        _compare(t.name, t.tables["en"], t.tables["de"], problems)
    assert not problems, "\n".join(problems[:40])


# `lang == "de"`, `"de" if ... else`, `if de`, `de = lang == ...`, `lang != "en"`: a view choosing a language by hand
HAND_MADE = re.compile(r"""lang\s*[!=]=\s*["'](de|en)["']|["'](de|en)["']\s*[!=]=\s*lang|\bif\s+de\b|\bde\s*=\s*lang\b""")


def _python_files():
    return sorted(p for p in PKG.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", _python_files(), ids=lambda p: str(p.relative_to(PKG)))
def test_no_module_builds_text_by_comparing_the_language(path):
    src = path.read_text(encoding="utf-8")
    hits = [f"{i}: {line.strip()}" for i, line in enumerate(src.splitlines(), 1)
            if HAND_MADE.search(line) and not line.lstrip().startswith("#")]
    assert not hits, f"{path.relative_to(PKG)} chooses text by language by hand (use its Texts table):\n" + "\n".join(hits)


def test_the_detector_finds_what_it_should():
    for bad in ('x = "Zug" if lang == "de" else "Move"', "if de:", 'de = lang == "de"', 'if "de" == lang:'):
        assert HAND_MADE.search(bad), bad
    for ok in ('TEXT(lang, "move")', "lang = lang_of(lang)", "design = 3"):
        assert not HAND_MADE.search(ok), ok


def test_lookups_format_and_fall_back():
    t = i18n.Texts("test.sample", en={"a": "{n} tiles", "names": ["red", "blue"]}, de={"a": "{n} Plättchen",
                                                                                       "names": ["rot", "blau"]})
    try:
        assert t("de", "a", n=3) == "3 Plättchen" and t("fr", "a", n=3) == "3 tiles"
        assert t("de", "names") == ["rot", "blau"]
        with pytest.raises(KeyError):
            t("en", "nope")
        assert i18n.pick({"en": "Move", "de": "Zug"}, "de") == "Zug" and i18n.pick({"en": "Move"}, "de") == "Move"
    finally:
        i18n.Texts.made.remove(t)
    with pytest.raises(ValueError):
        i18n.Texts("test.bad", en={})
