# Three-dimensional chess (Meder's rules, the seed's Appendix E notation): the names of the
# 3D board, moves in words in the spirit of Appendix F, and what a 3D game says. The phrases
# are built in src/tridim/ (words.rs, game.rs), src/play/three_d.rs and
# src/ui/three_d_app.rs. The files keep the names of Appendix F (Anna … Eva, Zacharias).

## The names of the board (article 2: three main boards, the attack boards on their pins)

# $file: z, a, b, c, d, e; the spelling alphabet of Appendix F, with Zacharias for z
tridim-file = { $file ->
        [z] Zacharias
        [a] Anna
        [b] Bella
        [c] Cäsar
        [d] David
       *[e] Eva
    }
# $file: tridim-file; $rank: the rank in words (cero … nueve)
tridim-column = { $file } { $rank }
# $board: white, neutral, black
tridim-board = { $board ->
        [white] Blanco
        [neutral] Neutral
       *[black] Negro
    }
# $wing: queen, king; $number: one to six in words
tridim-pin = { $wing ->
        [queen] pin de dama
       *[king] pin de rey
    } { $number }
tridim-square = { $column } en { $level }

## Moves in words (E9–E15)

# $pending: yes (a promotion the opponent's deck move left pending, said first), no;
# $check: check, mate, none
tridim-move = { $pending ->
        [yes] { CAPITAL($promotion) } { $action }
       *[no] { CAPITAL($action) }
    }{ $check ->
        [check] , jaque
        [mate] , jaque mate
       *[none] { "" }
    }
tridim-pending-promotion = coronación en { $square } a { $piece },
# $long: yes, no
tridim-castling = { $long ->
        [yes] enroque largo
       *[no] enroque corto
    }
# $from, $to: pins; $carries: yes (with $passenger), no; $promoted: yes (with $square and
# $promotion), no
tridim-deck = plataforma de { $from } { $carries ->
        [yes] con { $passenger } a
       *[no] a
    } { $to }{ $promoted ->
        [yes] , coronación en { $square } a { $promotion }
       *[no] { "" }
    }
# $how: pawn-takes, takes-from, takes, from, plain ($origin as far as the notation names it,
# E11, E12); $passant: yes, no; $promoted: yes (with $promotion), no
tridim-piece-move = { $how ->
        [pawn-takes] { CAPITAL($piece) } { $origin } toma { $to }
        [takes-from] { CAPITAL($piece) } de { $origin } toma { $to }
        [takes] { CAPITAL($piece) } toma { $to }
        [from] { CAPITAL($piece) } de { $origin } a { $to }
       *[plain] { CAPITAL($piece) } { $to }
    }{ $passant ->
        [yes] { " " }al paso
       *[no] { "" }
    }{ $promoted ->
        [yes] , coronación a { $promotion }
       *[no] { "" }
    }

## The end of the game (article 5, 9.1–9.3, 9.6)

## The game at the keyboard

# $new: yes, no (a game that goes on)
tridim-greeting = { $new ->
        [yes] Nueva partida
       *[no] Partida
    } de ajedrez tridimensional según Meder. Juegan { $side }. Jugadas en notación, como b4N o Cc3W, o en palabras, como peón Bella cuatro en Neutral. Ayuda con ayuda, salir con fin.
tridim-prompt-which = Qué jugada>{ " " }
# $number: the move number in words; $words: tridim-move; $notation: the move as written
tridim-announcement = Jugada { $number }, { $side }: { $words } ({ $notation }).
    .spoken = Jugada { $number }, { $side }: { $words }.
tridim-game-over = La partida ha terminado: { $end } Escriba fin para salir, o deshacer para retirar la última jugada.
tridim-not-in-3d = «{ $line }» no existe en una partida de ajedrez tridimensional; ayuda dice lo que hay.
tridim-no-move = «{ $line }» no es una jugada legal aquí. Diga por ejemplo peón Bella cuatro en Neutral, o escriba b4N; jugadas muestra la partida, posición lee el tablero.
tridim-announced-move-due = Tras la reclamación rechazada hay que jugar la jugada anunciada: { $words } ({ $notation }).
tridim-claim-move-unclear = Varias jugadas encajan con la jugada anunciada: { $moves }. Nómbrela con su nivel.
tridim-draw-offered = { $side } ofrecen tablas. { $other } responden sí o no, o juegan.
tridim-pending-uncovered = El peón en { $square } ha quedado al descubierto y se promociona antes de la próxima jugada: diga la jugada y ansage preguntará a qué pieza; al escribir, también puede ir todo junto, por ejemplo (a8SD) Kb1W.
# $moves: tridim-candidate, by semicolons
tridim-which-move = ¿Qué jugada quiere decir? { $moves }. Diga el número, o la jugada con más precisión.
tridim-candidate = { $number }: { $words } ({ $notation })
    .spoken = { $number }: { $words }
tridim-move-question-dropped = Se descarta la pregunta sobre la jugada.
tridim-other-answers-first = { $side } está respondiendo a una pregunta; vuelva a intentarlo después.
tridim-repeat-first = Repita primero la jugada anunciada: { $words }. Su propia jugada viene después.
tridim-repeat-wrong = Esa no era la jugada anunciada. Se anunció: { $words }. Repítala, por favor.
tridim-question-dropped = Se descarta la pregunta.
tridim-goes-on = Bien, la partida sigue.
tridim-really-quit = La partida no ha terminado. ¿Salir de verdad? Sí o no.
tridim-really-resign = ¿Abandonar de verdad? Entonces { $side } pierden la partida. Sí o no.
tridim-really-accept-draw = ¿Aceptar de verdad las tablas? Sí o no.
tridim-turn = Juegan { $side }.
tridim-nothing-to-take-back = Todavía no hay ninguna jugada que retirar.
tridim-taken-back = Retirada: { $words }. Juegan { $side }.
tridim-taken-back-two = Retiradas: la respuesta del motor, { $answer }, y su jugada, { $words }. Juegan { $side }.
# $words: the move in words (tridim-announcement's words); $notation: in the seed's notation
tridim-hint = Consejo: { $words } ({ $notation }).
tridim-no-engine-help = Los consejos y la evaluación se dan al entrenar contra el motor, por ejemplo con ansage play --variant 3d --black engine.
# $times: in words; $halfmoves: in digits
tridim-no-moves-yet = Todavía no se ha jugado ninguna jugada.
# Shown: $moves in notation; spoken: $words, each a tridim-scoresheet-move
tridim-scoresheet = { $moves }
    .spoken = { $words }
tridim-scoresheet-move = { $number }, { $words }.
tridim-game-in-words = La partida en palabras: { $words }

## Questions about the 3D board

tridim-empty = vacío
# $color: white, black; $kind: king, queen, rook, bishop, knight, pawn; $piece: its name
tridim-colored-piece = { $piece } { $color ->
        [white] { $kind ->
            [queen] blanca
            [rook] blanca
           *[other] blanco
        }
       *[black] { $kind ->
            [queen] negra
            [rook] negra
           *[other] negro
        }
    }
tridim-piece-at = { $piece } { $column }
# The board read level by level: $levels, each a tridim-board-level
tridim-board-read = { $levels } Juegan { $side }.
tridim-board-level = { $title }: { $pieces }.
tridim-main-board = Tablero { $level }
# $mark: white, black
tridim-deck-title = { CAPITAL($pin) }, plataforma { $mark ->
        [white] blanca
       *[black] negra
    }
tridim-column-missing = { $column } no existe ahora: ahí no hay ningún tablero ni ninguna plataforma.
tridim-level-missing = Ese nivel no existe ahora en { $column }.
# $levels: tridim-on-level, by semicolons
tridim-column-answer = { $column }: { $levels }.
tridim-on-level = en { $level } { $what }
tridim-attacker = { $piece } { $square }
tridim-attacked-by = por { $side }: { $pieces }
tridim-attacked = { $column } está atacada { $by }.
tridim-not-attacked = Ninguna pieza ataca { $column }.
# $kind: king, queen, rook, bishop, knight, pawn
tridim-no-pieces = { $side } no tienen { $kind ->
        [queen] ninguna
        [rook] ninguna
       *[other] ningún
    } { $piece }.
tridim-pieces = { $side }, { $piece }: { $squares }.
# $decks: tridim-deck-state, by semicolons
tridim-decks = { $decks }.
tridim-deck-state = { CAPITAL($pin) }: plataforma de { $mark }, { $load }, { $owner }
tridim-deck-owner = la mueven { $side }
tridim-deck-stuck = inmóvil, lleva más de una pieza

## Help

# Every legal move of the side to move, in words ("legale züge").
tridim-legal-move-list = { $moves }.
tridim-help-notation = Ajedrez tridimensional según Meder: jugadas en la notación del apéndice E, como b4N, Cc3W, Axd5N, aWxb4W, Td0KP1, DP3 o KP1-KP3 para una plataforma, 0-0, d8SD para una coronación.
tridim-help-words = O en palabras: peón Bella cuatro en Neutral, caballo de Bella a Cäsar cinco en Neutral, plataforma de pin de dama uno a pin de dama tres, enroque corto. Las columnas se llaman Zacharias, Anna, Bella, Cäsar, David, Eva; las filas, de cero a nueve; los niveles, Blanco, Neutral, Negro, y los pines, pin de dama y pin de rey, de uno a seis.
tridim-help-questions = Preguntas: qué hay en c3 (todos los niveles), c3N?, atacantes c3, dónde están mis caballos, plataformas, posición (el tablero nivel por nivel), a quién le toca, última jugada, últimas tres jugadas, número de jugada, estoy en jaque, material, piezas capturadas, última captura, jugadas legales, qué piezas cuelgan, quién es mi rival, info.
tridim-help-more = Además: jugadas, fen, repetir, deshacer, tablas, reclamar tablas, abandonar, guardar, fin.
tridim-help-settings = Ajustes: más rápido, más lento, más alto, más bajo, voz, leer en voz alta sí o no, repetición sí o no, ajustes, guardar ajustes, prueba de micrófono.
tridim-announcement-whole = En el ajedrez tridimensional cada jugada se anuncia entera, con casilla, nivel y pieza, en las palabras del idioma elegido; por eso la forma del anuncio se queda como está.
tridim-help-boards = Su tablero y su planilla (F2.7, F2.8): en d1W tengo un caballo, en mi tablero b2W está vacía, mi jugada 1 fue a7S-a6S, comparar tableros.

## The game's file (ansage play --variant 3d --pgn)

tridim-file-holds-other = { $path } ya contiene algo que no es una partida 3D en curso; para no sobrescribir nada, indique otro archivo con --pgn.
tridim-file-unreadable = No se puede leer { $path }: { $error }.
tridim-continued = La partida del archivo sigue, después de { $count } medias jugadas.
tridim-resumed = La partida interrumpida continúa, después de { $count } medias jugadas.
tridim-no-interrupted-game = No espera ninguna partida 3D interrumpida. Empieza una partida nueva.
tridim-journal-not-3d = { $path } es el diario de una partida de ajedrez, no de ajedrez 3D. Continúela con ansage play --resume sin --variant 3d.
tridim-save-failed = No se puede guardar la partida en { $path }, { $reason }; se mostrará al final.
tridim-saved = Partida guardada en { $path }.
tridim-not-saved = No se puede guardar la partida en { $path }: { $reason }.
tridim-name-a-file = Indique un archivo: guardar partida.pgn.
tridim-the-game = La partida:

## A position in FEN3D that cannot be read (ansage 3d, --fen3d)

tridim-fen-fields = Una FEN3D tiene siete campos separados por espacios; esta tiene { $count }.
tridim-fen-piece = «{ $text }» no es una pieza en una casilla, como Kd0KP1 o pb7S*.
tridim-fen-square = { $text } no es una casilla del tablero con estas plataformas.
tridim-fen-twice = Hay dos piezas en { $text }.
tridim-fen-deck = «{ $text }» no es una plataforma en un pin, como DP1w.
# $field: turn, en-passant, pending-promotion, half-moves, move-number
tridim-fen-field = «{ $text }» no se puede leer como { $field ->
        [turn] el bando que juega
        [en-passant] un derecho de captura al paso
        [pending-promotion] una casilla
        [half-moves] un número
       *[move-number] un número de jugada
    }.

## Settling two 3D boards with both records (F2.7, F2.8)

tridim-reconcile-deck = Ponga el tablero de ataque de { $side } de { $from } a { $to }, con todo lo que lleva.
tridim-record-no-legal-move = Ninguna jugada legal corresponde a esta anotación.
tridim-reconcile-record-unreadable = La anotación de { $side } ({ $path }) no se puede leer: { $reason } Indique un archivo con las jugadas de la partida 3D, por ejemplo b4N b5S c3W.
tridim-arbiter-not-your-question = Esta pregunta es para { $side }; { $side } responden con sí o no.
tridim-arbiter-nothing-to-decide = En una partida 3D nada espera su sí o no. Puede parar y ajustar los relojes, informar de una casilla de un tablero (blancas: en d1W tengo un caballo), anotar un resultado o amonestar. Ayuda lo dice todo.
tridim-arbiter-name-the-seat = Diga de quién es el tablero: blancas: o negras: antes del informe, por ejemplo blancas: en d1W tengo un caballo.
tridim-arbiter-square-by-square = En una partida 3D se informa de un tablero casilla por casilla, por ejemplo blancas: en d1W tengo un caballo, y oye qué hacer allí. Las dos planillas se comparan con comparar tableros.
tridim-record-entry-unclear = Eso corresponde a más de una jugada: { $candidates }. La planilla queda como estaba; nombre la jugada con su nivel, por ejemplo: mi jugada { $number } fue Cb1W-c3W.
tridim-record-entry-no-move = Ninguna jugada legal corresponde allí a «{ $text }». La planilla queda como estaba; por ejemplo: mi jugada { $number } fue b2W-b4W.
tridim-board-drawn = El tablero 3D está dibujado arriba, { $side } abajo: mayúsculas las blancas, minúsculas las negras, la última jugada entre corchetes. Para oírlo: posición; las plataformas: plataformas.
