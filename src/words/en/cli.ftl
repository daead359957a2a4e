# What the command line says (src/cli/): ansage parse, ansage pgn, the options of ansage
# play. Each id has its twin in every other language folder, with the same arguments.

cli-parse-fits = { $text } fits { $n ->
    [one] a move that was not quite said so
   *[other] { $n } moves
}: { $moves }.
# The labels of ansage parse's two notations: the reader's own ("English: Nf3") and
# PGN's standard SAN ("PGN: Nf3").
cli-san-language = English
cli-san-pgn = PGN
cli-batch-no-tab = Line { $line } has no tab between FEN and move.
cli-tape-written = The game is spoken into { $path } ({ $parts } parts, the last after { $seconds } seconds); marks in { $cues }.
cli-games = { $n ->
    [one] one game
   *[other] { $n } games
}
cli-check-failed = In order: { $good }; with errors: { $wrong }.
cli-check-passed = { CAPITAL($games) } checked, every move is legal.
cli-cannot-write = Cannot write { $path }: { $reason }; please name another file.
cli-no-such-game = There is no game { $number } in this file, or it has errors.
cli-bad-time = "{ $text }" after --time is not a time control. { $error }
cli-bad-alarms = "{ $text }" after --alarms is not a list of alarm times. { $error }
cli-fen3d-unreadable = The position cannot be read. { $error } The README describes the form under FEN3D.
# Where the help of a command is: "ansage play --help lists all options."
cli-help-names-options = { $command } --help lists all options.
