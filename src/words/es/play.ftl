# What the game at the keyboard says (src/play/): answers to commands, questions, refusals.
# Each id has its twin in every other language folder, with the same arguments.
# A side ($side, $seat, $keeper …) is "Blancas" or "Negras": plural, so its verb is plural.


play-help-game-over = La partida ha terminado; para repasar los errores diga revisión.
play-hint-engine-thinks = Juegan { $side } y el motor está pensando; hay una pista cuando le toque a usted.
play-question-dropped = Pregunta descartada; no se ha hecho ninguna jugada. Juegan { $side }.
play-tournament-move-stands = En modo torneo una jugada solo se corrige antes de que corra el reloj del rival (F2.6); la jugada queda.
play-tournament-no-take-back = En modo torneo no se deshace nada una vez terminada la partida.
play-confirm-resign = ¿Abandonar de verdad? Entonces { $side } pierden la partida. Sí o no.
play-engine-answers-offer = Su oferta de tablas la contesta el propio motor; examina la posición y dirá enseguida si acepta.
play-confirm-accept-draw = ¿Aceptar las tablas de verdad? Entonces la partida termina empatada. Sí o no.
play-confirm-quit = La partida no ha terminado. ¿Dejarlo de verdad? Queda guardada y continúa con ansage play --resume. Sí o no.
play-adjourn-game-over = La partida ha terminado; solo se aplaza una partida en curso. Para terminar, diga salir.
play-no-engine-help-tournament = En modo torneo el motor no ayuda; después de la partida está disponible la revisión.
play-no-engine-help = La ayuda del motor (pista, evaluación, revisión) solo se da durante la partida en el entrenamiento: contra el motor, o cuando los dos jugadores inician ansage play con --training. Después de la partida la revisión está siempre disponible.
play-draw-offered-to-engine = { $offerer } ofrecen tablas. El motor ({ $other }) examina la posición y contesta enseguida.
play-draw-offered-at-the-board = { $offerer } ofrecen tablas. { $other } contestan con sí o no (aceptar tablas, rechazar tablas), o juegan.
play-own-draw-offer = La oferta de tablas es suya ({ $side }); { $other } la aceptan o la rechazan, o juegan.
play-repetition-still-waiting = { $side }: la jugada aún no está repetida. Diga o escriba { $words }, o hágala en su propio tablero.
play-kept-input-dropped = Su entrada reservada «{ $input }» se descarta; vuelva a introducirla si debe valer.
play-engine-accepts-draw = El motor ({ $side }) acepta las tablas. { $view } { $end }
play-engine-declines-draw = El motor ({ $side }) rechaza las tablas. { $view } La partida continúa.
play-repeat-announced-first = Repita primero la jugada anunciada: { $announced }. Su jugada { $own } se hará después.
play-move-possible = { $words } es posible. Para jugarla, escríbala sin signo de interrogación.
play-move-not-played = { $reason } La jugada no se ha hecho.
play-say-the-move-again = Bien, entonces diga la jugada otra vez, por favor.
play-game-over = La partida ha terminado. Para terminar, diga salir; para deshacer la última jugada, deshacer.
play-game-over-tournament = La partida ha terminado. Para terminar, diga salir; para guardarla, guardar partida.
play-repetition-on = Repetición activada: el rival repite cada jugada anunciada, y solo entonces corre su reloj.
play-repetition-off = Repetición desactivada: el anuncio de ansage vale como repetición.
game-in-words = La partida en palabras:
play-ask-take-back = ¿Deshacer { $count } jugadas: { $moves }? Sí o no.
play-no-resign = Bien, no se abandona; la partida continúa. Juegan { $side }.
play-no-kept-input = Bien, la entrada reservada se descarta. Juegan { $side }.
play-no-roll-back = Bien, no se deshace ninguna jugada; la partida queda como está. Juegan { $side }.
play-over-no-roll-back = { $agreed }. La partida ha terminado: sus jugadas se mantienen y no se retira ninguna.
play-no-accept-draw = Bien, la oferta de tablas no se acepta; sigue en pie. Juegan { $side }.
play-no-change = Bien, todo queda como está. Juegan { $side }.
play-kept-input-dropped-short = La entrada reservada se descarta.
play-question-dropped-unchanged = La pregunta se descarta; no se ha cambiado nada.
play-again-resign = ¿Abandonar de verdad? Sí o no.
play-again-accept-draw = ¿Aceptar las tablas de verdad? Sí o no.
play-again-quit = ¿Dejarlo de verdad? La partida queda guardada. Sí o no.
play-again-take-back = Deshacer: { $moves }. ¿De acuerdo? Sí o no.
play-again-roll-back = Propuesta según F2.8: deshacer { $count } medias jugadas. ¿De acuerdo? Sí o no.
play-again-kept-input = ¿Jugar ahora su entrada reservada { $words }? Sí o no.
play-kept-input-no-longer-fits = La entrada reservada ya no encaja con la posición y se descarta.
play-input-kept = Juegan { $side } y el motor está pensando. Su entrada «{ $input }» queda reservada; después de la jugada del motor le preguntaré si debe valer.
play-kept-input-game-over = Su entrada reservada «{ $input }» se descarta, porque la partida ha terminado.
play-kept-input-repeat-first = Su entrada reservada «{ $input }» se descarta; repita primero la jugada del motor y luego introduzca la suya.
play-kept-input-play-now = Mientras el motor pensaba, usted había introducido «{ $input }»: { $words }. ¿Jugarla ahora? Sí o no.
play-kept-input-several-moves = Su entrada reservada «{ $input }» encaja ahora con varias jugadas y se descarta; introduzca su jugada de nuevo, por favor.
play-kept-input-position-gone = Su entrada reservada «{ $input }» se descarta, porque la posición en la que la dio ya no existe. Introduzca su jugada de nuevo cuando le toque.
play-kept-input-impossible = Su entrada reservada «{ $input }» no es posible después de la jugada del motor y se descarta: { $reason }
play-square-correct = Correcto: en { $square } el tablero de { $seat } tiene { $piece }.
play-square-differs = En { $square } el tablero de { $seat } tiene { $reported }, y la partida { $game }.
play-board-as-fen = { $error } Escriba el tablero como la primera parte de un FEN, por ejemplo: mi tablero rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR
play-board-correct = Correcto: el tablero de { $seat } muestra la partida.
play-board-differs = El tablero de { $seat } no coincide con la partida.
play-record-has-no-such-move = { $named } no figura en la planilla de { $keeper }; tiene { $count } medias jugadas.
play-record-entry-ambiguous = Eso encaja con más de una jugada: { $candidates }. La planilla queda como estaba; nombre la jugada con su casilla de salida, por ejemplo: mi jugada { $number } fue caballo gustav uno felix tres.
play-record-entry-impossible = { $reason } La planilla queda como estaba. Nombre la jugada entera, por ejemplo: mi jugada { $number } fue caballo felix tres.
play-record-entry-correct = Correcto: en la planilla de { $keeper } figura { $named }: { $words }.
play-record-entry-written = En la planilla de { $keeper } figura ahora { $named }: { $words }.
play-record-entry-not-possible-there = Esta jugada no es posible ahí: { $reason }
play-record-agrees-again = La planilla de { $keeper } vuelve a coincidir con la partida.
play-record-differs-from = A partir de { $number } no coincide con la partida; en la partida figura ahí { $words }.
play-record-longer-after = Después de { $number } tiene más jugadas que la partida.
play-record-difference = { $difference } Para cotejar las dos planillas y los tableros diga cotejar; no se deshace nada sin su conformidad.
play-legal-on-own-board = { $words } no es posible en la partida, pero sí en el tablero de { $mover }: las posiciones no coinciden.
play-records-differ-from-the-first-move = Las planillas no coinciden ya desde la primera jugada
play-records-agree-up-to = Las planillas coinciden hasta { $last }
play-propose-roll-back = Propuesta según F2.8: { $agreed }; se { $n ->
    [one] desharía una media jugada
   *[other] desharían { $count } medias jugadas
}: { $moves }. ¿De acuerdo? Sí o no.
play-propose-roll-back-and-replace = Propuesta según F2.8: { $agreed }; se { $n ->
    [one] desharía una media jugada
   *[other] desharían { $count } medias jugadas
}: { $moves }; en su lugar se { $r ->
    [one] jugaría
   *[other] jugarían
} { $replacing }. ¿De acuerdo? Sí o no.
play-a-piece = { $kind ->
    [none] nada
    [queen] { $colour ->
        [white] una { $name } blanca
       *[black] una { $name } negra
    }
    [rook] { $colour ->
        [white] una { $name } blanca
       *[black] una { $name } negra
    }
   *[other] { $colour ->
        [white] un { $name } blanco
       *[black] un { $name } negro
    }
}
play-no-clock = En esta partida no corre ningún reloj.
play-clocks-paused = Los relojes están parados. Con seguir reloj vuelven a correr.
play-clock-runs-again = El reloj de { $side } vuelve a correr.
play-time-now = { $side } tienen ahora { $time }.
