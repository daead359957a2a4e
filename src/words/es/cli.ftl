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
# ansage join --arbiter: the arbiter's terminal (issue 30). The words lists are what the
# arbiter types to read the overview here, without asking the host; commas between them.
join-arbiter-code-needed = Para unirme como árbitro necesito el código del árbitro que dice el anfitrión: ansage join --arbiter { $address } CÓDIGO.
join-board-view-3d = El tablero 3D está dibujado arriba, { $side } abajo; leer tablero lo lee nivel por nivel, plataformas dice dónde están las plataformas de ataque.
join-arbiter-local-help = Aquí en su dispositivo: tableros compara los tableros de las blancas y de las negras, tablero blancas o tablero negras lee uno de ellos, planillas lee las dos planillas.
join-arbiter-no-overview = El anfitrión aún no ha enviado el resumen; inténtelo de nuevo en un momento.
join-arbiter-boards-agree = Los tableros de las blancas y de las negras coinciden.
join-arbiter-boards-differ = Los tableros de las blancas y de las negras difieren en { $squares }. En el tablero de las blancas: { $white } En el tablero de las negras: { $black }
join-arbiter-boards-differ-3d = Los tableros de blancas y negras difieren en { $squares }. Lo que hay allí lo dicen blancas: mi tablero y negras: mi tablero.
join-arbiter-last-moves = Última jugada en la planilla de las blancas: { $white }; en la de las negras: { $black }.
join-arbiter-no-move = ninguna todavía
join-arbiter-move = { $words } ({ $san })
    .spoken = { $words }
join-arbiter-board = El tablero de las { $side ->
    [white] blancas
   *[black] negras
}, como lo muestra su dispositivo: { $reading }
join-arbiter-records = Planilla de las blancas: { $white }. Planilla de las negras: { $black }.
join-arbiter-record-empty = ninguna jugada todavía
join-arbiter-words-boards = tableros, comparar tableros, los dos tableros
join-arbiter-words-board-white = tablero blancas, tablero de blancas, tablero de las blancas, tablero blanco
join-arbiter-words-board-black = tablero negras, tablero de negras, tablero de las negras, tablero negro
join-arbiter-words-records = planillas, las dos planillas, partidas
join-arbiter-how-to-leave = Para salir pulse Ctrl-D; la partida sigue en el equipo del anfitrión, y ansage join --arbiter DIRECCIÓN le trae de vuelta como árbitro.
# A one-shot command (say, parse, pgn …) could not write its output; $reason is the end of a
# sentence from file-io-reason ("el disco está lleno").
cli-output-unwritable = No se puede escribir la salida: { $reason }; libere espacio o envíe la salida a otro archivo y repita la orden, por favor.
