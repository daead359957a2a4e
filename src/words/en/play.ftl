# What the game at the keyboard says (src/play/): answers to commands, questions, refusals.
# Each id has its twin in every other language folder, with the same arguments.

play-help-game-over = The game is over; for a review of the mistakes say review.
play-hint-engine-thinks = { $side } is to move, and the engine is thinking; a hint is given when it is your move.
play-question-dropped = Question dropped; no move was played. { $side } to move.
play-tournament-move-stands = In tournament mode a move can only be corrected before the opponent's clock runs (F2.6); the move stands.
play-tournament-no-take-back = In tournament mode nothing is taken back once the game is over.
play-confirm-resign = Really resign? Then { $side } has lost the game. Yes or no.
play-engine-answers-offer = The engine answers your draw offer itself; it is looking at the position and says shortly whether it accepts.
play-confirm-accept-draw = Really accept the draw? Then the game ends drawn. Yes or no.
play-confirm-quit = The game is not over. Really stop? It stays saved and continues with ansage play --resume. Yes or no.
play-adjourn-game-over = The game is over; only a game in progress is adjourned. Say quit to stop.
play-no-engine-help-tournament = In tournament mode the engine gives no help; after the game the review is available.
play-no-engine-help = Engine help (hint, evaluation, review) is given during a game only in training: against the engine, or when the players start ansage play with --training. After the game the review is always available.
play-draw-offered-to-engine = { $offerer } offers a draw. The engine ({ $other }) is looking at the position and answers shortly.
play-draw-offered-at-the-board = { $offerer } offers a draw. { $other } answers yes or no (accept draw, decline draw), or moves.
play-own-draw-offer = The draw offer is your own ({ $side }); { $other } accepts or declines it, or moves.
play-repetition-still-waiting = { $side }: the move is not repeated yet. Please say or type { $words }, or play it on your own board.
play-kept-input-dropped = Your kept input "{ $input }" is dropped; give it again if it should stand.
play-engine-accepts-draw = The engine ({ $side }) accepts the draw. { $view } { $end }
play-engine-declines-draw = The engine ({ $side }) declines the draw. { $view } The game goes on.
play-repeat-announced-first = Please repeat the announced move first: { $announced }. Your move { $own } is played after that.
play-move-possible = { $words } is possible. To play it, type it without the question mark.
play-move-not-played = { $reason } The move was not played.
play-say-the-move-again = All right, please say the move again.
play-game-over = The game is over. Type quit to stop, or undo to take back the last move.
play-game-over-tournament = The game is over. Type quit to stop, or save to keep it.
play-repetition-on = Repetition on: the opponent repeats every announced move; only then does their clock run.
play-repetition-off = Repetition off: ansage's announcement counts as the repetition.
game-in-words = The game in words:
play-ask-take-back = Take back { $count } moves: { $moves }? Yes or no.
play-no-resign = All right, no resignation; the game goes on. { $side } to move.
play-no-kept-input = All right, the kept input is dropped. { $side } to move.
play-no-roll-back = All right, no move is taken back; the game stays as it is. { $side } to move.
play-over-no-roll-back = { $agreed }. The game is over: its moves stand, and none is taken back.
play-no-accept-draw = All right, the draw offer is not accepted; it still stands. { $side } to move.
play-no-change = All right, everything stays as it is. { $side } to move.
play-kept-input-dropped-short = The kept input is dropped.
play-question-dropped-unchanged = The question is dropped; nothing was changed.
play-again-resign = Really resign? Yes or no.
play-again-accept-draw = Really accept the draw? Yes or no.
play-again-quit = Really stop? The game stays saved. Yes or no.
play-again-take-back = Take back: { $moves }? Yes or no.
play-again-roll-back = Proposal under F2.8: take back { $count } half-moves. Agreed? Yes or no.
play-again-kept-input = Play your kept input { $words } now? Yes or no.
play-kept-input-no-longer-fits = The kept input no longer fits the position and is dropped.
play-input-kept = { $side } is to move, and the engine is thinking. Your input "{ $input }" is kept; after the engine's move I ask whether it stands.
play-kept-input-game-over = Your kept input "{ $input }" is dropped, since the game is over.
play-kept-input-repeat-first = Your kept input "{ $input }" is dropped; first repeat the engine's move, then give yours.
play-kept-input-play-now = While the engine was thinking you typed "{ $input }": { $words }. Play it now? Yes or no.
play-kept-input-several-moves = Your kept input "{ $input }" now fits several moves and is dropped; please give your move again.
play-kept-input-position-gone = Your kept input "{ $input }" is dropped, since the position you gave it in is gone. Give your move again when it is your turn.
play-kept-input-impossible = Your kept input "{ $input }" is not possible after the engine's move and is dropped: { $reason }
play-square-correct = Correct: { $seat }'s board has { $piece } on { $square }.
play-square-differs = { $seat }'s board has { $reported } on { $square }; the game has { $game }.
play-board-as-fen = { $error } Type the board as the first part of a FEN, for example: my board rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR
play-board-correct = Correct: { $seat }'s board shows the game.
play-board-differs = { $seat }'s board differs from the game.
play-record-has-no-such-move = { $named } is not in { $keeper }'s record; it has { $count } half-moves.
play-record-entry-ambiguous = That fits more than one move: { $candidates }. The record stays as it was; name the move with its starting square, for example: my move { $number } was knight g1 f3.
play-record-entry-impossible = { $reason } The record stays as it was. Name the whole move, for example: my move { $number } was knight f3.
play-record-entry-correct = Correct: { $keeper }'s record has { $named }: { $words }.
play-record-entry-written = { $keeper }'s record now has { $named }: { $words }.
play-record-entry-not-possible-there = That move is not possible there: { $reason }
play-record-agrees-again = { $keeper }'s record agrees with the game again.
play-record-differs-from = It differs from the game from { $number } on; the game has { $words } there.
play-record-longer-after = It has more moves than the game after { $number }.
play-record-difference = { $difference } To compare both records and boards, say reconcile; no move is taken back without your agreement.
play-legal-on-own-board = { $words } is not possible in the game, but it is on { $mover }'s board: the positions differ.
play-records-differ-from-the-first-move = The records differ from the first move
play-records-agree-up-to = The records agree up to { $last }
play-propose-roll-back = Proposal under F2.8: { $agreed }; { $n ->
    [one] one half-move
   *[other] { $count } half-moves
} would be taken back: { $moves }. Agreed? Yes or no.
play-propose-roll-back-and-replace = Proposal under F2.8: { $agreed }; { $n ->
    [one] one half-move
   *[other] { $count } half-moves
} would be taken back: { $moves }; in their place { $r ->
    [one] this move
   *[other] these moves
} would be played: { $replacing }. Agreed? Yes or no.
play-a-piece = { $kind ->
    [none] nothing
   *[other] a { $colour } { LOWER($name) }
}
play-no-clock = No clock is running in this game.
play-clocks-paused = The clocks are stopped. Say resume clock to start them again.
play-clock-runs-again = { $side }'s clock is running again.
play-time-now = { $side } now has { $time }.
