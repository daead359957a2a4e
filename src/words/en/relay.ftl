relay-no-threads = The connection for the second device could not be started; the system has no threads left.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = The move announced was { $announced }, not { $said }. Please repeat the move.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = „{ $text }“
# A repetition given as squares (from the page's board, `d1h4`) that is no move: its squares in words.
play-repetition-squares = { $from } to { $to }
play-repetition-squares-promoting = { $from } to { $to }, promoting to { $piece }
relay-unknown-language = I do not know the language “{ $lang }”. I know { $known }.
