# The chess clock (FIDE article 6, Appendix F2.9d): flag falls, alarms, refusals, the times
# on request and the time control in words (game::clock).

## The flag and the alarms

clock-time-up = Die Zeit von { $side } ist abgelaufen.
clock-alarm = { $side } hat noch { $time }.
clock-flag-lost = Die Zeit von { $flagged } ist abgelaufen. { $winner } gewinnt.
clock-flag-drawn = Die Zeit von { $flagged } ist abgelaufen, aber { $other } kann nicht mehr mattsetzen. Die Partie ist remis.

## Refusals

clock-not-started = Die Uhr wurde noch nicht gestartet.
clock-already-started = Die Uhr läuft bereits.
clock-paused = Die Uhren sind angehalten. Setzen Sie sie zuerst fort.
clock-not-paused = Die Uhren sind nicht angehalten.
clock-stopped = Die Partie ist beendet, die Uhren stehen.
clock-not-tournament = Zeiten ändern darf nur der Schiedsrichter im Turniermodus (ansage play --tournament).
clock-unknown-ply = Für Halbzug { $ply } sind keine Uhrzeiten gespeichert.

## Both times on request: "Weiß: zwölf Minuten, noch zwei Züge bis zur Zeitkontrolle; Schwarz: …"

clock-times = { $sides }.
clock-side = { $side }: { $time }
clock-side-to-control = { $side }: { $time }, noch { $moves } bis zur Zeitkontrolle
clock-are-stopped = Die Uhren sind angehalten.
clock-moves = { $n ->
    [one] ein Zug
   *[other] { $words } Züge
}

## A time in its units, after a preposition ($case: dative, "in einer Stunde")

clock-unit-hours = { $n ->
    [one] { $case ->
        [dative] einer
       *[other] eine
    } Stunde
   *[other] { $words } Stunden
}
clock-unit-minutes = { $n ->
    [one] { $case ->
        [dative] einer
       *[other] eine
    } Minute
   *[other] { $words } Minuten
}
clock-unit-seconds = { $n ->
    [one] { $case ->
        [dative] einer
       *[other] eine
    } Sekunde
   *[other] { $words } Sekunden
}
clock-unit-tenths = { $seconds } Komma { $tenths } Sekunden

## The time control: "vierzig Züge in einer Stunde dreißig Minuten plus dreißig Sekunden pro
## Zug, dann dreißig Minuten für den Rest der Partie"

control-whole-game = { $time } für die ganze Partie
control-rest = { $time } für den Rest der Partie
control-moves = { $moves } in { $time }
control-increment = plus { $time } pro Zug
control-delay = mit { $time } Aufschub pro Zug
# The last period, when it has a move count, is repeated.
control-repeated = je { $period }
control-then = { $first }, dann { $rest }

## A time control that cannot be read; the examples follow every error but the alarm's

control-error-empty = Es wurde keine Bedenkzeit angegeben.
control-error-character = Das Zeichen { $character } gehört nicht in eine Bedenkzeit.
control-error-unexpected = Mit { $text } kann ich an dieser Stelle nichts anfangen.
control-error-missing-time = Nach { $after } fehlt eine Zeit.
control-error-too-large = Die Zahl { $number } ist zu groß.
control-error-bad-move-count = { $number } ist keine Zügezahl: Ein Abschnitt braucht eine ganze Zahl von Zügen, mindestens einen.
control-error-first-no-time = Der erste Abschnitt gibt keine Bedenkzeit. Geben Sie eine Zeit über null an.
control-error-no-time = Abschnitt { $period } gibt keine Bedenkzeit, weder Grundzeit noch Zugabe.
control-error-rest-not-last = Abschnitt { $period } hat keine Zügezahl, gilt also für den Rest der Partie, aber danach folgt noch ein Abschnitt. Schreiben Sie die Zügezahl mit Schrägstrich davor, zum Beispiel 40/90, und Dezimalzahlen mit Punkt, zum Beispiel 1.5.
control-error-two-bonuses = Ein Abschnitt hat entweder Zugabe (plus) oder Aufschub (d), nicht beides und nicht zweimal.
control-error-zero-alarm = Ein Alarm bei null Minuten käme zu spät. Geben Sie zum Beispiel 5, 1 für Alarme bei fünf Minuten und einer Minute an.
control-examples = Beispiele: 90 (neunzig Minuten für die ganze Partie), 90+30 (mit dreißig Sekunden pro Zug), 5d3 (fünf Minuten mit drei Sekunden Aufschub), 40/90+30, 30+30 (vierzig Züge in neunzig Minuten, dann dreißig Minuten).
