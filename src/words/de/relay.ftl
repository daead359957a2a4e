relay-no-threads = Die Verbindung für das zweite Gerät konnte nicht gestartet werden; das System hat keine Threads mehr frei.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = Angesagt war { $announced }, nicht { $said }. Bitte wiederholen Sie den Zug.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = „{ $text }“
# A repetition given as squares (from the page's board, `d1h4`) that is no move: its squares in words.
play-repetition-squares = { $from } nach { $to }
play-repetition-squares-promoting = { $from } nach { $to } mit Umwandlung in { $piece }
relay-unknown-language = Die Sprache „{ $lang }“ kenne ich nicht. Ich kenne { $known }.
