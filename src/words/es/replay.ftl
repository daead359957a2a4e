# ansage replay: a recorded game read aloud move by move (replay/).

## The prompt

replay-prompt-start = Inicio>{ " " }
# "12... Cc6> "
replay-prompt-move = { $label } { $san }>{ " " }

## The game as a whole

# "Ganan las negras (0-1)", spoken without the notation; `capital` when it opens a sentence.
replay-result = { $result ->
    [white] { $capital ->
        [yes] Ganan las blancas
       *[no] ganan las blancas
    }
    [black] { $capital ->
        [yes] Ganan las negras
       *[no] ganan las negras
    }
   *[draw] { $capital ->
        [yes] Tablas
       *[no] tablas
    }
} ({ $token })
    .spoken = { $result ->
        [white] { $capital ->
            [yes] Ganan las blancas
           *[no] ganan las blancas
        }
        [black] { $capital ->
            [yes] Ganan las negras
           *[no] ganan las negras
        }
       *[draw] { $capital ->
            [yes] Tablas
           *[no] tablas
        }
    }
replay-no-result = { $capital ->
    [yes] Sin resultado
   *[no] sin resultado
}
replay-players = { $white } contra { $black }
replay-unknown-player = Desconocido
replay-moves = { $n ->
    [0] ninguna jugada
    [one] una jugada
   *[other] { $n } jugadas
}
replay-game = { $text }.
replay-game-in-file = Partida { $number } de { $count }: { $text }.
replay-other-games = El archivo contiene { $count } partidas; para elegir otra use --game, por ejemplo --game { $other }.
replay-set-up = La partida empieza en una posición preparada; posición la lee en voz alta.
replay-how-to-go-on = Adelante con Intro o siguiente, atrás con atrás, ayuda para todas las órdenes.
replay-note = Nota previa: { $text }
replay-comment = Comentario: { $text }

## Moving through the game

replay-last-move = Esa fue la última jugada; { $result }.
replay-last-move-no-result = Esa fue la última jugada; no hay resultado anotado.
replay-over = La partida ha terminado: { $result }. Atrás con atrás, al principio con inicio.
replay-over-no-result = La anotación ha terminado, sin resultado. Atrás con atrás, al principio con inicio.
replay-at-start = Esta ya es la posición inicial. Adelante con Intro o siguiente.
replay-no-moves = Esta partida no tiene jugadas.
# "la jugada doce, Negras" inside a sentence.
replay-move-name = la jugada { $number }, { $side }
replay-no-such-move = No existe { $asked } en esta partida: { $range }.
replay-range-empty = esta partida no tiene jugadas
replay-range = la partida va de { $first } a { $last }
replay-where-start = { $n ->
    [0] Posición inicial; la partida no tiene jugadas.
    [one] Posición inicial; la partida tiene una media jugada.
   *[other] Posición inicial; la partida tiene { $n } medias jugadas.
}
replay-where-last = Después de { $name }, la última jugada de la partida.
replay-where = Después de { $name }; es la media jugada { $ply } de { $total }.
replay-no-comment-start = Antes de la primera jugada no hay ningún comentario.
replay-no-comment = No hay ningún comentario sobre { $name }.

## What an annotation glyph means

replay-nag = { $nag ->
    [1] Buena jugada.
    [2] Un error.
    [3] Una jugada muy fuerte.
    [4] Un error grave.
    [5] Una jugada interesante.
    [6] Una jugada dudosa.
    [7] Una jugada forzada.
    [13] La posición no está clara.
    [14] Las blancas están algo mejor.
    [15] Las negras están algo mejor.
    [16] Las blancas están mejor.
    [17] Las negras están mejor.
    [18] Las blancas tienen posición ganadora.
    [19] Las negras tienen posición ganadora.
    [22] Las blancas están en zugzwang.
    [23] Las negras están en zugzwang.
   *[equal] La posición está igualada.
}

## info

replay-info-player = { $side }: { $name }.
replay-info-player-elo = { $side }: { $name }, Elo { $elo }.
replay-unknown = desconocido
replay-info-tag = { $tag ->
    [event] Torneo
    [site] Lugar
    [round] Ronda
    [date] Fecha
   *[opening] Apertura
}: { $value }.
replay-none = ninguno
replay-info-result = Resultado: { $result }, { $moves }.
replay-info-place = Partida { $number } de { $count } del archivo.

## Other input

replay-not-available = «{ $typed }» no existe al reproducir una partida; ayuda nombra todas las órdenes.
replay-not-understood = No entiendo «{ $typed }». Adelante con Intro o siguiente, atrás con atrás, jugada y un número salta a una jugada, ayuda nombra todas las órdenes.
replay-help =
    Órdenes al reproducir una partida, escritas o dichas:
    siguiente, adelante o Intro: la siguiente media jugada, con sus comentarios; siguiente cinco: cinco medias jugadas.
    atrás o anterior: una media jugada atrás; atrás tres: tres medias jugadas.
    jugada doce, jugada doce negras, ir a 12, 12...: a la posición después de esa jugada.
    inicio: a la posición inicial; final o a la última jugada: a la última jugada.
    posición o leer tablero: todas las piezas; a quién le toca; dónde: qué jugada y cuántas quedan.
    comentario: los comentarios de la jugada otra vez; info: jugadores, torneo, fecha y resultado; fen: la posición en FEN.
    repetir: lo último otra vez; salir o terminar: terminar.
    Además, las preguntas de ansage play, por ejemplo qué hay en e4, atacantes e4, columna eva, material, últimas tres jugadas.

# A text the same in every language (a year, a name).

## Playing a tape (ansage replay FILE.ogg)

replay-tape-help =
    Órdenes al reproducir una grabación, escritas o dichas:
    siguiente, adelante o Intro: el siguiente tramo; siguiente cinco: cinco tramos más.
    atrás o anterior: el tramo anterior; atrás tres: tres tramos atrás.
    jugada doce, jugada doce negras, ir a 12, 12...: el anuncio de esa jugada.
    inicio: al principio de la cinta; final: el último tramo.
    repetir: el tramo otra vez; dónde: qué tramo; info: la partida.
    Escape o silencio: callar; salir o terminar: terminar.

## Choosing the game to replay

replay-game-zero = Las partidas se cuentan desde 1: la primera es --game 1.
replay-file-missing = El archivo { $path } no existe. Indique un archivo PGN, por ejemplo: ansage replay partida.pgn
replay-file-folder = { $path } es una carpeta. Indique un archivo PGN que esté dentro.
replay-file-unreadable = El archivo { $path } no se puede leer ({ $reason }). Compruebe los permisos o indique otro archivo.
replay-no-game = El archivo no contiene ninguna partida que se pueda reproducir.
replay-no-such-game = { $count ->
    [1] La partida { $number } no existe: el archivo solo contiene una partida, --game 1.
   *[other] La partida { $number } no existe: el archivo contiene { $count } partidas; elija de --game 1 a --game { $count }.
}
replay-broken = Por eso la partida { $number } no se puede reproducir; elija otra con --game.
