# What the command parser refuses, and what to say instead (src/commands/parse/).
# $word, $text: what the player typed, as typed.

## Examples inside other sentences.
# The command before a square, with a space after it ("atacantes "): square-* $example.
parse-head-attackers = atacantes{ " " }
parse-head-defenders = defensores{ " " }
parse-head-diagonals = diagonal{ " " }
parse-head-square = qué hay en{ " " }
parse-head-moves-from = jugadas de{ " " }
parse-head-captures = capturas de{ " " }
# Whole commands, as examples.
parse-example-last-moves = últimas 3 jugadas
parse-example-repeat = repetir 3
parse-example-add-time = añadir tiempo blancas dos minutos
parse-example-take-time = quitar tiempo negras treinta segundos
parse-example-set-time = poner reloj blancas cuatro minutos
parse-example-report = en mi tablero en e4 hay un alfil blanco, o en mi tablero e4 está vacía

## Files and ranks (square.rs). $files: the names of the files, "Anna, …, Gustav y Hector".
parse-file-which = ¿Qué columna? Diga por ejemplo columna Eva; las columnas se llaman { $files }.
# $number: the rank as a number (1 to 8); $rank: the same in words, not used here (the
# selector says nothing), as the Spanish parser reads numbers in digits
parse-file-is-rank = { $number ->
        [1] Uno
        [2] Dos
        [3] Tres
        [4] Cuatro
        [5] Cinco
        [6] Seis
        [7] Siete
       *[8] Ocho
    } es una fila, no una columna; diga fila { $number }, o una columna: { $files }.{ $rank ->
       *[other] { "" }
    }
parse-file-unknown = «{ $word }» no es una columna; las columnas se llaman { $files }.
parse-rank-which = ¿Qué fila? Diga por ejemplo fila 4; las filas van de uno a ocho.
# $file: the file's name ("Eva")
parse-rank-is-file = { $file } es una columna, no una fila; diga columna { $file }, o una fila de uno a ocho.
parse-rank-unknown = «{ $word }» no es una fila; las filas van de uno a ocho.

## Counts of moves and pieces (queries.rs). $example: a whole command.
parse-count-zero = Cero jugadas no es nada; diga un número desde uno, por ejemplo { $example }.
parse-count-not-a-number = «{ $word }» no es un número; diga por ejemplo { $example }.
parse-pieces-one-kind = Pregunte por una clase de pieza cada vez, por ejemplo: dónde están mis torres.
parse-pieces-unknown = No conozco «{ $word }» como pieza. Conozco rey, dama, torre, alfil, caballo y peón, también torres, caballos y las demás, y piezas para todas.
parse-pieces-which = ¿Qué piezas? Diga por ejemplo: dónde están mis caballos.
parse-captures-which = ¿Qué pieza? Diga por ejemplo: qué puede capturar la dama, o capturas de Felix tres.

## Time the arbiter adds or takes away (clock.rs). $example: a whole command.
parse-clock-add-or-take = ¿Añadir o quitar? Diga por ejemplo añadir tiempo blancas dos minutos o quitar tiempo negras un minuto.
parse-arbiter-result = ¿Qué resultado? Diga por ejemplo resultado 1-0, resultado ganan negras o resultado tablas.
parse-arbiter-warning = ¿A quién amonestar? Diga amonestación blancas o amonestación negras.
parse-clock-no-unit = A «{ $word }» le falta la unidad: minutos o segundos. Diga por ejemplo: { $example }.
parse-clock-whose = ¿El reloj de quién, blancas o negras? Diga por ejemplo: { $example }.
parse-clock-one-colour = Nombre un solo color, blancas o negras, por ejemplo: { $example }.
parse-clock-how-much = ¿Cuánto tiempo? Diga minutos o segundos, por ejemplo: { $example }.
parse-clock-zero = Cero segundos no cambian nada; diga un tiempo, por ejemplo: { $example }.
parse-clock-unknown-word = No entiendo «{ $word }» aquí. Diga el color y el tiempo en minutos o segundos, por ejemplo: { $example }.

## A move of the player's own record (record.rs).
parse-record-which-move = ¿Qué jugada? Diga el número y la jugada, por ejemplo: mi jugada doce fue Te1.
parse-record-move-zero = No hay jugada cero, las jugadas se cuentan desde uno; diga por ejemplo: mi jugada doce fue Te1.
# $number: the move number in words
parse-record-what-move = ¿Cuál fue la jugada { $number }? Diga también la jugada, por ejemplo: mi jugada { $number } fue Te1.
parse-record-not-a-number = «{ $word }» no es un número de jugada; diga por ejemplo: mi jugada doce fue Te1.

## A square of the player's own board (record.rs). $example: parse-example-report.
parse-report-unknown = No entiendo «{ $word }» aquí. Conozco rey, dama, torre, alfil, caballo y peón, blanco y negro, y vacía; por ejemplo: { $example }.
parse-report-placement = Diga mi tablero y después la posición en FEN, solo la parte de las piezas; o para una casilla, por ejemplo: en mi tablero e4 está vacía.
parse-report-which-square = ¿Qué casilla? Diga por ejemplo: { $example }.
parse-report-one-square = Una casilla cada vez, por favor, por ejemplo: { $example }.
# $square: the square in words; $notation: the square in notation ("e4")
parse-report-what-piece = ¿Qué hay en { $square } en su tablero? Diga la pieza, por ejemplo: en mi tablero en { $notation } hay un alfil blanco, o en mi tablero { $notation } está vacía.
parse-report-piece-or-empty = ¿Hay una pieza en { $square }, o está vacía la casilla? Diga por ejemplo: { $example }.
parse-report-one-piece = En una casilla solo hay una pieza; una cada vez, por favor, por ejemplo: { $example }.
parse-report-one-colour = ¿Blanca o negra? Un solo color, por favor, por ejemplo: { $example }.

## Settings (session.rs).
parse-settings-what = Diga ajustes para oírlos todos, o guardar ajustes.
parse-board-switch = Diga tablero sí o tablero no; solo tablero lo alterna; leer tablero lee todas las piezas.
parse-style-which = ¿Cómo se anuncian las jugadas? Diga anuncio corto, anuncio largo o anuncio detallado.
parse-style-unknown = No conozco el anuncio «{ $word }»; diga anuncio corto, anuncio largo o anuncio detallado.
