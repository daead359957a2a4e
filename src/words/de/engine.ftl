# The chess engine: what went wrong with it, its levels, and its evaluations.

## What went wrong, when ansage gives up on the engine.
engine-not-found = Unter { $path } ist keine Schachengine. Installieren Sie Stockfish mit make setup oder apt-get install stockfish, dann starten Sie ansage erneut.
engine-not-executable = Die Schachengine { $path } lässt sich nicht starten. Prüfen Sie, ob die Datei ein ausführbares Programm ist, zum Beispiel mit ansage doctor.
engine-crashed = Die Schachengine ist abgestürzt. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.
engine-timeout = Die Schachengine antwortet nicht. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.
engine-nonsense = Die Schachengine gibt unbrauchbare Antworten. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.
engine-flooded = Die Schachengine hat ohne Ende Ausgaben geschrieben und wurde gestoppt. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.
engine-unknown-option = Die Schachengine kennt die Einstellung { $name } nicht. Lassen Sie sie weg oder verwenden Sie Stockfish.
engine-invalid-game = Halbzug { $ply } der Partie ist in seiner Stellung nicht möglich, daher kann die Engine nicht ziehen. Nehmen Sie den Zug zurück und geben Sie ihn neu ein.
engine-no-legal-move = In dieser Stellung gibt es keinen Zug mehr; die Partie ist zu Ende.
engine-io = Die Verbindung zur Schachengine ist gestört ({ $reason }). Starten Sie ansage erneut; die Partie bleibt erhalten.

## What went wrong, when ansage restarts the engine and the game goes on.
engine-restart-crashed = Die Schachengine ist abgestürzt; sie wird neu gestartet.
# $what: handshake (the engine never introduced itself) or other.
engine-restart-timeout = { $what ->
    [handshake] Die Schachengine meldet sich nicht; sie wird neu gestartet.
   *[other] Die Schachengine antwortet nicht mehr; sie wird neu gestartet.
}
engine-restart-nonsense = Die Schachengine hat etwas Unverständliches geantwortet; sie wird neu gestartet.
engine-restart-illegal-move = Die Schachengine hat einen unmöglichen Zug vorgeschlagen; sie wird neu gestartet.
engine-restart-flooded = Die Schachengine hat ohne Ende Ausgaben geschrieben; sie wird neu gestartet.

## The playing strengths, by $level (1 to 8).
engine-level-name = { $level ->
    [1] Anfänger
    [2] Einsteiger
    [3] Gelegenheitsspieler
    [4] Fortgeschrittener
    [5] Vereinsspieler
    [6] Starker Vereinsspieler
    [7] Meister
   *[8] Volle Stärke
}
engine-level-about = { $level ->
    [1] Für alle, die gerade die Züge gelernt haben: die Engine übersieht viel und lässt auch Figuren hängen.
    [2] Für alle, die schon einige Partien gespielt haben: die Engine schlägt, was offen steht, und übersieht einfache Drohungen.
    [3] Für Hobbyspieler: die Engine spielt vernünftig, macht aber immer wieder Fehler.
    [4] Für alle, die Taktik und Eröffnungsregeln kennen: die Engine spielt auf der untersten Stockfish-Wertung, etwa 1400.
    [5] Für Vereinsspieler: die Engine spielt auf etwa 1700 Elo.
    [6] Für starke Vereinsspieler: die Engine spielt auf etwa 2000 Elo.
    [7] Für Meisterspieler: die Engine spielt auf etwa 2400 Elo.
   *[8] Stockfish ohne Begrenzung: stärker als jeder Mensch.
}
# "Stufe fünf, Vereinsspieler.": $number in words, the name inside the sentence.
engine-level-announce = Stufe { $number }, { $level ->
    [1] Anfänger
    [2] Einsteiger
    [3] Gelegenheitsspieler
    [4] Fortgeschrittener
    [5] Vereinsspieler
    [6] Starker Vereinsspieler
    [7] Meister
   *[8] Volle Stärke
}.
engine-unknown-level = Die Spielstärke { $given } gibt es nicht. Nennen Sie eine Stufe von eins bis acht oder ihren Namen, zum Beispiel drei oder Vereinsspieler.

## An engine's evaluation: "Weiß steht etwas besser, etwa ein halber Bauer."
engine-eval-checkmate = Die Stellung ist matt.
# $n: the number of moves to mate; $count: the same in words.
engine-eval-mate = { $side } setzt in { $n ->
    [one] einem Zug
   *[other] { $count } Zügen
} matt.
engine-eval-equal = Die Stellung ist ausgeglichen.
# $band: slight (up to three quarters of a pawn), better (up to one and a half), clear (up to
# three pawns) or winning.
engine-eval-advantage = { $side } { $band ->
    [slight] steht etwas besser
    [better] steht besser
    [clear] steht deutlich besser
   *[winning] steht auf Gewinn
}.
# The same with the amount: $pawns (engine-pawns).
engine-eval-advantage-about = { $side } { $band ->
    [slight] steht etwas besser
    [better] steht besser
    [clear] steht deutlich besser
   *[winning] steht auf Gewinn
}, etwa { $pawns }.
# An amount of pawns: $whole pawns ($count: the same in words) and a half if $half is yes.
engine-pawns = { $half ->
    [yes] { $whole ->
        [0] ein halber Bauer
        [1] anderthalb Bauern
       *[other] { $count }einhalb Bauern
    }
   *[no] { $whole ->
        [0] ein halber Bauer
        [1] ein Bauer
       *[other] { $count } Bauern
    }
}
