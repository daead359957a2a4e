# ansage's English texts (Project Fluent). Each id has its German twin in de.ftl; the tests
# check that both files hold the same ids. `.spoken` is the form for the voice where it
# differs from the form on screen: notation in brackets is shown, not spoken.

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Move twelve, Black"
move-number = Move { $number }, { $side }
# "Move one, White: pawn Eva vier (e4)."
move-line = Move { $count }, { $side }: { $words } ({ $san }).
    .spoken = Move { $count }, { $side }: { $words }.
# In a list of moves: "Move twelve, Black, knight Felix sechs"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A and B"
list-and = { " " }and{ " " }

## Replay

position-after = Position after move { $count }, { $side }: { $words } ({ $san }).
    .spoken = Position after move { $count }, { $side }: { $words }.
start-position = Starting position.

## Taking back and correcting (F2.6)

taken-back = Taken back: { $moves }. { $to-move } to move.
end-taken-back = The end of the game is taken back; it goes on. { $to-move } to move.
correction = Correction: { $words } does not count. { $mover } announces the move again.

## Draws (article 9.1)

draw-offered = { $side } offers a draw.

## The end of the game (articles 5, 9)

checkmate-wins = Checkmate. { $winner } wins.
draw = Draw.
game-in-progress = The game is still in progress.
draw-stalemate = Stalemate. The game is drawn.
draw-insufficient-material = Draw: neither side can checkmate any more.
draw-agreement = Draw by agreement.
draw-threefold-repetition = Draw by threefold repetition.
draw-fifty-moves = Draw: fifty moves without a pawn move and without a capture.
draw-fivefold-repetition = Draw: the position is on the board for the fifth time.
draw-seventy-five-moves = Draw: seventy-five moves without a pawn move and without a capture.
draw-cannot-be-mated = Draw: the opponent can no longer checkmate.

## The game at the keyboard

greeting = New game. { $side } to move. Type moves, for example e4 or Nf3. Type help for help, quit to stop.
greeting-set-up = New game from the given position. { $side } to move. Read board reads the position. Type help for help, quit to stop.
prompt-over = Game over>{ " " }
prompt-confirm = Yes or no>{ " " }
prompt-repeats = { $side } repeats>{ " " }
prompt-engine-thinks = { $side }, the engine thinks>{ " " }
prompt-turn = { $side }>{ " " }
nothing-to-take-back = There is no move to take back.
no-move-yet = No move played yet.

## Repetition and claims (F2.1, articles 9.2, 9.3)

repeated = Repeated: { $words }.
advance-move-dropped = The opponent's move given in advance is dropped; they give it again after the new announcement.
may-claim = { $side } may claim { $claims }; say claim draw.
list-or = { " " }or{ " " }

## The terminal program

alarms-without-clock = Alarm times are set, but the game has no clock; choose a time control with --time, for example --time 90+30.
review-offer = For a review of the biggest mistakes, say review.
engine-missing = The engine { $path } does not exist. Name a UCI engine program with --engine, or install Stockfish with make setup; until then, type the engine's moves yourself.
engine-plays = The engine plays { $side }, { $level }
listening = Listening.
heard = Heard: { $words }
interrupted = To stop, type quit; the game is kept.
journal-saved-again = The game journal is saved again; nothing was lost.
