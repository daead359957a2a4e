# What the command line says (src/cli/): ansage parse, ansage pgn, the options of ansage
# play. Each id has its twin in every other language folder, with the same arguments.

cli-parse-fits = { $text } corresponde a { $n ->
    [one] una jugada que no se dijo exactamente así
   *[other] { $n } jugadas
}: { $moves }.
# Las etiquetas de las dos notaciones de ansage parse: la del lector ("Español: Cf3") y
# la SAN estándar de PGN ("Inglés: Nf3").
cli-san-language = Español
cli-san-pgn = Inglés
cli-batch-no-tab = La línea { $line } no tiene un tabulador entre el FEN y la jugada.
cli-tape-written = La partida está grabada en { $path } ({ $parts } partes, la última a los { $seconds } segundos); marcas en { $cues }.
cli-games = { $n ->
    [one] una partida
   *[other] { $n } partidas
}
cli-check-failed = Correctas: { $good }; con errores: { $wrong }.
cli-check-passed = Revisado: { $games }; todas las jugadas son válidas.
cli-cannot-write = No se puede escribir { $path }: { $reason }; indique otro nombre de archivo, por favor.
cli-no-such-game = La partida { $number } no existe en este archivo, o tiene errores.
cli-bad-time = «{ $text }» en --time no es un control de tiempo. { $error }
cli-bad-alarms = «{ $text }» en --alarms no es una lista de alarmas. { $error }
cli-fen3d-unreadable = La posición no se puede leer. { $error } El README describe el formato en FEN3D.
# Where the help of a command is: "ansage play --help enumera todas las opciones."
cli-help-names-options = { $command } --help enumera todas las opciones.
