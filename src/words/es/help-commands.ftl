# La ayuda sobre las órdenes (ayuda, ayuda ORDEN): de cada entrada de src/commands/table.toml
# ([[help]], id) su nombre en la lista de temas, cómo se dice, qué hace y un ejemplo.
# Las palabras con las que ayuda ORDEN encuentra una entrada están en help-keys.toml.

help-quiet-name = silencio
help-quiet-usage = silencio, calla, basta o la tecla Escape
help-quiet-what = escrito o dicho como línea aparte: calla al instante lo que se está diciendo, y lo que esperaba ya no se dice; sigue en la pantalla, y la partida continúa
help-quiet-example = silencio

help-square-name = casilla
help-square-usage = qué hay en CASILLA, o solo e4?
help-square-what = dice qué hay en una casilla
help-square-example = qué hay en e4, e4?

help-file-name = columna
help-file-usage = columna NOMBRE
help-file-what = lee una columna desde la fila uno hacia arriba, solo las casillas ocupadas
help-file-example = columna Eva

help-rank-name = fila
help-rank-usage = fila NÚMERO
help-rank-what = lee una fila de Anna a Hector, solo las casillas ocupadas
help-rank-example = fila cuatro

help-diagonals-name = diagonales
help-diagonals-usage = diagonal CASILLA
help-diagonals-what = lee las dos diagonales que pasan por una casilla
help-diagonals-example = diagonal e4

help-pieces-name = piezas
help-pieces-usage = dónde están mis PIEZAS
help-pieces-what = dice dónde están las piezas de una clase: mías, del rival, blancas o negras; piezas quiere decir todas
help-pieces-example = dónde están mis caballos, las torres del rival, las piezas blancas

help-attackers-name = atacantes
help-attackers-usage = atacantes CASILLA, quién ataca CASILLA
help-attackers-what = dice qué piezas atacan una casilla; si hay una pieza en ella, también cuáles la defienden
help-attackers-example = atacantes e5

help-defenders-name = defensores
help-defenders-usage = defensores CASILLA, quién defiende CASILLA
help-defenders-what = dice qué piezas del mismo color defienden la pieza de una casilla
help-defenders-example = quién defiende e5

help-attacked-name = atacada
help-attacked-usage = está atacada mi DAMA, está defendida mi DAMA, quién ataca mi DAMA
help-attacked-what = dice de cada pieza así quién la ataca y quién la defiende; también la del rival, la negra o la blanca
help-attacked-example = está atacada mi dama, quién ataca su torre, quién defiende la dama negra

help-in-check-name = jaque
help-in-check-usage = estoy en jaque, están las negras en jaque
help-in-check-what = dice si un bando está en jaque y de qué pieza (artículo 3.9)
help-in-check-example = estoy en jaque

help-hanging-pieces-name = piezas colgadas
help-hanging-pieces-usage = qué piezas están colgando
help-hanging-pieces-what = nombra sus piezas atacadas y no defendidas, y las que no tienen ninguna defensa; con del rival o un color, las del otro bando
help-hanging-pieces-example = qué piezas están colgando, cuelga algo de las negras

help-castling-name = enroque
help-castling-usage = puedo enrocar, quién puede enrocar
help-castling-what = dice del enroque corto y del largo si es posible ahora y, si no, por qué: el rey o la torre ya se movieron, hay casillas ocupadas entre ellos, el rey está en jaque o hay casillas atacadas (artículo 3.8.2)
help-castling-example = puedo enrocar

help-legal-moves-name = jugadas legales
help-legal-moves-usage = qué jugadas tengo, jugadas legales
help-legal-moves-what = nombra todas las jugadas legales del bando al que le toca, pieza por pieza
help-legal-moves-example = qué jugadas tengo

help-captured-pieces-name = piezas capturadas
help-captured-pieces-usage = piezas capturadas, última captura
help-captured-pieces-what = nombra las piezas que cada bando ha perdido en esta partida; última captura dice la última jugada que capturó una pieza, y cuál
help-captured-pieces-example = qué se ha capturado, última captura

help-captures-name = capturas
help-captures-usage = capturas CASILLA, qué puede capturar PIEZA
help-captures-what = nombra solo las capturas de una pieza y qué toma con cada una; la pieza también solo por su nombre, si hay una sola de esa clase
help-captures-example = qué puede capturar la dama, capturas f3

help-my-opponent-name = rival
help-my-opponent-usage = quién es mi rival, rival
help-my-opponent-what = nombra al rival, con su Elo si la partida lo sabe, o el motor y su nivel
help-my-opponent-example = quién es mi rival

help-info-name = info
help-info-usage = info
help-info-what = resume la partida: quién juega contra quién, el número de jugada, a quién le toca y los relojes
help-info-example = info

help-what-did-name = qué jugó
help-what-did-usage = qué jugó mi rival, qué jugó el motor
help-what-did-what = repite la última jugada de un bando, con su número
help-what-did-example = qué jugó mi rival

help-moves-from-name = jugadas de
help-moves-from-usage = jugadas de CASILLA, qué puede CASILLA
help-moves-from-what = dice adónde puede ir la pieza de una casilla
help-moves-from-example = jugadas de g1

help-last-moves-name = últimas jugadas
help-last-moves-usage = última jugada, últimas NÚMERO jugadas
help-last-moves-what = repite la última jugada o las últimas, con su número
help-last-moves-example = últimas tres jugadas

help-move-number-name = número de jugada
help-move-number-usage = número de jugada
help-move-number-what = dice el número de la jugada y a quién le toca
help-move-number-example = número de jugada

help-turn-name = turno
help-turn-usage = a quién le toca
help-turn-what = dice a quién le toca jugar
help-turn-example = a quién le toca

help-material-name = material
help-material-usage = material
help-material-what = compara el material: qué piezas tiene de más un bando, y los puntos: peón uno, caballo y alfil tres, torre cinco, dama nueve
help-material-example = material

help-read-board-name = leer tablero
help-read-board-usage = leer tablero, posición
help-read-board-what = lee todas las piezas, primero las blancas y después las negras, clase por clase
help-read-board-example = leer tablero

help-time-name = tiempo
help-time-usage = tiempo, reloj
help-time-what = dice el tiempo que le queda a cada bando
help-time-example = tiempo

help-pause-clock-name = parar reloj
help-pause-clock-usage = parar reloj, pausa
help-pause-clock-what = para los dos relojes, por ejemplo para llamar al árbitro (artículo 6.13)
help-pause-clock-example = parar reloj

help-resume-clock-name = seguir reloj
help-resume-clock-usage = seguir reloj, reanudar
help-resume-clock-what = vuelve a poner en marcha el reloj del bando al que le toca
help-resume-clock-example = seguir reloj

help-add-time-name = añadir tiempo
help-add-time-usage = añadir tiempo COLOR TIEMPO, quitar tiempo COLOR TIEMPO, poner reloj COLOR TIEMPO
help-add-time-what = el árbitro añade tiempo al reloj de un bando o se lo quita, en minutos y segundos, en modo torneo, y siempre en el dispositivo del árbitro (artículo 6.14)
help-add-time-example = añadir tiempo blancas dos minutos, quitar tiempo negras treinta segundos
help-arbiter-result-name = resultado
help-arbiter-result-usage = resultado 1-0, resultado ganan COLOR, resultado tablas
help-arbiter-result-what = solo en el dispositivo del árbitro: la partida termina con este resultado, por ejemplo cuando el árbitro la declara perdida (artículo 12.9)
help-arbiter-result-example = resultado ganan blancas, resultado 0-1, resultado tablas
help-arbiter-warning-name = amonestación
help-arbiter-warning-usage = amonestación COLOR
help-arbiter-warning-what = solo en el dispositivo del árbitro: una amonestación a un jugador, dicha a todos (artículo 12.9a); las penalizaciones de tiempo son añadir tiempo y quitar tiempo
help-arbiter-warning-example = amonestación negras

help-repeat-name = repetir
help-repeat-usage = repetir, repetir NÚMERO
help-repeat-what = repite el último anuncio; con un número, las últimas jugadas
help-repeat-example = repetir tres

help-moves-name = jugadas
help-moves-usage = jugadas, planilla
help-moves-what = muestra la partida como planilla
help-moves-example = jugadas

help-fen-name = fen
help-fen-usage = fen
help-fen-what = muestra la posición como FEN
help-fen-example = fen

help-undo-name = deshacer
help-undo-usage = deshacer, corregir
help-undo-what = retira la última jugada y dice cuál; contra el motor, el par de jugadas, tras un sí. En modo torneo, solo en los segundos que siguen al anuncio, antes de que corra el reloj del rival (F2.6)
help-undo-example = corregir

help-draw-name = tablas
help-draw-usage = tablas, acepto tablas, rechazo tablas
help-draw-what = ofrece tablas (artículo 9.1) o responde a una oferta, aceptándola tras un sí; una jugada también la rechaza
help-draw-example = tablas

help-claim-draw-name = reclamar tablas
help-claim-draw-usage = reclamar tablas, o reclamar tablas con JUGADA
help-claim-draw-what = reclama tablas por triple repetición de la posición o por la regla de las cincuenta jugadas (artículos 9.2, 9.3); con una jugada, sobre la posición después de esa jugada, que luego hace (9.2a, 9.3a)
help-claim-draw-example = reclamar tablas con caballo f tres

help-resign-name = abandonar
help-resign-usage = abandonar
help-resign-what = abandona la partida, tras un sí
help-resign-example = abandonar

help-hint-name = pista
help-hint-usage = pista, evaluación, revisión, nivel N
help-hint-what = ayuda del motor en el entrenamiento: una jugada, la evaluación, los errores más grandes; contra el motor o con --training, nunca en modo torneo; la revisión tras la partida, siempre
help-hint-example = pista

help-play-hint-name = jugar pista
help-play-hint-usage = jugar pista, mejor jugada
help-play-hint-what = en el entrenamiento: el motor busca la mejor jugada para usted y la juega, anunciada como suya
help-play-hint-example = jugar pista

help-browse-name = hojear
help-browse-usage = hojear atrás, hojear adelante, volver a la partida
help-browse-what = recorre las jugadas de la partida sin cambiarla: dice la posición tras cada jugada; volver a la partida, una jugada o cualquier otra entrada vale otra vez para la posición actual
help-browse-example = hojear atrás

help-adjourn-name = aplazar
help-adjourn-usage = aplazar
help-adjourn-what = guarda la partida y cierra ansage; ansage play --resume la continúa, y deja elegir si esperan varias partidas
help-adjourn-example = aplazar

help-microphone-test-name = prueba de micrófono
help-microphone-test-usage = prueba de micrófono
help-microphone-test-what = con ansage play --voice: usted dice tres palabras, ansage dice lo que entendió y le aconseja si la voz es demasiado baja, la sala demasiado ruidosa o el modelo de voz no es el adecuado
help-microphone-test-example = prueba de micrófono

help-new-code-name = código nuevo
help-new-code-usage = código nuevo
help-new-code-what = con ansage play --host: crea un código de emparejamiento nuevo y lo dice; el dispositivo emparejado hasta ahora tiene que emparejarse de nuevo con él
help-new-code-example = código nuevo

help-connection-name = conexión
help-connection-usage = conexión
help-connection-what = con ansage play --host: dice si el otro dispositivo está conectado, cuántos códigos equivocados se introdujeron y cuántos dispositivos fueron rechazados del puesto
help-connection-example = conexión

help-save-name = guardar
help-save-usage = guardar, guardar ARCHIVO
help-save-what = guarda la partida como PGN
help-save-example = guardar partida.pgn

help-quit-name = salir
help-quit-usage = salir, terminar
help-quit-what = cierra ansage; una partida sin terminar, tras un sí, y ansage play --resume la continúa
help-quit-example = salir

help-faster-name = más rápido
help-faster-usage = más rápido, más lento
help-faster-what = cambia la velocidad a la que habla ansage
help-faster-example = más lento

help-louder-name = más alto
help-louder-usage = más alto, más bajo
help-louder-what = cambia el volumen
help-louder-example = más alto

help-higher-name = más agudo
help-higher-usage = más agudo, más grave
help-higher-what = cambia el tono de la voz
help-higher-example = más grave

help-voice-name = voz
help-voice-usage = voz NOMBRE; voces las nombra todas
help-voice-what = elige otra voz; voces enumera las voces que hay
help-voice-example = voz es

help-board-name = tablero
help-board-usage = tablero, tablero sí, tablero no
help-board-what = muestra u oculta el tablero grande en la pantalla
help-board-example = tablero sí

help-style-name = anuncio
help-style-usage = anuncio corto, largo o detallado
help-style-what = cuánto dice el anuncio de una jugada: corto como se anota, largo con la casilla de salida, detallado también con la pieza capturada
help-style-example = anuncio largo

help-read-aloud-on-name = leer en voz alta
help-read-aloud-on-usage = leer en voz alta sí, leer en voz alta no
help-read-aloud-on-what = si la lista de jugadas (jugadas), la FEN y la planilla del final se dicen en voz alta o solo se muestran
help-read-aloud-on-example = leer en voz alta no

help-pawn-name = peón
help-pawn-usage = peón sí, peón no
help-pawn-what = si las jugadas de peón se anuncian con la palabra peón
help-pawn-example = peón no

help-words-name = palabras
help-words-usage = palabras alemán, palabras inglés, palabras español
help-words-what = con qué palabras se anuncian las jugadas: en alemán según el Apéndice F, Springer Felix drei, en inglés en la forma internacional, Knight Felix three, o en español, caballo Felix tres
help-words-example = palabras español

help-repetition-on-name = repetición
help-repetition-on-usage = repetición sí, repetición no
help-repetition-on-what = si el rival tiene que repetir cada jugada anunciada antes de que corra su reloj (Apéndice F, F2.1); con no, la partida sigue justo después del anuncio. Las tablas por repetición se reclaman con reclamar tablas
help-repetition-on-example = repetición no

help-my-square-name = en mi tablero
help-my-square-usage = en mi tablero en CASILLA hay PIEZA, en mi tablero CASILLA está vacía
help-my-square-what = dice, al comparar los tableros, qué hay en una casilla de su propio tablero, el color puede faltar; si juegan dos en un dispositivo, blancas: o negras: delante dice de quién es el tablero
help-my-square-example = en mi tablero en e4 hay un alfil blanco, en mi tablero e4 está vacía

help-my-board-name = mi tablero
help-my-board-usage = mi tablero FEN
help-my-board-what = da todo su propio tablero, como la parte de las piezas de una FEN; también con blancas: o negras: delante
help-my-board-example = mi tablero 4k3/8/8/8/8/8/8/4K3

help-my-move-name = mi jugada
help-my-move-usage = mi jugada NÚMERO fue JUGADA
help-my-move-what = da una jugada de su propia planilla, en palabras o en notación; con blancas o negras tras el número, la jugada de ese bando; también con blancas: o negras: delante
help-my-move-example = mi jugada doce fue Te1, mi jugada 12 negras Te8

help-reconcile-name = comparar
help-reconcile-usage = comparar, comparar tableros
help-reconcile-what = compara ahora las dos planillas y los dos tableros y dice dónde difieren
help-reconcile-example = comparar

help-settings-name = ajustes
help-settings-usage = ajustes, guardar ajustes
help-settings-what = dice todos los ajustes; guardar ajustes los recuerda para la próxima vez
help-settings-example = guardar ajustes

help-help-name = ayuda
help-help-usage = ayuda, ayuda ORDEN
help-help-what = nombra todas las órdenes o explica una
help-help-example = ayuda atacantes
