# ansage's English texts (Project Fluent). Each id has its German twin in de.ftl; the tests
# check that both files hold the same ids. `.spoken` is the form for the voice where it
# differs from the form on screen: notation in brackets is shown, not spoken.

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Move twelve, Black"
move-number = Move { $number }, { $side }
# "Move one, White: pawn Eva vier (e4)."
move-line = { $number }: { $words } ({ $san }).
    .spoken = { $number }: { $words }.
# In a list of moves: "Move twelve, Black, knight Felix sechs"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A and B"
list-and = { " " }and{ " " }

## Replay

# Inside a sentence: "Position after move twelve, Black"
move-number-inline = move { $number }, { $side }
position-after = Position after { $number }: { $words } ({ $san }).
    .spoken = Position after { $number }: { $words }.
start-position = Starting position.

## Taking back and correcting (F2.6)

taken-back = Taken back: { $moves }. { $to-move } to move.
end-taken-back = The end of the game is taken back; it goes on. { $to-move } to move.
correction = Correction: { $words } does not count. { $mover } announces the move again.

## Draws (article 9.1)

draw-offered = { $side } offers a draw.
