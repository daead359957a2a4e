# The game core's sentences (src/game/): results, the arbiter's verdicts on claims, offers
# and illegal moves, and refusals. The phrases are built in src/game/rules/words.rs.
# A side ($winner, $side …) is "Blancas" or "Negras": plural, so its verb is plural.

## The end of the game (articles 5, 6.10, 7.4)

game-checkmate = Jaque mate. { $winner } ganan.
game-resignation = { $loser } abandonan. { $winner } ganan.
# The arbiter's decision (12.9f, F2.7): a result recorded from the arbiter's device.
game-arbiter-win = El árbitro declara: { $winner } ganan.
game-arbiter-draw = El árbitro declara la partida tablas.
# $cause: time, illegal-moves; $drawn: yes, no
game-forfeit = { $cause ->
        [time] El tiempo de { $offender } se ha agotado
       *[illegal-moves] Tercera jugada ilegal de { $offender }
    }{ $drawn ->
        [yes] , pero { $opponent } ya no pueden dar mate. La partida es tablas.
       *[no] . { $opponent } ganan.
    }

## Repetitions (article 9.2)

# $when: start, moves, both; $moves: "doce y dieciséis"
game-occurrences = { $when ->
        [start] al principio
        [moves] después de { $count ->
            [one] la jugada
           *[other] las jugadas
        } { $moves } de { $side }
       *[both] al principio y después de { $count ->
            [one] la jugada
           *[other] las jugadas
        } { $moves } de { $side }
    }
game-already = La posición ya estuvo en el tablero { $when }.
# $words: $n in words
game-times = { $n ->
        [1] una vez
       *[other] { $words } veces
    }
game-en-passant-then = entonces se podía capturar al paso
game-en-passant-now = ahora se puede capturar al paso
game-en-passant-other = entonces era posible otra captura al paso
game-castling-differs = entonces regía otro derecho de enroque
# $when: start, moves
game-lookalike = { $when ->
        [start] Al principio
       *[moves] Después de la jugada { $moves } de { $side }
    } las piezas estaban igual, pero { $differences }; no era la misma posición.

## Claims (articles 9.2, 9.3, 9.5)

game-claim-repetition = Tablas por triple repetición de la posición
game-claim-fifty-moves = Tablas tras cincuenta jugadas sin mover un peón y sin capturas
# $announced: yes, no; $times: "dos veces"
game-rejected-not-repeated = La reclamación se rechaza: { $announced ->
        [yes] después de la jugada anunciada la posición solo habría estado { $times } en el tablero.
       *[no] la posición solo ha estado { $times } en el tablero.
    }
game-rejected-announced-resets = La reclamación se rechaza: la jugada anunciada es ella misma una jugada de peón o una captura.
game-rejected-nobody-moved = La reclamación se rechaza: desde la última jugada de peón o captura todavía no han jugado los dos jugadores.
# $n moves, $words: $n in words
game-rejected-too-few-moves = La reclamación se rechaza: { $announced ->
        [yes] después de la jugada anunciada cada jugador solo habría hecho { $n ->
            [1] una jugada
           *[other] { $words } jugadas
        } desde la última jugada de peón o captura, no cincuenta.
       *[no] desde la última jugada de peón o captura cada jugador solo ha hecho { $n ->
            [1] una jugada
           *[other] { $words } jugadas
        }, no cincuenta.
    }
game-claim-offer-agreed = La reclamación vale como oferta de tablas, y { $opponent } ya habían ofrecido tablas.
game-claim-offer = La reclamación vale como oferta de tablas a { $opponent }.
game-announced-move-stands = Ahora hay que jugar la jugada anunciada.
game-claim-not-made = La reclamación no se ha hecho: reclame tablas otra vez, con la jugada que quiere hacer.
game-claim-bonus = { $opponent } reciben tres minutos más de tiempo de reflexión.
game-claim-penalty = { $claimant } pierden la mitad de su tiempo de reflexión restante, como máximo tres minutos.

## Draw offers (article 9.1)

game-draw-offered = { $side } ofrecen tablas.
game-offer-declined = { $side } rechazan la oferta de tablas.
game-moved-declining = { $side } han jugado y con ello han rechazado la oferta de tablas.
game-offer-with-move = Con esta jugada queda hecha la oferta de tablas.

## Illegal moves (article 7.4)

# $count: 1 or 2; $minutes in words
game-illegal-move = { $count ->
        [1] Primera
       *[other] Segunda
    } jugada ilegal de { $offender }: { $opponent } reciben { $minutes } minutos más de tiempo de reflexión.
game-next-illegal-loses = Con la próxima jugada ilegal se pierde la partida.

## Refusals

game-error-over = La partida ya ha terminado.
game-error-illegal-move = Esta jugada no es posible en la posición.
game-error-announced-move = Tras la reclamación rechazada hay que jugar la jugada anunciada.
game-error-no-offer = El rival no ha hecho ninguna oferta de tablas.
game-error-already-offered = Su oferta de tablas ya está hecha.
# $half: the half-move, from 1
game-error-record = La media jugada { $half } de la anotación de la partida no es posible.
game-error-moves-after-end = La anotación de la partida sigue después del final de la partida, a partir de la media jugada { $half }.
