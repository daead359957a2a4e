# The game core's sentences (src/game/): results, the arbiter's verdicts on claims, offers
# and illegal moves, and refusals. The phrases are built in src/game/rules/words.rs.

## The end of the game (articles 5, 6.10, 7.4)

game-checkmate = Checkmate. { $winner } wins.
game-resignation = { $loser } resigns. { $winner } wins.
# The arbiter's decision (12.9f, F2.7): a result recorded from the arbiter's device.
game-arbiter-win = The arbiter declares: { $winner } wins.
game-arbiter-draw = The arbiter declares the game drawn.
# $cause: time, illegal-moves; $drawn: yes, no
game-forfeit = { $cause ->
        [time] { $offender } has run out of time
       *[illegal-moves] { $offender }'s third illegal move
    }{ $drawn ->
        [yes] , but { $opponent } can no longer checkmate. The game is drawn.
       *[no] . { $opponent } wins.
    }

## Repetitions (article 9.2)

# $when: start, moves, both; $moves: "twelve and sixteen"
game-occurrences = { $when ->
        [start] at the start
        [moves] after { $side }'s { $count ->
            [one] move
           *[other] moves
        } { $moves }
       *[both] at the start and after { $side }'s { $count ->
            [one] move
           *[other] moves
        } { $moves }
    }
game-already = The position was already on the board { $when }.
# $words: $n in words
game-times = { $n ->
        [1] once
        [2] twice
       *[other] { $words } times
    }
game-en-passant-then = an en passant capture was possible then
game-en-passant-now = an en passant capture is possible now
game-en-passant-other = a different en passant capture was possible then
game-castling-differs = the right to castle was different then
# $when: start, moves
game-lookalike = { $when ->
        [start] At the start
       *[moves] After { $side }'s move { $moves }
    } the pieces stood the same, but { $differences }, so that was not the same position.

## Claims (articles 9.2, 9.3, 9.5)

game-claim-repetition = a draw by threefold repetition
game-claim-fifty-moves = a draw after fifty moves without a pawn move or a capture
# $announced: yes, no; $times: "twice"
game-rejected-not-repeated = The claim is rejected: { $announced ->
        [yes] after the announced move the position would have been on the board only { $times }.
       *[no] the position has been on the board only { $times }.
    }
game-rejected-announced-resets = The claim is rejected: the announced move is itself a pawn move or a capture.
game-rejected-nobody-moved = The claim is rejected: not every player has moved since the last pawn move or capture.
# $n moves, $words: $n in words
game-rejected-too-few-moves = The claim is rejected: { $announced ->
        [yes] after the announced move each player would have made only { $n ->
            [1] one move
           *[other] { $words } moves
        } since the last pawn move or capture, not fifty.
       *[no] each player has made only { $n ->
            [1] one move
           *[other] { $words } moves
        } since the last pawn move or capture, not fifty.
    }
game-claim-offer-agreed = The claim counts as a draw offer, and { $opponent } had already offered a draw.
game-claim-offer = The claim counts as a draw offer to { $opponent }.
game-announced-move-stands = The announced move must now be played.
game-claim-not-made = No claim is made: claim the draw again, with the move you mean to play.
game-claim-bonus = { $opponent } gets three extra minutes.
game-claim-penalty = { $claimant } loses half of the remaining time, at most three minutes.

## Draw offers (article 9.1)

game-draw-offered = { $side } offers a draw.
game-offer-declined = { $side } declines the draw offer.
game-moved-declining = { $side } has moved and so declined the draw offer.
game-offer-with-move = The draw offer stands with this move.

## Illegal moves (article 7.4)

# $count: 1 or 2; $minutes in words
game-illegal-move = { $offender }'s { $count ->
        [1] first
       *[other] second
    } illegal move: { $opponent } gets { $minutes } extra minutes.
game-next-illegal-loses = The next illegal move loses the game.

## Refusals

game-error-over = The game is already over.
game-error-illegal-move = This move is not possible in the position.
game-error-announced-move = After the rejected claim the announced move must be played.
game-error-no-offer = There is no draw offer from the opponent.
game-error-already-offered = Your draw offer already stands.
# $half: the half-move, from 1
game-error-record = Half-move { $half } of the game record is not possible.
game-error-moves-after-end = The game record goes on after the game ended, from half-move { $half }.
