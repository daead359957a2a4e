# Comprensión: por qué una jugada entendida en palabras no se puede jugar aquí, como la
# oración tras «pero» en input-heard-but: el mismo motivo que en notation.ftl con la primera
# letra en minúscula; donde el motivo empieza por un nombre (un bando, una casilla), el motivo
# mismo.

input-heard-reason-game-over = la partida ha terminado ({ $how ->
        [checkmate] jaque mate
       *[draw] tablas
    }); ya no se puede jugar ninguna jugada.
input-heard-reason-no-such-piece = a { $side } no le queda { $kind ->
        [king] ningún rey
        [queen] ninguna dama
        [rook] ninguna torre
        [bishop] ningún alfil
        [knight] ningún caballo
       *[pawn] ningún peón
    }.
input-heard-reason-empty-origin = en { $square } no hay ninguna pieza.
input-heard-reason-opponents-piece = la pieza de { $square } es de { $other }; juegan { $side }.
input-heard-reason-other-piece = en { $square } hay { $actual ->
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
input-heard-reason-cannot-reach = { $kind ->
        [king] ningún rey
        [queen] ninguna dama
        [rook] ninguna torre
        [bishop] ningún alfil
        [knight] ningún caballo
       *[pawn] ningún peón
    } puede llegar a { $square }.
input-heard-reason-no-capture = { $kind ->
        [king] ningún rey
        [queen] ninguna dama
        [rook] ninguna torre
        [bishop] ningún alfil
        [knight] ningún caballo
       *[pawn] ningún peón
    } puede capturar nada.
input-heard-reason-own-piece-on-target = en { $square } ya hay una pieza propia.
input-heard-reason-king-would-be-in-check = el rey quedaría en jaque.
input-heard-reason-check-not-answered = el rey está en jaque, y esta jugada no para el jaque.
input-heard-reason-no-promotion-here = solo se corona un peón que llega a la última fila.
input-heard-reason-castling-right-lost = { $side } ya no pueden enrocar { $wing ->
        [short] corto
       *[long] largo
    }: el rey o la torre ya se han movido.
input-heard-reason-castling-blocked = hay piezas entre el rey y la torre.
input-heard-reason-castling-in-check = no se puede enrocar estando en jaque.
input-heard-reason-castling-through-check = el rey pasaría por una casilla atacada o terminaría en jaque.
