# The notation's texts: why a move is not legal (notation/explain.rs), why a FEN, a PGN file
# or a scoresheet's moves were refused. Arguments: $side, $other are sides; $square is a
# square; $kind, $actual, $named are piece keys (king, queen, rook, bishop, knight, pawn);
# $game is the game's number.

notation-game-over = The game is over ({ $how ->
        [checkmate] checkmate
       *[draw] a draw
    }); no move can be played.
notation-no-such-piece = { $side } has no { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } left.
notation-empty-origin = There is no piece on { $square }.
notation-opponents-piece = The piece on { $square } belongs to { $other }; it is { $side }'s move.
notation-other-piece = The piece on { $square } is a { $actual ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }, not a { $named ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }.
notation-cannot-reach = No { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } can reach { $square }.
notation-no-capture = No { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } can capture anything.
notation-own-piece-on-target = { $square } is occupied by one of your own pieces.
notation-king-would-be-in-check = The king would be in check.
notation-check-not-answered = The king is in check, and this move does not answer the check.
notation-no-promotion-here = Only a pawn reaching the last rank is promoted.
notation-castling-right-lost = { $side } may no longer castle { $wing ->
        [short] short
       *[long] long
    }: king or rook has already moved.
notation-castling-blocked = There are pieces between king and rook.
notation-castling-in-check = Castling is not allowed while in check.
notation-castling-through-check = The king would cross or land on an attacked square.

# A scoresheet's moves: $number is the move number ("12." or "12..."), $move the move.
notation-movetext-illegal = Move { $number } { $move }: this is not a legal move in this position.

# FEN.
notation-fen-empty = The FEN is empty. Give a position, for example the starting one: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
notation-fen-field-count = A FEN has six fields, or four without the move counters; this one has { $count }.
notation-fen-rank-count = The board part of the FEN describes { $count } ranks instead of eight.
notation-fen-rank-width = Rank { $rank } describes { $count } squares instead of eight.
notation-fen-board-character = The character { $character } is neither a piece letter (KQRBNP, kqrbnp) nor a digit from 1 to 8.
notation-fen-field-invalid = The { $field } field of the FEN is not valid.
notation-fen-counter = The FEN has { $value } as its { $field }; no game gets that far. Numbers up to { $max } are accepted.
notation-fen-illegal = This position is not allowed: { $reasons }
notation-fen-field-side-to-move = side to move
notation-fen-field-castling = castling
notation-fen-field-en-passant = en passant
notation-fen-field-halfmove-clock = halfmove clock
notation-fen-field-fullmove-number = fullmove number
notation-fen-field-board = board
notation-setup-empty-board = The board is empty.
notation-setup-missing-king = { $side } has no king.
notation-setup-too-many-kings = { $side } has more than one king.
notation-setup-pawns-on-back-rank = A pawn stands on the first or eighth rank.
notation-setup-castling-rights = The castling rights do not fit the position: king or rook is not on its starting square.
notation-setup-en-passant-square = The en passant square does not fit the position.
notation-setup-opposite-check = The side that is not to move is in check.
notation-setup-impossible-check = This check cannot arise in any game.
notation-setup-too-much-material = There are more pieces on the board than a game can have.

# PGN files. A long text is shortened: $start is its first 40 characters, $count counts
# them all.
notation-excerpt = { $start }… ({ $count } characters)
notation-pgn-at-the-start = at the start of the moves
notation-pgn-after-move = after the move { $move }
notation-pgn-io = The file could not be read: { $error }.
notation-pgn-binary = This is not a PGN text file: there is a zero byte at offset { $offset }. Choose a PGN file.
notation-pgn-impossible-move = Game { $game }, move { $number } { $move }: this move is not possible in the position.
notation-pgn-ambiguous-move = Game { $game }, move { $number } { $move }: this move is ambiguous; more than one piece can make it.
notation-pgn-fen = Game { $game }: The FEN tag is not valid. { $error }
notation-pgn-no-game = The file contains no PGN game.
notation-pgn-unreadable = Game { $game }: { $move } is not a move in PGN notation (English letters K Q R B N, as in Nf3). The game was not read.
notation-pgn-unclosed-variation = Game { $game }: the variation opened with ( { $where } is never closed with ). The game was not read; the games after it were.
notation-pgn-unopened-variation = Game { $game }: the ) { $where } closes no variation. The game was not read.
notation-pgn-no-result = Game { $game } ends without a result (1-0, 0-1, 1/2-1/2 or *); the file may be cut off.
notation-pgn-variant = Game { $game } is played in the chess variant { $variant }; ansage reads only standard chess and Chess960. The game was not read.
notation-pgn-drop = Game { $game }, move { $number } { $move }: a piece is dropped onto the board as in the chess variant Crazyhouse; ansage reads only standard chess and Chess960. The game was not read.
notation-pgn-null-move = Game { $game }, move { $number } --: this is a null move, a skipped turn as analysis programs write it; the game was read up to the move before it.
