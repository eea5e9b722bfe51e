"""Numbers the rules leave open live here, not in code (rules digest §5, §7, §11)."""

START_POINTS = 50          # every player starts the game with 50 points (BGA help 2025)
INSTANT_POINTS = 6         # Teshi / Kuttsuki: flat 6, no multipliers (§3, §7.3)
DEALER_DRAW_POINTS = 6     # only with the "dealer" draw rule (§11.3, not recommended)
HARD_DOUBLE_AT = 7         # Hard-Koi: base of 7 or more is doubled (§7.2)
HAND_SIZE = 8
TABLE_SIZE = 8
MONTH_CHOICES = [3, 6, 12]

# Yaku point tables (§5, §6, §11.10).  "plus" keys: +1 per card beyond the minimum.
YAKU_SETS = {
    # BGA emulation: flat 5 for Inoshikachō/Akatan/Aotan, Akatan+Aotan by
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
