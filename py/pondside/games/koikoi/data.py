"""The numbers of Koi-Koi's rules and the deck's make-up: data only (texts that show a number format it from
here, so a changed value shows everywhere at once)."""

START_POINTS = 50          # every player starts the game with 50 points (Board Game Arena's help)
INSTANT_POINTS = 6         # Teshi / Kuttsuki (a dealt hand wins the month): a flat 6, no multipliers
DEALER_DRAW_POINTS = 6     # only with the house rule "the start player scores a month nobody stopped"
HARD_DOUBLE_AT = 7         # Hard-Koi: a yaku total of 7 or more is doubled
HAND_SIZE = 8
TABLE_SIZE = 8
MONTH_CHOICES = [3, 6, 12]
DEFAULT_MONTHS = 6         # Board Game Arena's default: half a year
CARDS_PER_MONTH = 4

# Yaku point tables.  "plus" keys: +1 per card beyond the minimum.
YAKU_SETS = {
    # Board Game Arena emulation: flat 5 for Inoshikachō/Akatan/Aotan, Akatan+Aotan by
    # addition (5 + 5), increments only in Tane/Tan/Kasu.
    "bga": {
        "goko": 10, "shiko": 8, "ameshiko": 7, "sanko": 5,
        "hanami": 5, "tsukimi": 5,
        "inoshikacho": 5, "inoshikacho_plus": False,
        "tane": 1, "tane_min": 5,
        "akatan": 5, "aotan": 5, "akaao": None, "ribbon_plus": False,
        "tan": 1, "tan_min": 5,
        "kasu": 1, "kasu_min": 10,
    },
    # Nintendo's published table: +1 per extra animal on Inoshikachō, +1 per
    # extra ribbon on Akatan/Aotan, and a combined Akatan-Aotan of 10 (+1).
    "nintendo": {
        "goko": 10, "shiko": 8, "ameshiko": 7, "sanko": 5,
        "hanami": 5, "tsukimi": 5,
        "inoshikacho": 5, "inoshikacho_plus": True,
        "tane": 1, "tane_min": 5,
        "akatan": 5, "aotan": 5, "akaao": 10, "ribbon_plus": True,
        "tan": 1, "tan_min": 5,
        "kasu": 1, "kasu_min": 10,
    },
}

# Display order of the yaku (and the order score_yaku returns them in).
YAKU_ORDER = ["goko", "shiko", "ameshiko", "sanko", "hanami", "tsukimi", "inoshikacho",
              "tane", "akaao", "akatan", "aotan", "tan", "kasu"]

# ----------------------------------------------------------------------------- the deck
# 48 cards, 12 months of 4.  A card id is "<month>-<n>": n is the card's place in its month's row below, so
# "1-1" is the crane, "9-1" the sake cup and "11-1" the rain man.
BRIGHT, ANIMAL, RIBBON, CHAFF = "bright", "animal", "ribbon", "chaff"
CATEGORIES = (BRIGHT, ANIMAL, RIBBON, CHAFF)

# month -> its four cards: (category, kind); the kind names the picture
DECK = {
    1: ((BRIGHT, "crane"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    2: ((ANIMAL, "warbler"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    3: ((BRIGHT, "curtain"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    4: ((ANIMAL, "cuckoo"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    5: ((ANIMAL, "bridge"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    6: ((ANIMAL, "butterflies"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    7: ((ANIMAL, "boar"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    8: ((BRIGHT, "moon"), (ANIMAL, "geese"), (CHAFF, "plain"), (CHAFF, "plain")),
    9: ((ANIMAL, "sake"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    10: ((ANIMAL, "deer"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    11: ((BRIGHT, "rainman"), (ANIMAL, "swallow"), (RIBBON, "red"), (CHAFF, "lightning")),
    12: ((BRIGHT, "phoenix"), (CHAFF, "plain"), (CHAFF, "plain"), (CHAFF, "plain")),
}
MONTHS_IN_DECK = len(DECK)

CARDS = [f"{m}-{n}" for m in DECK for n in range(1, len(DECK[m]) + 1)]
MONTH = {c: int(c.split("-")[0]) for c in CARDS}
CATEGORY = {f"{m}-{i + 1}": cat for m, row in DECK.items() for i, (cat, _k) in enumerate(row)}
KIND = {f"{m}-{i + 1}": k for m, row in DECK.items() for i, (_c, k) in enumerate(row)}
