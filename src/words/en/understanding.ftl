# Understanding: why a move understood in words cannot be played here, as the clause after
# "but" in input-heard-but: the same reason as in notation.ftl with a small first letter;
# where the reason starts with a name (a side, a square), the reason itself.

input-heard-reason-game-over = the game is over ({ $how ->
        [checkmate] checkmate
       *[draw] a draw
    }); no move can be played.
input-heard-reason-no-such-piece = { $side } has no { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } left.
input-heard-reason-empty-origin = there is no piece on { $square }.
input-heard-reason-opponents-piece = the piece on { $square } belongs to { $other }; it is { $side }'s move.
input-heard-reason-other-piece = the piece on { $square } is a { $actual ->
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
input-heard-reason-cannot-reach = no { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } can reach { $square }.
input-heard-reason-no-capture = no { $kind ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } can capture anything.
input-heard-reason-own-piece-on-target = { $square } is occupied by one of your own pieces.
input-heard-reason-king-would-be-in-check = the king would be in check.
input-heard-reason-check-not-answered = the king is in check, and this move does not answer the check.
input-heard-reason-no-promotion-here = only a pawn reaching the last rank is promoted.
input-heard-reason-castling-right-lost = { $side } may no longer castle { $wing ->
        [short] short
       *[long] long
    }: king or rook has already moved.
input-heard-reason-castling-blocked = there are pieces between king and rook.
input-heard-reason-castling-in-check = castling is not allowed while in check.
input-heard-reason-castling-through-check = the king would cross or land on an attacked square.
