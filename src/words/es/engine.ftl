# The chess engine: what went wrong with it, its levels, and its evaluations.

## What went wrong, when ansage gives up on the engine.
engine-not-found = En { $path } no hay ningún motor de ajedrez. Instale Stockfish con make setup o con apt-get install stockfish, y vuelva a iniciar ansage.
engine-not-executable = El motor de ajedrez { $path } no se puede iniciar. Compruebe que el archivo es un programa ejecutable, por ejemplo con ansage doctor.
engine-crashed = El motor de ajedrez se ha cerrado por un fallo. La partida se conserva; compruebe el motor con ansage doctor.
engine-timeout = El motor de ajedrez no responde. La partida se conserva; compruebe el motor con ansage doctor.
engine-nonsense = El motor de ajedrez da respuestas inservibles. La partida se conserva; compruebe el motor con ansage doctor.
engine-flooded = El motor de ajedrez escribió salida sin parar y se ha detenido. La partida se conserva; compruebe el motor con ansage doctor.
engine-unknown-option = El motor de ajedrez no conoce el ajuste { $name }. Quítelo o use Stockfish.
engine-invalid-game = La media jugada { $ply } de la partida no es posible en su posición, así que el motor no puede jugar. Deshaga esa jugada e introdúzcala de nuevo.
engine-no-legal-move = En esta posición no queda ninguna jugada; la partida ha terminado.
engine-io = La conexión con el motor de ajedrez falla ({ $reason }). Vuelva a iniciar ansage; la partida se conserva.

## What went wrong, when ansage restarts the engine and the game goes on.
engine-restart-crashed = El motor de ajedrez se ha cerrado por un fallo; se reinicia.
# $what: handshake (the engine never introduced itself) or other.
engine-restart-timeout = { $what ->
    [handshake] El motor de ajedrez no se presenta; se reinicia.
   *[other] El motor de ajedrez ya no responde; se reinicia.
}
engine-restart-nonsense = El motor de ajedrez ha respondido algo incomprensible; se reinicia.
engine-restart-illegal-move = El motor de ajedrez ha propuesto una jugada imposible; se reinicia.
engine-restart-flooded = El motor de ajedrez escribió salida sin parar; se reinicia.

## The playing strengths, by $level (1 to 8).
engine-level-name = { $level ->
    [1] Principiante
    [2] Iniciado
    [3] Jugador ocasional
    [4] Avanzado
    [5] Jugador de club
    [6] Jugador de club fuerte
    [7] Maestro
   *[8] Máxima fuerza
}
engine-level-about = { $level ->
    [1] Para quien acaba de aprender los movimientos: el motor pasa mucho por alto y también deja piezas colgadas.
    [2] Para quien ya ha jugado algunas partidas: el motor captura lo que queda sin defensa y pasa por alto amenazas sencillas.
    [3] Para aficionados: el motor juega con sensatez, pero comete errores una y otra vez.
    [4] Para quien conoce la táctica y las reglas de la apertura: el motor juega con la valoración más baja de Stockfish, unos 1400.
    [5] Para jugadores de club: el motor juega a unos 1700 Elo.
    [6] Para jugadores de club fuertes: el motor juega a unos 2000 Elo.
    [7] Para maestros: el motor juega a unos 2400 Elo.
   *[8] Stockfish sin límite: más fuerte que cualquier persona.
}
# "Stufe fünf, Vereinsspieler.": $number in words, the name inside the sentence.
engine-level-announce = Nivel { $number }, { $level ->
    [1] principiante
    [2] iniciado
    [3] jugador ocasional
    [4] avanzado
    [5] jugador de club
    [6] jugador de club fuerte
    [7] maestro
   *[8] máxima fuerza
}.
engine-unknown-level = El nivel de juego { $given } no existe. Diga un nivel del uno al ocho o su nombre, por ejemplo tres o jugador de club.

## An engine's evaluation: "Weiß steht etwas besser, etwa ein halber Bauer."
engine-eval-checkmate = La posición es de jaque mate.
# $n: the number of moves to mate; $count: the same in words.
engine-eval-mate = { $side } dan mate en { $n ->
    [one] una jugada
   *[other] { $count } jugadas
}.
engine-eval-equal = La posición está igualada.
# $band: slight (up to three quarters of a pawn), better (up to one and a half), clear (up to
# three pawns) or winning.
engine-eval-advantage = { $side } { $band ->
    [slight] están algo mejor
    [better] están mejor
    [clear] están claramente mejor
   *[winning] tienen posición ganadora
}.
# The same with the amount: $pawns (engine-pawns).
engine-eval-advantage-about = { $side } { $band ->
    [slight] están algo mejor
    [better] están mejor
    [clear] están claramente mejor
   *[winning] tienen posición ganadora
}, alrededor de { $pawns }.
# An amount of pawns: $whole pawns ($count: the same in words) and a half if $half is yes.
engine-pawns = { $half ->
    [yes] { $whole ->
        [0] medio peón
        [1] un peón y medio
       *[other] { $count } peones y medio
    }
   *[no] { $whole ->
        [0] medio peón
        [1] un peón
       *[other] { $count } peones
    }
}
