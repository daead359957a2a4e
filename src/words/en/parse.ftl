# What the command parser refuses, and what to say instead (src/commands/parse/).
# $word, $text: what the player typed, as typed.

## Examples inside other sentences.
# The command before a square, with a space after it ("attackers "): square-* $example.
parse-head-attackers = attackers{ " " }
parse-head-defenders = defenders{ " " }
parse-head-diagonals = diagonals{ " " }
parse-head-square = what is on{ " " }
parse-head-moves-from = moves from{ " " }
parse-head-captures = captures{ " " }
# Whole commands, as examples.
parse-example-last-moves = last three moves
parse-example-repeat = repeat three
parse-example-add-time = add time white two minutes
parse-example-take-time = take time black thirty seconds
parse-example-set-time = set clock white four minutes
parse-example-report = on my board e4 has a white bishop, or my e4 is empty

## Files and ranks (square.rs). $files: the names of the files, "Anna, …, Gustav and Hector".
parse-file-which = Which file? Say for example file Eva; the files are { $files }.
# $number: the rank as a number (1 to 8); $rank: the same in words
parse-file-is-rank = { $number ->
        [1] One
        [2] Two
        [3] Three
        [4] Four
        [5] Five
        [6] Six
        [7] Seven
       *[8] Eight
    } is a rank, not a file; say rank { $rank }, or a file: { $files }.
parse-file-unknown = “{ $word }” is not a file; the files are { $files }.
parse-rank-which = Which rank? Say for example rank vier; the ranks go from eins to acht.
# $file: the file's name ("Eva")
parse-rank-is-file = { $file } is a file, not a rank; say file { $file }, or a rank from eins to acht.
parse-rank-unknown = “{ $word }” is not a rank; the ranks go from eins to acht.

## Counts of moves and pieces (queries.rs). $example: a whole command.
parse-count-zero = Zero moves is nothing to say; say a number from one, for example { $example }.
parse-count-not-a-number = “{ $word }” is not a number; say for example { $example }.
parse-pieces-one-kind = Please ask for one kind of piece at a time, for example: where are my rooks.
parse-pieces-unknown = I do not know “{ $word }” as a piece. I know king, queen, rook, bishop, knight and pawn, also in the plural, and pieces for all of them.
parse-pieces-which = Which pieces? Say for example: where are my knights.
parse-captures-which = Which piece? Say for example: what can the queen capture, or captures Felix three.

## Time the arbiter adds or takes away (clock.rs). $example: a whole command.
parse-clock-add-or-take = Add or take away? Say for example add time white two minutes or take time black one minute.
parse-arbiter-result = Which result? Say for example result 1-0, result black wins or result draw.
parse-arbiter-warning = Whom to warn? Say warning white or warning black.
parse-clock-no-unit = “{ $word }” needs a unit, minutes or seconds. Say for example: { $example }.
parse-clock-whose = Whose clock, white or black? Say for example: { $example }.
parse-clock-one-colour = Please name one colour, white or black, for example: { $example }.
parse-clock-how-much = How much time? Say minutes or seconds, for example: { $example }.
parse-clock-zero = Zero seconds change nothing; say an amount, for example: { $example }.
parse-clock-unknown-word = I do not understand “{ $word }” here. Say the colour and the time in minutes or seconds, for example: { $example }.

## A move of the player's own record (record.rs).
parse-record-which-move = Which move? Say its number and the move, for example: my move twelve was Re1.
parse-record-move-zero = There is no move zero, moves count from one; say for example: my move twelve was Re1.
# $number: the move number in words
parse-record-what-move = What was move { $number }? Say the move too, for example: my move { $number } was Re1.
parse-record-not-a-number = “{ $word }” is not a move number; say for example: my move twelve was Re1.

## A square of the player's own board (record.rs). $example: parse-example-report.
parse-report-unknown = I do not understand “{ $word }” here. I know king, queen, rook, bishop, knight and pawn, white and black, and empty; for example: { $example }.
parse-report-placement = Say my board and then the position as FEN, only the part with the pieces; or for one square, for example: my e4 is empty.
parse-report-which-square = Which square? Say for example: { $example }.
parse-report-one-square = One square at a time, please, for example: { $example }.
# $square: the square in words; $notation: the square in notation ("e4")
parse-report-what-piece = What is on { $square } on your board? Say the piece, for example: on my board { $notation } has a white bishop, or my { $notation } is empty.
parse-report-piece-or-empty = Is there a piece on { $square }, or is the square empty? Say for example: { $example }.
parse-report-one-piece = Only one piece stands on a square; one at a time, please, for example: { $example }.
parse-report-one-colour = White or black? One colour, please, for example: { $example }.

## Settings (session.rs).
parse-settings-what = Say settings to hear them all, or save settings.
parse-board-switch = Say board on or board off, just board toggles; read board reads every piece.
parse-style-which = How should moves be announced? Say style short, style long or style verbose.
parse-style-unknown = I do not know the style “{ $word }”; say style short, style long or style verbose.
