# ansage's Spanish texts (Project Fluent): the twins of de/session.ftl, with the same ids and
# arguments. `.spoken` is the form for the voice where it differs from the form on screen:
# notation in brackets is shown, not spoken. A side ($side, $mover …) is "Blancas" or
# "Negras": plural, so its verb is plural ("Juegan Blancas", "Negras ofrecen tablas").

## Moves (FIDE Appendix F, F2.1; Appendix E)

# "Jugada doce, Negras"
move-number = Jugada { $number }, { $side }
# "Jugada uno, Blancas: Bauer Eva vier (e4)."
move-line = Jugada { $count }, { $side }: { $words } ({ $san }).
    .spoken = Jugada { $count }, { $side }: { $words }.
# In a list of moves: "Jugada doce, Negras, Springer Felix sechs"
move-in-list = { $number }, { $words }
# Between the last two of a list: "A y B"
list-and = { " " }y{ " " }
# Phrases joined (phrase::Join): sentences, a list with commas or semicolons, lines.
join-sentences = { " " }
join-comma = ,{ " " }
join-semicolon = ;{ " " }
join-lines = { "\u000A" }
# The joined phrases themselves, and text that is the same in every language.
joined = { $items }
verbatim = { $text }

## Replay

position-after = Posición después de la jugada { $count }, { $side }: { $words } ({ $san }).
    .spoken = Posición después de la jugada { $count }, { $side }: { $words }.
start-position = Posición inicial.

## Taking back and correcting (F2.6)

taken-back = Deshecho: { $moves }. Juegan { $to-move }.
end-taken-back = El final de la partida se ha deshecho; la partida continúa. Juegan { $to-move }.
correction = Corrección: { $words } no vale. { $mover } anuncian la jugada de nuevo.

## Draws (article 9.1)

draw-offered = { $side } ofrecen tablas.

## The end of the game (articles 5, 9)

checkmate-wins = Jaque mate. { $winner } ganan.
draw = Tablas.
game-in-progress = La partida sigue en curso.
draw-stalemate = Ahogado. La partida es tablas.
draw-insufficient-material = Tablas: ningún bando puede ya dar mate.
draw-agreement = Tablas por acuerdo.
draw-threefold-repetition = Tablas por triple repetición de la posición.
draw-fifty-moves = Tablas: cincuenta jugadas sin mover un peón y sin capturas.
draw-fivefold-repetition = Tablas: la posición está en el tablero por quinta vez.
draw-seventy-five-moves = Tablas: setenta y cinco jugadas sin mover un peón y sin capturas.
draw-cannot-be-mated = Tablas: el rival ya no puede dar mate.

## The game at the keyboard

greeting = Partida nueva. Juegan { $side }. Escriba jugadas, por ejemplo e4 o Cf3. Para la ayuda diga ayuda; para terminar, salir.
greeting-set-up = Partida nueva desde la posición dada. Juegan { $side }. Leer tablero lee la posición en voz alta. Para la ayuda diga ayuda; para terminar, salir.
prompt-over = Partida terminada>{ " " }
prompt-confirm = Sí o no>{ " " }
prompt-repeats = { $side } repiten>{ " " }
prompt-engine-thinks = { $side }, el motor piensa>{ " " }
prompt-turn = { $side }>{ " " }
nothing-to-take-back = No hay ninguna jugada que deshacer.
no-move-yet = Todavía no se ha hecho ninguna jugada.

## Repetition and claims (F2.1, articles 9.2, 9.3)

repeated = Repetido: { $words }.
advance-move-dropped = La jugada reservada del rival se descarta; la dará de nuevo después del nuevo anuncio.

may-claim = { $side } pueden reclamar: { $claims }; para ello diga reclamar tablas.
list-or = { " " }o{ " " }

## The terminal program

alarms-without-clock = Hay avisos de tiempo configurados, pero la partida no tiene reloj; el tiempo de reflexión se elige con --time, por ejemplo --time 90+30.
review-offer = Para repasar los errores más grandes, diga revisión.
engine-missing = El motor { $path } no existe. Indique con --engine el programa de un motor UCI o instale Stockfish con make setup; hasta entonces introduzca usted mismo las jugadas del motor.
engine-plays = El motor juega con { $side }, { $level }
browse-where = { $left ->
    [one] Queda una media jugada hasta la posición actual.
   *[other] Quedan { $count } medias jugadas hasta la posición actual.
} Siga con hojear atrás u hojear adelante; volver a la partida regresa.
browse-present = De nuevo en la posición actual: juegan { $side }.
browse-present-start = Todavía no se ha hecho ninguna jugada; juegan { $side }.
play-best-game-over = La partida ha terminado; el motor solo juega una jugada por usted en una partida en curso.
play-best-not-now = El motor juega la mejor jugada por usted cuando le toca a usted y no hay ninguna pregunta abierta.
play-best-searching = El motor busca la mejor jugada para usted.
input-closed-resumable = La entrada ha terminado, pero la partida no: queda guardada y continúa con ansage play --resume.
interrupted-game-waits = Hay una partida interrumpida esperando { $where }; con ansage play --resume continúa.
adjourned-game-waits = Hay una partida aplazada esperando { $where }; con ansage play --resume continúa.
in-games-folder = en la carpeta de partidas
listening = Escucho.
heard = Oído: { $words }
interrupted = Para terminar, escriba salir; la partida se conserva.
journal-saved-again = El registro de la partida vuelve a guardarse; no se ha perdido nada.

## Two devices (the relay)

relay-not-your-turn = Juegan { $side }; su entrada no se ha ejecutado. Las preguntas sobre la posición se pueden hacer siempre.
relay-wait-repetition = { $side } están repitiendo la jugada anunciada; su entrada no se ha ejecutado.
relay-undo-own-only = La última jugada la hicieron { $side }; solo quien ha jugado deshace su jugada.
relay-seat-taken = Este puesto ya está vinculado con otro dispositivo; no se admite un segundo dispositivo.
relay-wrong-code = El código de vinculación no es correcto. Introduzca el código que anunció el anfitrión por última vez; sigue valiendo hasta que un dispositivo se vincule con él.
relay-code-expired = El código de vinculación tiene más de diez minutos y ya no vale; el anfitrión tiene un código nuevo y se lo dirá.
relay-bad-token = Este dispositivo no está vinculado con la partida. Introduzca el código de vinculación que le diga el anfitrión.
relay-unreadable = No he podido leer este mensaje; se ha descartado. La partida continúa.
relay-too-fast = Demasiados mensajes a la vez; este se ha descartado. Un poco más despacio, por favor.
relay-too-long = Esta entrada es demasiado larga (como máximo 400 caracteres); se ha descartado.
relay-not-paired = Introduzca primero el código de vinculación; hasta entonces no se juega nada.
relay-how-to-join = Un segundo dispositivo se une así: abra { $url } en el navegador e introduzca el código de vinculación, o en el otro ordenador ejecute ansage join { $address }:{ $port } { $code }. Código de vinculación: { $code }.
    .spoken = Un segundo dispositivo se une con la dirección { $address }, puerto { $port }. Código de vinculación: { $spoken-code }.
relay-how-to-rejoin = La partida continúa. El dispositivo ya vinculado vuelve sin código: recargue { $url } en su navegador, o en el otro ordenador ejecute ansage join { $address }:{ $port }. Otro dispositivo necesita un código nuevo: escriba nuevo código.
    .spoken = La partida continúa. El dispositivo ya vinculado vuelve sin código, por la dirección { $address }, puerto { $port }. Otro dispositivo necesita un código nuevo: diga nuevo código.
relay-other-addresses = Otras direcciones de este ordenador: { $others }.
relay-guest-joined = { $side } están conectadas con el otro dispositivo y juegan allí.
relay-guest-back = { $side } vuelven a estar conectadas; no se ha perdido nada.
relay-guest-left = Se ha cortado la conexión con el dispositivo de { $side }. Puede volver a conectarse en cualquier momento; la partida queda como está.
relay-guest-left-clock-stopped = Se ha cortado la conexión con el dispositivo de { $side }. Los relojes están parados hasta que vuelva a conectarse; la partida queda como está.
relay-guest-left-clock-runs = Se ha cortado la conexión con el dispositivo de { $side }. En modo torneo el reloj sigue corriendo, como con un jugador que se levanta del tablero.
relay-code-expired-host = El código de vinculación tenía más de diez minutos. El código nuevo es { $code }.
    .spoken = El código de vinculación tenía más de diez minutos. El código nuevo es { $spoken-code }.
relay-seat-defended = Otro dispositivo quiso ocupar el puesto de { $side } y fue rechazado.
relay-guest-cannot = Eso solo se puede hacer en el dispositivo del anfitrión; en el segundo dispositivo usted juega sus jugadas y pregunta por la posición.
join-code-needed = Para unirme necesito el código de vinculación que dice el anfitrión: ansage join { $address } CÓDIGO.
join-lost = Se ha cortado la conexión con el anfitrión; vuelvo a conectar. Lo que escriba mientras tanto se enviará después.
join-back = Conectado de nuevo.
join-unreachable = No consigo llegar al anfitrión en { $address } ({ $reason }). ¿Son correctos la dirección y el puerto, y está funcionando allí ansage play --host?
join-how-to-leave = Para salir pulse Ctrl-D; la partida sigue en el equipo del anfitrión, y ansage join DIRECCIÓN le trae de vuelta.
join-not-ansage = allí no responde ningún ansage
join-refused = allí nadie acepta conexiones
relay-not-hosting = No hay previsto ningún segundo dispositivo. Una partida con segundo dispositivo empieza con ansage play --host.
relay-status = { $connected ->
    [yes] { $side } están conectadas en el otro dispositivo.
   *[no] { $side } no están conectadas; el otro dispositivo { $paired ->
        [yes] vuelve solo con su clave.
       *[no] aún no se ha vinculado.
    }
} { $wrong ->
    [0] No se introdujo ningún código equivocado.
    [one] Se introdujo un código equivocado.
   *[other] Se introdujeron { $wrong } códigos equivocados.
} { $defended ->
    [0] Ningún dispositivo fue rechazado del puesto.
    [one] Un dispositivo fue rechazado del puesto.
   *[other] Se rechazaron dispositivos del puesto { $defended } veces.
}
relay-host-ended = El anfitrión ha cerrado ansage; la partida está guardada. En cuanto la continúe con ansage play --resume, este dispositivo se volverá a conectar.
relay-host-ended-game-over = El anfitrión ha cerrado ansage; la partida ha terminado y está guardada. Para salir pulse Ctrl-D o cierre la página.
relay-host-ended-spectators = El anfitrión ha cerrado ansage; la partida está guardada. Cuando continúe, el anfitrión dirá un nuevo código de espectadores.
relay-welcome = Conectado. Usted juega con { $side }; juegan { $turn }. Ayuda con ayuda.
relay-cannot-listen = No puedo aceptar conexiones en { $address }: { $reason }. Elija otro puerto con --listen, por ejemplo --listen 7879; una partida interrumpida sigue esperando a ansage play --resume.
relay-address-in-use = ese puerto ya está ocupado, quizá por otro ansage
relay-address-not-here = esa dirección no pertenece a este ordenador
relay-replaced = Esta partida está abierta ahora en otra ventana o en otro dispositivo con el mismo acceso; aquí no se puede seguir. Cierre esta ventana.
relay-unpaired = El anfitrión ha creado un código de vinculación nuevo; introdúzcalo para seguir jugando.

## Questions (issue 16 §3): a line that asks something ansage does not know, and a
## question about a move dropped after an unrelated line

question-unknown = No conozco esta pregunta. Ayuda nombra todas las preguntas.
question-dropped = La pregunta sobre la jugada que quería decir se ha descartado.
relay-clocks-wait-for-device = Los relojes están parados hasta que se conecte el dispositivo de { $side }; se pondrán en marcha en cuanto se haya emparejado.
relay-too-many-tries = Desde este dispositivo llegaron demasiados códigos equivocados. Espere medio minuto y escriba luego el código que anunció el anfitrión por última vez.
relay-seat-defended-many = { $count ->
    [one] Otro dispositivo quiso ocupar el puesto de { $side } y fue rechazado.
   *[other] Desde el último aviso, hubo { $count } intentos de ocupar el puesto de { $side }, y todos fueron rechazados.
}
relay-arbiter-how-to-join = El árbitro se une: abra { $url } en un navegador, elija árbitro e introduzca el código del árbitro, o en el otro ordenador ansage join --arbiter { $address }:{ $port } { $code }. Código del árbitro: { $code }.
    .spoken = El árbitro se une en la dirección { $address }, puerto { $port }. Código del árbitro: { $spoken-code }.
relay-no-arbiter-seat = Esta partida no tiene puesto de árbitro. El anfitrión lo abre con ansage play --host --arbiter.
relay-unknown-role = No conozco ese papel. Un dispositivo se une como jugador o como árbitro.
relay-arbiter-joined = El árbitro está conectado y ve ambos tableros, ambas planillas y los relojes.
relay-arbiter-back = El árbitro está conectado de nuevo.
relay-arbiter-left = Se cortó la conexión con el dispositivo del árbitro; la partida sigue.
relay-arbiter-welcome = Conectado como árbitro. Juegan { $turn }. Puede parar y reanudar los relojes, añadir o quitar tiempo, conciliar los tableros y declarar un resultado. Ayuda con ayuda.
arbiter-prompt = Árbitro>{ " " }
relay-arbiter-seat-defended = Otro dispositivo intentó ocupar el puesto del árbitro y fue rechazado.
relay-status-arbiter = { $connected ->
    [yes] El árbitro está conectado.
   *[no] El árbitro no está conectado; { $paired ->
        [yes] su dispositivo vuelve solo con su clave.
       *[no] todavía no se ha emparejado.
    }
}
relay-clocks-wait-for-arbiter = Modo de torneo con árbitro: los relojes están parados hasta que el árbitro los ponga en marcha (artículo 6.5).
relay-arbiter-clocks-stand = Los relojes están parados. Con reanudar reloj pone en marcha el reloj de { $side }.
relay-arbiter-code-expired-host = El código del árbitro tenía más de diez minutos. El código nuevo del árbitro es { $code }.
    .spoken = El código del árbitro tenía más de diez minutos. El código nuevo del árbitro es { $spoken-code }.
relay-spectators-how-to-join = Los espectadores miran: abran { $url }/watch en un navegador e introduzcan el código de espectadores. Código de espectadores: { $code }.
    .spoken = Los espectadores miran en la dirección { $address }, puerto { $port }, página watch. Código de espectadores: { $spoken-code }.
relay-no-spectators = Nadie mira esta partida: el anfitrión admite espectadores con ansage play --host --spectators.
relay-spectators-full = Ya miran dieciséis espectadores; esta partida no admite más. Inténtelo más tarde.
relay-spectators-watch-only = Los espectadores solo miran; nada llega a la partida.
relay-status-spectators = { $count ->
    [0] Ningún espectador está mirando.
    [one] Un espectador está mirando.
   *[other] { $count } espectadores están mirando.
}
arbiter-cannot = { $what ->
        [move] El árbitro no mueve por los jugadores; no lo he entendido como una orden del árbitro.
        [draw] Las ofertas de tablas y sus respuestas corresponden a los jugadores.
        [resign] Solo un jugador puede abandonar; anote un resultado con resultado.
        [take-back] Los jugadores retiran sus propias jugadas; proponga una vuelta atrás según F2.8 con conciliar.
        [claim] Las tablas las reclama un jugador; anote un resultado con resultado.
        [engine] En el dispositivo del árbitro no hay ayuda del motor.
       *[session] Terminar, guardar, aplazar, los ajustes y el emparejamiento corresponden al anfitrión.
    } Puede parar y reanudar los relojes, añadir o quitar tiempo, conciliar los tableros (blancas: o negras: antes del informe), anotar un resultado o amonestar. Ayuda lo enumera todo.
arbiter-name-the-seat = Diga de quién es el tablero o la planilla: blancas: o negras: antes del informe, por ejemplo blancas: en e4 hay un alfil blanco, o negras: mi jugada doce fue torre e1.
arbiter-name-the-side = Diga para qué bando: blancas: o negras: antes de la pregunta, por ejemplo blancas: dónde están mis caballos.
arbiter-not-your-question = Esta pregunta es para { $side }; { $side } responden con sí o no. Su sí o no decide una propuesta según F2.8 que espera una decisión.
arbiter-nothing-to-decide = Ninguna propuesta espera su decisión. Sí o no vale cuando, tras conciliar, espera una propuesta según F2.8.
# $agree: yes, no
arbiter-decides-roll-back = { $agree ->
        [yes] El árbitro decide: la propuesta vale.
       *[no] El árbitro decide: la propuesta no vale.
    }
arbiter-wait-for-player = { $side } deben responder primero a la pregunta abierta con sí o no; concilie después.
arbiter-warning = El árbitro amonesta a { $side } (artículo 12.9a).
play-arbiter-only = Solo el árbitro, en su dispositivo, anota un resultado o da una amonestación.
play-arbiter-result-stands = El árbitro anotó este resultado; se mantiene. Pregunte al árbitro si no es correcto.
arbiter-name-the-seat-view = Diga de quién es el tablero o la partida: blancas: mi tablero o negras: mi planilla.
# $placement: the board's placement when it is no position chess allows, else empty.
arbiter-seat-board = { $placement ->
        [none] El tablero de { $side }:
       *[other] El tablero de { $side } no es una posición válida: { $placement }
    }
arbiter-seat-record = { $n ->
        [0] La planilla de { $side } aún no tiene ninguna jugada.
       *[other] La planilla de { $side }: { $moves }
    }
relay-arbiter-seat-defended-many = { $count ->
    [one] Otro dispositivo intentó ocupar el puesto del árbitro y fue rechazado.
   *[other] Desde el último aviso, hubo { $count } intentos de ocupar el puesto del árbitro, y todos fueron rechazados.
}
