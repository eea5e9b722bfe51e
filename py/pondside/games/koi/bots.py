def random_bot(game, view, legal, rng):
    return legal[rng.below(len(legal))]
BOTS = {"random": random_bot}
BOT_LABELS = {"random": {"en": "Random", "de": "Zufall"}}
