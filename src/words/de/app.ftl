# What the terminal program says (src/ui/app.rs): resuming, adjourning, the engine's help.
# Each id has its twin in every other language folder, with the same arguments.

app-pgn-shown-at-the-end = { $error } Bis dahin wird die Partie am Ende angezeigt.
app-microphone-test-stopped = Mikrofontest abgebrochen.
app-engine-level-now = Die Engine spielt jetzt auf { $level }
app-review-looking = Die Engine sieht sich die Partie an; das dauert einige Sekunden.
app-hint = Tipp: { $words }.
app-no-evaluation = Die Engine hat keine Bewertung genannt.
app-no-interrupted-game = Es gibt keine unterbrochene Partie; eine neue beginnt.
app-settings-unreadable = Diese Einstellungen der Partie lassen sich nicht lesen: [{ $sections }]. Dafür gelten die Einstellungen dieses Aufrufs; prüfen Sie mit einstellungen und zeit, ob Uhr, Wiederholung und Turnierregeln stimmen, oder beenden Sie mit vertagen und geben Sie sie beim nächsten Start an.
app-no-such-game-number = „{ $given }“ ist keine der Nummern eins bis { $count }. Sagen Sie eine Nummer, oder neu.
app-games-waiting = Es warten { $count } Partien, die neueste zuerst. { $games } Welche geht weiter? Sagen Sie die Nummer, oder neu für eine neue Partie.
app-journal-set-aside = { $error } Der Spielverlauf liegt jetzt in { $path }, mit dem Grund daneben, und wird nicht mehr angeboten.
app-adjourned = Die Partie ist nicht beendet und bleibt gespeichert; mit ansage play --resume geht sie weiter.
    .spoken = Partie gespeichert.
app-interrupted-game-held = Keine unterbrochene Partie ist frei: { $holder } spielt gerade eine Partie; fortsetzen lässt sie sich erst, wenn sie dort unterbrochen wird. Eine neue Partie beginnt.
