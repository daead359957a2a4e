# Playing a recorded tape (src/replay/tape.rs, src/ui/tape_replay.rs). Each id has its twin
# in every other language folder, with the same arguments.

tape-greeting = Aufnahme { $name }: { $n ->
    [one] ein Abschnitt
   *[other] { $count } Abschnitte
}, { $length }.
tape-how-to-play = Abspielen mit Enter oder weiter, zurück mit zurück, zu einem Zug mit zug und der Nummer, hilfe für alle Befehle.
tape-prompt-start = Anfang>{ " " }
tape-unknown-command = Das kenne ich beim Abspielen einer Aufnahme nicht; hilfe nennt die Befehle.
tape-move-not-on-tape = Zug { $count }, { $side }, ist nicht auf diesem Band.
tape-only-what-was-said = Eine Aufnahme hat nur, was gesagt wurde; für das Brett und Fragen zur Stellung spielen Sie die PGN-Datei der Partie nach.
tape-at-end = Das Band ist zu Ende; zurück oder zug und eine Nummer spielen einen Zug noch einmal.
tape-at-start = Anfang des Bandes; Enter spielt den ersten Abschnitt.
tape-where-start = Am Anfang des Bandes, vor { $total } Abschnitten.
# Shown with the part's title (notation), spoken with its words.
tape-where = Abschnitt { $number } von { $total }, { $title }, nach { $when }.
    .spoken = Abschnitt { $number } von { $total }, nach { $when }: { $heard }
tape-no-heading = Diese Aufnahme nennt die Partie nicht.
tape-no-microphone = Ein Band hört ansage nicht mit dem Mikrofon ab, denn es hörte den Ton des Bandes mit; bitte die Befehle tippen.
# "3 Minuten 29 Sekunden", "12 Sekunden", "eine Minute".
tape-length = { $minutes ->
    [0] { $seconds ->
        [one] eine Sekunde
       *[other] { $seconds-words } Sekunden
    }
   *[other] { $minutes ->
        [one] eine Minute
       *[other] { $minutes-words } Minuten
    }{ $seconds ->
        [0] { "" }
        [one] { " " }eine Sekunde
       *[other] { " " }{ $seconds-words } Sekunden
    }
}
