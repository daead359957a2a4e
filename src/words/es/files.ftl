# Files: writing and reading the player's files, locks, the journal (storage/).

## Why a file could not be written or read: the end of a sentence

file-not-ordinary = no es un archivo normal
file-read-only = el archivo está protegido contra escritura; quite la protección o indique otro archivo
file-io-reason = { $kind ->
    [not-found] la carpeta no existe
    [permission-denied] no tengo permiso para escribir ahí
    [is-a-directory] es una carpeta
    [storage-full] el disco está lleno
    [read-only-filesystem] el disco está protegido contra escritura
    [invalid-input] el nombre del archivo no es válido
   *[other] el sistema lo impide
}
file-read-reason = { $kind ->
    [not-found] la carpeta no existe
    [permission-denied] no tengo permiso para leerlo
    [is-a-directory] es una carpeta
    [storage-full] el disco está lleno
    [read-only-filesystem] el disco está protegido contra escritura
    [invalid-input] el nombre del archivo no es válido
   *[other] el sistema lo impide
}

## Reading a file

file-is-folder = { $path } es una carpeta; indique un archivo PGN que esté dentro.
file-not-ordinary-read = { $path } no es un archivo normal (quizá una tubería o un dispositivo); indique un archivo PGN guardado.
file-too-large = El archivo { $path } ocupa más de { $mib } MiB; ansage no lee archivos tan grandes. Divídalo, por ejemplo con pgn-extract, e indique la parte con la partida.
file-missing = El archivo { $path } no existe. Compruebe el nombre y la carpeta.
file-unreadable = El archivo { $path } no se puede leer: { $reason }.

## Locks

file-holder = otro ansage
file-holder-process = otro ansage (proceso { $pid })

## The journal of a game in play (storage/journal.rs)

file-damage = { $reason ->
    [torn] se corta en mitad de un suceso
    [not-json] no es JSON válido
   *[no-type] no indica el tipo de suceso
}
file-damage-field = un suceso del tipo «{ $kind }» tiene un valor imposible
file-journal-torn-last-line = El último suceso no se había guardado completo y se ha descartado; todavía no se había anunciado.
file-journal-unknown-event = Un suceso del tipo «{ $kind }» en la línea { $line } procede de una versión más nueva de ansage y se ha omitido.
file-journal-damaged = { $after ->
    [0] La última línea del registro de la partida, la línea { $line }, está dañada: { $why }. La partida se recupera hasta justo antes; queda una copia del archivo como .damaged.
   *[other] El registro de la partida está dañado a partir de la línea { $line }: { $why }. La partida se recupera hasta ahí; no se usan { $after } líneas posteriores; queda una copia del archivo como .damaged.
}
file-journal-not-a-file = { $path } no es un archivo normal (un FIFO, un dispositivo o una carpeta) ni un registro de partida. Indique el archivo de una partida, o inicie con --resume sin archivo para elegir entre las partidas en espera.
file-journal-no-place = No hay carpeta para el registro de la partida, porque no están definidas ni HOME ni XDG_STATE_HOME. Asigne a { $env } una carpeta; hasta entonces la partida no está protegida si el programa falla.
file-journal-disk-full = El disco está lleno: el registro de la partida no se puede guardar en { $path }. Libere espacio, por ejemplo borrando archivos antiguos; hasta entonces la partida no está protegida si el programa falla.
file-journal-no-write-permission = No hay permiso para escribir el registro de la partida en { $path }. Indique con { $env } una carpeta en la que pueda escribir; hasta entonces la partida no está protegida si el programa falla.
file-journal-read-only = El disco de { $path } está protegido contra escritura. Indique otra carpeta con { $env }; hasta entonces la partida no está protegida si el programa falla.
file-journal-unwritable = El registro de la partida no se puede escribir en { $path } ({ $source }). Compruebe el disco o indique otra carpeta con { $env }; hasta entonces la partida no está protegida si el programa falla.
file-journal-gone = El registro de la partida { $path } ya no existe. Empiece una partida nueva.
file-journal-no-read-permission = No hay permiso para leer el registro de la partida { $path }. Compruebe los permisos del archivo y vuelva a iniciar ansage.
file-journal-unreadable = El registro de la partida { $path } no se puede leer ({ $source }). Compruebe el disco y vuelva a iniciar ansage.
file-journal-in-use = Esta partida ({ $path }) la está jugando ahora { $holder }; dos programas en una misma partida la estropearían. Siga jugando allí, o cierre el otro programa y luego inicie ansage play --resume.
file-journal-not-a-journal = El archivo { $path } no es un registro de partida de ansage legible. La partida que contiene no se puede continuar; el archivo queda sin cambios. Empiece una partida nueva.
file-journal-newer-format = El registro de la partida { $path } procede de una versión más nueva de ansage (formato { $found }). Instale la versión nueva para continuar la partida.
file-journal-bad-start = La posición inicial del registro de la partida { $path } no es válida: { $problem } La partida no se puede continuar.
file-journal-illegal-move = En el registro de la partida { $path }, la media jugada { $ply } ({ $uci }) no es posible en su posición; el archivo está dañado. La partida no se puede continuar.

## A rewrite that did not finish, put back (storage/files.rs, issue 31 §1)

file-restored = Se interrumpió el guardado de { $path }; su contenido anterior se ha restaurado por completo.
