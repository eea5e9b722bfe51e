def log_line(game, before, action, lang="en"):
    return str(action)
