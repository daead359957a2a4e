relay-no-threads = Die Verbindung für das zweite Gerät konnte nicht gestartet werden; das System hat keine Threads mehr frei.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = Angesagt war { $announced }, nicht { $said }. Bitte wiederholen Sie den Zug.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = „{ $text }“
relay-unknown-language = Die Sprache „{ $lang }“ kenne ich nicht. Ich kenne { $known }.
