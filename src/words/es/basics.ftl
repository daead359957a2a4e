## Piezas de otras frases: la lectura de un reloj y un FEN deletreado signo a signo.

# Las partes de una lectura del reloj ("cuatro minutos doce segundos"); $n elige la forma,
# $words es el número en palabras.
clock-hours = { $n ->
    [one] una hora
   *[other] { $words } horas
}
clock-minutes = { $n ->
    [one] un minuto
   *[other] { $words } minutos
}
clock-seconds = { $n ->
    [one] un segundo
   *[other] { $words } segundos
}
# Por debajo de diez segundos, con décimas: "ocho coma tres segundos".
clock-seconds-tenths = { $seconds } coma { $tenths } segundos

# Un FEN deletreado: "FEN: minúscula r, minúscula n, …, barra, ocho veces minúscula p, …".
fen-spelled = FEN: { $signs }.
fen-slash = barra
fen-space = espacio
fen-dash = guion
fen-capital = mayúscula { $letter }
fen-small = minúscula { $letter }
fen-times = { $times } veces { $sign }

# The FEN of the position: shown for copying, spelt out sign by sign for the ear.
fen-line = { $fen }
    .spoken = { $spelled }
