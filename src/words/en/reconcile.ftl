# Settling differing positions with both records (FIDE Appendix F, F2.7 and F2.8;
# game::reconcile): the settlement, the steps that correct a board, and why a record cannot
# be read or replayed.

## Where in the game: "move two, White", inside a sentence

reconcile-ply = move { $number }, { $side }

## The settlement, one sentence after the other (a move inside a sentence starts small)

reconcile-both-empty = Both records are empty; the starting position stands.
reconcile-agree-up-to = Both records agree up to { $ply }: { INLINE($move) }.
reconcile-unrecorded = { $side } has not written this last move yet and adds it.
reconcile-boards-agree = Both boards show this position.
reconcile-correct-board = Rule F2.7: the records stand; { $side }'s board is corrected to them.
reconcile-correct-both = Rule F2.7: the records stand; both boards are corrected to them.
reconcile-differ = The records differ, first at { $ply }.
reconcile-wrote = { $side } wrote: { INLINE($move) }.
reconcile-wrote-illegal = { $side } wrote: { $token }. This move is not possible: { $reason }
reconcile-wrote-unreadable = { $side } wrote: { $token }. { $reason }
reconcile-wrote-nothing-shorter = { $side } wrote nothing there; the record is more than one move shorter.
reconcile-wrote-nothing = { $side } wrote nothing there.
reconcile-take-back-all = Rule F2.8: all moves are taken back; both boards return to the starting position. The clocks are set to their starting times.
reconcile-take-back-to = Rule F2.8: the moves are taken back to { $ply }: { INLINE($move) }. Both boards are set to that position.
reconcile-clocks-set = The clocks are set to { $white } { $white-time }, { $black } { $black-time }.
reconcile-clocks-unknown = No clock times are recorded for this move; the arbiter sets the clocks.
reconcile-clock-set = The clock is set to { $side } { $time }; no time is recorded for { $missing }, the arbiter sets that clock.
reconcile-board-right = { $side }: your board is right.
reconcile-board-steps = { $side }: { $steps }
reconcile-to-move = { $side } to move.

## Correcting a board, step by step ($kind: king, queen, rook, bishop, knight, pawn;
## $colour: white, black)

reconcile-lift = Remove the { $kind ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} from { $from }.
reconcile-move = Move the { $kind ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} from { $from } to { $to }.
reconcile-place = Place a { $colour ->
    [white] white
   *[black] black
} { $kind ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} on { $to }.

## A record that cannot be read or replayed

record-not-found = The file does not exist. Check its name and folder.
record-not-a-file = That is no regular file but a device, a pipe or a folder. Name the file with the moves.
record-io = The file could not be read: { $reason }. Check that you may read it.
record-too-large = The file has { $bytes } bytes, far too many for a game record. Choose the file with the moves.
record-not-text = The file is not a text file: there is a zero byte at offset { $offset }. Give the moves as PGN or as a plain list, such as: e4 e5 Nf3 Nc6.
record-fen-tag = The record's FEN tag is not valid. { $reason } Correct the FEN line.
record-ambiguous = Several moves fit: { $first } or { $last }.
record-not-a-move = That is not a move.

## Why `ansage reconcile` cannot start

reconcile-error-record = { $side }'s record ({ $path }) cannot be read. { $reason }
reconcile-error-start = The start position (--start) is not a valid FEN. { $reason }
reconcile-error-board = { $side }'s board ({ $option }) is not a valid placement. { $reason } Give it as in a FEN, for example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR.
reconcile-error-different-starts = The two records start from different positions (FEN tags). Give the start position with --start.
