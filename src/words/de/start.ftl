# Where a game starts (src/ui/start.rs): --fen and --from-pgn FILE --game N refused.
# Each id has its twin in every other language folder, with the same arguments.

start-fen-error = --fen: { $error }
start-no-game = In { $path } steht keine Partie, die sich fortsetzen lässt.
start-no-such-game = Partie { $number } gibt es nicht: { $path } enthält { $count ->
    [one] nur eine Partie, --game 1.
   *[other] { $count } Partien, wählen Sie --game 1 bis --game { $count }.
}
start-game-unreadable = { $problems } Partie { $number } lässt sich daher nicht fortsetzen.
start-null-move = Partie { $number } in { $path } enthält einen Nullzug (--); ansage liest sie nur bis dorthin und setzt sie daher nicht fort. Zum Nachspielen: ansage replay { $path } --game { $number }
start-chess960 = Partie { $number } in { $path } ist eine Chess960-Partie; ansage spielt sie nach, setzt sie aber nicht fort. Zum Nachspielen: ansage replay { $path } --game { $number }
start-game-over = Partie { $number } in { $path } ist schon beendet ({ $result }); fortsetzen lässt sich nur eine Partie ohne Ergebnis (*). Zum Nachspielen: ansage replay { $path } --game { $number }
