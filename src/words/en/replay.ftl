# ansage replay: a recorded game read aloud move by move (replay/).

## The prompt

replay-prompt-start = Start>{ " " }
# "12... Nc6> "
replay-prompt-move = { $label } { $san }>{ " " }

## The game as a whole

# "Black wins (0-1)", spoken without the notation; `capital` when it opens a sentence.
replay-result = { $result ->
    [white] White wins
    [black] Black wins
   *[draw] { $capital ->
        [yes] A draw
       *[no] a draw
    }
} ({ $token })
    .spoken = { $result ->
        [white] White wins
        [black] Black wins
       *[draw] { $capital ->
            [yes] A draw
           *[no] a draw
        }
    }
replay-no-result = { $capital ->
    [yes] No result
   *[no] no result
}
replay-players = { $white } versus { $black }
replay-unknown-player = Unknown
replay-moves = { $n ->
    [0] no moves
    [one] one move
   *[other] { $n } moves
}
replay-game = { $text }.
replay-game-in-file = Game { $number } of { $count }: { $text }.
replay-other-games = The file holds { $count } games; choose another with --game, for example --game { $other }.
replay-set-up = The game starts from a set-up position; position reads it.
replay-how-to-go-on = Next with Enter or next, back with back, help for all commands.
replay-note = Note: { $text }
replay-comment = Comment: { $text }

## Moving through the game

replay-last-move = That was the last move; { $result }.
replay-last-move-no-result = That was the last move; no result is given.
replay-over = The game is over: { $result }. Back with back, to the start with start.
replay-over-no-result = The record ends here, without a result. Back with back, to the start with start.
replay-at-start = This is already the starting position. Next with Enter or next.
replay-no-moves = This game has no moves.
# "move twelve, Black" inside a sentence.
replay-move-name = move { $number }, { $side }
replay-no-such-move = There is no { $asked } in this game: { $range }.
replay-range-empty = this game has no moves
replay-range = the game runs from { $first } to { $last }
replay-where-start = { $n ->
    [0] Starting position; the game has no moves.
   *[other] Starting position; the game has { $n } half-moves.
}
replay-where-last = After { $name }, the last move of the game.
replay-where = After { $name }; that is half-move { $ply } of { $total }.
replay-no-comment-start = There is no comment before the first move.
replay-no-comment = There is no comment on { $name }.

## What an annotation glyph means

replay-nag = { $nag ->
    [1] A good move.
    [2] A mistake.
    [3] A brilliant move.
    [4] A blunder.
    [5] An interesting move.
    [6] A dubious move.
    [7] A forced move.
    [13] The position is unclear.
    [14] White is slightly better.
    [15] Black is slightly better.
    [16] White is better.
    [17] Black is better.
    [18] White is winning.
    [19] Black is winning.
    [22] White is in zugzwang.
    [23] Black is in zugzwang.
   *[equal] The position is equal.
}

## info

replay-info-player = { $side }: { $name }.
replay-info-player-elo = { $side }: { $name }, Elo { $elo }.
replay-unknown = unknown
replay-info-tag = { $tag ->
    [event] Event
    [site] Site
    [round] Round
    [date] Date
   *[opening] Opening
}: { $value }.
replay-none = none
replay-info-result = Result: { $result }, { $moves }.
replay-info-place = Game { $number } of { $count } in the file.

## Other input

replay-not-available = "{ $typed }" is not available while replaying; help names every command.
replay-not-understood = I do not understand "{ $typed }". Next with Enter or next, back with back, move and a number jumps to a move, help names every command.
replay-help =
    Commands while replaying, in English or German, typed or spoken:
    next, n, w or Enter: the next half-move, with its comments; next five: five half-moves.
    back or b: one half-move back; back three: three half-moves.
    move twelve, move twelve black, go to 12, 12...: to the position after that move.
    start: to the starting position; end of game or to the last move: to the last move.
    position or read board: every piece; whose turn; where: which move, and how many are left.
    comment: the comments on the move again; info: players, event, date and result; fen: the position as FEN.
    repeat: the last answer again; quit or end: stop.
    The questions of ansage play work too, such as what is on e4, attackers e4, file eva, material, last three moves.

# A text the same in every language (a year, a name).

## Playing a tape (ansage replay FILE.ogg)

replay-tape-help =
    Commands while playing a tape, in English or German, typed or spoken:
    next, n, w or Enter: the next part; next five: five parts on.
    back or b: the part before; back three: three parts back.
    move twelve, move twelve black, go to 12, 12...: that move's announcement.
    start: to the start of the tape; end of game: the last part.
    repeat: the part again; where: which part; info: the game.
    Escape or quiet: silence; quit or end: stop.

## Choosing the game to replay

replay-game-zero = Games are counted from 1: the first is --game 1.
replay-file-missing = The file { $path } does not exist. Name a PGN file, for example: ansage replay game.pgn
replay-file-folder = { $path } is a folder. Name a PGN file in it.
replay-file-unreadable = The file { $path } cannot be read ({ $reason }). Check its permissions or name another file.
replay-no-game = The file holds no game that can be replayed.
replay-no-such-game = { $count ->
    [1] There is no game { $number }: the file holds only one game, --game 1.
   *[other] There is no game { $number }: the file holds { $count } games, choose --game 1 to --game { $count }.
}
replay-broken = So game { $number } cannot be replayed; choose another with --game.
