# The chess engine: what went wrong with it, its levels, and its evaluations.

## What went wrong, when ansage gives up on the engine.
engine-not-found = There is no chess engine at { $path }. Install Stockfish with make setup or apt-get install stockfish, then start ansage again.
engine-not-executable = The chess engine { $path } cannot be started. Check that the file is an executable program, for example with ansage doctor.
engine-crashed = The chess engine has crashed. The game is kept; check the engine with ansage doctor.
engine-timeout = The chess engine does not answer. The game is kept; check the engine with ansage doctor.
engine-nonsense = The chess engine gives unusable answers. The game is kept; check the engine with ansage doctor.
engine-flooded = The chess engine wrote output without end and was stopped. The game is kept; check the engine with ansage doctor.
engine-unknown-option = The chess engine has no setting called { $name }. Leave it out or use Stockfish.
engine-invalid-game = Half-move { $ply } of the game is not possible in its position, so the engine cannot move. Take the move back and enter it again.
engine-no-legal-move = There is no move left in this position; the game is over.
engine-io = The connection to the chess engine is broken ({ $reason }). Start ansage again; the game is kept.

## What went wrong, when ansage restarts the engine and the game goes on.
engine-restart-crashed = The chess engine has crashed; it is being restarted.
# $what: handshake (the engine never introduced itself) or other.
engine-restart-timeout = { $what ->
    [handshake] The chess engine does not respond; it is being restarted.
   *[other] The chess engine no longer answers; it is being restarted.
}
engine-restart-nonsense = The chess engine gave an answer that makes no sense; it is being restarted.
engine-restart-illegal-move = The chess engine proposed an impossible move; it is being restarted.
engine-restart-flooded = The chess engine wrote output without end; it is being restarted.

## The playing strengths, by $level (1 to 8).
engine-level-name = { $level ->
    [1] Beginner
    [2] Novice
    [3] Casual player
    [4] Improver
    [5] Club player
    [6] Strong club player
    [7] Master
   *[8] Full strength
}
engine-level-about = { $level ->
    [1] For those who have just learnt the moves: the engine overlooks a lot and leaves pieces hanging too.
    [2] For those who have played a few games: the engine takes what is left unprotected and misses simple threats.
    [3] For casual players: the engine plays sensibly but keeps making mistakes.
    [4] For those who know tactics and opening principles: the engine plays at Stockfish's lowest rating, about 1400.
    [5] For club players: the engine plays at about 1700 Elo.
    [6] For strong club players: the engine plays at about 2000 Elo.
    [7] For master players: the engine plays at about 2400 Elo.
   *[8] Stockfish without any limit: stronger than any human.
}
# "Level five, club player.": $number in words, the name inside the sentence.
engine-level-announce = Level { $number }, { $level ->
    [1] beginner
    [2] novice
    [3] casual player
    [4] improver
    [5] club player
    [6] strong club player
    [7] master
   *[8] full strength
}.
engine-unknown-level = There is no playing strength called { $given }. Give a level from one to eight or its name, for example three or club player.

## An engine's evaluation: "White is slightly better, about half a pawn."
engine-eval-checkmate = The position is checkmate.
# $n: the number of moves to mate; $count: the same in words.
engine-eval-mate = { $side } mates in { $n ->
    [one] one move
   *[other] { $count } moves
}.
engine-eval-equal = The position is equal.
# $band: slight (up to three quarters of a pawn), better (up to one and a half), clear (up to
# three pawns) or winning.
engine-eval-advantage = { $side } { $band ->
    [slight] is slightly better
    [better] is better
    [clear] is clearly better
   *[winning] is winning
}.
# The same with the amount: $pawns (engine-pawns).
engine-eval-advantage-about = { $side } { $band ->
    [slight] is slightly better
    [better] is better
    [clear] is clearly better
   *[winning] is winning
}, about { $pawns }.
# An amount of pawns: $whole pawns ($count: the same in words) and a half if $half is yes.
engine-pawns = { $half ->
    [yes] { $whole ->
        [0] half a pawn
       *[other] { $count } and a half pawns
    }
   *[no] { $whole ->
        [0] half a pawn
        [1] one pawn
       *[other] { $count } pawns
    }
}
