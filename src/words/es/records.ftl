# The game's records (records/): long-hand, braille and tape (FIDE Appendix F, F2.5).

## The long-hand record in words

# "Blancas: Adolf Anderssen." — one tag of the heading line.
record-tag = { $tag ->
    [white] Blancas
    [black] Negras
    [event] Torneo
    [site] Lugar
    [date] Fecha
    [round] Ronda
   *[result] Resultado
}: { $value }.
record-result = { $result ->
    [white] Ganan las blancas
    [black] Ganan las negras
   *[draw] Tablas
}
record-start = Posición inicial: { $board }
record-start-chess960 = Chess960. Posición inicial: { $board }
# A game that starts with Black's move: "10. Negras:"
record-black-first = { $number }. { $side }:
record-draw-offered = (tablas ofrecidas)
record-month = { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
}
# "21 de junio de 1851"
record-date-day = { $day } de { record-month } de { $year }
record-date-month = { record-month } de { $year }

## The tape's cue sheet: the titles of its parts

record-title = { $what ->
    [game] Partida
    [start] Posición inicial
    [result] Resultado
    [claim] Reclamación
    [reconciled] Cotejo
    [correction] Corrección
    [take-back] Jugada deshecha
    [draw-offer] Oferta de tablas
    [repetition] Repetición
   *[announcement] Anuncio
}
record-title-game-number = Partida { $number }

## What went wrong with a record

record-braille-missing = Para el braille falta liblouis (lou_translate); instálelo con make setup o con apt-get install liblouis-bin liblouis-data.
record-braille-failed = liblouis no pudo pasar la partida a braille ({ $detail }); compruebe que liblouis-data está instalado.
record-braille-unwritable = La anotación en braille no se puede escribir en { $path }, { $reason }; indique otro archivo en el próximo inicio.
record-no-player = No hay ningún programa para reproducir sonido (pw-play, paplay, aplay o play); instale uno, por ejemplo con apt-get install alsa-utils. Hasta entonces ansage solo muestra lo que se dijo.
record-player-failed = La reproducción con { $player } no funcionó ({ $detail }); compruebe la salida de sonido con ansage doctor.
record-tape-speech = { $problem }
record-tape-sound = No se pudo leer la grabación hablada ({ $detail }); compruebe espeak-ng con ansage doctor.
record-tape-existing = { $path } no se puede usar para la grabación ({ $detail }); indique otro archivo, por favor.
record-tape-locked = En la cinta { $path } está grabando ahora { $known ->
    [yes] otro ansage (proceso { $pid })
   *[no] otro ansage
}; dos grabaciones en una misma cinta se destruirían. Indique otro archivo.
record-tape-in-the-way = { $path } ya existe, y no es una grabación de ansage con su archivo de marcas que se pueda continuar; para no sobrescribir nada, indique otro archivo.
record-tape-not-a-tape = { $path } no es una grabación que ansage pueda leer ({ $detail }); indique una grabación de ansage con su archivo de marcas, o, para una grabación nueva, otro archivo.
record-tape-no-cue-sheet = Falta el archivo de marcas { $path } con los puntos de salto; ansage lo escribe junto a cada grabación.
record-tape-write = { $path } no se puede escribir, { $reason }; indique otro nombre de archivo, por favor.

## The braille record: its table, its lock, characters it cannot write

record-braille-table-missing = Falta la tabla braille de este idioma; instálela con apt-get install liblouis-data.
record-braille-untranslatable = liblouis no pudo pasar la partida a braille; revise ansage doctor y comunique la partida como error.
record-braille-locked = En la anotación en braille { $path } está escribiendo { $holder }; dos partidas en un archivo se destruirían. Indique otro archivo.
record-braille-spelt = { $count ->
    [one] Un carácter no existe en esta tabla braille; la anotación da su código: { $characters }.
   *[other] { $count } caracteres no existen en esta tabla braille; la anotación da sus códigos: { $characters }.
}
record-tape-link = { $path } es un enlace simbólico; ansage solo graba en un archivo propio, para no sobrescribir nada de lo que señala el enlace. Indique el archivo mismo u otro archivo.
record-tape-finishing = La grabación se está terminando, un momento, por favor.
record-tape-lost = En la cinta { $path } falta lo que no se pudo grabar: { $parts }.
record-tape-made-up = A la cinta { $path } le faltaba lo que no se grabó antes de la interrupción; se graba ahora: { $parts }.
