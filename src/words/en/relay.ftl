relay-no-threads = The connection for the second device could not be started; the system has no threads left.

# F2.1: a repetition that names another move than the one announced.
play-repetition-mismatch = The move announced was { $announced }, not { $said }. Please repeat the move.
# What was said, quoted, when it names no move at all.
play-repetition-quoted = „{ $text }“
relay-unknown-language = I do not know the language “{ $lang }”. I know { $known }.
