# Where a game starts (src/ui/start.rs): --fen and --from-pgn FILE --game N refused.
# Each id has its twin in every other language folder, with the same arguments.

start-fen-error = --fen: { $error }
start-no-game = { $path } no contiene ninguna partida que se pueda continuar.
start-no-such-game = No existe la partida { $number }: { $path } { $count ->
    [one] solo contiene una partida, --game 1.
   *[other] contiene { $count } partidas; elija de --game 1 a --game { $count }.
}
start-game-unreadable = { $problems } Por eso la partida { $number } no se puede continuar.
start-null-move = La partida { $number } de { $path } contiene una jugada nula (--); ansage solo la lee hasta ahí y por eso no la continúa. Para reproducirla: ansage replay { $path } --game { $number }
start-chess960 = La partida { $number } de { $path } es de Chess960; ansage la reproduce, pero no la continúa. Para reproducirla: ansage replay { $path } --game { $number }
start-game-over = La partida { $number } de { $path } ya ha terminado ({ $result }); solo se puede continuar una partida sin resultado (*). Para reproducirla: ansage replay { $path } --game { $number }
