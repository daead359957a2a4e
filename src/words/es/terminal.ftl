# What the terminal program says (src/ui/app.rs): the game file, settings changed in play,
# resuming a game, the engine's review. Each id has its twin in every other language folder,
# with the same arguments.

terminal-tape-game-title = Partida
terminal-voices = Hay { $count } voces: { $some }.
terminal-voices-many = Hay { $count } voces, por ejemplo: { $some }. Elija una con voz y su nombre.
terminal-microphone-not-listening = El micrófono no está escuchando. La prueba de micrófono necesita ansage play --voice; ansage devices enumera los micrófonos.
terminal-engine-failed-type-move = { $error } Escriba usted la jugada de { $side }, o diga terminar.
terminal-stranded = Ningún motor juega ya con { $side } y nadie escribe jugadas; la partida se detiene aquí, sin terminar. Con ansage play --resume continúa.
terminal-game-number-prompt = Número de partida>{ " " }
# What answers the list of waiting games with a new game (in small letters).
terminal-new-game-words = nueva, nueva partida, new, new game, neu, neue partie
# "tras dos medias jugadas", "doce medias jugadas".
terminal-half-moves = { $case ->
   *[other] { $n ->
        [one] una media jugada
       *[other] { $count } medias jugadas
    }
}
terminal-continues = La partida interrumpida continúa, tras { $moves }.
terminal-last-move = Última: { $line }
terminal-to-move = Juegan { $side }.
terminal-repeats = { $side } repite esa jugada.
terminal-clocks-stand = Los relojes están parados; vuelven a correr con la próxima jugada o con reloj.
terminal-game-loaded = Partida { $number } cargada de { $path }, tras { $moves }.
terminal-engine-player = { $program }, nivel { $level }
terminal-window-too-small = La ventana es demasiado pequeña para el tablero; necesita al menos { $columns } columnas y { $rows } filas.
terminal-autosave-failed = La partida no se puede guardar en { $path }, { $reason }. Diga guardar y otro nombre de archivo; si no, se mostrará al final.
terminal-save-where = ¿Dónde? Diga guardar y un nombre de archivo, por ejemplo: guardar partida.pgn
terminal-saved-kept = Partida guardada en { $path }; allí se guarda después de cada jugada.
terminal-save-failed = No se pudo guardar la partida en { $path }, { $reason }. Indique otro archivo, por favor.
terminal-speech-limit = No se puede más. { $settings }
terminal-board-view = { $on ->
    [yes] Vista del tablero activada.
   *[no] Vista del tablero desactivada.
}
terminal-style-now = { $style ->
    [short] Anuncios ahora cortos: { $example }.
    [long] Anuncios ahora largos: { $example }.
   *[verbose] Anuncios ahora detallados: con la casilla de origen y la pieza capturada.
}
terminal-say-pawn-now = { $on ->
    [yes] Las jugadas de peón nombran ahora el peón: { $example }.
   *[no] Jugadas de peón sin la palabra peón: { $example }.
}
# $words is the code of the language whose words announce moves.
terminal-words-now = { $words ->
    [de] Anuncios con las palabras alemanas: Springer Felix drei.
    [en] Anuncios con las palabras inglesas: Knight Felix three.
    [es] Anuncios con las palabras españolas.
   *[other] Anuncios con las palabras del idioma { $words }.
}
terminal-read-aloud-now = { $on ->
    [yes] Lectura en voz alta activada: la lista de jugadas, el FEN y la planilla del final se leen.
   *[no] Lectura en voz alta desactivada: la lista de jugadas, el FEN y la planilla del final solo se muestran.
}
terminal-settings-unchanged = En esta partida no se cambió ningún ajuste; { $path } queda como está.
terminal-settings-saved = Ajustes guardados en { $path }.
terminal-voice-name-invalid = Un nombre de voz consta de letras, cifras y signos como + o -, por ejemplo es+f3.
terminal-no-voices = { $speaker } no nombra ninguna voz; la voz queda como está.
terminal-unknown-voice = No conozco la voz { $name }. Hay por ejemplo: { $some }.
terminal-default-voice = predeterminada
terminal-voice-now = Voz ahora { $voice }.
terminal-saved-to = Partida guardada en { $path }.
terminal-save-failed-here-it-is = No se pudo guardar la partida en { $path }, { $reason }. Aquí está:
terminal-the-game = La partida:
terminal-kept-again = La partida se sigue guardando en { $path }.
terminal-not-pgn = { $path } no es un archivo PGN legible; para que nada se pierda, no escribo en él. Indique otro archivo, por favor.
terminal-file-holds-games = { $path } ya contiene { $n ->
    [one] una partida
   *[other] { $n } partidas
}; esta partida va detrás.
terminal-cannot-write = No puedo escribir en { $path }: { $reason }.
terminal-file-in-use = { $holder } está escribiendo ahora una partida en { $path }; dos partidas en un archivo perderían una. Indique otro archivo.
terminal-review-no-mistakes = Ningún error grande: ninguna jugada costó más de un peón.
terminal-review-mistake = { $number }, { $played }: { $cost }; era mejor { $best }.
terminal-review-cost-game = Eso costó la partida
terminal-review-cost = Perdió unos { $amount }
# One waiting game in the list --resume offers.
terminal-waiting-game = { CAPITAL($number) }: { $three_d ->
    [yes] partida 3D,{" "}
   *[no] {""}
}{ $white } contra { $black }, empezada el { $date } a las { $time } (UTC), { $moves }, { $adjourned ->
    [yes] aplazada
   *[no] interrumpida
}.
terminal-engine-seat = { $side } (el motor)
terminal-settings-3d = Idioma español. Una jugada 3D siempre se anuncia entera. Voz { $speaker }: { $speech } Leer listas en voz alta { $read-aloud ->
    [yes] sí
   *[no] no
}. Vista del tablero { $board ->
    [yes] activada
   *[no] desactivada
}.
terminal-settings = Idioma español. Anuncios { $style ->
    [short] cortos
    [long] largos
   *[verbose] detallados
}, { $words ->
    [de] con palabras alemanas
    [en] con palabras inglesas
    [es] con palabras españolas
   *[other] con las palabras del idioma { $words }
}, jugadas de peón { $pawn ->
    [yes] con la palabra peón
   *[no] sin la palabra peón
}. Voz { $speaker }: { $speech } Leer listas en voz alta { $read-aloud ->
    [yes] sí
   *[no] no
}. Vista del tablero { $board ->
    [yes] activada
   *[no] desactivada
}.
