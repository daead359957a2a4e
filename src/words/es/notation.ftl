# Los textos de la notación: por qué una jugada no es legal (notation/explain.rs), por qué
# se rechaza una FEN, un archivo PGN o las jugadas de una planilla. Argumentos: $side,
# $other son bandos; $square es una casilla; $kind, $actual, $named son claves de pieza
# (king, queen, rook, bishop, knight, pawn); $game es el número de la partida.

notation-game-over = La partida ha terminado ({ $how ->
        [checkmate] jaque mate
       *[draw] tablas
    }); ya no se puede jugar ninguna jugada.
notation-no-such-piece = A { $side } no le queda { $kind ->
        [king] ningún rey
        [queen] ninguna dama
        [rook] ninguna torre
        [bishop] ningún alfil
        [knight] ningún caballo
       *[pawn] ningún peón
    }.
notation-empty-origin = En { $square } no hay ninguna pieza.
notation-opponents-piece = La pieza de { $square } es de { $other }; juegan { $side }.
notation-other-piece = En { $square } hay { $actual ->
        [king] un rey
        [queen] una dama
        [rook] una torre
        [bishop] un alfil
        [knight] un caballo
       *[pawn] un peón
    }, no { $named ->
        [king] un rey
        [queen] una dama
        [rook] una torre
        [bishop] un alfil
        [knight] un caballo
       *[pawn] un peón
    }.
notation-cannot-reach = { $kind ->
        [king] Ningún rey
        [queen] Ninguna dama
        [rook] Ninguna torre
        [bishop] Ningún alfil
        [knight] Ningún caballo
       *[pawn] Ningún peón
    } puede llegar a { $square }.
notation-no-capture = { $kind ->
        [king] Ningún rey
        [queen] Ninguna dama
        [rook] Ninguna torre
        [bishop] Ningún alfil
        [knight] Ningún caballo
       *[pawn] Ningún peón
    } puede capturar nada.
notation-own-piece-on-target = En { $square } ya hay una pieza propia.
notation-king-would-be-in-check = El rey quedaría en jaque.
notation-check-not-answered = El rey está en jaque, y esta jugada no para el jaque.
notation-no-promotion-here = Solo se corona un peón que llega a la última fila.
notation-castling-right-lost = { $side } ya no pueden enrocar { $wing ->
        [short] corto
       *[long] largo
    }: el rey o la torre ya se han movido.
notation-castling-blocked = Hay piezas entre el rey y la torre.
notation-castling-in-check = No se puede enrocar estando en jaque.
notation-castling-through-check = El rey pasaría por una casilla atacada o terminaría en jaque.

# Las jugadas de una planilla: $number es el número de jugada («12.» o «12...»), $move la jugada.
notation-movetext-illegal = Jugada { $number } { $move }: en esta posición no es una jugada legal.

# FEN.
notation-fen-empty = La FEN está vacía. Indique una posición, por ejemplo la inicial: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
notation-fen-field-count = Una FEN tiene seis campos, o cuatro sin los contadores de jugadas; esta tiene { $count }.
notation-fen-rank-count = La parte del tablero de la FEN describe { $count } filas en lugar de ocho.
notation-fen-rank-width = La fila { $rank } describe { $count } casillas en lugar de ocho.
notation-fen-board-character = El carácter { $character } no es una letra de pieza (KQRBNP, kqrbnp) ni una cifra del 1 al 8.
notation-fen-field-invalid = En la FEN, el campo { $field } no es válido.
notation-fen-counter = La FEN indica { $value } { $field }; ninguna partida llega tan lejos. Se aceptan números hasta { $max }.
notation-fen-illegal = Esta posición no está permitida: { $reasons }
notation-fen-field-side-to-move = del bando que juega
notation-fen-field-castling = de los derechos de enroque
notation-fen-field-en-passant = de la casilla al paso
notation-fen-field-halfmove-clock = del contador de medias jugadas
notation-fen-field-fullmove-number = del número de jugada
notation-fen-field-board = del tablero
notation-setup-empty-board = El tablero está vacío.
notation-setup-missing-king = { $side } no tienen rey.
notation-setup-too-many-kings = { $side } tienen más de un rey.
notation-setup-pawns-on-back-rank = Hay un peón en la primera o en la octava fila.
notation-setup-castling-rights = Los derechos de enroque no encajan con la posición: el rey o la torre no está en su casilla inicial.
notation-setup-en-passant-square = La casilla al paso no encaja con la posición.
notation-setup-opposite-check = El bando que no juega está en jaque.
notation-setup-impossible-check = Este jaque no puede darse en ninguna partida.
notation-setup-too-much-material = Hay más piezas en el tablero de las que puede tener una partida.

# Archivos PGN. Un texto largo se acorta: $start son sus primeros 40 caracteres, $count los
# cuenta todos.
notation-excerpt = { $start }… ({ $count } caracteres)
notation-pgn-at-the-start = al principio de las jugadas
notation-pgn-after-move = después de la jugada { $move }
notation-pgn-io = No se pudo leer el archivo: { $error }.
notation-pgn-binary = Esto no es un archivo de texto PGN: en la posición { $offset } hay un byte nulo. Elija un archivo PGN.
notation-pgn-impossible-move = Partida { $game }, jugada { $number } { $move }: esta jugada no es posible en la posición.
notation-pgn-ambiguous-move = Partida { $game }, jugada { $number } { $move }: esta jugada es ambigua; más de una pieza puede hacerla.
notation-pgn-fen = Partida { $game }: la indicación FEN no es válida. { $error }
notation-pgn-no-game = El archivo no contiene ninguna partida en PGN.
notation-pgn-unreadable = Partida { $game }: { $move } no es una jugada en notación PGN (letras inglesas K Q R B N, como en Nf3). La partida no se leyó.
notation-pgn-unclosed-variation = Partida { $game }: la variante que se abre con ( { $where } nunca se cierra con ). La partida no se leyó; las siguientes sí.
notation-pgn-unopened-variation = Partida { $game }: el ) { $where } no cierra ninguna variante. La partida no se leyó.
notation-pgn-no-result = La partida { $game } termina sin resultado (1-0, 0-1, 1/2-1/2 o *); quizá el archivo está cortado.
notation-pgn-variant = La partida { $game } se jugó en la variante { $variant }; ansage solo lee ajedrez normal y Chess960. La partida no se leyó.
notation-pgn-drop = Partida { $game }, jugada { $number } { $move }: aquí se coloca una pieza en el tablero como en la variante Crazyhouse; ansage solo lee ajedrez normal y Chess960. La partida no se leyó.
notation-pgn-null-move = Partida { $game }, jugada { $number } --: es una jugada nula, un turno saltado como lo escriben los programas de análisis; la partida se leyó hasta la jugada anterior.
