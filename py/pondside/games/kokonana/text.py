"""Every string of Kokonana! a player reads, in English and German (``pondside.ui.i18n.Texts``).

Numbers of the rules are placeholders, filled from ``data.py`` where the text is used.  The words are the ones
a parent would use to explain the game to a child: no ids, no rule numbers of our notes.
"""
from __future__ import annotations

from ...ui import i18n
from ...ui.i18n import Texts

TEXT = Texts(
    "kokonana",
    en={
        # (the verbs of a turn's sentences, turned to "you" for a player named by the word for "you": i18n.address)
        "you_forms": "",
        # ---------------------------------------------------------------- places and pieces
        "river": "The river from the village to the temple",
        "village": "Village bank", "sandbank": "Sandbank", "templebank": "Temple bank", "temple": "Temple",
        "shallow": "shallow water", "deep": "deep water",
        "the_village": "the village bank", "the_sandbank": "the sandbank", "the_templebank": "the temple bank",
        "space": "{sec}, row {c}, lane {r}",
        "facedown": "Face-down tile, {where}",
        "faceup": "{motif}, {where}",
        "stone": "stepping stone",
        "flip": "Turn over", "hopto": "Hop to {where}",
        "wall": "a wall", "templeslot": "Temple tile {i}", "seen_as": "you saw {what}",
        "talismans": "talismans", "supply": "Talismans left: {n}", "nokey": "no key yet",
        "key": "{colour} key", "runner": "{name} — {colour} runner",
        # ---------------------------------------------------------------- "What is this?" (view.describe)
        "i_down": "Face down. Turn over two tiles: if they show the same picture, they stay up as a stepping stone.",
        "i_seen": "You saw {what} here.",
        "i_open": "Turned over this turn.",
        "i_stone": "A stepping stone: runners hop onto it on their way to the temple.",
        "i_key": "It opens {lock} in the temple. Whoever reaches the sandbank takes one key.",
        "i_runner": "Now: {where}.",
        "i_runner_key": "Carries {k}.",
        "i_talismans": "{n}. A talisman buys an extra hop, or a look at a temple tile.",
        "i_supply": "A pair gives a talisman from here instead of the free hop.",
        "i_temple": "One of these hides each key's lock; the others are walls. Reach the temple bank and look.",
        "i_temple_seen": "You saw {what} here.",
        # ---------------------------------------------------------------- buttons
        "nohop": "Stay here", "talisman": "Take a talisman", "end": "End turn",
        "gotit": "Got it",
        "thop": "Use a talisman: hop", "tpeek": "Use a talisman: look into the temple", "cancel": "Cancel",
        "thop_short": "Hop", "tpeek_short": "Look",
        "takekey": "Take the {colour} key", "keybtn": "{colour}",
        # ---------------------------------------------------------------- prompts
        "p_hop": "Hop onto a stepping stone — or stay here.",
        "p_key": "Take a key! Its lock in the temple has the same colour and shape.",
        "p_flip1": "Turn over a tile in the {sec}.",
        "p_flip2": "Turn over a second tile: the same picture makes a pair!",
        "p_reward": "A pair! Hop for free onto a stone — or take a talisman.",
        "p_reward_nohop": "A pair! No stone to hop onto: take a talisman.",
        "p_after_match": "Use a talisman, or end your turn.",
        "p_after_nomatch": "Not a pair — Kokonana! Remember them, then turn them back.",
        "p_peek": "Look at one temple tile. Find {lock} and you win!",
        "p_peeked": "Temple tile {i} is {what}. Remember it!",
        "p_wait": "{name} is playing…",
        "p_wait_nomatch": "{name}'s tiles are not a pair. Remember where they are!",
        "p_wait_you": "You are playing…", "p_wait_nomatch_you": "Your tiles are not a pair. Remember where they are!",
        "p_won": "{name} opened {lock} and wins!", "p_won_me": "You opened {lock}: you win!",
        "p_thop": "Tap where to hop (costs 1 talisman).",
        "p_tpeek": "Tap a temple tile to look at it (costs 1 talisman).",
        # ---------------------------------------------------------------- names
        "motif": {"turtle": "turtle", "catfish": "catfish", "rocks": "rocks", "log": "log", "frog": "frog",
                  "lily": "water lily", "reeds": "reeds", "snail": "snail", "crab": "crab", "shell": "shell",
                  "koi": "koi", "eel": "eel", "octopus": "octopus", "jellyfish": "jellyfish",
                  "seahorse": "seahorse", "starfish": "starfish", "whale": "whale", "pearl": "pearl",
                  "anchor": "anchor", "lantern": "lantern"},
        "colour": {"black": "black", "purple": "purple", "orange": "orange", "white": "white", "green": "green"},
        "key_of": {"black": "the black key", "purple": "the purple key", "orange": "the orange key",
                   "white": "the white key", "green": "the green key"},
        "lock_of": {"black": "the black lock", "purple": "the purple lock", "orange": "the orange lock",
                    "white": "the white lock", "green": "the green lock"},
        "runner_colour": ["blue", "green", "red", "yellow"],
        # ---------------------------------------------------------------- a turn in words (status line)
        "motif_a": {"turtle": "a turtle", "catfish": "a catfish", "rocks": "rocks", "log": "a log", "frog": "a frog",
                    "lily": "a water lily", "reeds": "reeds", "snail": "a snail", "crab": "a crab", "shell": "a shell",
                    "koi": "a koi", "eel": "an eel", "octopus": "an octopus", "jellyfish": "a jellyfish",
                    "seahorse": "a seahorse", "starfish": "a starfish", "whale": "a whale", "pearl": "a pearl",
                    "anchor": "an anchor", "lantern": "a lantern"},
        "motif_two": {"turtle": "two turtles", "catfish": "two catfish", "rocks": "two rocks", "log": "two logs",
                      "frog": "two frogs", "lily": "two water lilies", "reeds": "two reeds", "snail": "two snails",
                      "crab": "two crabs", "shell": "two shells", "koi": "two koi", "eel": "two eels",
                      "octopus": "two octopuses", "jellyfish": "two jellyfish", "seahorse": "two seahorses",
                      "starfish": "two starfish", "whale": "two whales", "pearl": "two pearls",
                      "anchor": "two anchors", "lantern": "two lanterns"},
        "motif_the": {"turtle": "the turtle", "catfish": "the catfish", "rocks": "the rocks", "log": "the log",
                      "frog": "the frog", "lily": "the water lily", "reeds": "the reeds", "snail": "the snail",
                      "crab": "the crab", "shell": "the shell", "koi": "the koi", "eel": "the eel",
                      "octopus": "the octopus", "jellyfish": "the jellyfish", "seahorse": "the seahorse",
                      "starfish": "the starfish", "whale": "the whale", "pearl": "the pearl",
                      "anchor": "the anchor", "lantern": "the lantern"},
        "stone_where": "{the} in the {sec}",
        "s_sentence": "{name} {what}.",
        "s_hop": "hopped onto {where}", "s_fhop": "took a free hop onto {where}",
        "s_thop": "used a talisman to hop onto {where}",
        "s_key": "took {k}", "s_nokey": "took no key",
        "s_flip1": "turned over {a}", "s_nomatch": "turned over {a} and {b} — no match",
        "s_pair": "found a pair: {two}",
        "s_talisman": "took a talisman", "s_talisman_none": "got no talisman (the supply is empty)",
        "s_peek": "looked at temple tile {i}", "s_tpeek": "used a talisman to look at temple tile {i}",
        "s_win": "found {lock} on temple tile {i} and won",
        "s_nohop": "did not hop", "s_end": "ended the turn",
        # ---------------------------------------------------------------- the end screen, one line per player
        "r_win": "{name} reached the temple and opened {lock}",
        "r_temple": "{name} reached the temple bank",
        "r_away": "{name} ended {hops} from the temple bank",
        "r_key": "{line} (key: {colour})", "r_nokey": "{line} (no key)",
        "n_hops": {"one": "{n} hop", "other": "{n} hops"},
        # ---------------------------------------------------------------- game log
        "log_hop": "{p} hops to {to}", "log_fhop": "{p} takes a free hop to {to}",
        "log_thop": "{p} uses a talisman to hop to {to}", "log_nohop": "{p} stays",
        "log_key": "{p} takes {k}", "log_nokey": "{p} takes no key", "log_flip": "{p} turns over {where}: {m}",
        "log_talisman": "{p} takes a talisman", "log_end": "{p} ends the turn",
        "log_peek": "{p} looks at temple tile {i}", "log_tpeek": "{p} uses a talisman to look at temple tile {i}",
        # ---------------------------------------------------------------- why a move is not allowed
        "x_over": "The game is over: the temple has been opened.",
        "x_notaction": "That is not a move in Kokonana!.",
        "x_choosekey": "You reached the sandbank: take a key first.",
        "x_reward": "You found a pair: take your free hop or a talisman first.",
        "x_hopstep": "You hop at the start of your turn, before you turn over tiles.",
        "x_fhop": "A free hop is the reward for finding a pair.",
        "x_notalisman": "You have no talisman.",
        "x_midstep": "You can't use a talisman just now: {next} first.",
        "x_nothop": "A hop goes one space forward, diagonally forward or sideways: from {here} you can't reach {to}.",
        "x_there": "that space",
        "x_face": "Face-down tiles are water: you can only hop onto stepping stones (pairs turned face up).",
        "x_full": "That stepping stone is full: {cap} is the most one stone holds{when}.",
        "x_full_2p": " when two play", "x_full_np": "",
        "x_bankfull": "That bank is full: {cap} is the most it holds (house rule).",
        "x_flipped": "You have already turned over your two tiles this turn.",
        "x_flip_temple": "On the temple bank you look into the temple instead of turning over tiles.",
        "x_flip_hop": "First hop or stay where you are, then turn over tiles.",
        "x_different": "The second tile must be a different tile.",
        "x_section": "Now you turn over tiles in the {sec}.",
        "x_notdown": "That tile is already face up.",
        "x_keyonly": "You take a key only when your runner arrives on the sandbank.",
        "x_nokeythere": "That key is not on the sandbank any more.",
        "x_young": "In the variant for younger children talismans are only for hops.",
        "x_needkey": "To look into the temple with a talisman you need a key.",
        "x_peekstep": "Only a runner on the temple bank looks into the temple, once a turn.",
        "x_endstep": "Your turn is not over yet: {next}.",
        "x_limit": "You may use at most {n} per turn (house rule).",
        "x_notnow": "That is not possible right now: {next}.",
        "next": {"hop": "hop onto a stepping stone or stay where you are", "key": "take a key",
                 "flip1": "turn over a tile", "flip2": "turn over a second tile",
                 "reward": "take your free hop or a talisman", "after": "end your turn",
                 "peek": "look at a temple tile", "peeked": "end your turn", "won": "the game is over"},
        "n_talismans": {"one": "{n} talisman", "other": "{n} talismans"},
        "n_runners": {"one": "{n} runner", "other": "{n} runners"},
        # ---------------------------------------------------------------- options
        "o_young": "Variant for younger children",
        "o_young_help": "From the rulebook: the temple has no walls, and talismans buy only extra hops, "
                        "never a look into the temple.",
        "o_grid": "Size of the water",
        "o_grid_help": "The rulebook lays each water out in “4 rows of 5” but doesn't say which way the runners go. "
                       "We read it as {d1} steps deep and {l1} lanes wide: at least {h1} hops from the village to "
                       "the temple. The other reading makes the water {d2} deep and {l2} wide: {h2} hops, a "
                       "shorter race.",
        "o_grid_choice": "{d} deep, {l} wide ({h} hops to the temple)",
        "o_diag": "Hop diagonally forward",
        "o_diag_help": "The rulebook's detailed rules allow a hop diagonally forward; its short summary mentions "
                       "only forward and sideways. We follow the detailed rules. Switched off, runners hop only "
                       "straight forward or sideways.",
        "o_bank": "Runners on a bank",
        "o_bank_help": "The rulebook limits only the stepping stones ({cap} runners, {cap2} when two play); it "
                       "says nothing about the banks and the sandbank. We let any number of runners stand there. "
                       "With a limit, runners can block each other on the banks too.",
        "o_bank_any": "Any number", "o_bank_n": "At most {n}",
        "o_perturn": "Talismans in one turn",
        "o_perturn_help": "The rulebook lets you use a talisman “at any time during your turn” and sets no limit, "
                          "so we allow several in one turn. With a limit, saved talismans count for less.",
        "o_perturn_any": "As many as you like", "o_perturn_n": "At most {n}",
        "o_peekwins": "A look bought with a talisman can win",
        "o_peekwins_help": "The rulebook describes winning only when a runner on the temple bank looks at a "
                           "temple tile. We read a look bought with a talisman as a secret peek that never wins "
                           "by itself. Switched on, finding your lock with a talisman also wins at once.",
        "o_keymust": "A runner on the sandbank must take a key",
        "o_keymust_help": "The rulebook says a runner “may” take a key, but without a key nobody can open a "
                          "lock or win. We make taking a key compulsory. Switched off, a runner may pass "
                          "without one (and then cannot win).",
        "yes": "yes", "no": "no",
        # ---------------------------------------------------------------- rules page
        "rules": """<h2>Kokonana! — how to play</h2>
<p>Every runner starts on the village bank. Cross the shallow water, the sandbank and the deep water to the
temple, take a key on the way, and find the lock of your key's colour in the temple. Whoever opens their lock
first wins. {min}–{max} players.</p>
<h3>Your turn</h3>
<ol><li><b>Hop</b>, if you like: one space forward, diagonally forward or sideways, onto a stepping stone.
Face-down tiles are water: you can't step on them. A stone holds at most {cap_text} ({cap2_text} when two play).</li>
<li><b>Turn over two tiles</b>: in the shallow water until your runner reaches the sandbank (in the deep water
once no shallow tile is face down), after that in the deep water.
<ul><li><b>The same picture:</b> a pair! The two tiles stay face up as stepping stones for everyone. Take a
free hop, or a talisman instead.</li>
<li><b>Different pictures:</b> say “Kokonana!”, remember where they are, and turn them back.</li></ul></li></ol>
<p>Each water holds {tiles} tiles: {pairs} pairs of pictures.</p>
<h3>The sandbank and the keys</h3>
<p>When your runner reaches the sandbank, it takes one of the {keys} keys. Every key has its own colour and
shape, and its lock in the temple shows the same colour and shape.</p>
<h3>Talismans</h3>
<p>There are {supply} in the supply. On your turn you may give one back at any time to hop once more, or, once you
have a key, to look secretly at a temple tile.</p>
<h3>The temple</h3>
<p>The temple has {temple} tiles, face down: {keys} locks and {walls} walls. Once your runner stands on the temple
bank, every turn you look at one temple tile. Is it your lock? You win! If not, it goes back face down, so
remember it. If your hop brings you to the temple bank, you look into the temple that turn instead of turning
over tiles.</p>
<h3>Variant for younger children</h3>
<p>Play without the {walls} walls; talismans are only for hops.</p>""",
        "open_head": "What the rulebook leaves open",
        "open_intro": "The printed rules leave a few points open. Here is what we chose; the house rules can be "
                      "switched in the new-game dialog (shown with the values of this game).",
        "fixed": ["The rulebook names only some of the pictures ({known}) and two of the key colours ({keys}). "
                  "The other pictures and colours are our own; they change nothing in play.",
                  "A bank touches every lane: from a bank you may hop onto any tile of the first row of the next "
                  "water, and from any tile of the last row onto the next bank. On a bank nobody moves sideways.",
                  "The two tiles you turn over must be two different tiles. If no tile is left face down where you "
                  "must turn over tiles, you skip that part of your turn.",
                  "If the talisman supply is empty when you find a pair and don't hop, you get nothing."],
        # ---------------------------------------------------------------- set-up positions: what a position breaks
        "pe_need_turn": "say whose turn it is (“turn: {name}”), or who has won (“winner: {name}”)",
        "pe_turn_and_winner": "when someone has won the game is over: leave out “turn”",
        "pe_block": "write what “{part}” holds on the lines below it, one a line",
        "pe_option_twice": "the option “{label}” is given twice",
        "pe_row_form": "write a row of the {water} as “row {c}: {example}”",
        "pe_row_twice": "row {c} of the {water} is given twice",
        "pe_row_width": "a row of the {water} has {lanes} tiles, one for each lane, not {n}",
        "pe_a_row": "the row", "pe_a_lane": "the lane",
        "pe_a_picture": "picture in the {water}",
        "pe_wrong_water": "“{motif}” is a picture of the {other}, not of the {water}",
        "pe_pair_count": "there are only two {motif} tiles in the {water} (one pair)",
        "pe_lone_up": "a pair stays face up together: the other {motif} must be face up too",
        "pe_deep_early": "tiles in the deep water are turned over only once a runner has reached the sandbank or "
                         "no tile of the shallow water is face down",
        "pe_runner_form": "write a runner as “{name}: sandbank, black key, 2 talismans”",
        "pe_runner_twice": "{name}'s runner is given twice",
        "pe_no_key": "there is no “{word}” key (the keys: {keys})",
        "pe_no_option": "there is no option “{word}” (for example: {some})",
        "pe_item": "“{word}” is not a place, a key or talismans (write “{name}: sandbank, black key, 2 talismans”)",
        "pe_two_places": "a runner stands on one place only: {name}'s runner is given two",
        "pe_a_count": "the number of talismans",
        "pe_on_water": "a runner stands only on a stepping stone (a pair turned face up): {where} is face down",
        "pe_no_path": "{name}'s runner cannot have reached {where}: no path of stepping stones leads there from "
                      "the village bank",
        "pe_full": "a stepping stone holds at most {cap}{when}: {where} has {n}",
        "pe_bank_full": "{where} holds at most {cap} (house rule): it has {n}",
        "pe_key_early": "a runner takes its key on the sandbank: {name}'s runner has not reached it yet",
        "pe_key_twice": "there is only one {colour} key",
        "pe_key_missing": "{name}'s runner has reached the sandbank, so it took a key there (taking a key is "
                          "compulsory)",
        "pe_talismans": "there are only {n} talismans",
        "pe_talismans_pairs": "a talisman is the reward for a pair, and the river has {pairs} face up: the players "
                              "hold at most that many talismans together",
        "n_pairs": {"one": "{n} pair", "other": "{n} pairs"},
        "pe_should_have_won": "{name} has seen {lock}, the lock of {name}'s key, so {name} has won (a talisman look "
                              "can win): write “winner: {name}”",
        "pe_temple_count": "the temple has {n} tiles, not {m}",
        "pe_a_temple_tile": "temple tile",
        "pe_lock_twice": "the temple holds {lock} only once",
        "pe_walls": "the temple has only {n} walls",
        "pe_no_walls": "in the variant for younger children the temple has no walls",
        "pe_look_form": "write what a player saw as “{name}: tile 2 wall, tile 5 black lock”",
        "pe_a_slot": "the temple tile",
        "pe_look_unknown": "a look shows a wall or a lock, not “?”",
        "pe_look_twice": "{name}'s look at temple tile {i} is given twice",
        "pe_looks_twice": "what {name} saw in the temple is given twice",
        "pe_look_who": "{name} cannot have looked into the temple yet: a look needs the temple bank, or a key and "
                       "a talisman",
        "pe_look_who_young": "{name} cannot have looked into the temple yet: in the variant for younger children "
                             "only a runner on the temple bank looks",
        "pe_clash": "temple tile {i} cannot be both {a} and {b}",
        "pe_win_where": "{name} cannot have won: a runner wins by looking into the temple from the temple bank",
        "pe_win_key": "{name} cannot have won without a key: the lock of your key's colour wins",
        "pe_win_saw": "{name} has won, so {name} has seen {lock}: give its temple tile under “temple looks”",
        "pe_last_form": "write the last look as “{name}, tile 3” or “{name}, tile 3, with a talisman”",
        "pe_last_saw": "{name}'s last look was at temple tile {i}: give what {name} saw there under “temple looks”",
        "pe_last_talisman": "a look with a talisman needs a key, and talismans buy looks only outside the variant "
                            "for younger children",
        "pe_last_bank": "only a runner on the temple bank looks into the temple without a talisman",
        "pe_stuck": "{name} could do nothing this turn: no stepping stone to hop onto, no tile to turn over and no "
                    "talisman to use",
        # ---------------------------------------------------------------- the position editor
        "ed_up": "{motif}, face up", "ed_seen": "{motif}, face down, seen before",
        "ed_hidden": "{motif}, face down, never turned over", "ed_lock": "{colour} lock", "ed_wall": "wall",
        "ed_random": "{where}: face down, dealt at random",
        "ed_turn": "Whose turn", "ed_over": "nobody: the game is over",
        "ed_winner": "Who has won", "ed_nobody": "nobody yet",
        "ed_talismans": "{name}'s talismans",
        "ed_runners": "Runners", "ed_pawn": "{colour} runner", "ed_keys": "Or give it a key:",
        "ed_no_stand": "a runner stands on a bank or on a stepping stone of the river, never in the temple",
        "ed_looks": "What {name} has seen in the temple", "ed_looked": "{where}, as {name} saw it",
        "ed_last": "The last look into the temple", "ed_no_last": "not given",
        "ed_last_look": "{name}, temple tile {i}", "ed_last_tlook": "{name}, temple tile {i}, with a talisman",
        "ed_no_place": "there is no such place in this game's river or temple",
        "ed_wrong_piece": "“{piece}” cannot go there",
        "ed_no_setting": "this game has no such setting, or no such choice for it",
        # ---------------------------------------------------------------- computer levels
        "bot_random": "Beginner — picks any allowed move and forgets every tile",
        "bot_memory": "Sharp memory — remembers every tile turned up; sees only what you could see",
    },
    de={
        "you_forms": ("hüpfte>hüpftest nahm>nahmst drehte>drehtest fand>fandest bekam>bekamst schaute>schautest "
                      "gewann>gewannst beendete>beendetest hüpft>hüpfst bleibt>bleibst nimmt>nimmst dreht>drehst "
                      "beendet>beendest schaut>schaust"),
        "river": "Der Fluss vom Dorf zum Tempel",
        "village": "Dorfufer", "sandbank": "Sandbank", "templebank": "Tempelufer", "temple": "Tempel",
        "shallow": "Flachwasser", "deep": "Tiefwasser",
        "the_village": "das Dorfufer", "the_sandbank": "die Sandbank", "the_templebank": "das Tempelufer",
        "space": "{sec}, Reihe {c}, Bahn {r}",
        "facedown": "Verdecktes Plättchen, {where}",
        "faceup": "{motif}, {where}",
        "stone": "Trittstein",
        "flip": "Umdrehen", "hopto": "Hüpfe auf {where}",
        "wall": "eine Mauer", "templeslot": "Tempelplättchen {i}", "seen_as": "du hast gesehen: {what}",
        "talismans": "Talismane", "supply": "Talismane im Vorrat: {n}", "nokey": "noch kein Schlüssel",
        "key": "Schlüssel ({colour})", "runner": "{name} — {colour} Läufer",
        "i_down": "Verdeckt. Dreh zwei Plättchen um: zeigen sie dasselbe Bild, bleiben sie offen als Trittstein.",
        "i_seen": "Hier hast du {what} gesehen.",
        "i_open": "In diesem Zug umgedreht.",
        "i_stone": "Ein Trittstein: Läufer hüpfen darauf auf dem Weg zum Tempel.",
        "i_key": "Er öffnet {lock} im Tempel. Wer die Sandbank erreicht, nimmt einen Schlüssel.",
        "i_runner": "Jetzt: {where}.",
        "i_runner_key": "Trägt {k}.",
        "i_talismans": "{n}. Ein Talisman bringt einen Extra-Hüpfer oder einen Blick auf ein Tempelplättchen.",
        "i_supply": "Ein Paar bringt einen Talisman von hier statt des freien Hüpfers.",
        "i_temple": "Unter diesen liegt das Schloss jedes Schlüssels; die anderen sind Mauern. Erreiche das Tempelufer und schau nach.",
        "i_temple_seen": "Hier hast du {what} gesehen.",
        "nohop": "Hierbleiben", "talisman": "Talisman nehmen", "end": "Zug beenden",
        "gotit": "Gemerkt",
        "thop": "Talisman einsetzen: hüpfen", "tpeek": "Talisman einsetzen: in den Tempel schauen",
        "thop_short": "Hüpfen", "tpeek_short": "Schauen",
        "cancel": "Abbrechen",
        "takekey": "Schlüssel nehmen: {colour}", "keybtn": "{colour}",
        "p_hop": "Hüpfe auf einen Trittstein — oder bleib hier.",
        "p_key": "Nimm einen Schlüssel! Sein Schloss hat dieselbe Farbe und Form.",
        "p_flip1": "Dreh ein Plättchen im {sec} um.",
        "p_flip2": "Dreh ein zweites Plättchen um: dasselbe Bild ist ein Paar!",
        "p_reward": "Ein Paar! Hüpfe gratis — oder nimm einen Talisman.",
        "p_reward_nohop": "Ein Paar! Kein Stein zum Hüpfen: nimm einen Talisman.",
        "p_after_match": "Setz einen Talisman ein oder beende den Zug.",
        "p_after_nomatch": "Kein Paar — Kokonana! Merk sie dir, dann dreh sie zurück.",
        "p_peek": "Schau ein Tempelplättchen an. Findest du {lock}, gewinnst du!",
        "p_peeked": "Tempelplättchen {i} ist {what}. Merk es dir!",
        "p_wait": "{name} ist am Zug…",
        "p_wait_nomatch": "Die Plättchen von {name} sind kein Paar. Merk dir, wo sie liegen!",
        "p_wait_you": "Du bist am Zug…", "p_wait_nomatch_you": "Deine Plättchen sind kein Paar. Merk dir, wo sie liegen!",
        "p_won": "{name} öffnet {lock} und gewinnt!", "p_won_me": "Du hast {lock} geöffnet: du gewinnst!",
        "p_thop": "Tippe, wohin du hüpfst (kostet 1 Talisman).",
        "p_tpeek": "Tippe ein Tempelplättchen an, um es anzusehen (kostet 1 Talisman).",
        "motif": {"turtle": "Schildkröte", "catfish": "Wels", "rocks": "Felsen", "log": "Baumstamm",
                  "frog": "Frosch", "lily": "Seerose", "reeds": "Schilf", "snail": "Schnecke", "crab": "Krebs",
                  "shell": "Muschel", "koi": "Koi", "eel": "Aal", "octopus": "Krake", "jellyfish": "Qualle",
                  "seahorse": "Seepferdchen", "starfish": "Seestern", "whale": "Wal", "pearl": "Perle",
                  "anchor": "Anker", "lantern": "Laterne"},
        "colour": {"black": "schwarz", "purple": "lila", "orange": "orange", "white": "weiß", "green": "grün"},
        "key_of": {"black": "den schwarzen Schlüssel", "purple": "den lila Schlüssel",
                   "orange": "den orangefarbenen Schlüssel", "white": "den weißen Schlüssel",
                   "green": "den grünen Schlüssel"},
        "lock_of": {"black": "das schwarze Schloss", "purple": "das lila Schloss",
                    "orange": "das orangefarbene Schloss", "white": "das weiße Schloss", "green": "das grüne Schloss"},
        "runner_colour": ["blauer", "grüner", "roter", "gelber"],
        "motif_a": {"turtle": "eine Schildkröte", "catfish": "einen Wels", "rocks": "Felsen", "log": "einen Baumstamm",
                    "frog": "einen Frosch", "lily": "eine Seerose", "reeds": "Schilf", "snail": "eine Schnecke",
                    "crab": "einen Krebs", "shell": "eine Muschel", "koi": "einen Koi", "eel": "einen Aal",
                    "octopus": "einen Kraken", "jellyfish": "eine Qualle", "seahorse": "ein Seepferdchen",
                    "starfish": "einen Seestern", "whale": "einen Wal", "pearl": "eine Perle",
                    "anchor": "einen Anker", "lantern": "eine Laterne"},
        "motif_two": {"turtle": "zwei Schildkröten", "catfish": "zwei Welse", "rocks": "zweimal Felsen",
                      "log": "zwei Baumstämme", "frog": "zwei Frösche", "lily": "zwei Seerosen", "reeds": "zweimal Schilf",
                      "snail": "zwei Schnecken", "crab": "zwei Krebse", "shell": "zwei Muscheln", "koi": "zwei Kois",
                      "eel": "zwei Aale", "octopus": "zwei Kraken", "jellyfish": "zwei Quallen",
                      "seahorse": "zwei Seepferdchen", "starfish": "zwei Seesterne", "whale": "zwei Wale",
                      "pearl": "zwei Perlen", "anchor": "zwei Anker", "lantern": "zwei Laternen"},
        "motif_the": {"turtle": "die Schildkröte", "catfish": "den Wels", "rocks": "die Felsen", "log": "den Baumstamm",
                      "frog": "den Frosch", "lily": "die Seerose", "reeds": "das Schilf", "snail": "die Schnecke",
                      "crab": "den Krebs", "shell": "die Muschel", "koi": "den Koi", "eel": "den Aal",
                      "octopus": "den Kraken", "jellyfish": "die Qualle", "seahorse": "das Seepferdchen",
                      "starfish": "den Seestern", "whale": "den Wal", "pearl": "die Perle", "anchor": "den Anker",
                      "lantern": "die Laterne"},
        "stone_where": "{the} im {sec}",
        "s_sentence": "{name} {what}.",
        "s_hop": "hüpfte auf {where}", "s_fhop": "hüpfte gratis auf {where}",
        "s_thop": "hüpfte mit einem Talisman auf {where}",
        "s_key": "nahm {k}", "s_nokey": "nahm keinen Schlüssel",
        "s_flip1": "drehte {a} um", "s_nomatch": "drehte {a} und {b} um — kein Paar",
        "s_pair": "fand ein Paar: {two}",
        "s_talisman": "nahm einen Talisman", "s_talisman_none": "bekam keinen Talisman (der Vorrat ist leer)",
        "s_peek": "schaute Tempelplättchen {i} an", "s_tpeek": "schaute mit einem Talisman Tempelplättchen {i} an",
        "s_win": "fand {lock} auf Tempelplättchen {i} und gewann",
        "s_nohop": "hüpfte nicht", "s_end": "beendete den Zug",
        "r_win": "{name}: Tempel erreicht, {lock} geöffnet",
        "r_temple": "{name}: Tempelufer erreicht",
        "r_away": "{name}: noch {hops} bis zum Tempelufer",
        "r_key": "{line} (Schlüssel: {colour})", "r_nokey": "{line} (kein Schlüssel)",
        "n_hops": {"one": "{n} Hüpfer", "other": "{n} Hüpfer"},
        "log_hop": "{p} hüpft nach {to}", "log_fhop": "{p} hüpft gratis nach {to}",
        "log_thop": "{p} hüpft mit einem Talisman nach {to}", "log_nohop": "{p} bleibt stehen",
        "log_key": "{p} nimmt {k}", "log_nokey": "{p} nimmt keinen Schlüssel",
        "log_flip": "{p} dreht um: {where}: {m}", "log_talisman": "{p} nimmt einen Talisman",
        "log_end": "{p} beendet den Zug", "log_peek": "{p} schaut Tempelplättchen {i} an",
        "log_tpeek": "{p} schaut mit einem Talisman Tempelplättchen {i} an",
        "x_over": "Das Spiel ist vorbei: der Tempel ist geöffnet.",
        "x_notaction": "Das ist kein Zug in Kokonana!.",
        "x_choosekey": "Du bist auf der Sandbank: nimm zuerst einen Schlüssel.",
        "x_reward": "Du hast ein Paar gefunden: hüpfe zuerst gratis oder nimm einen Talisman.",
        "x_hopstep": "Du hüpfst am Anfang deines Zuges, bevor du Plättchen umdrehst.",
        "x_fhop": "Gratis hüpfen ist die Belohnung für ein Paar.",
        "x_notalisman": "Du hast keinen Talisman.",
        "x_midstep": "Einen Talisman kannst du gerade nicht einsetzen: zuerst {next}.",
        "x_nothop": "Ein Hüpfer geht ein Feld vorwärts, schräg vorwärts oder seitwärts: von {here} erreichst du {to} nicht.",
        "x_there": "dieses Feld",
        "x_face": "Verdeckte Plättchen sind Wasser: du kannst nur auf Trittsteine hüpfen (aufgedeckte Paare).",
        "x_full": "Dieser Trittstein ist voll: mehr als {cap} passen nicht auf einen Stein{when}.",
        "x_full_2p": ", wenn zwei spielen", "x_full_np": "",
        "x_bankfull": "Dieses Ufer ist voll: mehr als {cap} passen nicht darauf (Hausregel).",
        "x_flipped": "Du hast in diesem Zug schon zwei Plättchen umgedreht.",
        "x_flip_temple": "Auf dem Tempelufer schaust du in den Tempel, statt Plättchen umzudrehen.",
        "x_flip_hop": "Erst hüpfen oder stehen bleiben, dann Plättchen umdrehen.",
        "x_different": "Das zweite Plättchen muss ein anderes sein.",
        "x_section": "Jetzt drehst du Plättchen im {sec} um.",
        "x_notdown": "Dieses Plättchen liegt schon offen.",
        "x_keyonly": "Einen Schlüssel nimmst du nur, wenn dein Läufer auf der Sandbank ankommt.",
        "x_nokeythere": "Dieser Schlüssel liegt nicht mehr auf der Sandbank.",
        "x_young": "In der Variante für jüngere Kinder sind Talismane nur zum Hüpfen.",
        "x_needkey": "Um mit einem Talisman in den Tempel zu schauen, brauchst du einen Schlüssel.",
        "x_peekstep": "Nur ein Läufer auf dem Tempelufer schaut in den Tempel, einmal pro Zug.",
        "x_endstep": "Dein Zug ist noch nicht zu Ende: {next}.",
        "x_limit": "Du darfst höchstens {n} pro Zug einsetzen (Hausregel).",
        "x_notnow": "Das geht gerade nicht: {next}.",
        "next": {"hop": "auf einen Trittstein hüpfen oder stehen bleiben", "key": "einen Schlüssel nehmen",
                 "flip1": "ein Plättchen umdrehen", "flip2": "ein zweites Plättchen umdrehen",
                 "reward": "gratis hüpfen oder einen Talisman nehmen", "after": "den Zug beenden",
                 "peek": "ein Tempelplättchen ansehen", "peeked": "den Zug beenden",
                 "won": "das Spiel ist vorbei"},
        "n_talismans": {"one": "{n} Talisman", "other": "{n} Talismane"},
        "n_runners": {"one": "{n} Läufer", "other": "{n} Läufer"},
        "o_young": "Variante für jüngere Kinder",
        "o_young_help": "Aus der Spielregel: Im Tempel liegen keine Mauern, und Talismane gibt es nur für "
                        "Extra-Hüpfer, nie für einen Blick in den Tempel.",
        "o_grid": "Größe des Wassers",
        "o_grid_help": "Die Spielregel legt jedes Wasser in „4 Reihen zu 5“ aus, sagt aber nicht, in welche Richtung "
                       "die Läufer gehen. Wir lesen es als {d1} Schritte tief und {l1} Bahnen breit: mindestens {h1} "
                       "Hüpfer vom Dorf zum Tempel. Die andere Lesart macht das Wasser {d2} tief und {l2} breit: "
                       "{h2} Hüpfer, ein kürzeres Rennen.",
        "o_grid_choice": "{d} tief, {l} breit ({h} Hüpfer zum Tempel)",
        "o_diag": "Schräg vorwärts hüpfen",
        "o_diag_help": "Die ausführliche Regel erlaubt einen Hüpfer schräg nach vorn; die Kurzfassung nennt nur "
                       "vorwärts und seitwärts. Wir folgen der ausführlichen Regel. Ausgeschaltet hüpfen Läufer nur "
                       "gerade vorwärts oder seitwärts.",
        "o_bank": "Läufer auf einem Ufer",
        "o_bank_help": "Die Spielregel begrenzt nur die Trittsteine ({cap} Läufer, {cap2}, wenn zwei spielen); über "
                       "die Ufer und die Sandbank sagt sie nichts. Bei uns dürfen dort beliebig viele stehen. Mit einer "
                       "Grenze können sich Läufer auch auf den Ufern den Weg versperren.",
        "o_bank_any": "Beliebig viele", "o_bank_n": "Höchstens {n}",
        "o_perturn": "Talismane in einem Zug",
        "o_perturn_help": "Die Spielregel erlaubt einen Talisman „jederzeit während deines Zuges“ und nennt keine "
                          "Grenze, also erlauben wir mehrere in einem Zug. Mit einer Grenze sind gesparte Talismane "
                          "weniger wert.",
        "o_perturn_any": "So viele du willst", "o_perturn_n": "Höchstens {n}",
        "o_peekwins": "Ein Blick mit Talisman kann gewinnen",
        "o_peekwins_help": "Die Spielregel beschreibt den Sieg nur, wenn ein Läufer auf dem Tempelufer ein "
                           "Tempelplättchen ansieht. Wir lesen einen Blick mit Talisman als heimliches Nachsehen, "
                           "das allein nie gewinnt. Eingeschaltet gewinnt auch, wer sein Schloss mit einem Talisman "
                           "findet.",
        "o_keymust": "Auf der Sandbank muss man einen Schlüssel nehmen",
        "o_keymust_help": "Die Spielregel sagt, ein Läufer „darf“ einen Schlüssel nehmen, doch ohne Schlüssel kann "
                          "niemand ein Schloss öffnen oder gewinnen. Darum ist der Schlüssel bei uns Pflicht. "
                          "Ausgeschaltet darf ein Läufer ohne Schlüssel weitergehen (und kann dann nicht gewinnen).",
        "yes": "ja", "no": "nein",
        "rules": """<h2>Kokonana! — so wird gespielt</h2>
<p>Alle Läufer beginnen auf dem Dorfufer. Überquert das Flachwasser, die Sandbank und das Tiefwasser bis zum
Tempel, nehmt unterwegs einen Schlüssel und findet im Tempel das Schloss in der Farbe eures Schlüssels. Wer sein
Schloss zuerst öffnet, gewinnt. {min}–{max} Spieler.</p>
<h3>Dein Zug</h3>
<ol><li><b>Hüpfen</b>, wenn du willst: ein Feld vorwärts, schräg vorwärts oder seitwärts auf einen Trittstein.
Verdeckte Plättchen sind Wasser: darauf kannst du nicht treten. Auf einem Stein stehen höchstens {cap_text}
({cap2_text}, wenn zwei spielen).</li>
<li><b>Zwei Plättchen umdrehen</b>: im Flachwasser, bis dein Läufer die Sandbank erreicht (im Tiefwasser, wenn im
Flachwasser keins mehr verdeckt liegt), danach im Tiefwasser.
<ul><li><b>Dasselbe Bild:</b> ein Paar! Die beiden Plättchen bleiben offen liegen, als Trittsteine für alle.
Hüpfe gratis oder nimm stattdessen einen Talisman.</li>
<li><b>Verschiedene Bilder:</b> ruf „Kokonana!“, merk dir, wo sie liegen, und dreh sie zurück.</li></ul></li></ol>
<p>In jedem Wasser liegen {tiles} Plättchen: {pairs} Bilderpaare.</p>
<h3>Die Sandbank und die Schlüssel</h3>
<p>Erreicht dein Läufer die Sandbank, nimmt er einen der {keys} Schlüssel. Jeder Schlüssel hat seine eigene Farbe und
Form, und sein Schloss im Tempel zeigt dieselbe Farbe und Form.</p>
<h3>Talismane</h3>
<p>Im Vorrat liegen {supply}. In deinem Zug kannst du jederzeit einen zurückgeben, um noch einmal zu hüpfen oder,
sobald du einen Schlüssel hast, heimlich ein Tempelplättchen anzusehen.</p>
<h3>Der Tempel</h3>
<p>Der Tempel hat {temple} verdeckte Plättchen: {keys} Schlösser und {walls} Mauern. Steht dein Läufer auf dem
Tempelufer, schaust du in jedem Zug ein Tempelplättchen an. Ist es dein Schloss? Du gewinnst! Wenn nicht, kommt es
verdeckt zurück, also merk es dir. Bringt dich dein Hüpfer aufs Tempelufer, schaust du in diesem Zug in den Tempel,
statt Plättchen umzudrehen.</p>
<h3>Variante für jüngere Kinder</h3>
<p>Ohne die {walls} Mauern; Talismane gibt es nur zum Hüpfen.</p>""",
        "open_head": "Was die Spielregel offenlässt",
        "open_intro": "Die gedruckte Regel lässt ein paar Punkte offen. Hier steht, wie wir sie lösen; die Hausregeln "
                      "lassen sich im Dialog „Neues Spiel“ umstellen (hier mit den Werten dieses Spiels).",
        "fixed": ["Die Spielregel nennt nur einige der Bilder ({known}) und zwei der Schlüsselfarben ({keys}). "
                  "Die übrigen Bilder und Farben sind von uns; am Spiel ändern sie nichts.",
                  "Ein Ufer grenzt an jede Bahn: Von einem Ufer darfst du auf jedes Plättchen der ersten Reihe des "
                  "nächsten Wassers hüpfen und von jedem Plättchen der letzten Reihe aufs nächste Ufer. Auf einem "
                  "Ufer zieht niemand seitwärts.",
                  "Die zwei umgedrehten Plättchen müssen zwei verschiedene sein. Liegt dort, wo du umdrehen musst, "
                  "keins mehr verdeckt, entfällt dieser Teil deines Zuges.",
                  "Ist der Talisman-Vorrat leer, wenn du ein Paar findest und nicht hüpfst, bekommst du nichts."],
        "pe_need_turn": "sag, wer am Zug ist („turn: {name}“), oder wer gewonnen hat („winner: {name}“)",
        "pe_turn_and_winner": "hat jemand gewonnen, ist das Spiel vorbei: lass „turn“ weg",
        "pe_block": "schreib, was zu „{part}“ gehört, in die Zeilen darunter, eins pro Zeile",
        "pe_option_twice": "die Option „{label}“ steht zweimal da",
        "pe_row_form": "schreib eine Reihe im {water} als „row {c}: {example}“",
        "pe_row_twice": "Reihe {c} im {water} steht zweimal da",
        "pe_row_width": "eine Reihe im {water} hat {lanes} Plättchen, eins pro Bahn, nicht {n}",
        "pe_a_row": "die Reihe", "pe_a_lane": "die Bahn",
        "pe_a_picture": "Bild im {water}",
        "pe_wrong_water": "„{motif}“ ist ein Bild aus dem {other}, nicht aus dem {water}",
        "pe_pair_count": "im {water} gibt es nur zwei Plättchen mit {motif} (ein Paar)",
        "pe_lone_up": "ein Paar bleibt zusammen offen liegen: das andere Plättchen mit {motif} muss auch offen sein",
        "pe_deep_early": "im Tiefwasser wird erst umgedreht, wenn ein Läufer die Sandbank erreicht hat oder im "
                         "Flachwasser kein Plättchen mehr verdeckt liegt",
        "pe_runner_form": "schreib einen Läufer als „{name}: sandbank, black key, 2 talismans“",
        "pe_runner_twice": "der Läufer von {name} steht zweimal da",
        "pe_no_key": "es gibt keinen Schlüssel „{word}“ (die Schlüssel: {keys})",
        "pe_no_option": "es gibt keine Option „{word}“ (zum Beispiel: {some})",
        "pe_item": "„{word}“ ist kein Ort, kein Schlüssel und keine Talismane (schreib „{name}: sandbank, black "
                   "key, 2 talismans“)",
        "pe_two_places": "ein Läufer steht nur an einem Ort: beim Läufer von {name} stehen zwei",
        "pe_a_count": "die Zahl der Talismane",
        "pe_on_water": "ein Läufer steht nur auf einem Trittstein (einem aufgedeckten Paar): {where} liegt verdeckt",
        "pe_no_path": "der Läufer von {name} kann {where} nicht erreicht haben: kein Weg aus Trittsteinen führt "
                      "vom Dorfufer dorthin",
        "pe_full": "auf einem Trittstein stehen höchstens {cap}{when}: {where} trägt {n}",
        "pe_bank_full": "{where} hat Platz für höchstens {cap} (Hausregel), nicht für {n}",
        "pe_key_early": "ein Läufer nimmt seinen Schlüssel auf der Sandbank: der Läufer von {name} ist noch nicht "
                        "dort gewesen",
        "pe_key_twice": "es gibt nur einen Schlüssel in {colour}",
        "pe_key_missing": "der Läufer von {name} hat die Sandbank erreicht und dort einen Schlüssel genommen "
                          "(der Schlüssel ist Pflicht)",
        "pe_talismans": "es gibt nur {n} Talismane",
        "pe_talismans_pairs": "ein Talisman ist die Belohnung für ein Paar, und im Fluss sind {pairs} aufgedeckt: "
                              "zusammen halten die Spieler höchstens so viele Talismane",
        "n_pairs": {"one": "{n} Paar", "other": "{n} Paare"},
        "pe_should_have_won": "{name} hat {lock} gesehen, das Schloss zum eigenen Schlüssel, und hat damit gewonnen "
                              "(ein Blick mit Talisman kann gewinnen): schreib „winner: {name}“",
        "pe_temple_count": "der Tempel hat {n} Plättchen, nicht {m}",
        "pe_a_temple_tile": "Tempelplättchen",
        "pe_lock_twice": "im Tempel liegt {lock} nur einmal",
        "pe_walls": "der Tempel hat nur {n} Mauern",
        "pe_no_walls": "in der Variante für jüngere Kinder hat der Tempel keine Mauern",
        "pe_look_form": "schreib, was ein Spieler gesehen hat, als „{name}: tile 2 wall, tile 5 black lock“",
        "pe_a_slot": "das Tempelplättchen",
        "pe_look_unknown": "ein Blick zeigt eine Mauer oder ein Schloss, nicht „?“",
        "pe_look_twice": "der Blick von {name} auf Tempelplättchen {i} steht zweimal da",
        "pe_looks_twice": "was {name} im Tempel gesehen hat, steht zweimal da",
        "pe_look_who": "{name} kann noch nicht in den Tempel geschaut haben: dazu braucht man das Tempelufer oder "
                       "einen Schlüssel und einen Talisman",
        "pe_look_who_young": "{name} kann noch nicht in den Tempel geschaut haben: in der Variante für jüngere "
                             "Kinder schaut nur ein Läufer auf dem Tempelufer",
        "pe_clash": "Tempelplättchen {i} kann nicht zugleich {a} und {b} sein",
        "pe_win_where": "{name} kann nicht gewonnen haben: man gewinnt mit einem Blick vom Tempelufer in den Tempel",
        "pe_win_key": "{name} kann ohne Schlüssel nicht gewonnen haben: es gewinnt das Schloss in der Farbe des "
                      "eigenen Schlüssels",
        "pe_win_saw": "{name} hat gewonnen, hat also {lock} gesehen: nenne sein Tempelplättchen unter "
                      "„temple looks“",
        "pe_last_form": "schreib den letzten Blick als „{name}, tile 3“ oder „{name}, tile 3, with a talisman“",
        "pe_last_saw": "der letzte Blick von {name} ging auf Tempelplättchen {i}: nenne unter „temple looks“, was "
                       "{name} dort gesehen hat",
        "pe_last_talisman": "ein Blick mit Talisman braucht einen Schlüssel, und in der Variante für jüngere Kinder "
                            "gibt es ihn nicht",
        "pe_last_bank": "ohne Talisman schaut nur ein Läufer auf dem Tempelufer in den Tempel",
        "pe_stuck": "{name} könnte in diesem Zug nichts tun: kein Trittstein zum Hüpfen, kein Plättchen zum "
                    "Umdrehen und kein Talisman zum Einsetzen",
        "ed_up": "{motif}, aufgedeckt", "ed_seen": "{motif}, verdeckt, schon gesehen",
        "ed_hidden": "{motif}, verdeckt, nie umgedreht", "ed_lock": "Schloss ({colour})", "ed_wall": "Mauer",
        "ed_random": "{where}: verdeckt, zufällig verteilt",
        "ed_turn": "Wer ist am Zug", "ed_over": "niemand: das Spiel ist vorbei",
        "ed_winner": "Wer hat gewonnen", "ed_nobody": "noch niemand",
        "ed_talismans": "Talismane von {name}",
        "ed_runners": "Läufer", "ed_pawn": "{colour} Läufer", "ed_keys": "Oder gib ihm einen Schlüssel:",
        "ed_no_stand": "ein Läufer steht auf einem Ufer oder einem Trittstein des Flusses, nie im Tempel",
        "ed_looks": "Was {name} im Tempel gesehen hat", "ed_looked": "{where}, wie {name} es gesehen hat",
        "ed_last": "Der letzte Blick in den Tempel", "ed_no_last": "nicht angegeben",
        "ed_last_look": "{name}, Tempelplättchen {i}", "ed_last_tlook": "{name}, Tempelplättchen {i}, mit einem Talisman",
        "ed_no_place": "diesen Platz gibt es im Fluss und im Tempel dieses Spiels nicht",
        "ed_wrong_piece": "„{piece}“ passt dort nicht hin",
        "ed_no_setting": "diese Einstellung oder diese Wahl gibt es in diesem Spiel nicht",
        "bot_random": "Anfänger — wählt irgendeinen erlaubten Zug und vergisst jedes Plättchen",
        "bot_memory": "Gutes Gedächtnis — merkt sich jedes aufgedeckte Plättchen; sieht nur, was du auch sehen könntest",
    },
)


def plural(lang, key, n) -> str:
    """``n`` things in words, ``TEXT``'s forms of ``key`` by plural category (``ui.i18n.plural``):
    ``plural("en", "n_talismans", 1)`` -> "1 talisman"."""
    return i18n.plural(TEXT(lang, key), n, lang)


def motif_name(lang, motif) -> str:
    return TEXT(lang, "motif").get(motif, str(motif))


def colour_name(lang, key) -> str:
    return TEXT(lang, "colour").get(key, str(key))


def key_name(lang, key) -> str:
    """"the black key" (German: in the accusative, as it is taken)."""
    return TEXT(lang, "key_of").get(key, str(key))


def lock_name(lang, key) -> str:
    return TEXT(lang, "lock_of").get(key, str(key))


def space_name(lang, dims, space) -> str:
    """A space in words: a bank, or a water tile by its row (counted from the village side) and lane."""
    depth, lanes = dims
    if space in ("V", "B", "T"):
        return TEXT(lang, {"V": "the_village", "B": "the_sandbank", "T": "the_templebank"}[space])
    sec, i = space[0], int(space[1:])
    c, r = divmod(i, lanes)
    return TEXT(lang, "space", sec=TEXT(lang, "shallow" if sec == "S" else "deep"), c=c + 1, r=r + 1)


def temple_what(lang, tile) -> str:
    """What a temple tile shows: a wall or a lock of a colour."""
    if tile == "wall":
        return TEXT(lang, "wall")
    return lock_name(lang, tile)


# the guided first game's tips at Kokonana!'s own moments (coach.GUIDE_MOMENTS; pondside/app/coach.py), in
# words a parent can read out to a child
GUIDE = Texts(
    "kokonana.guide",
    en={
        "first": "Your first game, step by step. Turn over two tiles in the river. The same picture twice: they "
                 "stay up as stepping stones and you may hop on. Two different pictures turn back — remember "
                 "where they were!",
        "match": "A pair! The two tiles stay up for everyone. Now hop one step towards the temple, or take a "
                 "talisman instead.",
        "talisman": "A talisman! On a later turn you can use it to hop once more, or — once you have a key — to "
                    "look at a temple tile.",
        "key": "You reached the sandbank and took a key. Its lock has the same colour and shape, hidden among "
               "the temple tiles. Now only tiles in the deep water can be turned over.",
        "temple": "You are on the temple bank! Each turn, look at one temple tile. Find the lock that fits your "
                  "key and you win.",
    },
    de={
        "first": "Dein erstes Spiel, Schritt für Schritt. Dreh zwei Plättchen im Fluss um. Zweimal dasselbe "
                 "Bild: Sie bleiben als Trittsteine liegen und du darfst hüpfen. Zwei verschiedene Bilder werden "
                 "wieder umgedreht — merk dir, wo sie lagen!",
        "match": "Ein Paar! Die beiden Plättchen bleiben für alle offen liegen. Hüpfe jetzt einen Schritt zum "
                 "Tempel, oder nimm stattdessen einen Talisman.",
        "talisman": "Ein Talisman! In einem späteren Zug kannst du damit noch einmal hüpfen oder — sobald du einen "
                    "Schlüssel hast — ein Tempelplättchen anschauen.",
        "key": "Du hast die Sandbank erreicht und einen Schlüssel genommen. Sein Schloss hat dieselbe Farbe und "
               "Form und liegt versteckt unter den Tempelplättchen. Jetzt werden nur noch Plättchen im "
               "Tiefwasser umgedreht.",
        "temple": "Du bist am Tempelufer! Schau in jedem Zug ein Tempelplättchen an. Findest du das Schloss, das zu "
                  "deinem Schlüssel passt, hast du gewonnen.",
    },
)
