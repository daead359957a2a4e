# What the terminal program says (src/ui/app.rs): resuming, adjourning, the engine's help.
# Each id has its twin in every other language folder, with the same arguments.

app-pgn-shown-at-the-end = { $error } Hasta entonces, la partida se mostrará al final.
app-microphone-test-stopped = Prueba del micrófono interrumpida.
app-engine-level-now = El motor juega ahora en { $level }
app-review-looking = El motor está revisando la partida; tarda unos segundos.
app-hint = Pista: { $words }.
app-no-evaluation = El motor no ha dado ninguna valoración.
app-no-interrupted-game = No hay ninguna partida interrumpida; empieza una nueva.
app-settings-unreadable = No se pueden leer estos ajustes de la partida: [{ $sections }]. En su lugar valen los ajustes de esta ejecución; compruebe con ajustes y reloj si el reloj, la repetición y las reglas de torneo son correctos, o termine con aplazar y indíquelos en el próximo inicio.
app-no-such-game-number = «{ $given }» no es ninguno de los números del uno al { $count }. Diga un número, o nueva.
app-games-waiting = Hay { $count } partidas esperando, la más reciente primero. { $games } ¿Cuál continúa? Diga el número, o nueva para empezar una partida nueva.
app-journal-set-aside = { $error } El registro de la partida está ahora en { $path }, con el motivo al lado, y ya no se ofrecerá.
app-adjourned = La partida no ha terminado y queda guardada; con ansage play --resume continúa.
    .spoken = Partida guardada.
app-interrupted-game-held = No hay ninguna partida interrumpida libre: { $holder } está jugando una partida ahora; solo se podrá continuar cuando se interrumpa allí. Empieza una partida nueva.
