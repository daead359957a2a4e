# Where a game starts (src/ui/start.rs): --fen and --from-pgn FILE --game N refused.
# Each id has its twin in every other language folder, with the same arguments.

start-fen-error = --fen: { $error }
start-no-game = { $path } holds no game that can be continued.
start-no-such-game = There is no game { $number }: { $path } holds { $count ->
    [one] only one game, --game 1.
   *[other] { $count } games; choose --game 1 to --game { $count }.
}
start-game-unreadable = { $problems } So game { $number } cannot be continued.
start-null-move = Game { $number } in { $path } has a null move (--); ansage reads it only up to there, so it does not continue it. To replay it: ansage replay { $path } --game { $number }
start-chess960 = Game { $number } in { $path } is a Chess960 game; ansage replays it but does not continue it. To replay it: ansage replay { $path } --game { $number }
start-game-over = Game { $number } in { $path } is already over ({ $result }); only a game without a result (*) can be continued. To replay it: ansage replay { $path } --game { $number }
