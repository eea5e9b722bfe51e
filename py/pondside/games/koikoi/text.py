"""Every string of Koi-Koi that a player reads, in English and German (``pondside.ui.i18n.Texts`` tables):
the board and its prompts (``TEXT``), the words for what a turn did (``TEXT``), the rules page (``RULES``) and
the options of the new-game dialog (``OPTION_TEXT``).  Numbers of the rules are placeholders, formatted from
``data.py`` where the text is shown.  The helpers at the end build card and yaku names from these tables."""
from __future__ import annotations

from ...ui.i18n import Texts
from .data import CATEGORY, KIND, MONTH

TEXT = Texts(
    "koikoi",
    en={
        # ------------------------------------------------------------ names
        "months": ["", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December"],
        "month_short": ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        "plants": ["", "Pine", "Plum", "Cherry", "Wisteria", "Iris", "Peony", "Bush clover", "Susuki grass",
                   "Chrysanthemum", "Maple", "Willow", "Paulownia"],
        "categories": {"bright": "Bright", "animal": "Animal", "ribbon": "Ribbon", "chaff": "Chaff"},
        "categories_plural": {"bright": "Brights", "animal": "Animals", "ribbon": "Ribbons", "chaff": "Chaff"},
        "kinds": {"crane": "Crane and sun", "curtain": "Curtain", "moon": "Full moon", "rainman": "Rain man",
                  "phoenix": "Phoenix", "warbler": "Bush warbler", "cuckoo": "Cuckoo",
                  "bridge": "Eight-plank bridge", "butterflies": "Butterflies", "boar": "Boar", "geese": "Geese",
                  "sake": "Sake cup", "deer": "Deer", "swallow": "Swallow", "poetry": "Red poetry ribbon",
                  "blue": "Blue ribbon", "red": "Red ribbon", "plain": "Chaff", "lightning": "Lightning chaff"},
        # the word printed at the foot of a card's face (short, to fit)
        "face_words": {"crane": "Crane", "curtain": "Curtain", "moon": "Moon", "rainman": "Rain man",
                       "phoenix": "Phoenix", "warbler": "Warbler", "cuckoo": "Cuckoo", "bridge": "Bridge",
                       "butterflies": "Butterfly", "boar": "Boar", "geese": "Geese", "sake": "Sake cup",
                       "deer": "Deer", "swallow": "Swallow", "poetry": "Poem", "blue": "Blue", "red": "Red",
                       "plain": "Chaff", "lightning": "Chaff"},
        "card_name": "{kind} ({month} · {plant}, {category})",
        "card_short": "{kind} ({plant})",
        "yaku": {"goko": "Gokō · Five Brights", "shiko": "Shikō · Four Brights",
                 "ameshiko": "Ame-Shikō · Rainy Four", "sanko": "Sankō · Three Brights",
                 "hanami": "Hanami-zake · Flower viewing", "tsukimi": "Tsukimi-zake · Moon viewing",
                 "inoshikacho": "Inoshikachō · Boar, Deer, Butterflies", "tane": "Tane · Animals",
                 "akatan": "Akatan · Red poetry ribbons", "aotan": "Aotan · Blue ribbons",
                 "akaao": "Akatan-Aotan · Red and blue ribbons", "tan": "Tanzaku · Ribbons",
                 "kasu": "Kasu · Chaff", "teshi": "Teshi · Four of a month dealt",
                 "kuttsuki": "Kuttsuki · Four pairs dealt"},
        "mode": {"soft": "Soft-Koi", "hard": "Hard-Koi"},
        "bots": {"random": "Beginner — plays any allowed card at random",
                 "heuristic": "Easy — takes the best cards it sees right now",
                 "strong": "Strong — plans a few moves ahead; sees only what you could see"},
        # ------------------------------------------------------------ board
        "month_of": "Month {m} of {n}",
        "start_row": "At the start",
        "month_row": "Month {m}",
        "yaku_list": "Yaku list",
        "yaku_list_you": "Your cards",
        "info_where_hand": "In your hand.",
        "info_where_table": "On the table.",
        "info_where_pile": "Captured by {name}.",
        "info_where_drawn": "Just drawn: it waits for a choice.",
        "info_counts": "Counts toward: {yaku}.",
        "info_month": "Month {m}: {plant}. It matches the other cards of month {m}.",
        "info_deck": "{n} cards, face down. After each card played, the top card is turned up and played in the same way.",
        "info_hand_other": "{name} holds {n} cards, face down.",
        "info_koi": "{name} called Koi {n} times this month: they play on for more, and lose everything if the other player stops first.",
        "mult": "Multiplier ×{m}",
        "starts": "starts",
        "to_move": "to move",
        "koi_count": "Koi ×{n}",
        "deck": "Draw pile: {n} cards",
        "deck_short": "Pile {n}",
        "table": "Table",
        "hand": "Your hand",
        "opp_hand": {"one": "{name}: {n} card in hand", "other": "{name}: {n} cards in hand"},
        "pile": "{name}: captures",
        "your_pile": "Your captures",
        "yaku_now": "Yaku now",
        "plus_sake": "+1 sake cup",
        "stack": "stack of 3",
        "back": "face-down card",
        "drawn": "Drawn card",
        # ------------------------------------------------------------ prompts
        "must_capture": "Your turn — a card of yours matches the table, so you must capture: tap a marked card.",
        "no_capture": "Your turn — no card of yours matches the table: tap one to put it there.",
        "free_play": "Your turn: tap a card. It takes a table card of its month, or stays on the table.",
        "pick_target": "{card} matches two table cards: tap the one to take.",
        "draw_choice": "The drawn card {card} matches two table cards: tap the one it takes.",
        "draw_choice_other": "{name} chooses which card the drawn {card} takes.",
        "waiting": "{name} is to move.",
        "koi_title": "You made a yaku!",
        "koi_q": "Stop, or call Koi and play on for more? If {name} stops first, you score nothing.",
        "stop_scores": "Stopping now scores {total} points.",
        "stop_btn": "Stop · +{total}",
        "koi_btn": "Koi! · play on",
        "koi_other": "{name} made a yaku and decides: stop or Koi?",
        "cancel": "Cancel",
        "cancel_aria": "Cancel: {card}",
        "take_aria": "Take {card} with {with_}",
        "discard_aria": "Put {card} on the table",
        "pick_aria": "Choose {card} (it matches two table cards)",
        # ------------------------------------------------------------ month's end
        "round_over": "End of month {m}",
        "winner_round": "Winner of the month: {name}, +{pts}",
        "draw_round": "Nobody stopped: the month ends without points.",
        "dealer_round": "Nobody stopped: the start player ({name}) scores {pts}.",
        "instant_round": "A winning hand was dealt ({yaku}) — {name}: +{pts}",
        "auto": "(last turn: scored at once)",
        "hand_revealed": "Dealt hand",
        "koi_called": "Koi calls: {who}",
        "name_count": "{name} {n}",
        "total": "Total",
        "doubles": {"seven": "{n} or more points: ×2", "opp_koi": "opponent called Koi: ×2"},
        "continue": "Next month",
        "continue_aria": "Next month: deal the cards",
        "last_month": "Last month",
        "final": "Months of this game",
        "month_col": "Month",
        "winner_col": "Winner",
        "transfer": "Points",
        "nobody": "–",
        "result_line": "{name}: {p} points — won {k} of {n} months",
        "result_best": "{name}: {p} points — won {k} of {n} months (best month: +{best})",
        # ------------------------------------------------------------ what a turn did (status, log)
        # ------------------------------------------------------------ the Hint (coach.py, issue 26)
        "coach_play_take": "Play {card} and take {took}.",
        "coach_play_discard": "Play {card} to the table: nothing on the table matches it.",
        "coach_take": "Take {took} with the drawn {card}.",
        "coach_completes": "It makes {yaku} at once: you could stop with {n} points.",
        "coach_builds": "Your captures then count towards {yaku}.",
        "coach_stop": "Stop now: {n} points for you, for sure.",
        "coach_koi": "Koi: {name} scores first in {pct} of {k} sample deals of the cards you cannot see; on average Koi brings you {ev} points this month.",
        "coach_pct": "{n}%",
        "coach_pick_koi": "The strongest computer level calls Koi here.",
        "coach_pick_stop": "The strongest computer level stops here.",
        "summary": "{name} {did}",
        "sep": ", ",
        "then": "; ",
        "did_play_take": "played {card} and took {took}",
        "did_play_discard": "played {card} to the table",
        "did_draw_take": "drew {card} and took {took}",
        "did_draw_discard": "drew {card}, which stays on the table",
        "did_draw_choose": "drew {card}, which matches two table cards",
        "did_take": "took {took} with the drawn {card}",
        "did_koi": "called Koi",
        "did_stop": "stopped and scored {pts} ({yaku})",
        "did_auto": "made {yaku} on the last turn and scored {pts} at once",
        "did_draw_month": "nobody stopped, so the month ends without points",
        "did_dealer": "nobody stopped, so the start player ({name}) scores {pts}",
        "did_deal": "dealt month {m}",
        "did_instant": "a winning hand was dealt ({yaku}) — {name}: +{pts}",
        "last_turn": "Last turn: {text}",
        # ------------------------------------------------------------ refused moves (the rule, in words)
        "err_over": "The game is over: no more moves can be made",
        "err_format": "A move is a card to play, a card to take, Koi, stop or the next month",
        "err_not_in_hand": "Play from your hand: {card} is not in your hand",
        "err_forced": ("Forced capture: {card} matches no table card, but another card in your hand can "
                       "capture, so you must play a capturing card"),
        "err_choose": "Choice of capture: {card} matches two table cards ({a} and {b}); say which one to take",
        "err_choose_one": "Choice of capture: take {a} or {b}",
        "err_no_choice": ("Choice of capture: you choose only when exactly two table cards match; {card} "
                          "matches {n}"),
        "err_fields": "Play from your hand: a card, and which table card it takes when two match",
        "err_draw": "Draw step: the drawn card {card} can take {a} or {b}",
        "err_koi": "Koi or stop: this choice comes only right after a turn that made or raised a yaku",
        "err_next": "Next month: only after a month has ended",
        "err_turn": "Turn order: {what}",
        "err_expect": {"play": "now a card from the hand is played", "take": "now the drawn card's capture is chosen",
                       "koi": "now the choice is Koi or stop", "next": "now the next month is dealt"},
        "that_card": "that card",
        # ------------------------------------------------------------ set-up positions (position.py)
        "pos_card": "{id} {name}",
        "pos_no_card": ("there is no card called “{word}” (a card is its month and number, like 8-1, or a name "
                        "such as crane, moon, rain man, sake cup, pine ribbon, pine chaff 1)"),
        "pos_block_form": "under “{part}” each line is a player and their cards, like “Ann: 8-1, 3-2”",
        "pos_player_twice": "{name} appears twice under “{part}”",
        "pos_hand_missing": "the hands show both players' cards: {name}'s line is missing",
        "pos_no_option": "there is no option called “{word}” (options are written like: {some})",
        "pos_option_twice": "“{a}” and “{b}” both set the option “{label}”",
        "pos_points_form": "the points name each player once, like “Ann 56, Ben 44”",
        "pos_points_what": "points",
        "pos_koi_form": "the Koi calls name a player and how often they called, like “Ann 1”",
        "pos_koi_what": "the number of Koi calls",
        "pos_past_form": ("a past month is written like “1: Ann +8”, “2: nobody”, “3: Ben +6 dealt hand” or "
                          "“4: Ann +6 nobody stopped”"),
        "pos_month_what": "the month",
        "pos_now_what": "moment (“play” or “koi or stop”)",
        "pos_mult_what": "the multiplier",
        "pos_missing": "the position lacks its “{part}:” line (every Koi-Koi position says it)",
        "pos_cannot_write": "a position shows a month being played, not the moment between two months",
        "pos_month_range": "this game has {n} months, so there is no month {m}",
        "pos_points_sum": ("points only pass from one player to the other, so together they always make {total}, "
                           "not {n}"),
        "pos_points_zero": "with the house rule “{rule}” the game is over once a player has 0 points or less ({name})",
        "pos_past_order": "the past months come in order, one a line, up to the month before month {m}",
        "pos_past_instant": "a dealt hand that wins at once scores {n}",
        "pos_past_draw": "with the house rule “{rule}: {choice}”, a month nobody stops gives the start player {n}",
        "pos_past_dealer": "a month nobody stops scores only with the house rule “{rule}: {choice}”, and then {n}",
        "pos_past_stop": "a player who stops scores at least 1 point",
        "pos_past_sum": "after the past months {name} has {n} points, not {p}",
        "pos_start_winner": "the winner of a month starts the next one: {name} won month {m}",
        "pos_start_loser": "the loser of a month starts the next one: {name} lost month {m}",
        "pos_place_hand": "in {name}'s hand",
        "pos_place_table": "on the table",
        "pos_place_captures": "among {name}'s captures",
        "pos_place_deck": "in the deck",
        "pos_twice": "every card is in one place only: {card} is {a} and {b}",
        "pos_hand_size": "a hand holds at most {n} cards, and {name}'s holds {k}",
        "pos_hand_balance": ("{name} starts the month and plays first, so {name}'s hand holds as many cards as "
                             "{other}'s or one fewer"),
        "pos_month_over": "both hands are empty, so the month is over: a position shows a month being played",
        "pos_turn_order": "the players take turns and {first} started the month, so with these hands it is {name}'s turn",
        "pos_turn_koi": ("the players take turns and {first} started the month, so with these hands {name} has just "
                         "played and chooses Koi or stop"),
        "pos_koi_first": "Koi or stop comes after a turn, and nobody has played yet this month",
        "pos_table_size": ("the deal puts {deal} cards on the table and every turn 2 more on the table or the "
                           "captures: after {t} turns they hold {want} together, not {n}"),
        "pos_table_four": "{n} cards of {month} on the table: the fourth card of a month takes the other three",
        "pos_table_pairs": "a table dealt with {n} pairs is dealt again",
        "pos_instant": "{name}'s hand wins at once ({yaku}), so the month would have ended at the deal",
        "pos_captures_many": ("{name} has played {k} times this month and takes at most {n} cards a turn, so at "
                              "most {most} cards"),
        "pos_captures_pairs": "cards are captured in pairs of one month (or all four): {name} has {k} of {month}",
        "pos_table_dealt": ("{n} cards of {month} lie together on the table only as they were dealt, so nobody has "
                            "captured a card of {month} yet"),
        "pos_deck_missing": "the deck holds every card that is nowhere else: {n} are missing ({cards})",
        "pos_koi_many": "a Koi call ends a turn, and {name} has played only {k} finished turns this month",
        "pos_yaku_no_koi": ("{name}'s captures make {yaku}: a player who makes a yaku stops (the month ends) or "
                            "calls Koi, so {name} has called Koi"),
        "pos_koi_no_yaku": "{name} called Koi, which follows a yaku, but {name}'s captures make none",
        "pos_koi_no_yaku_now": "Koi or stop comes only after a yaku is made, and {name}'s captures make none",
        "pos_koi_last": "a yaku made on the last turn scores at once (the house rule “{rule}”)",
        "pos_mult_one": "the multiplier starts at 1 with these options (no bright multiplier)",
        "pos_mult_deal": "the month was just dealt, so its multiplier is the one the table's brights give: {m}",
        "pos_mult_range": ("the multiplier comes from the brights dealt to the table; {n} are on the table or "
                           "captured, so it is {lo} to {hi}"),
        # ------------------------------------------------------------ the position editor (editor.py)
        "ed_hand": "{name}'s hand",
        "ed_captures": "{name}'s captures",
        "ed_deck": "Draw pile",
        "ed_slot": "{zone}, card {n}",
        "ed_slot_next": "{zone}, card {n} (drawn next)",
        "ed_slot_new": "{zone}, a new card",
        "ed_starts": "Started the month",
        "ed_turn": "Whose turn",
        "ed_now": "Now",
        "ed_now_play": "A card is played",
        "ed_now_koi": "Koi or stop",
        "ed_points": "{name}'s points",
        "ed_koi": "{name}'s Koi calls",
        "ed_mult": "Deal multiplier",
        "ed_deck_laid": "In the order shown",
        "ed_deck_shuffled": "Shuffled when play starts",
        "ed_past": "Months played before",
        "ed_past_kept": "As written: {months}",
        "ed_past_none": "Left out",
        "ed_no_place": "there is no such place on this table",
        "ed_no_setting": "there is no such setting or choice here",
    },
    de={
        "months": ["", "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                   "Oktober", "November", "Dezember"],
        "month_short": ["", "Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
        "plants": ["", "Kiefer", "Pflaume", "Kirsche", "Glyzinie", "Iris", "Pfingstrose", "Buschklee",
                   "Susuki-Gras", "Chrysantheme", "Ahorn", "Weide", "Paulownie"],
        "categories": {"bright": "Licht", "animal": "Tier", "ribbon": "Band", "chaff": "Kasu"},
        "categories_plural": {"bright": "Lichter", "animal": "Tiere", "ribbon": "Bänder", "chaff": "Kasu"},
        "kinds": {"crane": "Kranich und Sonne", "curtain": "Vorhang", "moon": "Vollmond", "rainman": "Regenmann",
                  "phoenix": "Phönix", "warbler": "Buschsänger", "cuckoo": "Kuckuck",
                  "bridge": "Achtplankenbrücke", "butterflies": "Falter", "boar": "Eber",
                  "geese": "Wildgänse", "sake": "Sake-Schale", "deer": "Hirsch", "swallow": "Schwalbe",
                  "poetry": "Rotes Gedichtband", "blue": "Blaues Band", "red": "Rotes Band", "plain": "Kasu",
                  "lightning": "Blitz-Kasu"},
        "face_words": {"crane": "Kranich", "curtain": "Vorhang", "moon": "Mond", "rainman": "Regen",
                       "phoenix": "Phönix", "warbler": "Sänger", "cuckoo": "Kuckuck", "bridge": "Brücke",
                       "butterflies": "Falter", "boar": "Eber", "geese": "Gänse", "sake": "Sake", "deer": "Hirsch",
                       "swallow": "Schwalbe", "poetry": "Gedicht", "blue": "Blau", "red": "Rot", "plain": "Kasu",
                       "lightning": "Kasu"},
        "card_name": "{kind} ({month} · {plant}, {category})",
        "card_short": "{kind} ({plant})",
        "yaku": {"goko": "Gokō · Fünf Lichter", "shiko": "Shikō · Vier Lichter",
                 "ameshiko": "Ame-Shikō · Regen-Vier", "sanko": "Sankō · Drei Lichter",
                 "hanami": "Hanami-zake · Kirschblüten betrachten", "tsukimi": "Tsukimi-zake · Mond betrachten",
                 "inoshikacho": "Inoshikachō · Eber, Hirsch, Falter", "tane": "Tane · Tiere",
                 "akatan": "Akatan · Rote Gedichtbänder", "aotan": "Aotan · Blaue Bänder",
                 "akaao": "Akatan-Aotan · Rote und blaue Bänder", "tan": "Tanzaku · Bänder",
                 "kasu": "Kasu · Spreu", "teshi": "Teshi · Vier eines Monats auf der Hand",
                 "kuttsuki": "Kuttsuki · Vier Paare auf der Hand"},
        "mode": {"soft": "Soft-Koi", "hard": "Hard-Koi"},
        "bots": {"random": "Anfänger — spielt irgendeine erlaubte Karte, zufällig",
                 "heuristic": "Leicht — nimmt die besten Karten, die es gerade sieht",
                 "strong": "Stark — plant einige Züge voraus; sieht nur, was du auch sehen könntest"},
        "month_of": "Monat {m} von {n}",
        "start_row": "Zu Beginn",
        "month_row": "Monat {m}",
        "yaku_list": "Yaku-Liste",
        "yaku_list_you": "Deine Karten",
        "info_where_hand": "In deiner Hand.",
        "info_where_table": "In der Auslage.",
        "info_where_pile": "Genommen von {name}.",
        "info_where_drawn": "Gerade gezogen: wartet auf eine Wahl.",
        "info_counts": "Zählt für: {yaku}.",
        "info_month": "Monat {m}: {plant}. Sie passt zu den anderen Karten des Monats {m}.",
        "info_deck": "{n} Karten, verdeckt. Nach jeder gespielten Karte wird die oberste aufgedeckt und ebenso gespielt.",
        "info_hand_other": "{name} hält {n} Karten verdeckt.",
        "info_koi": "{name} hat in diesem Monat {n}-mal Koi gesagt: spielt weiter für mehr und verliert alles, wenn der andere zuerst aufhört.",
        "mult": "Multiplikator ×{m}",
        "starts": "beginnt",
        "to_move": "am Zug",
        "koi_count": "Koi ×{n}",
        "deck": "Nachziehstapel: {n} Karten",
        "deck_short": "Stapel {n}",
        "table": "Auslage",
        "hand": "Deine Hand",
        "opp_hand": {"one": "{name}: {n} Karte auf der Hand", "other": "{name}: {n} Karten auf der Hand"},
        "pile": "{name}: Eroberungen",
        "your_pile": "Deine Eroberungen",
        "yaku_now": "Yaku jetzt",
        "plus_sake": "+1 Sake-Schale",
        "stack": "Stapel aus 3",
        "back": "verdeckte Karte",
        "drawn": "Gezogene Karte",
        "must_capture": "Du bist dran — eine deiner Karten passt zur Auslage, also musst du erobern: tippe eine markierte.",
        "no_capture": "Du bist dran — keine deiner Karten passt zur Auslage: tippe eine, um sie abzuwerfen.",
        "free_play": "Du bist dran: tippe eine Karte. Sie nimmt eine Karte ihres Monats aus der Auslage oder bleibt dort.",
        "pick_target": "{card} passt zu zwei Karten der Auslage: tippe die, die du nimmst.",
        "draw_choice": "Die gezogene Karte {card} passt zu zwei Karten der Auslage: tippe die, die sie nimmt.",
        "draw_choice_other": "{name} wählt, was die gezogene Karte {card} nimmt.",
        "waiting": "{name} ist am Zug.",
        "koi_title": "Du hast ein Yaku!",
        "koi_q": "Werten oder Koi rufen und für mehr weiterspielen? Wertet {name} zuerst, bekommst du nichts.",
        "stop_scores": "Jetzt werten bringt {total} Punkte.",
        "stop_btn": "Werten · +{total}",
        "koi_btn": "Koi! · weiterspielen",
        "koi_other": "{name} hat ein Yaku und entscheidet: werten oder Koi?",
        "cancel": "Abbrechen",
        "cancel_aria": "Abbrechen: {card}",
        "take_aria": "{card} mit {with_} nehmen",
        "discard_aria": "{card} in die Auslage abwerfen",
        "pick_aria": "{card} wählen (passt zu zwei Karten der Auslage)",
        "round_over": "Ende von Monat {m}",
        "winner_round": "Gewinner des Monats: {name}, +{pts}",
        "draw_round": "Niemand hat gewertet: der Monat endet ohne Punkte.",
        "dealer_round": "Niemand hat gewertet: der Startspieler ({name}) erhält {pts}.",
        "instant_round": "Eine Hand, die sofort gewinnt ({yaku}) — {name}: +{pts}",
        "auto": "(letzter Zug: sofort gewertet)",
        "hand_revealed": "Ausgeteilte Hand",
        "koi_called": "Koi gerufen: {who}",
        "name_count": "{name} {n}",
        "total": "Summe",
        "doubles": {"seven": "ab {n} Punkten: ×2", "opp_koi": "Gegner rief Koi: ×2"},
        "continue": "Nächster Monat",
        "continue_aria": "Nächster Monat: Karten geben",
        "last_month": "Letzter Monat",
        "final": "Die Monate dieser Partie",
        "month_col": "Monat",
        "winner_col": "Gewinner",
        "transfer": "Punkte",
        "nobody": "–",
        "result_line": "{name}: {p} Punkte — {k} von {n} Monaten gewonnen",
        "result_best": "{name}: {p} Punkte — {k} von {n} Monaten gewonnen (bester Monat: +{best})",
        # ------------------------------------------------------------ der Tipp (coach.py)
        "coach_play_take": "Spiel {card} und nimm {took}.",
        "coach_play_discard": "Spiel {card} in die Auslage: keine Karte dort passt dazu.",
        "coach_take": "Nimm {took} mit der gezogenen Karte {card}.",
        "coach_completes": "Damit hast du sofort {yaku}: du könntest mit {n} Punkten werten.",
        "coach_builds": "Deine Stiche zählen dann für {yaku}.",
        "coach_stop": "Jetzt werten: sicher {n} Punkte für dich.",
        "coach_koi": "Koi: {name} wertet zuerst in {pct} von {k} Probe-Verteilungen der Karten, die du nicht siehst; im Schnitt bringt dir Koi {ev} Punkte in diesem Monat.",
        "coach_pct": "{n} %",
        "coach_pick_koi": "Die stärkste Computerstufe ruft hier Koi.",
        "coach_pick_stop": "Die stärkste Computerstufe wertet hier.",
        "summary": "{name}: {did}",
        "sep": ", ",
        "then": "; ",
        "did_play_take": "{card} gespielt und {took} genommen",
        "did_play_discard": "{card} in die Auslage gespielt",
        "did_draw_take": "{card} gezogen und {took} genommen",
        "did_draw_discard": "{card} gezogen, bleibt in der Auslage",
        "did_draw_choose": "{card} gezogen, passt zu zwei Karten der Auslage",
        "did_take": "{took} mit der gezogenen Karte {card} genommen",
        "did_koi": "Koi gerufen",
        "did_stop": "gewertet: +{pts} ({yaku})",
        "did_auto": "im letzten Zug {yaku} gebildet, sofort gewertet: +{pts}",
        "did_draw_month": "niemand hat gewertet, der Monat endet ohne Punkte",
        "did_dealer": "niemand hat gewertet, der Startspieler ({name}) erhält {pts}",
        "did_deal": "Monat {m} gegeben",
        "did_instant": "eine Hand, die sofort gewinnt, gegeben ({yaku}) — {name}: +{pts}",
        "last_turn": "Letzter Zug: {text}",
        "err_over": "Das Spiel ist vorbei: es gibt keine Züge mehr",
        "err_format": "Ein Zug ist eine Karte zum Spielen, eine Karte zum Nehmen, Koi, Werten oder der nächste Monat",
        "err_not_in_hand": "Spiele aus deiner Hand: {card} ist nicht auf deiner Hand",
        "err_forced": ("Schlagzwang: {card} passt zu keiner Karte der Auslage, aber eine andere deiner Karten kann "
                       "erobern, also musst du eine passende Karte spielen"),
        "err_choose": ("Wahl beim Erobern: {card} passt zu zwei Karten der Auslage ({a} und {b}); sag, welche du "
                       "nimmst"),
        "err_choose_one": "Wahl beim Erobern: nimm {a} oder {b}",
        "err_no_choice": ("Wahl beim Erobern: gewählt wird nur, wenn genau zwei Karten der Auslage passen; {card} "
                          "passt zu {n}"),
        "err_fields": "Spiele aus deiner Hand: eine Karte, und welche sie nimmt, wenn zwei passen",
        "err_draw": "Ziehen: die gezogene Karte {card} kann {a} oder {b} nehmen",
        "err_koi": "Koi oder werten: diese Wahl gibt es nur direkt nach einem Zug, der ein Yaku bildete oder erhöhte",
        "err_next": "Nächster Monat: erst wenn ein Monat zu Ende ist",
        "err_turn": "Zugfolge: {what}",
        "err_expect": {"play": "jetzt wird eine Handkarte gespielt", "take": "jetzt wird gewählt, was die gezogene Karte nimmt",
                       "koi": "jetzt heißt es Koi oder werten", "next": "jetzt wird der nächste Monat gegeben"},
        "that_card": "diese Karte",
        "pos_card": "{id} {name}",
        "pos_no_card": ("es gibt keine Karte namens „{word}“ (eine Karte ist ihr Monat und ihre Nummer, etwa 8-1, "
                        "oder ein Name wie Kranich, Mond, Regenmann, Sake-Schale, Kiefer Band, Kiefer Kasu 1)"),
        "pos_block_form": "unter „{part}“ steht je Zeile ein Spieler mit seinen Karten, etwa „Ann: 8-1, 3-2“",
        "pos_player_twice": "{name} steht zweimal unter „{part}“",
        "pos_hand_missing": "die Hände zeigen die Karten beider Spieler: die Zeile von {name} fehlt",
        "pos_no_option": "es gibt keine Option namens „{word}“ (Optionen werden so geschrieben: {some})",
        "pos_option_twice": "„{a}“ und „{b}“ setzen beide die Option „{label}“",
        "pos_points_form": "die Punkte nennen jeden Spieler einmal, etwa „Ann 56, Ben 44“",
        "pos_points_what": "die Punkte",
        "pos_koi_form": "die Koi-Rufe nennen einen Spieler und wie oft er rief, etwa „Ann 1“",
        "pos_koi_what": "die Zahl der Koi-Rufe",
        "pos_past_form": ("ein vergangener Monat wird so geschrieben: „1: Ann +8“, „2: nobody“, „3: Ben +6 dealt "
                          "hand“ oder „4: Ann +6 nobody stopped“"),
        "pos_month_what": "der Monat",
        "pos_now_what": "Moment („play“ oder „koi or stop“)",
        "pos_mult_what": "der Multiplikator",
        "pos_missing": "der Stellung fehlt ihre Zeile „{part}:“ (jede Koi-Koi-Stellung nennt sie)",
        "pos_cannot_write": "eine Stellung zeigt einen laufenden Monat, nicht den Moment zwischen zwei Monaten",
        "pos_month_range": "diese Partie hat {n} Monate, einen Monat {m} gibt es nicht",
        "pos_points_sum": ("Punkte gehen nur von einem Spieler zum anderen, zusammen sind es also immer {total}, "
                           "nicht {n}"),
        "pos_points_zero": "mit der Hausregel „{rule}“ ist die Partie vorbei, sobald jemand 0 Punkte oder weniger hat ({name})",
        "pos_past_order": "die vergangenen Monate stehen der Reihe nach, einer je Zeile, bis zum Monat vor Monat {m}",
        "pos_past_instant": "eine Hand, die sofort gewinnt, bringt {n}",
        "pos_past_draw": "mit der Hausregel „{rule}: {choice}“ erhält der Startspieler {n}, wenn niemand wertet",
        "pos_past_dealer": "ein Monat ohne Werten bringt nur mit der Hausregel „{rule}: {choice}“ Punkte, und dann {n}",
        "pos_past_stop": "wer wertet, erhält mindestens 1 Punkt",
        "pos_past_sum": "nach den vergangenen Monaten hat {name} {n} Punkte, nicht {p}",
        "pos_start_winner": "der Gewinner eines Monats beginnt den nächsten: {name} gewann Monat {m}",
        "pos_start_loser": "der Verlierer eines Monats beginnt den nächsten: {name} verlor Monat {m}",
        "pos_place_hand": "in der Hand von {name}",
        "pos_place_table": "in der Auslage",
        "pos_place_captures": "bei den Eroberungen von {name}",
        "pos_place_deck": "im Nachziehstapel",
        "pos_twice": "jede Karte liegt nur an einer Stelle: {card} liegt {a} und {b}",
        "pos_hand_size": "eine Hand hat höchstens {n} Karten, die von {name} hat {k}",
        "pos_hand_balance": ("{name} beginnt den Monat und spielt zuerst, also hat {name} so viele Karten auf der "
                             "Hand wie {other} oder eine weniger"),
        "pos_month_over": "beide Hände sind leer, der Monat ist also vorbei: eine Stellung zeigt einen laufenden Monat",
        "pos_turn_order": ("die Spieler sind abwechselnd dran und {first} hat den Monat begonnen, bei diesen Händen "
                           "ist also {name} am Zug"),
        "pos_turn_koi": ("die Spieler sind abwechselnd dran und {first} hat den Monat begonnen, bei diesen Händen hat "
                         "also {name} gerade gespielt und wählt Koi oder Werten"),
        "pos_koi_first": "Koi oder Werten kommt nach einem Zug, und in diesem Monat hat noch niemand gespielt",
        "pos_table_size": ("das Geben legt {deal} Karten in die Auslage und jeder Zug 2 mehr in die Auslage oder die "
                           "Eroberungen: nach {t} Zügen liegen dort zusammen {want}, nicht {n}"),
        "pos_table_four": "{n} Karten von {month} in der Auslage: die vierte Karte eines Monats nimmt die anderen drei",
        "pos_table_pairs": "eine Auslage mit {n} Paaren wird neu gegeben",
        "pos_instant": "die Hand von {name} gewinnt sofort ({yaku}), der Monat wäre also beim Geben zu Ende gewesen",
        "pos_captures_many": ("{name} hat in diesem Monat {k}-mal gespielt und nimmt je Zug höchstens {n} Karten, "
                              "also höchstens {most}"),
        "pos_captures_pairs": ("Karten werden paarweise eines Monats erobert (oder alle vier): {name} hat {k} von "
                               "{month}"),
        "pos_table_dealt": ("{n} Karten von {month} liegen nur so beisammen in der Auslage, wie sie gegeben wurden, "
                            "also hat noch niemand eine Karte von {month} erobert"),
        "pos_deck_missing": "der Nachziehstapel hat jede Karte, die nirgends sonst liegt: {n} fehlen ({cards})",
        "pos_koi_many": "ein Koi-Ruf beendet einen Zug, und {name} hat in diesem Monat erst {k} Züge beendet",
        "pos_yaku_no_koi": ("die Eroberungen von {name} bilden {yaku}: wer ein Yaku bildet, wertet (der Monat endet) "
                            "oder ruft Koi, also hat {name} Koi gerufen"),
        "pos_koi_no_yaku": "{name} hat Koi gerufen, was nur nach einem Yaku geht, aber die Eroberungen von {name} bilden keins",
        "pos_koi_no_yaku_now": "Koi oder Werten gibt es nur nach einem Yaku, und die Eroberungen von {name} bilden keins",
        "pos_koi_last": "ein Yaku im letzten Zug wird sofort gewertet (die Hausregel „{rule}“)",
        "pos_mult_one": "mit diesen Optionen beginnt der Multiplikator bei 1 (kein Multiplikator für Lichter)",
        "pos_mult_deal": "der Monat ist gerade gegeben, sein Multiplikator ist also der der Lichter in der Auslage: {m}",
        "pos_mult_range": ("der Multiplikator kommt von den Lichtern, die in die Auslage gegeben wurden; {n} liegen in "
                           "der Auslage oder bei den Eroberungen, er ist also {lo} bis {hi}"),
        # ------------------------------------------------------------ the position editor (editor.py)
        "ed_hand": "Hand von {name}",
        "ed_captures": "Eroberungen von {name}",
        "ed_deck": "Nachziehstapel",
        "ed_slot": "{zone}, Karte {n}",
        "ed_slot_next": "{zone}, Karte {n} (wird als Nächste gezogen)",
        "ed_slot_new": "{zone}, eine neue Karte",
        "ed_starts": "Hat den Monat begonnen",
        "ed_turn": "Am Zug",
        "ed_now": "Jetzt",
        "ed_now_play": "Eine Karte wird gespielt",
        "ed_now_koi": "Koi oder werten",
        "ed_points": "Punkte von {name}",
        "ed_koi": "Koi-Rufe von {name}",
        "ed_mult": "Multiplikator beim Geben",
        "ed_deck_laid": "In der gezeigten Reihenfolge",
        "ed_deck_shuffled": "Beim Spielstart gemischt",
        "ed_past": "Bisher gespielte Monate",
        "ed_past_kept": "Wie geschrieben: {months}",
        "ed_past_none": "Weggelassen",
        "ed_no_place": "diesen Platz gibt es an diesem Tisch nicht",
        "ed_no_setting": "diese Einstellung oder Wahl gibt es hier nicht",
    },
)

# ---------------------------------------------------------------------------------------------- rules page
RULES = Texts(
    "koikoi.rules",
    en={
        "title": "Koi-Koi — Rules",
        "goal_h": "Goal",
        "goal": ("Capture cards by month and build scoring sets (yaku). When a turn makes or raises a yaku you "
                 "decide: <b>stop</b> and score the month, or call <b>Koi</b> and play on for more — but if "
                 "your opponent stops first, you score nothing. Both players start with {start} points; a "
                 "month's points go from the loser to the winner. After the last month the player with more "
                 "points wins."),
        "deal_h": "Deal",
        "deal": ("{hand} cards to each player, {table} face up on the table; the other {pile} form the draw "
                 "pile. A table with all {four} cards of a month, or with {pairs} pairs, is dealt again. A dealt "
                 "hand with {four} cards of one month (Teshi) or {hand_pairs} pairs (Kuttsuki) wins the month at "
                 "once for {instant} points. {stack} cards of one month on the table form a stack: the last card "
                 "of that month takes all of them."),
        "turn_h": "Turn",
        "turn": ("Play a card from your hand: it takes a table card of the same month (if two match you "
                 "choose which; if three match it takes all three). If a card of yours matches the table you "
                 "must capture; if none does, put one on the table. Then the top card of the draw pile is "
                 "turned up and does the same."),
        "cards_h": "Cards",
        "cards": ("{bright} bright ({n_bright}), {animal} animal ({n_animal}), {ribbon} ribbon ({n_ribbon}: "
                  "{n_poetry} red poetry ribbons with writing, {n_blue} blue, {n_red} plain red), {chaff} chaff "
                  "({n_chaff}). Each card shows its month's number and name at the top and its category's mark "
                  "at the top right. The sake cup (September, an animal) also counts as chaff; the rain man "
                  "(November, a bright) spoils Sankō and Shikō."),
        "scoring_h": "Scoring",
        "scoring_soft": ("Soft-Koi: the month's multiplier starts at 1 + the brights on the table after the "
                         "deal and each Koi call adds 1; stopping scores the yaku total × the multiplier."),
        "scoring_hard": ("Hard-Koi: no multiplier; a yaku total of {seven} or more is doubled, and doubled "
                         "again if the opponent called Koi."),
        "scoring_none": "A month in which nobody stops scores nothing.",
        "scoring_dealer": "A month in which nobody stops gives the start player {dealer} points.",
        "yaku_h": "Yaku",
        "req_h": "What you need",
        "points_h": "Points",
        "req": {"goko": "all {brights} brights", "shiko": "{n} brights without the rain man",
                "ameshiko": "the rain man and {m} other brights", "sanko": "{n} brights without the rain man",
                "hanami": "the curtain and the sake cup", "tsukimi": "the moon and the sake cup",
                "inoshikacho": "the boar, the deer and the butterflies", "tane": "{n} animals",
                "akatan": "the {n} red poetry ribbons", "aotan": "the {n} blue ribbons",
                "akaao": "the {n} poetry and blue ribbons", "tan": "{n} ribbons", "kasu": "{n} chaff"},
        "each_more": "+1 for each further card",
        "excl": "Only the highest bright yaku counts; all other yaku add up, and a card may count for several.",
        "rain": "Rain ruins the party: a player with a November card in their captures can't score the viewing yaku.",
        "rain_only_man": "Rain ruins the party: a player with the rain man in their captures can't score the viewing yaku.",
        "variants_h": "Length and Board Game Arena's variants",
        "house_h": "House rules",
        "house_intro": ("Points the rules leave open: what the rules say, what we chose, and what the other "
                        "choice does. Switch them in the new-game dialog if your table plays differently."),
        "on": "on",
        "off": "off",
        "chosen": "In this game: {value}",
    },
    de={
        "title": "Koi-Koi — Regeln",
        "goal_h": "Ziel",
        "goal": ("Erobere Karten nach Monaten und bilde Kombinationen (Yaku). Bildet oder erhöht ein Zug ein "
                 "Yaku, entscheidest du: <b>werten</b> und den Monat beenden, oder <b>Koi</b> rufen und für "
                 "mehr weiterspielen — wertet aber dein Gegner zuerst, bekommst du nichts. Beide beginnen mit "
                 "{start} Punkten; die Punkte eines Monats gehen vom Verlierer an den Gewinner. Nach dem letzten "
                 "Monat gewinnt, wer mehr Punkte hat."),
        "deal_h": "Geben",
        "deal": ("Je {hand} Karten auf die Hand, {table} offen in die Auslage; die übrigen {pile} bilden den "
                 "Nachziehstapel. Liegen alle {four} Karten eines Monats oder {pairs} Paare aus, wird neu "
                 "gegeben. {four} Karten eines Monats auf der Hand (Teshi) oder {hand_pairs} Paare (Kuttsuki) "
                 "gewinnen den Monat sofort mit {instant} Punkten. {stack} Karten eines Monats in der Auslage "
                 "bilden einen Stapel: die letzte Karte dieses Monats nimmt alle."),
        "turn_h": "Zug",
        "turn": ("Spiele eine Karte aus deiner Hand: sie nimmt eine Karte desselben Monats aus der Auslage "
                 "(passen zwei, wählst du; passen drei, nimmt sie alle). Passt eine deiner Karten zur Auslage, "
                 "musst du erobern; passt keine, wirf eine ab. Dann wird die oberste Karte des Stapels "
                 "aufgedeckt und wirkt genauso."),
        "cards_h": "Karten",
        "cards": ("{bright} Licht ({n_bright}), {animal} Tier ({n_animal}), {ribbon} Band ({n_ribbon}: {n_poetry} "
                  "rote Gedichtbänder mit Schrift, {n_blue} blaue, {n_red} schlichte rote), {chaff} Kasu "
                  "({n_chaff}). Jede "
                  "Karte zeigt oben Zahl und Namen ihres Monats und oben rechts das Zeichen ihrer Art. Die "
                  "Sake-Schale (September, ein Tier) zählt auch als Kasu; der Regenmann (November, ein Licht) "
                  "verdirbt Sankō und Shikō."),
        "scoring_h": "Wertung",
        "scoring_soft": ("Soft-Koi: der Multiplikator des Monats beginnt bei 1 + Lichter in der Auslage nach "
                         "dem Geben, jedes Koi erhöht ihn um 1; Werten bringt die Yaku-Summe × Multiplikator."),
        "scoring_hard": ("Hard-Koi: kein Multiplikator; eine Yaku-Summe ab {seven} Punkten zählt doppelt, "
                         "nochmals doppelt, wenn der Gegner Koi gerufen hat."),
        "scoring_none": "Ein Monat, in dem niemand wertet, bringt keine Punkte.",
        "scoring_dealer": "Ein Monat, in dem niemand wertet, bringt dem Startspieler {dealer} Punkte.",
        "yaku_h": "Yaku",
        "req_h": "Was du brauchst",
        "points_h": "Punkte",
        "req": {"goko": "alle {brights} Lichter", "shiko": "{n} Lichter ohne Regenmann",
                "ameshiko": "der Regenmann und {m} weitere Lichter", "sanko": "{n} Lichter ohne Regenmann",
                "hanami": "Vorhang und Sake-Schale", "tsukimi": "Mond und Sake-Schale",
                "inoshikacho": "Eber, Hirsch und Falter", "tane": "{n} Tiere",
                "akatan": "die {n} roten Gedichtbänder", "aotan": "die {n} blauen Bänder",
                "akaao": "die {n} Gedicht- und blauen Bänder", "tan": "{n} Bänder", "kasu": "{n} Kasu"},
        "each_more": "+1 je weitere Karte",
        "excl": ("Nur das höchste Licht-Yaku zählt; alle anderen Yaku addieren sich, und eine Karte darf für "
                 "mehrere zählen."),
        "rain": ("Regen ruiniert das Fest: wer eine November-Karte in seinen Eroberungen hat, kann keine "
                 "Landschafts-Yaku werten."),
        "rain_only_man": ("Regen ruiniert das Fest: wer den Regenmann in seinen Eroberungen hat, kann keine "
                          "Landschafts-Yaku werten."),
        "variants_h": "Spiellänge und Varianten von Board Game Arena",
        "house_h": "Hausregeln",
        "house_intro": ("Punkte, die die Regeln offen lassen: was die Regeln sagen, was wir gewählt haben und "
                        "was die andere Wahl bewirkt. Im Dialog für ein neues Spiel lassen sie sich umstellen, "
                        "wenn an eurem Tisch anders gespielt wird."),
        "on": "an",
        "off": "aus",
        "chosen": "In dieser Partie: {value}",
    },
)

# ---------------------------------------------------------------------------------------------- options
# per option: its label, its help, and a label for each choice ("choices"; a bool option has none).  The
# help of an open point says what the rules say or leave open, what we chose and what the other choice does.
OPTION_TEXT = Texts(
    "koikoi.options",
    en={
        "scoring": {
            "label": "Scoring",
            "help": ("Board Game Arena offers two. Soft-Koi: the month's multiplier starts at 1 + the brights on "
                     "the table and each Koi call adds 1. Hard-Koi: no multiplier; a yaku total of {seven} or "
                     "more is doubled, and doubled again if the opponent called Koi."),
            "choices": {"soft": "Soft-Koi (multiplier)", "hard": "Hard-Koi (doubling)"}},
        "viewing": {
            "label": "Viewing yaku (sake cup with curtain or moon)",
            "help": ("On, as Board Game Arena plays by default; or “rain ruins the party”: a player with a "
                     "November card in their captures can't score them; or off."),
            "choices": {"on": "On", "rain": "Rain ruins the party", "off": "Off"}},
        "start_player": {
            "label": "Who starts the next month",
            "help": "Starting gives the first pick from the table. Board Game Arena's default: the month's winner.",
            "choices": {"winner": "The month's winner", "loser": "The month's loser", "alternate": "By turns"}},
        "months": {
            "label": "Game length",
            "help": ("Board Game Arena plays {default} months (half a year) by default. {year} months is the "
                     "traditional whole year; the others make a shorter game."),
            "choices": {"n": "{n} months", "default": "{n} months (half a year)", "year": "{n} months (a whole year)"}},
        "yaku_set": {
            "label": "Yaku points",
            "help": ("Board Game Arena's own table isn't published. We use the common values: Inoshikachō, "
                     "Akatan and Aotan {flat} points each, extra cards paid only through Animals, Ribbons and "
                     "Chaff. Nintendo's table adds 1 point per extra card to those three and scores both ribbon "
                     "sets together as {both}."),
            "choices": {"bga": "The common values", "nintendo": "Nintendo's table (+1 per extra card)"}},
        "bright_mult": {
            "label": "Soft-Koi: the month's first multiplier",
            "help": ("Board Game Arena's German help says 1 + the brights on the table after the deal; its "
                     "English help says the number of brights. We use 1 + brights. The other choices: the number "
                     "of brights (at least 1), or always 1."),
            "choices": {"one_plus": "1 + brights on the table", "count": "The number of brights (at least 1)",
                        "off": "Always 1"}},
        "koi_mult": {
            "label": "Soft-Koi: whose Koi calls raise the multiplier",
            "help": ("The rules speak of one multiplier for the month. We let every Koi call raise it, whoever "
                     "made it; the other choice counts only the calls of the player who stops."),
            "choices": {"shared": "Every Koi call", "own": "Only the stopper's own calls"}},
        "draw_rule": {
            "label": "A month nobody stops",
            "help": ("Board Game Arena's help on this is cut short. We give nobody points; the other choice gives "
                     "the start player {dealer} points, as some traditional rules do."),
            "choices": {"none": "Nobody scores", "dealer": "The start player gets {dealer}"}},
        "first_start": {
            "label": "Who starts the first month",
            "help": "The rules don't say. We draw at random; the other choice lets the first player listed start.",
            "choices": {"random": "Drawn at random", "seat0": "The first player listed"}},
        "after_draw": {
            "label": "Who starts after a month without a winner",
            "help": ("The rules don't say. We keep the same start player; the other choice switches to the other "
                     "player. (By turns, they always alternate.)"),
            "choices": {"keep": "The same player again", "swap": "The other player"}},
        "both_instant": {
            "label": "Both dealt a winning hand",
            "help": ("The rules don't say what happens when both players are dealt a hand that wins at once "
                     "({four} of a month, or {hand_pairs} pairs). We ignore both and play the month; the other choice "
                     "deals again."),
            "choices": {"play": "Ignore both and play", "redeal": "Deal again"}},
        "end_at_zero": {
            "label": "End the game when a player has 0 points or less",
            "help": ("The rules don't say. We play every month and points may go below 0; switched on, the game "
                     "ends as soon as a player has 0 or less.")},
        "koi_trigger": {
            "label": "When you choose Koi or stop",
            "help": ("The rules offer the choice when you complete a yaku. We also offer it when a yaku grows "
                     "(one more chaff card, say); the other choice offers it only for a new yaku."),
            "choices": {"improve": "A new yaku or a bigger one", "new": "Only a new yaku"}},
        "strict_brights": {
            "label": "A bright counts for one yaku only",
            "help": ("Board Game Arena says all yaku combine except the brights. We read that as: only the best "
                     "bright yaku counts, and the curtain and the moon still count for the viewing yaku too. "
                     "Switched on, a bright in a bright yaku can't also count for a viewing yaku (the better "
                     "split is taken).")},
        "sake_chaff": {
            "label": "The sake cup also counts as chaff",
            "help": ("The rules don't say. We count the sake cup as an animal and as chaff, as Nintendo's and "
                     "other published rules do; switched off, it is only an animal.")},
        "rain_trigger": {
            "label": "What brings the rain",
            "help": ("Board Game Arena's help says a November card (willow, rain) ruins the party. We take any of "
                     "the four November cards; the other choice takes only the rain man."),
            "choices": {"november": "Any November card", "rainman": "Only the rain man"}},
        "forced_capture": {
            "label": "You must capture when you can",
            "help": ("Board Game Arena says you must always capture if you can. We require a capturing card when "
                     "one of yours matches the table; switched off, you may play any card (it still captures if "
                     "it matches), as traditional rules allow.")},
        "pairs_redeal": {
            "label": "Deal again when the table shows only pairs",
            "help": ("Board Game Arena deals again for all {four} cards of a month or {pairs} pairs on the table. We "
                     "do both; switched off, only {four} of a month are dealt again.")},
        "last_auto_stop": {
            "label": "Score at once on the last turn",
            "help": ("The rules don't say what happens when a yaku is made on the very last turn, where Koi "
                     "can't pay off. We score it at once; switched off, you are asked anyway, and Koi then ends "
                     "the month as one nobody stopped.")},
    },
    de={
        "scoring": {
            "label": "Wertung",
            "help": ("Board Game Arena bietet zwei. Soft-Koi: der Multiplikator des Monats beginnt bei 1 + "
                     "Lichter in der Auslage, jedes Koi erhöht ihn um 1. Hard-Koi: kein Multiplikator; eine "
                     "Yaku-Summe ab {seven} Punkten zählt doppelt, nochmals doppelt, wenn der Gegner Koi gerufen "
                     "hat."),
            "choices": {"soft": "Soft-Koi (Multiplikator)", "hard": "Hard-Koi (Verdopplung)"}},
        "viewing": {
            "label": "Landschafts-Yaku (Sake-Schale mit Vorhang oder Mond)",
            "help": ("Eingeschaltet, wie Board Game Arena es voreinstellt; oder „Regen ruiniert das Fest“: wer "
                     "eine November-Karte in seinen Eroberungen hat, kann sie nicht werten; oder ausgeschaltet."),
            "choices": {"on": "Eingeschaltet", "rain": "Regen ruiniert das Fest", "off": "Ausgeschaltet"}},
        "start_player": {
            "label": "Wer den nächsten Monat beginnt",
            "help": ("Wer beginnt, hat die erste Wahl aus der Auslage. Voreinstellung bei Board Game Arena: der "
                     "Gewinner des Monats."),
            "choices": {"winner": "Der Gewinner des Monats", "loser": "Der Verlierer des Monats",
                        "alternate": "Abwechselnd"}},
        "months": {
            "label": "Spiellänge",
            "help": ("Board Game Arena spielt in der Voreinstellung {default} Monate (ein halbes Jahr). {year} "
                     "Monate sind das traditionelle ganze Jahr; die anderen ergeben ein kürzeres Spiel."),
            "choices": {"n": "{n} Monate", "default": "{n} Monate (ein halbes Jahr)",
                        "year": "{n} Monate (ein ganzes Jahr)"}},
        "yaku_set": {
            "label": "Yaku-Punkte",
            "help": ("Die Tabelle von Board Game Arena ist nicht veröffentlicht. Wir nehmen die üblichen Werte: "
                     "Inoshikachō, Akatan und Aotan je {flat} Punkte, weitere Karten zählen nur über Tiere, "
                     "Bänder und Kasu. Nintendos Tabelle gibt diesen dreien +1 je weitere Karte und wertet beide "
                     "Bänder-Sätze zusammen mit {both}."),
            "choices": {"bga": "Die üblichen Werte", "nintendo": "Nintendos Tabelle (+1 je weitere Karte)"}},
        "bright_mult": {
            "label": "Soft-Koi: der erste Multiplikator des Monats",
            "help": ("Die deutsche Hilfe von Board Game Arena sagt 1 + Lichter in der Auslage nach dem Geben, "
                     "die englische die Zahl der Lichter. Wir nehmen 1 + Lichter. Die anderen Möglichkeiten: die "
                     "Zahl der Lichter (mindestens 1) oder immer 1."),
            "choices": {"one_plus": "1 + Lichter in der Auslage", "count": "Zahl der Lichter (mindestens 1)",
                        "off": "Immer 1"}},
        "koi_mult": {
            "label": "Soft-Koi: wessen Koi den Multiplikator erhöht",
            "help": ("Die Regeln sprechen von einem Multiplikator des Monats. Bei uns erhöht ihn jedes Koi, egal "
                     "wer es ruft; die andere Wahl zählt nur die Koi dessen, der wertet."),
            "choices": {"shared": "Jedes Koi", "own": "Nur die eigenen Koi des Wertenden"}},
        "draw_rule": {
            "label": "Ein Monat, in dem niemand wertet",
            "help": ("Die Hilfe von Board Game Arena bricht hier ab. Bei uns bekommt niemand Punkte; die andere "
                     "Wahl gibt dem Startspieler {dealer} Punkte, wie manche traditionellen Regeln."),
            "choices": {"none": "Niemand bekommt Punkte", "dealer": "Der Startspieler erhält {dealer}"}},
        "first_start": {
            "label": "Wer den ersten Monat beginnt",
            "help": "Die Regeln sagen es nicht. Wir losen; die andere Wahl lässt den zuerst genannten Spieler beginnen.",
            "choices": {"random": "Ausgelost", "seat0": "Der zuerst genannte Spieler"}},
        "after_draw": {
            "label": "Wer nach einem Monat ohne Gewinner beginnt",
            "help": ("Die Regeln sagen es nicht. Bei uns beginnt derselbe Spieler wieder; die andere Wahl wechselt "
                     "zum anderen Spieler. (Bei „abwechselnd“ wird immer gewechselt.)"),
            "choices": {"keep": "Derselbe Spieler", "swap": "Der andere Spieler"}},
        "both_instant": {
            "label": "Beide mit einer Sofort-Sieg-Hand",
            "help": ("Die Regeln sagen nicht, was geschieht, wenn beide eine Hand bekommen, die sofort gewinnt "
                     "({four} eines Monats oder {hand_pairs} Paare). Wir übergehen beide und spielen den Monat; die "
                     "andere Wahl gibt neu."),
            "choices": {"play": "Beide übergehen und spielen", "redeal": "Neu geben"}},
        "end_at_zero": {
            "label": "Spielende, wenn jemand 0 Punkte oder weniger hat",
            "help": ("Die Regeln sagen es nicht. Wir spielen alle Monate, und Punkte dürfen unter 0 fallen; "
                     "eingeschaltet endet das Spiel, sobald jemand 0 oder weniger hat.")},
        "koi_trigger": {
            "label": "Wann du zwischen Koi und Werten wählst",
            "help": ("Die Regeln bieten die Wahl, wenn du ein Yaku vervollständigst. Wir bieten sie auch, wenn "
                     "ein Yaku wächst (etwa eine weitere Kasu-Karte); die andere Wahl nur bei einem neuen Yaku."),
            "choices": {"improve": "Ein neues oder größeres Yaku", "new": "Nur ein neues Yaku"}},
        "strict_brights": {
            "label": "Ein Licht zählt nur für ein Yaku",
            "help": ("Board Game Arena sagt, alle Yaku addieren sich außer den Lichtern. Wir lesen das so: nur "
                     "das beste Licht-Yaku zählt, und Vorhang und Mond zählen trotzdem auch für die "
                     "Landschafts-Yaku. Eingeschaltet zählt ein Licht in einem Licht-Yaku nicht auch für ein "
                     "Landschafts-Yaku (die bessere Aufteilung gilt).")},
        "sake_chaff": {
            "label": "Die Sake-Schale zählt auch als Kasu",
            "help": ("Die Regeln sagen es nicht. Wir zählen die Sake-Schale als Tier und als Kasu, wie Nintendos "
                     "und andere veröffentlichte Regeln; ausgeschaltet ist sie nur ein Tier.")},
        "rain_trigger": {
            "label": "Was den Regen bringt",
            "help": ("Die Hilfe von Board Game Arena sagt, eine November-Karte (Weide – Regen) ruiniert das Fest. "
                     "Wir nehmen jede der vier November-Karten; die andere Wahl nur den Regenmann."),
            "choices": {"november": "Jede November-Karte", "rainman": "Nur der Regenmann"}},
        "forced_capture": {
            "label": "Schlagzwang: erobern, wenn du kannst",
            "help": ("Board Game Arena sagt, du musst immer erobern, wenn du kannst. Wir verlangen eine "
                     "passende Karte, wenn eine deiner Karten zur Auslage passt; ausgeschaltet darfst du jede "
                     "Karte spielen (sie erobert trotzdem, wenn sie passt), wie traditionelle Regeln es erlauben.")},
        "pairs_redeal": {
            "label": "Neu geben, wenn die Auslage nur Paare zeigt",
            "help": ("Board Game Arena gibt neu bei allen {four} Karten eines Monats oder {pairs} Paaren in der "
                     "Auslage. Wir tun beides; ausgeschaltet wird nur bei {four} eines Monats neu gegeben.")},
        "last_auto_stop": {
            "label": "Im letzten Zug sofort werten",
            "help": ("Die Regeln sagen nicht, was geschieht, wenn im allerletzten Zug ein Yaku entsteht, wo Koi "
                     "nichts mehr bringen kann. Wir werten sofort; ausgeschaltet wirst du trotzdem gefragt, und "
                     "Koi beendet den Monat dann, als hätte niemand gewertet.")},
    },
)


# the guided first game's tips at Koi-Koi's own moments (coach.GUIDE_MOMENTS; pondside/app/coach.py)
GUIDE = Texts(
    "koikoi.guide",
    en={
        "first": "Your first game, step by step. Play a card from your hand onto a table card of the same flower "
                 "to take both; with no match it stays on the table. Then the top card of the deck does the "
                 "same. Tap Hint whenever you like to see a good card and why.",
        "capture": "Taken! Your captures are sorted by kind — Brights, Animals, Ribbons and Chaff — and each kind "
                   "makes sets of its own, called yaku. The first yaku you make lets you end the month and score.",
        "decide": "You made a yaku! Stop to score it now and end the month, or call Koi to play on for more. Koi "
                  "is a gamble: if the other player makes a yaku and stops first, you score nothing this month. "
                  "Tap Hint to see the odds.",
        "month": "The month is over and its points go to the totals: the summary shows what scored. Tap Next "
                 "month when you are ready.",
    },
    de={
        "first": "Dein erstes Spiel, Schritt für Schritt. Spiel eine Karte aus deiner Hand auf eine Tischkarte "
                 "derselben Blume, um beide zu nehmen; ohne Treffer bleibt sie auf dem Tisch liegen. Dann macht "
                 "die oberste Karte des Stapels dasselbe. Tippe auf Tipp, wann immer du eine gute Karte und den "
                 "Grund sehen willst.",
        "capture": "Genommen! Deine Eroberungen liegen nach Art sortiert — Lichter, Tiere, Bänder und Kasu — und "
                   "jede Art bildet eigene Kombinationen, die Yaku. Mit deinem ersten Yaku darfst du den Monat "
                   "beenden und werten.",
        "decide": "Du hast ein Yaku! Werte jetzt und beende den Monat, oder sag Koi und spiel weiter für mehr. Koi "
                  "ist ein Wagnis: Bildet der andere ein Yaku und wertet zuerst, bekommst du diesen Monat nichts. "
                  "Tippe auf Tipp, um die Chancen zu sehen.",
        "month": "Der Monat ist vorbei, seine Punkte kommen zu den Summen: Die Übersicht zeigt, was gezählt hat. "
                 "Tippe auf „Nächster Monat“, wenn du so weit bist.",
    },
)


# ---------------------------------------------------------------------------------------------- helpers
def card_name(card, lang="en") -> str:
    """E.g. 'Rain man (Nov · Willow, Bright)'."""
    t = TEXT.table(lang)
    m = MONTH[card]
    return t["card_name"].format(kind=t["kinds"][KIND[card]], month=t["month_short"][m], plant=t["plants"][m],
                                 category=t["categories"][CATEGORY[card]])


def card_short(card, lang="en") -> str:
    """E.g. 'Rain man (Willow)', for sentences."""
    t = TEXT.table(lang)
    return t["card_short"].format(kind=t["kinds"][KIND[card]], plant=t["plants"][MONTH[card]])


def yaku_name(y, lang="en") -> str:
    return TEXT(lang, "yaku").get(y, y)


def yaku_short(y, lang="en") -> str:
    """The yaku's Japanese name alone: 'Akatan'."""
    return yaku_name(y, lang).split(" · ")[0]


