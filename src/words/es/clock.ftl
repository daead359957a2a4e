# The chess clock (FIDE article 6, Appendix F2.9d): flag falls, alarms, refusals, the times
# on request and the time control in words (game::clock).

## The flag and the alarms

clock-time-up = Se ha agotado el tiempo de { $side }.
clock-alarm = Tiempo restante de { $side }: { $time }.
clock-flag-lost = Se ha agotado el tiempo de { $flagged }. Gana { $winner }.
clock-flag-drawn = Se ha agotado el tiempo de { $flagged }, pero { $other } ya no puede dar mate. La partida es tablas.

## Refusals

clock-not-started = El reloj todavía no se ha puesto en marcha.
clock-already-started = El reloj ya está en marcha.
clock-paused = Los relojes están parados. Reanúdelos primero.
clock-not-paused = Los relojes no están parados.
clock-stopped = La partida ha terminado; los relojes están parados.
clock-not-tournament = Solo el árbitro en modo torneo puede cambiar los tiempos (ansage play --tournament).
clock-unknown-ply = No hay tiempos de reloj guardados para la jugada { $ply }.

## Both times on request

clock-times = { $sides }.
clock-side = { $side }: { $time }
clock-side-to-control = { $side }: { $time }, faltan { $moves } para el control de tiempo
clock-are-stopped = Los relojes están parados.
clock-moves = { $n ->
    [one] una jugada
   *[other] { $words } jugadas
}

## A time in its units ($case is for languages that bend the words after a preposition)

clock-unit-hours = { $case ->
   *[other] { $n ->
        [one] una hora
       *[other] { $words } horas
    }
}
clock-unit-minutes = { $case ->
   *[other] { $n ->
        [one] un minuto
       *[other] { $words } minutos
    }
}
clock-unit-seconds = { $case ->
   *[other] { $n ->
        [one] un segundo
       *[other] { $words } segundos
    }
}
clock-unit-tenths = { $seconds } coma { $tenths } segundos

## The time control

control-whole-game = { $time } para toda la partida
control-rest = { $time } para el resto de la partida
control-moves = { $moves } en { $time }
control-increment = más { $time } por jugada
control-delay = con { $time } de retraso por jugada
# The last period, when it has a move count, is repeated.
control-repeated = { $period }, y así sucesivamente
control-then = { $first }, después { $rest }

## A time control that cannot be read; the examples follow every error but the alarm's

control-error-empty = No se ha indicado ningún tiempo de reflexión.
control-error-character = El signo { $character } no cabe en un tiempo de reflexión.
control-error-unexpected = No entiendo { $text } en este lugar.
control-error-missing-time = Falta un tiempo después de { $after }.
control-error-too-large = El número { $number } es demasiado grande.
control-error-bad-move-count = { $number } no es un número de jugadas: un tramo necesita un número entero de jugadas, al menos una.
control-error-first-no-time = El primer tramo no da tiempo. Indique un tiempo mayor que cero.
control-error-no-time = El tramo { $period } no da tiempo, ni tiempo base ni incremento.
control-error-rest-not-last = El tramo { $period } no tiene número de jugadas, así que vale para el resto de la partida, pero le sigue otro tramo. Escriba el número de jugadas delante con una barra, por ejemplo 40/90, y los decimales con punto, por ejemplo 1.5.
control-error-two-bonuses = Un tramo tiene o incremento (plus) o retraso (d), no los dos ni dos veces.
control-error-zero-alarm = Una alarma a cero minutos llegaría demasiado tarde. Indique por ejemplo 5, 1 para alarmas a cinco minutos y a un minuto.
control-examples = Ejemplos: 90 (noventa minutos para toda la partida), 90+30 (con treinta segundos por jugada), 5d3 (cinco minutos con tres segundos de retraso), 40/90+30, 30+30 (cuarenta jugadas en noventa minutos, después treinta minutos).
