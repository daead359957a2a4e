# Settling differing positions with both records (FIDE Appendix F, F2.7 and F2.8;
# game::reconcile): the settlement, the steps that correct a board, and why a record cannot
# be read or replayed.

## Where in the game: "jugada dos, Blancas", inside a sentence

reconcile-ply = jugada { $number }, { $side }

## The settlement, one sentence after the other

reconcile-both-empty = Las dos planillas están vacías; vale la posición inicial.
reconcile-agree-up-to = Las dos planillas coinciden hasta { $ply }: { $move }.
reconcile-unrecorded = { $side }: todavía no ha anotado esta última jugada y la añade.
reconcile-boards-agree = Los dos tableros muestran esta posición.
reconcile-correct-board = Regla F2.7: valen las planillas; el tablero de { $side } se corrige según ellas.
reconcile-correct-both = Regla F2.7: valen las planillas; los dos tableros se corrigen según ellas.
reconcile-differ = Las planillas no coinciden; la primera diferencia está en { $ply }.
reconcile-wrote = { $side } anotó: { $move }.
reconcile-wrote-illegal = { $side } anotó: { $token }. Esta jugada no es posible: { $reason }
reconcile-wrote-unreadable = { $side } anotó: { $token }. { $reason }
reconcile-wrote-nothing-shorter = { $side } no anotó nada ahí; la planilla es más de una jugada más corta.
reconcile-wrote-nothing = { $side } no anotó nada ahí.
reconcile-take-back-all = Regla F2.8: se retiran todas las jugadas; los dos tableros vuelven a la posición inicial. Los relojes se ponen en sus tiempos iniciales.
reconcile-take-back-to = Regla F2.8: se retiran las jugadas hasta { $ply }: { $move }. Los dos tableros se colocan en esa posición.
reconcile-clocks-set = Los relojes se ponen así: { $white } { $white-time }, { $black } { $black-time }.
reconcile-clocks-unknown = Para esta jugada no hay tiempos anotados; el árbitro pone los relojes.
reconcile-clock-set = El reloj se pone así: { $side } { $time }; para { $missing } no hay tiempo anotado, ese reloj lo pone el árbitro.
reconcile-board-right = { $side }: su tablero está bien.
reconcile-board-steps = { $side }: { $steps }
reconcile-to-move = Juegan { $side }.

## Correcting a board, step by step ($kind: king, queen, rook, bishop, knight, pawn;
## $colour: white, black)

reconcile-lift = Quite { $kind ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $from }.
reconcile-move = Lleve { $kind ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $from } a { $to }.
reconcile-place = Coloque { $kind ->
    [queen] una dama { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] una torre { $colour ->
        [white] blanca
       *[black] negra
    }
   *[other] un { $kind ->
        [king] rey
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    } { $colour ->
        [white] blanco
       *[black] negro
    }
} en { $to }.

## A record that cannot be read or replayed

record-not-found = El archivo no existe. Compruebe el nombre y la carpeta.
record-not-a-file = Eso no es un archivo normal, sino un dispositivo, una tubería o una carpeta. Indique el archivo con las jugadas.
record-io = No se pudo leer el archivo: { $reason }. Compruebe que tiene permiso para leerlo.
record-too-large = El archivo tiene { $bytes } bytes, demasiados para una planilla. Elija el archivo con las jugadas.
record-not-text = El archivo no es de texto: en la posición { $offset } hay un byte nulo. Dé las jugadas en PGN o como lista de texto, por ejemplo: e4 e5 Cf3 Cc6.
record-fen-tag = La indicación FEN de la planilla no es válida. { $reason } Corrija la línea FEN.
record-ambiguous = Encajan varias jugadas: { $first } o { $last }.
record-not-a-move = Eso no es una jugada.

## Why `ansage reconcile` cannot start

reconcile-error-record = No se puede leer la planilla de { $side } ({ $path }). { $reason }
reconcile-error-start = La posición inicial (--start) no es un FEN válido. { $reason }
reconcile-error-board = El tablero de { $side } ({ $option }) no es una colocación de piezas válida. { $reason } Indíquela como en un FEN, por ejemplo rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR.
reconcile-error-different-starts = Las dos planillas empiezan con posiciones distintas (indicaciones FEN). Indique la posición inicial con --start.
