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
# ansage join --arbiter: the arbiter's terminal (issue 30). The words lists are what the
# arbiter types to read the overview here, without asking the host; commas between them.
join-arbiter-code-needed = To join as the arbiter I need the arbiter's code the host tells you: ansage join --arbiter { $address } CODE.
join-board-view-3d = The 3D board is drawn above, { $side } at the bottom; read board reads it level by level, decks says where the attack decks stand.
join-arbiter-local-help = Here at your device: boards compares White's and Black's boards, board white or board black reads one of them, records reads both records.
join-arbiter-no-overview = The host has not sent the overview yet; please try again in a moment.
join-arbiter-boards-agree = White's and Black's boards agree.
join-arbiter-boards-differ = White's and Black's boards differ on { $squares }. On White's board: { $white } On Black's board: { $black }
join-arbiter-boards-differ-3d = White's and Black's boards differ on { $squares }. What stands there is said by white: my board and black: my board.
join-arbiter-last-moves = Last move in White's record: { $white }; in Black's record: { $black }.
join-arbiter-no-move = none yet
join-arbiter-move = { $words } ({ $san })
    .spoken = { $words }
join-arbiter-board = { $side ->
    [white] White's
   *[black] Black's
} board, as their device shows it: { $reading }
join-arbiter-records = White's record: { $white }. Black's record: { $black }.
join-arbiter-record-empty = no move yet
join-arbiter-words-boards = boards, compare boards, both boards
join-arbiter-words-board-white = board white, white board, white's board, whites board
join-arbiter-words-board-black = board black, black board, black's board, blacks board
join-arbiter-words-records = records, both records, scoresheets
join-arbiter-how-to-leave = To leave press Ctrl-D; the game goes on at the host, and ansage join --arbiter ADDRESS brings you back as the arbiter.
# A one-shot command (say, parse, pgn …) could not write its output; $reason is the end of a
# sentence from file-io-reason ("the disk is full").
cli-output-unwritable = Cannot write the output: { $reason }; please free some space or send the output to another file, then run the command again.
