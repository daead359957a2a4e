# Playing a recorded tape (src/replay/tape.rs, src/ui/tape_replay.rs). Each id has its twin
# in every other language folder, with the same arguments.

tape-greeting = Grabación { $name }: { $n ->
    [one] una parte
   *[other] { $count } partes
}, { $length }.
tape-how-to-play = Reproducir con Enter o siguiente, atrás con atrás, a una jugada con jugada y su número, ayuda para todas las órdenes.
tape-prompt-start = Inicio>{ " " }
tape-unknown-command = Eso no es una orden para reproducir una grabación; ayuda nombra las órdenes.
tape-move-not-on-tape = La jugada { $count } de { $side } no está en esta grabación.
tape-only-what-was-said = Una grabación solo tiene lo que se dijo; para el tablero y preguntas sobre la posición, reproduzca el archivo PGN de la partida.
tape-at-end = La grabación ha llegado al final; atrás, o jugada y un número, vuelven a reproducir una jugada.
tape-at-start = Inicio de la grabación; Enter reproduce la primera parte.
tape-where-start = Al inicio de la grabación, antes de { $total } partes.
# Shown with the part's title (notation), spoken with its words.
tape-where = Parte { $number } de { $total }, { $title }, a los { $when }.
    .spoken = Parte { $number } de { $total }, a los { $when }: { $heard }
tape-no-heading = Esta grabación no nombra la partida.
tape-no-microphone = ansage no escucha el micrófono mientras suena una grabación, porque oiría la propia grabación; escriba las órdenes, por favor.
# "tres minutos veintinueve segundos", "doce segundos", "un minuto".
tape-length = { $minutes ->
    [0] { $seconds ->
        [one] un segundo
       *[other] { $seconds-words } segundos
    }
   *[other] { $minutes ->
        [one] un minuto
       *[other] { $minutes-words } minutos
    }{ $seconds ->
        [0] { "" }
        [one] { " " }un segundo
       *[other] { " " }{ $seconds-words } segundos
    }
}
